"""Another word in the claim word's place: "learning the guitar" against "learning the piano", "stoked for the
space exhibit" against "stoked for the dinosaur exhibit", "tramadol for afib" against "taking digoxin for afib".

A run of claim words the evidence lacks is *replaced* (a conflict, not an absence) when the evidence has a run of
other content words in the same place: the words around both runs agree (by stem) — two of the four neighbours,
one of them adjacent, or one adjacent neighbour that is itself a content word. Only a place both sides share is
read as a slot; a paraphrase that rewords the context too ("has numbness in" / "can't feel my") stays absent.

Two closed cases are read without the neighbours: a missing word of a class (``categories.txt``) whose place
another member fills (:func:`slot_conflicts`, "knee"/"back"), and a missing word whose opposite the evidence says
of the claim's own thing (:func:`opposites`, "easy"/"hard"; "stop the cream" opposes no "start an antihistamine").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rapidfuzz import fuzz

from factlayer.nlp import lexicon
from factlayer.nlp.idioms import idiom_positions
from factlayer.nlp.modality import false_start
from factlayer.nlp.normalise import number_word
from factlayer.nlp.possessed import possessive
from factlayer.nlp.stems import stem
from factlayer.nlp.titles import ABBREVIATED_TITLES as _TITLES
from factlayer.nlp.tokens import Token
from factlayer.nlp.verbs import listed_verbs
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.opposite_words import opposite_spots
from factlayer.proof.places import opposite_particle
from factlayer.proof.source import Statement

_MAX_RUN = 3
_SPELLING = 75.0
_END = "<end>"
_DETERMINERS = ("the", "a", "an", "my", "your", "his", "her", "their", "our", "its", "this", "these", "those")
_ARTICLES = frozenset({"a", "an", "the", "some"})
_NOUN_OPENERS = frozenset(
    (*_DETERMINERS, "some", "any", "of", "for", "with", "in", "on", "at", "by", "from", "about", "into", "onto", "like")
)


@lru_cache(maxsize=65536)
def _content(low: str) -> bool:
    head, mark, tail = low.partition("'")
    if mark and head in lexicon.words("stopwords") and (tail != "s" or head in lexicon.words("s_contraction_heads")):
        return False  # "you're", "i'm", "it's": a pronoun and its verb, no thing ("patient's" is one)
    return (
        any(c.isalnum() for c in low)
        and low not in lexicon.words("stopwords")
        and low not in lexicon.words("negations")
        and not low.endswith("n't")
        and not number_word(low)
        and low not in lexicon.words("vague")
        and low not in lexicon.words("discourse")
    )


def _neighbour(tokens: Sequence[Token], k: int) -> str:
    if k < 0:
        return _END
    if k >= len(tokens) or tokens[k].low in (".", "!", "?", ";"):
        return _END
    return stem(tokens[k].low)


def _step(tokens: Sequence[Token], k: int) -> int:
    """The index of the next token from ``k`` on that is no comma: a transcript's comma after a thing is where the
    writer heard a pause ("add symbicort , two puffs"), its place goes on. Not before it: a comma before a word
    opens a new item or clause ("tylenol , advil"), another place."""
    j = k
    while 0 <= j < len(tokens) and tokens[j].low == ",":
        j += 1
    return j if j < len(tokens) else k  # a comma closing the statement is no pause: "i'm learning a lot ,"


def _around(tokens: Sequence[Token], start: int, end: int) -> tuple[int, int, int, int]:
    """The indices of the two neighbours before ``tokens[start]`` and the two after ``tokens[end]`` (commas after it
    skipped; a title's full stop too). A focus adverb between the subject and the verb before the run is no
    neighbour ("we | even | played | some chess" / "they played poker")."""
    right1 = _step(tokens, end + 1)
    left1 = start - 2 if _titled(tokens, start) else start - 1  # "dr . | brown": the title, no end of a sentence
    left2 = left1 - 1
    while left2 >= 0 and tokens[left2].low in lexicon.words("focus_adverbs"):
        left2 -= 1
    return left1, left2, right1, _step(tokens, right1 + 1)


def _titled(tokens: Sequence[Token], k: int) -> bool:
    """A title and its full stop right before ``tokens[k]`` ("dr . brown", "Dr. Ward"): a name's place."""
    return k >= 2 and tokens[k - 1].low == "." and tokens[k - 2].low in _TITLES


def _missing_runs(claim: list[Token], missing: list[Term]) -> list[tuple[int, int]]:
    """[first, last] token spans of the claim made of missing content words only."""
    lows = {t.low for t in missing}
    runs: list[tuple[int, int]] = []
    for k, tok in enumerate(claim):
        base = tok.low[:-2] if tok.low.endswith("'s") else tok.low
        if base not in lows:
            continue
        if runs and runs[-1][1] == k - 1:
            runs[-1] = (runs[-1][0], k)
        else:
            runs.append((k, k))
    return runs


def _before(tokens: Sequence[Token], k: int) -> tuple[str, str]:
    """The two neighbours before token ``k`` with the articles and possessors skipped ("a fantasy novel" / "of mystery
    novel", "take the patient's appendix" / "take my gallbladder")."""
    kept: list[str] = []
    for j in range(k - 1, -1, -1):
        low = tokens[j].low
        if low not in _ARTICLES and low not in lexicon.words("possessive_determiners") and not possessive(low):
            kept.append(_neighbour(tokens, j))
            if len(kept) == 2:
                break
    kept += [_END] * (2 - len(kept))
    return kept[0], kept[1]


def _agree(claim: list[Token], first: int, last: int, evidence: Sequence[Token], start: int, end: int) -> bool:
    ours, theirs = _around(claim, first, last), _around(evidence, start, end)
    left1 = _neighbour(claim, ours[0]) == _neighbour(evidence, theirs[0]) != _END
    left2 = _neighbour(claim, ours[1]) == _neighbour(evidence, theirs[1]) != _END
    if not left1:
        claim_two, said_two = _before(claim, first), _before(evidence, start)
        if claim_two[0] == said_two[0] != _END:
            # one side has an article the other lacks: "in the middle of a mystery novel" / "of fantasy novel"
            left1, left2 = True, claim_two[1] == said_two[1] != _END
    # the subject before a shared verb: "The patient drank | tonic water" / "i drank | pickle juice"
    left2 = left2 or (left1 and _subject(claim, ours[1]) and _pronoun(evidence, theirs[1]))
    right1 = _neighbour(claim, ours[2]) == _neighbour(evidence, theirs[2])
    right2 = _neighbour(claim, ours[3]) == _neighbour(evidence, theirs[3]) != _END
    # A noun's place: after a determiner or preposition, or after a content word both sides share ("right
    # index finger" / "right middle finger"); not a verb's ("to take" / "to record", "orders a" / "get a"). A "to",
    # "and" or "or" is a noun's place when the word before it is shared too and neither run is a verb ("allergic to
    # cats" / "allergic to cockroaches", "benzoyl peroxide and Tylenol" / "… and Daypro"); so is the claim's opening,
    # a subject, when the two words after it are shared, the first a content word right after it ("Boiling water
    # splashed onto …" / "the hot oil splashed onto …").
    before = claim[ours[0]].low if ours[0] >= 0 else ""
    before = "the" if before in _TITLES else before  # "Dr. | Ward": a name after a title stands in a noun's place
    single = first == last and start == end  # one word in one word's place after a link: "to | cats"
    nouns = not _verbs(claim[first : last + 1], evidence[start : end + 1])
    nouns = nouns and not _object_after(claim, ours[2]) and not _object_after(evidence, theirs[2])
    # the word right after both runs is the same content word, no comma between ("water | splashed" / "oil | splashed")
    verb_after = ours[2] == last + 1 < len(claim) and theirs[2] == end + 1 and _content(claim[last + 1].low)
    opening = _before(claim, first)[0] == _END and right1 and right2 and verb_after and nouns
    if (
        before not in _NOUN_OPENERS
        and not (left1 and _content(before))
        and not (
            before in lexicon.words("slot_links")
            and left1
            and left2
            and _content(claim[ours[1]].low)
            and nouns
            and single
        )
        and not opening
    ):
        return False
    # the evidence's run must stand in a noun's place too: "i also | took some ibuprofen | last night" is a deed,
    # not the thing "iced her | ankle | last night" names ("you | guys" is a noun's place: the people asked)
    said_before = evidence[theirs[0]].low if theirs[0] >= 0 else ""
    said_before = "the" if said_before in _TITLES else said_before
    placed = said_before in _NOUN_OPENERS or said_before in ("you", "us", "we", "them")
    if not left1 and not placed and not (opening and _before(evidence, start)[0] == _END):
        return False
    return (left1 or right1) and left1 + left2 + right1 + right2 >= 2


def _subject(tokens: Sequence[Token], k: int) -> bool:
    """A claim's word for a person at ``k``: a pronoun, "patient", a role (``lexicon/speakers``) or a name."""
    if not 0 <= k < len(tokens):
        return False
    low = tokens[k].low.removesuffix("'s")
    words = lexicon.words("personal_subjects") | lexicon.members("speakers") | {"patient"}
    return low in words or (k > 0 and tokens[k].text[:1].isupper() and tokens[k].is_word)


def _pronoun(tokens: Sequence[Token], k: int) -> bool:
    """A personal pronoun at ``k``, contracted or not ("i", "we'll")."""
    return 0 <= k < len(tokens) and tokens[k].low.split("'")[0] in lexicon.words("personal_subjects")


def _object_after(tokens: Sequence[Token], k: int) -> bool:
    """A determiner right after a run: the run is a verb taking its object ("how to follow | a low fat diet")."""
    return 0 <= k < len(tokens) and tokens[k].low in _DETERMINERS


def _verbs(*runs: Sequence[Token]) -> bool:
    """A word of the runs is a verb the lexicon lists (``nlp.verbs``), or a run ends on an -ing form ("playing"; not
    "boiling water")."""
    verbs = listed_verbs()
    return any(t.low in verbs for run in runs for t in run) or any(run[-1].low.endswith("ing") for run in runs if run)


def _shortened(claim: list[Token], first: int, last: int, run: Sequence[Token]) -> bool:
    """ "afib" for "atrial fibrillation", "bp" for "blood pressure": the letters of the evidence run appear in
    order in the claim run's, from its first letter. Or the same word misheard ("Smyth" for "Smith")."""
    short = "".join(t.low for t in run)
    long = "".join(t.low for t in claim[first : last + 1])
    if fuzz.ratio(short, long) >= _SPELLING:
        return True
    if not short or short[0] != long[0] or len(short) >= len(long):
        return False
    rest = iter(long)
    return all(c in rest for c in short)


def _run_in(
    claim: list[Token],
    first: int,
    last: int,
    tokens: Sequence[Token],
    lows: frozenset[str],
    near: frozenset[str] = frozenset(),
) -> str | None:
    """The evidence run of other content words in the place of ``claim[first:last+1]``, if any; with ``near``, one
    of those stems must be among the two words before the run or the one after it."""
    for start in range(len(tokens)):
        end = start
        while (
            end < len(tokens)
            and end - start < _MAX_RUN
            and tokens[end].is_word
            and _content(tokens[end].low)
            and not _said(tokens[end].low, lows)
        ):
            end += 1
        longer = (
            end < len(tokens) and tokens[end].is_word and _content(tokens[end].low) and not _said(tokens[end].low, lows)
        )
        if end == start or longer or false_start(tokens, end - 1):
            continue  # no run here, a longer run of other content words (not one slot), or a word broken off
        previous = tokens[start - 1] if start > 0 else None
        if previous is not None and previous.is_word and _content(previous.low) and not _said(previous.low, lows):
            continue
        framing = {stem(tokens[j].low) for j in (start - 2, start - 1, end) if 0 <= j < len(tokens)}
        if near and not near & framing:
            continue
        if _agree(claim, first, last, tokens, start, end - 1) and not _shortened(claim, first, last, tokens[start:end]):
            return " ".join(t.text for t in tokens[start:end])
    return None


def _said(low: str, lows: frozenset[str]) -> bool:
    """``low`` is a claim word, or a form of one ("taking digoxin" where the claim "takes tramadol")."""
    return low in lows or stem(low) in _stems(lows)


@lru_cache(maxsize=4096)
def _stems(lows: frozenset[str]) -> frozenset[str]:
    return frozenset(stem(w) for w in lows)


Runs = dict[tuple[int, int, int, frozenset[str]], str | None]


def replaced(
    prop: Proposition,
    missing: list[Term],
    window: list[Statement],
    near: frozenset[str] = frozenset(),
    runs: Runs | None = None,
) -> list[str]:
    """Conflicts "entity: the claim says X, the evidence says Y in its place" for missing terms in a slot (``near``:
    stems one of which must frame the evidence's run, :func:`_run_in`). ``runs``: the runs found so far for ``prop``
    (by claim run, statement index and ``near``; ``proof.window_memo``), which the windows of one proposition share."""
    claim = list(claim_tokens(prop.text))
    lows = frozenset(t.low for t in claim)
    seen: Runs = {} if runs is None else runs

    def run_in(first: int, last: int, st: Statement) -> str | None:
        key = (first, last, st.index, near)
        if key not in seen:
            seen[key] = _run_in(claim, first, last, st.tokens, lows, near)
        return seen[key]

    out: list[str] = []
    for first, last in _missing_runs(claim, missing):
        if near and last > first:
            continue  # one anchor frames one word, not a reworded phrase ("finished chemotherapy" / "completed chemo")
        # "I don't have a fever" says nothing of a headache: only a positive statement fills the slot.
        found = next((r for st in window if not st.negated and (r := run_in(first, last, st))), None)
        people = lexicon.words("people_words")
        if found and {t.low for t in claim[first : last + 1]} <= people and set(found.lower().split()) <= people:
            continue  # "ask the others" / "ask you guys": the same people, said otherwise
        if found and set(found.lower().split()) <= lexicon.words("pro_forms"):
            continue  # "started doing what you said" for "started following your advice": the word said generally
        if found and _by_measure(found):
            continue  # "the three-bedroom on Linden Street" for "the house on …": the thing named by a measure
        if found:
            out.extend(
                f"entity: the claim says {claim[k].text!r}, the evidence says {found!r} in its place"
                for k in range(first, last + 1)
            )
    return out


def _by_measure(found: str) -> bool:
    """One word, a number and a noun joined by a hyphen ("three-bedroom", "2-seater"): the thing described by its
    size, not another thing in its place."""
    head, _, rest = found.lower().partition("-")
    return " " not in found and bool(rest) and (head.isdigit() or number_word(head))


def slot_conflicts(missing: list[Term], window: list[Statement], matches: list[Match], prop: Proposition) -> list[str]:
    """Missing terms of a closed class whose place the evidence fills with another member ("knee"/"back")."""
    categories = lexicon.classes("categories")
    used = {(m.statement, m.token) for m in matches}
    claim_lows = {t.low for t in prop.terms}
    out: list[str] = []
    for term in missing:
        if term.category is None:
            continue
        rivals = [
            tok.low
            for st in window
            for k, tok in enumerate(st.tokens)
            if (st.index, k) not in used
            and tok.low not in claim_lows
            and lexicon.rivals(tok.low, term.category, term.low, categories)
            and k not in idiom_positions(tuple(t.low for t in st.tokens))  # "on my feet all day" names no feet
        ]
        if rivals:
            out.append(f"entity: the claim says {term.text!r}, the evidence says {rivals[0]!r} ({term.category})")
    return out


def opposites(missing: list[Term], window: list[Statement], prop: Proposition) -> list[str]:
    """Missing terms whose opposite the evidence says instead ("easy" / "hard", "likely" / "unlikely"), of the
    claim's own thing: "let's stop the cream and try an antihistamine" does not oppose "start an antihistamine". A
    particle of a positive claim against the opposite one after the same word ("turned off the lights" / "i turned
    on the lights": :func:`proof.places.opposite_particle`); a claim that a deed stopped against "still" doing it
    ("has quit smoking" / "i still smoke")."""
    claim_stems = frozenset(t.stem for t in prop.terms)
    claim = list(claim_tokens(prop.text))
    out = []
    for term in missing:
        hits = [st.tokens[k].low for st in window for k in opposite_spots(term, st) if _of_claim(st, k, claim_stems)]
        if not hits and not prop.negated:
            spots = [k for k, t in enumerate(claim) if t.low == term.low]
            hits = [h for st in window for k in spots if (h := opposite_particle(claim, k, st))]
        if not hits and _ceasing(claim, term.low):
            hits = [h for st in window if not st.negated and (h := _going_on(st, claim_stems - {term.stem}))]
        if hits:
            out.append(f"opposite: the claim says {term.text!r}, the evidence says {hits[0]!r}")
    return out


def _ceasing(claim: Sequence[Token], low: str) -> bool:
    """The claim word ``low`` says the deed stopped: a verb of stopping (``lexicon/cessation.txt``: "has quit
    smoking", "stopped taking metformin") or "gave up" / "given up", with no denial in the three words before it
    ("has not quit smoking")."""
    spots = [k for k, t in enumerate(claim) if t.low == low]
    if low in ("gave", "given"):
        spots = [k for k in spots if k + 1 < len(claim) and claim[k + 1].low == "up"]
    elif low not in lexicon.words("cessation"):
        return False
    denials = lexicon.words("negations")
    return any(not any(t.low in denials or t.low.endswith("n't") for t in claim[max(0, k - 3) : k]) for k in spots)


def _going_on(statement: Statement, stems: frozenset[str]) -> str | None:
    """ "still" (``lexicon/continuing.txt``) right before a word of the claim (within three words: "i still smoke",
    "still working on opening a dance studio", "i'm still taking the metformin") and said of the claim's own thing
    (:func:`_of_claim`), or None."""
    tokens = statement.tokens
    for k, tok in enumerate(tokens):
        if tok.low not in lexicon.words("continuing"):
            continue
        said = [j for j in range(k + 1, min(k + 4, len(tokens))) if tokens[j].is_word and stem(tokens[j].low) in stems]
        if said and all(_of_claim(statement, j, stems) for j in said):  # not "i still take | my insulin"
            return f"{tok.text} {tokens[k + 1].text}"
    return None


def _of_claim(statement: Statement, k: int, claim_stems: frozenset[str]) -> bool:
    """The word at ``k`` is not said of another thing: no determiner and a content word the claim lacks right
    after it ("stop | the cream"; "that was negative | so …" still opposes "positive")."""
    after = [t.low for t in statement.tokens[k + 1 : k + 3]]
    determiners = lexicon.words("determiners")  # possessives included
    return not (len(after) == 2 and after[0] in determiners and stem(after[1]) not in claim_stems)
