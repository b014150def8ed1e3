"""A question and an answer that is not a plain yes or no, read together as one statement (after ``answers``).

- **A what/which/how-much question answered by a short phrase**: the phrase fills the question's gap —
  "what have you taken for the pain?" / "a little tylenol." → "The patient has taken a little tylenol for
  the pain."; "how much do you drink?" / "two beers a week" → "The patient drinks two beers a week."; "how
  often …" puts the phrase at the end. The answer is at most six words, with no person, no verb of being or
  doing, no negation, no hedge and no yes or no; the question's verb takes no clause ("what do you think?",
  ``lexicon/phrase_answers.txt`` ``gap_verb``).
- **A yes/no question's object carried into an answer that stops it**: "do you smoke?" / "I quit ten years
  ago." → "The patient quit smoking ten years ago."; "are you taking the lisinopril?" / "I stopped it last
  month" → "The patient stopped taking the lisinopril last month". Only an answer "I quit / stopped", with
  nothing after it but a time
  ("ago", "last year": ``ended_tail``) or a pronoun standing for what was asked ("it", "that", "them").
- **One complaint of a list, named back**: "any chest pain, shortness of breath, or belly pain?" / "shortness of
  breath. no belly pain though." → "The patient has shortness of breath." (``named_option``). The answer's first
  sentence is one of the listed complaints, word for word (a complaint of ``lexicon/complaints.txt``, as
  ``answers.complaint`` reads it), and nothing else; "yes" alone to such a list says nothing (``answers``).
- **A yes/no question's "any …" filled by the answer's phrase**, for a verb of using ("take", "use", "try") or
  "be on": "are you taking any medications?" / "just metformin, 500 milligrams twice a day." → "The patient is
  taking metformin, 500 milligrams twice a day."; "do you take anything for it?" / "pepcid." → "The patient takes
  pepcid." (``any_filled``; "for it" after the gap points back and is left out). Not "do you have any allergies?"
  / "penicillin": there the answer is no instance of what was asked.
- **An instance of what "do you have any …?" asks, named after a yes**: "do you have any pets?" / "yes I do - a
  hamster named Biscuit." → "Lena has a hamster named Biscuit."; "do you have any kids?" / "yes, two daughters." →
  "Lena has two daughters." (``instance_named``). The question is exactly "do you have any" and one or two words
  ending on a plural noun (nothing after it); the answer a yes (and "I do" or "I have"), then a short phrase
  (``_phrase``: no verb of being or doing, person, negation or hedge) opening on "a", "an" or a number and naming a
  thing (not "a few", "a bunch", "a quick one": ``quantity``). A phrase of that shape is one of what was asked,
  counted; a bare "penicillin" to "any allergies?" is not (the "any …" after a verb of having stays unfilled
  otherwise, above).
- **What the patient is allergic to, named**: "any allergies to medications?" / "Penicillin." → "The patient is
  allergic to penicillin."; "are you allergic to anything?" / "just sulfa" → "The patient is allergic to sulfa."
  (``allergy_named``). The question asks after allergies (``allergy`` of ``lexicon/phrase_answers.txt``: "any
  (drug) allergies (to …)?", "do you have any allergies?", "are you allergic to anything / any medications?") and
  nothing else (no "or", no "not"); the answer's first sentence is a short phrase (``_phrase``) that names a thing
  (not only ``not_filler``/``quantity`` words: "a few", "sometimes"). Unlike other things had ("any pets?" /
  "Biscuit"), what one is allergic to is exactly what the question's gap asks for.
- **A complaint named in a short phrase**: "any fever?" / "some chills at night." → "The patient has some chills at
  night." (``complaint_named``): what the phrase names, never what was asked.

Whatever these rules write, the proof engine must verify it against both spans, or it is not stored.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.persons import first_person
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.stems import irregular_forms
from factlayer.nlp.tokens import tokenize

from .answers import bare_answer, bare_question, complaint, past_tense
from .rewrite import Reference, finish, mid_sentence, swap_people, third_person, tidy
from .salience import junk_reason

__all__ = [
    "allergy_named",
    "answer_phrase",
    "any_filled",
    "carried_object",
    "complaint_named",
    "gerund",
    "instance_named",
    "named_option",
    "phrase_answer",
]

_AUX_WORDS = "do|does|did|have|are|were|can"
_WH = re.compile(
    r"^(?P<wh>what|which|how\s+much|how\s+many|how\s+often)"
    rf"(?P<noun>(?:\s+(?!(?:{_AUX_WORDS})\b)[a-z'-]+){{0,3}}?)\s+(?P<aux>{_AUX_WORDS})\s+you\s+"
    r"(?P<rest>[a-z][a-z0-9' ,-]*)$",
    re.IGNORECASE,
)
_FORMS = {"do": "{v3}", "does": "{v3}", "did": "{vpast}", "have": "has {v}", "are": "is {v}", "were": "was {v}",
          "can": "can {v}"}  # fmt: skip


def _class(name: str) -> frozenset[str]:
    """The members of one ``name: …`` line (a word may sit in several: "just" leads a gap and opens an answer)."""
    return frozenset(w for row in lexicon.rows("phrase_answers") if row[0] == f"{name}:" for w in row[1:])


def _phrase(answer: str, who: Reference, longest: int = 6) -> list[str] | None:
    """The answer's words when it is a short phrase (module docstring; at most ``longest`` words), in third person;
    else None."""
    words = bare_answer(answer).split()
    while words and (words[0].lower().strip(",") in _class("opener") or words[0].rstrip(",").endswith("-")):
        words = words[1:]
    low = [w.lower().strip(",.!") for w in words]
    if not 1 <= len(words) <= longest or "?" in answer or junk_reason(" ".join(words)) not in (None, "fragment"):
        return None  # "Thanks, Gina!" is no answer
    barred = lexicon.words("auxiliaries") | lexicon.words("negations") | lexicon.words("interjections")
    persons = lexicon.words("pointing_words") - {"my"}
    if any(w in barred or w in persons or ("'" in w and w.split("'")[0] in persons) for w in low):
        return None
    said = [t.low for t in tokenize(answer) if not t.is_punct]
    if find_phrase(said, "hedges") is not None or low[0] in lexicon.words("yes") | lexicon.words("no"):
        return None
    if not swap_people(words, who, None, {who.name}):
        return None
    words = [w.strip(",") if i == len(words) - 1 else w for i, w in enumerate(words)]
    return [mid_sentence(words[0]), *words[1:]]  # "About two weeks": no capital mid-sentence; "ep-": restarted


def phrase_answer(question: str, answer: str, who: Reference) -> str | None:
    """A what/which/how-much question to ``who`` and its short-phrase answer as one statement, else None."""
    q = bare_question(question)
    m = _WH.match(q)
    if m is None or first_person(q):
        return None
    phrase = _phrase(answer, who)
    rest = m.group("rest").split()
    j = next((i for i, w in enumerate(rest) if w.lower() not in _class("lead")), len(rest))
    if phrase is None or j >= len(rest) or rest[j].lower() in _class("gap_verb") | _class("plural_you"):
        return None
    if j + 1 < len(rest) and rest[j + 1].lower() == "to":
        return None  # "what do you like to eat?": the gap is the infinitive's
    if not swap_people(rest, who, who, {who.name}):
        return None
    wh = m.group("wh").lower()
    if wh == "how many" and m.group("noun").strip() and m.group("noun").split()[-1].lower() not in tidy(answer).lower():
        phrase = [*phrase, *m.group("noun").split()]  # "how many cigarettes …" / "about ten": ten cigarettes
    head, form = rest[: j + 1], _FORMS[m.group("aux").lower()]
    verb = head[-1]
    if form.startswith("{"):  # "what do you usually take?": "usually takes"
        head[-1] = form.format(v=verb, v3=third_person(verb), vpast=past_tense(verb))
    else:  # "what have you been taking?": "has been taking", the auxiliary before the lead words
        head = [form.split()[0], *head]
    tail = rest[j + 1 :]
    words = [who.name, *head, *tail, *phrase] if wh == "how often" else [who.name, *head, *phrase, *tail]
    return finish(words)


def gerund(verb: str) -> str:
    """The -ing form of a base verb ("smoke" → "smoking", "stop" → "stopping", "drink" → "drinking")."""
    low = verb.lower()
    if low.endswith("ie"):
        return verb[:-2] + "ying"
    silent_e = len(low) > 2 and low.endswith("e") and not low.endswith(("ee", "ye", "oe"))
    doubled = len(low) <= 4 and re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", low) is not None  # "stop" → "stopping"
    return (verb[:-1] if silent_e else verb) + (verb[-1] if doubled else "") + "ing"


_ASKED = re.compile(
    r"^(?:(?P<do>do|did)\s+you|(?P<be>are\s+you|have\s+you\s+been))\s+(?:still\s+|currently\s+)?"
    r"(?P<verb>[a-z]+)(?P<rest>(?:\s+[a-z0-9' -]+)?)$",
    re.IGNORECASE,
)
_STOPPED = re.compile(
    r"^i\s+(?:have\s+|had\s+|'ve\s+)?(?P<stop>quit|stopped|discontinued)\b(?P<tail>.*)$", re.IGNORECASE
)


def carried_object(question: str, answer: str, who: Reference) -> str | None:
    """A yes/no question to ``who`` and an answer that stops what was asked, as one statement, else None."""
    q = bare_question(question)
    asked, said = _ASKED.match(q), _STOPPED.match(bare_answer(answer))
    if asked is None or said is None or first_person(q) or re.search(r"\b(?:or|not|no|never)\b|,", q, re.I):
        return None
    verb = asked.group("verb")
    if asked.group("be") and not verb.lower().endswith("ing"):
        return None  # "are you on metformin?": no verb to carry
    if verb.lower() in _class("gap_verb") or verb.lower() in lexicon.words("auxiliaries"):
        return None
    tail = said.group("tail").split()
    if tail and tail[0].lower().strip(",") in ("it", "that", "them", "those"):
        tail = tail[1:]  # "I stopped it last month": "it" is what was asked
    after = tail[0].lower().strip(",") if tail else ""
    if after and not re.match(r"\d", after) and after not in _class("ended_tail") | lexicon.words("number_words"):
        return None  # "I quit my job": the answer names its own object
    rest = asked.group("rest").split()
    if not swap_people(rest, who, who, {who.name}):
        return None
    doing = gerund(verb) if asked.group("do") else verb
    return finish([who.name, said.group("stop").lower(), doing, *rest, *tail])


_LISTED = re.compile(
    r"^(?:(?:do\s+you\s+have|have\s+you\s+had|are\s+you\s+having|have\s+you\s+noticed)\s+)?any\s+(?P<list>.+)$",
    re.IGNORECASE,
)


def named_option(question: str, answer: str, who: Reference) -> str | None:
    """ "any A, B, or C?" to ``who`` and an answer naming one of them, as one statement (module docstring)."""
    listed = _LISTED.match(bare_question(question))
    if listed is None:
        return None
    options = [o.strip() for o in re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+", listed.group("list").lower())]
    first = re.split(r"[.!?;,]", tidy(answer).lower(), maxsplit=1)[0].strip()
    if len(options) < 2 or first not in options or not complaint(first):
        return None
    return finish([who.name, "has", *first.split()])


_ASKS_COMPLAINT = re.compile(
    r"^(?:(?:do\s+you\s+have|have\s+you\s+had|are\s+you\s+having|have\s+you\s+noticed)\s+)?any\s+[a-z' ,-]+$",
    re.IGNORECASE,
)


def complaint_named(question: str, answer: str, who: Reference) -> str | None:
    """A question after complaints ("any fever?", "chest pain?") answered by a short phrase naming one ("Some chills
    at night.", "A dry cough in the morning."): what the answer names, as had — "The patient has some chills at
    night." Nothing of what was asked (the fever) is said; the phrase holds a complaint of ``lexicon/complaints.txt``
    and no verb, person, negation, hedge, yes or no (``_phrase``)."""
    q = bare_question(question)
    if _ASKS_COMPLAINT.match(q) is None and not complaint(q):
        return None
    phrase = _phrase(re.split(r"(?<=[.!?])\s", answer.strip(), maxsplit=1)[0], who)
    if phrase is None or not complaint(" ".join(w for w in phrase if w.lower() in lexicon.words("complaints"))):
        return None
    return finish([who.name, "has", phrase[0].lower(), *phrase[1:]])


_ANY = re.compile(
    r"^(?P<aux>do|did|are|have)\s+you\s+(?:still\s+|currently\s+|ever\s+|been\s+)*(?P<verb>[a-z]+)\s+"
    r"(?:any(?:thing|\s+(?P<noun>[a-z-]+(?:\s+(?!(?:for|on|with|at|in|to|now|right)\b)[a-z-]+)?))|something)"
    r"(?P<rest>(?:\s+[a-z' ]+)?)$",
    re.IGNORECASE,
)
_POINTING_BACK = re.compile(r"^\s*(?:for|on|with)\s+(?:it|that|this|them|those)\b", re.IGNORECASE)
_LONGEST_FILLER = 10  # "just metformin, 500 milligrams twice a day, for my diabetes"


def any_filled(question: str, answer: str, who: Reference) -> str | None:
    """A yes/no question's "any …" (or "anything") after a verb of using, filled by the answer's phrase, as one
    statement (module docstring), else None."""
    q = bare_question(question)
    m = _ANY.match(q)
    if m is None or re.search(r"\b(?:or|not|no|never)\b", q, re.IGNORECASE):
        return None
    aux, verb = m.group("aux").lower(), m.group("verb").lower()
    on = aux == "are" and verb == "on"  # "are you on any medications?"
    if not on and verb not in _class("used"):
        return None  # "do you have any allergies?" / "penicillin": not an allergy named
    first = re.split(r"(?<=[.!?])\s", tidy(answer), maxsplit=1)[0]
    phrase = _phrase(first, who, _LONGEST_FILLER)
    plain = lexicon.words("stopwords") | lexicon.words("number_words") | _class("not_filler")
    if phrase is None or all(w.lower().strip(",") in plain for w in phrase):
        return None  # "sometimes", "a little", "twice a day": no thing named
    rest = _POINTING_BACK.sub("", m.group("rest") or "").split()
    if not swap_people(rest, who, who, {who.name}):
        return None
    head = ["is"] if on else _FORMS[aux].format(v=verb, v3=third_person(verb), vpast=past_tense(verb)).split()
    return finish([who.name, *head, *(["on"] if on else []), *phrase, *rest])


_ANY_OWNED = re.compile(r"^do\s+you\s+have\s+any\s+(?P<noun>(?:[a-z-]+\s+)?[a-z-]+)$", re.IGNORECASE)
_YES_THEN = re.compile(
    r"^"
    + lexicon.alternation("bare_yes")
    + r"\b(?:[\s,]+i\s+(?:do|have)\b)?\s*[,.:;!–—-]*\s*(?P<phrase>(?:a|an|\d+|"
    + lexicon.alternation("number_words")
    + r")\s.+)$",
    re.IGNORECASE,
)


def instance_named(question: str, answer: str, who: Reference) -> str | None:
    """ "do you have any pets?" to ``who`` and "yes I do - a hamster named Biscuit." (``answer``: the answer's first
    sentence) as "Who has a hamster named Biscuit." (module docstring), else None."""
    asked = _ANY_OWNED.match(bare_question(question))
    said = _YES_THEN.match(bare_answer(answer))
    noun = asked.group("noun").split()[-1].lower() if asked else ""
    plural = (noun.endswith("s") and not noun.endswith("ss")) or irregular_forms().get(noun, noun) != noun
    if said is None or not plural:
        return None
    phrase = _phrase(said.group("phrase"), who, _LONGEST_FILLER)
    low = [w.lower().strip(",") for w in phrase or ()]
    plain = lexicon.words("stopwords") | lexicon.words("number_words") | _class("not_filler") | _class("quantity")
    if phrase is None or all(w in plain for w in low) or "one" in low[1:] or "ones" in low:
        return None  # "yes, a few", "yes, a bunch", "a quick one": nothing named
    return finish([who.name, "has", *phrase])


_ALLERGY_ASKED = re.compile(
    r"^(?:(?:do\s+you\s+have|have\s+you\s+had|are\s+there|is\s+there)\s+)?any\s+(?:[a-z]+\s+){0,2}?(?P<noun>[a-z]+)"
    r"(?:\s+to\s+(?:any\s+)?[a-z]+(?:\s+[a-z]+)?)?$"
    r"|^are\s+you\s+(?P<adj>[a-z]+)\s+to\s+(?:anything|any\s+[a-z]+(?:\s+[a-z]+)?)$",
    re.IGNORECASE,
)


def allergy_named(question: str, answer: str, who: Reference) -> str | None:
    """ "any allergies to medications?" to ``who`` and "Penicillin." (the answer's first sentence) as "Who is allergic
    to penicillin." (module docstring), else None."""
    asked = _ALLERGY_ASKED.match(bare_question(question))
    if asked is None or re.search(r"\b(?:or|not|no|never)\b", asked.group(0), re.IGNORECASE):
        return None
    word = (asked.group("noun") or asked.group("adj") or "").lower()
    if word not in _class("allergy"):
        return None
    first = re.split(r"(?<=[.!?])\s", tidy(answer).strip(), maxsplit=1)[0]
    phrase = _phrase(first, who, _LONGEST_FILLER)
    low = [w.lower().strip(",") for w in phrase or ()]
    plain = lexicon.words("stopwords") | lexicon.words("number_words") | _class("not_filler") | _class("quantity")
    if phrase is None or all(w in plain for w in low) or set(low) & _class("allergy"):
        return None  # "a few", "sometimes": nothing named; "seasonal allergies": an allergy, not what to
    if phrase[0][:1].isupper() and not phrase[0].isupper() and first.lstrip().startswith(phrase[0]):
        phrase = [phrase[0].lower(), *phrase[1:]]  # "Penicillin.": capitalised as the answer's first word, no name
    return finish([who.name, "is", "allergic", "to", *phrase])


def answer_phrase(question: str, answer: str, who: Reference) -> str | None:
    """The statement a question and an answer that is no plain yes or no make (module docstring), else None."""
    return (
        phrase_answer(question, answer, who)
        or carried_object(question, answer, who)
        or named_option(question, answer, who)
        or complaint_named(question, answer, who)
        or any_filled(question, answer, who)
        or allergy_named(question, answer, who)
    )
