"""A later statement that ends or denies what an earlier one said of the same person supersedes it (issue 18).

A user's review: "I work from home these days" (10 January) and, a month later, "I don't work from home
anymore, I'm back at the office" both stayed current and search ranked the outdated one first, although
POST /v1/verify read the second as denying the first. The merge did not see the two as one state: the time
words ("these days", "anymore") kept the negation-free wordings apart, and a later denial was at most a
contradiction. Now a later statement that says the state changed ends the earlier one as an append-only
``superseded`` event; one that denies something else, or another person's, ends nothing."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.api.test_memory_api import remember, search


async def statuses(client: httpx.AsyncClient, namespace: str) -> dict[str, str]:
    facts = (await client.get("/v1/facts", params={"namespace": namespace})).json()["facts"]
    return {f["fact_text"]: f["memory"]["status"] for f in facts}


async def facts_of(client: httpx.AsyncClient, transcription_id: str) -> list[dict[str, Any]]:
    response = await client.get(f"/v1/transcriptions/{transcription_id}/facts")
    assert response.status_code == 200, response.text
    return list(response.json())


async def held(client: httpx.AsyncClient, namespace: str, as_of: str) -> list[str]:
    response = await client.get("/v1/facts", params={"namespace": namespace, "subject": "Alice", "as_of": as_of})
    assert response.status_code == 200, response.text
    return [f["fact_text"] for f in response.json()["facts"]]


async def test_working_from_home_no_more_supersedes_working_from_home(client: httpx.AsyncClient) -> None:
    await remember(client, "Alice: I work from home these days.\nBob: Nice.", "wfh", "2024-01-10T10:00:00Z")
    text = "Alice: I don't work from home anymore, I'm back at the office.\nBob: Oh."
    later = await remember(client, text, "wfh", "2024-02-10T10:00:00Z")

    results = await search(client, "Does Alice work from home?", "wfh")
    texts = [r["fact"]["fact_text"] for r in results]
    assert texts and "anymore" in texts[0], texts
    assert not any("these days" in t for t in texts)  # what no longer holds is not returned as current

    before = await held(client, "wfh", "2024-02-01T00:00:00Z")
    after = await held(client, "wfh", "2024-03-01T00:00:00Z")
    assert any("these days" in t for t in before) and not any("anymore" in t for t in before)
    assert any("anymore" in t for t in after) and not any("these days" in t for t in after)

    old = (await search(client, "work from home these days", "wfh", as_of="2024-02-01T00:00:00Z"))[0]["fact"]
    assert "these days" in old["fact_text"]
    history = (await client.get(f"/v1/facts/{old['fact_id']}/history")).json()
    (event,) = [e for e in history["events"] if e["kind"] == "superseded"]
    assert event["fact_id"] == old["fact_id"] and event["valid_to"].startswith("2024-02-10")
    new_facts = (await client.get(f"/v1/transcriptions/{later}/facts")).json()
    assert event["related_fact_id"] in {f["fact_id"] for f in new_facts}
    assert history["fact"]["memory"]["status"] == "superseded" and len(history["lineage"]) == 2


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I work from home.", "I no longer work from home."),
        ("I work from home.", "I'm no longer working from home."),
        ("I work from home.", "I stopped working from home."),
        ("I smoke every day.", "I quit smoking."),
        ("I go to the gym twice a week.", "I've stopped going to the gym."),
        ("I run every morning.", "I gave up running."),
        ("I am a vegetarian.", "I'm not a vegetarian anymore."),
        ("I play the guitar.", "I don't play the guitar any more."),
        ("I don't work from home anymore.", "I started working from home again."),
        ("I live in Boston.", "I moved from Boston to Denver."),
        ("I live in Boston.", "I moved away from Boston."),
        ("I work at Google.", "I quit my job at Google."),
    ],
)
async def test_a_later_ending_supersedes_the_state(client: httpx.AsyncClient, earlier: str, later: str) -> None:
    first = await remember(client, f"Alice: {earlier}\nBob: I see.", "ends", "2024-01-10T10:00:00Z")
    second = await remember(client, f"Alice: {later}\nBob: I see.", "ends", "2024-02-10T10:00:00Z")
    (old,) = await facts_of(client, first)
    new = await facts_of(client, second)
    assert old["memory"]["status"] == "superseded", (old["fact_text"], [f["fact_text"] for f in new])
    assert old["memory"]["superseded_by"] in {f["fact_id"] for f in new}
    assert old["memory"]["valid_to"].startswith("2024-02-10")
    assert new and all(f["memory"]["status"] == "current" for f in new)


@pytest.mark.parametrize(
    "later",
    [
        "Alice: I don't work on weekends anymore.\nBob: I see.",  # another state
        "Alice: I don't like working from home anymore.\nBob: I see.",  # about it, not it
        "Bob: I don't work from home anymore.\nAlice: I see.",  # another person's
        "Alice: My brother doesn't work from home anymore.\nBob: I see.",  # a relative's
        "Alice: I don't work from home on Fridays anymore.\nBob: I see.",  # a part of it
        "Alice: I didn't work from home yesterday.\nBob: I see.",  # one day, no change said
        "Alice: I didn't work from home again.\nBob: I see.",  # a denial repeated, not a return
    ],
)
async def test_an_unrelated_negative_ends_nothing(client: httpx.AsyncClient, later: str) -> None:
    """False supersession loses true memory: the earlier fact stays current."""
    await remember(client, "Alice: I work from home.\nBob: Nice.", "keep", "2024-01-10T10:00:00Z")
    await remember(client, later, "keep", "2024-02-10T10:00:00Z")
    listed = await statuses(client, "keep")
    assert listed.get("Alice works from home.") == "current", listed
    assert "Alice works from home." in await held(client, "keep", "2024-03-01T00:00:00Z")


async def test_a_denial_said_in_the_same_conversation_supersedes_nothing(client: httpx.AsyncClient) -> None:
    """Only a later statement ends an earlier one; two at one time are not an order of events."""
    text = "Alice: I work from home these days.\nBob: Nice.\nAlice: Well, I don't work from home anymore.\nBob: Ok."
    await remember(client, text, "once", "2024-01-10T10:00:00Z")
    assert "superseded" not in (await statuses(client, "once")).values()


async def test_what_losing_a_job_was_like_is_no_value_of_the_job(client: httpx.AsyncClient) -> None:
    """Found on LoCoMo: "Losing my job was hard" (one session) was superseded by "Losing my job was a bummer" (a later
    one), read as Jon's "job" attribute with the value "hard" → "a bummer". A gerund's subject is an event, not the
    holder of an attribute: both hold."""
    first = await remember(client, "Alice: Losing my job was hard.\nBob: Sorry.", "gerund", "2024-01-10T10:00:00Z")
    await remember(client, "Alice: Losing my job was a bummer.\nBob: Sorry.", "gerund", "2024-02-10T10:00:00Z")
    (old,) = await facts_of(client, first)
    assert "hard" in old["fact_text"] and old["memory"]["status"] == "current", old
