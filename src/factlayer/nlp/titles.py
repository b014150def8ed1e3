"""A title and the name it titles: "Mrs. Jones", "Dr Patel", and "mr. jones" or "dr scott" in lower-case transcripts
(and "doctor scott" where a call or a self-naming puts it: "hi doctor scott", "i'm doctor scott")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token

# Titles written short, before a name ("Dr. Ward", "mrs jones"): the titles (``name_titles``) that are abbreviations
ABBREVIATED_TITLES = lexicon.words("name_titles") & lexicon.words("abbreviations")
# Those never anything but a title, with or without their period ("ms" is also the disease)
_ABBREVIATED = ABBREVIATED_TITLES - {"ms"}
_TITLE_WORDS = _ABBREVIATED | {"ms", "miss", "doctor", "professor"}
_SPOKEN_TITLES = frozenset({"doctor", "professor"})  # not "miss": as often the verb ("you miss work .")
_STOP_AFTER_TITLE = lexicon.words("stopwords") | lexicon.words("common_verbs")


def name_after_title(tokens: Sequence[Token], i: int, *, spoken: bool = False) -> tuple[str, int] | None:
    """ "Mrs. Jones" at ``tokens[i]``: the name and the index after it. In lower-case text an abbreviated title
    ("mr. jones", "dr scott") titles the word after it; a title that is also a word ("doctor", "professor") does so only
    when ``spoken``: the caller has seen it in the place of a call or a self-naming ("hi doctor scott", "i'm doctor
    scott"), not "the doctor said"."""
    if i >= len(tokens) or tokens[i].low not in _TITLE_WORDS:
        return None
    j = i + 1
    if j < len(tokens) and tokens[j].low == ".":
        j += 1
    k = j
    while k < len(tokens) and k - j < 3 and tokens[k].is_word and tokens[k].text[:1].isupper():
        k += 1
    titles = j > i + 1 or tokens[i].low in _ABBREVIATED or (spoken and tokens[i].low in _SPOKEN_TITLES)
    if k == j and titles and j < len(tokens) and tokens[j].is_word and may_be_a_name(tokens[j].low):
        k = j + 1  # "mr. jones", "dr scott" in lower-case text: whom the title titles
    if k == j:
        return None
    return " ".join(t.low for t in tokens[j:k]), k


_WORD_BEFORE = re.compile(r"([A-Za-z]+)[ \t]+$")
_WORD_AFTER = re.compile(r"[ \t]+([A-Za-z']+)")


def spaced_title(before: str, after: str) -> bool:
    """A period between ``before`` and ``after`` closes an abbreviated title that ASR spaced off ("dr . brown",
    "mrs . lee"): ``before`` ends on the title and a space, ``after`` goes on to a word that may be a name — no
    sentence end there; "I saw the dr . she said …" ends one."""
    title, name = _WORD_BEFORE.search(before[-12:]), _WORD_AFTER.match(after)
    return (
        title is not None
        and title.group(1).lower() in _ABBREVIATED
        and name is not None
        and may_be_a_name(name.group(1).lower())
    )


def is_title(low: str) -> bool:
    """A title, no part of the name it titles ("mrs", "dr", "doctor")."""
    return low in _TITLE_WORDS or low in _HONORIFICS


_HONORIFICS = frozenset({"hon", "honourable", "honorable", "sir", "dame"})


def may_be_a_name(low: str) -> bool:
    """A lower-case word that may be a name: no function word, common verb or word that follows a greeting."""
    return low not in _STOP_AFTER_TITLE and low not in lexicon.words("not_names")


def greeted_name(tokens: Sequence[Token], i: int) -> tuple[str, int] | None:
    """ "hi , anna ." at ``tokens[i]``: one word after the greeting that opens the sentence (and a comma), ending
    it or followed by punctuation or a word that opens a clause ("hi virginia how are you") — the name of the one
    greeted, in lower-case text too."""
    if i == 0 or i >= len(tokens) or not tokens[i].is_word:
        return None
    k = i - 1 if tokens[i - 1].low != "," else i - 2
    thanks = [t.low for t in tokens[: k + 1]] in (["thanks"], ["thank", "you"])  # "thanks , rachel ." greets too
    # "hi , anna", "good morning anna", "hi good afternoon joseph": only greeting words before the one greeted
    opening = k <= 3 and all(t.low in lexicon.words("greetings") or t.low in ("good", ",") for t in tokens[:k])
    if not (k == 0 or opening or thanks):
        return None
    acknowledged = (
        tokens[k].low in lexicon.words("acknowledgements") and tokens[i].text[:1].isupper() and tokens[i - 1].low != ","
    )
    greeting = thanks or tokens[k].low in lexicon.words("greetings")
    if not greeting and not (acknowledged and _comma_after(tokens, i)):
        return None  # "Okay Alex, I can see …": a capitalised name after "okay", then a comma, is called too
    low = tokens[i].low
    if low in _STOP_AFTER_TITLE or low in lexicon.words("not_names") or low in lexicon.words("greetings"):
        return None
    if i + 1 < len(tokens) and tokens[i + 1].is_word and tokens[i + 1].low not in lexicon.words("call_followers"):
        return None  # "hi virginia how are you": a clause of its own after the name, in unpunctuated speech too
    return low, i + 1


_GREETED_AFTER = lexicon.words("hails")


def called_before_greeting(tokens: Sequence[Token], i: int) -> tuple[str, int] | None:
    """ "alright russell hi how are you", "okay gloria tell me what's going on": one word after an acknowledgement or
    a discourse opener ("so", "okay"), then a greeting and a clause, or "tell me" — the name of the one spoken to, in
    unpunctuated lower-case speech too. Not "tell russell hi" (a verb before), nor "so they tell me" (no name)."""
    if i == 0 or i + 2 >= len(tokens) or not tokens[i].is_word:
        return None
    if tokens[i - 1].low not in lexicon.words("acknowledgements") | lexicon.words("call_openers"):
        return None
    low, after, then = tokens[i].low, tokens[i + 1].low, tokens[i + 2].low
    if low in _STOP_AFTER_TITLE or low in lexicon.words("not_names") or low in lexicon.words("greetings"):
        return None
    skipped = lexicon.words("subject_skips") | lexicon.words("call_openers") | lexicon.words("discourse")
    if low in skipped or low in lexicon.words("person_nouns") or low in lexicon.words("people_words") or "'" in low:
        return None
    greeting = after in _GREETED_AFTER and (then in lexicon.words("call_followers") or not tokens[i + 2].is_word)
    return (low, i + 1) if greeting or (after, then) == ("tell", "me") else None


def _comma_after(tokens: Sequence[Token], i: int) -> bool:
    return i + 1 < len(tokens) and tokens[i + 1].low == ","
