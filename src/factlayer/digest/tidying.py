"""Rule 1 of ``rewrite``: the transcript's tokenisation tidied into ordinary written form ("do n't" → "don't",
" ," → ",", "wan na" → "want to", "you're gon na" → "you will", stammers and cut-off words once,
fillers out), and a pronoun after a framing phrase read as the thing the phrase names (``unframe``). Words are
never added or reordered, except "will" for a contracted "gon na" (the proof finds no "going" in "gon na";
grounding reads "wan na" as "want", ``tokens``)."""

from __future__ import annotations

import re
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.hesitations import NOT_AFTER_A_DETERMINER

from .stance import STANCE_LEAD

__all__ = ["ER_HESITATION", "tidy", "unframe"]


ER_HESITATION = NOT_AFTER_A_DETERMINER + r"er+m?"  # "the er" is the emergency room (nlp.hesitations)
_FILLERS = re.compile(
    r"(?:(?<=\s)|^)(?:um+|uh+|" + ER_HESITATION + r"|hmm+|mm+|you\s+know|i\s+mean|kind\s+of|sort\s+of|like)\s*,\s*"
    r"|\s*,\s*(?:um+|uh+|you\s+know|i\s+mean|like)(?=\s*[,.?!]|\s*$)"
    r"|(?:(?<=\s)|^)(?:um+|uh+|" + ER_HESITATION + r")\s+",
    re.IGNORECASE,
)
_STAMMER = re.compile(r"\b([a-z']+(?:\s+[a-z']+){0,2})(?:\s*,)?\s+\1\b", re.IGNORECASE)


_TIDY_BEFORE: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, f), r)
    for p, r, f in (
        # "is like {disfmarker} a beagle": "like" after a form of "be", before a pause, is a hesitation (as "is
        # like ... a beagle" is, below); not "I'd like {disfmarker} a coffee"
        (r"\b(is|was|are|were|be|been|'s)\s+like\s+(?=\{\w+\})", r"\1 ", re.IGNORECASE),
        # a stray letter at the start, then the word it began: "M my favourite animal", "{vocalsound} W we went"
        (r"^((?:\s*\{\w+\})*\s*)(?![aAiI]\b)([a-zA-Z])\s+(?=(?i:\2)[a-z])", r"\1", 0),
        (r"\{\w+\}|\[(?:inaudible|crosstalk|laughs?|laughter|noise)\]", " ", 0),  # transcriber marks
        # a false start: a word or two, a pause, then the clause ("you ... my wife made me push")
        (
            r"^\s*(?!(?:yes|yeah|yep|no|nope|not|never|maybe|probably|possibly|perhaps|sometimes|rarely|only|"
            r"hardly|barely|almost|nearly|occasionally)\b)(?:[\w']+\s+)?[\w']+\s*(?:\.\.\.|…)\s*(?=\w)",
            "",
            re.IGNORECASE,
        ),
        # a subject restarted after a connector: "i , and i ca n't make a fist" → "i ca n't make a fist"
        (r"\b(i|we|he|she|they)\s*,\s*(?:and|so|but|or)\s+(?=\1\b)", "", re.IGNORECASE),
        # a word cut off and said whole: "would quali- uh , qualify you", "t- taking", "chole- cholesterol"
        (r"\b([a-z]+)-(?:\s*,)?\s+(?:(?:um+|uh+)\s*,?\s*)?(?=\1[a-z])", "", re.IGNORECASE),  # not "one-on-one"
        (r"\s*(?:\.\.\.|…)\s*", ", ", 0),  # a pause, not a sentence end
        # a filler between commas inside a phrase: "push a , uh , refrigerator" → "push a refrigerator", "go ahead and ,
        # you know , increase" → "go ahead and increase"
        (
            r"\b(a|an|the|my|your|his|her|our|their|its|this|that|some|any|to|of|for|in|on|at|with|and|or|i|it|"
            r"is|was|just|very|really|been|have|had)\s*,\s*(?:um+|uh+|er+m?|you\s+know|i\s+mean)\s*,\s*",
            r"\1 ",
            re.IGNORECASE,
        ),
        (r"\s+", " ", 0),
        (r"(\w) n't\b", r"\1n't", 0),
        (r"\bca n't\b|\bcan't\b", "can't", re.IGNORECASE),
        (r"\bwo n't\b|\bwon't\b", "won't", re.IGNORECASE),
        (r"(\w) '(s|re|ve|ll|d|m)\b", r"\1'\2", 0),
        (r"\bwan na\b", "want to", re.IGNORECASE),
        (r"\b(\w+)(?:'re|'m|'s|\s+are|\s+am|\s+is)\s+gon na\b", r"\1 will", re.IGNORECASE),
        (r"\bgon na\b", "going to", re.IGNORECASE),
        (r"\bgot ta\b", "got to", re.IGNORECASE),
        (r"\b(i|we)\s+do\s+(think|believe)\b", r"\1 \2", re.IGNORECASE),  # emphatic: "The doctor thinks …"
    )
)
# "is {disfmarker} {vocalsound} A beagle": a function word restarted after a transcriber mark mid-sentence keeps no
# capital (QMSum capitalises the restart); "I" and any other word (a name) keep theirs.
_RESTART = re.compile(r"(?P<mark>(?<=[a-z,] )(?:\{\w+\}\s*)+)(?P<word>[A-Z][a-z]*)\b")


def _restart(m: re.Match[str]) -> str:
    word = m.group("word")
    lowered = word.lower() in lexicon.words("stopwords") and word != "I"
    return m.group("mark") + (word.lower() if lowered else word)


_TIDY_AFTER: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\s+([,?!;:%]|\.(?!\d))"), r"\1"),  # not a decimal point: "was .7"
    (re.compile(r"([,;:])(?=[^\s\d])"), r"\1 "),
    (re.compile(r",\s*,"), ","),
)


# "you know" as a filler before a clause ("you know when i try to reach", "help you out you know if your pcp"),
# not asked ("do you know if …") nor with an object ("you know the drill").
_YOU_KNOW = re.compile(
    r"(?:^|(?<=\s))(?P<before>\w+(?:'\w+)?\s+)?you\s+know\s+"
    r"(?=(?:i|i'm|i've|we|we're|when|if|it|it's|that's|so|and|like|there|there's|this|my|your)\b)",
    re.IGNORECASE,
)
# …and anywhere else before what cannot be its object ("with you know high levels of stress", "you know a lot
# of times we see this"): not before a word that can ("you know the drill", "you know what i mean").
_YOU_KNOW_FILLER = re.compile(
    r"(?:^|(?<=\s))(?P<before>\w+(?:'\w+)?\s+)?you\s+know\s+"
    r"(?!(?:the|your|my|his|her|their|our|its|what|how|why|where|who|whether|about|that|this|those|these|him|them|me|"
    r"it|anything|everything|something|someone|somebody|anyone|nothing)\b)(?=\w)",
    re.IGNORECASE,
)
_ASKING = frozenset({"do", "did", "don't", "didn't", "if", "as", "would", "could", "let", "to", "whether"})


def _once(m: re.Match[str]) -> str:
    """A stammer said once ("i i take", "the the pill") — but not a number said twice: "nine one one"."""
    repeated = m.group(1).lower().split()
    return m.group() if all(w in lexicon.words("number_words") for w in repeated) else m.group(1)


def _you_know(m: re.Match[str]) -> str:
    before = m.group("before") or ""
    return m.group() if before.strip().lower() in _ASKING else before


@lru_cache(maxsize=4096)
def tidy(text: str) -> str:
    """The clause in ordinary written form (rule 1); words are never added or reordered."""
    t = _RESTART.sub(_restart, text)
    for pattern, replacement in _TIDY_BEFORE:
        t = pattern.sub(replacement, t)
    t = _YOU_KNOW.sub(_you_know, t)
    t = _YOU_KNOW_FILLER.sub(_you_know, t)
    t = t.strip()
    for _ in range(3):
        t2 = _STAMMER.sub(_once, _FILLERS.sub("", t))
        if t2 == t:
            break
        t = t2
    for pattern, replacement in _TIDY_AFTER:
        t = pattern.sub(replacement, t)
    return t.strip(" ,;:-")


_FRAMED_PRONOUN = re.compile(
    r"^(?:looking\s+at|in\s+terms\s+of|for|on|regarding|as\s+for|(?:in\s+)?reviewing)\s+(?:the\s+results\s+of\s+)?"
    r"(?P<np>(?:your|my)\s+[^,]{1,60}?)\s*,\s*"
    r"(?:it|that|they|this)(?P<verb>'s|\s+is|\s+was|\s+are|\s+were|\s+has|\s+looks|\s+seems|\s+showed|\s+shows)\b",
    re.IGNORECASE,
)


def unframe(text: str) -> str:
    """ "looking at your blood pressure today, it is a little elevated" → "your blood pressure today is a
    little elevated": the pronoun after a framing phrase is the thing the phrase names. A leading stance or topic
    phrase ("to be honest", "from a diabetes standpoint", ``stance``) is dropped: the citation keeps it."""
    if (lead := STANCE_LEAD.match(text)) is not None:  # "to be honest my diet …", "from a diabetes standpoint, let's …"
        return text[lead.end() :]
    m = _FRAMED_PRONOUN.match(text)
    if m is None:
        return text
    verb = m.group("verb").strip()
    if verb == "'s":
        verb = "is"
    return f"{m.group('np')} {verb}{text[m.end() :]}"
