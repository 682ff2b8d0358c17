"""Exactly once, killed at every step: the work of several steps that follows a change (a queue match's
thread, lobby, start, thread message and DMs; an expired queue entry's DM; a rematch's or a new lobby's
card; a tournament round's threads, games and DMs, its close and its end; a season month's close, its DMs
and the new card; a digest's messages; a member's deletion and what their channels are told; a seat handed
over: the channel's post and the hand's DM to the new holder; a planned turn played when it comes, with its
report to its player, by DM or in their daily digest).

Each scenario is prepared once per backend (``prepare``: games played, a season or a tournament set up) by
a bot that is then stopped; its database, the fake Discord (messages, DM channels, threads, nonces, users,
the next id) and the time are kept. Every run starts from a copy of that state with a new bot, as after a
restart: once with nothing killed (the dry run: what reaches Discord, and the order of the store calls
that claim, commit and record each step), then once per kill point derived from that run: before and after
each of those calls (``killing.py``), through the production paths (the periodic loop ``bot.periodic``,
the router for a press, the command tree for a command). The killed bot is dead from that point on; a new
one starts on the same database and Discord, the periodic loop runs twice a minute apart, and then Discord
holds exactly what the dry run left there (nothing lost, nothing twice) and no flow is left pending
(nothing stuck for more than two ticks). The queue's match and the rematch are also killed for real: a
child process running the bot (forked from one that imported the bot once) is sent SIGKILL at a few points.

Why one preparation proves as much as one per run: the property is about the work after the change, and
every run (the dry run included, so ``expected`` compares like with like) starts from the very same
database rows, ids, sequences and Discord, which is all a bot reads; what the preparing bot held only in
memory is gone, as after any restart, and a bot restarted between the preparation and the work is a
production situation too (the bot holds nothing the work needs that is not stored: a member's press or
command after a restart finds its way as before, which the runs killed before the change was stored
already show). Each run's new bot must find nothing left to do at its start, so the work is all that
follows and every step of it is a kill point. Preparing anew for each point played the same games again
with the same seeds: the same state, many times over, and most of the test's time.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from databases import BACKENDS, Copies, copies
from harness import CHANNEL_ID, GUILD_ID, FakeClock, Harness, play_turns, start_game
from killing import (
    FLOW_METHODS,
    Killer,
    KillPoint,
    World,
    Zygote,
    outcome,
    pending_flows,
    points,
    restart,
    restore,
    run_child,
    run_until_killed,
    snapshot,
    two_ticks,
)

from core.privacy import Privacy
from core.queue import EXPIRES_AFTER

START = datetime(2026, 11, 27, 9, 0, tzinfo=UTC)
#: Every game's seed (the boards and hands the runs compare are the same).
SEED = 7
MANAGE_GUILD = 1 << 5


@dataclass
class Scenario:
    """A change and the work that follows it: ``prepare`` the state before, ``work`` makes the change (a
    tick, a press, a command), ``check`` what the database must hold at the end; ``watched``: the store
    methods of the change itself (its claim or commit), whose calls are kill points with the flows'."""

    name: str
    prepare: Callable[[Harness], Awaitable[dict[str, Any]]]
    work: Callable[[Harness, dict[str, Any]], Awaitable[Any]]
    watched: tuple[str, ...]
    check: Callable[[Harness, dict[str, Any]], Awaitable[None]] | None = None
    #: The work is a member's press or command: killed before its change was stored, nothing of it was,
    #: and the member does it again (the periodic work's own changes are made again by the next tick).
    by_member: bool = False
    child_work: Callable[[dict[str, Any]], list[Any]] | None = None


# --- the scenarios ---------------------------------------------------------------------------------------
async def open_queue(h: Harness) -> None:
    admin = h.user("admin")
    admin.permissions |= MANAGE_GUILD
    await h.slash(admin, "game config", queue_here="yes")


async def queue_prepare(h: Harness) -> dict[str, Any]:
    await open_queue(h)
    for name in ("ann", "bob"):
        await h.slash(h.user(name), "game queue", game="menagerie")
    return {}


async def tick(h: Harness, _: dict[str, Any]) -> None:
    await h.tick()


async def queue_check(h: Harness, _: dict[str, Any]) -> None:
    rows = await h.bot.store._read_all("SELECT game_id, thread_id FROM queue_matches")
    assert len(rows) == 1 and rows[0][0] is not None, rows
    game = await h.bot.store.get_game(int(rows[0][0]))
    assert game.status == "active" and game.channel_id == int(rows[0][1])
    assert len(h.threads) == 1 and game.channel_id in h.threads
    assert await h.bot.store.seats(game.id) == [h.users["ann"].id, h.users["bob"].id]
    games = await h.bot.store._read_all("SELECT COUNT(*) FROM games")
    assert int(games[0][0]) == 1


async def expiry_prepare(h: Harness) -> dict[str, Any]:
    await open_queue(h)
    await h.slash(h.user("ann"), "game queue", game="menagerie")
    h.clock.advance(seconds=EXPIRES_AFTER.total_seconds())
    return {}


async def expiry_check(h: Harness, _: dict[str, Any]) -> None:
    assert await h.bot.store.queue_entries(GUILD_ID) == []


async def rematch_prepare(h: Harness) -> dict[str, Any]:
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=9)
    rng = random.Random(5)
    while (await h.bot.store.get_game(db_id)).status == "active":
        await play_turns(h, db_id, rng, max_turns=1)
    return {"finished": db_id}


async def rematch_press(h: Harness, state: dict[str, Any]) -> None:
    await h.press(h.users["b"], f"rg:{state['finished']}", channel_id=CHANNEL_ID)


async def lobby_check(h: Harness, _: dict[str, Any]) -> None:
    """The lobby shows its card, with its Start button, exactly once."""
    record = await h.bot.store.open_game_in_channel(CHANNEL_ID)
    assert record is not None and record.status == "lobby" and record.lobby_message_id is not None
    card = h.messages[record.lobby_message_id]
    assert f"lb:{record.id}:start" in card.custom_ids()
    cards = [s for s in h.sent if s.kind == "create" and f"lb:{record.id}:start" in s.custom_ids()]
    assert len(cards) == 1, [s.message_id for s in cards]


async def new_prepare(h: Harness) -> dict[str, Any]:
    h.user("a")
    return {}


async def new_command(h: Harness, _: dict[str, Any]) -> None:
    await h.slash(h.users["a"], "game new", game="menagerie")


def tournament_options(rounds: int = 2) -> dict[str, Any]:
    return {"game": "menagerie", "format": "swiss", "rounds": rounds, "signup-hours": 24, "round-hours": 48,
            "players": 2, "clock": "off"}


async def tournament_prepare(h: Harness, *, rounds: int = 2, players: int = 5) -> dict[str, Any]:
    organiser = h.user("org", manage_channels=True)
    await h.slash(organiser, "records tournament", **tournament_options(rounds))
    card = next(s for s in reversed(h.sent) if any(c.startswith("tn:") for c in s.custom_ids()))
    tid = int(card.custom_ids()[0].split(":")[1])
    for index in range(players):
        await h.press(h.user(f"p{index}"), f"tn:{tid}:in")
    h.clock.advance(hours=25)
    return {"tournament": tid}


async def round_check(h: Harness, state: dict[str, Any]) -> None:
    store = h.bot.store
    tables = [t for t in await store.tournament_tables(state["tournament"]) if t.decided_by != "bye"]
    assert len(tables) == 2 and len(h.threads) == 2
    for table in tables:
        record = await store.get_game(table.game_id)
        assert record.status == "active" and record.channel_id == table.thread_id in h.threads
        assert await store.seats(record.id) == list(table.players)
    games = await store._read_all("SELECT COUNT(*) FROM games")
    assert int(games[0][0]) == 2


async def closing_prepare(h: Harness) -> dict[str, Any]:
    state = await tournament_prepare(h)
    await h.tick()  # round 1 paired
    h.clock.advance(hours=49)
    return state


async def ending_prepare(h: Harness) -> dict[str, Any]:
    state = await tournament_prepare(h, rounds=1, players=4)
    await h.tick()  # the only round paired
    h.clock.advance(hours=49)
    await h.tick()  # its time ran out: the organiser is asked
    tid = state["tournament"]
    for table in await h.bot.store.tournament_tables(tid):
        await h.press(h.users["org"], f"ta:{tid}:1:{table.table}:w0")
    return state


async def ending_check(h: Harness, state: dict[str, Any]) -> None:
    assert (await h.bot.store.tournament(state["tournament"])).status == "finished"


SEASON_START = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)


async def season_prepare(h: Harness) -> dict[str, Any]:
    """A season of two divisions with a game played in each, then the month's end."""
    admin = h.user("admin")
    admin.permissions |= MANAGE_GUILD
    await h.slash(admin, "records season", game="menagerie", divisions=2, promote=1, relegate=1)
    players = [h.user(f"s{index}") for index in range(4)]
    for user in players:
        await h.press(user, f"sj:{GUILD_ID}:menagerie", channel_id=CHANNEL_ID)
    await h.bot.store._write_one("UPDATE season_members SET division = 1 WHERE user_id IN (?, ?)",
                                 (players[0].id, players[1].id))
    rng = random.Random(3)
    for index, pair in enumerate((players[:2], players[2:])):
        db_id = await start_game(h, "menagerie", list(pair), seed=index, channel_id=CHANNEL_ID + 1 + index)
        while (await h.bot.store.get_game(db_id)).status == "active":
            await play_turns(h, db_id, rng, max_turns=1)
    await h.tick()  # the card shows the month
    h.clock.set(datetime(2026, 12, 1, 0, 5, tzinfo=UTC))
    return {}


async def season_check(h: Harness, _: dict[str, Any]) -> None:
    config = await h.bot.store.season(GUILD_ID, "menagerie")
    assert config.month == "2026-12" and config.card_message_id is not None
    assert len(await h.bot.store.season_archive(GUILD_ID, "menagerie", "2026-11")) == 4


DIGEST_START = datetime(2026, 11, 23, 8, 0, tzinfo=UTC)


async def digest_prepare(h: Harness) -> dict[str, Any]:
    """Six games waiting for one player with a digest at 10:00: a digest of two messages."""
    b = h.user("b")
    h.set_locale(b, "de")
    await h.slash(b, "game settings", digest="10", timezone="UTC")
    rng = random.Random(2)
    for index in range(6):
        other = h.user(f"o{index}")
        db_id = await start_game(h, "menagerie", [other, b], seed=index, channel_id=CHANNEL_ID + 10 + index)
        await play_turns(h, db_id, rng, max_turns=1)
    h.clock.set(datetime(2026, 11, 23, 10, 0, tzinfo=UTC))
    return {}


async def digest_check(h: Harness, _: dict[str, Any]) -> None:
    settings = await h.bot.store.user_settings(h.users["b"].id)
    assert settings.digest_next_at == "2026-11-24T10:00:00+00:00", settings.digest_next_at


async def forget_prepare(h: Harness) -> dict[str, Any]:
    """A member in a game of three in play (the stand-in keeps their seat), in a lobby they opened and in
    another's lobby, asks for their data to be deleted; the work is the last press, "Delete"."""
    c = h.user("c")
    a, b, d = h.user("a"), h.user("b"), h.user("d")
    await start_game(h, "menagerie", [a, b, c], seed=4)
    await h.slash(c, "game new", game="menagerie", channel_id=CHANNEL_ID + 1)
    await h.slash(d, "game new", game="menagerie", channel_id=CHANNEL_ID + 2)
    lobby = await h.bot.store.open_game_in_channel(CHANNEL_ID + 2)
    await h.press(c, f"lb:{lobby.id}:join")
    reply = await h.slash(c, "game privacy", channel_id=h.dm_channel(c))
    delete = next(x for x in reply.ephemeral[-1].custom_ids() if x.endswith(":rm"))
    reply = await h.press(c, delete, channel_id=h.dm_channel(c))
    standin = next(x for x in reply.sent[-1].custom_ids() if ":s:" in x)
    reply = await h.press(c, standin, channel_id=h.dm_channel(c))
    confirm = next(x for x in reply.sent[-1].custom_ids() if ":ok:" in x)
    return {"confirm": confirm}


async def forget_press(h: Harness, state: dict[str, Any]) -> None:
    await h.press(h.users["c"], state["confirm"], channel_id=h.dm_channel(h.users["c"]))


async def forget_check(h: Harness, _: dict[str, Any]) -> None:
    assert (await Privacy(h.bot.store, h.bot.games).overview(h.users["c"].id)).empty


async def handover_prepare(h: Harness) -> dict[str, Any]:
    """A game of two in play whose second player offered their seat to a member; the work is the member's
    "Accept" (the seat changes hands; the channel is told and the hand goes to the new holder by DM)."""
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await h.slash(b, "game handover", member=c)
    accept = h.find_custom_id("ho:", ":a")
    return {"accept": accept, "game": db_id}


async def handover_press(h: Harness, state: dict[str, Any]) -> None:
    await h.press(h.users["c"], state["accept"])


async def handover_check(h: Harness, state: dict[str, Any]) -> None:
    assert (await h.bot.store.seat_states(state["game"]))[1].user_id == h.users["c"].id


async def plan_prepare(h: Harness) -> dict[str, Any]:
    """An Iwari game of three: the player after the one to move plans a tent and a card drawn blind
    (typed with ``/game play``); the one to move has played all but the last decision of their turn. The
    work is that decision: it brings the planner's turn, which the plan plays, and its report."""
    from core.plans import draft

    users = [h.user("a"), h.user("b"), h.user("c")]
    db_id = await start_game(h, "iwari", users, seed=SEED)
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    game = loaded.game
    mover_seat = game.to_play(loaded.state)
    by_id = {user.id: user for user in users}
    mover, planner = by_id[loaded.users[mover_seat]], by_id[loaded.users[(mover_seat + 1) % 3]]
    seat = (mover_seat + 1) % 3
    position = game.plan_position(loaded.state, seat)
    # The last such placement, far from the first legal one the mover makes.
    first = next(game.encode(a) for a in reversed(game.legal_actions(position))
                 if game.encode(a).startswith("p:")
                 and "d:deck" in {game.encode(b) for b in game.legal_actions(game.apply(position, a))})
    for move in (first, "d:deck"):
        reply = await h.slash(planner, "game play", move=move)
        assert "Planned:" in reply.text(), reply.text()[:300]
    assert draft(loaded, seat, (first, "d:deck")).open is False
    # The mover plays their turn up to its last decision (the first legal one each time).
    while True:
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        state = loaded.state
        action = game.legal_actions(state)[0]
        if game.turn_count(game.apply(state, action)) != game.turn_count(state):
            return {"mover": mover.name, "move": game.encode(action), "db_id": db_id, "seat": seat}
        await h.slash(mover, "game play", move=game.encode(action))


async def plan_work(h: Harness, state: dict[str, Any]) -> None:
    await h.slash(h.users[state["mover"]], "game play", move=state["move"])


async def plan_check(h: Harness, state: dict[str, Any]) -> None:
    assert await h.bot.store.plan_of(state["db_id"], state["seat"]) is None
    actions = [entry for entry in await h.bot.store.actions(state["db_id"]) if entry.seat == state["seat"]]
    assert [entry.action.split(":")[0] for entry in actions] == ["p", "d"]  # each planned decision once


async def plan_digest_prepare(h: Harness) -> dict[str, Any]:
    """The planned turn above, its planner on the daily digest at 10:00 (in Spanish): the plan is played
    and its report kept for the digest (no DM). The work is the tick at 10:00: the digest tells the plan."""
    state = await plan_prepare(h)
    loaded = await h.bot.service.load(await h.bot.store.get_game(state["db_id"]))
    planner = next(user for user in h.users.values() if user.id == loaded.users[state["seat"]])
    h.set_locale(planner, "es")
    await h.slash(planner, "game settings", digest="10", timezone="UTC")
    await plan_work(h, state)
    await h.bot.computers.idle()
    await two_ticks(h)
    [held] = await h.bot.store.held_plan_reports(planner.id)
    assert held.game_id == state["db_id"]
    h.clock.set(datetime(2026, 11, 27, 10, 0, tzinfo=UTC))
    return {**state, "planner": planner.name}


async def plan_digest_check(h: Harness, state: dict[str, Any]) -> None:
    planner = h.users[state["planner"]]
    assert await h.bot.store.held_plan_reports(planner.id) == []
    told = [s for s in h.sent if s.where == "dm" and s.user_id == planner.id and "Tu plan en" in s.text()]
    assert len(told) == 1 and "Tu resumen diario" in told[0].text(), [s.text()[:80] for s in told]


SCENARIOS = {
    "queue match": Scenario("queue match", queue_prepare, tick, ("claim_match",), queue_check,
                            child_work=lambda state: ["tick"]),
    "queue expiry": Scenario("queue expiry", expiry_prepare, tick, ("expire_queue",), expiry_check),
    "rematch": Scenario("rematch", rematch_prepare, rematch_press, ("create_lobby",), lobby_check,
                        by_member=True,
                        child_work=lambda state: ["press", "b", f"rg:{state['finished']}", CHANNEL_ID]),
    "new lobby": Scenario("new lobby", new_prepare, new_command, ("create_lobby",), lobby_check,
                          by_member=True),
    "tournament round": Scenario("tournament round", tournament_prepare, tick, ("begin_tournament_round",),
                                 round_check),
    "tournament close": Scenario("tournament close", closing_prepare, tick, ("close_tournament_round",)),
    "tournament end": Scenario("tournament end", ending_prepare, tick, ("finish_tournament",), ending_check),
    "season close": Scenario("season close", season_prepare, tick, ("close_season", "claim_season_card"),
                             season_check),
    "digest": Scenario("digest", digest_prepare, tick, ("claim_digest",), digest_check),
    "member delete": Scenario("member delete", forget_prepare, forget_press,
                              ("forget_user", "mark_delivered"), forget_check, by_member=True),
    "seat handover": Scenario("seat handover", handover_prepare, handover_press, ("accept_handover",),
                              handover_check, by_member=True),
    "planned turn": Scenario("planned turn", plan_prepare, plan_work,
                             ("commit_action", "claim_decision", "finish_plan"), plan_check,
                             by_member=True),
    "planned turn, digest": Scenario("planned turn, digest", plan_digest_prepare, tick,
                                     ("claim_digest", "drop_plan_reports"), plan_digest_check),
}
CLOCKS = {"season close": SEASON_START, "digest": DIGEST_START}


# --- the runs ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Prepared:
    """A scenario's state before its work, made once per test and started from by every run: the
    database (``copies``: a fresh copy per run), Discord and the time (``world``), and what ``prepare``
    returned (``state``)."""

    scenario: Scenario
    copies: Copies
    world: World
    state: dict[str, Any]
    #: How many messages Discord had seen when it was kept.
    sent: int


@asynccontextmanager
async def prepared(scenario: Scenario, backend: str, folder: Path) -> AsyncIterator[Prepared]:
    """``scenario`` prepared once on ``backend`` by a bot that is then stopped (its database kept)."""
    async with copies(backend, folder) as kept:
        h = await Harness.create(folder, games=GAMES, database=kept.source,
                                 clock=FakeClock(CLOCKS.get(scenario.name, START)))
        h.bot.new_seed = lambda: SEED
        try:
            state = await scenario.prepare(h)
            assert h.violations == [], h.violations[:3]
        finally:
            await h.close()
        await kept.take()
        yield Prepared(scenario, kept, snapshot(h), state, len(h.sent))


async def run(start: Prepared, folder: Path, point: KillPoint | None, *,
              child: Zygote | None = None) -> tuple[Counter[Any], list[Any]]:
    """One run of the scenario from its prepared state (a fresh copy of the database, a new bot on it and
    the same Discord and time): its work done and killed at ``point`` (in this process, or in a child
    process killed with SIGKILL), a new bot, two ticks. What reached Discord from the work on (see
    ``killing.outcome``) and, for the dry run (``point`` None), the store calls it made; else the flows
    left pending."""
    scenario, state = start.scenario, copy.deepcopy(start.state)
    folder.mkdir(parents=True, exist_ok=True)
    location = await start.copies.fresh(folder)
    h = await restore(start.world, folder, location, GAMES)
    h.bot.new_seed = lambda: SEED
    bots = [h]
    try:
        since = len(h.sent)
        # The new bot found nothing left to do at its start: the preparation was whole, and the work is
        # all that follows.
        assert await pending_flows(h) == [] and h.sent[start.sent:] == [], h.sent[start.sent:]
        watched = (*scenario.watched, *FLOW_METHODS)
        calls: list[Any] = []
        if child is not None:
            assert point is not None and scenario.child_work is not None
            await h.close()
            reached = await run_child(child, h, location, folder, scenario.child_work(state), watched, point,
                                      SEED)
            assert reached.startswith(str(point)), reached  # the child stopped at that very step
        else:
            killer = Killer(h, watched, point)
            if point is None:
                await scenario.work(h, state)
            else:
                await run_until_killed(killer, lambda: scenario.work(h, state))
            calls = killer.calls
        h = await restart(h, folder, location, GAMES)
        h.bot.new_seed = lambda: SEED
        bots.append(h)
        if scenario.by_member and point is not None and (point.method, point.nth, point.when) == (
                scenario.watched[0], 1, "before"):
            await scenario.work(h, state)  # nothing was stored: the member does it again
        await two_ticks(h)
        if scenario.check is not None:
            await scenario.check(h, state)
        assert h.violations == [], h.violations[:3]
        made = outcome(h, since=since)
        return made, calls if point is None else await pending_flows(h)
    finally:
        for bot in bots:
            try:
                await bot.close()
            except BaseException:  # noqa: BLE001 - a dead bot's store refuses even its close
                pass


GAMES: dict[str, Any] = {}


@pytest.fixture(autouse=True)
def _games(test_games):
    from rules import GAMES as PACKAGED

    GAMES.clear()
    GAMES.update(test_games)
    GAMES["iwari"] = PACKAGED["iwari"]  # the planned turn's game (hidden cards, a plan)
    yield
    GAMES.clear()


def sampled(found: list[KillPoint]) -> list[KillPoint]:
    """The points PostgreSQL runs: the first two and the last two, and every third between. Every point
    runs on SQLite; what the database adds (its claims, conditional writes and rolled-back transactions)
    is the same SQL at every point, and each PostgreSQL point costs the shared server a refilled schema
    and two bots' connection pools."""
    keep = {0, 1, len(found) - 2, len(found) - 1, *range(2, len(found), 3)}
    return [point for index, point in enumerate(found) if index in keep]


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("name", list(SCENARIOS))
async def test_killed_at_every_step_the_work_is_done_once(name: str, backend: str, tmp_path: Path):
    async with prepared(SCENARIOS[name], backend, tmp_path / "prepared") as start:
        expected, calls = await run(start, tmp_path / "dry", None)
        assert expected, "the dry run made nothing"
        found = points(calls)
        assert len(found) >= 4, calls
        if backend != "sqlite":
            found = sampled(found)
        failures = []
        for index, point in enumerate(found):
            made, left = await run(start, tmp_path / f"kill{index}", point)
            if made != expected or left:
                failures.append((str(point), "more:", made - expected, "lost:", expected - made, "pending:",
                                 left))
    assert failures == [], failures


#: The points where the child process is killed with SIGKILL: after the change is stored (before anything of
#: its flow), after a post or DM was made and before it was recorded, and after a step's record (the label:
#: the step the call must be, checked in the child).
CHILD_POINTS = {
    "queue match": [KillPoint("claim_match", 1, "after", "claim_match"),
                    KillPoint("flow_step", 3, "before", "step post"),
                    KillPoint("flow_step", 6, "before", "step dm:")],
    "rematch": [KillPoint("create_lobby", 1, "after", "create_lobby"),
                KillPoint("flow_step", 1, "before", "step post")],
}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("name", list(CHILD_POINTS))
async def test_a_bot_process_killed_with_sigkill_at_a_step_leaves_the_work_done_once(
        name: str, backend: str, tmp_path: Path):
    """The same, with a real process: a child runs the bot on the same database and Discord and is sent
    SIGKILL at the point (it waits there, so the kill lands between the two effects); what it made in
    Discord is taken in, and this process's bot finishes the work within two ticks."""
    async with prepared(SCENARIOS[name], backend, tmp_path / "prepared") as start, \
            Zygote(tmp_path / "zygote") as zygote:
        expected, _ = await run(start, tmp_path / "dry", None)
        failures = []
        for index, point in enumerate(CHILD_POINTS[name]):
            made, left = await run(start, tmp_path / f"child{index}", point, child=zygote)
            if made != expected or left:
                failures.append((str(point), "more:", made - expected, "lost:", expected - made, "pending:",
                                 left))
    assert failures == [], failures
