"""Two statements glued into one clause by a transcript without punctuation, cut at the second one's subject —
one rule for the extractor (its facts and quotes) and the proof engine (its statements).

"i just really got to feeling bad i called my friend diane", "… based on the pathology reports i then recommend
chemotherapy", "my headache started about a week ago it's feeling like a dull pain": each half is a clause of its
own (its own fact, its own quote, proven on its own). A cut is made before a subject pronoun ("i", "we", "he",
"she", "they", with its contraction; "it's", "there is/are/was") when

- the words before it are a clause (a predicate, ``nlp.sentences.looks_like_predicate``; at least three words),
  and no subordinator before it ("when i was young i broke my arm", "… and when i slung it forward i hit it"
  stay whole);
- the word just before it is no restart ("i had con- i had a congenital …": ``self_repair``'s), no function word
  (``lexicon/stopwords.txt``, ``subordinators.txt``), no verb missing its object (``common_verbs.txt``: "yeah i
  want it's …"), no verb of saying, believing or perceiving, and no word a clause belongs to
  (``clause_heads.txt``: "i'm sure i took it", "every time i eat");
- the words after it have a verb and a complement: not a relative clause missing its object ("i take the
  medication i got from you": after "got" comes a preposition).
"""

from __future__ import annotations

import re
from itertools import pairwise

from factlayer.nlp import lexicon
from factlayer.nlp.may_month import may_is_month
from factlayer.nlp.sentences import looks_like_predicate
from factlayer.nlp.tokens import Token

__all__ = ["SUBORDINATORS", "cut_run_ons", "opens_glued_question", "run_on_cuts"]

SUBORDINATORS = (lexicon.words("subordinators") | lexicon.words("conditionals")) - lexicon.words("chat_openers")

_SUBJECT = re.compile(
    r"(?<=\s)(?P<s>(?:i|we|he|she|they)(?:'(?:ll|m|ve|d|re|s))?|(?P<v>it's|it\s+is|it\s+was|there's|there\s+(?:is|are|"
    r"was|were)))(?=\s)",
    re.IGNORECASE,
)
# "how" opens a clause as a subordinator does ("i don't know how i did it"); the rest is the shared list
_SUBORDINATOR = re.compile(r"\b(?:" + "|".join(sorted(SUBORDINATORS | {"how"})) + r")\b", re.IGNORECASE)
_KEEPS = frozenset(
    lexicon.words("stopwords")
    | lexicon.words("saying")
    | lexicon.words("believing")
    | lexicon.words("perception")
    | lexicon.words("clause_heads")
    | lexicon.words("subordinators")
    | {w for w in lexicon.words("common_verbs") if not w.endswith("s")}  # "i want", not "the pathology reports"
    | {"when", "whenever", "anytime", "once", "unless", "where", "how", "why", "cause", "plus"}
    | {"know", "knew", "think", "thought", "said", "says", "say", "told", "make", "made", "see", "saw", "like"}
)
_ADVERBS = lexicon.words("run_on_adverbs")
_MODALS = frozenset({"will", "would", "can", "could", "should", "might", "may", "must", "do", "does", "did"})
_HAVE = frozenset({"have", "has", "had"})  # "have been", "had taken"; not "have flushing"
_BE = frozenset({"am", "is", "are", "was", "were", "be", "been"})
_GAP = frozenset({"from", "for", "to", "at", "in", "on", "with", "by", "about", "every", "each", "since", "before"})
_WORD = re.compile(r"[\w'-]+")
# a yes/no question glued after a statement by a discourse word: "you did fall to the ground okay and did you land
# on the kneecap": the question starts at its auxiliary
_GLUE = frozenset({"okay", "ok", "alright", "so", "and"})
_QUESTION_AUX = frozenset({"do", "does", "did", "have", "has", "are", "is", "was", "were", "can", "could", "will"})
_LINKING = lexicon.words("linking_verbs")  # "your blood pressure looks good today and | do you smoke"
_QUESTION_SUBJECT = lexicon.words("personal_subjects") - {"i", "we"}  # the one asked, or another
_GLUED_QUESTION = re.compile(
    r"(?<=\s)(?:okay|ok|alright|so|and)\s+(?P<q>(?:do|does|did|have|has|are|is|was|were|can|could|will)\s+"
    r"(?:" + "|".join(sorted(_QUESTION_SUBJECT)) + r")\s)",
    re.IGNORECASE,
)


def _to_chain(words: list[str], i: int) -> int:
    """How many words after ``words[i]`` still lead to the verb of a plan: 2 for "going to", as "will" ("i'm going to
    order …"); "gonna" and "gon na" are read as a verb with its complement already. Not "need to", "want to", "have
    to": their verb may be the one a relative clause's object belongs to ("the tools they need | to continue …")."""
    return 2 if i + 2 < len(words) and words[i : i + 2] == ["going", "to"] else 0


def _complemented(after: str, verb_included: bool) -> bool:
    """Do the words after a subject have a verb and something after it (not "got from you", not "take every day")?
    The verb is the word after the auxiliaries ("'ve been taking", "will give"); "have" before a noun is one."""
    words = [w.lower() for w in _WORD.findall(after) if w.lower() not in _ADVERBS]
    if not verb_included:
        i = 0
        while i < len(words) - 1 and (
            (words[i] in _MODALS and not may_is_month(["i", *words], i + 1))
            or (words[i] in _HAVE and (words[i + 1].endswith(("ed", "en")) or words[i + 1] == "been"))
            or (words[i] in _BE and (words[i + 1].endswith(("ed", "en", "ing")) or words[i + 1] == "being"))
        ):
            i += 1
        i += _to_chain(words, i)  # "am going to order …": the verb is "order"
        words = words[i + 1 :]  # after the verb
    return bool(words) and words[0] not in _GAP and looks_like_predicate(after if verb_included else "i " + after)


def _kept(words: list[str], subject: str) -> bool:
    """Does the word before a subject keep it in its clause (module docstring)? Not the month "May": "… all winter
    and in may | i started running" is cut as "… in june | i started" is; "… and you may | i …" stays whole."""
    texts = [*words, subject]
    lows = [w.lower() for w in texts]
    return lows[-2] in _KEEPS and not may_is_month(lows, len(words) - 1, texts)


def _cuts(clause: str) -> list[int]:
    """Offsets in ``clause`` where a glued second statement starts (module docstring)."""
    cuts: list[int] = []
    last = 0
    for m in _SUBJECT.finditer(clause):
        before = clause[last : m.start()]
        words = _WORD.findall(before)
        if _SUBORDINATOR.search(before):
            break  # "when i slung it forward i hit it": the subordinate clause's main clause follows
        if len(words) < 3 or _kept(words, m.group(0)) or words[-1].endswith("-") or not looks_like_predicate(before):
            continue
        if m.group("s") and m.group("s").lower() == "i" and _spelled_letter(words[-1]):
            continue  # "an M R | I of your knee", "to U | I H C": a letter of a spelled-out name, not the pronoun
        if not _complemented(clause[m.end() :], m.group("v") is not None):
            continue
        cuts.append(m.start())
        last = m.start()
    return sorted(set(cuts) | set(_question_cuts(clause)))


def _spelled_letter(word: str) -> bool:
    """A capital letter alone ("M" of "M R I"), not the article "a"."""
    return len(word) == 1 and word.isalpha() and word.isupper() and word != "A"


def _question_cuts(clause: str) -> list[int]:
    """Offsets where a yes/no question glued after a statement by "okay", "so" or "and" starts (its auxiliary),
    when the words before it are a clause of four words or more (a predicate, or a finding with a linking verb:
    "your blood pressure looks good today and | do you smoke")."""
    out: list[int] = []
    for m in _GLUED_QUESTION.finditer(clause):
        before = clause[: m.start("q")]
        words = [w.lower() for w in _WORD.findall(before)]
        stated = looks_like_predicate(before) or any(w in _LINKING for w in words[1:])
        if len(words) >= 4 and not _SUBORDINATOR.search(before) and stated:
            out.append(m.start("q"))
    return out


def opens_glued_question(before: list[Token], clause: list[Token]) -> bool:
    """Is ``clause`` a yes/no question cut off the statement ``before`` it ("... okay and | did you land on it")?"""
    words = [t.low for t in clause if t.is_word]
    return (
        bool(before)
        and before[-1].low in _GLUE
        and words[:1] != []
        and words[0] in _QUESTION_AUX
        and words[1:2] != []
        and words[1] in _QUESTION_SUBJECT
    )


def run_on_cuts(text: str, clauses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``clauses`` (offsets into ``text``) with each run-on cut into its statements."""
    out: list[tuple[int, int]] = []
    for start, end in clauses:
        bounds = [start, *(start + c for c in _cuts(text[start:end])), end]
        out += list(pairwise(bounds))
    return out


def cut_run_ons(text: str, clauses: list[list[Token]]) -> list[list[Token]]:
    """Token clauses (of ``text``) with each run-on cut into its statements."""
    out: list[list[Token]] = []
    for clause in clauses:
        for start, end in run_on_cuts(text, [(clause[0].start, clause[-1].end)]):
            piece = [t for t in clause if start <= t.start < end]
            if piece:
                out.append(piece)
    return out
