"""Whether what a statement says is over by now or taken back, and whether a claim speaks of the past.

"I had a fever last week but not anymore" bears out "the patient had a fever last week", not "the patient has
a fever": a present-tense claim reads a state the same turn says is over (``lexicon/ended.txt``) as denied.
The phrase that ends it must stand in the statement itself or in a short clause of its own right after it, in
the same turn ("but not anymore", "it's gone now"); a later clause with its own content ("the cough is gone
now") ends that, not this. A plan or intent taken back in the next short clause ("I was going to start
running but I didn't"; ``lexicon/undone.txt``) denies both the deed and the plan, unless the claim speaks of the
plan as it was ("the patient was going to start running").

A deed said only in the simple past ("I exercised every day last month", "I worked as a nurse") bears out the
past ("the patient exercised every day"), not a present claim of it ("the patient exercises every day", "works
as a nurse"), nor does one in the past progressive ("I was taking it"): what someone did is not what they do. A
perfect ("I've worked as a nurse for ten years") and a present claim's own past marker ("has worked") are left to
the other checks.
"""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.persons import aliases
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.stems import irregular_forms, irregular_past_forms
from factlayer.nlp.tokens import words
from factlayer.nlp.verbs import regular_past
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term
from factlayer.proof.source import Source, Statement

_AFTER = 2  # clauses after the statement that may end it
_LIGHT = frozenset({"it", "it's", "that", "that's", "this", "they", "they're", "those", "these", "them", "now", "but"})


def is_past(prop: Proposition) -> bool:
    """The claim speaks of the past: a past marker, or a past form among its terms ("resolved", "stopped", "took")."""
    markers = lexicon.words("past_markers")
    return any(w in markers for w in words(prop.text)) or any(
        regular_past(t.low) or t.low in irregular_past_forms() for t in prop.terms
    )


def _light(low: str) -> bool:
    return low in lexicon.words("stopwords") or low in _LIGHT


@cache
def _ending_words() -> frozenset[str]:
    ends = frozenset(w for name in ("ended", "undone") for phrase in lexicon.words(name) for w in phrase.split())
    return ends | lexicon.words("cessation")


def _content_free(st: Statement) -> bool:
    ended = _ending_words()
    return all(_light(t.low) or t.low in ended or not t.is_word for t in st.tokens)


def _over_in(core: Statement, matched: list[int]) -> bool:
    """The statement itself ends what the claim's words say: an ending phrase after them, with only light words
    or a time between ("a fever last week but not anymore"; not "a fever, and the rash is gone now")."""
    lows = [t.low for t in core.tokens]
    at = find_phrase(lows, "ended")
    if at is None or not matched or at < max(matched):
        return False
    timed = {k for v in core.values for k in range(v.first, v.last + 1)}
    between = range(max(matched) + 1, at)
    return all(_light(lows[k]) or k in timed or not core.tokens[k].is_word for k in between)


def _following(core: Statement, source: Source) -> list[Statement]:
    """Short clauses without content right after ``core`` in its turn ("but not anymore", "but I didn't"), up to the
    first clause with content of its own: "Just Tylenol. My daughter told me to try ibuprofen but I haven't." — the
    "haven't" takes back the trying, not the Tylenol."""
    turn = source.sentences[core.sentence].turn
    out: list[Statement] = []
    for st in source.statements[core.index + 1 : core.index + 1 + _AFTER]:
        if st.answered:
            continue
        if source.sentences[st.sentence].turn != turn or st.sentence > core.sentence + 1 or not _content_free(st):
            break
        out.append(st)
    return out


def is_over(core: Statement, source: Source, matched: list[int]) -> bool:
    """The core statement (``matched``: the tokens the claim's words matched), or a content-free clause right
    after it in the same turn, says it is over (an ending phrase, or a bare verb of stopping: "so I stopped")."""
    if _over_in(core, matched):
        return True
    if any(find_phrase([t.low for t in st.tokens], "ended") is not None for st in _following(core, source)):
        return True
    turn = source.sentences[core.sentence].turn
    after = source.statements[core.index + 1 : core.index + 1 + _AFTER]
    return any(_stops_it(core, st, source) for st in after if source.sentences[st.sentence].turn == turn)


_OWN = lexicon.words("own_subjects")


def _stops_it(core: Statement, st: Statement, source: Source) -> bool:
    """A later clause of the turn ends on a bare stop of what the core says: "… but stopped" (no one else named in
    it), or the speaker's own "so I stopped" when the core is about the speaker ("I took ibuprofen for a few days |
    but it upset my stomach, so I stopped"); never another's ("My wife took metformin but she stopped")."""
    lows = [t.low for t in st.tokens if t.is_word]
    if lows[-1:] and lows[-1] in _LIGHT:
        lows = lows[:-1]  # "so I stopped it"
    if st.answered or not lows or lows[-1] not in lexicon.words("cessation"):
        return False
    doer = lows[-2] if len(lows) > 1 else ""
    if doer not in lexicon.words("personal_subjects"):
        return _content_free(st)  # "but stopped", "and quit"
    own = core.speaker is not None and bool(core.subject.names & aliases(core.speaker))
    return doer in _OWN and core.subject.kind == "person" and own


def is_undone(core: Statement, source: Source) -> bool:
    """A plan or intent the next short clause takes back ("I was going to start running | but I didn't")."""
    return any(find_phrase([t.low for t in st.tokens], "undone") is not None for st in _following(core, source))


def of_a_plan_as_it_was(prop: Proposition) -> bool:
    """The claim speaks of a past plan ("The patient was going to start running"), which a plan taken back
    still bears out."""
    return is_past(prop) and any(w in lexicon.words("plans") for w in words(prop.text))


_PERFECT = frozenset({"have", "has", "had", "'ve", "ve", "'d", "having", "was", "were", "been", "being", "is", "'s"})
_BETWEEN = lexicon.words("tense_adverbs")


def _past_form(low: str) -> bool:
    """ "exercised", "took", "went": a past form (not "need", not a participle-only "taken" after nothing)."""
    base = irregular_forms().get(low)
    if base is not None:
        return base != low and "'" not in low and not low.endswith(("s", "ing", "en"))
    return regular_past(low, states=True)


def _present_form(low: str) -> bool:
    """ "exercises", "goes", "works": a third-person present ("-s", not "-ss"), the form a claim about one
    person says a habit or state in."""
    base = irregular_forms().get(low)
    if base is not None:
        return base != low and low.endswith("s") and "'" not in low
    return low.endswith("s") and not low.endswith("ss") and len(low) > 3


def _present_verb(prop: Proposition) -> Term | None:
    """The claim's verb in the present: one of its first two words after its subject ("exercises", "works")."""
    after_subject = [t for t in prop.terms if t.low not in prop.subject.names and t.low != prop.subject.relation]
    return next((t for t in after_subject[:2] if _present_form(t.low)), None)


def only_in_the_past(prop: Proposition, core: Statement, matches: list[Match]) -> bool:
    """The claim says its deed in the present and the core statement says it only in the simple past (or with
    "did"), with no "have"/"be" before it, or in the past progressive: "I exercised every day last month" for
    "exercises every day", "I was taking metformin" for "takes metformin"."""
    if prop.modality != "asserted" or prop.negated or is_past(prop):
        return False
    verb = _present_verb(prop)
    if verb is None:
        return _told_with_did(prop, core, matches)
    at = [m.token for m in matches if m.term is verb and m.statement == core.index and m.how != "context"]
    did = at and at[0] > 0 and core.tokens[at[0] - 1].low == "did"  # "I did last year" read as "I did exercise …"
    if not at:
        return False
    k = at[0] - 1
    while k >= 0 and core.tokens[k].low in _BETWEEN:
        k -= 1
    j = k - 1 if k >= 0 and core.tokens[k].low == "still" else k  # "I was (still) using insulin"
    if j >= 0 and core.tokens[j].low in _WAS and core.tokens[at[0]].low.endswith("ing"):
        return True  # "Are you taking metformin?" — "I was, until January": a past progressive
    if not (_past_form(core.tokens[at[0]].low) or did):
        return False
    return not (k >= 0 and (core.tokens[k].low in _PERFECT or core.tokens[k].low.endswith("'ve")))


_LIGHT_PRESENT = frozenset({"has", "have", "does", "do"})


def _told_with_did(prop: Proposition, core: Statement, matches: list[Match]) -> bool:
    """A claim in the present with a light verb ("the patient's mother has cancer") and a statement that tells
    it with "did" before the words it matched ("Does anyone in your family have cancer?" — "My mother did."):
    what someone had is not what they have."""
    if not _LIGHT_PRESENT & set(words(prop.text.lower())):
        return False
    at = [m.token for m in matches if m.statement == core.index and m.how != "context"]
    # before the last word matched: a word of the subject ("my older brother did") may be matched before "did"
    return bool(at) and any(t.low == "did" for t in core.tokens[: max(at)])


def held_before(prop: Proposition, core: Statement) -> bool:
    """The claim says "no longer" and the core says it held in the past ("I had diarrhea last week"): the past
    part of the claim, not a denial of it; whether it holds now is not said."""
    if "no longer" not in " ".join(words(prop.text.lower())):
        return False
    markers = lexicon.words("past_markers")
    return any(_past_form(t.low) or t.low in markers for t in core.tokens)


_WAS = frozenset({"was", "were"})
_IS = frozenset({"is", "are", "am"})
_STILL = lexicon.words("still_words")


def an_earlier_value(prop: Proposition, core: Statement, source: Source) -> bool:
    """The claim gives a state in the present ("the baby is ten days old") and ``core`` another value of it in the
    past ("she was barely a day old" when it happened): an earlier state, no correction of the present one — unless
    the statement or the one before it takes a value back ("Sorry, it was 10 mg", "Actually, it was …")."""
    if is_past(prop) or not _IS & set(words(prop.text.lower())) or core.negated:
        return False
    lows = [t.low for t in core.tokens if t.is_word]
    before = source.statements[core.index - 1] if core.index else None
    near = lows + ([t.low for t in before.tokens if t.is_word] if before and before.speaker == core.speaker else [])
    text = f" {' '.join(near)} "
    return bool(_WAS & set(lows[:4])) and not any(f" {w} " in text for w in _STILL | lexicon.words("value_corrections"))
