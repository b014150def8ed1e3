"""Conversations posted out of time order are merged as if posted in order of ``recorded_at`` (a user's review).

Namespace `priya` got June's conversation ("I moved to Toronto … I work at Shopify now") before January's and
March's ("I live in Seattle … I work at Stripe"): Seattle/Toronto and Stripe/Shopify were all `contradicted`
against each other, each at half its confidence, while the same conversations posted in time order left Seattle
and Stripe `superseded`. Loading an archive after newer conversations is normal: the older fact is superseded
by the first later value (its validity ends at that value's recorded_at), still as append-only events, and
``as_of`` answers and histories do not depend on the posting order. Roles one person fills at a time ("my
manager is Ana", "my doctor is Dr. Lee") are single-valued attributes too (``lexicon/single_valued_named.txt``)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.api.test_memory_api import remember

JANUARY = ("Priya: I live in Seattle and I work at Stripe.\nSam: Nice.", "2024-01-10T10:00:00Z")
MARCH = ("Priya: I work at Stripe. I live in Seattle. My manager is Ken.\nSam: Cool.", "2024-03-10T10:00:00Z")
JUNE = (
    "Sam: How is the new job?\nPriya: Great. I moved to Toronto last month and I work at Shopify now. "
    "My manager is Ana.",
    "2024-06-10T10:00:00Z",
)
TIMES = ("2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z", "2024-07-01T00:00:00Z", None)


async def post(client: httpx.AsyncClient, namespace: str, conversations: list[tuple[str, str]]) -> dict[str, str]:
    """Post the conversations in the order given; every stored fact's id → its text and recorded day."""
    names: dict[str, str] = {}
    for text, recorded_at in conversations:
        tid = await remember(client, text, namespace, recorded_at)
        response = await client.get(f"/v1/transcriptions/{tid}/facts")
        assert response.status_code == 200, response.text
        names.update({f["fact_id"]: f"{f['fact_text']} @{recorded_at[:10]}" for f in response.json()})
    return names


async def held(client: httpx.AsyncClient, namespace: str, as_of: str | None) -> list[tuple[Any, ...]]:
    """What held at ``as_of``, read without fact ids (they differ between namespaces)."""
    params = {"namespace": namespace} | ({"as_of": as_of} if as_of else {})
    response = await client.get("/v1/facts", params=params)
    assert response.status_code == 200, response.text
    return sorted(
        (f["fact_text"], f["recorded_at"][:10], f["memory"]["status"], f["memory"]["evidence_count"],
         round(f["memory"]["confidence"], 6), f["memory"]["valid_to"])
        for f in response.json()["facts"]
    )  # fmt: skip


async def history(client: httpx.AsyncClient, names: dict[str, str], fact_id: str) -> tuple[Any, list[tuple[Any, ...]]]:
    """A fact's state and the events of its lineage, facts named by text and day."""
    body = (await client.get(f"/v1/facts/{fact_id}/history")).json()
    memory = body["fact"]["memory"]
    state = (memory["status"], names.get(memory["superseded_by"] or ""), memory["valid_to"], memory["evidence_count"])
    events = sorted(
        (e["kind"], names[e["fact_id"]], names.get(e["related_fact_id"] or ""), e["valid_to"], e["attribute"])
        for e in body["events"]
    )
    return state, events


async def histories(client: httpx.AsyncClient, names: dict[str, str]) -> dict[str, tuple[Any, Any]]:
    return {name: await history(client, names, fact_id) for fact_id, name in names.items()}


async def test_an_archive_posted_after_newer_conversations_is_merged_as_in_time_order(
    client: httpx.AsyncClient,
) -> None:
    late = await post(client, "priya", [JUNE, JANUARY, MARCH])
    in_order = await post(client, "priya2", [JANUARY, MARCH, JUNE])
    for as_of in TIMES:
        assert await held(client, "priya", as_of) == await held(client, "priya2", as_of), as_of
    july = [t for t, *_ in await held(client, "priya", "2024-07-01T00:00:00Z")]
    assert not any(word in t for t in july for word in ("Seattle", "Stripe", "Ken")), july
    april = await held(client, "priya", "2024-04-01T00:00:00Z")
    assert any("Seattle" in t for t, *_ in april) and all(status == "current" for _, _, status, *_ in april)

    (seattle,) = [f for f, name in late.items() if "Seattle" in name and "2024-01-10" in name]
    state, events = await history(client, late, seattle)
    assert state[0] == "superseded" and "Toronto" in state[1] and state[2].startswith("2024-06-10")
    assert ("superseded", late[seattle], state[1], state[2], "lives in") in events
    assert not any(kind == "contradicted" for kind, *_ in events)
    assert await histories(client, late) == await histories(client, in_order)


BOSTON = ("Alice: I live in Boston.\nBob: Nice.", "2024-01-10T10:00:00Z")
CHICAGO = ("Alice: I live in Chicago.\nBob: Nice.", "2024-03-10T10:00:00Z")
DENVER = ("Alice: I live in Denver.\nBob: Nice.", "2024-06-10T10:00:00Z")


async def test_a_value_posted_between_two_others_ends_the_first_at_its_own_time(client: httpx.AsyncClient) -> None:
    """January, June, then March: Boston ends in March (not June), Chicago in June, whatever the order."""
    late = await post(client, "moves", [BOSTON, DENVER, CHICAGO])
    in_order = await post(client, "moves2", [BOSTON, CHICAGO, DENVER])
    for as_of in TIMES:
        assert await held(client, "moves", as_of) == await held(client, "moves2", as_of), as_of
    april = [t for t, *_ in await held(client, "moves", "2024-04-01T00:00:00Z")]
    assert april == ["Alice lives in Chicago."], april
    for names in (late, in_order):
        (boston,) = [f for f, name in names.items() if "Boston" in name]
        state, _ = await history(client, names, boston)
        assert state[:3] == ("superseded", "Alice lives in Chicago. @2024-03-10", state[2])
        assert state[2].startswith("2024-03-10")


async def test_a_later_ending_posted_first_still_ends_the_earlier_state(client: httpx.AsyncClient) -> None:
    ended = ("Alice: I don't work from home anymore.\nBob: Oh.", "2024-02-10T10:00:00Z")
    state = ("Alice: I work from home these days.\nBob: Nice.", "2024-01-10T10:00:00Z")
    late = await post(client, "wfh", [ended, state])
    await post(client, "wfh2", [state, ended])
    for as_of in ("2024-01-20T00:00:00Z", "2024-03-01T00:00:00Z", None):
        assert await held(client, "wfh", as_of) == await held(client, "wfh2", as_of), as_of
    march = [t for t, *_ in await held(client, "wfh", "2024-03-01T00:00:00Z")]
    assert not any("these days" in t for t in march) and any("anymore" in t for t in march)
    (days,) = [f for f, name in late.items() if "these days" in name]
    assert (await history(client, late, days))[0][0] == "superseded"


@pytest.mark.parametrize(
    ("earlier", "later", "gone", "kept"),
    [
        ("My manager is Ken.", "My manager is Ana.", "Ken", "Ana"),
        ("My manager is Ken.", "My new boss is Ana.", "Ken", "Ana"),
        ("My husband is Tom.", "My husband is Jim.", "Tom", "Jim"),
        ("My doctor is Dr. Lee.", "My doctor is Dr. Patel now.", "Lee", "Patel"),
        ("My landlord is Mr. Brown.", "My landlord is Mrs. Green.", "Brown", "Green"),
        ("My home address is 12 Elm Street.", "My address is 4 Oak Road.", "Elm", "Oak"),
        ("My phone number is 555 0100.", "My mobile number is 555 0199.", "0100", "0199"),
    ],
)
async def test_a_role_one_person_fills_takes_one_name_at_a_time(
    client: httpx.AsyncClient, earlier: str, later: str, gone: str, kept: str
) -> None:
    """A later name supersedes the earlier one in either posting order; what only describes the role
    ("my manager is great") is no value of it and ends nothing."""
    first = (f"Priya: {earlier}\nSam: I see.", "2024-01-10T10:00:00Z")
    remark = ("Priya: My manager is great and my doctor is worried.\nSam: Oh.", "2024-03-10T10:00:00Z")
    second = (f"Priya: {later}\nSam: I see.", "2024-06-10T10:00:00Z")
    for namespace, order in (("roles", [first, remark, second]), ("roles2", [second, remark, first])):
        await post(client, namespace, order)
        july = [t for t, *_ in await held(client, namespace, "2024-07-01T00:00:00Z")]
        assert any(kept in t for t in july) and not any(gone in t for t in july), (namespace, july)
        february = [t for t, *_ in await held(client, namespace, "2024-02-01T00:00:00Z")]
        assert any(gone in t for t in february), (namespace, february)
        assert any("great" in t for t in july) and any("worried" in t for t in july), (namespace, july)
    for as_of in TIMES:
        assert await held(client, "roles", as_of) == await held(client, "roles2", as_of), as_of
