"""What leads a clause before its own statement, read through or moved so the statement comes first.

- **A phrase framing a clinician's belief** ("for your first problem, i think you have a lumbar strain") moves to
  its end ("i think you have a lumbar strain for your first problem", ``framed_belief``): in front it reads as
  part of what they say, which the proof refuses.
- **A run-on lead** in unpunctuated speech: a clause whose own "I" comes after a few words with no verb
  of their own ("passing the stone i'm gonna prescribe you some oxycodone", "carolyn for your first problem
  of the headache i do think that you have …") starts at that subject (``restarted``) — never after a lead
  that qualifies it (a condition, a subordinator, a negation, a question word: ``if``, ``when``, ``not``…); so
  does one whose subject follows a "let's see" pause ("… of the humerus let's see there is no tenderness at …").
- **A reporting lead** ("I know (that)", "I'm glad to see (that)", "I want to mention (that)") is read through to
  the clause it reports (``reported_off``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.sentences import looks_like_predicate

from .rewrite import tidy
from .salience import junk_reason

__all__ = ["framed_belief", "reported_off", "restarted"]


_RESTART = re.compile(r"(?<![\w'’])i(?:'m|'ll|'ve|'d)?(?=\s+\w)", re.IGNORECASE)
_CLEFT = re.compile(
    r"^what\s+(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+(?:going\s+to|gon\s*na|want\s+to|wan\s*na|would\s+like\s+to)\s+"
    r"do\s+(?:today\s+|now\s+)?is\s+(?:that\s+)?(?=(?:i|we)\b)",
    re.IGNORECASE,
)
_VERBS_AFTER_I = lexicon.union("auxiliaries", "common_verbs", "believing", "wanting")
_QUALIFYING = (
    lexicon.words("subordinators")
    | lexicon.words("conditionals")
    | lexicon.words("negations")
    | lexicon.words("question_words")
    | {"what", "which", "that", "whether"}
)


# A clinician thinking aloud mid-clause ("tuberosity of the humerus let's see there is no tenderness at …"): a pause.
_PAUSE = re.compile(
    r"\blet(?:'s|\s+us|\s+me)\s+see\b[\s,.]+(?=(?:there|there's|your|you|you're|i|i'm|it's)\s)", re.IGNORECASE
)


def restarted(clause: str) -> int:
    """Where a clause's own first-person subject starts (module docstring): after a run-on lead of at most eight
    words with no verb and nothing that qualifies what follows, or after "what I'm going to do is" or a "let's see"
    pause before any subject; 0 when there
    is no such lead, or when what follows it is junk ("… i'll see you in a bit")."""
    m = _CLEFT.match(clause) or _PAUSE.search(clause)
    at = m.end() if m else next((r.start() for r in _RESTART.finditer(clause)), 0)
    lead = clause[: m.start() if m is not None and m.re is _PAUSE else at]  # not "let's see" itself
    words = [w.strip(",.;:") for w in lead.lower().split()]
    if (m is None or m.re is _PAUSE) and (
        len(words) > 8 or any(w in _QUALIFYING or w.endswith("n't") for w in words) or looks_like_predicate(lead)
    ):
        return 0
    rest = tidy(clause[at:])
    verb = (rest.split()[1:2] or [""])[0].lower()  # "i do think", "i'm going to": not "i good to see you"
    if rest.lower().startswith("i ") and verb not in _VERBS_AFTER_I:
        return 0
    pointing = rest.lower().rstrip(" .!").endswith((" that", " you", " it", " this"))  # the lead held what it points at
    return at if at and not pointing and junk_reason(rest, clinician=True) is None else 0


# A leading "I know (that)", "I'm glad to see (that)", "I want to mention (that)": what follows is the clause it
# reports. Not "it looks/sounds like": that is what the speaker says ("The doctor says it looks like the patient has
# good hand grip."; without it the proof refused "The patient has good hand grip." as more than was said).
_EVIDENTIAL = re.compile(r"^(?=(?:looks|sounds|seems)\s+like\s+(?:you|your|she|he|my|i)\b)", re.IGNORECASE)
_REPORTED = re.compile(
    r"^(?:i\s+(?:know|see|understand|heard|hear|read|saw)\s+(?:here\s+)?(?:that\s+)?|i\s+(?:also\s+)?want(?:ed)?\s+to\s+"
    r"(?:mention|tell\s+you|let\s+you\s+know)\s+(?:that\s+)?|"
    r"(?:i'm|i\s+am)\s+(?:glad|happy)\s+(?:to\s+(?:see|hear)\s+)?(?:that\s+)?)(?=(?:you|your|she|he|my|i)\b)",
    re.IGNORECASE,
)


# A pseudo-cleft lead: "what that means is (that) …" frames the clause after it; "what i'm seeing is (that) …", "what
# we found was …" frame it as "i see (that) …" does, and before a noun phrase say the finding ("what i found is a small
# fracture" → "i found a small fracture"). Not "what you need is …" (no frame of the speaker's), nor "what i want to do
# is …" (a plan, ``restarted``).
_MEANING = re.compile(
    r"^what\s+(?:that|this|it)\s+(?:means|meant)\s+is\s+(?:that\s+)?(?=(?:you|your|she|he|my|i|it|there)\b)"
)
_FOUND = re.compile(
    r"^what\s+(?P<said>(?:i|we)(?:'m|'re|\s+am|\s+are|\s+have|'ve)?\s+(?:see|saw|seeing|seen|found|find|finding|hear|heard|"
    r"hearing|notice|noticed|noticing))\s+(?:is|was)\s+(?P<that>that\s+)?"
    r"(?P<clause>(?=(?:you|your|you're|she|he|my|i|it|it's|there|there's)\b))?",
    re.IGNORECASE,
)


def reported_off(body: str) -> str:
    """ "i know that you've had this back pain" → "you've had this back pain"; "looks like you have …" → "it looks
    like you have …"; "what i'm seeing is that your knee …" → "your knee …"; "what i found is a small fracture" →
    "i found a small fracture" (the comments above)."""
    if (cleft := _MEANING.match(body.lower())) is not None:
        body = body[cleft.end() :]
    elif (found := _FOUND.match(body)) is not None and len(body[found.end() :].split()) >= 2:
        framed = found.group("that") is not None or found.group("clause") is not None
        body = body[found.end() :] if framed else f"{found.group('said')} {body[found.end() :]}"
    m = _REPORTED.match(body)
    return body[m.end() :] if m else _EVIDENTIAL.sub("it ", body)


_FRAMED_BELIEF = re.compile(
    r"^(?P<lead>(?:for|on|regarding|with|as\s+for|in\s+terms\s+of)\s+(?:your|my|the|his|her)\s+[^,]{1,60}?)\s*,\s*"
    r"(?P<belief>i\s+(?:do\s+)?(?:think|believe)\b.*)$",
    re.IGNORECASE,
)


def framed_belief(body: str) -> str:
    """ "for your knee pain, i think this is an exacerbation" → "i think this is an exacerbation for your knee pain"
    (module docstring); the body as it is otherwise."""
    m = _FRAMED_BELIEF.match(body)
    return f"{m.group('belief').rstrip(' .!')} {m.group('lead')}" if m else body
