"""Computer seats in Discord (issue 13), through the harness: the lobby's "Add computer player" menu,
one human against computers played to the end through the buttons, computer-only turns posted one board
per turn without pings, the search in a process pool, and a restart in the middle of a computer's turn.
Budgets are tiny (a few search iterations) so the tests stay fast."""

from __future__ import annotations

import os
import random
from collections.abc import AsyncIterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from harness import Harness, check_every_turn_told_once, play_turns, told_turns

from bot.cards import Part
from bot.computer_play import seat_name
from core.computers import computer_level, is_computer
from core.lines import decode_line
from core.players import ComputerPlayers
from i18n import text
from rules import GAMES

TINY_MS = 5


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness.create(tmp_path, games=GAMES)
    harness.bot.computers.budget_ms = TINY_MS
    try:
        yield harness
    finally:
        await harness.close()
    assert harness.violations == [], harness.violations[:5]


async def _lobby(h: Harness, game_id: str, creator) -> int:
    reply = await h.slash(creator, "game new", game=game_id)
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    return int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])


async def _add_computer(h: Harness, user, db_id: int, level: str):
    reply = await h.press(user, f"lc:{db_id}")
    menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
    return await h.select(user, f"lk:{db_id}", [level], message_id=menu.message_id)


async def test_lobby_menu_seats_named_computers_that_count_as_players(h: Harness):
    alice = h.user("alice")
    db_id = await _lobby(h, "wayfinders", alice)
    reply = await h.press(alice, f"lc:{db_id}")
    menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
    values = [o["value"] for o in menu.selects()[0]["options"]]
    assert values == ["easy", "medium", "hard"]
    await h.select(alice, f"lk:{db_id}", ["hard"], message_id=menu.message_id)
    await _add_computer(h, alice, db_id, "easy")
    seats = await h.bot.store.seats(db_id)
    assert seats[0] == alice.id and [computer_level(u) for u in seats[1:]] == ["hard", "easy"]
    lobby = h.message_with(f"lb:{db_id}:join")
    text = lobby.text()
    assert "Computer (hard)" in text and "Computer (easy)" in text and "<@-" not in text
    assert "Players (3/4)" in text


async def test_only_the_creator_adds_computers_and_a_full_table_says_so(h: Harness):
    alice, bob = h.user("alice"), h.user("bob")
    db_id = await _lobby(h, "wayfinders", alice)
    reply = await h.press(bob, f"lc:{db_id}")
    assert "Only the game's creator adds computer players." in reply.text()
    for _ in range(3):
        await _add_computer(h, alice, db_id, "medium")
    reply = await h.press(alice, f"lc:{db_id}")
    menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
    reply = await h.select(alice, f"lk:{db_id}", ["medium"], message_id=menu.message_id)
    assert "no seat left for a computer player" in reply.text()
    assert len(await h.bot.store.seats(db_id)) == 4
    reply = await h.select(alice, f"lk:{db_id}", ["expert"], message_id=menu.message_id)
    assert "Pick a level from the menu" in reply.text()


def _no_computer_pinged(sent) -> None:
    for message in sent:
        assert "<@-" not in message.says()
        mentions = (message.payload.get("allowed_mentions") or {}).get("users") or []
        assert all(int(m) > 0 for m in mentions)


async def _played_to_the_end(h: Harness, db_id: int, human) -> None:
    """After the game: one card per turn of the human's (plus the start), the computers' turns folded into
    the card before them (issue 27), no computer ever mentioned, and the human pinged only on boards where
    it was their turn; while a computer was to play, its card said it was thinking."""
    record = await h.bot.store.get_game(db_id)
    assert record.status == "finished"
    loaded = await h.bot.service.load(record)
    boards = [s for s in h.channel_messages if s.kind == "create" and s.is_card
              and ("after turn" in s.part(Part.TITLE) or "begins" in s.part(Part.TITLE))]
    actions = await h.bot.store.actions(db_id)
    human_seat = loaded.seat_of(human.id)
    human_turns = {a.turn for a in actions if a.seat == human_seat}
    assert len(boards) == len(human_turns) + 1
    _no_computer_pinged(h.sent)
    for board in boards[:-1]:
        if f"<@{human.id}>" in board.part(Part.WAITING):
            assert board.part(Part.WAITING).startswith(f"<@{human.id}>, it is your turn")
        else:
            assert "is thinking…" in board.part(Part.WAITING)
            assert not board.files  # drawn once, when the computers have played
    assert {a.seat for a in actions} == set(range(len(loaded.users)))
    # Every decision is told once, on the cards as they are now, in order: the round from the human's
    # move on, the computers' turns with it.
    turns: dict[int, list[str]] = {}
    for entry in actions:
        turns.setdefault(entry.turn, []).append(text("en", decode_line(entry.description)))
    check_every_turn_told_once(told_turns(h, db_id, ("The game begins",)), list(turns.values()))


async def test_computer_only_seats_in_a_lobby_play_a_whole_game(h: Harness):
    """One human and a lobby filled with computers only: the computers' turns are played by the bot as
    soon as they are due, one board post per turn, nobody pinged in between."""
    alice = h.user("alice")
    db_id = await _lobby(h, "iwari", alice)
    for level in ("easy", "medium"):
        await _add_computer(h, alice, db_id, level)
    h.bot.new_seed = lambda: 11
    await h.press(alice, f"lb:{db_id}:start")
    record = await h.bot.store.get_game(db_id)
    loaded = await h.bot.service.load(record)
    # After the start settles it is the human's turn (the computers before them have played).
    assert loaded.to_play_user() == alice.id
    await play_turns(h, db_id, random.Random(11))
    await _played_to_the_end(h, db_id, alice)


async def test_one_human_and_two_hard_computers_to_the_end_through_buttons(h: Harness):
    alice = h.user("alice")
    db_id = await _lobby(h, "wayfinders", alice)
    await _add_computer(h, alice, db_id, "hard")
    await _add_computer(h, alice, db_id, "hard")
    h.bot.new_seed = lambda: 3
    await h.press(alice, f"lb:{db_id}:start")
    await play_turns(h, db_id, random.Random(3))
    await _played_to_the_end(h, db_id, alice)
    assert "Computer (hard)" in "".join(s.text() for s in h.channel_messages)


async def test_restart_in_the_middle_of_a_computer_turn_moves_once(h: Harness, caplog):
    alice = h.user("alice")
    db_id = await _lobby(h, "wayfinders", alice)
    await _add_computer(h, alice, db_id, "medium")
    # The first bot dies while the computer thinks: its decision never comes back, nothing is committed.

    async def dies(*_args, **_kwargs):
        raise RuntimeError("the process was killed while the computer was thinking")

    h.bot.computers.decide = dies  # type: ignore[method-assign]
    h.bot.new_seed = lambda: 5
    await h.press(alice, f"lb:{db_id}:start")
    record = await h.bot.store.get_game(db_id)
    loaded = await h.bot.service.load(record)
    if loaded.to_play_user() == alice.id:
        await play_turns(h, db_id, random.Random(1), max_turns=1)
        record = await h.bot.store.get_game(db_id)
        loaded = await h.bot.service.load(record)
    computer = loaded.to_play_user()
    assert computer is not None and is_computer(computer)
    version = record.version
    await h.restart()
    h.bot.computers.budget_ms = TINY_MS
    await h.tick()
    await h.tick()  # a second look finds nothing more to do: the computer moved once, not twice
    record = await h.bot.store.get_game(db_id)
    loaded = await h.bot.service.load(record)
    actions = await h.bot.store.actions(db_id)
    computer_seat = loaded.seat_of(computer)
    after = [a for a in actions if a.seat == computer_seat]
    assert record.version > version
    assert loaded.to_play_user() == alice.id or record.status == "finished"
    # One whole turn of the computer's: its decisions end where the human's turn begins, no repeat.
    turns = {a.turn for a in after}
    assert len(turns) == 1


async def test_a_killed_worker_loses_nothing(h: Harness):
    """A pool whose worker died is replaced and the decision asked again."""
    alice = h.user("alice")
    db_id = await _lobby(h, "wayfinders", alice)
    await _add_computer(h, alice, db_id, "easy")
    h.bot.new_seed = lambda: 8
    await h.press(alice, f"lb:{db_id}:start")
    record = await h.bot.store.get_game(db_id)
    loaded = await h.bot.service.load(record)
    pools = []

    def factory():
        pool = ProcessPoolExecutor(max_workers=1)
        pools.append(pool)
        if len(pools) == 1:
            pool.submit(os.getpid).result()  # start the worker, then kill it
            for process in list(pool._processes.values()):
                process.kill()
                process.join()
        return pool

    players = ComputerPlayers(h.bot, budget_ms=TINY_MS, executor_factory=factory)
    try:
        seat = loaded.game.to_play(loaded.state)
        text = await players.decide(loaded, seat, "easy")
        assert loaded.game.decode(text) in loaded.game.legal_actions(loaded.state)
        assert len(pools) == 2
    finally:
        players.close()


def test_seat_names():
    assert seat_name("en", 42) == "<@42>"
    assert seat_name("en", -3001) == "Computer (hard)"
    assert seat_name("de", -1001) == "Computer (leicht)"


async def test_the_stand_in_plays_a_timed_out_turn_at_the_hard_level_in_the_pool(tmp_path: Path):
    from datetime import UTC, datetime, timedelta

    from harness import FakeClock

    start = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)
    h = await Harness.create(tmp_path, games=GAMES, clock=FakeClock(start))
    h.bot.computers.budget_ms = TINY_MS
    levels: list[str] = []
    real_decide = h.bot.computers.decide

    async def spy(loaded, seat, level):
        levels.append(level)
        return await real_decide(loaded, seat, level)

    h.bot.computers.decide = spy  # type: ignore[method-assign]
    try:
        a, b = h.user("a"), h.user("b")
        db_id = await _lobby(h, "tiwanaku", a)
        await h.press(b, f"lb:{db_id}:join")
        h.bot.new_seed = lambda: 4
        await h.press(a, f"lb:{db_id}:start")
        record = await h.bot.store.get_game(db_id)
        loaded = await h.bot.service.load(record)
        waiting = loaded.to_play_user()
        h.clock.set(start + timedelta(hours=24))
        sent = await h.tick()
        assert "Played by the stand-in" in " ".join(s.text() for s in sent)
        record = await h.bot.store.get_game(db_id)
        loaded = await h.bot.service.load(record)
        assert loaded.to_play_user() != waiting
        assert levels and set(levels) == {"hard"}
    finally:
        await h.close()


async def test_a_computer_with_a_clock_is_never_reminded_and_plays_on_the_next_tick(tmp_path: Path):
    """If a computer's move could not be made (its worker kept failing), the clock's tick makes it play:
    no reminder is sent to it and no mention of it reaches the channel."""
    from datetime import UTC, datetime, timedelta

    from harness import FakeClock

    start = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)
    h = await Harness.create(tmp_path, games=GAMES, clock=FakeClock(start))
    h.bot.computers.budget_ms = TINY_MS
    real_decide = h.bot.computers.decide

    async def fails(*_args, **_kwargs):
        raise RuntimeError("the pool keeps breaking")

    try:
        alice = h.user("alice")
        db_id = await _lobby(h, "wayfinders", alice)
        await _add_computer(h, alice, db_id, "easy")
        h.bot.computers.decide = fails  # type: ignore[method-assign]
        h.bot.new_seed = lambda: 5
        await h.press(alice, f"lb:{db_id}:start")
        record = await h.bot.store.get_game(db_id)
        if (await h.bot.service.load(record)).to_play_user() == alice.id:
            await play_turns(h, db_id, random.Random(2), max_turns=1)
        record = await h.bot.store.get_game(db_id)
        assert is_computer((await h.bot.service.load(record)).to_play_user())
        h.bot.computers.decide = real_decide  # type: ignore[method-assign]
        h.clock.set(start + timedelta(hours=23))
        sent = await h.tick()
        _no_computer_pinged(sent)
        assert not any("Reminder" in s.text() or "Time ran out" in s.text() for s in sent)
        record = await h.bot.store.get_game(db_id)
        assert (await h.bot.service.load(record)).to_play_user() == alice.id
    finally:
        await h.close()


async def test_the_pool_measures_each_games_rate_once_and_hard_decisions_search_at_it(h: Harness):
    """Issue 31: the computer pool's first job is timing each game's search in its worker (a fraction of a
    second); every hard decision then searches at its game's measured rate, not the declared constant, and
    answers within its budget (plus a scheduling margin: this machine is shared)."""
    submitted: list[tuple[str, tuple]] = []

    class Recording(ProcessPoolExecutor):
        def submit(self, fn, /, *args, **kwargs):
            submitted.append((fn.__name__, args))
            return super().submit(fn, *args, **kwargs)

    budget_ms = 150
    times: list[float] = []
    h.bot.computers.close()
    h.bot.computers = ComputerPlayers(h.bot, budget_ms=budget_ms,
                                      executor_factory=lambda: Recording(max_workers=1))
    h.bot.computers.on_decided = lambda game_id, level, seconds: times.append(seconds)
    alice = h.user("alice")
    db_id = await _lobby(h, "wayfinders", alice)
    await _add_computer(h, alice, db_id, "hard")
    h.bot.new_seed = lambda: 6
    await h.press(alice, f"lb:{db_id}:start")
    await play_turns(h, db_id, random.Random(6), max_turns=3)
    await h.bot.computers.idle()

    thinking = sorted(game_id for game_id, game in h.bot.games.items() if game.spec.capabilities.determinize)
    names = [name for name, _ in submitted]
    assert names[0] == "calibrate_in_worker" and names.count("calibrate_in_worker") == 1
    assert sorted(submitted[0][1][0]) == thinking
    rates = h.bot.computers.rates
    assert sorted(rates) == thinking and all(rate > 0 for rate in rates.values())
    assert h.bot.computers.calibrated_in not in (None, os.getpid())  # measured in the worker
    decisions = [args for name, args in submitted if name == "decide_in_worker"]
    assert decisions and times
    for game_id, _view, level, _seed, budget, rate in decisions:
        assert (game_id, level, budget, rate) == ("wayfinders", "hard", budget_ms, rates["wayfinders"])
    assert max(times) < budget_ms / 1000 + 0.75, times
