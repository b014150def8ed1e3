"""A clause's missing or hidden subject, made explicit before the rewrite reads whom it is about.

- **Vocatives and interjections** are no subject: "martha, it's been a year", "Hey Gina, I had to …",
  "Wow, Caroline, you're …" — a participant's name said to them, an interjection, or both.
- **A carried "it"**: a clause opening on "it is/was" after one whose subject is "your …"/"my …" is about that
  thing ("your blood sugar is a little high, it was 169 today" → "your blood sugar was 169 today").
- **A carried subject**: a clause without a subject of its own ("… and refer you to physical therapy",
  "… and even went on a hike") takes the subject and auxiliaries of the clause before it in the same
  sentence ("we'll refer you to …", "we even went on a hike").
- **A second activity** after "and" ("recommended icing it this evening, and taking ibuprofen") takes the subject
  and the verb that took the first one ("… recommended taking ibuprofen"; ``lexicon/gerund_verbs.txt``).
- **An elided "I"** in a labelled speaker's chat: a sentence opening on a past-tense verb ("Took a short
  trip last week to Rome", "Started to learn these tools") is the speaker's own ("I took …") — except a
  past form that usually opens a clause about a thing ("seemed fine", "made my day", "went well":
  ``lexicon/impersonal_past.txt``); an opening "been" is "I've been" ("been busy lately"), unless it is
  "it's been" ("been a while", ``lexicon/impersonal_been.txt``); "still working on …" is "I'm still working on …"
  (``predicate_shapes.elided_progressive``).
- **A thing named without a determiner** ("Family moments make life awesome", "Dance is my stress relief",
  "Talking about inclusion is crucial", "Losing my job gave me the push"): a bare noun phrase or a gerund
  before a finite verb, with no person in it but the speaker's own in a gerund — the clause is about that
  thing, and is kept as what its speaker says (``names_a_thing``).
- **A leading adverbial** before the subject ("next month I'm having an art show", "saturday night it kept me
  up") moves to the end; so does any short opening phrase before a comma and "I"/"my"/"we"/"you"/"it"/
  "everything" ("Just last week, I found a violin concert", "on physical examination, everything looks good",
  "listening to your lungs, you do have some wheezing", "Seven years now, and I've finally found my muses"),
  except a chat opener, which is dropped ("btw, I had an
  interview": ``lexicon/chat_openers.txt``). A clinician's opening phrase naming an exam or a problem may come
  without its comma ("on your neck exam you do have …", ``lexicon/frame_nouns.txt``): it moves too.
- **A phrase framing a clinician's belief** ("for your first problem, i think you have a lumbar strain") moves to
  its end ("i think you have a lumbar strain for your first problem", ``framed_belief``): in front it reads as
  part of what they say, which the proof refuses.
- **A finding said as "no …"** by a clinician in a visit, with no verb ("no family history of colon cancer",
  "no edema in the legs") is what the patient has not: "the patient has no …" (``absent_finding``; not "no
  problem", "no rush": ``lexicon/not_findings.txt``).
- **A run-on lead** in unpunctuated speech: a clause whose own "I" comes after a few words with no verb
  of their own ("passing the stone i'm gonna prescribe you some oxycodone", "carolyn for your first problem
  of the headache i do think that you have …") starts at that subject (``restarted``) — never after a lead
  that qualifies it (a condition, a subordinator, a negation, a question word: ``if``, ``when``, ``not``…); so
  does one whose subject follows a "let's see" pause ("… of the humerus let's see there is no tenderness at …").
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.run_ons import SUBORDINATORS
from factlayer.nlp.sentences import looks_like_predicate

from .entities import Participants
from .predicate_shapes import elided_plan, elided_progressive, opens_on_subject_and_verb, shows_own_thing
from .rewrite import IRREGULAR_PAST, Reference, finish, swap_people, tidy
from .salience import junk_reason
from .token_forms import wordset

__all__ = [
    "absent_finding",
    "framed_belief",
    "names_a_thing",
    "reported_off",
    "restarted",
    "vocative_off",
    "what_they_say",
    "with_subject",
]


def _alternation(name: str) -> str:
    """The entries of ``lexicon/<name>.txt`` as one regex group, longest first, a space matching any space."""
    entries = sorted(lexicon.words(name), key=len, reverse=True)
    return "(?:" + "|".join(re.escape(e).replace(r"\ ", r"\s+") for e in entries) + ")"


def _interjection(word: str) -> bool:
    return word.lower() in lexicon.words("interjections") | lexicon.words("group_vocatives")


def vocative_off(text: str, people: Participants) -> str:
    """ "martha, it's been a year" → "it's been a year", "Hey Gina, I had to …" → "I had to …": a participant's
    name said to them, an interjection, or an interjection and a name ("Yeah Mel,"), is no subject."""
    for _ in range(3):
        head, comma, rest = text.partition(",")
        head = head.strip(" !")
        first, _sp, name = head.partition(" ")
        named = len(head.split()) <= 3 and people.by_name(head) is not None
        greeted = _interjection(first) and bool(name) and people.by_name(name) is not None
        if not (comma and rest.strip() and (named or greeted or _interjection(head))):
            break
        text = rest.strip()
    return text


_LEAD_SUBJECT = re.compile(
    r"^(?:i|we|you)(?:'ll|'m|'re|'ve|'d)?(?:\s+(?:will|would|can|could|should|am|are|have|had|do|did|also|just|"
    r"going\s+to|want\s+to|need\s+to|have\s+to|go\s+ahead\s+and))*\s+",
    re.IGNORECASE,
)
_LEAD_ADVERBS = r"(?:(?:even|also|just|then|finally|still|really|actually)\s+)*"
_BARE_VERB = re.compile(
    r"^" + _LEAD_ADVERBS + r"(?:" + _alternation("carried_verbs") + r"|[a-z]{3,}ed)\b", re.IGNORECASE
)
# A second object split off by "and" ("you do have some pain … and some decreased range of motion"): the
# "have" before the first carries to it (not an auxiliary "have": "you have lost about 3, 3 and a half pounds").
_BARE_OBJECT = re.compile(r"^(?:some|no|a|an|mild|moderate|slight|decreased|increased)\s+\w", re.IGNORECASE)
_ELIDED_I = re.compile(
    r"^(?P<adverbs>" + _LEAD_ADVERBS + r")(?P<verb>[a-z]+)\b(?![-'’])(?P<next>\s+\w+)?", re.IGNORECASE
)
# A leading adverbial before the subject ("next month I'm having an art show", unpunctuated "for the
# surgery i would perform a hysterectomy") moves to the end of the clause; a bare connector is dropped.
_LEAD_ADVERBIAL = re.compile(
    r"^(?:(?P<connector>" + _alternation("lead_connectors") + r")\s+)?"
    r"(?P<adverbial>"
    + _alternation("lead_adverbials")
    + r",?\s+(?:(?!(?:that|which|who|when|if|because|where|it|this|is|was)\b)[\w'-]+,?\s+){0,5}?)?"
    r"(?=(?:i|i'm|i'll|i've|i'd|we|we'll|we're|we've|you|you're|you've|my|your|our|there|there's|it|it's)\b)",
    re.IGNORECASE,
)


def _elided_i(body: str) -> str | None:
    """ "Took a short trip to Rome" → "I took a short trip to Rome" (module docstring), else None."""
    lowered = body[:1].lower() + body[1:]
    if elided_progressive(body) or elided_plan(body):  # "still working on my biz", "gonna finish my …"
        return "I'm " + lowered
    m = _ELIDED_I.match(body)
    if m is None:
        return None
    verb = m.group("verb").lower()
    ed_past = verb.endswith("ed") and len(verb) > 4 and verb not in lexicon.words("not_past")
    nxt = (m.group("next") or "").strip().lower()
    if verb == "been" and not m.group("adverbs"):  # "been pretty good taking my medications": "I've been …"
        impersonal = nxt in lexicon.words("impersonal_been") or nxt in lexicon.words("number_words")
        return None if impersonal or not nxt else "I've " + lowered
    # A past form that is also the base form opens an imperative as often ("let me", "put it", "read this").
    as_base = verb in lexicon.words("same_past")
    if (
        not (verb in IRREGULAR_PAST or ed_past)
        or as_base
        or verb in ("was", "were")
        or nxt in lexicon.words("impersonal_next")
    ):
        return None
    if verb in lexicon.words("impersonal_past"):
        return None
    return "I " + lowered


_OPEN = wordset("of to for with from at in on by about the a an and or")  # no phrase ends on one
_LEAD_PHRASE = re.compile(
    r"^(?P<lead>(?:[\w'-]+,?\s+){0,7}[\w'-]+),\s+(?:(?:and|but|so)\s+)?"
    r"(?=(?:i|i'm|i've|i'll|i'd|my|we|we're|we've|we'll|it|it's|there|there's|everything|you|you're|your|let's)\b)",
    re.IGNORECASE,
)
_OPENERS = re.compile(
    r"^(?:"
    + "|".join(re.escape(w) for w in lexicon.words("lead_connectors") | lexicon.words("chat_openers"))
    + r")\b(?:,|\s+[-–—])?\s+",  # "btw, I …", "btw - I've been …"
    re.IGNORECASE,
)
_SUBJECT_START = re.compile(
    r"(?:i|i'm|i've|i'll|i'd|my|we|we're|we've|we'll|it|it's|there|there's|everything|you|you're|your|let's)\b", re.I
)
_OWNER = re.compile(r"(?:my|your|our|his|her|their)\b", re.IGNORECASE)
# may stand in an opening phrase: "listening to your lungs, you …", "here, looking at your labs, your …"
_LEAD_WORDS = wordset("you your to let here")
# A lead opening a condition is read with it; a chat opener ("so, …") is no subordinator here.


def _without_openers(body: str) -> str:
    """``body`` without the connectors and chat openers in front ("btw - I've been …" → "I've been …")."""
    while (opener := _OPENERS.match(body)) and opener.end() < len(body):
        body = body[opener.end() :]
    return body


def _lead_phrase(body: str) -> str | None:
    """Opening phrases before the subject ("listening to your lungs, you …", "okay, so on exam, on your heart
    exam, I …"): connectors and chat openers in front are dropped ("so, I'll check" → "I'll check"), and the
    phrases left move to the end."""
    stripped = _without_openers(body)
    m = _LEAD_PHRASE.match(stripped)
    if m is None:
        return stripped if stripped != body and _SUBJECT_START.match(stripped) else None
    words = m.group("lead").lower().replace(",", " ").split()
    if words[0] in SUBORDINATORS or any(w in _PERSONS and w not in _LEAD_WORDS for w in words):
        return None  # "when I get up, I …" is read with its condition; a lead naming a person is no adverbial
    rest = stripped[m.end() :].rstrip(" .!")
    return f"{rest} {m.group('lead')[:1].lower()}{m.group('lead')[1:]}"


# An unpunctuated opening phrase naming an exam or a problem ("first of all on your heent exam", "on your
# examination of your abdomen"), before a subject: it moves to the end, as a comma-marked one does.
_FRAME = re.compile(
    r"^(?:(?:so|and|okay|now|first\s+of\s+all)\s+)*(?P<frame>(?:on|for|in|under|with|regarding)\s+(?:your|my|the)\s+"
    r"(?:[\w'-]+\s+){0,3}?" + _alternation("frame_nouns") + r"(?:\s+of\s+(?:your|my|the)(?:\s+[\w'-]+){1,2}?)?)\s+"
    r"(?=(?:i|i'm|we|we're|you|you're|there|there's|it|it's|your|my)\s+\w)",
    re.IGNORECASE,
)


def _unpunctuated_frame(body: str) -> str | None:
    m = _FRAME.match(body)
    if m is None:
        return None
    frame = m.group("frame")
    return f"{body[m.end() :].rstrip(' .!')} {frame[:1].lower()}{frame[1:]}"


# "it" continuing the thing the clause before named as its subject: "your blood sugar is a little high, it was 169
# today" → "your blood sugar was 169 today"; only "your"/"my" and two words at most, before its verb.
# A second activity after "and" ("recommended icing it …, and taking ibuprofen"): the subject and the verb that
# took the first one carry to it (``lexicon/gerund_verbs.txt``).
_GERUND_TAKER = re.compile(
    r"^(?P<lead>(?:i|we|you)(?:'ve|'m|'re)?\s+(?:(?:have|had|also|just|do|did)\s+)*"
    r"(?:" + "|".join(w for row in lexicon.rows("gerund_verbs") for w in row) + r")\s+)[a-z]{2,}ing\b",
    re.IGNORECASE,
)
_BARE_GERUND = re.compile(r"^(?:also\s+)?(?P<g>[a-z]{2,}ing)\s+\w", re.IGNORECASE)
_THING_BEFORE = re.compile(
    r"^(?P<np>(?:your|my)\s+(?!(?:is|was|has|had)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:is|was|has\s+been|had\s+been)\b",
    re.IGNORECASE,
)
_IT_IS = re.compile(r"^it(?P<verb>\s+is|\s+was|'s)(?=\s+(?P<been>been\b)?)", re.IGNORECASE)


def with_subject(body: str, previous: str | None, *, chat: bool = False) -> str:
    """The clause with its subject made explicit (module docstring); ``chat``: a labelled speaker's own words,
    where a sentence may drop its "I"."""
    before = _without_openers(previous or "")  # "btw - I've been working …, and just teamed up …"
    if (named := _THING_BEFORE.match(before)) and (it := _IT_IS.match(body)):  # "your sugar is high, it was 169"
        verb = "has" if it.group("been") else it.group("verb").strip().replace("'s", "is")
        return f"{named.group('np')} {verb}{body[it.end() :]}"
    taker, gerund = _GERUND_TAKER.match(before), _BARE_GERUND.match(body)
    if taker and gerund and gerund.group("g").lower() not in _NOT_GERUNDS:  # "… icing it, and taking ibuprofen"
        return taker.group("lead") + body
    lead = _LEAD_SUBJECT.match(before) if previous is not None else None
    has = lead is not None and lead.group().split()[-1].lower() == "have" and _BARE_OBJECT.match(before[lead.end() :])
    if lead and (_BARE_VERB.match(body) or (has and _BARE_OBJECT.match(body))):
        carried = lead.group()  # "I've been working …, and just teamed up …": "been" does not carry to a past form
        if re.match(r"been\s", before[lead.end() :]) and not re.match(_LEAD_ADVERBS + r"\w+ing\b", body, re.I):
            carried = carried.split("'")[0].split()[0] + " "
        return carried + body  # "… and even went on a hike"; "you do have some pain … and some swelling"
    if previous is None and chat:
        elided = _elided_i(body)
        if elided is not None:
            return elided
    m = _LEAD_ADVERBIAL.match(body)
    adverbial_words = (m.group("adverbial") or "").lower().replace(",", " ").split() if m else []
    if m is not None and set(adverbial_words) & (lexicon.words("conditionals") | {"unless"}):
        m = None  # "again, once you finish your dose, …": a condition, read with what it conditions
    if (
        m is not None
        and adverbial_words
        and _OWNER.match(body, m.end())
        and (len(adverbial_words) == 1 or adverbial_words[-1] in _OPEN)
    ):
        m = None  # "on your knee exam, there is …", "on the exam of your left arm your …": "your" is the preposition's
    if m is None or m.end() == 0:
        return _lead_phrase(body) or _unpunctuated_frame(body) or body
    rest = body[m.end() :].rstrip(" .!")
    adverbial = (m.group("adverbial") or "").strip(" ,")
    adverbial = adverbial[:1].lower() + adverbial[1:]  # it was the sentence's first word
    return f"{rest} {adverbial}".strip() if adverbial else rest


_PERSONS = lexicon.words("pointing_words")
_FINITE = _alternation("finite_verbs")
_BARE_SUBJECT = re.compile(r"^(?P<np>(?:[a-z][\w'-]*,?\s+){0,5}?[a-z][\w-]*?)(?:'s\s|\s+" + _FINITE + r"\b)", re.I)
_GERUND = re.compile(r"^(?P<np>[a-z]{3,}ing\b[^,;]*?)\s+" + _FINITE + r"\b", re.IGNORECASE)
_OWN = wordset("my me our myself to")
_NOT_GERUNDS = lexicon.words("not_gerunds")


def names_a_thing(body: str) -> bool:
    """Does the clause open on a thing it names without a determiner (module docstring)?"""
    m = _GERUND.match(body)
    if m is not None and m.group("np").split()[0].lower() in _NOT_GERUNDS:
        m = None
    m = m or _BARE_SUBJECT.match(body)
    if m is None:
        return False
    words = [w.strip(",").lower() for w in m.group("np").split()]
    imperative = words[0] in lexicon.words("imperatives") or words[0] in ("don't", "keep", "remember", "go", "make")
    own = _OWN if words[0].endswith("ing") else frozenset()  # "losing my job gave me the push": the speaker's act
    return not imperative and not any(w in _PERSONS and w not in own for w in words)


# "it hurts", "nothing really worked", "something popped in my knee": a thing the words do not name
_THING_PRONOUNS = wordset("it it's this that that's there there's everything nothing something")


def what_they_say(
    body: str, ref: Reference, listener: Reference | None, *, thing: bool = False, visit: bool = False
) -> str | None:
    """A clause about a thing the words do not name ("it hurts to bend over"), said by a labelled
    participant, is kept as what they say ("The patient says it hurts to bend over."): attributed to
    its speaker, with "it" left as said — never resolved by a guess. Persons ("he", "she", "they")
    are not: a fact must not read as being about the wrong person. ``thing``: the caller knows it is one.
    At least four words ("that sounds awesome" is a reaction) — three in a visit, where "it" is the complaint
    talked about ("it's still swollen")."""
    first = body.split(maxsplit=1)[0].lower().strip(",.") if body.strip() else ""
    thing = thing or first in _THING_PRONOUNS or names_a_thing(body) or shows_own_thing(body)  # "it hurts …"
    # "the eagle symbolizes freedom …" (``predicate_shapes``); not "their support …": whose, the words do not say
    thing = thing or (opens_on_subject_and_verb(body) and not re.match(r"(?:his|her|their)\b", body, re.I))
    if not thing or len(body.split()) < (3 if visit else 4):
        return None
    words = tidy(body).split()
    if not swap_people(words, ref, listener, {ref.name}):  # "X says …": named already, then "they"/"them"
        return None
    said = finish(words)
    return f"{ref.name} says {said[0].lower()}{said[1:]}" if said else None


_RESTART = re.compile(r"(?<![\w'’])i(?:'m|'ll|'ve|'d)?(?=\s+\w)", re.IGNORECASE)
_CLEFT = re.compile(
    r"^what\s+(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+(?:going\s+to|gon\s*na|want\s+to|wan\s*na|would\s+like\s+to)\s+"
    r"do\s+(?:today\s+|now\s+)?is\s+(?:that\s+)?(?=(?:i|we)\b)",
    re.IGNORECASE,
)
_VERBS_AFTER_I = frozenset().union(*(lexicon.words(n) for n in ("auxiliaries", "common_verbs", "believing", "wanting")))
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


def reported_off(body: str) -> str:
    """ "i know that you've had this back pain" → "you've had this back pain"; "looks like you have …" → "it looks
    like you have …" (the comment above)."""
    m = _REPORTED.match(body)
    return body[m.end() :] if m else _EVIDENTIAL.sub("it ", body)


_NO_FINDING = re.compile(r"^no\s+(?P<first>[a-z][\w'-]*)(?P<rest>(?:[\s,]+[\w'-]+){0,12})[.!]?$", re.IGNORECASE)


def absent_finding(clause: str) -> str | None:
    """ "no family history of colon cancer" → "the patient has no family history of colon cancer" (module
    docstring); None unless the clause is a verbless "no" and a noun phrase naming a finding."""
    m = _NO_FINDING.match(clause.strip())
    if m is None or m.group("first").lower() in lexicon.words("not_findings") or looks_like_predicate(clause):
        return None
    return "the patient has " + clause.strip().rstrip(".!")


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
