"""Seasons (issue 30, point 4): per server and title, an optional monthly ladder. No Discord in here.

A server manager turns a season on for a title (``/records season``) with a number of divisions
(:data:`DIVISIONS`, 1 the top) and how many players of each division go up and down at the month's end.
A player joins it (the season card's button) and starts in the lowest division.

What counts (see :func:`counted`): a rated game (``game_results.rated``) of that title on that server,
finished in the season's month, whose seats are all season players of ONE division, each of whom joined
before it finished. A game with a seat from another division, a non-member or a computer counts for
nobody: a division's standings compare only games among its own players. Points are by placing, as in the
results table's places: each seat scores one point per seat that finished below it (a two-player win is 1
point, a loss 0, a shared first place 0 for both; in a four-player game the winner scores 3, the second 2
and so on, equal places scoring alike). Standings order:
points, then wins (first places), then more games played, then who joined first.

The month is UTC's (servers keep no time zone of their own); the season in play is ``month`` (``2026-11``)
of its row. The first tick after the month ended closes it (:meth:`Seasons.close`): the final standings
are archived, the first ``promote`` of every division but the top go up (a player needs one counted game
to go up), the last ``relegate`` of every division but the lowest go down, and the month in play becomes
the current one (a bot that was down for months closes the last month it was in and opens the present
one). The close is one transaction that only the process that moved ``month`` on completes
(:meth:`store.SeasonStore.close_season`): two processes, or a restart at the boundary, close it once.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from core.service import PlayerError
from rules.base import Msg
from store import SeasonConfig, SeasonGame, SeasonMember, SeasonStanding, SeasonStore, stamp

#: How many divisions a season may have, and how many may go up or down from each.
DIVISIONS = (1, 2, 3, 4)
MOVES = (1, 2, 3)
DEFAULT_DIVISIONS = 2
DEFAULT_MOVES = 2


def month_of(moment: datetime) -> str:
    """The season month a moment falls in (UTC): ``"2026-11"``."""
    moment = moment.astimezone(UTC)
    return f"{moment.year:04d}-{moment.month:02d}"


def month_start(month: str) -> datetime:
    year, number = (int(part) for part in month.split("-"))
    return datetime(year, number, 1, tzinfo=UTC)


def following(month: str) -> str:
    year, number = (int(part) for part in month.split("-"))
    return f"{year + number // 12:04d}-{number % 12 + 1:02d}"


def parse_month(text: str) -> str | None:
    """A month typed as ``2026-11`` (or ``2026/11``, ``11/2026``); None for anything else."""
    cleaned = text.strip().replace("/", "-").replace(".", "-")
    parts = cleaned.split("-")
    if len(parts) != 2 or not all(part.isascii() and part.isdigit() for part in parts):
        return None
    first, second = (int(part) for part in parts)
    year, number = (first, second) if len(parts[0]) == 4 else (second, first)
    if not (1 <= number <= 12 and 2000 <= year <= 9999):
        return None
    return f"{year:04d}-{number:02d}"


def counted(game: SeasonGame, members: Mapping[int, SeasonMember]) -> int | None:
    """The division a game counts for, or None (see the module)."""
    if len(game.seats) < 2:
        return None
    divisions = set()
    for user, _ in game.seats:
        member = members.get(user)
        if member is None or member.joined_at > game.finished_at:
            return None
        divisions.add(member.division)
    return divisions.pop() if len(divisions) == 1 else None


@dataclass
class _Line:
    user_id: int
    division: int
    joined: str
    points: int = 0
    games: int = 0
    wins: int = 0


def standings(config: SeasonConfig, members: Sequence[SeasonMember],
              games: Sequence[SeasonGame]) -> dict[int, list[SeasonStanding]]:
    """Each division's standings (every division of the season, empty ones too), each player's move at
    the month's end included (see the module)."""
    by_user = {member.user_id: member for member in members}
    lines = {member.user_id: _Line(member.user_id, min(member.division, config.divisions), member.joined_at)
             for member in members}
    for game in games:
        if counted(game, by_user) is None:
            continue
        for user, place in game.seats:
            line = lines[user]
            line.games += 1
            line.points += sum(1 for _, other in game.seats if other > place)
            line.wins += place == 1
    out: dict[int, list[SeasonStanding]] = {}
    for division in range(1, config.divisions + 1):
        ordered = sorted((line for line in lines.values() if line.division == division),
                         key=lambda line: (-line.points, -line.wins, -line.games, line.joined, line.user_id))
        up = min(config.promote, len(ordered)) if division > 1 else 0
        up_users = {line.user_id for line in ordered[:up] if line.games > 0}
        down = min(config.relegate, len(ordered) - up) if division < config.divisions else 0
        down_users = {line.user_id for line in ordered[len(ordered) - down:]} if down > 0 else set()
        out[division] = [SeasonStanding(line.user_id, division, place, line.points, line.games, line.wins,
                                        -1 if line.user_id in up_users else 1 if line.user_id in down_users
                                        else 0)
                         for place, line in enumerate(ordered, start=1)]
    return out


@dataclass(frozen=True)
class Table:
    """A season's standings as they are now: the configuration, each division's lines, and the card's
    mark (a digest of everything the card shows: the card is edited only when it changed)."""

    config: SeasonConfig
    divisions: dict[int, list[SeasonStanding]]
    previous: list[SeasonStanding] = field(default_factory=list)
    previous_month: str | None = None

    @property
    def mark(self) -> str:
        shown = repr((self.config.month, self.config.divisions, self.config.promote, self.config.relegate,
                      sorted(self.divisions.items()), self.previous_month))
        return hashlib.sha256(shown.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Closed:
    """A month closed by this process: its final standings (with the moves) and the month now in play."""

    config: SeasonConfig
    month: str
    next_month: str
    final: list[SeasonStanding]


class Seasons:
    """The seasons' rules over the store (see the module)."""

    def __init__(self, store: SeasonStore, clock: Callable[[], datetime]) -> None:
        self.store = store
        self.clock = clock

    async def configure(self, guild_id: int | None, game: str, *, manages_server: bool, channel_id: int,
                        divisions: int | None, promote: int | None, relegate: int | None) -> SeasonConfig:
        """Turn a season on (``divisions`` 1–4), change it, or turn it off (``divisions`` 0). What is not
        given is kept (or takes its default). Only someone who manages the server."""
        if guild_id is None:
            raise PlayerError(Msg("season-server-only"))
        if not manages_server:
            raise PlayerError(Msg("season-manage-server"))
        current = await self.store.season(guild_id, game)
        if divisions is not None and divisions != 0 and divisions not in DIVISIONS:
            raise PlayerError(Msg("season-bad-divisions", most=DIVISIONS[-1]))
        for value in (promote, relegate):
            if value is not None and value not in MOVES:
                raise PlayerError(Msg("season-bad-moves", most=MOVES[-1]))
        enabled = divisions != 0
        count = divisions or (current.divisions if current else DEFAULT_DIVISIONS)
        return await self.store.configure_season(
            guild_id, game, enabled=enabled, channel_id=channel_id, divisions=count,
            promote=promote or (current.promote if current else DEFAULT_MOVES),
            relegate=relegate or (current.relegate if current else DEFAULT_MOVES),
            month=current.month if current else month_of(self.clock()))

    async def running(self, guild_id: int | None, game: str) -> SeasonConfig:
        """The season of ``game`` in this server, if it is on; else a polite refusal."""
        config = await self.store.season(guild_id, game) if guild_id is not None else None
        if config is None or not config.enabled:
            raise PlayerError(Msg("season-none"))
        return config

    async def join(self, guild_id: int | None, game: str, user_id: int) -> tuple[SeasonConfig, int]:
        """Add a player to the lowest division; the division they play in. Refused when already in."""
        config = await self.running(guild_id, game)
        if not await self.store.join_season(config.guild_id, game, user_id, division=config.divisions):
            members = await self.store.season_members(config.guild_id, game)
            division = next((m.division for m in members if m.user_id == user_id), config.divisions)
            raise PlayerError(Msg("season-already-in", division=division))
        return config, config.divisions

    async def table(self, config: SeasonConfig) -> Table:
        """The standings of the month in play, and the last closed month's for the card's head."""
        start = month_start(config.month)
        end = month_start(following(config.month))
        members = await self.store.season_members(config.guild_id, config.game)
        games = await self.store.season_games(config.guild_id, config.game, stamp(start), stamp(end))
        months = await self.store.season_months(config.guild_id, config.game)
        previous = await self.store.season_archive(config.guild_id, config.game, months[0]) if months else []
        return Table(config, standings(config, members, games), previous, months[0] if months else None)

    def due(self, configs: Sequence[SeasonConfig]) -> list[SeasonConfig]:
        """The seasons whose month is over."""
        now = month_of(self.clock())
        return [config for config in configs if config.enabled and config.month < now]

    async def close(self, config: SeasonConfig) -> Closed | None:
        """Close a finished month (see the module); None when another process or an earlier run did."""
        table = await self.table(config)
        final = [line for division in sorted(table.divisions) for line in table.divisions[division]]
        next_month = month_of(self.clock())
        if not await self.store.close_season(config.guild_id, config.game, config.month, next_month, final):
            return None
        return Closed(config, config.month, next_month, final)

    async def archive(self, guild_id: int | None, game: str, month: str) -> list[SeasonStanding]:
        """A closed month's final standings; a polite refusal naming the months there are."""
        if guild_id is None:
            raise PlayerError(Msg("season-server-only"))
        lines = await self.store.season_archive(guild_id, game, month)
        if not lines:
            months = await self.store.season_months(guild_id, game)
            raise PlayerError(Msg("season-no-archive", month=month, months=", ".join(months[:12]) or "–",
                                                       count=len(months)))
        return lines
