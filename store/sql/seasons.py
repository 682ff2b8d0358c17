"""Seasons: a server's monthly ladder in one title, its players and divisions, the closed
months' standings, and the claims that make one process close a month and post or edit its card.

What each method promises is said once, on :class:`SeasonStore` (the concern's interface); :class:`SeasonsSql`
does it in SQL. The module ends with the concern's schema steps and its :class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from store.base import writes
from store.members import MemberColumn
from store.sql.core import Concern, Plan, SqlCore
from store.sql.flows import flow_if, flow_statement

#: The kinds of flow this concern's transactions write (:data:`store.FLOW_KINDS`).
FLOW_SEASON_CLOSE = "season-close"
FLOW_SEASON_CARD = "season-card"


@dataclass(frozen=True)
class SeasonConfig:
    """A server's monthly ladder in one title: where its card goes, its divisions (1 the top),
    how many of each division go up and down at the month's end, the month in play (``"2026-11"``) and
    its card (the message, and ``card_mark``: what the posted card shows)."""

    guild_id: int
    game: str
    enabled: bool
    channel_id: int
    divisions: int
    promote: int
    relegate: int
    month: str
    card_message_id: int | None = None
    card_mark: str | None = None
    #: Whether something the card shows may have changed since it was drawn (the periodic work draws it).
    card_stale: bool = True


@dataclass(frozen=True)
class SeasonMember:
    """A player of a season: their division (1 the top) and when they joined."""

    user_id: int
    division: int
    joined_at: str


@dataclass(frozen=True)
class SeasonStanding:
    """One player's line in a season's standings (archived at the month's end): division, place in it,
    points, games counted, wins, and the move the month's end gave them (-1 up, 0 stays, +1 down)."""

    user_id: int
    division: int
    place: int
    points: int
    games: int
    wins: int
    move: int = 0


@dataclass(frozen=True)
class SeasonGame:
    """A rated game of a season's server and title finished in its month: its seats' users and places."""

    game_id: int
    finished_at: str
    seats: tuple[tuple[int, int], ...]


class SeasonStore(Protocol):
    """Seasons: a server's monthly ladder in one title."""

    @abc.abstractmethod
    async def seasons(self, guild_id: int | None = None) -> list[SeasonConfig]:
        """Every season turned on (``guild_id``: that server's only, turned off ones too)."""

    @abc.abstractmethod
    async def season(self, guild_id: int, game: str) -> SeasonConfig | None:
        """A server's season of ``game``, on or off; None if it was never set up."""

    @abc.abstractmethod
    async def configure_season(self, guild_id: int, game: str, *, enabled: bool, channel_id: int,
                               divisions: int, promote: int, relegate: int, month: str) -> SeasonConfig:
        """Set up (or change, or turn off) a season; ``month`` is kept when it exists. A change asks for a
        new card (the old message is left as it is); members below the last division move up to it."""

    @abc.abstractmethod
    async def season_members(self, guild_id: int, game: str) -> list[SeasonMember]:
        """A season's players, by division then joining."""

    @abc.abstractmethod
    async def join_season(self, guild_id: int, game: str, user_id: int, *, division: int) -> bool:
        """Add a player in ``division``; False when they play in it already."""

    @abc.abstractmethod
    async def season_games(self, guild_id: int, game: str, start: str, end: str) -> list[SeasonGame]:
        """The rated games of the server and title finished in ``[start, end)``, oldest first."""

    @abc.abstractmethod
    async def close_season(self, guild_id: int, game: str, month: str, next_month: str,
                           standings: Sequence[SeasonStanding]) -> bool:
        """Close ``month`` once: if the season is still in it, in one transaction archive ``standings``,
        move each player by their ``move``, open ``next_month``, ask for a new card and write the flow
        that tells the players who moved (kind :data:`FLOW_SEASON_CLOSE`, key ``"<guild>:<game>:<month>"``).
        False when another process (or an earlier run) closed it."""

    @abc.abstractmethod
    async def season_archive(self, guild_id: int, game: str, month: str) -> list[SeasonStanding]:
        """A closed month's final standings, by division and place."""

    @abc.abstractmethod
    async def season_months(self, guild_id: int, game: str) -> list[str]:
        """The closed months of a season, newest first."""

    @abc.abstractmethod
    async def seasons_needing_work(self, month: str) -> list[SeasonConfig]:
        """The seasons turned on whose card may show something out of date (marked by the change: a result
        in its server and title, a join, the server's language, a new month, a configuration, a card to
        post) or whose month is before ``month`` (to close); through indexes, no other season read."""

    @abc.abstractmethod
    async def season_card_current(self, guild_id: int, game: str) -> None:
        """The periodic work is about to draw the season's card as it is now: unmark it (a change landing
        meanwhile marks it again)."""

    @abc.abstractmethod
    async def season_card_stale(self, guild_id: int, game: str | None = None) -> None:
        """Mark a server's season of ``game`` (None: all of the server's) as showing something out of date:
        its card is drawn again by the next periodic work (a change not stored here: Discord's locale of
        the server, a card edit that failed)."""

    @abc.abstractmethod
    async def claim_season_card(self, guild_id: int, game: str, *, now: str, until: str) -> bool:
        """Claim the posting of a season's new card (it has none, and no live claim), writing the flow that
        posts it (kind :data:`FLOW_SEASON_CARD`, key ``"<guild>:<game>:<now>"``): one process posts."""

    @abc.abstractmethod
    async def set_season_card(self, guild_id: int, game: str, message_id: int | None,
                              mark: str | None) -> None:
        """Keep the posted card's message and what it shows (None: let the claim go, nothing posted)."""

    @abc.abstractmethod
    async def mark_season_card(self, guild_id: int, game: str, old: str | None, new: str) -> bool:
        """Claim one edit of the card: its mark goes from ``old`` to ``new`` (False: another process did)."""


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


class SeasonsSql(SqlCore, SeasonStore):
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


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 20 (seasons): a monthly ladder per server and title. ``seasons``: its configuration
    # (channel, divisions, how many go up and down), the month in play (closing it is one conditional
    # UPDATE of ``month``: the process that changes it archives and moves the players, no other) and its
    # card (the message, ``card_mark``: what the posted card shows, so a process edits it only when that
    # changed; ``card_claim``: until when a process posting a new card holds it). ``season_members``: who
    # plays and in which division (1 the top). ``season_archive``: each closed month's final standings and
    # who went up (-1) or down (+1).
    20: (
        """
        CREATE TABLE seasons (
            guild_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            enabled INTEGER NOT NULL DEFAULT 1,
            channel_id INTEGER NOT NULL,
            divisions INTEGER NOT NULL,
            promote INTEGER NOT NULL,
            relegate INTEGER NOT NULL,
            month TEXT NOT NULL,
            card_message_id INTEGER,
            card_mark TEXT,
            card_claim TEXT,
            PRIMARY KEY (guild_id, game)
        )
        """,
        """
        CREATE TABLE season_members (
            guild_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            division INTEGER NOT NULL,
            joined_at TEXT NOT NULL,
            PRIMARY KEY (guild_id, game, user_id)
        )
        """,
        "CREATE INDEX season_members_by_user ON season_members(user_id)",
        """
        CREATE TABLE season_archive (
            guild_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            month TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            division INTEGER NOT NULL,
            place INTEGER NOT NULL,
            points INTEGER NOT NULL,
            games INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            move INTEGER NOT NULL,
            PRIMARY KEY (guild_id, game, month, user_id)
        )
        """,
        "CREATE INDEX season_archive_by_user ON season_archive(user_id)",
    ),
    # 26: the minute tick stays idle at scale. ``seasons.card_stale``: something the season's card shows may
    # have changed since it was drawn (a result in its server and title, a join, the server's language, a new
    # month or configuration, a card to post), set by the change's own transaction and cleared by the periodic
    # work before it redraws the card: the tick reads the stale seasons and those whose month is over through
    # two small indexes, and no other season's standings. Every season is drawn once after this step (the
    # default). The tournaments' work is found by indexes that exist already; the reliability counts are kept
    # per player (``reliability``: finished games and those completed without the stand-in, moved by the
    # result that changes them), filled here from the results stored so far.
    26: (
        "ALTER TABLE seasons ADD COLUMN card_stale INTEGER NOT NULL DEFAULT 1",
        "CREATE INDEX seasons_stale ON seasons(guild_id, game) WHERE card_stale = 1 AND enabled = 1",
        "CREATE INDEX seasons_by_month ON seasons(month) WHERE enabled = 1",
        """
        CREATE TABLE reliability (
            user_id INTEGER PRIMARY KEY,
            games INTEGER NOT NULL DEFAULT 0,
            clean INTEGER NOT NULL DEFAULT 0
        )
        """,
        "INSERT INTO reliability (user_id, games, clean) SELECT user_id, COUNT(*), "
        "SUM(CASE WHEN standin_moves = 0 AND standin = 0 THEN 1 ELSE 0 END) FROM result_seats "
        "GROUP BY user_id",
        # The queue's version: moved by every change of the entries (a join, a leave, a match, an expiry, a
        # member forgotten) and by a result of a queued player (their reliability), in the change's
        # transaction. The periodic work plans the queue again only when it moved or a window widens.
        "CREATE TABLE queue_state (id INTEGER PRIMARY KEY, version INTEGER NOT NULL)",
        "INSERT INTO queue_state (id, version) VALUES (1, 0)",
    ),
}

#: This concern's columns that can hold a member's id and what deleting the member does to each
#: (:mod:`store.members`); the sweep runs those of one action in this order.
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("season_members", "user_id", "delete", "their divisions"),
    MemberColumn("season_archive", "user_id", "delete", "the closed months' lines naming them"),
)

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "seasons", SeasonStore, SeasonsSql,
    records=(SeasonConfig, SeasonMember, SeasonStanding, SeasonGame),
    migrations=MIGRATIONS,
    member_columns=MEMBER_COLUMNS,
    flow_kinds=(FLOW_SEASON_CLOSE, FLOW_SEASON_CARD),
)
