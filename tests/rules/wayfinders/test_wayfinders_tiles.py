"""W-3 / W-14 … W-18: the 45 island tiles are valid data, loaded from the package's tiles.json."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources

import pytest

from i18n import LANGUAGES, text
from rules.wayfinders.tiles import COLOURS, SCORING_FAMILIES, TILES, Tile, _parse


def test_w3_tiles_come_from_the_data_file():
    raw = json.loads(resources.files("rules.wayfinders").joinpath("tiles.json").read_text(encoding="utf-8"))
    assert [t["id"] for t in raw["tiles"]] == [tile.id for tile in TILES]


def test_w3_fifteen_per_back_each_colour_on_every_back():
    assert len(TILES) == 45
    for back in ("red", "blue", "yellow"):
        tiles = [t for t in TILES if t.back == back]
        assert len(tiles) == 15
        assert Counter(t.colour for t in tiles) == {c: 3 for c in range(len(COLOURS))}


def test_w3_costs_one_to_four_and_costlier_gives_more():
    assert all(1 <= len(t.cost) <= 4 for t in TILES)
    assert {len(t.cost) for t in TILES} == {1, 2, 3, 4}
    for back in ("red", "yellow"):
        by_cost: dict[int, list[int]] = {}
        for t in TILES:
            if t.back == back:
                by_cost.setdefault(len(t.cost), []).append(t.points + (t.amount if t.kind == "draw" else 0))
        averages = [sum(v) / len(v) for _, v in sorted(by_cost.items())]
        assert averages == sorted(averages)


def test_w3_every_resource_kind_is_asked_for():
    kinds = Counter(kind for t in TILES for kind in t.cost)
    assert set(kinds) == set(range(5))
    assert max(kinds.values()) - min(kinds.values()) <= 6


def test_w16_all_ten_scoring_families_on_blue_backs():
    families = {t.family for t in TILES if t.back == "blue"}
    assert families == set(SCORING_FAMILIES)
    assert {t.min_cost for t in TILES if t.family == "costly"} == {3, 4}


def test_w17_three_permanent_families_each_in_every_colour():
    yellow = [t for t in TILES if t.back == "yellow"]
    for kind in ("keep", "free_flight", "wild"):
        assert sorted(t.colour for t in yellow if t.kind == kind) == list(range(5))


def test_w18_resource_islands_draw_one_to_three():
    draws = {t.amount for t in TILES if t.back == "red"}
    assert draws == {1, 2, 3}
    assert all(t.kind == "draw" for t in TILES if t.back == "red")


@pytest.mark.parametrize("bad", [
    {"id": "X", "back": "red", "colour": "blue", "cost": [], "points": 1,
     "effect": {"kind": "draw", "count": 1}},
    {"id": "X", "back": "red", "colour": "blue", "cost": ["tire"], "points": 1,
     "effect": {"kind": "wild"}},
    {"id": "X", "back": "red", "colour": "blue", "cost": ["tire"], "points": 1,
     "effect": {"kind": "draw", "count": 4}},
    {"id": "X", "back": "blue", "colour": "pink", "cost": ["tire"], "points": 0,
     "effect": {"kind": "score", "family": "colour", "per": 1}},
])
def test_w3_invalid_tile_data_is_rejected(bad):
    with pytest.raises(ValueError):
        _parse(bad)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tile_texts_are_short(lang):
    # Menus put the effect inside a 100-character label (rules/wayfinders/presenter.py, GIVES_WITH_PAYMENT).
    assert all(isinstance(t, Tile) and len(text(lang, t.effect_msg())) <= 26 for t in TILES)
