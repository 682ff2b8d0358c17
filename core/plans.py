"""Plans: a seated player's next turn, decided while another player decides (no Discord in here).

While it is not their turn, a player may build their next turn, or its first part, on the position as it
stands with their own hand (the game's ``plan_position``: the board now with their seat beginning a turn),
one decision at a time, as a real turn is built; they may look at it, change it or cancel it until it is
played. A decision that shows something hidden (a card drawn blind, a terrain discovered: the game's
``reveals``) may be planned, but nothing after it: what it shows is not known yet.

When their turn comes, the planned decisions are played in order, each only if that exact decision is
legal in the position as it then is, stopping at the first that is not; with "only if nothing changed"
(``strict``), the plan is not played at all if the public position changed since it was made (the board,
the scores, what every seat shows: the public view without whose turn it is). A plan's decisions are the
player's own moves: made as theirs (not the stand-in's), at the moment their turn begins, so their clock
loses nothing.

Exactly once. Which decisions of a plan are played is read from the game's own action log (the seat's
decisions logged since the plan was made), never kept beside it: a crash between a decision's commit and
anything after it finds the decision in the log and goes on from the next. Each decision is claimed like a
computer's (``Store.claim_decision``) and committed with the version it read, so a plan and a press of the
same player at the same moment make one move: the second is refused as stale. A player who decided
something else in that turn themselves took over: the plan stops there. The plan's row is deleted with the
flow that tells its player what it did (:data:`store.FLOW_PLAN_REPORT`) in one transaction.

Decisions with one possible answer (:func:`forced_action`): when a player's decision has one legal answer
that reveals nothing, it is made for them without a tap, unless they turned that off (``/game settings``).

A plan is its player's alone: it is never part of the game's state, so no view, image, alt text, computer
decision, hint, log line or another player's copy of their data can contain it; it is shown only in the
planner's own private answers and DMs.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from core.lines import encode_line
from core.service import LoadedGame, PlayerError
from rules.base import Action, ActionParseError, Game, IllegalAction, Msg, State
from store import GameRecord, PlansStore, StoredPlan, stamp

#: The public view's keys that say only whose turn it is and what was just done: the position a strict
#: plan compares leaves them out (the turn passing on to the planner is not a change of the position).
TURN_KEYS = ("to_play", "turn", "last_turn")
#: The most decisions a plan holds (a turn of Iwari: action, neutral tribe, feats, draws; with room).
MOST_STEPS = 12

#: Why a plan stopped (a report's ``reason``; each a catalog message ``plan-stopped-<reason>``).
STOP_ILLEGAL = "illegal"
STOP_CHANGED = "changed"
STOP_TOOK_OVER = "took-over"
STOP_OVER = "over"
STOP_DONE = "done"


def fingerprint(game: Game, state: State) -> str:
    """The public position (the spectator's view without whose turn it is), as a short digest."""
    view = {key: value for key, value in game.view(state, None).items() if key not in TURN_KEYS}
    return hashlib.sha256(json.dumps(view, sort_keys=True, default=str).encode()).hexdigest()[:32]


def forced_action(game: Game, state: State) -> Action | None:
    """The decision to make for the player to play in ``state`` without a tap: their only legal one, when it
    shows nothing hidden; None otherwise (a choice, or a decision that reveals something)."""
    if game.is_over(state):
        return None
    actions = game.legal_actions(state)
    if len(actions) != 1 or game.reveals(state, actions[0]):
        return None
    return actions[0]


def forced_in_turn(game: Game, turn_start: State, actions: Sequence[tuple[int, str, str]],
                   seat: int) -> list[str]:
    """The stored lines of ``seat``'s decisions in the turn under way that had one possible answer
    revealing nothing (made for them), replaying the turn's ``(seat, action, line)`` from its start; []
    when the log does not replay from it."""
    made: list[str] = []
    state = turn_start
    try:
        for by, text, line in actions:
            action = game.decode(text)
            if by == seat and forced_action(game, state) == action:
                made.append(line)
            state = game.apply(state, action)
    except (ActionParseError, IllegalAction, ValueError):
        return []
    return made


@dataclass(frozen=True)
class Draft:
    """A plan being built: the position it is built on (the board now, the planner's seat beginning its
    turn), the decisions planned so far, and where they lead."""

    seat: int
    position: State
    steps: tuple[str, ...]
    #: The position after the planned decisions.
    after: State
    #: Whether more may be planned: the planner still decides after them and the last one revealed
    #: nothing (what a revealing decision shows is not known when planning).
    open: bool


def planning_seat(loaded: LoadedGame, user_id: int) -> int:
    """The seat ``user_id`` may plan for in this game now, or a refusal saying why not."""
    record = loaded.record
    if record.status != "active":
        raise PlayerError(Msg("plan-error-not-active"))
    if not loaded.game.spec.capabilities.plans:
        raise PlayerError(Msg("plan-error-not-in-game", game=loaded.game.title))
    seat = loaded.seat_of(user_id)
    if seat is None:
        raise PlayerError(Msg("plan-error-not-playing"))
    if loaded.game.to_play(loaded.state) == seat:
        raise PlayerError(Msg("plan-error-your-turn"))
    return seat


def draft(loaded: LoadedGame, seat: int, steps: Sequence[str]) -> Draft:
    """The plan of ``steps`` for ``seat`` on the position as it stands: each decision must be legal where
    the ones before it lead, and none may follow a decision that reveals something. A refusal names the
    decision."""
    game = loaded.game
    position = game.plan_position(loaded.state, seat)
    if position is None:
        raise PlayerError(Msg("plan-error-not-now"))
    if len(steps) > MOST_STEPS:
        raise PlayerError(Msg("plan-error-too-long", most=MOST_STEPS))
    state = position
    revealed = False
    for text in steps:
        if revealed or game.to_play(state) != seat or game.is_over(state):
            raise PlayerError(Msg("plan-error-after-end"))
        try:
            action = game.decode(text)
            revealed = game.reveals(state, action)
            state = game.apply(state, action)
        except (ActionParseError, IllegalAction, ValueError) as error:
            raise PlayerError(Msg("plan-error-illegal")) from error
    still = not revealed and not game.is_over(state) and game.to_play(state) == seat \
        and game.turn_count(state) == game.turn_count(position)
    return Draft(seat, position, tuple(steps), state, still)


@dataclass(frozen=True)
class Verdict:
    """What to do with a plan: ``play`` its decision number ``index`` (the encoded ``action``), ``wait``
    (its turn has not come), or ``stop`` (``reason``: one of the ``STOP_…``), the decisions before
    ``index`` having been played."""

    kind: str
    index: int
    action: str = ""
    reason: str = ""


def next_verdict(game: Game, state: State, seat: int, plan: StoredPlan,
                 logged: Sequence[tuple[int, str, int, str]], *, others_in_turn: bool = False) -> Verdict:
    """The plan's next step in ``state``, given the seat's decisions logged since the plan was made
    (``(seq, action, turn, line)``): the plan's decisions already played are those, in order. ``wait``: its
    turn has not come; ``play`` the decision number ``index``; ``stop`` (done, or why not): a decision of
    the seat's own that is not the plan's next means its player took over, and a turn of theirs that
    ended after some of it was played ends the plan (its first part was what was planned).
    ``others_in_turn``: other seats decided in the turn under way, so the seat decides inside another's
    turn (a game where a seat answers another's move), not at the start of its own: the plan waits."""
    played = [action for _, action, _, _ in logged]
    if played != list(plan.steps[:len(played)]):
        return Verdict("stop", 0, reason=STOP_TOOK_OVER)
    index = len(played)
    mine = game.to_play(state) == seat
    turn = game.turn_count(state)
    if played and (not mine or any(at_turn != turn for _, _, at_turn, _ in logged)):
        return Verdict("stop", index, reason=STOP_DONE)  # its turn ended: what could be played was
    if index >= len(plan.steps):
        return Verdict("stop", index, reason=STOP_DONE)
    if game.is_over(state):
        return Verdict("stop", index, reason=STOP_OVER)
    if not mine or (index == 0 and others_in_turn):
        return Verdict("wait", index)
    if index == 0 and plan.strict and fingerprint(game, state) != plan.fingerprint:
        return Verdict("stop", 0, reason=STOP_CHANGED)
    text = plan.steps[index]
    try:
        game.apply(state, game.decode(text))
    except (ActionParseError, IllegalAction, ValueError):
        return Verdict("stop", index, reason=STOP_ILLEGAL)
    return Verdict("play", index, action=text)


def step_words(game: Game, state: State, text: str) -> list[str]:
    """A planned decision's answers as the panel names them (stored lines, each read in the reader's
    language), or its code when the position cannot name it."""
    try:
        return [encode_line(answer) for _, answer in game.choice_path(state, game.decode(text))]
    except Exception:
        return [text]


@dataclass
class Report:
    """What a plan did, told to its player (the flow's payload): the lines of the decisions played (as
    stored), why it stopped and the decision it stopped at (its number from 1 and its words)."""

    game_id: int
    title: str
    played: list[str] = field(default_factory=list)
    reason: str = STOP_DONE
    stopped_at: int = 0
    stopped_words: list[str] = field(default_factory=list)
    total: int = 0

    def payload(self) -> dict[str, Any]:
        return {"game": self.game_id, "title": self.title, "played": self.played, "reason": self.reason,
                "stopped_at": self.stopped_at, "stopped_words": self.stopped_words, "total": self.total}


class Plans:
    """The plans of one bot: making, reading and cancelling them (the store is read as
    :class:`store.sql.plans.PlansStore`)."""

    def __init__(self, store: PlansStore, clock: Any) -> None:
        self.store = store
        self.clock = clock

    async def save(self, loaded: LoadedGame, user_id: int, steps: Sequence[str], *, strict: bool) -> Draft:
        """Keep ``steps`` as ``user_id``'s plan (replacing theirs); refused when it is their turn now or the
        decisions do not make a plan, and when the game moved on meanwhile (:class:`PlayerError`)."""
        seat = planning_seat(loaded, user_id)
        made = draft(loaded, seat, steps)
        if not steps:
            raise PlayerError(Msg("plan-error-empty"))
        saved = await self.store.save_plan(loaded.id, seat, user_id, list(steps), made_version=loaded.version,
                                           fingerprint=fingerprint(loaded.game, loaded.state), strict=strict,
                                           now=stamp(self.clock()))
        if not saved:
            raise PlayerError(Msg("plan-error-moved-on"))
        return made

    async def of(self, loaded: LoadedGame, user_id: int) -> StoredPlan | None:
        seat = loaded.seat_of(user_id)
        if seat is None:
            return None
        plan = await self.store.plan_of(loaded.id, seat)
        return plan if plan is not None and plan.user_id == user_id else None

    async def cancel(self, record: GameRecord, seat: int, user_id: int) -> bool:
        return await self.store.cancel_plan(record.id, seat, user_id)
