"""Near-duplicates merge only when they are one fact: the same words read twice or said again (``proposals._twins``).
A fact whose words are mostly another's, said elsewhere, was merged into it — lost when the proof refused the other
("Caroline was among those who got into the accident" with "… were all freaked when …"), or a different value lost
("potassium is 3.9" took "potassium is holding steady on the torsemide"). Every transcript here is written for the
test (no corpus text)."""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


async def test_two_facts_of_the_same_thing_are_both_kept() -> None:
    text = (
        "[doctor] so your potassium is holding steady on the torsemide .\n[patient] good .\n"
        "[doctor] your potassium is 3.9 .\n[patient] i take lisinopril every morning .\n[doctor] okay .\n"
        "[patient] like i said , i take lisinopril every morning .\n[doctor] good ."
    )
    stored = await _stored(text)
    assert "The patient's potassium is 3.9." in stored, stored
    assert "The patient's potassium is holding steady on the torsemide." in stored, stored
    assert sum("lisinopril every morning" in t for t in stored) == 1, stored  # the same fact said again is one


async def test_a_fact_is_not_lost_with_a_refused_twin() -> None:
    text = (
        "Melanie: How was your trip?\nCaroline: We were all freaked when my son got into an accident.\n"
        "Melanie: Oh no! Is he okay?\nCaroline: Yes. I was really scared when we got into the accident.\n"
        "Melanie: I'm so sorry."
    )
    stored = await _stored(text)
    assert "Caroline was among those who got into the accident." in stored, stored
