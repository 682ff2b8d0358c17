"""The post-game review (issue 31), as plain computation: a finished game's record in, each seat's
estimated chance of winning after every turn and the turns where a player's chance dropped most out.

Only a finished game is reviewed: its positions are read whole (:func:`rules.ai.outlook_of`,
:func:`rules.ai.analyse_state`), hands, deck order and Tiwanaku's hidden board included, which is
allowed only because everything has become public once the game is over. :func:`check_finished` refuses
any other record before a single position is looked at; every entry point here calls it.

The work is split for the process pool (``bot/render_pool.py``'s replay lane): :func:`outlooks` judges the
positions after a few turns (a task each, so the bot can say "turn 12 of 40" as the tasks come back),
:func:`drops` picks the turns to explain, and :func:`best_move` asks the hard level what it would have
played at one of them. Each replays the record from its seed (cheap beside the playouts), so a task
carries the record and a few numbers, never a state. Everything is reproducible: the same record and
:data:`VERSION` give the same review, which is what the cache (``store``: ``reviews``) keys on.

What a "chance" is: in a game with winners and losers, each seat's share of the playouts (every seat
playing on as the medium player would, to the end) that it won. In a solo or cooperative game the seats
share one fate, so the chart shows the table's expected final score instead, and a drop is a fall of that
expected score. Imports only the rules and the record format: the worker process stays small.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import rules
from core.records import RecordError, replay
from rules.ai import analyse_state, outlook_of
from rules.base import Game, Msg, State

#: The review's version: a cached review of another version is computed again (bump it when the search,
#: the samples or what is kept changes).
VERSION = 1
#: Playouts per position: fewer in a long game, so a review of hundreds of turns stays under a minute of
#: CPU (a Wayfinders turn costs about 0.2 s at 16).
SAMPLES = 16
MIN_SAMPLES = 6
#: Playouts per review, about: ``SAMPLES`` per turn up to this many turns in all, fewer per turn beyond.
SAMPLE_BUDGET = 1600
#: Turns per pool task: the progress message moves on this often.
CHUNK = 4
#: Drops told.
TOP_DROPS = 3
#: A drop smaller than this (a chance, or an expected score in solo and co-op) is noise, not a mistake.
MIN_DROP = 0.05
MIN_SCORE_DROP = 1.0
#: The hard level's budget for the question "what would you have played here".
ANALYSIS_BUDGET_MS = 1000


@dataclass(frozen=True)
class Point:
    """A position after ``turn`` (0: the set-up): each seat's chance of winning, each party's expected
    final score, and who played the turn that led here (None for the set-up)."""

    turn: int
    win: tuple[float, ...]
    score: tuple[float, ...]
    mover: int | None


@dataclass(frozen=True)
class Drop:
    """A turn where ``seat``'s outlook fell from ``before`` to ``after`` (a chance; the table's expected
    score in solo and co-op). ``played``: the turn's actions (encoded); ``best``: the hard level's first
    action in the position before the turn (encoded) and ``best_value`` what it expected of it (same
    measure as ``before``); None when the turn had one legal move."""

    turn: int
    seat: int
    before: float
    after: float
    played: tuple[str, ...]
    best: str | None
    best_value: float | None


@dataclass(frozen=True)
class Review:
    """A finished game's review, JSON-able (:meth:`to_json`, :meth:`from_json`) for the cache."""

    version: int
    game: str
    players: int
    #: Solo or cooperative: one shared fate, shown as the table's expected score.
    shared: bool
    points: tuple[Point, ...]
    drops: tuple[Drop, ...]

    def value(self, point: Point, seat: int) -> float:
        """What the chart shows for ``seat`` at ``point``."""
        return point.score[0] if self.shared else point.win[seat]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Review:
        return cls(version=int(data["version"]), game=str(data["game"]), players=int(data["players"]),
                   shared=bool(data["shared"]),
                   points=tuple(Point(int(p["turn"]), tuple(p["win"]), tuple(p["score"]), p["mover"])
                                for p in data["points"]),
                   drops=tuple(Drop(int(d["turn"]), int(d["seat"]), float(d["before"]), float(d["after"]),
                                    tuple(d["played"]), d["best"], d["best_value"]) for d in data["drops"]))


@dataclass(frozen=True)
class Turns:
    """A record walked turn by turn: the state after each completed turn (``states[0]``: the set-up), the
    seat that played each turn (``movers[t]`` for turn ``t``; ``movers[0]`` None) and its actions."""

    game: Game
    states: list[State]
    movers: list[int | None]
    actions: list[tuple[str, ...]]


def check_finished(record: Mapping[str, Any], games: Mapping[str, Game] | None) -> Game:
    """The record's game, if the record is a finished game's that replays to its recorded end; raises
    :class:`core.records.RecordError` otherwise. Nothing of a game in play is ever read whole here.
    ``games`` None: the packaged games (a pool worker's)."""
    replayed = replay(record, rules.GAMES if games is None else games)
    if not replayed.matches or not replayed.game.is_over(replayed.state):
        raise RecordError("only a finished game is reviewed")
    return replayed.game


def walk(record: Mapping[str, Any], games: Mapping[str, Game] | None) -> Turns:
    """The record's positions after every completed turn (the same turns as the replay's frames,
    :func:`core.records.turn_frames`)."""
    game = check_finished(record, games)
    state = game.setup(len(record["seats"]), record["options"], int(record["seed"]),
                       rules_version=record.get("rules_version"))
    states, movers, actions = [state], [None], [()]
    mover: int | None = None
    played: list[str] = []
    for entry in record["actions"]:
        before = state
        if not played:
            mover = game.to_play(before)
        action = game.decode(entry["action"])
        state = game.apply(before, action)
        played.append(game.encode(action))
        if game.is_over(state) or game.turn_count(state) != game.turn_count(before):
            states.append(state)
            movers.append(mover)
            actions.append(tuple(played))
            played = []
    return Turns(game, states, movers, actions)


def samples_for(turns: int) -> int:
    """Playouts per position for a game of ``turns`` turns (see :data:`SAMPLE_BUDGET`)."""
    return max(MIN_SAMPLES, min(SAMPLES, SAMPLE_BUDGET // max(1, turns + 1)))


def _seed(record: Mapping[str, Any]) -> int:
    # The game's own seed is public once it is over. Every position's playouts share one sequence of
    # seeds (common random numbers), so a change from one turn to the next is the move's, less the dice's.
    return (int(record["seed"]) * 1_000_003 + VERSION) % 2**31


def outlooks(record: Mapping[str, Any], games: Mapping[str, Game] | None,
             turns: Sequence[int]) -> list[Point]:
    """The positions after ``turns`` judged (a pool task: a few turns each)."""
    walked = walk(record, games)
    players = len(record["seats"])
    samples = samples_for(len(walked.states) - 1)
    points = []
    for turn in turns:
        outlook = outlook_of(walked.game, walked.states[turn], players, seed=_seed(record),
                             samples=samples)
        points.append(Point(turn, tuple(round(w, 4) for w in outlook.win),
                            tuple(round(s, 3) for s in outlook.score), walked.movers[turn]))
    return points


def plan(record: Mapping[str, Any], games: Mapping[str, Game] | None) -> tuple[int, bool]:
    """The record's number of turns, and whether its seats share one fate (see :func:`shared_fate`)."""
    return len(walk(record, games).states) - 1, shared_fate(record, games)


def shared_fate(record: Mapping[str, Any], games: Mapping[str, Game] | None) -> bool:
    """Whether the seats share one fate (solo, or a cooperative mode)."""
    game = check_finished(record, games)
    if len(record["seats"]) == 1:
        return True
    playout = game.spec.playout
    if playout.cooperative is None:
        return False
    state = game.setup(len(record["seats"]), record["options"], int(record["seed"]),
                       rules_version=record.get("rules_version"))
    return bool(playout.cooperative(state))


def drops(points: Sequence[Point], shared: bool, top: int = TOP_DROPS, *,
          lower_wins: bool = False) -> list[tuple[int, int, float, float]]:
    """The ``top`` turns where the player who played them lost most: ``(turn, seat, before, after)``,
    biggest first (ties: the earlier turn), drops below the noise left out. In a shared game whose lowest
    total wins (``lower_wins``, the game's ``GameSpec.scoring``), a rise of the expected score is the loss."""
    found = []
    sign = -1.0 if shared and lower_wins else 1.0
    for previous, point in zip(points, points[1:], strict=False):
        seat = point.mover
        if seat is None:
            continue
        before = previous.score[0] if shared else previous.win[seat]
        after = point.score[0] if shared else point.win[seat]
        if sign * (before - after) >= (MIN_SCORE_DROP if shared else MIN_DROP):
            found.append((point.turn, seat, before, after))
    found.sort(key=lambda drop: (-sign * (drop[2] - drop[3]), drop[0]))
    return found[:top]


def best_move(record: Mapping[str, Any], games: Mapping[str, Game] | None, turn: int, shared: bool,
              budget_ms: int = ANALYSIS_BUDGET_MS) -> tuple[str | None, float | None]:
    """What the hard level would have played at the start of ``turn`` (its first action, encoded) and what
    it expected of it (the mover's chance, or the table's expected score); None when there was one move."""
    walked = walk(record, games)
    state = walked.states[turn - 1]
    game = walked.game
    if len(game.legal_actions(state)) < 2:
        return None, None
    best = analyse_state(game, state, len(record["seats"]), seed=_seed(record), top=1,
                         budget_ms=budget_ms)
    if not best or best[0].action is None:
        return None, None
    seat = walked.movers[turn]
    value = best[0].score[0] if shared else best[0].win[seat if seat is not None else 0]
    return game.encode(best[0].action), round(value, 4)


def chunks(total_turns: int, size: int = CHUNK) -> list[list[int]]:
    """The positions 0..``total_turns`` in tasks of ``size``."""
    turns = list(range(total_turns + 1))
    return [turns[start:start + size] for start in range(0, len(turns), size)]


def assemble(record: Mapping[str, Any], games: Mapping[str, Game], points: Sequence[Point],
             shared: bool, best: Mapping[int, tuple[str | None, float | None]]) -> Review:
    """The review from its judged positions and the hard level's answers at the drops (``best`` by
    turn)."""
    walked = walk(record, games)
    ordered = sorted(points, key=lambda point: point.turn)
    told = []
    for turn, seat, before, after in drops(ordered, shared, lower_wins=walked.game.spec.scoring.lower_wins):
        move, value = best.get(turn, (None, None))
        told.append(Drop(turn, seat, round(before, 4), round(after, 4), walked.actions[turn], move, value))
    return Review(VERSION, walked.game.id, len(record["seats"]), shared, tuple(ordered), tuple(told))


def review(record: Mapping[str, Any], games: Mapping[str, Game]) -> Review:
    """The whole review in this process (what the pool's tasks do together; tests and tools)."""
    walked = walk(record, games)
    total = len(walked.states) - 1
    shared = shared_fate(record, games)
    points = [point for chunk in chunks(total) for point in outlooks(record, games, chunk)]
    lower_wins = walked.game.spec.scoring.lower_wins
    best = {turn: best_move(record, games, turn, shared)
            for turn, *_ in drops(points, shared, lower_wins=lower_wins)}
    return assemble(record, games, points, shared, best)


def explain(record: Mapping[str, Any], games: Mapping[str, Game] | None,
            reviewed: Review) -> list[tuple[list[Msg], Msg | None]]:
    """Per drop, the turn's actions as the game describes them, and the hard level's move (None: it had
    no other), in the position where each was played (words for the answer, in any language)."""
    walked = walk(record, games)
    game = walked.game
    told = []
    for drop in reviewed.drops:
        state = walked.states[drop.turn - 1]
        played = []
        for encoded in drop.played:
            action = game.decode(encoded)
            played.append(game.describe(state, action))
            state = game.apply(state, action)
        best = None
        if drop.best is not None:
            best = game.describe(walked.states[drop.turn - 1], game.decode(drop.best))
        told.append((played, best))
    return told
