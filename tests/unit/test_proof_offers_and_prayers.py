"""Issue 12, round 24 (modal41): a claim asserted as fact must not be VERIFIED by source text that only offers,
pledges, consents to or attempts the deed, prays for it, or says it is time it were done. Kinds, each tested
on sources written for the test:

- *an offer, a pledge, a consent or an attempt + to* (``lexicon/unrealised_heads.txt``, read by ``proof.realis``):
  "I offered to drive us to the airport" bore out "Ana drove to the airport"; "managed to", "got to" still state
  it, and "agreed to the surgery" (a preposition: a determiner right after "to") governs no verb;
- *a prayer or a "for all I know"* (``lexicon/hedges.txt``);
- *"it's time" before a clause* ("it's time the landlord fixed the heater", ``lexicon/hypotheticals.txt``): the
  past tense there is unreal.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Ana: I offered to drive us to the airport on Friday.\n", "Ana drove to the airport on Friday."),
        ("Tom: I volunteered to clean the garage.\n", "Tom cleaned the garage."),
        ("Tom: I agreed to sign the lease.\n", "Tom signed the lease."),
        ("Tom: I attempted to fix the sink myself.\n", "Tom fixed the sink."),
        ("Mary: I'm praying it's not cancer.\n", "It's not cancer."),
        ("Mary: For all I know, the landlord fixed the heater.\n", "The landlord fixed the heater."),
        ("Mary: It's time the landlord fixed the heater.\n", "The landlord fixed the heater."),
        ("Mary: It's about time we sold the car.\n", "Mary sold the car."),
    ],
)
def test_an_offer_a_prayer_or_an_impression_asserts_nothing(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Ana: I offered to drive us to the airport on Friday.\n", "Ana offered to drive to the airport on Friday."),
        ("Tom: I managed to finish the report.\n", "Tom finished the report."),
        ("Ana: I got to see the Eiffel Tower.\n", "Ana saw the Eiffel Tower."),
        ("Tom: I agreed to the surgery.\n", "Tom agreed to the surgery."),
        ("Mary: I'm praying for my mother every night.\n", "Mary prays for her mother every night."),
        ("Mary: The landlord fixed the heater.\n", "The landlord fixed the heater."),
    ],
)
def test_the_offer_itself_and_a_deed_done_still_verify(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
