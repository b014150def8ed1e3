"""How far a stretch of an ASR transcript can be trusted: the one place its thresholds live.

Whisper reports, per decoding window, the average token log-probability and the probability that the
window holds no speech; per word, the probability of the word. A fact is only as good as the words it
rests on, so a span is *low confidence* when

* a segment it touches comes from a window Whisper itself doubts — average log-probability below
  :data:`MIN_AVG_LOGPROB`, no-speech probability above :data:`MAX_NO_SPEECH_PROB`, or a text that
  compresses like a repetition loop (gzip ratio above :data:`MAX_COMPRESSION_RATIO`; Whisper's own
  fallback thresholds are -1.0, 0.6 and 2.4); or
* the words inside it are doubtful: their mean probability is below :data:`MIN_MEAN_WORD_PROB`, or one
  of them is below :data:`MIN_WORD_PROB` (a misheard word — "to life a day" for "twice a day").

* a name in it — a run of capitalised words inside a sentence — is heard below :data:`MIN_NAME_PROB`: a
  misheard name credits a fact to someone who does not exist, the worst error a fact can carry. A name of
  several words is heard right only if each of its words is, so its probability is theirs multiplied.

Measured on the shared clips with the bundled Whisper tiny.en (VAD on, beam 1): every window of the
noisy Apollo 11 radio clip is caught (no-speech 0.71, or mean word probability 0.35–0.60 with words at
0.04–0.10); the clean clips (JFK, the Harvard sentences, the espeak patient at 140 wpm) pass with word
minima of 0.25–0.97 — except the two sentences where Whisper misheard a word (0.16 and 0.19). The int8
kernels give other probabilities on other CPUs: the misheard "Hannah" (for "had a") is 0.16 with AVX2 and
0.22 with AVX-512, on either side of :data:`MIN_WORD_PROB`, hence the name rule (names heard correctly on
the clips: 0.54 and up). The same clip in other containers (ogg, m4a) gives "Hannah" 0.40 and 0.50 — a name
word alone cannot tell: "John", heard right, came at 0.56 —, while the whole misheard name "Hannah Heineck"
comes at 0.22–0.29 and "John Smith" at 0.56–0.73.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Sequence

from factlayer.asr.spans import overlapping
from factlayer.asr.types import SegmentResult, WordResult

MIN_AVG_LOGPROB = -1.0
MAX_NO_SPEECH_PROB = 0.6
MAX_COMPRESSION_RATIO = 2.4
MIN_MEAN_WORD_PROB = 0.65
MIN_WORD_PROB = 0.2
MIN_NAME_PROB = 0.4


def compression_ratio(text: str) -> float:
    """Whisper's repetition measure: UTF-8 length over zlib-compressed length."""
    data = text.encode("utf-8")
    return len(data) / len(zlib.compress(data)) if data else 0.0


def segment_doubt(segment: SegmentResult) -> str | None:
    """Why Whisper's own scores make ``segment`` untrustworthy, or ``None``."""
    if segment.no_speech_prob > MAX_NO_SPEECH_PROB:
        return f"no-speech probability {segment.no_speech_prob:.2f} > {MAX_NO_SPEECH_PROB}"
    if segment.avg_logprob < MIN_AVG_LOGPROB:
        return f"average log-probability {segment.avg_logprob:.2f} < {MIN_AVG_LOGPROB}"
    ratio = compression_ratio(segment.text)
    if ratio > MAX_COMPRESSION_RATIO:
        return f"compression ratio {ratio:.2f} > {MAX_COMPRESSION_RATIO} (repetition)"
    return None


def span_doubt(timeline: Sequence[SegmentResult], start_char: int, end_char: int) -> str | None:
    """Why the transcript characters ``[start_char, end_char)`` rest on doubtful ASR, or ``None``.

    A span outside every segment (a text transcription, a speaker label) has nothing to doubt.
    """
    probabilities: list[float] = []
    for segment in overlapping(timeline, start_char, end_char):
        doubt = segment_doubt(segment)
        if doubt is not None:
            return doubt
        words = list(segment.words)
        for name in _names(words):
            if not any(start_char < word.end_char and word.start_char < end_char for word in name):
                continue
            heard = math.prod(word.probability for word in name)
            if heard < MIN_NAME_PROB:
                spelled = " ".join(word.text for word in name).strip(",.;:!?\"'")
                return f"a name ({spelled!r}) heard with probability {heard:.2f} < {MIN_NAME_PROB}"
        probabilities += [w.probability for w in words if start_char < w.end_char and w.start_char < end_char]
    if not probabilities:
        return None
    weakest = min(probabilities)
    if weakest < MIN_WORD_PROB:
        return f"a word heard with probability {weakest:.2f} < {MIN_WORD_PROB}"
    mean = sum(probabilities) / len(probabilities)
    if mean < MIN_MEAN_WORD_PROB:
        return f"mean word probability {mean:.2f} < {MIN_MEAN_WORD_PROB}"
    return None


_TITLES = frozenset({"dr.", "mr.", "mrs.", "ms.", "prof.", "st."})
_NOT_NAMES = frozenset({"ok", "okay", "i"})


def _names(words: Sequence[WordResult]) -> list[list[WordResult]]:
    """The names among ``words``: runs of consecutive name words (:func:`_is_name`), a run broken by punctuation
    ("Hannah Heineck" is one name; "Ann, Bob" are two)."""
    names: list[list[WordResult]] = []
    for k, word in enumerate(words):
        if not _is_name(words, k):
            continue
        previous = words[k - 1].text.strip()  # k > 0: a sentence's first word is never a name word
        if names and names[-1][-1] is words[k - 1] and not previous.endswith((",", ";", ":")):
            names[-1].append(word)
        else:
            names.append([word])
    return names


def _is_name(words: Sequence[WordResult], k: int) -> bool:
    """A capitalised word inside a sentence, or after a title: "Hannah" in "I'm Hannah Heineck", "Patel" in "I
    saw Dr. Patel" (drug names and days count too: a misheard one is as wrong). Not "I", "OK", a sentence's
    first word."""
    text = words[k].text.strip().strip(",.;:!?\"'")
    if not text[:1].isupper() or text.split("'")[0].lower() in _NOT_NAMES or k == 0:
        return False
    before = words[k - 1].text.strip()
    return before.lower() in _TITLES or not before.endswith((".", "?", "!"))
