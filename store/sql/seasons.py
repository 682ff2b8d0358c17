"""Seasons: a server's monthly ladder in one title, its players and divisions, the closed
months' standings, and the claims that make one process close a month and post or edit its card.

What each method promises is said once, on :class:`store.base.Store`; here is how it is done in SQL.
"""

from __future__ import annotations

from collections.abc import Sequence

from store.base import (
    FLOW_SEASON_CARD,
    FLOW_SEASON_CLOSE,
    SeasonConfig,
    SeasonGame,
    SeasonMember,
    SeasonStanding,
    writes,
)
from store.sql.core import Plan, SqlCore
from store.sql.flows import flow_if, flow_statement

_SEASON_COLUMNS = ("guild_id, game, enabled, channel_id, divisions, promote, relegate, month, "
                   "card_message_id, card_mark, card_stale")


def _season(row: Sequence) -> SeasonConfig:
    return SeasonConfig(int(row[0]), str(row[1]), bool(row[2]), int(row[3]), int(row[4]), int(row[5]),
                        int(row[6]), str(row[7]), None if row[8] is None else int(row[8]), row[9],
                        bool(row[10]))


def stale_statement(guild_id: int, game: str | None = None) -> tuple[str, tuple[object, ...]]:
    """The statement that marks a server's season of ``game`` (None: every season of the server) as
    showing something out of date: written by each change a card shows, in the change's transaction."""
    if game is None:
        return "UPDATE seasons SET card_stale = 1 WHERE guild_id = ? AND card_stale = 0", (guild_id,)
    return ("UPDATE seasons SET card_stale = 1 WHERE guild_id = ? AND game = ? AND card_stale = 0",
            (guild_id, game))


def _standing(row: Sequence) -> SeasonStanding:
    return SeasonStanding(*(int(value) for value in row))


class SeasonsSql(SqlCore):
    """Seasons, their players, their archive and their card's claims."""

    async def seasons(self, guild_id: int | None = None) -> list[SeasonConfig]:
        if guild_id is None:
            rows = await self._read_all(f"SELECT {_SEASON_COLUMNS} FROM seasons WHERE enabled = 1 "
                                        "ORDER BY guild_id, game")
        else:
            rows = await self._read_all(f"SELECT {_SEASON_COLUMNS} FROM seasons WHERE guild_id = ? "
                                        "ORDER BY game", (guild_id,))
        return [_season(row) for row in rows]

    async def season(self, guild_id: int, game: str) -> SeasonConfig | None:
        row = await self._read_one(f"SELECT {_SEASON_COLUMNS} FROM seasons WHERE guild_id = ? AND game = ?",
                                   (guild_id, game))
        return None if row is None else _season(row)

    @writes
    async def configure_season(self, guild_id: int, game: str, *, enabled: bool, channel_id: int,
                               divisions: int, promote: int, relegate: int, month: str) -> SeasonConfig:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO seasons (guild_id, game, enabled, channel_id, divisions, promote, relegate, "
                "month) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(guild_id, game) DO UPDATE SET "
                "enabled = excluded.enabled, channel_id = excluded.channel_id, "
                "divisions = excluded.divisions, "
                "promote = excluded.promote, relegate = excluded.relegate, card_message_id = NULL, "
                "card_mark = NULL, card_claim = NULL, card_stale = 1",
                (guild_id, game, int(enabled), channel_id, divisions, promote, relegate, month))
            await db.execute("UPDATE season_members SET division = ? WHERE guild_id = ? AND game = ? "
                             "AND division > ?", (divisions, guild_id, game, divisions))
            async with db.execute(f"SELECT {_SEASON_COLUMNS} FROM seasons WHERE guild_id = ? AND game = ?",
                                  (guild_id, game)) as cursor:
                return _season(await cursor.fetchone())

    async def season_members(self, guild_id: int, game: str) -> list[SeasonMember]:
        rows = await self._read_all(
            "SELECT user_id, division, joined_at FROM season_members WHERE guild_id = ? AND game = ? "
            "ORDER BY division, joined_at, user_id", (guild_id, game))
        return [SeasonMember(int(r[0]), int(r[1]), str(r[2])) for r in rows]

    @writes
    async def join_season(self, guild_id: int, game: str, user_id: int, *, division: int) -> bool:
        def plan() -> Plan:
            joined = yield ("INSERT INTO season_members (guild_id, game, user_id, division, joined_at) "
                            "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                            (guild_id, game, user_id, division, self._now()))
            if joined.rowcount != 1:
                return False
            yield stale_statement(guild_id, game)
            return True

        return bool(await self._run_plan(plan()))

    async def seasons_needing_work(self, month: str) -> list[SeasonConfig]:
        stale, closing = await self._read_many(self._work_queries(month))
        found = {(int(row[0]), str(row[1])): row for row in [*closing, *stale]}
        return [_season(found[key]) for key in sorted(found)]

    def _work_queries(self, month: str) -> list[tuple[str, tuple[str, ...]]]:
        """The seasons whose card may show something out of date (their partial index holds only those)
        and those whose month is over (by month, only the seasons turned on)."""
        return [(f"SELECT {_SEASON_COLUMNS} FROM seasons WHERE card_stale = 1 AND enabled = 1", ()),
                (f"SELECT {_SEASON_COLUMNS} FROM seasons WHERE month < ? AND enabled = 1", (month,))]

    @writes
    async def season_card_current(self, guild_id: int, game: str) -> None:
        await self._write_one("UPDATE seasons SET card_stale = 0 WHERE guild_id = ? AND game = ?",
                              (guild_id, game))

    @writes
    async def season_card_stale(self, guild_id: int, game: str | None = None) -> None:
        await self._write_one(*stale_statement(guild_id, game))

    async def season_games(self, guild_id: int, game: str, start: str, end: str) -> list[SeasonGame]:
        rows = await self._read_all(
            "SELECT r.game_id, r.finished_at, s.user_id, s.place FROM game_results r "
            "JOIN result_seats s ON s.game_id = r.game_id "
            "WHERE r.guild_id = ? AND r.game = ? AND r.rated = 1 "
            "AND r.finished_at >= ? AND r.finished_at < ? "
            "ORDER BY r.finished_at, r.game_id, s.seat", (guild_id, game, start, end))
        games: dict[int, tuple[str, list[tuple[int, int]]]] = {}
        for r in rows:
            games.setdefault(int(r[0]), (str(r[1]), []))[1].append((int(r[2]), int(r[3])))
        return [SeasonGame(game_id, finished, tuple(seats)) for game_id, (finished, seats) in games.items()]

    @writes
    async def close_season(self, guild_id: int, game: str, month: str, next_month: str,
                           standings: Sequence[SeasonStanding]) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE seasons SET month = ?, card_message_id = NULL, card_mark = NULL, card_claim = NULL, "
                "card_stale = 1 WHERE guild_id = ? AND game = ? AND month = ?",
                (next_month, guild_id, game, month))
            if cursor.rowcount != 1:
                return False
            for line in standings:
                await db.execute(
                    "INSERT INTO season_archive (guild_id, game, month, user_id, division, place, points, "
                    "games, wins, move) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (guild_id, game, month, line.user_id, line.division, line.place, line.points, line.games,
                     line.wins, line.move))
                if line.move:
                    await db.execute(
                        "UPDATE season_members SET division = ? "
                        "WHERE guild_id = ? AND game = ? AND user_id = ?",
                        (line.division + line.move, guild_id, game, line.user_id))
            # The players who moved are told by the close's flow, written with it.
            await db.execute(*flow_statement(FLOW_SEASON_CLOSE, f"{guild_id}:{game}:{month}",
                                             guild_id=guild_id, user_id=None, payload={}, now=self._now()))
            return True

    async def season_archive(self, guild_id: int, game: str, month: str) -> list[SeasonStanding]:
        rows = await self._read_all(
            "SELECT user_id, division, place, points, games, wins, move FROM season_archive "
            "WHERE guild_id = ? AND game = ? AND month = ? ORDER BY division, place, user_id",
            (guild_id, game, month))
        return [_standing(row) for row in rows]

    async def season_months(self, guild_id: int, game: str) -> list[str]:
        rows = await self._read_all(
            "SELECT DISTINCT month FROM season_archive WHERE guild_id = ? AND game = ? ORDER BY month DESC",
            (guild_id, game))
        return [str(r[0]) for r in rows]

    @writes
    async def claim_season_card(self, guild_id: int, game: str, *, now: str, until: str) -> bool:
        async with self.transaction() as db:
            # The card is posted by its flow (one per claim), written with the claim.
            return await flow_if(
                db, ("UPDATE seasons SET card_claim = ? WHERE guild_id = ? AND game = ? AND enabled = 1 "
                     "AND card_message_id IS NULL AND (card_claim IS NULL OR card_claim < ?)",
                     (until, guild_id, game, now)),
                flow_statement(FLOW_SEASON_CARD, f"{guild_id}:{game}:{now}", guild_id=guild_id, user_id=None,
                               payload={}, now=now))

    @writes
    async def set_season_card(self, guild_id: int, game: str, message_id: int | None,
                              mark: str | None) -> None:
        # A card gone is a card to post: the season is looked at again.
        stale = ", card_stale = 1" if message_id is None else ""
        await self._write_one(
            f"UPDATE seasons SET card_message_id = ?, card_mark = ?, card_claim = NULL{stale} "
            "WHERE guild_id = ? AND game = ?", (message_id, mark, guild_id, game))

    @writes
    async def mark_season_card(self, guild_id: int, game: str, old: str | None, new: str) -> bool:
        changed = await self._write_one(
            "UPDATE seasons SET card_mark = ? WHERE guild_id = ? AND game = ? "
            "AND card_message_id IS NOT NULL "
            "AND COALESCE(card_mark, '') = ?", (new, guild_id, game, old or ""))
        return changed == 1
