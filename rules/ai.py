"""Computer players for every game (issue 13): easy, medium and hard, and they never peek.

The entry point takes a seat's view, never the state: ``choose(game, view, level=..., seed=...)`` with
``view = game.view(state, seat)``. To think about moves it asks the game for full states consistent with
that view (``game.determinize(view, rng)``; only a game whose capabilities declare ``determinize`` has a
computer player), so hands, deck order, hidden terrain and crops and face-down tiles it cannot see are
sampled, never read. How it looks ahead in a game is the game's declared playout (``game.spec.playout``,
a :class:`rules.base.Playout`; a game without one gets :meth:`rules.base.Playout.generic`).

- **easy**: random among the legal actions, lightly biased: one time in three it takes the move that looks
  best one action ahead on one sampled state.
- **medium**: greedy one-action lookahead on the game's own score estimate (its playout's ``estimate``, read
  the way the game's scores read: the lowest best when the lowest wins, ``GameSpec.scoring``),
  averaged over a few sampled states; a game's playout may bring its own greedy player (Wayfinders does).
- **hard**: information-set Monte Carlo search. It draws a sampled state (hidden cards, deck order,
  terrain, tiles: everything the seat cannot see, consistent with what it can), and on it plays each root
  move it considers, followed by a *policy playout*: every seat, itself and its opponents, plays on as a
  medium player would (greedy on the game's estimate) for the playout's ``horizon`` (in turns), and the
  position reached is judged (the place reached, or held on the estimate, and the score margin). Samples
  are drawn one after another; every sample judges every move still in the running on the same hidden
  information, so the moves are compared fairly, and after 2, 4 and 8 samples the worse half is dropped
  (sequential halving). Each sample's judgements add up to a vote; the move with the most wins. The moves
  searched are the six that look best one action ahead plus the game's greedy choice, which also wins a
  close call.

  Why playouts by a greedy policy and not random ones: random playouts judge a move by what random players
  would make of it, which says little against a sensible opponent; with a budget of tens of playouts per
  decision they chose worse than medium itself. A playout by the medium policy asks "what happens if we
  both play sensibly from here", and improving on that one step is what beats medium (a rollout policy
  improvement over the greedy player).

Budget and determinism: ``budget_ms`` (hard only; default 1,000, capped at 2,000) is turned into a number
of playouts with a rate: ``rate`` when the caller passes one, else the game's declared rate (its
playout's ``iterations_per_second``, measured on the development machine), so the same view, seed, budget
and rate always give the same action whatever the machine's load. The bot passes the rate it measured on
its own machine when it started (:func:`calibrate`, run in its computer pool's worker), so the planned
playouts fill its budget and no more; it also passes ``clock`` (seconds, monotonic): the search then also
stops before the deadline (after a sample, when another as long as it would end past it), and only then
can the result depend on speed. Tests and the bench pass no clock (and the declared rate or their own).

Samples: at most ``MAX_SAMPLES`` at two players and more with more seats (``max_samples``): with three
opponents the hidden information and their replies vary more, so a vote needs more samples to settle.
That cap is per second of budget: a longer budget (the strength ladder's "hard at four times the budget",
or a bot configured to think longer) draws proportionally more samples. In Iwari and Wayfinders the cap,
not the iterations, ends a one-second search (issue 31), so without this a longer budget bought nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from rules.base import Action, Game, Playout, Rng, State

__all__ = ["DEFAULT_BUDGET_MS", "LEVELS", "MAX_BUDGET_MS", "Outlook", "analyse", "analyse_state", "calibrate",
           "choose", "iterations_for", "max_samples", "outlook_of", "samples_for"]

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
DEFAULT_BUDGET_MS = 1000
MAX_BUDGET_MS = 2000
#: Sampled states per decision (hard) at most at two players (``max_samples``: more with more seats);
#: after how many samples the worse half of the root moves is dropped.
MAX_SAMPLES = 128
EXTRA_SAMPLES_PER_SEAT = 64
HALVING_AT = (2, 4, 8)
MIN_SAMPLES = 2
#: Actions a playout step weighs at most (a random part of a wider choice).
PLAYOUT_WIDTH = 10
#: A playout's length in actions at most, whatever its number of turns (a guard against endless turns).
MAX_PLAYOUT_ACTIONS = 120
#: Sampled states a medium player averages over.
MEDIUM_SAMPLES = 3
#: Root moves a hard player searches (see ``_candidates``).
ROOT_CANDIDATES = 6
#: What the favourite move gets per sample on top of its playouts' value (a reward is in [0, 1]).
FAVOURITE_MARGIN = 0.02


def max_samples(players: int) -> int:
    """Sampled states a hard player draws at most in a game of ``players`` seats."""
    return MAX_SAMPLES + EXTRA_SAMPLES_PER_SEAT * max(0, players - 2)


def iterations_for(game: Game, budget_ms: int, rate: int | None = None) -> int:
    """The search iterations a hard player spends for ``budget_ms`` at ``rate`` iterations per second
    (default: the game's declared rate; see the module's docstring)."""
    budget_ms = max(0, min(int(budget_ms), MAX_BUDGET_MS))
    per_second = game.spec.playout.iterations_per_second if rate is None else max(1, int(rate))
    return max(MIN_SAMPLES, budget_ms * per_second // 1000)


def choose(game: Game, view: dict, *, level: str, seed: int, budget_ms: int | None = None,
           clock: Callable[[], float] | None = None, rate: int | None = None,
           iterations: int | None = None) -> Action:
    """The action the computer player of ``view["seat"]`` takes; ``view`` must be that seat's view.
    ``rate``: the hard player's iterations per second (the bot's calibrated one), else the declared one.

    ``iterations`` (hard only; benches only) replaces the budget's iterations, uncapped: the strength
    ladder's "hard at four times the budget" goes beyond ``MAX_BUDGET_MS``, which the bot keeps."""
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    seat = view.get("seat")
    if seat is None or view.get("to_play") != seat:
        raise ValueError("A computer player decides only on its own seat's view, when it is to play.")
    if not game.spec.capabilities.determinize:
        raise ValueError(f"{game.title} does not declare determinize: a computer player cannot think in it.")
    rng = Rng.from_seed(seed)
    sim = game.spec.playout
    if level == "easy":
        return _easy(game, sim, view, seat, rng)
    if level == "medium":
        return _medium(game, sim, view, seat, rng)
    budget = DEFAULT_BUDGET_MS if budget_ms is None else budget_ms
    deadline = None if clock is None else clock() + min(budget, MAX_BUDGET_MS) / 1000.0
    if iterations is None:
        iterations = iterations_for(game, budget, rate)
    elif iterations < 1:
        raise ValueError("iterations must be at least 1.")
    return _hard(game, sim, view, seat, rng, iterations, clock, deadline,
                 samples_for(game, view["players"], iterations, rate))


def samples_for(game: Game, players: int, iterations: int, rate: int | None = None) -> int:
    """The samples a hard search of ``iterations`` draws at most: ``max_samples`` for a second's budget
    (or less), and proportionally more beyond it (see the module's docstring)."""
    cap = max_samples(players)
    second = iterations_for(game, DEFAULT_BUDGET_MS, rate)
    return max(cap, cap * iterations // second)


# --- judging positions ---
def _cooperative(sim: Playout, state: State) -> bool:
    return sim.cooperative is not None and sim.cooperative(state)


def _squash(x: float, scale: float) -> float:
    return 0.5 + 0.5 * math.tanh(x / scale)


def toward_win(game: Game) -> float:
    """1 when the highest score wins, -1 when the lowest does (``GameSpec.scoring``): the search judges
    every score times this, so a larger judged score is always the better one."""
    return -1.0 if game.spec.scoring.lower_wins else 1.0


def rewards(game: Game, sim: Playout, state: State, players: int) -> list[float]:
    """Per seat, how good ``state`` is, in [0, 1]: a win (or rank) and a little for the score margin."""
    sign = toward_win(game)
    estimate = [sign * v for v in sim.estimate(state)]
    over = game.is_over(state)
    if players == 1 or _cooperative(sim, state):
        value = _squash(estimate[0], 10.0)
        if over:
            value = 0.5 * value + (0.5 if game.winners(state) else 0.0)
        return [value] * players
    winners = set(game.winners(state)) if over else set()
    final = [sign * v for v in game.scores(state)] if over else []
    result = []
    for seat in range(players):
        others = [v for index, v in enumerate(estimate) if index != seat]
        mine = estimate[seat]
        if over:
            # The place reached, as the table ranks it (winners first, then by score): the share of the
            # others finished ahead of, a tie counting half. At two seats this is the win (a shared one
            # half); at three and four it also tells second from last, which a win-or-nothing reward did
            # not: the search then gambled on winning and placed worse on average than medium (issue 31).
            ahead = 0.0
            for other in range(players):
                if other == seat:
                    continue
                mine_key = (seat in winners, final[seat])
                their_key = (other in winners, final[other])
                ahead += 1.0 if mine_key > their_key else 0.5 if mine_key == their_key else 0.0
            base = ahead / (players - 1)
        else:
            base = sum(1.0 if mine > o else 0.5 if mine == o else 0.0 for o in others) / len(others)
        result.append(0.7 * base + 0.3 * _squash(mine - max(others), 8.0))
    return result


def _margin(game: Game, sim: Playout, state: State, seat: int, players: int) -> float:
    sign = toward_win(game)
    estimate = [sign * v for v in sim.estimate(state)]
    if players == 1 or _cooperative(sim, state):
        return estimate[seat if seat < len(estimate) else 0]
    return estimate[seat] - max(v for index, v in enumerate(estimate) if index != seat)


# --- easy and medium ---
def _one_step_values(game: Game, sim: Playout, states: list[State], seat: int, players: int) -> list[float]:
    actions = game.legal_actions(states[0])
    totals = [0.0] * len(actions)
    for state in states:
        for index, action in enumerate(actions):
            totals[index] += _margin(game, sim, sim.lean_apply(state, action), seat, players)
    return totals


def _best(values: list[float], rng: Rng) -> int:
    top = max(values)
    return rng.choice([index for index, value in enumerate(values) if value >= top - 1e-9])


def _easy(game: Game, sim: Playout, view: dict, seat: int, rng: Rng) -> Action:
    state = game.determinize(view, rng)
    actions = game.legal_actions(state)
    if rng.randbelow(3) == 0:
        return actions[_best(_one_step_values(game, sim, [state], seat, view["players"]), rng)]
    return rng.choice(actions)


def _medium(game: Game, sim: Playout, view: dict, seat: int, rng: Rng) -> Action:
    greedy = sim.greedy
    if greedy is not None:
        return greedy(game.determinize(view, rng))
    states = [game.determinize(view, rng) for _ in range(MEDIUM_SAMPLES)]
    actions = game.legal_actions(states[0])
    return actions[_best(_one_step_values(game, sim, states, seat, view["players"]), rng)]


# --- hard: determinized Monte Carlo search with policy playouts and a vote across samples ---
def policy_step(game: Game, sim: Playout, state: State, players: int, rng: Rng) -> State:
    """One playout step: the game's own greedy player where it has one, else the seat to play takes the
    move that looks best one action ahead on its estimate among at most ``PLAYOUT_WIDTH`` of them (ties
    broken at random)."""
    greedy = sim.greedy
    if greedy is not None:
        return sim.lean_apply(state, greedy(state))
    seat = game.to_play(state)
    actions = game.legal_actions(state)
    if sim.fair_actions is not None:
        # On a sampled state a guess weighed one action ahead would read the sampled answer (issue 31).
        actions = sim.fair_actions(state, actions)
    if len(actions) == 1:
        return sim.lean_apply(state, actions[0])
    if len(actions) > PLAYOUT_WIDTH:
        # A wide choice (Iwari's placements, Tiwanaku's moves) is weighed on a random part of it: the
        # playout stays sensible and several times cheaper, so a budget buys more samples.
        actions = rng.shuffled(actions)[:PLAYOUT_WIDTH]
    best_value, best_states = None, []
    for action in actions:
        after = sim.lean_apply(state, action)
        value = _margin(game, sim, after, seat, players)
        if best_value is None or value > best_value + 1e-9:
            best_value, best_states = value, [after]
        elif value >= best_value - 1e-9:
            best_states.append(after)
    return best_states[rng.randbelow(len(best_states))] if len(best_states) > 1 else best_states[0]


def _playout(game: Game, sim: Playout, state: State, seat: int, players: int, turns: int, rng: Rng) -> float:
    """Play on with the policy until the seat to play has changed ``turns`` times (or the game ends), then
    judge the position for ``seat``. Counting turns, not actions, stops every root move at the same point
    of the game: counted in actions, a move that spends one (a free step in flight) would be judged
    before the opponent's reply and look better than it is, and the search would never stop stepping."""
    mover = seat
    for _ in range(MAX_PLAYOUT_ACTIONS):
        if game.is_over(state):
            break
        now = game.to_play(state)
        if now != mover:
            turns -= 1
            if turns <= 0:
                break
            mover = now
        state = policy_step(game, sim, state, players, rng)
    return rewards(game, sim, state, players)[seat]


def _judging_states(sim: Playout, first: State, draw: Callable[[], State]) -> list[State]:
    """The sampled states ``_candidates`` judges on: ``first`` alone where the game's greedy player names
    the favourite, else ``MEDIUM_SAMPLES`` of them, as medium weighs."""
    return [first] + ([draw() for _ in range(MEDIUM_SAMPLES - 1)] if sim.greedy is None else [])


def _candidates(game: Game, sim: Playout, states: list[State], actions: list[Action], seat: int, players: int,
                rng: Rng) -> tuple[list[int], int]:
    """The root moves worth searching: the best ``ROOT_CANDIDATES`` one action ahead on the game's
    estimate, averaged over ``states`` (sampled from one view), plus the game's own greedy choice where it
    has one; and the favourite (the greedy choice, on the first state, else the best one action ahead).

    Without a greedy player the favourite is medium's own choice: ``MEDIUM_SAMPLES`` states, as medium
    weighs. Judged on one sampled state it followed that sample's hidden parts: in Tiwanaku it was the
    entry whose sampled terrain happened to score, the tie-break kept it to the end, and a hard player
    entered next to its own pawn for a point where medium spread out for two (issue 31)."""
    state = states[0]
    values = _one_step_values(game, sim, states, seat, players)
    order = sorted(range(len(actions)), key=lambda index: -values[index])
    keep = order[:ROOT_CANDIDATES]
    favourite = order[0]
    greedy = sim.greedy
    if greedy is not None:
        wanted = game.encode(greedy(state))
        favourite = next(index for index, action in enumerate(actions) if game.encode(action) == wanted)
        if favourite not in keep:
            keep.append(favourite)
    return keep, favourite


def _hard(game: Game, sim: Playout, view: dict, seat: int, rng: Rng, iterations: int,
          clock: Callable[[], float] | None, deadline: float | None, cap: int) -> Action:
    action, _ = _search(game, sim, view, seat, rng, iterations, clock, deadline, cap)
    return action


def _search(game: Game, sim: Playout, view: dict, seat: int, rng: Rng, iterations: int,
            clock: Callable[[], float] | None, deadline: float | None, cap: int) -> tuple[Action, int]:
    """The hard player's choice and the iterations (root moves with their playouts) it spent, drawing at
    most ``cap`` samples."""
    players = view["players"]
    first = game.determinize(view, rng)
    actions = game.legal_actions(first)
    if len(actions) == 1:
        return actions[0], 0
    keys = [game.encode(action) for action in actions]
    # The states the candidates are chosen on are the search's first samples too.
    drawn = _judging_states(sim, first, lambda: game.determinize(view, rng))
    alive, favourite = _candidates(game, sim, drawn, actions, seat, players, rng)
    horizon = sim.horizon
    totals = dict.fromkeys(alive, 0.0)
    samples = 0
    spent = 0
    state = first
    while True:
        sample_started = clock() if clock is not None else 0.0
        if samples:
            state = drawn[samples] if samples < len(drawn) else game.determinize(view, rng)
            index_of = {game.encode(action): index for index, action in enumerate(game.legal_actions(state))}
        else:
            index_of = {key: index for index, key in enumerate(keys)}
        here = game.legal_actions(state)
        seed = rng.randbelow(2**31)
        samples += 1
        if any(keys[candidate] not in index_of for candidate in alive):
            # The legal moves follow from what the seat sees, so every sample offers the same ones; should
            # a game ever differ, a sample that lacks a move is skipped rather than judged unfairly.
            if samples >= cap:
                break
            continue
        for candidate in alive:
            after = sim.lean_apply(state, here[index_of[keys[candidate]]])
            totals[candidate] += _playout(game, sim, after, seat, players, horizon, Rng.from_seed(seed))
        spent += len(alive)
        if spent >= iterations or samples >= cap:
            break
        if deadline is not None and clock is not None:
            # Stop when the next sample, costing about what this one did, would end past the deadline: the
            # answer comes within the budget, not one sample after it (issue 27).
            now = clock()
            if now + (now - sample_started) >= deadline:
                break
        if len(alive) > 2 and samples in HALVING_AT:
            ranked = sorted(alive, key=lambda c: -totals[c])
            alive = ranked[: max(2, (len(ranked) + 1) // 2)]
            if favourite not in alive:
                alive.append(favourite)
    # Each sample's playouts vote with their value; the favourite wins a close call.
    totals[favourite] += FAVOURITE_MARGIN * samples
    best = max(alive, key=lambda c: (totals[c], -c))
    return actions[best], spent


# --- calibration: this machine's rate (issue 31) ---
#: Steps of a seeded game (the playouts' policy) before each position the calibration times: the early, middle
#: and later positions a game's decisions are spread over.
CALIBRATION_STEPS = (4, 16, 32)


def calibrate(game: Game, clock: Callable[[], float], seconds: float = 0.1) -> int:
    """The hard player's iterations per second in ``game`` on this machine, measured for about ``seconds``
    of ``clock`` in all, from the view of the seat to play at three points of a seeded two-player game
    played on by the playouts' policy (positions like a real game's).

    What is timed is the search's own steady state, the step most of a decision is made of once the
    halving has left two root moves: draw a sampled state, play both moves with their policy playouts.
    Drawing the sample is inside the measure (in Tiwanaku it costs more than the playouts), as it is
    inside the bot's budget. The first samples judge more moves per draw, so they run faster than this
    rate: a search planned with it ends a little before its budget, not after. Deterministic positions
    and seeds; only the count depends on the machine's speed and load."""
    sim = game.spec.playout
    players = max(2, game.min_players)
    slot = seconds / len(CALIBRATION_STEPS)
    spent, elapsed = 0, 0.0
    walk = Rng.from_seed(7)
    state = game.setup(players, {}, 11)
    done_steps = 0
    for number, steps in enumerate(CALIBRATION_STEPS):
        rng = Rng.from_seed(17 + number)
        for _ in range(steps - done_steps):
            if game.is_over(state):
                break
            state = policy_step(game, sim, state, players, walk)
        done_steps = steps
        seat = game.to_play(state)
        if game.is_over(state) or seat is None:
            continue
        view = game.view(state, seat)
        # Two of the legal moves: what the step costs hardly depends on which.
        keys = [game.encode(action) for action in rng.shuffled(game.legal_actions(state))[:2]]
        started = clock()
        while True:
            sample = game.determinize(view, rng)
            here = {game.encode(action): action for action in game.legal_actions(sample)}
            seed = rng.randbelow(2**31)
            for key in keys:
                if key in here:
                    after = sim.lean_apply(sample, here[key])
                    _playout(game, sim, after, seat, view["players"], sim.horizon, Rng.from_seed(seed))
                    spent += 1
            now = clock()
            if now - started >= slot:
                break
        elapsed += now - started
    if spent <= 0 or elapsed <= 0:
        return sim.iterations_per_second
    return max(1, int(spent / elapsed))


# --- analysis: the hard level's search, telling its numbers (issue 31: hints and the post-game review) ---
#: A playout to the game's end stops after this many actions at most (then the leader on the estimate wins).
MAX_FINISH_ACTIONS = 600
#: Sampled states per analysed move at least (every move told rests on as many) and at most.
ANALYSIS_MIN_SAMPLES = 4
ANALYSIS_MAX_SAMPLES = 48
#: A playout to the end costs about this many of the search's horizon playouts (its budget unit).
FINISH_COST = 4


@dataclass(frozen=True)
class Outlook:
    """What a move (or a position) leads to when every seat plays on as medium would, to the game's end,
    averaged over sampled states.

    ``win`` per seat: the share of playouts that seat won (a shared win split); in a solo or cooperative
    game every seat holds the share of playouts the table won. ``score`` per scoring party: the mean final
    score on the game's estimate. ``action`` is ``None`` for a position's own outlook."""

    action: Action | None
    win: tuple[float, ...]
    score: tuple[float, ...]
    playouts: int

    def chance(self, seat: int) -> float:
        """The seat's estimated chance of winning (of the table winning, in solo and co-op), in [0, 1]."""
        return self.win[seat]


def _finish(game: Game, sim: Playout, state: State, players: int,
            rng: Rng) -> tuple[list[float], list[float]]:
    """Play on with the policy to the game's end; each seat's win (1, a share of a tie, 0) and the
    estimate's final scores."""
    for _ in range(MAX_FINISH_ACTIONS):
        if game.is_over(state):
            break
        state = policy_step(game, sim, state, players, rng)
    estimate = [float(v) for v in sim.estimate(state)]
    if game.is_over(state):
        winners = game.winners(state)
    elif players == 1 or _cooperative(sim, state):
        winners = []
    else:
        judged = [toward_win(game) * v for v in estimate[:players]]
        top = max(judged)
        winners = [seat for seat in range(players) if judged[seat] >= top - 1e-9]
    if players == 1 or _cooperative(sim, state):
        return [1.0 if winners else 0.0] * players, estimate
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)], estimate


def _playouts_for(game: Game, budget_ms: int, rate: int | None = None) -> int:
    """Playouts to the end a budget buys (a position's outlook counts one per sample, a move's one each)."""
    return iterations_for(game, budget_ms, rate) // FINISH_COST


#: The analysis keeps the moves worth telling apart: after 2 samples the best 4 (with the ``top`` asked
#: for), after 6 the ``top``; those then get the rest of the budget, so the chances a hint shows rest on
#: three to four times the samples an even split would give them.
ANALYSIS_HALVING = ((2, 4), (6, 0))


def _outlooks(game: Game, sim: Playout, draw: Callable[[Rng], State], players: int, seat: int | None,
              rng: Rng, playouts: int, clock: Callable[[], float] | None, deadline: float | None,
              top: int | None) -> list[Outlook]:
    """Outlooks of the position ``draw`` samples (``seat is None``: ``playouts`` samples) or of the
    candidate moves of ``seat`` in it (``playouts`` in all, spent by sequential halving), each judged on
    the same sampled states and playout seeds, best first for ``seat``. Every outlook returned rests on
    ``ANALYSIS_MIN_SAMPLES`` samples at least (a position's, one); a deadline (``clock``) stops the sampling
    after that."""
    first = draw(rng)
    if seat is None:
        moves: list[Action | None] = [None]
        keys: list[str | None] = [None]
    else:
        actions = game.legal_actions(first)
        if len(actions) == 1:
            chosen = [0]
        else:
            drawn = _judging_states(sim, first, lambda: draw(rng))
            chosen, _ = _candidates(game, sim, drawn, actions, seat, players, rng)
        moves = [actions[index] for index in chosen]
        keys = [game.encode(action) for action in moves]
    if seat is not None and len(moves) == 1:
        playouts = 0  # nothing to choose between: the outlook of the one move, on the fewest samples
    coop = players == 1 or _cooperative(sim, first)
    parties = max(1, len(sim.estimate(first)))
    wins = [[0.0] * players for _ in moves]
    scores = [[0.0] * parties for _ in moves]
    judged = [0] * len(moves)
    alive = list(range(len(moves)))
    keep = max(1, top or len(moves))

    sign = toward_win(game)

    def rank(index: int) -> tuple[float, float]:
        n = max(1, judged[index])
        if seat is None:
            return (0.0, 0.0)
        mine = [sign * v for v in scores[index][:players]]
        own = sign * scores[index][0] if coop else mine[seat] - max(
            (v for k, v in enumerate(mine) if k != seat), default=0.0)
        return (wins[index][seat] / n, own / n)

    minimum = ANALYSIS_MIN_SAMPLES if seat is not None else 1
    done = spent = 0
    state = first
    while True:
        started = clock() if clock is not None else 0.0
        if done:
            state = draw(rng)
        seed = rng.randbelow(2**31)
        here = {game.encode(action): action for action in game.legal_actions(state)} if seat is not None \
            else {}
        for index in alive:
            after = state if seat is None else (
                sim.lean_apply(state, here[keys[index]]) if keys[index] in here else None)
            if after is None:
                continue
            win, score = _finish(game, sim, after, players, Rng.from_seed(seed))
            judged[index] += 1
            for k in range(players):
                wins[index][k] += win[k]
            for k in range(min(parties, len(score))):
                scores[index][k] += score[k]
        spent += len(alive)
        done += 1
        for at, left in ANALYSIS_HALVING:
            if seat is not None and done == at and len(alive) > keep:
                alive = sorted(alive, key=rank, reverse=True)[:max(keep, left)]
        if done >= minimum and (spent >= playouts or done >= ANALYSIS_MAX_SAMPLES):
            break
        if deadline is not None and clock is not None and done >= minimum:
            now = clock()
            if now + (now - started) >= deadline:
                break
    order = sorted(alive, key=rank, reverse=True) if seat is not None else alive
    result = [Outlook(action=moves[index], win=tuple(w / max(1, judged[index]) for w in wins[index]),
                      score=tuple(v / max(1, judged[index]) for v in scores[index]),
                      playouts=judged[index]) for index in order]
    return result[:top] if top is not None else result


def analyse(game: Game, view: dict, *, seed: int, top: int = 3, budget_ms: int | None = None,
            clock: Callable[[], float] | None = None, rate: int | None = None) -> list[Outlook]:
    """The hard level's best moves for the seat whose ``view`` this is, best first, each with its outlook
    (issue 31's hint). Like :func:`choose` it reads only the view: hidden parts are sampled. The budget is
    turned into a number of samples (reproducible) at ``rate`` (as for :func:`choose`); ``clock`` also
    bounds wall time."""
    seat = view.get("seat")
    if seat is None or view.get("to_play") != seat:
        raise ValueError("A hint is for the seat to play, from its own view.")
    if not game.spec.capabilities.determinize:
        raise ValueError(f"{game.title} does not declare determinize: no hint can be computed in it.")
    sim = game.spec.playout
    rng = Rng.from_seed(seed)
    budget = DEFAULT_BUDGET_MS if budget_ms is None else budget_ms
    deadline = None if clock is None else clock() + min(budget, MAX_BUDGET_MS) / 1000.0
    return _outlooks(game, sim, lambda r: game.determinize(view, r), view["players"], seat, rng,
                     _playouts_for(game, budget, rate), clock, deadline, top)


def analyse_state(game: Game, state: State, players: int, *, seed: int, top: int = 3,
                  budget_ms: int | None = None) -> list[Outlook]:
    """The hard level's best moves for the seat to play in ``state``, read whole. Only for a game that is
    over (the post-game review replays its positions, where everything has become public): a live game's
    state holds what its players must not learn."""
    seat = game.to_play(state)
    if seat is None:
        return []
    rng = Rng.from_seed(seed)
    budget = DEFAULT_BUDGET_MS if budget_ms is None else budget_ms
    return _outlooks(game, game.spec.playout, lambda r: state, players, seat, rng,
                     _playouts_for(game, budget), None, None, top)


def outlook_of(game: Game, state: State, players: int, *, seed: int, samples: int = 16) -> Outlook:
    """A position's outlook read whole (the review's chart: each seat's chance after a turn). As for
    :func:`analyse_state`, only for a game that is over."""
    return _outlooks(game, game.spec.playout, lambda r: state, players, None, Rng.from_seed(seed),
                     max(1, samples), None, None, None)[0]
