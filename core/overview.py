"""The overview: what the looking-on commands read (``/game list``, ``mine``, ``log``, ``status``,
``rules``), as a service (no Discord here).

Everything here is public information about games: who sits at a table, whose decision a game waits
for and since when, the public lines of the log. The info cog turns it into words and links; the choices
of what is listed are here: a server's open games (only in a server), a player's open games with those
waiting for their decision first, and which decisions a page of the log shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from core.service import PlayerError
from rules.base import Msg
from store import ActionRecord, ClockRow, ClockStore, GameRecord, GameStore, PlayStore


class OverviewStore(GameStore, PlayStore, ClockStore, Protocol):
    """What the looking-on commands read: the games, their logs and clocks."""


#: Decisions per page of ``/game log``.
LOG_PAGE = 20


@dataclass(frozen=True)
class LogPage:
    """A window of a game's log, oldest first: ``entries`` are the decisions at positions ``first`` onwards
    (0: the game's first decision) of ``total``. A page is a window rather than a fixed page number so
    that the reader's side can show fewer entries when long lines do not fit one message, and the next
    window starts where the shown one ended: no decision is ever skipped."""

    entries: list[ActionRecord]
    total: int
    first: int

    @property
    def end(self) -> int:
        """The position after the last entry."""
        return self.first + len(self.entries)


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

    def __init__(self, store: OverviewStore) -> None:
        self.store = store

    async def channel_game(self, channel_id: int) -> GameRecord | None:
        """The channel's open game (a lobby or a game in play), if any."""
        return await self.store.open_game_in_channel(channel_id)

    async def players(self, game_id: int) -> list[int]:
        """The users seated at a game, in seat order."""
        return await self.store.seats(game_id)

    async def log_page(self, game_id: int, *, end: int | None = None, start: int | None = None
                       ) -> LogPage | None:
        """At most :data:`LOG_PAGE` decisions of the game's log: those just before position ``end``
        (None, or past the newest: the newest decisions), or, given ``start``, those from position
        ``start`` on (a start past the newest shows the newest page); None when nothing was decided yet."""
        total = await self.store.count_actions(game_id)
        if total == 0:
            return None
        if start is not None and start < total:
            first = max(0, start)
        else:
            last = total if end is None else max(1, min(end, total))
            first = max(0, last - LOG_PAGE)
        limit = min(LOG_PAGE, total - first)
        if start is None and end is not None:
            limit = min(limit, max(1, min(end, total)) - first)
        entries = await self.store.actions_slice(game_id, offset=first, limit=limit)
        return LogPage(entries, total, first)

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
