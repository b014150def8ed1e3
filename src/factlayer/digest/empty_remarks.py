"""Remarks that say nothing a reader would keep, though they have a subject and a verb (``salience.junk_reason``):

- praise of the listener: "You're awesome!", "You're doing amazing!", "You're such a good friend", "You sound
  excited!"
  (``lexicon/praise_words.txt``) — a compliment, no fact about anyone;
- a bare passing mood of the speaker: "I'm excited!", "I feel great.", "I felt relieved", "I'm so grateful."
  (``lexicon/bare_moods.txt``) — what it is about is elsewhere or nowhere ("I'm excited about the trip" is kept);
- a "how" clause cut before its verb: "it's inspiring to see how resilient", "I saw how counseling"; "there are
  times" (when, the next clause says);
- agreement: "I 100% agree, Mel.", "You're right, Caroline." (a trailing ", Name" is a vocative);
- a step of the exam asked of the patient: "you can breathe normally", "go ahead and sit up", "i want you to close
  your eyes" (``lexicon/exam_instructions.txt``; meta talk);
- outside a visit's clinician, a guess at the listener's news with its subject left out: "sounds like the parade was
  an awesome experience", "bet the atmosphere was incredible", "must have been traumatizing" (``"hedged"``; a
  clinician's "sounds like your depression's stable" is their assessment);
- outside a visit's clinician, praise of a thing shown: "That bowl is gorgeous!", "those bowls are amazing!" (a
  clinician's "this incision looks great" is a finding).

Matched on the normalised clause (``salience.norm``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

__all__ = ["empty_remark"]

_DEGREE = (
    r"(?:(?:so|super|really|truly|such|totally|absolutely|very|just|always|still|pretty|quite|incredibly|more)\s+)*"
)
_PRAISE = re.compile(
    r"^(?:you're|you\s+are|you\s+were|you've\s+been|you\s+have\s+been|you\s+really\s+are)\s+(?:doing\s+|being\s+)?"
    + _DEGREE
    + lexicon.alternation("praise_words")
    + r"(?:\s+(?:too|as\s+always|as\s+usual))?$"
)
# "You sound excited!", "you look great": how the listener seems, said to them
_SEEMS = re.compile(
    r"^you\s+(?:sound|look|seem)\s+"
    + _DEGREE
    + r"(?:"
    + lexicon.alternation("bare_moods")
    + "|"
    + lexicon.alternation("praise_words")
    + r")(?:\s+too)?$"
)
_MOOD = re.compile(
    r"^(?:i|we)(?:'m|'re|\s+am|\s+are|\s+was|\s+were|'ve\s+been|\s+have\s+been|\s+feel|\s+felt|\s+stay|\s+stayed|"
    r"'m\s+feeling|\s+am\s+feeling|'ve\s+been\s+feeling)\s+"
    + _DEGREE
    + lexicon.alternation("bare_moods")
    + r"(?:\s+(?:too|now|today|again|though|than\s+ever|as\s+well|right\s+now))?$"
)
_AGREEMENT = re.compile(
    r"^(?:i\s+(?:\w+\s+)?agree(?:\s+with\s+you)?|you're\s+(?:so\s+|totally\s+|absolutely\s+)?right)$"
)
_SHOWN = re.compile(
    r"^(?:that|this|those|these)\s+(?:[\w'-]+\s+){1,2}(?:is|are|was|were|looks?|looked|seems?)\s+"
    + _DEGREE
    + lexicon.alternation("praise_words")
    + r"(?:\s+too)?$"
)
_EXAM_STEP = re.compile(
    r"^(?:(?:okay|so|now|and|alright)\s+)*(?:(?:you\s+can|i\s+want\s+you\s+to|i\s+need\s+you\s+to|can\s+you|could\s+you|"
    r"go\s+ahead\s+and|just|please)\s+)*"
    + lexicon.alternation("exam_instructions")
    + r"(?:\s+(?:for\s+me|now|please|again|for\s+a\s+second|for\s+a\s+moment))*$"
)
_GUESS = re.compile(r"^(?:(?:sounds|sounded|seems|seemed)\s+like|bet|must(?:'ve|\s+have)\s+been|must\s+be)\b")
_VOCATIVE = re.compile(r",\s*[A-Z][a-z]+\W*$")  # "…, Mel!"
# "there are times": when, the next clause says
_TIMES = re.compile(r"^there(?:'s|\s+is|\s+are|\s+were|\s+was)\s+(?:some\s+)?(?:times?|days|moments|nights|occasions)$")
# "… how resilient", "… how much positivity": "how" and one word (after "much"/"many"), no verb left
_HOW_CUT = re.compile(r"\bhow\s+(?:(?:much|many|far|long)\s+)?(?!(?:to|about|come|so)\b)[a-z'-]+$")


def empty_remark(core: str, clause: str, *, clinician: bool = False) -> str | None:
    """``"backchannel"`` for praise or agreement, ``"hedged"`` for a guess without its subject, ``"meta_talk"`` for
    a step of the exam, ``"filler"`` for a bare mood, ``"fragment"`` for a "how" clause cut before its verb, or None.
    ``core``: the normalised ``clause``; ``clinician``: said by a visit's clinician."""
    if _VOCATIVE.search(clause):
        core = core.rsplit(" ", 1)[0]  # "you're right, Caroline": the name said to them is no part of it
    if _PRAISE.match(core) or _SEEMS.match(core) or _AGREEMENT.match(core) or (not clinician and _SHOWN.match(core)):
        return "backchannel"
    if not clinician and _GUESS.match(core):
        return "hedged"
    if _EXAM_STEP.match(core):
        return "meta_talk"
    if _MOOD.match(core):
        return "filler"
    if _HOW_CUT.search(core) or _TIMES.match(core):
        return "fragment"
    return None
