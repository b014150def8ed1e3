"""Whether the evidence says the claim's deed is done, or only that it will, should or is wanted to be done.

"I want you to take ibuprofen twice a day", "you're gonna start physical therapy", "the next step is to see a
cardiologist", "I'll try to cut back on salt" hold every word of "The patient takes ibuprofen twice a day" and
the like, and assert none of them: the verb stands bare under a head that does not make it real —

- a modal or future (``lexicon/modal_heads.txt``: "will", "should", "gonna", "let's", and every "'ll" or
  "'d" contraction when a bare verb follows: "you'll", "I'd"), or
- "to" after a word of wanting, needing, planning, trying, asking, telling, advising or being due
  (``lexicon/unrealised_heads.txt``: "want you to", "plan to", "have to", "the goal is to", "it'd be good to"),
  or after any verb under a modal ("I'd like to", "you'll be able to").

Between the head and the claim's first word in the evidence may stand adverbs, "have"/"be" ("would have
gone", "will be taking"), one bare verb and its determiner ("should get a cane" for "has a cane"). "I had to
go", "I started to run", "I used to smoke", "I was able to walk" say it happened and pass. A claim that puts its
own verb under such a head ("The patient plans to start physical therapy") is checked word by word as usual.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import inflected
from factlayer.nlp.tokens import Token, tokenize
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement
from factlayer.proof.tense import is_past

_OBJECTS = frozenset({"you", "me", "him", "her", "us", "them", "yourself", "myself"})
_AUX = frozenset({"have", "be", "been", "being"})
_BE = frozenset({"is", "was", "'s", "be", "would", "will", "'d"})
_ADVERBS = frozenset(
    {"just", "also", "really", "actually", "definitely", "probably", "still", "even", "then", "now", "not",
     "never", "maybe", "likely", "certainly", "please", "go", "ahead", "and", "try", "first", "soon"}
)  # fmt: skip
_CLAIM_ADVERBS = _ADVERBS | {"already", "usually", "often", "always", "sometimes", "regularly", "currently"}
_DETERMINERS = frozenset({"a", "an", "the", "your", "my", "his", "her", "their", "our", "some", "any", "this", "that"})
_LOOK_BACK = 3  # tokens before a governor where a modal still puts it under itself ("you'll be able to")


def is_modal(low: str) -> bool:
    return low in lexicon.words("modal_heads") or low.endswith(("'ll", "'d"))


def _governs_to(lows: Sequence[str], to: int) -> bool:
    """ "to" at ``to`` opens a verb that is not done: a head word before it (over an object pronoun or forms
    of be: "want you to", "the goal is to", "the plan would be to"), or a word before it under a modal ("I'd
    like to", "you'll be able to")."""
    heads = lexicon.words("unrealised_heads")
    k = to - 1
    if k >= 0 and lows[k] in _OBJECTS:
        k -= 1
    j = k
    while j >= 0 and lows[j] in _BE and j > k - 2:
        j -= 1
    if j >= 0 and lows[j] in heads:
        return True
    return k >= 0 and any(is_modal(lows[i]) for i in range(max(0, k - _LOOK_BACK), k))


def unrealised(tokens: Sequence[Token], first: int) -> str | None:
    """The head that leaves the verb before token ``first`` (the claim's first word in the evidence) undone,
    or None when the evidence says it as done."""
    lows = [t.low for t in tokens]
    k = first - 1
    verb_seen = False
    bare_next = not inflected(lows[first]) if first < len(lows) else False
    while k >= 0:
        low = lows[k]
        if low in _ADVERBS or low in _DETERMINERS or low == ",":
            k -= 1
            continue
        if low in _AUX:
            bare_next = True  # "would have gone", "will be taking": the verb after the auxiliary may be inflected
            k -= 1
            continue
        if not verb_seen and tokens[k].is_word and not inflected(low) and not is_modal(low) and low != "to":
            verb_seen, bare_next = True, True  # "should get a cane": one bare verb of its own
            k -= 1
            continue
        break
    if k < 0 or not bare_next:
        return None
    if is_modal(lows[k]):
        return lows[k]
    if lows[k] == "to" and _governs_to(lows, k):
        return " ".join(lows[max(0, k - 2) : k + 1])
    return None


@lru_cache(maxsize=4096)
def claim_unrealised(text: str) -> bool:
    """The claim itself speaks of a wish, plan, duty or future ("plans to start", "will see"). A proposal
    ("suggested using") is a requested claim already (lexicon requesting.txt) and never reaches here."""
    lows = [t.low for t in tokenize(text)]
    return any(is_modal(low) for low in lows) or any(low == "to" and _governs_to(lows, k) for k, low in enumerate(lows))


def undone_by_head(prop: Proposition, core: Statement, matches: list[Match], source: Source) -> bool:
    """The core statement holds the claim's words only under a head that leaves them undone, and the claim
    says them as done."""
    if prop.modality != "asserted" or claim_unrealised(prop.text):
        return False
    names = prop.subject.names | source.speaker_names
    verb = next(  # the claim's first word after its subject: "takes" in "John already takes ibuprofen"
        (t for t in prop.terms if t.low not in names and t.low not in _CLAIM_ADVERBS and not t.text[:1].isupper()),
        None,
    )
    mine = [m for m in matches if m.term is verb and m.how != "context"]
    if not mine or mine[0].statement != core.index:
        return False  # "They are gonna get headsets. They already ordered them.": the deed is said elsewhere
    own = [m.token for m in matches if m.statement == core.index and m.how != "context" and m.term.low not in names]
    head = unrealised(core.tokens, min(own))
    if head is None:
        return False
    # "Ever since I was a kid, I'd watch NBA games with my dad": a past habit, for a claim of the past
    return not (head in ("would", "'d") or head.endswith("'d")) or not (is_past(prop) and _past_scene(core, source))


def _past_scene(core: Statement, source: Source) -> bool:
    """The statement, or the one before it in the same turn, is set in the past ("since I was a kid")."""
    scene = [core]
    if core.index > 0 and source.statements[core.index - 1].speaker == core.speaker:
        scene.append(source.statements[core.index - 1])
    past = lexicon.words("past_markers") | {"was", "were", "used"}
    return any(t.low in past for st in scene for t in st.tokens)
