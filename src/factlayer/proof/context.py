"""Words a statement refers back to: "Show me the echocardiogram. It also shows some mitral regurgitation." says
the echocardiogram shows it; "Are you going to therapy? — I've been going every week" says therapy.

When the core statement holds an anaphor ("it", "this", "that", "there", "them", "the thing", ...), answers
the sentence before it, or opens a reply to what the other speaker stated (then only from that turn's
assertions), a claim word it lacks may be found in the sentences just before it (any speaker: the topic is often
the other speaker's question; up to four sentences back). Bounded: at most one such word, or up to three said side
by side as one name ("a trip there" — "Universal Studios", "hormone replacement therapy?" — "I decided against
it"), never a number, and the statement itself must hold at
least two of the claim's words. A class word (a body part, a drug, a side: another member there would be a
rival, not a referent) only when no other word of its class is in the statement or the sentences looked in
(up to twelve back, "your elbow ... some motrin ... it should be improved") or none from its turn on, said in the
turn just before (``proof.class_referent``), and from a statement about the same one. A thing carried on by pronouns
over the sentences between is no further back (``proof.carried_topic``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.speaker_labels import SOUND_TAGS
from factlayer.nlp.stems import irregular_forms, stem
from factlayer.nlp.verbs import listed_verb
from factlayer.proof.align import SYNONYM, Match, match_term
from factlayer.proof.answer_scope import ONLY
from factlayer.proof.carried_topic import within_carried_reach
from factlayer.proof.claim import Term
from factlayer.proof.class_referent import last_of_its_class
from factlayer.proof.reply_slots import answered_otherwise
from factlayer.proof.source import Source, Statement
from factlayer.proof.source_memo import in_sentences

MAX_FROM_CONTEXT = 3  # words referred to: one, or up to three said side by side as one name
LOOK_BACK = 4
CLASS_LOOK_BACK = 12  # a class word alone of its class in these sentences: what "it" stands for, further back
STRENGTH = SYNONYM * 0.9
FRAME_LOOK_BACK = 12  # sentences before the core where a claim's leading scene may be named
OPENING = 2  # sentences into a reply that still carry on the other speaker's topic


def _refers_back(core: Statement, source: Source) -> str | None:
    """Why ``core`` may lack a word said before: "anaphor", "answer", "reply" (the opening of a reply, whose
    earlier words must then be asserted in the turn it replies to), or None."""
    if any(t.low in lexicon.words("anaphors") for t in core.tokens):
        return "anaphor"
    # A reply to the other speaker's question names its topic no more ("Any therapy? — I've been going weekly").
    asked = _answers(core, source)
    if asked is not None:
        return "answer" if asked == core.sentence - 1 else f"answer:{asked}"
    # The opening of a reply carries on the other speaker's topic ("Don't get crazy with the pickle juice." —
    # "Haha, I know, I only drink about 4 ounces or so.").
    turn = source.sentences[core.sentence].turn
    opening = [k for k in range(core.sentence - OPENING, core.sentence) if k >= 0 and source.sentences[k].turn != turn]
    if opening and source.sentences[opening[-1]].speaker not in (None, core.speaker):
        return "reply"
    return None


def _answers(core: Statement, source: Source) -> int | None:
    """The sentence of the other speaker's question that ``core`` answers: its reply's first sentence that says
    anything, or the next one after a bare yes or no ("Do you have any favorite books? — For sure! Harry Potter and
    Game of Thrones are amazing"); None if ``core`` is in no reply to a question."""
    asked = source.question_of(core.sentence)
    if asked is None:
        return None
    reply = source.replies[asked]
    if core.sentence != reply[0] and not _bare_reply(source, reply[0]):
        return None  # "Which knee hurts? — The left one. My right knee had surgery": already answered
    before = source.statements_of_sentence(asked)
    return asked if before and before[-1].modality == "asked" and before[-1].speaker != core.speaker else None


def _within_reach(source: Source, earlier: Statement, core: Statement, low: str) -> bool:
    """``earlier`` is at most ``LOOK_BACK`` sentences before ``core``, or, for a word that is no verb (what an
    anaphor stands for is a thing: "if it works this way" lends no "works"), at most ``LOOK_BACK`` sentences that
    say something: a bare reply ("Yep.", "Okay.") or a sound tag ("{vocalsound}") names nothing, so it puts the
    referent no further back ("I kind of like whales. | They eat everything. | {vocalsound} | {vocalsound} | And
    they're quite harmless")."""
    if core.sentence - earlier.sentence <= LOOK_BACK:
        return True
    if _verb(low) or stem(low) in _common_verb_stems():
        return False
    said = [k for k in range(earlier.sentence + 1, core.sentence) if not _bare_reply(source, k)]
    # sentences going on about it by a pronoun put it no further back either (``proof.carried_topic``)
    return len(said) < LOOK_BACK or within_carried_reach(source, said, core, low, LOOK_BACK)


@cache
def _common_verb_stems() -> frozenset[str]:
    return frozenset(stem(w) for w in lexicon.words("common_verbs"))


def _bare_reply(source: Source, sentence: int) -> bool:
    """A sentence of yes, no and remarks only ("For sure!", "uh , no , actually ."): it names nothing."""
    bare = _bare_words()
    return all(t.low in bare for st in source.statements_of_sentence(sentence) for t in st.tokens if t.is_word)


@cache
def _bare_words() -> frozenset[str]:
    names = ("yes", "no", "plain_answers", "stopwords", "discourse", "interjections", "backchannels")
    return lexicon.union(*names) | SOUND_TAGS


def from_context(
    core: Statement,
    source: Source,
    missing: list[Term],
    matched: int,
    matched_lows: frozenset[str] = frozenset(),
    frame: frozenset[str] = frozenset(),
) -> list[Match]:
    """Matches for ``missing`` in the sentences before ``core``, or [] unless every one is found there: the words of
    the claim's leading scene (``frame``) by :func:`from_frame`, the others as what an anaphor stands for."""
    framed = [t for t in missing if t.low in frame]
    scene = from_frame(core, source, framed, matched) if framed else []
    rest = [t for t in missing if t.low not in frame]
    if len(scene) < len(framed):
        return []
    if not rest:
        return scene
    referred = _referred(core, source, rest, matched, matched_lows)
    return scene + referred if referred else []


def from_frame(core: Statement, source: Source, framed: list[Term], matched: int) -> list[Match]:
    """The words of a claim's leading scene ("On the camping trip they roasted marshmallows") in the sentences
    before the core (up to ``FRAME_LOOK_BACK``; any speaker, asked, said or denied, not injected): the scene is named
    once ("I can't stop thinking about the screenplay") and what happened there told later; the core must hold at
    least two of the claim's other words, asserted."""
    if matched < 2 or core.answered:
        return []
    first = max(0, core.sentence - FRAME_LOOK_BACK)
    earlier = [
        s
        for s in in_sentences(source, first, core.sentence)
        if first <= s.sentence < core.sentence and s.modality != "injected" and not s.answered
    ]
    found: list[Match] = []
    for term in framed:
        hits = [m for st in earlier if (m := match_term(term, st)) is not None and m.how != "call"]
        if not hits:
            return []
        best = max(hits, key=lambda m: (m.strength, m.statement))
        found.append(Match(term, best.statement, best.token, STRENGTH, "context"))
    return found


def _referred(
    core: Statement, source: Source, missing: list[Term], matched: int, matched_lows: frozenset[str]
) -> list[Match]:
    """What an anaphor of ``core`` stands for, said just before it."""
    if not missing or len(missing) > MAX_FROM_CONTEXT or matched < 1:
        return []
    if core.answered and not _asks_of_a_referent(core):
        return []
    if any(t.text[:1].isupper() for t in missing) and _other_names(core, matched_lows):
        return []  # "Wales had a programme" from "So, England had a programme": another name stands there
    why = _refers_back(core, source)
    lent_verb = any(t.low in lexicon.words("common_verbs") for t in missing)
    if why == "reply" and lent_verb and _own_verb(core, matched_lows):
        return []  # "I work Thursdays." — "Fine, Gus will come Thursday.": a reply saying its own verb borrows none
    lead_in = matched < 2 and _lead_in(core, source)
    if matched < 2 and not lead_in:
        # One word of the claim is enough in the reply to a question, whose topic the question names ("Can you tell
        # me what spices you used in the soup?" — "I added some sage"): the missing words from the question only,
        # never a class word ("how is your knee?" — "it hurts"), and not when the reply says a verb of its own
        # the claim lacks ("and alcohol?" — "i stopped the wine last year" is no "drinks wine"), nor from a reply
        # already read with the question ("Wanna show me a routine?" — "Sure, Gina!": the question's own modality).
        asked = _answers(core, source)
        own = any(t.category for t in missing) or _own_verb(core, matched_lows)
        own = own or (asked is not None and core.sentence in source.read_with(asked))
        why = None if asked is None or own else f"answer:{asked}"
    if why is None or (why == "anaphor" and any(_verb(t.low) or _time(t.low) for t in missing if not t.category)):
        return []  # "it" stands for a thing: "i was unable to walk on it" lends no "heard" said before, "we did it
        # yesterday! it was nice after the road trip" no "yesterday" to the road trip
    first = max(0, core.sentence - CLASS_LOOK_BACK)
    previous_turn = source.sentences[core.sentence].turn - 1  # a reply carries on the turn it replies to
    # Not from a negated sentence ("No other injuries?" — "Just the middle finger."): its polarity is not the
    # statement's.
    earlier = [
        s
        for s in in_sentences(source, first, core.sentence)
        if first <= s.sentence < core.sentence
        and s.modality != "injected"
        and not s.negated
        and (why != "reply" or (_proposed(s) and source.sentences[s.sentence].turn == previous_turn))
        and (not why.startswith("answer:") or s.sentence == int(why.removeprefix("answer:")))  # only what it asked
        and (not lead_in or (s.sentence == core.sentence - 1 and (_stated(s) or s.modality == "reported")))
    ]
    found: list[Match] = []
    for term in missing:
        hits = [
            m
            for st in earlier
            if (m := match_term(term, st)) is not None
            and m.how != "call"  # "hi doctor lane .": a call lends no name to what is said next
            and (
                _same_owner(st, core) and last_of_its_class(source, st, core, earlier, term.category, matched_lows)
                if term.category
                else _within_reach(source, st, core, term.low)
            )
        ]
        if why.startswith("answer"):
            hits = [m for m in hits if _taken_up(core, source.statements[m.statement], m.token)]
        # "did you land on the kneecap?" — "i landed on my side": its own word where the kneecap was; "the
        # emergency room or urgent care?" — "i went to urgent care": the other item
        hits = [m for m in hits if not _answered_otherwise(core, source.statements[m.statement], m.token)]
        if not hits:
            return []
        best = max(hits, key=lambda m: (m.strength, m.statement))
        found.append(Match(term, best.statement, best.token, STRENGTH, "context"))
    if len(found) > 1 and not _one_name(found, source):
        return []
    return found


def _asks_of_a_referent(core: Statement) -> bool:
    """A question read through its answer that asks of a thing by an anaphor ("Have you been using your nasal
    wash? — Yes. | How often have you been using it? — Twice a day"): the answer is about what the anaphor stands
    for, said before the question."""
    asked = list(itertools.takewhile(lambda t: t.text != "?", core.tokens))
    return len(asked) < len(core.tokens) and any(t.low in lexicon.words("anaphors") for t in asked)


def _lead_in(core: Statement, source: Source) -> bool:
    """A question read through its answer that asks of a thing by an anaphor right after the asker's own sentence
    naming it ("Pottery's so relaxing. Have you tried it yet?" — "Nah, I haven't."): one word of the claim in the
    question is enough, the thing taken from that sentence alone (said outright or read from a record, same turn: "It
    says here you have been dealing with migraines too. How long have you been dealing with that?" — "All of my
    life.")."""
    k = core.sentence - 1
    return (
        core.answered
        and _asks_of_a_referent(core)
        and k >= 0
        and source.sentences[k].turn == source.sentences[core.sentence].turn
    )


def _verb(low: str) -> bool:
    """A verb form no noun shares: a past or a third person of ``irregular.txt`` ("heard", "took") or a verb of
    ``finite_verbs.txt``."""
    return low in lexicon.words("finite_verbs") or (irregular_forms().get(low, low) != low and not low.endswith("s"))


def _time(low: str) -> bool:
    """A time said alone ("yesterday", "recently"; ``time_openers.txt``): the time of an event, not of a thing."""
    return lexicon.classes("time_openers").get(low) == "alone"


def _own_verb(core: Statement, claim_lows: frozenset[str]) -> bool:
    """A verb in ``core`` (not "have", "be", "do" nor a modal) that the claim does not say."""
    verbs = lexicon.words("common_verbs") - lexicon.words("auxiliaries") - lexicon.words("light_verbs")
    claim_stems = {stem(w) for w in claim_lows}
    return any(t.low in verbs and stem(t.low) not in claim_stems for t in core.tokens)


_LIST_BREAKS = frozenset(["and", "or", "nor"])


def _taken_up(reply: Statement, question: Statement, token: int) -> bool:
    """A reply that repeats words of the question takes up the item of the question they are in, not the others:
    "muscle aches, chest pain, body aches, anything like that?" — "I have some body aches" says nothing of the
    chest. True when the reply repeats no word of the question, or one in the same stretch as ``token``, with no
    comma nor "and"/"or" between them ("any family history of any heart disease?" — "… on my cousin's side of the
    family"), and does not put a word of its own before it where ``token`` stood ("any special education classes?"
    — "he is in all the regular mainstream classes")."""
    if any(t.low in ONLY for t in reply.tokens[:2]):
        return False  # "Any fevers or mouth ulcers?" — "No. Just canker sores": nothing else of the list is kept
    stopwords = lexicon.words("stopwords")
    said = {stem(t.low): j for j, t in enumerate(reply.tokens) if t.is_word and t.low not in stopwords}
    asked = {stem(t.low) for t in question.tokens}
    repeated = [k for k, t in enumerate(question.tokens) if t.is_word and k != token and stem(t.low) in said]
    if not repeated:
        return True
    for k in repeated:
        stretch = question.tokens[min(k, token) : max(k, token) + 1]
        if not all(t.is_word and t.low not in _LIST_BREAKS for t in stretch):
            continue
        j = said[stem(question.tokens[k].low)]
        before = reply.tokens[j - 1] if j > 0 else None
        own = before is not None and before.is_word and before.low not in stopwords and stem(before.low) not in asked
        if not (token < k and own):
            return True
    return False


def _same_owner(earlier: Statement, core: Statement) -> bool:
    """A class word referred to comes from a statement about the core's subject, or about no one in particular:
    not "my mom takes tylenol" for "it helps" said of the speaker."""
    if earlier.subject.kind == "relation" and core.subject.kind != "relation":
        return False
    return earlier.subject.same(core.subject) is not False


def _other_names(core: Statement, claim_lows: frozenset[str]) -> bool:
    """A capitalised word of the core, not its first nor "I", that the claim does not have: a rival name."""
    return any(
        t.is_word and t.text[:1].isupper() and t.low not in claim_lows and t.low not in lexicon.words("first_person")
        for t in core.tokens[1:]
    )


def _one_name(found: list[Match], source: Source) -> bool:
    """Two words referred to are one name only when the earlier sentence says them side by side, in the claim's
    order ("a trip there" — "Universal Studios"; not "need an MRI" from "an MRI ... your lower back"), or joined by
    "and" as one list ("I have this ear pain and headache" — "When did it start?"; not "ear pain or headache")."""
    return all(
        b.statement == a.statement
        and (
            b.token == a.token + 1
            or (b.token == a.token + 2 and source.statements[a.statement].tokens[a.token + 1].low == "and")
        )
        for a, b in itertools.pairwise(found)
    )


def _stated(statement: Statement) -> bool:
    """Said outright, not a question nor a question read through its answer ("Which knee hurts? — The left")."""
    return statement.modality == "asserted" and not statement.answered


def _proposed(statement: Statement) -> bool:
    """Said or put forward, not asked ("we can also try a cortisone injection, to see if that offers relief" — "I
    would like to get the injection"): the reply takes up its topic, with a polarity and a modality of its own."""
    return _stated(statement) or statement.modality in ("hypothetical", "hedged", "requested")


def verb_referred(core: Statement, source: Source, matches: Sequence[Match]) -> bool:
    """A claim's verb found only as what the window refers to, said before ("my doctor increased my metformin" — "I
    don't see a new metformin prescription"): a denial there denies something else of the thing, not the claim's
    deed. Not a question's verb in the reply to it ("therapy scheduled?" — "not at the moment"): the reply denies it."""
    return not core.answered and any(
        m.how == "context" and listed_verb(m.term.low) and source.statements[m.statement].modality != "asked"
        for m in matches
    )


def _answered_otherwise(core: Statement, earlier: Statement, token: int) -> bool:
    """The core answers ``earlier`` with its own word where ``earlier`` has word ``token`` (``proof.reply_slots``);
    its own object too when ``earlier`` only supposes or asks it ("unless QA finds a blocker")."""
    return answered_otherwise(core.tokens, earlier.tokens, token, posited=earlier.modality != "asserted")
