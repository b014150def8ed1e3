"""Dialogue structure the engine reads: speaker turns and sentences, whom each turn addresses, the answer to a
question (the names a speaker is called by: ``proof.vocatives``; the clauses a condition or a frame holds:
``proof.sentence_modes``)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.amount_hedges import amount_hedged, without_amount_hedges
from factlayer.nlp.may_month import token_is_month
from factlayer.nlp.modality import is_question, of_the_listener
from factlayer.nlp.negation import is_negation_word, negated
from factlayer.nlp.normalise import values
from factlayer.nlp.persons import THIRD_PERSON_WORDS
from factlayer.nlp.phrases import find_phrase, phrases
from factlayer.nlp.questions import FILLERS, said_again_with_its_doer
from factlayer.nlp.replies import answer_polarity, names_members
from factlayer.nlp.stems import stem
from factlayer.nlp.subject_leads import aside
from factlayer.nlp.tokens import Token
from factlayer.nlp.understood import only_understood
from factlayer.nlp.value_forms import Value
from factlayer.proof.alternatives import picks
from factlayer.proof.named_doer import named_doer
from factlayer.proof.nearest_other import nearest_others
from factlayer.proof.restated_reply import yes_taken_back
from factlayer.proof.turn_sentences import Sentence


def addressees(sentences: list[Sentence]) -> dict[int, str | None]:
    """Each turn's addressee: the nearest other speaker before it, else after it."""
    turns: dict[int, str | None] = {}
    for s in sentences:
        turns.setdefault(s.turn, s.speaker)
    order = sorted(turns)
    before, after = nearest_others([turns[t] for t in order]), nearest_others([turns[t] for t in reversed(order)])
    return {t: (before[k] or after[len(order) - 1 - k]) if turns[t] else None for k, t in enumerate(order)}


_OPEN = frozenset(["what", "which", "how", "when", "where", "who", "anything", "something", "any", "anyone"])
_FRAGMENT_MAX_WORDS = 10
_CLAUSE_WORDS = frozenset(["i", "i'm", "i've", "we", "he", "she", "they", "it", "it's", "that", "you"])


def _fills_a_slot(reply_words: list[str]) -> bool:
    """A fragment with a word of its own; "Thanks!", "Haha, wow" answer nothing."""
    light = ("stopwords", "discourse", "remarks")
    if reply_words[:1] in (["thanks"], ["thank"]):
        return False  # "Any luck with the job hunt?" — "Thanks for asking!"
    return any(not any(w in lexicon.words(name) for name in light) for w in reply_words)


_RATING = lexicon.words("rating_verbs")  # "how would you rate your pain?" asks for a score (not "heart rate")
_RATING_LEADS = lexicon.words("rating_leads")  # "I'd say a seven": the way a score is given
# and "Mind grabbing coffee on your way?" — "Sure.": a favour asked, accepted, not done
_MODALS = frozenset(
    ["can", "could", "may", "might", "should", "would", "will", "shall", "must", "mind", "care", "wanna"]
)
# "How about you take it at night?" proposes; "How about swelling to your lips?" asks about a symptom.
_PROPOSALS = (
    ("how", "about", "you"),
    ("how", "about", "we"),
    ("what", "if"),
    ("why", "don't"),
    ("why", "do", "n't"),
    ("why", "not"),
)


def opens_with_modal(tokens: list[Token]) -> bool:
    """ "Can I take them together?", "How about you take it at night?": a permission or a proposal, which a
    "yes" accepts without reporting that it is done; also after a lead-in of asking ("I was wondering, could …")."""
    comma = next((k for k, t in enumerate(tokens[:_LEAD_IN]) if t.low == ","), None)
    if comma is not None and _ASKING_LEADS & {t.low for t in tokens[:comma]}:
        return opens_with_modal(tokens[comma + 1 :])  # "I'm just wondering, would it be worth …?" — "Yeah."
    skip = ("so", "and", "okay", "alright", "now", "then", "um", "uh", "well", "but", "maybe", "perhaps")
    # the month is no modal ("May 3rd you had the scan?", "In May I started running"): ``nlp.may_month`` decides
    words = [t.low if not token_is_month(tokens, k) else "<month>" for k, t in enumerate(tokens)]
    words = [w for w, t in zip(words, tokens, strict=True) if t.is_word and w not in skip]
    if len(words) > 1 and words[0] in ("we", "i", "you") and words[1] in _MODALS:
        return True  # "Maybe we can go hiking sometime?" — "Sure!": a plan agreed, not a hike taken
    return bool(words) and (words[0] in _MODALS or any(tuple(words[: len(p)]) == p for p in _PROPOSALS))


_LEAD_IN = 8  # tokens: "I 'm just wondering ," (a transcript's spacing)
_ASKING_LEADS = lexicon.words("wondering") | {"curious", "question", "curiosity"}  # "quick question, can I …?"
_EXISTENCE = lexicon.words("existence")
_FILLER_WORDS = frozenset(["um", "uh", "oh", "well", "so", "yeah", "mm", "hmm"])


def _names_instances(question: list[Token], reply_words: list[str]) -> bool:
    """ "Have you had any surgeries?" — "I had gall bladder and appendix.": a reply in the first person that
    repeats the question's verb and names instances says yes to an "any" question (not when it is negated)."""
    words = [t.low for t in question if not t.is_punct]
    if not _EXISTENCE & set(words) or "you" not in words:
        return False
    verb = words.index("you") + 1
    rest = [w for w in reply_words if w not in _FILLER_WORDS]
    if verb >= len(words) or len(rest) < 3 or rest[0] not in ("i", "we"):
        return False
    if any(w in lexicon.words("negations") or w.endswith("n't") for w in rest):
        return False
    return stem(rest[1]) == stem(words[verb]) and words[verb] not in _EXISTENCE


def qualified_answer(reply: list[Token]) -> bool:
    """A reply that qualifies its yes ("Sometimes.", "Yes, now and then", "Yeah, I think so"): lexicons
    ``qualified_yes`` and ``hedges``."""
    words = without_amount_hedges([t.low for t in reply if not t.is_punct])  # not "maybe four or so years ago"
    return find_phrase(words, "qualified_yes") is not None or find_phrase(words, "hedges") is not None


def degree_answer(reply: list[Token]) -> bool:
    """A reply opening on a small degree ("Not much.", "Not often, maybe twice a month": ``degree_answers.txt``):
    to "how often" / "how much" it says a little, not none."""
    words = [t.low for t in reply if not t.is_punct]
    while words and words[0] in FILLERS:
        words = words[1:]
    return find_phrase(words, "degree_answers", at_start=True) is not None


def doubted_no(reply: list[Token]) -> bool:
    """A "no" the speaker is not sure of ("I'm not sure, but maybe I've never had surgery", "no, probably not"):
    any hedge but a belief that denies ("no, I don't think so": ``lexicon/denying_beliefs.txt``)."""
    words = [t.low for t in reply if not t.is_punct]
    at = find_phrase(words, "hedges")
    if at is not None and "but" in words[:at] and _of_another(words[at:]):
        return False  # "I do not, but I think my mother did": the doubt is about the mother, the no stands
    return at is not None and find_phrase(words[at:], "denying_beliefs", at_start=True) is None


def _of_another(words: list[str]) -> bool:
    """A hedge whose clause is about someone else: "I think my mother did", "I think he has"."""
    phrase = next((p for p in phrases("hedges") if tuple(words[: len(p)]) == p), ())
    rest = words[len(phrase) : len(phrase) + 2]
    relations = lexicon.groups("relations")
    return bool(rest) and (
        rest[0] in THIRD_PERSON_WORDS or (rest[0] == "my" and rest[1:2] != [] and rest[1] in relations)
    )


def continued_denial(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> bool:
    """Sentence ``k`` opens a turn that carries on its speaker's turn broken off by a listener's backchannel, in a
    clause left hanging on its negation ("[patient] i've never | [doctor] okay | [patient] injured or broken a
    bone"): what it goes on with is denied."""
    if k < 2 or sentences[k - 1].turn == sentences[k].turn or sentences[k - 2].turn == sentences[k - 1].turn:
        return False
    if sentences[k - 2].speaker != sentences[k].speaker or sentences[k - 1].speaker == sentences[k].speaker:
        return False
    heard = [t.low for t in tokens[k - 1] if t.is_word]
    broken = [t for t in tokens[k - 2] if t.is_word]
    hanging = bool(broken) and tokens[k - 2][-1].is_word and is_negation_word(broken[-1].low)
    return hanging and bool(heard) and all(w in lexicon.words("backchannels") for w in heard)


def _replied(sentences: list[Sentence], k: int) -> bool:
    """The next sentence opens the next turn, by another labelled speaker."""
    if k + 1 >= len(sentences):
        return False
    here, there = sentences[k], sentences[k + 1]
    return there.turn != here.turn and bool(there.speaker) and there.speaker != here.speaker


_REMARK_SENTENCES = 2  # sentences of a reply before the one that answers: "Hmm.", "Cool!", "gosh ."
_ANSWER_SENTENCES = 2  # the sentence that answers and the next of its turn ("i do . i have five .")


def reply_sentences(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> tuple[int, ...]:
    """The sentences of the reply to sentence ``k``: the next turn, by another labelled speaker, from its first
    sentence that says anything — past up to two that only remark ("Hmm. No, I didn't see that movie", "Cool!
    Haven't been there yet") — that sentence and the next of its turn. () when nobody else speaks next."""
    if _aside(sentences, tokens, k):
        k += 1  # "do you have any allergies to medicines ? i did n't ask ." — "no , i do n't have no allergies ."
    if not _replied(sentences, k):
        return ()
    turn = sentences[k + 1].turn
    out = [j for j in range(k + 1, min(len(sentences), k + 2 + _REMARK_SENTENCES)) if sentences[j].turn == turn]
    skipped = 0
    while len(out) > 1 and skipped < _REMARK_SENTENCES and _only_remarks(tokens[out[0]]):
        out.pop(0)
        skipped += 1
    return tuple(out[:_ANSWER_SENTENCES])


def _aside(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> bool:
    """Question ``k`` is followed, in its turn, by one last sentence that asks nothing: the reply after it answers
    the question ("By the way, have you been to Universal Studios? Planning a trip there next month.")."""
    if k + 1 >= len(sentences) or sentences[k + 1].turn != sentences[k].turn or is_question(tokens[k + 1]):
        return False
    # a backchannel after it ("mm-hmm") acknowledges the aside, it answers nothing
    heard = [t.low for t in tokens[k + 2]] if k + 2 < len(tokens) else []
    backchannel = all(w in lexicon.words("backchannels") for w in heard if w.isalpha() or "-" in w)
    return _replied(sentences, k + 1) and not backchannel


_WH = frozenset(["when", "where", "why", "how", "what", "which", "who"])
_LEAD = frozenset(["and", "so", "okay", "ok", "um", "uh", "well", "now", "then", "alright"])


def _asks_what(question: list[Token]) -> bool:
    """A question opening with a wh-word (not "what about" / "how about"), which no yes or no answers."""
    words = [t.low for t in question if t.is_word]
    while words and words[0] in _LEAD:
        words = words[1:]
    return len(words) > 1 and words[0] in _WH and words[1] != "about"


def _only_remarks(sentence: list[Token]) -> bool:
    """A sentence that neither answers yes or no nor names anything: "Hmm.", "Cool!", "Oh wow, Nate!"."""
    if answer_polarity(sentence) is not None:
        return False
    light = lexicon.words("remarks") | lexicon.words("interjections")
    light |= lexicon.words("hesitations") | lexicon.words("greetings")
    words = [t for t in sentence if t.is_word]
    if only_understood([t.low for t in words]):
        return True  # "Oh, I see. No, none at all.": the question followed, then answered
    return bool(words) and all(t.low in light or (k > 0 and t.text[:1].isupper()) for k, t in enumerate(words))


_CLARIFY = 5  # words of a reply asking what was meant ("what do you mean?"); a longer one goes on from it


def seeks_confirmation(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> bool:
    """A statement about the listener that the listener answers next ("you're not having any shortness of
    breath" — "actually I am"; "you've been taking your insulin right" — "um"): a question in all but its
    punctuation, so the reply decides. Only when the reply opens with yes, no, a doubt or a dispute — a doctor's
    "you have a fracture" answered "okay, what now?" stays the doctor's statement."""
    words = _past_an_appearance([t.low for t in _past_an_aside(tokens[k]) if t.is_word])
    if _replied(sentences, k) and words[:1] == ["so"] and words[-1:] == ["then"]:
        # "so it's kinda like dry needling then" — "no": an inference offered to the listener to confirm
        return answer_polarity(tokens[k + 1]) is not None
    if not _replied(sentences, k) or not of_the_listener(words):
        return False  # nobody else speaks next, or not about the listener alone ("you're certain I don't …")
    if words[-1] in ("right", "correct") and tokens[k][-1].low != "?":
        return True  # "you've been taking your insulin right" — a tag question the transcript did not mark
    reply = [t.low for t in tokens[k + 1] if t.is_word]
    if reply[:1] == ["oh"] or reply[:2] == ["no", "way"]:
        return False  # "oh no", "no way": dismay at news, not an answer
    if find_phrase(reply, "remarks", at_start=True) is None and is_question(tokens[k + 1]) and len(reply) <= _CLARIFY:
        return True  # "so you've been having headaches" — "what do you mean?": not confirmed ("okay, what now?" is)
    return answer_polarity(tokens[k + 1]) is not None or find_phrase(reply, "disagreements", at_start=True) is not None


def _past_an_aside(tokens: Sequence[Token]) -> Sequence[Token]:
    """``tokens`` past an opening aside set off as a filler ("you know , | it looks like they got all of that",
    ``nlp.subject_leads.aside``): its "you" is no listener the statement is about."""
    i = next((n for n, t in enumerate(tokens) if t.is_word and t.low not in FILLERS), len(tokens))
    return tokens[i + width :] if (width := aside(tokens, i)) else tokens


def _past_an_appearance(words: list[str]) -> list[str]:
    """``words`` past an opening hedge of appearance ("looks like | you're taking benzoyl peroxide and Daypro",
    ``lexicon/hedges.txt``): put to the listener, the statement is theirs to confirm like any other."""
    hedges = set(phrases("hedges"))
    start = next((n for n in (3, 2) if words[n - 1 : n] == ["like"] and tuple(words[:n]) in hedges), 0)
    return words[start:]


def answer_to(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> tuple[int, bool | None] | None:
    """The reply to the question ``sentences[k]``: the next sentence, by another speaker, saying yes or no
    (True/False), or a fragment without a subject answering an open question (None)."""
    replies = reply_sentences(sentences, tokens, k)
    if not replies:
        return None
    reply = tokens[replies[0]]
    polarity = answer_polarity(reply)
    if polarity is False and names_members([t.low for t in tokens[k]], [t.low for t in reply]):
        return None  # "any sports?" — "no … it was basketball and football": not a denial
    if polarity is not None and _asks_what(tokens[k]):
        return None  # "when did you first notice the spot?" — "yeah, so my mom noticed it": no yes to a "when"
    if polarity and yes_taken_back(tokens[k], [tokens[j] for j in replies[1:]]):
        return None  # "Any vision changes?" — "Yeah, it's been pretty consistent. No vision changes."
    if polarity is not None:
        return replies[0], polarity
    reply_words = [t.low for t in reply if not t.is_punct]
    if reply_words[-1:] and reply_words[-1] in _WH:
        return None  # "any history of endometriosis" — "any history of what": asked back, no answer (unpunctuated)
    if (at := find_phrase(reply_words, "denying_beliefs")) is not None and "so" in reply_words[at + 3 : at + 5]:
        return replies[0], False  # "i'm trying to think no i don't think so": a denial, not a qualified yes
    if qualified_answer(reply) and not _asks_what(tokens[k]):
        # "Sometimes.": a yes the caller reads as hedged; to a "when" or "how long" ("Maybe fifteen years ago.") a
        # hedged fill of its slot, read below
        return replies[0], True
    if _names_instances(tokens[k], reply_words):
        return replies[0], True
    if find_phrase([w for w in reply_words if w not in FILLERS], "deferrals", at_start=True) is not None:
        return None  # "How long has the seller owned the house?" — "Let me look.": no answer yet
    open_question = any(t.low in _OPEN for t in tokens[k])
    verbs = lexicon.words("common_verbs")
    fragment = len(reply_words) <= _FRAGMENT_MAX_WORDS and not any(
        w in _CLAUSE_WORDS or w in verbs or w.endswith("n't") for w in reply_words
    )
    fragment = fragment and not said_again_with_its_doer([t.low for t in tokens[k]], reply_words)
    fragment = fragment and named_doer(reply, frozenset()) is None  # "The vendor finished it.": a clause of its own
    asks_back = bool(reply) and reply[-1].low == "?"  # "How are you?" — "Fever?": a question fills no slot
    if open_question and fragment and not asks_back and _fills_a_slot(reply_words):
        return replies[0], None
    if fragment and not asks_back and picks(tokens[k], reply, choice=True):
        return replies[0], None  # "Did you go to the ER or urgent care?" — "Only urgent care.": picks one
    if open_question and not asks_back and _value_reply(tokens[k], reply):
        return replies[0], None
    return None


_PRO_VERBS = frozenset({"do", "did", "done", "doing", "have", "has", "had", "having", "been", "got", "gotten", "get"})
_AROUND = frozenset({"ago", "now", "date", "since", "about", "around", "like", "far", "total", "approximately"})
_PRO_FORMS = frozenset({"it", "it's", "that", "that's", "this", "we", "we've", "we're"})
_VALUE_REPLY_MAX_WORDS = 12


def _value_reply(question: list[Token], reply: list[Token]) -> bool:
    """A short clause whose only news is a value, answering an open question: "How many cycles have you
    completed?" — "I've done five to date." ("done" and "it" stand for what was asked)."""
    words = [t for t in reply if t.is_word or t.is_number]
    light = lexicon.words("stopwords") | lexicon.words("first_person")
    if any(
        low in _RATING and before in ("you", "you'd") for before, low in itertools.pairwise(t.low for t in question)
    ):
        light = light | _RATING_LEADS  # "How would you rate your pain?" — "I'd say a seven.": the score given
    found, rest = _beside_values(reply, light | _PRO_VERBS | _AROUND | _PRO_FORMS)
    if not found or len(words) > _VALUE_REPLY_MAX_WORDS:
        return False
    if any(t.low in THIRD_PERSON_WORDS for t in reply):
        return False  # "How many dogs does your sister have?" — "She has two.": about her, read no further
    asked = {stem(t.low) for t in question if t.is_word}
    return all(stem(t.low) in asked for t in rest)


def _beside_values(
    tokens: Sequence[Token], light: frozenset[str], spared: frozenset[int] = frozenset()
) -> tuple[list[Value], list[Token]]:
    """The values ``tokens`` say, and their words and numbers besides: outside the values, the ``spared``
    indices and the ``light`` words (what :func:`_value_reply` and :func:`amount_only` hold to be no news)."""
    found = values(list(tokens))
    in_value = {k for v in found for k in range(v.first, v.last + 1)}
    rest = [
        t
        for k, t in enumerate(tokens)
        if (t.is_word or t.is_number) and k not in in_value and k not in spared and t.low not in light
    ]
    return found, rest


def continued_fill(answering: tuple[tuple[Token, ...], ...]) -> tuple[Token, ...]:
    """The reply's next sentence when it goes on filling the open question's slot that its first sentence filled
    with an amount (:func:`amount_only`: "How often do you take the tylenol?" — "Hardly ever. Maybe once a month.");
    () otherwise ("The left one. My right knee had surgery": a clause of its own)."""
    return amount_only(answering[1]) if len(answering) > 1 else ()


def amount_only(tokens: Sequence[Token]) -> tuple[Token, ...]:
    """``tokens`` when they say an amount and nothing else but hedges and function words — no subject, no verb, no
    denial, no question, no one else's ("maybe once a month", "about five beers a week"); () otherwise ("my
    husband, maybe twice a month", "not every day")."""
    words = [t.low for t in tokens if not t.is_punct]
    if not words or len(words) > _FRAGMENT_MAX_WORDS or tokens[-1].low == "?" or negated(list(tokens)):
        return ()
    hedging = amount_hedged([t.low for t in tokens])  # "i'd say about five beers a week"
    light = lexicon.words("stopwords") | lexicon.words("hedges") | _AROUND
    light -= lexicon.words("first_person") | _CLAUSE_WORDS  # "my husband , maybe twice a month": another's
    found, own = _beside_values(tokens, light, hedging)
    return tuple(tokens) if found and not own else ()
