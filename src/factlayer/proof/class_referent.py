"""What "it" stands for when the claim's missing word is a class word (a body part, a drug, a side: ``categories``).

Another word of its class in the sentences looked in is a rival: "my knee and my back ... it started" may be
either. A rival said in an earlier turn than the referent, though, is not what "it" stands for when the referent is
the last of its class said, in the turn of the statement or the one just before it, and none other of its class is
said from that turn on: "My right hand hurts. | Is that your dominant hand? | ... | I feel like my right thumb just
locks up | Does it stay locked? — No, it doesn't." is about the thumb. Not when the referent lies further back
("Is the back pain mild? | I would say mild. I have also been having cramping in both calves. | How long has that been
going on? | ... it stopped about two months ago": the back pain is two turns back, the calves between).
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.proof.source import Source, Statement


def rivals(claim_lows: frozenset[str], classes: set[str], statements: Sequence[Statement]) -> bool:
    """A word of one of ``classes`` the claim does not have, in ``statements``: "it" might stand for that one
    ("my knee and my back ... it started"). A drug is no rival of a body part ("your elbow ... we'll try some motrin
    ... it should be improved")."""
    categories = lexicon.classes("categories")
    return any(categories.get(t.low) in classes and t.low not in claim_lows for st in statements for t in st.tokens)


def last_of_its_class(
    source: Source,
    said: Statement,
    core: Statement,
    earlier: Sequence[Statement],
    category: str,
    claim_lows: frozenset[str],
) -> bool:
    """May the class word said in ``said`` be what ``core``'s anaphor stands for? Yes when no rival is in ``core``
    nor ``earlier``, or when ``said`` is in ``core``'s turn or the one before and no rival is said from its turn on
    (module docstring)."""
    pool = [core, *earlier]
    if not rivals(claim_lows, {category}, pool):
        return True
    turn = source.sentences[said.sentence].turn
    if turn < source.sentences[core.sentence].turn - 1:
        return False
    return not rivals(claim_lows, {category}, [st for st in pool if source.sentences[st.sentence].turn >= turn])
