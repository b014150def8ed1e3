"""Whether a clause opens like a question, in transcripts that often carry no "?": "do you smoke", "any chest
pain", "what brings you in", "has has karen had any seizures" (a stammer and a name in a lower-case transcript).
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import irregular_forms

WH = frozenset({"what", "when", "where", "why", "how", "who", "whom", "whose", "which"})
AUX = lexicon.words("auxiliaries")
SUBJ = lexicon.words("question_subjects")
FILLERS = frozenset(
    ["so", "and", "okay", "ok", "well", "um", "uh", "oh", "alright", "now", "then", "but", "right", "yeah", "actually"]
)


def interrogative_opening(words: list[str]) -> bool:
    """Do the words open a question: an auxiliary and a subject ("do you", "has karen had"), a wh-word, "any …"?"""
    words = [w for k, w in enumerate(words) if k == 0 or w != words[k - 1]]  # "has has karen had": a stammer
    while words and words[0] in _ACKNOWLEDGED:
        words = words[1:]
    if len(words) < 2:
        return False
    first, second = words[0], words[1]
    listed = words[: words.index("like")] if words[-3:] == ["anything", "like", "that"] else words
    listed = [w for k, w in enumerate(listed) if not _you_know(listed, k)]  # "any visual changes you know …"
    if first in ("any", "anything") and not any(w in AUX or w in lexicon.words("common_verbs") for w in listed):
        return True  # "any chest pain", "any fevers or chills or anything like that" (no "?"): a question, no verb
    if first in WH:
        return second in AUX or second not in SUBJ
    return first in AUX and (second in SUBJ or _named_subject(words))


_ACKNOWLEDGED = FILLERS | {"good", "great", "perfect", "all"}  # "okay alright good so has karen had …"


def _you_know(words: list[str], k: int) -> bool:
    """ "you know" said in passing ("any visual changes you know wavy lines"), not a verb of the sentence."""
    pair = ("you", "know")
    return tuple(words[k : k + 2]) == pair or (k > 0 and tuple(words[k - 1 : k + 1]) == pair)


_INTERJECTIONS = frozenset({"mm-hmm", "mhm", "hmm", "mm", "uh-huh", "wow", "ah", "gosh"})
_RESTART = 2  # words a speaker may drop before the question they start again


def opens_question_after_restart(words: list[str]) -> bool:
    """Do the words open a question once a false start is dropped: fillers and interjections ("mm-hmm okay have you
    ever injured that foot"), then at most two words with no verb before an auxiliary and "you" ("okay and ever
    have you ever had any issues", "and i are you still taking the metformin")? Not "so i will have you come back",
    whose "will" makes the lead a clause of its own. Only a caller who sees the other speaker answer next may read
    this as asked."""
    words = [w for k, w in enumerate(words) if k == 0 or w != words[k - 1]]
    while words and (words[0] in _ACKNOWLEDGED or words[0] in _INTERJECTIONS):
        words = words[1:]
    if interrogative_opening(words):
        return True
    verbs = AUX | lexicon.words("common_verbs")
    for p in range(1, _RESTART + 1):
        if p >= len(words) or words[p - 1] in verbs or "'" in words[p - 1] or words[p - 1] in WH:
            return False
        if p + 1 < len(words) and words[p] in AUX and words[p + 1] == "you":
            return True
    return False


def _named_subject(words: list[str]) -> bool:
    """ "has karen had any seizures", "does bo take it": an auxiliary, a word that is no verb, adverb or function
    word (a name, in lower-case transcripts), then a verb form."""
    if len(words) < 3 or words[0] not in ("has", "have", "does", "did", "is", "was", "can", "will"):
        return False
    name, verb = words[1], words[2]
    plain = lexicon.words("stopwords") | lexicon.words("common_verbs") | lexicon.words("negations") | FILLERS
    if not name.isalpha() or len(name) < 3 or name in plain or name.endswith(("ly", "ing", "ed", "n't")):
        return False
    return verb in lexicon.words("common_verbs") or verb in irregular_forms() or verb.endswith("ed")


_WH_HEADS = frozenset({"long", "much", "many", "often", "far", "old", "soon", "bad"})  # "how long has he …"


def asks_of_third_person(words: list[str], third: frozenset[str]) -> bool:
    """Is a question about "he"/"she"/"they" (``third``), the person right after its opening auxiliary ("how long
    has he had this pain", "does she take it", "what did they say")?"""
    words = [w for w in words if w not in FILLERS]
    i = 0
    if i < len(words) and words[i] in WH:
        i += 1
        while i < len(words) and words[i] in _WH_HEADS:
            i += 1
    return i + 1 < len(words) and words[i] in AUX and words[i + 1] in third
