"""Words whose order or opener carries the meaning.

- The two sides of a comparison or an order: "I feel it more near my pinky than my thumb" does not say "more
  near his thumb than his pinky", "my knee started hurting after I played tennis" not "before", "from Monday to
  Wednesday" not "from Wednesday to Monday". The claim's words on each side of "than", "before", "after" (or
  between "from" and "to") found the other way round in the evidence is a conflict.
- A degree: "I rarely drink coffee" does not say "often", "some of the team" not "all" (``scale_words.txt``),
  "from time to time" not "all the time" (``scale_phrases.txt``).
- The opener of a time: "I had surgery last year" does not say "this year". A period the claim opens with
  last/this/next (``time_openers.txt``) said in the evidence with another of them is a conflict.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.near_misses import excepting_all_but
from factlayer.nlp.normalise import values
from factlayer.nlp.possessed import possessive
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.claim import claim_tokens
from factlayer.proof.modifiers import moved_modifier

_REACH = 5  # content words looked at on each side of a pivot ("than", "before", "after")
_COMPARATIVES = lexicon.words("comparatives")


def _content(part: Sequence[Token]) -> list[str]:
    stop = lexicon.words("stopwords")
    return [stem(t.low) for t in part if t.is_word and t.low not in stop and not possessive(t.low)][:_REACH]


def _sides(tokens: Sequence[Token], pivot: str) -> tuple[list[str], list[str]] | None:
    """The content-word stems before and after the first ``pivot`` (nearest first), or None without one."""
    at = next((i for i, t in enumerate(tokens) if t.low == pivot), None)
    if at is None:
        return None
    before = list(reversed(tokens[:at]))
    if pivot == "than" and before and (before[0].low in _COMPARATIVES or before[0].low.endswith("er")):
        before = before[1:]  # "older than": what is compared is said before the comparative
    return _content(before), _content(tokens[at + 1 :])


def _placed(claimed: tuple[list[str], list[str]], said: tuple[list[str], list[str]]) -> tuple[bool, bool]:
    """(stays, crosses): each side of the claim has a word the evidence says on that side only (stays), or each
    has one the evidence says on the other side only (crosses: the two sides exchanged). Words the evidence says
    on both sides tell nothing."""
    only_before, only_after = set(said[0]) - set(said[1]), set(said[1]) - set(said[0])
    mine_before, mine_after = set(claimed[0]), set(claimed[1][:3])
    stays = bool(mine_before & only_before) and bool(mine_after & only_after)
    crosses = bool(mine_before & only_after) and bool(mine_after & only_before)
    return stays, crosses


_OPPOSITE_PIVOTS = {"than": "than", "before": "after", "after": "before"}


def swapped_comparison(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the evidence says the claim's two sides the other way round — around the same pivot ("more A
    than B" / "more B than A", "A before B" / "B before A") or in the same order around the opposite one ("A
    before B" / "A after B") — else None."""
    claim = claim_tokens(claim_text)
    for pivot, opposite in _OPPOSITE_PIVOTS.items():
        claimed = _sides(claim, pivot)
        if claimed is None or not claimed[0] or not claimed[1]:
            continue
        said = _sides(evidence, pivot)
        if said is not None:
            if _placed(claimed, said)[1]:
                return f"order: the evidence says it the other way round around {pivot!r}"
        elif opposite != pivot and (said := _sides(evidence, opposite)) is not None:
            stays, crosses = _placed(claimed, said)
            if stays and not crosses:
                return f"order: the claim says {pivot!r}, the evidence {opposite!r}"
    return _swapped_ends(claim, evidence)


def _ends(tokens: Sequence[Token]) -> tuple[str, str] | None:
    """The first content words after "from" and after the "to" that follows it ("from Monday to Wednesday")."""
    lows = [t.low for t in tokens]
    if "from" not in lows:
        return None
    start = lows.index("from")
    if "to" not in lows[start + 1 :]:
        return None
    to = lows.index("to", start + 1)
    first, second = _content(tokens[start + 1 : to]), _content(tokens[to + 1 :])
    return (first[0], second[0]) if first and second else None


def _scale(tokens: Sequence[Token]) -> tuple[str, str] | None:
    """The content words on each side of "out of" ("a seven out of ten"), or None."""
    lows = [t.low for t in tokens]
    at = next((i for i in range(len(lows) - 1) if lows[i] == "out" and lows[i + 1] == "of"), None)
    if at is None:
        return None
    first, second = _content(tokens[:at][::-1]), _content(tokens[at + 2 :])
    return (first[0], second[0]) if first and second else None


def _swapped_ends(claim: Sequence[Token], evidence: Sequence[Token]) -> str | None:
    """ "from A to B" said as "from B to A", "A out of B" as "B out of A": a note, else None."""
    for ends, said_as in ((_ends, "goes from {} to {}"), (_scale, "says {} out of {}")):
        claimed, said = ends(claim), ends(evidence)
        if claimed is not None and said is not None and claimed[0] != claimed[1] and claimed == said[::-1]:
            return "order: the evidence " + said_as.format(repr(said[0]), repr(said[1]))
    return None


_DEICTIC = frozenset({"last", "this", "next"})


def _timed(tokens: Sequence[Token]) -> dict[str, str]:
    """Period → its opener ("last year" → {"year": "last"}) for each last/this/next and period said together."""
    periods = {w for w, kind in lexicon.classes("time_openers").items() if kind == "period"}
    return {b.low: a.low for a, b in itertools.pairwise(tokens) if a.low in _DEICTIC and b.low in periods}


def other_time_opener(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the evidence opens the claim's period with another of last/this/next, else None."""
    said = _timed(evidence)
    for period, opener in _timed(claim_tokens(claim_text)).items():
        if said.get(period, opener) != opener:
            return f"time: the claim says {opener!r} {period}, the evidence {said[period]!r} {period}"
    return None


# each class → the classes that say only the other end; "hardly" is next to never ("virtually never"): no deed
# done often or every day, but a rare one all the same ("rarely drinks")
_OPPOSED = {"often": ("seldom", "hardly"), "seldom": ("often",), "hardly": ("often", "all days"), "all": ("some",),
            "some": ("all",), "all days": ("some days", "hardly"), "some days": ("all days",)}  # fmt: skip


def _timed_scale(tokens: Sequence[Token], k: int, label: str) -> str:
    """ "every day", "some weeks": all/some of a period (a frequency), compared only with another period's — "check
    your weight every day" is no "all" against "some of this fluid"."""
    periods = {w for w, kind in lexicon.classes("time_openers").items() if kind == "period"}
    after = tokens[k + 1].low.removesuffix("s") if k + 1 < len(tokens) else ""
    return f"{label} days" if label in ("all", "some") and after in periods else label


def other_degree(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the claim says one end of a scale (``scale_words.txt``: often/seldom, all/some) and the
    evidence only the other, else None."""
    scale = lexicon.classes("scale_words")
    said_phrases, in_said = _scale_phrases(evidence)
    said = {
        _timed_scale(evidence, k, scale[t.low])
        for k, t in enumerate(evidence)
        if t.low in scale and k not in _in_bounds(evidence) | in_said
    }
    said |= {label for label, _ in said_phrases}
    claim = claim_tokens(claim_text)
    claim_phrases, in_claim = _scale_phrases(claim)
    mine_words = [
        (_timed_scale(claim, k, scale[tok.low]), tok.low)
        for k, tok in enumerate(claim)
        if tok.low in scale and k not in _in_bounds(claim) | in_claim  # "at most twelve Euro": a bound
    ]
    for mine, word in claim_phrases + mine_words:
        other = next((o for o in _OPPOSED[mine] if o in said), None)
        if mine not in said and other is not None:
            return f"degree: the claim says {word!r}, the evidence says {other!r}-words"
    return None


def _scale_phrases(tokens: Sequence[Token]) -> tuple[list[tuple[str, str]], set[int]]:
    """The (class, phrase) of each phrase of ``scale_phrases.txt`` in ``tokens`` ("from time to time": seldom), and
    the indexes of their tokens."""
    lows = [t.low for t in tokens]
    found: list[tuple[str, str]] = []
    inside: set[int] = set()
    for line in lexicon.words("scale_phrases"):
        label, _, phrase = line.partition(":")
        words = tuple(phrase.split())
        for i in range(len(lows) - len(words) + 1):
            if tuple(lows[i : i + len(words)]) == words:
                found.append((label.strip(), phrase.strip()))
                inside.update(range(i, i + len(words)))
    return found, inside


def _in_bounds(tokens: Sequence[Token]) -> set[int]:
    """The token indexes of the bounded values of ``tokens`` ("at most 12", "at least 4 million")."""
    return {k for v in values(tokens) if v.bound for k in range(v.first, v.last + 1)}


_PREFERRING = lexicon.words("preferring_verbs")
_PASSED_OVER = frozenset({"than", "over", "instead"})


def passed_over(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the claim, without a "than"/"over" of its own, prefers what the evidence passes over ("I'd rather
    stay home than go to the beach" is no "would rather go to the beach"; "the red one over the blue one"), else
    None: the claim holds a word said only after the pivot and none said only between the preference and it."""
    claim = claim_tokens(claim_text)
    if _PASSED_OVER & {t.low for t in claim}:
        return None
    lows = [t.low for t in evidence]
    start = next((k for k, low in enumerate(lows) if low in _PREFERRING), None)
    pivot = next((k for k, low in enumerate(lows) if low in _PASSED_OVER and start is not None and k > start), None)
    if start is None or pivot is None:
        return None
    chosen, other = set(_content(evidence[start + 1 : pivot])), set(_content(evidence[pivot + 1 :]))
    mine = {stem(t.low) for t in claim if t.is_word}
    if mine & (other - chosen) and not mine & (chosen - other):
        return "preference: the claim prefers what the evidence passes over"
    return None


_DAYS = frozenset({"yesterday", "today", "tomorrow", "tonight"})


def shifted_day(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the claim's "yesterday" (today, tomorrow) is the evidence's "the day before yesterday" (or after)
    and the evidence says it nowhere alone, else None."""
    claim = [t.low for t in claim_tokens(claim_text)]
    lows = [t.low for t in evidence]
    for k, day in enumerate(claim):
        if day not in _DAYS or claim[max(0, k - 2) : k] in (["day", "before"], ["day", "after"]):
            continue
        at = [j for j, low in enumerate(lows) if low == day]
        shifted = [j for j in at if lows[max(0, j - 2) : j] in (["day", "before"], ["day", "after"])]
        if shifted and len(shifted) == len(at):
            return f"time: the claim says {day!r}, the evidence the day {lows[shifted[0] - 1]} it"
    return None


_EXCEPT = lexicon.of_class("none_except", "except")


def exception_dropped(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the claim says "all" (``scale_words.txt``) or "never", "no", "nothing" with no exception and the
    evidence makes one ("Everyone came except Dee" is no "Everyone came", "I've never had surgery except for my
    tonsils" no "has never had surgery"; "all but two of the items" no "all the items", nor "the items"), else
    None."""
    scale = lexicon.classes("scale_words")
    claim = [t.low for t in claim_tokens(claim_text)]
    if _EXCEPT & set(claim) or "but" in claim:
        return None
    lows = [t.low for t in evidence]
    at = next((k for k, low in enumerate(lows) if low in _EXCEPT or excepting_all_but(lows, k)), None)
    if at is None:
        return None
    if lows[at] == "but" and (thing := _excepted_whole(lows, at)) is not None and _the_whole(claim, thing):
        return f"degree: the claim says the {thing}s, the evidence all but some of them"
    if any(scale.get(w) == "all" for w in claim) and any(scale.get(low) == "all" for low in lows[:at]):
        return f"degree: the claim says all, the evidence makes an exception ({lows[at]!r})"
    if _NONE & set(claim) and _NONE & set(lows[:at]):  # "I've never had surgery except for my tonsils"
        return f"degree: the claim says none, the evidence makes an exception ({lows[at]!r})"
    return None


_NONE = lexicon.of_class("none_except", "none")


def _excepted_whole(lows: Sequence[str], at: int) -> str | None:
    """The stem of the whole an "all but" at ``at`` takes some from ("all but two of the items": "item"), or None."""
    of = next((k for k in range(at + 1, min(at + 5, len(lows))) if lows[k] == "of"), None)
    if of is None:
        return None
    k = of + 1
    while k < len(lows) and (lows[k] in lexicon.words("determiners") or possessive(lows[k])):
        k += 1
    return stem(lows[k]) if k < len(lows) and lows[k].isalpha() else None


def _the_whole(claim: Sequence[str], thing: str) -> bool:
    """Does the claim say the whole ``thing`` ("approved the items"; not "two of the items")?"""
    return any(
        stem(low) == thing and k > 0 and claim[k - 1] == "the" and (k < 2 or claim[k - 2] != "of")
        for k, low in enumerate(claim)
    )


def _compared(tokens: Sequence[Token]) -> list[tuple[str, str]]:
    """(comparative, object) for each "than": the word before it ("heavier", or "more expensive" as one) and the
    stem of the first content word after it ("than Max": "max")."""
    out: list[tuple[str, str]] = []
    for k, tok in enumerate(tokens):
        if tok.low != "than" or k == 0 or not (after := _content(tokens[k + 1 :])):
            continue
        word = tokens[k - 1].low
        if k > 1 and tokens[k - 2].low in ("more", "less"):
            word = f"{tokens[k - 2].low} {word}"
        out.append((word, after[0]))
    return out


def exchanged_comparatives(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the evidence compares the claim's object with another comparative and uses the claim's own
    comparative for another object: "heavier than last year but lighter than Max" does not say "heavier than
    Max"; else None."""
    claimed = _compared(claim_tokens(claim_text))
    said = _compared(evidence)
    for word, thing in claimed:
        theirs = [w for w, t in said if t == thing]
        if theirs and word not in theirs and any(w == word and t != thing for w, t in said):
            return f"comparison: the evidence says {theirs[0]!r} than it, and {word!r} than another"
    return None


def order_conflicts(claim_text: str, evidence: Sequence[Token], sentence: Sequence[Token] = ()) -> list[str]:
    """The notes of :func:`swapped_comparison`, :func:`other_time_opener`, :func:`other_degree`,
    :func:`exception_dropped`, :func:`passed_over` and :func:`shifted_day` on ``evidence`` (the core statement),
    and of :func:`exchanged_comparatives` and ``modifiers.moved_modifier`` on its whole ``sentence``."""
    notes = (
        exchanged_comparatives(claim_text, sentence or evidence),
        moved_modifier(claim_text, sentence or evidence),
        swapped_comparison(claim_text, evidence),
        other_time_opener(claim_text, evidence),
        other_degree(claim_text, evidence),
        exception_dropped(claim_text, evidence),
        passed_over(claim_text, evidence),
        shifted_day(claim_text, evidence),
    )
    return [n for n in notes if n is not None]
