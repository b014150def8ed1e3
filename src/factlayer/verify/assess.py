"""OBSERVE: find the stretches of a source that a claim is about, and measure how well they cover it.

Everything here is lexical and deterministic: idf-weighted recall of the claim's content words,
rapidfuzz ratios, conflict checks (:mod:`factlayer.text.conflicts`) and speaker attribution
(who said the words the claim attributes to someone). On top of that, the digest pipeline's own
verdict on the claim (:func:`digest_verdict`: the claim as an LLM candidate with no quote, grounded
and validated by :func:`factlayer.digest.assessment.assess_candidates` against a
:class:`~factlayer.digest.grounding.SourceIndex` built once per source).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import pairwise

from rapidfuzz import fuzz

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.candidates import Candidate as DigestCandidate
from factlayer.digest.grounding import SourceIndex
from factlayer.digest.tokens import key_items
from factlayer.text.conflicts import Conflict, detect_conflicts
from factlayer.text.lexical import FIRST_PERSON, SECOND_PERSON, SUBJECTIVE, content_stems, numbers_in, stem, words
from factlayer.text.lexicon import DURATION_UNITS, MONTHS, WEEKDAYS
from factlayer.text.sentences import split_sentences
from factlayer.verify.segment import Turn, Unit, turns, units

# Verbs that report what a named speaker said or thought: "barry hughes thought that ...".
_REPORTING = re.compile(
    r"^\s*(?:also\s+|then\s+|further\s+|again\s+)?(?:said|says|thought|thinks|think|suggested|suggests|"
    r"agreed|agrees|proposed|proposes|explained|explains|mentioned|mentions|stated|states|believed|"
    r"believes|felt|feels|added|adds|argued|argues|pointed out|noted|notes|asked|asks|wanted|wants|"
    r"disagreed|disagrees|recommended|recommends|responded|replied|told|tells|presented|presents|"
    r"introduced|introduces|reported|reports|claimed|claims|was|is|had|has|would|did|does|"
    r"expressed|shared|raised|emphasised|emphasized|described|describes|concluded|insisted|"
    r"doubted|wondered|questioned|confirmed|admitted|announced|informed)\b"
    r"(?:\s+(?:that|the team|the group|everyone|us|them))?\s*",
)
# Words that state a value (numbers, days, months): a value conflict is judged on the *other* words.
_VALUE_STEMS = frozenset(
    stem(w)
    for w in (
        *MONTHS,
        *WEEKDAYS,
        *("twice", "once", "thrice", "today", "yesterday", "tomorrow", "times"),
        *DURATION_UNITS,  # "for eight months" against "for eight years" shares all but the value
    )
)
_SPEAKER_NOISE = frozenset({"speaker", "the", "mr", "mrs", "ms", "dr"})
_TITLES = frozenset({"am", "mp", "mep", "ms", "mla", "msp", "td", "jr", "sr"})
_ROLE_WORDS = frozenset(
    [
        "user",
        "interface",
        "manager",
        "designer",
        "marketing",
        "professor",
        "phd",
        "grad",
        "postdoc",
        "doctor",
        "patient",
        "nurse",
        "speaker",
        "interviewer",
        "interviewee",
        "host",
        "guest",
        "moderator",
        "chair",
        "chairman",
        "chairwoman",
        "member",
        "clerk",
        "agent",
        "customer",
        "caller",
        "operator",
        "teacher",
        "student",
        "lawyer",
        "judge",
        "witness",
        "officer",
        "assistant",
        "system",
        "bot",
        "unknown",
        "team",
        "lead",
    ]
)


_ACRONYM_SKIPS = frozenset({"of", "the", "and", "for"})


@dataclass(slots=True)
class PreparedSource:
    """One source text, split and indexed once (many claims are checked against the same source)."""

    text: str
    turns: list[Turn]
    units: list[Unit]
    unit_stems: list[frozenset[str]]
    stems: frozenset[str]
    bigrams: frozenset[tuple[str, str]]
    idf: dict[str, float]
    max_idf: float
    speakers: dict[str, str]  # normalised mention → speaker label as written
    speaker_turns: dict[str, list[int]] = field(default_factory=dict)
    speaker_stems: frozenset[str] = frozenset()
    index: SourceIndex | None = None  # the digest pipeline's index of the same text (built once)
    _name_forms: frozenset[str] | None = None  # see name_forms()

    @property
    def lowered(self) -> str:
        return self.text.lower()

    @property
    def has_speakers(self) -> bool:
        return bool(self.speakers)

    def name_forms(self) -> frozenset[str]:
        """Other ways the source writes a name, lower case, letters and digits only: one to three
        neighbouring words run together ("wallstreet", "obrien") and the initials of two to four
        neighbouring words ("us" for "United States", "bp" for "blood pressure"; "of", "the", "and" skipped).
        Built on first use."""
        if self._name_forms is None:
            tokens = re.findall(r"[a-z0-9]+", self.lowered)
            forms: set[str] = set()
            for i in range(len(tokens)):
                forms.update("".join(tokens[i : i + n]) for n in (1, 2, 3) if i + n <= len(tokens))
            content = [t for t in tokens if t not in _ACRONYM_SKIPS]
            for i in range(len(content)):
                forms.update("".join(w[0] for w in content[i : i + n]) for n in (2, 3, 4) if i + n <= len(content))
            self._name_forms = frozenset(forms)
        return self._name_forms


def _normalise_name(name: str) -> str:
    return " ".join(words(name))


def prepare(text: str) -> PreparedSource:
    turn_list = turns(text)
    unit_list = units(text, turn_list)
    # A unit also carries its speaker's name: "barry hughes said X" is about barry hughes's turns.
    unit_stems = [frozenset(content_stems(u.text)) for u in unit_list]
    # Document frequency over single sentences (windows would count words several times).
    sentence_sets = [s for u, s in zip(unit_list, unit_stems, strict=True) if u.first_sentence == u.last_sentence]
    df: Counter[str] = Counter()
    for stems in sentence_sets:
        df.update(stems)
    n = max(1, len(sentence_sets))
    idf = {w: math.log((n + 1) / (c + 0.5)) + 1.0 for w, c in df.items()}
    max_idf = math.log((n + 1) / 0.5) + 1.0
    sequence = content_stems(text)
    bigrams = frozenset(pairwise(sequence)) | frozenset(zip(sequence, sequence[2:], strict=False))
    speakers: dict[str, str] = {}
    speaker_turns: dict[str, list[int]] = {}
    label_words: Counter[str] = Counter()
    labels = {t.speaker for t in turn_list if t.speaker}
    for label in labels:
        label_words.update(set(_normalise_name(label).split()) - _SPEAKER_NOISE)
    for index, turn in enumerate(turn_list):
        if not turn.speaker:
            continue
        norm = _normalise_name(turn.speaker)
        speaker_turns.setdefault(norm, []).append(index)
        speakers[norm] = turn.speaker
    # A person's unique surname also names them ("hughes" → "barry hughes"); role labels
    # ("user interface", "project manager") are not split, their words are ordinary words.
    for norm in list(speakers):
        parts = [p for p in norm.split() if p not in _SPEAKER_NOISE and p not in _TITLES]
        if len(parts) == 2 and not set(parts) & _ROLE_WORDS and all(len(p) > 2 and p.isalpha() for p in parts):
            surname = parts[-1]
            if label_words[surname] == 1 and surname not in speakers:
                speakers[surname] = speakers[norm]
                speaker_turns[surname] = speaker_turns[norm]
    return PreparedSource(
        text=text,
        turns=turn_list,
        units=unit_list,
        unit_stems=unit_stems,
        stems=frozenset(df),
        bigrams=bigrams,
        idf=idf,
        max_idf=max_idf,
        speakers=speakers,
        speaker_turns=speaker_turns,
        speaker_stems=frozenset(s for name in speakers for s in content_stems(name)),
        index=SourceIndex(text),
    )


@dataclass(frozen=True, slots=True)
class DigestVerdict:
    """The digest pipeline's verdict on the claim taken as an LLM candidate (no quote) from this source."""

    accepted: bool
    reason: str | None  # the pipeline's rejection code (None when accepted)
    detail: str
    codes: frozenset[str]  # codes of every failed validator (any severity)
    grounded: bool  # a span was found (its key content may still be missing)
    exact: bool  # the claim occurs verbatim
    score: float  # alignment score of the best span (0..1; also reported when below the threshold)
    missing: int  # key items (numbers, names, words) not in or near the span / not in the source
    items: int  # key items of the claim
    confidence: float  # the pipeline's confidence score (seed 001)
    span: tuple[int, int] | None  # the citation (span, extended over a reply), offsets into the source
    speaker: str | None  # speaker of the span's turn

    @property
    def missing_share(self) -> float:
        return self.missing / self.items if self.items else 0.0


async def digest_verdict(claim: str, source: PreparedSource) -> DigestVerdict:
    """Ground and validate ``claim`` with the digest pipeline against ``source`` (its index is reused)."""
    index = source.index if source.index is not None else SourceIndex(source.text)
    candidate = DigestCandidate(text=claim[:5000], method="llm")
    (assessment,) = await assess_candidates([candidate], index)
    g = assessment.grounding
    citation = g.citation or g.span
    return DigestVerdict(
        accepted=assessment.accepted,
        reason=assessment.reason,
        detail=assessment.detail,
        codes=frozenset(r.code for r in assessment.failures if r.code),
        grounded=g.span is not None,
        exact=g.alignment == "exact",
        score=g.score,
        missing=len(g.missing),
        items=len(key_items(claim, speaker_words=index.speaker_words)),
        confidence=assessment.confidence,
        span=(citation.start_char, citation.end_char) if citation is not None else None,
        speaker=g.speaker,
    )


@dataclass(frozen=True, slots=True)
class Candidate:
    unit: Unit
    index: int  # position in PreparedSource.units
    recall: float  # idf-weighted share of the claim's content words found in the unit
    fuzzy: float  # rapidfuzz partial_ratio / 100
    score: float


@dataclass(frozen=True, slots=True)
class Attribution:
    """The claim says a named speaker said something: did they?"""

    speaker: str
    own_recall: float  # best coverage of the attributed words by that speaker's turns
    other_recall: float  # best coverage by anyone else's turns
    other_unit: Unit | None
    own_unit: Unit | None
    present: bool  # does the named speaker speak in the source at all?


@dataclass(slots=True)
class Observation:
    """Everything measured about one claim against one source."""

    claim: str
    candidates: list[Candidate]
    recall_source: float
    recall_best: float
    recall_best_core: float  # recall_best without the claim's value words (numbers, dates)
    novel_stems: list[str]
    bigram_recall: float
    fuzzy_best: float
    token_set: float
    partial_source: float  # rapidfuzz partial_ratio of the claim against the whole source (the naive baseline)
    longest_run: float
    conflicts: list[Conflict]
    attribution: list[Attribution]
    first_person: bool
    unmentioned: list[str]  # names and numbers of the claim the source never mentions
    second_person: bool
    subjective: int
    novel_weight: float
    question: bool
    novel_numbers: bool
    n_content: int
    digest: DigestVerdict | None = None  # filled by :func:`digest_verdict` (async), None until then


def _weighted_recall(claim: list[str], found: frozenset[str], source: PreparedSource) -> float:
    if not claim:
        return 0.0
    total = sum(source.idf.get(w, source.max_idf) for w in claim)
    hit = sum(source.idf.get(w, source.max_idf) for w in claim if w in found)
    return hit / total if total else 0.0


def _longest_common_run(claim_words: list[str], unit_words: list[str]) -> int:
    if not claim_words or not unit_words:
        return 0
    best = 0
    previous = [0] * (len(unit_words) + 1)
    for a in claim_words:
        current = [0] * (len(unit_words) + 1)
        for j, b in enumerate(unit_words, start=1):
            if a == b:
                current[j] = previous[j - 1] + 1
                best = max(best, current[j])
        previous = current
    return best


# Titles: not names on their own ("Dr." in "Dr. Patel"; "Patel" is the name to find).
_TITLE_WORDS = frozenset({"dr", "mr", "mrs", "ms", "prof", "st", "mt", "jr", "sr"})


def _sentence_initial_capitals(text: str) -> set[str]:
    """The first word of each sentence of ``text`` (``text.sentences``: "Dr." and initials do not end one)."""
    out: set[str] = set()
    for sentence in split_sentences(text):
        first = re.search(r"[A-Za-z][\w'-]*", sentence.text)
        if first is not None:
            out.add(first.group(0))
    return out


def absent_names_and_numbers(claim: str, source: PreparedSource) -> list[str]:
    """The names and numbers of ``claim`` that ``source`` never mentions, as written in the claim.

    A claim naming someone or something the source never names ("Name is Dr. Johnson" against "my name is
    John Smith"), or stating a number it never states, is not established by it however well the rest
    matches. Same key content as the digest's grounding (``digest.tokens.key_items``: number words count as
    numbers, "twice" as 2); not "one" (mostly a pronoun: "which one"), not capitals that start a sentence
    or a claim in capitals."""
    if source.index is None:
        return []
    letters = [c for c in claim if c.isalpha()]
    shouting = bool(letters) and sum(c.isupper() for c in letters) > 0.6 * len(letters)
    initial = _sentence_initial_capitals(claim)
    absent: list[str] = []
    for item in key_items(claim, speaker_words=source.index.speaker_words):
        if item.kind == "word" or (item.kind == "number" and item.surface.lower() == "one"):
            continue
        squeezed = re.sub(r"[^a-z0-9]", "", item.label.lower())
        if item.kind == "name" and (shouting or item.label in initial or squeezed in _TITLE_WORDS):
            continue
        if any(k in source.index.postings for k in item.keys):
            continue
        if item.kind == "name" and squeezed in source.name_forms():
            continue  # "US" for "United States", "BP" for "blood pressure", "Wallstreet" for "Wall Street"
        absent.append(item.label)
    return absent


QUOTE_MIN_WORDS = 3


def speaks_in_own_voice(claim_words: list[str], words_of: frozenset[str], quoted: Iterable[list[str]]) -> bool:
    """Whether a word of ``words_of`` (first person: I, we, my ...) is the claim's own voice, not part of a
    stretch of at least :data:`QUOTE_MIN_WORDS` words it quotes verbatim from one of ``quoted``: "we don't go on to
    consider ..." copied from a speaker's turn is that speaker talking, "I love that too" is the claim's author."""
    positions = [i for i, w in enumerate(claim_words) if w in words_of]
    if not positions:
        return False
    n = QUOTE_MIN_WORDS
    grams = {tuple(ws[j : j + n]) for ws in quoted for j in range(len(ws) - n + 1)}
    covered: set[int] = set()
    for j in range(len(claim_words) - n + 1):
        if tuple(claim_words[j : j + n]) in grams:
            covered.update(range(j, j + n))
    return any(i not in covered for i in positions)


def retrieve(claim_stems: list[str], claim_text: str, source: PreparedSource, k: int = 3) -> list[Candidate]:
    """The ``k`` best-covering stretches of ``source`` for the claim, best first."""
    claim_set = list(dict.fromkeys(claim_stems))
    scored: list[tuple[float, int, float]] = []
    for index, (unit, stems) in enumerate(zip(source.units, source.unit_stems, strict=True)):
        recall = _weighted_recall(claim_set, stems, source)
        if recall <= 0.0:
            continue
        # Prefer the shortest stretch that covers the claim: a window pays a little per extra sentence.
        span_penalty = 0.03 * (unit.last_sentence - unit.first_sentence)
        scored.append((recall - span_penalty, index, recall))
    scored.sort(key=lambda t: (-t[0], t[1]))
    out: list[Candidate] = []
    seen: set[tuple[int, int]] = set()
    lowered = claim_text.lower()
    for score, index, recall in scored:
        unit = source.units[index]
        key = (unit.turn, unit.first_sentence)
        if key in seen:
            continue
        seen.add(key)
        fuzzy = fuzz.partial_ratio(lowered, unit.text.lower()) / 100.0 if len(unit.text) < 4000 else 0.0
        out.append(Candidate(unit, index, recall, fuzzy, 0.8 * score + 0.2 * fuzzy))
        if len(out) >= 4 * k:
            break
    out.sort(key=lambda c: -c.score)
    return out[:k]


def _speaker_mentions(claim: str, source: PreparedSource) -> list[tuple[int, int, str]]:
    """(start, end, normalised speaker) for each speaker named in the claim, in order (on normalised text)."""
    norm = " ".join(words(claim))
    found: list[tuple[int, int, str]] = []
    for name in sorted(source.speakers, key=len, reverse=True):
        for match in re.finditer(rf"\b{re.escape(name)}\b", norm):
            if any(s <= match.start() < e for s, e, _ in found):
                continue
            found.append((match.start(), match.end(), name))
    found.sort()
    return found


def named_speakers(claim: str, source: PreparedSource) -> list[str]:
    """Speaker labels (as written in the source) that the claim names, in order of mention."""
    return list(dict.fromkeys(source.speakers[name] for _s, _e, name in _speaker_mentions(claim, source)))


def span_unit(source: PreparedSource, start: int, end: int, speaker: str | None = None) -> Unit:
    """A :class:`Unit` over ``source.text[start:end]`` (e.g. the digest's citation), in the turn holding ``start``."""
    turn = next((i for i, t in enumerate(source.turns) if t.start <= start < max(t.end, t.start + 1)), -1)
    if speaker is None and turn >= 0:
        speaker = source.turns[turn].speaker
    return Unit(start, end, source.text[start:end], speaker, turn, -1, -1)


def enclosing_unit(source: PreparedSource, start: int, end: int, speaker: str | None = None) -> Unit:
    """The shortest sentence stretch of ``source`` (one to three sentences of a turn) that holds ``[start, end)``:
    a citation cut to the words a claim shares ("have a fever") shown with its sentence ("but I don't have a
    fever"), so the evidence carries what makes it contradict. Falls back to the span itself."""
    holding = [u for u in source.units if u.start <= start and end <= u.end]
    if not holding:
        return span_unit(source, start, end, speaker)
    return min(holding, key=lambda u: (u.end - u.start, u.start))


def attributions(claim: str, source: PreparedSource) -> list[Attribution]:
    """For each speaker the claim names as a subject, how well that speaker's turns cover what follows."""
    if not source.has_speakers:
        return []
    norm = " ".join(words(claim))
    mentions = _speaker_mentions(claim, source)
    out: list[Attribution] = []
    for index, (_start, end, name) in enumerate(mentions):
        stop = mentions[index + 1][0] if index + 1 < len(mentions) else len(norm)
        body = norm[end:stop]
        verb = _REPORTING.match(body)
        if verb is None:
            continue
        said = [s for s in content_stems(body[verb.end() :]) if s not in source.speakers]
        if len(said) < 2:
            continue
        own_turns = set(source.speaker_turns.get(name, []))
        own_best, other_best = 0.0, 0.0
        own_unit: Unit | None = None
        other_unit: Unit | None = None
        for unit, stems in zip(source.units, source.unit_stems, strict=True):
            recall = _weighted_recall(said, stems, source)
            if unit.turn in own_turns:
                if recall > own_best:
                    own_best, own_unit = recall, unit
            elif recall > other_best:
                other_best, other_unit = recall, unit
        out.append(Attribution(source.speakers[name], own_best, other_best, other_unit, own_unit, bool(own_turns)))
    return out


def observe(claim: str, source: PreparedSource, k: int = 3) -> Observation:
    # Speaker names are checked by attribution(), not counted as content the turns must contain.
    claim_stems = [s for s in content_stems(claim) if s not in source.speaker_stems]
    claim_unique = list(dict.fromkeys(claim_stems))
    candidates = retrieve(claim_stems, claim, source, k)
    best = candidates[0] if candidates else None
    recall_source = _weighted_recall(claim_unique, source.stems, source)
    novel = [s for s in claim_unique if s not in source.stems]
    claim_bigrams = list(pairwise(claim_stems))
    bigram_recall = sum(b in source.bigrams for b in claim_bigrams) / len(claim_bigrams) if claim_bigrams else 0.0
    claim_words = words(claim)
    longest = 0
    conflicts: list[Conflict] = []
    candidate_words = [words(c.unit.text) for c in candidates]
    if best is not None:
        longest = max(_longest_common_run(claim_words, ws) for ws in candidate_words)
        conflicts = detect_conflicts(claim, best.unit.text)
    best_stems = source.unit_stems[best.index] if best else frozenset()
    lowered = claim.lower()
    token_set = fuzz.token_set_ratio(lowered, source.lowered) / 100.0
    partial_source = fuzz.partial_ratio(lowered, source.lowered) / 100.0
    word_set = set(claim_words)
    starts_with_label = bool(re.match(r"^\s*[a-z][\w .'-]{0,40}:\s", lowered)) and bool(source.speakers)
    claim_numbers = set(numbers_in(claim))
    return Observation(
        claim=claim,
        candidates=candidates,
        recall_source=recall_source,
        recall_best=best.recall if best else 0.0,
        recall_best_core=_weighted_recall(
            [s for s in claim_unique if not s.isdigit() and s not in _VALUE_STEMS],
            best_stems,
            source,
        ),
        novel_stems=novel,
        bigram_recall=bigram_recall,
        fuzzy_best=max((c.fuzzy for c in candidates), default=0.0),
        token_set=token_set,
        partial_source=partial_source,
        longest_run=longest / max(1, len(claim_words)),
        conflicts=conflicts,
        attribution=attributions(claim, source),
        first_person=speaks_in_own_voice(claim_words, FIRST_PERSON, candidate_words) and not starts_with_label,
        unmentioned=absent_names_and_numbers(claim, source),
        subjective=len((word_set & SUBJECTIVE) - set(words(best.unit.text) if best else [])),
        novel_weight=sum(source.idf.get(w, source.max_idf) for w in novel) / source.max_idf,
        second_person=bool(word_set & SECOND_PERSON) and not starts_with_label,
        question="?" in claim,
        novel_numbers=bool(claim_numbers - set(numbers_in(source.text))),
        n_content=len(claim_unique),
    )
