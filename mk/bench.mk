# Benchmarks (included from the top-level Makefile: `-include mk/*.mk`).
#
#   make bench    install the bench extra (langextract, the peer we compare grounding with), then run every
#                 benchmark in bench/ (grounding vs LangExtract, pipeline stages, fact store, API under load,
#                 ASR) and print one table; results in bench/results/*.json and bench/results/summary.md.
#                 Under 10 minutes on 2 cores. BENCH_ARGS is passed to bench/run_all.py
#                 (e.g. BENCH_ARGS="--only grounding store").
#   make wrk      install Debian's wrk (apt-get; skipped when it is already there): the HTTP load generator of
#                 bench/api_load.py (a C load generator, so the measurement is not the client's own CPU).

.PHONY: bench wrk

WRK ?= /usr/bin/wrk
APT_SUDO ?= $(shell [ "$$(id -u)" = 0 ] || echo sudo)

wrk:
	@if [ -x $(WRK) ]; then \
		echo "wrk: $$($(WRK) --version 2>&1 | head -1) already installed"; \
	else \
		$(APT_SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(APT_SUDO) apt-get install -y wrk; \
	fi

BENCH_STAMP := $(VENV)/.installed-bench
BENCH_ARGS ?=

$(BENCH_STAMP): $(STAMP) pyproject.toml constraints.txt
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[dev,bench]'
	touch $(BENCH_STAMP)

bench: $(STAMP) $(BENCH_STAMP) wrk
	$(BIN)/python -m bench.run_all $(BENCH_ARGS)
