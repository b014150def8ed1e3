"""A plan a speaker states, which a model restated as done, put back as the plan.

A small model writes "I'm going to prescribe you some oxycodone" as "The doctor prescribes oxycodone." and "I'll
order a BMP" as "The doctor orders a BMP." The proof engine rightly does not bear that out (the source states a
plan, not a deed), so a true fact is lost. Here such a statement — a present-tense main verb ("prescribes", "is
recommending") with no modal, no negation — is written with "will" ("The doctor will prescribe oxycodone."), which
says less than the model's words: only what the speaker said they will do. A plan the model wrote with "is going
to" is written with "will" too: the engine reads "will" from "let's wait", "we'll", "I'll", not "going".

The plan form is used only when the statement as the model wrote it is not verified and not contradicted, and the
plan form is verified by the same engine: the step never turns a refused claim into a stored one by itself, it
only picks the form the source states. A contradicted statement ("prescribes morphine" where the turn names
oxycodone) stays as written and is refused. The digest then proves the plan form again, as every candidate.

The verb's base form comes from the parse's tags and the source's own words ("prescribe" in "gon na prescribe"),
never guessed when the source does not give it for an -ing form. Without the parse extra, no statement is changed.
"""

from __future__ import annotations

import re
from functools import lru_cache

from factlayer.nlp.parse import Word, parse
from factlayer.nlp.stems import irregular_forms, stem
from factlayer.proof.proof import Status, prove

__all__ = ["as_plan", "plan_form"]

_WORD = re.compile(r"[a-z]+")
_NOT_PLANS = frozenset({"be", "have", "do"})  # "is", "has", "does": a state, not a deed one plans
_SIBILANT = ("sses", "shes", "ches", "xes", "zes", "oes")


def _bases(word: str, tag: str) -> list[str]:
    """The base forms ``word`` (lower case, tagged ``tag``) may be, the likeliest first."""
    irregular = irregular_forms().get(word)
    if irregular is not None and irregular != word:
        return [irregular]
    if tag == "VBZ":
        if word.endswith("ies"):
            return [word[:-3] + "y"]
        return [word[:-2], word[:-1]] if word.endswith(_SIBILANT) else [word[:-1]]
    if tag == "VBG":
        root = word[:-3]
        undoubled = [root[:-1]] if len(root) > 2 and root[-1] == root[-2] and root[-1] not in "ls" else []
        return [root, root + "e", *undoubled]
    return []


def _base(word: str, tag: str, source_words: frozenset[str]) -> str | None:
    """The base form of ``word``: one the source writes, else (for an -s form) the rule's; None when unsure."""
    bases = [b for b in _bases(word, tag) if b and stem(b) == stem(word)] or _bases(word, tag)[:1]
    said = [b for b in bases if b in source_words]
    if said:
        return said[0]
    return bases[0] if bases and tag == "VBZ" else None


def _verbs(words: tuple[Word, ...]) -> tuple[Word, Word | None, list[Word]] | None:
    """The root verb of a present-tense statement, its "is"/"are" when progressive, and the verbs joined to it
    that share its subject; None when the statement has a modal, a negation, or no present-tense deed."""
    root = next((w for w in words if w.dep == "ROOT"), None)
    if root is None or not any(w.dep == "nsubj" and w.head == root.i for w in words):
        return None
    children = [w for w in words if w.head == root.i and w.i != root.i]
    if any(w.dep == "neg" or w.tag == "MD" for w in children):
        return None
    aux = [w for w in children if w.dep == "aux"]
    if root.tag == "VBZ" or root.tag == "VBP":
        if aux:
            return None
        progressive = None
    elif root.tag == "VBG" and len(aux) == 1 and aux[0].low in ("is", "are", "'s", "'re"):
        progressive = aux[0]
    else:
        return None
    joined = [w for w in words if w.dep == "conj" and w.head == root.i and w.tag == root.tag]
    joined = [w for w in joined if not any(c.head == w.i and c.dep in ("nsubj", "aux", "neg") for c in words)]
    return root, progressive, joined


def as_plan(statement: str, source_words: frozenset[str]) -> str | None:
    """``statement`` with its present-tense deed written as a plan ("The doctor prescribes X." → "The doctor will
    prescribe X."; "is going to wait" → "will wait"), or None when it has none or the base form is unsure.
    ``source_words``: the source's words."""
    words = parse(statement)
    found = _verbs(words) if words else None
    if words is None or found is None:
        return None
    root, progressive, joined = found
    if progressive is not None and root.low == "going":  # "is going to wait": the same plan, said with "will"
        to = next((w for w in words if w.dep == "aux" and w.tag == "TO" and words[w.head].dep == "xcomp"), None)
        if to is None or words[to.head].head != root.i or to.i != root.i + 1:
            return None
        return statement[: progressive.start] + "will" + statement[to.end :]
    edits: list[tuple[int, int, str]] = []
    for i, verb in enumerate([root, *joined]):
        base = _base(verb.low, verb.tag, source_words)
        if base is None or (i == 0 and base in _NOT_PLANS):
            return None
        lead = "will " if i == 0 and progressive is None else ""
        edits.append((verb.start, verb.end, lead + (base.capitalize() if verb.text[:1].isupper() else base)))
    if progressive is not None:
        edits.append((progressive.start, progressive.end, "will"))
    out = statement
    for start, end, text in sorted(edits, reverse=True):
        out = out[:start] + text + out[end:]
    return out


@lru_cache(maxsize=64)
def _source_words(source: str) -> frozenset[str]:
    return frozenset(_WORD.findall(source.lower()))


def plan_form(statement: str, source: str, *, roles: bool = True) -> str | None:
    """The plan form of ``statement`` when the source states the plan and not the statement as written (module
    docstring); None to keep the statement as it is."""
    plan = as_plan(statement, _source_words(source))
    if plan is None or plan == statement:
        return None
    if prove(statement, source, roles=roles).status is not Status.UNVERIFIABLE:
        return None  # verified as written, or contradicted: either way not this step's to change
    return plan if prove(plan, source, roles=roles).status is Status.VERIFIED else None
