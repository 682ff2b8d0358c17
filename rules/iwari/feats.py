"""Feats (optional module, I-27): which feats a placement earns and where they may go.

Feat counts: Union 2, Discovery 2, Honour 1, Respect 1. Each tribe earns at most one feat of each kind
(**ruling**: the rulebook's "first and second player" are two different tribes). The achieving player
chooses the spot right after the placement that earned it; the engine places a feat by itself when only
one spot is possible. Feats multiply the end-of-journey scoring only (I-27 ruling), via
``rules.iwari.scoring.feat_multiplier``.

Further rulings where the sources are silent: Honour and Respect ignore connections under mountains (they
never score, so a feat there would be worthless); Union goes on a territory, so a settlement lying only on
the Long Road earns none; Discovery is for territories, not for the road.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.iwari.board import ROAD, IwariMap
from rules.iwari.scoring import majority_holders, settlements

FEAT_COUNTS: dict[str, int] = {"union": 2, "discovery": 2, "honour": 1, "respect": 1}
#: English names for the stored turn notes only; players read the catalogs' ``iwari-feat``.
FEAT_NAMES: dict[str, str] = {
    "union": "Union",
    "discovery": "Discovery",
    "honour": "Honour",
    "respect": "Respect",
}
#: Feats that sit on territories and multiply tent scoring; the others sit on connections (totem scoring).
TERRITORY_FEATS: frozenset[str] = frozenset({"union", "discovery"})


def feats_on(
    feats: Sequence[tuple[str, int, int]], *, territory: int | None = None, connection: int | None = None
) -> int:
    """How many placed feats multiply this territory's tents or this connection's totems."""
    if territory is not None:
        return sum(1 for kind, target, _ in feats if kind in TERRITORY_FEATS and target == territory)
    return sum(1 for kind, target, _ in feats if kind not in TERRITORY_FEATS and target == connection)


def earned_feats(
    board_map: IwariMap,
    owner: Sequence[int],
    totems: Sequence[Sequence[int]],
    covered: Sequence[int],
    claims: Sequence[tuple[str, int]],
    tribe: int,
    area: int,
    tents_placed: int,
    area_was_explored: bool,
) -> list[tuple[str, tuple[int, ...]]]:
    """Feats ``tribe`` earns with the placement just made in ``area``: (kind, target choices) in order."""
    earned: list[tuple[str, tuple[int, ...]]] = []

    def available(kind: str) -> bool:
        taken = [t for k, t in claims if k == kind]
        return len(taken) < FEAT_COUNTS[kind] and tribe not in taken

    if available("union"):
        touched = sorted(
            {
                board_map.space_territory[s]
                for group in settlements(owner, board_map.neighbours, tribe)
                for s in group
                if board_map.space_territory[s] != ROAD
            }
        )
        if touched:
            earned.append(("union", tuple(touched)))
    if (
        available("discovery")
        and area != ROAD
        and tents_placed
        and area_was_explored
        and all(owner[s] >= 0 for s in board_map.spaces_of(area))
    ):
        others = tuple(t.id for t in board_map.territories if t.id != area)
        earned.append(("discovery", others))
    for kind, connection_kind in (("honour", "land"), ("respect", "water")):
        if not available(kind):
            continue
        held = []
        for connection in board_map.connections:
            if connection.kind != connection_kind or connection.number in covered:
                continue
            a, b = connection.between
            if tribe in majority_holders(dict(enumerate(totems[a - 1]))) and tribe in majority_holders(
                dict(enumerate(totems[b - 1]))
            ):
                held.append(connection.number)
        if held:
            earned.append((kind, tuple(held)))
    return earned
