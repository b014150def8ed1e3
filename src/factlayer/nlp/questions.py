"""Whether a clause opens like a question, in transcripts that often carry no "?": "do you smoke", "any chest
pain", "what brings you in", "has has karen had any seizures" (a stammer and a name in a lower-case transcript).

The project's question detectors all live here. They differ on purpose, each tuned to what its readers do with
a question, so they are not one function (making them one changes verdicts):

* ``interrogative_opening(words)`` — the proof engine's (through ``nlp.modality.is_question``, which adds the
  "?" and its tags): the widest opening, with stammers, a name as subject ("has karen had") and "any …";
  ``opens_question_after_restart`` reads it after a false start, for a caller who sees the answer next.
* ``is_question_punctuated(text)`` — the transcript grammar's (``nlp.transcript``: the extractor's sentences):
  the end mark decides first (a "." or "!" states; "…, okay?" after a statement seeks assent); only text
  without one (ASR) is read by its opening, which needs three words.
* ``is_question_loose(text)`` — grounding's source index (``nlp.sentences``: question + reply windows, a
  repeat outside a question preferred) and the baseline extractor: an interrogative opening asks even
  before a full stop, also after the last comma ("I see, how long has it hurt."), and a tag ("…, right.")
  states.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.stems import irregular_forms, stem
from factlayer.nlp.tokens import Token

WH = lexicon.words("wh_words")
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


_WH_HEADS = lexicon.words("wh_heads")  # "how long has he …"


def asks_of_third_person(words: list[str], third: frozenset[str]) -> bool:
    """Is a question about "he"/"she"/"they" (``third``), the person right after its opening auxiliary ("how long
    has he had this pain", "does she take it", "what did they say")?"""
    words = [w for w in words if w not in FILLERS]
    i = 0
    if i < len(words) and words[i] in WH:
        i += 1
        while i < len(words) and words[i] in _WH_HEADS:
            i += 1
    if i == 0 and words and words[0] in third:
        return True  # a statement put as a question: "she has had a fever since monday, right?"
    return i + 1 < len(words) and words[i] in AUX and words[i + 1] in third


def asks_for_the_doer(question: Sequence[str], wh: tuple[str, ...] = ("who", "what")) -> str | None:
    """The verb of a question asking for its doer ("who drives you?", "what helps the pain?"), else None; not one
    whose two sides may be said either way ("who lives with you?" — "my wife": the patient lives with his wife)."""
    words = [w for w in question if w not in FILLERS and w != "?"]
    if len(words) < 2 or words[0] not in wh or words[1] in AUX or words[1] in SUBJ:
        return None
    if words[2:3] == ["with"] or words[1] in lexicon.words("symmetric_verbs"):
        return None
    return words[1]


def said_again_with_its_doer(question: Sequence[str], reply: Sequence[str]) -> bool:
    """A question asking for the doer and a reply that says its verb again: a clause of its own with its own doer
    ("who drives you?" — "my son drives me"), no fragment filling the slot ("my son")."""
    verb = asks_for_the_doer(question)
    return verb is not None and stem(verb) in {stem(w) for w in reply}


_TAG_SUBJECTS = frozenset({"he", "she", "it", "they", "there"})  # "you …, don't you?": what the listener does


def without_tag(tokens: Sequence[Token]) -> list[Token]:
    """A statement about "he", "she", "it" or "they" put as a question without its question tag ("he is sleeping
    through the night | , isn't he ?"): the tag's "n't" asks for a yes, it denies nothing of the statement. The "?"
    is kept."""
    lows = [t.low for t in tokens]
    if len(lows) > 5 and lows[-1] == "?" and lows[-2] in _TAG_SUBJECTS and lows[-3] in AUX and lows[-4] == ",":
        return [*tokens[:-4], tokens[-1]]
    return list(tokens)


# ---------------------------------------------------------------------------------------------------------
# Whole sentences, as text (the module docstring says how the two differ)

_LOOSE_AUX = AUX | {"shouldn't"}  # lexicon/auxiliaries.txt lacks it; adding it there would widen the proof's reading
_LOOSE_SUBJECTS = SUBJ - {"the", "a", "any", "anyone", "anything"}  # the pronouns and "there", "this", "that"
_LOOSE_OPENERS = FILLERS - {"but", "right", "yeah", "actually"}
_LOOSE_TAGS = re.compile(
    r"(?:,\s*(?:right|correct|yes|no|okay|ok|huh|isn't it|aren't you|don't you|didn't you|is it|"
    r"are you|do you|did you|have you)\s*)$",
    re.IGNORECASE,
)


def is_question_loose(text: str) -> bool:
    """Does this sentence ask rather than state? ('?' or an interrogative opening, also after a comma)."""
    stripped = text.strip().rstrip("\"'”’)")
    if stripped.endswith("?"):
        return True
    if "," in stripped:
        last = stripped.rsplit(",", 1)[1]
        if len(last.split()) >= 3 and _loose_interrogative(last) and not _relative(last):
            return True
    return _loose_interrogative(stripped)


def _relative(part: str) -> bool:
    """ ", which has been great for my headspace": a relative clause after a comma, not a question ("…, which do
    you prefer" is one: an auxiliary and a subject after the wh-word)."""
    words = re.findall(r"[a-z][a-z'’]*", part.lower().replace("’", "'"))
    inverted = len(words) > 2 and words[1] in _LOOSE_AUX and words[2] in _LOOSE_SUBJECTS
    return bool(words) and words[0] in ("which", "who", "whose") and not inverted


def _loose_interrogative(stripped: str) -> bool:
    if _LOOSE_TAGS.search(stripped.rstrip(".!")):
        return False  # "It hurts, right." is a statement seeking confirmation; keep it
    words = re.findall(r"[a-z][a-z'’]*", stripped.lower().replace("’", "'"))
    # Skip interjections/fillers at the start: "So, how are you".
    while words and words[0] in _LOOSE_OPENERS:
        words = words[1:]
    if len(words) < 2:
        return False
    first, second = words[0], words[1]
    if first in WH:
        # "When I fell, I ..." is a statement; "When did it start" is a question.
        return second not in _LOOSE_SUBJECTS or (len(words) > 2 and words[2] in _LOOSE_AUX and second != "i")
    return first in _LOOSE_AUX and second in SUBJ | {"he's", "she's"}


_PUNCTUATED_AUX = (AUX - {"must"}) | {"am", "shouldn't"}
_PUNCTUATED_SUBJECTS = (SUBJ - {"a", "anyone"}) | {"my", "our", "their"}
_PUNCTUATED_OPENERS = (FILLERS - {"right", "yeah", "actually"}) | {"also", "like"}
_WH_FOLLOWERS = lexicon.words("wh_followers")  # "how long", "what kind"
_PUNCTUATED_TAG = re.compile(
    r"\s*,\s*(?:okay|ok|alright|all right|right|yeah|yes|correct|you know|is that right|does that sound good|"
    r"sound good|does that make sense|is that okay|is that ok)\s*\?\s*$",
    re.IGNORECASE,
)


def is_question_punctuated(text: str) -> bool:
    """Does this sentence ask? A '?' at the end, or an interrogative opening ("how long has it hurt",
    "do you smoke") for ASR text without punctuation. "how are you" asks too."""
    stripped = text.strip().rstrip("\"'”’)")
    tag = _PUNCTUATED_TAG.search(stripped)
    if tag is not None and len(stripped[: tag.start()].split()) >= 4:
        body = stripped[: tag.start()]  # "we'll repeat it this year, okay?" states; the tag seeks assent
        return _punctuated_interrogative(body) and not body.rstrip().endswith(".")
    if stripped.endswith("?"):
        return True
    end_punct = stripped.endswith(("!", ".")) and not stripped.endswith("...")
    return not end_punct and _punctuated_interrogative(stripped)


def _punctuated_interrogative(stripped: str) -> bool:
    said = re.findall(r"[a-z][a-z'’]*", stripped.lower().replace("’", "'"))
    words = [w for i, w in enumerate(said) if i == 0 or w != said[i - 1]]  # a stammer: "is is that …"
    while words and words[0] in _PUNCTUATED_OPENERS:
        words = words[1:]
    if len(words) < 3:
        return False
    if words[0] in WH and words[1] in _PUNCTUATED_AUX | {
        "much",
        "many",
        "long",
        "often",
        "old",
        "far",
        "kind",
        "about",
    }:
        return True
    if words[0] == "any" or words[:2] in (["how", "about"], ["what", "about"]):
        return True  # "any history of endometriosis" (unpunctuated ASR)
    return words[0] in _PUNCTUATED_AUX and words[1] in _PUNCTUATED_SUBJECTS


def stated_before_question(clauses: Sequence[Sequence[Token]], c: int) -> bool:
    """In a sentence ending in "?", clause ``c`` is a statement when a later clause opens the question and this
    one has a verb of its own without opening one: "she's a 41-year-old female, | and what brings you in?"."""
    words = [t.low for t in clauses[c] if not t.is_punct]
    later = [[t.low for t in k if not t.is_punct] for k in clauses[c + 1 :]]
    verbs = lexicon.words("common_verbs") | lexicon.words("linking_verbs")  # "your heart sounds normal, and …?"
    has_verb = any(w in AUX or "'" in w or w in verbs for w in words)
    return has_verb and not interrogative_opening(words) and any(interrogative_opening(k) for k in later)
