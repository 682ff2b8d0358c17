"""A Tiwanaku board in words: the describer part (``rules.base.Describer``) of Tiwanaku's game spec.

Everything here reads one view (``TiwanakuObserver.view``), the same dict ``render/tiwanaku.py`` draws
from: the grid with its discovered terrain and the crops shown, the public counts of hidden tiles (T-8),
the pawns, each player's panel and the ladder. An undiscovered space is "hidden" and nothing more: the
view holds neither its terrain nor its crop, so neither can reach the words. Spaces are named as the image
labels them: column letter and row number, A1 at the top left.
"""

from __future__ import annotations

from rules.base import Msg, Section

__all__ = ["TiwanakuDescriber"]

_COLUMNS = "ABCDEFGHI"


def _terrain(name: str) -> Msg:
    return Msg("tiwanaku-terrain", terrain=name)


def _crop(crop: int) -> Msg:
    return Msg("tiwanaku-crop-numbered", number=crop, name=Msg("tiwanaku-crop", crop=crop))


def _seat(view: dict, seat: int) -> Msg:
    """A player by their colour ("Red"), as the image heads their panel: a name in every language."""
    return Msg("tiwanaku-render-seat", colour=view["players_info"][seat]["colour"])


def _chain(items: list, link: str = "tiwanaku-comma") -> Msg | str:
    """Items one after the other, joined by ``link`` (commas by default; "; " with ``tiwanaku-semicolon``)."""
    if not items:
        return ""
    result = items[-1]
    for item in reversed(items[:-1]):
        result = Msg(link, first=item, rest=result)
    return result


class TiwanakuDescriber:
    """Tiwanaku's boards in words (one instance in ``SPEC``); every method reads only the view it is given."""

    # --- the grid, as the view shows it -----------------------------------------------------------------
    @staticmethod
    def _space(row: int, column: int) -> str:
        return f"{_COLUMNS[column]}{row + 1}"

    @staticmethod
    def _pawns(view: dict) -> dict[str, int]:
        """Space name -> the seat whose pawn stands there."""
        return {name: seat for seat, player in enumerate(view["players_info"]) for name in player["pawns"]}

    @staticmethod
    def _content(view: dict, name: str) -> Msg:
        """What a space shows: "hidden", its terrain, or its terrain and crop."""
        column, row = _COLUMNS.index(name[0]), int(name[1:]) - 1
        terrain = view["terrain"][row][column]
        if terrain is None:
            return Msg("tiwanaku-text-hidden")
        crop = view["crop"][row][column]
        if crop is None:
            return _terrain(terrain)
        return Msg("tiwanaku-text-terrain-crop", terrain=_terrain(terrain), crop=_crop(crop))

    # --- the parts both texts share ---------------------------------------------------------------------
    @staticmethod
    def _title(view: dict) -> Msg:
        return Msg("tiwanaku-alt-title", mode=view["mode"], width=view["width"], height=view["height"],
                   turn=view["turn"])

    @staticmethod
    def _status(view: dict) -> Msg:
        if view["over"]:
            if "grade" in view:
                return Msg("tiwanaku-alt-over-ladder", mode=view["mode"], score=view["team_score"],
                           grade=Msg("tiwanaku-grade", grade=view["grade"]["code"]))
            winners = view.get("winners") or []
            scores = view.get("scores") or []
            best = scores[winners[0]] if winners and winners[0] < len(scores) else 0
            return Msg("tiwanaku-alt-over", count=len(winners),
                       winners=tuple(_seat(view, s) for s in winners), score=best)
        return Msg("tiwanaku-alt-turn", seat=_seat(view, view["to_play"]), phase=view["phase"])

    @staticmethod
    def _final(view: dict) -> Msg | None:
        still = [seat for seat in view.get("final_in") or [] if seat < len(view["players_info"])]
        if view["over"] or not still or not view["phase"].startswith("final"):
            return None
        return Msg("tiwanaku-alt-final", seats=tuple(_seat(view, seat) for seat in still))

    def _last_turn(self, view: dict) -> list[Msg]:
        last = view.get("last_turn")
        if not last or last.get("seat") is None or last["seat"] >= len(view["players_info"]):
            return []
        who = _seat(view, last["seat"])
        if last.get("to") and last.get("from") and last["from"] != last["to"]:
            parts = [Msg("tiwanaku-alt-last-move", seat=who, source=last["from"], target=last["to"])]
        elif last.get("to") and not last.get("from"):
            parts = [Msg("tiwanaku-alt-last-enter", seat=who, space=last["to"])]
        else:
            parts = [Msg("tiwanaku-alt-last-stay", seat=who)]
        cells = [Msg("tiwanaku-text-cell", space=name, content=self._content(view, name))
                 for name in last.get("cells") or []]
        if cells:
            parts.append(Msg("tiwanaku-alt-last-cells", count=len(cells),
                             cells=_chain(cells, "tiwanaku-semicolon")))
        return parts

    @staticmethod
    def _scores(view: dict) -> Msg:
        if "grade" in view:
            return Msg("tiwanaku-alt-team", mode=view["mode"], score=view["team_score"],
                       grade=Msg("tiwanaku-grade", grade=view["grade"]["code"]))
        return Msg("tiwanaku-alt-scores", scores=_chain([
            Msg("tiwanaku-seat-score", seat=_seat(view, seat), score=player["score"])
            for seat, player in enumerate(view["players_info"])]))

    @staticmethod
    def _tiles(view: dict) -> Msg:
        left = view["tiles_left"]
        total = view["tiles_total"]
        entries = [Msg("tiwanaku-render-tiles-left", terrain=_terrain(name), left=left[name],
                       total=total[name]) for name in view["terrains"]]
        return Msg("tiwanaku-alt-hidden", count=sum(left.values()), total=sum(total.values()),
                   tiles=_chain(entries))

    @staticmethod
    def _pawns_line(view: dict) -> Msg:
        entries = []
        for seat, player in enumerate(view["players_info"]):
            if player["pawns"]:
                entries.append(Msg("tiwanaku-alt-pawns-on", seat=_seat(view, seat),
                                   count=len(player["pawns"]), spaces=_chain(list(player["pawns"]))))
            else:
                entries.append(Msg("tiwanaku-alt-pawns-none", seat=_seat(view, seat)))
        return Msg("tiwanaku-alt-pawns", entries=_chain(entries, "tiwanaku-semicolon"))

    # --- the alt text -----------------------------------------------------------------------------------
    def board_alt(self, view: dict) -> tuple[Msg | str, ...]:
        parts: list[Msg | None] = [self._title(view), self._status(view), self._final(view),
                                   *self._last_turn(view), self._scores(view), self._tiles(view),
                                   self._pawns_line(view)]
        shown = sum(1 for row in view["crop"] for crop in row if crop is not None)
        parts.append(Msg("tiwanaku-alt-crops", count=shown))
        return tuple(part for part in parts if part is not None)

    # --- the whole board --------------------------------------------------------------------------------
    def board_text(self, view: dict) -> tuple:
        pawns = self._pawns(view)
        game = [self._title(view), self._status(view), self._final(view), *self._last_turn(view),
                self._scores(view)]
        rows = []
        for row in range(view["height"]):
            cells = []
            for column in range(view["width"]):
                name = self._space(row, column)
                content = self._content(view, name)
                if name in pawns:
                    content = Msg("tiwanaku-text-with-pawn", content=content,
                                  colour=view["players_info"][pawns[name]]["colour"])
                cells.append(Msg("tiwanaku-text-cell", space=name, content=content))
            rows.append(Msg("tiwanaku-text-row", row=row + 1, cells=_chain(cells, "tiwanaku-semicolon")))
        hidden = [Msg("tiwanaku-text-hidden-count", terrain=_terrain(name), left=view["tiles_left"][name],
                      total=view["tiles_total"][name]) for name in view["terrains"]]
        players = [self._player(view, seat) for seat in range(len(view["players_info"]))]
        sections = [
            Section(Msg("tiwanaku-text-heading", heading="game"), tuple(line for line in game if line)),
            Section(Msg("tiwanaku-text-board", last=_COLUMNS[view["width"] - 1]), tuple(rows)),
            Section(Msg("tiwanaku-text-heading", heading="hidden"), tuple(hidden)),
            Section(Msg("tiwanaku-text-heading", heading="players"), tuple(players)),
        ]
        if "ladder" in view:
            sections.append(Section(Msg("tiwanaku-alt-ladder", mode=view["mode"], score=view["team_score"]),
                                    self._ladder(view)))
        return tuple(sections)

    def _player(self, view: dict, seat: int) -> Msg:
        player = view["players_info"][seat]
        track = _chain([Msg("tiwanaku-terrain-count", terrain=_terrain(name), count=player["track"][name])
                        for name in view["terrains"]])
        tokens = (_chain([Msg("tiwanaku-crop", crop=crop) for crop in sorted(player["tokens"])])
                  if player["tokens"] else Msg("tiwanaku-private-no-tokens"))
        details = [
            Msg("tiwanaku-text-points", score=player["score"], discoveries=player["discovery_points"],
                divinations=player["divination_points"], offerings=player["offering_points"]),
            Msg("tiwanaku-text-track", track=track, top=view["track_top"]),
            Msg("tiwanaku-text-tokens", tokens=tokens),
            Msg("tiwanaku-text-reserve", count=player["reserve"]),
            (Msg("tiwanaku-text-pawns", count=len(player["pawns"]), spaces=_chain(list(player["pawns"])))
             if player["pawns"] else Msg("tiwanaku-text-no-pawns")),
        ]
        return Msg("tiwanaku-text-player", seat=_seat(view, seat), mark=player["mark"],
                   details=_chain(details, "tiwanaku-semicolon"))

    @staticmethod
    def _ladder(view: dict) -> tuple[Msg, ...]:
        current = view["grade"]["number"] - 1
        return tuple(Msg("tiwanaku-text-rung-current" if index == current else "tiwanaku-text-rung",
                         grade=Msg("tiwanaku-grade", grade=rung["grade"]), points=rung["points"])
                     for index, rung in enumerate(view["ladder"]))

    # --- the hand -----------------------------------------------------------------------------------------
    def hand_alt(self, view: dict) -> tuple[Msg | str, ...]:
        seat = view.get("seat")
        if seat is None or not 0 <= seat < len(view["players_info"]):
            return (Msg("tiwanaku-alt-hand-nobody"),)
        parts: list[Msg] = [Msg("tiwanaku-alt-hand", player=self._player(view, seat))]
        if "grade" in view:
            parts.append(Msg("tiwanaku-alt-team", mode=view["mode"], score=view["team_score"],
                             grade=Msg("tiwanaku-grade", grade=view["grade"]["code"])))
        return tuple(parts)
