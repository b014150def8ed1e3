"""Talk about the visit or the talk itself, and the speaker's bare feelings about the listener: no fact a reader keeps.

- the visit's staging and paperwork (``lexicon/visit_staging.txt``): "we are recording", "we'll go from there",
  "i'm gonna scoot up closer", "you can close your gown now", "i know the nurse did a review of systems sheet when
  you checked in";
- that a topic was talked about, said by the one who talked ("we talked about increasing your prozac", "i don't
  know if we talked about a weight loss study"): what was decided about it is said elsewhere, or not at all — not
  "i talked about my transgender journey", a talk the speaker gave;
- a pleasantry ("i'm really happy for you", "i'm proud of you with the course of your labs");
- being ready to start the visit, asked or said ("are you ready to get started?" — "yes, i am.": ``ready_to_start``;
  not "ready to start the insulin", which says what).

Matched on the normalised clause (``salience.norm``: lower case, "we 're" → "we're"), after the leading particles.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

__all__ = ["about_the_talk", "ready_to_start"]

_STAGING = re.compile(r"\b" + lexicon.alternation("visit_staging") + r"\b")
_TALKED = re.compile(
    r"^(?:i\s+(?:don't|do\s+not)\s+(?:know|remember)\s+if\s+)?(?P<who>i|we)\s+(?:(?:had|have|'ve|already|also|just)\s+)*"
    r"(?:talked|discussed|spoke|spoken)\s+about\b(?P<own>\s+my\b)?"
)
_PLEASANTRY = re.compile(
    r"^(?:i'm|i\s+am|we're|we\s+are)\s+(?:(?:so|really|very|just|also|super)\s+)*"
    r"(?:happy|glad|proud|excited|thrilled|pleased)\s+(?:for|of)\s+you\b"
)

_READY = re.compile(r"\bready\s+to\s+(?:get\s+started|get\s+going|start|begin|go)$")


def ready_to_start(core: str) -> bool:
    """Does a normalised clause or question end on being ready to start, and no more ("are you ready to get
    started")?"""
    return _READY.search(core) is not None


def about_the_talk(core: str) -> bool:
    """Is a normalised clause talk about the visit or the talk, or a pleasantry (module docstring)?"""
    talked = _TALKED.match(core)
    told = talked is not None and not (talked["who"] == "i" and talked["own"])  # not "i talked about my journey"
    return bool(_STAGING.search(core) or told or _PLEASANTRY.match(core) or ready_to_start(core))
