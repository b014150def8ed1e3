"""Deterministic rewriting of a spoken clause into a sentence a reader understands alone.

The citation stays the exact quote; only the fact's *text* is rewritten, and only by these rules:

1. **Tidy the transcript's tokenisation** (``tidying``): "do n't" → "don't", " ," → ",", "wan na" → "want to",
   "you're gon na" → "you will" (grounding finds no "going" in "gon na"), else "gon na" → "going to", a word
   stammered twice ("my , my vaccine") once, fillers ("um", "you know") out.
2. **Third person, explicit subject**: "I" becomes the speaker's reference ("The patient", "Caroline"),
   "you" the addressee's, "my"/"your" their possessive ("the patient's"; "their" once the subject has been
   named). The verb after a replaced subject agrees: "I'm" → "is", "I've" → "has", "I take" → "takes",
   "you don't" → "does not". A past-tense or modal verb stays as it is.
3. **A question and its answer** become one statement ("do you smoke?" + "no, never" → "The patient does
   not smoke."): see ``answers``, which uses the rules above.
4. A capital letter at the start and a full stop at the end.

``rewrite_statement`` returns None when the clause cannot be made self-contained (its subject "it", "this", "we" …).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.nlp import contractions, lexicon
from factlayer.nlp.contracted_d import d_auxiliary
from factlayer.nlp.stems import irregular_past_forms
from factlayer.nlp.verbs import regular_past

from .demonstratives import verb_after_demonstrative
from .intentions import as_plan
from .tidying import tidy, unframe
from .time_leads import time_after
from .titled_pronouns import Pronouns, pronoun, subject_pronoun, title_pronouns
from .token_forms import verb_at, wordset

AMONG_THOSE_WHO = "among those who"  # a speaker's "we" shared with others: "Priya is among those who will ship …"

__all__ = [
    "PRONOUN_VERBS",
    "Reference",
    "finish",
    "lets_as_plan",
    "rewrite_statement",
    "swap_people",
    "third_person",
    "tidy",
    "unframe",
]


@dataclass(frozen=True, slots=True)
class Reference:
    """How a fact names a person: "The patient" / "the patient's", or "Caroline" / "Caroline's"."""

    name: str

    @property
    def possessive(self) -> str:
        return self.name + ("'" if self.name.endswith("s") else "'s")

    @property
    def is_role(self) -> bool:
        """ "The patient", "The speaker": a role, repeated as is; a name is "they" once written."""
        return self.name.startswith("The ")

    @property
    def pronouns(self) -> Pronouns | None:
        """Subject, object, possessive and reflexive pronoun a title gives ("Mrs. Chen": she, her, her, herself),
        else None (a bare name or a role is "they" once written: no gender is guessed from a name)."""
        return title_pronouns(self.name)

    def inside(self, *, possessive: bool = False) -> str:
        """The reference inside a sentence: "the patient" (a role), "Caroline" (a name) as is."""
        text = self.possessive if possessive else self.name
        return "the " + text[4:] if text.startswith("The ") else text


_MODALS = wordset("""can could will would should shall may might must did was were had used ought need""")
_IRREGULAR_PAST = wordset(
    """went got had took saw felt fell was were did made said came gave kept left lost thought told ran ate
    drank began broke bought brought found heard knew met paid read sat slept spent stood wrote woke
    tried became built caught chose drove fed fought forgot grew hid held hurt led lent let lit meant
    rode rose sang sent shot shut sold sought stole struck swam taught threw understood won wore
    laid slung swung stung flung clung hung dug spun bled bent crept dealt drew fled flew froze knelt leapt rang sank
    shook shrank slid sped spat sprang swore swept tore wept withdrew forgave arose awoke overslept mistook"""
) | (irregular_past_forms() - {"am", "are", "been", "lay"})  # the stemmer's table too ("spoke", "stuck"); not "I am"
# A prefixed irregular past is one too ("underwent", "retook", "rebuilt", "outgrew": "The patient underwent …", never
# "underwents"); not a present-tense verb spelled the same way ("resent", "relent", "refound", "relet").
IRREGULAR_PAST = (
    _IRREGULAR_PAST
    | frozenset(p + w for p in ("re", "over", "under", "mis", "out") for w in _IRREGULAR_PAST if len(w) > 2)
) - {"resent", "relent", "refound", "relet", "outlet"}
# A time that places a verb whose past is its base ("quit", "hit", "put") in the past: a word of the past, a month's
# name (not "may"), a weekday's (not "mondays": a habit), a year.
_PAST_TIME = (
    lexicon.words("past_markers")
    | (frozenset(row[0] for row in lexicon.rows("months")) - {"may"})
    | frozenset(row[0] for row in lexicon.rows("weekdays"))
)


def _placed_in_past(words: list[str]) -> bool:
    later = [w.lower().strip(",.?!") for w in words]
    return bool(_PAST_TIME.intersection(later)) or any(re.fullmatch(r"(?:19|20)\d\d", w) for w in later)


_NOT_VERBS = wordset(
    "my your his her their our its the a an this that these those to not no some any all both just and but so or"
)
_THIRD = {"have": "has", "do": "does", "go": "goes", "be": "is", "am": "is", "are": "is"}
_THIRD |= {"gotta": "has to", "hafta": "has to", "wanna": "wants to"}  # "I gotta go": not "Jon gottas go"
# "I'm", "you've", "I'd": a first or second person with its verb written on ("is", "has", "would" after a name)
_PERSON_ENDINGS = (("i", ("'m", "'ve", "'ll", "'d")), ("you", ("'re", "'ve", "'ll", "'d")))
_CONTRACTED = {f"{who}{end}": contractions.third_person(end) for who, ends in _PERSON_ENDINGS for end in ends}
_NEGATED = {
    "don't": "does not",
    "doesn't": "does not",
    "didn't": "did not",
    "haven't": "has not",
    "hasn't": "has not",
    "can't": "cannot",
    "cannot": "cannot",
    "won't": "will not",
    "wouldn't": "would not",
    "couldn't": "could not",
    "shouldn't": "should not",
    "wasn't": "was not",
    "weren't": "was not",
    "aren't": "is not",
    "isn't": "is not",
    "am": "is",
    "are": "is",
    "have": "has",
    "do": "does",
    "was": "was",
    "were": "was",
}
_PLURAL_YOU = re.compile(r"\byou\s+(?:both|all|guys|two|folks)\b|\by'all\b|\byou\s+and\s+\w+", re.IGNORECASE)
# "we both helped", "all of us went": the subject is the speaker and others (not "a concert that we all enjoyed")
_PLURAL_WE = re.compile(
    r"^(?:(?!(?:that|who|which|where)\b)[\w']+[\s,]+){0,3}?(?:we\s+(?:both|all|two)|(?:both|all)\s+of\s+us)\b",
    re.IGNORECASE,
)
# "we all went", "we're both into hiking": with two or more speakers, the speaker one of a group, as "we went"
_WE_QUANTIFIED = re.compile(r"^(we(?:'re|'ve|'ll)?)\s+(?:both|all)\s+(?=\w)", re.IGNORECASE)
_SUBJECT_PRONOUNS = lexicon.words("personal_subjects") | {"it"}
_UNRESOLVED = frozenset(["it", "this", "that", "these", "those", "they", "them", "he", "she", "there's", "its"])


def third_person(verb: str) -> str:
    """The third-person singular of a present-tense verb; trailing punctuation stays ("smoke." → "smokes.")."""
    bare = verb.rstrip(",.?!;:")
    if bare != verb:
        return third_person(bare) + verb[len(bare) :] if bare else verb
    low = verb.lower()
    if low in _THIRD:
        return _THIRD[low]
    head, dash, last = verb.rpartition("-")  # "I color-code my notes" → "X color-codes …", not "X color-code …"
    if dash and head and last.isalpha() and head.replace("-", "").isalpha():
        return f"{head}-{third_person(last)}"
    if (
        low in _MODALS
        or low in IRREGULAR_PAST
        or low.endswith("ed")
        or low.endswith("ing")
        or not low.isalpha()
        or low.endswith("s")
    ):
        return verb
    if low.endswith(("sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _agree(words: list[str], i: int) -> None:
    """Make the verb phrase that starts at ``words[i]`` agree with a third-person singular subject."""
    i = verb_at(words, i)
    if i >= len(words):
        return
    low = words[i].lower()
    if low in _NEGATED:
        words[i] = _NEGATED[low]
    elif low == "need" and words[i + 1 : i + 2] != ["not"]:
        words[i] = "needs" + words[i][4:]  # "I need to go", "I need a refill": the verb, not the modal "need not"
    elif low in _MODALS or low in _NOT_VERBS:
        return
    elif low in lexicon.words("same_past") and _placed_in_past(words[i + 1 :]):
        return  # "I quit five years ago", "I quit in April", "I cut back in 2019": past, as it stands
    else:
        words[i] = third_person(words[i])


def swap_people(
    words: list[str], speaker: Reference, listener: Reference | None, named: set[str] | None = None
) -> bool:
    """Replace every first- and second-person word; False if a second person has no addressee.
    ``named``: references already written earlier in the sentence (their possessive is then "their")."""
    named = set() if named is None else named
    for i, raw in enumerate(words):
        word = raw.lower().strip(",.?!;:")
        tail = raw[len(raw.rstrip(",.?!;:")) :]
        who = speaker if word in ("i", "me", "my", "mine", "myself") or word.startswith("i'") else None
        if who is None and (word in ("you", "your", "yours", "yourself") or word.startswith("you'")):
            if listener is None:
                return False
            who = listener
        if who is None:
            continue
        first = who.name not in named
        if word in ("i", "you") or word in _CONTRACTED:
            subject_like = word in _CONTRACTED or word == "i" or _subject_you(words, i)
            ref = who.name if i == 0 else who.inside()
            if subject_like and not first and i > 0 and not who.is_role:  # "Caroline … since they started"
                if words[i - 1].lower() in ("and", "or"):
                    return False  # "the kids and they went": "they" would read as the kids
                if who.pronouns:
                    words[i] = subject_pronoun(word, who.pronouns) + tail
                    if word in ("i", "you") and i + 1 < len(words):
                        _agree(words, i + 1)  # "she has", as "Mrs. Chen has"
                else:
                    words[i] = _they(word, words, i) + tail
            elif subject_like:
                words[i] = ref + tail
                if word in _CONTRACTED:  # "I'd": "had" before a participle (``contracted_d``)
                    words[i] = f"{ref} {d_auxiliary(words, i) if word.endswith('d') else _CONTRACTED[word]}{tail}"
                elif i + 1 < len(words):
                    _agree(words, i + 1)
            else:
                words[i] = (pronoun(who.pronouns, 1, "them") if not first else ref) + tail
        elif word in ("my", "your"):
            own = who.possessive if i == 0 else who.inside(possessive=True)
            words[i] = (own if first else pronoun(who.pronouns, 2, "their")) + tail
        elif word in ("mine", "yours"):
            words[i] = who.inside(possessive=True) + tail
        elif word in ("myself", "yourself"):
            # named already: "Caroline says it's freeing to express themselves", "The patient bought themselves a
            # splint" (a reflexive is bound in its clause: a role is no more ambiguous there than a name)
            words[i] = (pronoun(who.pronouns, 3, "themselves") if not first else who.inside()) + tail
        elif word == "me":
            words[i] = (pronoun(who.pronouns, 1, "them") if not first else who.inside()) + tail
        named.add(who.name)
    return True


_THEY_CONTRACTED = {"i'm": "they are", "i've": "they have", "i'll": "they will", "i'd": "they would"}
_THEY_CONTRACTED |= {k.replace("i'", "you'"): v for k, v in _THEY_CONTRACTED.items()} | {"you're": "they are"}
_PLURAL_VERB = {"was": "were", "am": "are", "is": "are", "has": "have", "does": "do", "wasn't": "weren't"}


def _they(word: str, words: list[str], i: int) -> str:
    """A person already named in the sentence, as a later subject: "they" (singular), its verb agreeing."""
    if word in _THEY_CONTRACTED:
        return "they " + d_auxiliary(words, i) if word.endswith("'d") else _THEY_CONTRACTED[word]
    if i + 1 < len(words):
        nxt = words[i + 1].lower()
        bare = nxt.rstrip(",.?!;:")
        if bare in _PLURAL_VERB:
            words[i + 1] = _PLURAL_VERB[bare] + nxt[len(bare) :]  # "proud of who they are.", not "who they am."
    return "they"


def _subject_you(words: list[str], i: int) -> bool:
    """A subject "you": first, after a word of ``lexicon/subject_slots.txt`` or a comma ("on your exam, you do
    have"), after a verb of thinking ("I think you have") or an adverb opening its clause ("sometimes you urinate",
    ``lexicon/subject_adverbs.txt``), or before an auxiliary; else an object ("I told you")."""
    before = words[i - 1].lower() if i else ","
    after = words[i + 1].lower().strip(",.?!;:") if i + 1 < len(words) else ""
    slots = lexicon.words("subject_slots") | lexicon.words("believing") | lexicon.words("subject_adverbs")
    return before in slots or before.endswith(",") or after in lexicon.words("auxiliaries")


def finish(words: list[str]) -> str:
    text = " ".join(w for w in words if w)
    text = re.sub(r"\s+([,.?!;:])", r"\1", text).strip(" ,;:-")
    text = re.sub(r"[.?!]+$", "", text)
    if not text:
        return ""
    return text[0].upper() + text[1:] + "."


def mid_sentence(text: str) -> str:
    """``text`` placed after other words: a function or value word that opened it loses its capital ("It hurts",
    "Less than twice a week"); any other word keeps it ("Milo is sick": a name, which an opening capital hides)."""
    first = text.split(maxsplit=1)[0].lower().strip(",.") if text.strip() else ""
    return text[0].lower() + text[1:] if first in _MID_SENTENCE else text


_MID_SENTENCE = (
    lexicon.words("stopwords")
    | lexicon.words("number_words")
    | lexicon.words("value_glue")
    | lexicon.words("vague_degrees")
    | frozenset(lexicon.groups("frequencies"))
    | frozenset(row[2] for row in lexicon.rows("bounds") if row[0] == "before")  # "Less than three times a week"
)


# ``lexicon/plan_verbs``: the ``plan`` ones after "let's" (every one after a stated intention: ``intentions``).
LETS_PLAN_VERBS = "(?:" + "|".join(v for v, kind in lexicon.classes("plan_verbs").items() if kind == "plan") + ")"
LETS_LEAD = r"(?:go\s+ahead\s+and\s+|just\s+)?"  # "let's go ahead and order …", "let's just start …"
# After "that"/"this" these words make it a pronoun subject ("that is", "this hurts"), not a determiner.
PRONOUN_VERBS = wordset(
    """is was 's are were has had does did do will would can could should might may must sounds looks seems
    makes made gave gives hurts hurt helps helped means meant goes went came comes happened happens one"""
)
_LETS = re.compile(r"^let's\s+" + LETS_LEAD + r"(?=" + LETS_PLAN_VERBS + r"\b)", re.IGNORECASE)
_WE_AS_I = {"we": "I", "we're": "I'm", "we've": "I've", "we'll": "I'll", "we'd": "I'd"}
# "our" is the speaker's *and others'*: written "the" ("our kids" → "the kids"), never the speaker's alone.
_OUR = re.compile(r"\bour\s+(?:own\s+)?", re.IGNORECASE)


_WE_FORMS = {"we": "", "we're": "are", "we've": "have", "we'll": "will"}  # "we'd": had or would, unknown
_PAST_BE = frozenset({"were", "had", "did"})


def among_us(words: list[str], speaker: Reference) -> list[str] | None:
    """A clause opening on "we" as the speaker one of a group: "we went camping with the kids" → "Melanie was among
    those who went camping with the kids"; "we'll ship the beta Friday" → "Priya is among those who will ship the beta
    Friday" — never the speaker alone. None for another "we" or "us" later in the clause ("we told us …")."""
    head = words[0].lower().strip(",")
    rest = ([_WE_FORMS[head]] if _WE_FORMS.get(head) else []) + words[1:]
    lows = [w.lower().strip(",.?!;:") for w in rest]
    if head not in _WE_FORMS or not rest or any(w in _WE_AS_I or w in ("us", "ourselves") for w in lows):
        return None
    verb = next((w for w in lows if not w.endswith("ly") and w not in ("also", "just", "even", "still", "really")), "")
    past = verb in _PAST_BE or (
        verb not in lexicon.words("auxiliaries")
        and (verb in irregular_past_forms() or regular_past(verb, states=True, shortest=2))
    )
    return [speaker.name, "was" if past else "is", *AMONG_THOSE_WHO.split(), *rest]


def lets_as_plan(text: str) -> str:
    """A clinician's "let's (go ahead and) order …" / "let's start you on …" is the plan: "we'll order …"."""
    return _LETS.sub("we'll ", text)


def rewrite_statement(
    clause: str,
    speaker: Reference,
    listener: Reference | None,
    *,
    we_is_speaker: bool = False,
    group: bool = False,
    literal: bool = False,
) -> str | None:
    """A stated clause in third person (rules 1, 2, 4), or None if it cannot stand alone.

    ``we_is_speaker`` (a clinician speaking): "we" is the care team, written as the speaker ("we'll repeat
    the echo" → "The doctor will repeat the echo"), and a stated intention to act ("I want to increase",
    "I'm going to order") is the plan, written "will" (``intentions``; ``literal``: a wish for no listener stays
    one); anyone else's "want to" stays "wants to". ``group`` (two or more speakers): a non-clinician's "we" is the
    speaker and others (both of them, a team, a family), not the speaker alone: a clause opening on it is written with
    the speaker one of them (``among_us``: "Melanie was among those who went camping"), any other is None.
    Otherwise (no one else is there) "we" is the speaker."""
    text = time_after(tidy(clause))  # "this morning i went …" → "i went … this morning" (not "The morning …")
    if group and not we_is_speaker:  # "we all made our own pots" → "Melanie was among those who made …"
        text = _WE_QUANTIFIED.sub(r"\1 ", text)
    if _PLURAL_YOU.search(text) or _PLURAL_WE.search(text):
        return None  # "you both looked so great", "we both helped": two people, not the listener or speaker alone
    if we_is_speaker:  # a clinician's stated intention is the plan; so is "let's order …"
        text = as_plan(text, literal=literal)
        text = lets_as_plan(text)
    if re.search(r"\bours\b", text, re.IGNORECASE):
        return None  # "the house is ours": whose, the words do not say
    if group and not we_is_speaker and re.match(r"our\b", text, re.IGNORECASE):
        return None  # "Our trip …" is no "The trip …" (whose, who said it: lost): what they say (``thing_clauses``)
    words = _OUR.sub("the ", text).split()
    if not words:
        return None
    first = words[0].lower().strip(",")
    if (
        first in ("this", "that", "these", "those")
        and len(words) > 2
        and words[1].lower() not in PRONOUN_VERBS
        and not verb_after_demonstrative(words)  # not "The started …"
        and words[1].lower() not in _SUBJECT_PRONOUNS  # "that we can get …": a clause, not "the we"
    ):
        words[0] = "the"  # "that scar did widen" → "The scar did widen": a determiner, not a pronoun
        first = "the"
    if first in _UNRESOLVED or first in ("us", "let's"):
        return None
    if group and not we_is_speaker and first in _WE_AS_I:  # "we went camping" → "Melanie was among those who …"
        among = among_us(words, speaker)
        if among is None:
            return None
        words, first = among, among[0].lower()
    # "we went to the beach" → "Melanie went to the beach"; "our" is not the speaker's alone: "the" (above).
    for i, raw in enumerate(words):
        low = raw.lower().strip(",.?!;:")
        if low in _WE_AS_I and group and not we_is_speaker:
            return None
        if low in _WE_AS_I:
            words[i] = _WE_AS_I[low] + raw[len(raw.rstrip(",.?!;:")) :]
    if not swap_people(words, speaker, listener):
        return None
    return finish(words)
