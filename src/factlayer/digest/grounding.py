"""Find the exact source span that supports a candidate fact, and check its key content.

``ground(text, source)`` tries, in order:

1. **exact**: the candidate text (case-insensitive, whitespace and curly quotes normalised) occurs
   in the source at word boundaries. With several occurrences, the one in the candidate's
   speaker's turn, then one outside a question, then the first, is chosen.
2. **quote**: a supporting quote given by the provider occurs exactly and the candidate's key
   content is all in or near it (alignment is then ``"exact"``: the evidence is verbatim). A quote of a
   turn resumed after the listener's backchannel is the speaker's words only, its pieces joined; it is
   found as the ``pieces`` the extractor cites, read as one stretch (``digest.resumed_turns``).
3. **fuzzy**: the candidate is aligned against windows of 1–3 sentences of one turn (and
   question + reply pairs) with ``rapidfuzz.fuzz.partial_ratio_alignment`` over *canonical*
   token strings (case, inflection, articles, contractions and number words normalised), so
   "Has fever" aligns with "have a fever". Windows are proposed by an inverted index of the
   candidate's content words (``SourceIndex``, built once per transcript; ``windows``), which keeps the cost
   per candidate independent of the transcript length; a word the source never uses also
   proposes the sentences of source words within an edit or two of it (ASR spelling). Ties go to
   the closer wording. When every key item is in or near the span (step 4) and the span's content
   words are the candidate's in another order ("diary voiding" / "voiding diary"), the score is the
   mean of the ordered and the order-free content score, so reordering and inserted function
   words do not sink it, but still cost.
4. **key content**: every number, date, name and content word of the candidate must occur in
   the sentences the span touches (plus the turn's speaker label and, for a question, its reply).
   Inflection and number spelling are normalised. A lower-case word of four or more letters may
   match a near spelling (``tokens.near_spelling``: same first letter, 1 edit up to 7 letters, 2 up
   to 12, 3 beyond; "sduff" ~ "stuff", "ibuprofin" ~ "ibuprofen") and is then reported in
   ``approximate`` — only when the claim's word occurs nowhere in the source (else it is another
   real word), never against a name, number or negation, never across contrasting word parts
   ("hypertension"/"hypotension", "dysphagia"/"dysphasia"), and only when the rest pins the span
   down: at least one key item matches exactly and at most half of them are approximate.
   Missing items are reported in ``missing`` — the grounding validator rejects them.

Spans always cover whole tokens and satisfy ``SourceSpan.from_source``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from factlayer.models.fact import Alignment, FactType, SourceSpan
from factlayer.nlp.forms import forms_of
from factlayer.nlp.sentences import normalise_speaker

from .alignment import Aligned, align, canon_string, content_tokens
from .key_content import evidence_keys, key_content_missing, missing_from_source, strong_enough
from .source_index import ARTICLES, FUNCTION_CANONS, TOP_HITS, SourceIndex, search_form
from .spoken_citation import spoken_part
from .token_forms import FRAMING_WORDS, NEGATION_CUES, PATTERN_FRAMING
from .tokens import KeyItem, key_items, month_mays
from .windows import candidate_windows

__all__ = ["Grounding", "SourceIndex", "ground", "key_content_missing"]


@dataclass(frozen=True, slots=True)
class Grounding:
    """Where a candidate is supported in the source, and how well."""

    span: SourceSpan | None
    alignment: Alignment
    score: float
    missing: list[str] = field(default_factory=list)
    approximate: list[str] = field(default_factory=list)  # key words matched only by near-identical spelling
    occurrences: int = 0  # how many places in the source state the same content (repetition)
    speaker: str | None = None  # speaker of the turn the span is in (the answerer, for a question + reply)
    sentence_ids: tuple[int, ...] = ()
    answer: SourceSpan | None = None  # the reply when the span lies in a question
    citation: SourceSpan | None = None  # what to store: the span, extended over the reply to a question
    via_quote: bool = False
    offsets_mismatch: bool = False  # the candidate's own offsets did not slice its text
    proven: bool = False  # the proof engine verifies the candidate (``proof_grounding``): an explicit mention

    @property
    def grounded(self) -> bool:
        return self.span is not None and not self.missing


_EDGE_PUNCT = " \t\n.,;:!?\"'()[]"


def _flat_form(text: str) -> str:
    return " ".join(search_form(text).split()).strip(_EDGE_PUNCT)


def _exact_occurrences(index: SourceIndex, text: str) -> list[tuple[int, int]]:
    """Case-insensitive, whitespace-insensitive occurrences at word boundaries (original offsets)."""
    needle = _flat_form(text)
    if not needle:
        return []
    hay = index.flat
    out: list[tuple[int, int]] = []
    pos = hay.find(needle)
    while pos != -1:
        end = pos + len(needle)
        before_ok = pos == 0 or not hay[pos - 1].isalnum() or not needle[0].isalnum()
        after_ok = end >= len(hay) or not hay[end].isalnum() or not needle[-1].isalnum()
        if before_ok and after_ok:
            out.append((index.flat_map[pos], index.flat_map[end - 1] + 1))
        pos = hay.find(needle, pos + 1)
    return out


def _span(index: SourceIndex, start: int, end: int) -> SourceSpan:
    return SourceSpan.from_source(index.text, start, end)


@dataclass(slots=True)
class _Hit:
    start: int
    end: int
    score: float
    alignment: Alignment
    sentence_ids: list[int]
    missing: list[str]
    approximate: list[str]
    via_quote: bool = False


def _evidence_sentences(index: SourceIndex, start: int, end: int) -> tuple[list[int], int | None]:
    sids = index.sentences_overlapping(start, end)
    answer: int | None = None
    if sids:
        answer = index.answer_to(sids[-1])
        if answer is not None and answer not in sids:
            return [*sids, answer], answer
        if answer is not None:
            answer = None
    return sids, answer


def _check(
    index: SourceIndex, items: list[KeyItem], start: int, end: int, *, verbatim: bool = False
) -> tuple[list[int], list[str], list[str]]:
    """Evidence sentences of the span and the key content missing from (or only approximate in) them.

    ``verbatim``: the span's text *is* the candidate's (an exact match), so whatever the candidate
    says is there, also when the span cuts a token of the source in two ("E" of "E_D_").
    """
    sids, _ = _evidence_sentences(index, start, end)
    keys, tokens = evidence_keys(index, sids)
    if verbatim:
        keys = keys.union(*(t.keys for t in forms_of(index.text[start:end])))
    missing, approx = key_content_missing(items, keys, tokens, vocabulary=index.postings, is_name=index.is_name)
    missing, approx = strong_enough(items, missing, approx)
    return sids, missing, approx


def _joined_pieces(source: str, quote: str, pieces: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    """The stretch from the first piece to the last when ``quote`` is their words joined, else none."""
    if len(pieces) < 2 or " ".join(quote.split()) != " ".join(" ".join(source[a:b] for a, b in pieces).split()):
        return []
    return [(pieces[0][0], pieces[-1][1])]


def _choose_exact(index: SourceIndex, occurrences: list[tuple[int, int]], speaker: str | None) -> tuple[int, int]:
    want = normalise_speaker(speaker)

    def rank(occ: tuple[int, int]) -> tuple[int, int, int]:
        sid = index.sentence_at(occ[0])
        if sid is None:
            return (1, 1, occ[0])
        s = index.sentences[sid]
        same_speaker = 0 if want is None or normalise_speaker(s.speaker) == want else 1
        return (same_speaker, 1 if s.is_question else 0, occ[0])

    return min(occurrences, key=rank)


def _fuzzy(
    index: SourceIndex,
    text: str,
    items: list[KeyItem],
    threshold: float,
    speaker: str | None,
    drop: frozenset[str] = frozenset(),
) -> _Hit | None:
    """Best fuzzy hit. ``drop``: words left out of the comparison (speaker names, pattern markers)."""
    tokens = forms_of(text)
    cand_canon = canon_string(tokens, drop)
    cand_content = content_tokens(tokens, drop)
    if not cand_canon or not index.sentences:
        return None
    # words that could carry meaning the content words miss: not articles, auxiliaries or negation
    # (polarity is the consistency validator's job)
    months = month_mays(tokens)  # the month "May" is content, the modal "may" a function word
    cand_length = sum(
        1
        for k, t in enumerate(tokens)
        if t.canon not in ARTICLES
        and (t.canon not in FUNCTION_CANONS or k in months)
        and t.surface not in NEGATION_CUES
        and t.surface not in FRAMING_WORDS
        and t.surface not in drop
    )
    windows = candidate_windows(index, tokens)
    scored: list[tuple[Aligned, int]] = []  # (alignment, window size)
    for a, b in windows:
        aligned = align(index, cand_canon, cand_content, index.window(a, b), cand_length, threshold)
        if aligned is not None:
            scored.append((aligned, b - a))
    if not scored:
        return None
    # best score, then the closer wording, the smaller window, the shorter span, the earlier one
    scored.sort(key=lambda x: (-x[0].score, -x[0].char, x[1], x[0].end - x[0].start, x[0].start))
    want = normalise_speaker(speaker)
    best: _Hit | None = None
    for aligned, _size in scored[:TOP_HITS]:
        start, end = aligned.start, aligned.end
        sids, missing, approx = _check(index, items, start, end)
        score = aligned.score
        if not missing and not approx and aligned.unordered > score:
            # Every key item is in or near the span and the span's content words are the
            # candidate's, in another order ("voiding diary" / "diary voiding"): the order
            # still costs, as the mean of the ordered and the order-free score.
            score = (score + aligned.unordered) / 2
        alt = aligned.cover
        if score < threshold and alt is not None and alt.unordered > alt.score:
            # the same for the region that holds all the content words, when the best-scored one does not
            alt_sids, alt_missing, alt_approx = _check(index, items, alt.start, alt.end)
            alt_score = (alt.score + alt.unordered) / 2
            if not alt_missing and not alt_approx and alt_score > score:
                start, end, score = alt.start, alt.end, alt_score
                sids, missing, approx = alt_sids, alt_missing, alt_approx
        hit = _Hit(start, end, score, "fuzzy", sids, missing, approx)
        if best is None:
            best = hit
            in_speakers_turn = want is None or normalise_speaker(index.sentences[sids[0]].speaker) == want
            if not missing and score >= threshold and in_speakers_turn:
                break  # otherwise look for an equally good hit in the candidate's speaker's turn
            continue
        passes = not missing and score >= threshold
        best_passes = not best.missing and best.score >= threshold
        better_content = len(hit.missing) < len(best.missing) and score >= threshold
        same_but_speaker = (
            not hit.missing
            and not best.missing
            and abs(score - best.score) < 1e-9
            and want is not None
            and normalise_speaker(index.sentences[sids[0]].speaker) == want
        )
        if better_content or same_but_speaker or (passes and not best_passes):
            best = hit
    return best


def ground(
    candidate_text: str,
    source: str,
    *,
    threshold: float = 0.8,
    quote: str | None = None,
    index: SourceIndex | None = None,
    speaker: str | None = None,
    offsets: tuple[int, int] | None = None,
    fact_type: FactType = FactType.USER_FACT,
    pieces: tuple[tuple[int, int], ...] = (),
) -> Grounding:
    """Ground ``candidate_text`` in ``source`` (see the module docstring for the order of steps).

    ``index`` (a ``SourceIndex`` of ``source``) should be passed when many candidates share a
    source. ``offsets`` are the candidate's own claimed offsets (extractive candidates); they are
    used when they slice exactly the candidate text, and ignored (``offsets_mismatch``) otherwise.
    ``pieces``: the spans an extractive candidate cites; a quote that is their words joined (a resumed turn) is
    found as the stretch from the first to the last.
    """
    idx = index if index is not None and index.text == source else SourceIndex(source)
    pattern = fact_type == FactType.USER_PATTERN
    items = key_items(candidate_text, pattern=pattern, speaker_words=idx.speaker_words)
    drop = idx.speaker_words | idx.named_in(candidate_text) | (PATTERN_FRAMING if pattern else frozenset())
    hit: _Hit | None = None
    offsets_mismatch = False
    occurrences = _exact_occurrences(idx, candidate_text)

    if offsets is not None:
        start, end = offsets
        if 0 <= start < end <= len(source) and source[start:end] == candidate_text:
            sids, missing, approx = _check(idx, items, start, end, verbatim=True)
            hit = _Hit(start, end, 1.0, "exact", sids, missing, approx)
        else:
            offsets_mismatch = True

    if hit is None and occurrences:
        start, end = _choose_exact(idx, occurrences, speaker)
        sids, missing, approx = _check(idx, items, start, end, verbatim=True)
        hit = _Hit(start, end, 1.0, "exact", sids, missing, approx)

    if hit is None and quote and quote.strip():
        quoted = _exact_occurrences(idx, quote) or _joined_pieces(source, quote, pieces)
        if quoted:
            start, end = _choose_exact(idx, quoted, speaker)
            sids, missing, approx = _check(idx, items, start, end)
            if not missing:
                hit = _Hit(start, end, 1.0, "exact", sids, missing, approx, via_quote=True)

    if hit is None:
        fuzzy = _fuzzy(idx, candidate_text, items, threshold, speaker, drop)
        if quote and quote.strip() and (fuzzy is None or fuzzy.missing or fuzzy.score < threshold):
            by_quote = _fuzzy(idx, quote, items, threshold, speaker, drop)
            if by_quote is not None and by_quote.score >= threshold and not by_quote.missing:
                by_quote.via_quote = True
                fuzzy = by_quote
        if fuzzy is not None and fuzzy.score >= threshold:
            hit = fuzzy
        else:
            # Not grounded: report which key content the whole source lacks.
            missing, approx = missing_from_source(idx, items)
            return Grounding(
                span=None,
                alignment="none",
                score=round(fuzzy.score, 4) if fuzzy else 0.0,
                missing=missing,
                approximate=approx,
                offsets_mismatch=offsets_mismatch,
            )

    span = _span(idx, hit.start, hit.end)
    sids, answer_sid = _evidence_sentences(idx, hit.start, hit.end)
    answer = None
    citation = span
    speaker_of_span = idx.sentences[sids[0]].speaker if sids else None
    if answer_sid is not None:
        ans = idx.sentences[answer_sid]
        answer = _span(idx, ans.start, ans.end)
        citation = _span(idx, hit.start, ans.end)
        # the reply's, unless the fact is the asker's own words ("… I'll order some thyroid labs, okay?" — "sure.")
        asker = normalise_speaker(speaker_of_span)
        speaker_of_span = speaker_of_span if asker is not None and asker == normalise_speaker(speaker) else ans.speaker
    elif sids and idx.sentences[sids[-1]].turn_index != idx.sentences[sids[0]].turn_index:
        speaker_of_span = idx.sentences[sids[-1]].speaker  # a window over question + reply
    said = spoken_part(idx, citation.start_char, citation.end_char, speaker_of_span)  # no label between turns
    citation = citation if said == (citation.start_char, citation.end_char) else _span(idx, *said)
    # Repetition: the same key content stated in other sentences. With a single key word
    # ("I have been good") that would count every "good" in the transcript, so only verbatim
    # repeats count then.
    repeated = idx.count_sentences_with([i.keys for i in items], questions=pattern) if len(items) >= 2 else 0
    exact_count = len(occurrences)
    return Grounding(
        span=span,
        alignment=hit.alignment,
        score=round(hit.score, 4),
        missing=hit.missing,
        approximate=hit.approximate,
        occurrences=max(1, exact_count, repeated),
        speaker=speaker_of_span,
        sentence_ids=tuple(sids),
        answer=answer,
        citation=citation,
        via_quote=hit.via_quote,
        offsets_mismatch=offsets_mismatch,
    )
