"""Flows (``core/flows.py``), the mechanism under every exactly-once test of ``test_exactly_once.py``: each
kind the store writes has exactly one room carrying it out; a flow is claimed by one process at a time,
its steps recorded and never run twice, taken over once its lease ran out (and the process that lost it
stops), given back after a failure; the periodic work finds the due ones through an index, however many
are waiting, on both databases."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from databases import query_work
from harness import Harness

from bot.rooms import GameCog
from core.flows import LEASE, QUICK_ATTEMPTS, Flow, FlowLost, FlowRetry, Flows
from store import FLOW_KINDS, open_store, stamp

NOW = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> datetime:
        return self.now


async def test_every_kind_of_flow_the_store_writes_is_carried_out_by_exactly_one_room(harness: Harness):
    """A kind no room carries out would wait in the table for ever: the store's kinds and the rooms'
    declarations must be the same set, each kind declared once."""
    declared = [kind for room in harness.bot.rooms for kind in room.FLOWS]
    assert sorted(declared) == sorted(FLOW_KINDS)
    assert set(harness.bot.flows.handlers) == set(FLOW_KINDS)

    class Twin(GameCog):
        FLOWS = (FLOW_KINDS[0],)

    with pytest.raises(ValueError, match="two handlers"):
        await harness.bot.add_room(Twin(harness.bot))


async def test_a_flow_is_claimed_once_its_steps_run_once_and_a_lost_lease_stops_the_old_owner(database: str):
    clock = Clock()
    store = await open_store(database, clock=clock)
    try:
        one, two = Flows(store, clock), Flows(store, clock)
        assert await store.start_flow("digest", "1@x", guild_id=None, user_id=5, payload={"n": 1})
        assert not await store.start_flow("digest", "1@x", guild_id=None, user_id=5, payload={"n": 2})
        first = await one.claim("digest", "1@x")
        assert first is not None and first.payload == {"n": 1} and not first.resumed
        assert await two.claim("digest", "1@x") is None  # held
        runs: list[str] = []

        async def work(name: str) -> str:
            runs.append(name)
            return name.upper()

        assert await first.step("a", lambda: work("a")) == "A"
        assert await first.step("a", lambda: work("a")) == "A"  # recorded: not run again
        assert runs == ["a"]
        clock.now += LEASE  # the owner stalls past its lease (the step renewed it until then)
        second = await two.claim("digest", "1@x")
        assert second is not None and second.resumed and second.steps == {"a": "A"}
        with pytest.raises(FlowLost):
            await first.step("b", lambda: work("b"))  # the old owner's record is refused
        assert await second.step("b", lambda: work("b")) == "B"
        assert await store.finish_flow(second.id, second.record.owner)
        assert await store.due_flows(stamp(clock.now + timedelta(days=1))) == []
        assert len(first.nonce("x")) <= 25 and first.nonce("x") == second.nonce("x") != second.nonce("y")
    finally:
        await store.close()


async def test_a_failing_flow_is_given_back_and_tried_by_the_next_ticks_then_less_often(database: str):
    clock = Clock()
    store = await open_store(database, clock=clock)
    try:
        flows = Flows(store, clock)
        attempts: list[int] = []

        async def failing(flow: Flow) -> None:
            attempts.append(flow.record.attempts)
            raise FlowRetry("Discord said 503")

        flows.handle("digest", failing)
        await store.start_flow("digest", "2@x", guild_id=None, user_id=6, payload={})
        for _ in range(QUICK_ATTEMPTS):
            assert await flows.resume(None) == 0  # given back: due again at once
        assert attempts == [1, 2, 3]
        assert await flows.resume(None) == 0
        assert attempts == [1, 2, 3, 4]
        assert await store.due_flows(stamp(clock.now)) == []  # the fourth failure waits a minute
        clock.now += timedelta(minutes=1)
        assert await store.due_flows(stamp(clock.now)) == [("digest", "2@x")]

        async def working(flow: Flow) -> None:
            await flow.step("sent", lambda: asyncio.sleep(0, "yes"))

        flows.handlers["digest"] = working
        assert await flows.resume(None) == 1
        assert await store.due_flows(stamp(clock.now + timedelta(days=1))) == []  # done: deleted
    finally:
        await store.close()


async def test_the_due_flows_are_found_by_the_index_however_many_are_held(database: str):
    """Five flows due among five, then among two thousand held by live leases: the tick's read does the
    same work (an idle tick reads nothing of the held ones)."""
    store = await open_store(database)
    try:
        now = stamp(NOW)
        held = stamp(NOW + LEASE)

        async def add(count: int, claim_until: str, start: int) -> None:
            async with store.transaction() as db:
                for index in range(start, start + count):
                    await db.execute(
                        "INSERT INTO flows (kind, flow_key, guild_id, claim_until, created_at) "
                        "VALUES ('queue-match', ?, 9, ?, ?)", (str(index), claim_until, now))

        await add(5, now, 0)
        sql, params = store._due_flows_query(now, None, 100)
        assert len(await store.due_flows(now)) == 5
        few = await query_work(store.backend, database, sql, params, ("flows",))
        await add(2000, held, 5)
        if store.backend == "postgresql":
            await store.analyze()
        assert len(await store.due_flows(now)) == 5
        many = await query_work(store.backend, database, sql, params, ("flows",))
        assert many <= few * 1.2 + 20, (few, many)
    finally:
        await store.close()


async def test_a_members_deletion_takes_the_work_about_them_alone_with_it(database: str):
    """A digest claimed for a member (its flow pending) and the DM about their expired queue place: their
    data deleted, nothing of it is left to be sent; another member's flow stays."""
    clock = Clock()
    store = await open_store(database, clock=clock)
    try:
        await store.set_digest(5, 10, stamp(NOW))
        assert await store.claim_digest(5, stamp(NOW), stamp(NOW), stamp(NOW + timedelta(minutes=10)))
        await store.start_flow("queue-expiry", "77", guild_id=9, user_id=5, payload={"user": 5})
        await store.start_flow("queue-expiry", "78", guild_id=9, user_id=6, payload={"user": 6})
        await store.forget_user(5, standin=[], abandon=[], announcements={})
        rows = await store._read_all("SELECT kind, flow_key FROM flows")
        assert [tuple(row) for row in rows] == [("queue-expiry", "78")]
    finally:
        await store.close()
