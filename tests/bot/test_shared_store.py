"""Several bot processes on one database: the database decides races, claims happen once, a killed process
loses no acknowledged move, the periodic work splits by shard, and ``migrate-db`` copies a whole database.

Tests taking ``database`` run on SQLite and on PostgreSQL (the latter when BOARDGAME_TEST_POSTGRES_URL is
set). Two "processes" are two independent stores (two connections or pools, two per-process game locks),
so nothing in one process can serialise the other; the kill test runs a real child process.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import textwrap
from datetime import timedelta
from pathlib import Path

import pytest
from databases import needs_postgres
from discord.webhook import async_ as webhook_async
from menagerie import GAME

from bot.config import ConfigError, load_config
from bot.migrate_db import TABLES, TargetNotEmpty, copy_database
from bot.panel import navigate
from core.service import GameService
from i18n import t
from store import MIGRATIONS, ClockRow, Shards, StaleVersion, Store, StoreUnavailable, open_store, stamp
from store.postgres import pg_ddl, pg_sql, redact

ROOT = Path(__file__).resolve().parents[2]
GAMES = {GAME.id: GAME}


async def new_game(store: Store, channel_id: int, *, guild_id: int = 9, seed: int = 5) -> int:
    record = await store.create_lobby(guild_id=guild_id, channel_id=channel_id, game=GAME.id, options={},
                                      creator_id=100)
    await store.add_seat(record.id, 200)
    await store.start_game(record.id, seed=seed, state_json=json.dumps(GAME.dump(GAME.setup(2, {}, seed))))
    return record.id


async def replays_to_snapshot(service: GameService, game_id: int) -> bool:
    record = await service.store.get_game(game_id)
    replayed = await service.replay(record, GAME, 2)
    return GAME.dump(replayed) == json.loads(record.state)


# --- the race ------------------------------------------------------------------------------------------
async def test_two_processes_pressing_the_same_button_1000_times_apply_each_move_once(database: str):
    """Both processes load the same version and play the same action at the same moment, 1,000 times:
    each time exactly one commit lands and the other is refused with StaleVersion (the bot's "this panel
    was out of date" answer); every game's log holds exactly the winning moves."""
    stores = [await open_store(database), await open_store(database)]
    try:
        services = [GameService(store, GAMES) for store in stores]
        channel = 1
        game_id = await new_game(stores[0], channel)
        applied: dict[int, int] = {game_id: 0}
        stale = 0
        for _ in range(1000):
            loaded = [await s.load(await s.store.get_game(game_id)) for s in services]
            if GAME.is_over(loaded[0].state):
                channel += 1
                game_id = await new_game(stores[channel % 2], channel, seed=channel)
                applied[game_id] = 0
                loaded = [await s.load(await s.store.get_game(game_id)) for s in services]
            assert loaded[0].version == loaded[1].version
            action = GAME.legal_actions(loaded[0].state)[0]
            user = loaded[0].to_play_user()
            plays = (s.play(g, user, action) for s, g in zip(services, loaded, strict=True))
            results = await asyncio.gather(*plays, return_exceptions=True)
            errors = [r for r in results if isinstance(r, BaseException)]
            assert len(errors) == 1 and isinstance(errors[0], StaleVersion), results
            applied[game_id] += 1
            stale += 1
        assert stale == 1000 and len(applied) > 1
        for game_id, moves in applied.items():
            assert await stores[0].count_actions(game_id) == moves
            assert [a.seq for a in await stores[1].actions(game_id)] == list(range(1, moves + 1))
            assert await replays_to_snapshot(services[1], game_id)
    finally:
        for store in stores:
            await store.close()


async def test_a_record_read_just_before_another_process_commits_loads_as_the_new_version(database: str):
    """The record and the log are read one after the other; a commit by another process in between must
    not give the new state under the old version (a press would then be judged against the wrong state,
    "not on the menu" instead of "this panel was out of date"). The load starts again from the new record."""
    stores = [await open_store(database), await open_store(database)]
    try:
        services = [GameService(store, GAMES) for store in stores]
        game_id = await new_game(stores[0], 1)
        old = await stores[0].get_game(game_id)
        other = await services[1].load(await stores[1].get_game(game_id))
        await services[1].play(other, other.to_play_user(), GAME.legal_actions(other.state)[0])
        loaded = await services[0].load(old)
        current = await stores[0].get_game(game_id)
        assert loaded.version == current.version == old.version + 1
        assert GAME.dump(loaded.state) == json.loads(current.state)
    finally:
        for store in stores:
            await store.close()


async def test_a_reminder_is_claimed_by_exactly_one_of_many_processes(database: str):
    stores = [await open_store(database) for _ in range(3)]
    try:
        game_id = await new_game(stores[0], 1)
        await stores[0].replace_clock(ClockRow(game_id, 0, 100, 0, "2026-01-01T00:00:00+00:00",
                                               half_at="2026-01-01T06:00:00+00:00"))
        for _ in range(20):
            results = await asyncio.gather(*(s.claim_clock(game_id, 0, 0, "half_sent") for s in stores * 3))
            assert sum(results) == 1
            await stores[0].claim_clock(game_id, 0, 0, "half_sent", expect=1, value=0)
    finally:
        for store in stores:
            await store.close()


# --- a process killed mid-storm -------------------------------------------------------------------------
CHILD = textwrap.dedent("""
    import asyncio, json, sys
    sys.path.insert(0, {tests!r})
    from menagerie import GAME
    from core.service import GameService
    from store import StaleVersion, open_store

    async def main():
        store = await open_store({database!r})
        service = GameService(store, {{GAME.id: GAME}})
        while True:
            for game_id in {game_ids!r}:
                try:
                    loaded = await service.load(await store.get_game(game_id))
                    if GAME.is_over(loaded.state):
                        continue
                    action = GAME.legal_actions(loaded.state)[0]
                    result = await service.play(loaded, loaded.to_play_user(), action)
                except StaleVersion:
                    continue
                # Acknowledged: commit_action returned. The parent counts these lines.
                print("ack", game_id, result.after.version, flush=True)

    asyncio.run(main())
""")


async def test_a_process_killed_in_an_action_storm_loses_no_acknowledged_move(database: str, tmp_path: Path):
    """A child process and this one play the same games as fast as they can; the child is killed with
    SIGKILL in the middle. Every move the child acknowledged is in the log, every game still replays to
    its snapshot, and this process carries on playing the very games the child was in."""
    store = await open_store(database)
    try:
        service = GameService(store, GAMES)
        game_ids = [await new_game(store, channel, seed=channel) for channel in range(1, 13)]
        script = tmp_path / "child.py"
        script.write_text(CHILD.format(tests=str(Path(__file__).parent), database=database,
                                       game_ids=game_ids))
        child = await asyncio.create_subprocess_exec(
            sys.executable, str(script), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=str(ROOT))
        acked: dict[int, int] = {}
        lines = 0
        try:
            assert child.stdout is not None
            while lines < 20:  # then kill: the child is mid-storm, with moves still to make
                lines += 1
                line = (await asyncio.wait_for(child.stdout.readline(), 60)).decode()
                assert line, (await child.stderr.read()).decode()[-2000:]
                _, game_id, version = line.split()
                acked[int(game_id)] = max(acked.get(int(game_id), 0), int(version))
                # This process plays too, so the kill lands while both are writing.
                loaded = await service.load(await store.get_game(int(game_id)))
                if not GAME.is_over(loaded.state):
                    try:
                        await service.play(loaded, loaded.to_play_user(), GAME.legal_actions(loaded.state)[0])
                    except StaleVersion:
                        pass
            child.send_signal(signal.SIGKILL)
            # Lines already written before the kill are acknowledgements too.
            # A line the kill cut short (no newline yet) was never acknowledged: only whole lines count.
            rest = (await child.stdout.read()).decode().split("\n")[:-1]
            for line in filter(None, rest):
                _, game_id, version = line.split()
                acked[int(game_id)] = max(acked.get(int(game_id), 0), int(version))
        finally:
            if child.returncode is None:
                child.kill()
            await child.wait()
        errors = (await child.stderr.read()).decode() if child.stderr is not None else ""
        assert "Traceback" not in errors, errors[-2000:]  # the child died of the kill, not of an error
        # asyncio reports 255 when another waiter in this test process (a process pool's) reaped the
        # child's exit status first; the kill was ours either way, and the child printed no error.
        assert child.returncode in (-signal.SIGKILL, 255), child.returncode
        for game_id, version in acked.items():
            record = await store.get_game(game_id)
            assert record.version >= version  # version = 1 (start) + actions: nothing acknowledged is lost
            assert await store.count_actions(game_id) == record.version - 1
            assert await replays_to_snapshot(service, game_id)
        # The survivor carries on in every game (no lock or transaction of the dead process is left).
        for game_id in game_ids:
            loaded = await service.load(await store.get_game(game_id))
            if not GAME.is_over(loaded.state):
                action = GAME.legal_actions(loaded.state)[0]
                result = await service.play(loaded, loaded.to_play_user(), action)
                assert result.after.version == loaded.version + 1
    finally:
        await store.close()


# --- periodic work by shard -------------------------------------------------------------------------------
def guild_in_shard(shard: int, count: int) -> int:
    """A guild id (a snowflake) that Discord puts on ``shard`` of ``count``."""
    return ((1 << 20) * count + shard) << 22


async def test_the_periodic_work_splits_by_shard_without_gaps_or_overlap(database: str):
    store = await open_store(database)
    try:
        count = 4
        games = {}
        for shard in range(count):
            games[shard] = await new_game(store, 10 + shard, guild_id=guild_in_shard(shard, count))
            await store.replace_clock(ClockRow(games[shard], 0, 100, 0, "2026-01-01T00:00:00+00:00",
                                               half_at="2026-01-01T06:00:00+00:00"))
        lobby = await store.create_lobby(guild_id=guild_in_shard(3, count), channel_id=99, game=GAME.id,
                                         options={}, creator_id=1)
        now = "2026-01-02T00:00:00+00:00"
        assert {c.game_id for c in await store.clocks_needing_attention(now)} == set(games.values())
        first = {c.game_id for c in await store.clocks_needing_attention(now, Shards(count, (0, 1)))}
        second = {c.game_id for c in await store.clocks_needing_attention(now, Shards(count, (2, 3)))}
        assert first == {games[0], games[1]} and second == {games[2], games[3]}
        assert [r.id for r, _ in await store.lobbies_created_before(48, Shards(count, (2, 3)))] == [lobby.id]
        assert await store.lobbies_created_before(48, Shards(count, (0, 1))) == []
        assert Shards(count, (3,)).owns(guild_in_shard(3, count))
    finally:
        await store.close()


@pytest.mark.usefixtures("test_games")
async def test_a_bot_of_other_shards_leaves_the_reminder_to_the_owner(database: str, tmp_path: Path):
    from harness import GUILD_ID, Harness, RecordingWebhookAdapter, start_game
    from menagerie import TEST_GAMES

    count = 2
    mine = (GUILD_ID >> 22) % count
    owner = await Harness.create(tmp_path, games=TEST_GAMES, database=database, shard_count=count,
                                 shard_ids=(mine,))
    other: Harness | None = None
    try:
        ana, ben = owner.user("ana"), owner.user("ben")
        db_id = await start_game(owner, "menagerie", [ana, ben], seed=3)
        loaded = await owner.bot.service.load(await owner.bot.store.get_game(db_id))
        seat = GAME.to_play(loaded.state)
        now = owner.clock()
        await owner.bot.store.replace_clock(ClockRow(
            db_id, seat, loaded.users[seat], GAME.turn_count(loaded.state), stamp(now - timedelta(hours=13)),
            deadline=stamp(now + timedelta(hours=11)), half_at=stamp(now - timedelta(hours=1))))
        # The second process starts last: a harness takes over the interaction-response recorder, and
        # ticks need none (their messages go through each bot's own HTTP client).
        other = await Harness.create(tmp_path, games=TEST_GAMES, database=database, shard_count=count,
                                     shard_ids=(1 - mine,), clock=owner.clock)
        assert [s for s in await other.tick() if s.where == "dm"] == []
        assert (await other.bot.store.get_clock(db_id)).half_sent is False
        reminders = [s for s in await owner.tick() if s.where == "dm"]
        assert (await owner.bot.store.get_clock(db_id)).half_sent is True
        # The reminder's "No more reminders" button, pressed in the DM, reaches the other process (Discord
        # sends DM interactions to any shard's connection): it works there too.
        dm = next(s for s in reminders if any(c.startswith("rm:") for c in s.custom_ids()))
        player = owner.user_by_id(dm.user_id)
        other.users.update(owner.users)
        other.messages[dm.message_id] = dm
        other._dm_channels[dm.channel_id] = dm.user_id
        webhook_async.async_context.set(RecordingWebhookAdapter(other))
        reply = await other.press(player, next(c for c in dm.custom_ids() if c.startswith("rm:")),
                                  message_id=dm.message_id)
        assert (await owner.bot.store.get_clock(db_id)).muted is True, reply.text()
    finally:
        if other is not None:
            await other.close()
        await owner.close()


# --- configuration --------------------------------------------------------------------------------------
def test_database_url_and_shards_come_from_the_environment(tmp_path: Path):
    env = {"DISCORD_TOKEN": "t", "BOARDGAME_DATABASE_URL": "postgresql://bot:secret@db/games",
           "BOARDGAME_DB_PATH": "old.sqlite3", "BOARDGAME_SHARD_COUNT": "4", "BOARDGAME_SHARD_IDS": "3, 2"}
    config = load_config(env, tmp_path / "none")
    assert config.database_path == "postgresql://bot:secret@db/games"
    assert (config.shard_count, config.shard_ids) == (4, (2, 3))
    assert "secret" not in repr(config)
    assert load_config({"DISCORD_TOKEN": "t", "BOARDGAME_DB_PATH": "x.sqlite3"}, tmp_path / "none"
                       ).database_path == "x.sqlite3"
    for bad in ({"BOARDGAME_SHARD_IDS": "0"}, {"BOARDGAME_SHARD_COUNT": "2", "BOARDGAME_SHARD_IDS": "2"},
                {"BOARDGAME_SHARD_COUNT": "zero"}, {"BOARDGAME_DATABASE_URL": "mysql://x/y"}):
        with pytest.raises(ConfigError):
            load_config({"DISCORD_TOKEN": "t", **bad}, tmp_path / "none")


def test_sql_translation_and_redaction():
    assert pg_sql("SELECT a FROM t WHERE x = ? AND y = '?' AND z IN (?, ?)") == \
        "SELECT a FROM t WHERE x = $1 AND y = '?' AND z IN ($2, $3)"
    assert pg_ddl("id INTEGER PRIMARY KEY AUTOINCREMENT, n INTEGER NOT NULL") == \
        "id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, n BIGINT NOT NULL"
    assert redact("postgresql://bot:secret@db:5432/games") == "postgresql://bot:***@db:5432/games"


async def test_an_unreachable_postgresql_server_is_reported_as_down():
    # Port 1 on the loopback: nothing listens there, the connection is refused at once.
    with pytest.raises(StoreUnavailable) as caught:
        await open_store("postgresql://postgres@127.0.0.1:1/none")
    assert caught.value.reason == "down" and "cannot be reached" in str(caught.value)


@needs_postgres
async def test_a_read_only_postgresql_database_is_refused_at_start_with_the_reason():
    from databases import postgres_schema, with_search_path

    async with postgres_schema() as url:
        await (await open_store(url)).close()  # the schema exists and is migrated
        with pytest.raises(StoreUnavailable) as caught:
            await open_store(f"{url}&default_transaction_read_only=on")
        assert caught.value.reason == "readonly"
        assert with_search_path("postgresql://h/db", "s") == "postgresql://h/db?search_path=s"


@needs_postgres
async def test_both_backends_have_the_same_tables_and_columns(tmp_path: Path):
    from databases import postgres_schema

    sqlite = await open_store(str(tmp_path / "schema.sqlite3"))
    try:
        async with postgres_schema() as url:
            postgres = await open_store(url)
            try:
                pg_columns = {(r[0], r[1]) for r in await postgres._read_all(
                    "SELECT table_name, column_name FROM information_schema.columns "
                    "WHERE table_schema = current_schema() AND table_name <> 'boardgame_schema'")}
                assert await postgres.schema_version() == len(MIGRATIONS)
            finally:
                await postgres.close()
        sqlite_columns = set()
        for (table,) in await sqlite._read_all(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"):
            for row in await sqlite._read_all(f"PRAGMA table_info({table})"):
                sqlite_columns.add((table, row[1]))
        assert pg_columns == sqlite_columns
        assert sqlite_columns == {(table, column) for table, columns in TABLES for column in columns}
    finally:
        await sqlite.close()


# --- migrate-db ---------------------------------------------------------------------------------------
async def test_migrate_db_copies_everything_and_the_games_replay_the_same(database: str, tmp_path: Path):
    source = await open_store(str(tmp_path / "old.sqlite3"))
    target = await open_store(database if database.startswith("postgres") else str(tmp_path / "new.sqlite3"))
    try:
        service = GameService(source, GAMES)
        ids = [await new_game(source, channel, seed=channel) for channel in range(1, 4)]
        for game_id in ids:
            for _ in range(7):
                loaded = await service.load(await source.get_game(game_id))
                if not GAME.is_over(loaded.state):
                    await service.play(loaded, loaded.to_play_user(), GAME.legal_actions(loaded.state)[0])
        await source.create_lobby(guild_id=3, channel_id=50, game=GAME.id, options={}, creator_id=7)
        await source.set_turn_reminders(200, False)
        await source.start_vacation(100, "2026-01-01T00:00:00+00:00", "2026-01-03T00:00:00+00:00")
        assert await source.save_review(ids[0], 1, '{"kept": true}')  # issue 31's cache goes along
        assert not await source.save_review(ids[0], 1, '{"kept": false}')  # the first one stays
        # Work under way (a flow a stop cut off) goes along and is carried on there.
        assert await source.start_flow("digest", "7@x", guild_id=None, user_id=7, payload={"n": 1})
        report = await copy_database(source, target, GAMES)
        assert report.ok, report.mismatches
        assert report.rows["reviews"] == 1 and await target.review(ids[0], 1) == '{"kept": true}'
        assert await target.review(ids[0], 2) is None
        assert report.games_checked == 3 and report.rows["games"] == 4 and report.rows["actions"] == 21
        assert not await target.turn_reminders(200)
        assert await target.vacations(100, "2026-01-01T00:00:00+00:00")
        # The copy is a working database: play on, and new games get new ids.
        moved = GameService(target, GAMES)
        loaded = await moved.load(await target.get_game(ids[0]))
        if not GAME.is_over(loaded.state):
            await moved.play(loaded, loaded.to_play_user(), GAME.legal_actions(loaded.state)[0])
        fresh = await target.create_lobby(guild_id=3, channel_id=60, game=GAME.id, options={}, creator_id=7)
        assert fresh.id > max(ids)
        assert report.rows["flows"] == 1 and await target.due_flows("9999") == [("digest", "7@x")]
        assert await target.start_flow("digest", "8@x", guild_id=None, user_id=8, payload={})  # a new id
        with pytest.raises(TargetNotEmpty):
            await copy_database(source, target, GAMES)
    finally:
        await source.close()
        await target.close()


async def test_migrate_db_reports_a_game_whose_log_does_not_give_its_state(tmp_path: Path):
    source = await open_store(str(tmp_path / "old.sqlite3"))
    target = await open_store(str(tmp_path / "new.sqlite3"))
    try:
        service = GameService(source, GAMES)
        game_id = await new_game(source, 1)
        loaded = await service.load(await source.get_game(game_id))
        await service.play(loaded, loaded.to_play_user(), GAME.legal_actions(loaded.state)[0])
        await source.execute("DELETE FROM actions WHERE game_id = ?", (game_id,))
        report = await copy_database(source, target, GAMES)
        assert not report.ok and report.mismatches[0][0] == game_id
    finally:
        await source.close()
        await target.close()


# --- two bots, one button ----------------------------------------------------------------------------
def committing_button(game_id: int, version: int, state: object) -> str:
    """The turn-panel custom id that applies the first legal action of ``state`` at ``version``: the
    button a player presses to move (the first answer at every question, confirmed)."""
    path: tuple[int, ...] = ()
    while True:
        step = navigate(GAME, state, path, confirmed=True)
        if step.kind != "choose":
            assert step.kind == "apply", step.kind
            return f"pn:{game_id}:{version}:{'.'.join(map(str, step.path))}:ok"
        path = (*step.path, 0)


@pytest.mark.usefixtures("test_games")
async def test_two_bots_pressing_the_same_button_300_times_apply_each_move_once(database: str,
                                                                                tmp_path: Path):
    """Two bots (two processes' worth: own store, own per-process locks, own Discord connection) get the
    same press of the same panel button at the same moment, 300 times over a series of games (every kind
    of move of them, the games' ends and new starts among them; the stores' race above is run
    1,000 times). Each time one applies the move and the other answers "this panel was out of date" (with
    the current panel, or who decides now)."""
    from harness import Harness, RecordingWebhookAdapter, start_game
    from menagerie import TEST_GAMES

    first = await Harness.create(tmp_path, games=TEST_GAMES, database=database)
    second = await Harness.create(tmp_path, games=TEST_GAMES, database=database, clock=first.clock,
                                  discord_of=first)
    bots = (first, second)

    async def press_on(h: Harness, user: object, custom_id: str) -> str:
        # Interaction answers go through a context variable: each bot's press runs in a task of its own
        # with that bot's recorder, so the two answers are told apart.
        webhook_async.async_context.set(RecordingWebhookAdapter(h))
        return (await h.press(user, custom_id)).text()

    try:
        webhook_async.async_context.set(RecordingWebhookAdapter(first))
        ana, ben = first.user("ana"), first.user("ben")
        second.users.update(first.users)
        seed = 0
        db_id = await start_game(first, "menagerie", [ana, ben], seed=seed)
        moves: dict[int, int] = {db_id: 0}
        for _ in range(300):
            record = await first.bot.store.get_game(db_id)
            if record.status != "active":
                seed += 1
                # A table takes minutes to play a game and open the next one: the member's budget of new
                # lobbies (core/limits.py) refills meanwhile, as it does for real players.
                first.clock.advance(minutes=3)
                webhook_async.async_context.set(RecordingWebhookAdapter(first))
                db_id = await start_game(first, "menagerie", [ana, ben], seed=seed)
                moves[db_id] = 0
                record = await first.bot.store.get_game(db_id)
            loaded = await first.bot.service.load(record)
            mover = first.user_by_id(loaded.to_play_user())
            button = committing_button(db_id, record.version, loaded.state)
            answers = await asyncio.gather(*(asyncio.create_task(press_on(h, mover, button)) for h in bots))
            assert (await first.bot.store.get_game(db_id)).version == record.version + 1
            assert sum(t("en", "bot-stale-panel") in answer for answer in answers) == 1, answers
            moves[db_id] += 1
        assert len(moves) > 1
        for game_id, count in moves.items():
            assert await second.bot.store.count_actions(game_id) == count
    finally:
        await second.close()
        await first.close()
    assert first.violations == [] and second.violations == []


@needs_postgres
async def test_a_commit_refused_as_conflicting_is_run_again_and_stored_once(monkeypatch):
    """A serialization failure or deadlock inside ``commit_action`` rolls its transaction back; the store
    runs the whole method again and the action is stored exactly once. Past the retries: ``busy``."""
    import asyncpg
    from databases import postgres_schema

    from store import NewAction
    from store.postgres import CONFLICT_RETRIES

    async with postgres_schema() as url:
        store = await open_store(url)
        try:
            game_id = await new_game(store, 1)
            real = store._commit_plan
            failures = {"left": 2}

            def conflicting(*args, **kwargs):
                value = yield from real(*args, **kwargs)  # the writes happen, then the transaction is refused
                if failures["left"]:
                    failures["left"] -= 1
                    raise asyncpg.exceptions.DeadlockDetectedError("deadlock detected")
                return value

            monkeypatch.setattr(store, "_commit_plan", conflicting)
            version = await store.commit_action(game_id, expected_version=1, finished=False, state_json="{}",
                                                actions=[NewAction(0, "pass", "passes", 0)])
            assert version == 2 and failures["left"] == 0
            assert [a.seq for a in await store.actions(game_id)] == [1]
            assert (await store.get_game(game_id)).version == 2

            failures["left"] = CONFLICT_RETRIES
            with pytest.raises(StoreUnavailable) as caught:
                await store.commit_action(game_id, expected_version=2, finished=False, state_json="{}",
                                          actions=[NewAction(0, "pass", "passes", 0)])
            assert caught.value.reason == "busy"
            assert await store.count_actions(game_id) == 1 and (await store.get_game(game_id)).version == 2
        finally:
            await store.close()


def test_python_m_bot_migrate_db_copies_and_says_so(tmp_path: Path):
    from rules import GAMES as REAL_GAMES

    iwari = REAL_GAMES["iwari"]

    async def make() -> None:
        """One Iwari game with a few moves: the command checks games the bot offers (not Menagerie)."""
        store = await open_store(str(tmp_path / "old.sqlite3"))
        try:
            record = await store.create_lobby(guild_id=9, channel_id=1, game="iwari", options={},
                                              creator_id=1)
            await store.add_seat(record.id, 2)
            start = json.dumps(iwari.dump(iwari.setup(2, {}, 4)))
            await store.start_game(record.id, seed=4, state_json=start, rules_version=iwari.rules_version)
            service = GameService(store, {"iwari": iwari})
            for _ in range(3):
                loaded = await service.load(await store.get_game(record.id))
                await service.play(loaded, loaded.to_play_user(), iwari.legal_actions(loaded.state)[0])
        finally:
            await store.close()

    asyncio.run(make())
    result = subprocess.run(
        [sys.executable, "-m", "bot", "migrate-db", "--from", f"sqlite:///{tmp_path / 'old.sqlite3'}",
         "--to", f"sqlite:///{tmp_path / 'new.sqlite3'}"],
        cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "games replayed and compared: 1" in result.stdout and "copy verified" in result.stdout
    again = subprocess.run(
        [sys.executable, "-m", "bot", "migrate-db", "--from", str(tmp_path / "old.sqlite3"),
         "--to", str(tmp_path / "new.sqlite3")],
        cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, timeout=60)
    assert again.returncode == 2 and "already holds games" in again.stderr


@needs_postgres
async def test_a_connection_lost_mid_transaction_is_down_and_the_store_recovers():
    """The server ends the connection under a move's transaction (a restart, a failover): the caller gets
    StoreUnavailable("down"), nothing of the transaction is stored, and the next call works on a new
    connection from the pool."""
    import asyncpg
    from databases import POSTGRES_URL, postgres_schema

    from store import NewAction
    from store.postgres import POOL_MAX_SIZE

    async with postgres_schema() as url:
        store = await open_store(url)
        admin = await asyncpg.connect(POSTGRES_URL)
        try:
            game_id = await new_game(store, 1)
            # More times than the pool has connections: a lost connection must not be lost to the pool.
            for _ in range(POOL_MAX_SIZE + 2):
                with pytest.raises(StoreUnavailable) as caught:
                    async with store.transaction() as db:
                        await db.execute("UPDATE games SET version = 99 WHERE id = ?", (game_id,))
                        await admin.execute("SELECT pg_terminate_backend($1)", db.raw.get_server_pid())
                        await db.execute("SELECT 1")
                assert caught.value.reason == "down"
                assert "cannot be reached" in caught.value.explanation
            assert (await store.get_game(game_id)).version == 1
            assert await store.commit_action(game_id, expected_version=1, finished=False, state_json="{}",
                                             actions=[NewAction(0, "pass", "passes", 0)]) == 2
        finally:
            await admin.close()
            await store.close()


@needs_postgres
async def test_one_statement_commits_keep_a_connection_and_survive_losing_it():
    """Issue 25: a commit fused into one statement runs on a connection the store keeps out of the pool
    (no checkout per commit). A second commit while it is busy takes a pooled one; the server ending the
    kept connection (a restart, a failover) loses nothing: the next commit runs on a fresh connection or
    is refused as "down" with nothing written, and the one after it is stored. Done more times than the
    pool has connections, so a lost kept connection is never lost to the pool."""
    import asyncpg
    from databases import POSTGRES_URL, postgres_schema

    from store import NewAction
    from store.postgres import POOL_MAX_SIZE

    async def move(game_id: int, version: int, seq: int) -> int:
        return await store.commit_action(game_id, expected_version=version, finished=False,
                                         state_json=f'{{"n": {seq + 1}}}', expected_seq=seq,
                                         actions=[NewAction(0, f"move {seq + 1}", "moves", seq)])

    async with postgres_schema() as url:
        store = await open_store(url)
        admin = await asyncpg.connect(POSTGRES_URL)
        try:
            game_id, other = await new_game(store, 1), await new_game(store, 2)
            assert await move(game_id, 1, 0) == 2
            kept = store._held  # type: ignore[attr-defined]
            assert kept is not None
            assert await move(game_id, 2, 1) == 3
            assert store._held is kept  # type: ignore[attr-defined]
            # Two at once: one on the kept connection, the other on a pooled one; both stored.
            assert await asyncio.gather(move(game_id, 3, 2), move(other, 1, 0)) == [4, 2]
            version, seq = 4, 3
            for _ in range(POOL_MAX_SIZE + 2):
                await admin.execute("SELECT pg_terminate_backend($1)",
                                    store._held.get_server_pid())  # type: ignore[attr-defined]
                try:
                    assert await move(game_id, version, seq) == version + 1
                    version, seq = version + 1, seq + 1
                except StoreUnavailable as error:
                    assert error.reason == "down"
                    assert (await store.get_game(game_id)).version == version
                    assert await store.log_tip(game_id) == (seq, f"move {seq}")
                assert await move(game_id, version, seq) == version + 1
                version, seq = version + 1, seq + 1
            assert [a.seq for a in await store.actions(game_id)] == list(range(1, seq + 1))
        finally:
            await admin.close()
            await store.close()


async def _fused_game(store: Store) -> int:
    """A game at version 1 whose log has one action (seat 0), the mover (seat 1) with two timed-out turns
    in a row."""
    from store import NewAction

    game_id = await new_game(store, 1)
    await store.commit_action(game_id, expected_version=1, finished=False, state_json='{"n": 1}',
                              actions=[NewAction(0, "first", "first move", 0)], expected_seq=0)
    await store.execute("UPDATE seats SET timeouts_in_row = 2 WHERE game_id = ? AND seat = 1", (game_id,))
    return game_id


async def _written(store: Store, game_id: int) -> tuple[object, ...]:
    """Everything a commit writes: the game's version, state and digest, the log, the seats' counters,
    the clock and the pending announcements."""
    record = await store.get_game(game_id)
    seats = await store._read_all(  # type: ignore[attr-defined]
        "SELECT seat, timeouts_in_row, standin_moves FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
    return (record.version, record.state, record.snapshot_digest, record.turn_start_state,
            [(a.seq, a.seat, a.action) for a in await store.actions(game_id)], seats,
            await store.get_clock(game_id), await store.pending_announcements(game_id=game_id))


def _spy_statements(store: Store, monkeypatch) -> list[object]:
    """The statements ``commit_action``'s plan gives its backend, recorded."""
    real = store._commit_plan  # type: ignore[attr-defined]
    given: list[object] = []

    def plan(*args, **kwargs):
        inner = real(*args, **kwargs)
        try:
            statement = next(inner)
            while True:
                given.append(statement)
                statement = inner.send((yield statement))
        except StopIteration as stop:
            return stop.value

    monkeypatch.setattr(store, "_commit_plan", plan)
    return given


@needs_postgres
async def test_a_postgresql_commit_at_the_known_log_tip_is_one_statement_that_writes_everything(monkeypatch):
    """With the log's tip known, PostgreSQL runs the commit as one statement (no transaction around it):
    the actions (several in one commit), the snapshot and version, the mover's timed-out turns reset, the
    clock and the announcement are all written by it."""
    from databases import postgres_schema

    from store import NewAction
    from store.sql import Alone

    async with postgres_schema() as url:
        store = await open_store(url)
        try:
            game_id = await _fused_game(store)
            given = _spy_statements(store, monkeypatch)
            clock = ClockRow(game_id, 0, 100, 2, "2026-01-01T00:00:00+00:00", "2026-01-02T00:00:00+00:00")
            version = await store.commit_action(
                game_id, expected_version=2, finished=False, state_json='{"n": 3}', turn_completed=False,
                actions=[NewAction(1, "second", "second move", 1), NewAction(1, "third", "third move", 1)],
                expected_seq=1, clock=clock, announcement={"what": "moved"})
            assert version == 3
            assert len(given) == 1 and isinstance(given[0], Alone)
            assert str(given[0][0]).startswith("WITH ")
            record = await store.get_game(game_id)
            assert (record.version, record.state, record.turn_start_state) == (3, '{"n": 3}', '{"n": 1}')
            assert [(a.seq, a.seat, a.action) for a in await store.actions(game_id)] == [
                (1, 0, "first"), (2, 1, "second"), (3, 1, "third")]
            assert await store.log_tip(game_id) == (3, "third")
            assert await store.scalar("SELECT timeouts_in_row FROM seats WHERE game_id = ? AND seat = 1",
                                      (game_id,)) == 0
            assert await store.get_clock(game_id) == clock
            assert [(a.version, a.payload) for a in await store.pending_announcements(game_id=game_id)] == [
                (3, {"what": "moved"})]

            # A stand-in's move counts its moves and leaves the timed-out turns; no clock: it is deleted.
            await store.execute("UPDATE seats SET timeouts_in_row = 4 WHERE game_id = ? AND seat = 0",
                                (game_id,))
            assert await store.commit_action(
                game_id, expected_version=3, finished=True, state_json='{"n": 4}', by_standin=True,
                actions=[NewAction(0, "fourth", "fourth move", 2)], expected_seq=3, clock=None) == 4
            assert isinstance(given[-1], Alone)
            assert await store._read_all(  # type: ignore[attr-defined]
                "SELECT seat, timeouts_in_row, standin_moves FROM seats WHERE game_id = ? ORDER BY seat",
                (game_id,)) == [(0, 4, 1), (1, 0, 0)]
            assert await store.get_clock(game_id) is None
            record = await store.get_game(game_id)
            assert (record.status, record.version, record.state) == ("finished", 4, '{"n": 4}')
            assert record.turn_start_state == '{"n": 4}'  # a completed turn: begins at the current state
        finally:
            await store.close()


@needs_postgres
async def test_a_fused_postgresql_commit_refused_or_failing_writes_nothing():
    """A wrong version, a log tip that moved on or one that does not exist: :class:`StaleVersion` and
    nothing written. A statement that fails inside the server (here the clock's missing player) leaves
    nothing written either: the whole statement is one."""
    from databases import postgres_schema

    from store import NewAction

    async with postgres_schema() as url:
        store = await open_store(url)
        try:
            game_id = await _fused_game(store)
            before = await _written(store, game_id)
            clock = ClockRow(game_id, 0, 100, 2, "2026-01-01T00:00:00+00:00")
            for version, seq in ((1, 1), (3, 1), (2, 0), (2, 2)):
                with pytest.raises(StaleVersion):
                    await store.commit_action(
                        game_id, expected_version=version, finished=False, state_json='{"n": 2}',
                        actions=[NewAction(1, "second", "second move", 1)], expected_seq=seq, clock=clock,
                        announcement={"what": "moved"})
                assert await _written(store, game_id) == before
            broken = ClockRow(game_id, 0, None, 2, "2026-01-01T00:00:00+00:00")  # type: ignore[arg-type]
            with pytest.raises(Exception) as caught:
                await store.commit_action(
                    game_id, expected_version=2, finished=False, state_json='{"n": 2}',
                    actions=[NewAction(1, "second", "second move", 1)], expected_seq=1, clock=broken,
                    announcement={"what": "moved"})
            assert "null" in str(caught.value).lower()
            assert await _written(store, game_id) == before
            assert await store.commit_action(
                game_id, expected_version=2, finished=False, state_json='{"n": 2}',
                actions=[NewAction(1, "second", "second move", 1)], expected_seq=1, clock=clock) == 3
        finally:
            await store.close()


@needs_postgres
async def test_two_fused_postgresql_commits_at_one_version_from_two_processes_one_wins():
    """Two stores (two processes' pools) on one schema commit at the same version and log tip at once, many
    times: each time exactly one wins, the other is refused, and the log holds the winner's action only."""
    from databases import postgres_schema

    from store import NewAction

    async with postgres_schema() as url:
        first, second = await open_store(url), await open_store(url)
        try:
            game_id = await _fused_game(first)
            for round_ in range(20):
                version, seq = 2 + round_, 1 + round_

                async def commit(store: Store, who: int, version: int = version, seq: int = seq) -> int:
                    return await store.commit_action(
                        game_id, expected_version=version, finished=False, state_json=f'{{"who": {who}}}',
                        actions=[NewAction(who, f"by {who}", "a move", seq)], expected_seq=seq,
                        announcement={"by": who})

                results = await asyncio.gather(commit(first, 0), commit(second, 1), return_exceptions=True)
                won = [who for who, result in enumerate(results) if result == version + 1]
                assert len(won) == 1, results
                assert isinstance(results[1 - won[0]], StaleVersion), results
                record = await second.get_game(game_id)
                assert (record.version, record.state) == (version + 1, f'{{"who": {won[0]}}}')
                assert (await first.log_tip(game_id)) == (seq + 1, f"by {won[0]}")
                assert [a.payload for a in await first.pending_announcements(game_id=game_id)][-1] == {
                    "by": won[0]}
            assert await first.count_actions(game_id) == 21
            assert len(await first.pending_announcements(game_id=game_id)) == 20
        finally:
            await second.close()
            await first.close()


@needs_postgres
async def test_a_fused_postgresql_commit_refused_as_a_deadlock_is_run_again_and_stored_once(monkeypatch):
    """The fused commit's statement refused by the server as a deadlock (raised there, in its place): the
    store runs the whole method again and the action is stored once; past the retries, ``busy`` and
    nothing stored."""
    from databases import postgres_schema

    from store import NewAction
    from store.postgres import CONFLICT_RETRIES
    from store.sql import Alone

    async with postgres_schema() as url:
        store = await open_store(url)
        try:
            game_id = await _fused_game(store)
            real = store._commit_plan
            failures = {"left": 2}

            def refused(*args, **kwargs):
                inner = real(*args, **kwargs)
                statement = next(inner)
                assert isinstance(statement, Alone)
                if failures["left"]:
                    failures["left"] -= 1
                    yield Alone(("DO $$ BEGIN RAISE EXCEPTION 'deadlock' USING ERRCODE = '40P01'; END $$",
                                 ()))
                    raise AssertionError("the server raised")
                try:
                    inner.send((yield statement))
                except StopIteration as stop:
                    return stop.value

            monkeypatch.setattr(store, "_commit_plan", refused)
            assert await store.commit_action(game_id, expected_version=2, finished=False, state_json="{}",
                                             actions=[NewAction(1, "b", "b", 1)], expected_seq=1) == 3
            assert failures["left"] == 0
            assert [a.seq for a in await store.actions(game_id)] == [1, 2]

            failures["left"] = CONFLICT_RETRIES
            before = await _written(store, game_id)
            with pytest.raises(StoreUnavailable) as caught:
                await store.commit_action(game_id, expected_version=3, finished=False, state_json="{}",
                                          actions=[NewAction(0, "c", "c", 2)], expected_seq=2)
            assert caught.value.reason == "busy"
            assert await _written(store, game_id) == before
        finally:
            await store.close()


def test_postgresql_fuses_only_statements_it_can_make_wait_for_the_first():
    """Each row of an INSERT becomes an ``INSERT … SELECT … FROM g`` (the parameters keep their order), an
    UPDATE or DELETE gains ``AND EXISTS (SELECT 1 FROM g)``; a statement of another shape is refused rather
    than run unconditionally."""
    from store.postgres import pg_fuse

    sql, params = pg_fuse(("UPDATE t SET a = ? WHERE id = ? RETURNING 1", (1, 2)), [
        ("INSERT INTO u (x, y) VALUES (?, (SELECT ?)), (?, ?) ON CONFLICT (x) DO NOTHING", (3, 4, 5, 6)),
        ("DELETE FROM v WHERE id = ?", (7,))])
    assert sql == (
        "WITH g AS (UPDATE t SET a = ? WHERE id = ? RETURNING 1), "
        "_0 AS (INSERT INTO u (x, y) SELECT ?, (SELECT ?) FROM g ON CONFLICT (x) DO NOTHING), "
        "_1 AS (INSERT INTO u (x, y) SELECT ?, ? FROM g ON CONFLICT (x) DO NOTHING), "
        "_2 AS (DELETE FROM v WHERE id = ? AND EXISTS (SELECT 1 FROM g)) SELECT * FROM g")
    assert params == (1, 2, 3, 4, 5, 6, 7)
    for unfusable in ("SELECT 1", "UPDATE t SET a = 1", "UPDATE t SET a = 1 WHERE id = ? RETURNING a",
                      "INSERT INTO u (x) VALUES (?) ON CONFLICT (x) DO UPDATE SET y = ?"):
        with pytest.raises(ValueError):
            pg_fuse(("UPDATE t SET a = 1 WHERE id = 1 RETURNING 1", ()), [(unfusable, ())])


async def test_a_press_reads_what_another_process_committed_whatever_it_remembers(database: str):
    """A pressed game is read in one hand-off (``game_to_play``: its row, seats and log's tip, each as the
    separate reads give it) and its parsed position remembered (``core/service.py``'s ``Positions``); the
    other process's moves are seen at the very next press, never the remembered older position."""
    stores = [await open_store(database), await open_store(database)]
    try:
        here, there = (GameService(store, GAMES) for store in stores)
        game_id = await new_game(stores[0], 1)
        assert await stores[0].game_to_play(game_id + 1000) is None
        for _ in range(4):
            record, seats, tip = await stores[0].game_to_play(game_id)
            assert record == await stores[0].get_game(game_id)
            assert seats == await stores[0].seats(game_id) == [100, 200]
            assert tip == await stores[0].log_tip(game_id)
            mine = await here.load_by_id(game_id)
            assert (await here.load_by_id(game_id)).state is mine.state  # remembered
            theirs = await there.load_by_id(game_id)
            await there.play(theirs, theirs.to_play_user(), GAME.legal_actions(theirs.state)[0])
            now = await here.load_by_id(game_id)
            assert now.version == mine.version + 1
            assert GAME.dump(now.state) == json.loads((await stores[0].get_game(game_id)).state)
            assert GAME.dump(now.state) != GAME.dump(mine.state)
    finally:
        for store in stores:
            await store.close()
