# Browser tests (included from the top-level Makefile: `-include mk/*.mk`).
#
#   make browser        install Debian's headless Chromium (apt-get; skipped when $(CHROMIUM) is already there).
#                       .ci/run calls it: tests/browser drives this binary with Playwright (PyPI), which cannot
#                       download a browser of its own here. Without it the browser tests skip locally and FAIL on CI.
#   make test-browser   only the browser tests (uvicorn on a free loopback port + headless Chromium).
#   make screenshots    the browser tests, saving the README's screenshots into docs/.

.PHONY: browser test-browser screenshots

CHROMIUM ?= /usr/bin/chromium
APT_SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

browser:
	@if [ -x $(CHROMIUM) ]; then \
		echo "browser: $$($(CHROMIUM) --version 2>/dev/null) already installed"; \
	else \
		$(APT_SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(APT_SUDO) apt-get install -y chromium; \
	fi

test-browser: $(STAMP) browser
	$(BIN)/pytest tests/browser

screenshots: $(STAMP) browser
	mkdir -p docs
	FACTLAYER_SCREENSHOT_DIR=docs $(BIN)/pytest tests/browser -k marks_its_span
	@# Smaller PNGs for the README when pngquant is there (apt-get install pngquant); the picture is the same.
	-command -v pngquant >/dev/null && pngquant --force --quality 60-85 --ext .png docs/digest-view.png
