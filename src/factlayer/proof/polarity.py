"""Does a window's evidence deny what the claim's words say? The scope of a negation in the statement holding
the claim's words (:func:`scoped_negation`), and a denial in another clause of the window
(:func:`denied_by_another_clause`, :func:`verb_denied_beside`), and a stop that leaves a past standing
(:func:`only_ceased`).
"""

from __future__ import annotations

from collections import Counter

from factlayer.nlp import lexicon
from factlayer.nlp.clauses import outside_relatives
from factlayer.nlp.negation import is_negation_word, leading_no, negated, phrase_scopes
from factlayer.nlp.phrases import phrases
from factlayer.nlp.tokens import skip_over
from factlayer.nlp.verbs import regular_past
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

_NO_ONE = lexicon.of_class("none_except", "none")
_SAVE = lexicon.of_class("none_except", "except") | {"but"}
_TURNS = lexicon.words("denial_turns")


def scoped_negation(core: Statement, matches: list[Match]) -> bool:
    """Does the core statement deny what the claim's words say? A negation after every matched word that goes on
    to content words of its own, or comes more than two words after the last, is about something else ("a one
    centimeter biopsy site, including the dermis with no residual pigmentation", "two of three tests were
    normal, not consistent with Cushing's"); right after them it still answers ("fever, no")."""
    if not core.negated or core.answered:
        return core.negated
    # A reply's opening "no," denies the question, not this clause ("No, I quit five years ago": negated by the stop)
    spots = [k for k, t in enumerate(core.tokens) if is_negation_word(t.low) and k >= leading_no(core.tokens)]
    mine = [m.token for m in matches if m.statement == core.index]
    if not spots and mine and (scopes := phrase_scopes(core.tokens)):
        return any(a <= k < b for a, b in scopes for k in mine)  # "negative for fever, positive for cough"
    if not spots and mine and _ceases_later(core, max(mine)):
        return False  # "start physical therapy and quit swimming": the quitting is of swimming
    if not spots or not mine:
        return core.negated  # "non-tender", "stopped taking": negated by a form, not a word
    last = max(mine)
    turn = next((j for j in range(max(spots) + 1, last) if core.tokens[j].low in _TURNS), None)
    # The last word before the turn is what is denied ("weakness", "insulin", "harmless"): a claim holding it holds
    # the denial too ("Whales are harmless and interesting." against "not harmless, just interesting").
    denied = max((j for j in range(max(spots) + 1, turn) if core.tokens[j].is_word), default=None) if turn else None
    if turn is not None and denied not in mine and all(k <= max(spots) + 1 or k > turn for k in mine):
        return False  # "no weakness, just the numbing", "I don't take insulin, just metformin": the "no" stops there
    if turn is not None and core.tokens[min(spots)].low in _NO_ONE and core.tokens[turn].low in _SAVE and last > turn:
        return False  # "Nothing helps except ice": ice helps; "never had surgery except for my tonsils"
    head = _denied_head(core, max(spots))
    if head is not None and core.tokens[head].low in lexicon.words("factive_verbs") and min(mine) > head:
        return False  # "I didn't know the heater was broken": the knowing is denied, not the heater being broken
    after = _new_clause_after(core, max(spots))
    lows = [t.low for t in core.tokens]
    again = [k for k in mine if after is not None and k < after and lows[k] in lows[after + 1 :]]  # said again there
    if after is not None and all(k < min(spots) or k > after or k in again for k in mine) and (last > after or again):
        return False  # "Bo can't make it, | he's sick": the comma and a subject of its own open another clause
    said = [m.token for m in matches if m.statement == core.index and m.how not in ("pronoun", "context")]
    if after is not None and said and max(said) > after and _denied_head(core, max(spots)) not in said:
        return False  # "I never liked the bakery, | the owner was rude to you": "liked" is denied, not the rudeness
    if min(spots) > last and _says_more(core, min(spots) + 1):
        return False  # "normal, not consistent with Cushing's", "a big hit in London, not in Greece": another predicate
    if min(spots) > last and _denied_of_another(core, last, min(spots)):
        return False  # "The duffel arrived, | the suitcase didn't": the denial is the suitcase's
    words_between = [t for t in core.tokens[last + 1 : min(spots)] if t.is_word]
    return min(spots) < last or len(words_between) <= 2


def _denied_of_another(core: Statement, last: int, spot: int) -> bool:
    """A clause closing the statement that only denies the verb before for a subject of its own, after a comma:
    "| the suitcase didn't", "| my wife did not" (a noun with its determiner or possessive, or a name)."""
    lows = [t.low for t in core.tokens]
    if any(t.is_word for t in core.tokens[spot + 1 :]) or "," not in lows[last + 1 : spot]:
        return False
    comma = max(j for j in range(last + 1, spot) if lows[j] == ",")
    subject = [t for t in core.tokens[comma + 1 : spot] if t.is_word and t.low not in lexicon.words("auxiliaries")]
    if not 1 <= len(subject) <= 3:
        return False
    first = subject[0]
    return (len(subject) > 1 and first.low in _OWNERS) or all(t.text[:1].isupper() for t in subject)


def _denied_head(core: Statement, spot: int) -> int | None:
    """The word a negation at ``spot`` denies: the next word past auxiliaries and adverbs ("never *liked*")."""
    at = skip_over([t.low for t in core.tokens], spot + 1, lexicon.words("auxiliaries") | _ADVERBS)
    return at if at < len(core.tokens) else None


def subject_words(prop: Proposition) -> frozenset[str]:
    """The words that name whom the claim is about: its subject's names, or a name it opens on that the source
    does not know as a person ("Bo moved to Oslo")."""
    opening = claim_tokens(prop.text)[:1]
    named = {t.low for t in opening if t.text[:1].isupper() and t.low in {term.low for term in prop.terms}}
    return prop.subject.names | named


def flip_stands(prop: Proposition, core: Statement, denied: bool, sentences: set[int]) -> bool:
    """May the evidence's other polarity contradict the claim? Not a negative claim's words pieced from two
    sentences ("I've been trying out recipes. Made this soup" states no "recipe for the soup"; one sentence must
    say what the claim denies), nor a state against a request to another ("Tom tells Anna not to skip
    breakfast": Anna's "I keep skipping it" denies no request; only a request can). One's own wish is denied
    by a statement ("they did not want to add it" — "we want to add it"); so is a modal reported ("says they can
    design it" may be a state). Nor does one person's own word contradict what the claim says another holds ("The
    patient's partner says the patient grinds their teeth", against the patient's "Not that I know of": the partner
    may say so all the same)."""
    if prop.negated and not denied and len(sentences) > 1:
        return False
    if prop.holder is not None and core.teller is None and prop.holder.same(core.holder()) is False:
        return False
    if prop.modality != "requested" or prop.advice or core.modality == "requested" or prop.holder is None:
        return True
    return prop.subject.same(prop.holder) is not False


def denied_by_another_clause(
    core: Statement, window: list[Statement], matches: list[Match], subject: frozenset[str] = frozenset()
) -> bool:
    """Another statement of the window denies the claim: one holding at least two of its words ("We don't go
    often"), or the main clause of a core that opens a subordinate one and carries no polarity of its own ("if it's
    a nice, cool, dry day, | i really don't use the inhaler") when that main clause holds more of the claim than
    its ``subject`` ("I haven't seen Bo | since he moved to Oslo" denies no move of Bo's). Not one that only names
    a claim word under another predicate ("no harm was done to his finger", "I haven't done pottery yet"); or a
    relative clause denying that the core's noun is had."""
    opener = next((t.low for t in core.tokens if t.is_word), "")
    subordinate = opener in lexicon.words("subordinators") | lexicon.words("conditionals")
    if subordinate and _after_a_turn(core, window):
        return False  # "It doesn't hurt when I walk, only | when I run": the turn gives the clause its own polarity
    held = Counter(m.statement for m in matches if m.how != "context")
    predicate = Counter(m.statement for m in matches if m.how != "context" and m.term.low not in subject)
    return _relative_denies_having(core, window) or any(
        scoped_negation(st, matches)
        for st in window
        if st.index != core.index
        and (held[st.index] >= 2 or (subordinate and predicate[st.index] and st.sentence == core.sentence))
    )


def _after_a_turn(core: Statement, window: list[Statement]) -> bool:
    """The clause right before the core, in its sentence, ends on "only", "just", "but" or "except"."""
    before = next((st for st in window if st.index == core.index - 1 and st.sentence == core.sentence), None)
    last = next((t.low for t in reversed(before.tokens) if t.is_word), "") if before else ""
    return last in ("only", "just", "but", "except")


def restated_after_turn(core: Statement, window: list[Statement], matches: list[Match]) -> bool:
    """A denied core whose claim words go on into a clause of its sentence after "only", "just", "but" or
    "except": "It doesn't hurt when I walk, only | when I run" says it hurts when running."""
    later = {st.index: st for st in window if st.index > core.index and st.sentence == core.sentence}
    return any(
        m.statement in later and m.how != "context" and _after_a_turn(later[m.statement], window) for m in matches
    )


def _relative_denies_having(core: Statement, window: list[Statement]) -> bool:
    """The core's noun is what a negated relative clause right after it ends on having: "a psa that looks for
    prostate cancer | which i don't think you have" denies the prostate cancer, had."""
    after = next((st for st in window if st.index == core.index + 1 and st.sentence == core.sentence), None)
    if after is None or after.tokens[0].low not in ("which", "that") or not negated(list(after.tokens)):
        return False
    words = [t.low for t in after.tokens if t.is_word]
    return words[-1] in lexicon.words("light_verbs")


def verb_denied_beside(
    prop: Proposition,
    core: Statement,
    usable: list[Statement],
    matches: list[Match],
    subject: frozenset[str] = frozenset(),
) -> bool:
    """The claim's first word after its ``subject`` (its verb) found only in another clause of the speaker's that
    denies it: "Seeing my kids at the beach was the best! We don't go often" does not bear out "goes often"."""
    terms = [t for t in prop.terms if t.low not in subject]
    if not terms or core.negated:
        return False
    first = terms[0]
    mine = [m for m in matches if m.term is first]
    if not mine or any(m.statement == core.index for m in mine):
        return False
    beside = {st.index: st for st in usable if st.speaker == core.speaker and not st.answered}
    return all(m.statement in beside and scoped_negation(beside[m.statement], [m]) for m in mine)


def relative_only_denial(prop: Proposition, window: list[Statement], matches: list[Match]) -> bool:
    """The claim's only negation is in a relative clause ("they can design for something that hasn't been
    invented") while the main clause holding its first word denies it ("we can't really design for something |
    that hasn't been invented yet"): the claim's main verb is positive, the evidence's is not."""
    if not prop.negated or not prop.terms:
        return False
    tokens = list(claim_tokens(prop.text))
    if not negated(tokens) or negated(outside_relatives(tokens)):
        return False
    by_index = {st.index: st for st in window}
    held = [by_index[m.statement] for m in matches if m.term is prop.terms[0] and m.statement in by_index]
    return any(st.tokens[0].low not in _RELATIVES and scoped_negation(st, matches) for st in held if st.tokens)


_RELATIVES = frozenset({"that", "which", "who"})


def other_than_without(prop: Proposition, core: Statement) -> bool:
    """Claim and evidence both say "without" and only one of them denies anything else: "I can't sleep without a
    pill" is no "can sleep without a pill", "I never go out without my inhaler" no "goes out without it" (each
    "without" reads as a denial, so the two would agree)."""
    claim = [t.low for t in claim_tokens(prop.text)]
    lows = [t.low for t in core.tokens]
    if "without" not in claim or "without" not in lows:
        return False
    return _denies_more(claim) != _denies_more(lows)


def _denies_more(lows: list[str]) -> bool:
    return any(is_negation_word(low) and low != "without" for low in lows[: lows.index("without")])


def only_ceased(core: Statement, prop: Proposition) -> bool:
    """The statement is negated only by a verb of stopping ("quit", "stopped"), by no word of negation, and the
    claim names no stop of its own ("did not stop taking aspirin" is about the stop). Not one the clause before
    calls false ("it's not true | that I sold my car"): it has no verb of stopping."""
    cessation = lexicon.words("cessation")
    if any(t.low in cessation for t in claim_tokens(prop.text)):
        return False
    return (
        not core.answered
        and not any(is_negation_word(t.low) for t in core.tokens)
        and any(t.low in cessation for t in core.tokens)
    )


_SUBJECTS = frozenset(
    {"i", "i'm", "he", "he's", "she", "she's", "we", "we're", "they", "they're", "you", "you're"}
    | {"it's", "that's", "there's", "i've", "we've", "they've", "you've", "i'll", "we'll", "i'd"}
)


_OWNERS = lexicon.words("owners")
_LINKS = frozenset({"is", "are", "was", "were", "has", "have", "had"})


def _new_clause_after(core: Statement, start: int) -> int | None:
    """The comma after ``start`` that a subject of its own follows, a personal one ("can't make it, | he's sick",
    "isn't for sale, | it's from my collection") or a noun with its verb ("not so much an atmosphere, | the atmosphere
    is very relaxed", "didn't see anyone, | the symptoms just improved"), or None."""
    lows = [t.low for t in core.tokens]
    return next(
        (
            j
            for j in range(start + 1, len(lows) - 1)
            if (
                lows[j] == "," and (lows[j + 1] in _SUBJECTS or (lows[j + 1] in _OWNERS and _verb_follows(lows, j + 3)))
            )
            or _observer_glued(lows, j)
        ),
        None,
    )


def _observer_glued(lows: list[str], j: int) -> bool:
    """An examiner's "i (can) see / feel / appreciate" at ``j`` glued on without a comma, undenied: "there's no
    swelling | i can appreciate a small effusion" — what is observed after it is outside the "no" before."""
    if lows[j] not in ("i", "we") or any(is_negation_word(w) for w in lows[j + 1 :]):
        return False
    at = skip_over(lows, j + 1, _OBSERVING_AUX)
    return at < len(lows) - 1 and lows[at] in lexicon.words("perception")


_ADVERBS = lexicon.words("denial_adverbs")
_OBSERVING_AUX = frozenset({"can", "could", "do", "also", "just"})


def _verb_follows(lows: list[str], at: int) -> bool:
    """A verb of the noun before ``at``, adverbs passed over: a link ("the atmosphere is"), a finite verb or a past
    form ("the symptoms just kind of improved")."""
    at = skip_over(lows, at, _ADVERBS)
    if at >= len(lows):
        return False
    low = lows[at]
    return low in _LINKS or low in lexicon.words("finite_verbs") or regular_past(low)


def _ceases_later(core: Statement, last: int) -> bool:
    """The only denial is a verb of stopping after the claim's words, past "and" or a comma, with an object of its
    own ("I want you to start physical therapy and quit swimming"); not "I took aspirin but stopped"."""
    stops = [k for k, t in enumerate(core.tokens) if t.low in lexicon.words("cessation")]
    if not stops or min(stops) <= last:
        return False
    between = {t.low for t in core.tokens[last + 1 : min(stops)]}
    if not between & {"and", ","}:
        return False
    return (not between & _TURNS and _says_more(core, min(stops) + 1)) or _stopped_by_another(core, min(stops))


def _stopped_by_another(core: Statement, stop: int) -> bool:
    """The stop has a person of its own ("it upset my stomach, | so I stopped") other than the clause's opening
    subject: what that person stopped was said before, not the clause's thing ("I took it, but I stopped" still
    stops the taking)."""
    doer = core.tokens[stop - 1].low if stop else ""
    opening = next((t.low for t in core.tokens if t.is_word and t.low not in _OPENING_LINKS), "")
    return doer in lexicon.words("personal_subjects") and opening != doer


_OPENING_LINKS = frozenset({"but", "and", "so", "then", "well"})


def _says_more(core: Statement, start: int) -> bool:
    """A content word after ``start``: a negation after the claim's words that goes on to its own words."""
    light = lexicon.words("stopwords") | lexicon.words("discourse")
    return any(t.is_word and t.low not in light and not is_negation_word(t.low) for t in core.tokens[start:])


def first_time(prop: Proposition, core: Statement) -> bool:
    """The claim says its thing happened before (``lexicon/earlier_instances.txt``: "has had these symptoms before")
    and the core calls it the first time ("Is this the first time you've had these symptoms?" — "Yes."): the core
    denies the earlier one, or bears it out when it denies the first time ("it's not the first time")."""
    said = [t.low for t in core.tokens]
    return says_earlier(prop) and any(said[k : k + 2] == ["first", "time"] for k in range(len(said) - 1))


def says_earlier(prop: Proposition) -> bool:
    """The claim says its thing happened before (``lexicon/earlier_instances.txt``; "before" only closing its
    clause: "has been on it before", not "before the surgery")."""
    lows = [t.low for t in claim_tokens(prop.text) if t.is_word or t.low in (",", ";")] + [","]
    return any(
        lows[k : k + len(p)] == list(p) and (p != ("before",) or lows[k + 1] in (",", ";"))
        for p in phrases("earlier_instances")
        for k in range(len(lows) - len(p))
    )
