"""The operator's first hour, through the real ``python -m bot`` in a subprocess: the command line
refuses what it does not know before touching anything, only ``run`` logs in, every way a database
cannot be used and a refused token exit 2 with one sentence (a passing network failure 1), the whole
configuration is checked first, the version is everywhere, and SIGTERM stops the bot cleanly.

Discord is :class:`fake_discord.FakeDiscord` on 127.0.0.1: the bot logs in, connects and syncs against
it as against Discord, and the tests see every request it made (none, for everything but ``run``)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
from importlib.metadata import version as installed_version
from pathlib import Path

import aiohttp
import pytest
from databases import POSTGRES_URL, needs_postgres
from fake_discord import FakeDiscord, bot_command, environment, read_until
from imports_seen import PROFILE, TO_RUN, TO_WORK, loaded, split
from pg_cluster import Cluster, throwaway_cluster

from bot import cli
from bot.config import VARIABLES, load_config
from store import MIGRATIONS, open_store

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTA5ODc2NTQzMjEwOTg3NjU0Mw.GxYzAb.fake-token-for-the-tests"
#: Runs a command as this user but without the right to bypass file permissions, which root has: so a
#: test running as root sees a file it may not write as the bot's own user would.
OBEYING_PERMISSIONS = ("setpriv", "--inh-caps=-dac_override,-dac_read_search",
                       "--bounding-set=-dac_override,-dac_read_search")


async def run_bot(folder: Path, fake: FakeDiscord | None, *args: str, env: dict[str, str] | None = None,
                  prefix: tuple[str, ...] = (), timeout: float = 120) -> tuple[int, str, str]:
    """``python -m bot ARGS`` in ``folder`` (its ``.env`` read from there), Discord's addresses pointed at
    ``fake`` (or at a port where nothing listens); the exit code, stdout and stderr. ``prefix``: a
    command that runs it (``setpriv …``)."""
    settings = {"PYTHONPATH": str(ROOT), "DISCORD_TOKEN": TOKEN,
                "FAKE_DISCORD_URL": fake.url if fake else "http://127.0.0.1:9", **(env or {})}
    child = await asyncio.create_subprocess_exec(
        *prefix, *bot_command(*args), cwd=folder, env=environment(dict(os.environ), **settings),
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = await asyncio.wait_for(child.communicate(), timeout)
    finally:
        if child.returncode is None:
            # Still running past the timeout: a bot that should not run. Its whole process group goes
            # (its pools' workers hold its output open: the child alone would leave them, and the wait).
            os.killpg(child.pid, signal.SIGKILL)
            await child.wait()
    assert child.returncode is not None
    return child.returncode, out.decode(), err.decode()


async def run_bot_seeing_imports(folder: Path, fake: FakeDiscord | None, *args: str,
                                  env: dict[str, str] | None = None) -> tuple[int, str, str, set[str]]:
    """:func:`run_bot`, and the modules the command imported (``tests/bot/imports_seen.py``): a refused
    command must not have loaded discord.py, the app, the renderers or the games to say why."""
    code, out, err = await run_bot(folder, fake, *args, env={**PROFILE, **(env or {})})
    said, modules = split(err)
    return code, out, said, modules


def one_sentence(err: str) -> str:
    """The error a failed start ends with: one line, no traceback."""
    assert "Traceback" not in err, err
    errors = [line for line in err.splitlines() if " ERROR " in line]
    assert len(errors) == 1, err
    return errors[0]


def untouched(folder: Path) -> None:
    """Nothing was created where the command ran: no database, no data folder."""
    assert sorted(path.name for path in folder.iterdir()) in ([], [".env"]), list(folder.iterdir())


# --- the command line ------------------------------------------------------------------------------------
HELP_AND_VERSION = [["--help"], ["-h"], ["help"], ["help", "backup"], ["backup", "--help"], ["run", "--help"],
                    ["forget", "-h"], ["--version"]]
REFUSED = [(["bakcup", "--to", "x"], "did you mean 'backup'?"),
           (["help", "bakcup"], "did you mean 'backup'?"), (["--bogus"], "unrecognized arguments: --bogus"),
           (["run", "--bogus"], "unrecognized arguments"),
           (["backup"], "one of the arguments --to --into --check is required"),
           (["backup", "--check", "a", "--force"], "--check takes only the file"),
           (["forget", "abc"], "USER_ID must be a Discord user id"), (["migrate-db", "--from", "x"], "--to"),
           (["check-db", "--from"], "expected one argument"), (["run", "now"], "unrecognized arguments")]


async def test_help_version_and_unknown_input_touch_nothing_and_never_log_in(tmp_path: Path):
    """Each with a token in the environment, a .env naming a database, and Discord answering: before,
    every one of these started the bot (and made ./data/boardgames.sqlite3). None loads discord.py or the
    games; the refused ones not even the store: an operator's typo is answered at once."""
    (tmp_path / ".env").write_text("BOARDGAME_DATABASE_URL=sqlite:///bot.sqlite3\n")
    async with FakeDiscord() as fake:
        results = await asyncio.gather(
            *(run_bot_seeing_imports(tmp_path, fake, *args) for args in HELP_AND_VERSION),
            *(run_bot_seeing_imports(tmp_path, fake, *args) for args, _ in REFUSED))
        assert fake.requests == []
    untouched(tmp_path)
    helps, refused = results[:len(HELP_AND_VERSION)], results[len(HELP_AND_VERSION):]
    for args, (code, out, err, modules) in zip(HELP_AND_VERSION, helps, strict=True):
        assert code == 0 and err == "", (args, err)
        if args != ["--version"]:
            assert "usage: python -m bot" in out, (args, out)
        assert loaded(modules, TO_RUN + TO_WORK) == [], args
    assert "backup" in helps[0][1] and "check-db" in helps[0][1] and "forget" in helps[0][1]
    assert "--check FILE" in helps[3][1] and helps[3][1] == helps[4][1]
    for (args, expected), (code, out, err, modules) in zip(REFUSED, refused, strict=True):
        assert code == 2 and expected in err and "usage: python -m bot" in err, (args, err)
        assert "Traceback" not in err and out == "", (args, out)
        assert loaded(modules, TO_RUN + TO_WORK + ("store",)) == [], args


async def test_the_version_is_the_packages_everywhere(tmp_path: Path):
    code, out, _ = await run_bot(tmp_path, None, "--version")
    assert code == 0
    assert out.startswith(f"boardgame-bot {installed_version('boardgame-bot')} (database schema "
                          f"{len(MIGRATIONS)}, Python ")
    assert cli.version_line() == out.strip()


async def test_no_operator_command_logs_in(tmp_path: Path):
    """backup, check-db, forget, migrate-db and replay, with a token set and Discord answering: none
    makes a single request."""
    store = await open_store(str(tmp_path / "games.sqlite3"))
    await store.close()
    (tmp_path / "record.json").write_text("{}")
    commands = [["check-db"], ["backup", "--to", "copy.sqlite3"], ["backup", "--check", "copy.sqlite3"],
                ["forget", "42", "--yes"], ["migrate-db", "--from", "games.sqlite3", "--to", "moved.sqlite3"],
                ["replay", "record.json"]]
    env = {"BOARDGAME_DATABASE_URL": "sqlite:///games.sqlite3"}
    async with FakeDiscord() as fake:
        codes = [await run_bot_seeing_imports(tmp_path, fake, *args, env=env) for args in commands]
        assert fake.requests == []
    assert [code for code, _, _, _ in codes] == [0, 0, 0, 0, 0, 2], codes
    # The imports seen are real (the checks of refused commands would pass vacuously otherwise): a command
    # doing its work loads the games, its code and the database's driver, and still no discord.py.
    check_db = codes[0][3]
    assert {"rules", "core.checkdb", "aiosqlite"} <= check_db and loaded(check_db, TO_RUN) == []


# --- the configuration -----------------------------------------------------------------------------------
CONFIG_REFUSED = [
    ({"BOARDGAME_DATABSE_URL": "postgresql://bot@db/games"},
     "BOARDGAME_DATABSE_URL (in the environment) is not a setting of this bot. Did you mean "
     "BOARDGAME_DATABASE_URL?"),
    ({"BOARDGAME_HTTP_PROT": "9464"}, "Did you mean BOARDGAME_HTTP_PORT?"),
    ({"BOARDGAME_DATABASE_URL": "not a url"}, "BOARDGAME_DATABASE_URL must be a URL such as"),
    ({"BOARDGAME_DATABASE_URL": "sqlite://games.sqlite3"}, "three slashes"),
    ({"BOARDGAME_DATABASE_URL": "postgresql://bot@db:port/games"}, "not a valid PostgreSQL URL"),
    ({"BOARDGAME_DATABASE_URL": "postgresql://bot@db"}, "must name one database"),
    # {tmp}: the test's own folder, so nothing another run made can be in the way.
    ({"BOARDGAME_DATABASE_URL": "sqlite:///{tmp}/no/such/folder/games.sqlite3"}, "does not exist"),
    ({"BOARDGAME_DB_PATH": "{tmp}/no/such/folder/games.sqlite3"}, "does not exist"),
    ({"BOARDGAME_RENDER_WORKERS": "all"}, "BOARDGAME_RENDER_WORKERS must be a number of worker processes"),
    ({"DISCORD_TOKEN": "two words"}, "DISCORD_TOKEN holds a space"),
]


@pytest.mark.parametrize(("env", "expected"), CONFIG_REFUSED)
async def test_a_configuration_the_bot_cannot_run_with_is_refused_before_anything(
        tmp_path: Path, env: dict[str, str], expected: str):
    env = {name: value.replace("{tmp}", str(tmp_path)) for name, value in env.items()}
    async with FakeDiscord() as fake:
        code, _, err, modules = await run_bot_seeing_imports(tmp_path, fake, env=env)
        assert fake.requests == []
    assert code == 2 and expected in err and "Traceback" not in err, err
    untouched(tmp_path)  # nor the folders a typo named
    assert loaded(modules, TO_RUN + TO_WORK) == []  # refused at once: nothing of discord.py loaded


async def test_a_typo_in_the_dotenv_file_is_refused_too(tmp_path: Path):
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\nBOARDGAME_LOG_LEVL=DEBUG\n")
    code, _, err = await run_bot(tmp_path, None)
    assert code == 2 and f"BOARDGAME_LOG_LEVL (in {Path('.env')}) is not a setting" in err
    assert "Did you mean BOARDGAME_LOG_LEVEL?" in err, err


async def test_a_settings_file_elsewhere_is_read_by_every_command(tmp_path: Path):
    """``--env-file``: the service's file, read by the bot and by the operator's commands alike."""
    settings = tmp_path / "etc" / "bot.env"
    settings.parent.mkdir()
    (tmp_path / "var").mkdir()
    store = await open_store(str(tmp_path / "var" / "games.sqlite3"))
    await store.close()
    settings.write_text(f"BOARDGAME_DATABASE_URL=sqlite:///{tmp_path}/var/games.sqlite3\n")
    code, out, err = await run_bot(tmp_path, None, "--env-file", str(settings), "check-db")
    assert code == 0 and "0 games" in out, err
    code, _, err = await run_bot(tmp_path, None, "--env-file", str(tmp_path / "nowhere.env"), "check-db")
    assert code == 2 and "nowhere.env: no such file" in err, err
    settings.write_text("BOARDGAME_SHARDS=2\n")
    code, _, err = await run_bot(tmp_path, None, "--env-file", str(settings))
    assert code == 2 and f"BOARDGAME_SHARDS (in {settings}) is not a setting" in err, err


async def test_a_database_that_is_a_folder_is_refused(tmp_path: Path):
    (tmp_path / "games").mkdir()
    code, _, err = await run_bot(tmp_path, None, env={"BOARDGAME_DATABASE_URL": "sqlite:///games"})
    assert code == 2 and "is a folder, not a file" in err, err


def test_every_boardgame_variable_is_known_and_documented():
    """The names the bot accepts are exactly those the code reads, and each is described in
    .env.example and docs/operators.md: a new setting cannot be forgotten in any of them."""
    read = set()
    for folder in ("bot", "core", "store", "bench", "render", "rules", "i18n", "tests"):
        for path in (ROOT / folder).rglob("*.py"):
            read |= set(re.findall(r"\bBOARDGAME_[A-Z_]+[A-Z]\b", path.read_text(encoding="utf-8")))
    misspelt = {"BOARDGAME_DATABSE_URL", "BOARDGAME_HTTP_PROT", "BOARDGAME_LOG_LEVL", "BOARDGAME_SHARDS"}
    assert read - misspelt == set(VARIABLES)
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    operators = (ROOT / "docs" / "operators.md").read_text(encoding="utf-8")
    for name in VARIABLES:
        assert re.search(rf"^#?\s*{name}=", example, re.M), f"{name} is not described in .env.example"
        assert name in operators, f"{name} is not in docs/operators.md"
    assert load_config({"DISCORD_TOKEN": "t", **dict.fromkeys(VARIABLES, "")}, "/nonexistent/.env")


# --- databases the bot cannot use ------------------------------------------------------------------------
def newer_database(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE games (id INTEGER)")
    connection.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    connection.commit()
    connection.close()


SQLITE_FAILURES = [
    ("damaged", lambda path: path.write_bytes(b"this is not a database " * 200),
     "is damaged (file is not a database): restore your latest backup"),
    ("newer", newer_database, "was last used by a newer version of the bot (database schema version "
                              f"{len(MIGRATIONS) + 1}, this bot's {len(MIGRATIONS)}): run that version "
                              "again"),
]


@pytest.mark.parametrize(("name", "make", "expected"), SQLITE_FAILURES, ids=[f[0] for f in SQLITE_FAILURES])
async def test_a_sqlite_database_the_bot_cannot_use_exits_2_in_one_sentence(
        tmp_path: Path, name: str, make, expected: str):
    path = tmp_path / "games.sqlite3"
    make(path)
    before = path.read_bytes()
    async with FakeDiscord() as fake:
        code, _, err, modules = await run_bot_seeing_imports(
            tmp_path, fake, env={"BOARDGAME_DATABASE_URL": f"sqlite:///{path}"})
        assert fake.requests == []  # the database is checked before logging in
    assert code == 2 and expected in one_sentence(err), err
    assert path.read_bytes() == before
    assert loaded(modules, TO_RUN) == []  # ... and before discord.py, the app and the renderers load


@pytest.mark.skipif(shutil.which("setpriv") is None, reason="setpriv (util-linux) is not installed")
async def test_a_database_the_bots_user_may_not_write_exits_2_saying_who_needs_access(tmp_path: Path):
    folder = tmp_path / "data"
    folder.mkdir()
    store = await open_store(str(folder / "games.sqlite3"))
    await store.close()
    (folder / "games.sqlite3").chmod(0o444)
    folder.chmod(0o555)
    try:
        code, _, err = await run_bot(tmp_path, None, prefix=OBEYING_PERMISSIONS,
                                     env={"BOARDGAME_DATABASE_URL": "sqlite:///data/games.sqlite3"})
    finally:
        folder.chmod(0o755)
    line = one_sentence(err)
    assert code == 2 and f"{folder / 'games.sqlite3'} is read-only for the user" in line, err
    assert f"write access to the file and its folder {folder}" in line, err


@needs_postgres
async def test_postgresql_databases_the_bot_cannot_use_exit_2_in_one_sentence(tmp_path: Path):
    """On the shared server only what touches nothing: a database and a role that do not exist; a port
    where no server listens."""
    server = POSTGRES_URL.rsplit("/", 1)[0]
    host = re.sub(r"^postgresql://[^@]*@", "postgresql://nobody_at_all@", server)
    cases = [(f"{server}/no_such_database_here", "has no database named no_such_database_here: create it"),
             (f"{host}/test", "refused the login of nobody_at_all"),
             ("postgresql://postgres@127.0.0.1:9/test", "127.0.0.1:9 cannot be reached")]
    async with FakeDiscord() as fake:
        results = await asyncio.gather(*(run_bot(tmp_path, fake, env={"BOARDGAME_DATABASE_URL": url})
                                         for url, _ in cases))
        assert fake.requests == []
    for (url, expected), (code, _, err) in zip(cases, results, strict=True):
        assert code == 2 and expected in one_sentence(err), (url, err)


@pytest.fixture(scope="module")
def cluster():
    with throwaway_cluster() as started:
        started.sql("CREATE ROLE limited LOGIN PASSWORD 'limited-password'")
        started.sql("CREATE DATABASE boardgames")
        started.sql("REVOKE CREATE ON SCHEMA public FROM PUBLIC", database="boardgames")
        yield started


async def test_a_wrong_password_a_role_without_rights_and_a_stopped_server_exit_2(tmp_path: Path,
                                                                                  cluster: Cluster):
    cases = [(cluster.url(password="wrong"), "refused the login of postgres"),
             (cluster.url("limited", "limited-password", "boardgames"),
              "The role limited lacks a permission in the database boardgames"),
             (cluster.url(database="boardgames"), None)]
    async with FakeDiscord() as fake:
        results = [await run_bot(tmp_path, fake, env={"BOARDGAME_DATABASE_URL": url}, timeout=60)
                   for url, _ in cases[:2]]
        assert fake.requests == []
    for (url, expected), (code, _, err) in zip(cases, results, strict=False):
        assert code == 2 and expected in one_sentence(err), (url, err)
        assert "limited-password" not in err and ":wrong@" not in err
    cluster.stop()  # the last test of the module: the server goes away
    code, _, err = await run_bot(tmp_path, None, env={"BOARDGAME_DATABASE_URL": cases[2][0]})
    assert code == 2 and f"127.0.0.1:{cluster.port} cannot be reached" in one_sentence(err), err


# --- Discord ---------------------------------------------------------------------------------------------
async def test_a_refused_token_exits_2_and_an_unreachable_discord_1(tmp_path: Path):
    env = {"BOARDGAME_DATABASE_URL": f"sqlite:///{tmp_path}/games.sqlite3"}
    async with FakeDiscord(refused_token=TOKEN) as fake:
        code, _, err = await run_bot(tmp_path, fake, env=env)
        assert fake.paths() == ["GET /api/v10/users/@me"]
    assert code == 2 and "Discord refused the token: create a new one" in one_sentence(err), err
    code, _, err = await run_bot(tmp_path, None, env=env)  # nothing listens where Discord should be
    assert code == 1 and "cannot reach Discord" in one_sentence(err) and "a restart tries again" in err, err


async def test_a_real_run_says_what_it_runs_first_shows_its_version_and_stops_cleanly_on_sigterm(
        tmp_path: Path):
    database = tmp_path / "games.sqlite3"
    env = {"BOARDGAME_DATABASE_URL": f"sqlite:///{database}", "BOARDGAME_HTTP_PORT": "0",
           "BOARDGAME_RENDER_WORKERS": "1", "BOARDGAME_REPLAY_WORKERS": "1", "BOARDGAME_SHARD_COUNT": "1"}
    settings = {"PYTHONPATH": str(ROOT), "DISCORD_TOKEN": TOKEN, **env}
    async with FakeDiscord() as fake:
        settings["FAKE_DISCORD_URL"] = fake.url
        child = await asyncio.create_subprocess_exec(
            *bot_command(), cwd=tmp_path, env=environment(dict(os.environ), **settings),
            stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        assert child.stderr is not None
        seen: list[str] = []
        try:
            assert await read_until(child.stderr, "logged in as", seen), "\n".join(seen)
            messages = [line.split(": ", 1)[1] for line in seen if " INFO " in line]
            assert messages[:4] == [
                f"{cli.version_line()} starting, process {child.pid}",
                f"database: SQLite file {database}",
                "shards: all 1 shards, in this process",
                "worker processes: 1 for boards, 1 for replays (started on the first replay), 1 for "
                f"computer players; {len(os.sched_getaffinity(0))} CPUs usable by this process"]
            port = int(next(re.search(r"http://127.0.0.1:(\d+)", line).group(1)  # type: ignore[union-attr]
                            for line in seen if "health and metrics on" in line))
            async with aiohttp.ClientSession() as session:
                async with session.get(f"http://127.0.0.1:{port}/healthz") as response:
                    health = json.loads(await response.text())
                async with session.get(f"http://127.0.0.1:{port}/metrics") as response:
                    metrics = await response.text()
            version = installed_version("boardgame-bot")
            assert health["version"] == version
            assert f'boardgame_build_info{{python="{sys.version.split()[0]}",version="{version}"}} 1.0' \
                in metrics
            workers = worker_processes(child.pid)
            child.send_signal(signal.SIGTERM)
            rest = (await asyncio.wait_for(child.stderr.read(), 60)).decode()
            code = await asyncio.wait_for(child.wait(), 60)
        finally:
            if child.returncode is None:  # a failed assertion above: the bot and its workers go
                os.killpg(child.pid, signal.SIGKILL)
                await child.wait()
        assert fake.closes == [1000], fake.closes  # the gateway closed by the bot, not dropped
    assert code == 0, rest
    assert "stopping (SIGTERM)" in rest and rest.rstrip().endswith("stopped") and "Traceback" not in rest
    assert workers, "the render pool had started its workers"
    assert [pid for pid in workers if Path(f"/proc/{pid}").exists()] == []
    assert not Path(f"{database}-wal").exists()  # SQLite's last connection closed: the log checkpointed


def worker_processes(parent: int) -> list[int]:
    """The pool workers ``parent`` started: its children (``/proc/PID/stat``) that multiprocessing spawned
    (not its resource tracker, which ends on its own once the bot is gone)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
                command = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == parent and b"spawn_main" in command:
                found.append(int(entry.name))
    return found
