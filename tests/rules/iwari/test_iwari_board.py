"""The engine's side of the maps (I-29 … I-33): every real map loads into the rules, the settlement graph
follows the paths, special rules are wired, the view carries the geometry, and broken data is refused."""

from __future__ import annotations

import json
from importlib import resources

import pytest
from iwari_fixtures import fixture_dict

from rules.iwari import GAME
from rules.iwari.board import MAP_IDS, ROAD, get_map, map_from_dict


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_i29_i31_real_maps_load_into_the_engine(map_id):
    board = get_map(map_id)
    assert 10 <= len(board.territories) <= 12 and 12 <= len(board.connections) <= 16
    assert sorted(c.mountain for c in board.connections if c.mountain) == [1, 1, 2, 2, 3, 3, 4, 4]
    state = GAME.setup(2, {"map": map_id}, 1)
    assert len(state.owner) == board.space_count and len(state.covered) == 4


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_i30_settlement_graph_is_the_paths(map_id):
    board = get_map(map_id)
    edges = {(a, b) for a, near in enumerate(board.neighbours) for b in near if a < b}
    assert set(board.paths) <= edges
    assert all(a in board.neighbours[b] for a, near in enumerate(board.neighbours) for b in near)
    if board.special != "floating_lands":
        assert edges == set(board.paths)
    assert all(board.neighbours[s] for s in range(board.space_count))  # every space on a path


def test_i32_special_maps_are_wired():
    floating = get_map("floating_lands")
    links = {tuple(sorted(c.link)) for c in floating.connections if c.link}
    edges = {(a, b) for a, near in enumerate(floating.neighbours) for b in near if a < b}
    assert links <= edges
    glacier = get_map("glacier_mass")
    assert sorted(glacier.connection(1).between) == sorted(glacier.connection(11).between)
    road = get_map("long_road")
    assert road.road and all(road.space_territory[s] == ROAD for s in road.road)
    assert road.area_label(ROAD) == "The Long Road"
    assert not get_map("highlands").road


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_i33_view_carries_the_map_geometry_unchanged(map_id):
    text = resources.files("rules.iwari").joinpath("mapdata", f"{map_id}.json").read_text(encoding="utf-8")
    view = GAME.view(GAME.setup(3, {"map": map_id}, 2), None)
    assert view["map"] == json.loads(text)


@pytest.mark.parametrize("breakage, message", [
    (lambda d: d["spaces"][0].update(territory=99), "unknown territory"),
    (lambda d: d["territories"][0].update(biome="swamp"), "unknown biome"),
    (lambda d: d["paths"].append([0, 999]), "unknown spaces"),
    (lambda d: d["connections"][0].update(kind="air"), "neither land nor water"),
    (lambda d: d["connections"][1].update(number=1), "repeat"),
    (lambda d: d.update(special="volcano"), "unknown special"),
])
def test_broken_map_data_is_refused_with_a_reason(breakage, message):
    data = fixture_dict()
    breakage(data)
    with pytest.raises(ValueError, match=message):
        map_from_dict(data)


def test_unknown_map_id_is_refused():
    with pytest.raises(ValueError, match="not available"):
        get_map("atlantis")
