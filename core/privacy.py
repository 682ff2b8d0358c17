"""A member's own data (issue 29): what is stored about them, a copy of it, and its removal.

``/game privacy`` (the settings room) and ``python -m bot forget USER_ID`` both come here, so a deletion
asked in Discord and one an operator runs do the same thing: :meth:`Privacy.forget`.

What a deletion does to the games the member sits in:

- a lobby: they leave it; a lobby they opened is closed;
- a game in play: either the stand-in (the hard computer player that already plays the seats of players
  who ran out of time) keeps their seat and the game goes on, or the game ends without a result (as a vote
  to end it does). The member chooses; a game the stand-in may not keep ends whatever they choose: one of
  two seats (the other player would be left playing the computer), or one where nobody else plays their
  own seat (a game is never left to the stand-in and computer players alone, as for time-outs);
- a finished or ended game: their seat becomes a "former player" (a marker, no user id), in the history,
  the records, replays, statistics and exports, and no rating of theirs is kept.

Every game in play or lobby that changed gets an announcement in the outbox (``{"kind": "left", …}``),
which the bot posts in its channel: at once after ``/game privacy``, at the bot's next periodic run after
``forget``.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any, Protocol

from core.lines import decode_line
from core.service import PlayerError
from i18n import text
from rules.base import Game, Msg
from store import (
    Forgotten,
    HandoverStore,
    PlansStore,
    PlayStore,
    PrivacyStore,
    StaleVersion,
    StoredAbout,
    StoredSeat,
    WebLinkStore,
    stamp,
    utc_now,
)


class MemberDataStore(PrivacyStore, PlayStore, HandoverStore, PlansStore, WebLinkStore, Protocol):
    """What a member's own data needs: what is stored about them, forgetting it, and their games' logs."""


#: What to do with the games in play: leave them to the stand-in where it may keep the seat, or end them.
MODES = ("standin", "abandon")
FORMAT = "boardgame-bot/my-data"
FORMAT_VERSION = 1

CHANGED = Msg("privacy-changed")


def stand_in_may_keep(seat: StoredSeat) -> bool:
    """Whether the stand-in may keep this seat of a game in play: a table of three or more where someone
    else still plays their own seat."""
    return seat.status == "active" and seat.players >= 3 and seat.other_humans >= 1


@dataclass(frozen=True)
class Overview:
    """What is stored about a member, sorted for the answer of ``/game privacy``."""

    about: StoredAbout
    #: Their personal web link's generation and when it was issued (``/game mine web:Yes``), None without one.
    web_link: tuple[int, str] | None = None

    @property
    def in_play(self) -> list[StoredSeat]:
        return [seat for seat in self.about.seats if seat.status == "active"]

    @property
    def lobbies(self) -> list[StoredSeat]:
        return [seat for seat in self.about.seats if seat.status == "lobby"]

    @property
    def finished(self) -> list[StoredSeat]:
        return [seat for seat in self.about.seats if seat.status == "finished"]

    @property
    def ended(self) -> list[StoredSeat]:
        return [seat for seat in self.about.seats if seat.status == "aborted"]

    @property
    def empty(self) -> bool:
        about = self.about
        return not (about.settings is not None or about.vacations or about.ratings or about.seats
                    or about.dm_channel or about.votes or about.queue or about.seasons
                    or about.season_months or about.tournaments or self.web_link is not None)

    @property
    def fingerprint(self) -> str:
        """What a confirmation was shown about (the games in play and lobbies): a deletion pressed after
        they changed is refused, so nobody loses a game they were not told of."""
        open_ids = ",".join(f"{seat.game_id}{seat.status[0]}" for seat in self.in_play + self.lobbies)
        return hashlib.sha256(open_ids.encode()).hexdigest()[:8]

    def plan(self, mode: str) -> tuple[list[int], list[int]]:
        """The games in play the stand-in keeps and those that end, for ``mode``."""
        standin = [seat.game_id for seat in self.in_play if mode == "standin" and stand_in_may_keep(seat)]
        abandon = [seat.game_id for seat in self.in_play if seat.game_id not in standin]
        return standin, abandon


class Privacy:
    """A member's data: the overview, the copy, the deletion."""

    def __init__(self, store: MemberDataStore, games: Mapping[str, Game]) -> None:
        self.store = store
        self.games = games

    async def overview(self, user_id: int) -> Overview:
        return Overview(await self.store.stored_about(user_id), await self.store.web_link(user_id))

    def title(self, lang: str, game_id: str) -> str:
        game = self.games.get(game_id)
        return text(lang, game.title) if game is not None else game_id

    async def _handovers(self, user_id: int) -> list[dict[str, Any]]:
        """The offers of seats that name the member (``core/handover.py``): which game and seat, what they
        were in it, how it ended and from which turn; never the other members' ids."""
        found = await self.store.handovers_of(user_id)
        return [{"game_id": h.game_id, "seat": h.seat + 1,
                 "you": [role for role, user in (("left the seat", h.from_user_id),
                                                 ("were offered the seat", h.to_user_id),
                                                 ("offered the seat", h.offered_by)) if user == user_id]
                 + (["agreed to the table's offer"] if user_id in h.voters else []),
                 "by_the_table": h.by_table, "state": h.state, "from_turn": h.turn,
                 "offered_at": h.created_at, "answered_at": h.decided_at} for h in found]

    async def export(self, user_id: int, lang: str, *, now: str | None = None) -> dict[str, Any]:
        """The member's data as JSON-able data: settings, times away, ratings, and each of their games
        with their seat, result and the game's public log (the lines the channel was shown, in ``lang``;
        never a hand, a deck or another player's id)."""
        about = await self.store.stored_about(user_id)
        web_link = await self.store.web_link(user_id)
        logs = {seat.game_id: await self.store.actions(seat.game_id)
                for seat in about.seats if seat.status != "lobby"}
        # Every line of every game's log in words: for a long-time member thousands of lines, worded off
        # the event loop so nobody's moves wait for one member's copy.
        games = await asyncio.to_thread(self._games, about.seats, logs, lang)
        plans = self.store
        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "user_id": str(user_id),
            "exported_at": now or stamp(utc_now()),
            "settings": None if about.settings is None else asdict(about.settings),
            "times_away": [{"starts_at": start, "ends_at": end} for start, end in about.vacations],
            "ratings": [{"scope": "overall" if row.scope == 0 else f"server {row.scope}", "game": row.game,
                         "mu": round(row.mu, 3), "sigma": round(row.sigma, 3), "rated_games": row.games}
                        for row in about.ratings],
            "dm_channel_kept": about.dm_channel,
            "votes_to_end_a_game": about.votes,
            "games": games,
            "seat_handovers": await self._handovers(user_id),
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
            # Their plans of a next turn, as they made them (their own decisions, shown to nobody else).
            "plans": [{"game_id": plan.game_id, "your_seat": plan.seat, "decisions": list(plan.steps),
                       "only_if_nothing_changed": plan.strict, "made_at": plan.created_at,
                       "changed_at": plan.updated_at} for plan in await plans.plans_of_user(user_id)],
            "forced_decisions": {"made_for_you": await plans.forced_choice(user_id)},
            # What their plans did, kept for their next daily digest (theirs alone, deleted once told).
            "plan_reports_for_digest": [
                {"game_id": held.game_id, "your_seat": held.seat, "report": held.payload,
                 "kept_at": held.created_at} for held in await plans.held_plan_reports(user_id)],
            "web_link": None if web_link is None else {"generation": web_link[0], "issued_at": web_link[1]},
        }

    def _games(self, seats: list[StoredSeat], logs: Mapping[int, list[Any]],
               lang: str) -> list[dict[str, Any]]:
        """Each of the member's games as the copy has it (plain computation, run in a thread)."""
        games = []
        for seat in seats:
            entry: dict[str, Any] = {
                "id": seat.game_id, "game": seat.game, "title": self.title(lang, seat.game),
                "status": seat.status, "server_id": seat.guild_id, "channel_id": seat.channel_id,
                "your_seat": seat.seat, "players": seat.players, "you_opened_it": seat.creator,
                "created_at": seat.created_at, "last_change_at": seat.updated_at,
                "result": None if seat.place is None else {"score": seat.score, "place": seat.place,
                                                           "won": seat.won},
                "hints_you_received": seat.hints_used,
            }
            if seat.game_id in logs:
                entry["public_log"] = [
                    {"turn": action.turn, "seat": action.seat, "at": action.at,
                     "line": text(lang, decode_line(action.description))}
                    for action in logs[seat.game_id]]
            games.append(entry)
        return games

    async def forget(self, user_id: int, mode: str, *, expected: str | None = None) -> Forgotten:
        """Remove the member's data (see the module). ``expected``: the fingerprint of what the member
        confirmed; refused (:data:`CHANGED`) when their games in play or lobbies changed since. Nothing
        stored any more (a second press, a second run): nothing done, every count zero."""
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        overview = await self.overview(user_id)
        if overview.empty:
            return Forgotten()
        if expected is not None and expected != overview.fingerprint:
            raise PlayerError(CHANGED)
        standin, abandon = overview.plan(mode)
        announcements: dict[int, dict[str, Any]] = {}
        for seat in overview.in_play + overview.lobbies:
            announcements[seat.game_id] = {
                "kind": "left", "seat": seat.seat, "status": seat.status,
                "standin": seat.game_id in standin, "closed": seat.status == "lobby" and seat.creator}
        try:
            return await self.store.forget_user(user_id, standin=standin, abandon=abandon,
                                                announcements=announcements)
        except StaleVersion as error:
            if (await self.overview(user_id)).empty:
                return Forgotten()  # a second press that raced the first: that one deleted it all
            raise PlayerError(CHANGED) from error
