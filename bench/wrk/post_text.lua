-- wrk script for bench/api_load.py: POST /v1/transcriptions with a JSON text body, a unique marker a request.
-- args[1]: a file of request bodies, one a line, each with the placeholder @MARK@ where the marker goes.
-- The marker is bench-r<run>-t<thread>-n<count> (args[2] = run), so the stored rows can be counted after the run.
local threads = {}
local thread_count = 0

function setup(thread)
  thread_count = thread_count + 1
  thread:set("thread_id", thread_count)
  table.insert(threads, thread)
end

local bodies = {}
local sent = 0

function init(args)
  for line in io.lines(args[1]) do
    local at = line:find("@MARK@", 1, true)
    bodies[#bodies + 1] = { line:sub(1, at - 1), line:sub(at + 6) }
  end
  run = args[2] or "0"
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
end

function request()
  sent = sent + 1
  local body = bodies[(sent % #bodies) + 1]
  local marker = "bench-r" .. run .. "-t" .. thread_id .. "-n" .. sent
  return wrk.format(nil, nil, nil, body[1] .. marker .. body[2])
end

-- done(): the shared JSON report, report.lua beside this script.
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")
