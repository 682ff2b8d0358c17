"""An Iwari board in words: the describer part (``rules.base.Describer``) of Iwari's game spec.

Everything here reads one view (``IwariObserver.view``), the same dict ``render/iwari.py`` draws from: the
map as the view carries it (territories, tent spaces, paths, connections, the Long Road), the pieces on
it, the display and the piles, the scores, the modules. So a hand, the deck's order or the discard pile's
cards can never reach the words (sizes do, as on the table). Territories, tent spaces and connections are
named by the numbers printed on the image; tribes by their colour, as the image's letters stand for them.
"""

from __future__ import annotations

from collections import Counter

from rules.base import Msg, Section
from rules.iwari import text as words
from rules.iwari.board import MAP_IDS, ROAD, IwariMap, map_from_dict
from rules.iwari.feats import FEAT_COUNTS

__all__ = ["IwariDescriber"]

#: The score columns that belong to a module: shown only when the module is on.
_MODULE_COLUMNS = {"expeditions": "expeditions", "feats": "feats"}


def _message(data: dict | None) -> Msg | None:
    """A message the view carries as JSON (the prompt, a turn's record, the final round's reason)."""
    return Msg.from_json(data) if data else None


def _tribe(view: dict, tribe: int) -> Msg:
    return words.tribe(view["tribes"][tribe]["name"])


def _tribe_label(view: dict, tribe: int) -> Msg:
    """"Red tribe", or "White tribe (neutral)" for the neutral tribe (no seat)."""
    info = view["tribes"][tribe]
    return Msg("iwari-neutral-row") if info.get("seat") is None else words.seat(info["name"])


def _claimed(view: dict, expedition: dict) -> tuple[Msg, ...]:
    """The tribes that completed an expedition, in order."""
    return tuple(_tribe(view, t) for t in expedition.get("claimed_by") or [] if t < len(view["tribes"]))


def _feats_here(view: dict, feats: list[dict]) -> Msg:
    """The feats on one territory or connection, and the multiplier they give (I-27)."""
    return Msg("iwari-text-feats-here", times=len(feats) + 1, feats=words.comma_list([
        Msg("iwari-text-feat-of", feat=words.feat(feat["kind"]), tribe=_tribe(view, feat["tribe"]))
        for feat in feats]))


def _pieces(tents: int, totems: int) -> Msg:
    return Msg("iwari-text-pieces", tents=tents, totems=totems)


class IwariDescriber:
    """Iwari's boards in words (one instance in ``SPEC``); every method reads only the view it is given."""

    # --- what the view holds, counted -------------------------------------------------------------------
    @staticmethod
    def _map(view: dict) -> IwariMap:
        return map_from_dict(view["map"])

    @staticmethod
    def _map_name(view: dict) -> Msg | str:
        map_id = view.get("map_id") or view["map"].get("id", "")
        return Msg("iwari-map-name", map=map_id) if map_id in MAP_IDS else str(view["map"].get("name", ""))

    @staticmethod
    def _owners(view: dict) -> dict[int, int]:
        """Tent space -> the tribe whose tent stands there."""
        return {int(space): int(tribe) for space, tribe in view.get("tents") or []}

    @staticmethod
    def _totems(view: dict) -> dict[int, list[int]]:
        """Territory -> totems per tribe (territories without totems left out)."""
        return {int(territory): [int(n) for n in counts] for territory, counts in view.get("totems") or []}

    def _on_map(self, view: dict) -> list[tuple[int, int]]:
        """Per tribe: (tents on the map, totems on the map)."""
        tents = Counter(self._owners(view).values())
        totems = Counter()
        for counts in self._totems(view).values():
            for tribe, count in enumerate(counts):
                totems[tribe] += count
        return [(tents[tribe], totems[tribe]) for tribe in range(len(view["tribes"]))]

    def _leads(self, view: dict, board_map: IwariMap) -> Counter:
        """Per tribe: the territories where it has strictly the most tents (what tent scoring rewards)."""
        owners = self._owners(view)
        leads: Counter = Counter()
        for _, _, spaces in board_map.areas:
            counts = Counter(owners[space] for space in spaces if space in owners)
            if not counts:
                continue
            ranked = counts.most_common(2)
            if len(ranked) == 1 or ranked[0][1] > ranked[1][1]:
                leads[ranked[0][0]] += 1
        return leads

    # --- the parts both texts share ---------------------------------------------------------------------
    def _title(self, view: dict) -> Msg:
        return Msg("iwari-alt-title", map=self._map_name(view), turn=view.get("turn", 0),
                   round=view.get("round", 1))

    def _turn(self, view: dict) -> Msg | None:
        """Whose turn and what they decide, or the result."""
        if view.get("over"):
            winners = [seat for seat in view.get("winners") or [] if seat < len(view["tribes"])]
            return Msg("iwari-alt-over", count=len(winners), tribes=tuple(_tribe(view, s) for s in winners))
        prompt = _message(view.get("prompt"))
        to_play = view.get("to_play")
        if prompt is None or to_play is None:
            return None
        doing = prompt.args.get("doing")
        if not isinstance(doing, Msg):
            return Msg("iwari-alt-prompt", prompt=prompt)
        return Msg("iwari-alt-turn", tribe=_tribe(view, to_play), doing=doing)

    @staticmethod
    def _final_round(view: dict) -> Msg | None:
        if not view.get("final_round") or view.get("over"):
            return None
        reason = _message(view.get("end_reason"))
        return Msg("iwari-alt-final-round-why", reason=reason) if reason else Msg("iwari-alt-final-round")

    @staticmethod
    def _last_turn(view: dict) -> Msg | None:
        record = _message((view.get("last_turn") or {}).get("text"))
        return Msg("iwari-alt-last", text=record) if record is not None else None

    @staticmethod
    def _scores(view: dict) -> Msg:
        entries = [Msg("iwari-score-entry", tribe=_tribe(view, tribe),
                       neutral="yes" if info.get("seat") is None else "no", points=info.get("score", 0))
                   for tribe, info in enumerate(view["tribes"])]
        return Msg("iwari-alt-scores", scores=words.comma_list(entries))

    @staticmethod
    def _display(view: dict) -> Msg:
        display = view.get("display") or []
        cards = words.hand_list(display) if display else Msg("iwari-empty")
        return Msg("iwari-alt-display", cards=cards, deck=view.get("deck_size", 0),
                   discard=view.get("discard_size", 0))

    @staticmethod
    def _feats_left(view: dict) -> Msg | None:
        feats = view.get("feats")
        if not feats:
            return None
        left = feats.get("left") or {}
        entries = [Msg("iwari-render-feat-left", feat=words.feat(kind), count=left.get(kind, 0))
                   for kind in FEAT_COUNTS]
        return Msg("iwari-alt-feats-left", feats=words.comma_list(entries))

    @staticmethod
    def _expedition(view: dict, expedition: dict) -> Msg:
        title = Msg("iwari-expedition-title", expedition=expedition["id"])
        claimed = _claimed(view, expedition)
        if claimed:
            return Msg("iwari-alt-expedition-done", title=title, first=expedition["first"],
                       second=expedition["second"], tribes=claimed)
        return Msg("iwari-alt-expedition", title=title, first=expedition["first"],
                   second=expedition["second"])

    @staticmethod
    def _covered(view: dict) -> Msg | None:
        covered = sorted(int(n) for n in view.get("covered") or [])
        if not covered:
            return None
        return Msg("iwari-alt-covered", count=len(covered), numbers=tuple(str(n) for n in covered))

    # --- the alt text -----------------------------------------------------------------------------------
    def board_alt(self, view: dict) -> tuple[Msg | str, ...]:
        board_map = self._map(view)
        parts: list[Msg | None] = [self._title(view), self._turn(view), self._final_round(view),
                                   self._last_turn(view), self._scores(view), self._display(view)]
        on_map = self._on_map(view)
        parts.append(Msg("iwari-alt-map", entries=words.clauses([
            Msg("iwari-alt-map-entry", tribe=_tribe(view, tribe), pieces=_pieces(*counts))
            for tribe, counts in enumerate(on_map)])))
        leads = self._leads(view, board_map)
        if leads:
            parts.append(Msg("iwari-alt-leads", entries=words.comma_list([
                Msg("iwari-alt-lead-entry", tribe=_tribe(view, tribe), count=leads[tribe])
                for tribe in range(len(view["tribes"])) if leads[tribe]])))
        expeditions = view.get("expeditions")
        if expeditions:
            parts.append(Msg("iwari-alt-expeditions", entries=words.comma_list(
                [self._expedition(view, expedition) for expedition in expeditions])))
        parts += [self._feats_left(view), self._covered(view)]
        return tuple(part for part in parts if part is not None)

    # --- the whole board --------------------------------------------------------------------------------
    def board_text(self, view: dict) -> tuple:
        board_map = self._map(view)
        sections = [self._game_section(view), self._scores_section(view), self._tribes_section(view),
                    self._territories_section(view, board_map), self._connections_section(view, board_map),
                    self._paths_section(board_map), self._cards_section(view)]
        if view.get("expeditions"):
            sections.append(self._expeditions_section(view))
        if view.get("feats"):
            sections.append(self._feats_section(view, board_map))
        return tuple(sections)

    def _game_section(self, view: dict) -> Section:
        map_id = view.get("map_id") or view["map"].get("id", "")
        map_label = (Msg("iwari-map-label", map=map_id) if map_id in MAP_IDS
                     else str(view["map"].get("name", "")))
        lines: list[Msg | None] = [
            self._title(view),
            Msg("iwari-text-map", map=map_label),
            Msg("iwari-text-first", tribe=_tribe(view, view.get("first_player") or 0)),
            self._turn(view),
            self._final_round(view),
            Msg("iwari-text-half", done="yes" if view.get("half_journey_done") else "no"),
            self._last_turn(view),
        ]
        return Section(Msg("iwari-text-heading", heading="game"), tuple(line for line in lines if line))

    def _scores_section(self, view: dict) -> Section:
        codes = list(view.get("score_columns") or [])
        shown = [index for index, code in enumerate(codes)
                 if code not in _MODULE_COLUMNS or view.get(_MODULE_COLUMNS[code])]
        lines = []
        for tribe, info in enumerate(view["tribes"]):
            points = list(info.get("points") or [])
            parts = [Msg("iwari-text-score-part", column=Msg("iwari-column", column=codes[index]),
                         points=points[index] if index < len(points) else 0) for index in shown]
            lines.append(Msg("iwari-text-score", tribe=_tribe_label(view, tribe), points=info.get("score", 0),
                             parts=words.comma_list(parts)))
        return Section(Msg("iwari-text-heading", heading="scores"), tuple(lines))

    def _tribes_section(self, view: dict) -> Section:
        lines = []
        for tribe, (counts, info) in enumerate(zip(self._on_map(view), view["tribes"], strict=True)):
            placed = _pieces(*counts)
            left = _pieces(info.get("tents_left", 0), info.get("totems_left", 0))
            if info.get("hand_size") is None:
                lines.append(Msg("iwari-text-tribe", tribe=_tribe_label(view, tribe), mark=info["mark"],
                                 placed=placed, left=left))
            else:
                lines.append(Msg("iwari-text-tribe-hand", tribe=_tribe_label(view, tribe), mark=info["mark"],
                                 placed=placed, left=left, hand=info["hand_size"]))
        return Section(Msg("iwari-text-heading", heading="tribes"), tuple(lines))

    def _spaces(self, view: dict, spaces: tuple[int, ...]) -> Msg:
        owners = self._owners(view)
        entries = [Msg("iwari-text-space-tent", space=space, tribe=_tribe(view, owners[space]))
                   if space in owners else Msg("iwari-text-space-free", space=space) for space in spaces]
        return words.comma_list(entries) or Msg("iwari-empty")

    def _territories_section(self, view: dict, board_map: IwariMap) -> Section:
        owners = self._owners(view)
        totems = self._totems(view)
        feats: dict[int, list[dict]] = {}
        for feat in (view.get("feats") or {}).get("placed") or []:
            if feat.get("on") == "territory":
                feats.setdefault(int(feat["id"]), []).append(feat)
        lines = []
        for area, _, spaces in board_map.areas:
            name = words.area(board_map, area)
            parts: list[Msg] = [Msg("iwari-text-road-spaces" if area == ROAD else "iwari-text-spaces",
                                    spaces=self._spaces(view, spaces))]
            if area != ROAD:
                if not any(space in owners for space in spaces):
                    parts.append(Msg("iwari-text-unexplored"))
                counts = totems.get(area)
                if counts and any(counts):
                    parts.append(Msg("iwari-text-totems", totems=words.comma_list([
                        Msg("iwari-text-count", tribe=_tribe(view, tribe), count=count)
                        for tribe, count in enumerate(counts) if count])))
                else:
                    parts.append(Msg("iwari-text-no-totems"))
                if area in feats:
                    parts.append(_feats_here(view, feats[area]))
            lines.append(Msg("iwari-text-area", area=name, details=words.clauses(parts)))
        return Section(Msg("iwari-text-heading", heading="territories"), tuple(lines))

    def _connections_section(self, view: dict, board_map: IwariMap) -> Section:
        covered = {int(n) for n in view.get("covered") or []}
        feats: dict[int, list[dict]] = {}
        for feat in (view.get("feats") or {}).get("placed") or []:
            if feat.get("on") == "connection":
                feats.setdefault(int(feat["id"]), []).append(feat)
        floating = board_map.special == "floating_lands"
        lines = []
        for connection in board_map.connections:
            first, second = connection.between
            parts: list[Msg] = [Msg("iwari-text-between", first=words.area(board_map, first),
                                    second=words.area(board_map, second), kind=connection.kind)]
            if connection.mountain:
                parts.append(Msg("iwari-text-mountain", peaks=connection.mountain))
            if connection.number in covered:
                parts.append(Msg("iwari-text-covered"))
            if floating and connection.link:
                parts.append(Msg("iwari-text-link", first=connection.link[0], second=connection.link[1]))
            if connection.number in feats:
                parts.append(_feats_here(view, feats[connection.number]))
            lines.append(Msg("iwari-text-area", area=Msg("iwari-text-connection", number=connection.number),
                             details=words.clauses(parts)))
        return Section(Msg("iwari-text-heading", heading="connections"), tuple(lines))

    @staticmethod
    def _paths_section(board_map: IwariMap) -> Section:
        """Every path once, under the area of its lower-numbered end; one across a border names the other
        area."""
        by_area: dict[int, list[Msg | str]] = {}
        for a, b in board_map.paths:
            here, there = board_map.space_territory[a], board_map.space_territory[b]
            path: Msg | str = f"{a}–{b}"
            if here != there:
                path = Msg("iwari-text-path-out", path=path, area=words.area(board_map, there))
            by_area.setdefault(here, []).append(path)
        order = [area for area, _, _ in board_map.areas]
        lines = [Msg("iwari-text-area", area=words.area(board_map, area),
                     details=words.comma_list(by_area[area])) for area in order if area in by_area]
        return Section(Msg("iwari-text-heading", heading="paths"), tuple(lines))

    def _cards_section(self, view: dict) -> Section:
        hands = [Msg("iwari-text-count", tribe=_tribe(view, tribe), count=info["hand_size"])
                 for tribe, info in enumerate(view["tribes"]) if info.get("hand_size") is not None]
        lines = [self._display(view), Msg("iwari-text-hands", hands=words.comma_list(hands))]
        return Section(Msg("iwari-text-heading", heading="cards"), tuple(lines))

    def _expeditions_section(self, view: dict) -> Section:
        lines = []
        for expedition in view.get("expeditions") or []:
            claimed = _claimed(view, expedition)
            args = {"title": Msg("iwari-expedition-title", expedition=expedition["id"]),
                    "first": expedition["first"], "second": expedition["second"],
                    "rule": Msg("iwari-expedition-text", expedition=expedition["id"])}
            lines.append(Msg("iwari-text-expedition-done", tribes=claimed, **args) if claimed
                         else Msg("iwari-text-expedition", **args))
        return Section(Msg("iwari-text-heading", heading="expeditions"), tuple(lines))

    def _feats_section(self, view: dict, board_map: IwariMap) -> Section:
        feats = view.get("feats") or {}
        lines: list[Msg] = []
        left = self._feats_left(view)
        if left is not None:
            lines.append(left)
        for feat in feats.get("placed") or []:
            target = int(feat["id"])
            if feat.get("on") == "territory" and board_map.has_area(target):
                where: Msg = words.area(board_map, target)
            else:
                where = words.connection(target)
            lines.append(Msg("iwari-text-feat-placed", feat=words.feat(feat["kind"]),
                             tribe=_tribe(view, feat["tribe"]), where=where))
        if view.get("pending_feat"):
            pending = view["pending_feat"]
            lines.append(Msg("iwari-text-feat-pending", feat=words.feat(pending["kind"]),
                             tribe=_tribe(view, pending["tribe"])))
        return Section(Msg("iwari-text-heading", heading="feats"), tuple(lines))

    # --- the hand -----------------------------------------------------------------------------------------
    def hand_alt(self, view: dict) -> tuple[Msg | str, ...]:
        seat = view.get("seat")
        cards = list((view.get("private") or {}).get("hand") or [])
        held = words.hand_list(cards)
        if seat is not None and 0 <= seat < len(view["tribes"]):
            head = Msg("iwari-alt-hand-tribe", seat=words.seat(view["tribes"][seat]["name"]),
                       count=len(cards), cards=held)
        else:
            head = Msg("iwari-alt-hand", count=len(cards), cards=held)
        return head, Msg("iwari-alt-hand-help")
