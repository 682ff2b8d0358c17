"""Computer players for every game (issue 13): easy, medium and hard, and they never peek.

The entry point takes a seat's view, never the state: ``choose(game, view, level=..., seed=...)`` with
``view = game.view(state, seat)``. To think about moves it asks the game for full states consistent with
that view (``game.determinize(view, rng)``), so hands, deck order, hidden terrain and crops and face-down
tiles it cannot see are sampled, never read.

- **easy**: random among the legal actions, lightly biased: one time in three it takes the move that looks
  best one action ahead on one sampled state.
- **medium**: greedy one-action lookahead on the game's own score estimate (``rules/<game>/playout.py``),
  averaged over a few sampled states; a game may bring its own greedy player (Wayfinders does).
- **hard**: information-set Monte Carlo: several sampled states, a UCT search on each (tree steps, then a
  short playout with the game's lean step and a judged end position), and a vote of the root visits
  across samples. The root searches only the few moves that look best one action ahead (and the game's
  greedy choice), so a small budget goes to sensible moves.

Budget and determinism: ``budget_ms`` (hard only; default 1,000, capped at 2,000) is turned into a number
of search iterations with the game's measured rate (``ITERATIONS_PER_SECOND`` in its playout module), so
the same view, seed and budget always give the same action whatever the machine's load. A caller that
must also bound wall time (the bot) passes ``clock`` (seconds, monotonic): the search then also stops at
the deadline, and only then can the result depend on speed. Tests pass no clock.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from types import ModuleType

from rules.base import Action, Game, Rng, State

__all__ = ["DEFAULT_BUDGET_MS", "LEVELS", "MAX_BUDGET_MS", "choose", "iterations_for"]

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
DEFAULT_BUDGET_MS = 1000
MAX_BUDGET_MS = 2000
#: Sampled states per decision (hard): at least, at most, and iterations per sample that add one.
MIN_SAMPLES, MAX_SAMPLES, ITERATIONS_PER_SAMPLE = 2, 8, 40
#: Sampled states a medium player averages over.
MEDIUM_SAMPLES = 3
EXPLORATION = 0.7
#: Root moves a hard player searches (see ``_candidates``).
ROOT_CANDIDATES = 5
#: Extra root votes for the favourite move, as a share of all votes (see ``_candidates``).
FAVOURITE_PRIOR = 0.5


class _Generic:
    """Fallback playout for a game without its own module: uniform random steps, the game's scores."""

    DEPTH = 30
    ITERATIONS_PER_SECOND = 50

    @staticmethod
    def lean_apply(game: Game, state: State, action: Action) -> State:
        return game.apply(state, action)

    @staticmethod
    def step(game: Game, state: State, rng: Rng) -> State:
        return game.apply(state, rng.choice(game.legal_actions(state)))

    @staticmethod
    def estimate(game: Game, state: State) -> list[float]:
        return [float(s) for s in game.scores(state)]


def _sim(game: Game) -> ModuleType | type[_Generic]:
    try:
        return importlib.import_module(f"rules.{game.id}.playout")
    except ModuleNotFoundError:
        return _Generic


def iterations_for(game: Game, budget_ms: int) -> int:
    """The search iterations a hard player spends for ``budget_ms`` (see the module's docstring)."""
    budget_ms = max(0, min(int(budget_ms), MAX_BUDGET_MS))
    return max(MIN_SAMPLES, budget_ms * _sim(game).ITERATIONS_PER_SECOND // 1000)


def choose(game: Game, view: dict, *, level: str, seed: int, budget_ms: int | None = None,
           clock: Callable[[], float] | None = None) -> Action:
    """The action the computer player of ``view["seat"]`` takes; ``view`` must be that seat's view."""
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    seat = view.get("seat")
    if seat is None or view.get("to_play") != seat:
        raise ValueError("A computer player decides only on its own seat's view, when it is to play.")
    rng = Rng.from_seed(seed)
    sim = _sim(game)
    if level == "easy":
        return _easy(game, sim, view, seat, rng)
    if level == "medium":
        return _medium(game, sim, view, seat, rng)
    budget = DEFAULT_BUDGET_MS if budget_ms is None else budget_ms
    deadline = None if clock is None else clock() + min(budget, MAX_BUDGET_MS) / 1000.0
    return _hard(game, sim, view, seat, rng, iterations_for(game, budget), clock, deadline)


# --- judging positions ---
def _cooperative(sim, state: State) -> bool:
    check = getattr(sim, "cooperative", None)
    return bool(check(state)) if check is not None else False


def _squash(x: float, scale: float) -> float:
    return 0.5 + 0.5 * math.tanh(x / scale)


def rewards(game: Game, sim, state: State, players: int) -> list[float]:
    """Per seat, how good ``state`` is, in [0, 1]: a win (or rank) and a little for the score margin."""
    estimate = sim.estimate(game, state)
    over = game.is_over(state)
    if players == 1 or _cooperative(sim, state):
        value = _squash(estimate[0], 10.0)
        if over:
            value = 0.5 * value + (0.5 if game.winners(state) else 0.0)
        return [value] * players
    winners = game.winners(state) if over else []
    result = []
    for seat in range(players):
        others = [v for index, v in enumerate(estimate) if index != seat]
        mine = estimate[seat]
        if over:
            base = 1.0 / len(winners) if seat in winners else 0.0
        else:
            base = sum(1.0 if mine > o else 0.5 if mine == o else 0.0 for o in others) / len(others)
        result.append(0.7 * base + 0.3 * _squash(mine - max(others), 8.0))
    return result


def _margin(game: Game, sim, state: State, seat: int, players: int) -> float:
    estimate = sim.estimate(game, state)
    if players == 1 or _cooperative(sim, state):
        return estimate[seat if seat < len(estimate) else 0]
    return estimate[seat] - max(v for index, v in enumerate(estimate) if index != seat)


# --- easy and medium ---
def _one_step_values(game: Game, sim, states: list[State], seat: int, players: int) -> list[float]:
    actions = game.legal_actions(states[0])
    totals = [0.0] * len(actions)
    for state in states:
        for index, action in enumerate(actions):
            totals[index] += _margin(game, sim, sim.lean_apply(game, state, action), seat, players)
    return totals


def _best(values: list[float], rng: Rng) -> int:
    top = max(values)
    return rng.choice([index for index, value in enumerate(values) if value >= top - 1e-9])


def _easy(game: Game, sim, view: dict, seat: int, rng: Rng) -> Action:
    state = game.determinize(view, rng)
    actions = game.legal_actions(state)
    if rng.randbelow(3) == 0:
        return actions[_best(_one_step_values(game, sim, [state], seat, view["players"]), rng)]
    return rng.choice(actions)


def _medium(game: Game, sim, view: dict, seat: int, rng: Rng) -> Action:
    greedy = getattr(sim, "greedy", None)
    if greedy is not None:
        return greedy(game, game.determinize(view, rng))
    states = [game.determinize(view, rng) for _ in range(MEDIUM_SAMPLES)]
    actions = game.legal_actions(states[0])
    return actions[_best(_one_step_values(game, sim, states, seat, view["players"]), rng)]


# --- hard: determinized UCT with a vote across samples ---
class _Node:
    __slots__ = ("state", "to_play", "actions", "untried", "children", "visits", "totals")

    def __init__(self, game: Game, state: State, rng: Rng) -> None:
        self.state = state
        self.to_play = game.to_play(state)
        self.actions = game.legal_actions(state) if self.to_play is not None else []
        self.untried = rng.shuffled(range(len(self.actions)))
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.totals: list[float] | None = None


def _search(game: Game, sim, root: _Node, players: int, rng: Rng) -> None:
    path = [root]
    node = root
    while not node.untried and node.children:
        seat = node.to_play
        log_n = math.log(node.visits)
        best, best_value = -1, -1.0
        for index, child in node.children.items():
            value = child.totals[seat] / child.visits + EXPLORATION * math.sqrt(log_n / child.visits)
            if value > best_value:
                best, best_value = index, value
        node = node.children[best]
        path.append(node)
    if node.untried:
        index = node.untried.pop()
        child = _Node(game, sim.lean_apply(game, node.state, node.actions[index]), rng)
        node.children[index] = child
        node = child
        path.append(node)
    state = node.state
    for _ in range(sim.DEPTH):
        if game.is_over(state):
            break
        state = sim.step(game, state, rng)
    reward = rewards(game, sim, state, players)
    for visited in path:
        visited.visits += 1
        if visited.totals is None:
            visited.totals = list(reward)
        else:
            for seat in range(players):
                visited.totals[seat] += reward[seat]


def _candidates(game: Game, sim, state: State, actions: list[Action], seat: int, players: int,
                rng: Rng) -> tuple[set[str], str]:
    """The root moves worth searching: the best ``ROOT_CANDIDATES`` one action ahead on the game's
    estimate, plus the game's own greedy choice where it has one; and the favourite (the greedy choice,
    else the best one action ahead). With a small budget, searching a few sensible moves well beats
    sampling every move once."""
    values = _one_step_values(game, sim, [state], seat, players)
    order = sorted(range(len(actions)), key=lambda index: -values[index])
    keep = {game.encode(actions[index]) for index in order[:ROOT_CANDIDATES]}
    favourite = game.encode(actions[order[0]])
    greedy = getattr(sim, "greedy", None)
    if greedy is not None:
        favourite = game.encode(greedy(game, state))
        keep.add(favourite)
    return keep, favourite


def _hard(game: Game, sim, view: dict, seat: int, rng: Rng, iterations: int,
          clock: Callable[[], float] | None, deadline: float | None) -> Action:
    players = view["players"]
    samples = max(MIN_SAMPLES, min(MAX_SAMPLES, iterations // ITERATIONS_PER_SAMPLE))
    per_sample = max(1, iterations // samples)
    votes: dict[str, float] = {}
    first: dict[str, Action] = {}
    candidates: set[str] | None = None
    favourite = ""
    for _ in range(samples):
        root = _Node(game, game.determinize(view, rng), rng)
        if len(root.actions) == 1:
            return root.actions[0]
        if candidates is None:
            candidates, favourite = _candidates(game, sim, root.state, root.actions, seat, players, rng)
        root.untried = [index for index in root.untried if game.encode(root.actions[index]) in candidates]
        for _ in range(per_sample):
            _search(game, sim, root, players, rng)
            if deadline is not None and clock is not None and clock() >= deadline:
                break
        for index, child in root.children.items():
            action = root.actions[index]
            key = game.encode(action)
            first.setdefault(key, action)
            votes[key] = votes.get(key, 0.0) + child.visits
        if deadline is not None and clock is not None and clock() >= deadline:
            break
    if not votes:
        return rng.choice(game.legal_actions(game.determinize(view, rng)))
    if favourite in votes:
        # The favourite keeps its place unless the search clearly prefers another move.
        votes[favourite] += FAVOURITE_PRIOR * sum(votes.values())
    top = max(votes.values())
    return first[min(key for key, count in votes.items() if count == top)]
