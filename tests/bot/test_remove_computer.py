"""The lobby's "Remove computer player" (issue 13 follow-up), through the harness on both backends: the
creator frees a computer's seat from a private menu and the lobby is redrawn; strangers, forged values and
menus that outlived their computer or the lobby are refused politely, and nothing changes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from harness import Harness

from core.computers import computer_level
from rules import GAMES


@pytest.fixture
async def h(database: str, tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness.create(tmp_path, games=GAMES, database=database)
    harness.bot.computers.budget_ms = 5
    try:
        yield harness
    finally:
        await harness.close()
    assert harness.violations == [], harness.violations[:5]


async def _lobby(h: Harness, creator, game_id: str = "wayfinders") -> int:
    reply = await h.slash(creator, "game new", game=game_id)
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    return int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])


async def _add_computer(h: Harness, user, db_id: int, level: str) -> None:
    reply = await h.press(user, f"lc:{db_id}")
    menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
    await h.select(user, f"lk:{db_id}", [level], message_id=menu.message_id)


async def _remove_menu(h: Harness, user, db_id: int):
    """The private menu "Remove computer player" answers with: (message, {label: value})."""
    reply = await h.press(user, f"lr:{db_id}")
    menu = next(s for s in reply.ephemeral if f"lx:{db_id}" in s.custom_ids())
    assert menu.user_id == user.id
    return menu, {o["label"]: o["value"] for o in menu.selects()[0]["options"]}


def _lobby_message(h: Harness, db_id: int):
    return h.message_with(f"lb:{db_id}:join")


async def test_the_creator_removes_a_computer_and_the_lobby_is_redrawn(h: Harness):
    alice = h.user("alice")
    db_id = await _lobby(h, alice)
    assert f"lr:{db_id}" not in _lobby_message(h, db_id).custom_ids()  # no computer yet, no button
    for level in ("hard", "hard", "easy"):
        await _add_computer(h, alice, db_id, level)
    seats = await h.bot.store.seats(db_id)
    lobby = _lobby_message(h, db_id)
    assert f"lr:{db_id}" in lobby.custom_ids() and "Players (4/4)" in lobby.text()

    menu, choices = await _remove_menu(h, alice, db_id)
    # Two hard computers are told apart by their names and their seat numbers (as the lobby numbers them);
    # the easy one needs no number.
    assert choices == {"Computer (hard), seat 2": str(seats[1]), "Computer 2 (hard), seat 3": str(seats[2]),
                       "Computer (easy)": str(seats[3])}
    assert menu.content == "Choose the computer player to remove"
    reply = await h.select(alice, f"lx:{db_id}", [str(seats[1])], message_id=menu.message_id)
    assert h.messages[menu.message_id].content == "Computer (hard), seat 2 leaves the table."
    assert h.messages[menu.message_id].components == []  # the used menu is gone
    assert not [s for s in reply.sent if s.where == "channel" and s.kind == "create"]

    assert await h.bot.store.seats(db_id) == [alice.id, seats[2], seats[3]]
    text = _lobby_message(h, db_id).text()
    assert "Players (3/4)" in text
    assert "2. Computer 2 (hard)" in text and "3. Computer (easy)" in text and "4." not in text

    # The remaining computers are still removable; after the last one the button is gone.
    _, choices = await _remove_menu(h, alice, db_id)
    assert choices == {"Computer 2 (hard)": str(seats[2]), "Computer (easy)": str(seats[3])}
    for user in (seats[2], seats[3]):
        menu, _ = await _remove_menu(h, alice, db_id)
        await h.select(alice, f"lx:{db_id}", [str(user)], message_id=menu.message_id)
    assert await h.bot.store.seats(db_id) == [alice.id]
    lobby = _lobby_message(h, db_id)
    assert f"lr:{db_id}" not in lobby.custom_ids() and f"lc:{db_id}" in lobby.custom_ids()
    assert "Players (1/4)" in lobby.text()


async def test_too_few_players_after_a_removal_cannot_start_and_enough_can(h: Harness):
    alice = h.user("alice")
    db_id = await _lobby(h, alice)
    await _add_computer(h, alice, db_id, "easy")
    computer = (await h.bot.store.seats(db_id))[1]
    menu, _ = await _remove_menu(h, alice, db_id)
    await h.select(alice, f"lx:{db_id}", [str(computer)], message_id=menu.message_id)
    reply = await h.press(alice, f"lb:{db_id}:start")
    assert "Wayfinders needs 2–4 players; only 1 joined." in reply.text()
    assert (await h.bot.store.get_game(db_id)).status == "lobby"

    await _add_computer(h, alice, db_id, "easy")
    await _add_computer(h, alice, db_id, "easy")
    first, second = (await h.bot.store.seats(db_id))[1:]
    menu, _ = await _remove_menu(h, alice, db_id)
    await h.select(alice, f"lx:{db_id}", [str(first)], message_id=menu.message_id)
    h.bot.new_seed = lambda: 7
    await h.press(alice, f"lb:{db_id}:start")
    record = await h.bot.store.get_game(db_id)
    assert record.status in ("active", "finished")
    loaded = await h.bot.service.load(record)
    assert loaded.users == [alice.id, second] and computer_level(second) == "easy"


async def test_a_stranger_is_refused_privately_and_nothing_changes(h: Harness):
    alice, bob = h.user("alice"), h.user("bob")
    db_id = await _lobby(h, alice)
    await h.press(bob, f"lb:{db_id}:join")
    await _add_computer(h, alice, db_id, "medium")
    before = await h.bot.store.seats(db_id)
    computer = before[2]
    edits = len(h.channel_messages)

    reply = await h.press(bob, f"lr:{db_id}")
    assert "Only the game's creator removes computer players." in reply.text()
    assert not reply.channel and all(s.user_id == bob.id for s in reply.ephemeral)
    assert not any(f"lx:{db_id}" in s.custom_ids() for s in reply.sent)
    # Nor from a menu forged to name the computer.
    reply = await h.select(bob, f"lx:{db_id}", [str(computer)])
    assert "Only the game's creator removes computer players." in reply.text()
    assert not reply.channel
    assert await h.bot.store.seats(db_id) == before
    assert len(h.channel_messages) == edits


async def test_the_creator_cannot_unseat_a_human_through_a_forged_value(h: Harness):
    alice, bob = h.user("alice"), h.user("bob")
    db_id = await _lobby(h, alice)
    await h.press(bob, f"lb:{db_id}:join")
    await _add_computer(h, alice, db_id, "hard")
    before = await h.bot.store.seats(db_id)
    menu, _ = await _remove_menu(h, alice, db_id)
    for forged in ([str(bob.id)], [str(alice.id)], ["-7"], ["hard"], ["-3001", "-3002"], []):
        reply = await h.select(alice, f"lx:{db_id}", forged, message_id=menu.message_id)
        assert "Pick a computer player from the menu." in reply.text(), forged
    assert await h.bot.store.seats(db_id) == before


async def test_a_stale_menu_whose_computer_already_left_is_refused(h: Harness):
    alice = h.user("alice")
    db_id = await _lobby(h, alice)
    await _add_computer(h, alice, db_id, "hard")
    await _add_computer(h, alice, db_id, "easy")
    hard, easy = (await h.bot.store.seats(db_id))[1:]
    first, _ = await _remove_menu(h, alice, db_id)
    second, _ = await _remove_menu(h, alice, db_id)
    await h.select(alice, f"lx:{db_id}", [str(hard)], message_id=first.message_id)
    lobby_before = _lobby_message(h, db_id).text()
    reply = await h.select(alice, f"lx:{db_id}", [str(hard)], message_id=second.message_id)
    assert ("That computer player has already left the table: press **Remove computer player** again"
            in reply.text())
    assert not reply.channel
    assert await h.bot.store.seats(db_id) == [alice.id, easy]
    assert _lobby_message(h, db_id).text() == lobby_before


async def test_a_menu_or_button_outlived_by_the_lobby_is_refused(h: Harness):
    alice = h.user("alice")
    db_id = await _lobby(h, alice)
    for _ in range(2):
        await _add_computer(h, alice, db_id, "easy")
    seats = await h.bot.store.seats(db_id)
    lobby_id = _lobby_message(h, db_id).message_id
    menu, _ = await _remove_menu(h, alice, db_id)
    h.bot.new_seed = lambda: 2
    await h.press(alice, f"lb:{db_id}:start")
    assert h.messages[lobby_id].custom_ids() == []  # the started lobby has no buttons left

    reply = await h.select(alice, f"lx:{db_id}", [str(seats[1])], message_id=menu.message_id)
    assert "This lobby is closed: the game has started or was cancelled." in reply.text()
    reply = await h.press(alice, f"lr:{db_id}")
    assert "This lobby is closed: the game has started or was cancelled." in reply.text()
    record = await h.bot.store.get_game(db_id)
    assert record.status in ("active", "finished")
    assert (await h.bot.service.load(record)).users == seats


async def test_the_remove_menu_speaks_the_creators_language(h: Harness):
    alice = h.user("alice")
    h.set_locale(alice, "de")
    db_id = await _lobby(h, alice)
    await _add_computer(h, alice, db_id, "medium")
    await _add_computer(h, alice, db_id, "medium")
    menu, choices = await _remove_menu(h, alice, db_id)
    assert sorted(choices) == ["Computer (mittel), Platz 2", "Computer 2 (mittel), Platz 3"]
    await h.select(alice, f"lx:{db_id}", [choices["Computer 2 (mittel), Platz 3"]],
                   message_id=menu.message_id)
    assert h.messages[menu.message_id].content == "Computer 2 (mittel), Platz 3 verlässt den Tisch."


async def test_a_damaged_lobby_refuses_adding_and_removing_computers_clearly(h: Harness):
    """A lobby whose options cannot be read is refused as every other lobby button refuses it: "damaged",
    with the way out (abort); no seat changes and nothing fails with the generic answer."""
    alice = h.user("alice")
    db_id = await _lobby(h, alice)
    await _add_computer(h, alice, db_id, "easy")
    add_menu = next(s for s in (await h.press(alice, f"lc:{db_id}")).ephemeral
                    if f"lk:{db_id}" in s.custom_ids())
    remove_menu, choices = await _remove_menu(h, alice, db_id)
    seats = await h.bot.store.seats(db_id)
    await h.bot.store.execute("UPDATE games SET options = '{not json' WHERE id = ?", (db_id,))
    answers = [await h.press(alice, f"lc:{db_id}"), await h.press(alice, f"lr:{db_id}"),
               await h.select(alice, f"lk:{db_id}", ["hard"], message_id=add_menu.message_id),
               await h.select(alice, f"lx:{db_id}", list(choices.values()),
                              message_id=remove_menu.message_id)]
    for reply in answers:
        assert "damaged" in reply.text() and "/game abort" in reply.text(), reply.text()
        assert "Something went wrong" not in reply.text()
    assert await h.bot.store.seats(db_id) == seats
