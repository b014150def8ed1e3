"""Clause shapes that carry a predicate the closed verb list of ``salience.junk_reason`` does not know.

**A noun phrase and then its verb** ("Sunflowers mean warmth and happiness", "The studio looks amazing", "Their
inclusivity and support really spoke to me", "Dancing helps me de-stress"). The junk rule ``fragment``
(``salience.junk_reason``) drops a clause with no verb it knows; its verbs are a closed list (``common_verbs``), so
a whole sentence whose verb is not on it read as a fragment. Here the verb is found by its place instead: after a
noun phrase of at most four words that opens on a determiner or a possessive (or is a bare plural or a gerund
before a verb of ``finite_verbs``), and at most one adverb — a verb of ``finite_verbs``, an irregular past form
(``irregular``: "spoke", "taught"), or, after a singular determiner, a present form in -s ("the studio looks …").
A bare singular noun phrase of one or two words counts before a verb in -s of ``finite_verbs`` when what is said
of it names the speaker ("Family time matters to me", "Art helps me relax"; not "Good luck means a lot").
A pronoun, a preposition, a number or a verb inside the noun phrase means it is not one. A bare noun with "'s" for
"is" counts when what is said of it names the speaker ("Painting's great for expressing myself").

**Showing one's own thing** ("Here's a pic of my family camping at the beach", "Here's a recent self-portrait I
made last week"): what is shown is the speaker's (a first-person word in it) and named (not "one", "it", "this"
alone: "Here's one I did" says nothing a reader can keep; "here's to …" is a toast). It is kept as what the speaker
says (``thing_clauses.what_they_say``: "Caroline says here's a recent self-portrait they made last week.").

**An elided "I'm"** in chat: a sentence opening on a verb in -ing after "still", "just", "currently" or "finally",
or before a particle ("Still working on opening a dance studio", "Finishing up choreography to perform at a
festival next month"), with no finite verb of its own (then the -ing form is its subject: "Working on it is fun"),
is the speaker's own doing: "I'm still working on …" (``clause_subject.with_subject``). Not a pleasantry ("looking
forward to …", "wishing you …"). So is a plan opening on "gonna", "planning to", "so excited to" … and a verb (not
"be", "hear", "see") that names the speaker's own things ("my", "me", "myself") and no one else's ("Gonna continue
my studies and look at career options" → "I'm gonna continue …"; not "Gonna be a big change", "Gonna fix it"); and
a feeling of ``lexicon/bare_moods.txt`` with what it is about ("Glad my journey is inspiring others" → "I'm glad
…", "Impressed by your commitment"; not "Great to see you", "Amazing how …": those say what a thing is).

**A name and then an irregular past form** ("Tom hid his keys in my car", "Ana rode to work"): the name is
someone the transcript names (the caller's ``is_name``: ``named_subjects.transcript_names`` or a participant), and
the verb a past form of ``irregular`` the closed verb list does not hold. Without knowing the name, a capitalised
first word proves nothing ("Great bit of luck"), so the shape is not read.

**A name and then a verb in its base form** ("Jon hang in there", "Mel keep it up"): the name is said to them and
the verb is an order or a cheer, not a statement about them ("Jon hangs in there" would be false); such a clause
is no fact (``commands_by_name``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.parse import parse
from factlayer.nlp.stems import irregular_forms
from factlayer.nlp.stems import irregular_past_forms as past_forms

from .token_forms import wordset

__all__ = [
    "commands_by_name",
    "elided_plan",
    "elided_progressive",
    "has_predicate_shape",
    "name_and_past",
    "opens_on_subject_and_verb",
    "past_forms",
    "shows_own_thing",
]

_WORD = re.compile(r"[a-z][a-z'’-]*")
_OPENERS = wordset("the this that these those my your his her our their")
_SINGULAR_OPENERS = wordset("the this that my your his her our their")
_ADVERBS = wordset("really just also still always never totally truly definitely all so")
_NP_MAX = 4
_HERE = re.compile(r"^here(?:'s|’s|\s+is|\s+are)\s+(?!to\b|(?:one|it|this|that|them|these|those)\b(?!\s+of\b))", re.I)
_OWN = re.compile(r"\b(?:i|i'm|i've|my|me|we|we're|we've|our|us)\b", re.IGNORECASE)


_PROGRESSIVE = re.compile(
    r"^(?:(?:still|just|currently|finally)\s+(?P<a>[a-z]{2,}ing)\b|(?P<b>[a-z]{2,}ing)\s+(?:up|out|on|off|back)\b)",
    re.IGNORECASE,
)
_PLEASANTRIES = wordset("looking wishing hoping thinking")
# "Glad …", "So proud of …", "Impressed by …" and what the feeling is about (a word that opens it); not a mood word
# that as often says what a thing is ("Great to see you", "Amazing how far you've come"), nor one before "to": a
# pleasantry ("Glad to have you", "Happy to help"; "so excited to …" is a plan: ``_PLAN``). "you" only as the subject
# of a clause ("Glad you made it"): "Lucky you!", "Lucky you to have such a family!" say the listener is lucky, and
# were written "Caroline is lucky Melanie."; "everyone", "he", "they" … open a clause too ("Glad everyone could come")
_MOOD = re.compile(
    r"^(?:so\s+|really\s+|super\s+|very\s+|totally\s+)?(?P<mood>" + lexicon.alternation("bare_moods") + r")\s+"
    r"(?:that|about|for|by|with|of|at|my|your|our|we|you(?!\s*(?:to\b|[!.?,;:]|$))|it|this|the|how|everyone|everybody"
    r"|he|she|they)\b",
    re.IGNORECASE,
)
_THING_MOODS = wordset("great amazing awesome positive")
# "-ing" and a particle that open a phrase before the subject or a gerund subject: "Growing up, I saw …", "Being
# out in nature, away from the noise"
_NOT_PROGRESSIVE = wordset("being having growing getting going coming")
_SUBJECT = re.compile(r"\b(?:i|i'm|i've|we|we're|you|he|she|they)\b")
# "Gonna …", "Planning to …", "So excited to …" and a verb (not "be": "gonna be a big change" is about a thing)
_PLAN = re.compile(
    r"^(?:gonna|going\s+to|planning\s+(?:to|on)|hoping\s+to|about\s+to|(?:so\s+|really\s+)?(?:excited|stoked|thrilled|"
    r"eager)\s+to)\s+(?!(?:be|hear|see)\b)[a-z]{2,}\b",
    re.IGNORECASE,
)
_MINE = re.compile(r"\b(?:my|me|myself)\b")  # the speaker's own plan says so: "… continue my studies"
_YOURS = re.compile(r"\b(?:you|your|you're|we|our|us|he|she|they|it)\b")


def has_predicate_shape(clause: str, is_name: Callable[[str], bool] | None = None) -> bool:
    """A shape of the module docstring; ``is_name``: is this capitalised word someone the transcript names?"""
    own = shows_own_thing(clause) or elided_progressive(clause) or elided_plan(clause)
    named = is_name is not None and name_and_past(clause, is_name)
    return opens_on_subject_and_verb(clause) or own or named


def name_and_past(clause: str, is_name: Callable[[str], bool]) -> bool:
    """ "Tom hid his keys in my car": a name (``is_name``), at most one adverb, an irregular past form (module
    docstring)."""
    m = re.match(r"([A-Z][\w'-]*)\s+(?:([a-z]+)\s+)?([a-z]+)\b", clause.strip())
    if m is None or not is_name(m[1]):
        return False
    if m[2] is None:
        return m[3] in past_forms()
    return m[2] in past_forms() or (m[2] in _ADVERBS and m[3] in past_forms())


def elided_progressive(clause: str) -> bool:
    """ "Still working on my biz": the speaker's own doing with its "I'm" left out (module docstring)."""
    m = _PROGRESSIVE.match(clause.strip())
    if m is None or (m["a"] or m["b"]).lower() in _PLEASANTRIES | _NOT_PROGRESSIVE | lexicon.words("not_gerunds"):
        return False
    if _SUBJECT.search(clause.lower()):
        return False  # a subject of its own after the -ing phrase: "Growing up, I saw …"
    words = _WORD.findall(clause.lower().replace("’", "'"))
    finite = lexicon.words("finite_verbs") | lexicon.words("auxiliaries")
    if any(w in finite or w.endswith("'s") for w in words):
        return False
    parsed = parse(clause.strip())  # a tensed verb of its own: "Helping out feels good" is about the helping
    return parsed is None or not any(w.tag in _TENSED for w in parsed)


_TENSED = frozenset({"VBZ", "VBD", "VBP", "MD"})


def elided_plan(clause: str) -> bool:
    """ "Gonna finish my degree next year": the speaker's own plan with its "I'm" left out (module docstring)."""
    m = _PLAN.match(clause.strip())
    rest = clause.strip()[m.end() :].lower().replace("’", "'") if m else ""
    return m is not None and _MINE.search(rest) is not None and _YOURS.search(rest) is None


def elided_mood(clause: str) -> bool:
    """ "Glad my journey is inspiring others", "Impressed by your commitment": the speaker's own feeling about
    something, its "I'm" left out (module docstring)."""
    m = _MOOD.match(clause.strip())
    return m is not None and m["mood"].lower() not in _THING_MOODS


def shows_own_thing(clause: str) -> bool:
    """ "Here's" and a thing of the speaker's it names, in at least three words (module docstring)."""
    m = _HERE.match(clause.strip())
    rest = re.split(r"\s[-–—]\s", clause.strip()[m.end() :])[0] if m else ""  # "here's some news - I've …": no
    return m is not None and len(rest.split()) >= 3 and _OWN.search(rest.replace("’", "'")) is not None


@lru_cache(maxsize=1)
def _not_in_noun_phrase() -> frozenset[str]:
    """Words that end a noun phrase or cannot be in one: pronouns, prepositions, function and verb words."""
    names = ("stopwords", "common_verbs", "finite_verbs", "auxiliaries", "subordinators", "question_words")
    return lexicon.union(*names) - {"and"}


def opens_on_subject_and_verb(clause: str) -> bool:
    """A noun phrase, at most one adverb, then a verb (module docstring)."""
    words = _WORD.findall(clause.lower().replace("’", "'"))
    if len(words) < 3:
        return False
    if _is_said_of(words):
        return True
    opener = words[0] in _OPENERS
    start = 1 if opener else 0
    stop = _not_in_noun_phrase()
    finite = lexicon.words("finite_verbs")
    for end in range(start + 1, min(start + _NP_MAX, len(words) - 1) + 1):
        phrase = words[start:end]
        if any(w in stop or (w.endswith("ly") and w not in lexicon.words("ly_nouns")) for w in phrase):
            return False
        if phrase[-1] == "and":
            continue  # "their inclusivity and | support"
        at = end + (words[end] in _ADVERBS and end + 1 < len(words))
        verb = words[at]
        gerund = phrase[0].endswith("ing") and phrase[0] not in lexicon.words("not_gerunds")  # "dancing helps me"
        plural = phrase[-1].endswith("s") and "'" not in phrase[-1]  # not "let's"
        if verb in finite and (opener or gerund or plural):
            return True
        own = _FIRST_PERSON & set(words[at + 1 :])  # "family time matters to me", "art helps me relax"
        if verb in finite and not opener and len(phrase) <= _BARE_SINGULAR and _present_s(verb) and own:
            return True
        if opener and verb in past_forms():
            return True
        singular = opener and words[0] in _SINGULAR_OPENERS and not phrase[-1].endswith("s")
        if singular and _present_s(verb) and at + 1 < len(words):
            return True
    return False


_BARE_SINGULAR = 2  # words of a bare singular noun phrase before its verb in -s, the speaker named after it
_AFTER_IS = wordset("so super really very such totally always a an the great awesome amazing important")
_FIRST_PERSON = wordset("i me my myself")


def _is_said_of(words: list[str]) -> bool:
    """ "Painting's great for expressing myself", "Family's super important to me": a bare noun, "'s" as "is" (a
    possessive is never followed by one of ``_AFTER_IS``), and the speaker in what is said of it."""
    noun = words[0].removesuffix("'s")
    return (
        words[0].endswith("'s")
        and noun not in _not_in_noun_phrase()
        and words[1] in _AFTER_IS
        and any(w in _FIRST_PERSON for w in words[2:])
    )


@lru_cache(maxsize=1)
def _base_forms() -> frozenset[str]:
    """Verbs in their base form only: irregular bases ("hang", "keep") and the imperatives' list."""
    bases = set(irregular_forms().values()) | lexicon.words("imperatives")
    return frozenset(bases - lexicon.words("auxiliaries") - {"be", "have", "do"})


def commands_by_name(clause: str, is_name: Callable[[str], bool]) -> bool:
    """ "Jon hang in there": a name (``is_name``) and a verb in its base form (module docstring)."""
    m = re.match(r"([A-Z][\w'-]*)\s+([a-z]+)\b", clause.strip())
    return m is not None and m[2] in _base_forms() and is_name(m[1])


def _present_s(word: str) -> bool:
    """A present form in -s of a verb ("looks", "sounds"), not a plural of a noun the list knows, nor "'s"."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s")) and "'" not in word
