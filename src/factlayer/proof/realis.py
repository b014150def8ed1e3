"""Whether the evidence says the claim's deed is done, or only that it will, should or is wanted to be done.

"I want you to take ibuprofen twice a day", "you're gonna start physical therapy", "the next step is to see a
cardiologist", "I'll try to cut back on salt" hold every word of "The patient takes ibuprofen twice a day" and
the like, and assert none of them: the verb stands bare under a head that does not make it real —

- a modal or future (``lexicon/modal_heads.txt``: "will", "should", "gonna", "let's", every "'ll" and a "'d" that
  is "would", not "had": "you'll", "I'd go", not "I'd gone", ``nlp.contracted_d``), or
- "to" after a word of wanting, needing, planning, trying, asking, telling, advising or being due
  (``lexicon/unrealised_heads.txt``: "want you to", "plan to", "have to", "the goal is to", "it'd be good to"),
  or after any verb under a modal ("I'd like to", "you'll be able to"), or
- a goal (``lexicon/goal_heads.txt``: "make sure your sugars are under control", "ensure that the wound heals"),
  also when the clause was split off from it; a purpose ("I'm raising money to build a shelter",
  ``proof/unrealised_clauses.py``); a verb after "and" under the head of the one before it ("you should sit down
  with him and talk it through"), for a word the claim says as a verb.

Between the head and the claim's first word in the evidence may stand adverbs, fillers ("could , y yeah draw"),
"have"/"be" ("would have gone", "will be taking"), one bare verb and its determiner ("should get a cane" for "has a
cane"). "I had to go", "I started to run", "I used to smoke", "I was able to walk" say it happened and pass. A
claim that puts its own verb under such a head ("The patient plans to start physical therapy") is checked word by
word as usual. Exceptions, each from a reviewer's probe: one's own duty ("I have to take insulin every day") bears
out the habit, not a deed done ("has started insulin"); a past habit with "would" ("as a kid I'd walk to school
every day") bears out a past claim; "I would describe / say …" states.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.contracted_d import d_auxiliary
from factlayer.nlp.may_month import token_is_modal
from factlayer.nlp.modality import is_modal
from factlayer.nlp.near_misses import OPENERS as NEAR_OPENERS
from factlayer.nlp.near_misses import near_miss_at, says_near_miss
from factlayer.nlp.phrases import phrases
from factlayer.nlp.reported_speech import CLAUSE_SUBJECTS
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.nlp.stems import inflected
from factlayer.nlp.tokens import Token, skip_over, tokenize
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.needed_only import needed_only
from factlayer.proof.past_scene import past_scene
from factlayer.proof.source import Source, Statement
from factlayer.proof.tense import is_past
from factlayer.proof.unrealised_clauses import goal_head, purpose_head, spoken_filler

_OBJECTS = frozenset({"you", "me", "him", "her", "us", "them", "yourself", "myself"})
_AUX = frozenset({"have", "be", "been", "being", "'ve", "ve"})  # "would 've called" (ASR spacing)
_BE_NOW = frozenset({"is", "are", "'s", "'re"})
_BE = frozenset({"is", "was", "'s", "be", "would", "will", "'d"})
ADVERBS = lexicon.words("realis_adverbs")
CLAIM_ADVERBS = ADVERBS | {"already", "usually", "often", "always", "sometimes", "regularly", "currently"}
_DETERMINERS = lexicon.words("determiners") | {"some", "any"}  # "should get some rest"
_SUBJECT_SPAN = 2  # tokens before a clause's subject word ("so the designers", "and everyone")
_LOOK_BACK = 3  # tokens before a governor where a modal still puts it under itself ("you'll be able to")


def _modal_at(tokens: Sequence[Token], k: int) -> bool:
    """A modal here, not the month "May" nor the name "Will" inside a sentence, nor a "'d" that is "had"."""
    tok, had = tokens[k], tokens[k].low.endswith("'d") and d_auxiliary([t.low for t in tokens], k) == "had"
    name = k > 0 and tok.low == "will" and tok.text[:1].isupper()  # "Will and I"; "May": nlp.may_month
    return not had and not name and token_is_modal(tokens, k)


def _governs_to(lows: Sequence[str], to: int) -> str | None:
    """The word that makes "to" at ``to`` open a verb not done: a head word before it (over an object pronoun
    or forms of be: "want you to", "the goal is to", "the plan would be to"), or a modal a few words before it
    ("I'd like to", "you'll be able to")."""
    heads = lexicon.words("unrealised_heads")
    k = to - 1
    if k >= 0 and lows[k] in _OBJECTS:
        k -= 1
    j = k
    while j >= 0 and lows[j] in _BE and j > k - 2:
        j -= 1
    if j >= 0 and lows[j] in heads:
        return lows[j]
    if (asker := _asks_someone(lows, to)) is not None:
        return asker
    return next((lows[i] for i in range(max(0, k - _LOOK_BACK), k) if is_modal(lows[i])), None)


def _asks_someone(lows: Sequence[str], to: int) -> str | None:
    """A verb of asking with a named or described person between it and "to": "I call on the government to
    cancel", "urge the minister to", "asked Jon to", "I want the kids to" (``lexicon/asking_heads.txt``)."""
    askers = lexicon.words("asking_heads")
    for h in range(max(0, to - 4), to - 1):
        between = lows[h + 1 : to]
        if lows[h] in askers and (len(between) == 1 or between[0] in _DETERMINERS or between[0] == "on"):
            return lows[h]
    return None


def _modal_perfect(low: str) -> bool:
    """ "would've", "could've", "should've": a modal and "have" in one token."""
    return low.endswith("'ve") and is_modal(low.removesuffix("'ve"))


@dataclass(frozen=True, slots=True)
class Head:
    word: str  # the modal ("should", "i'll") or the word that governs "to" ("want", "have")
    perfect: bool  # "would have gone": a past that did not happen
    verb: str  # the bare verb under the head
    holder: str  # the word before the head: whose duty or wish it is ("i", "you", "we")
    loose: bool = False  # read from word order alone ("should stop the ibuprofen and start tylenol", "money to build")


def unrealised(tokens: Sequence[Token], first: int) -> Head | None:
    """The head that leaves the verb before token ``first`` (the claim's first word in the evidence) undone,
    or None when the evidence says it as done."""
    lows = [t.low for t in tokens]
    k = first - 1
    verb = lows[first] if first < len(lows) else ""
    if (weighed := _weighed(lows, first)) is not None:
        return Head(weighed, False, verb, "")  # "we have talked about | getting help": weighed, not done
    bare_next = not inflected(verb)
    perfect = verb_seen = False
    near: int | None = None  # where a near miss opens ("almost", "hardly ever"): it came close, it did not happen
    while k >= 0:
        low = lows[k]
        if (near := near_miss_at(lows, k)) is not None or _modal_perfect(low):
            break
        if (goal := goal_head(lows, k + 1)) is not None:
            return Head(goal, False, verb, "")  # "make sure | your sugars are under control": a goal, not a fact
        if low in ("and", "or") and not inflected(verb):
            return _conjunct_head(tokens, k, verb)  # "you should come down and join me": the head of both verbs
        if spoken_filler(tokens, k) or low in ADVERBS or low in _DETERMINERS or low in (",", "'"):
            k -= 1  # "we could actually , y yeah draw it": a filler or a word broken off between head and verb
            continue
        if low in _OBJECTS and not verb_seen:
            k -= 1  # "i will show you the pictures": the one it is for, before the verb
            continue
        if low in _AUX:
            bare_next, perfect = True, perfect or low in ("have", "'ve", "ve")  # "would have gone", "will be taking"
            k -= 1
            continue
        if low in _BE_NOW and not verb_seen and (goal := goal_head(lows, k - 1)) is not None:
            return Head(goal, False, verb, "")  # "make sure Maria | is taking her insulin": a goal, not a fact
        if low in ("so", "that"):
            break  # a clause of its own opens here
        if low in CLAUSE_SUBJECTS and k == first - 1 and (goal := goal_head(lows, k)) is not None:
            return Head(goal, False, verb, "")  # "the other alternative is that | we suspend": an option, not done
        bare_verb = not inflected(low) and not is_modal(low) and low not in CLAUSE_SUBJECTS  # "Will and I review"
        if not verb_seen and tokens[k].is_word and bare_verb and low != "to":
            verb_seen, bare_next, verb = True, True, low  # "should get a cane": one bare verb of its own
            k -= 1
            continue
        break
    if near is None and k > 0 and tokens[k].is_word and inflected(lows[k]):
        near = near_miss_at(lows, k - 1)  # "I almost had | surgery", "I hardly ever had | time": the verb came close
    if near is None and k > 1 and lows[k] == "to" and inflected(lows[k - 1]):
        near = near_miss_at(lows, k - 2)  # "I almost had to | have surgery": the verb before "to" came close
    k = k if near is None else near
    if k >= 0 and (near is not None or _modal_perfect(lows[k])):
        # "I almost quit my job", "I would've called you, but ...": it came close, it did not happen
        return Head(lows[k].removesuffix("'ve"), True, verb, lows[k - 1] if k > 0 else "")
    if k > 0 and lows[k] == "to" and lows[k - 1] in lexicon.words("near_miss_heads"):  # "close to selling it"
        return Head(lows[k - 1], True, verb, lows[k - 2] if k > 1 else "")
    if k > 0 and lows[k] in ("so", "that") and (purpose := _planned_purpose(tokens, k)) is not None:
        return Head(purpose, False, verb, "so")  # "I'll raise the dose so | your sugars come down": a goal
    if k < 0 or not bare_next:
        return None
    if _modal_at(tokens, k):
        return Head(lows[k], perfect, verb, lows[k - 1] if k > 0 else "")
    preposition = lows[k] == "to" and not verb_seen and k + 1 < first and lows[k + 1] in _DETERMINERS
    word = _governs_to(lows, k) if lows[k] == "to" and not preposition else None  # not "agreed to the surgery"
    if not word and lows[k] == "to" and k + 1 == first and (word := purpose_head(tokens, k)) is not None:
        return Head(word, perfect, verb, lows[k - 1], loose=True)  # "i'm raising money to build a shelter"
    if not word:
        return None
    at = max((j for j in range(max(0, k - 4), k) if lows[j] == word), default=k)
    return Head(word, perfect, verb, lows[at - 1] if at > 0 else "")


_STATES = frozenset({"feeling", "having", "being"})


def _weighed(lows: Sequence[str], at: int) -> str | None:
    """The -ing form at ``at`` follows a phrase of ``lexicon/deliberations.txt`` (over adverbs): "talked about
    getting help", "looking into selling the car" — the deed weighed, not done. The phrase, or None."""
    if not lows[at].endswith("ing") or at == 0 or lows[at] in _STATES:
        return None  # "we talked about feeling down": the state is told, not weighed
    k = skip_over(lows, at - 1, ADVERBS, step=-1)
    return next(
        (" ".join(p) for p in phrases("deliberations") if tuple(lows[max(0, k - len(p) + 1) : k + 1]) == p), None
    )


def _conjunct_head(tokens: Sequence[Token], at: int, verb: str) -> Head | None:
    """The head over the verb phrase before "and" / "or" at ``at`` ("you should stop the ibuprofen | and start
    tylenol", "sit down with him and talk it through"), which holds the bare verb after it too: found within a few
    words, in the same clause (no subject of its own, no sentence or clause break between)."""
    lows = [t.low for t in tokens]
    for j in range(at - 1, max(-1, at - _CONJUNCT_SPAN), -1):
        if lows[j] in _CONJUNCT_STOPS or (lows[j] in CLAUSE_SUBJECTS and lows[j] not in _OBJECTS):
            return None
        if tokens[j].is_word and not inflected(lows[j]) and (head := unrealised(tokens, j)) is not None:
            return Head(head.word, head.perfect, verb, head.holder, loose=True)
    return None


_CONJUNCT_SPAN = 7
_CONJUNCT_STOPS = frozenset({".", "?", "!", ";", "but", "because", "so", "that", "if", "when", "while", "and", "or"})


def _planned_purpose(tokens: Sequence[Token], k: int) -> str | None:
    """ "so" (or "so that") at ``k`` opens the purpose of a deed its clause only plans ("I'm going to raise the dose
    so your sugars come down", "we'll move it so everyone can come"): the head of that plan, or None — a "so"
    after a deed done opens its result ("it hurt so I stopped")."""
    lows = [t.low for t in tokens]
    at = k - 1 if lows[k] == "that" and lows[k - 1] == "so" else k
    if lows[at] != "so" or at == 0 or lows[at - 1] == ",":
        return None  # ", so …" most often goes on to the next thing said
    for j in range(at - 1, -1, -1):
        if lows[j] in (".", "?", "!", ";", "but", "because"):
            break
        if _modal_at(tokens, j) or (lows[j] == "to" and _governs_to(lows, j)):
            return lows[j]
    return None


@lru_cache(maxsize=4096)
def claim_unrealised(text: str) -> bool:
    """The claim's own clause speaks of a wish, plan, duty or future ("plans to start", "will see", "talked about
    selling"); not one it subordinates ("gave a date for when it will be done"). A proposal ("suggested using") is a
    requested claim already (lexicon requesting.txt) and never reaches here."""
    tokens = tokenize(text)  # "will see", not "in May" nor "Will sold"
    inner = lexicon.words("subordinators") | {"if", "whether"}
    cut = next((k for k, t in enumerate(tokens) if k > 0 and t.low in inner), len(tokens))
    tokens = tokens[:cut]
    lows = [t.low for t in tokens]
    return any(
        _modal_at(tokens, k) or _modal_perfect(low) or near_miss_at(lows, k) is not None for k, low in enumerate(lows)
    ) or any(
        (low == "to" and (_governs_to(lows, k) or (k > 0 and lows[k - 1] in lexicon.words("near_miss_heads"))))
        or _weighed(lows, k)
        for k, low in enumerate(lows)
    )  # "plans to start", "talked about selling", "was close to being hospitalized": the claim's own head


def completed(prop: Proposition, verb: str) -> bool:
    """The claim says a deed is done ("has seen", "has cut back", "got"), not that it happens ("uses a cane",
    "is taking")."""
    lows = [t.low for t in claim_tokens(prop.text)]
    perfect = any(a in ("has", "have", "had") and b == verb for a, b in itertools.pairwise(lows))
    return perfect or is_past(prop) or (inflected(verb) and not verb.endswith(("s", "ing")))


def undone_by_head(prop: Proposition, core: Statement, matches: list[Match], source: Source) -> bool:
    """The core statement holds the claim's words only under a head that leaves them undone, and the claim
    says them as done."""
    headed = claim_unrealised(prop.text)  # a claim with a head of its own ("plans to start") meets only a near miss
    said, claimed = [t.low for t in core.tokens], [t.low for t in tokenize(prop.text)]
    near_only = says_near_miss(said) and not says_near_miss(claimed)  # "I hardly ever had time to exercise"
    if prop.modality != "asserted" or (headed and not near_only):
        return False
    if not headed and needed_only(prop, core, matches):
        return True  # "the timing belt needs replacing" for "The timing belt was replaced"
    names = prop.subject.names | source.speaker_names
    opening = {t.low for t in claim_tokens(prop.text)[:3] if t.text[:1].isupper()}  # "John", "The Patient"
    # the claim's first word after its subject: "takes" in "John already takes ibuprofen"; when the subject is
    # a plain noun ("The designers finished ..."), the word after it is tried too
    verbs = [t for t in prop.terms if t.low not in names and t.low not in CLAIM_ADVERBS and t.low not in opening]
    # "has been doing low impact exercises": "do" is found anywhere ("we do have some options"); its object decides;
    # a subject noun met only as context ("the minister" of the question) is no deed: the next word is
    verbs = [t for t in verbs if t.stem != "do"] or verbs
    verbs = verbs[1:] if verbs[1:] and {m.how for m in matches if m.term is verbs[0]} == {"context"} else verbs
    mine = [m for m in matches if verbs and m.term is verbs[0] and m.how != "context"]
    if not verbs or not mine:
        return False
    if mine[0].statement != core.index:  # "They are gonna get headsets. They already ordered them.": said elsewhere
        return _undone_in_lead(prop, verbs[0].low, mine[0], core, source)  # unless in the sentence's lead clause
    head, verb = None, verbs[0]
    for verb in verbs[:2]:
        subject_words = set(prop.terms[: prop.terms.index(verb)])  # "Everyone", "the designers": before the deed
        own = [
            m.token
            for m in matches
            if m.statement == core.index
            and m.how != "context"
            and m.term.low not in names
            and m.term not in subject_words
        ]
        head = unrealised(core.tokens, min(own)) if own else None
        said = [m.term.low for m in matches if (m.statement, m.token) == (core.index, min(own))] if own else []
        if head is not None and head.loose and not any(inflected(low) for low in said):
            head = None  # only a word the claim says as a verb ("joined", "built"): not "and last time", "to music"
        if head is not None or not own or min(own) > _SUBJECT_SPAN:
            break  # the next word is tried only when this one opens the clause, as its subject
    for word in verbs[:2] if head is None else ():
        # a deed the claim says is done, at the claim's verb where the evidence has it, when its object comes first
        # ("I call on the government to cancel the contract", "as soon as I finish the painting, I'll send it";
        # not the note's "The doctor starts Zoloft" for "we'll start you on zoloft": a plan stated as one)
        at = [m.token for m in matches if m.term is word and m.statement == core.index and m.how != "context"]
        at = at if inflected(word.low) and not word.low.endswith(("s", "ing")) else []  # "sent", "cancelled"
        if at and (head := unrealised(core.tokens, at[0])) is not None:
            verb = word
            break
    first = min((m.token for m in matches if m.statement == core.index and m.how != "context"), default=None)
    claim_words = {t.low for t in claim_tokens(prop.text)}
    if head is None and first is not None and _opens_clause(core.tokens, first, claim_words):
        head = _goal_in_lead(core, source)  # "we have to ensure | that the wound heals properly"
    if head is None or _stated_all_the_same(prop, verb.low, core, head) or (headed and head.word not in NEAR_OPENERS):
        return False
    if head.word in lexicon.words("deliberations") and (prop.holder is not None or not completed(prop, verb.low)):
        return False  # "The doctor discussed starting metformin": the weighing reported; "increases Prozac": a plan
    habitual = head.word in ("would", "'d") or head.word.endswith("'d")
    # "As a kid, I'd walk to school every day", "I'd watch NBA games back then": a past habit, for a past claim
    return not (habitual and not head.perfect and is_past(prop) and past_scene(core, source))


def _lead(core: Statement, source: Source) -> Statement | None:
    """The statement just before ``core`` in the same sentence and turn: the clause it was split off from."""
    if core.index == 0:
        return None
    lead = source.statements[core.index - 1]
    return lead if lead.sentence == core.sentence and lead.speaker == core.speaker else None


def _undone_in_lead(prop: Proposition, verb: str, match: Match, core: Statement, source: Source) -> bool:
    """The claim's deed stands, under a head, in the clause the core was split off from: "we need to decide on |
    how far we go in this" for "They decided how far they go"."""
    lead = _lead(core, source)
    if lead is None or match.statement != lead.index:
        return False
    head = unrealised(lead.tokens, match.token)
    if head is None or head.verb != lead.tokens[match.token].low:
        return False  # the head must govern the claim's word itself ("we'll check the wound": not "the wound healed")
    return not _stated_all_the_same(prop, verb, lead, head)


def _stated_all_the_same(prop: Proposition, verb: str, statement: Statement, head: Head) -> bool:
    """The head over the claim's deed ``verb`` in ``statement`` leaves it stated all the same: a way of stating it
    ("I would describe the rash as erythematous"), a plan the claim states as one ordered ("we're going to start you
    on zoloft" for the note's "The doctor starts zoloft"), or a standing duty for a claim of a habit ("I have to
    take insulin every day" bears out "takes insulin daily", not "has started")."""
    if _estimates(statement, head) or _ordered_as_planned(prop, verb, statement, head):
        return True
    return head.word in _DUTIES and head.holder not in ("you", "we", "let's") and not completed(prop, verb)


def _opens_clause(tokens: Sequence[Token], first: int, claim_words: set[str]) -> bool:
    """Only "that", a determiner, a subject, a form of "be", a filler or the claim's own words (its subject: "the
    kids") stand before token ``first``: the claim's words open the clause."""
    lows = [t.low for t in tokens[:first]]
    skip = _DETERMINERS | _OBJECTS | CLAUSE_SUBJECTS | _BE | claim_words | {"that", ",", "are", "were", "am"}
    return len(lows) <= _SUBJECT_SPAN + 2 and all(w in skip or spoken_filler(tokens, k) for k, w in enumerate(lows))


def _goal_in_lead(core: Statement, source: Source) -> Head | None:
    """The clause split off before ``core`` ends on a goal ("let's make sure", "we have to ensure" + "that …")."""
    lead = _lead(core, source)
    if lead is None:
        return None
    lows = [t.low for t in lead.tokens if not t.is_punct] + [t.low for t in core.tokens[:1] if t.low == "that"]
    goal = goal_head(lows, len(lows))
    return None if goal is None else Head(goal, False, "", lows[0] if lows else "")


_PLANNING = frozenset({"going", "gonna", "let's", "want", "will", "we'll", "i'll", "'ll"})
_PLANNERS = frozenset({"i", "we", "i'm", "we're", "i'll", "we'll", "let's"})


def _ordered_as_planned(prop: Proposition, verb: str, core: Statement, head: Head) -> bool:
    """A clinician's order or referral in a note's present ("The doctor starts zoloft", ``order_verbs.txt``) for the
    clinician's own plan ("I want to / we're going to / let's start you on zoloft"): the plan is the order."""
    if verb not in lexicon.words("order_verbs") or not prop.subject.names & CARE_ROLES:
        return False
    lows = [t.low for t in core.tokens]
    liking = head.word in ("would", "'d", "i'd", "we'd") and "like" in lows  # "i would like to increase your …"
    return (head.word in _PLANNING or liking) and any(low in _PLANNERS | {"i'd", "we'd"} for low in lows)


_SAYING = lexicon.words("estimate_verbs")
_SAYING_AT = lexicon.words("estimate_at_verbs")


def _estimates(statement: Statement, head: Head) -> bool:
    """The verb under the head states or estimates ("I would describe the rash as …", "I'd put it at a seven"), not
    a deed ("I'm going to put the boxes away")."""
    lows = [t.low for t in statement.tokens]
    if head.verb in _SAYING_AT and head.verb in lows:
        return "at" in lows[lows.index(head.verb) + 1 :]
    return head.verb in _SAYING


_DUTIES = lexicon.words("duty_words")
