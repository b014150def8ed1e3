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
	$(BIN)/uvicorn --factory factlayer.api.app:create_app --host $(HOST) --port $(PORT)

test: $(STAMP)
	$(BIN)/pytest

lint: $(STAMP)
	$(BIN)/ruff check src tests migrations bench
	$(BIN)/ruff format --check src tests migrations bench

format: $(STAMP)
	$(BIN)/ruff check --fix src tests migrations bench
	$(BIN)/ruff format src tests migrations bench

typecheck: $(STAMP)
	$(BIN)/mypy

eval: $(STAMP)
	$(BIN)/python bench/eval.py --shared $(SHARED)

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache

-include mk/*.mk
