"""One member's flood against another channel's moves (issue 29 point 5): the latency of moves in channel A
while one member floods the bot with replays, exports, new lobbies and move suggestions, against the same
moves' latency with nobody flooding, taken in the same run (the floor).

It drives the real bot through the Discord test harness (``tests/bot/harness.py``: the real command tree,
router, rooms and announcer, a recording transport that answers at once), with the render pool of
``python -m bot`` (``PoolRenderer``: boards, and replays on workers of their own behind the bot's replay
queue). Set-up: a finished game (Wayfinders, two players, played through the game service) for the
replays and exports; a two-player game in channel A whose moves are measured (each one that ends a turn,
when there is one, so each renders a board and posts a card); and a game in channel C where the flooding
member is to move, whose suggestions they ask for (Iwari, four players, played on to a position with
``MENU_MOVES`` legal moves or more: its menu takes 100-200 ms to build). The flooder's first menu and a
first replay (the replay workers start on it) are done before anything is measured.

A move's latency is from the moment its interaction reaches the bot (``/game play move:<code>``, by the
player to move) until the bot's handler of it is done: answered, committed, its card posted (the tasks
the interaction started, awaited; the flood's own tasks are not among them). Phases of the same number of
moves, ``MOVE_GAP`` apart: idle; then, ``ROUNDS`` times each and in turn (so neither gains from coming
later), the flood with the bot's limits (``core/limits.py``, full budgets at its start) and the flood with
no limits (``bot.limits`` without rules: what a member could do before issue 29). The flood is a script:
every ``FLOOD_GAP`` seconds one request, in turn three suggestions (the typed text growing), a replay, an
export and a new lobby in a thread of its own (from channel B), each sent without waiting for the last.
The harness's clock follows the wall clock during the flood, so the budgets refill as they would.
Reported: median / p95 / worst latency and their ratio to the idle median, requests sent and refused.
The issue's goal: a flood raises another channel's move latency at most 1.5x idle.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from bench import Table, median_p95
from bench.harness_import import harness_module
from rules import GAMES

#: Seconds between two of the flood's requests (a script: 50 a second).
FLOOD_GAP = 0.02
#: The flood's requests come round in this many steps: three suggestions, a replay, an export, a lobby.
FLOOD_ROUND = 6
#: Seconds between two measured moves (the same in every phase): a phase floods for the whole of its moves
#: (30 moves: some 10 s), long enough for the budgets' first allowance to be spent.
MOVE_GAP = 0.25
MOVES = 30
QUICK_MOVES = 10
CHANNEL_A, CHANNEL_B, CHANNEL_C = 930_001, 930_002, 930_003
GOAL = 1.5
#: Rounds of the two flood phases (see :func:`measure`).
ROUNDS = 2
#: The flooder's position has at least this many legal moves (when the game reaches one in 80 moves).
MENU_MOVES = 90


@dataclass
class Phase:
    name: str
    latencies_ms: list[float] = field(default_factory=list)
    sent: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)


async def _finished_game(h: Any, game_id: str, users: list[int], seed: int) -> int:
    """A whole game played through the game service (as the players' presses would), in a channel of its
    own; its database id."""
    store, game = h.bot.store, h.bot.games[game_id]
    record = await store.create_lobby(guild_id=harness_module().GUILD_ID, channel_id=939_000 + seed,
                                      game=game_id, options={}, creator_id=users[0])
    for user in users[1:]:
        await store.add_seat(record.id, user)
    loaded = await h.bot.service.start(await store.get_game(record.id), seed)
    rng = random.Random(seed)
    while loaded.record.status == "active":
        seat = game.to_play(loaded.state)
        result = await h.bot.service.play(loaded, loaded.users[seat],
                                          rng.choice(game.legal_actions(loaded.state)))
        loaded = result.after
    return record.id


class Bench:
    """The bot under the harness, the three games, and the flood."""

    def __init__(self, h: Any, harness: Any, move_game: str, replay_game: str, menu_game: str) -> None:
        self.h = h
        self.harness = harness
        self.move_game, self.replay_game, self.menu_game = move_game, replay_game, menu_game
        self.rng = random.Random(1)
        self.move_db = 0
        self.seed = 0
        self.finished = 0
        self.flooder: Any = None
        self.flood_tasks: set[asyncio.Task[Any]] = set()
        self.move_gap = MOVE_GAP
        #: The fewest requests a flood sends, however quickly its phase's moves are done: on a busy
        #: machine the flood's loop gets fewer turns, and a flood of a few requests never spends an
        #: allowance (the smoke run's check that the limits refuse something would then pass or fail
        #: by the machine's load).
        self.flood_at_least = 0
        self.menu_moves = 0

    async def set_up(self) -> None:
        h, harness = self.h, self.harness
        self.finished = await _finished_game(h, self.replay_game, [h.user("r1").id, h.user("r2").id], seed=1)
        await self.new_move_game()
        game = h.bot.games[self.menu_game]
        players = [h.user(f"m{n}") for n in range(min(4, game.max_players))]
        menu_db = await harness.start_game(h, self.menu_game, players, seed=4, channel_id=CHANNEL_C)
        loaded = await h.bot.service.load(await h.bot.store.get_game(menu_db))
        # On to a position with many moves (the menu's cost grows with them: an Iwari middle game with a
        # hundred takes 100-200 ms to build), played through the game service.
        rng = random.Random(4)
        for _ in range(80):
            legal = game.legal_actions(loaded.state)
            if len(legal) >= MENU_MOVES:
                break
            action = rng.choice(legal)
            if game.is_over(game.apply(loaded.state, action)):
                break
            loaded = (await h.bot.service.play(loaded, loaded.to_play_user(), action)).after
        self.flooder = h.user_by_id(loaded.to_play_user())
        self.menu_moves = len(game.legal_actions(loaded.state))
        # Once before any phase, so no phase pays for a first time: the flooder's suggestions (their
        # position's menu, where the bot keeps it) and a replay (the replay workers start on the first).
        for task in self.send(self.flooder, 4, "game play", {"move": ""}, CHANNEL_C, focused="move"):
            await task
        await h.slash(h.user("r1"), "records replay", channel_id=CHANNEL_B, id=self.finished)

    async def new_move_game(self) -> None:
        """A new game in channel A (the last one ended; perhaps while the flood goes on): ``/game new``, Join
        and Start through the bot, the lobby found by its channel (what the harness saw meanwhile holds
        the flood's lobbies too)."""
        h = self.h
        self.seed += 1
        creator, other = h.user(f"a{self.seed}"), h.user(f"b{self.seed}")
        await h.slash(creator, "game new", channel_id=CHANNEL_A, game=self.move_game)
        lobby = await h.bot.overview.channel_game(CHANNEL_A)
        assert lobby is not None and lobby.status == "lobby", "no lobby opened in channel A"
        await h.press(other, f"lb:{lobby.id}:join")
        seed = self.seed
        h.bot.new_seed = lambda: seed
        await h.press(creator, f"lb:{lobby.id}:start")
        self.move_db = lobby.id

    async def next_move(self) -> tuple[Any, str]:
        """The player to move in channel A and a move of theirs that ends the turn when one does."""
        h = self.h
        record = await h.bot.store.get_game(self.move_db)
        if record.status != "active":
            await self.new_move_game()
            record = await h.bot.store.get_game(self.move_db)
        loaded = await h.bot.service.load(record)
        game = loaded.game
        legal = game.legal_actions(loaded.state)
        ending = [a for a in legal if game.turn_count(game.apply(loaded.state, a)) != loaded.turn]
        action = self.rng.choice(ending or legal)
        return h.user_by_id(loaded.to_play_user()), game.encode(action)

    def send(self, user: Any, kind: int, path: str, values: dict[str, Any], channel_id: int,
             focused: str | None = None) -> set[asyncio.Task[Any]]:
        """Feed one interaction to the bot as the gateway does; the tasks it started."""
        h = self.h
        payload = h._interaction(user, kind, h._command_data(path, values, focused), channel_id=channel_id)
        before = asyncio.all_tasks()
        h.bot._connection.parse_interaction_create(payload)
        return asyncio.all_tasks() - before

    async def timed_move(self) -> float:
        user, code = await self.next_move()
        start = time.perf_counter()
        mine = self.send(user, 2, "game play", {"move": code}, CHANNEL_A)
        if mine:
            await asyncio.wait(mine)
        return (time.perf_counter() - start) * 1000.0

    async def flood(self, phase: Phase, stop: asyncio.Event) -> None:
        h, user = self.h, self.flooder
        began, moment = time.perf_counter(), h.clock.now
        typed = "abcdefghij"
        step = 0
        while not stop.is_set() or step < self.flood_at_least:
            h.clock.set(moment + timedelta(seconds=time.perf_counter() - began))  # the budgets refill
            which = step % FLOOD_ROUND
            if which < 3:
                kind = "autocomplete"
                tasks = self.send(user, 4, "game play", {"move": typed[: step % len(typed)]}, CHANNEL_C,
                                  focused="move")
            elif which == 3:
                kind = "replay"
                tasks = self.send(user, 2, "records replay", {"id": self.finished}, CHANNEL_B)
            elif which == 4:
                kind = "export"
                tasks = self.send(user, 2, "records export", {"id": self.finished}, CHANNEL_B)
            else:
                kind = "lobby"
                tasks = self.send(user, 2, "game new", {"game": self.move_game, "thread": "yes"}, CHANNEL_B)
            phase.sent[kind] += 1
            self.flood_tasks |= tasks
            step += 1
            await asyncio.sleep(FLOOD_GAP)

    async def phase(self, name: str, moves: int, flood: bool) -> Phase:
        phase = Phase(name)
        limits = getattr(self.h.bot, "limits", None)
        refused_before = Counter(limits.refused) if limits is not None else Counter()
        stop = asyncio.Event()
        flooding = asyncio.create_task(self.flood(phase, stop)) if flood else None
        if flooding is not None:
            await asyncio.sleep(0.5)  # the flood under way
        for _ in range(moves):
            phase.latencies_ms.append(await self.timed_move())
            await asyncio.sleep(self.move_gap)
        stop.set()
        if flooding is not None:
            await flooding
        pending = {task for task in self.flood_tasks if not task.done()}
        if pending:
            await asyncio.wait(pending, timeout=600)
        self.flood_tasks.clear()
        if limits is not None:
            phase.refused = Counter(limits.refused) - refused_before
        return phase


async def measure(renderer: Any = None, *, moves: int = MOVES, move_game: str = "wayfinders",
                  replay_game: str = "wayfinders", menu_game: str = "iwari",
                  games: Iterable[str] | None = None, move_gap: float = MOVE_GAP,
                  rounds: int = ROUNDS, flood_at_least: int = 0) -> list[Phase]:
    """The three phases (see the module) on a fresh bot with ``renderer`` (None: the harness's stand-in,
    which draws nothing: a smoke run). The two flood phases run ``rounds`` times each, in turn (with the
    limits first, then without, then the other way round …), so neither gains from coming later (the
    machine's load drifts, caches warm); each phase's moves are the rounds' together."""
    harness = harness_module()
    with tempfile.TemporaryDirectory() as folder:
        h = await harness.Harness.create(folder, games=games if games is not None else GAMES,
                                         renderer=renderer)
        try:
            if hasattr(renderer, "warm_up"):
                await asyncio.to_thread(renderer.warm_up)
            bench = Bench(h, harness, move_game, replay_game, menu_game)
            bench.move_gap = move_gap
            bench.flood_at_least = flood_at_least
            await bench.set_up()
            for _ in range(3):  # the first moves' caches (fonts, maps, DM channels) are not the floor
                await bench.timed_move()
            phases = [await bench.phase("idle (the floor)", moves, flood=False)]
            for round_ in range(rounds):
                for limited in (True, False) if round_ % 2 == 0 else (False, True):
                    if hasattr(h.bot, "limits"):  # a flood begins on full budgets (or none at all)
                        from core.limits import RULES, Limits

                        h.bot.limits = Limits(h.bot.clock, rules=RULES if limited else {})
                    name = "one member flooding, " + ("with the limits" if limited else "no limits")
                    phases.append(await bench.phase(name, moves, flood=True))
            return merged(phases)
            return phases
        finally:
            await h.close()


def merged(phases: list[Phase]) -> list[Phase]:
    """The phases of the same name as one, in the order first met."""
    by_name: dict[str, Phase] = {}
    for phase in phases:
        into = by_name.setdefault(phase.name, Phase(phase.name))
        into.latencies_ms += phase.latencies_ms
        into.sent += phase.sent
        into.refused += phase.refused
    return list(by_name.values())


def table(phases: list[Phase], title: str) -> Table:
    result = Table(title, ["phase", "moves", "median ms", "p95 ms", "worst ms", "median x idle",
                           "p95 x idle", "worst x idle", "flood requests", "refused",
                           f"median <= {GOAL}x idle"])
    idle = statistics.median(phases[0].latencies_ms)
    for phase in phases:
        median, p95 = median_p95(phase.latencies_ms)
        worst = max(phase.latencies_ms)
        sent = sum(phase.sent.values())
        refused = ", ".join(f"{kind} {phase.refused[kind]}/{phase.sent[kind]}" for kind in sorted(phase.sent)
                            if phase.refused[kind]) or "—"
        result.rows.append([phase.name, len(phase.latencies_ms), median, p95, worst, median / idle,
                            p95 / idle, worst / idle, sent or "—", refused,
                            "yes" if median / idle <= GOAL else "NO"])
    return result


def run(quick: bool = False) -> Table:
    from bot.render_pool import PoolRenderer

    moves, rounds = (QUICK_MOVES, 1) if quick else (MOVES, ROUNDS)
    phases = asyncio.run(measure(PoolRenderer(), moves=moves, rounds=rounds))
    return table(phases, f"A move in channel A while one member floods replays, exports, new lobbies and "
                         f"suggestions (Wayfinders moves; Iwari suggestions at a position of {MENU_MOVES}+ "
                         f"moves; {moves} moves a phase, each flood phase {rounds}x, in turn)")


def tiny(games: Mapping[str, Any], game_id: str, moves: int = 3) -> Table:
    """A smoke run for the tests: ``game_id`` for all three games, the harness's stand-in renderer."""
    phases = asyncio.run(measure(None, moves=moves, move_game=game_id, replay_game=game_id, menu_game=game_id,
                                 games=games, move_gap=0.05, rounds=1, flood_at_least=FLOOD_ROUND * 5))
    return table(phases, f"A move in channel A while one member floods ({game_id}, {moves} moves a phase)")
