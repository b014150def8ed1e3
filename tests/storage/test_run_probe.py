"""The run probe the digest cache asks before every cached answer: it must see, at once, every run, key and
revocation committed before it is asked — on both backends, whoever wrote them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bench.records import make_run
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.storage.api_keys import ApiKeyStore, hash_key
from factlayer.storage.fact_store import FactStore
from factlayer.storage.run_probe import RunState, open_run_probe
from factlayer.storage.scope import set_namespace
from factlayer.storage.transcription_store import TranscriptionStore

SOURCE = "Hi, my name is John Smith. I've had a headache since Monday."
KEY = "k" * 16


async def test_the_probe_sees_each_new_run_key_and_revocation_at_once(engine: AsyncEngine) -> None:
    probe = open_run_probe(engine)
    assert probe is not None
    try:
        set_namespace(None)
        transcription = await TranscriptionStore(engine).create_text(
            SOURCE, language="en", title=None, namespace="clinic-a"
        )
        tid = transcription.id
        assert await probe.probe(tid, KEY, None) == RunState(None, "clinic-a", None)
        assert await probe.probe("tr_missing", KEY, None) == RunState(None, None, None)

        facts = FactStore(engine)
        first = make_run(tid)
        await facts.append_run(first, [], [])
        assert await probe.probe(tid, KEY, None) == RunState(first.run_id, "clinic-a", None)
        # a run of another configuration is not this configuration's latest
        await facts.append_run(make_run(tid, run_key="other-config"), [], [])
        assert (await probe.probe(tid, KEY, None)) == RunState(first.run_id, "clinic-a", None)
        # a re-run, written on another connection as another process would write it, is seen by the next probe
        second = make_run(tid, created_at=datetime.now(UTC) + timedelta(seconds=1))
        await facts.append_run(second, [], [])
        assert await probe.probe(tid, KEY, None) == RunState(second.run_id, "clinic-a", None)

        keys = ApiKeyStore(engine)
        key_a, plain_a = await keys.create("clinic-a")
        _, plain_b = await keys.create("clinic-b")
        assert await probe.probe(tid, KEY, hash_key(plain_a)) == RunState(second.run_id, "clinic-a", "clinic-a")
        assert await probe.probe(tid, KEY, hash_key(plain_b)) == RunState(second.run_id, "clinic-a", "clinic-b")
        assert await probe.probe(tid, KEY, hash_key("flk_unknown")) == RunState(second.run_id, "clinic-a", None)
        assert await keys.revoke(key_a.id)
        assert await probe.probe(tid, KEY, hash_key(plain_a)) == RunState(second.run_id, "clinic-a", None)
    finally:
        await probe.aclose()


async def test_a_closed_probe_opens_again_when_asked(engine: AsyncEngine) -> None:
    probe = open_run_probe(engine)
    assert probe is not None
    set_namespace(None)
    tid = (await TranscriptionStore(engine).create_text(SOURCE, language="en", title=None)).id
    assert (await probe.probe(tid, KEY, None)) == RunState(None, "default", None)
    await probe.aclose()
    run = make_run(tid)
    await FactStore(engine).append_run(run, [], [])
    try:
        assert (await probe.probe(tid, KEY, None)) == RunState(run.run_id, "default", None)
    finally:
        await probe.aclose()
