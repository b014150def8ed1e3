"""The memory API end to end: the real app, the offline digest, a migrated SQLite file, the bundled
embedding model. Namespaces, recorded_at, absolute dates, merge events, as_of, history, search."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.api.test_transcriptions_api import assert_problem


async def remember(client: httpx.AsyncClient, text: str, namespace: str, recorded_at: str) -> str:
    created = await client.post(
        "/v1/transcriptions", json={"text": text, "namespace": namespace, "recorded_at": recorded_at}
    )
    assert created.status_code == 201, created.text
    body = created.json()
    assert body["namespace"] == namespace and body["recorded_at"].startswith(recorded_at[:10])
    digest = await client.get(f"/digest/{body['id']}")
    assert digest.status_code == 200, digest.text
    return str(body["id"])


async def search(client: httpx.AsyncClient, query: str, namespace: str, **extra: Any) -> list[dict[str, Any]]:
    response = await client.post("/v1/facts/search", json={"query": query, "namespace": namespace, **extra})
    assert response.status_code == 200, response.text
    return list(response.json()["results"])


async def test_search_returns_cited_facts_of_its_namespace_only(client: httpx.AsyncClient) -> None:
    text = "Alice: I adopted a rescue dog named Biscuit.\nBob: That is great news.\nAlice: I work as a nurse."
    tid = await remember(client, text, "alice", "2024-01-10T09:00:00Z")
    await remember(client, "Carol: I adopted a cat named Pepper.\nDan: Cute.", "carol", "2024-01-10T09:00:00Z")
    results = await search(client, "Which animal did Alice adopt?", "alice", limit=3)
    assert results and len(results) <= 3
    top = results[0]["fact"]
    assert "Biscuit" in top["fact_text"] and top["transcription_id"] == tid and top["namespace"] == "alice"
    span = top["source_span"]
    assert text[span["start_char"] : span["end_char"]] == span["text"]
    assert results[0]["score"] > 0 and top["memory"]["subject"] == "Alice" and top["speaker"] == "Alice"
    assert all(r["fact"]["namespace"] == "alice" for r in results)
    assert not any("Pepper" in r["fact"]["fact_text"] for r in results)
    assert await search(client, "pet", "nobody") == []


async def test_relative_dates_are_stated_absolutely(client: httpx.AsyncClient) -> None:
    await remember(client, "Alice: I went to the dentist yesterday.\nBob: Ouch.", "alice", "2023-05-08T13:56:00Z")
    fact = (await search(client, "When did Alice go to the dentist?", "alice"))[0]["fact"]
    assert "yesterday (7 May 2023)" in fact["fact_text"]
    assert fact["event_time"].startswith("2023-05-07") and fact["recorded_at"].startswith("2023-05-08")
    assert fact["source_span"]["text"].rstrip(".") == "I went to the dentist yesterday"  # the span stays verbatim


async def test_a_date_named_in_the_query_finds_the_facts_recorded_that_day(client: httpx.AsyncClient) -> None:
    """Two talks about painting; the query names the day of the second, whose words do not match better."""
    await remember(client, "Alice: I finished a painting of the lake.\nBob: Lovely.", "alice", "2023-10-02T10:00:00Z")
    await remember(client, "Alice: I shared a sunset painting.\nBob: Pretty.", "alice", "2023-10-13T10:00:00Z")
    results = await search(client, "What painting of the lake did Alice show on October 13, 2023?", "alice")
    assert results[0]["fact"]["recorded_at"].startswith("2023-10-13")
    undated = await search(client, "What painting of the lake did Alice show?", "alice")
    assert undated[0]["fact"]["recorded_at"].startswith("2023-10-02")


async def test_no_date_is_written_into_a_fact_from_the_upload_time(client: httpx.AsyncClient) -> None:
    """Without ``recorded_at`` the upload time is only a default: a date computed from it is not written into
    the fact's text (the conversation may be years old); the structured event_time still is."""
    created = await client.post(
        "/v1/transcriptions", json={"text": "Alice: I went to the dentist yesterday.\nBob: Ouch."}
    )
    assert created.status_code == 201
    digest = (await client.get(f"/digest/{created.json()['id']}", params={"include_facts": "true"})).json()
    (fact,) = [f for f in digest["facts"] if "dentist" in f["fact_text"]]
    assert "yesterday" in fact["fact_text"] and "(" not in fact["fact_text"]
    assert fact["event_time"] is not None


async def test_a_new_value_supersedes_and_as_of_shows_what_held(client: httpx.AsyncClient) -> None:
    await remember(client, "Alice: I live in Boston.\nBob: Nice.", "alice", "2024-01-01T10:00:00Z")
    await remember(client, "Alice: I live in Denver.\nBob: Nice.", "alice", "2024-03-01T10:00:00Z")

    async def held(as_of: str) -> list[str]:
        response = await client.get("/v1/facts", params={"namespace": "alice", "subject": "Alice", "as_of": as_of})
        assert response.status_code == 200, response.text
        return [f["fact_text"] for f in response.json()["facts"]]

    assert any("Boston" in t for t in await held("2024-02-01T00:00:00Z"))
    assert not any("Denver" in t for t in await held("2024-02-01T00:00:00Z"))
    later = await held("2024-04-01T00:00:00Z")
    assert any("Denver" in t for t in later) and not any("Boston" in t for t in later)
    assert await held("2023-12-01T00:00:00Z") == []

    boston = (await search(client, "Boston", "alice", as_of="2024-02-01T00:00:00Z"))[0]["fact"]
    history = (await client.get(f"/v1/facts/{boston['fact_id']}/history")).json()
    kinds = [(e["kind"], e["fact_id"] == boston["fact_id"]) for e in history["events"]]
    assert ("superseded", True) in kinds and len(history["lineage"]) == 2
    superseded = next(e for e in history["events"] if e["kind"] == "superseded")
    assert superseded["valid_to"].startswith("2024-03-01") and superseded["attribute"] == "lives in"
    assert history["lineage"][0] == boston["fact_id"] and history["fact"]["memory"]["status"] == "superseded"


async def test_the_same_fact_again_is_corroborated_not_duplicated(client: httpx.AsyncClient) -> None:
    await remember(client, "Alice: I am allergic to peanuts.\nBob: Noted.", "alice", "2024-01-01T10:00:00Z")
    await remember(client, "Alice: I am allergic to peanuts.\nBob: Noted.", "alice", "2024-02-01T10:00:00Z")
    results = await search(client, "peanut allergy", "alice")
    peanuts = [r["fact"] for r in results if "peanuts" in r["fact"]["fact_text"]]
    assert len(peanuts) == 1
    memory = peanuts[0]["memory"]
    assert memory["evidence_count"] == 2 and memory["confidence"] > peanuts[0]["confidence_score"]
    history = (await client.get(f"/v1/facts/{peanuts[0]['fact_id']}/history")).json()
    assert [e["kind"] for e in history["events"]].count("corroborated") == 1 and len(history["lineage"]) == 2
    earlier = history["lineage"][0]  # the canonical fact; the same words twice: either may be the one found
    assert history["events"][0]["fact_id"] == earlier
    assert memory["merged_into"] == (None if peanuts[0]["fact_id"] == earlier else earlier)


async def test_a_statement_again_is_found_in_the_wording_the_query_matched(client: httpx.AsyncClient) -> None:
    """A review: merging returned the earlier wording. "still working on opening a dance studio" (second visit)
    was folded into "still working on the dance studio" (first visit), and search for the opening showed the
    first visit's words and span. Now the wording the query matched is returned, once, with its own span,
    and carries the statement's evidence; the merge is still one corroborated event on the earlier fact."""
    first = await remember(
        client, "Alice: I am still working on the dance studio.\nBob: Nice.", "dance", "2024-01-01T10:00:00Z"
    )
    text = "Alice: I am still working on opening a dance studio.\nBob: Good luck."
    second = await remember(client, text, "dance", "2024-02-01T10:00:00Z")
    results = await search(client, "Is Alice opening a dance studio?", "dance")
    studio = [r["fact"] for r in results if "studio" in r["fact"]["fact_text"]]
    assert len(studio) == 1, studio  # one statement, one result
    found = studio[0]
    assert "opening a dance studio" in found["fact_text"] and found["transcription_id"] == second
    span = found["source_span"]
    assert text[span["start_char"] : span["end_char"]] == span["text"] and "opening" in span["text"]
    (earlier,) = [
        f for f in (await client.get(f"/v1/transcriptions/{first}/facts")).json() if "studio" in f["fact_text"]
    ]
    memory = found["memory"]
    assert memory["status"] == "merged" and memory["merged_into"] == earlier["fact_id"]
    assert memory["evidence_count"] == 2 == earlier["memory"]["evidence_count"]  # the corroboration is kept
    assert memory["confidence"] == earlier["memory"]["confidence"] > earlier["confidence_score"]
    history = (await client.get(f"/v1/facts/{found['fact_id']}/history")).json()
    assert history["lineage"] == [earlier["fact_id"], found["fact_id"]]
    corroborated = [e for e in history["events"] if e["kind"] == "corroborated"]
    assert [(e["fact_id"], e["related_fact_id"], e["evidence_count"]) for e in corroborated] == [
        (earlier["fact_id"], found["fact_id"], 2)
    ]
    assert history["fact"]["memory"] == {
        **memory,
        "decayed_confidence": history["fact"]["memory"]["decayed_confidence"],
    }
    # what held: the earlier fact stands for the statement, listed once
    listed = (await client.get("/v1/facts", params={"namespace": "dance"})).json()["facts"]
    assert [f["fact_id"] for f in listed if "studio" in f["fact_text"]] == [earlier["fact_id"]]


async def test_the_same_words_about_another_day_are_another_event(client: httpx.AsyncClient) -> None:
    """ "I went to the dentist yesterday" said on 8 May and on 10 June: the brackets memory writes were not
    compared, so the June visit was merged into the May one and no search could find its date."""
    may = await remember(client, "Alice: I went to the dentist yesterday.\nBob: Ouch.", "teeth", "2023-05-08T13:56:00Z")
    june = await remember(
        client, "Alice: I went to the dentist yesterday.\nBob: Again?", "teeth", "2023-06-10T13:56:00Z"
    )
    results = await search(client, "When did Alice go to the dentist?", "teeth")
    visits = {r["fact"]["transcription_id"]: r["fact"] for r in results if "dentist" in r["fact"]["fact_text"]}
    assert visits.keys() == {may, june}
    assert "(7 May 2023)" in visits[may]["fact_text"] and "(9 June 2023)" in visits[june]["fact_text"]
    for fact in visits.values():
        assert fact["memory"]["status"] == "current" and fact["memory"]["evidence_count"] == 1
        history = (await client.get(f"/v1/facts/{fact['fact_id']}/history")).json()
        assert history["lineage"] == [fact["fact_id"]] and [e["kind"] for e in history["events"]] == ["asserted"]


async def test_two_visits_patients_under_the_same_label_are_two_people(client: httpx.AsyncClient) -> None:
    # A new user's walk: two patients, both labelled "Patient", in one clinic namespace were merged into one
    # ("takes aspirin every morning" corroborated, evidence 2). A named speaker is one person everywhere.
    for visit in (
        "Doctor: Hi Mr. Smith.\nPatient: I take aspirin every morning. My husband has diabetes.",
        "Doctor: Hello Ms. Hill.\nPatient: I take aspirin every morning. My husband has diabetes.",
    ):
        await remember(client, visit, "clinic", "2024-03-01T10:00:00Z")
    aspirin = [
        r["fact"]
        for r in await search(client, "aspirin every morning", "clinic")
        if "aspirin" in r["fact"]["fact_text"]
    ]
    assert len(aspirin) == 2 and all(f["memory"]["evidence_count"] == 1 for f in aspirin)
    found = await search(client, "husband diabetes", "clinic")
    husbands = [r["fact"] for r in found if "husband" in r["fact"]["fact_text"]]
    assert len(husbands) == 2 and all(f["memory"]["evidence_count"] == 1 for f in husbands)
    assert all(f["subject_name"] != f["speaker"] for f in husbands)  # the husband's fact, not the patient's


async def test_contradiction_is_recorded_on_both_facts(client: httpx.AsyncClient) -> None:
    await remember(client, "Alice: I have a dog at home.\nBob: Nice.", "alice", "2024-01-01T10:00:00Z")
    await remember(client, "Alice: I don't have a dog at home.\nBob: Oh.", "alice", "2024-02-01T10:00:00Z")
    facts = (await client.get("/v1/facts", params={"namespace": "alice"})).json()["facts"]
    statuses = {f["fact_text"]: f["memory"]["status"] for f in facts if "dog" in f["fact_text"]}
    assert set(statuses.values()) == {"contradicted"} and len(statuses) == 2


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"query": "x", "namespace": "alice", "limit": 101}, "limit"),
        ({"query": "   ", "namespace": "alice"}, "query"),
        ({"query": "x", "namespace": "bad namespace!"}, "namespace"),
        ({"query": "x", "namespace": "alice", "as_of": "not a date"}, "as_of"),
        ({"query": "x", "nmespace": "alice"}, "nmespace"),
        ({}, "query"),  # a field named "query" was reported as "body"
        ({"query": 5}, "query"),
    ],
)
async def test_bad_search_requests_are_problems(client: httpx.AsyncClient, body: dict[str, Any], field: str) -> None:
    response = await client.post("/v1/facts/search", json=body)
    assert_problem(response, 422)
    assert field in [e["field"] for e in response.json()["errors"]]


async def test_bad_memory_fields_on_upload_and_unknown_fact(client: httpx.AsyncClient) -> None:
    bad = await client.post("/v1/transcriptions", json={"text": "Alice: hi there friend.", "recorded_at": "soon"})
    assert_problem(bad, 422)
    multipart = await client.post(
        "/v1/transcriptions", files={"file": ("a.wav", b"RIFF", "audio/wav")}, data={"namespace": "no spaces"}
    )
    assert_problem(multipart, 422)
    assert_problem(await client.get("/v1/facts/fact_doesnotexist/history"), 404)


async def test_default_namespace_and_upload_time(client: httpx.AsyncClient) -> None:
    created = (await client.post("/v1/transcriptions", json={"text": "Alice: I like tea."})).json()
    assert created["namespace"] == "default" and created["recorded_at"] is not None


async def test_memory_tables_are_append_only(client: httpx.AsyncClient, db_path: Path) -> None:
    await remember(client, "Alice: I live in Boston.\nBob: Nice.", "alice", "2024-01-01T10:00:00Z")
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT count(*) FROM fact_events").fetchone()[0] >= 1
        for statement in (
            "UPDATE fact_events SET confidence = 1.0",
            "DELETE FROM fact_vectors",
            "UPDATE memory_aliases SET alias = 'x'",
        ):
            with pytest.raises(sqlite3.IntegrityError, match="append-only"):
                conn.execute(statement)


async def test_self_introduction_links_a_generic_label_to_a_named_entity(client: httpx.AsyncClient) -> None:
    first = "Speaker 1: Hi, my name is John Smith. I work as a nurse.\nSpeaker 2: Nice to meet you."
    await remember(client, first, "clinic", "2024-01-01T10:00:00Z")
    await remember(client, "John Smith: I work as a teacher now.\nAnna: Oh nice.", "clinic", "2024-06-01T10:00:00Z")
    about_john = (await client.get("/v1/facts", params={"namespace": "clinic", "subject": "John"})).json()["facts"]
    texts = [f["fact_text"] for f in about_john]
    assert any("teacher" in t for t in texts) and not any("nurse" in t for t in texts)
    assert all(f["memory"]["subject"] == "John Smith" for f in about_john)
    earlier = await client.get(
        "/v1/facts", params={"namespace": "clinic", "subject": "John Smith", "as_of": "2024-02-01T00:00:00Z"}
    )
    assert any("nurse" in f["fact_text"] for f in earlier.json()["facts"])
    # the other speaker of the first conversation is nobody named: not linked to John Smith
    assert not any("Nice to meet you" in t for t in texts)
    assert (await client.get("/v1/facts", params={"namespace": "clinic", "subject": "Speaker 2"})).json()["facts"] == []


async def test_a_new_run_of_the_same_transcription_is_not_new_evidence(client: httpx.AsyncClient) -> None:
    tid = await remember(client, "Alice: I am allergic to peanuts.\nBob: Noted.", "alice", "2024-01-01T10:00:00Z")
    assert (await client.post(f"/digest/{tid}/runs")).status_code == 201
    peanuts = [
        r["fact"] for r in await search(client, "peanut allergy", "alice") if "peanuts" in r["fact"]["fact_text"]
    ]
    assert len(peanuts) == 1  # still one fact in memory
    memory = peanuts[0]["memory"]
    assert memory["evidence_count"] == 1 and memory["confidence"] == peanuts[0]["confidence_score"]


async def test_facts_of_one_turn_are_all_found(client: httpx.AsyncClient) -> None:
    """Search prefers one fact from each turn, but a turn's other facts still follow: a one-turn transcript
    ("Patient: …" with four facts) had returned one fact for any query."""
    text = (
        "Patient: Hi, my name is John Smith. I have had a headache since Monday, but I do not have a fever. "
        "I take ibuprofen twice a day."
    )
    await remember(client, text, "john", "2024-01-10T09:00:00Z")
    found = [r["fact"]["fact_text"] for r in await search(client, "What does John take for his headache?", "john")]
    assert "The patient takes ibuprofen twice a day." in found and len(found) == len(set(found)) >= 3


async def test_a_transcriptions_facts_carry_the_memory_state_search_and_history_show(client: httpx.AsyncClient) -> None:
    """GET /v1/transcriptions/{id}/facts gives each fact its memory state (superseded, corroborated, …), the
    same as the history route: it had given the bare stored record."""
    boston = await remember(client, "Alice: I live in Boston.\nBob: Nice.", "alice", "2024-01-01T10:00:00Z")
    moved = await remember(client, "Alice: I live in Denver.\nBob: Nice.", "alice", "2024-03-01T10:00:00Z")
    again = await remember(client, "Alice: I live in Denver.\nBob: Nice.", "alice", "2024-04-01T10:00:00Z")
    listed = await client.get(f"/v1/transcriptions/{boston}/facts")
    assert listed.status_code == 200, listed.text
    (fact,) = [f for f in listed.json() if "Boston" in f["fact_text"]]
    assert fact["memory"]["status"] == "superseded" and fact["memory"]["superseded_by"]
    history = (await client.get(f"/v1/facts/{fact['fact_id']}/history")).json()
    # the same model and state as history (decayed_confidence is read at each request's "now")
    assert {k: v for k, v in history["fact"]["memory"].items() if k != "decayed_confidence"} == {
        k: v for k, v in fact["memory"].items() if k != "decayed_confidence"
    }
    assert history["fact"].keys() == fact.keys()
    denver = await search(client, "Where does Alice live?", "alice")
    (current,) = [r["fact"] for r in denver if "Denver" in r["fact"]["fact_text"]]  # either wording: the same words
    assert current["memory"]["evidence_count"] == 2
    (first,) = [f for f in (await client.get(f"/v1/transcriptions/{moved}/facts")).json() if "Denver" in f["fact_text"]]
    (repeated,) = [
        f for f in (await client.get(f"/v1/transcriptions/{again}/facts")).json() if "Denver" in f["fact_text"]
    ]
    assert first["memory"]["status"] == "current" and current["fact_id"] in (first["fact_id"], repeated["fact_id"])
    assert repeated["memory"]["status"] == "merged" and repeated["memory"]["merged_into"] == first["fact_id"]
    assert repeated["memory"]["evidence_count"] == 2


WALK = (
    "Anna: I work as a nurse at the Mercy hospital. I moved to Denver in March.\n"
    "Ben: How is the new job going?\n"
    "Anna: The night shifts at the hospital are hard, but my colleagues on the ward are great. "
    "I also adopted a cat named Miso.\n"
    "Ben: I bought a new bike last week.\n"
    "Anna: My sister Clara plays the cello in an orchestra.\n"
    "Ben: I have been learning Spanish for two years.\n"
    "Anna: I am allergic to peanuts."
)


async def test_search_never_puts_unrelated_facts_between_the_querys_own(client: httpx.AsyncClient) -> None:
    """A new user's walk: 'hospital' listed the bike and the Spanish lessons (scores 0.7 and 0.1) before 'The
    night shifts at the hospital are hard' (2.6, shown after them: a turn's second fact came after one fact
    of every other turn). Scores now never rise down the list, and what scores a small fraction of the
    best is not returned."""
    await remember(client, WALK, "anna", "2024-05-02T10:00:00Z")
    results = await search(client, "hospital", "anna")
    scores = [r["score"] for r in results]
    texts = [r["fact"]["fact_text"] for r in results]
    assert scores == sorted(scores, reverse=True)
    assert scores[-1] >= 0.2 * scores[0]
    assert all("hospital" in t for t in texts[:2]), texts
    assert not any("Spanish" in t for t in texts), texts
