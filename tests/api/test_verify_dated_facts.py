"""A stored fact's dates are checked as its source said them (verify/dated_claims.py).

The memory layer writes the date a relative expression meant after it ("… yesterday (7 May 2023)"), from the
conversation's ``recorded_at``. Checked as written against its own transcription, such a fact was UNVERIFIABLE
("the source never says May"): the service could not verify a fact it had stored. Now a gloss that is exactly
what the recording time gives, or a calendar day the source names by a relative expression ("yesterday"), is
borne out; a gloss or a day for another date is not, and neither is any date against a source with no
recording time."""

from __future__ import annotations

import httpx

from tests.api.test_memory_api import remember

TEXT = "Caroline: I went to the LGBTQ support group yesterday. It was so powerful.\nMel: That's amazing!"
RECORDED = "2023-05-08T13:56:00Z"


async def _verdict(client: httpx.AsyncClient, claim: str, **source: object) -> str:
    response = await client.post("/v1/verify", json={"claim": claim, **source})
    assert response.status_code == 200, response.text
    return str(response.json()["verdict"])


async def test_a_stored_fact_with_its_date_is_verified_against_its_own_transcription(
    client: httpx.AsyncClient,
) -> None:
    tid = await remember(client, TEXT, "caroline", RECORDED)
    facts = (await client.get(f"/v1/transcriptions/{tid}/facts")).json()
    dated = [f["fact_text"] for f in facts if "(7 May 2023)" in f["fact_text"]]
    assert dated, [f["fact_text"] for f in facts]
    for fact in dated:
        assert await _verdict(client, fact, transcription_id=tid) == "VERIFIED", fact


async def test_dates_the_recording_time_does_not_give_are_not_borne_out(client: httpx.AsyncClient) -> None:
    tid = await remember(client, TEXT, "caroline", RECORDED)
    on_the_day = "Caroline went to the LGBTQ support group on 7 May 2023."
    assert await _verdict(client, on_the_day, transcription_id=tid) == "VERIFIED"
    assert await _verdict(client, "Caroline went to the LGBTQ support group on May 7.", transcription_id=tid) == (
        "VERIFIED"
    )
    for wrong in (
        "Caroline went to the LGBTQ support group yesterday (6 May 2023).",
        "Caroline went to the LGBTQ support group on 6 May 2023.",
    ):
        assert await _verdict(client, wrong, transcription_id=tid) != "VERIFIED", wrong
    # inline text has no recording time: the date is a word like any other, and the source never says it
    assert await _verdict(client, on_the_day, source_text=TEXT) != "VERIFIED"
