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
- **A leading adverbial** before the subject ("next month I'm having an art show", "saturday night it kept me
  up") moves to the end; so does any short opening phrase before a comma and "I"/"my"/"we"/"you"/"it"/
  "everything" ("Just last week, I found a violin concert", "on physical examination, everything looks good",
  "listening to your lungs, you do have some wheezing", "Seven years now, and I've finally found my muses"),
  except a chat opener, which is dropped ("btw, I had an
  interview": ``lexicon/chat_openers.txt``). A clinician's opening phrase naming an exam or a problem may come
  without its comma ("on your neck exam you do have …", ``lexicon/frame_nouns.txt``): it moves too.
- **A finding said as "no …"** by a clinician in a visit, with no verb ("no family history of colon cancer",
  "no edema in the legs") is what the patient has not: "the patient has no …" (``absent_finding``; not "no
  problem", "no rush": ``lexicon/not_findings.txt``).

A clause about a thing the words do not name is ``thing_clauses``; a lead before the statement itself
(a reporting frame, a run-on lead) is ``clause_leads``.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.calls import closing_call
from factlayer.nlp.run_ons import SUBORDINATORS
from factlayer.nlp.sentences import looks_like_predicate
from factlayer.nlp.verbs import regular_past

from .contracted_s import s_auxiliary
from .entities import Participants
from .predicate_shapes import elided_plan, elided_progressive
from .rewrite import IRREGULAR_PAST
from .salience import junk_reason
from .set_off_leads import bare_frame
from .token_forms import wordset

__all__ = ["absent_finding", "vocative_off", "with_subject"]


def _interjection(word: str) -> bool:
    return word.lower() in lexicon.words("interjections") | lexicon.words("group_vocatives")


def vocative_off(text: str, people: Participants) -> str:
    """ "martha, it's been a year" → "it's been a year", "Hey Gina, I had to …" → "I had to …": a participant's
    name said to them, an interjection, or an interjection and a name ("Yeah Mel,"), is no subject; nor is a name
    before a word no subject is followed by (``lexicon/after_a_call.txt``: "carolyn for your first problem …"), nor
    a participant's name called at the end ("Impressed by your commitment, Gina.")."""
    for _ in range(3):
        head, comma, rest = text.partition(",")
        head = head.strip(" !")
        first, _sp, name = head.partition(" ")
        named = len(head.split()) <= 3 and people.by_name(head) is not None
        greeted = _interjection(first) and bool(name) and people.by_name(name) is not None
        if not (comma and rest.strip() and (named or greeted or _interjection(head))):
            break
        text = rest.strip()
    if (last := closing_call(text)) is not None and people.by_name(last["name"]) is not None:
        text = text[: last.start()] + last["end"]  # "Impressed by your commitment, Gina.": said to Gina
    words = text.split()
    if len(words) > 2 and words[1].lower() in lexicon.words("after_a_call") and people.by_name(words[0]) is not None:
        return " ".join(words[1:])  # "carolyn for your first problem …": a call without its comma
    return text


_LEAD_SUBJECT = re.compile(
    r"^(?:i|we|you)(?:'ll|'m|'re|'ve|'d)?(?:\s+(?:will|would|can|could|should|am|are|have|had|do|did|also|just|"
    r"going\s+to|want\s+to|need\s+to|have\s+to|go\s+ahead\s+and))*\s+",
    re.IGNORECASE,
)
_LEAD_ADVERBS = r"(?:(?:even|also|just|then|finally|still|really|actually)\s+)*"
# A verb without its subject after "and" takes the subject before: a verb of ``carried_verbs``, a regular past or an
# irregular one ("i went and bought a new bike": not "let", "was", "were", which open other clauses).
_BARE_VERB = re.compile(
    r"^"
    + _LEAD_ADVERBS
    + r"(?:"
    + lexicon.alternation("carried_verbs")
    + r"|[a-z]{3,}ed|"
    + "|".join(sorted(IRREGULAR_PAST - {"let", "was", "were"}, key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
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
    r"^(?:(?P<connector>" + lexicon.alternation("lead_connectors") + r")\s+)?"
    r"(?P<adverbial>"
    + lexicon.alternation("lead_adverbials")
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
    ed_past = regular_past(verb, states=True)
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
# A place or time phrase before a subject a determiner opens ("in the emergency room, a ct scan was done …",
# "at the last meeting, the budget was cut"): only after a comma and a preposition, since "the knee, the pain …"
# or an unpunctuated "in the morning the pain is worse" tell no lead from the subject.
_PREPOSITION_LEAD = re.compile(
    r"^(?P<lead>(?:in|on|at|during|after|before|since|over|by|around|from|for|with)\s+(?:[\w'/-]+\s+){0,6}?[\w'/-]+),"
    r"\s+(?=(?:the|a|an)\s+\w)",
    re.IGNORECASE,
)
_JOINT = re.compile(r",?\s+(?:which|who|that|and|but|because|so)\b", re.IGNORECASE)  # where the main clause ends
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
    m = _LEAD_PHRASE.match(stripped) or _PREPOSITION_LEAD.match(stripped)
    if m is None:
        return stripped if stripped != body and _SUBJECT_START.match(stripped) else None
    words = m.group("lead").lower().replace(",", " ").split()
    if words[0] in SUBORDINATORS or any(w in _PERSONS and w not in _LEAD_WORDS for w in words):
        return None  # "when I get up, I …" is read with its condition; a lead naming a person is no adverbial
    rest = stripped[m.end() :].rstrip(" .!")
    if len(words) == 1 and words[0] in lexicon.words("praise_words") | lexicon.words("interjections"):
        return rest  # "Great, I will ship the beta Friday": the praise says nothing of the deed (no "… Friday great")
    if junk_reason(m.group("lead")) in ("greeting", "backchannel"):
        return rest  # "Good morning, I'm Dr. Patel": a greeting is no adverbial (no "… Dr. Patel good morning")
    lead = f"{m.group('lead')[:1].lower()}{m.group('lead')[1:]}"
    joint = _JOINT.search(rest) if m.re is _PREPOSITION_LEAD else None  # not "… showed a stone in the er"
    return f"{rest[: joint.start()]} {lead}{rest[joint.start() :]}" if joint else f"{rest} {lead}"


def _unpunctuated_frame(body: str) -> str | None:
    """ "on your neck exam you do have …" → "you do have … on your neck exam" (``set_off_leads.bare_frame``)."""
    m = bare_frame(body)
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
        verb = it.group("verb").strip()
        verb = s_auxiliary(body[it.end() :]) if verb == "'s" else "has" if it.group("been") else verb
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
_NOT_GERUNDS = lexicon.words("not_gerunds")


_NO_FINDING = re.compile(r"^no\s+(?P<first>[a-z][\w'-]*)(?P<rest>(?:[\s,]+[\w'-]+){0,12})[.!]?$", re.IGNORECASE)


def absent_finding(clause: str) -> str | None:
    """ "no family history of colon cancer" → "the patient has no family history of colon cancer" (module
    docstring); None unless the clause is a verbless "no" and a noun phrase naming a finding."""
    m = _NO_FINDING.match(clause.strip())
    if m is None or m.group("first").lower() in lexicon.words("not_findings") or looks_like_predicate(clause):
        return None
    return "the patient has " + clause.strip().rstrip(".!")
