"""A new stored concern is one new file, ``store/sql/<concern>.py``, and its name in ``CONCERNS``: nothing
else in the store changes. Shown on a copy of the store package: a "trophies" concern added that way (its
interface, record, SQL, schema step, member column and kind of flow in its file) is, in a fresh process,
part of both backends' stores, migrated into a new database, importable from ``store``, among the kinds of
flow, and swept by a member's deletion."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from store import MIGRATIONS

ROOT = Path(__file__).resolve().parents[2]
REGISTRATION = '"tournaments", "seasons", "hints",'

TROPHIES = textwrap.dedent('''
    """Trophies: a member's awards in a server (a concern made up by a test)."""

    from __future__ import annotations

    import abc
    from dataclasses import dataclass
    from typing import Protocol

    from store.base import writes
    from store.members import MemberColumn
    from store.sql.core import Concern, SqlCore
    from store.sql.flows import flow_statement

    FLOW_TROPHY = "trophy"


    @dataclass(frozen=True)
    class Trophy:
        guild_id: int
        user_id: int
        name: str


    class TrophyStore(Protocol):
        """A member's trophies."""

        @abc.abstractmethod
        async def award(self, guild_id: int, user_id: int, name: str) -> None:
            """Award a trophy, with the flow that tells its holder."""

        @abc.abstractmethod
        async def trophies(self, user_id: int) -> list[Trophy]:
            """A member's trophies, by name."""


    class TrophiesSql(SqlCore, TrophyStore):
        @writes
        async def award(self, guild_id: int, user_id: int, name: str) -> None:
            async with self.transaction() as db:
                await db.execute("INSERT INTO trophies (guild_id, user_id, name) VALUES (?, ?, ?)",
                                 (guild_id, user_id, name))
                await db.execute(*flow_statement(FLOW_TROPHY, f"{guild_id}:{name}", guild_id=guild_id,
                                                 user_id=user_id, payload={}, now=self._now()))

        async def trophies(self, user_id: int) -> list[Trophy]:
            rows = await self._read_all("SELECT guild_id, user_id, name FROM trophies WHERE user_id = ? "
                                        "ORDER BY name", (user_id,))
            return [Trophy(int(row[0]), int(row[1]), str(row[2])) for row in rows]


    MIGRATIONS = {
        NEXT: (
            "CREATE TABLE trophies (guild_id INTEGER NOT NULL, user_id INTEGER NOT NULL, name TEXT NOT NULL)",
            "CREATE INDEX trophies_by_user ON trophies(user_id)",
        ),
    }
    MEMBER_COLUMNS = (MemberColumn("trophies", "user_id", "delete", "their trophies"),)

    CONCERN = Concern("trophies", TrophyStore, TrophiesSql, records=(Trophy,), migrations=MIGRATIONS,
                      member_columns=MEMBER_COLUMNS, flow_kinds=(FLOW_TROPHY,))
''')

CHECK = textwrap.dedent('''
    import asyncio, sys

    import store
    from store import FLOW_KINDS, FLOW_TROPHY, MIGRATIONS, Trophy, TrophyStore, open_store
    from store.members import MEMBER_COLUMNS
    from store.postgres import PostgresStore
    from store.sqlite import SqliteStore

    assert store.__file__.startswith(sys.argv[2]), store.__file__
    assert FLOW_TROPHY in FLOW_KINDS and "Trophy" in store.__all__
    assert ("trophies", "user_id") in {(c.table, c.column) for c in MEMBER_COLUMNS}
    for backend in (SqliteStore, PostgresStore):
        assert TrophyStore in backend.__mro__ and not backend.__abstractmethods__

    async def main(path):
        db = await open_store(path)
        try:
            assert await db.schema_version() == len(MIGRATIONS)
            await db.award(1, 42, "first win")
            assert await db.trophies(42) == [Trophy(1, 42, "first win")]
            assert await db.scalar("SELECT COUNT(*) FROM flows WHERE kind = ?", (FLOW_TROPHY,)) == 1
            await db.forget_user(42, standin=(), abandon=(), announcements={})
            assert await db.trophies(42) == []
        finally:
            await db.close()

    asyncio.run(main(sys.argv[1]))
    print("ok", len(MIGRATIONS))
''')


def test_a_new_concern_is_its_file_and_its_name_in_the_registration(tmp_path: Path):
    copy = tmp_path / "src"
    shutil.copytree(ROOT / "store", copy / "store", ignore=shutil.ignore_patterns("__pycache__"))
    registration = copy / "store" / "sql" / "__init__.py"
    text = registration.read_text(encoding="utf-8")
    assert text.count(REGISTRATION) == 1
    registration.write_text(text.replace(REGISTRATION, REGISTRATION + ' "trophies",'), encoding="utf-8")
    (copy / "store" / "sql" / "trophies.py").write_text(TROPHIES.replace("NEXT", str(len(MIGRATIONS) + 1)),
                                                       encoding="utf-8")
    script = tmp_path / "check.py"
    script.write_text(CHECK, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(copy)}
    done = subprocess.run([sys.executable, str(script), str(tmp_path / "bot.db"), str(copy)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["ok", str(len(MIGRATIONS) + 1)]
