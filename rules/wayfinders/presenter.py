"""What a Wayfinders player reads: the presenter part (``rules.base.Presenter``) of its game spec.

Menus (``choice_path``) and their shortcuts, log lines (``describe``), status, a seat's private text, the
outcome and the score table, every text a :class:`rules.base.Msg`. Rules live in ``engine.py``, scoring in
``scoring.py``, views in ``observer.py``.
"""

from __future__ import annotations

from rules.base import ActionParseError, IllegalAction, Msg, ScoreRow, ScoreTable
from rules.wayfinders.engine import (
    WayfindersEngine,
    airstrips_left,
    apply_action,
    entry_cost,
    free_flight_colours,
    keep_limit,
    keep_options,
    legal_actions,
    payment_options,
    step_target,
    tile_at,
    wild_colours,
    workers_available,
)
from rules.wayfinders.scoring import seat_score
from rules.wayfinders.state import (
    DIRECTIONS,
    GRID,
    WORKERS_PER_PLAYER,
    Build,
    EndMovement,
    Fly,
    Keep,
    Phase,
    PlaceWorker,
    ReturnWorkers,
    WayfindersAction,
    WayfindersState,
    cell_name,
    counts_msg,
    direction_msg,
    payment_msg,
)
from rules.wayfinders.tiles import island_msg, resource_msg

__all__ = ["GIVES_WITH_PAYMENT", "SEAT_COLOURS", "SHORTCUT_PAYMENT_SHOWN", "WayfindersPresenter"]

#: Discord shows at most 25 choices in one menu.
MENU_LIMIT = 25
#: Player colours, by seat (chosen apart from the five island colours): codes, named by the catalogs.
SEAT_COLOURS: tuple[str, ...] = ("orange", "teal", "white", "black")
#: A payment of at most this many resources leaves room for what a build gives in a one-step menu label
#: (100 characters in every language; tests/i18n/test_wayfinders_language.py measures it).
GIVES_WITH_PAYMENT = 2
#: A shortcut's label spells out a payment of at most this many resources, and counts a larger one
#: (again so that it stays within 100 characters in every language).
SHORTCUT_PAYMENT_SHOWN = 5


def _island_label(state: WayfindersState, cell: int) -> Msg:
    """"B3 Glacier", "C3 Home": the cell and the island's colour name."""
    tile = tile_at(state, cell)
    return Msg("wayfinders-island-at", cell=cell_name(cell), island=island_msg(None if tile is None
                                                                               else tile.colour))


def _then(parts: list[Msg], link: str = "wayfinders-sentences") -> Msg:
    """Messages joined in order by ``link`` (two sentences, "A · B", "A → B")."""
    result = parts[0]
    for part in parts[1:]:
        result = Msg(link, left=result, right=part)
    return result


class WayfindersPresenter:
    """Wayfinders' presentation over ``engine``'s states (one instance in ``SPEC``)."""

    def __init__(self, engine: WayfindersEngine) -> None:
        self.engine = engine

    def shortcuts(self, state: WayfindersState) -> list[tuple[Msg, tuple[WayfindersAction, ...]]]:
        """"Fly to <island>" for every island two or more steps away: the shortest route (fewest steps),
        each step paid the cheapest way, through steps that turn nothing face up (such a step is always
        made on its own, with its Confirm). One choice instead of a choice per step; the menu still
        offers the single steps."""
        if state.phase is not Phase.FLY:
            return []
        seat = state.seat_to_play
        start = state.planes[seat]
        seen = {start}
        frontier: list[tuple[WayfindersState, tuple[WayfindersAction, ...]]] = [(state, ())]
        found: list[tuple[Msg, tuple[WayfindersAction, ...]]] = []
        while frontier:
            following: list[tuple[WayfindersState, tuple[WayfindersAction, ...]]] = []
            for here, route in frontier:
                steps: dict[str, Fly] = {}
                for action in legal_actions(here):
                    # The first payment listed for a direction is its cheapest.
                    if isinstance(action, Fly) and action.direction not in steps:
                        steps[action.direction] = action
                for direction, action in steps.items():
                    target = step_target(here.planes[seat], direction)
                    if target is None or target in seen or self.engine.reveals(here, action):
                        continue
                    seen.add(target)
                    after = apply_action(here, action)
                    path = (*route, action)
                    if len(path) >= 2 and tile_at(after, target) is not None:
                        paid = tuple(map(sum, zip(*(step.payment for step in path), strict=True)))
                        island = _island_label(after, target)
                        if not any(paid):
                            label = Msg("wayfinders-shortcut-free", island=island, steps=len(path))
                        elif sum(paid) <= SHORTCUT_PAYMENT_SHOWN:
                            label = Msg("wayfinders-shortcut-pay", island=island, steps=len(path),
                                        payment=payment_msg(paid))
                        else:
                            label = Msg("wayfinders-shortcut-pay-many", island=island, steps=len(path),
                                        count=sum(paid))
                        found.append((label, path))
                    following.append((after, path))
            frontier = following
        return found

    def seat_label(self, state: WayfindersState, seat: int) -> Msg:
        return Msg(f"wayfinders-seat-{SEAT_COLOURS[seat]}")

    @staticmethod
    def _paid_steps(what: str, where: Msg, options: tuple, payment: tuple[int, ...],
                    gives: Msg | None = None) -> tuple[tuple[Msg, Msg], ...]:
        """One step when there is one way to pay; else "choose payment", then the payment, cheapest first.

        Two steps keep the first menu short (a handful of moves plus Done) however many ways there are
        to pay with the 2-for-1 rule and wild resources. ``what`` names the messages: ``fly`` (``where``
        is the direction and island) or ``build`` (``where`` the island, ``gives`` what building gives).
        A one-step label names what a build gives only for a payment of at most ``GIVES_WITH_PAYMENT``
        resources, so that the label stays within 100 characters in every language.
        """
        ask = Msg("wayfinders-ask-move")
        args: dict[str, Msg] = {"target": where}
        suffix = ""
        if gives is not None and (len(options) > 1 or sum(payment) <= GIVES_WITH_PAYMENT):
            args["gives"] = gives
            suffix = "-gives"
        if len(options) <= 1:
            answer = Msg(f"wayfinders-answer-{what}-pay{suffix}", payment=payment_msg(payment), **args)
            return ((ask, answer),)
        kind = "wayfinders-answer-payment-cheapest" if payment == options[0] else "wayfinders-answer-payment"
        return ((ask, Msg(f"wayfinders-answer-{what}-choose{suffix}", **args)),
                (Msg("wayfinders-ask-payment"), Msg(kind, payment=payment_msg(payment))))

    def choice_path(self, state: WayfindersState, action: WayfindersAction) -> tuple[tuple[Msg, Msg], ...]:
        seat = state.seat_to_play
        ask_action = Msg("wayfinders-ask-action")
        if isinstance(action, PlaceWorker):
            in_use = 0 < action.hangar <= len(state.hangars)
            column = state.hangars[action.hangar - 1] if in_use else ()
            # The column from the top, as it is taken: "Tire, Compass, Tire".
            content = (_then([resource_msg(r) for r in column], "wayfinders-comma") if column
                       else Msg("wayfinders-hangar-empty"))
            mine = state.workers[action.hangar - 1].count(seat) if in_use else 0
            answer = (Msg("wayfinders-answer-hangar-mine", hangar=action.hangar, content=content, mine=mine)
                      if mine else Msg("wayfinders-answer-hangar", hangar=action.hangar, content=content))
            return ((ask_action, Msg("wayfinders-answer-place")), (Msg("wayfinders-ask-hangar"), answer))
        if isinstance(action, ReturnWorkers):
            if workers_available(state, seat) == 5:
                return ((ask_action, Msg("wayfinders-answer-return-none")),)
            # Collecting is deterministic, so the menu can say what the player will get.
            gained = tuple(a - b for a, b in zip(apply_action(state, action).supplies[seat],
                                                  state.supplies[seat], strict=True))
            return ((ask_action, Msg("wayfinders-answer-return", gained=counts_msg(gained))),)
        if isinstance(action, EndMovement):
            return ((Msg("wayfinders-ask-move"), Msg("wayfinders-answer-done")),)
        if isinstance(action, Keep):
            ask_keep = Msg("wayfinders-ask-keep")
            full = (ask_keep, Msg("wayfinders-answer-keep", kept=counts_msg(action.kept)))
            if len(keep_options(state, seat)) <= MENU_LIMIT:
                return (full,)
            # Too many sets for one menu: first pick the first kind kept (at most 5 answers).
            first = next(kind for kind, count in enumerate(action.kept) if count)
            return ((ask_keep, Msg("wayfinders-answer-keep-first", resource=resource_msg(first))), full)
        if isinstance(action, Fly):
            target = step_target(state.planes[seat], action.direction)
            island = _island_label(state, target) if target is not None else Msg("wayfinders-nowhere")
            direction = (direction_msg(action.direction) if action.direction in DIRECTIONS
                         else Msg("wayfinders-nowhere"))
            where = Msg("wayfinders-flight", direction=direction, island=island)
            if not any(action.payment):
                return ((Msg("wayfinders-ask-move"), Msg("wayfinders-answer-fly-free", target=where)),)
            cost = entry_cost(state, seat, target) if target is not None else ()
            options = payment_options(state.supplies[seat], cost, wild_colours(state, seat))
            return self._paid_steps("fly", where, options, action.payment)
        if isinstance(action, Build):
            here = state.planes[seat]
            tile = tile_at(state, here)
            if tile is None:
                return ((Msg("wayfinders-ask-move"),
                         Msg("wayfinders-answer-build-home", target=_island_label(state, here))),)
            options = payment_options(state.supplies[seat], tile.cost, wild_colours(state, seat))
            gives = (tile.effect_msg() if tile.kind == "score" else
                     Msg("wayfinders-gives", points=tile.points, effect=tile.effect_msg()))
            return self._paid_steps("build", _island_label(state, here), options, action.payment, gives)
        raise ActionParseError(Msg("wayfinders-error-not-an-action"))

    def describe(self, state: WayfindersState, action: WayfindersAction) -> Msg:
        seat = state.seat_to_play
        who = self.seat_label(state, seat)
        try:
            after = self.engine.apply(state, action)
        except IllegalAction as error:
            return Msg("wayfinders-log-illegal", who=who, reason=error.msg)
        lines: list[Msg] = []
        if isinstance(action, PlaceWorker):
            lines.append(Msg("wayfinders-log-place", who=who, hangar=action.hangar))
        elif isinstance(action, ReturnWorkers):
            out = 5 - workers_available(state, seat)
            gained = tuple(a - b for a, b in zip(after.supplies[seat], state.supplies[seat], strict=True))
            lines.append(Msg("wayfinders-log-return", who=who, count=out, gained=counts_msg(gained)) if out
                         else Msg("wayfinders-log-return-none", who=who))
        elif isinstance(action, Fly):
            target = after.planes[seat]
            where = Msg("wayfinders-flight", direction=direction_msg(action.direction),
                        island=_island_label(after, target))
            lines.append(Msg("wayfinders-log-fly-pay", who=who, target=where,
                             payment=payment_msg(action.payment))
                         if any(action.payment) else Msg("wayfinders-log-fly-free", who=who, target=where))
            # Only tiles face up after the flight are named: they are public from now on (W-22, W-23).
            revealed = [cell for cell in range(GRID * GRID)
                        if after.face_up[cell] and not state.face_up[cell]]
            if revealed:
                lines.append(Msg("wayfinders-log-revealed",
                                 islands=tuple(_island_label(after, c) for c in revealed)))
        elif isinstance(action, Build):
            here = state.planes[seat]
            owners = state.airstrips[here]
            island, slot, payment = _island_label(state, here), len(owners) + 1, payment_msg(action.payment)
            lines.append(Msg("wayfinders-log-build-owner", who=who, island=island, slot=slot, payment=payment,
                             owner=self.seat_label(state, owners[0])) if owners else
                         Msg("wayfinders-log-build-bag", who=who, island=island, slot=slot, payment=payment))
            expected = tuple(a - b for a, b in zip(state.supplies[seat], action.payment, strict=True))
            drawn = tuple(a - b for a, b in zip(after.supplies[seat], expected, strict=True))
            if any(drawn):
                lines.append(Msg("wayfinders-log-draws", drawn=counts_msg(drawn)))
        elif isinstance(action, EndMovement):
            lines.append(Msg("wayfinders-log-done", who=who))
            if after.phase is Phase.KEEP:
                lines.append(Msg("wayfinders-log-over-limit", limit=keep_limit(state, seat)))
        else:
            returned = tuple(a - b for a, b in zip(state.supplies[seat], action.kept, strict=True))
            lines.append(Msg("wayfinders-log-keep", who=who, kept=counts_msg(action.kept),
                             returned=counts_msg(returned)))
        if after.final_round and not state.final_round:
            lines.append(Msg("wayfinders-log-final-round", who=who))
        if after.phase is Phase.OVER:
            lines.append(self.outcome_text(after))
        return _then(lines)

    def private_text(self, state: WayfindersState, seat: int) -> Msg:
        return Msg("wayfinders-private", seat=self.seat_label(state, seat),
                   supply=counts_msg(state.supplies[seat]))

    def _phase_msg(self, state: WayfindersState) -> Msg:
        if state.phase is Phase.KEEP:
            return Msg("wayfinders-phase-keep", limit=keep_limit(state, state.seat_to_play))
        return Msg(f"wayfinders-phase-{state.phase.value}")

    def status_text(self, state: WayfindersState) -> tuple[Msg, ...]:
        lines: list[Msg] = []
        if state.phase is Phase.OVER:
            lines.append(Msg("wayfinders-status-over", outcome=self.outcome_text(state)))
        else:
            who = self.seat_label(state, state.seat_to_play)
            lines.append(Msg("wayfinders-status-to-play", who=who, doing=self._phase_msg(state)))
            if state.final_round:
                lines.append(Msg("wayfinders-status-final-round"))
        order = _then([self.seat_label(state, s) for s in state.turn_order], "wayfinders-arrow")
        # "after turn N", the number the board's caption and image use.
        lines.append(Msg("wayfinders-status-order", turn=state.turns, order=order))
        for seat in range(state.players):
            score = seat_score(state, seat)
            parts = [Msg("wayfinders-status-seat", who=self.seat_label(state, seat), points=score.total,
                         supply=counts_msg(state.supplies[seat]), limit=keep_limit(state, seat),
                         free=workers_available(state, seat), workers=WORKERS_PER_PLAYER,
                         left=airstrips_left(state, seat))]
            wild, free = wild_colours(state, seat), free_flight_colours(state, seat)
            if wild:
                parts.append(Msg("wayfinders-power-wild",
                                 resources=tuple(resource_msg(kind) for kind in sorted(wild))))
            if free:
                parts.append(Msg("wayfinders-power-free",
                                 islands=tuple(island_msg(colour) for colour in sorted(free))))
            lines.append(Msg("wayfinders-status-line", text=_then(parts, "wayfinders-dot")))
        lines.append(Msg("wayfinders-status-bag", count=sum(state.bag)))
        return tuple(lines)

    def score_breakdown(self, state: WayfindersState) -> ScoreTable:
        rows = []
        for seat in range(state.players):
            score = seat_score(state, seat)
            rows.append(ScoreRow(seat, self.seat_label(state, seat),
                                 (score.islands, score.scoring, score.resources, score.workers), score.total))
        columns = tuple(Msg(f"wayfinders-score-{part}")
                        for part in ("islands", "scoring", "resources", "workers"))
        return ScoreTable(columns, tuple(rows))

    def outcome_text(self, state: WayfindersState) -> Msg:
        winners = self.engine.winners(state)
        if not winners:
            return Msg("wayfinders-outcome-not-over")
        scores = self.engine.scores(state)
        names = tuple(self.seat_label(state, s) for s in winners)
        points = scores[winners[0]]
        if len(winners) > 1:
            return Msg("wayfinders-outcome-shared", names=names, points=points)
        tied = [s for s in range(state.players) if scores[s] == points]
        if len(tied) > 1:
            return Msg("wayfinders-outcome-tie-broken", name=names[0], points=points)
        return Msg("wayfinders-outcome-win", name=names[0], points=points)
