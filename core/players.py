"""The computer players' turns (issue 13), without Discord: the search pool and the driver that plays a
computer's decision (and the stand-in's, at the hard level) through the game service.

A computer seat is a seat with a negative user id (:mod:`core.computers`). When a committed move leaves a
computer to play, :meth:`ComputerPlayers.schedule` starts a task that, under the game's lock, asks
:func:`rules.ai.choose` for the seat's decision **in a process pool** (the search is CPU-bound Python and
must not block the event loop) and plays it through ``GameService.play`` with the version it read: the
same lock, commit and announcement as a human move. The announcement schedules the next computer decision
if there is one, so a run of computer turns becomes one board post per turn.

Before searching, a process claims the decision in the database (:meth:`Store.claim_decision`, for the
game's version, for :data:`CLAIM_SECONDS`), so when several processes serve one bot only one of them
searches; the others leave it (a lost race is not an error). Nothing else about a decision in progress is
kept: a restart or a crashed worker loses only the thinking, and a claim whose process died runs out.
:meth:`ComputerPlayers.resume` (at start and in every run of the bot's periodic work) finds active games
waiting for a computer and plays them; a decision that failed (the database down at the commit, the pool
broken again and again) gives its claim back and is tried by the next run. The version check makes a
second driver's move fail, so a computer never moves twice for one decision. A broken pool (a worker
killed) is replaced and the decision asked again.

The hard player's budget (:attr:`ComputerPlayers.budget_ms`, a second) is turned into search iterations with
a rate **measured on this machine** (issue 31), not the game's declared constant: the pool's first job,
before the first hard decision after a start, is :func:`calibrate_in_worker`, which times each game's
search in the worker process (``rules.ai.calibrate``, a fraction of a second in all) and sends the rates
back; every hard decision then passes its game's rate, so the planned playouts fill the budget on this
machine and the wall-clock deadline only guards it. A game without a measured rate (the calibration failed,
or the game was registered later) uses its declared rate. Calibrating when the pool starts, not when the
process starts, keeps a bot that plays no computer from starting a worker at all.

The search's seed comes from the game's search secret (:meth:`ComputerPlayers.search_seed`), never from
the set-up seed: a search that knew the set-up seed could rebuild the hidden deal.

The driver needs a host with ``store``, ``service``, ``clock``, ``work_shards`` and ``announcer``
(whose ``announce`` posts a committed move): the bot, in production.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from core import logctx
from core.computers import computer_level, is_computer
from core.hints import Hint, hint_in_worker
from core.plans import STOP_TOOK_OVER, Report, forced_action, next_verdict, step_words
from core.service import GameBusy, PlayerError
from rules import GAMES
from rules.ai import DEFAULT_BUDGET_MS, MAX_BUDGET_MS, calibrate, choose
from rules.base import Rng
from store import FLOW_PLAN_REPORT, ClockRow, GameRecord, StaleVersion, StoreUnavailable, stamp

if TYPE_CHECKING:
    from core.service import LoadedGame

log = logging.getLogger(__name__)

#: Worker processes for the search: one per decision at a time is plenty for a 2-core host.
DEFAULT_WORKERS = 1
#: How many times one decision is asked of a fresh pool after the pool broke.
RETRIES = 2
#: How long a claimed decision stays the claiming process's: far above a search (the budget is a second),
#: and short enough that a decision whose process died is taken over within a few runs of the tick.
CLAIM_SECONDS = 120
#: How long a claimed decision of a player's own made for them (a plan's, or their one possible decision)
#: stays the claiming process's: nothing is searched, so a dead process's claim is taken over at the next
#: run of the periodic work.
OWN_CLAIM_SECONDS = 30
#: How long a hint may wait for the pool and search, on top of twice the budget (issue 31).
HINT_DEADLINE_SECONDS = 15.0
#: A hint's budget, in the computers' budgets (see :meth:`ComputerPlayers.hint`).
HINT_BUDGET_FACTOR = 2
#: The calibration's timed part, for all the games together (``rules.ai.calibrate``): each game gets an
#: equal share, at most :data:`CALIBRATION_SECONDS_PER_GAME`. Setting up its positions adds a little.
CALIBRATION_SECONDS = 0.25
CALIBRATION_SECONDS_PER_GAME = 0.06


class HintTimeout(Exception):
    """A hint not computed within its deadline (the pool busy): the player is asked to try again."""


def humans(users: list[int]) -> list[int]:
    return [user for user in users if not is_computer(user)]


def decide_in_worker(game_id: str, view: dict, level: str, seed: int, budget_ms: int,
                     rate: int | None = None) -> str:
    """Run in a worker process: the encoded action of the seat whose ``view`` this is, in the registered
    game ``game_id``, searching at ``rate`` iterations per second (the calibrated one; ``None``: the
    game's declared rate) and stopping before ``budget_ms`` of wall time. The packaged games are registered
    in any process; a game registered at run time is there because the pool's workers are forked from the
    bot's process (Linux's default), after it was registered: the pool starts on the first decision."""
    game = GAMES[game_id]
    return game.encode(choose(game, view, level=level, seed=seed, budget_ms=budget_ms, clock=time.monotonic,
                              rate=rate))


def calibrate_in_worker(game_ids: list[str], seconds: float) -> tuple[int, dict[str, int]]:
    """Run in a worker process: this process's id and each game's measured hard-search rate (iterations
    per second, ``rules.ai.calibrate``), timing each game for ``seconds``."""
    return os.getpid(), {game_id: calibrate(GAMES[game_id], time.monotonic, seconds) for game_id in game_ids}


class ComputerPlayers:
    """The search pool and the turn driver of one bot process."""

    def __init__(self, host: Any, *, budget_ms: int = DEFAULT_BUDGET_MS, workers: int = DEFAULT_WORKERS,
                 executor_factory: Callable[[], Executor] | None = None) -> None:
        self.host = host
        self.budget_ms = budget_ms
        #: Worker processes of the search pool (``BOARDGAME_COMPUTER_WORKERS``); read when the pool starts.
        self.workers = workers
        self._factory = executor_factory or self._new_pool
        self._pool: Executor | None = None
        self._running: set[int] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        #: This process, as the owner of the decisions it claims.
        self.owner = secrets.token_hex(8)
        #: Called (plainly) after each decision with the game's id (the title), the level and the seconds
        #: it took: the bot's metrics (``bot/ops.py``); the core imports no metrics library.
        self.on_decided: Callable[[str, str, float], None] | None = None
        #: Each game's hard-search rate measured in the pool (:meth:`calibrate`), once per process.
        self.rates: dict[str, int] = {}
        #: The worker process that measured them (``None`` until then).
        self.calibrated_in: int | None = None
        self._calibration: asyncio.Future[None] | None = None

    def _new_pool(self) -> Executor:
        return ProcessPoolExecutor(max_workers=self.workers)

    @property
    def pool(self) -> Executor:
        if self._pool is None:
            self._pool = self._factory()
        return self._pool

    def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._calibration is not None and not self._calibration.done():
            self._calibration.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _calibrated_games(self) -> list[str]:
        games = getattr(self.host, "games", None) or GAMES
        return [game_id for game_id, game in games.items() if game.spec.capabilities.determinize]

    async def calibrate(self) -> dict[str, int]:
        """Measure each game's hard-search rate in the pool's worker, once (later calls wait for the
        first and return its rates). A failure is logged and leaves the declared rates in use."""
        if self._calibration is None:
            self._calibration = asyncio.ensure_future(self._calibrate())
        await asyncio.shield(self._calibration)
        return self.rates

    async def _calibrate(self) -> None:
        games = self._calibrated_games()
        if not games:
            return
        seconds = min(CALIBRATION_SECONDS_PER_GAME, CALIBRATION_SECONDS / len(games))
        started = time.perf_counter()
        try:
            pid, rates = await asyncio.get_running_loop().run_in_executor(
                self.pool, calibrate_in_worker, games, seconds)
        except Exception as error:  # a broken pool, a game that cannot set up: the declared rates serve
            log.warning("computer players: calibration failed (%s); the games' declared rates are used",
                        type(error).__name__)
            return
        self.rates, self.calibrated_in = rates, pid
        log.info("computer players: hard-search rates measured in %.2f s: %s", time.perf_counter() - started,
                 ", ".join(f"{game_id} {rate}/s" for game_id, rate in sorted(rates.items())))

    async def claim(self, loaded: LoadedGame, seconds: int = CLAIM_SECONDS) -> bool:
        """Claim the decision due in ``loaded`` (at its version) for this process, for ``seconds``; False
        when another process has it (it searches and moves; this one leaves it)."""
        now = self.host.clock()
        return await self.host.store.claim_decision(loaded.id, loaded.version, self.owner, stamp(now),
                                                   stamp(now + timedelta(seconds=seconds)))

    async def release(self, loaded: LoadedGame) -> None:
        """Give a claim back after a failed search or commit, so the next tick (any process) tries."""
        try:
            await self.host.store.release_decision(loaded.id, loaded.version, self.owner)
        except StoreUnavailable as error:
            log.info("game %d: claim not given back (%s); it runs out by itself", loaded.id, error)

    async def search_seed(self, loaded: LoadedGame, seat: int, *, purpose: str = "") -> int:
        """The seed of one decision's search: from the game's search secret (stored apart from the
        set-up seed, which it reveals nothing about), the version and the seat (``purpose``: a hint's
        search has a seed of its own, so a hint repeats for the same position)."""
        secret = await self.host.store.search_secret(loaded.id, secrets.randbits(62))
        tail = f":{purpose}" if purpose else ""
        digest = hashlib.sha256(f"{secret}:{loaded.version}:{seat}{tail}".encode()).digest()
        return int.from_bytes(digest[:8], "big") >> 1

    async def decide(self, loaded: LoadedGame, seat: int, level: str) -> str:
        """The encoded action a computer of ``level`` takes for ``seat``, from that seat's view only."""
        game = loaded.game
        seed = await self.search_seed(loaded, seat)
        if not game.spec.capabilities.determinize:
            # A game that cannot sample what a seat does not see (a test game) gets a random legal move,
            # as the stand-in made before computer players existed.
            return game.encode(Rng.from_seed(seed).choice(game.legal_actions(loaded.state)))
        view = game.view(loaded.state, seat)
        budget = self.budget_ms if level == "hard" else 0
        rate = None
        if level == "hard":
            rate = (await self.calibrate()).get(game.id)
        loop = asyncio.get_running_loop()
        started = time.perf_counter()
        for attempt in range(RETRIES + 1):
            pool = self.pool
            try:
                decision = await loop.run_in_executor(pool, decide_in_worker, game.id, view, level, seed,
                                                      budget, rate)
                if self.on_decided is not None:
                    self.on_decided(game.id, level, time.perf_counter() - started)
                return decision
            except BrokenProcessPool:
                log.warning("game %d: a computer player's worker died; new pool (attempt %d)",
                            loaded.id, attempt + 1)
                if self._pool is pool:
                    pool.shutdown(wait=False, cancel_futures=True)
                    self._pool = None
        raise RuntimeError("the computer players' pool keeps breaking")

    async def hint(self, loaded: LoadedGame, seat: int) -> Hint:
        """The coach's hint for ``seat`` (issue 31: :mod:`core.hints`), from that seat's view only, searched
        in the pool with the bot's budget and given up after :data:`HINT_DEADLINE_SECONDS` (plus twice the
        budget: the pool may be finishing a computer's decision first): :class:`HintTimeout` then. A broken
        pool is replaced and the hint asked again, as for a decision."""
        game = loaded.game
        seed = await self.search_seed(loaded, seat, purpose="hint")
        view = game.view(loaded.state, seat)
        rate = (await self.calibrate()).get(game.id)  # the budget means what it means for a decision
        # A hint may think twice as long as a computer's decision (capped as any search is): the player
        # waits for a deferred answer anyway, and every choice told needs playouts of its own to the end.
        budget = min(MAX_BUDGET_MS, HINT_BUDGET_FACTOR * self.budget_ms)
        loop = asyncio.get_running_loop()
        wait = HINT_DEADLINE_SECONDS + 2 * budget / 1000.0
        started = time.perf_counter()
        for attempt in range(RETRIES + 1):
            pool = self.pool
            try:
                future = loop.run_in_executor(pool, hint_in_worker, game.id, view, seed, budget, True, rate)
                hint = await asyncio.wait_for(future, timeout=wait)
                if self.on_decided is not None:
                    self.on_decided(game.id, "hint", time.perf_counter() - started)  # the coach's search
                return hint
            except TimeoutError as error:
                raise HintTimeout(f"no hint within {wait:.1f} s") from error
            except BrokenProcessPool:
                log.warning("game %d: a hint's worker died; new pool (attempt %d)", loaded.id, attempt + 1)
                if self._pool is pool:
                    pool.shutdown(wait=False, cancel_futures=True)
                    self._pool = None
        raise RuntimeError("the computer players' pool keeps breaking")

    def schedule(self, game_id: int) -> None:
        """Play the game's computer decision soon, outside the caller's lock (a task)."""
        if game_id in self._running:
            return
        self._running.add(game_id)
        task = asyncio.create_task(self._drive(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(lambda _: self._running.discard(game_id))

    async def idle(self) -> None:
        """Wait until no computer decision is under way (tests and shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def _drive(self, game_id: int) -> None:
        # A task of its own (started by a move, a tick, a start): its lines carry this game's ids only,
        # not the interaction or the game of the work that started it.
        with logctx.fresh(game=game_id):
            await self._drive_game(game_id)

    async def _drive_game(self, game_id: int) -> None:
        try:
            # One decision per lock; the announcement of each asks for the next, which this loop plays
            # (a second task for the same game is never started while this one runs).
            while await self.play_one(game_id):
                pass
        except GameBusy:
            log.info("game %d: the computer waits for the next tick", game_id)
        except StaleVersion:
            log.info("game %d: another process moved first; nothing to do", game_id)
        except StoreUnavailable as error:
            log.warning("game %d: the computer's move waits for the database (%s)", game_id, error)
        except PlayerError as error:
            # The refusal's message id, not its words: a refused decision may name what the seat holds.
            log.info("game %d: computer move not played (%s)", game_id,
                     getattr(error.msg, "id", type(error).__name__))
        except Exception:
            log.exception("game %d: a computer player could not play", game_id)

    async def play_one(self, game_id: int) -> bool:
        """Under the game's lock: if a computer is to play, play its decision. True when it played."""
        host = self.host
        service = host.service
        async with service.locked(game_id):
            read = await host.store.game_to_play(game_id)  # the row, seats and log's tip: one hand-off
            if read is None or read[0].status != "active" or read[0].damaged:
                return False
            record = read[0]
            logctx.bind(guild=record.guild_id, channel=record.channel_id)  # within _drive's scope
            loaded = await service.load(record, read=(read[1], read[2]))
            seat = loaded.game.to_play(loaded.state)
            user = loaded.user_at(seat)
            level = computer_level(user) if user is not None else None
            if seat is not None and user is not None and level is None and user > 0:
                states = await host.store.seat_states(game_id)
                if seat < len(states) and states[seat].standin:
                    return False  # the stand-in keeps the seat: its own driver plays it
                return await self._play_for_player(loaded, seat, user)
            if seat is None or level is None:
                return False
            if not await self.claim(loaded):
                log.debug("game %d: another process has this computer decision", game_id)
                return False
            try:
                text = await self.decide(loaded, seat, level)
                # Which seat decided, never what: the decision is the game's business (its announcement).
                log.debug("game %d: the %s computer of seat %d decided", game_id, level, seat)
                result = await service.play(loaded, user, text, expected_version=loaded.version)
            except BaseException:
                await self.release(loaded)
                raise
            await host.announcer.announce(result)
            return True

    # --- a player's own decisions made for them: their plan, and a decision with one answer ---------------
    async def wants_player_turn(self, loaded: LoadedGame) -> bool:
        """Whether the human seat to play in ``loaded`` has something to make for them now (a plan, which is
        then marked due so the periodic work takes it up if this process cannot, or a decision with one
        answer they let the bot make): the announcer then schedules :meth:`play_one`."""
        seat = loaded.game.to_play(loaded.state)
        user = loaded.user_at(seat)
        if seat is None or user is None or user <= 0 or loaded.record.status != "active":
            return False
        store = self.host.store
        plan = await store.plan_of(loaded.id, seat)
        if plan is not None and plan.user_id == user:
            await store.mark_plan_due(loaded.id, seat, stamp(self.host.clock()))
            return True
        return forced_action(loaded.game, loaded.state) is not None and await store.forced_choice(user)

    async def _play_for_player(self, loaded: LoadedGame, seat: int, user: int) -> bool:
        """Under the game's lock, ``seat`` (``user``'s) to play: the next decision of their plan, or the
        one possible decision when it reveals nothing and they let the bot make those. True when played."""
        store = self.host.store
        plan = await store.plan_of(loaded.id, seat)
        if plan is not None and plan.user_id == user:
            logged = await store.seat_actions_since(loaded.id, seat, plan.made_seq)
            verdict = next_verdict(loaded.game, loaded.state, seat, plan, logged,
                                   others_in_turn=await self.others_in_turn(loaded, seat, logged))
            if verdict.kind == "wait":
                await store.clear_plan_due(loaded.id, seat)  # not its turn's start: it waits for that
            elif verdict.kind == "stop":
                await self.finish_plan(loaded, plan, verdict.reason, verdict.index, logged)
            else:
                # If this process dies before the plan is done, the periodic work takes it up then.
                await store.mark_plan_due(loaded.id, seat,
                                          stamp(self.host.clock() + timedelta(seconds=OWN_CLAIM_SECONDS)))
                result = await self._play_own(loaded, user, verdict.action)
                if result is None:
                    return False
                await self.host.announcer.announce(result)
                after = result.after
                if verdict.index + 1 >= len(plan.steps) or after.game.to_play(after.state) != seat:
                    # Its last decision, or its turn is over: the plan ends now, its report after the board.
                    logged = await store.seat_actions_since(loaded.id, seat, plan.made_seq)
                    done = next_verdict(after.game, after.state, seat, plan, logged)
                    if done.kind == "stop":
                        await self.finish_plan(after, plan, done.reason, done.index, logged)
                return True
        action = forced_action(loaded.game, loaded.state)
        if action is None or not await store.forced_choice(user):
            return False
        result = await self._play_own(loaded, user, loaded.game.encode(action))
        if result is None:
            return False
        await self.host.announcer.announce(result)
        return True

    async def others_in_turn(self, loaded: LoadedGame, seat: int, logged: list[Any]) -> bool:
        """Whether other seats decided in the turn under way before the plan's first decision (read only
        then: once a planned decision is played, the turn is the plan's)."""
        if logged or loaded.game.to_play(loaded.state) != seat:
            return False
        turn = loaded.game.turn_count(loaded.state)
        return any(entry.seat != seat for entry in await self.host.store.actions_of_turn(loaded.id, turn))

    async def _play_own(self, loaded: LoadedGame, user: int, action: str) -> Any:
        """One decision of the player's own, made for them: claimed as a computer's is (one process plays
        it), committed at the version read (a press of theirs meanwhile wins and this one is refused)."""
        if not await self.claim(loaded, OWN_CLAIM_SECONDS):
            log.debug("game %d: another process makes this player's decision", loaded.id)
            return None
        try:
            return await self.host.service.play(loaded, user, action, expected_version=loaded.version)
        except BaseException:
            await self.release(loaded)
            raise

    async def finish_plan(self, loaded: LoadedGame, plan: Any, reason: str, index: int,
                          logged: list[tuple[int, str, int, str]]) -> None:
        """Delete the plan and, unless its player took over themselves, make due the report of what it did
        (one transaction: the report is sent once, by the plan room's flow)."""
        report = None
        if reason != STOP_TOOK_OVER:
            played = [line for _, _, _, line in logged][:index]
            words = (step_words(loaded.game, loaded.state, plan.steps[index])
                     if index < len(plan.steps) and reason != "done" else [])
            report = Report(loaded.id, loaded.game.id, played=played, reason=reason, stopped_at=index + 1,
                            stopped_words=words, total=len(plan.steps)).payload()
        finished = await self.host.store.finish_plan(loaded.id, plan.seat, plan.made_version, report=report,
                                                     guild_id=loaded.record.guild_id,
                                                     now=stamp(self.host.clock()))
        # Which game and seat, and why it stopped; never what was planned.
        log.info("game %d: the plan of seat %d ended (%s)", loaded.id, plan.seat, reason)
        if finished and report is not None:
            # Told now (the flow's DM, sent once); if this process dies first, the periodic work tells it.
            await self.host.flows.run(FLOW_PLAN_REPORT, f"{loaded.id}:{plan.seat}:{plan.made_version}")

    async def resume_plans(self) -> None:
        """The plans whose turn came and whose last attempt ran out (the periodic work, through an index),
        and, at a start, every plan whose seat the game waits for (a crash may have cut off the mark)."""
        store = self.host.store
        for game_id, seat in await store.due_plans(stamp(self.host.clock()), self.host.work_shards):
            if game_id not in self._running:
                await self.take_up_plan(game_id, seat)

    async def take_up_plan(self, game_id: int, seat: int) -> None:
        """A plan whose turn came and whose driver did not finish it (a crash, a failure): finished if its
        turn is over (told once), waiting again if its turn has not come, else played by the driver."""
        with logctx.fresh(game=game_id):
            try:
                async with self.host.service.locked(game_id):
                    store = self.host.store
                    record = await store.get_game(game_id)
                    if record is None or record.status != "active":
                        await store.drop_plans(game_id)
                        return
                    loaded = await self.host.service.load(record)
                    plan = await store.plan_of(game_id, seat)
                    if plan is None:
                        return
                    states = await store.seat_states(game_id)
                    if seat < len(states) and states[seat].standin:
                        # The stand-in keeps the seat: no plan of its absent player is played (the
                        # stand-in's decisions in the log end it when the player is back).
                        await store.clear_plan_due(game_id, seat)
                        return
                    logged = await store.seat_actions_since(game_id, seat, plan.made_seq)
                    verdict = next_verdict(loaded.game, loaded.state, seat, plan, logged,
                                           others_in_turn=await self.others_in_turn(loaded, seat, logged))
                    if verdict.kind == "stop":
                        await self.finish_plan(loaded, plan, verdict.reason, verdict.index, logged)
                        return
                    if verdict.kind == "wait":
                        await store.clear_plan_due(game_id, seat)
                        return
            except GameBusy:
                return  # a move is being made: the next run looks again
            except StoreUnavailable as error:
                log.warning("game %d: a plan waits for the database (%s)", game_id, error)
                return
        self.schedule(game_id)  # its turn: the driver plays it

    async def plans_at_start(self) -> None:
        store = self.host.store
        for game_id, seat in await store.plans_waiting_turn(self.host.work_shards):
            await store.mark_plan_due(game_id, seat, stamp(self.host.clock()))
            if game_id not in self._running:
                self.schedule(game_id)

    async def standin_plays(self, record: GameRecord, clock: ClockRow, *, timed_out: bool) -> None:
        """The stand-in makes every decision of ``clock``'s seat in ``clock``'s turn, and no more (the
        caller holds the lock): one turn per time-out, whatever the number of players; a solo player's
        clock then starts again for their next turn. It is the hard computer player (``rules.ai``,
        searching in the bot's process pool), it sees only the seat's view, and each decision is claimed
        first (:meth:`ComputerPlayers.claim`), so one process plays it. Each move is committed and
        announced like a player's; a failure leaves the rest for the next tick."""
        with logctx.game(record.id, guild=record.guild_id, channel=record.channel_id):
            await self._standin_plays(record, clock, timed_out=timed_out)

    async def _standin_plays(self, record: GameRecord, clock: ClockRow, *, timed_out: bool) -> None:
        service = self.host.service
        computers = self
        loaded: LoadedGame = await service.load(record)
        seat = clock.seat
        game = loaded.game
        while (not game.is_over(loaded.state) and game.to_play(loaded.state) == seat
               and game.turn_count(loaded.state) == clock.turn):
            if not await computers.claim(loaded):
                log.debug("game %d: another process plays the stand-in's decision", record.id)
                return
            try:
                action = await computers.decide(loaded, seat, "hard")
                result = await service.play(loaded, loaded.users[seat], action, by_standin=True,
                                            timed_out=timed_out, expected_version=loaded.version)
            except BaseException:
                await computers.release(loaded)
                raise
            await self.host.announcer.announce(result)
            loaded = result.after

    async def play_standin_seat(self, game_id: int) -> None:
        """Let the stand-in play a handed-over seat now (scheduled after a move that made it its turn)."""
        with logctx.fresh(game=game_id):  # a task of its own, like :meth:`_drive`
            await self._play_standin_seat(game_id)

    async def _play_standin_seat(self, game_id: int) -> None:
        try:
            async with self.host.service.locked(game_id):
                clock = await self.host.store.get_clock(game_id)
                record = await self.host.store.get_game(game_id)
                if clock is None or record is None or record.status != "active":
                    return
                states = await self.host.store.seat_states(game_id)
                if clock.seat < len(states) and states[clock.seat].standin:
                    await self.standin_plays(record, clock, timed_out=False)
        except GameBusy:
            log.info("game %d: stand-in waits for the next tick", game_id)
        except Exception:
            log.exception("game %d: the stand-in could not play", game_id)

    async def resume(self) -> None:
        """Start the decisions of every active game waiting for a computer (after a restart, each tick)."""
        for record in await self.host.store.active_games_with_computers(self.host.work_shards):
            if record.id not in self._running:
                self.schedule(record.id)


