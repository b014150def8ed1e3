"""Where a spoken clause starts over: the speaker's last restart, so a fact is read from it.

Speech repairs itself mid-clause: "i want it's exactly what i want you to do i want you to use that solution
twice daily" (the opening "i want" said again), "nothing new i mean i do dye my hair", "i yeah we have a lot of
that" (a repair marker, ``lexicon/repair_markers``, before a new subject). Read whole, such a clause becomes a
garbled fact ("The doctor wants it's exactly what …"); read from its last restart, it is an ordinary clause
whose citation is the words it rests on.

Four rules, all on the clause's words:

1. **The opening said again**: the clause opens on a subject pronoun and a verb (after a connector such as
   "yeah", ``lexicon/lead_connectors``), and the same two words stand again later — not right after ("i've
   been i've been" is a stammer, tidied elsewhere) and not tied to what comes before by a connector, a
   complementiser or a wh-word (``lexicon/repair_blockers``: "… and i take it at night" is a second clause);
2. **A repair marker before a subject**: "i mean" (also opening the clause), "yeah", "no", "sorry", right
   before a subject pronoun, "there" or "it" and a word ("i mean there's a big correlation …");
3. **A hesitated opening said again**: a subject pronoun, at most five words, "um ..." and the same pronoun
   again ("i actually felt , um ... i had a struggle in my right foot");
4. **A trailed-off opening**: at most six words ending on a word that needs more (``salience.OPEN_END``), an
   ellipsis, then (after a "kind of", "like", "um") a subject or an owner and a word ("and this is just ... i just
   wanted to check your labs", "your ... kind of your diaphragm is a little flatter").

The later restart wins; a clause with neither is read whole (offset 0).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .salience import OPEN_END

__all__ = ["restart_offset"]

_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
_MARKER = re.compile(
    r"(?:^|(?<=[\s,]))"
    + lexicon.alternation("repair_markers")
    + r"[\s,]+(?=(?!you\s+know\b)(?:i|we|you|he|she|they|there|it)(?:'\w+)?\s+\w)",
    re.IGNORECASE,
)

_TRAILED = re.compile(
    r"^\W*(?P<head>(?:[\w'’-]+\s+){0,5}?(?P<last>[\w'’-]+))\s*(?:\.\s*\.\s*\.|…)\s*"
    r"(?:(?:kind|sort)\s+of\s+|like\s+|um+\s+|uh+\s+)?"  # "your ... kind of your diaphragm is …"
    r"(?=(?:i|we|you|he|she|they|there|it|my|your|his|her|our|their)(?:'\w+)?\s+\w)",
    re.IGNORECASE,
)

# "i actually felt , um ... i had a struggle": the subject, a few words, a hesitation trailing off, the subject again
_HESITATED = re.compile(
    r"^\W*(?P<s>i|we|he|she|they)\s+(?:[\w'’-]+\s+){0,4}?[\w'’-]+\s*,?\s*(?:um+|uh+)\s*,?\s*(?:\.\s*\.\s*\.|…)\s*"
    r"(?=(?P=s)(?:'\w+)?\s+\w)",
    re.IGNORECASE,
)


def restart_offset(clause: str) -> int:
    """Offset in ``clause`` where its last restart begins (module docstring); 0 when it has none."""
    words = [(m.group().lower().replace("’", "'"), m.start()) for m in _WORD.finditer(clause)]
    at = 0
    first = 1 if words and words[0][0] in lexicon.words("lead_connectors") else 0  # "yeah i want …"
    if len(words) >= first + 4 and words[first][0].split("'")[0] in lexicon.words("personal_subjects"):
        opening = (words[first][0], words[first + 1][0])
        blockers = lexicon.words("repair_blockers")
        for i in range(first + 3, len(words) - 1):  # not said at once again: a stammer, tidied elsewhere
            if (words[i][0], words[i + 1][0]) == opening and words[i - 1][0] not in blockers:
                at = words[i][1]
    for m in _MARKER.finditer(clause):
        if m.start() > 0 or m.group().lower().startswith("i mean"):  # not "sorry i'm late", said at the start
            at = max(at, m.end())
    if hesitated := _HESITATED.match(clause):
        at = max(at, hesitated.end())
    trailed = _TRAILED.match(clause)
    if trailed and trailed.group("last").lower().replace("’", "'") in OPEN_END:
        at = max(at, trailed.end())
    return at
