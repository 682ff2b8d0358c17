"""What planning the next turn buys: 3-player games of each title that allows plans, over simulated days
with 24-hour clocks, played by people who look in two or three times a day, without plans and with them.

The games are the real engines; what the bot does with a plan is what ``core/plans.py`` decides (a plan is
built on the game's ``plan_position`` from the planner's own side, stops after a decision that reveals
something, and is played when the turn comes, each decision only if it is legal then), and the taps are the
turn panel's (``bot/panel.py``'s ``navigate``: a question with one possible answer is taken by the panel, a
chosen move that reveals something asks for Confirm, a decision with one answer that reveals nothing is made
for the player). Simulated, not played through the Discord harness: a game over weeks at the harness's pace
would take minutes each.

The people: each day, each looks in two or three times at random moments. Looking in on their turn, they
play all of it (one tap on "Take your turn", then the panel's). Looking in while another decides, a player
who plans (the "with plans" runs) plans their next turn on half of their turns (decided once per turn of
theirs), choosing each decision as the medium computer would from their own view of the plan's position
(one tap to open the plan, then the panel's). When a turn comes, its plan is played at once; where it stops,
the rest waits for its player's next look. A turn not played within its 24 hours is played by the stand-in
(the medium computer here: its decisions are not counted as anyone's taps).

Figures per title, without and with plans: median simulated days per game, the share of turns a plan
played whole, and the taps per turn (a person's taps on their own turns and on their plans, over the turns
people played).
"""

from __future__ import annotations

import heapq
import statistics
from dataclasses import dataclass, field
from datetime import timedelta

from bench import Table
from bot.panel import navigate
from core.plans import forced_action
from rules import GAMES
from rules.ai import choose
from rules.base import Action, Game, Rng, State

PLAYERS = 3
CLOCK = timedelta(hours=24).total_seconds()
DAY = 86_400.0
SEEDS = tuple(range(1, 9))
QUICK_SEEDS = (1, 2)
#: The share of their turns a player who plans plans ahead.
PLAN_SHARE = 0.5
#: A game's decisions at most (a bench that cannot finish a game says so).
MAX_DECISIONS = 20_000


def decision_taps(game: Game, state: State, action: Action) -> int:
    """The taps the turn panel takes to make ``action`` in ``state``: one per question with a choice, and
    Confirm for a chosen move that reveals something (a forced decision costs none: it is made for them)."""
    if forced_action(game, state) is not None:
        return 0
    wanted = [answer for _, answer in game.choice_path(state, action)]
    taps = 0
    step = navigate(game, state, ())
    while step.kind == "choose":
        answer = wanted[len(step.answered)]
        index = step.options.index(answer)
        taps += 1
        step = navigate(game, state, (*step.path, index))
    return taps + (1 if step.kind == "confirm" else 0)


@dataclass
class Run:
    """One simulated game's figures."""

    days: float = 0.0
    turns: int = 0
    by_plan: int = 0
    taps: int = 0
    person_turns: int = 0


@dataclass
class Sim:
    game: Game
    seed: int
    plans: bool
    rng: Rng = field(init=False)
    state: State = field(init=False)

    def __post_init__(self) -> None:
        self.rng = Rng.from_seed(self.seed * 7919 + (1 if self.plans else 0))
        self.state = self.game.setup(PLAYERS, {}, self.seed)

    def medium(self, state: State, seat: int, salt: int) -> Action:
        return choose(self.game, self.game.view(state, seat), level="medium",
                      seed=self.seed * 1_000_003 + salt)

    def run(self) -> Run:
        game = self.game
        out = Run()
        looks: list[tuple[float, int]] = []
        self._pending: dict[int, int] = {}
        for seat in range(PLAYERS):
            self._schedule_day(looks, seat, 0)
        now = 0.0
        turn_began = 0.0
        plans: dict[int, list[str]] = {}
        planned_turn: dict[int, int] = {}  # seat -> the turn count when they last chose whether to plan
        decisions = 0
        played_by_person: set[int] = set()
        turn_all_plan: bool = True
        current_turn = game.turn_count(self.state)

        def play(action: Action, *, by_plan: bool, by_person: bool) -> None:
            nonlocal decisions, turn_began, turn_all_plan, current_turn
            seat = game.to_play(self.state)
            if by_person and not by_plan:
                out.taps += decision_taps(game, self.state, action)
            if not by_plan:
                turn_all_plan = False
            if by_person and seat is not None:
                played_by_person.add(current_turn)
            self.state = game.apply(self.state, action)
            decisions += 1
            if decisions > MAX_DECISIONS:
                raise AssertionError(f"{game.id} seed {self.seed}: no end")
            if game.turn_count(self.state) != current_turn or game.is_over(self.state):
                out.turns += 1
                if turn_all_plan:
                    out.by_plan += 1
                current_turn = game.turn_count(self.state)
                turn_all_plan = True
                turn_began = now

        def settle() -> None:
            """What the bot does at once: forced decisions, and the plan of the seat whose turn came."""
            while not game.is_over(self.state):
                seat = game.to_play(self.state)
                steps = plans.get(seat)
                if steps:
                    action = game.decode(steps[0])
                    try:
                        game.apply(self.state, action)
                    except Exception:
                        plans.pop(seat)  # not legal any more: the plan stops here
                        continue
                    steps.pop(0)
                    before = game.turn_count(self.state)
                    play(action, by_plan=True, by_person=True)
                    if not steps or game.turn_count(self.state) != before:
                        plans.pop(seat, None)
                    continue
                plans.pop(seat, None)
                forced = forced_action(game, self.state)
                if forced is None:
                    return
                play(forced, by_plan=False, by_person=True)

        settle()
        while not game.is_over(self.state):
            when, seat = heapq.heappop(looks)
            deadline = turn_began + CLOCK
            if when > deadline:
                # Time ran out: the stand-in plays the seat's turn (its decisions no one's taps).
                now = deadline
                heapq.heappush(looks, (when, seat))
                standin = game.to_play(self.state)
                turn = game.turn_count(self.state)
                while not game.is_over(self.state) and game.to_play(self.state) == standin \
                        and game.turn_count(self.state) == turn:
                    play(self.medium(self.state, standin, decisions), by_plan=False, by_person=False)
                settle()
                continue
            now = when
            self._pending[seat] -= 1
            if self._pending[seat] == 0:
                self._schedule_day(looks, seat, int(when // DAY) + 1)
            to_play = game.to_play(self.state)
            if to_play == seat:
                out.taps += 1  # "Take your turn"
                turn = game.turn_count(self.state)
                plans.pop(seat, None)
                while not game.is_over(self.state) and game.to_play(self.state) == seat \
                        and game.turn_count(self.state) == turn:
                    play(self.medium(self.state, seat, decisions), by_plan=False, by_person=True)
                    settle()
                settle()
            elif self.plans and seat not in plans and planned_turn.get(seat) != game.turn_count(self.state):
                planned_turn[seat] = game.turn_count(self.state)
                if self.rng.random() < PLAN_SHARE:
                    self._plan(seat, plans, out)
        out.days = now / DAY
        out.person_turns = len(played_by_person)
        return out

    def _plan(self, seat: int, plans: dict[int, list[str]], out: Run) -> None:
        game = self.game
        position = game.plan_position(self.state, seat)
        if position is None:
            return
        out.taps += 1  # "Plan my next turn"
        steps: list[str] = []
        state = position
        turn = game.turn_count(position)
        while not game.is_over(state) and game.to_play(state) == seat and game.turn_count(state) == turn:
            action = self.medium(state, seat, 7 * len(steps) + game.turn_count(self.state))
            out.taps += decision_taps(game, state, action)
            steps.append(game.encode(action))
            revealed = game.reveals(state, action)
            state = game.apply(state, action)
            if revealed:
                break
        if steps:
            plans[seat] = steps

    def _schedule_day(self, looks: list[tuple[float, int]], seat: int, day: int) -> None:
        """The seat's looks of ``day`` (two or three, at random moments of it)."""
        count = 2 + (self.rng.random() < 0.5)
        self._pending[seat] = count
        for _ in range(count):
            heapq.heappush(looks, (day * DAY + self.rng.random() * DAY, seat))


def run(quick: bool = False) -> Table:
    table = Table("Plans: 3-player games, 24 h clocks, people looking in 2-3 times a day (simulated)",
                  ["game", "plans", "games", "median days per game", "turns played by a plan",
                   "taps per turn"])
    seeds = QUICK_SEEDS if quick else SEEDS
    for game in GAMES.values():
        if not game.spec.capabilities.plans or not game.min_players <= PLAYERS <= game.max_players:
            continue
        for with_plans in (False, True):
            runs = [Sim(game, seed, with_plans).run() for seed in seeds]
            turns = sum(r.turns for r in runs)
            table.rows.append([
                game.id, "yes" if with_plans else "no", len(runs),
                round(statistics.median(r.days for r in runs), 1),
                f"{100 * sum(r.by_plan for r in runs) / turns:.0f}%" if turns else "-",
                round(sum(r.taps for r in runs) / max(1, sum(r.person_turns for r in runs)), 2)])
    return table
