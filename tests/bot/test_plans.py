"""Plans (planning the next turn while another player decides), through the harness and the periodic loop,
on SQLite and PostgreSQL: a plan played when its turn comes, stopped by a changed position, cancelled,
raced by its player's own press, with hidden cards; the report told once to the planner alone; and the
decisions with one possible answer made for a player unless they turned that off."""

from __future__ import annotations

import json
import logging
import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from harness import Harness, Sent, play_turns, start_game

from core.privacy import Privacy
from rules import GAMES
from store.sql.plans import StoredPlan


async def loaded_of(h: Harness, db_id: int):
    return await h.bot.service.load(await h.bot.store.get_game(db_id))


async def plan_panel(h: Harness, user, db_id: int):
    reply = await h.press(user, f"po:{db_id}")
    panels = [s for s in reply.ephemeral if any(c.startswith("pl:") or c.startswith("pq:")
                                                for c in s.custom_ids())]
    assert panels, reply.text()[:500]
    return panels[-1]


async def plan_decisions(h: Harness, user, db_id: int, count: int, rng: random.Random) -> StoredPlan:
    """Plan up to ``count`` decisions through the plan's panel, choosing at random among its answers."""
    panel = await plan_panel(h, user, db_id)
    for _ in range(200):
        current = h.messages[panel.message_id]
        loaded = await loaded_of(h, db_id)
        plan = await h.bot.store.plan_of(db_id, loaded.seat_of(user.id))
        if plan is not None and len(plan.steps) >= count:
            return plan
        answers = [b["custom_id"] for b in current.buttons() if b["custom_id"].startswith("pl:")
                   and b.get("label") not in ("Back",) and ":p" not in b["custom_id"][-4:]]
        selects = [s for s in current.selects() if s["custom_id"].startswith("pq:")]
        if selects and not answers:
            chosen = rng.choice(selects)
            await h.select(user, chosen["custom_id"], [rng.choice(chosen["options"])["value"]],
                           message_id=panel.message_id)
        elif answers:
            await h.press(user, rng.choice(answers), message_id=panel.message_id)
        else:
            assert plan is not None, current.text()[:500]
            return plan
    raise AssertionError("the plan's panel never completed")


REPORT = "Your plan in"


@pytest.fixture
async def h(database: str, tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness.create(tmp_path, games=GAMES, database=database)
    try:
        yield harness
    finally:
        await harness.close()
    assert harness.violations == [], harness.violations[:5]


async def table(h: Harness, game: str = "iwari", seed: int = 3):
    """Three players; the one who plays after the player to move now is the planner."""
    users = [h.user("ana"), h.user("ben"), h.user("cai")]
    db_id = await start_game(h, game, users, seed=seed)
    loaded = await loaded_of(h, db_id)
    by_id = {user.id: user for user in users}
    seat = (loaded.game.to_play(loaded.state) + 1) % len(users)
    return db_id, by_id[loaded.users[seat]], seat


def reports(h: Harness, user, since: int) -> list[Sent]:
    return [s for s in h.sent[since:] if s.where == "dm" and s.channel_id == h.dm_channel(user)
            and REPORT in s.text()]


async def logged_since(h: Harness, db_id: int, seat: int, plan: StoredPlan) -> list[str]:
    return [action for _, action, _, _ in await h.bot.store.seat_actions_since(db_id, seat, plan.made_seq)]


async def test_a_plan_is_played_as_the_players_own_moves_when_their_turn_comes(
        h: Harness, caplog: pytest.LogCaptureFixture):
    caplog.set_level(logging.DEBUG)
    db_id, planner, seat = await table(h)
    rng = random.Random(1)
    plan = await plan_decisions(h, planner, db_id, 4, rng)
    assert plan.steps and not plan.strict
    since = len(h.sent)
    await play_turns(h, db_id, rng, max_turns=1)  # the player before them moves: their turn comes
    await h.bot.computers.idle()
    # No log line holds what was planned.
    assert not any(step in record.getMessage() for record in caplog.records for step in plan.steps)
    played = await logged_since(h, db_id, seat, plan)
    assert played and played == list(plan.steps[:len(played)])
    assert await h.bot.store.plan_of(db_id, seat) is None
    # Their own decisions: not the stand-in's.
    assert (await h.bot.store.seat_states(db_id))[seat].standin_moves == 0
    [report] = reports(h, planner, since)
    assert ("played one decision" if len(played) == 1 else f"played {len(played)} decisions") in report.text()
    assert "newest board" in report.text()  # it stands for the turn DM, which it replaced
    assert not any(s.where == "dm" and s.channel_id == h.dm_channel(planner) and "Your turn" in s.text()
                   for s in h.sent[since:])

    # The channel saw ordinary moves; nobody else heard of the plan.
    assert not any("plan" in s.text().lower() for s in h.sent[since:] if s.where == "channel")
    others = [s for s in h.sent[since:] if s.where == "dm" and s.channel_id != h.dm_channel(planner)]
    assert not any(REPORT in s.text() for s in others)
    # Told once: the periodic work finds nothing more to do.
    for _ in range(3):
        h.clock.advance(minutes=2)
        await h.tick()
    assert len(reports(h, planner, since)) == 1
    assert await logged_since(h, db_id, seat, plan) == played


async def test_a_plan_only_if_nothing_changed_is_not_played_after_a_change(h: Harness):
    db_id, planner, seat = await table(h)
    h.set_locale(planner, "de")  # the report comes in the planner's language
    rng = random.Random(4)
    plan = await plan_decisions(h, planner, db_id, 1, rng)
    control = h.find_custom_id(f"px:{db_id}:{len(plan.steps)}:strict")
    await h.press(planner, control)
    stored = await h.bot.store.plan_of(db_id, seat)
    assert stored is not None and stored.strict and stored.steps == plan.steps
    since = len(h.sent)
    await play_turns(h, db_id, rng, max_turns=1)  # any move changes the board
    await h.bot.computers.idle()
    assert await logged_since(h, db_id, seat, stored) == []
    assert await h.bot.store.plan_of(db_id, seat) is None
    [report] = [s for s in h.sent[since:] if s.where == "dm" and s.channel_id == h.dm_channel(planner)
                and "Deine Vorausplanung" in s.text()]
    assert "wurde nicht gespielt" in report.text() and "Spielplan hat sich" in report.text()
    loaded = await loaded_of(h, db_id)
    assert loaded.game.to_play(loaded.state) == seat  # still theirs to play


async def test_game_plan_opens_the_same_private_panel_and_refuses_on_the_players_own_turn(h: Harness):
    """``/game plan``: the plan's panel, to its player
    alone; the player to move is told to play their turn instead, a member not seated that they have no
    seat to plan for."""
    db_id, planner, seat = await table(h)
    reply = await h.slash(planner, "game plan")
    assert {s.where for s in reply.sent} == {"ephemeral"}, reply.text()[:300]
    assert any(c.startswith(f"pl:{db_id}:") or c.startswith(f"pq:{db_id}:")
               for s in reply.sent for c in s.custom_ids()), reply.text()[:300]
    loaded = await loaded_of(h, db_id)
    mover = next(u for u in h.users.values() if u.id == loaded.users[loaded.game.to_play(loaded.state)])
    refused = await h.slash(mover, "game plan")
    assert {s.where for s in refused.sent} == {"ephemeral"}
    assert not [c for s in refused.sent for c in s.custom_ids() if c.startswith(("pl:", "pq:"))]
    stranger = await h.slash(h.user("zed"), "game plan")
    assert not [c for s in stranger.sent for c in s.custom_ids() if c.startswith(("pl:", "pq:"))]
    assert stranger.text() and stranger.text() != refused.text()


async def test_a_cancelled_plan_plays_nothing(h: Harness):
    db_id, planner, seat = await table(h)
    rng = random.Random(5)
    plan = await plan_decisions(h, planner, db_id, 2, rng)
    await h.press(planner, h.find_custom_id(f"px:{db_id}:{len(plan.steps)}:clear"))
    assert await h.bot.store.plan_of(db_id, seat) is None
    since = len(h.sent)
    await play_turns(h, db_id, rng, max_turns=1)
    await h.bot.computers.idle()
    h.clock.advance(minutes=2)
    await h.tick()
    assert await logged_since(h, db_id, seat, plan) == []
    assert reports(h, planner, since) == []
    # They get their turn as anyone does.
    assert any(s.where == "dm" and s.channel_id == h.dm_channel(planner) and "Your turn" in s.text()
               for s in h.sent[since:])


async def deck_plan(h: Harness, db_id: int, planner, seat: int) -> tuple[str, str]:
    """An Iwari plan typed with ``/game play`` while another decides: a tent on the first free space the
    planner can pay for, then a card drawn blind from the deck (which reveals it: nothing may follow)."""
    loaded = await loaded_of(h, db_id)
    game = loaded.game
    position = game.plan_position(loaded.state, seat)
    for action in game.legal_actions(position):
        code = game.encode(action)
        after = game.apply(position, action)
        if code.startswith("p:") and game.to_play(after) == seat and "d:deck" in {
                game.encode(a) for a in game.legal_actions(after)}:
            break
    else:
        raise AssertionError("no placement then deck draw to plan")
    first = await h.slash(planner, "game play", move=code)
    assert "Planned:" in first.text(), first.text()[:300]
    second = await h.slash(planner, "game play", move="d:deck")
    assert "Planned:" in second.text() and "Your plan is complete" in second.text(), second.text()[:500]
    assert [c for s in second.ephemeral for c in s.custom_ids() if c.startswith(("pl:", "pq:"))] == []
    return code, "d:deck"


async def test_a_plan_raced_by_its_players_own_press_plays_nothing_twice(h: Harness,
                                                                        monkeypatch: pytest.MonkeyPatch):
    db_id, planner, seat = await table(h)
    steps = await deck_plan(h, db_id, planner, seat)
    plan = await h.bot.store.plan_of(db_id, seat)
    assert plan is not None and plan.steps == steps
    # The plan's driver is held back when the turn comes (another process would be taking it up) ...
    held: list[int] = []
    monkeypatch.setattr(h.bot.computers, "schedule", held.append)
    await play_turns(h, db_id, random.Random(2), max_turns=1)
    assert held == [db_id]
    due = await h.bot.store.plan_of(db_id, seat)
    assert due is not None and due.due_at is not None
    # ... while the player presses their plan's first decision themselves.
    reply = await h.slash(planner, "game play", move=steps[0])
    assert "✓" in reply.text()
    monkeypatch.undo()
    h.clock.advance(minutes=3)  # past the mark: the periodic work takes the plan up
    await h.tick()
    await h.bot.computers.idle()
    assert await logged_since(h, db_id, seat, plan) == list(steps)  # the first once, then the plan's second
    assert await h.bot.store.plan_of(db_id, seat) is None


async def test_a_plan_whose_player_decided_otherwise_stops_untold(h: Harness,
                                                                 monkeypatch: pytest.MonkeyPatch):
    db_id, planner, seat = await table(h)
    rng = random.Random(1)
    plan = await plan_decisions(h, planner, db_id, 4, rng)
    monkeypatch.setattr(h.bot.computers, "schedule", lambda game_id: None)
    await play_turns(h, db_id, rng, max_turns=1)
    loaded = await loaded_of(h, db_id)
    other = next(loaded.game.encode(action) for action in loaded.game.legal_actions(loaded.state)
                 if loaded.game.encode(action) != plan.steps[0])
    since = len(h.sent)
    await h.slash(planner, "game play", move=other)
    monkeypatch.undo()
    h.clock.advance(minutes=3)
    await h.tick()
    await h.bot.computers.idle()
    assert await logged_since(h, db_id, seat, plan) == [other] or (
        await logged_since(h, db_id, seat, plan))[0] == other
    assert await h.bot.store.plan_of(db_id, seat) is None
    assert reports(h, planner, since) == []


# --- decisions with one possible answer -----------------------------------------------------------------
async def test_a_decision_with_one_answer_is_made_for_the_player_and_the_panel_says_so(tmp_path: Path):
    """A Wayfinders game played through the buttons with the default setting: no panel ever shows a forced
    decision as its one button; each such decision (one legal answer, revealing nothing) is in the log,
    made as the player's own, and a panel said "Made for you" for those made inside a turn."""
    from taps import play_counting_taps

    from core.plans import forced_action

    game = GAMES["wayfinders"]
    h = await Harness.create(tmp_path, games={"wayfinders": game})
    try:
        users = [h.user(f"player{k}") for k in range(2)]
        options = {"exploration": "on", "setup": "resources"}
        db_id = await start_game(h, "wayfinders", users, options, 6)
        taps = await play_counting_taps(h, db_id, random.Random(6))
        assert taps.forced == 0
        state = game.setup(2, options, 6)
        made = 0
        for entry in await h.bot.store.actions(db_id):
            action = game.decode(entry.action)
            if forced_action(game, state) is not None:
                made += 1
                assert action == forced_action(game, state)
            state = game.apply(state, action)
        assert made > 0
        said = [s for s in h.sent if s.where == "ephemeral" and "Made for you" in s.text()]
        assert said
        states = await h.bot.store.seat_states(db_id)
        assert [state.standin_moves for state in states] == [0, 0]
        assert h.violations == []
    finally:
        await h.close()


async def test_the_forced_decisions_setting_is_the_players_own(h: Harness):
    ana = h.user("ana")
    assert await h.bot.store.forced_choice(ana.id)
    reply = await h.slash(ana, "game settings", forced="ask")
    assert "Decisions with only one possible answer: you press them yourself" in reply.text()
    assert not await h.bot.store.forced_choice(ana.id)
    reply = await h.slash(ana, "game settings", forced="auto")
    assert "made for you" in reply.text() and await h.bot.store.forced_choice(ana.id)


async def test_the_players_copy_of_their_data_holds_their_plan_and_no_one_elses(h: Harness):
    db_id, planner, seat = await table(h)
    plan = await plan_decisions(h, planner, db_id, 2, random.Random(1))
    privacy = Privacy(h.bot.store, h.bot.games)
    mine = await privacy.export(planner.id, "en")
    assert [entry["decisions"] for entry in mine["plans"]] == [list(plan.steps)]
    for other in (h.user("ana"), h.user("ben"), h.user("cai")):
        if other.id != planner.id:
            copy = json.dumps(await privacy.export(other.id, "en"))
            assert copy.count('"plans": []') == 1


async def test_the_periodic_work_reads_due_plans_through_their_index(h: Harness, database: str):
    """With plans waiting in many games (none due), the periodic work's read of the due plans reads
    through the partial index of their due moment, on both databases, and finds nothing; one whose turn
    came is found, and only it."""
    from bench.statements import reading, unindexed
    from store import stamp

    users = [h.user("ana"), h.user("ben"), h.user("cai")]
    games = [await start_game(h, "wayfinders", users, seed=seed, channel_id=800_000_000_000_000_000 + seed)
             for seed in range(1, 6)]
    store = h.bot.store
    for db_id in games:
        loaded = await loaded_of(h, db_id)
        seat = (loaded.game.to_play(loaded.state) + 1) % 3
        position = loaded.game.plan_position(loaded.state, seat)
        first = loaded.game.encode(loaded.game.legal_actions(position)[0])
        assert await store.save_plan(db_id, seat, loaded.users[seat], [first], made_version=loaded.version,
                                     fingerprint="-", strict=False, now=stamp(h.clock()))
    await store.analyze()
    with reading(store) as reads:
        assert await store.due_plans(stamp(h.clock()), None) == []
    location = store.path if store.backend == "sqlite" else database
    for sql, params in reads.queries:
        assert await unindexed(store.backend, location, sql, params, most_rows=10) == [], sql
    waiting = [(db_id, s) for db_id in games for s in range(3) if await store.plan_of(db_id, s) is not None]
    target = waiting[2]
    assert await store.mark_plan_due(*target, stamp(h.clock()))
    assert await store.due_plans(stamp(h.clock()), None) == [target]


async def test_a_hand_dm_offers_the_plan_and_its_panel_works_in_the_dm(h: Harness):
    db_id, planner, seat = await table(h)
    dm = h.dm_channel(planner)
    offered = [c for s in h.sent if s.where == "dm" and s.channel_id == dm for c in s.custom_ids()
               if c == f"do:{db_id}"]
    assert offered, "no hand DM offered the plan"
    reply = await h.press(planner, f"do:{db_id}", channel_id=dm)
    panel = next(s for s in reply.sent if any(c.startswith(("dl:", "dq:")) for c in s.custom_ids()))
    assert "only you see it" in panel.text()
    button = next((c for c in panel.custom_ids() if c.startswith("dl:")), None)
    if button is not None:
        await h.press(planner, button, channel_id=dm, message_id=panel.message_id)
    else:
        menu = next(m for m in panel.selects() if m["custom_id"].startswith("dq:"))
        await h.select(planner, menu["custom_id"], [menu["options"][0]["value"]], channel_id=dm,
                       message_id=panel.message_id)
    stored = await h.bot.store.plan_of(db_id, seat)
    assert stored is not None or "Planned:" not in h.messages[panel.message_id].text()
    # The button plans the presser's own turn: the player to move is told to play it instead, and
    # someone not in the game is refused; neither sees the plan.
    loaded = await loaded_of(h, db_id)
    mover = next(u for u in (h.user("ana"), h.user("ben"), h.user("cai"))
                 if u.id == loaded.users[loaded.game.to_play(loaded.state)])
    refused = await h.press(mover, f"do:{db_id}", channel_id=h.dm_channel(mover))
    assert "It is your turn now" in refused.text()
    stranger = h.user("eve")
    refused = await h.press(stranger, f"do:{db_id}", channel_id=h.dm_channel(stranger))
    assert not any(c.startswith(("dl:", "dq:")) for s in refused.sent for c in s.custom_ids())
    assert "Only the players of this game can plan" in refused.text()


async def test_a_tiwanaku_plan_ends_at_what_it_cannot_know_and_is_played(h: Harness):
    """Hidden terrain: a planned move onto an undiscovered space discovers it, so nothing may be planned
    after it; the plan is played when the turn comes, and told to its player alone."""
    db_id, planner, seat = await table(h, "tiwanaku", seed=2)
    rng = random.Random(3)
    plan = await plan_decisions(h, planner, db_id, 4, rng)
    loaded = await loaded_of(h, db_id)
    game = loaded.game
    state = game.plan_position(loaded.state, seat)
    for step in plan.steps[:-1]:
        assert not game.reveals(state, game.decode(step))
        state = game.apply(state, game.decode(step))
    last = game.decode(plan.steps[-1])
    after = game.apply(state, last)
    assert game.reveals(state, last) or game.to_play(after) != seat or game.is_over(after)
    assert "Your plan is complete" in h.messages[h.message_with(f"px:{db_id}:{len(plan.steps)}:clear")
                                                   .message_id].text()
    since = len(h.sent)
    await play_turns(h, db_id, rng, max_turns=1)
    await h.bot.computers.idle()
    played = await logged_since(h, db_id, seat, plan)
    assert played == list(plan.steps[:len(played)])
    assert await h.bot.store.plan_of(db_id, seat) is None
    assert len(reports(h, planner, since)) == 1


async def test_the_last_planned_decision_can_be_taken_back(h: Harness):
    db_id, planner, seat = await table(h)
    plan = await plan_decisions(h, planner, db_id, 2, random.Random(1))
    assert len(plan.steps) == 2
    reply = await h.press(planner, h.find_custom_id(f"px:{db_id}:2:undo"))
    assert "The last planned decision is taken back." in reply.text()
    assert (await h.bot.store.plan_of(db_id, seat)).steps == plan.steps[:1]
    # A press of the older panel (two decisions) is out of date: nothing changes.
    stale = await h.press(planner, f"px:{db_id}:2:clear")
    assert "out of date" in stale.text()
    assert (await h.bot.store.plan_of(db_id, seat)).steps == plan.steps[:1]


async def test_a_seat_the_stand_in_keeps_does_not_play_its_absent_players_plan(h: Harness):
    """A player whose seat the stand-in took over (after their turns timed out) planned before: the
    stand-in plays the seat, as its own decisions; the plan is not played as theirs, nor told, and the
    periodic work does not take it up again and again."""
    h.bot.computers.budget_ms = 5
    db_id, planner, seat = await table(h)
    plan = await plan_decisions(h, planner, db_id, 2, random.Random(1))
    # (as the clocks' time-out hands a seat over: store/sql/clocks.py)
    await h.bot.store._write_one("UPDATE seats SET standin = 1 WHERE game_id = ? AND seat = ?", (db_id, seat))
    since = len(h.sent)
    await play_turns(h, db_id, random.Random(2), max_turns=1)
    await h.bot.computers.idle()
    for _ in range(2):
        h.clock.advance(minutes=2)
        await h.tick()
        await h.bot.computers.idle()
    logged = await h.bot.store.seat_actions_since(db_id, seat, plan.made_seq)
    assert logged and all("bot-played-by-standin" in line for _, _, _, line in logged)
    assert reports(h, planner, since) == []
    left = await h.bot.store.plan_of(db_id, seat)
    assert left is None or left.due_at is None


async def test_any_planned_decision_can_be_taken_back_with_every_later_one(h: Harness):
    """Looking at the plan (**Change my plan**), the player takes back any decision: it and every later one
    go (each was planned on the position the ones before it led to), as the message says; taking back the
    first clears the plan; **Back to my plan** returns to the panel; an older list is out of date."""
    db_id, planner, seat = await table(h)
    plan = await plan_decisions(h, planner, db_id, 3, random.Random(2))
    assert len(plan.steps) == 3, plan.steps
    looked = await h.press(planner, h.find_custom_id(f"px:{db_id}:3:edit"))
    listing = h.messages[h.message_with(f"pt:{db_id}:3").message_id]
    assert "every decision after it are dropped" in listing.text(), listing.text()[:500]
    assert "1." in listing.text() and "3." in listing.text()
    [menu] = [s for s in listing.selects() if s["custom_id"] == f"pt:{db_id}:3"]
    assert [option["value"] for option in menu["options"]] == ["0", "1", "2"]
    assert "Drops 2 decisions" in menu["options"][1]["description"]
    assert "Drops this decision only" in menu["options"][2]["description"]
    assert looked.text()
    # The second decision: it and the third go, the first stays.
    reply = await h.select(planner, f"pt:{db_id}:3", ["1"], message_id=listing.message_id)
    assert "Decision 2 and every one after it are taken back (2 decisions)" in reply.text(), reply.text()[:99]
    assert (await h.bot.store.plan_of(db_id, seat)).steps == plan.steps[:1]
    # The older list (three decisions) is out of date: nothing changes.
    stale = await h.select(planner, f"pt:{db_id}:3", ["0"])
    assert "out of date" in stale.text()
    assert (await h.bot.store.plan_of(db_id, seat)).steps == plan.steps[:1]
    # An answer that names no planned decision is refused politely, nothing changed.
    await h.press(planner, h.find_custom_id(f"px:{db_id}:1:edit"))
    refused = await h.select(planner, f"pt:{db_id}:1", ["5"])
    assert refused.text() and (await h.bot.store.plan_of(db_id, seat)).steps == plan.steps[:1]
    back = await h.press(planner, h.find_custom_id(f"px:{db_id}:1:show"))
    assert any(c.startswith((f"pl:{db_id}:", f"pq:{db_id}:")) for s in back.sent for c in s.custom_ids())
    # The first decision: the whole plan goes.
    await h.press(planner, h.find_custom_id(f"px:{db_id}:1:edit"))
    cleared = await h.select(planner, f"pt:{db_id}:1", ["0"])
    assert "Your plan is cleared" in cleared.text()
    assert await h.bot.store.plan_of(db_id, seat) is None


async def test_take_your_turn_pressed_by_a_player_another_waits_on_offers_their_plan(h: Harness):
    """The game card's **Take your turn**, pressed by a seated player who is not to move, says who is to
    play and offers **Plan my next turn** (the same plan as the hand's button); the player to move gets
    their panel, and a member not seated the polite refusal, with no plan."""
    db_id, planner, seat = await table(h)
    turn_button = h.find_custom_id(f"turn:{db_id}:")
    reply = await h.press(planner, turn_button)
    assert {s.where for s in reply.sent} == {"ephemeral"}
    assert "It is not your turn" in reply.text() and "plan your next turn" in reply.text(), reply.text()
    assert [c for s in reply.sent for c in s.custom_ids()] == [f"po:{db_id}"]
    opened = await h.press(planner, f"po:{db_id}", message_id=reply.sent[-1].message_id)
    assert any(c.startswith((f"pl:{db_id}:", f"pq:{db_id}:")) for s in opened.sent for c in s.custom_ids())
    # An older card's button: out of date, and the same offer.
    older = await h.press(planner, f"turn:{db_id}:{int(turn_button.rsplit(':', 1)[1]) + 7}")
    assert "plan your next turn" in older.text() and f"po:{db_id}" in [
        c for s in older.sent for c in s.custom_ids()], older.text()
    loaded = await loaded_of(h, db_id)
    mover = next(u for u in h.users.values() if u.id == loaded.users[loaded.game.to_play(loaded.state)])
    panel = await h.press(mover, turn_button)
    ids_seen = [c for s in panel.sent for c in s.custom_ids()]
    assert any(c.startswith(f"pn:{db_id}:") or c.startswith(f"ps:{db_id}:") for c in ids_seen), ids_seen
    assert f"po:{db_id}" not in ids_seen
    stranger = await h.press(h.user("zed"), turn_button)
    assert stranger.text() and f"po:{db_id}" not in [c for s in stranger.sent for c in s.custom_ids()]
    # In the player's language.
    other = next(u for u in h.users.values() if u.id in loaded.users and u.id not in (mover.id,))
    h.set_locale(other, "es")
    spanish = await h.press(other, turn_button)
    assert "No es tu turno" in spanish.text() and "planear ya tu próximo turno" in spanish.text()


async def test_a_digest_player_is_told_what_their_plan_played_in_their_next_digest(h: Harness):
    """A player on the daily digest (no DM per turn) gets no report DM when their plan plays: the report is
    kept, and their next digest (the periodic loop, at their hour on the harness clock) tells what it
    played and where it stopped, in their language, once; the kept report is in their data's copy until
    then and gone after."""
    h.clock.set(datetime(2026, 11, 23, 10, 0, tzinfo=UTC))
    db_id, planner, seat = await table(h)
    h.set_locale(planner, "es")
    reply = await h.slash(planner, "game settings", digest="18", timezone="UTC")
    assert "18:00" in reply.text(), reply.text()
    rng = random.Random(1)
    plan = await plan_decisions(h, planner, db_id, 4, rng)
    since = len(h.sent)
    await play_turns(h, db_id, rng, max_turns=1)
    await h.bot.computers.idle()
    played = await logged_since(h, db_id, seat, plan)
    assert played and await h.bot.store.plan_of(db_id, seat) is None
    planner_dms = [s for s in h.sent[since:] if s.where == "dm" and s.channel_id == h.dm_channel(planner)]
    assert not [s for s in planner_dms if "Tu plan en" in s.text()]  # nothing per turn
    [held] = await h.bot.store.held_plan_reports(planner.id)
    assert held.game_id == db_id and held.seat == seat
    copy = await Privacy(h.bot.store, h.bot.games).export(planner.id, "es")
    assert [r["game_id"] for r in copy["plan_reports_for_digest"]] == [db_id]
    # Before their hour: nothing; at it, the digest tells the plan.
    h.clock.set(datetime(2026, 11, 23, 17, 30, tzinfo=UTC))
    await h.tick()
    assert not [s for s in h.sent[since:] if s.where == "dm" and s.channel_id == h.dm_channel(planner)
                and "Tu plan en" in s.text()]
    h.clock.set(datetime(2026, 11, 23, 18, 1, tzinfo=UTC))
    await h.tick()
    told = [s for s in h.sent[since:] if s.where == "dm" and s.channel_id == h.dm_channel(planner)
            and "Tu plan en" in s.text()]
    assert len(told) == 1, [s.text()[:200] for s in planner_dms]
    digest = told[0].text()
    assert "Tu resumen diario" in digest
    said = "jugó una decisión por ti" if len(played) == 1 else f"jugó {len(played)} decisiones por ti"
    assert said in digest
    assert "discord.com/channels/" in digest  # the game's newest board, as the report's DM has it
    assert await h.bot.store.held_plan_reports(planner.id) == []
    # Told once: the next days' digests do not tell it again.
    for day in (1, 2):
        h.clock.set(datetime(2026, 11, 23, 18, 1, tzinfo=UTC) + timedelta(days=day))
        await h.tick()
    assert len([s for s in h.sent[since:] if s.where == "dm" and s.channel_id == h.dm_channel(planner)
                and "Tu plan en" in s.text()]) == 1
    # Nobody else heard of it.
    assert not [s for s in h.sent[since:]
                if s.channel_id != h.dm_channel(planner) and "Tu plan en" in s.text()]
