"""The coach's hints (issue 31), through the harness: the lobby's choice (on by default with a computer at
the table, off otherwise, the creator's to change, fixed at the start), ``/game hint`` and the Hint button
of the turn panel and of the turn DM answering privately with the hard level's top three choices in the
player's language, the count on the game card, the refusals, the budget, and the rule that a table
allowing hints is never rated. Budgets are tiny so each hint costs about a second."""

from __future__ import annotations

import logging
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from harness import CHANNEL_ID, Harness, catalog_pattern, latest_board, play_turns

from bot.cards import Part
from bot.panel import action_label
from core.computers import is_computer
from i18n import t
from rules import GAMES

TINY_MS = 5
CHOICE = re.compile(r"^\*\*([123])\.\*\* (.+): about (\d{1,3})% chance of winning$", re.M)


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness.create(tmp_path, games=GAMES)
    harness.bot.computers.budget_ms = TINY_MS
    try:
        yield harness
    finally:
        await harness.close()
    assert harness.violations == [], harness.violations[:5]


async def _lobby(h: Harness, creator, game: str = "tiwanaku", channel_id: int = CHANNEL_ID) -> int:
    reply = await h.slash(creator, "game new", game=game, channel_id=channel_id)
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    return int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])


async def _add_computer(h: Harness, user, db_id: int, level: str = "easy") -> None:
    reply = await h.press(user, f"lc:{db_id}")
    menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
    await h.select(user, f"lk:{db_id}", [level], message_id=menu.message_id)


async def _start(h: Harness, creator, db_id: int, seed: int = 1) -> None:
    h.bot.new_seed = lambda: seed
    await h.press(creator, f"lb:{db_id}:start")
    await h.bot.computers.idle()


def _lobby_text(h: Harness, db_id: int) -> str:
    lobby = h.message_with(f"lb:{db_id}:join")
    assert lobby is not None
    return lobby.text()


def _menu_values(h: Harness, db_id: int) -> set[str]:
    lobby = h.message_with(f"lt:{db_id}")
    assert lobby is not None
    menu = next(s for s in lobby.selects() if s["custom_id"] == f"lt:{db_id}")
    return {option["value"] for option in menu["options"]}


async def _hints_used(h: Harness, db_id: int) -> list[int]:
    return [seat.hints_used for seat in await h.bot.store.seat_states(db_id)]


async def _legal_labels(h: Harness, db_id: int, lang: str = "en") -> set[str]:
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    game = loaded.game
    return {action_label(lang, game, loaded.state, action, limit=160)
            for action in game.legal_actions(loaded.state)}


async def test_with_a_computer_hints_come_by_slash_panel_and_dm_privately_and_the_card_counts_them(
        h: Harness, caplog: pytest.LogCaptureFixture):
    alice = h.user("alice")
    db_id = await _lobby(h, alice)
    assert "Hints**: not allowed" in _lobby_text(h, db_id)  # alone at the table: off
    await _add_computer(h, alice, db_id)
    text = _lobby_text(h, db_id)
    assert "Hints allowed**: this game is not rated" in text  # a computer seated: on, and said not rated
    assert "hints:off" in _menu_values(h, db_id)
    await _start(h, alice, db_id)
    record = await h.bot.store.get_game(db_id)
    assert record.hints is True
    loaded = await h.bot.service.load(record)
    assert loaded.to_play_user() == alice.id

    caplog.set_level(logging.DEBUG)
    caplog.clear()
    legal = await _legal_labels(h, db_id)
    channel_before = len(h.channel_messages)
    reply = await h.slash(alice, "game hint")
    answer = reply.text()
    assert answer.startswith("**Hint for Tiwanaku**"), answer
    choices = CHOICE.findall(answer)
    assert [rank for rank, _, _ in choices] == ["1", "2", "3"], answer
    assert all(label in legal for _, label, _ in choices), (choices, legal)
    assert all(0 <= int(percent) <= 100 for _, _, percent in choices)
    assert reply.channel == [] and reply.ephemeral and all(s.where == "ephemeral" for s in reply.sent)
    assert await _hints_used(h, db_id) == [1, 0]

    # The panel's Hint button: the same kind of answer, in a new private message.
    board = latest_board(h, db_id)
    turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
    panel = (await h.press(alice, turn_id, message_id=board.message_id)).ephemeral[-1]
    assert f"hn:{db_id}" in panel.custom_ids()
    reply = await h.press(alice, f"hn:{db_id}", message_id=panel.message_id)
    hint = reply.ephemeral[-1]
    assert hint.message_id != panel.message_id and CHOICE.findall(hint.text())
    assert await _hints_used(h, db_id) == [2, 0]

    # Nothing of a hint reached the channel or the log: no new channel message, no choice in a log line.
    assert len(h.channel_messages) == channel_before
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "chance of winning" not in logged and "Hint for" not in logged
    assert not any(label in logged for _, label, _ in choices)
    assert f"game {db_id}: a hint was given to seat 0" in logged
    # An operator sees what the coach costs: each hint's search in the thinking-time histogram.
    assert h.bot.metrics.registry.get_sample_value(
        "boardgame_computer_thinking_seconds_count", {"game": "tiwanaku", "level": "hint"}) == 2

    # Alice plays; the computer answers; the card after it counts her hints, in words too.
    await h.slash(alice, "game play", move=loaded.game.encode(loaded.game.legal_actions(loaded.state)[0]))
    await h.bot.computers.idle()
    board = latest_board(h, db_id)
    players = board.part(Part.PLAYERS)
    assert "💡2 hints" in players and "Hints allowed" in players, players



async def test_the_answer_is_in_the_players_language_and_the_budget_says_when_to_ask_again(h: Harness):
    alice = h.user("alice")
    db_id = await _lobby(h, alice)
    await _add_computer(h, alice, db_id)
    await _start(h, alice, db_id)
    for locale, lang in (("de", "de"), ("es-ES", "es"), ("it", "it"), ("en-US", "en")):
        h.set_locale(alice, locale)
        answer = (await h.slash(alice, "game hint")).text()
        assert answer.startswith(t(lang, "hint-title", game="Tiwanaku")), (lang, answer)
        legal = await _legal_labels(h, db_id, lang)
        lines = [line for line in answer.splitlines() if catalog_pattern("hint-choice").fullmatch(line)]
        assert len(lines) == 3, (lang, answer)
        # Each choice is named as the panel names it, in the reader's language.
        assert all(any(f" {label}: " in line for label in legal) for line in lines), (lang, lines)
        assert t(lang, "hint-footer", playouts=4).split(" ")[0] in answer
    # A fifth hint within the minute: refused politely, with the wait; nothing computed or counted.
    answer = (await h.slash(alice, "game hint")).text()
    assert re.fullmatch(r"💡 You have asked for several hints in the last minute: please ask again in "
                        r"\d{1,2} seconds\.", answer), answer
    assert await _hints_used(h, db_id) == [4, 0]
    h.clock.advance(seconds=60)
    assert CHOICE.findall((await h.slash(alice, "game hint")).text())


async def test_solo_hints_give_the_expected_score_and_the_chance_the_game_is_won(h: Harness):
    alice = h.user("alice")
    db_id = await _lobby(h, alice)
    await h.select(alice, f"lt:{db_id}", ["hints:on"])  # alone at the table: the creator allows them
    assert "Hints allowed" in _lobby_text(h, db_id)
    await _start(h, alice, db_id)
    answer = (await h.slash(alice, "game hint")).text()
    shared = re.findall(r"^\*\*[123]\.\*\* .+: final score about -?\d+, and the game won about "
                        r"\d{1,3}% of the time$", answer, re.M)
    assert len(shared) == 3, answer


async def test_refusals_are_polite_and_compute_nothing(h: Harness):
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    db_id = await _lobby(h, alice)
    await h.press(bob, f"lb:{db_id}:join")
    assert "Hints**: not allowed" in _lobby_text(h, db_id)  # people only: off by default
    assert "hints:on" in _menu_values(h, db_id)
    reply = await h.slash(alice, "game hint")
    assert t("en", "bot-error-not-started") in reply.text()
    # Only the creator changes it.
    reply = await h.select(bob, f"lt:{db_id}", ["hints:on"])
    assert "Hints**: not allowed" in _lobby_text(h, db_id)
    await h.select(alice, f"lt:{db_id}", ["hints:on"])
    assert "Hints allowed" in _lobby_text(h, db_id)
    reply = await h.select(alice, f"lt:{db_id}", ["hints:maybe"])
    assert "Hints allowed" in _lobby_text(h, db_id)
    await _start(h, alice, db_id)
    assert (await h.bot.store.get_game(db_id)).hints is True
    # The choice is fixed at the start: the menu is gone, a forged press is refused.
    reply = await h.press(alice, f"lt:{db_id}", component_type=3, values=["hints:off"])
    assert (await h.bot.store.get_game(db_id)).hints is True

    answer = (await h.slash(carol, "game hint")).text()
    assert answer == t("en", "hint-error-not-player")
    answer = (await h.slash(bob, "game hint")).text()
    assert answer.startswith("A hint is for your own decision, and it is not your turn:")
    assert alice.mention in answer
    # A forged Hint press from another channel, and from a stranger's DM.
    reply = await h.press(alice, f"hn:{db_id}", channel_id=CHANNEL_ID + 7)
    assert t("en", "bot-error-control-elsewhere") in reply.text()
    reply = await h.press(carol, f"hd:{db_id}", channel_id=h.dm_channel(carol))
    assert reply.text() == t("en", "hint-error-not-player")
    assert await _hints_used(h, db_id) == [0, 0]

    # Alice plays: Bob's turn DM carries a Hint button; pressed there, the hint comes in the DM, to him.
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    await h.slash(alice, "game play", move=loaded.game.encode(loaded.game.legal_actions(loaded.state)[0]))
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    assert loaded.to_play_user() == bob.id
    dm = next(s for s in reversed(h.dms[bob.id]) if f"hd:{db_id}" in s.custom_ids())
    alice_dms, channel = len(h.dms[alice.id]), len(h.channel_messages)
    reply = await h.press(bob, f"hd:{db_id}", message_id=dm.message_id)
    assert CHOICE.findall(reply.text()), reply.text()
    assert all(s.channel_id == h.dm_channel(bob) for s in reply.sent)
    assert len(h.dms[alice.id]) == alice_dms and len(h.channel_messages) == channel  # to Bob alone
    assert await _hints_used(h, db_id) == [0, 1]
    # Alice pressing Bob's DM button (forged in her own DM) is refused: not her turn.
    reply = await h.press(alice, f"hd:{db_id}", channel_id=h.dm_channel(alice))
    assert reply.text().startswith("A hint is for your own decision")


async def test_hints_are_refused_where_not_allowed_and_in_a_title_without_a_computer(
        tmp_path: Path, test_games):
    h = await Harness.create(tmp_path, games=[*GAMES, *test_games])
    try:
        alice, bob = h.user("alice"), h.user("bob")
        db_id = await _lobby(h, alice)
        await h.press(bob, f"lb:{db_id}:join")
        await _start(h, alice, db_id)
        assert (await h.bot.store.get_game(db_id)).hints is False
        answer = (await h.slash(alice, "game hint")).text()
        assert answer == t("en", "hint-error-not-allowed")
        board = latest_board(h, db_id)
        turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
        panel = (await h.press(alice, turn_id, message_id=board.message_id)).ephemeral[-1]
        assert panel.custom_ids() and f"hn:{db_id}" not in panel.custom_ids()
        assert not any(f"hn:{db_id}" in s.custom_ids() or f"hd:{db_id}" in s.custom_ids()
                       for s in h.messages.values())
        await h.slash(alice, "game abort")
        await h.press(alice, f"ab:{db_id}")

        other = await _lobby(h, alice, game="menagerie")
        assert "hints:on" not in _menu_values(h, other)  # no computer player: nothing to allow
        await h.press(bob, f"lb:{other}:join")
        await _start(h, alice, other)
        answer = (await h.slash(alice, "game hint")).text()
        assert answer == t("en", "hint-error-no-computer", game="Menagerie")
        await play_turns(h, other, random.Random(2), back_probability=0)
        assert (await h.bot.store.get_game(other)).status == "finished"
        answer = (await h.slash(alice, "game hint")).text()
        assert answer == t("en", "hint-error-over")
        assert h.violations == []
    finally:
        await h.close()


async def test_a_hint_that_cannot_be_delivered_is_not_counted(h: Harness):
    alice = h.user("alice")
    db_id = await _lobby(h, alice)
    await _add_computer(h, alice, db_id)
    await _start(h, alice, db_id)
    h.fail_interaction_responses = True
    await h.slash(alice, "game hint")
    h.fail_interaction_responses = False
    assert await _hints_used(h, db_id) == [0, 0]
    assert CHOICE.findall((await h.slash(alice, "game hint")).text())
    assert await _hints_used(h, db_id) == [1, 0]


async def test_the_choice_and_the_count_are_stored_on_either_database(database: str, tmp_path: Path):
    h = await Harness.create(tmp_path, games=GAMES, database=database)
    h.bot.computers.budget_ms = TINY_MS
    try:
        alice = h.user("alice")
        db_id = await _lobby(h, alice)
        assert (await h.bot.store.get_game(db_id)).hints is None  # not chosen: follows the table
        await _add_computer(h, alice, db_id)
        await h.select(alice, f"lt:{db_id}", ["hints:off"])
        assert (await h.bot.store.get_game(db_id)).hints is False
        assert "Hints**: not allowed" in _lobby_text(h, db_id)
        await h.select(alice, f"lt:{db_id}", ["hints:on"])
        assert (await h.bot.store.get_game(db_id)).hints is True
        await _start(h, alice, db_id)
        assert CHOICE.findall((await h.slash(alice, "game hint")).text())
        assert await _hints_used(h, db_id) == [1, 0]
        assert [is_computer(user) for user in await h.bot.store.seats(db_id)] == [False, True]
        assert h.violations == []
    finally:
        await h.close()


async def test_a_table_that_allows_hints_is_never_rated_and_the_same_table_without_them_is(h: Harness):
    """Two people, Iwari, the same seed and moves: with hints allowed (nobody asked for one) the result is
    recorded unrated and no rating moves; without them, both ratings move."""
    alice, bob = h.user("alice"), h.user("bob")

    async def played(allow: bool, channel_id: int) -> int:
        db_id = await _lobby(h, alice, game="iwari", channel_id=channel_id)
        await h.press(bob, f"lb:{db_id}:join")
        if allow:
            await h.select(alice, f"lt:{db_id}", ["hints:on"])
            assert "Hints allowed**: this game is not rated" in _lobby_text(h, db_id)
        await _start(h, alice, db_id, seed=4)
        assert (await h.bot.store.get_game(db_id)).hints is allow
        await play_turns(h, db_id, random.Random(4), back_probability=0)
        assert (await h.bot.store.get_game(db_id)).status == "finished"
        return db_id

    hinted = await played(True, CHANNEL_ID)
    result = await h.bot.store.game_result(hinted)
    assert result is not None and result.rated is False
    assert await h.bot.store.ratings_of(alice.id) == [] and await h.bot.store.ratings_of(bob.id) == []
    final = next(s for s in reversed(h.channel_messages) if s.is_card and f"rg:{hinted}" in s.custom_ids())
    assert "Hints allowed" in final.part(Part.PLAYERS) and "💡" in final.part(Part.PLAYERS)

    plain = await played(False, CHANNEL_ID + 1)
    result = await h.bot.store.game_result(plain)
    assert result is not None and result.rated is True
    assert len(await h.bot.store.ratings_of(alice.id)) >= 1 and len(await h.bot.store.ratings_of(bob.id)) >= 1


async def test_the_hints_migration_keeps_games_stored_before_it_without_hints(tmp_path: Path):
    """A database of the schema before hints: its games in play and finished were played without them (0:
    never hinted, rated as before); its lobbies have not chosen (NULL: they follow whether a computer is
    seated); every seat's count starts at 0."""
    import sqlite3

    from store import open_store
    from store.sql import MIGRATIONS

    path = tmp_path / "old.sqlite3"
    connection = sqlite3.connect(path, isolation_level=None)
    before = next(index for index, step in enumerate(MIGRATIONS)
                  if any("ADD COLUMN hints" in statement for statement in step))
    for statements in MIGRATIONS[:before]:
        for statement in statements:
            connection.execute(statement)
    connection.execute(f"PRAGMA user_version = {before}")
    for game_id, status in ((1, "active"), (2, "lobby"), (3, "finished")):
        connection.execute("INSERT INTO games (id, channel_id, game, status, creator_id, created_at, "
                           "updated_at) VALUES (?, ?, 'iwari', ?, 5, 'a', 'a')",
                           (game_id, 100 + game_id, status))
        connection.execute("INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, 0, 5, 'a')",
                           (game_id,))
    connection.close()
    store = await open_store(str(path))
    try:
        assert [(await store.get_game(n)).hints for n in (1, 2, 3)] == [False, None, False]
        assert [seat.hints_used for seat in await store.seat_states(1)] == [0]
        assert await store.add_hint_used(1, 0) == 1 and await store.add_hint_used(1, 3) == 0
    finally:
        await store.close()
