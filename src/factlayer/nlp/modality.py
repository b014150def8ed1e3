"""How a clause holds its content: asserted, asked, hedged, hypothetical, requested, reported or injected (whether
it is negated: ``nlp.negation``; how a reply answers a yes/no question: ``nlp.replies``).

Only ``asserted`` clauses (and questions answered yes or no, see ``proof.source``) state their content.
The cue words live in ``lexicon/*.txt``.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Literal

from factlayer.nlp import lexicon
from factlayer.nlp.addressed import addressed_from
from factlayer.nlp.amount_hedges import without_amount_hedges
from factlayer.nlp.calls import called_you
from factlayer.nlp.commands import bare_command
from factlayer.nlp.cue_skips import SEQUENCE_OPENERS, without_intensifiers, without_lead
from factlayer.nlp.normalise import number_word
from factlayer.nlp.phrases import find_phrase, phrases
from factlayer.nlp.questions import FILLERS, interrogative_opening
from factlayer.nlp.reported_speech import CLAUSE_SUBJECTS, hearsay, others_word, suspected
from factlayer.nlp.stems import inflected
from factlayer.nlp.tokens import Token
from factlayer.nlp.verbs import regular_past

Modality = Literal["asserted", "asked", "hedged", "hypothetical", "requested", "reported", "injected"]

_RECOMMENDING = lexicon.words("recommending")
_OWNERS = frozenset(["my", "your", "his", "her", "our", "their"])
_CONTINUING = frozenset(["and", "but", "then", "or", "just"])


def _words(tokens: Sequence[Token]) -> list[str]:
    return [t.low for t in tokens if not t.is_punct or t.low in ("?",)]


def is_question(tokens: Sequence[Token]) -> bool:
    """A question: ends in '?' or opens like one ("do you ...", "what ...", "any pain")."""
    words = [w for w in _words(tokens) if w != "?"]
    if tokens and tokens[-1].low == "?":
        # "you have some swelling, okay?" asks for agreement with a statement: the statement stands.
        lows = [t.low for t in tokens[:-1]]
        for tag in _TAGS:
            n = len(tag)
            if len(lows) > n + 3 and tuple(lows[-n:]) == tag and lows[-n - 1] == ",":
                # "and you use a cane, right?" asks the listener to confirm what they do: their reply decides
                return interrogative_opening(words) or (tag in _CONFIRMING and of_the_listener(words))
        return True
    if any(tuple(words[-len(p) :]) == p for p in phrases("question_tails")):
        return True  # "the provinces received the money, yes or no" (no "?" in the transcript)
    return interrogative_opening(words)


_TAGS: tuple[tuple[str, ...], ...] = tuple(
    tuple(t.split())
    for t in (
        "okay", "ok", "right", "alright", "correct", "yeah", "huh", "you know", "sound good", "does that sound good",
        "is that okay", "is that right", "does that make sense", "all right", "yes",
    )
)  # fmt: skip


_CONFIRMING = frozenset({("right",), ("correct",), ("yeah",), ("huh",), ("is", "that", "right"), ("yes",)})


def of_the_listener(words: Sequence[str]) -> bool:
    """The statement opens on "you" (after fillers) and is about them alone: "so you take it twice a day", not
    "you're certain I don't have it"."""
    words = list(words)
    while words and words[0] in FILLERS:
        words = words[1:]
    return (
        bool(words)
        and words[0] in ("you", "you're", "you've", "your")
        and not lexicon.words("first_person") & set(words)
    )


def _after_go_ahead(words: Sequence[str], k: int) -> int:
    """The index after "go ahead and" / "just" at ``k`` ("you can go ahead and stop it")."""
    while k < len(words) and words[k] in ("go", "ahead", "and", "just"):
        k += 1
    return k


def modality(tokens: Sequence[Token], *, question: bool | None = None, spoken: bool = False) -> Modality:
    """The clause's modality; the first cue found wins in the order below. ``spoken``: a clause a speaker says (not a
    claim's), where a bare verb with its object and no subject is a command (``nlp.commands``)."""
    words = _words(tokens)
    if find_phrase(words, "injections") is not None:
        return "injected"
    if find_phrase(words, "retractions") is not None:
        return "hedged"  # "my mom had breast cancer no wait it was my aunt": taken back, said again
    if question if question is not None else is_question(tokens):
        return "asked"
    stripped = without_lead(words)  # "so, lastly, once we ...": fillers and ordering adverbs passed over
    if "whether" in stripped[: 3 if spoken else 1]:  # past two words the clause cut gives it a clause (nlp.clauses)
        return "asked"  # an embedded question ("... to consider | whether it's ...", "I'm curious whether it works")
    if find_phrase(stripped, "sentence_frames", at_start=True) is not None:
        # "let's pretend you can keep using the gel": the frame first, not the permission inside it
        return "hypothetical" if find_phrase(stripped, "hypotheticals", at_start=True) is not None else "hedged"
    if find_phrase(stripped, "continuations", at_start=True) is not None:
        return "asserted"  # "continue the metformin", "keep taking the lisinopril": what the patient is on now
    if find_phrase(stripped, "requests", at_start=True) is not None or "please" in words:
        return "requested"
    if "yourself" in stripped and not CLAUSE_SUBJECTS & set(stripped[: stripped.index("yourself")]):
        return "requested"  # "get a scale, weigh yourself every day", "take care of yourself"
    ordered = list(itertools.dropwhile(lambda w: w in lexicon.words("command_adverbs"), stripped))
    if ordered and ordered[0] in lexicon.words("imperatives") and words[0] not in _CONTINUING:
        return "requested"  # "take it twice a day", "always wear gloves"; not "... and keep waking up at night"
    if spoken and words[:1] and words[0] not in _CONTINUING - {"just"} and bare_command(ordered):
        return "requested"  # "sign the form and email it back", "just upload the statement tonight"
    if spoken and (after := called_you(tokens)) and bare_command(_words(tokens[after:])):
        return "requested"  # "Chloe, you handle the invitations": a task given to the one called, not done
    if spoken and (after := addressed_from(tokens)) and modality(tokens[after:], spoken=True) == "requested":
        return "requested"  # "Anna, email the client", "Next steps: book the room": the command after a call
    if (
        len(stripped) > 2
        and (stripped[0] in lexicon.words("common_verbs") or stripped[0] in lexicon.words("imperatives"))
        and not inflected(stripped[0])
        and "your" in stripped
        and not CLAUSE_SUBJECTS & set(stripped[: stripped.index("your")])
        and words[0] not in _CONTINUING
    ):
        return "requested"  # "okay, so get an x-ray of your knee", "check your blood sugar every morning"
    at = find_phrase(stripped, "permissions")
    if (
        at is not None
        and (at <= 2 or stripped[at - 1] in (",", "so", "then"))  # "..., so you can stop it"
        and (verb := _after_go_ahead(stripped, at + 2)) < len(stripped)
        and stripped[verb] in lexicon.words("imperatives")  # not "you can see the swelling", "you may need"
    ):
        return "requested"  # "you can stop the ibuprofen": allowed, not done
    if find_phrase(_without_false_starts(tokens), "hypotheticals") is not None:
        return "hypothetical"
    commas = [k for k, t in enumerate(tokens) if t.low == ","]
    timed = [t.low for t in tokens[: commas[-1]] if t.is_word] if commas else []
    main = [t.low for t in tokens[commas[-1] + 1 :] if t.is_word] if commas else []
    opens = find_phrase(stripped, "temporal_conditions", at_start=True) is not None
    if commas and ((opens and time_of_a_condition(timed) and opens_irrealis(main)) or awaits_own_deed(timed, main)):
        return "hypothetical"  # "when you get the headaches, let me know": a condition, not a report
    if find_phrase(without_intensifiers(without_amount_hedges(words)), "hedges") is not None:  # "I really think"
        return "hedged"
    if find_phrase(words, "wanting") is not None:
        return "requested"  # "I'd love to quit smoking": wished, not done
    if any(w in _RECOMMENDING for w in words):
        return "requested"  # "recommended icing it this evening": advice, not a report that it was done
    reporting = lexicon.words("reporting")
    for i, w in enumerate(words):
        if w in reporting and any(x in ("to", '"', "that") for x in words[i + 1 : i + 4]):
            return "reported"
        if w in ("said", "says") and i > 0 and words[i - 1] == "it":
            return "reported"  # "I googled it and it said gout": what a page or a leaflet says
        if w in ("said", "says") and i > 0 and words[i + 1 : i + 2] and words[i + 1] in CLAUSE_SUBJECTS | _OWNERS:
            return "reported"  # "my friend said I have arthritis", "my nurse said your iron was low": theirs
        if others_word(words, i):
            return "reported"  # "my wife thinks I have sleep apnea", "my son told me I snore"
        if hearsay(words, i) or suspected(words, i):
            return "hedged"  # "I heard the bakery closed", "I worried it was my heart": not known by the speaker
        if w == "according" and words[i + 1 : i + 2] == ["to"] and words[i + 2 : i + 3] and words[i + 2] in _OWNERS:
            return "reported"  # "according to my boss, …": the boss's word ("according to the brief" states it)
    return "asserted"


_TURNS = frozenset({"but", "though", "although", "however", "except", "yet"})


def frames_sentence(tokens: Sequence[Token]) -> bool:
    """The clause holds the rest of its sentence in its own modality: it is nothing but a hedge or a hypothetical
    ("i'm not sure", "but maybe", "let's pretend" — the clause after it opens on its own subject), or opens on a
    frame whose scope is the whole sentence (``lexicon/sentence_frames.txt``: "suppose", "imagine", "in my
    dream": "let's pretend we won the lottery and I bought a boat")."""
    words = [t.low for t in tokens if t.is_word]
    while words and (words[0] in FILLERS or words[0] in _TURNS):
        words = words[1:]
    if not words:
        return False
    if find_phrase(words, "sentence_frames", at_start=True) is not None:
        return True
    if len(words) > 1 and suspected(words, len(words) - 1):
        return True  # "we worried | that the roof was leaking"
    return any(tuple(words) == p for name in ("hedges", "hypotheticals") for p in phrases(name))


def turns_away(tokens: Sequence[Token]) -> bool:
    """The clause opens on "but", "though", ...: a frame before it ends there ("maybe it's the flu, but I ...")."""
    return next((t.low for t in tokens if t.is_word), "") in _TURNS


def time_of_a_condition(words: Sequence[str]) -> bool:
    """A time clause that can condition advice or a plan: about the listener or a thing, not the speaker's own
    habit ("after I eat, I'll get heartburn"), and not in the past ("when I was pregnant, I would get migraines")."""
    return not any(w in _OWN or w in _OWNERS_OWN or w in _PAST or regular_past(w) for w in words)


_OWN = frozenset({"i", "we", "i've", "we've", "i'm", "we're"})  # the speaker, as the clause's subject
_OWNERS_OWN = frozenset({"my", "our"})
_PAST = frozenset({"was", "were", "had", "did", "came", "went", "got", "took", "saw", "used"})
_PERFECT = frozenset({"i've", "we've", "have", "'ve"})


def awaits_own_deed(words: Sequence[str], main: Sequence[str]) -> bool:
    """``words``, a clause of time ("when", "once" …) of "I" / "we", say no past, and ``main``, their main clause, plans
    (``lexicon/own_plans.txt``, a request) or, after "once", "as soon as", "until", opens on a modal, "can't", "want":
    "as soon as I finish the script, I'll send it"; not "after I eat, I'll get heartburn", a habit."""
    words, main = (list(itertools.dropwhile(lambda w: w in _LEADS, ws)) for ws in (words, main))
    opening = next(
        (p for n in ("temporal_conditions", "awaited_times") for p in phrases(n) if words[: len(p)] == [*p]), ()
    )
    rest = ["", *words[len(opening) :]] if opening else [""]
    if rest[1:2] == [] or rest[1] not in _OWN or any(w in _PAST or _ed(w, b) for b, w in itertools.pairwise(rest)):
        return False  # another's, or past ("when I was pregnant, I would get migraines")
    modal = any((is_modal(w) or w in _AWAITING) and w != "let's" for w in main[:2])  # "I'll", "we can", "I want"
    awaited = opening in phrases("awaited_times") or opening == ("until",)
    planned = awaited and main[:1] in (["i'm"], ["we're"]) and main[1:2] != [] and main[1].endswith("ing")
    plan = planned or find_phrase(main, "own_plans", at_start=True) is not None  # "once we sell it, we're moving"
    return plan or (opens_irrealis(main) and (awaited or not modal)) or (awaited and modal)


def _ed(w: str, before: str) -> bool:  # "finished", not "I've finished" (done by then)
    return regular_past(w) and before not in _PERFECT


_AWAITING = frozenset({"can", "can't", "cannot", "want", "wanna", "need"})  # "until I get paid, I can't buy …"
_LEADS = FILLERS | _CONTINUING | SEQUENCE_OPENERS | {"so", "because", "cause"}


_NOT_AWAITED = frozenset({"a", "an", "per", "every", "more", "again", "or", "in", "upon", "and", "before", "that"})


def awaited_time(words: Sequence[str]) -> bool:
    """A clause of time that waits for its event (``lexicon/awaited_times.txt``: "once the vendor delivers"), not a
    frequency ("once a day") nor the past ("once upon a time"); with :func:`time_of_a_condition` a condition."""
    opening = next((p for p in phrases("awaited_times") if tuple(words[: len(p)]) == p), None)
    after = words[len(opening) :] if opening is not None else []
    return bool(after) and after[0] not in _NOT_AWAITED and not number_word(after[0])


def is_modal(low: str) -> bool:
    """A modal or future: ``lexicon/modal_heads.txt`` ("will", "should", "gonna", "let's") or any "'ll" / "'d"
    contraction ("you'll", "I'd")."""
    return low in lexicon.words("modal_heads") or low.endswith(("'ll", "'d"))


def opens_irrealis(words: Sequence[str]) -> bool:
    """A main clause of advice, plan or future: opens (after fillers) on a modal or "'ll"/"'d" contraction, an
    imperative, "let", "call" or a request phrase ("let me know", "we'll check again", "you should")."""
    words = list(words)
    while words and words[0] in FILLERS:
        words = words[1:]
    if not words:
        return False
    first = words[0]
    return (
        is_modal(first)
        or first in lexicon.words("imperatives")
        or first in ("let", "call", "come", "give", "go", "make", "get", "ask", "tell")
        or find_phrase(words, "permissions", at_start=True) is not None
        or find_phrase(words, "requests", at_start=True) is not None
        or (len(words) > 1 and is_modal(words[1]))
    )


_BREAKS = frozenset({".", "…", "-", "—", "–"})


def false_start(tokens: Sequence[Token], k: int) -> bool:
    """Token ``k`` is a word broken off ("and if ... and prescribe some ultram"): a trailing off or a dash."""
    return k + 1 < len(tokens) and tokens[k + 1].low in _BREAKS and k + 1 != len(tokens) - 1


def _without_false_starts(tokens: Sequence[Token]) -> list[str]:
    """The clause's words without words broken off: an "if ..." never finished conditions nothing."""
    return [t.low for k, t in enumerate(tokens) if not t.is_punct and not false_start(tokens, k)]
