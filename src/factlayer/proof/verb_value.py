"""A value said right after the claim's verb is that verb's: "It should be on tomorrow's 10:05 flight, arriving at
1:30" says the suitcase arrives at 1:30; the 10:05, said before the verb of another thing (the flight), does not bear
out "The suitcase should arrive tomorrow at 10:05". Read when the evidence has a verb of the claim (its stem) as a
participle opening a clause after a comma, another value of the claim's value's kind within a preposition or two
after it, and the claim's own value only before it: a weak conflict (it decides only when nothing supports)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.nlp.value_forms import Value
from factlayer.proof.claim import claim_tokens

_GAP = 3  # "arriving at 1:30", "arriving at about 1:30"


def value_of_the_verb(claim: str, value: Value, tokens: Sequence[Token], said: Sequence[Value]) -> Value | None:
    """The evidence's other value the claim's verb takes, when the claim's ``value`` stands only before that verb
    (module docstring); else None."""
    skip = lexicon.union("auxiliaries", "copulas")
    words = {stem(t.low) for t in claim_tokens(claim) if t.is_word and t.low not in skip}
    glue = lexicon.union("stopwords", "approximators")
    for j, tok in enumerate(tokens):
        # a participle opening a clause of its own after a comma: "…, arriving at 1:30"
        verb = tok.is_word and tok.low.endswith("ing") and j > 0 and tokens[j - 1].text == ","
        if not verb or stem(tok.low) not in words:
            continue
        own = [v for v in said if v.bears_out(value)]
        if not own or any(v.first > j for v in own):
            continue
        for other in said:
            if other.first <= j or other.first > j + _GAP or not value.same_slot(other) or other.bears_out(value):
                continue
            if all(t.low in glue for t in tokens[j + 1 : other.first]):
                return other
    return None
