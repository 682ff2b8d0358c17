"""``python -m bot backup --into FOLDER --keep N``: what a nightly timer runs. Each copy is named by its
moment, checked, and only then are the older dated copies but the newest N deleted; nothing else in the
folder is ever touched, and a copy that fails its check costs no older backup."""

from __future__ import annotations

import asyncio
import io
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot import backup as backups
from store import open_store

ROOT = Path(__file__).resolve().parents[2]
NIGHT = datetime(2026, 12, 6, 3, 30, tzinfo=UTC)


async def database(folder: Path) -> str:
    path = folder / "games.sqlite3"
    store = await open_store(str(path))
    await store.close()
    return str(path)


def run_into(location: str, folder: Path, keep: int | None, now: datetime) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = backups.backup_into(location, folder, keep, out, err, now=now)
    return code, out.getvalue(), err.getvalue()


async def test_each_night_a_checked_copy_and_only_the_newest_are_kept(tmp_path: Path):
    location = await database(tmp_path)
    folder = tmp_path / "backups"
    folder.mkdir()
    (folder / "notes.txt").write_text("the operator's own file")
    (folder / "boardgames-20200101T000000Z.dump").write_text("a PostgreSQL dump: another kind")
    (folder / "boardgames-latest.sqlite3").write_text("not a name --into gives")
    names = []
    for night in range(4):
        code, out, err = await asyncio.to_thread(run_into, location, folder, 2, NIGHT + timedelta(days=night))
        assert code == 0, err
        assert "integrity check ok" in out, out
        names.append(f"boardgames-{(NIGHT + timedelta(days=night)):%Y%m%dT%H%M%SZ}.sqlite3")
    assert "Deleted 1 older backup(s), keeping the newest 2: " + names[1] in out
    assert sorted(path.name for path in folder.iterdir()) == sorted(
        [*names[2:], "notes.txt", "boardgames-20200101T000000Z.dump", "boardgames-latest.sqlite3"])
    for name in names[2:]:
        assert (folder / name).stat().st_mode & 0o077 == 0  # a backup holds every hand: its owner's only


async def test_two_copies_in_one_second_get_two_names_and_keep_counts_both(tmp_path: Path):
    location = await database(tmp_path)
    folder = tmp_path / "backups"
    folder.mkdir()
    for _ in range(3):
        code, _, err = await asyncio.to_thread(run_into, location, folder, None, NIGHT)
        assert code == 0, err
    stamp = f"{NIGHT:%Y%m%dT%H%M%SZ}"
    assert sorted(path.name for path in folder.iterdir()) == [
        f"boardgames-{stamp}-2.sqlite3", f"boardgames-{stamp}-3.sqlite3", f"boardgames-{stamp}.sqlite3"]
    code, _, err = await asyncio.to_thread(run_into, location, folder, 1, NIGHT)
    assert code == 0, err
    assert [path.name for path in folder.iterdir()] == [f"boardgames-{stamp}-4.sqlite3"]


@pytest.mark.parametrize(("checked", "left"), [(2, 1), (1, 2)])
async def test_a_copy_that_fails_its_check_costs_no_older_backup(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, checked: int, left: int):
    """2: the copy is not a usable backup: it is deleted, the older ones kept. 1: a faithful copy of a
    database whose games do not all match their log: kept, and nothing deleted."""
    location = await database(tmp_path)
    folder = tmp_path / "backups"
    folder.mkdir()
    for night in range(2):
        assert (await asyncio.to_thread(run_into, location, folder, 1, NIGHT + timedelta(days=night)))[0] == 0
    monkeypatch.setattr(backups, "check_backup", lambda path, out, err: checked)
    code, _, _ = await asyncio.to_thread(run_into, location, folder, 1, NIGHT + timedelta(days=5))
    assert code == checked
    assert len(list(folder.iterdir())) == left


def python_m_bot(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("DISCORD_", "BOARDGAME_")) or key == "BOARDGAME_TEST_POSTGRES_URL"}
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env={**env, "PYTHONPATH": str(ROOT)})


async def test_the_command_line_rotates_and_refuses_keep_without_into(tmp_path: Path):
    location = await database(tmp_path)
    (tmp_path / "backups").mkdir()
    (tmp_path / ".env").write_text(f"BOARDGAME_DATABASE_URL=sqlite:///{location}\n")
    for _ in range(2):
        done = python_m_bot("backup", "--into", "backups", "--keep", "1", cwd=tmp_path)
        assert done.returncode == 0, done.stderr
    assert len(list((tmp_path / "backups").iterdir())) == 1
    assert "keeping the newest 1" in done.stdout, done.stdout
    for args, expected in ((["--to", "x.sqlite3", "--keep", "3"], "--keep goes with --into"),
                           (["--into", "backups", "--keep", "0"], "must be a whole number of backups"),
                           (["--into", "nowhere"], "the folder nowhere does not exist")):
        done = python_m_bot("backup", *args, cwd=tmp_path)
        assert done.returncode == 2 and expected in done.stderr, (args, done.stderr)
    assert not (tmp_path / "x.sqlite3").exists() and not (tmp_path / "nowhere").exists()
