"""Seats in Discord's words: a player's mention, a computer's name ("Computer (hard)"), a former player's,
and the computer seats' labels and levels as the lobby's menus show them (the menus themselves are the
lobby room's, ``bot/cogs/lobby.py``). The computers' turns are played by ``core/players.py``.
"""

from __future__ import annotations

from core.computers import computer_level, computer_name, is_former_player
from core.ladder import beats
from i18n import t, text


def seat_name(lang: str, user_id: int) -> str:
    """A seat's name in a message: a mention for a Discord user, "Computer (hard)" for a computer,
    "former player" for a seat whose player had their data removed (their name is gone with it)."""
    if is_former_player(user_id):
        return t(lang, "privacy-former-player")
    name = computer_name(user_id)
    if name is None:
        return f"<@{user_id}>"
    return text(lang, name)


def computer_seat_labels(lang: str, users: list[int]) -> dict[int, str]:
    """The computer seats of a table, by user id, each with a name the creator can tell apart: the seat
    name ("Computer (hard)", "Computer 2 (hard)"), with the seat number (as the lobby numbers them) when
    two share a level."""
    levels = [computer_level(user) for user in users]
    labels: dict[int, str] = {}
    for seat, (user, level) in enumerate(zip(users, levels, strict=True)):
        if level is None:
            continue
        name = seat_name(lang, user)
        if levels.count(level) > 1:
            name = t(lang, "computer-seat-numbered", name=name, seat=seat + 1)
        labels[user] = name
    return labels


def level_description(lang: str, game_id: str, level: str) -> str:
    """A level as the lobby's menu describes it: by its measured strength in this game where the stored
    ladder has it ("Hard: beats medium 7 games in 10", ``core/ladder.py``), else by how it plays."""
    measured = beats(game_id, level)
    if measured is None:
        return t(lang, f"computer-level-{level}")
    return t(lang, f"computer-level-ladder-{level}", wins=measured.in_ten)
