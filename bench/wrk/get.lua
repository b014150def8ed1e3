-- wrk script for bench/api_load.py: plain GETs of the URL given on the command line; prints the figures as JSON.
-- done(): the shared JSON report, report.lua beside this script.
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")
