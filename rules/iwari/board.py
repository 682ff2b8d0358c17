"""Iwari maps: the JSON map files of ``rules/iwari/mapdata/`` turned into frozen map objects.

The files are package data, read through ``importlib.resources`` on first use and cached. The geometry
(outlines, coordinates) stays in the raw JSON for the view and the renderer; the engine keeps only what the
rules need: territories and their tent spaces, the path graph used by settlements (I-25, I-30), the numbered
connections with their mountain symbols (I-4, I-31) and the Long Road (I-32).

Tests and tools may build a map from a dict with :func:`map_from_dict` and make it reachable by id with
:func:`register_map`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from typing import Any

from rules.iwari.cards import BIOME_NAMES, BIOMES

#: The map ids offered to players, in menu order (the two base maps, then the three special maps).
MAP_IDS: tuple[str, ...] = ("highlands", "lowlands", "floating_lands", "glacier_mass", "long_road")
#: The pseudo-territory id of the Long Road in actions and states (real territories are numbered from 1).
ROAD = 0
SPECIALS = (None, "floating_lands", "glacier_mass", "long_road")


@dataclass(frozen=True)
class Territory:
    id: int
    biome: str
    spaces: tuple[int, ...]


@dataclass(frozen=True)
class Connection:
    number: int
    between: tuple[int, int]
    kind: str  # "land" or "water"
    link: tuple[int, int] | None
    mountain: int | None


@dataclass(frozen=True)
class IwariMap:
    """What the rules need from one map; ``raw_json`` keeps the whole file for views."""

    id: str
    name: str
    description: str
    special: str | None
    territories: tuple[Territory, ...]  # index = id - 1
    space_territory: tuple[int, ...]  # per space id: its territory id, ROAD for Long Road spaces
    paths: tuple[tuple[int, int], ...]
    connections: tuple[Connection, ...]  # ascending numbers
    road: tuple[int, ...]  # Long Road spaces in road order; empty elsewhere
    # the settlement graph per space: paths, plus connection links on Floating Lands
    neighbours: tuple[tuple[int, ...], ...]
    raw_json: str
    space_xy: tuple[tuple[float, float], ...] = ()  # map coordinates per space, for readable space names

    @property
    def space_count(self) -> int:
        return len(self.space_territory)

    @cached_property
    def areas(self) -> tuple[tuple[int, str | None, tuple[int, ...]], ...]:
        """``(area id, biome, tent spaces)`` of every territory in id order, then the Long Road (biome
        ``None``) where the map has one: what the search for placements walks through on every
        ``legal_actions`` call, worked out once per map (issue 17)."""
        found: list[tuple[int, str | None, tuple[int, ...]]] = [
            (t.id, t.biome, t.spaces) for t in self.territories
        ]
        if self.road:
            found.append((ROAD, None, self.road))
        return tuple(found)

    @cached_property
    def memo(self) -> dict[str, Any]:
        """Scratch room for values worked out from this map alone and kept while the map lives: the
        placement search keeps every ``Place`` it built here (``rules.iwari.placements``, issue 25)."""
        return {}

    def territory(self, territory_id: int) -> Territory:
        if not 1 <= territory_id <= len(self.territories):
            raise KeyError(territory_id)
        return self.territories[territory_id - 1]

    def spaces_of(self, territory_id: int) -> tuple[int, ...]:
        """Tent spaces of a territory, or of the Long Road for ``ROAD``."""
        if territory_id == ROAD:
            return self.road
        return self.territory(territory_id).spaces

    def has_area(self, territory_id: int) -> bool:
        """Whether pieces can go to this id: a territory, or the road on the Long Road map."""
        if territory_id == ROAD:
            return bool(self.road)
        return 1 <= territory_id <= len(self.territories)

    def area_label(self, territory_id: int) -> str:
        """``7 · Forest`` for a territory, ``The Long Road`` for the road."""
        if territory_id == ROAD:
            return "The Long Road"
        return f"{territory_id} · {BIOME_NAMES[self.territory(territory_id).biome]}"

    def space_where(self, space: int) -> str:
        """Where a tent space lies inside its territory ("north-west", "centre" …), from the map geometry,
        so that a menu can name spaces in words a player finds on the board image. Worked out once per
        space and kept in the map's ``memo`` (every menu of a placement names its spaces)."""
        known = self.memo.setdefault("space_where", {})
        where = known.get(space)
        if where is None:
            where = known[space] = self._space_where(space)
        return where

    def _space_where(self, space: int) -> str:
        if not self.space_xy:
            return ""
        area = self.space_territory[space]
        if area == ROAD:
            order = self.road.index(space) + 1 if space in self.road else 0
            return f"road stop {order} of {len(self.road)}" if order else ""
        others = [self.space_xy[s] for s in self.spaces_of(area)]
        cx = sum(x for x, _ in others) / len(others)
        cy = sum(y for _, y in others) / len(others)
        x, y = self.space_xy[space]
        dx, dy = x - cx, cy - y  # map y grows downwards; north is up
        spread = max(max(abs(ox - cx), abs(oy - cy)) for ox, oy in others) or 1.0
        if max(abs(dx), abs(dy)) < 0.3 * spread:
            return "centre"
        vertical = "north" if dy > 0 else "south"
        horizontal = "east" if dx > 0 else "west"
        if abs(dy) < 0.45 * abs(dx):
            return horizontal
        if abs(dx) < 0.45 * abs(dy):
            return vertical
        return f"{vertical}-{horizontal}"

    def space_borders(self, space: int) -> tuple[int, ...]:
        """Other areas a path leads to from this space (the road counts as ROAD)."""
        area = self.space_territory[space]
        return tuple(sorted({self.space_territory[o] for o in self.neighbours[space]
                             if self.space_territory[o] != area}))

    def connection(self, number: int) -> Connection:
        for connection in self.connections:
            if connection.number == number:
                return connection
        raise KeyError(number)

    def connection_label(self, number: int) -> str:
        connection = self.connection(number)
        a, b = connection.between
        return f"connection {number} ({self.area_label(a)} – {self.area_label(b)}, {connection.kind})"

    def as_dict(self) -> dict[str, Any]:
        return json.loads(self.raw_json)


def _fail(map_id: object, problem: str) -> ValueError:
    return ValueError(f"Iwari map {map_id!r}: {problem}.")


def map_from_dict(data: Mapping[str, Any]) -> IwariMap:
    """Build and check a map from its JSON dict (the contract's shape); raise ``ValueError`` if broken."""
    map_id = data.get("id")
    if not isinstance(map_id, str) or not map_id:
        raise _fail(map_id, "missing id")
    raw_territories = sorted(data.get("territories") or [], key=lambda t: t["id"])
    if [t["id"] for t in raw_territories] != list(range(1, len(raw_territories) + 1)):
        raise _fail(map_id, "territory ids must be 1..T")
    raw_spaces = sorted(data.get("spaces") or [], key=lambda s: s["id"])
    if [s["id"] for s in raw_spaces] != list(range(len(raw_spaces))):
        raise _fail(map_id, "space ids must be 0..N-1")
    special = data.get("special")
    if special not in SPECIALS:
        raise _fail(map_id, f"unknown special {special!r}")
    space_territory: list[int] = []
    spaces_by_territory: dict[int, list[int]] = {t["id"]: [] for t in raw_territories}
    for space in raw_spaces:
        territory = space.get("territory")
        if territory is None:
            space_territory.append(ROAD)
        elif territory in spaces_by_territory:
            space_territory.append(territory)
            spaces_by_territory[territory].append(space["id"])
        else:
            raise _fail(map_id, f"space {space['id']} is in unknown territory {territory}")
    territories = []
    for raw in raw_territories:
        if raw.get("biome") not in BIOMES:
            raise _fail(map_id, f"territory {raw['id']} has unknown biome {raw.get('biome')!r}")
        territories.append(Territory(raw["id"], raw["biome"], tuple(spaces_by_territory[raw["id"]])))
    count = len(raw_spaces)
    paths: list[tuple[int, int]] = []
    for pair in data.get("paths") or []:
        a, b = int(pair[0]), int(pair[1])
        if not (0 <= a < count and 0 <= b < count) or a == b:
            raise _fail(map_id, f"path {pair} joins unknown spaces")
        paths.append((min(a, b), max(a, b)))
    connections = []
    for raw in sorted(data.get("connections") or [], key=lambda c: c["number"]):
        a, b = (int(x) for x in raw["between"])
        if a not in spaces_by_territory or b not in spaces_by_territory or a == b:
            raise _fail(map_id, f"connection {raw['number']} joins unknown territories")
        if raw.get("kind") not in ("land", "water"):
            raise _fail(map_id, f"connection {raw['number']} is neither land nor water")
        link = raw.get("link")
        link_pair = None
        if link is not None:
            link_pair = (int(link[0]), int(link[1]))
            if not all(0 <= s < count for s in link_pair):
                raise _fail(map_id, f"connection {raw['number']} links unknown spaces")
        mountain = raw.get("mountain")
        connections.append(
            Connection(
                int(raw["number"]),
                (a, b),
                raw["kind"],
                link_pair,
                None if mountain is None else int(mountain),
            )
        )
    numbers = [c.number for c in connections]
    if len(numbers) != len(set(numbers)):
        raise _fail(map_id, "connection numbers repeat")
    road_data = data.get("road")
    road: tuple[int, ...] = ()
    if road_data:
        road = tuple(int(s) for s in road_data.get("spaces") or [])
        if any(not 0 <= s < count or space_territory[s] != ROAD for s in road):
            raise _fail(map_id, "road spaces must be spaces without a territory")
    if any(t == ROAD for t in space_territory) and set(road) != {
        s for s, t in enumerate(space_territory) if t == ROAD
    }:
        raise _fail(map_id, "every space without a territory must be on the road")
    edges = set(paths)
    if special == "floating_lands":
        # I-32: on Floating Lands every connection also works as a path for settlements.
        edges |= {(min(c.link), max(c.link)) for c in connections if c.link and c.link[0] != c.link[1]}
    neighbours: list[list[int]] = [[] for _ in range(count)]
    for a, b in sorted(edges):
        neighbours[a].append(b)
        neighbours[b].append(a)
    return IwariMap(
        id=map_id,
        name=str(data.get("name") or map_id),
        description=str(data.get("description") or ""),
        special=special,
        territories=tuple(territories),
        space_territory=tuple(space_territory),
        paths=tuple(sorted(set(paths))),
        connections=tuple(connections),
        road=road,
        neighbours=tuple(tuple(sorted(n)) for n in neighbours),
        raw_json=json.dumps(dict(data), sort_keys=True, separators=(",", ":")),
        space_xy=tuple((float(s["xy"][0]), float(s["xy"][1])) if s.get("xy") else (0.0, 0.0)
                       for s in raw_spaces),
    )


_MAPS: dict[str, IwariMap] = {}


def register_map(board_map: IwariMap) -> IwariMap:
    """Make a map reachable by its id (tests use this for hand-built fixture maps)."""
    _MAPS[board_map.id] = board_map
    return board_map


def map_file_exists(map_id: str) -> bool:
    return resources.files("rules.iwari").joinpath("mapdata", f"{map_id}.json").is_file()


def available_map_ids() -> tuple[str, ...]:
    """The offered map ids whose data file is present."""
    return tuple(map_id for map_id in MAP_IDS if map_id in _MAPS or map_file_exists(map_id))


def get_map(map_id: str) -> IwariMap:
    """The map with this id: a registered one, else the package's data file (cached after first use)."""
    board_map = _MAPS.get(map_id)
    if board_map is not None:
        return board_map
    if map_id not in MAP_IDS or not map_file_exists(map_id):
        raise ValueError(f"The Iwari map {map_id!r} is not available.")
    text = resources.files("rules.iwari").joinpath("mapdata", f"{map_id}.json").read_text(encoding="utf-8")
    return register_map(map_from_dict(json.loads(text)))
