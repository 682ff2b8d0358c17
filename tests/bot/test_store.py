"""Storage: migrations, WAL, one open game per channel, atomic commits, version checks, replay repair.

Tests taking ``database`` run on both backends (SQLite, and PostgreSQL when BOARDGAME_TEST_POSTGRES_URL is
set); the others are about SQLite's file itself."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import asyncpg
import pytest
from databases import needs_postgres, postgres_schema
from menagerie import GAME

from core.service import GameBroken, GameService
from rules.players import RandomPlayer
from store import (
    MIGRATIONS,
    ChannelBusy,
    ClockRow,
    NewAction,
    StaleVersion,
    Store,
    StoreUnavailable,
    open_store,
)


async def started_game(store: Store, channel_id: int = 1, seed: int = 5) -> int:
    record = await store.create_lobby(
        guild_id=9, channel_id=channel_id, game=GAME.id, options={}, creator_id=100
    )
    await store.add_seat(record.id, 200)
    state = GAME.setup(2, {}, seed)
    await store.start_game(record.id, seed=seed, state_json=json.dumps(GAME.dump(state)))
    return record.id


async def test_migrations_from_an_empty_file_reach_the_latest_schema_with_wal(tmp_path: Path):
    path = tmp_path / "sub" / "fresh.sqlite3"
    store = await open_store(str(path))
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert await store.journal_mode() == "wal"
    finally:
        await store.close()
    tables = {
        row[0] for row in sqlite3.connect(path).execute("SELECT name FROM sqlite_master WHERE type='table'")
    }
    assert {"games", "seats", "actions", "user_settings"} <= tables


async def test_migrations_continue_from_an_older_schema(tmp_path: Path):
    path = tmp_path / "old.sqlite3"
    connection = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        connection.execute(statement)
    connection.execute("PRAGMA user_version = 1")
    connection.commit()
    connection.close()
    store = await open_store(str(path))
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert await store.scalar("SELECT COUNT(*) FROM sqlite_master WHERE name = 'seats_by_user'") == 1
        assert await store.scalar(
            "SELECT COUNT(*) FROM pragma_table_info('games') WHERE name = 'turn_start_state'"
        )
    finally:
        await store.close()


async def test_a_newer_schema_than_the_bot_is_refused(tmp_path: Path):
    path = tmp_path / "future.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    connection.close()
    with pytest.raises(StoreUnavailable, match="newer version") as caught:
        await open_store(str(path))
    assert caught.value.reason == "newer"


@needs_postgres
async def test_analyze_takes_the_statistics_of_its_own_schema_and_no_other():
    """The statistics the store takes after a migration or a restore are of its own tables: a bare
    ``ANALYZE`` would sample every schema of the database (another bot's, another application's)."""
    async with postgres_schema() as ours, postgres_schema() as theirs:
        neighbour = await asyncpg.connect(theirs)
        try:
            await neighbour.execute("CREATE TABLE other_rows (n INTEGER)")
            await neighbour.execute("INSERT INTO other_rows SELECT generate_series(1, 500)")
            store = await open_store(ours)
            try:
                await started_game(store)
                await store.analyze()
                unknown = await neighbour.fetch(
                    "SELECT n.nspname, c.relname, c.reltuples FROM pg_class c "
                    "JOIN pg_namespace n ON n.oid = c.relnamespace "
                    "WHERE n.nspname IN ($1, $2) AND c.relkind = 'r' ORDER BY 1, 2",
                    schema_of(ours), schema_of(theirs))
            finally:
                await store.close()
        finally:
            await neighbour.close()
    taken = {(row["nspname"], row["relname"]): row["reltuples"] for row in unknown}
    assert taken[(schema_of(theirs), "other_rows")] < 0, "another schema's table was analysed"
    ours_taken = {name: tuples for (schema, name), tuples in taken.items() if schema == schema_of(ours)}
    assert len(ours_taken) > 20 and all(tuples >= 0 for tuples in ours_taken.values()), ours_taken
    assert ours_taken["games"] == 1


def schema_of(url: str) -> str:
    return url.rsplit("search_path=", 1)[1]


async def test_one_open_game_per_channel(database: str):
    store = await open_store(database)
    try:
        first = await store.create_lobby(guild_id=1, channel_id=7, game="menagerie", options={}, creator_id=1)
        with pytest.raises(ChannelBusy):
            await store.create_lobby(guild_id=1, channel_id=7, game="menagerie", options={}, creator_id=2)
        await store.set_status(first.id, "finished")
        second = await store.create_lobby(
            guild_id=1, channel_id=7, game="menagerie", options={}, creator_id=2
        )
        assert (await store.open_game_in_channel(7)).id == second.id
    finally:
        await store.close()


async def test_leaving_a_lobby_closes_the_gap_in_seats(database: str):
    store = await open_store(database)
    try:
        record = await store.create_lobby(
            guild_id=1, channel_id=7, game="menagerie", options={}, creator_id=1
        )
        assert await store.add_seat(record.id, 2)
        assert not await store.add_seat(record.id, 2)
        assert await store.add_seat(record.id, 3)
        assert await store.remove_seat(record.id, 2)
        assert await store.seats(record.id) == [1, 3]
    finally:
        await store.close()


def fail_before(store: Store, monkeypatch, statement_start: str, error: BaseException) -> None:
    """Make ``commit_action`` fail just before its statement beginning with ``statement_start`` runs, the
    statements before it already run inside the transaction (the fault injected between two of them)."""
    real = store._commit_plan

    def plan(*args, **kwargs):
        inner = real(*args, **kwargs)
        try:
            statement = next(inner)
            while True:
                if statement[0].startswith(statement_start):
                    raise error
                statement = inner.send((yield statement))
        except StopIteration as stop:
            return stop.value

    monkeypatch.setattr(store, "_commit_plan", plan)


async def test_commit_is_atomic_when_it_fails_between_the_snapshot_and_the_action(
    database: str, monkeypatch
):
    store = await open_store(database)
    try:
        game_id = await started_game(store)
        before = await store.get_game(game_id)
        fail_before(store, monkeypatch, "INSERT INTO actions", OSError("disk vanished"))
        with pytest.raises(OSError):
            await store.commit_action(
                game_id,
                expected_version=before.version,
                actions=[NewAction(0, "pass", "North passes.", 0)],
                state_json="{}",
                finished=False,
            )
        after = await store.get_game(game_id)
        assert after.version == before.version and after.state == before.state
        assert after.snapshot_digest == before.snapshot_digest
        assert await store.actions(game_id) == []
    finally:
        await store.close()


async def test_commit_is_atomic_when_a_late_statement_fails_in_the_database(database: str):
    """A real failure, no patching: the clock written last breaks a constraint (no start time), after the
    game's row and the action were written in the same transaction; nothing of the move stays."""
    store = await open_store(database)
    try:
        game_id = await started_game(store)
        before = await store.get_game(game_id)
        with pytest.raises(store.dialect.integrity_errors):
            await store.commit_action(
                game_id,
                expected_version=before.version,
                actions=[NewAction(0, "pass", "North passes.", 0)],
                state_json="{}",
                finished=False,
                announcement={"kind": "move"},
                clock=ClockRow(game_id, 1, 101, 1, None),  # type: ignore[arg-type]
            )
        after = await store.get_game(game_id)
        assert (after.version, after.state, after.snapshot_digest) == (
            before.version, before.state, before.snapshot_digest)
        assert await store.actions(game_id) == [] and await store.pending_announcements() == []
        assert await store.get_clock(game_id) is None
        # And the same move then commits whole.
        assert await store.commit_action(game_id, expected_version=before.version, state_json="{}",
                                         actions=[NewAction(0, "pass", "North passes.", 0)],
                                         finished=False) == before.version + 1
        assert [a.seq for a in await store.actions(game_id)] == [1]
    finally:
        await store.close()


async def test_a_commit_from_an_old_version_is_refused_and_stores_nothing(database: str):
    store = await open_store(database)
    try:
        game_id = await started_game(store)
        version = (await store.get_game(game_id)).version
        await store.commit_action(
            game_id,
            expected_version=version,
            actions=[NewAction(0, "pass", "North passes.", 0)],
            state_json="{}",
            finished=False,
        )
        with pytest.raises(StaleVersion):
            await store.commit_action(
                game_id,
                expected_version=version,
                actions=[NewAction(0, "pass", "North passes.", 0)],
                state_json="{}",
                finished=False,
            )
        assert len(await store.actions(game_id)) == 1
    finally:
        await store.close()


async def play_some(service: GameService, game_id: int, moves: int) -> None:
    player = RandomPlayer(3)
    for _ in range(moves):
        loaded = await service.load(await service.store.get_game(game_id))
        if GAME.is_over(loaded.state):
            return
        action = player.choose(GAME, loaded.state)
        await service.play(loaded, loaded.to_play_user(), action)


async def test_a_corrupt_snapshot_is_rebuilt_from_the_action_log(database: str):
    store = await open_store(database)
    try:
        service = GameService(store, {GAME.id: GAME})
        game_id = await started_game(store)
        await play_some(service, game_id, 5)
        good = (await store.get_game(game_id)).state
        await store.execute("UPDATE games SET state = '{\"broken\": ' WHERE id = ?", (game_id,))
        loaded = await service.load(await store.get_game(game_id))
        assert GAME.dump(loaded.state) == json.loads(good)
        assert json.loads((await store.get_game(game_id)).state) == json.loads(good)  # repaired in place
    finally:
        await store.close()


async def test_an_unrebuildable_game_raises_a_polite_error(database: str):
    store = await open_store(database)
    try:
        service = GameService(store, {GAME.id: GAME})
        game_id = await started_game(store)
        await play_some(service, game_id, 2)
        await store.execute("UPDATE games SET state = 'garbage' WHERE id = ?", (game_id,))
        await store.execute("UPDATE actions SET action = 'fly:away' WHERE game_id = ?", (game_id,))
        with pytest.raises(GameBroken, match="damaged"):
            await service.load(await store.get_game(game_id))
    finally:
        await store.close()


async def test_turn_reminder_setting_defaults_on_and_is_kept(database: str):
    store = await open_store(database)
    try:
        assert await store.turn_reminders(5)
        await store.set_turn_reminders(5, False)
        assert not await store.turn_reminders(5)
        await store.set_turn_reminders(5, True)
        assert await store.turn_reminders(5)
    finally:
        await store.close()


async def test_the_live_boards_card_is_kept_with_its_message_and_replaced_with_it(database: str):
    store = await open_store(database)
    try:
        game_id = await started_game(store)
        assert await store.board_card(game_id) is None
        await store.set_board_message(game_id, 77, '{"title": "after turn 1"}')
        assert (await store.get_game(game_id)).board_message_id == 77
        assert await store.board_card(game_id) == '{"title": "after turn 1"}'
        await store.set_board_message(game_id, 78)  # a board drawn without a card keeps none
        assert (await store.get_game(game_id)).board_message_id == 78
        assert await store.board_card(game_id) is None
        assert await store.board_card(game_id + 1000) is None
    finally:
        await store.close()


async def test_a_read_right_after_a_commit_sees_it_while_other_reads_run(database: str):
    """Reads share one connection; a read issued after a commit returned must see that commit even while
    other coroutines' reads are in flight (a cursor stepped across several jobs kept an old snapshot)."""
    store = await open_store(database)
    try:
        writer_id = await started_game(store, channel_id=1)
        other_id = await started_game(store, channel_id=2)
        stop = False

        async def reader() -> None:
            while not stop:
                await store.get_game(other_id)
                await store.actions(other_id)

        readers = [asyncio.create_task(reader()) for _ in range(8)]
        version = 1
        state = json.dumps(GAME.dump(GAME.setup(2, {}, 5)))
        try:
            for _ in range(40):
                version = await store.commit_action(
                    writer_id, expected_version=version, actions=[NewAction(0, "pass", "passes", 0)],
                    state_json=state, finished=False)
                assert (await store.get_game(writer_id)).version == version
        finally:
            stop = True
            await asyncio.gather(*readers)
    finally:
        await store.close()


async def test_a_seats_last_action_is_read_by_its_stamp(database: str):
    """When a seat last acted (issue 27: a player at the table is not reminded): the stamp of its last
    logged action, the bot's injected time; None before its first."""
    from datetime import UTC, datetime, timedelta

    from store import parse_stamp

    now = [datetime(2026, 11, 23, 10, 0, tzinfo=UTC)]
    store = await open_store(database, clock=lambda: now[0])
    try:
        game_id = await started_game(store)
        assert await store.last_action_at(game_id, 0) is None
        for seat, minutes in ((0, 1), (1, 2), (0, 3)):
            now[0] += timedelta(minutes=minutes)
            version = (await store.get_game(game_id)).version
            await store.commit_action(game_id, expected_version=version, state_json="{}", finished=False,
                                      actions=[NewAction(seat, "pass", "A pass.", seat)])
        assert parse_stamp(await store.last_action_at(game_id, 0)) == now[0]
        assert parse_stamp(await store.last_action_at(game_id, 1)) == now[0] - timedelta(minutes=3)
        assert await store.last_action_at(game_id, 5) is None
    finally:
        await store.close()
