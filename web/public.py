"""What a public page shows of a game, read from the store and built only from public views.

Everything here starts from the observer's public view (``game.view(state, None)``: what a channel sees)
and the log's public lines (each action's stored ``description``); the seat labels are the presenter's, public
by the game contract. No seat's private view, no action text of a game in play, no seed, no Discord user id
reaches a :class:`PublicGame` (the hidden-information tests compare pages of positions differing only in
hidden information, and find them identical).

:func:`find_game` says which games have pages: a game of a server whose managers turned its pages on
(``/game config web_pages``), started (a lobby has no board yet); anything else is "no such page".
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import i18n
from core.computers import computer_name
from core.lines import decode_line
from core.recap import read_last_round, recap_lines
from core.records import FORMAT, FORMAT_VERSION, Frame, turn_frames
from core.service import GameService, LoadedGame, PlayerError
from rules.base import Msg, Section
from store import GameRecord, is_former_player
from web.context import WebContext
from web.links import game_id_of

#: The move log's lines shown on the game page, newest last (the replay shows every turn).
LOG_LINES = 200


async def find_game(context: WebContext, public_id: str) -> GameRecord | None:
    """The game a public id names, when its page exists (see the module); None otherwise. The requests
    asking for the same game together share one lookup (``WebContext.reads``)."""
    game_id = game_id_of(context.secret, public_id)
    if game_id is None:
        return None
    return await context.reads.once(("game", game_id), lambda: _find_game(context, game_id))


async def _find_game(context: WebContext, game_id: int) -> GameRecord | None:
    record = await context.store.get_game(game_id)
    if record is None or record.guild_id is None or record.damaged or record.game not in context.games:
        return None
    if record.status == "lobby" or record.state is None:
        return None
    settings = await context.store.guild_settings(record.guild_id)
    if not settings.web_pages:
        return None
    return record


async def load(context: WebContext, record: GameRecord) -> LoadedGame | None:
    try:
        return await GameService(context.store, context.games, context.clock).load(record)
    except PlayerError:
        return None


@dataclass(frozen=True)
class SeatShown:
    seat: int
    label: Msg | str
    #: A computer's name ("Computer (hard)"), else None (a person: no Discord name or id is shown).
    computer: Msg | None
    former: bool
    score: int | None
    to_play: bool
    #: A time bank's seconds left (the waiting seat's counted down to its deadline), or None.
    bank: int | None


@dataclass(frozen=True)
class PublicGame:
    id: int
    version: int
    title: str
    game: str
    turn: int
    over: bool
    status: str
    seats: tuple[SeatShown, ...]
    to_play: int | None
    #: The waiting seat's deadline (an aware datetime), or None (no clock, or the game is over).
    deadline: datetime | None
    paused: bool
    #: The last round's lines ("Red tribe: …"), oldest first, and the line saying how many were left out.
    recap_head: str
    recap: tuple[str, ...]
    #: The move log: (turn, seat label, line), oldest first, the last :data:`LOG_LINES`; and how many
    #: earlier lines are not shown.
    log: tuple[tuple[int, str, str], ...]
    log_hidden: int
    summary: tuple[Msg | str, ...]
    sections: tuple[Section, ...]
    last_line: str | None
    view: dict

    @property
    def scores_hidden(self) -> bool:
        return self.view.get("scores") is None


def _seat_label(loaded: LoadedGame, seat: int) -> Msg | str:
    try:
        return loaded.game.seat_label(loaded.state, seat)
    except Exception:
        return str(seat + 1)


async def public_game(context: WebContext, loaded: LoadedGame, lang: str) -> PublicGame:
    """The page's content in ``lang`` (the words that are read once are rendered here, the rest in the
    template)."""
    record, game = loaded.record, loaded.game
    view = loaded.view(None)
    to_play = view.get("to_play")
    over = bool(view.get("over"))
    scores = view.get("scores")
    clock = None if over or record.status != "active" else await context.store.get_clock(record.id)
    deadline = None
    paused = False
    if clock is not None and clock.deadline:
        deadline = datetime.fromisoformat(clock.deadline)
        paused = clock.paused_at is not None
    labels = {seat: _seat_label(loaded, seat) for seat in range(len(loaded.users))}
    now = context.clock()
    seats = []
    for seat, user in enumerate(loaded.users):
        bank = None
        if clock is not None and clock.banks is not None and seat < len(clock.banks):
            bank = clock.banks[seat]
            if seat == clock.seat and deadline is not None:
                bank = max(0, int((deadline - now).total_seconds()))
        seats.append(SeatShown(
            seat, labels[seat], computer_name(user), is_former_player(user),
            None if scores is None else int(scores[seat]),
            to_play is not None and not over and (seat == to_play or (isinstance(to_play, list)
                                                                      and seat in to_play)),
            bank))

    def label_text(seat: int) -> str:
        return i18n.text(lang, labels.get(seat, str(seat + 1)))

    recap = await read_last_round(context.store, record.id, None if over else to_play)
    recap_head, recap_groups = recap_lines(lang, recap, label_text, limit=4000)
    total = await context.store.count_actions(record.id)
    actions = await context.store.actions(record.id, last=LOG_LINES)
    log = tuple((action.turn, label_text(action.seat), i18n.text(lang, decode_line(action.description)))
                for action in actions)
    last_line = log[-1][2] if log else None
    return PublicGame(
        id=record.id, version=record.version, title=game.title, game=game.id, turn=int(view.get("turn", 0)),
        over=over, status=record.status, seats=tuple(seats),
        to_play=to_play if isinstance(to_play, int) and not over else None,
        deadline=deadline, paused=paused, recap_head=recap_head, recap=recap_groups, log=log,
        log_hidden=max(0, total - len(actions)), summary=tuple(game.board_alt(view)),
        sections=tuple(game.board_text(view)), last_line=last_line, view=view)


# --- the replay ------------------------------------------------------------------------------------------
#: Games whose frames are kept (by game and version, in each server's context: another context is another
#: database): a replay walked turn by turn reads them, not the log.
FRAMES_KEPT = 8


def _walk(loaded: LoadedGame, actions: Sequence[Any]) -> list[Frame]:
    """Every turn's public frame (``core.records.turn_frames``) from the game's seed and log, kept in this
    process only: the seed and the action texts never leave it; only the frames' public views do."""
    record = loaded.record
    data = {"format": FORMAT, "format_version": FORMAT_VERSION, "game": record.game,
            "rules_version": record.rules_version, "options": dict(record.options),
            "seed": int(record.seed or 0), "seats": [{"seat": seat} for seat in range(len(loaded.users))],
            "actions": [{"action": entry.action} for entry in actions]}
    return turn_frames(data, {loaded.game.id: loaded.game})


async def frames(context: WebContext, loaded: LoadedGame) -> list[Frame]:
    """The game's replay frames (the set-up, then the board after each completed turn)."""
    key = (loaded.id, loaded.version)
    _frames = context.replay_frames
    kept = _frames.get(key)
    if kept is not None:
        _frames.move_to_end(key)
        return kept
    actions = await context.store.actions(loaded.id)
    made = await asyncio.to_thread(_walk, loaded, actions)
    _frames[key] = made
    while len(_frames) > FRAMES_KEPT:
        _frames.popitem(last=False)
    return made
