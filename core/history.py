"""Every game remembered (issue 14), as a service (no Discord here): what ``/records stats``, ``leaderboard``,
``history``, ``export`` and ``replay`` show, and to whom.

Only finished games have a record: their seeds and hidden information are public once they are over; a
game still in play (or one that never ended) is refused by everything that would show its record, its
seed or its boards.

Who sees what (issue 23): a game's record is shown where it was played. In a server, only that server's
games; in DMs with the bot, only the caller's own games. So in a DM nobody reads another player's history
or statistics (the DM has no server to limit them to, so they would cover every server); in a server
another player's statistics are that server's only, while the caller's own add an overall line.
``export`` and ``replay`` of a game's number follow the same rule (:meth:`History.finished_game`), and so
do the history pages' buttons, whatever their custom id says: a page is turned only when its anchor game
is one the same command could have listed there (:meth:`History.check_anchor`).

Ratings are given as players read them (:func:`core.ratings.shown_rating`): a whole number, or
provisional below the leaderboard's minimum of rated games. The history cog turns all of it into words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from core.computers import computer_level, is_former_player
from core.handover import result_policy
from core.ratings import LEADERBOARD_MIN_GAMES, provisional, shown_rating
from core.records import RecordError, export_record
from core.service import GameService, LoadedGame, PlayerError
from rules.base import Game, Msg
from store import ClockStore, GameResult, GameStore, HandoverStore, PlayStore, ResultStore


class HistoryStore(ResultStore, GameStore, PlayStore, ClockStore, HandoverStore, Protocol):
    """What the history reads: the results and ratings, the games, their logs and clocks."""


#: Games per history page.
HISTORY_PAGE = 5
#: Leaderboard length.
TOP = 10

#: An option as shown: its label and the label of its value.
OptionShown = tuple[Msg | str, Msg | str]


@dataclass(frozen=True)
class RatingShown:
    """A player's rating in one title and scope as they read it: ``provisional`` below the leaderboard's
    minimum (``games`` played), else the figure ``rating``, with the leaderboard ``place`` in a server
    (None overall, or not ranked)."""

    games: int
    rating: int | None = None
    place: int | None = None

    @property
    def provisional(self) -> bool:
        return self.rating is None


@dataclass(frozen=True)
class StatsLine:
    """A player's record in one title and scope (``"server"`` or ``"overall"``)."""

    scope: str
    played: int
    won: int
    best: int
    #: None when no game rated them there.
    rating: RatingShown | None
    #: The most played value of each option that was not always the default, as (option label, value
    #: label) pairs; given only for the widest scope shown.
    favourite: list[OptionShown] = field(default_factory=list)

    @property
    def rate(self) -> int:
        """Games won, in percent."""
        return round(100 * self.won / self.played)


@dataclass(frozen=True)
class Stats:
    """A player's statistics: per title played (in the registry's order), a line per scope."""

    user_id: int
    titles: list[tuple[str, list[StatsLine]]]

    @property
    def any_rating(self) -> bool:
        return any(line.rating is not None for _, lines in self.titles for line in lines)


@dataclass(frozen=True)
class Placed:
    """A place on a leaderboard: the player, their shown rating and their rated games."""

    place: int
    user_id: int
    rating: int
    games: int


@dataclass(frozen=True)
class Leaderboard:
    """A server's best players in a title (empty ``top``: nobody ranked yet) and, when the caller is not
    among them (``caller_listed`` False), their place (None: not ranked there)."""

    game: str
    top: list[Placed]
    caller: Placed | None
    caller_listed: bool


@dataclass(frozen=True)
class HistoryPage:
    """A page of finished games, newest first: a player's (``user_id``) or the server's (``user_id`` 0).
    ``anchor`` is the newest game the pages count from (None: no game to list at all)."""

    user_id: int
    anchor: int | None
    page: int
    pages: int
    results: list[GameResult]


class History:
    """Reads the remembered games, keeping to who may see which."""

    def __init__(self, store: HistoryStore, service: GameService) -> None:
        self.store = store
        self.service = service

    @property
    def games(self) -> Mapping[str, Game]:
        return self.service.games

    # --- access --------------------------------------------------------------------------------------
    @staticmethod
    def check_may_see(guild_id: int | None, caller: int, user_id: int) -> None:
        """In a DM nobody reads another player's history or statistics; ``user_id`` 0 is the caller."""
        if guild_id is None and user_id not in (0, caller):
            raise PlayerError(Msg("history-dm-only-own"))

    async def finished_game(self, game_id: int, guild_id: int | None, caller: int) -> LoadedGame:
        """The finished game ``game_id`` if ``caller`` may see its record where they ask (``guild_id``;
        None: a DM): in a server one of that server's games, in a DM one the caller sat in; any other
        number is unknown."""
        record = await self.store.get_game(game_id)
        visible = record is not None and (
            record.guild_id == guild_id if guild_id is not None
            else caller in await self.store.seats(record.id))
        if record is None or not visible:
            raise PlayerError(Msg("history-no-such-game", id=game_id))
        if record.status != "finished":
            key = "history-not-finished" if record.status in ("lobby", "active") else "history-not-played-out"
            raise PlayerError(Msg(key, id=game_id))
        self.service.check_intact(record)
        return await self.service.load(record)

    async def check_anchor(self, anchor: int, guild_id: int | None, user_id: int | None) -> None:
        """Refuse a history page whose anchor game is not in the list it claims to page through: one of
        this server's games (in a DM: of the caller's, who is then ``user_id``), played by ``user_id`` when
        the list is one player's. The anchor's finishing time bounds the page, so a foreign one would
        tell something of a game the caller may not see."""
        result = await self.store.game_result(anchor)
        if (result is None or (guild_id is not None and result.guild_id != guild_id)
                or (user_id is not None and all(seat.user_id != user_id for seat in result.seats))):
            raise PlayerError(Msg("history-page-elsewhere"))

    async def record_of(self, loaded: LoadedGame) -> dict[str, Any]:
        """The finished game's record (``core.records.export_record``); raises ``RecordError`` otherwise."""
        states = await self.store.seat_states(loaded.id)
        standins = [state.standin for state in states]
        actions = await self.store.actions(loaded.id)
        record = export_record(loaded.record, loaded.game, loaded.users, standins, actions, loaded.state)
        # A seat handed over to another member (core/handover.py): who held it, from which turn, how long.
        _, _, lines = await result_policy(self.store, loaded.id, loaded.users, loaded.turn)
        for entry in record["seats"]:
            line = lines.get(entry["seat"], [])
            if len(line) > 1:
                entry["held_by"] = [{"user_id": None if is_former_player(h.user_id) else h.user_id,
                                     "from_turn": h.start, "turns": h.turns} for h in line]
        return record

    async def export(self, loaded: LoadedGame) -> dict[str, Any]:
        """``/records export``: the record, refused for a game whose state is not over after all."""
        try:
            return await self.record_of(loaded)
        except RecordError as error:
            raise PlayerError(Msg("history-not-finished", id=loaded.id)) from error

    # --- stats ---------------------------------------------------------------------------------------
    async def stats(self, guild_id: int | None, caller: int, user_id: int, game: str | None) -> Stats:
        """``user_id``'s games, wins, best score and rating per title (``game``: one title): in a server
        this server's, plus overall for the caller's own; in a DM the caller's own overall."""
        self.check_may_see(guild_id, caller, user_id)
        if game is not None and game not in self.games:
            raise PlayerError(Msg("history-unknown-game"))
        if computer_level(user_id) is not None:
            raise PlayerError(Msg("history-computer-stats"))
        scopes: list[tuple[str, int | None]] = []
        if guild_id is not None:
            scopes.append(("server", guild_id))
        if guild_id is None or user_id == caller:
            scopes.append(("overall", None))
        widest = scopes[-1][1]
        titles = []
        for game_id in [game] if game is not None else list(self.games):
            lines = []
            for scope, guild in scopes:
                results = await self.store.results(guild_id=guild, user_id=user_id, game=game_id)
                if not results:
                    continue
                mine = [next(s for s in r.seats if s.user_id == user_id) for r in results]
                lines.append(StatsLine(
                    scope, played=len(mine), won=sum(1 for s in mine if s.won),
                    best=self.games[game_id].spec.scoring.best(s.score for s in mine),
                    rating=await self.rating(user_id, guild, game_id),
                    favourite=self.favourite_options(game_id, results) if guild == widest else []))
            if lines:
                titles.append((game_id, lines))
        return Stats(user_id, titles)

    async def rating(self, user_id: int, guild_id: int | None, game_id: str) -> RatingShown | None:
        """A player's rating in one title and scope (a server, or overall); None when no game rated them
        there."""
        found = await self.store.ratings_of(user_id, scope=guild_id or 0, game=game_id)
        if not found:
            return None
        rating = found[0]
        if provisional(rating.games):
            return RatingShown(rating.games)
        shown = shown_rating(rating.mu, rating.sigma)
        if guild_id is not None:
            ranked = await self.store.leaderboard_rank(guild_id, game_id, user_id,
                                                       min_games=LEADERBOARD_MIN_GAMES)
            if ranked is not None:
                return RatingShown(rating.games, shown, ranked[0])
        return RatingShown(rating.games, shown)

    def favourite_options(self, game_id: str, results: Sequence[GameResult]) -> list[OptionShown]:
        """The most played value of each option that was not always the default."""
        game = self.games[game_id]
        favourite = []
        for name, spec in game.options.items():
            counts = Counter(str(r.options.get(name, spec.default)) for r in results)
            value, _ = counts.most_common(1)[0]
            if set(counts) == {spec.default}:
                continue
            favourite.append((spec.label, dict(spec.choices).get(value, value)))
        return favourite

    # --- leaderboard ---------------------------------------------------------------------------------
    async def leaderboard(self, guild_id: int | None, caller: int, game: str) -> Leaderboard:
        """The server's :data:`TOP` players in ``game`` with enough rated games, and the caller's place."""
        if guild_id is None:
            raise PlayerError(Msg("history-leaderboard-server-only"))
        if game not in self.games:
            raise PlayerError(Msg("history-unknown-game"))
        rows = await self.store.leaderboard(guild_id, game, min_games=LEADERBOARD_MIN_GAMES, limit=TOP)
        top = [Placed(place, row.user_id, shown_rating(row.mu, row.sigma), row.games)
               for place, row in enumerate(rows, start=1)]
        listed = any(row.user_id == caller for row in rows)
        mine = None
        if rows and not listed:
            ranked = await self.store.leaderboard_rank(guild_id, game, caller,
                                                       min_games=LEADERBOARD_MIN_GAMES)
            if ranked is not None:
                place, row = ranked
                mine = Placed(place, caller, shown_rating(row.mu, row.sigma), row.games)
        return Leaderboard(game, top, mine, listed)

    # --- history -------------------------------------------------------------------------------------
    async def history_page(self, guild_id: int | None, caller: int, user_id: int, page: int,
                           anchor: int | None) -> HistoryPage:
        """A page of finished games, newest first (``user_id`` 0: the whole server; in a DM the caller's
        own): the first page (``anchor`` None: counted from the newest game now) or a page button's."""
        if guild_id is None and user_id == 0:
            user_id = caller
        self.check_may_see(guild_id, caller, user_id)
        who = user_id or None
        if anchor is not None:
            await self.check_anchor(anchor, guild_id, who)
        else:
            newest = await self.store.results(guild_id=guild_id, user_id=who, limit=1)
            if not newest:
                return HistoryPage(user_id, None, 0, 0, [])
            anchor = newest[0].game_id
        total = await self.store.count_results(guild_id=guild_id, user_id=who, anchor=anchor)
        pages = max(1, (total + HISTORY_PAGE - 1) // HISTORY_PAGE)
        page = min(max(page, 0), pages - 1)
        results = await self.store.results(guild_id=guild_id, user_id=who, anchor=anchor,
                                           offset=page * HISTORY_PAGE, limit=HISTORY_PAGE)
        return HistoryPage(user_id, anchor, page, pages, results)
