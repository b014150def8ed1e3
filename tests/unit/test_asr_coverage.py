"""Speech the batched pipeline left without words is found, to be decoded again."""

from __future__ import annotations

import numpy as np

from factlayer.asr.audio import SAMPLE_RATE, decode_audio
from factlayer.asr.coverage import MIN_UNHEARD_S, speech_intervals, unheard
from tests.conftest import TEST_DATA


def test_speech_after_the_last_word_of_a_chunk_is_unheard() -> None:
    speech = [(0.0, 5.3), (8.1, 10.4), (10.7, 14.0), (14.5, 18.3)]
    words = [(0.0, 0.4), (0.4, 0.7), (4.4, 4.8)]  # Whisper ended the chunk after the first sentence
    assert unheard(speech, words) == [(8.1, 18.3)]


def test_runs_of_unheard_speech_are_cut_by_heard_words() -> None:
    speech = [(0.0, 2.0), (3.0, 5.0), (6.0, 8.0), (9.0, 11.0)]
    assert unheard(speech, [(6.5, 7.0)]) == [(0.0, 5.0), (9.0, 11.0)]


def test_every_interval_with_a_word_is_heard_and_a_short_blip_is_left_alone() -> None:
    speech = [(0.0, 2.0), (3.0, 5.0), (6.0, 6.0 + MIN_UNHEARD_S / 2)]
    assert unheard(speech, [(1.0, 1.2), (4.9, 5.2)]) == []
    assert unheard(speech, [(1.0, 1.2)]) == [(3.0, 6.0 + MIN_UNHEARD_S / 2)]


def test_speech_intervals_on_real_audio() -> None:
    patient = decode_audio(TEST_DATA / "espeak_patient_rp140.wav")
    padded = np.concatenate([np.zeros(3 * SAMPLE_RATE, np.float32), patient])
    intervals = speech_intervals(padded, SAMPLE_RATE)
    assert intervals and intervals[0][0] >= 2.5  # nothing in the silence before it
    assert intervals[-1][1] <= len(padded) / SAMPLE_RATE
    assert speech_intervals(decode_audio(TEST_DATA / "edge_silence_5s.wav"), SAMPLE_RATE) == []
