"""The frame unit: how a claim holds its content (able, will, want, prefer, agree, suggest, ...) against how the
source holds the same content, said by the same holder.

A claim's modal or frame verb is no content word: "Kim will write the report" and "I can write the report" share
every content word, and ability is no commitment. So is a wish no plan ("I want to go to Portugal" for "Sara will
go"), a preference for Y no agreement to X ("Should we try a statin?" — "I'd rather try diet first", for "agreed to
try a statin"), and a suggestion the speaker reports ("marketing suggested a yellow case") the suggester's, not the
speaker's. The frames and the words that set them are ``lexicon/frame_cues.txt``; which source frame bears out which
claim frame is ``lexicon/frame_support.txt``. The frame of either side is the cue nearest before its content
(no cue: asserted). A support whose frames do not agree supports no more (:func:`frame_refusal`)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from factlayer.nlp import contractions, lexicon
from factlayer.nlp.contracted_d import d_auxiliary
from factlayer.nlp.may_month import token_reading
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.class_words import TIME_CLASSES
from factlayer.proof.obliged import obliged
from factlayer.proof.shunned import shunned_right_before
from factlayer.proof.source import Source, Statement
from factlayer.proof.taken_up import LISTENER, asked_of_another, not_agreed
from factlayer.proof.untied_agreer import untied_agreer
from factlayer.proof.wished_for import wish_tense_refusal

__all__ = ["Frame", "claim_frame", "frame_refusal", "source_frame"]

_RATING = lexicon.words("rating_verbs")  # a note's verb for a value given on a scale: no content of its own

_REACH = 6  # words before the content where its frame may stand
_BOUNDARIES = frozenset({",", ".", "?", "!", ";", ":", "and", "but", "or", "so", "because", "if", "when"})
_OWN = frozenset({"i", "we", "you", "he", "she", "they", "it", "who", "that", "also", "just", "really", "never",
                  "then", "actually", "already", "definitely", "probably", "maybe", "still", "n't", "not"})  # fmt: skip
# a frame asked of the listener is not done ("would you mind | asking raj to help"); one the speaker wants to, can or
# will perform is ("i'd like to | suggest", "let me | tell you", "i can | tell you")
_UNREALISING = frozenset({"ask"})
_HOLDERS = frozenset({"suggest", "want", "prefer", "agree"})  # frames whose subject is the holder of the content


@dataclass(frozen=True, slots=True)
class Frame:
    kind: str  # a class of frame_cues.txt, or "asserted"
    start: int  # where its cue starts in the words (-1: no cue)
    holder: str  # the word before the cue ("marketing" in "marketing suggested"), "" when none
    outer: str = "asserted"  # the frame the cue itself stands in ("would you mind | asking raj to help": ask)
    end: int = -1  # where its cue ends
    denied: bool = False  # a negation right before its cue ("raj never recommended | we hire a contractor")
    head: str = ""  # a claim's: the stem of its first content word after the cue ("would | walk to school")


@cache
def _cues() -> dict[tuple[str, ...], str]:
    out: dict[tuple[str, ...], str] = {}
    for row in lexicon.rows("frame_cues"):
        label, _, phrases = " ".join(row).partition(":")
        for phrase in phrases.split(","):
            if phrase.strip():
                out.setdefault(tuple(phrase.split()), label.strip())
    return out


@cache
def _support() -> dict[str, frozenset[str]]:
    return {row[0].rstrip(":"): frozenset(row[1:]) for row in lexicon.rows("frame_support")}


def _words(lows: Sequence[str]) -> tuple[list[str], list[int]]:
    """The words with contractions split off ("i'll" → "i", "'ll"; "can't" → "can", "n't"), and for each the index
    of the token it comes from."""
    out: list[str] = []
    at: list[int] = []
    for k, low in enumerate(lows):
        contracted = ("can", "n't") if low == "cannot" else contractions.split(low)
        parts = list(contracted) if contracted and contracted[0] else [low]
        out += parts
        at += [k] * len(parts)
    return out, at


@lru_cache(maxsize=4096)
def _claim_words(claim: str) -> tuple[tuple[str, ...], frozenset[int]]:
    """The claim's :func:`_words` and which of them are a "may" read as the month or a person (:func:`_no_mays`),
    read once (every window's frame check asks for them)."""
    tokens = claim_tokens(claim)
    words, of = _words([t.low for t in tokens])
    return tuple(words), frozenset(_no_mays(tokens, of))


def _frame_before(words: Sequence[str], end: int, no_may: Collection[int]) -> Frame:
    """The cue nearest before ``end`` (its longest phrase), within ``_REACH`` words and no clause boundary; ``no_may``:
    the words that are a "may" read as the month or a person, no hedge (:func:`_no_mays`)."""
    cues = _cues()
    longest = max(len(c) for c in cues)
    for start in range(end - 1, max(-1, end - 1 - _REACH), -1):
        if words[start] in _BOUNDARIES:
            break
        for n in range(min(longest, end - start), 0, -1):
            kind = cues.get(tuple(words[start : start + n]))
            if kind == "hedge" and start in no_may:
                kind = None  # "since may i take 20 mg": the month; "Jo and May started it": a person
            if kind == "mention":  # "mentioned | starting a statin": a deed spoken of; "mentioned | the office"
                kind = "suggest" if start + n == end and end < len(words) and words[end].endswith("ing") else None
            if kind == "would" and words[start] == "'d" and d_auxiliary(list(words), start) == "had":
                kind = None  # "i 'd | already eaten": "had"
            if kind == "able" and _as_done(words, start, n):
                kind = "asserted"  # "i can see a stone", "we were able to save them": seen, saved
            if kind is not None and (start + n == end or _only_glue(words[start + n : end])):
                if kind == "oblige" and (around := _frame_before(words, start, no_may)).start >= 0:
                    return around  # "marketing suggested we should | use it", "i 'll have to | go": the outer's
                outer = _outer(words, start, kind)
                return Frame(kind, start, _holder_word(words, start), outer, start + n, _denied_cue(words, start))
    return Frame("asserted", -1, "")


def _denied_cue(words: Sequence[str], start: int) -> bool:
    """A "not", "n't" or "never" before the cue, past auxiliaries and adverbs ("did n't | suggest", "never really |
    wanted to")."""
    k = start - 1
    while k >= 0 and words[k] in _PAST_HOLDER - _DENIALS:
        k -= 1
    return k >= 0 and words[k] in _DENIALS


_DENIALS = frozenset({"n't", "not", "never"})


def _as_done(words: Sequence[str], start: int, n: int) -> bool:
    """An ability that says the deed: before a verb of observing ("i can see a stone": ``perception.txt``), or
    "was / were able to" (it was done)."""
    perceived = words[start + n : start + n + 1] and words[start + n] in lexicon.words("perception")
    return bool(perceived) or (words[start] == "able" and start > 0 and words[start - 1] in ("was", "were"))


def _outer(words: Sequence[str], start: int, kind: str) -> str:
    """The frame of a cue ending right before the cue at ``start``, over at most two glue words ("would you mind |
    asking", "could you please | ask"), when of another kind (a repeated "i want you to do, i want you to use" is a
    restart, not one frame in another)."""
    cues = _cues()
    longest = max(len(c) for c in cues)
    end = start
    while end > 0 and start - end <= 2:
        outer = next((c for n in range(min(longest, end), 0, -1) if (c := cues.get(tuple(words[end - n : end])))), None)
        if outer is not None:
            return outer if outer != kind else "asserted"
        if words[end - 1] not in _GLUE:
            break
        end -= 1
    return "asserted"


def _holder_word(words: Sequence[str], start: int) -> str:
    """The word before a cue, past auxiliaries, contractions and adverbs ("i 'm | hoping": "i")."""
    k = start - 1
    while k >= 0 and words[k] in _PAST_HOLDER:
        k -= 1
    return words[k] if k >= 0 else ""


_PAST_HOLDER = frozenset({"'m", "'d", "'re", "'s", "'ve", "am", "is", "are", "was", "were", "would", "do", "does",
                          "did", "really", "also", "just", "actually", "originally", "first", "had", "has", "have",
                          "n't", "not", "still", "always", "all"})  # fmt: skip


def _only_glue(words: Sequence[str]) -> bool:
    """Between a cue and its content: "to", "be", an object pronoun, an adverb, one bare verb ("would like to see
    | a demo"; "I want to go | to Portugal")."""
    verbs = [w for w in words if w not in _GLUE]
    return len(verbs) <= 1 and len(words) <= 4


_GLUE = frozenset({"to", "be", "have", "you", "me", "him", "her", "us", "them", "it", "try", "go", "get", "just",
                   "also", "really", "definitely", "first", "then", "we", "i", "n't", "not", "the", "a",
                   "an"})  # fmt: skip


def _no_mays(tokens: Sequence[Token], of: Sequence[int], mays: tuple[tuple[int, str], ...] | None = None) -> set[int]:
    """The words (``of``: each word's token) that are a "may" read as the month or a person (``nlp.may_month``; a
    statement's ``mays``, read in its whole sentence, when given)."""
    read = dict(mays) if mays is not None else {k: token_reading(tokens, k) for k, t in enumerate(tokens)}
    return {i for i, k in enumerate(of) if read.get(k) in ("month", "person")}


def claim_frame(claim: str, prop: Proposition) -> tuple[Frame, frozenset[str]]:
    """The claim's frame (the first cue of the whole claim that has content after it) and the stems of the
    proposition's terms after it (its content)."""
    words, no_may = _claim_words(claim)
    cues = _cues()
    longest = max(len(c) for c in cues)
    terms = {t.low: t.stem for t in prop.terms}
    hedges = [k for k, w in enumerate(words) if cues.get((w,)) == "hedge" and k not in no_may]
    for start in range(len(words)):
        for n in range(min(longest, len(words) - start), 0, -1):
            kind = cues.get(tuple(words[start : start + n]))
            if kind is None or (kind == "hedge" and start in no_may):
                continue  # "quit smoking in May", "Wes and May started it": no hedge of the claim's
            content = frozenset(terms[w] for w in words[start + n :] if w in terms)
            if not content:
                break
            at = next(k for k in range(start + n, len(words)) if words[k] in terms)
            nearest = _frame_before(words, at, no_may)  # "will tell | the customers": the frame nearest the content
            kind, start, n = (
                (nearest.kind, nearest.start, nearest.end - nearest.start)
                if nearest.start >= 0 and (nearest.kind != "oblige" or kind == "oblige")
                else (kind, start, n)
            )  # "agrees they should hire Fey": an agreement, its content a duty
            if hedges:
                kind = "hedge"  # "will probably do an endoscopy": the claim hedges it itself
            elif kind == "want" and words[start + n - 1] != "to" and "to" in words[start + n + 1 : start + n + 4]:
                kind = "request"  # "wants the patient to weigh herself": a request, not a wish of one's own
            return Frame(kind, start, _holder_word(words, start), head=terms[words[at]]), content
    return Frame("asserted", -1, ""), frozenset(t.stem for t in prop.terms)


def wished(tokens: Sequence[Token]) -> bool:
    """A clause that holds a wish or a preference of its subject's own ("Sara wants to go to Portugal")."""
    words, _ = _words([t.low for t in tokens])
    cues = _cues()
    return any(
        cues.get(tuple(words[k : k + n])) in ("want", "prefer") and "to" in words[k + n - 1 : k + n + 1]
        for k in range(len(words))
        for n in (1, 2)
    )  # "wants to go", not "wanted her to move" (a request reported)


def source_frame(core: Statement, first: int, source: Source) -> Frame:
    """The frame the core statement holds its content in, the content starting at token ``first``; a clause of its
    own before it in the sentence may frame it ("raj suggested | we move the launch to may")."""
    words, at = _words([t.low for t in core.tokens])
    no_may = _no_mays(core.tokens, at, core.mays)
    end = at.index(first) if first in at else len(words)
    said = _frame_before(words, end, no_may)
    if said.start >= 0 or not _only_glue(words[:end]):
        return said
    earlier = [st for st in source.statements_of_sentence(core.sentence) if st.index < core.index]
    if not earlier:
        return said
    before, of = _words([t.low for t in earlier[-1].tokens])
    kept = _no_mays(earlier[-1].tokens, of, earlier[-1].mays) | {len(before) + i for i in no_may}
    return _frame_before(before + words[:end], len(before) + end, kept)


def frame_refusal(
    claim: str, prop: Proposition, core: Statement, matches: Sequence[Match], source: Source
) -> str | None:
    """Why a window supporting ``prop`` does not bear out the claim's frame, or None (module docstring)."""
    if (tense := wish_tense_refusal(claim, core)) is not None:
        return tense  # "my wife wanted me to quit years ago" for "The patient's wife wants the patient to quit"
    frame, content = claim_frame(claim, prop)
    if frame.kind == "asserted" and prop.modality != "asserted":
        return None  # a claim asked, hedged or reported by the parse: admissible.py reads it
    allowed = _support().get(frame.kind)
    names = prop.subject.names | (prop.holder.names if prop.holder else frozenset()) | set(prop.written_names)
    own = [
        m
        for m in matches
        if m.how != "context"
        and m.term.stem in content
        and m.term.low not in names  # the subject is no content
        and m.term.low not in _RATING  # the note's "rates" met in "how would you rate your pain?": frames no ask
    ]
    if not own:
        return None
    # where the content starts, in the window: its frame is before it — past a time said first ("Next week | I may
    # quit smoking": the frame of the deed, not of its time)
    at, first = min((m.statement, m.token) for m in [m for m in own if not _time_word(m.term)] or own)
    said = source_frame(source.statements[at], first, source)
    claim_lows = {t.low for t in claim_tokens(claim)}
    if said.kind in _HOLDERS and said.holder and said.holder not in _OWN and said.holder not in claim_lows:
        return f"frame: {said.holder} {said.kind}s it, not the claim's holder"  # "marketing suggested …" by the PM
    if said.denied and said.kind == frame.kind and not prop.negated:
        return f"frame: the source denies the {frame.kind}"  # "Raj never recommended | we hire a contractor"
    if said.kind == frame.kind and said.outer in _UNREALISING:
        return f"frame: the source only {said.outer} the {frame.kind} itself"  # "would you mind asking Raj to …"
    if (
        frame.kind == "will"
        and said.kind in ("want", "able")
        and said.holder in ("i", "we")
        and _for_the_listener(at, source)
    ):
        return None  # "i would like to increase your metformin", "we can see you back in three weeks": a plan
    if frame.kind == "asserted" and said.kind in ("want", "will") and said.holder in ("i", "we") and _ordered(prop):
        return None  # "i want to get an echo" for "The doctor orders an echo": a note writes the plan as its order
    if frame.kind == "agree" and (why := untied_agreer(prop, frame.holder) or not_agreed(prop, core, source)):
        return why  # "The minister agreed that …", no speaker the minister; another's proposal answered with no yes
    shunned = (
        shunned_right_before(source.statements[at], first)
        if frame.kind in ("suggest", "want", "prefer", "agree")
        else None
    )
    if shunned is not None and shunned not in claim_lows:
        return f"frame: the source says {shunned} it"  # "I'd avoid ibuprofen" is no "recommends ibuprofen"
    if allowed is not None and said.kind not in allowed:
        said = _frame_of_head(frame, matches, source) or said  # "as a kid | i 'd walk": the frame of the claim's verb
    if (
        frame.kind == "would"
        and allowed is not None
        and said.kind not in allowed
        and _would_grounded(claim, at, first, source)
    ):
        return None  # a "would" further back, a "will" foreseeing it, a condition: ``lexicon/would_grounds.txt``
    if frame.kind == "oblige" and said.kind not in (allowed or ()):
        why = f"frame: the claim says oblige, the source {said.kind}"  # "I walk my dog" for "should walk the dog"
        return None if prop.modality != "asserted" or obliged(prop, said.kind, said.holder, at, first, source) else why
    if (
        allowed is not None
        and said.kind not in allowed
        and not (frame.kind == "agree" and asked_of_another(prop, core))
    ):
        return f"frame: the claim says {frame.kind}, the source {said.kind}"
    return None


def _time_word(term: Term) -> bool:
    """A claim's word that names a time ("next week", "on Monday", "in May"): no deed a frame holds."""
    return term.low in _TIMES or lexicon.classes("categories").get(term.low) in TIME_CLASSES


_TIMES = frozenset(w for row in lexicon.rows("deictic_times") for w in row if not w.endswith(":"))


def _would_grounded(claim: str, at: int, first: int, source: Source) -> bool:
    """A claim's "would" is borne out by a word of ``lexicon/would_grounds.txt`` in the source's sentence before the
    content (or a "'d" read as "would"); a claim's "would be" (a copula: "the alternative would be to suspend") by
    the plain "is" too."""
    words, _ = _claim_words(claim)
    if any(w == "would" and words[k + 1 : k + 2] == ("be",) for k, w in enumerate(words)):
        return True
    statement = source.statements[at]
    before = [t.low for st in source.statements_of_sentence(statement.sentence) if st.index < at for t in st.tokens]
    lows = before + [t.low for t in statement.tokens]  # the whole clause: a "'d" is read by the verb after it
    grounds = lexicon.words("would_grounds")
    return any(
        low in grounds or low.endswith("'ll") or (low.endswith("'d") and d_auxiliary(lows, k) == "would")
        for k, low in enumerate(lows[: len(before) + first])
    )


def _frame_of_head(frame: Frame, matches: Sequence[Match], source: Source) -> Frame | None:
    """The source's frame before its first match of the claim's head word ("walk" in "would walk to school every day
    as a kid"), when the content the window opens on is another word ("as a kid | i 'd walk to school")."""
    at = min(
        ((m.statement, m.token) for m in matches if m.how != "context" and m.term.stem == frame.head), default=None
    )
    return None if at is None or not frame.head else source_frame(source.statements[at[0]], at[1], source)


def _ordered(prop: Proposition) -> bool:
    """A clinician's order or referral in a note's present ("The doctor orders an echo", ``order_verbs.txt``)."""
    words = {t.low for t in claim_tokens(prop.text)}
    return bool(words & lexicon.words("order_verbs")) and bool(prop.subject.names & CARE_ROLES)


def _for_the_listener(at: int, source: Source) -> bool:
    return any(t.low in LISTENER for t in source.statements[at].tokens)
