"""Who sits in a seat: a Discord user, or a computer player of some level.

A computer seat is stored like any seat, with a negative user id that no Discord user can have:
``-(1000 * level_number + n)``, where ``level_number`` is 1 for easy, 2 for medium, 3 for hard and ``n``
(1..999) tells several computers of one level in the same game apart (seats are unique per user id).
Everything that meets a seat (mentions, DMs, ratings, the seat legend) asks :func:`computer_level` first.

A seat whose player had their data removed (``core/privacy.py``) holds a negative marker of its
own, far from these (:func:`is_former_player`): no computer, nobody to mention or DM, shown as "former
player".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules.base import Msg
from store import GameRecord, former_player_id, is_former_player

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
_SPAN = 1000


def computer_user_id(level: str, taken: Iterable[int] = ()) -> int:
    """A fresh user id for a computer of ``level`` in a game whose seats already hold ``taken``."""
    number = LEVELS.index(level) + 1
    used = set(taken)
    for n in range(1, _SPAN):
        candidate = -(number * _SPAN + n)
        if candidate not in used:
            return candidate
    raise ValueError("no room for another computer player of this level")


def computer_level(user_id: int) -> str | None:
    """The level of a computer seat's user id, ``None`` for a Discord user (any positive id)."""
    if user_id >= 0:
        return None
    number, n = divmod(-user_id, _SPAN)
    if 1 <= number <= len(LEVELS) and n >= 1:
        return LEVELS[number - 1]
    return None


def is_computer(user_id: int) -> bool:
    return computer_level(user_id) is not None


def computer_number(user_id: int) -> int:
    """Which computer of its level a computer seat is in its game (1 for the first), 0 for anyone else."""
    return -user_id % _SPAN if computer_level(user_id) is not None else 0


def computer_name(user_id: int) -> Msg | None:
    """A computer seat's name, the same wherever it is said (cards, lines, history, results): "Computer
    (hard)" for the first of its level at the table, "Computer 2 (hard)" for a second one, so two computers
    of one level are never told apart by nothing ("Winner: Computer (hard)"). None for anyone else."""
    level = computer_level(user_id)
    if level is None:
        return None
    number = computer_number(user_id)
    return Msg(f"computer-seat-{level}") if number == 1 else Msg("computer-seat-nth", level=level,
                                                                   number=number)


def people(users: Iterable[int]) -> list[int]:
    """The Discord users among a table's seats, each once, in seat order: who may be mentioned, invited or
    sent a DM (never a computer, never a seat whose player had their data removed)."""
    return [user for user in dict.fromkeys(users) if not is_computer(user) and not is_former_player(user)]


def hints_allowed(record: GameRecord, users: Sequence[int]) -> bool:
    """Whether the coach's hints are allowed at this table: the stored choice, or (a lobby whose creator
    has not chosen) whether a computer is seated. Here rather than in ``core.hints`` because starting a
    game (``core.service``) needs it, and ``core.hints`` builds on the service."""
    if record.hints is not None:
        return record.hints
    return any(is_computer(user) for user in users)


__all__ = ["LEVELS", "computer_level", "computer_name", "computer_number", "computer_user_id",
           "former_player_id", "hints_allowed", "is_computer", "is_former_player", "people"]
