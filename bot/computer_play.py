"""Computer seats in Discord (issue 13): their names in messages, and the lobby's menus that seat a
computer and take its seat back (:func:`add_computer`, :func:`remove_computer`). The computers' turns
are played by ``core/players.py``.
"""

from __future__ import annotations

from typing import Any

from core.computers import computer_level, computer_name, is_computer, is_former_player
from core.ladder import beats
from i18n import t, text


def seat_name(lang: str, user_id: int) -> str:
    """A seat's name in a message: a mention for a Discord user, "Computer (hard)" for a computer,
    "former player" for a seat whose player had their data removed (issue 29)."""
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


async def add_computer(bot: Any, interaction: Any, record: Any, pick: bool, values: list[str]) -> None:
    """The lobby's "Add computer player": the button answers (privately) with the level menu; a level
    picked there seats a computer of that level at the end of the table. Only the creator may."""
    import discord

    from bot import ids, messages
    from bot.language import user_lang
    from core.computers import LEVELS, computer_user_id
    from core.service import PlayerError
    from store import LobbyClosed, TableFull

    lang = await user_lang(bot, interaction)
    if record.status != "lobby":
        raise PlayerError(t(lang, "computer-lobby-closed"))
    bot.service.check_intact(record)  # a lobby whose row cannot be read is refused as its other buttons are
    if interaction.user.id != record.creator_id:
        raise PlayerError(t(lang, "computer-only-creator"))
    game = bot.game_of(record)
    if not pick:
        options = [discord.SelectOption(label=t(lang, f"computer-seat-{level}"), value=level,
                                        description=level_description(lang, game.id, level))
                   for level in LEVELS]
        view = discord.ui.View(timeout=None)
        view.add_item(messages.select(ids.add_computer(record.id, pick=True), t(lang, "computer-add-menu"),
                                      options))
        await bot.reply(interaction, t(lang, "computer-add-menu"), view=view)
        return
    if len(values) != 1 or values[0] not in LEVELS:
        raise PlayerError(t(lang, "computer-unknown-level"))
    level = values[0]
    async with bot.service.locked(record.id):
        record = await bot.record_by_id(record.id)
        if record.status != "lobby":
            raise PlayerError(t(lang, "computer-lobby-closed"))
        bot.service.check_intact(record)
        users = await bot.store.seats(record.id)
        seated = computer_user_id(level, users)
        try:
            await bot.store.add_seat(record.id, seated, max_players=game.max_players)
        except LobbyClosed as error:
            raise PlayerError(t(lang, "computer-lobby-closed")) from error
        except (TableFull, ValueError) as error:
            raise PlayerError(t(lang, "computer-table-full")) from error
        await bot.lobbies.refresh(record)
    added = t(lang, "computer-added", name=seat_name(lang, seated))
    await bot.edit_pressed(interaction, content=added, view=None)


async def remove_computer(bot: Any, interaction: Any, record: Any, pick: bool, values: list[str]) -> None:
    """The lobby's "Remove computer player": the button answers (privately) with a menu of the computer
    seats; the one picked there gives its seat up and the table closes the gap, as when a player leaves.
    Only the creator may, and only while the lobby is open. A menu outlived by its computer (removed from
    another menu) or by the lobby (started, cancelled) is refused politely; nothing changes."""
    import discord

    from bot import ids, messages
    from bot.language import user_lang
    from core.service import PlayerError
    from store import LobbyClosed

    lang = await user_lang(bot, interaction)
    if record.status != "lobby":
        raise PlayerError(t(lang, "computer-lobby-closed"))
    bot.service.check_intact(record)
    if interaction.user.id != record.creator_id:
        raise PlayerError(t(lang, "computer-remove-only-creator"))
    if not pick:
        labels = computer_seat_labels(lang, await bot.store.seats(record.id))
        if not labels:
            raise PlayerError(t(lang, "computer-remove-none"))
        options = [discord.SelectOption(label=messages.clip(label, 100), value=str(user))
                   for user, label in list(labels.items())[:messages.MAX_SELECT_OPTIONS]]
        view = discord.ui.View(timeout=None)
        view.add_item(messages.select(ids.remove_computer(record.id, pick=True),
                                      t(lang, "computer-remove-menu"), options))
        await bot.reply(interaction, t(lang, "computer-remove-menu"), view=view)
        return
    user = _computer_value(values)
    if user is None:
        raise PlayerError(t(lang, "computer-remove-unknown"))
    async with bot.service.locked(record.id):
        record = await bot.record_by_id(record.id)
        if record.status != "lobby":
            raise PlayerError(t(lang, "computer-lobby-closed"))
        bot.service.check_intact(record)
        # Named before it goes, as the creator saw it in the menu (seat numbers move up after).
        name = computer_seat_labels(lang, await bot.store.seats(record.id)).get(user)
        if name is None:
            raise PlayerError(t(lang, "computer-remove-gone"))
        try:
            removed = await bot.store.remove_seat(record.id, user)
        except LobbyClosed as error:
            raise PlayerError(t(lang, "computer-lobby-closed")) from error
        if not removed:
            raise PlayerError(t(lang, "computer-remove-gone"))
        await bot.lobbies.refresh(record)
    await bot.edit_pressed(interaction, content=t(lang, "computer-removed", name=name), view=None)


def _computer_value(values: list[str]) -> int | None:
    """The computer seat's user id a menu answer names, or None for anything else (a forged value)."""
    if len(values) != 1 or not values[0].isascii() or not values[0].startswith("-") \
            or not values[0][1:].isdigit() or len(values[0]) > 12:
        return None
    user = int(values[0])
    return user if is_computer(user) else None
