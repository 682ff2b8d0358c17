"""A user's own data: what the database keeps that names them, and removing it.

What each method promises is said once, on :class:`PrivacyStore` (the concern's interface);
:class:`PrivacySql` does it in SQL. The module ends with the concern's schema steps and its
:class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from store import members
from store.base import FORMER_PLAYER_BASE, RatingRow, StaleVersion, UserSettings, writes
from store.members import MARKER, SEAT_MARKER, MemberData, MemberPart, names, scrub_text
from store.sql.core import USER_SETTINGS_COLUMNS, Concern, SqlCore, user_settings_from_row
from store.sql.handover import close_offers_statement
from store.sql.outbox import announce_in
from store.sql.queue import BUMP, QUEUE_COLUMNS, QueueEntry, entry_from_row


@dataclass(frozen=True)
class StoredSeasonMonth:
    """A closed month's line naming a member (``season_archive``); ``move``: -1 up, +1 down, 0 stayed."""

    guild_id: int
    game: str
    month: str
    division: int
    place: int
    points: int
    games: int
    wins: int
    move: int


@dataclass(frozen=True)
class StoredTournamentTable:
    """A table a member sat at in a tournament's round: its game, their points (None: not decided yet)
    and how it was decided (a result, the organiser's verdict, a bye)."""

    round: int
    table: int
    game_id: int | None
    points: float | None
    decided_by: str | None


@dataclass(frozen=True)
class StoredTournament:
    """A member's sign-up to a tournament and the tables they sat at, round by round."""

    id: int
    guild_id: int
    game: str
    status: str
    joined_at: str
    withdrew: bool
    tables: tuple[StoredTournamentTable, ...] = ()


@dataclass(frozen=True)
class StoredSeat:
    """One of a user's seats (:meth:`Store.stored_about`): the game, where it is, how it stands, and the
    seat's result when it finished (score, place, whether it won)."""

    game_id: int
    game: str
    status: str
    guild_id: int | None
    channel_id: int
    seat: int
    players: int
    creator: bool
    created_at: str
    updated_at: str
    #: Other seats held by people who still play them themselves (no computer, no stand-in, no former player).
    other_humans: int = 0
    score: int | None = None
    place: int | None = None
    won: bool | None = None
    #: The coach's hints this seat received (the game's card shows the count, too).
    hints_used: int = 0


@dataclass(frozen=True)
class StoredAbout:
    """Everything the database keeps that names one user (:meth:`Store.stored_about`)."""

    user_id: int
    #: Their settings row (None: they never set anything and no client locale was noted).
    settings: UserSettings | None
    #: Their times away, as (start, end) stamps.
    vacations: list[tuple[str, str]]
    #: Their ratings in every scope (a server's id, 0 overall) and title.
    ratings: list[RatingRow]
    seats: list[StoredSeat]
    #: Whether the bot keeps the id of their DM channel with it.
    dm_channel: bool
    #: Their votes to end a game.
    votes: int
    #: Their places in matchmaking queues.
    queue: list[QueueEntry] = field(default_factory=list)
    #: Their seasons: (server id, game, division, joined at), and the closed months' lines naming them.
    seasons: list[tuple[int, str, int, str]] = field(default_factory=list)
    season_months: list[StoredSeasonMonth] = field(default_factory=list)
    #: Their tournaments, each with the tables they sat at.
    tournaments: list[StoredTournament] = field(default_factory=list)


@dataclass(frozen=True)
class Forgotten:
    """What :meth:`Store.forget_user` removed or changed, counted (all zero: nothing was stored)."""

    settings: int = 0
    vacations: int = 0
    ratings: int = 0
    dm_channels: int = 0
    votes: int = 0
    #: Seats of finished (or ended) games now held by a former player.
    anonymised_seats: int = 0
    #: Games in play whose seat the stand-in keeps, games in play ended, lobbies left, lobbies closed.
    standin_games: tuple[int, ...] = ()
    abandoned_games: tuple[int, ...] = ()
    lobbies_left: tuple[int, ...] = ()
    lobbies_closed: tuple[int, ...] = ()

    @property
    def anything(self) -> bool:
        return any((self.settings, self.vacations, self.ratings, self.dm_channels, self.votes,
                    self.anonymised_seats, self.standin_games, self.abandoned_games, self.lobbies_left,
                    self.lobbies_closed))


class PrivacyStore(Protocol):
    """A member's own data: what is stored about them, and forgetting it."""

    @abc.abstractmethod
    async def stored_about(self, user_id: int) -> StoredAbout:
        """Everything kept that names ``user_id``: settings, times away, ratings, seats, DM channel, votes."""

    @abc.abstractmethod
    async def forget_user(self, user_id: int, *, standin: Sequence[int], abandon: Sequence[int],
                          announcements: Mapping[int, dict[str, Any]]) -> Forgotten:
        """Remove ``user_id`` from the database in one transaction: their settings, times away, ratings,
        DM channel and votes deleted; lobbies left (a lobby they opened closed); each game in play listed
        in ``standin`` goes on with the stand-in in their seat, each in ``abandon`` ends without a result
        (end reason ``left``), both with the game's version moved on (open panels go stale) and
        ``announcements[game]`` recorded in the outbox at it; every other seat of theirs (finished or
        ended games) becomes a former player's (:func:`former_player_id`) in the seats and the results,
        with no rating kept, the games they opened no longer naming them; the delivered announcements of
        all their games and the kept card words of those that are over (which name their players)
        removed.

        Raises :class:`StaleVersion` (nothing written) when the games they play now are not exactly
        ``standin`` and ``abandon``. Run again, it finds nothing: all counts zero."""


_FORMER = SEAT_MARKER


class PrivacySql(SqlCore, PrivacyStore):
    """What is stored about one user, and forgetting it."""

    async def stored_about(self, user_id: int) -> StoredAbout:
        settings, vacations, ratings, seats, dm, votes = await self._read_many([
            (f"SELECT {USER_SETTINGS_COLUMNS} FROM user_settings WHERE user_id = ?", (user_id,)),
            ("SELECT starts_at, ends_at FROM vacations WHERE user_id = ? ORDER BY starts_at", (user_id,)),
            ("SELECT scope, game, user_id, mu, sigma, games FROM ratings WHERE user_id = ? "
             "ORDER BY scope, game", (user_id,)),
            ("SELECT g.id, g.game, g.status, g.guild_id, g.channel_id, s.seat, "
             "(SELECT COUNT(*) FROM seats a WHERE a.game_id = g.id), g.creator_id, g.created_at, "
             "g.updated_at, "
             "(SELECT COUNT(*) FROM seats o WHERE o.game_id = g.id AND o.user_id > 0 AND o.user_id != ? "
             "AND o.standin = 0), r.score, r.place, r.won, s.hints_used "
             "FROM seats s JOIN games g ON g.id = s.game_id "
             "LEFT JOIN result_seats r ON r.game_id = s.game_id AND r.seat = s.seat "
             "WHERE s.user_id = ? ORDER BY g.id", (user_id, user_id)),
            ("SELECT channel_id FROM dm_channels WHERE user_id = ?", (user_id,)),
            ("SELECT COUNT(*) FROM votes WHERE user_id = ?", (user_id,)),
        ])
        queue, seasons, months, tournaments, tables = await self._read_many([
            (f"SELECT {QUEUE_COLUMNS} FROM queue_entries WHERE user_id = ? ORDER BY joined_at, id",
             (user_id,)),
            ("SELECT guild_id, game, division, joined_at FROM season_members WHERE user_id = ? "
             "ORDER BY guild_id, game", (user_id,)),
            ("SELECT guild_id, game, month, division, place, points, games, wins, move FROM season_archive "
             "WHERE user_id = ? ORDER BY month, guild_id, game", (user_id,)),
            ("SELECT t.id, t.guild_id, t.game, t.status, p.joined_at, p.withdrawn FROM tournament_players p "
             "JOIN tournaments t ON t.id = p.tournament_id WHERE p.user_id = ? ORDER BY t.id", (user_id,)),
            # The tables of their tournaments (by its key's first column); theirs are picked below.
            ("SELECT x.tournament_id, x.round, x.tbl, x.players, x.game_id, x.scores, x.decided_by "
             "FROM tournament_players p JOIN tournament_tables x ON x.tournament_id = p.tournament_id "
             "WHERE p.user_id = ? ORDER BY x.tournament_id, x.round, x.tbl", (user_id,)),
        ])
        seated: dict[int, list[StoredTournamentTable]] = {}
        for tournament_id, round_, tbl, players, game_id, scores, how in tables:
            if user_id not in _ids(players):
                continue
            points = _points(scores).get(user_id)
            seated.setdefault(int(tournament_id), []).append(StoredTournamentTable(
                int(round_), int(tbl), None if game_id is None else int(game_id), points,
                None if how is None else str(how)))
        return StoredAbout(
            user_id=user_id,
            settings=user_settings_from_row(settings[0]) if settings else None,
            vacations=[(str(r[0]), str(r[1])) for r in vacations],
            ratings=[RatingRow(int(r[0]), str(r[1]), int(r[2]), float(r[3]), float(r[4]), int(r[5]))
                     for r in ratings],
            seats=[StoredSeat(int(r[0]), str(r[1]), str(r[2]), r[3], int(r[4]), int(r[5]), int(r[6]),
                              int(r[7]) == user_id, str(r[8]), str(r[9]), int(r[10]),
                              None if r[11] is None else int(r[11]), None if r[12] is None else int(r[12]),
                              None if r[13] is None else bool(r[13]), int(r[14] or 0))
                   for r in seats],
            dm_channel=bool(dm),
            votes=int(votes[0][0]) if votes else 0,
            queue=[entry_from_row(r) for r in queue],
            seasons=[(int(r[0]), str(r[1]), int(r[2]), str(r[3])) for r in seasons],
            season_months=[StoredSeasonMonth(int(r[0]), str(r[1]), str(r[2]), *(int(v) for v in r[3:9]))
                           for r in months],
            tournaments=[StoredTournament(int(r[0]), int(r[1]), str(r[2]), str(r[3]), str(r[4]), bool(r[5]),
                                          tuple(seated.get(int(r[0]), ())))
                         for r in tournaments])

    @writes
    async def forget_user(self, user_id: int, *, standin: Sequence[int], abandon: Sequence[int],
                          announcements: Mapping[int, dict[str, Any]]) -> Forgotten:
        now = self._now()
        async with self.transaction() as db:
            async with db.execute(
                    "SELECT g.id, g.status, g.creator_id, g.version FROM seats s "
                    "JOIN games g ON g.id = s.game_id WHERE s.user_id = ? "
                    f"ORDER BY g.id{self.dialect.for_update}", (user_id,)) as cursor:
                rows = [(int(r[0]), str(r[1]), int(r[2]), int(r[3])) for r in await cursor.fetchall()]
            in_play = {game_id for game_id, status, _, _ in rows if status == "active"}
            if in_play != set(standin) | set(abandon) or set(standin) & set(abandon):
                raise StaleVersion("the games in play changed")
            left: list[int] = []
            closed: list[int] = []
            for game_id, status, creator, version in rows:
                if status == "lobby" and creator == user_id:
                    await db.execute("UPDATE games SET status = 'aborted', end_reason = 'left', "
                                     "updated_at = ? WHERE id = ?", (now, game_id))
                    closed.append(game_id)
                elif status == "lobby":
                    async with db.execute("SELECT seat FROM seats WHERE game_id = ? AND user_id = ?",
                                          (game_id, user_id)) as cursor:
                        seat = int((await cursor.fetchone())[0])
                    async with db.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?",
                                          (game_id,)) as cursor:
                        count = int((await cursor.fetchone())[0])
                    await db.execute("DELETE FROM seats WHERE game_id = ? AND user_id = ?",
                                     (game_id, user_id))
                    for moved in range(seat + 1, count):  # close the gap, lowest first (as remove_seat)
                        await db.execute("UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ?",
                                         (moved - 1, game_id, moved))
                    left.append(game_id)
                elif game_id in abandon:
                    await db.execute("UPDATE games SET status = 'aborted', end_reason = 'left', "
                                     "version = version + 1, updated_at = ? WHERE id = ?", (now, game_id))
                    await db.execute("DELETE FROM clocks WHERE game_id = ?", (game_id,))
                    await db.execute(*close_offers_statement(game_id, now))
                elif game_id in standin:
                    await db.execute(f"UPDATE clocks SET user_id = (SELECT {_FORMER} FROM seats WHERE "
                                     "seats.game_id = clocks.game_id AND seats.seat = clocks.seat), "
                                     "next_due = '' WHERE game_id = ? AND user_id = ?", (game_id, user_id))
                    await db.execute(f"UPDATE seats SET user_id = {_FORMER}, standin = 1 "
                                     "WHERE game_id = ? AND user_id = ?", (game_id, user_id))
                    await db.execute("UPDATE games SET version = version + 1, updated_at = ? WHERE id = ?",
                                     (now, game_id))
                if game_id in announcements and (game_id in in_play or game_id in left or game_id in closed):
                    moved_on = version + 1 if game_id in in_play else version
                    await announce_in(db, game_id, moved_on, dict(announcements[game_id]), now)
            everywhere = [game_id for game_id, _, _, _ in rows]
            if everywhere:
                # Announcements already made name the players who acted (nothing reads them again).
                marks = ", ".join("?" for _ in everywhere)
                await db.execute(
                    f"DELETE FROM outbox WHERE delivered_at IS NOT NULL AND game_id IN ({marks})", everywhere)
            # What the periodic work reads only when marked: their queue places go with the sweep below, so
            # the queue's version moves (it is planned again without them); their seasons' cards named them,
            # so those are drawn again.
            queued = await (await db.execute("SELECT 1 FROM queue_entries WHERE user_id = ? LIMIT 1",
                                             (user_id,))).fetchall()
            if queued:
                await db.execute(*BUMP)
            await db.execute(
                "UPDATE seasons SET card_stale = 1 WHERE EXISTS (SELECT 1 FROM season_members m "
                "WHERE m.guild_id = seasons.guild_id AND m.game = seasons.game AND m.user_id = ?)",
                (user_id,))
            # A tournament's line keeps a marker unique in it (the place of the sign-up): its own step.
            await _forget_in_tournaments(db, user_id, self.dialect.for_update)
            # Then every column declared to hold a member's id (store/members.py), whatever feature wrote it.
            swept = await _sweep(db, user_id)
            return Forgotten(settings=swept[("user_settings", "user_id")],
                             vacations=swept[("vacations", "user_id")], ratings=swept[("ratings", "user_id")],
                             dm_channels=swept[("dm_channels", "user_id")], votes=swept[("votes", "user_id")],
                             anonymised_seats=swept[("seats", "user_id")],
                             standin_games=tuple(sorted(standin)), abandoned_games=tuple(sorted(abandon)),
                             lobbies_left=tuple(left), lobbies_closed=tuple(closed))


def _ids(text: Any) -> list[int]:
    """A tournament table's players (a JSON list of ids); none for a value that cannot be read."""
    try:
        return [int(p) for p in json.loads(text)]
    except (TypeError, ValueError):
        return []


def _points(text: Any) -> dict[int, float]:
    """A tournament table's points by player (JSON); none for a table not decided or unreadable."""
    try:
        return {int(k): float(v) for k, v in json.loads(text).items()} if text else {}
    except (TypeError, ValueError, AttributeError):
        return {}


async def _sweep(db: Any, user_id: int) -> dict[tuple[str, str], int]:
    """Every declared member column (:data:`store.members.MEMBER_COLUMNS`, in its order) without
    ``user_id``; how many rows each changed. A plain id column is one statement; a text holding ids is
    read where it contains the number (``LIKE``: deletion is rare, and these tables are small or pruned)
    and each row that names them is written back, or deleted."""
    changed: dict[tuple[str, str], int] = {}
    for declared in members.MEMBER_COLUMNS:
        table, column, action = declared.table, declared.column, declared.action
        count = 0
        kept = f" AND NOT ({declared.keep_when})" if declared.keep_when else ""
        if action == "keep":
            pass
        elif not declared.inside:
            if action == "delete":
                cursor = await db.execute(f"DELETE FROM {table} WHERE {column} = ?{kept}", (user_id,))
            else:
                marker = declared.marker
                params = (user_id,) * marker.count("?") + (user_id,)
                also = f", {declared.also}" if declared.also else ""
                cursor = await db.execute(f"UPDATE {table} SET {column} = {marker}{also} WHERE {column} = ?"
                                          f"{kept}", params)
            count = max(cursor.rowcount, 0)
        else:
            keys = ", ".join(declared.key)
            match = " AND ".join(f"{key} = ?" for key in declared.key)
            async with db.execute(f"SELECT {keys}, {column} FROM {table} WHERE {column} LIKE ?{kept}",
                                  (f"%{user_id}%",)) as cursor:
                rows = [tuple(row) for row in await cursor.fetchall()]
            for *key, text in rows:
                if not names(text, user_id):
                    continue
                count += 1
                if action == "delete":
                    await db.execute(f"DELETE FROM {table} WHERE {match}", tuple(key))
                    continue
                value = None if action == "clear" else scrub_text(
                    str(text), user_id, MARKER if action == "former" else None)
                await db.execute(f"UPDATE {table} SET {column} = ? WHERE {match}", (value, *key))
        changed[(table, column)] = count
    return changed


async def _forget_in_tournaments(db: Any, user_id: int, for_update: str) -> None:
    """Their tournaments: a sign-up to one not yet started is withdrawn; in one that started,
    their line becomes a former player's (a marker unique in that tournament: the place of their sign-up),
    withdrawn from the rounds to come, so the standings and the other players' Buchholz keep their points
    and nothing leads back to them. A tournament they organised keeps running under a former organiser."""
    async with db.execute(
            "SELECT t.id, t.status FROM tournament_players p JOIN tournaments t ON t.id = p.tournament_id "
            f"WHERE p.user_id = ? ORDER BY t.id{for_update}", (user_id,)) as cursor:
        entered = [(int(row[0]), str(row[1])) for row in await cursor.fetchall()]
    for tournament_id, status in entered:
        if status == "signup":
            await db.execute("DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?",
                             (tournament_id, user_id))
            continue
        async with db.execute("SELECT user_id FROM tournament_players WHERE tournament_id = ? "
                              "ORDER BY joined_at, user_id", (tournament_id,)) as cursor:
            order = [int(row[0]) for row in await cursor.fetchall()]
        marker = -(FORMER_PLAYER_BASE + order.index(user_id))
        withdraw = ", withdrawn = 1" if status == "running" else ""
        await db.execute(f"UPDATE tournament_players SET user_id = ?{withdraw} WHERE tournament_id = ? "
                         "AND user_id = ?", (marker, tournament_id, user_id))
        async with db.execute("SELECT round, tbl, players, scores FROM tournament_tables "
                              "WHERE tournament_id = ?", (tournament_id,)) as cursor:
            tables = list(await cursor.fetchall())
        for round_, tbl, players_text, scores_text in tables:
            players = [int(p) for p in json.loads(players_text)]
            if user_id not in players:
                continue
            players = [marker if p == user_id else p for p in players]
            scores = None if scores_text is None else json.dumps(
                {(str(marker) if key == str(user_id) else key): value
                 for key, value in json.loads(scores_text).items()}, sort_keys=True)
            await db.execute("UPDATE tournament_tables SET players = ?, scores = ? WHERE tournament_id = ? "
                             "AND round = ? AND tbl = ?",
                             (json.dumps(players), scores, tournament_id, int(round_), int(tbl)))
    await db.execute("UPDATE tournaments SET creator_id = ? WHERE creator_id = ?",
                     (-FORMER_PLAYER_BASE, user_id))


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 16: a member's own data. ``/game privacy`` and ``python -m bot forget`` read and remove
    # everything naming one user: the tables keyed by the user already have their index (settings, time
    # away, DM channel, seats, results, clocks); these three find a user's ratings, votes and the games
    # they opened without reading every row. (A former player's seat needs no column: its user id becomes
    # the marker ``store.base.former_player_id``.)
    16: (
        "CREATE INDEX ratings_by_user ON ratings(user_id)",
        "CREATE INDEX votes_by_user ON votes(user_id)",
        "CREATE INDEX games_by_creator ON games(creator_id)",
    ),
}

def about_parts(about: StoredAbout) -> dict[str, Any]:
    """The parts of a member's copy that :meth:`PrivacyStore.stored_about` reads, as plain values (their
    games are :mod:`core.privacy`'s own part: their logs are told in words)."""
    return {
        "settings": None if about.settings is None else asdict(about.settings),
        "times_away": [{"starts_at": start, "ends_at": end} for start, end in about.vacations],
        "ratings": [{"scope": "overall" if row.scope == 0 else f"server {row.scope}", "game": row.game,
                     "mu": round(row.mu, 3), "sigma": round(row.sigma, 3), "rated_games": row.games}
                    for row in about.ratings],
        "dm_channel_kept": about.dm_channel,
        "votes_to_end_a_game": about.votes,
        "matchmaking_places": [
            {"server_id": str(place.guild_id), "game": place.game, "players": place.players,
             "time_per_turn": place.clock, "minimum_reliability": place.min_reliability,
             "rating_when_you_joined": place.rating, "joined_at": place.joined_at,
             "expires_at": place.expires_at} for place in about.queue],
        "seasons": [{"server_id": str(guild), "game": game, "division": division, "joined_at": joined}
                    for guild, game, division, joined in about.seasons],
        "season_months": [
            {"server_id": str(line.guild_id), "game": line.game, "month": line.month,
             "division": line.division, "place": line.place, "points": line.points, "games": line.games,
             "wins": line.wins, "moved": {-1: "up", 1: "down"}.get(line.move, "stayed")}
            for line in about.season_months],
        "tournaments": [
            {"id": entry.id, "server_id": str(entry.guild_id), "game": entry.game, "status": entry.status,
             "signed_up_at": entry.joined_at, "withdrew": entry.withdrew,
             "tables": [{"round": table.round, "table": table.table, "game_id": table.game_id,
                         "your_points": table.points, "decided_by": table.decided_by}
                        for table in entry.tables]}
            for entry in about.tournaments],
    }


async def _member_data(store: PrivacyStore, user_id: int) -> dict[str, Any]:
    return about_parts(await store.stored_about(user_id))


#: The parts of the copy read here, in the copy's order (the overview's first lines tell them; the
#: games, at 60, are :mod:`core.privacy`'s).
MEMBER_DATA = MemberData(_member_data, (
    MemberPart("settings", 10), MemberPart("times_away", 20), MemberPart("ratings", 30),
    MemberPart("dm_channel_kept", 40), MemberPart("votes_to_end_a_game", 50),
    MemberPart("matchmaking_places", 80), MemberPart("seasons", 90), MemberPart("season_months", 100),
    MemberPart("tournaments", 110),
))

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "privacy", PrivacyStore, PrivacySql,
    records=(StoredSeasonMonth, StoredTournamentTable, StoredTournament, StoredSeat, StoredAbout, Forgotten),
    migrations=MIGRATIONS, member_data=MEMBER_DATA,
)
