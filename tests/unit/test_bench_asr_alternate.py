"""bench/asr_alternate.py: what counts as meeting the #19 speed goal (25x, WER per clip, Apollo's opening words)."""

from __future__ import annotations

from typing import Any

from bench.asr_alternate import summary

APOLLO = "All 11 Houston, we got a recommendation for you on your"


def report(rtf_2core: float, wer: float = 0.05, apollo: str = APOLLO) -> dict[str, Any]:
    return {
        "overall_rtf_2core": rtf_2core,
        "overall_rtf_cpu": rtf_2core / 2,
        "overall_rtf": rtf_2core / 8,
        "wer_fit": 0.0,
        "wer_held_out": wer,
        "load_avg_1min": [1.0, 1.0],
        "clips": [
            {"clip": "jfk.flac", "wer": wer, "segments": 2, "text": "And so"},
            {"clip": "apollo11.mp3", "wer": None, "segments": 4, "text": apollo},
        ],
    }


DEFAULT = report(20.0)


def test_the_median_over_rounds_decides() -> None:
    assert summary([report(24.0), report(30.0), report(26.0)], DEFAULT)["meets_goal"]
    assert not summary([report(24.0), report(30.0), report(24.5)], DEFAULT)["meets_goal"]


def test_a_worse_wer_on_any_clip_misses_the_goal() -> None:
    row = summary([report(40.0, wer=0.08)], DEFAULT)
    assert row["wer_worse_than_default"] == ["jfk.flac"]
    assert not row["meets_goal"]


def test_losing_apollos_opening_words_misses_the_goal() -> None:
    row = summary([report(40.0, apollo="11 Houston, we got a recommendation")], DEFAULT)
    assert not row["apollo_keeps_opening"] and not row["meets_goal"]


def test_the_same_words_faster_meet_it() -> None:
    assert summary([report(25.0)], DEFAULT)["meets_goal"]
