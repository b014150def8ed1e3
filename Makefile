# factlayer — every target bootstraps .venv from the repo's own files first.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000
export FACTLAYER_DATA_DIR ?= ./data
STAMP := $(VENV)/.installed

SHARED ?= ../shared
export FACTLAYER_SHARED_DIR ?= $(abspath $(SHARED))

.PHONY: all install run migrate test lint typecheck format eval clean

all: lint typecheck test

$(STAMP): pyproject.toml constraints.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

migrate: $(STAMP)
	mkdir -p $(FACTLAYER_DATA_DIR)
	$(BIN)/alembic upgrade head

run: migrate
	$(BIN)/uvicorn --factory factlayer.api.app:create_app --host $(HOST) --port $(PORT) --no-access-log

# The whole suite with line coverage: the report is printed, then seed 000's per-module targets
# (mk/coverage-targets.txt) are checked; a missed target fails the run. The tests run in TEST_WORKERS
# pytest-xdist processes (logical: one per CPU the run may use; TEST_WORKERS=0 runs them in pytest's own process),
# each given whole test files (--dist loadfile: a module's fixtures are built once); pytest-cov combines the
# workers' coverage into the one report.
TEST_WORKERS ?= logical
test: $(STAMP)
	$(BIN)/pytest -n $(TEST_WORKERS) --dist loadfile --cov=factlayer --cov-report=term:skip-covered --cov-report=json:.coverage.json
	$(BIN)/python mk/check_coverage.py .coverage.json

lint: $(STAMP)
	$(BIN)/ruff check src tests migrations bench mk
	$(BIN)/ruff format --check src tests migrations bench mk
	$(BIN)/lint-imports

format: $(STAMP)
	$(BIN)/ruff check --fix src tests migrations bench mk
	$(BIN)/ruff format src tests migrations bench mk

typecheck: $(STAMP)
	$(BIN)/mypy

eval: $(STAMP)
	$(BIN)/python bench/eval.py --shared $(SHARED)
	$(BIN)/python -m bench.eval_facts --shared $(SHARED)
	$(BIN)/python bench/eval_extract.py --shared $(SHARED)

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .import_linter_cache .coverage .coverage.json

-include mk/*.mk
