"""Copies of the database for backups (``python -m bot backup``), and what a copy holds.

SQLite: :func:`backup_sqlite` uses SQLite's online backup (``sqlite3.Connection.backup``) from a
connection of its own, so it runs beside a bot that keeps writing: the whole copy is made in ONE step,
that is one read transaction, and in WAL mode a reader sees the last commit before it began and never
blocks the bot's writer (nor waits for it). The copy is written under a temporary name in the target's
folder (readable by its owner only), switched to a plain rollback journal (one self-contained file),
flushed to disk, and only then renamed to the target: a target that exists is always a whole copy.

PostgreSQL: :func:`pg_dump` runs ``pg_dump --format=custom`` (the password, if the URL has one, goes
through the environment, never the command line) and :func:`pg_dump_contents` reads a dump's table of
contents with ``pg_restore --list``.

The SQLite side runs in :mod:`store.sqlite` (the only module of ours that speaks to SQLite), with the
standard library's ``sqlite3``; the PostgreSQL side runs PostgreSQL's own programs.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

from store.base import BackupError, BackupResult, SqliteFile

SQLITE_MAGIC = b"SQLite format 3\x00"
PG_DUMP_MAGIC = b"PGDMP"
#: The table the PostgreSQL schema version lives in (the schema's own table); a dump must hold it.
PG_SCHEMA_TABLE = "boardgame_schema"
#: Seconds pg_dump / pg_restore may take before the command gives up.
PG_TIMEOUT = 3600


def file_kind(path: str | Path) -> str | None:
    """``"sqlite"`` or ``"pg_dump"`` (a custom-format dump) by the file's first bytes; None: neither."""
    with open(path, "rb") as file:
        head = file.read(len(SQLITE_MAGIC))
    if head.startswith(SQLITE_MAGIC):
        return "sqlite"
    if head.startswith(PG_DUMP_MAGIC):
        return "pg_dump"
    return None


def _partial_name(target: Path) -> Path:
    return target.with_name(f".{target.name}.{os.getpid()}.partial")


def _check_target(target: Path, force: bool, source: Path | None = None) -> None:
    if source is not None and target.exists() and target.resolve() == source.resolve():
        raise BackupError("target", f"{target} is the database itself; choose another file")
    if target.is_dir():
        raise BackupError("target", f"{target} is a folder; give the name of the file to write")
    if target.exists() and not force:
        raise BackupError("target", f"{target} exists already; choose a new name, or pass --force to "
                                    "replace it")
    if not target.parent.is_dir():
        raise BackupError("target", f"the folder {target.parent} does not exist")


def _create_private(partial: Path) -> None:
    """Create ``partial`` empty, readable and writable by its owner only: a backup holds every hand and
    deck order, and who played whom."""
    try:
        os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600))
        os.chmod(partial, 0o600)
    except OSError as error:
        raise BackupError("target", f"cannot write {partial}: {error.strerror or error}") from error


def _publish(partial: Path, target: Path) -> None:
    """Flush the finished copy to disk and rename it to ``target`` (then flush the folder's entry)."""
    with open(partial, "rb+") as file:
        os.fsync(file.fileno())
    os.replace(partial, target)
    with contextlib.suppress(OSError):  # some file systems cannot open a folder; the rename is done
        folder = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def _write_whole(target: Path, write: Callable[[Path], object]) -> None:
    """``write`` fills a private temporary file beside ``target``, which is then renamed to ``target``:
    the target's name is only ever a whole copy; a failure at any step removes the temporary file."""
    partial = _partial_name(target)
    try:
        _create_private(partial)
        write(partial)
        try:
            _publish(partial, target)
        except OSError as error:
            raise BackupError("target", f"cannot write {target}: {error.strerror or error}") from error
    except BaseException:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise


def backup_sqlite(source: str | Path, target: str | Path, *, force: bool = False) -> BackupResult:
    """A consistent copy of the SQLite database ``source`` at ``target`` (see the module). ``force``:
    replace an existing ``target``. Raises :class:`BackupError`."""
    from store.sqlite import online_backup

    source, target = Path(source), Path(target)
    if not source.is_file():
        raise BackupError("source", f"the database file {source} does not exist")
    _check_target(target, force, source)
    counts: list[int] = []
    _write_whole(target, lambda partial: counts.extend(online_backup(source, partial)))
    games, actions, version = counts
    return BackupResult(target, target.stat().st_size, games, actions, version)


def inspect_sqlite(path: str | Path) -> SqliteFile:
    """Read the SQLite file ``path`` (read-only): ``PRAGMA integrity_check``, the schema version and the
    tables. Raises :class:`BackupError` when it is no SQLite database at all."""
    from store.sqlite import inspect_file

    return inspect_file(path)


def copy_sqlite(source: str | Path, target: str | Path) -> None:
    """A plain copy of a SQLite file that nothing writes (a backup), for a check that must migrate a copy
    rather than the backup itself."""
    shutil.copyfile(source, target)


# --- PostgreSQL -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class LibpqTarget:
    """A database URL as pg_dump takes it: the URL without password and without ``search_path`` (which
    libpq does not know; asyncpg does), the password for the environment, the schemas to dump."""

    url: str
    password: str | None
    schemas: tuple[str, ...]


def libpq_target(url: str) -> LibpqTarget:
    parts = urlsplit(url)
    password = unquote(parts.password) if parts.password is not None else None
    netloc = parts.netloc
    if parts.password is not None:
        user, _, host = netloc.rpartition("@")
        netloc = f"{user.split(':', 1)[0]}@{host}"
    query = parse_qsl(parts.query, keep_blank_values=True)
    schemas = tuple(schema.strip() for key, value in query if key == "search_path"
                    for schema in value.split(",") if schema.strip())
    rest = [(key, value) for key, value in query if key != "search_path"]
    return LibpqTarget(urlunsplit(parts._replace(netloc=netloc, query=urlencode(rest))), password, schemas)


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise BackupError("tool", f"{name} is not installed (it comes with PostgreSQL's client programs, "
                                  "for example the package postgresql-client)")
    return found


def _run(command: list[str], password: str | None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if password is not None:
        env["PGPASSWORD"] = password
    try:
        return subprocess.run(command, env=env, capture_output=True, text=True, timeout=PG_TIMEOUT,
                              check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise BackupError("tool", f"{Path(command[0]).name} could not run: {error}") from error


def pg_dump(url: str, target: str | Path, *, force: bool = False) -> BackupResult:
    """``pg_dump --format=custom`` of the database ``url`` names into ``target`` (through a temporary
    name, renamed when pg_dump succeeded). Raises :class:`BackupError`."""
    target = Path(target)
    _check_target(target, force)
    where = libpq_target(url)
    command = [_tool("pg_dump"), "--format=custom", f"--file={_partial_name(target)}"]
    command += [f"--schema={schema}" for schema in where.schemas]
    command.append(f"--dbname={where.url}")

    def dump(_partial: Path) -> None:
        done = _run(command, where.password)
        if done.returncode != 0:
            side = "target" if "could not open output file" in done.stderr else "source"
            raise BackupError(side, f"pg_dump failed: {done.stderr.strip() or done.returncode}")

    _write_whole(target, dump)
    return BackupResult(target, target.stat().st_size)


@dataclass(frozen=True)
class DumpContents:
    """A custom-format dump's tables (with their data) and the schema version it holds (None: none)."""

    tables: frozenset[str]
    schema_version: int | None


_TOC_DATA = re.compile(r"^\d+; \d+ \d+ TABLE DATA (\S+) (\S+) ")


def pg_dump_contents(path: str | Path) -> DumpContents:
    """Read a dump with ``pg_restore``: its table of contents (``--list``) and the row of
    ``boardgame_schema``. Raises :class:`BackupError` (``tool`` when pg_restore is missing, ``source``
    when it cannot read the file)."""
    restore = _tool("pg_restore")
    listed = _run([restore, "--list", str(path)], None)
    if listed.returncode != 0:
        raise BackupError("source", f"pg_restore cannot read {path}: {listed.stderr.strip()}")
    tables = frozenset(match.group(2) for line in listed.stdout.splitlines()
                       if (match := _TOC_DATA.match(line)))
    version: int | None = None
    if PG_SCHEMA_TABLE in tables:
        data = _run([restore, "--data-only", f"--table={PG_SCHEMA_TABLE}", "--file=-", str(path)], None)
        if data.returncode != 0:
            raise BackupError("source", f"pg_restore cannot read {path}: {data.stderr.strip()}")
        lines = data.stdout.splitlines()
        for number, line in enumerate(lines):
            if line.startswith("COPY ") and PG_SCHEMA_TABLE in line and number + 1 < len(lines):
                value = lines[number + 1].strip()
                version = int(value) if value.isdigit() else None
                break
    return DumpContents(tables, version)
