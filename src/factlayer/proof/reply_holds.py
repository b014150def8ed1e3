"""How a reply holds what it answers, beyond its yes or no: a statement put to the listener to confirm (read as a
question, unless its parts differ in polarity), a "right" / "correct" that confirms a denial, a "no" the next
sentence turns round ("No. Well, maybe a beer on Fridays.")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.negation import negated
from factlayer.nlp.other_value import other_value
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.questions import opens_question_after_restart
from factlayer.nlp.tokens import Token
from factlayer.proof.but_after_no import another_thing
from factlayer.proof.dialogue import seeks_confirmation
from factlayer.proof.turn_sentences import Sentence

__all__ = ["CONFIRMING", "asked_before_reply", "confirmation_sought", "excepted_no", "mixed_polarity", "taken_back"]

CONFIRMING = frozenset({"right", "correct", "true", "exactly"})


def mixed_polarity(tokens: Sequence[Token]) -> bool:
    """Parts of a sentence (cut at commas, semicolons, "and", "but") of which some are negated and some not."""
    parts: list[list[Token]] = [[]]
    for t in tokens:
        if t.low in (",", ";", "and", "but"):
            parts.append([])
        else:
            parts[-1].append(t)
    polarities = {negated(p) for p in parts if sum(t.is_word for t in p) >= 2}
    return len(polarities) == 2


def confirmation_sought(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> bool:
    """A statement about the listener that their reply decides (``dialogue.seeks_confirmation``) — not one whose
    parts differ in polarity ("and you live with your roommate, no history of tobacco and you limit alcohol
    intake to less than five drinks per month ." — "That's correct."): a yes to it confirms each part as said,
    which one answer cannot hold, so the statement stands as its speaker's."""
    return (seeks_confirmation(sentences, tokens, k) and not mixed_polarity(tokens[k])) or _tag_denied(
        sentences, tokens, k
    )


_NO = frozenset({"no", "nope", "nah"})


def _tag_denied(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> bool:
    """ "The launch is still planned for June 14th, right?" — "No, it moved to June 21st.": a statement put to the
    listener with a confirming tag that the other speaker's next turn opens by denying — or corrects with another
    value ("… two years in Antarctica, right?" — "Eighteen months, actually.") — was asked, not asserted (whatever it
    is about); without either it stands as its speaker's."""
    lows = [t.low for t in tokens[k]]
    if lows[-3:-1] not in ([",", "right"], [",", "correct"]) or lows[-1:] != ["?"] or k + 1 >= len(sentences):
        return False
    reply = sentences[k + 1]
    if reply.turn == sentences[k].turn or not reply.speaker or reply.speaker == sentences[k].speaker:
        return False
    first = next((t.low for t in tokens[k + 1] if t.is_word), "")
    return first in _NO or other_value(tokens[k], tokens[k + 1]) is not None  # "Eighteen months, actually."


def asked_before_reply(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> bool:
    """A turn's last sentence that opens like a question after a false start, no "?" written ("okay and ever have
    you ever had any issues where you needed a catheter" — "my gosh no"), and the other speaker answers next: it
    was asked, and asserts nothing of its own (``nlp.questions.opens_question_after_restart``)."""
    if k + 1 >= len(sentences) or sentences[k + 1].turn == sentences[k].turn:
        return False
    if not sentences[k + 1].speaker or sentences[k + 1].speaker == sentences[k].speaker:
        return False
    return opens_question_after_restart([t.low for t in tokens[k] if t.is_word])


_TURNING = lexicon.words("reply_turns")


def taken_back(sentences: list[Sentence], tokens: list[list[Token]], reply: int, question: int) -> bool:
    """ "Do you drink?" — "No. Well, maybe a beer on Fridays.": the next sentence of the reply turns the no round
    ("No. But I have a case manager." does not: it brings up something else, ``proof.but_after_no``)."""
    after = reply + 1
    if after >= len(sentences) or sentences[after].turn != sentences[reply].turn:
        return False
    words = [t.low for t in tokens[after] if t.is_word]
    # "um, but my doctor hasn't said he's concerned" goes on with the no; "well, maybe a beer" turns it
    turns = bool(words) and words[0] in _TURNING and not negated(tokens[after])
    return turns and not another_thing(tokens[question], tokens[after])


def excepted_no(reply: Sequence[Token]) -> bool:
    """A "no" with an exception ("Not really, only when I climb stairs.", "No, except after meals"): it denies the
    thing asked about only in part (``lexicon/exceptions.txt``)."""
    return find_phrase([t.low for t in reply if not t.is_punct], "exceptions") is not None
