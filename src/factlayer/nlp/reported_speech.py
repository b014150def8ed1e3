"""Who a clause's content belongs to when someone reports or overhears it: another person's word or belief
("my wife thinks I have sleep apnea"), hearsay ("I heard the bakery closed"), a fear or guess of the speaker's own
("I worried it was my heart"), and whether the words after a verb of
saying open a clause of their own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.questions import AUX

CLAUSE_SUBJECTS = frozenset(["i", "you", "he", "she", "we", "they", "it", "i'm", "you're", "it's", "there's"])


def others_word(words: list[str], i: int) -> bool:
    """Someone else (not "I"/"we") reports or believes a clause with its own subject, after an optional object
    ("my son told me I snore", "your husband mentioned you've been snoring"): the content is theirs, not asserted by
    the speaker."""
    if (
        i == 0
        or words[0] in ("i", "we", "i'm", "we're", "i'd", "we'd", "i've", "we've")  # "I'd say I drink socially"
        or not any(words[i] in lexicon.words(name) for name in ("reporting", "believing", "telling", "suspecting"))
    ):
        return False
    j = i + 1 + (i + 1 < len(words) and words[i + 1] in ("me", "us", "him", "her", "them", "you"))
    if j < len(words) and words[j] in CLAUSE_SUBJECTS:
        return True
    # "someone told me the bakery closed"; not "then I feel like I'm bloated"
    return opens_clause(words, j) and words[i - 1] not in lexicon.words("first_person")


def opens_clause(words: Sequence[str], j: int) -> bool:
    """``words[j]`` opens a clause of its own: a subject pronoun with a verb after it ("you were sick", "it's
    closed"), or a few words ending in a finite verb ("the bakery closed", "jon sold his car") — not an object
    ("the truth", "great things about it", "a dog barking")."""
    # not "about ...", nor the teller's own news ("Jon told me his dance studio is opening")
    if j >= len(words) or words[j] in ("about", "of", "from", "back", "that", "to", "like", "as", "so", "his", "her",
                                       "their", "its", "my", "your", "our"):  # fmt: skip
        return False
    if "'" in words[j] and words[j].split("'")[0] in CLAUSE_SUBJECTS | {"i", "you", "there"}:
        return True  # "you're", "it's", "there's"
    finite = lexicon.words("finite_verbs") | AUX
    if any(w in finite or (w.endswith("ed") and len(w) > 4) or w.endswith("n't") for w in words[j + 1 : j + 4]):
        return True
    # "the policy covers mold", "the store closes at nine": a present -s form right after a determiner and its noun
    determiners = lexicon.words("determiners")
    noun, verb = [*words[j + 1 : j + 3], "", ""][:2]
    return words[j] in determiners and noun not in determiners and _PRESENT_S.fullmatch(verb) is not None


_PRESENT_S = re.compile(r"[a-z]{2,}(?<![su'])s")  # "covers", "closes"; not "boss", "status", "it's"


def hearsay(words: Sequence[str], i: int) -> bool:
    """The speaker only heard or read it: "I heard the bakery closed", "we've heard you were sick"
    (``lexicon/hearsay.txt``), not "I heard a noise" nor "I heard great things about it"."""
    if words[i] not in lexicon.words("hearsay"):
        return False
    k = i - 1
    while k >= 0 and words[k] in ("just", "also", "recently", "actually", "have", "had", "'ve"):
        k -= 1
    return k >= 0 and words[k] in ("i", "we", "i've", "we've", "i'd", "we'd") and opens_clause(words, i + 1)


_SUSPECTING = lexicon.words("suspecting")
_OWN_SUBJECTS = frozenset(("i", "we", "i'd", "we'd", "i've", "we've"))
_BETWEEN = frozenset(("just", "also", "first", "initially", "actually", "really", "had", "have", "'d", "'ve"))
_OWN_THINGS = frozenset(("my", "our", "his", "her", "their", "your"))


def suspected(words: Sequence[str], i: int) -> bool:
    """The speaker only feared, suspected or guessed it: "I worried it was my heart", "we feared that the roof was
    leaking", "I'd assumed my card was declined" (``lexicon/suspecting.txt``); not "I figured it out", "I worried
    about the bill"."""
    if words[i] not in _SUSPECTING:
        return False
    k = i - 1
    while k >= 0 and words[k] in _BETWEEN:
        k -= 1
    if k < 0 or words[k] not in _OWN_SUBJECTS:
        return False
    if i == len(words) - 1:
        return True  # "we worried | that the roof was leaking": the clause cut before what was feared
    if words[i + 1] == "out":
        return False  # "I figured out it was food poisoning": found, not guessed
    j = i + 1 + (i + 1 < len(words) and words[i + 1] in ("that", *_OWN_THINGS))  # "… that it was", "… my heart was"
    return (j > i + 1 and words[i + 1] == "that") or opens_clause(words, j)
