"""The previous offline provider (verbatim clauses), kept as the same-run baseline of ``bench/eval_extract.py``.

Unchanged from ``src/factlayer/digest/extractive.py`` at 18d9e45 except for absolute imports.

The offline default provider: deterministic, model-free, verbatim.

Every candidate is an exact slice of the transcript (``text == source[start_char:end_char]``),
so it grounds exactly; the validators and the gates still decide whether it is kept.

Per sentence of each speaker turn:

1. questions are dropped (a question asks, it states nothing);
2. the sentence is cut into independent clauses (``text.sentences.split_clauses``: 'and', 'but',
   'so', ';' and comma splices, only where both sides carry a predicate);
3. each clause loses leading answer particles, fillers and conjunctions ("Yeah, ", "Um, so ",
   "And ") and trailing fillers (", um", ", you know");
4. greetings, pleasantries, backchannels ("okay", "I see"), non-answers ("I don't know"),
   orphan subordinate clauses ("if I remember right") and verbless fragments are dropped — except
   a substantive first-person noun phrase such as "A rash on my upper arms and torso";
5. what remains is typed USER_FACT when it is a first-person statement ("I", "my", "we"), else
   SHARED_NARRATIVE, attributed to the turn's speaker, and de-duplicated.

Provider confidence: 0.9 for a full clause, 0.8 for a kept fragment, 0.6 when hedged ("I think",
"maybe", "if I remember right"). The final confidence is never above this (see ``scoring``).
"""

from __future__ import annotations

import asyncio
import re

from factlayer.digest.candidates import Candidate
from factlayer.digest.token_forms import HEDGE_PATTERN, wordset
from factlayer.digest.tokens import key_items
from factlayer.models.fact import FactType
from factlayer.nlp.forms import forms_of
from factlayer.nlp.questions import is_question_loose
from factlayer.nlp.sentences import looks_like_predicate, split_clauses, split_sentences

# the previous extractor's word list, frozen with it (text/lexicon.py before the proof engine)
VAGUE_WORDS = frozenset(
    {
        "something",
        "things",
        "thing",
        "stuff",
        "somehow",
        "somewhat",
        "someone",
        "somebody",
        "various",
        "several",
        "etc",
        "whatever",
        "kind",
        "sort",
    }
)

__all__ = ["ExtractiveProvider", "extract_candidates"]

_LEADING = wordset("""
    yes yeah yep yup yea no nope nah um umm uh er erm hmm mm mhm oh ah okay ok alright right sure well so and but
    also then like actually anyway anyways hi hello hey see
    """)
_FILLER_ONLY = frozenset(
    _LEADING | {"thank", "thanks", "you", "i", "got", "it", "great", "good", "fine", "cool", "nice"}
)
_TRAILING = re.compile(
    r"(?:[\s,;:–—-]+(?:um+|uh+|er+|hmm+|you\s+know|i\s+mean|like|so|right|okay|ok|or\s+something|and\s+stuff|"
    r"and\s+everything|or\s+whatever|though|too|thank\s+you|thanks|doctor|doc|sir|ma'am))+[\s.,;:!–—-]*$",
    re.IGNORECASE,
)
_PLEASANTRY = re.compile(
    r"^(?:(?:hi|hello|hey|good\s+(?:morning|afternoon|evening))(?:\s+there)?|"
    r"(?:it\s+is|it's|its)?\s*(?:very\s+)?nice\s+to\s+(?:meet|see)\s+you(?:\s+too)?|"
    r"how\s+are\s+you(?:\s+doing)?(?:\s+today)?|(?:i\s+am|i'm|im)\s+(?:good|fine|okay|ok|great|well|alright|"
    r"doing\s+(?:good|well|fine|great|okay|alright)|not\s+(?:bad|too\s+bad))(?:\s+thanks?(?:\s+you)?)?(?:\s+today)?|"
    r"thank\s+you(?:\s+(?:so\s+much|very\s+much|doctor|for\s+\w+(?:\s+\w+)?))?|thanks(?:\s+a\s+lot)?|"
    r"you're\s+welcome|no\s+problem|of\s+course|sounds\s+good|that's\s+(?:good|great|fine|okay|alright)|"
    r"(?:that\s+is)\s+(?:good|great|fine|okay)|i\s+see|i\s+understand|got\s+it|"
    r"(?:have\s+a\s+(?:good|nice|great)\s+(?:day|one|night))|take\s+care|see\s+you(?:\s+\w+)?|bye|goodbye|"
    r"let\s+me\s+(?:see|check|look|think)(?:\s+\w+)?|let's\s+(?:see|take\s+a\s+look)|"
    r"i\s+(?:don't|do\s+not)\s+know|i'm\s+not\s+sure|i\s+am\s+not\s+sure|not\s+that\s+i\s+know\s+of|"
    r"i\s+(?:don't|do\s+not)\s+remember|i\s+(?:can't|cannot)\s+remember|i\s+have\s+no\s+idea|no\s+idea|"
    r"nothing\s+like\s+that|nothing\s+else|not\s+really|not\s+at\s+all|none|not\s+that\s+i\s+can\s+think\s+of|"
    r"(?:that's|that\s+is|it's|it\s+is)\s+(?:correct|right|true|fine|okay|ok|alright|good|great|perfect|wonderful)"
    r"(?:\s+\w+)?|(?:yes\s+)?(?:correct|exactly|absolutely|definitely|right|true|sure|perfect|awesome|wonderful)|"
    r"i\s+agree|sure\s+thing|will\s+do|i\s+will|i\s+can|i\s+do|i\s+did|i\s+have|i\s+am|"
    r"take\s+your\s+time|don't\s+worry(?:\s+about\s+it)?|go\s+ahead|hold\s+on|wait\s+a\s+(?:minute|second)|"
    r"one\s+(?:moment|second)|have\s+a\s+seat|come\s+in|follow\s+me|let's\s+(?:get\s+started|begin|start)|"
    r"let\s+me\s+(?:take\s+a\s+look|have\s+a\s+look|examine\s+you|check\s+(?:that|this|it))(?:\s+\w+){0,3}|"
    r"let's\s+see\s+what\s+we\s+have(?:\s+here)?|(?:let\s+me|let's)\s+see\s+(?:here|now)|"
    r"(?:you\s+)?can\s+(?:go|look)(?:\s+\w+){0,3}|(?:here|there)\s+you\s+(?:go|are)|go\s+for\s+it|"
    r"(?:that's|that\s+is|it's)\s+(?:funny|good\s+to\s+(?:know|hear)|great\s+to\s+hear|understandable)|"
    r"what\s+do\s+you\s+mean(?:\s+by\s+that)?|say\s+that\s+again|excuse\s+me|sorry|pardon)$",
    re.IGNORECASE,
)
_ALWAYS_TRIM = frozenset(
    {"um", "umm", "uh", "er", "erm", "hmm", "mm", "mhm", "oh", "ah", "okay", "ok", "alright", "well"}
)
# Conversation management, not facts: "I'll start by asking you some questions", "tell me ...".
_DISCOURSE = re.compile(
    r"^(?:please\b|tell\s+me\b|walk\s+me\s+through\b|let\s+me\s+(?:ask|know|go\s+(?:through|over)|start)\b|"
    r"(?:i'll|i\s+will|i'm\s+going\s+to|i\s+am\s+going\s+to|let's|let\s+us|we'll|we\s+will)\s+"
    r"(?:start|begin|ask|go\s+(?:over|through)|talk\s+about|get\s+started)\b|"
    r"i(?:'m|\s+am)\s+sorry\b|sorry\s+to\s+hear|i\s+(?:will|'ll)\s+(?:ask|need\s+to\s+ask)\b)",
    re.IGNORECASE,
)
_VOCATIVE = re.compile(r"^(?:doctor|doc|sir|ma'am|madam|mom|dad|nurse)\s*,\s*", re.IGNORECASE)
# A clause whose only content word is one of these says nothing checkable ("I have been good").
_EVALUATIVE = wordset("""
    good fine great better best okay ok correct right true sure nice well more less much lot wrong awesome perfect
    alright wonderful bad worse terrible happy glad sorry interesting
    """)
_SUBORDINATE_START = frozenset(
    {"if", "when", "whenever", "because", "since", "although", "though", "while", "unless", "until", "whether"}
)
_FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves"})
_DETERMINERS = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "some"})
_WORD = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?")


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop leading particles/fillers/conjunctions and trailing fillers and punctuation."""
    changed = True
    while changed and start < end:
        changed = False
        while start < end and (text[start].isspace() or text[start] in ",;:.!-–—…\"'“”()"):
            start += 1
            changed = True
        m = _WORD.match(text, start, end)
        if m and m.group().lower().replace("’", "'") in _LEADING:
            after = m.end()
            nxt = text[after] if after < end else ""
            word = m.group().lower()
            separated = nxt in ",.!;:-–—…" or word in _ALWAYS_TRIM
            conj = word in {"and", "but", "so", "then", "also", "anyway", "anyways"}
            if separated or conj or nxt == "" or _next_is_particle(text, after, end):
                start = after
                changed = True
    m2 = _TRAILING.search(text, start, end)
    if m2 and m2.start() > start:
        end = m2.start()
    while end > start and (text[end - 1].isspace() or text[end - 1] in ",;:-–—"):
        end -= 1
    return start, end


def _strip_openers(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop a leading vocative ("Doctor, ...") or pleasantry chunk ("Thank you, what ...")."""
    for _ in range(3):
        clause = text[start:end]
        m = _VOCATIVE.match(clause)
        if m:
            start, end = _trim(text, start + m.end(), end)
            continue
        comma = clause.find(",")
        if 0 < comma < 40 and _is_pleasantry(clause[:comma]):
            start, end = _trim(text, start + comma + 1, end)
            continue
        break
    return start, end


def _next_is_particle(text: str, pos: int, end: int) -> bool:
    m = _WORD.match(text, pos + 1 if pos < end and text[pos] == " " else pos, end)
    return bool(m and m.group().lower() in {"um", "uh", "yeah", "yes", "no", "okay", "well", "so"})


def _words(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


def _is_pleasantry(text: str) -> bool:
    core = re.sub(r"[^\w\s']", " ", text.lower().replace("’", "'"))
    core = re.sub(r"\s+", " ", core).strip()
    core = re.sub(r"\s+(?:doctor|doc|sir|ma'am|mom|dad|buddy|bud|dear)$", "", core)
    return bool(_PLEASANTRY.match(core))


class ExtractiveProvider:
    """Proposes verbatim clauses of the transcript as atomic fact candidates (no model)."""

    name = "extractive"

    def __init__(self, *, min_chars: int = 10, max_chars: int = 500) -> None:
        self.min_chars = min_chars
        self.max_chars = max_chars

    def extract(self, text: str) -> list[Candidate]:
        candidates: list[Candidate] = []
        seen: set[str] = set()
        for sentence in split_sentences(text):
            if sentence.is_question:
                continue
            for c_start, c_end in split_clauses(text, sentence.start, sentence.end):
                start, end = _trim(text, c_start, c_end)
                candidate = self._candidate(text, start, end, sentence.speaker, sentence.turn_index)
                if candidate is None:
                    continue
                key = " ".join(_words(candidate.text))
                if key in seen:
                    continue
                seen.add(key)
                candidates.append(candidate)
        return candidates

    def _candidate(self, text: str, start: int, end: int, speaker: str | None, turn: int) -> Candidate | None:
        start, end = _strip_openers(text, start, end)
        if end - start < self.min_chars or end - start > self.max_chars:
            return None
        clause = text[start:end]
        if clause.rstrip().endswith("?") or is_question_loose(clause) or _is_pleasantry(clause):
            return None
        if _DISCOURSE.match(clause.replace("’", "'")):
            return None
        words = _words(clause)
        if not words or all(w in _FILLER_ONLY for w in words):
            return None
        if words[0] in _SUBORDINATE_START and "," not in clause:
            return None  # an orphan subordinate clause: "if I remember right"
        items = key_items(clause)
        if not items:
            return None
        only_word = items[0] if len(items) == 1 and items[0].kind == "word" else None
        if only_word is not None and (only_word.surface in _EVALUATIVE or VAGUE_WORDS & set(words)):
            return None  # "I have been good", "There's one more thing"
        first_person = any(w in _FIRST_PERSON for w in words) or any(
            t.surface.startswith(("i'", "we'")) for t in forms_of(clause)
        )
        confidence = 0.9
        if not looks_like_predicate(clause):
            # keep a substantive first-person noun phrase ("A rash on my upper arms and torso")
            if not (words[0] in _DETERMINERS and "my" in words and len(items) >= 2):
                return None
            confidence = 0.8
        if HEDGE_PATTERN.search(clause):
            confidence = 0.6
        who = speaker or "the speaker"
        return Candidate.from_source(
            text,
            start,
            end,
            type=FactType.USER_FACT if first_person else FactType.SHARED_NARRATIVE,
            confidence=confidence,
            reasoning=f"verbatim clause of {who}'s turn {turn}"
            + ("; first-person statement" if first_person else "")
            + ("; hedged" if confidence == 0.6 else ""),
            speaker=speaker,
        )

    async def propose(self, text: str) -> list[Candidate]:
        """Async form for the generator; the work runs in a thread (it is CPU-bound)."""
        return await asyncio.to_thread(self.extract, text)


def extract_candidates(text: str, *, min_chars: int = 10, max_chars: int = 500) -> list[Candidate]:
    """Convenience: ``ExtractiveProvider(...).extract(text)``."""
    return ExtractiveProvider(min_chars=min_chars, max_chars=max_chars).extract(text)
