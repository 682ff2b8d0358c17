"""A Wayfinders board in words: the describer part (``rules.base.Describer``) of its game spec.

Everything here reads one view (``WayfindersObserver.view``), the same dict ``render/wayfinders.py`` draws
from: the 5x5 grid cell by cell (a face-down island shows its back only, as on the table: W-22, W-23),
the airstrips and planes, the hangars, the pilots' boards and the scores. The bag's order and a face-down
tile's face are not in the view, so they cannot reach the words. Cells are named as the image labels them:
column letter A-E, row number 1-5, A1 at the top left.
"""

from __future__ import annotations

from rules.base import Msg, Section
from rules.wayfinders.state import counts_msg
from rules.wayfinders.tiles import COLOURS, RESOURCES, effect_msg, island_msg, resource_msg

__all__ = ["WayfindersDescriber"]


def _then(items: list, link: str = "wayfinders-comma") -> Msg | str:
    """Items in order joined by ``link`` ("A, B", "A; B", "A → B")."""
    if not items:
        return ""
    result = items[0]
    for item in items[1:]:
        result = Msg(link, left=result, right=item)
    return result


def _pilot(view: dict, seat: int) -> Msg:
    return Msg(f"wayfinders-seat-{view['player_info'][seat]['colour']}")


def _resource(name: str) -> Msg:
    return resource_msg(RESOURCES.index(name))


class WayfindersDescriber:
    """Wayfinders' boards in words (one instance in ``SPEC``); every method reads only the view it is
    given."""

    @staticmethod
    def _cells(view: dict) -> dict[str, dict]:
        return {square["cell"]: square for square in view["grid"]}

    def _island(self, view: dict, cell: str) -> Msg:
        """"C3 Home", "B2 Glacier", "A1 (face down)": a cell as the image shows it."""
        square = self._cells(view).get(cell)
        if square is None or square["home"]:
            return Msg("wayfinders-island-at", cell=cell, island=island_msg(None))
        if square["tile"] is None:
            return Msg("wayfinders-alt-face-down-at", cell=cell)
        colour = COLOURS.index(square["tile"]["colour"])
        return Msg("wayfinders-island-at", cell=cell, island=island_msg(colour))

    @staticmethod
    def _in_order(view: dict) -> list[dict]:
        return sorted(view["player_info"], key=lambda info: info["order"])

    # --- the parts both texts share ---------------------------------------------------------------------
    @staticmethod
    def _title(view: dict) -> Msg:
        return Msg("wayfinders-alt-title", turn=view["turn"])

    def _status(self, view: dict) -> list[Msg]:
        if view["over"]:
            winners = [seat for seat in view.get("winners") or [] if seat < len(view["player_info"])]
            points = view["scores"][winners[0]] if winners else 0
            return [Msg("wayfinders-alt-over", count=len(winners),
                        names=tuple(_pilot(view, s) for s in winners), points=points)]
        parts = [Msg("wayfinders-alt-to-play", who=_pilot(view, view["to_play"]),
                     doing=Msg(f"wayfinders-render-doing-{view['phase']}"))]
        if view.get("final_round"):
            parts.append(Msg("wayfinders-status-final-round"))
        return parts

    def _turn_record(self, view: dict, turn: dict, seat: int) -> Msg | None:
        """What one turn did, as the image marks it: a worker placed, workers taken back, the flight, the
        airstrips built."""
        parts: list[Msg] = []
        cells, built, hangars = turn.get("cells") or [], turn.get("built") or [], turn.get("hangars") or []
        if not cells and hangars:
            parts.append(Msg("wayfinders-alt-placed", hangar=hangars[0]))
        elif cells:
            if hangars:
                parts.append(Msg("wayfinders-alt-returned", count=len(hangars),
                                 hangars=tuple(str(h) for h in hangars)))
            if len(cells) > 1:
                parts.append(Msg("wayfinders-alt-flew", path=_then([self._island(view, c) for c in cells],
                                                                    "wayfinders-arrow")))
            else:
                parts.append(Msg("wayfinders-alt-stayed", island=self._island(view, cells[0])))
        if built:
            parts.append(Msg("wayfinders-alt-built", count=len(built),
                             islands=tuple(self._island(view, cell) for cell in built)))
        if not parts:
            return None
        return Msg("wayfinders-alt-turn-record", who=_pilot(view, seat),
                   what=_then(parts, "wayfinders-semicolon"))

    def _last_turn(self, view: dict) -> Msg | None:
        last = view.get("last_turn") or {}
        seat = last.get("seat")
        if seat is None or seat >= len(view["player_info"]):
            return None
        record = self._turn_record(view, last, seat)
        return Msg("wayfinders-alt-last", text=record) if record is not None else None

    def _this_turn(self, view: dict) -> Msg | None:
        now = view.get("current_turn") or {}
        if view["over"] or view.get("to_play") is None or not any(now.get(key) for key in now):
            return None
        record = self._turn_record(view, now, view["to_play"])
        return Msg("wayfinders-alt-this-turn", text=record) if record is not None else None

    def _scores(self, view: dict) -> Msg:
        return Msg("wayfinders-alt-scores", scores=_then([
            Msg("wayfinders-alt-score", who=_pilot(view, info["seat"]), points=info["score"])
            for info in self._in_order(view)]))

    def _planes(self, view: dict) -> Msg:
        return Msg("wayfinders-alt-planes", planes=_then([
            Msg("wayfinders-alt-plane", who=_pilot(view, info["seat"]),
                island=self._island(view, info["plane"]))
            for info in self._in_order(view)]))

    @staticmethod
    def _hangar(view: dict, hangar: dict, kind: str = "alt") -> Msg:
        """A hangar's column (top first) and workers: ``kind`` "alt" ("3: …") or "text" ("Hangar 3: …")."""
        column = (_then([_resource(name) for name in hangar["column"]]) if hangar["column"]
                  else Msg("wayfinders-hangar-empty"))
        workers = [_pilot(view, seat) for seat in hangar["workers"] if seat < len(view["player_info"])]
        if workers:
            return Msg(f"wayfinders-{kind}-hangar-workers", number=hangar["number"], column=column,
                       workers=tuple(workers))
        return Msg(f"wayfinders-{kind}-hangar", number=hangar["number"], column=column)

    # --- the alt text -----------------------------------------------------------------------------------
    def board_alt(self, view: dict) -> tuple[Msg | str, ...]:
        parts: list[Msg | None] = [self._title(view), *self._status(view), self._last_turn(view),
                                   self._this_turn(view), self._scores(view), self._planes(view)]
        strips = [Msg("wayfinders-alt-strips-entry", who=_pilot(view, info["seat"]),
                      count=sum(square["airstrips"].count(info["seat"]) for square in view["grid"]
                                if not square["home"]))
                  for info in self._in_order(view)]
        parts.append(Msg("wayfinders-alt-strips", entries=_then(strips)))
        parts.append(Msg("wayfinders-alt-hangars", bag=view["bag"], hangars=_then(
            [self._hangar(view, hangar) for hangar in view["hangars"]], "wayfinders-semicolon")))
        down = sum(1 for square in view["grid"] if not square["home"] and not square["face_up"])
        if down:
            parts.append(Msg("wayfinders-alt-face-down", count=down))
        return tuple(part for part in parts if part is not None)

    # --- the whole board --------------------------------------------------------------------------------
    def board_text(self, view: dict) -> tuple:
        order = _then([_pilot(view, info["seat"]) for info in self._in_order(view)], "wayfinders-arrow")
        game = [self._title(view), *self._status(view), self._last_turn(view), self._this_turn(view),
                Msg("wayfinders-text-order", order=order),
                Msg("wayfinders-text-exploration" if view.get("exploration") else "wayfinders-text-open")]
        sections = [Section(Msg("wayfinders-text-heading", heading="game"),
                            tuple(line for line in game if line))]
        planes: dict[str, list[int]] = {}
        for info in self._in_order(view):
            planes.setdefault(info["plane"], []).append(info["seat"])
        for row in range(5):
            lines = tuple(self._cell_line(view, square, planes.get(square["cell"], []))
                          for square in view["grid"][row * 5:(row + 1) * 5])
            sections.append(Section(Msg("wayfinders-text-row", row=row + 1), lines))
        hangars = [self._hangar(view, hangar, "text") for hangar in view["hangars"]]
        hangars.append(Msg("wayfinders-status-bag", count=view["bag"]))
        sections.append(Section(Msg("wayfinders-text-heading", heading="hangars"), tuple(hangars)))
        sections.append(Section(Msg("wayfinders-text-heading", heading="pilots"),
                                tuple(self._pilot_line(view, info) for info in self._in_order(view))))
        return tuple(sections)

    def _cell_line(self, view: dict, square: dict, planes: list[int]) -> Msg:
        parts: list[Msg] = []
        tile = square["tile"]
        if square["home"]:
            parts.append(Msg("wayfinders-text-home"))
        elif tile is None:
            back = Msg(f"wayfinders-render-back-{square['back']}")
            parts.append(Msg("wayfinders-text-face-down", back=back))
        else:
            colour = COLOURS.index(tile["colour"])
            parts.append(Msg("wayfinders-text-island", island=island_msg(colour),
                             back=Msg(f"wayfinders-render-back-{tile['back']}")))
            parts.append(Msg("wayfinders-text-effect", effect=effect_msg(
                tile["kind"], colour, tile["amount"], tile["family"], tile["min_cost"])))
            if tile["kind"] != "score":
                parts.append(Msg("wayfinders-text-points", points=tile["points"]))
            parts.append(Msg("wayfinders-text-cost", cost=_then([_resource(name) for name in tile["cost"]])))
        if square["home"] or tile is not None:
            strips = [_pilot(view, seat) for seat in square["airstrips"] if seat < len(view["player_info"])]
            parts.append(Msg("wayfinders-text-airstrips", pilots=_then(strips)) if strips
                         else Msg("wayfinders-text-no-airstrips"))
        if planes:
            parts.append(Msg("wayfinders-text-planes", count=len(planes),
                             pilots=tuple(_pilot(view, seat) for seat in planes)))
        return Msg("wayfinders-text-cell", cell=square["cell"], details=_then(parts, "wayfinders-semicolon"))

    def _pilot_details(self, view: dict, info: dict) -> Msg | str:
        supply = tuple(info["supply"].get(name, 0) for name in RESOURCES)
        parts: list[Msg] = [
            Msg("wayfinders-text-score", points=info["score"], **info["score_parts"]),
            Msg("wayfinders-text-supply", supply=counts_msg(supply)),
            Msg("wayfinders-text-workers", free=info["workers_available"], out=info["workers_out"]),
            Msg("wayfinders-text-strips-left", left=info["airstrips_left"]),
            Msg("wayfinders-text-plane", island=self._island(view, info["plane"])),
            Msg("wayfinders-text-keeps", limit=info["keep_limit"]),
        ]
        if info["wild"]:
            wild = tuple(_resource(name) for name in info["wild"])
            parts.append(Msg("wayfinders-power-wild", resources=wild))
        if info["free_flight"]:
            parts.append(Msg("wayfinders-power-free", islands=tuple(island_msg(COLOURS.index(colour))
                                                                    for colour in info["free_flight"])))
        return _then(parts, "wayfinders-semicolon")

    def _pilot_line(self, view: dict, info: dict) -> Msg:
        return Msg("wayfinders-text-pilot", who=_pilot(view, info["seat"]), order=info["order"],
                   details=self._pilot_details(view, info))

    # --- the hand -----------------------------------------------------------------------------------------
    def hand_alt(self, view: dict) -> tuple[Msg | str, ...]:
        seat = view.get("seat") if view.get("seat") is not None else 0
        info = view["player_info"][seat]
        return (Msg("wayfinders-alt-hand", who=_pilot(view, seat), details=self._pilot_details(view, info)),)
