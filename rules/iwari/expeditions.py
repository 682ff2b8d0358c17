"""Expedition cards (optional module, I-28): the missions come from ``expeditions.json``.

Each mission has a ``kind`` (one of the checks below), a number ``n`` and two point values: the first
tribe to complete it scores ``first`` at once, the second tribe ``second``; nobody else can. The words a
player reads are the catalogs' (``iwari-expedition-title`` and ``-text`` by mission id); the English title
in the data file is the one the engine's stored notes name. This module only checks each kind.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from rules.iwari.board import ROAD, IwariMap
from rules.iwari.scoring import majority_holders, tribe_groups


@dataclass(frozen=True)
class Expedition:
    id: str
    title: str
    text: str
    kind: str
    n: int
    first: int
    second: int


@dataclass(frozen=True)
class BoardFacts:
    """The board as the checks need it."""

    board_map: IwariMap
    owner: Sequence[int]
    totems: Sequence[Sequence[int]]
    covered: Sequence[int]


def _tent_territories(facts: BoardFacts, tribe: int) -> set[int]:
    return {
        facts.board_map.space_territory[space]
        for space, holder in enumerate(facts.owner)
        if holder == tribe and facts.board_map.space_territory[space] != ROAD
    }


def _tent_biomes(facts: BoardFacts, tribe: int, n: int) -> bool:
    biomes = {facts.board_map.territory(t).biome for t in _tent_territories(facts, tribe)}
    return len(biomes) >= n


def _tent_territory_count(facts: BoardFacts, tribe: int, n: int) -> bool:
    return len(_tent_territories(facts, tribe)) >= n


def _settlement_size(facts: BoardFacts, tribe: int, n: int) -> bool:
    groups = tribe_groups(facts.owner, facts.board_map.neighbours, tribe)
    return bool(groups) and len(groups[0]) >= n


def _tents_in_one(facts: BoardFacts, tribe: int, n: int) -> bool:
    return any(sum(1 for s in t.spaces if facts.owner[s] == tribe) >= n for t in facts.board_map.territories)


def _totem_territories(facts: BoardFacts, tribe: int, n: int) -> bool:
    return sum(1 for counts in facts.totems if counts[tribe] > 0) >= n


def _totems_in_one(facts: BoardFacts, tribe: int, n: int) -> bool:
    return any(counts[tribe] >= n for counts in facts.totems)


def _majority_same_biome(facts: BoardFacts, tribe: int, n: int) -> bool:
    per_biome: dict[str, int] = {}
    for territory in facts.board_map.territories:
        counts: dict[int, int] = {}
        for space in territory.spaces:
            holder = facts.owner[space]
            if holder >= 0:
                counts[holder] = counts.get(holder, 0) + 1
        mine = counts.get(tribe, 0)
        if mine > 0 and all(count < mine for other, count in counts.items() if other != tribe):
            per_biome[territory.biome] = per_biome.get(territory.biome, 0) + 1
    return any(count >= n for count in per_biome.values())


def _connection_majorities(facts: BoardFacts, tribe: int, n: int) -> bool:
    held = 0
    for connection in facts.board_map.connections:
        if connection.number in facts.covered:
            continue
        a, b = connection.between
        in_a = majority_holders(dict(enumerate(facts.totems[a - 1])))
        in_b = majority_holders(dict(enumerate(facts.totems[b - 1])))
        if tribe in in_a and tribe in in_b:
            held += 1
    return held >= n


CHECKS: dict[str, Callable[[BoardFacts, int, int], bool]] = {
    "tent_biomes": _tent_biomes,
    "tent_territories": _tent_territory_count,
    "settlement_size": _settlement_size,
    "tents_in_one": _tents_in_one,
    "totem_territories": _totem_territories,
    "totems_in_one": _totems_in_one,
    "majority_same_biome": _majority_same_biome,
    "connection_majorities": _connection_majorities,
}


@cache
def _data() -> tuple[int, tuple[Expedition, ...]]:
    text = resources.files("rules.iwari").joinpath("expeditions.json").read_text(encoding="utf-8")
    raw = json.loads(text)
    missions = tuple(
        Expedition(
            id=m["id"],
            title=m["title"],
            text=m["text"],
            kind=m["kind"],
            n=int(m["n"]),
            first=int(m["first"]),
            second=int(m["second"]),
        )
        for m in raw["missions"]
    )
    for mission in missions:
        if mission.kind not in CHECKS:
            raise ValueError(f"expedition {mission.id!r} has unknown kind {mission.kind!r}")
    return int(raw["revealed_at_setup"]), missions


def all_expeditions() -> tuple[Expedition, ...]:
    return _data()[1]


def revealed_count() -> int:
    """How many expeditions are revealed at set-up (3)."""
    return _data()[0]


def expedition(expedition_id: str) -> Expedition:
    for mission in all_expeditions():
        if mission.id == expedition_id:
            return mission
    raise KeyError(expedition_id)


def completed(mission: Expedition, facts: BoardFacts, tribe: int) -> bool:
    return CHECKS[mission.kind](facts, tribe, mission.n)
