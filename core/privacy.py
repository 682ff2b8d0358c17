"""A member's own data: what is stored about them, a copy of it, and its removal.

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
from dataclasses import dataclass, field
from typing import Any, Protocol

from core.lines import decode_line
from core.service import PlayerError
from i18n import text
from rules.base import Game, Msg
from store import (
    Forgotten,
    PlayStore,
    PrivacyStore,
    StaleVersion,
    StoredAbout,
    StoredSeat,
    stamp,
    utc_now,
)
from store.members import MemberPart, held
from store.sql import CONCERNS

#: The concerns that keep something about a member (their ``Concern.member_data``): the copy and the
#: overview are built from theirs, in the order of their parts.
HOLDERS = tuple(concern for concern in CONCERNS if concern.member_data is not None)


class MemberDataStore(PrivacyStore, PlayStore,  # type: ignore[misc]
                      *(concern.interface for concern in HOLDERS
                        if concern.interface not in (PrivacyStore, PlayStore)), Protocol):
    """What a member's own data needs: what is stored about them, forgetting it, their games' logs, and
    every concern that keeps something about a member (its own reader reads it)."""



#: What to do with the games in play: leave them to the stand-in where it may keep the seat, or end them.
MODES = ("standin", "abandon")
FORMAT = "boardgame-bot/my-data"
FORMAT_VERSION = 1

CHANGED = Msg("privacy-changed")

#: This module's own part of the copy: the member's games with their public logs, told in words (the
#: other parts are the concerns', ``Concern.member_data``).
GAMES = MemberPart("games", 60)


def parts() -> list[MemberPart]:
    """Every part of a member's copy, in its order: the concerns' and the games (refused: a key or a
    place declared twice)."""
    found = sorted([GAMES, *(part for concern in HOLDERS for part in concern.member_data.parts)],
                   key=lambda part: part.order)
    for key in ("key", "order"):
        values = [getattr(part, key) for part in found]
        twice = sorted({value for value in values if values.count(value) > 1})
        if twice:
            raise ValueError(f"parts of a member's copy declared twice by {key}: {twice}")
    return found


def stand_in_may_keep(seat: StoredSeat) -> bool:
    """Whether the stand-in may keep this seat of a game in play: a table of three or more where someone
    else still plays their own seat."""
    return seat.status == "active" and seat.players >= 3 and seat.other_humans >= 1


@dataclass(frozen=True)
class Overview:
    """What is stored about a member, sorted for the answer of ``/game privacy``."""

    about: StoredAbout
    #: Every concern's parts of their copy (``Concern.member_data``), by key, as plain values.
    data: Mapping[str, Any] = field(default_factory=dict)

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
        """Nothing stored: no seat, and nothing in any part that counts alone (``MemberPart.counted``)."""
        return not self.about.seats and not any(
            held(self.data.get(part.key)) for part in parts() if part.counted and part is not GAMES)

    @property
    def lines(self) -> list[Msg]:
        """The overview's lines of the parts that declare one (``MemberPart.overview``), each with how many
        things it holds, in the copy's order."""
        return [Msg(part.overview, count=held(self.data.get(part.key))) for part in parts() if part.overview]

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
        return Overview(await self.store.stored_about(user_id), await self._data(user_id))

    async def _data(self, user_id: int) -> dict[str, Any]:
        """Every concern's parts of the member's copy, each read by its concern (refused: a reader giving
        other parts than its concern declares)."""
        data: dict[str, Any] = {}
        for concern in HOLDERS:
            read = dict(await concern.member_data.read(self.store, user_id))
            declared = {part.key for part in concern.member_data.parts}
            if set(read) != declared:
                raise ValueError(f"{concern.name}'s member data gave {sorted(read)}, "
                                 f"declared {sorted(declared)}")
            data.update(read)
        return data

    def title(self, lang: str, game_id: str) -> str:
        game = self.games.get(game_id)
        return text(lang, game.title) if game is not None else game_id

    async def export(self, user_id: int, lang: str, *, now: str | None = None) -> dict[str, Any]:
        """The member's data as JSON-able data: what the file is, then each part in its order (every
        concern's, ``Concern.member_data``, and their games: each with their seat, result and the game's
        public log, the lines the channel was shown, in ``lang``; never a hand, a deck or another
        player's id)."""
        overview = await self.overview(user_id)
        seats = overview.about.seats
        logs = {seat.game_id: await self.store.actions(seat.game_id)
                for seat in seats if seat.status != "lobby"}
        # Every line of every game's log in words: for a long-time member thousands of lines, worded off
        # the event loop so nobody's moves wait for one member's copy.
        games = await asyncio.to_thread(self._games, seats, logs, lang)
        copy: dict[str, Any] = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "user_id": str(user_id),
            "exported_at": now or stamp(utc_now()),
        }
        for part in parts():
            copy[part.key] = games if part is GAMES else overview.data[part.key]
        return copy

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
