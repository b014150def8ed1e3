"""Two statements glued into one clause by a transcript without punctuation, cut at the second one's subject —
one rule for the extractor (its facts and quotes) and the proof engine (its statements).

"i just really got to feeling bad i called my friend diane", "… based on the pathology reports i then recommend
chemotherapy", "my headache started about a week ago it's feeling like a dull pain": each half is a clause of its
own (its own fact, its own quote, proven on its own). A cut is made before a subject pronoun ("i", "we", "he",
"she", "they", "you", with its contraction; "it's", "there is/are/was") when

- the words before it are a clause (a predicate, ``nlp.sentences.looks_like_predicate``; at least three words),
  and no subordinator before it ("when i was young i broke my arm", "… and when i slung it forward i hit it"
  stay whole);
- the word just before it is no restart ("i had con- i had a congenital …": ``self_repair``'s), no function word
  (``lexicon/stopwords.txt``, ``subordinators.txt``), no verb missing its object (``common_verbs.txt``: "yeah i
  want it's …"), no verb of saying, believing or perceiving, and no word a clause belongs to
  (``clause_heads.txt``: "i'm sure i took it", "every time i eat");
- the words after it have a verb and a complement: not a relative clause missing its object ("i take the
  medication i got from you": after "got" comes a preposition).
- for "you": an auxiliary (no modal) follows it, no verb that takes it as its object comes before it ("… of your
  eye | you do have …", not "i would recommend you take …"), and it is no statement put to the listener (one
  ending the turn, or tagged "right").

The adverbial that leads the glued statement after an "and"/"but" goes with it ("… red and hot and | sometimes i
feel dizzy", "… no fracture and | on your exam you do have …"), so the statement keeps only its own hedge or
denial; "as well" opens no subordinate clause.
"""

from __future__ import annotations

import re
from itertools import pairwise

from factlayer.nlp import lexicon
from factlayer.nlp.may_month import may_is_month
from factlayer.nlp.sentences import looks_like_predicate
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token

__all__ = ["SUBORDINATORS", "cut_run_ons", "opens_glued_question", "run_on_cuts"]

SUBORDINATORS = (lexicon.words("subordinators") | lexicon.words("conditionals")) - lexicon.words("chat_openers")

_SUBJECT = re.compile(
    r"(?<=\s)(?P<s>(?:i|we|he|she|they|you)(?:'(?:ll|m|ve|d|re|s))?|(?P<v>it's|it\s+is|it\s+was|there's|there\s+"
    r"(?:is|are|was|were)))(?=\s)",
    re.IGNORECASE,
)
# "how" opens a clause as a subordinator does ("i don't know how i did it"); the rest is the shared list
_SUBORDINATOR = re.compile(r"\b(?:" + "|".join(sorted(SUBORDINATORS | {"how"})) + r")\b", re.IGNORECASE)
_AS_WELL = re.compile(r"\bas\s+well\b(?!\s+as\b)", re.IGNORECASE)  # "… in those muscles as well": no "as" clause
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
# "you" starts a statement only with a finite verb after it ("… in the back of your eye | you do have …"), not a
# modal (a consequence of a condition before: "if you don't, it can lead to … | you can also develop arthritis"), and
# no verb before it that takes it as its object ("i'd recommend you take …", "we'll have you come back")
_TAGS = frozenset({"right", "correct", "true", "yes", "yeah", "okay", "ok"})  # "… you have been taking it right"
_NOT_DONE = lexicon.words("modal_heads") | {"can", "ca", "wo"}  # "can't", "won't"
_YOU_FINITE = {w for w in lexicon.words("auxiliaries") if w.removesuffix("n't") not in _NOT_DONE} | {
    "got",
    "'re",
    "'ve",
}
_TAKER_LISTS = ("common_verbs", "requesting", "order_verbs", "imperatives", "finite_verbs", "courtesy_verbs")
_YOU_TAKERS = frozenset(
    stem(w)
    for name in (*_TAKER_LISTS, "asking_verbs", "regimen_verbs", "saying", "believing", "perception")
    for w in lexicon.words(name)
)
# the adverbial that leads a glued statement goes with it: "… red and hot and | sometimes i just feel dizzy", "… of
# your eye and | on your neck exam you do have …"
_LEADS = frozenset(w for line in lexicon.words("lead_adverbials") for w in line.split()[:1])
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


def _cuts(clause: str, ends_turn: bool = False) -> list[int]:
    """Offsets in ``clause`` where a glued second statement starts (module docstring); ``ends_turn``: no word of
    the turn follows it."""
    cuts: list[int] = []
    last = 0
    for m in _SUBJECT.finditer(clause):
        before = clause[last : m.start()]
        words = _WORD.findall(before)
        if _SUBORDINATOR.search(_AS_WELL.sub(" ", before)):
            break  # "when i slung it forward i hit it": the subordinate clause's main clause follows
        if len(words) < 3 or _kept(words, m.group(0)) or words[-1].endswith("-") or not looks_like_predicate(before):
            continue
        if m.group("s") and m.group("s").lower() == "i" and _spelled_letter(words[-1]):
            continue  # "an M R | I of your knee", "to U | I H C": a letter of a spelled-out name, not the pronoun
        if not _complemented(clause[m.end() :], m.group("v") is not None):
            continue
        if (
            m.group("s")
            and m.group("s").lower().startswith("you")
            and not _you_subject(words, clause[m.start() :], ends_turn)
        ):
            continue
        cut = _led(before, m.start())
        if m.group("s") and m.group("s").lower().startswith("you") and cut == m.start():
            continue  # "you" only after a leading adverbial: "… and | on your neck exam you do have …"
        cuts.append(cut)
        last = m.start()
    return sorted(set(cuts) | set(_question_cuts(clause)))


def _you_subject(words: list[str], rest: str, ends_turn: bool) -> bool:
    """Is the "you" that opens ``rest`` a glued statement's subject (``_YOU_FINITE``, ``_YOU_TAKERS``)? Not one
    that ends the turn or a tag follows: it may be put to the listener to confirm ("i reviewed your labs | you have
    been taking your metformin right" — "no i ran out")."""
    after = [w.lower() for w in _WORD.findall(rest.replace("'", " '"))[1:] if w.lower() not in _ADVERBS]
    speaker_goes_on = any(w in ("i", "i'm", "i'll", "we", "we'll", "we're", "let's") for w in after)
    if (ends_turn and not speaker_goes_on) or not after or after[-1] in _TAGS or "?" in rest:
        return False  # "… | you do have some swelling so i'm gon na put you in a brace": said, not asked
    return after[0] in _YOU_FINITE and stem(words[-1].lower()) not in _YOU_TAKERS


def _led(before: str, at: int) -> int:
    """Where a cut before the subject at ``at`` goes: after the last "and"/"but" of ``before`` when the words between
    it and the subject (five or fewer) open with a leading adverbial and hold no verb of a clause."""
    found = list(re.finditer(r"(?<=\s)(?:and|but)\s+", before, re.IGNORECASE))
    if not found:
        return at
    lead = before[found[-1].end() :]
    words = [w.lower() for w in _WORD.findall(lead)]
    head = before[: found[-1].start()]
    if not 0 < len(words) <= 5 or words[0] not in _LEADS or len(_WORD.findall(head)) < 3:
        return at
    if looks_like_predicate(lead) or not looks_like_predicate(head):
        return at
    return found[-1].end() + (at - len(before))


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
        line_end = text.find("\n", end)
        ends_turn = _WORD.search(text[end : line_end if line_end >= 0 else len(text)]) is None
        bounds = [start, *(start + c for c in _cuts(text[start:end], ends_turn)), end]
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
