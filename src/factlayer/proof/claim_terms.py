"""A claim's terms: the content words it must find in the evidence, and those of its leading scene."""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.may_month import token_reading
from factlayer.nlp.normalise import number_word, parse_number
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.claim import Term
from factlayer.proof.claim_frames import DENY, frames_content
from factlayer.proof.particles import literal, particle_at

_MODAL_CUES = lexicon.words("modal_cues")
_NEAR_HEADS = lexicon.words("near_miss_heads")

_OWNERS = frozenset({"my", "your", "his", "her", "their", "our"})

_CHANGE = frozenset(
    {"go", "goes", "went", "gone", "going", "come", "comes", "came", "coming", "trending", "is", "are", "was", "were"}
)


def _before_a_body_part(tokens: list[Token], k: int, categories: dict[str, str]) -> bool:
    """ "over | the ribs", "under | his left eye": a place on the body, where over and under are opposites."""
    while k < len(tokens) and (tokens[k].low in lexicon.words("determiners") or tokens[k].low.endswith("'s")):
        k += 1
    while k < len(tokens) and categories.get(tokens[k].low) == "side":
        k += 1
    return k < len(tokens) and categories.get(stem(tokens[k].low), categories.get(tokens[k].low)) == "body_part"


_BE = lexicon.words("passive_aux")
_ADVERBS = lexicon.words("frame_adverbs")
_CLAUSE_SUBJECTS = lexicon.words("personal_subjects") | {"it", "there"}


def passive_deed(tokens: list[Token], i: int) -> bool:
    """A framing verb as a passive participle is what was done to the subject, a unit to find ("was admitted in
    May 2009", "got admitted to the hospital", "was admitted last year", "was admitted."), unless content follows
    it: "that" ("it was reported that …"), "as" ("was described as anxious") or "to" and a verb ("was noted to
    have", "was told to rest")."""
    if i == 0 or tokens[i - 1].low not in _BE:
        return False
    k = i + 1
    while k < len(tokens) and tokens[k].low in _ADVERBS:
        k += 1
    nxt = tokens[k].low if k < len(tokens) else ""
    if nxt in ("that", "as") or nxt in _CLAUSE_SUBJECTS:  # "was told she might have C. diff": a clause follows
        return False
    after = tokens[k + 1].low if k + 1 < len(tokens) else ""
    return nxt != "to" or after in lexicon.words("determiners")


def _before_a_path(tokens: list[Token], k: int) -> bool:
    """A path at ``k``, after a determiner: "the stairs", "a steep hill" (``lexicon/path_nouns.txt``)."""
    if k >= len(tokens) or tokens[k].low not in lexicon.words("determiners"):
        return False
    return any(t.low in lexicon.words("path_nouns") for t in tokens[k + 1 : k + 3])


def acronym(tok: Token) -> bool:
    """A word written in capitals ("US", "IT", "OR"): an acronym, even where its lower case is a common word."""
    return len(tok.text) >= 2 and tok.text.isalpha() and tok.text.isupper()


@cache
def _hyphened_synonyms() -> frozenset[str]:
    return frozenset(w for w in lexicon.synonym_sets("synonyms") if w.count("-") == 1)


def _synonym_phrase(tokens: list[Token], i: int, skip: set[int]) -> str | None:
    """Two words of the claim that a line of ``synonyms.txt`` holds as one ("atrial fibrillation", "took part"): one
    term, found as they are or as their synonym ("afib", "participated"); None otherwise."""
    if i + 1 >= len(tokens) or i in skip or i + 1 in skip or not (tokens[i].is_word and tokens[i + 1].is_word):
        return None
    key = f"{tokens[i].low}-{tokens[i + 1].low}"
    return key if key in _hyphened_synonyms() else None


def content_terms(tokens: list[Token], skip: set[int], people: frozenset[str] = frozenset()) -> tuple[Term, ...]:
    stopwords = lexicon.words("stopwords")
    negations = lexicon.words("negations")
    framing = lexicon.groups("framing")
    discourse = lexicon.words("discourse")
    inference = lexicon.words("inference")
    roles = lexicon.groups("speakers")
    categories = lexicon.classes("categories")
    cased = any(t.text.islower() for t in tokens)  # a claim written in capitals has no acronyms to tell apart
    out: list[Term] = []
    joined: set[int] = set()
    for i, tok in enumerate(tokens):
        low = tok.low
        if i in joined:
            continue
        if (phrase := _synonym_phrase(tokens, i, skip)) is not None:  # "atrial fibrillation": found as "afib" too
            out.append(Term(f"{tok.text} {tokens[i + 1].text}", phrase, phrase, None))
            joined.add(i + 1)
            continue
        if cased and low in stopwords and acronym(tok):  # "the US customers", "the IT team": no "us", no "it"
            out.append(Term(tok.text, low, low, categories.get(low), True))
            continue
        if low == "may" and i not in skip and (reading := token_reading(tokens, i)) != "modal":
            # "due in May": the month, "Wes and May started it": a person (no class), neither the modal
            out.append(Term(tok.text, low, stem(low), categories.get(low) if reading == "month" else None))
            continue
        direction = low in ("up", "down") and i > 0 and tokens[i - 1].low in _CHANGE  # "went down": the change
        # "walks down the stairs", "ran up a hill": the way along a path ("up the stairs" is no "down the stairs")
        direction = direction or (low in ("up", "down") and _before_a_path(tokens, i + 1))
        direction = direction or low in ("off", "many")  # "off lisinopril", "many doses": never a bare link
        # "was about to leave": the deed came close, which the evidence must say too ("I left" does not)
        direction = direction or (low in _NEAR_HEADS and i + 1 < len(tokens) and tokens[i + 1].low == "to")
        direction = direction or (low in ("over", "under") and _before_a_body_part(tokens, i + 1, categories))
        # "Ana bit a dog": the past of "bite", a deed to find; "a bit tired", "a little bit": a degree
        direction = direction or (low == "bit" and (i == 0 or tokens[i - 1].low not in ("a", "little", "tiny")))
        if low == "longer" and i > 0 and tokens[i - 1].low == "no":
            continue  # "no longer has diarrhea": a denial of now ("doesn't have diarrhea anymore"), no length
        if low in lexicon.words("value_labels") and i + 1 < len(tokens) and parse_number(tokens, i + 1) is not None:
            continue  # "at age 52": the value is the unit checked, "age" only names it ("at fifty-two")
        # "the patient's doctor", "her nurse": someone's role names a person the evidence must name too
        owned_role = low in roles and i > 0 and (tokens[i - 1].low.endswith("'s") or tokens[i - 1].low in _OWNERS)
        if (
            i in skip
            or not tok.is_word
            or (low in stopwords and not direction and not owned_role)
            or low in negations
            or low.endswith("n't")
        ):
            continue
        if "'" in low and low.split("'")[0] in stopwords:  # "that's", "it's", "we'd"
            continue
        said_of = i > 0 and tokens[i - 1].low in ("a", "an")  # "works as a nurse": the role is what is said
        said_of = said_of or owned_role
        perceived = _perceived(tokens, i)  # "cannot feel the toes": the claim's own deed, no frame
        if (
            (low in framing and not passive_deed(tokens, i) and frames_content(tokens, i) and not perceived)
            or low in lexicon.words("requesting")
            or (low in lexicon.words("believing") and not perceived)
            or (low in roles and not said_of)
            or low in _MODAL_CUES
            or low in DENY
            or number_word(low)
            or low in inference
            or low in discourse
        ):
            continue
        base = low[:-2] if low.endswith("'s") else low
        if (base in roles and not said_of) or (low.endswith("'s") and base in people):  # whose: attribution
            continue
        category = None if particle_at(tokens, i) else categories.get(base) or categories.get(stem(base))
        # "see you back in May": no body part; "back pain", "back in May": no "ago" either
        out.append(Term(tok.text, base, stem(base), category, literal(tokens, i), _joined_forms(tokens, i)))
    return tuple(out)


_FEEL = frozenset({"feel", *lexicon.table("irregular")["feel"]})
_PERCEIVED_WORDS = 3


def _perceived(tokens: list[Token], i: int) -> bool:
    """ "feel" with a thing felt ("cannot feel the toes", "felt a lump"): a deed of the senses, the claim's own
    verb, not a view ("feels the plan is good", "feels like …"): a determiner or an owner, then a short noun phrase
    with no verb up to the clause's end."""
    if tokens[i].low not in _FEEL or i + 1 >= len(tokens):
        return False
    if tokens[i + 1].low not in lexicon.words("determiners") and tokens[i + 1].low not in _OWNERS:
        return False
    end = next((k for k in range(i + 2, len(tokens)) if not tokens[k].is_word), len(tokens))
    phrase = tokens[i + 2 : end]
    verbs = lexicon.words("common_verbs") | lexicon.words("auxiliaries")
    return 0 < len(phrase) <= _PERCEIVED_WORDS and not any(t.low in verbs for t in phrase)


_JOINING_PARTICLES = frozenset({"up", "out", "down", "off", "over", "back"})  # "check up", "work out", "break down"
_MIN_JOINED = 6


def _joinable(tok: Token, particles: bool) -> bool:
    """A word of the claim that may be written together with its neighbour: a content word (or, after it, a
    particle: "check up"); never a negation ("not ice" is no "notice") nor a function word ("every day")."""
    low = tok.low
    if not (tok.is_word and low.isalpha()):
        return False
    if particles and low in _JOINING_PARTICLES:
        return True
    return low not in lexicon.words("stopwords") and low not in lexicon.words("negations") and not number_word(low)


def _joined_forms(tokens: list[Token], i: int) -> tuple[str, ...]:
    """The claim word ``i`` written together with the word before or after it, as a transcript may spell a
    compound ("heart burn" / "heartburn", "check up" / "checkup"): ``proof.align`` finds the word in such a
    token. Both must be words the joining allows (:func:`_joinable`)."""
    if not _joinable(tokens[i], particles=False):
        return ()
    out = []
    if i + 1 < len(tokens) and _joinable(tokens[i + 1], particles=True):
        out.append(tokens[i].low + tokens[i + 1].low)
    if i > 0 and _joinable(tokens[i - 1], particles=False):
        out.append(tokens[i - 1].low + tokens[i].low)
    return tuple(w for w in out if len(w) >= _MIN_JOINED)


_FRAME_ENDS = frozenset(["they", "he", "she", "i", "we", "you", "it", ","])


def frame_terms(tokens: list[Token], people: frozenset[str]) -> frozenset[str]:
    """The terms of a claim's leading scene: a preposition of ``lexicon/frame_openers.txt``, then a noun phrase up
    to the subject ("On the camping trip | they roasted ...", "At the picnic | they played ...", "In Joanna's new
    screenplay | the main character ..."): a determiner or pronoun after a content word, a comma or a name ends
    it. The transcript says the scene once and tells what happened there later, without naming it again."""
    if not tokens or tokens[0].low not in lexicon.words("frame_openers"):
        return frozenset()
    determiners = lexicon.words("determiners")
    end = next(
        (
            k
            for k in range(2, min(len(tokens), _MAX_FRAME + 1))
            if tokens[k].low in _FRAME_ENDS or tokens[k].low in determiners or tokens[k].low in people
        ),
        None,
    )
    if end is None:
        return frozenset()
    return frozenset(t.low for t in content_terms(tokens[1:end], set(), people))


_MAX_FRAME = 6
