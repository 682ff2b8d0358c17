"""The Wayfinders game object: the protocol of ``rules/base.py`` over the engine in ``engine.py``.

Everything here is presentation or serialisation: menus (``choice_path``), log lines (``describe``),
public views, JSON dump/load. Rules live in ``engine.py``, scoring in ``scoring.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import resources

from rules.base import (
    ActionParseError,
    IllegalAction,
    OptionSpec,
    Rng,
    ScoreRow,
    ScoreTable,
    resolve_options,
    resolve_rules_version,
)
from rules.wayfinders.engine import (
    RULES_VERSION,
    SETUP_MIXES,
    airstrips_left,
    apply_action,
    check_action_form,
    entry_cost,
    free_flight_colours,
    keep_limit,
    keep_options,
    legal_actions,
    new_game,
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
    Build,
    EndMovement,
    Fly,
    Keep,
    LastTurn,
    Phase,
    PlaceWorker,
    ReturnWorkers,
    WayfindersAction,
    WayfindersState,
    cell_name,
    counts_text,
    decode_action,
    encode_action,
    payment_text,
)
from rules.wayfinders.tiles import COLOURS, HOME, ISLAND_NAMES, RESOURCE_LABELS, RESOURCES, Tile

__all__ = ["SEAT_COLOURS", "WayfindersGame"]

#: Discord shows at most 25 choices in one menu.
MENU_LIMIT = 25
#: Player colours, by seat (chosen apart from the five island colours).
SEAT_COLOURS: tuple[str, ...] = ("Orange", "Teal", "White", "Black")


def _island_label(state: WayfindersState, cell: int) -> str:
    tile = tile_at(state, cell)
    if tile is None:
        return f"{cell_name(cell)} Home"
    return f"{cell_name(cell)} {tile.island_name}"


def _tile_view(tile: Tile) -> dict:
    return {
        "id": tile.id,
        "back": tile.back,
        "colour": tile.colour_name,
        "island": tile.island_name,
        "cost": [RESOURCES[r] for r in tile.cost],
        "points": tile.points,
        "kind": tile.kind,
        "family": tile.family,
        "amount": tile.amount,
        "min_cost": tile.min_cost,
        "effect": tile.effect_text(),
    }


class WayfindersGame:
    """Wayfinders for 2–4 players (spec: W-1 … W-23)."""

    id = "wayfinders"
    title = "Wayfinders"
    min_players = 2
    max_players = 4
    rules_version = RULES_VERSION
    options: Mapping[str, OptionSpec] = {
        "setup": OptionSpec(
            label="Island set-up",
            choices=tuple((value, spec[0]) for value, spec in SETUP_MIXES.items()),
            default="standard",
            help="Which 24 island tiles surround Home (W-21 advanced set-up).",
        ),
        "order": OptionSpec(
            label="Turn order",
            choices=(("random", "Random"), ("joined", "Order of joining")),
            default="random",
            help="Who starts: drawn at random, or the players in the order they joined (W-7).",
        ),
        "exploration": OptionSpec(
            label="Exploration",
            choices=(("off", "Off: all islands face up"), ("on", "On: islands start face down")),
            default="off",
            help="Islands start face down and turn up as planes arrive next to them (W-22).",
        ),
    }
    rules_text: str = resources.files(__package__).joinpath("rules_text.md").read_text(encoding="utf-8")

    # --- engine ---------------------------------------------------------------------------------------
    def setup(
        self, players: int, options: Mapping[str, object], seed: int, *, rules_version: int | None = None
    ) -> WayfindersState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError("Wayfinders is for 2 to 4 players.")
        version = resolve_rules_version(self.title, RULES_VERSION, rules_version)
        return new_game(players, resolve_options(self.options, options), seed, version)

    def to_play(self, state: WayfindersState) -> int | None:
        return None if state.phase is Phase.OVER else state.seat_to_play

    def legal_actions(self, state: WayfindersState) -> list[WayfindersAction]:
        return legal_actions(state)

    def apply(self, state: WayfindersState, action: WayfindersAction) -> WayfindersState:
        if not isinstance(action, PlaceWorker | ReturnWorkers | Fly | Build | EndMovement | Keep):
            raise IllegalAction("That is not a Wayfinders move.")
        check_action_form(action)
        return apply_action(state, action)

    def is_over(self, state: WayfindersState) -> bool:
        return state.phase is Phase.OVER

    def shortcuts(self, state: WayfindersState) -> list[tuple[str, tuple[WayfindersAction, ...]]]:
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
        found: list[tuple[str, tuple[WayfindersAction, ...]]] = []
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
                    if target is None or target in seen or self.reveals(here, action):
                        continue
                    seen.add(target)
                    after = apply_action(here, action)
                    path = (*route, action)
                    if len(path) >= 2 and tile_at(after, target) is not None:
                        paid = tuple(map(sum, zip(*(step.payment for step in path), strict=True)))
                        cost = "free" if not any(paid) else f"pays {payment_text(paid)}"
                        found.append((f"Fly to {_island_label(after, target)} ({len(path)} steps, {cost})",
                                      path))
                    following.append((after, path))
            frontier = following
        return found

    def reveals(self, state: WayfindersState, action: WayfindersAction) -> bool:
        """A tile turned face up, or a draw from the bag (a draw island's build, the hangar refill)."""
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return False
        return after.face_up != state.face_up or after.rng != state.rng

    def undoable(self, state: WayfindersState, action: WayfindersAction) -> bool:
        """Returning workers (what they collect is public), flights that turn no tile face up, builds that
        draw nothing from the bag and a Done that leads to choosing what to keep may be taken back.
        Placing a worker, Keep and a Done that ends the turn complete the turn (and refill the hangars
        from the bag); a draw island's build draws from the bag; a flight in the exploration variant may
        turn tiles face up: those stand."""
        if state.phase is Phase.OVER:
            return False
        if isinstance(action, Build):
            tile = tile_at(state, state.planes[state.seat_to_play])
            if tile is not None and tile.kind == "draw":
                return False
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return False
        return (
            after.phase is not Phase.OVER
            and after.turns == state.turns
            and after.face_up == state.face_up
            and after.rng == state.rng
        )

    def scores(self, state: WayfindersState) -> list[int]:
        return [seat_score(state, seat).total for seat in range(state.players)]

    def winners(self, state: WayfindersState) -> list[int]:
        if state.phase is not Phase.OVER:
            return []
        # W-20: most points; tie -> most airstrips on the board; still tied -> shared win.
        keys = [(seat_score(state, seat).total, 10 - airstrips_left(state, seat))
                for seat in range(state.players)]
        best = max(keys)
        return [seat for seat in range(state.players) if keys[seat] == best]

    def encode(self, action: WayfindersAction) -> str:
        return encode_action(action)

    def decode(self, text: str) -> WayfindersAction:
        return decode_action(text)

    # --- serialisation --------------------------------------------------------------------------------
    def dump(self, state: WayfindersState) -> dict:
        return {
            "players": state.players,
            "setup_mix": state.setup_mix,
            "exploration": state.exploration,
            "rng": str(state.rng),
            "turn_order": list(state.turn_order),
            "cells": list(state.cells),
            "face_up": list(state.face_up),
            "airstrips": [list(s) for s in state.airstrips],
            "planes": list(state.planes),
            "supplies": [list(s) for s in state.supplies],
            "hangars": [list(c) for c in state.hangars],
            "workers": [list(c) for c in state.workers],
            "bag": list(state.bag),
            "rules_version": state.rules_version,
            "current": state.current,
            "phase": state.phase.value,
            "turns": state.turns,
            "final_round": state.final_round,
            "turn_cells": list(state.turn_cells),
            "turn_built": list(state.turn_built),
            "turn_hangars": list(state.turn_hangars),
            "last_turn": {
                "seat": state.last_turn.seat,
                "cells": list(state.last_turn.cells),
                "built": list(state.last_turn.built),
                "hangars": list(state.last_turn.hangars),
            },
        }

    def load(self, data: dict) -> WayfindersState:
        # Every state stored before rules versions existed was played under version 1.
        version = data.get("rules_version", 1)
        if type(version) is not int or not 1 <= version <= RULES_VERSION:
            raise ValueError(f"This Wayfinders game uses rules version {version!r}, unknown here.")
        try:
            last = data["last_turn"]
            return WayfindersState(
                rules_version=version,
                players=int(data["players"]),
                setup_mix=str(data["setup_mix"]),
                exploration=bool(data["exploration"]),
                rng=int(data["rng"]),
                turn_order=tuple(int(x) for x in data["turn_order"]),
                cells=tuple(str(x) for x in data["cells"]),
                face_up=tuple(bool(x) for x in data["face_up"]),
                airstrips=tuple(tuple(int(x) for x in s) for s in data["airstrips"]),
                planes=tuple(int(x) for x in data["planes"]),
                supplies=tuple(tuple(int(x) for x in s) for s in data["supplies"]),
                hangars=tuple(tuple(int(x) for x in c) for c in data["hangars"]),
                workers=tuple(tuple(int(x) for x in c) for c in data["workers"]),
                bag=tuple(int(x) for x in data["bag"]),
                current=int(data["current"]),
                phase=Phase(data["phase"]),
                turns=int(data["turns"]),
                final_round=bool(data["final_round"]),
                turn_cells=tuple(int(x) for x in data["turn_cells"]),
                turn_built=tuple(int(x) for x in data["turn_built"]),
                turn_hangars=tuple(int(x) for x in data["turn_hangars"]),
                last_turn=LastTurn(int(last["seat"]), tuple(int(x) for x in last["cells"]),
                                   tuple(int(x) for x in last["built"]),
                                   tuple(int(x) for x in last["hangars"])),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a stored Wayfinders state: {error}") from error

    # --- views ----------------------------------------------------------------------------------------
    def determinize(self, view: dict, rng: Rng) -> WayfindersState:
        """A full state whose view for ``view["seat"]`` is ``view``, hidden parts sampled (issue 13)."""
        from rules.wayfinders.determinize import determinize

        return determinize(view, rng)

    def view(self, state: WayfindersState, seat: int | None) -> dict:
        scores = [seat_score(state, s) for s in range(state.players)]
        grid = []
        for cell in range(GRID * GRID):
            up = state.face_up[cell]
            tile = tile_at(state, cell)
            grid.append({
                "cell": cell_name(cell),
                "home": state.cells[cell] == HOME,
                "face_up": up,
                # The back colour shows on a face-down tile, as on the table; its face does not.
                "back": tile.back if tile is not None else None,
                # W-22/W-23: a face-down tile's identity is never in a view.
                "tile": _tile_view(tile) if tile is not None and up else None,
                "airstrips": list(state.airstrips[cell]),
            })
        players = []
        for s in range(state.players):
            score = scores[s]
            players.append({
                "seat": s,
                "label": self.seat_label(state, s),
                "colour": SEAT_COLOURS[s].lower(),
                "order": state.turn_order.index(s) + 1,
                "supply": dict(zip(RESOURCES, state.supplies[s], strict=True)),
                "workers_available": workers_available(state, s),
                "workers_out": 5 - workers_available(state, s),
                "airstrips_left": airstrips_left(state, s),
                "plane": cell_name(state.planes[s]),
                "keep_limit": keep_limit(state, s),
                "wild": [RESOURCES[c] for c in sorted(wild_colours(state, s))],
                "free_flight": [COLOURS[c] for c in sorted(free_flight_colours(state, s))],
                "score": score.total,
                "score_parts": {"islands": score.islands, "scoring": score.scoring,
                                "resources": score.resources, "workers": score.workers},
            })
        over = state.phase is Phase.OVER
        return {
            "game": self.id,
            "seat": seat,
            "players": state.players,
            "to_play": self.to_play(state),
            "over": over,
            "scores": [score.total for score in scores],
            "winners": self.winners(state),
            "turn": state.turns,
            "phase": state.phase.value,
            "final_round": state.final_round,
            "setup": state.setup_mix,
            "exploration": state.exploration,
            "turn_order": list(state.turn_order),
            "grid": grid,
            "hangars": [{"number": i + 1, "column": [RESOURCES[r] for r in column],
                         "workers": list(state.workers[i])} for i, column in enumerate(state.hangars)],
            "bag": sum(state.bag),
            "player_info": players,
            "current_turn": {"cells": [cell_name(c) for c in state.turn_cells],
                             "built": [cell_name(c) for c in state.turn_built],
                             "hangars": [h + 1 for h in state.turn_hangars]},
            "last_turn": {
                "seat": state.last_turn.seat if state.last_turn.seat >= 0 else None,
                "cells": [cell_name(c) for c in state.last_turn.cells],
                "built": [cell_name(c) for c in state.last_turn.built],
                "hangars": [h + 1 for h in state.last_turn.hangars],
            },
            # Nothing is secret from the other players in Wayfinders (W-23): the private part is empty.
            "private": None if seat is None else {},
        }

    # --- presentation ---------------------------------------------------------------------------------
    def turn_count(self, state: WayfindersState) -> int:
        return state.turns

    def seat_label(self, state: WayfindersState, seat: int) -> str:
        return f"{SEAT_COLOURS[seat]} pilot"

    @staticmethod
    def _paid_steps(what: str, options: tuple, payment: tuple[int, ...]) -> tuple[tuple[str, str], ...]:
        """One step when there is one way to pay; else "choose payment", then the payment, cheapest first.

        Two steps keep the first menu short (a handful of moves plus Done) however many ways there are
        to pay with the 2-for-1 rule and wild resources.
        """
        text = payment_text(payment)
        if len(options) <= 1:
            return (("Fly/build", f"{what}, pay {text}"),)
        if payment == options[0]:
            text += " (cheapest)"
        return (("Fly/build", f"{what}, choose payment"), ("Payment", text))

    def choice_path(self, state: WayfindersState, action: WayfindersAction) -> tuple[tuple[str, str], ...]:
        seat = state.seat_to_play
        if isinstance(action, PlaceWorker):
            in_use = 0 < action.hangar <= len(state.hangars)
            column = state.hangars[action.hangar - 1] if in_use else ()
            content = ", ".join(RESOURCE_LABELS[r] for r in column) or "empty"
            mine = state.workers[action.hangar - 1].count(seat) if in_use else 0
            yours = f" (your workers: {mine})" if mine else ""
            return (("Action", "Place a worker"), ("Hangar", f"Hangar {action.hangar}: {content}{yours}"))
        if isinstance(action, ReturnWorkers):
            if workers_available(state, seat) == 5:
                return (("Action", "Return workers (none out: just fly)"),)
            # Collecting is deterministic, so the menu can say what the player will get.
            gained = tuple(a - b for a, b in zip(apply_action(state, action).supplies[seat],
                                                  state.supplies[seat], strict=True))
            return (("Action", f"Return workers (collect {counts_text(gained)})"),)
        if isinstance(action, EndMovement):
            return (("Fly/build", "Done"),)
        if isinstance(action, Keep):
            full = ("Keep", counts_text(action.kept))
            if len(keep_options(state, seat)) <= MENU_LIMIT:
                return (full,)
            # Too many sets for one menu: first pick the first kind kept (at most 5 answers).
            first = next(kind for kind, count in enumerate(action.kept) if count)
            return (("Keep", f"{RESOURCE_LABELS[first]}, …"), full)
        if isinstance(action, Fly):
            target = step_target(state.planes[seat], action.direction)
            where = _island_label(state, target) if target is not None else "nowhere"
            name = DIRECTIONS[action.direction][0] if action.direction in DIRECTIONS else action.direction
            if not any(action.payment):
                return (("Fly/build", f"Fly {name} to {where} (free)"),)
            cost = entry_cost(state, seat, target) if target is not None else ()
            options = payment_options(state.supplies[seat], cost, wild_colours(state, seat))
            return self._paid_steps(f"Fly {name} to {where}", options, action.payment)
        if isinstance(action, Build):
            here = state.planes[seat]
            tile = tile_at(state, here)
            if tile is None:
                return (("Fly/build", f"Build here: {_island_label(state, here)}"),)
            options = payment_options(state.supplies[seat], tile.cost, wild_colours(state, seat))
            gives = tile.effect_text() if tile.kind == "score" else f"{tile.points} pts, {tile.effect_text()}"
            what = f"Build here: {_island_label(state, here)} ({gives})"
            steps = self._paid_steps(what, options, action.payment)
            if len(steps[0][1]) > 100:
                steps = self._paid_steps(f"Build here: {_island_label(state, here)}", options, action.payment)
            return steps
        raise ActionParseError("not a Wayfinders action")

    def describe(self, state: WayfindersState, action: WayfindersAction) -> str:
        seat = state.seat_to_play
        who = self.seat_label(state, seat)
        try:
            after = self.apply(state, action)
        except IllegalAction as error:
            return f"{who} tried an illegal move: {error}"
        if isinstance(action, PlaceWorker):
            line = f"{who} places a worker in hangar {action.hangar}."
        elif isinstance(action, ReturnWorkers):
            out = 5 - workers_available(state, seat)
            gained = tuple(a - b for a, b in zip(after.supplies[seat], state.supplies[seat], strict=True))
            line = (f"{who} returns {out} worker{'s' if out != 1 else ''} and collects {counts_text(gained)}."
                    if out else f"{who} returns workers (none were out) and collects nothing.")
        elif isinstance(action, Fly):
            target = after.planes[seat]
            paid = f"paying {payment_text(action.payment)}" if any(action.payment) else "for free"
            line = f"{who} flies {DIRECTIONS[action.direction][0]} to {_island_label(after, target)}, {paid}."
            revealed = [cell for cell in range(GRID * GRID)
                        if after.face_up[cell] and not state.face_up[cell]]
            if revealed:
                line += " Revealed: " + ", ".join(_island_label(after, c) for c in revealed) + "."
        elif isinstance(action, Build):
            here = state.planes[seat]
            owners = state.airstrips[here]
            to_whom = f"to {self.seat_label(state, owners[0])}" if owners else "to the bag"
            line = (f"{who} builds an airstrip on {_island_label(state, here)} (slot {len(owners) + 1}), "
                    f"paying {payment_text(action.payment)} {to_whom}.")
            expected = tuple(a - b for a, b in zip(state.supplies[seat], action.payment, strict=True))
            drawn = tuple(a - b for a, b in zip(after.supplies[seat], expected, strict=True))
            if any(drawn):
                line += f" Draws {counts_text(drawn)}."
        elif isinstance(action, EndMovement):
            line = f"{who} ends the flight."
            if after.phase is Phase.KEEP:
                line += f" Over the limit of {keep_limit(state, seat)}: choosing what to keep."
        else:
            returned = tuple(a - b for a, b in zip(state.supplies[seat], action.kept, strict=True))
            line = f"{who} keeps {counts_text(action.kept)} and returns {counts_text(returned)} to the bag."
        if after.final_round and not state.final_round:
            line += f" Final round: {who} has 2 or fewer airstrips left."
        if after.phase is Phase.OVER:
            line += " " + self.outcome_text(after)
        return line

    def private_text(self, state: WayfindersState, seat: int) -> str:
        supply = counts_text(state.supplies[seat])
        return (f"You are the {self.seat_label(state, seat)}. Nothing in Wayfinders is secret: your supply "
                f"({supply}), workers and airstrips are on the public board.")

    def _phase_text(self, state: WayfindersState) -> str:
        return {
            Phase.ACTION: "place a worker or return workers",
            Phase.FLY: "fly and build, then Done",
            Phase.KEEP: f"keep {keep_limit(state, state.seat_to_play)} resources",
            Phase.OVER: "",
        }[state.phase]

    def status_text(self, state: WayfindersState) -> str:
        lines = []
        if state.phase is Phase.OVER:
            lines.append(f"**Game over.** {self.outcome_text(state)}")
        else:
            who = self.seat_label(state, state.seat_to_play)
            lines.append(f"**{who}** to play: {self._phase_text(state)}.")
            if state.final_round:
                lines.append("Final round: the game ends after the last player in turn order.")
        order = " → ".join(self.seat_label(state, s) for s in state.turn_order)
        # "after turn N", the number the board's caption and image use.
        lines.append(f"After turn {state.turns} · order: {order}")
        for seat in range(state.players):
            score = seat_score(state, seat)
            powers = []
            wild, free = wild_colours(state, seat), free_flight_colours(state, seat)
            if wild:
                powers.append("wild " + ", ".join(sorted(RESOURCE_LABELS[kind] for kind in wild)))
            if free:
                powers.append("free flights to " + ", ".join(sorted(ISLAND_NAMES[colour] for colour in free)))
            lines.append(
                f"- {self.seat_label(state, seat)}: {score.total} pts · "
                f"{counts_text(state.supplies[seat])} (keeps {keep_limit(state, seat)}) · "
                f"workers {workers_available(state, seat)}/5 free · "
                f"airstrips left {airstrips_left(state, seat)}"
                + (" · " + " · ".join(powers) if powers else ""))
        lines.append(f"Bag: {sum(state.bag)} resources.")
        return "\n".join(lines)

    def score_breakdown(self, state: WayfindersState) -> ScoreTable:
        rows = []
        for seat in range(state.players):
            score = seat_score(state, seat)
            rows.append(ScoreRow(seat, self.seat_label(state, seat),
                                 (score.islands, score.scoring, score.resources, score.workers), score.total))
        return ScoreTable(("Island points", "Scoring islands", "Resources", "Workers"), tuple(rows))

    def outcome_text(self, state: WayfindersState) -> str:
        winners = self.winners(state)
        if not winners:
            return "The game is not over yet."
        scores = self.scores(state)
        names = " and ".join(self.seat_label(state, s) for s in winners)
        if len(winners) > 1:
            return f"{names} share the win with {scores[winners[0]]} points."
        tied = [s for s in range(state.players) if scores[s] == scores[winners[0]]]
        if len(tied) > 1:
            return f"{names} wins with {scores[winners[0]]} points (tie broken by most airstrips built)."
        return f"{names} wins with {scores[winners[0]]} points."

