"""A finished game's record (issue 14): everything needed to replay it, as JSON, and the replay itself.

The record is what the store keeps of a game (DESIGN.md: ``(game id, options, players, seed, [encoded
actions])``) plus what a reader wants to see: the title, the rules version, the seats (with computer
levels and seats the stand-in held), the moments, and the final scores and winners the replay must reach.
Only a finished game has one: its seed and hidden information are public once it is over, never before
(:func:`export_record` refuses anything else).

:func:`replay` rebuilds the final state from a record, checking every action; :func:`turn_frames` walks the
same way and keeps the public view after each completed turn, for the replay animation and the
step-through. Pure: no I/O, no Discord, no clock.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.computers import computer_level, is_former_player
from rules.base import Game, Msg, State
from store import ActionRecord, GameRecord

FORMAT = "boardgame-bot/game-record"
FORMAT_VERSION = 1


class RecordError(ValueError):
    """A record that is not one of ours, or does not replay (the sentence says what is wrong)."""


def export_record(record: GameRecord, game: Game, users: Sequence[int], standins: Sequence[bool],
                  actions: Sequence[ActionRecord], final_state: State) -> dict[str, Any]:
    """The JSON-able record of a finished game. Raises :class:`RecordError` for any other game."""
    if record.status != "finished" or not game.is_over(final_state):
        raise RecordError("only a finished game has a public record")
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "id": record.id,
        "game": record.game,
        "title": game.title,
        "rules_version": record.rules_version,
        "options": dict(record.options),
        "seed": int(record.seed or 0),
        # A former player's seat (issue 29) names nobody: no user id, only that it was a person.
        "seats": [{"seat": seat, "user_id": None if is_former_player(user) else user,
                   "computer": computer_level(user),
                   **({"former_player": True} if is_former_player(user) else {}),
                   "standin": bool(standins[seat]) if seat < len(standins) else False}
                  for seat, user in enumerate(users)],
        "created_at": record.created_at,
        "finished_at": record.last_move_at or record.updated_at,
        "actions": [{"seq": entry.seq, "seat": entry.seat, "turn": entry.turn, "action": entry.action,
                     "at": entry.at} for entry in actions],
        "final": {"scores": [int(score) for score in game.scores(final_state)],
                  "winners": [int(seat) for seat in game.winners(final_state)]},
    }


@dataclass(frozen=True)
class Replayed:
    """What a record rebuilds to: the game, its final state, and whether it matches the recorded end."""

    game: Game
    state: State
    scores: list[int]
    winners: list[int]
    matches: bool


def _checked(data: object, games: Mapping[str, Game]) -> tuple[Game, dict[str, Any]]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("this is not a game record of this bot")
    if data.get("format_version") != FORMAT_VERSION:
        raise RecordError(f"record format version {data.get('format_version')!r} is not supported")
    game = games.get(str(data.get("game")))
    if game is None:
        raise RecordError(f"the game {data.get('game')!r} is not available here")
    seats, actions = data.get("seats"), data.get("actions")
    if not isinstance(seats, list) or not seats or not isinstance(actions, list):
        raise RecordError("the record has no seats or no action list")
    if not isinstance(data.get("seed"), int) or not isinstance(data.get("options"), dict):
        raise RecordError("the record's seed or options are missing")
    return game, data


def _setup(game: Game, data: dict[str, Any]) -> State:
    try:
        return game.setup(len(data["seats"]), data["options"], int(data["seed"]),
                          rules_version=data.get("rules_version"))
    except ValueError as error:
        raise RecordError(f"the game cannot be set up from this record: {error}") from error


def _apply(game: Game, state: State, entry: object, number: int) -> tuple[State, Any]:
    text = entry.get("action") if isinstance(entry, dict) else None
    if not isinstance(text, str):
        raise RecordError(f"action {number} has no text")
    try:
        action = game.decode(text)
        return game.apply(state, action), action
    except ValueError as error:
        raise RecordError(f"action {number} ({text!r}) does not replay: {error}") from error


def replay(data: object, games: Mapping[str, Game]) -> Replayed:
    """Rebuild a record's game: set up from its seed and options, apply every action in order."""
    game, record = _checked(data, games)
    state = _setup(game, record)
    for number, entry in enumerate(record["actions"], start=1):
        state, _ = _apply(game, state, entry, number)
    scores = [int(score) for score in game.scores(state)]
    winners = [int(seat) for seat in game.winners(state)]
    final = record.get("final") or {}
    matches = game.is_over(state) and final.get("scores") == scores and final.get("winners") == winners
    return Replayed(game, state, scores, winners, bool(matches))


@dataclass(frozen=True)
class Frame:
    """The public view after a completed turn (``turn`` 0: the set-up), the lines of that turn and the
    encoded text of its last action (for the board's last-move mark)."""

    turn: int
    view: dict
    lines: tuple[Msg | str, ...]
    last_action: str | None


def turn_frames(data: object, games: Mapping[str, Game], *,
                only: int | Collection[int] | None = None) -> list[Frame]:
    """One frame per completed turn, after the set-up frame. ``only``: just that frame (the
    step-through rebuilds one board per press, replaying the actions up to it), or just those frames (a
    long game's time-lapse keeps a few of thousands)."""
    game, record = _checked(data, games)
    state = _setup(game, record)
    frames: list[Frame] = []
    wanted = None if only is None else {only} if isinstance(only, int) else set(only)
    last_wanted = max(wanted, default=-1) if wanted is not None else None

    def keep(frame: Frame) -> bool:
        if wanted is None or frame.turn in wanted:
            frames.append(frame)
        return last_wanted is not None and frame.turn >= last_wanted

    if keep(Frame(0, game.view(state, None), (), None)):
        return frames
    lines: list[Msg | str] = []
    turn = 0
    for number, entry in enumerate(record["actions"], start=1):
        before = state
        state, action = _apply(game, state, entry, number)
        lines.append(game.describe(before, action))
        if game.is_over(state) or game.turn_count(state) != game.turn_count(before):
            turn += 1
            if keep(Frame(turn, game.view(state, None), tuple(lines), game.encode(action))):
                return frames
            lines = []
    return frames


def frame_count(data: object, games: Mapping[str, Game]) -> int:
    """How many frames :func:`turn_frames` gives (the set-up and every completed turn)."""
    game, record = _checked(data, games)
    state = _setup(game, record)
    count = 1
    for number, entry in enumerate(record["actions"], start=1):
        before = state
        state, _ = _apply(game, state, entry, number)
        if game.is_over(state) or game.turn_count(state) != game.turn_count(before):
            count += 1
    return count
