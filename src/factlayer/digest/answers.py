"""A yes/no question and its clear answer, read together as one statement (rule 3 of ``rewrite``).

"do you smoke?" + "no, never" → "The patient does not smoke."; "are you taking X?" + "yes" → "The patient
is taking X." Only the question forms in ``_QUESTION_FORMS`` are read, and only a clear yes or no: "yes"
to "A or B?" does not say which, "no" to a negative question ("and no nausea?") is ambiguous, a hedged or
qualified answer ("yes, sometimes", "yes, but …") is no answer; a no as far as the speaker knows ("not that I know
of") is a no. Anything else yields None. A "no" that
repeats what was asked denies it (``echoed_denial``); what such a partial "no" names instead is there
(``named_instead``: "no, no weakness, just the weird numbing" → "The patient has the weird numbing."). A complaint
asked bare ("chest pain?", also a run of them in one turn: ``complaint``) is denied by a plain "no".
"""

from __future__ import annotations

import re
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.persons import first_person
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.replies import answer_polarity, names_members
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.nlp.tokens import tokenize

from .rewrite import Reference, finish, swap_people, third_person, tidy
from .token_forms import verb_at

__all__ = [
    "CARE_ROLES",
    "asked_of_a_proxy",
    "bare_answer",
    "bare_question",
    "complaint",
    "echoed_denial",
    "named_instead",
    "past_tense",
    "plain_answer",
    "question_parts",
    "reply_polarity",
    "rewrite_answer",
    "without_extender",
]


_PAST = {
    "have": "had", "go": "went", "get": "got", "take": "took", "see": "saw", "feel": "felt", "fall": "fell",
    "do": "did", "make": "made", "say": "said", "come": "came", "give": "gave", "eat": "ate", "drink": "drank",
    "break": "broke", "hit": "hit", "hurt": "hurt", "lose": "lost", "find": "found", "leave": "left",
    "keep": "kept", "run": "ran", "sleep": "slept", "tell": "told", "think": "thought", "buy": "bought",
    "bring": "brought", "begin": "began", "know": "knew", "meet": "met", "pay": "paid", "put": "put",
    "read": "read", "sit": "sat", "stand": "stood", "throw": "threw", "wake": "woke", "wear": "wore",
    "write": "wrote", "be": "was", "catch": "caught", "drive": "drove", "forget": "forgot", "hear": "heard",
    "hold": "held", "let": "let", "ride": "rode", "send": "sent", "spend": "spent", "swim": "swam",
    "teach": "taught", "win": "won", "quit": "quit", "cut": "cut", "set": "set", "shut": "shut",
}  # fmt: skip


def past_tense(verb: str) -> str:
    """Simple past of a base verb ("land" → "landed", "stop" → "stopped", "go" → "went")."""
    low = verb.lower()
    if low in _PAST:
        return _PAST[low]
    if not low.isalpha():
        return verb
    if low.endswith("e"):
        return verb + "d"
    if len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ied"
    if len(low) <= 4 and re.fullmatch(r".*[^aeiou][aeiou][^aeiouwxy]", low):
        return verb + verb[-1] + "ed"
    return verb + "ed"


_DETERMINERS = lexicon.alternation("determiners")
_THING = r"(?P<thing>(?:the|your) [a-z'-]+)"
# After the verb of "did the router restart …": the end, or a word that opens an object or a phrase, so "did the power
# light turn on" (whose verb is "turn") is no such question.
_AFTER_VERB = (
    r"(?:| (?:the|a|an|it|them|that|this|my|your|his|her|their|to|on|in|at|after|before|for|with|up|down|off|out|back|"
    r"again|yet|today|yesterday|now)\b[a-z0-9' -]*)"
)
_QUESTION_FORMS: tuple[tuple[re.Pattern[str], str, str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), yes, no)
    for p, yes, no in (
        (r"^(?:do|does) you (?P<rest>.+)$", "{S} {rest3}", "{S} does not {rest}"),
        (r"^(?:are you|you're|you are) (?P<rest>.+)$", "{S} is {rest}", "{S} is not {rest}"),
        (
            r"^(?:you've|you have) (?P<rest>(?:been|had|got|gotten|noticed|tried|taken|seen|felt)\b.+)$",
            "{S} has {rest}",
            "{S} has not {rest}",
        ),
        (r"^were you (?P<rest>.+)$", "{S} was {rest}", "{S} was not {rest}"),
        (r"^have you (?P<rest>.+)$", "{S} has {rest}", "{S} has not {rest}"),
        (r"^did you (?P<rest>.+)$", "{S} {rest_past}", "{S} did not {rest}"),
        (r"^can you (?P<rest>.+)$", "{S} can {rest}", "{S} cannot {rest}"),
        (
            r"^(?:is|was) your (?P<noun>[a-z' -]{2,40}?) (?P<rest>(?:\w+ing|okay|ok|fine|better|worse|high|low|normal|"
            r"controlled|stable|regular|painful|swollen|sore|red)\b.*)$",
            "{SP} {noun} is {rest}",
            "{SP} {noun} is not {rest}",
        ),
        # a thing of the call's ("did the router restart?" — "it did"): the verb, then nothing, an object or a phrase
        (
            rf"^did (?P<thing>(?:the|your) [a-z'-]+) (?P<rest>[a-z]+{_AFTER_VERB})$",
            "{T} {rest_past}",
            "{T} did not {rest}",
        ),
        (
            rf"^does (?P<thing>(?:the|your) [a-z'-]+) (?P<rest>[a-z]+{_AFTER_VERB})$",
            "{T} {rest3}",
            "{T} does not {rest}",
        ),
        (r"^(?:and )?any (?P<rest>[a-z' ,-]{3,80})$", "{S} has {rest}", "{S} has no {rest}"),
        # a bare list of complaints ("nausea, vomiting, diarrhea?"): only "no" says something of each (``_bare_list``)
        (
            r"^(?P<rest>[a-z'-]+(?: [a-z'-]+){0,2}(?:\s*,\s*(?:or |and )?[a-z'-]+(?: [a-z'-]+){0,2})+)$",
            "",
            "{S} has no {rest}",
        ),
        # "how about headaches?" asks about a symptom; "how about the outside?" points at a place: no fact
        (
            rf"^(?:how|what) about (?:any )?(?!{_DETERMINERS}\b)(?P<rest>[a-z' ,-]{{3,80}})$",
            "{S} has {rest}",
            "{S} has no {rest}",
        ),
    )
)
# Openers before a question, in any run ("and then are you …", "okay so then do you …"): "then" on its own too.
_QUESTION_OPENERS = re.compile(r"^(?:(?:so|and|okay|ok|alright|all right|now|um|uh|well|also|then)\s*,?\s+)+", re.I)


def bare_question(question: str) -> str:
    """The question tidied (``rewrite.tidy``), without its openers ("so, okay, …") and its question mark."""
    return _QUESTION_OPENERS.sub("", tidy(question)).rstrip("?. ").strip()


def bare_answer(answer: str) -> str:
    """The answer tidied (``rewrite.tidy``), without its closing stop."""
    return tidy(answer).rstrip(" .!")


def _hedged(said: list[str]) -> bool:
    """A hedge or a taking back among the answer's words (lexicons ``hedges`` and ``hedged_answers``)."""
    return find_phrase(said, "hedges") is not None or find_phrase(said, "hedged_answers") is not None


def reply_polarity(answer: str) -> bool | None:
    """True for a clear yes, False for a clear no, None for anything else ("maybe", "I'm not sure"): the
    tidied answer read by ``nlp.replies.answer_polarity``, as the proof reads it."""
    return answer_polarity(tokenize(tidy(answer)))


# After a "no", "just"/"only"/"except"/"but" names what *is* there ("no, just chills").
_PARTIAL_NO = re.compile(r"\b(?:just|only|except|but|apart from|other than)\b", re.IGNORECASE)


@cache
def _plain_words() -> frozenset[str]:
    """Every word a plain yes or no may hold: those of the yes and no lexicons, and ``plain_answers``."""
    return frozenset(
        w for name in ("yes", "no", "plain_answers") for entry in lexicon.words(name) for w in entry.split()
    )


def plain_answer(question: str, answer_turn: str) -> bool:
    """Whether the answering turn is a plain yes or no to ``question``: no hedge or taking back (lexicons
    ``hedges`` and ``hedged_answers``, read before ``tidy``, which drops "I mean" as a filler), no partial "no",
    and, to a question listing things ("any fever or chills?"), nothing named — "no vomiting" to "nausea,
    vomiting or diarrhea?" denies one of them, not all."""
    said = [t.low for t in tokenize(answer_turn) if not t.is_punct]
    if _hedged(said):
        return False
    answer = tidy(answer_turn)
    if reply_polarity(answer) is False and (
        _PARTIAL_NO.search(answer) or names_members([t.low for t in tokenize(question)], said)
    ):
        return False  # "no, just chills"; "any sports?" — "no … it was basketball and football"
    q = tidy(question)
    if "," in q.rstrip("?. ") or re.search(r"\bor\b", q, re.IGNORECASE):
        return all(w in _plain_words() for w in re.findall(r"[a-z']+", answer.lower()))
    return True


_ECHO = re.compile(r"^(?:no\s*,?\s*)?no\s+(?P<x>[a-z][a-z' -]*?)\s*(?:[,.;!?]|\b(?:just|but|only|except)\b|$)")


def echoed_denial(question: str, answer: str, who: Reference) -> str | None:
    """ "no numbness or tingling" to "have you had any numbness in your arm?", "no , no weakness , just …" to
    "any weakness in your legs?", "no headaches" to "no headaches?": an answer that says "no" and repeats what
    was asked denies that, whatever the question's form — "The patient has no numbness or tingling." Only the
    words after its "no" are denied ("no vomiting" to "nausea, vomiting?"), up to a comma or a "just"/"but";
    one of them must repeat the question; a hedged answer echoes nothing."""
    said = [t.low for t in tokenize(answer) if not t.is_punct]
    if _hedged(said):
        return None
    m = _ECHO.match(tidy(answer).lower())
    if m is None:
        return None
    echoed = m.group("x").split()
    if echoed[:1] and re.match(r"(?:i|we|you|he|she|they|it)(?:'\w+)?$", echoed[0]):
        return None  # "no i've been sleeping like a log": a clause that says what is, not a thing denied
    asked = {w[:5] for w in re.findall(r"[a-z']+", tidy(question).lower())}
    content = [w for w in echoed if len(w) > 3 and w not in lexicon.words("stopwords")]
    if len(echoed) > 6 or not any(w[:5] in asked for w in content):
        return None
    if not swap_people(echoed, who, None, {who.name}):  # "no pain in my knee": their knee
        return None
    return f"{who.name} has no {' '.join(echoed)}."


_INSTEAD = re.compile(
    rf"^no\b.*?,?\s*\b(?:just|only)\s*,?\s*(?:(?:just|only)\s+)?(?P<x>{_DETERMINERS}\s+[a-z][a-z' -]*?)\s*[.!]?$"
)


def named_instead(answer: str, who: Reference) -> str | None:
    """What a partial "no" names as there instead: "no, no weakness, just the weird numbing" → "The patient has
    the weird numbing." Only a phrase opening on a determiner ("just tired" names no thing), at most six words."""
    said = [t.low for t in tokenize(answer) if not t.is_punct]
    if _hedged(said):
        return None
    m = _INSTEAD.match(tidy(answer).lower())
    words = m.group("x").split() if m else []
    if not 2 <= len(words) <= 6 or not swap_people(words, who, None, {who.name}):
        return None
    return f"{who.name} has {' '.join(words)}."


# A second yes/no question joined to the first: "do you have any children or have you ever been pregnant".
_JOINED_QUESTION = re.compile(r",?\s+(?:or|and)\s+(?=(?:do|does|did|have|has|are|is|was|were|can)\s+you\b)", re.I)


def question_parts(question: str) -> list[str]:
    """The yes/no questions one question joins ("A or have you B" → "A", "have you B"); one part if none."""
    q = bare_question(question)
    return [p.strip() for p in _JOINED_QUESTION.split(q) if p.strip()]


def _ever(text: str, polarity: bool) -> str:
    """ "has ever been pregnant" + yes → "has been pregnant"; "has not ever been" → "has never been"."""
    if polarity:
        return re.sub(r"\s+ever\b", "", text, count=1, flags=re.IGNORECASE)
    return re.sub(r"\bnot ever\b", "never", text, count=1, flags=re.IGNORECASE)


# A second question run on without a comma or a conjunction ("did you fall do you remember doing that").
_RUN_ON = re.compile(r"\b(?P<before>[\w']+)\s+(?:do|does|did|are|were|have|can)\s+you\b", re.IGNORECASE)


def _run_on(question: str) -> bool:
    return any(
        m.group("before").lower() not in lexicon.words("question_words") | {"or", "and", "if", "that", "so"}
        for m in _RUN_ON.finditer(question)
    )


_EXTENDER = re.compile(r"\s*,?\s+" + lexicon.alternation("extenders") + r"\s*$", re.IGNORECASE)


def without_extender(clause: str) -> str:
    """ "I don't see any fracture or anything like that" → "I don't see any fracture": in a denial a vague
    extender only widens what is denied, so the fact without it is still true (not so in an assertion: kept)."""
    if not re.search(r"\b(?:no|not|never|none|nothing)\b|n't\b", clause, re.IGNORECASE):
        return clause
    return _EXTENDER.sub("", clause.rstrip(" .!?")) or clause


def complaint(question: str) -> bool:
    """A question that only names a complaint ("chest pain?", "shortness of breath?"): at most four words, a bare
    list (``_bare_list``) holding a word of ``lexicon/complaints.txt`` ("pretty good?", "nothing new?" name none)."""
    return len(re.findall(r"[a-z'-]+", question.lower())) <= 4 and _bare_list(question) and _names_complaint(question)


_OPEN_WH = frozenset({"what", "how", "why", "where", "who", "which", "whom"})


def _names_complaint(phrase: str) -> bool:
    """Does the phrase hold a word of ``lexicon/complaints.txt`` ("headaches", "any chest pain")?"""
    return any(w in lexicon.words("complaints") for w in re.findall(r"[a-z'-]+", phrase.lower()))


def _bare_list(question: str) -> bool:
    """A question that only lists things ("nausea, vomiting, diarrhea"): no person, pointer, number, time,
    verb of being or doing, interjection or yes/no word in it."""
    barred = frozenset().union(
        *(lexicon.words(n) for n in ("pointing_words", "number_words", "auxiliaries", "determiners", "interjections",
                                     "yes", "no", "question_words", "past_markers", "lead_adverbials"))
    ) | lexicon.members("months")  # fmt: skip
    return not any(w in barred for w in re.findall(r"[a-z'-]+", question.lower()))


def rewrite_answer(question: str, answer: str, listener: Reference) -> str | None:
    """A yes/no question to ``listener`` and its clear answer as one statement (rule 3), else None."""
    polarity = reply_polarity(answer)
    if polarity is None or _hedged([t.low for t in tokenize(answer) if not t.is_punct]):
        return None  # "maybe", "yes, sometimes": no clear answer
    q = bare_question(question)
    lead = re.match(r"^(?:when|if|while|after|before)\b[^,]{1,80},\s*(?=(?:do|are|have|did|can)\s+you\b)", q, re.I)
    if lead:  # "when you walk around, do you get chest pain?": the question is after the comma
        q = q[lead.end() :]
    if len(question_parts(q)) > 1:
        return None  # two questions: each part is read on its own (``question_parts``)
    if re.search(r"\b(?:no|not|never|n't)\b", q, re.IGNORECASE):
        return None  # "and no nausea?" — "no" to a negative question is ambiguous
    if first_person(q):
        return None  # "do you think I need surgery?" — "yes": the asker's "I" is not the one who answers
    if _run_on(q):
        return None  # "did you fall do you remember doing that" — "no": to which?
    if polarity and ("," in q or re.search(r"\bor\b", q)):
        return None  # "yes" to "A, B or C?" does not say which; "no" denies them all
    if polarity and re.search(r"\b(?:anything|something)\b", q, re.IGNORECASE):
        return None  # "taking anything for the pain?" — "yes, naproxen": the yes names no thing (answer_facts fills it)
    q = _EXTENDER.sub("", q)  # "any visual changes or anything like that": the changes
    for pattern, yes, no in _QUESTION_FORMS:
        m = pattern.match(q)
        if m is None or (not yes and not _bare_list(q)):
            continue
        rest = m.groupdict().get("rest", "")
        if pattern.pattern.startswith("^(?:how|what) about") and not _names_complaint(rest):
            return None  # "what about sound settings?" + "mm-hmm": a topic raised, not a symptom asked about
        if rest.split()[-1:] and rest.split()[-1].lower() in _OPEN_WH:
            return None  # "do you know what," + "yeah": a discourse marker, nothing asked
        if no.startswith("{S} has no"):  # a list of things: "you know" in it is a filler ("any changes you know …")
            rest = re.sub(r"\s*\byou know\b", "", rest).strip()
        if re.search(r"\b(?:you|your|yourself)\b", rest):
            words = rest.split()
            if not swap_people(words, listener, listener, {listener.name}):
                return None
            rest = " ".join(words)
        if polarity:
            rest = re.sub(r"\bany\s+", "", rest, count=1)  # "have you had any falls" + yes: falls, not "any"
        rest_words = rest.split()
        if not rest_words:
            return None
        v = verb_at(rest_words) if verb_at(rest_words) < len(rest_words) else 0  # "(do you) still | go …"
        rest3 = " ".join([*rest_words[:v], third_person(rest_words[v]), *rest_words[v + 1 :]])
        rest_past = " ".join([*rest_words[:v], past_tense(rest_words[v]), *rest_words[v + 1 :]])
        template = yes if polarity else no
        if not template:
            return None  # "yes" to a bare list does not say which
        text = template.format(
            S=listener.name,
            SP=listener.possessive,
            rest=rest,
            rest3=rest3,
            rest_past=rest_past,
            noun=m.groupdict().get("noun", ""),
            T=_thing(m.groupdict().get("thing", ""), listener),
        )
        return finish(_ever(text, polarity).split())
    if complaint(q):  # one complaint asked bare ("chest pain?"): "no" denies it, "yes" says it
        return finish(f"{listener.name} has {'' if polarity else 'no '}{q}".split())
    return None


def _thing(phrase: str, listener: Reference) -> str:
    """ "the router" ⇒ "The router", "your router" ⇒ "The caller's router"."""
    words = phrase.split()
    if not words:
        return ""
    return " ".join([listener.possessive if words[0].lower() == "your" else words[0].capitalize(), *words[1:]])


def asked_of_a_proxy(question: str, asker_role: str | None, answerer_role: str | None) -> bool:
    """Is a complaint asked bare ("Cough?", "any fever?") by a clinician of someone who is neither the patient
    nor a clinician (a parent, a relative: ``Guest_family``)? The complaint is the patient's, not theirs."""
    if asker_role not in CARE_ROLES or answerer_role in (*CARE_ROLES, "patient"):
        return False
    return complaint(question.rstrip("?. ")) or re.match(r"^\W*(?:and\s+)?any\b", question, re.IGNORECASE) is not None
