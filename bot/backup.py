"""The operator's backup commands: ``python -m bot backup`` and ``python -m bot check-db``.

``backup --to FILE [--from URL] [--force]``: a consistent copy of the bot's database while the bot runs.
SQLite: SQLite's online backup from a process of its own (:func:`store.backup.backup_sqlite`), written
under a temporary name and renamed when whole; an existing FILE is replaced only with ``--force``.
PostgreSQL: ``pg_dump --format=custom`` when pg_dump is on the PATH (otherwise the command says what to
run). ``backup --check FILE``: a SQLite copy passes SQLite's integrity check, has a schema version this
bot knows, and every game in it replays to its stored state (the check-db code, read-only; a copy of an
older schema is checked on a migrated temporary copy); a PostgreSQL dump lists every table of the bot and
its schema version (``pg_restore --list``). ``backup --into FOLDER [--keep N]``: a copy named by its
UTC moment in FOLDER (``boardgames-20261206T033000Z.sqlite3``, or ``.dump``), checked as ``--check``
checks it; only once it passes are the dated copies but the newest N deleted, so a failing night never
costs a good backup (what a timer runs every night: docs/operators.md).

``check-db [--from URL]``: every game of the database replayed from its seed and compared with its
stored state (:func:`core.checkdb.check_database`); read-only, so it runs beside the bot.

The database is the bot's own (``BOARDGAME_DATABASE_URL`` or ``BOARDGAME_DB_PATH``, environment or
``.env``, see :mod:`bot.config`) unless ``--from`` names one; no ``DISCORD_TOKEN`` is needed. Exit codes:
0 done (every game matches), 1 some game does not match its log, 2 the database or the file cannot be used
(missing, unreadable, damaged, not this bot's, target not writable) or the arguments are wrong. The games
and the replay's code are imported only to replay: a refused command answers at once.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import re
import shutil
import sys
import tempfile
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from bot.cli import database_option, setting
from bot.startup import database_problem
from store import MIGRATIONS, StoreUnavailable, is_postgres_url, open_store, redact, sqlite_path, utc_now
from store.backup import (
    PG_SCHEMA_TABLE,
    BackupError,
    backup_sqlite,
    copy_sqlite,
    file_kind,
    inspect_sqlite,
    pg_dump,
    pg_dump_contents,
)

PG_DUMP_HELP = ('pg_dump is not installed here. Back up a PostgreSQL database with PostgreSQL\'s own tool '
                '(package postgresql-client):\n  pg_dump --format=custom --file=boardgames.dump "$URL"\n'
                'and check the dump with: python -m bot backup --check boardgames.dump')


def _megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB" if size >= 100_000 else f"{size / 1000:.1f} kB"


# --- backup --------------------------------------------------------------------------------------------
def backup_main(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``python -m bot backup ARGS``, through the command line's parser (:mod:`bot.cli`)."""
    from bot.cli import main

    return main(["backup", *argv], out, err)


def backup(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``python -m bot backup``: see the module."""
    logging.basicConfig(level=logging.WARNING)
    if args.check:
        return check_backup(args.check, out, err)
    location = database_option(args.source, err, must_exist=True, env_file=args.env_file)
    if location is None:
        return 2
    if args.into:
        return backup_into(location, Path(args.into), args.keep, out, err,
                           source_setting=setting(args.source))
    return _copy(location, Path(args.to), args.force, out, err, setting(args.source))


def _copy(location: str, target: Path, force: bool, out: TextIO, err: TextIO, source_setting: str) -> int:
    """The copy of ``location`` at ``target``: 0, or 2 after saying why there is none."""
    try:
        if is_postgres_url(location):
            if not _has_pg_dump():
                print(PG_DUMP_HELP, file=err)
                return 2
            games = asyncio.run(_count_games(location))
            result = pg_dump(location, target, force=force)
            held = "no games table" if games is None else f"{games} games when the dump began"
            print(f"Dumped {redact(location)} to {result.path} ({_megabytes(result.size)}, {held}).",
                  file=out)
        else:
            result = backup_sqlite(sqlite_path(location), target, force=force)
            print(f"Backed up {sqlite_path(location)} to {result.path}: {result.games} games, "
                  f"{result.actions} actions, schema version {result.schema_version}, "
                  f"{_megabytes(result.size)}.", file=out)
    except BackupError as error:
        print(f"No backup made: {error}", file=err)
        return 2
    except StoreUnavailable as error:
        print(f"No backup made. {database_problem(location, error, source_setting)}", file=err)
        return 2
    return 0


# --- backup --into FOLDER --keep N: dated copies, checked, the oldest deleted ---------------------------
#: The names ``--into`` gives its copies: the UTC moment, a counter when two fall in the same second, and
#: the kind (a SQLite file or a pg_dump file). ``--keep`` only ever deletes files of this name.
DATED = re.compile(r"^boardgames-(\d{8}T\d{6}Z)(?:-(\d+))?\.(sqlite3|dump)$")


def dated_name(folder: Path, extension: str, now: datetime) -> Path:
    stamp = now.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = folder / f"boardgames-{stamp}.{extension}"
    counter = 1
    while target.exists():
        counter += 1
        target = folder / f"boardgames-{stamp}-{counter}.{extension}"
    return target


def dated_backups(folder: Path, extension: str) -> list[Path]:
    """The copies ``--into`` made in ``folder`` of one kind, oldest first."""
    found = []
    for path in folder.iterdir():
        match = DATED.match(path.name)
        if match and match.group(3) == extension and path.is_file():
            found.append(((match.group(1), int(match.group(2) or 1)), path))
    return [path for _, path in sorted(found)]


def backup_into(location: str, folder: Path, keep: int | None, out: TextIO, err: TextIO, *,
                now: datetime | None = None, source_setting: str = "BOARDGAME_DATABASE_URL") -> int:
    """A dated copy in ``folder``, checked as ``--check`` checks it; only when it passes are the copies
    beyond the newest ``keep`` deleted (None: none). A copy that is not a usable backup is deleted and
    the older ones are all kept (exit 2); a faithful copy of a database whose games do not all match
    their log is kept, and nothing is deleted (exit 1)."""
    if not folder.is_dir():
        print(f"No backup made: the folder {folder} does not exist (create it, writable by this user only: "
              f"install -d -m 700 {folder}).", file=err)
        return 2
    postgres = is_postgres_url(location)
    if postgres and shutil.which("pg_restore") is None:
        print("No backup made: --into checks each dump with pg_restore, which is not installed here "
              "(package postgresql-client).", file=err)
        return 2
    extension = "dump" if postgres else "sqlite3"
    target = dated_name(folder, extension, now or utc_now())
    made = _copy(location, target, False, out, err, source_setting)
    if made != 0:
        return made
    checked = check_backup(str(target), out, err)
    if checked == 2:
        target.unlink(missing_ok=True)
        print(f"The copy {target.name} is not a usable backup and was deleted; the older backups are kept.",
              file=err)
        return 2
    if checked != 0:
        print("The older backups are kept, since this database's games do not all match their log.", file=out)
        return checked
    if keep is not None:
        old = dated_backups(folder, extension)[:-keep]
        for path in old:
            path.unlink()
        if old:
            print(f"Deleted {len(old)} older backup(s), keeping the newest {keep}: "
                  f"{', '.join(path.name for path in old)}.", file=out)
    return 0


def _has_pg_dump() -> bool:
    return shutil.which("pg_dump") is not None


async def _count_games(location: str) -> int | None:
    """How many games the database holds (None: it has no games table: not, or not yet, the bot's)."""
    store = await open_store(location, read_only=True)
    try:
        return await store.count_games()
    except StoreUnavailable:
        raise
    except Exception:  # no games table: pg_dump still copies what there is; --check will say
        return None
    finally:
        await store.close()


def check_backup(path: str, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """``backup --check FILE``: see the module."""
    file = Path(path)
    if not file.is_file():
        print(f"{file}: no such file", file=err)
        return 2
    try:
        kind = file_kind(file)
    except OSError as error:
        print(f"{file} cannot be read: {error.strerror or error}", file=err)
        return 2
    try:
        if kind == "sqlite":
            return _check_sqlite_copy(file, out, err)
        if kind == "pg_dump":
            return _check_pg_dump(file, out, err)
    except BackupError as error:
        if error.side == "tool":
            print(f"{file} cannot be checked here: {error}", file=err)
        else:
            print(f"{file}: NOT a usable backup: {error}", file=err)
        return 2
    print(f"{file}: NOT a usable backup: neither a SQLite database nor a PostgreSQL custom-format dump "
          "(pg_dump --format=custom)", file=err)
    return 2


def _check_sqlite_copy(file: Path, out: TextIO, err: TextIO) -> int:
    found = inspect_sqlite(file)
    if found.integrity != ["ok"]:
        print(f"{file}: NOT a usable backup: SQLite's integrity check fails:", file=err)
        for problem in found.integrity:
            print(f"  {problem}", file=err)
        return 2
    version = found.schema_version or 0
    if "games" not in found.tables or version == 0:
        print(f"{file}: NOT a usable backup: a SQLite database, but not one of this bot (no games table)",
              file=err)
        return 2
    if version > len(MIGRATIONS):
        print(f"{file}: schema version {version} is newer than this bot's ({len(MIGRATIONS)}): check it "
              "with the bot version that made it", file=err)
        return 2
    print(f"{file}: SQLite integrity check ok, schema version {version}", file=out)
    if version == len(MIGRATIONS):
        return asyncio.run(_check_games(str(file), out, err, read_only=True))
    # An older schema: replayed on a temporary copy brought to this bot's schema, the backup untouched.
    with tempfile.TemporaryDirectory(prefix="boardgame-check-") as folder:
        copy = Path(folder) / "copy.sqlite3"
        copy_sqlite(file, copy)
        print(f"(checked on a temporary copy migrated to schema version {len(MIGRATIONS)})", file=out)
        return asyncio.run(_check_games(str(copy), out, err, read_only=False))


def _check_pg_dump(file: Path, out: TextIO, err: TextIO) -> int:
    from bot.migrate_db import TABLES

    contents = pg_dump_contents(file)
    wanted = {table for table, _ in TABLES} | {PG_SCHEMA_TABLE}
    missing = sorted(wanted - contents.tables)
    if missing:
        print(f"{file}: NOT a usable backup: the dump lacks the bot's tables {', '.join(missing)}", file=err)
        return 2
    version = contents.schema_version
    if version is None or not 1 <= version <= len(MIGRATIONS):
        print(f"{file}: NOT a usable backup: its schema version ({version}) is not one this bot knows "
              f"(1 to {len(MIGRATIONS)})", file=err)
        return 2
    print(f"{file}: a PostgreSQL dump with every table of the bot, schema version {version}. To replay its "
          "games, restore it into an empty database (pg_restore --no-owner --dbname=URL FILE) and run "
          "python -m bot check-db --from URL.", file=out)
    return 0


# --- check-db ------------------------------------------------------------------------------------------
def check_db_main(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``python -m bot check-db ARGS``, through the command line's parser (:mod:`bot.cli`)."""
    from bot.cli import main

    return main(["check-db", *argv], out, err)


def check_db(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``python -m bot check-db``: see the module."""
    logging.basicConfig(level=logging.WARNING)
    location = database_option(args.source, err, must_exist=True, env_file=args.env_file)
    if location is None:
        return 2
    return asyncio.run(_check_games(location, out, err, read_only=True, setting=setting(args.source)))


async def _check_games(location: str, out: TextIO, err: TextIO, *, read_only: bool,
                       setting: str = "the backup") -> int:
    # The games and the replay's code, only once the arguments and the database's place passed.
    import rules
    from core.checkdb import CheckReport, Mismatch, check_database

    where = redact(location)
    try:
        store = await open_store(location, read_only=read_only)
    except StoreUnavailable as error:
        print(database_problem(location, error, setting), file=err)
        return 2
    try:
        version = await store.schema_version()
        if version != len(MIGRATIONS):
            if version == 0:
                advice = "it is not a database of this bot (it has no schema version)."
            elif version > len(MIGRATIONS):
                advice = "check it with the bot version that wrote it."
            else:
                advice = ("start the bot once (it migrates the database), or check a backup of it "
                          "(python -m bot backup --check FILE).")
            print(f"The database {where} has schema version {version}, this bot {len(MIGRATIONS)}: {advice}",
                  file=err)
            return 2

        def told(mismatch: Mismatch) -> None:
            print(f"MISMATCH {mismatch.line()}", file=out, flush=True)

        report: CheckReport = await check_database(store, rules.GAMES, on_mismatch=told)
    except StoreUnavailable as error:
        print(f"The database {where} cannot be read: {error}", file=err)
        return 2
    except Exception as error:  # a table missing or unreadable: not a database this bot can check
        print(f"The database {where} cannot be checked: {type(error).__name__}: {error}", file=err)
        return 2
    finally:
        await store.close()
    for game_id, title in report.unchecked:
        print(f"not replayed: game {game_id} is of {title!r}, which this bot does not offer", file=out)
    print(report.summary() + ".", file=out)
    print("Every game matches its log." if report.ok else
          "Some games do NOT match their log: see the MISMATCH lines above.", file=out)
    return 0 if report.ok else 1
