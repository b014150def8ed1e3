#!/usr/bin/env bash
# Install the local LLM (llama-cpp-python server + Qwen2.5-Coder 1.5B GGUF). Same as `make llm`.
# Idempotent. Env: FACTLAYER_DATA_DIR (default ./data), PYTHON (default .venv/bin/python),
# CMAKE_ARGS to override the portable CPU build flags.
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-.venv/bin/python}" -m factlayer.llm.local_model install "$@"
