"""What a server's web pages show, as plain values read from public information only.

A server whose managers turned its pages on (``GuildSettings.web_pages``) has one unlisted page
(``web/pages/server.py``): its open lobbies, its games in progress, its finished games, the leaderboard of
each title, its seasons and its tournaments (standings, each round's tables and their games). Everything
here is what the server's members can already read in its channels or with ``/records``: no hand, no
hidden part of a game in play (those games are listed by title and players only; their own page shows
the public view), no Discord id.

**Names.** The bot keeps no Discord name (PRIVACY.md), and a web page has no Discord client to turn an id
into one, so a person is shown as "Player" and a short code: the first 6 characters (base 32, 30 bits) of
an HMAC of the server's and the member's ids under a key of the pages (``core.weblinks.alias_key``). The
code is the same on every page of one server (a player can be followed from the leaderboard to a
tournament), different on another server (two servers' pages cannot be joined), and cannot be turned
back into the id without the key. A member learns their own code from their personal page. A computer
seat is named as everywhere ("Computer (hard)"); a member who deleted their data is a former player
(``store.base.is_former_player``), with no code.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from core.computers import computer_name
from core.ratings import LEADERBOARD_MIN_GAMES, shown_rating
from core.seasons import Seasons
from core.tournaments import Tournaments, TournamentWorkStore
from rules.base import Game, Msg
from store import GameResult, GameStore, SeasonStore, is_former_player
from store.sql.webpages import WebPagesStore


class WebDataStore(GameStore, SeasonStore, TournamentWorkStore, WebPagesStore, Protocol):
    """What a server's pages read: its games and their seats, results and ratings, seasons and
    tournaments."""


#: How many of each list a page shows (the newest): finished games, tournaments, a leaderboard's lines.
FINISHED_SHOWN = 30
TOURNAMENTS_SHOWN = 10
LEADERBOARD_SHOWN = 10
CODE_CHARACTERS = 6


@dataclass(frozen=True)
class Person:
    """Someone at a table as the pages name them: ``name`` is a Msg to render in the page's language."""

    kind: str  # "player", "computer" or "former"
    name: Msg
    #: The player's code on this server's pages ("K3VQ2M"); None for a computer or a former player.
    code: str | None = None


def player_code(key: bytes, guild_id: int, user_id: int) -> str:
    """The member's code on one server's pages (see the module)."""
    mac = hmac.new(key, f"{guild_id}:{user_id}".encode(), hashlib.sha256).digest()
    return base64.b32encode(mac).decode("ascii")[:CODE_CHARACTERS]


def person(key: bytes, guild_id: int, user_id: int) -> Person:
    computer = computer_name(user_id)
    if computer is not None:
        return Person("computer", computer)
    if is_former_player(user_id) or user_id < 0:
        return Person("former", Msg("webrec-former-player"))
    code = player_code(key, guild_id, user_id)
    return Person("player", Msg("webrec-player", code=code), code)


@dataclass(frozen=True)
class OpenLine:
    """A lobby or a game in progress: its title, its players in seat order, when it last changed."""

    game_id: int
    game: str
    status: str
    players: tuple[Person, ...]
    created_at: str
    last_move_at: str | None


@dataclass(frozen=True)
class FinishedSeat:
    person: Person
    score: int
    place: int
    won: bool


@dataclass(frozen=True)
class FinishedLine:
    game_id: int
    game: str
    finished_at: str
    turns: int
    rated: bool
    seats: tuple[FinishedSeat, ...]


@dataclass(frozen=True)
class LeaderLine:
    place: int
    person: Person
    rating: int
    games: int


@dataclass(frozen=True)
class SeasonLine:
    place: int
    person: Person
    points: int
    games: int
    wins: int
    #: -1 would go up at the month's end, 1 down, 0 stays.
    move: int


@dataclass(frozen=True)
class SeasonShown:
    game: str
    month: str
    divisions: tuple[tuple[int, tuple[SeasonLine, ...]], ...]


@dataclass(frozen=True)
class StandingLine:
    rank: int
    person: Person
    points: float
    buchholz: float
    wins: int
    withdrew: bool


@dataclass(frozen=True)
class TableShown:
    table: int
    players: tuple[Person, ...]
    #: The game played there (its page is linked when it exists), or None (a bye, not made yet).
    game_id: int | None
    #: Each player's points once decided, in the players' order; None while undecided.
    points: tuple[float, ...] | None
    decided_by: str | None


@dataclass(frozen=True)
class TournamentShown:
    id: int
    game: str
    status: str
    format: str
    round: int
    rounds: int
    standings: tuple[StandingLine, ...]
    #: Every round so far, newest first: (round, its tables).
    pairings: tuple[tuple[int, tuple[TableShown, ...]], ...]


@dataclass(frozen=True)
class ServerPages:
    lobbies: tuple[OpenLine, ...]
    in_progress: tuple[OpenLine, ...]
    finished: tuple[FinishedLine, ...]
    #: Each title with a leaderboard (those with no ranked player left out), in the titles' order.
    leaderboards: tuple[tuple[str, tuple[LeaderLine, ...]], ...]
    seasons: tuple[SeasonShown, ...]
    tournaments: tuple[TournamentShown, ...]


class WebData:
    """Reads a server's pages' content (see the module)."""

    def __init__(self, store: WebDataStore, games: Mapping[str, Game], clock: Callable[[], datetime],
                 key: bytes) -> None:
        self.store = store
        self.games = games
        self.clock = clock
        self.key = key

    def person(self, guild_id: int, user_id: int) -> Person:
        return person(self.key, guild_id, user_id)

    async def server(self, guild_id: int) -> ServerPages:
        """Everything the server's page shows (the caller checked the server's pages are on)."""
        lobbies, playing = [], []
        for record in await self.store.open_games_in_guild(guild_id):
            if record.game not in self.games:
                continue
            users = await self.store.seats(record.id)
            line = OpenLine(record.id, record.game, record.status,
                            tuple(self.person(guild_id, user) for user in users), record.created_at,
                            record.last_move_at)
            (lobbies if record.status == "lobby" else playing).append(line)
        results = await self.store.results(guild_id=guild_id, limit=FINISHED_SHOWN)
        finished = tuple(self._finished(guild_id, result) for result in results
                         if result.game in self.games)
        return ServerPages(tuple(lobbies), tuple(playing), finished, await self._leaderboards(guild_id),
                           await self._seasons(guild_id), await self._tournaments(guild_id))

    def _finished(self, guild_id: int, result: GameResult) -> FinishedLine:
        seats = tuple(
            FinishedSeat(self.person(guild_id, seat.user_id), seat.score, seat.place, seat.won_on_board)
            for seat in sorted(result.seats, key=lambda seat: (seat.place, seat.seat)))
        return FinishedLine(result.game_id, result.game, result.finished_at, result.turns, result.rated,
                            seats)

    async def _leaderboards(self, guild_id: int) -> tuple[tuple[str, tuple[LeaderLine, ...]], ...]:
        boards = []
        for game_id in self.games:
            rows = await self.store.leaderboard(guild_id, game_id, min_games=LEADERBOARD_MIN_GAMES,
                                                limit=LEADERBOARD_SHOWN)
            if rows:
                boards.append((game_id, tuple(
                    LeaderLine(place, self.person(guild_id, row.user_id), shown_rating(row.mu, row.sigma),
                               row.games) for place, row in enumerate(rows, start=1))))
        return tuple(boards)

    async def _seasons(self, guild_id: int) -> tuple[SeasonShown, ...]:
        service = Seasons(self.store, self.clock)
        shown = []
        for config in await self.store.seasons(guild_id):
            if not config.enabled or config.game not in self.games:
                continue
            table = await service.table(config)
            shown.append(SeasonShown(config.game, config.month, tuple(
                (division, tuple(SeasonLine(line.place, self.person(guild_id, line.user_id), line.points,
                                            line.games, line.wins, line.move) for line in lines))
                for division, lines in sorted(table.divisions.items()))))
        return tuple(shown)

    async def _tournaments(self, guild_id: int) -> tuple[TournamentShown, ...]:
        store = self.store
        service = Tournaments(self.store, self.games, self.clock)
        shown = []
        for tournament in await store.guild_tournaments(guild_id, TOURNAMENTS_SHOWN):
            if tournament.game not in self.games or tournament.status == "cancelled":
                continue
            state = await service.state(tournament)
            standings = state.standings() if state.players else []
            lines = tuple(
                StandingLine(standing.rank, self.person(guild_id, standing.player), standing.points,
                             standing.buchholz, standing.wins, state.players.get(standing.player, False))
                for standing in standings)
            rounds: dict[int, list[TableShown]] = {}
            for table in state.tables:
                points = (None if table.scores is None
                          else tuple(float(table.scores.get(user, 0.0)) for user in table.players))
                rounds.setdefault(table.round, []).append(TableShown(
                    table.table + 1, tuple(self.person(guild_id, user) for user in table.players),
                    table.game_id, points, table.decided_by))
            shown.append(TournamentShown(
                tournament.id, tournament.game, tournament.status, tournament.format, tournament.round,
                tournament.rounds, lines,
                tuple((number, tuple(sorted(tables, key=lambda t: t.table)))
                      for number, tables in sorted(rounds.items(), reverse=True))))
        return tuple(shown)

