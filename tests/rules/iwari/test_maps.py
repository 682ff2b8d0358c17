"""The Iwari map files (rules/iwari/mapdata/*.json) against the map clauses I-4 and I-29 … I-33.

These read the JSON directly, so a broken map is reported here with the clause it breaks, whatever the
engine's loader does with it.
"""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from pathlib import Path

import pytest

MAPDATA = Path(__file__).resolve().parents[3] / "rules" / "iwari" / "mapdata"
MAP_IDS = ("highlands", "lowlands", "floating_lands", "glacier_mass", "long_road")
BIOMES = {"tundra", "forest", "glacier", "coast", "desert"}
# Territories that face each other across water are at most this far apart (two hex cells of the maps).
WATER_REACH = 200.0


def _load(map_id: str) -> dict:
    return json.loads((MAPDATA / f"{map_id}.json").read_text(encoding="utf-8"))


MAPS = {map_id: _load(map_id) for map_id in MAP_IDS}
maps = pytest.mark.parametrize("data", [MAPS[m] for m in MAP_IDS], ids=list(MAP_IDS))


def _inside(point: list[float], polygon: list[list[float]]) -> bool:
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _segments_cross(p1, p2, p3, p4) -> bool:
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    d1, d2 = orient(p3, p4, p1), orient(p3, p4, p2)
    d3, d4 = orient(p1, p2, p3), orient(p1, p2, p4)
    return d1 * d2 < 0 and d3 * d4 < 0


def _area(polygon: list[list[float]]) -> float:
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2)
                   in zip(polygon, polygon[1:] + polygon[:1], strict=True))) / 2


def _min_vertex_distance(a: list[list[float]], b: list[list[float]]) -> float:
    return min(math.dist(p, q) for p in a for q in b)


def _shares_border(a: list[list[float]], b: list[list[float]]) -> bool:
    """Two outlines share a border when they have a common edge (both end points in common)."""
    edges_a = {frozenset((tuple(p), tuple(q))) for p, q in zip(a, a[1:] + a[:1], strict=True)}
    return any(frozenset((tuple(p), tuple(q))) in edges_a for p, q in zip(b, b[1:] + b[:1], strict=True))


def test_all_five_maps_exist_with_their_ids():
    assert sorted(p.stem for p in MAPDATA.glob("*.json")) == sorted(MAP_IDS)
    for map_id, data in MAPS.items():
        assert data["id"] == map_id
        assert data["name"] and 0 < len(data["description"]) <= 100


@maps
def test_i29_territory_count_biomes_and_space_counts(data):
    territories = data["territories"]
    assert 10 <= len(territories) <= 12
    assert [t["id"] for t in territories] == list(range(1, len(territories) + 1))
    biomes = Counter(t["biome"] for t in territories)
    assert set(biomes) == BIOMES and min(biomes.values()) >= 2
    per_territory = Counter(s["territory"] for s in data["spaces"] if s["territory"] is not None)
    assert all(3 <= per_territory[t["id"]] <= 7 for t in territories)
    # Territories differ in size: small ones are easy to take, large ones worth more.
    assert min(per_territory.values()) == 3 and max(per_territory.values()) == 7
    assert 50 <= len(data["spaces"]) <= 60
    assert [s["id"] for s in data["spaces"]] == list(range(len(data["spaces"])))


@maps
def test_i30_paths_are_canonical_cover_every_space_and_connect_the_map(data):
    paths = [tuple(p) for p in data["paths"]]
    assert paths == sorted(set(paths))
    assert all(a < b for a, b in paths)
    space_ids = {s["id"] for s in data["spaces"]}
    assert {x for p in paths for x in p} == space_ids
    # Floating Lands: connections count as paths (I-32), so they may join islands the paths alone do not.
    edges = list(paths)
    if data["special"] == "floating_lands":
        edges += [tuple(c["link"]) for c in data["connections"]]
    graph: dict[int, set[int]] = defaultdict(set)
    for a, b in edges:
        graph[a].add(b)
        graph[b].add(a)
    seen, todo = {0}, [0]
    while todo:
        for n in graph[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == space_ids


@maps
def test_i30_paths_join_neighbouring_spaces_and_some_cross_borders(data):
    xy = {s["id"]: s["xy"] for s in data["spaces"]}
    territory = {s["id"]: s["territory"] for s in data["spaces"]}
    assert all(math.dist(xy[a], xy[b]) <= WATER_REACH for a, b in data["paths"])
    assert sum(1 for a, b in data["paths"] if territory[a] != territory[b]) >= 5


@maps
def test_i31_connections_numbered_between_touching_or_facing_territories(data):
    connections = data["connections"]
    assert 12 <= len(connections) <= 16
    assert [c["number"] for c in connections] == list(range(1, len(connections) + 1))
    outline = {t["id"]: t["outline"] for t in data["territories"]}
    kinds = Counter(c["kind"] for c in connections)
    assert set(kinds) <= {"land", "water"} and kinds["land"] >= 1 and kinds["water"] >= 1
    for c in connections:
        t1, t2 = c["between"]
        assert t1 < t2 and t1 in outline and t2 in outline
        if c["kind"] == "land":
            assert _shares_border(outline[t1], outline[t2]), c
        else:
            assert _min_vertex_distance(outline[t1], outline[t2]) <= WATER_REACH, c
        # The number sits between the two territories it joins.
        for t in (t1, t2):
            assert _min_vertex_distance([c["xy"]], outline[t]) <= WATER_REACH / 2, (c, t)


@maps
def test_i31_links_are_spaces_of_the_joined_territories(data):
    territory = {s["id"]: s["territory"] for s in data["spaces"]}
    for c in data["connections"]:
        a, b = c["link"]
        assert [territory[a], territory[b]] == c["between"], c


@maps
def test_i4_four_mountain_pairs(data):
    mountains = Counter(c["mountain"] for c in data["connections"] if c["mountain"] is not None)
    assert mountains == {1: 2, 2: 2, 3: 2, 4: 2}


@maps
def test_i33_geometry_is_inside_the_canvas_and_polygons_are_simple(data):
    width, height = data["size"]
    assert 800 <= width <= 1600 and 500 <= height <= 1200

    def on_canvas(point: list[float]) -> bool:
        return 0 <= point[0] <= width and 0 <= point[1] <= height

    polygons = [t["outline"] for t in data["territories"]] + list(data["water"])
    for polygon in polygons:
        assert len(polygon) >= 3 and _area(polygon) > 1000
        assert all(on_canvas(p) for p in polygon)
        edges = list(zip(polygon, polygon[1:] + polygon[:1], strict=True))
        for i, (p1, p2) in enumerate(edges):
            for j in range(i + 2, len(edges)):
                if i == 0 and j == len(edges) - 1:
                    continue
                assert not _segments_cross(p1, p2, *edges[j]), (i, j)
    points = [s["xy"] for s in data["spaces"]] + [c["xy"] for c in data["connections"]]
    points += [t["totem"] for t in data["territories"]] + [t["label"] for t in data["territories"]]
    assert all(on_canvas(p) for p in points)


@maps
def test_i33_totems_labels_and_spaces_lie_inside_their_territory(data):
    outline = {t["id"]: t["outline"] for t in data["territories"]}
    for t in data["territories"]:
        assert _inside(t["totem"], t["outline"]) and _inside(t["label"], t["outline"]), t["id"]
    for s in data["spaces"]:
        if s["territory"] is not None:
            assert _inside(s["xy"], outline[s["territory"]]), s
    # Nothing is drawn on top of anything else: spaces, totem circles and labels keep apart.
    points = [s["xy"] for s in data["spaces"]] + [t["totem"] for t in data["territories"]]
    points += [t["label"] for t in data["territories"]]
    assert min(math.dist(p, q) for i, p in enumerate(points) for q in points[i + 1:]) >= 60
    # Connection numbers neither cover each other nor sit on a tent space.
    numbers = [c["xy"] for c in data["connections"]]
    assert min(math.dist(p, q) for i, p in enumerate(numbers) for q in numbers[i + 1:]) >= 40
    assert min(math.dist(p, s["xy"]) for p in numbers for s in data["spaces"]) >= 35


@maps
def test_i32_special_rules_have_their_data(data):
    special = data["special"]
    assert special in (None, "floating_lands", "glacier_mass", "long_road")
    road_spaces = [s["id"] for s in data["spaces"] if s["territory"] is None]
    if special == "long_road":
        road = data["road"]
        assert sorted(road["spaces"]) == road_spaces and len(road_spaces) >= 5
        assert len(road["line"]) >= 2
        paths = {tuple(p) for p in data["paths"]}
        for a, b in zip(road["spaces"], road["spaces"][1:], strict=False):
            assert (min(a, b), max(a, b)) in paths
    else:
        assert data["road"] is None and road_spaces == []
    pairs = Counter(tuple(c["between"]) for c in data["connections"])
    if special == "glacier_mass":
        first, eleventh = data["connections"][0], data["connections"][10]
        assert first["between"] == eleventh["between"]
        assert pairs.most_common(1)[0][1] == 2
    else:
        assert max(pairs.values()) == 1

