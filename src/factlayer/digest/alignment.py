"""Fuzzy alignment of a candidate with a window of the transcript over canonical token strings (step 3 of
``grounding``): the partial-ratio alignment, token-level span recovery, and the one-swap rule."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rapidfuzz import fuzz
from rapidfuzz.distance import LCSseq

from factlayer.nlp.forms import Form

from .source_index import ARTICLES, SourceIndex, Window
from .token_forms import FRAMING_WORDS
from .tokens import is_stopword


def content_tokens(tokens: list[Form], drop: frozenset[str] = frozenset()) -> list[Form]:
    return [t for t in tokens if not is_stopword(t) and t.surface not in FRAMING_WORDS and t.surface not in drop]


def _content(tokens: list[Form]) -> list[str]:
    return [t.canon for t in content_tokens(tokens)]


def _as_window_canon(cand_tokens: list[Form], window_tokens: list[Form]) -> list[str]:
    """Candidate content words, each spelled as the window token it equals by key ("1" of
    "01/10/09" → "januari", "9" → "2009"), so the LCS compares like with like."""
    window_canons = {w.canon for w in window_tokens}
    out: list[str] = []
    for t in cand_tokens:
        if t.canon in window_canons:
            out.append(t.canon)
            continue
        match = next((w.canon for w in window_tokens if t.keys & w.keys), None)
        out.append(match or t.canon)
    return out


@dataclass(frozen=True, slots=True)
class Aligned:
    score: float  # the better of the character score and the ordered content-token score
    char: float  # character score alone (ties between windows go to the closer wording)
    unordered: float  # content words as a multiset (Dice), order ignored; 0 when not applicable
    start: int
    end: int
    cover: Aligned | None = None  # the region with the best order-free score, when another one


def align(
    index: SourceIndex, cand_canon: str, cand_tokens: list[Form], win: Window, cand_length: int, threshold: float
) -> Aligned | None:
    """Best alignment of the candidate inside the window.

    Character-level ``partial_ratio_alignment`` over canonical strings finds the region; the
    region is then grown over neighbouring tokens that carry more of the candidate's content
    (insertions such as "for *about* eight years" cut a same-length alignment short) and trimmed
    of edge tokens that carry none. The span is scored before and after trimming, each as the
    better of the character score and a content-token LCS score, and the better one is kept
    (trimming "yeah i had ... too" down to "melanoma" would sink a short claim's character score).
    The partial-ratio score of the region as found counts only for that region unchanged: after
    growing, it would speak for words the region does not hold ("Sarah ... about the results" for
    "Sarah called Tom about the results").
    """
    if not win.canon or not win.spans:
        return None
    if len(cand_canon) <= len(win.canon):
        res = fuzz.partial_ratio_alignment(cand_canon, win.canon)
        if res is None:
            return None
        char_score, dest_start, dest_end = res.score / 100.0, res.dest_start, res.dest_end
    else:
        char_score, dest_start, dest_end = fuzz.ratio(cand_canon, win.canon) / 100.0, 0, len(win.canon)
    positions = [
        pos
        for pos, (a, b, _ti) in enumerate(win.spans)
        if min(b, dest_end) - max(a, dest_start) >= max(1, (b - a) // 2) or (a >= dest_start and b <= dest_end)
    ]
    if not positions:
        return None
    first, last = positions[0], positions[-1]
    p0, p1 = first, last
    window_tokens = [index.tokens[ti] for _a, _b, ti in win.spans]
    cand_content = _as_window_canon(cand_tokens, window_tokens)
    wanted = set(cand_content)
    covered = {window_tokens[p].canon for p in range(first, last + 1)}
    # grow right, then left, over up to two non-matching tokens at a time
    for direction in (1, -1):
        pos, skipped = (last if direction == 1 else first) + direction, 0
        while 0 <= pos < len(window_tokens) and skipped <= 2:
            canon = window_tokens[pos].canon
            if canon in wanted and canon not in covered:
                covered.add(canon)
                if direction == 1:
                    last = pos
                else:
                    first = pos
                skipped = 0
            else:
                skipped += 1
            pos += direction
    grown = (first, last)
    # trim edge tokens that carry none of the candidate's content ("of shortness of breath")
    while first < last and window_tokens[first].canon not in wanted:
        first += 1
    while last > first and window_tokens[last].canon not in wanted:
        last -= 1
    # The content-token scores speak for the candidate only when content words are a good part of
    # it: "Sally Hawkins said so much without saying anything" is not two names.
    use_tokens = bool(cand_content) and 3 * len(cand_content) >= cand_length
    best: Aligned | None = None
    cover: Aligned | None = None
    # The trimmed span, and the span before trimming: trimming "yeah i had ... too" down to
    # "melanoma" would sink a short claim's character score.
    for lo, hi in (first, last), grown:
        span_tokens = window_tokens[lo : hi + 1]
        # the character score of this span (the region partial_ratio found, unchanged, keeps its own)
        span_canon = " ".join(t.canon for t in span_tokens if t.canon not in ARTICLES)
        char = fuzz.ratio(cand_canon, span_canon) / 100.0
        if (lo, hi) == (p0, p1):
            char = max(char, char_score)
        if best is not None and ((lo, hi) == (first, last) or (char <= best.char and best.score >= threshold)):
            # Nothing was trimmed, or the untrimmed span cannot do better: trimming keeps every
            # content word of the candidate, so the untrimmed span's token scores are no higher.
            break
        token_score = unordered = 0.0
        span_content = _content(span_tokens) if use_tokens else []
        if span_content:
            total = len(cand_content) + len(span_content)
            token_score = 2 * LCSseq.similarity(cand_content, span_content) / total
        score = max(char, token_score)
        # The order-free score can only help a span below the threshold whose mean with it can reach it.
        if span_content and 2 * threshold - 1 <= score < threshold and _one_swap_apart(cand_content, span_content):
            shared = Counter(cand_content) & Counter(span_content)
            unordered = 2 * sum(shared.values()) / total
        found = Aligned(score, char, unordered, span_tokens[0].start, span_tokens[-1].end)
        if best is None or (found.score, found.char) > (best.score, best.char):
            best = found
        if cover is None or found.unordered > cover.unordered:
            cover = found
    if best is not None and cover is not None and cover is not best and cover.unordered > best.unordered:
        best = Aligned(best.score, best.char, best.unordered, best.start, best.end, cover)
    return best


def _one_swap_apart(cand: list[str], span: list[str]) -> bool:
    """The shared content words come in the same order, but for one swap of two neighbours.

    "diary voiding" / "voiding diary" is a paraphrase; "Sarah called Tom" / "Tom called Sarah" and
    "left knee, right hip" / "right knee, left hip" swap roles over another word, and "from 5 to
    10" / "from 10 to 5" swaps numbers: none of those gets the order-free score.
    """
    in_span, in_cand = set(span), set(cand)
    a = [w for w in cand if w in in_span]
    b = [w for w in span if w in in_cand]
    if len(a) != len(b):
        return False
    diffs = [i for i in range(len(a)) if a[i] != b[i]]
    if not diffs:
        return True
    if len(diffs) != 2 or diffs[1] != diffs[0] + 1:
        return False
    i, j = diffs
    return a[i] == b[j] and a[j] == b[i] and not (a[i][:1].isdigit() or a[j][:1].isdigit())


def canon_string(tokens: list[Form], drop: frozenset[str] = frozenset()) -> str:
    return " ".join(
        t.canon for t in tokens if t.canon not in ARTICLES and t.surface not in FRAMING_WORDS and t.surface not in drop
    )
