"""The overview: what the looking-on commands read (``/game list``, ``mine``, ``log``, ``status``,
``rules``), as a service (no Discord here).

Everything here is public information about games: who sits at a table, whose decision a game waits
for and since when, the public lines of the log. The info cog turns it into words and links; the choices
of what is listed are here: a server's open games (only in a server), a player's open games with those
waiting for their decision first, and which decisions a page of the log shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.service import PlayerError
from rules.base import Msg
from store import ActionRecord, ClockRow, GameRecord, Store

#: Decisions per page of ``/game log``.
LOG_PAGE = 20


@dataclass(frozen=True)
class LogPage:
    """A page of a game's log, oldest first: ``page`` 0 holds the newest decisions; ``total`` of them."""

    entries: list[ActionRecord]
    total: int
    page: int
    pages: int


@dataclass(frozen=True)
class OpenGame:
    """An open game with its players (seat order) and, in play, the clock of the decision it waits for."""

    record: GameRecord
    users: list[int]
    clock: ClockRow | None

    @property
    def waiting_for(self) -> int | None:
        """The player whose decision the game waits for (None: a lobby, or a game without a clock row)."""
        return self.clock.user_id if self.clock is not None else None


@dataclass(frozen=True)
class PlayerGames:
    """A player's open games: those waiting for their decision, then the others."""

    waiting: list[OpenGame]
    others: list[OpenGame]


class Overview:
    """Reads what the looking-on commands show."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def channel_game(self, channel_id: int) -> GameRecord | None:
        """The channel's open game (a lobby or a game in play), if any."""
        return await self.store.open_game_in_channel(channel_id)

    async def players(self, game_id: int) -> list[int]:
        """The users seated at a game, in seat order."""
        return await self.store.seats(game_id)

    async def log_page(self, game_id: int, page: int) -> LogPage | None:
        """Page ``page`` of the game's log (0: the newest :data:`LOG_PAGE` decisions; a page past the
        oldest shows the oldest); None when nothing was decided yet."""
        total = await self.store.count_actions(game_id)
        if total == 0:
            return None
        pages = (total + LOG_PAGE - 1) // LOG_PAGE
        page = min(page, pages - 1)
        entries = await self.store.actions_slice(game_id, offset=max(0, total - LOG_PAGE * (page + 1)),
                                                 limit=min(LOG_PAGE, total - LOG_PAGE * page))
        return LogPage(entries, total, page, pages)

    async def _open_game(self, record: GameRecord) -> OpenGame:
        users = await self.store.seats(record.id)
        clock = None if record.status == "lobby" else await self.store.get_clock(record.id)
        return OpenGame(record, users, clock)

    async def games_in_guild(self, guild_id: int | None) -> list[OpenGame]:
        """The server's open games (``/game list`` answers only in a server)."""
        if guild_id is None:
            raise PlayerError(Msg("bot-error-list-server"))
        return [await self._open_game(record) for record in await self.store.open_games_in_guild(guild_id)]

    async def games_of(self, user_id: int) -> PlayerGames:
        """The player's open games in every server, those waiting for their decision first."""
        games = [await self._open_game(record) for record in await self.store.open_games_of_user(user_id)]
        mine = PlayerGames([], [])
        for game in games:
            (mine.waiting if game.waiting_for == user_id else mine.others).append(game)
        return mine
