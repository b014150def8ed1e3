"""A leading stance or topic phrase before a clause's subject, which ``tidying.unframe`` drops from the fact.

- **Stance** — how the speaker vouches for what follows, not part of it: "to be honest my diet hasn't changed much",
  "honestly, i never tried it", "definitely i feel it happens more often lately", "frankly …", "to be fair …".
- **Topic** — the problem a plan is about, already named by the plan's words: "from a diabetes standpoint, let's
  increase the metformin to 1,000 mg", "from an asthma perspective we'll continue the albuterol".

Either is dropped only before a subject ("i", "my", "we'll", "let's" …), so the fact starts at the subject (its
citation keeps the phrase): "The patient's diet hasn't changed much.", "The doctor will increase the metformin to
1,000 mg …". A topic phrase before "it"/"that" stays ("from a depression standpoint, it's controlled": "it" is the
topic).
"""

from __future__ import annotations

import re

__all__ = ["STANCE_LEAD"]

_SUBJECT = (
    r"(?=(?:i|i'm|i've|i'll|i'd|we|we'll|we're|we've|you|you're|you've|he|she|they|my|your|our|his|her|their|"
    r"let's|let\s+us|there)\b)"
)
_STANCE = r"(?:to\s+be\s+(?:honest|fair|frank)|honestly|frankly|truthfully|definitely|certainly|admittedly)"
_TOPIC = r"from\s+(?:a|an|the|your|my)\s+(?:[\w-]+\s+){1,3}?(?:standpoint|perspective|point\s+of\s+view)"
STANCE_LEAD = re.compile(r"(?:" + _STANCE + "|" + _TOPIC + r")\s*,?\s*" + _SUBJECT, re.IGNORECASE)
