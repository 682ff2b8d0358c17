"""A rematch after a game against computers, through the harness in every language: the new lobby is the
table as it was (its computers and their levels, its options, its choice about the coach's hints, its
minimum reliability), invites only the people (never a computer's internal id as a mention), and starts."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from harness import CHANNEL_ID, LOCALES, Harness, play_turns

from bot.cards import hints_line
from core.computers import computer_level, is_computer
from i18n import t
from rules import GAMES

TINY_MS = 5
RAW_MENTION = re.compile(r"<@-\d+>")


@pytest.fixture
def h(computers_harness: Harness) -> Harness:
    return computers_harness


def speak(h: Harness, lang: str, *users) -> None:
    h.guild_locale = LOCALES[lang]
    for user in users:
        h.set_locale(user, LOCALES[lang])


async def lobby(h: Harness, creator, game: str, channel_id: int = CHANNEL_ID) -> int:
    reply = await h.slash(creator, "game new", game=game, channel_id=channel_id)
    card = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    return int(next(c for c in card.custom_ids() if c.endswith(":join")).split(":")[1])


async def add_computer(h: Harness, user, db_id: int, level: str) -> None:
    reply = await h.press(user, f"lc:{db_id}")
    menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
    await h.select(user, f"lk:{db_id}", [level], message_id=menu.message_id)


async def finish(h: Harness, db_id: int, creator, seed: int) -> None:
    h.bot.new_seed = lambda: seed
    await h.press(creator, f"lb:{db_id}:start")
    await h.bot.computers.idle()
    await play_turns(h, db_id, random.Random(seed), back_probability=0)
    assert (await h.bot.store.get_game(db_id)).status == "finished"


def rematch_button(h: Harness, db_id: int) -> str:
    """The final card's Rematch button (the card must carry it)."""
    assert h.message_with(f"rg:{db_id}") is not None
    return f"rg:{db_id}"


def pinged(sent) -> list[int]:
    return [int(user) for user in (sent.payload.get("allowed_mentions") or {}).get("users") or []]


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_a_rematch_keeps_the_computers_their_levels_the_options_and_the_hints(h: Harness, lang: str):
    alice, bob = h.user("alice"), h.user("bob")
    speak(h, lang, alice, bob)
    db_id = await lobby(h, alice, "tiwanaku")
    await h.press(bob, f"lb:{db_id}:join")
    await add_computer(h, alice, db_id, "hard")
    await add_computer(h, alice, db_id, "easy")
    await h.select(alice, f"lo:{db_id}:size", ["short"])
    await h.select(alice, f"lt:{db_id}", ["reliable:85"])
    finished = await h.bot.store.get_game(db_id)
    assert finished.hints is None  # not chosen: allowed because computers sit at the table
    await finish(h, db_id, alice, seed=5)
    finished = await h.bot.store.get_game(db_id)
    assert finished.hints is True

    start = len(h.sent)
    await h.press(bob, rematch_button(h, db_id))
    rematch = await h.bot.store.open_game_in_channel(CHANNEL_ID)
    assert rematch is not None and rematch.id != db_id and rematch.status == "lobby"
    seats = await h.bot.store.seats(rematch.id)
    assert seats[0] == bob.id and [computer_level(user) for user in seats[1:]] == ["hard", "easy"]
    assert rematch.options == finished.options and rematch.options["size"] == "short"
    assert await h.bot.store.lobby_requirement(rematch.id) == (85, True)

    card = h.messages[rematch.lobby_message_id]
    said = "\n".join(s.text() for s in h.sent[start:])
    assert not RAW_MENTION.search(said), said
    assert t(lang, "bot-rematch-invite", users=alice.mention, user=bob.mention) in card.text()
    assert pinged(card) == [alice.id]  # only the person is asked to confirm
    assert hints_line(lang, True) in card.text()  # the computers still sit, so hints are still allowed
    assert t(lang, "computer-seat-hard") in card.text() and t(lang, "computer-seat-easy") in card.text()

    # Alice confirms; the same table starts, computers and all, and nothing says "<@-…>" on the way.
    await h.press(alice, f"lb:{rematch.id}:join")
    h.bot.new_seed = lambda: 6
    await h.press(bob, f"lb:{rematch.id}:start")
    await h.bot.computers.idle()
    started = await h.bot.store.get_game(rematch.id)
    assert started.status == "active" and started.hints is True
    assert sum(is_computer(user) for user in await h.bot.store.seats(rematch.id)) == 2
    assert not RAW_MENTION.search("\n".join(s.text() for s in h.sent[start:]))


async def test_a_table_that_turned_hints_off_against_a_computer_keeps_them_off_alone_with_it(
        tmp_path: Path, database: str):
    """One person against one computer, hints turned off by hand: the rematch asks nobody to confirm (no
    line of mentions at all), seats the computer and keeps hints off (on each database)."""
    h = await Harness.create(tmp_path, games=GAMES, database=database)
    h.bot.computers.budget_ms = TINY_MS
    try:
        await _solo_rematch_keeps_hints_off(h)
    finally:
        await h.close()
    assert h.violations == []


async def _solo_rematch_keeps_hints_off(h: Harness) -> None:
    alice = h.user("alice")
    db_id = await lobby(h, alice, "tiwanaku")
    await add_computer(h, alice, db_id, "medium")
    await h.select(alice, f"lo:{db_id}:size", ["short"])
    await h.select(alice, f"lt:{db_id}", ["hints:off"])
    await finish(h, db_id, alice, seed=2)
    start = len(h.sent)
    await h.press(alice, rematch_button(h, db_id))
    rematch = await h.bot.store.open_game_in_channel(CHANNEL_ID)
    seats = await h.bot.store.seats(rematch.id)
    assert seats[0] == alice.id and [computer_level(user) for user in seats[1:]] == ["medium"]
    assert rematch.hints is False
    card = h.messages[rematch.lobby_message_id]
    assert hints_line("en", False) in card.text() and "wants a rematch" not in card.text()
    assert pinged(card) == [] and not RAW_MENTION.search("\n".join(s.text() for s in h.sent[start:]))
