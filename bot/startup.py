"""What the bot says when it starts, and when a database cannot be used: one plain sentence each.

:func:`database_problem` turns a :class:`store.StoreUnavailable` met while opening a database into the
sentence an operator reads (what is wrong and what to do); ``python -m bot`` and the operator's commands
print it and exit with code 2, since restarting would not help. :func:`first_lines` are the first lines
the bot logs: its version, where its database is, its shards and its worker processes. Nothing here
imports discord.py or a database driver.
"""

from __future__ import annotations

import getpass
import os
from pathlib import Path
from urllib.parse import urlsplit

from bot.config import Config, usable_cpus
from store import StoreUnavailable, is_postgres_url, redact, sqlite_path


def describe_location(location: str) -> str:
    """``SQLite file /srv/boardgames/data/boardgames.sqlite3`` or ``PostgreSQL
    postgresql://bot:***@db:5432/boardgames``: where the games are, never with a password."""
    if is_postgres_url(location):
        return f"PostgreSQL {redact(location)}"
    return f"SQLite file {Path(sqlite_path(location)).absolute()}"


def describe_shards(config: Config) -> str:
    if config.shard_count is None:
        return "every shard, in this process (Discord says how many)"
    if config.shard_ids is None:
        return f"all {config.shard_count} shards, in this process"
    return f"{', '.join(map(str, config.shard_ids))} of {config.shard_count}"


def pool_sizes(config: Config) -> tuple[int, int, int]:
    """The worker processes for boards, for replays and for the computer players' search."""
    cpus = usable_cpus()
    return config.render_workers or cpus, config.replay_workers or cpus, config.computer_workers


def first_lines(config: Config, version: str) -> list[str]:
    """The bot's first log lines, before anything is opened: what an operator checks first."""
    render, replay, computers = pool_sizes(config)
    return [
        f"{version} starting, process {os.getpid()}",
        f"database: {describe_location(config.database_path)}",
        f"shards: {describe_shards(config)}",
        f"worker processes: {render} for boards, {replay} for replays (started on the first replay), "
        f"{computers} for computer players; {usable_cpus()} CPUs usable by this process",
    ]


def database_problem(location: str, error: StoreUnavailable, setting: str = "BOARDGAME_DATABASE_URL") -> str:
    """One sentence: why the database ``location`` cannot be used and what to do. ``setting`` is where
    the location came from (the variable, or an option such as ``--from``)."""
    if is_postgres_url(location):
        return _postgres_problem(location, error, setting)
    return _sqlite_problem(Path(sqlite_path(location)).absolute(), error, setting)


def _sqlite_problem(path: Path, error: StoreUnavailable, setting: str) -> str:
    detail = error.detail
    match error.reason:
        case "cantopen" | "readonly" if path.is_dir():
            return (f"The database {path} is a folder, not a file: name a file in it (for example "
                    f"sqlite:///{path / 'boardgames.sqlite3'}) in {setting}.")
        case "cantopen" | "readonly" if not path.parent.is_dir():
            return (f"The folder of the database {path} does not exist: create it, or correct "
                    f"{setting}.")
        case "cantopen" | "readonly" if not _may_write(path):
            user = _user()
            return (f"The database {path} is read-only for the user {user} running the bot: give {user} "
                    f"write access to the file and its folder {path.parent} (for example chown -R {user} "
                    f"{path.parent}), then start again.")
        case "readonly":
            return (f"The database {path} is read-only ({detail}): give the bot's user write access to the "
                    f"file and its folder, or point {setting} at a writable copy, then start again.")
        case "cantopen":
            return f"The database {path} cannot be opened ({detail}): check the file and its folder."
        case "corrupt":
            return (f"The database {path} is damaged ({detail}): restore your latest backup (check it first "
                    "with python -m bot backup --check FILE); nothing was changed.")
        case "newer":
            return _newer(str(path), detail)
        case "full":
            return f"The disk holding the database {path} is full: free some space, then start again."
        case "busy":
            return (f"The database {path} stayed locked by another program ({detail}): stop it (another bot "
                    "on the same file?), then start again.")
    return (f"The database {path} cannot be used: {error}; check the disk, and restore your latest backup "
            "if the file is damaged.")


def _postgres_problem(url: str, error: StoreUnavailable, setting: str) -> str:
    parts = urlsplit(url)
    server = f"{parts.hostname or 'localhost'}:{parts.port or 5432}"
    database = parts.path.removeprefix("/") or "(none)"
    user = parts.username or _user()
    detail = error.detail
    match error.reason:
        case "down":
            return (f"The database server {server} cannot be reached ({detail}): start it, or correct the "
                    f"host and port in {setting}.")
        case "missing":
            return (f"The database server {server} has no database named {database}: create it (createdb "
                    f"--owner={user} {database}), or correct {setting}.")
        case "refused":
            return (f"The database server {server} refused the login of {user} ({detail}): check the user "
                    f"and password in {setting} (and the server's pg_hba.conf).")
        case "denied":
            return (f"The role {user} lacks a permission in the database {database} ({detail}): make it the "
                    f"database's owner (ALTER DATABASE {database} OWNER TO {user}) or grant it CREATE on "
                    "the schema, then start again.")
        case "newer":
            return _newer(redact(url), detail)
        case "readonly":
            return (f"The database {database} on {server} takes no writes ({detail}): point {setting} at "
                    "the primary server, not a standby.")
    return f"The database {redact(url)} cannot be used: {error}."


def _newer(where: str, detail: str) -> str:
    return (f"The database {where} was last used by a newer version of the bot ({detail}): run that version "
            "again, or restore the backup taken before the upgrade; nothing was changed.")


def _may_write(path: Path) -> bool:
    if path.exists():
        return os.access(path, os.R_OK | os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)
    return os.access(path.parent, os.W_OK | os.X_OK)


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return str(os.getuid())
