"""Results and ratings: the result of each finished game, written once, and the ratings it
moved; the history, the leaderboards.

What each method promises is said once, on :class:`ResultStore` (the concern's interface); :class:`ResultsSql`
does it in SQL. The module ends with the concern's schema steps and its :class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from store.base import GameRecord, RatingRow, ResultSeat, writes
from store.members import SEAT_MARKER, MemberColumn
from store.sql.core import (
    G_GAME_COLUMNS,
    RESULT_SEAT_COLUMNS,
    Concern,
    SqlCore,
    game_from_row,
    result_seat_from_row,
)
from store.sql.queue import BUMP
from store.sql.seasons import stale_statement


@dataclass(frozen=True)
class GameResult:
    """A finished game as the history knows it: title, server, when, how many turns, and its seats."""

    game_id: int
    guild_id: int | None
    game: str
    started_at: str
    finished_at: str
    turns: int
    rated: bool
    seats: tuple[ResultSeat, ...]
    options: dict[str, str] = field(default_factory=dict)


class ResultStore(Protocol):
    """Results and ratings, and the post-game reviews' cache."""

    @abc.abstractmethod
    async def record_result(self, game_id: int, *, guild_id: int | None, game: str, started_at: str,
                            finished_at: str, turns: int, seats: Sequence[ResultSeat],
                            rated_users: Sequence[int] = (),
                            rate: Callable[[dict[int, tuple[float, float]]],
                                           dict[int, tuple[float, float]]] | None = None,
                            initial: tuple[float, float] = (25.0, 25.0 / 3),
                            abandoned: Sequence[int] = ()) -> bool:
        """Write a finished game's result and move the ratings of ``rated_users`` in one transaction, once:
        False (and nothing written) when the result was already recorded or the game is not finished.
        ``abandoned``: members who left a seat of it that another member took over (``core/handover.py``):
        each counts the game in their reliability as one not completed.

        ``rate`` gets the current ratings ``{user: (mu, sigma)}`` of ``rated_users`` in one scope (overall,
        then the game's server) and returns the new ones; a player without a rating yet starts at
        ``initial``. The overall rating before and after is kept with each seat."""

    @abc.abstractmethod
    async def unrecorded_finished_games(self) -> list[GameRecord]:
        """Finished games whose result is not recorded yet (a crash between the last move and the
        recording), oldest first, so ratings move in the order the games ended."""

    @abc.abstractmethod
    async def results_without_board_wins(self) -> list[GameRecord]:
        """Finished games with a recorded result whose seats' wins on the board are not known (recorded
        before they were stored; only seats the stand-in held at the end can differ from ``won``)."""

    @abc.abstractmethod
    async def set_board_wins(self, game_id: int, winners: Sequence[int]) -> None:
        """Write which seats of a recorded result won on the board (``winners``: seat numbers) where not
        known yet."""

    @abc.abstractmethod
    async def results(self, *, guild_id: int | None = None, user_id: int | None = None,
                      game: str | None = None, anchor: int | None = None, offset: int = 0,
                      limit: int | None = None) -> list[GameResult]:
        """Recorded results, newest first: of one server, of the games a user played, of one title (any
        combination); ``anchor``: only games finished no later than that one."""

    @abc.abstractmethod
    async def count_results(self, *, guild_id: int | None = None, user_id: int | None = None,
                            game: str | None = None, anchor: int | None = None) -> int:
        """How many results :meth:`results` would list with no page."""

    @abc.abstractmethod
    async def review(self, game_id: int, version: int) -> str | None:
        """A finished game's post-game review as kept (JSON, ``core.review.Review``) for the review's
        ``version``; None when none was kept."""

    @abc.abstractmethod
    async def save_review(self, game_id: int, version: int, data: str) -> bool:
        """Keep a game's review (JSON) for ``version``; False when one was kept already (another process
        computed it too: the first stays)."""

    @abc.abstractmethod
    async def game_result(self, game_id: int) -> GameResult | None:
        """The recorded result of one game (None: not finished, or not recorded yet)."""

    @abc.abstractmethod
    async def ratings_in(self, scope: int, game: str, user_ids: Sequence[int]) -> dict[int, RatingRow]:
        """The ratings of ``user_ids`` in ``game`` and ``scope`` (those who have one), in one read."""

    @abc.abstractmethod
    async def ratings_of(self, user_id: int, *, scope: int = 0, game: str | None = None) -> list[RatingRow]:
        """A player's ratings in ``scope`` (a server's id, 0 overall), per title."""

    @abc.abstractmethod
    async def leaderboard(self, scope: int, game: str, *, min_games: int, limit: int) -> list[RatingRow]:
        """The best ratings in ``scope`` and ``game`` by their conservative value (mu - 3 sigma), among
        players with at least ``min_games`` rated games there."""

    @abc.abstractmethod
    async def leaderboard_rank(self, scope: int, game: str, user_id: int, *,
                               min_games: int) -> tuple[int, RatingRow] | None:
        """The player's place on the leaderboard (1 = top) and rating; None when they are not ranked."""


class ResultsSql(SqlCore, ResultStore):
    """Results, ratings, leaderboards."""

    @writes
    async def record_result(self, game_id: int, *, guild_id: int | None, game: str, started_at: str,
                            finished_at: str, turns: int, seats: Sequence[ResultSeat],
                            rated_users: Sequence[int] = (),
                            rate: Callable[[dict[int, tuple[float, float]]],
                                           dict[int, tuple[float, float]]] | None = None,
                            initial: tuple[float, float] = (25.0, 25.0 / 3),
                            abandoned: Sequence[int] = ()) -> bool:
        now = self._now()
        async with self.transaction() as db:
            async with db.execute(f"SELECT status FROM games WHERE id = ?{self.dialect.for_update}",
                                  (game_id,)) as cursor:
                row = await cursor.fetchone()
            if row is None or row[0] != "finished":
                return False
            cursor = await db.execute(
                "INSERT INTO game_results (game_id, guild_id, game, started_at, finished_at, turns, rated) "
                "VALUES (?, ?, ?, ?, ?, ?, 0) ON CONFLICT DO NOTHING",
                (game_id, guild_id, game, started_at, finished_at, turns))
            if cursor.rowcount != 1:
                return False
            users = sorted(set(rated_users))
            before: dict[int, tuple[float, float]] = {}
            after: dict[int, tuple[float, float]] = {}
            if rate is not None and users:
                for scope in (0, guild_id) if guild_id else (0,):
                    for user in users:
                        await db.execute(
                            "INSERT INTO ratings (scope, game, user_id, mu, sigma, games, updated_at) "
                            "VALUES (?, ?, ?, ?, ?, 0, ?) ON CONFLICT DO NOTHING",
                            (scope, game, user, initial[0], initial[1], now))
                    marks = ", ".join("?" for _ in users)
                    async with db.execute(
                            f"SELECT user_id, mu, sigma FROM ratings WHERE scope = ? AND game = ? "
                            f"AND user_id IN ({marks}) ORDER BY user_id{self.dialect.for_update}",
                            (scope, game, *users)) as cursor:
                        current = {int(r[0]): (float(r[1]), float(r[2])) for r in await cursor.fetchall()}
                    moved = rate(current)
                    for user in users:
                        mu, sigma = moved[user]
                        await db.execute(
                            "UPDATE ratings SET mu = ?, sigma = ?, games = games + 1, updated_at = ? "
                            "WHERE scope = ? AND game = ? AND user_id = ?",
                            (float(mu), float(sigma), now, scope, game, user))
                    if scope == 0:
                        before, after = current, moved
                await db.execute("UPDATE game_results SET rated = 1 WHERE game_id = ?", (game_id,))
            # A queued player's reliability may have changed: the queue is planned again.
            players = sorted({seat.user_id for seat in seats} | set(abandoned))
            if players:
                await db.execute(f"{BUMP[0]} AND EXISTS (SELECT 1 FROM queue_entries WHERE user_id IN "
                                 f"({', '.join('?' for _ in players)}))", tuple(players))
            if guild_id is not None:
                # The season of this server and title shows results: its card is looked at again.
                await db.execute(*stale_statement(guild_id, game))
            for user in sorted(set(abandoned)):
                # A member who left a seat another member then took over: a game they did not complete.
                await db.execute(
                    "INSERT INTO reliability (user_id, games, clean) VALUES (?, 1, 0) ON CONFLICT (user_id) "
                    "DO UPDATE SET games = reliability.games + 1", (user,))
            for seat in seats:
                # Each player's reliability counts move with the result that changes them (the queue
                # reads them every minute; counting the results again each time grew with history).
                clean = int(seat.standin_moves == 0 and not seat.standin)
                await db.execute(
                    "INSERT INTO reliability (user_id, games, clean) VALUES (?, 1, ?) ON CONFLICT (user_id) "
                    "DO UPDATE SET games = reliability.games + 1, clean = reliability.clean + excluded.clean",
                    (seat.user_id, clean))
                old, new = before.get(seat.user_id), after.get(seat.user_id)
                await db.execute(
                    f"INSERT INTO result_seats (game_id, {RESULT_SEAT_COLUMNS}) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, seat.seat, seat.user_id, seat.score, seat.place, int(seat.won),
                     int(seat.standin), old[0] if old else None, old[1] if old else None,
                     new[0] if new else None, new[1] if new else None, int(seat.standin_moves),
                     int(seat.won_on_board)))
            return True

    async def results_without_board_wins(self) -> list[GameRecord]:
        rows = await self._read_all(
            f"SELECT {G_GAME_COLUMNS} FROM games g WHERE g.status = 'finished' AND g.id IN "
            "(SELECT s.game_id FROM result_seats s WHERE s.board_won IS NULL) ORDER BY g.id")
        return [game_from_row(row) for row in rows]

    @writes
    async def set_board_wins(self, game_id: int, winners: Sequence[int]) -> None:
        async with self.transaction() as db:
            async with db.execute("SELECT seat FROM result_seats WHERE game_id = ? AND board_won IS NULL",
                                  (game_id,)) as cursor:
                unknown = [int(r[0]) for r in await cursor.fetchall()]
            for seat in unknown:
                await db.execute("UPDATE result_seats SET board_won = ? WHERE game_id = ? AND seat = ?",
                                 (int(seat in winners), game_id, seat))

    async def unrecorded_finished_games(self) -> list[GameRecord]:
        rows = await self._read_all(
            f"SELECT {G_GAME_COLUMNS} FROM games g "
            "WHERE g.status = 'finished' "
            "AND NOT EXISTS (SELECT 1 FROM game_results r WHERE r.game_id = g.id) "
            "ORDER BY g.updated_at, g.id")
        return [game_from_row(row) for row in rows]

    @staticmethod
    def _results_where(guild_id: int | None, user_id: int | None, game: str | None,
                       anchor: int | None) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        if guild_id is not None:
            clauses.append("r.guild_id = ?")
            params.append(guild_id)
        if user_id is not None:
            clauses.append("EXISTS (SELECT 1 FROM result_seats s "
                           "WHERE s.game_id = r.game_id AND s.user_id = ?)")
            params.append(user_id)
        if game is not None:
            clauses.append("r.game = ?")
            params.append(game)
        if anchor is not None:
            # Pages stay where they were when the list was first shown: nothing finished later slides in.
            moment = "(SELECT a.finished_at FROM game_results a WHERE a.game_id = ?)"
            clauses.append(f"(r.finished_at < {moment} OR (r.finished_at = {moment} AND r.game_id <= ?))")
            params += [anchor, anchor, anchor]
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", params

    async def results(self, *, guild_id: int | None = None, user_id: int | None = None,
                      game: str | None = None, anchor: int | None = None, offset: int = 0,
                      limit: int | None = None) -> list[GameResult]:
        where, params = self._results_where(guild_id, user_id, game, anchor)
        page = ""
        if limit is not None:
            page = " LIMIT ? OFFSET ?"
            params += [limit, offset]
        rows = await self._read_all(
            "SELECT r.game_id, r.guild_id, r.game, r.started_at, r.finished_at, r.turns, r.rated, g.options "
            f"FROM game_results r JOIN games g ON g.id = r.game_id{where} "
            f"ORDER BY r.finished_at DESC, r.game_id DESC{page}", params)
        if not rows:
            return []
        ids = [int(r[0]) for r in rows]
        marks = ", ".join("?" for _ in ids)
        seat_rows = await self._read_all(
            f"SELECT game_id, {RESULT_SEAT_COLUMNS} FROM result_seats WHERE game_id IN ({marks}) "
            "ORDER BY game_id, seat", ids)
        seats: dict[int, list[ResultSeat]] = {}
        for r in seat_rows:
            seats.setdefault(int(r[0]), []).append(result_seat_from_row(r[1:]))
        out = []
        for r in rows:
            try:
                options = json.loads(r[7])
            except (TypeError, ValueError):
                options = {}
            out.append(GameResult(int(r[0]), r[1], str(r[2]), str(r[3]), str(r[4]), int(r[5]), bool(r[6]),
                                  tuple(seats.get(int(r[0]), ())),
                                  options if isinstance(options, dict) else {}))
        return out

    async def count_results(self, *, guild_id: int | None = None, user_id: int | None = None,
                            game: str | None = None, anchor: int | None = None) -> int:
        where, params = self._results_where(guild_id, user_id, game, anchor)
        row = await self._read_one(f"SELECT COUNT(*) FROM game_results r{where}", params)
        return int(row[0]) if row else 0

    async def game_result(self, game_id: int) -> GameResult | None:
        found = await self.results(anchor=game_id, limit=1)
        return found[0] if found and found[0].game_id == game_id else None

    async def ratings_of(self, user_id: int, *, scope: int = 0, game: str | None = None) -> list[RatingRow]:
        extra, params = ("", [scope, user_id]) if game is None else (" AND game = ?", [scope, user_id, game])
        rows = await self._read_all(
            "SELECT scope, game, user_id, mu, sigma, games FROM ratings "
            f"WHERE scope = ? AND user_id = ?{extra} ORDER BY game", params)
        return [RatingRow(int(r[0]), str(r[1]), int(r[2]), float(r[3]), float(r[4]), int(r[5])) for r in rows]

    async def ratings_in(self, scope: int, game: str, user_ids: Sequence[int]) -> dict[int, RatingRow]:
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        rows = await self._read_all(
            "SELECT scope, game, user_id, mu, sigma, games FROM ratings "
            f"WHERE scope = ? AND game = ? AND user_id IN ({marks})", (scope, game, *wanted))
        return {int(r[2]): RatingRow(int(r[0]), str(r[1]), int(r[2]), float(r[3]), float(r[4]), int(r[5]))
                for r in rows}

    async def leaderboard(self, scope: int, game: str, *, min_games: int, limit: int) -> list[RatingRow]:
        rows = await self._read_all(
            "SELECT scope, game, user_id, mu, sigma, games FROM ratings "
            "WHERE scope = ? AND game = ? AND games >= ? ORDER BY mu - 3 * sigma DESC, user_id LIMIT ?",
            (scope, game, min_games, limit))
        return [RatingRow(int(r[0]), str(r[1]), int(r[2]), float(r[3]), float(r[4]), int(r[5])) for r in rows]

    async def leaderboard_rank(self, scope: int, game: str, user_id: int, *,
                               min_games: int) -> tuple[int, RatingRow] | None:
        mine = await self.ratings_of(user_id, scope=scope, game=game)
        if not mine or mine[0].games < min_games:
            return None
        row = mine[0]
        ahead = await self._read_one(
            "SELECT COUNT(*) FROM ratings WHERE scope = ? AND game = ? AND games >= ? AND "
            "(mu - 3 * sigma > ? OR (mu - 3 * sigma = ? AND user_id < ?))",
            (scope, game, min_games, row.conservative, row.conservative, user_id))
        return (int(ahead[0]) + 1 if ahead else 1), row

    # --- the post-game review's cache -----------------------------------------------------------------------
    async def review(self, game_id: int, version: int) -> str | None:
        row = await self._read_one("SELECT data FROM reviews WHERE game_id = ? AND version = ?",
                                   (game_id, version))
        return str(row[0]) if row is not None else None

    @writes
    async def save_review(self, game_id: int, version: int, data: str) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "INSERT INTO reviews (game_id, version, data, created_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT DO NOTHING", (game_id, version, data, self._now()))
            return cursor.rowcount == 1


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 8: every game remembered. The result of each finished game (one row, written once, by
    # ``record_result``: places, scores, wins, seats the stand-in had), and the ratings it moved: one per
    # scope (a server's id, 0 for overall), player and title. ``rated`` says whether the game moved
    # ratings (a game with fewer than two rated players does not).
    8: (
        """
        CREATE TABLE game_results (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            guild_id INTEGER,
            game TEXT NOT NULL,
            started_at TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            turns INTEGER NOT NULL,
            rated INTEGER NOT NULL DEFAULT 0
        )
        """,
        "CREATE INDEX game_results_by_guild ON game_results(guild_id, finished_at)",
        """
        CREATE TABLE result_seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            score INTEGER NOT NULL,
            place INTEGER NOT NULL,
            won INTEGER NOT NULL,
            standin INTEGER NOT NULL DEFAULT 0,
            mu_before DOUBLE PRECISION,
            sigma_before DOUBLE PRECISION,
            mu_after DOUBLE PRECISION,
            sigma_after DOUBLE PRECISION,
            PRIMARY KEY (game_id, seat)
        )
        """,
        "CREATE INDEX result_seats_by_user ON result_seats(user_id)",
        """
        CREATE TABLE ratings (
            scope INTEGER NOT NULL,
            game TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            mu DOUBLE PRECISION NOT NULL,
            sigma DOUBLE PRECISION NOT NULL,
            games INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (scope, game, user_id)
        )
        """,
    ),
    # 23 (the post-game review): a finished game's review, computed once (seconds to a minute of
    # playouts in the process pool) and kept: the chance of winning per seat after every turn and the
    # turns explained, as JSON, keyed by the game and the review's version (``core.review.VERSION``: a
    # review of an older version is computed again). Seat numbers only, no user ids; it goes with its game.
    23: (
        """
        CREATE TABLE reviews (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            data TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (game_id, version)
        )
        """,
    ),
    # 27: whether a result's seat won on the board (``result_seats.board_won``), beside ``won``, the
    # result for its player (a seat the stand-in held at the end is a loss for them, whatever the board
    # says): every place stating a game's result names the board's winner. Known at once for every seat the
    # stand-in did not hold at the end (the same); the others (NULL) are read from the games' final states
    # by the start's catch-up, found through the partial index.
    27: (
        "ALTER TABLE result_seats ADD COLUMN board_won INTEGER",
        "UPDATE result_seats SET board_won = won WHERE standin = 0",
        "CREATE INDEX result_seats_board_unknown ON result_seats(game_id) WHERE board_won IS NULL",
    ),
}

#: This concern's columns that can hold a member's id and what deleting the member does to each
#: (:mod:`store.members`); the sweep runs those of one action in this order.
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("ratings", "user_id", "delete", "their ratings (the leaderboards no longer list them)"),
    MemberColumn("result_seats", "user_id", "former",
                 "their line in a finished game's result: the others' history stays true",
                 marker=SEAT_MARKER,
                 also="mu_before = NULL, sigma_before = NULL, mu_after = NULL, sigma_after = NULL"),
)

#: Its columns whose names look like a member's but hold no member id, and why.
NOT_MEMBER_COLUMNS: dict[tuple[str, str], str] = {
    ("result_seats", "standin_moves"): "how many decisions the stand-in made for the seat",
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "results", ResultStore, ResultsSql,
    records=(GameResult,),
    migrations=MIGRATIONS,
    member_columns=MEMBER_COLUMNS,
    not_member_columns=NOT_MEMBER_COLUMNS,
)
