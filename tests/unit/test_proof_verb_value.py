"""A value said right after the claim's verb is that verb's (proof/verb_value.py).

"It should be on tomorrow's 10:05 flight, arriving at 1:30": the 10:05 is the flight's, the arrival is at 1:30; the
engine bore out both "… arrive tomorrow at 10:05" and "… at 1:30". Once "it" is read as the suitcase over the
sentences that carry it on (proof/carried_topic.py), the false one was VERIFIED too.
"""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

PLAIN = "Agent: Most likely. The suitcase should be on tomorrow's 10:05 flight, arriving at 1:30.\n"
CARRIED = (
    "Agent: Can you describe the suitcase?\n"
    "Passenger: It's navy blue, hard shell, with a yellow strap around it.\n"
    "Agent: Thanks. The system shows it was loaded in Lisbon but missed the connection in Frankfurt.\n"
    "Passenger: So it's in Frankfurt?\n"
    "Agent: Most likely. It should be on tomorrow's 10:05 flight, arriving at 1:30.\n"
)


def test_the_value_after_the_verb_is_the_verbs() -> None:
    assert prove("The suitcase should arrive tomorrow at 1:30.", PLAIN).status is Status.VERIFIED
    assert prove("The suitcase should arrive tomorrow at 10:05.", PLAIN).status is not Status.VERIFIED
    # a value of the claim's verb said after another of its own ("took the pill at 8:00, walking … at 8:30")
    text = "Lee: I took the pill at 8:00, walking to work at 8:30.\n"
    assert prove("Lee took the pill at 8:00.", text).status is Status.VERIFIED
    assert prove("Lee walked to work at 8:30.", text).status is Status.VERIFIED


def test_read_through_a_carried_it_too() -> None:
    assert prove("The suitcase should arrive tomorrow at 10:05.", CARRIED).status is not Status.VERIFIED
