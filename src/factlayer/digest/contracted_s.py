"""What the "'s" of a contraction stands for when a rewrite writes it out ("it's" → "the patient's knee has" / "is"):
"has" before a participle "is" cannot take (``lexicon/s_has_participles.txt``: "it's gotten worse", "she's been
sick", "he's got a cold", "it's improved"), and before any other participle with an object after it ("she's finished
her degree", "it's helped me a lot"; not a passive that takes one, ``lexicon/passive_object_verbs.txt``: "it's
called a sonnet", unless the object is a person: "it's taught me patience"); "is" otherwise ("it's swollen", "it's
sore", "she's married", "he's coming"). Adverbs between are passed over ("it's really gotten worse",
``lexicon/between_adverbs.txt``, "never", "not", "ever"). "it is gotten worse" was written before. The same reading
as ``contracted_d`` for "'d"."""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.contracted_d import PARTICIPLES, d_auxiliary
from factlayer.nlp.verbs import regular_past

__all__ = ["s_auxiliary", "written_out"]

_BETWEEN = lexicon.words("between_adverbs") | {"never", "ever", "not", "always", "definitely", "finally"}
_OBJECT_OPENERS = lexicon.classes("object_openers")  # "person": "me", "us" …; "thing": "her", "a", "the" …


def s_auxiliary(rest: str) -> str:
    """ "has" or "is" for a contracted "'s" followed by ``rest`` (module docstring)."""
    words = [w.strip(",.?!;:").lower() for w in re.findall(r"[\w'’-]+", rest)]
    k = next((j for j, w in enumerate(words) if w not in _BETWEEN), len(words))
    verb = words[k] if k < len(words) else ""
    if verb in lexicon.words("s_has_participles"):
        return "has"
    regular = regular_past(verb)
    if not (verb in PARTICIPLES or regular) or k + 1 >= len(words):
        return "is"
    after = _OBJECT_OPENERS.get(words[k + 1])
    takes = after == "thing" and verb not in lexicon.words("passive_object_verbs")
    return "has" if after == "person" or takes else "is"


def written_out(tail: str, rest: str) -> str:
    """The verb a pronoun's contracted ``tail`` stands for before ``rest``, with its leading space: "'s" has or is,
    "'d" had or would (``nlp.contracted_d``: "she'd been sick" is "had been"), "'ll" will; "" for no tail."""
    if tail == "'s":
        return " " + s_auxiliary(rest)
    if tail == "'d":
        return " " + d_auxiliary(["'d", *rest.split()], 0)
    return " will" if tail == "'ll" else ""
