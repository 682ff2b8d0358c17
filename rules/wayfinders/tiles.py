"""The 45 Wayfinders island tiles (loaded from ``tiles.json``) and the names of colours and resources.

The tiles are data, not code (W-3): ``tiles.json`` beside this module lists each tile's id, back colour,
island colour, build cost (resources by type), fixed points and effect. This module loads and validates
them once, and holds the fixed vocabulary: five resources, each matching one island colour (W-2).

Balancing rule used to design the tiles
---------------------------------------
A tile's *value* is what building it gives its owner, in points-equivalents:

* red back (resource islands, W-14/W-18): fixed points + 1 per resource drawn;
* yellow back (permanent islands, W-15/W-17): fixed points + the effect's worth, counted as
  about 1.5 for every family (a kept resource, a free entry or a wild resource each save about one
  resource, more than once in a game);
* blue back (scoring islands, W-16): the expected end-game score of the effect for its owner, estimated
  from simulated games (a family's expected count times its points per unit).

The target is **value ≈ 2 × cost** (cost = number of resources in the build cost, 1 to 4), so a tile
that costs one more resource gives about two more points-equivalents; a resource is worth one point at
the end of the game and a turn of collecting yields about one resource, so a build returns about twice
what it absorbed, and every cost level is worth building. Colour and cost types are spread so that each
back holds every island colour three times, and each resource type is asked for about equally often.

The figures that check the rule (per-tile build rate and win rate when built, with the random and the
greedy player) come from ``bench/wayfinders.py``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

from rules.base import Msg

__all__ = [
    "BACKS",
    "COLOURS",
    "EFFECT_KINDS",
    "HOME",
    "RESOURCES",
    "RESOURCE_LETTERS",
    "SCORING_FAMILIES",
    "TILES",
    "TILES_BY_ID",
    "Tile",
    "effect_msg",
    "island_msg",
    "load_tiles",
    "resource_msg",
]

#: Resource types, by index. Index i matches island colour ``COLOURS[i]`` (W-2 ruling).
RESOURCES: tuple[str, ...] = ("propeller", "parachute", "tire", "headset", "compass")
#: One letter per resource, used in the canonical action text (the island colour's initial).
RESOURCE_LETTERS: str = "BGRYP"
COLOURS: tuple[str, ...] = ("blue", "green", "red", "yellow", "purple")
BACKS: tuple[str, ...] = ("red", "blue", "yellow")
HOME = "HOME"

EFFECT_KINDS: dict[str, str] = {
    "draw": "red",
    "score": "blue",
    "keep": "yellow",
    "free_flight": "yellow",
    "wild": "yellow",
}
#: The ten scoring families of W-16, in the rulebook's order.
SCORING_FAMILIES: tuple[str, ...] = (
    "colour", "costly", "colours", "shared", "groups", "column", "row", "around", "far", "squares",
)


@dataclass(frozen=True)
class Tile:
    """One island tile. ``cost`` holds resource indices (see ``RESOURCES``), sorted."""

    id: str
    back: str
    colour: int
    cost: tuple[int, ...]
    points: int
    kind: str
    #: Resources drawn (red backs), points per unit (blue backs); 0 for yellow backs.
    amount: int = 0
    family: str = ""
    #: For the "costly" family: the minimum cost that counts (3 or 4).
    min_cost: int = 0

    @property
    def colour_name(self) -> str:
        return COLOURS[self.colour]

    def effect_msg(self) -> Msg:
        """The effect in a few words, for menus and images."""
        return effect_msg(self.kind, self.colour, self.amount, self.family, self.min_cost)


def resource_msg(kind: int, count: int | None = None) -> Msg:
    """A resource's name (``count`` None), or an amount of it ("2 Tires") in the player's language."""
    if count is None:
        return Msg(f"wayfinders-resource-{RESOURCES[kind]}")
    return Msg(f"wayfinders-amount-{RESOURCES[kind]}", count=count)


def island_msg(colour: int | None) -> Msg:
    """The name of an island colour ("Glacier"); ``None`` is the Home Island."""
    return Msg("wayfinders-island-home" if colour is None else f"wayfinders-island-{COLOURS[colour]}")


def effect_msg(kind: str, colour: int, amount: int = 0, family: str = "", min_cost: int = 0) -> Msg:
    """A tile's effect in a few words (also built by the renderer from a view's codes)."""
    if kind == "draw":
        return Msg("wayfinders-effect-draw", amount=amount)
    if kind == "keep":
        return Msg("wayfinders-effect-keep")
    if kind == "free_flight":
        return Msg("wayfinders-effect-free-flight", island=island_msg(colour))
    if kind == "wild":
        return Msg("wayfinders-effect-wild", resource=resource_msg(colour))
    if family not in SCORING_FAMILIES:
        raise ValueError(f"unknown scoring family {family!r}")
    if family == "colour":
        unit = Msg("wayfinders-unit-colour", island=island_msg(colour))
    elif family == "costly":
        unit = Msg("wayfinders-unit-costly", min=min_cost)
    else:
        unit = Msg(f"wayfinders-unit-{family}")
    return Msg("wayfinders-effect-score", amount=amount, unit=unit)


def _parse(raw: dict) -> Tile:
    tile_id = str(raw["id"])
    back = str(raw["back"])
    effect = raw["effect"]
    kind = str(effect["kind"])
    if back not in BACKS:
        raise ValueError(f"tile {tile_id}: unknown back {back!r}")
    if EFFECT_KINDS.get(kind) != back:
        raise ValueError(f"tile {tile_id}: effect {kind!r} does not belong on a {back} back")
    colour = COLOURS.index(str(raw["colour"]))
    cost = tuple(sorted(RESOURCES.index(str(name)) for name in raw["cost"]))
    if not 1 <= len(cost) <= 4:
        raise ValueError(f"tile {tile_id}: cost must be 1 to 4 resources")
    amount = 0
    family = ""
    min_cost = 0
    if kind == "draw":
        amount = int(effect["count"])
        if not 1 <= amount <= 3:
            raise ValueError(f"tile {tile_id}: draws 1 to 3 resources (W-18)")
    elif kind == "score":
        family = str(effect["family"])
        if family not in SCORING_FAMILIES:
            raise ValueError(f"tile {tile_id}: unknown scoring family {family!r}")
        amount = int(effect["per"])
        if family == "costly":
            min_cost = int(effect["min_cost"])
            if min_cost not in (3, 4):
                raise ValueError(f"tile {tile_id}: the costly family counts cost 3+ or 4+")
    return Tile(tile_id, back, colour, cost, int(raw["points"]), kind, amount, family, min_cost)


def load_tiles() -> tuple[Tile, ...]:
    """Read and validate ``tiles.json`` (packaged data)."""
    text = resources.files(__package__).joinpath("tiles.json").read_text(encoding="utf-8")
    tiles = tuple(_parse(raw) for raw in json.loads(text)["tiles"])
    ids = [tile.id for tile in tiles]
    if len(set(ids)) != len(ids) or HOME in ids:
        raise ValueError("tile ids must be unique and differ from HOME")
    return tiles


TILES: tuple[Tile, ...] = load_tiles()
TILES_BY_ID: dict[str, Tile] = {tile.id: tile for tile in TILES}
