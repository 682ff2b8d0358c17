"""Backups that restore, and check-db (issue 29, part 3), through the real commands.

A backup is made by ``python -m bot backup`` in a process of its own while the harness's bot plays moves
in several channels at once on the same SQLite file; the copy is then opened by a new bot (a restore is
opening the copy) and every move acknowledged before the backup began must be in it, and check-db finds
every game of it consistent. check-db names a game whose stored snapshot was changed behind the bot's
back (on both databases); ``backup --check`` accepts a good copy and refuses a damaged file; PostgreSQL's
pg_dump / pg_restore path runs where those programs are installed.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest
from databases import POSTGRES_URL, needs_postgres, postgres_schema, with_search_path
from harness import Harness, start_game

from bot.backup import backup_main, check_db_main
from core.checkdb import check_database
from rules.base import Game
from store import MIGRATIONS

ROOT = Path(__file__).resolve().parents[2]
BASE_CHANNEL = 52_000


def run_cli(*args: str, cwd: Path) -> tuple[int, str, str]:
    """``python -m bot …`` of this checkout in a process of its own (no token, an empty environment for
    the bot's variables)."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("BOARDGAME_", "DISCORD_"))}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-m", "bot", *args], cwd=cwd, env=env,
                                        capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


async def run_cli_async(*args: str, cwd: Path) -> tuple[int, str, str]:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("BOARDGAME_", "DISCORD_"))}
    env["PYTHONPATH"] = str(ROOT)
    process = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", *args, cwd=cwd, env=env,
                                                   stdout=asyncio.subprocess.PIPE,
                                                   stderr=asyncio.subprocess.PIPE)
    out, err = await process.communicate()
    return process.returncode or 0, out.decode(), err.decode()


async def check_db(*args: str) -> tuple[int, str, str]:
    """``python -m bot check-db …``'s own function, in a thread (it runs its own event loop, as the
    command does), beside the test's bot."""
    out, err = io.StringIO(), io.StringIO()
    code = await asyncio.to_thread(check_db_main, list(args), out, err)
    return code, out.getvalue(), err.getvalue()


async def backup(*args: str) -> tuple[int, str, str]:
    """``python -m bot backup …``'s own function, in a thread."""
    out, err = io.StringIO(), io.StringIO()
    code = await asyncio.to_thread(backup_main, list(args), out, err)
    return code, out.getvalue(), err.getvalue()


async def next_move(h: Harness, db_id: int) -> tuple[object, str] | None:
    """Whose turn it is in ``db_id`` and the first legal move (None: the game is over)."""
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    if loaded.record.status != "active":
        return None
    mover = h.user_by_id(loaded.to_play_user())
    return mover, loaded.game.encode(loaded.game.legal_actions(loaded.state)[0])


async def play(h: Harness, db_id: int, channel: int) -> str | None:
    """One move in the game through ``/game play``; the move when the bot acknowledged it (✓)."""
    turn = await next_move(h, db_id)
    if turn is None:
        return None
    mover, move = turn
    reply = await h.slash(mover, "game play", channel_id=channel, move=move)
    # The mover's own answer (other channels' answers may be recorded in the same moment).
    answer = "\n".join(sent.text() for sent in reply.sent
                        if sent.where == "ephemeral" and sent.user_id == mover.id)
    assert "✓" in answer, reply.text()
    return move


async def start_games(h: Harness, count: int, *, prefix: str = "s") -> list[tuple[int, int]]:
    games = []
    for i in range(count):
        a, b = h.user(f"{prefix}a{i}"), h.user(f"{prefix}b{i}")
        channel = BASE_CHANNEL + i
        db_id = await start_game(h, "menagerie", [a, b], {"length": "long"}, seed=i, channel_id=channel)
        games.append((db_id, channel))
    return games


# --- a backup during a storm of moves -------------------------------------------------------------------
async def test_a_backup_made_during_a_storm_of_moves_holds_every_acknowledged_move_and_restores(
        harness: Harness, tmp_path: Path, test_games: dict[str, Game]):
    """Sixteen channels play move after move (a finished game is followed by another in its channel)
    while ``python -m bot backup`` copies the database from a process of its own."""
    h = harness
    database = Path(h.bot.database_path)
    games = await start_games(h, 16)
    acknowledged: dict[int, list[str]] = {db_id: [] for db_id, _ in games}
    ready = asyncio.Event()  # every game has a few acknowledged moves
    backing_up = asyncio.Event()
    backed_up = asyncio.Event()
    during: list[str] = []
    one_lobby_at_a_time = asyncio.Lock()

    async def storm(db_id: int, channel: int) -> None:
        players = [h.user_by_id(user) for user in await h.bot.store.seats(db_id)]
        seed = 100 + channel
        while not backed_up.is_set():
            move = await play(h, db_id, channel)
            if move is None:  # the game is over: its players start another in the channel
                seed += 1
                async with one_lobby_at_a_time:  # the harness finds a new lobby among all messages sent
                    db_id = await start_game(h, "menagerie", players, {"length": "long"}, seed=seed,
                                             channel_id=channel)
                acknowledged[db_id] = []
                continue
            acknowledged[db_id].append(move)
            if backing_up.is_set():
                during.append(move)
            if all(len(acknowledged[game]) >= 2 for game, _ in games):
                ready.set()

    async def take_backup() -> tuple[int, str, str, dict[int, list[str]]]:
        await ready.wait()
        before = {db_id: list(moves) for db_id, moves in acknowledged.items()}
        backing_up.set()
        try:
            code, out, err = await run_cli_async("backup", "--from", str(database), "--to", "copy.sqlite3",
                                                 cwd=tmp_path)
        finally:
            backed_up.set()
        return code, out, err, before

    # A reader holding an old snapshot (say a check-db) keeps SQLite's checkpoints from copying the
    # storm's commits into the database file: they are only in the write-ahead log, which a copy of the
    # file alone would miss.
    old_reader = sqlite3.connect(database, isolation_level=None)
    old_reader.execute("BEGIN")
    old_reader.execute("SELECT COUNT(*) FROM actions").fetchone()
    try:
        *_, (code, out, err, before) = await asyncio.gather(*(storm(*game) for game in games),
                                                            take_backup())
    finally:
        old_reader.execute("COMMIT")
        old_reader.close()
    assert code == 0, err
    assert "copy.sqlite3" in out, out
    assert not list(tmp_path.glob(".copy.sqlite3.*")), "the temporary file was left behind"
    # The copy is of a moment inside the storm: later than the moves acknowledged before the backup
    # began, and moves went on while the backup process ran.
    copied = int(re.search(r"(\d+) actions", out).group(1))
    played_before = sum(map(len, before.values()))
    assert played_before < copied <= sum(map(len, acknowledged.values())), (played_before, out)
    assert during

    # Restore: a new bot opens the copy. Every move acknowledged before the backup began is in it, in
    # order, and nothing that was never acknowledged.
    copy = tmp_path / "copy.sqlite3"
    restored = await Harness.create(tmp_path / "restored", games=test_games, database=str(copy))
    restored.users.update(h.users)  # the same people, talking to the restored bot
    try:
        for db_id, moves in before.items():
            logged = [entry.action for entry in await restored.bot.store.actions(db_id)]
            assert logged[:len(moves)] == moves, f"game {db_id} lost acknowledged moves"
        in_copy = 0
        for db_id, moves in acknowledged.items():
            logged = [entry.action for entry in await restored.bot.store.actions(db_id)]
            assert logged == moves[:len(logged)], f"game {db_id} holds moves never acknowledged"
            in_copy += len(logged)
        assert in_copy == copied
        # The restored bot plays on where the copy left off (or, if the copy caught every channel
        # between two games, starts a new one).
        active = [record for record in [await restored.bot.store.get_game(g) for g in acknowledged]
                  if record is not None and record.status == "active"]
        if active:
            assert await play(restored, active[0].id, active[0].channel_id) is not None
        else:
            players = [restored.user("restored-a"), restored.user("restored-b")]
            db_id = await start_game(restored, "menagerie", players, seed=1, channel_id=BASE_CHANNEL + 99)
            assert await play(restored, db_id, BASE_CHANNEL + 99) is not None
    finally:
        await restored.close()
    code, out, err = await check_db("--from", str(copy))
    assert code == 0, out + err
    assert " match their log, 0 do not" in out and "Every game matches its log." in out, out
    # The bot's own database is consistent too, after all of it.
    assert (await check_db("--from", str(database)))[0] == 0


# --- check-db -------------------------------------------------------------------------------------------
async def test_check_db_names_a_game_whose_snapshot_was_changed_and_passes_a_clean_database(
        any_harness: Harness):
    h = any_harness
    location = h.bot.database_path
    games = await start_games(h, 2, prefix="c")
    for db_id, channel in games:
        for _ in range(3):
            await play(h, db_id, channel)
    lobby_channel = BASE_CHANNEL + 10
    await h.slash(h.user("lonely"), "game new", channel_id=lobby_channel, game="menagerie")
    code, out, err = await check_db("--from", location)
    assert code == 0, out + err
    assert "3 games: 2 match their log, 0 do not, 1 have no state yet" in out, out
    # Read a page at a time: pages of one game give the same answer.
    report = await check_database(h.bot.store, h.bot.games, page=1)
    assert (report.matched, report.without_state, report.mismatches) == (2, 1, [])

    # A snapshot written behind the bot's back: the state of the game after its first move, with its
    # digest recomputed to match, so only a replay can tell.
    tampered, channel = games[1]
    record = await h.bot.store.get_game(tampered)
    loaded = await h.bot.service.load(record)
    first = (await h.bot.store.actions(tampered))[0]
    stale = loaded.game.apply(loaded.game.setup(2, record.options, int(record.seed)),
                              loaded.game.decode(first.action))
    stale_json = json.dumps(loaded.game.dump(stale))
    seq, last = await h.bot.store.log_tip(tampered)
    from store import snapshot_digest

    await h.bot.store.execute("UPDATE games SET state = ?, snapshot_digest = ? WHERE id = ?",
                              (stale_json, snapshot_digest(stale_json, seq, last), tampered))
    code, out, err = await check_db("--from", location)
    assert code == 1, out + err
    assert f"MISMATCH game {tampered} (Menagerie, channel {channel}, active)" in out, out
    assert "its snapshot is the state after action 1 of 3 (turn 0): the log has 2 more actions" in out, out
    assert f"game {games[0][0]} " not in out.split("MISMATCH", 1)[1], out
    assert "1 do not" in out

    # A snapshot no state of the log: its parts named (never their contents: hands, deck order).
    wrong = json.loads(record.state)
    hands_key = next(key for key in wrong if "hand" in key)
    wrong[hands_key] = list(reversed(wrong[hands_key]))
    wrong_json = json.dumps(wrong)
    await h.bot.store.execute("UPDATE games SET state = ? WHERE id = ?", (wrong_json, tampered))
    code, out, _ = await check_db("--from", location)
    assert code == 1
    assert f"parts that differ: {hands_key}" in out, out
    for card in ("Quokka", "Axolotl", "Pangolin", "Okapi", "Narwhal"):
        assert card not in out


async def test_check_db_refuses_what_is_not_a_usable_database(tmp_path: Path):
    code, _, err = await check_db("--from", str(tmp_path / "missing.sqlite3"))
    assert code == 2 and "does not exist" in err
    assert not (tmp_path / "missing.sqlite3").exists()
    (tmp_path / "junk.sqlite3").write_bytes(b"not a database at all" * 100)
    code, _, err = await check_db("--from", str(tmp_path / "junk.sqlite3"))
    assert code == 2 and "is damaged" in err and "restore your latest backup" in err, err
    other = tmp_path / "other.sqlite3"
    sqlite3.connect(other).execute("CREATE TABLE t (x)")
    code, _, err = await check_db("--from", str(other))
    assert code == 2 and "not a database of this bot" in err, err


async def test_check_db_reports_an_unreachable_postgresql_server():
    code, _, err = await check_db("--from", "postgresql://postgres@127.0.0.1:1/none")
    assert code == 2 and "127.0.0.1:1 cannot be reached" in err, err


# --- backup --check, the target, the arguments ----------------------------------------------------------
async def test_backup_check_accepts_a_good_copy_and_refuses_a_damaged_one(harness: Harness, tmp_path: Path):
    h = harness
    for db_id, channel in await start_games(h, 2, prefix="k"):
        await play(h, db_id, channel)
    copy = tmp_path / "good.sqlite3"
    code, out, err = await backup("--from", h.bot.database_path, "--to", str(copy))
    assert code == 0, err
    assert "2 games" in out and f"schema version {len(MIGRATIONS)}" in out, out
    code, out, err = await backup("--check", str(copy))
    assert code == 0, out + err
    assert "integrity check ok" in out and "2 games: 2 match their log" in out, out
    assert copy.stat().st_mode & 0o077 == 0, "a backup holds hidden hands: its owner's only"

    # The same name again: refused unless --force, and the copy is left as it was.
    before = copy.read_bytes()
    code, _, err = await backup("--from", h.bot.database_path, "--to", str(copy))
    assert code == 2 and "exists already" in err and "--force" in err, err
    assert copy.read_bytes() == before
    code, _, err = await backup("--from", h.bot.database_path, "--to", str(copy), "--force")
    assert code == 0, err

    # A copy damaged on disk: SQLite's integrity check finds it.
    damaged = tmp_path / "damaged.sqlite3"
    data = bytearray(copy.read_bytes())
    page = 4096
    for offset in range(2 * page, len(data) - page, page):
        data[offset:offset + 64] = b"\xff" * 64
    damaged.write_bytes(bytes(data))
    code, out, err = await backup("--check", str(damaged))
    assert code == 2, out + err
    assert "NOT a usable backup" in err, err

    # A truncated copy, through the real command.
    truncated = tmp_path / "truncated.sqlite3"
    truncated.write_bytes(copy.read_bytes()[:page * 3])
    code, out, err = run_cli("backup", "--check", str(truncated), cwd=tmp_path)
    assert code == 2 and "NOT a usable backup" in err, out + err


async def test_backup_refuses_a_missing_database_and_an_unwritable_target(tmp_path: Path):
    code, _, err = await backup("--from", str(tmp_path / "none.sqlite3"), "--to", str(tmp_path / "b.sqlite3"))
    assert code == 2 and "does not exist" in err
    source = tmp_path / "db.sqlite3"
    sqlite3.connect(source).execute("CREATE TABLE games (id INTEGER)")
    code, _, err = await backup("--from", str(source), "--to", str(tmp_path / "no" / "such" / "b.sqlite3"))
    assert code == 2 and "does not exist" in err, err
    code, _, err = await backup("--from", str(source), "--to", str(source), "--force")
    assert code == 2 and "the database itself" in err, err
    if os.geteuid() != 0:  # root writes into a read-only folder
        folder = tmp_path / "readonly"
        folder.mkdir()
        folder.chmod(0o500)
        try:
            code, _, err = await backup("--from", str(source), "--to", str(folder / "b.sqlite3"))
            assert code == 2 and "No backup made" in err, err
        finally:
            folder.chmod(0o700)


def test_the_backup_commands_read_the_bots_configuration_without_a_token(tmp_path: Path):
    (tmp_path / "data").mkdir()
    sqlite3.connect(tmp_path / "data" / "games.sqlite3").execute("CREATE TABLE games (id INTEGER)")
    (tmp_path / ".env").write_text("BOARDGAME_DB_PATH=./data/games.sqlite3\n", encoding="utf-8")
    code, out, err = run_cli("backup", "--to", "copy.sqlite3", cwd=tmp_path)
    assert code == 0, err
    assert "data/games.sqlite3" in out and "0 games" in out, out
    assert (tmp_path / "copy.sqlite3").is_file()


@pytest.mark.parametrize("args", [[], ["--to"], ["--to", "a", "--check", "b"], ["--check", "a", "--force"],
                                  ["--bogus"]])
def test_wrong_backup_arguments_give_the_usage_and_exit_2(args: list[str], capsys: pytest.CaptureFixture):
    assert backup_main(args) == 2
    assert "usage: python -m bot backup" in capsys.readouterr().err


def test_wrong_check_db_arguments_give_the_usage_and_exit_2(tmp_path: Path):
    code, _, err = run_cli("check-db", "--from", cwd=tmp_path)
    assert code == 2 and "usage: python -m bot check-db" in err, err


# --- PostgreSQL: pg_dump and pg_restore -----------------------------------------------------------------
PG_TOOLS = shutil.which("pg_dump") and shutil.which("pg_restore")


@needs_postgres
@pytest.mark.skipif(not PG_TOOLS, reason="pg_dump / pg_restore are not installed on this machine")
async def test_postgresql_backup_runs_pg_dump_and_the_dump_restores(tmp_path: Path,
                                                                   test_games: dict[str, Game]):
    dump = tmp_path / "bot.dump"
    async with postgres_schema() as url:
        h = await Harness.create(tmp_path, games=test_games, database=url)
        try:
            for db_id, channel in await start_games(h, 2, prefix="p"):
                await play(h, db_id, channel)
            code, out, err = await backup("--from", url, "--to", str(dump))
            assert code == 0, err
            assert "2 games" in out and "bot.dump" in out, out
        finally:
            await h.close()
        schema = url.rsplit("search_path=", 1)[1]
    # The schema is gone (dropped with everything in it); the dump brings it back.
    code, out, err = await backup("--check", str(dump))
    assert code == 0, out + err
    assert f"schema version {len(MIGRATIONS)}" in out, out
    restore = await asyncio.create_subprocess_exec(
        "pg_restore", "--no-owner", "--exit-on-error", f"--dbname={POSTGRES_URL}", str(dump),
        stderr=asyncio.subprocess.PIPE)
    _, restore_err = await restore.communicate()
    admin = await asyncpg.connect(POSTGRES_URL)
    try:
        assert restore.returncode == 0, restore_err.decode()
        code, out, err = await check_db("--from", with_search_path(POSTGRES_URL, schema))
        assert code == 0, out + err
        assert "2 games: 2 match their log" in out, out
    finally:
        await admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await admin.close()
    # Not a dump of this bot: a dump of an empty schema lacks every table.
    async with postgres_schema() as empty:
        code, out, err = await backup("--from", empty, "--to", str(tmp_path / "empty.dump"))
        assert code == 0 and "no games table" in out, out + err
    code, _, err = await backup("--check", str(tmp_path / "empty.dump"))
    assert code == 2 and "lacks the bot's tables" in err, err


async def test_without_pg_dump_or_pg_restore_the_commands_say_what_to_run(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # neither program on the PATH
    code, _, err = await backup("--from", "postgresql://boardgames@127.0.0.1:1/boardgames",
                                "--to", str(tmp_path / "bot.dump"))
    assert code == 2 and "pg_dump is not installed" in err and "pg_dump --format=custom" in err, err
    dump = tmp_path / "other.dump"
    dump.write_bytes(b"PGDMP" + bytes(200))
    code, _, err = await backup("--check", str(dump))
    assert code == 2 and "cannot be checked here: pg_restore is not installed" in err, err


async def test_backup_check_replays_a_copy_of_an_older_schema_on_a_migrated_copy(tmp_path: Path):
    """A backup made by an older bot (schema version 14) is checked on a temporary copy brought to this
    bot's schema; the backup itself is left as it was."""
    old = tmp_path / "old.sqlite3"
    connection = sqlite3.connect(old, isolation_level=None)
    for statements in MIGRATIONS[:-1]:
        for statement in statements:
            connection.execute(statement)
    connection.execute(f"PRAGMA user_version = {len(MIGRATIONS) - 1}")
    connection.close()
    before = old.read_bytes()
    code, out, err = await backup("--check", str(old))
    assert code == 0, out + err
    assert f"schema version {len(MIGRATIONS) - 1}" in out and "temporary copy migrated" in out, out
    assert old.read_bytes() == before
    # check-db on the database itself migrates nothing: it says what to do.
    code, _, err = await check_db("--from", str(old))
    assert code == 2 and "start the bot once" in err, err
    assert old.read_bytes() == before
