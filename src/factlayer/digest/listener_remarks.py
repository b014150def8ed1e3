"""What one friend says of the other in a chat is what the speaker says, not a fact about the one spoken to.

In a conversation of two people labelled by their names (no role: not a visit, an interview or a meeting), a clause
about the listener ("You'd be a great counselor!", "You've got guts.", "Your dedication to our community is amazing",
"you must be so excited!", "You found the perfect spot for your store.") is the speaker's judgement, encouragement,
guess or an echo of the listener's own news — not something the listener's own words state. Written as a fact about
the listener ("Caroline would be a great counselor.") it reads as known about them; it is the speaker's word, as
LoCoMo's observations record it ("Gina thinks Jon is the perfect mentor"): "Melanie says Caroline would be a great
counselor.", about the speaker, citing the same clause.

A clinician's "you have a fracture", an interviewer's "so you grew up in Ohio" keep theirs: a role, or a label that is
no personal name ("Speaker 1"), leaves the proposals as they are. A question and its answer are the answerer's own
(their speaker is the one they are about).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from factlayer.nlp import lexicon
from factlayer.nlp.speaker_labels import personal_name

from .skipped import Extraction

if TYPE_CHECKING:
    from .entities import Participants
    from .proposals import Proposal

__all__ = ["chat_of_two", "said_of_listener"]


def chat_of_two(people: Participants | None) -> bool:
    """Two participants, each labelled by a personal name and with no role."""
    if people is None or len(people.by_label) != 2:
        return False
    return all(e.role is None and e.label is not None and personal_name(e.label) for e in people.by_label.values())


def said_of_listener(proposals: list[Proposal], out: Extraction) -> list[Proposal]:
    """The proposals, those a chat's speaker makes about the listener written as what the speaker says (module
    docstring)."""
    people = out.participants
    if people is None or not chat_of_two(people):
        return proposals
    for p in proposals:
        label = p.subject.label
        speaker = people.by_label.get(p.speaker) if p.speaker is not None else None
        if speaker is None or label is None or label == p.speaker:
            continue
        first, _, rest = p.text.partition(" ")
        body = first.lower() if first.lower() in lexicon.words("stopwords") else first  # "With Jon's …", "Jon …"
        name = speaker.reference
        p.text = f"{name[0].upper()}{name[1:]} says {body} {rest}"
        p.subject, p.participant = speaker, True
    return proposals
