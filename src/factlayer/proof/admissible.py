"""Which statements may bear out a claim, by how each holds its content: an assertion by an assertion; "recommends X",
"asked him to", "suggested X" by a request, an assertion, a question that asks it ("Wanna show me …?") — not one
that only echoes what another speaker just said ("A snowman shape?") — or a hedged proposal ("I think we should
X"); a claim that reports its content ("The patient's wife says …") also by the same teller's report; a hedge by a
hedge or an assertion; anything else by its own kind. A wondering ("I'm wondering if I have sleep apnea") bears out a
claim of asking or of the same verb, never the content as fact. An injected line bears out nothing."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.phrases import find_phrase, phrases_in
from factlayer.nlp.reported_speech import others_word
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import words
from factlayer.proof.claim import Proposition
from factlayer.proof.realis import claim_unrealised
from factlayer.proof.source import Source, Statement
from factlayer.proof.wished_for import denied_wish_disagrees, wish_taken_as_own, wished_for

__all__ = ["may_bear_out"]


def may_bear_out(prop: Proposition, st: Statement, source: Source) -> bool:
    """May statement ``st`` bear out the proposition, given how each holds its content (module docstring)?"""
    if st.modality == "injected":
        return False
    if _wondered(prop, st, source):
        return True  # "I'm wondering if I have sleep apnea" for "The patient wonders whether she has sleep apnea"
    if prop.modality == "asserted":
        return (
            st.asserts
            or (st.modality == "hedged" and _reports_the_hedge(prop, st))
            or _same_teller(prop, st)
            or _same_report(prop, st)
            or _claimed_condition(prop, st)
        )
    if prop.modality == "requested" and (denied_wish_disagrees(prop, st) or wish_taken_as_own(prop, st)):
        return False  # "my wife doesn't want me to quit" for "… wife wants the patient to quit", "would like me to"
        # for "The patient's son wants to …"
    if prop.modality == "requested":  # "recommends X" is borne out by the doctor saying X, "asked him to" by a
        # question that asks it ("Wanna show me ...?"), "suggested X" by "I think we should X" (a hedged proposal,
        # not a hedged refusal: "physical therapy probably won't help")
        asked = st.modality == "asked" and not prop.advice  # "says he should rest" is no "should I rest?"
        asked = asked and not _echoes(st, source)  # "I'd like a snowman shape." — "A snowman shape?": a check
        proposed = st.modality == "hedged" and _proposes(st)
        wish = wished_for(prop, st, source)  # "… wife wants the patient to quit" for "my wife wants me to quit"
        return st.modality in ("requested", "asserted") or asked or proposed or _claimed_condition(prop, st) or wish
    if prop.modality == "hedged":
        conditional = st.modality == "hypothetical" and _CONDITIONS & set(words(prop.text.lower()))
        return st.modality in (prop.modality, "asserted") or bool(conditional)  # "If …, X could be considered"
    return st.modality == prop.modality


_WHETHER = frozenset({"if", "whether"})


def _wondered(prop: Proposition, st: Statement, source: Source) -> bool:
    """A statement whose "if" / "whether" follows a verb of wondering (``lexicon/wondering.txt``: "I was just
    worried | if I had carpal tunnel") is a question of the speaker's own, not a condition: it (and the clause of the
    verb) bears out a claim of asking ("wonders whether ...", "asked whether ...": ``claim_frames.ASKED``) or one
    that names the same verb ("was worried she might have carpal tunnel", "sometimes doubts whether he is making a
    difference"), never its content as fact. Not a denied wondering ("I don't doubt if ...")."""
    if st.modality not in ("hypothetical", "asked") or st.negated:  # "I wonder whether …" is asked (nlp.modality)
        return False
    verb = _wondering_verb(st, source)
    return verb is not None and (prop.modality == "asked" or verb in {t.stem for t in prop.terms})


def _wondering_verb(st: Statement, source: Source) -> str | None:
    """The stem of the verb of wondering before the "if" / "whether" that opens ``st`` or its next clause, said in
    the same sentence (one word such as "just" may come between), or None."""
    wondering = lexicon.words("wondering")
    for here, after in ((_clause_before(st, source), st), (st, _next_clause(st, source))):
        if here is None or after is None or here.sentence != after.sentence:
            continue
        if not after.tokens or after.tokens[0].low not in _WHETHER:
            continue
        said = [t.low for t in here.tokens if t.is_word]
        if said and (said[-1] in wondering or (len(said) > 1 and said[-1] == "just" and said[-2] in wondering)):
            return stem(said[-1] if said[-1] in wondering else said[-2])
    inline = [t.low for t in st.tokens]
    for k, low in enumerate(inline):
        if low in wondering and any(w in _WHETHER for w in inline[k + 1 : k + 3]):
            return stem(low)
    return None


def _next_clause(st: Statement, source: Source) -> Statement | None:
    return source.statements[st.index + 1] if st.index + 1 < len(source.statements) else None


def _same_teller(prop: Proposition, st: Statement) -> bool:
    """A claim that itself reports its content, by the teller who passes it on in the source: "The patient's wife
    says the patient has been wheezing." for the patient's "my wife says I've been wheezing" — the frame is a unit
    the source bears out. Not another teller ("The patient's husband says …"), nor a claim with no frame ("The
    patient has been wheezing.": only the wife says so)."""
    return (
        st.modality == "reported"
        and st.teller is not None
        and prop.holder is not None
        and prop.holder.same(st.teller) is True
    )


def _same_report(prop: Proposition, st: Statement) -> bool:
    """A claim that carries the source's report itself, its teller and its verb: "Raj suggested moving the launch
    to May" for "Raj suggested we move the launch to May" (a teller nobody in the transcript speaks as, so
    :func:`_same_teller` cannot name them). Not another teller ("Dana suggested …"), nor a claim without the report
    ("The launch moves to May")."""
    if st.modality != "reported":
        return False
    lows = [t.low for t in st.tokens]
    tells = lexicon.words("reporting") | lexicon.words("believing") | lexicon.words("telling")
    claim = list(words(prop.text.lower()))
    pairs = {(claim[k - 1], stem(claim[k])) for k in range(1, len(claim))}
    return any(
        lows[i] in tells and others_word(lows, i) and (lows[i - 1], stem(lows[i])) in pairs for i in range(1, len(lows))
    )


def _echoes(st: Statement, source: Source) -> bool:
    """A question that only repeats words another speaker just said ("A snowman shape?"): a check, no proposal."""
    before = [b for b in source.statements[max(0, st.index - 3) : st.index] if b.speaker != st.speaker]
    said = {stem(t.low) for b in before for t in b.tokens}
    mine = [stem(t.low) for t in st.tokens if t.is_word and t.low not in lexicon.words("stopwords")]
    return bool(before) and bool(mine) and all(w in said for w in mine)


def _proposes(st: Statement) -> bool:
    return not st.negated and any(t.low in ("should", "could", "let's") for t in st.tokens)


_CONDITIONS = frozenset({"if", "unless"})


def _claimed_condition(prop: Proposition, st: Statement) -> bool:
    """A claim of a plan that names its clause of time ("Sam is going to call the clinic when he gets the results
    back", "wants to move to Spain when he retires") is borne out by that clause held as a condition ("I'm going to
    call the clinic | when I get the results back"): the claim says it is to come too."""
    lows = words(prop.text.lower())
    timed = any(find_phrase(lows, name) is not None for name in ("temporal_conditions", "awaited_times"))
    to_come = prop.modality == "requested" or claim_unrealised(prop.text) or bool(_ABLE & set(lows))
    return st.modality == "hypothetical" and timed and to_come


_ABLE = frozenset({"can", "can't", "cannot", "won't"})  # "Sam can't buy the tickets until he gets paid"


def _reports_the_hedge(prop: Proposition, st: Statement) -> bool:
    """The claim says each hedge of the statement ("John's goal is to …" for "my goal is to …", "probably" for
    "probably"): it reports the hedged thing as hedged, not as done."""
    found = phrases_in([t.low for t in st.tokens], "hedges")
    if not found:
        return False
    claim = {stem(w) for w in words(prop.text.lower())}
    # "i could" is reported by "the patient could …": the hedge's own modal is its word to find
    content = [[w for w in p if w not in lexicon.words("first_person")] for p in found]
    return bool(found) and all(c and all(stem(w) in claim for w in c) for c in content)


def _clause_before(st: Statement, source: Source) -> Statement | None:
    return source.statements[st.index - 1] if st.index > 0 else None
