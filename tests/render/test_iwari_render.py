"""Iwari images: every map, every player count, modules on and off, at the start, middle and end of
seeded random games. Boards must decode, have the layout's size, stay small, and be pure functions of
the public view (same bytes twice, after a JSON round trip, and for a spectator or a seat)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

from render import board as render_board
from render import hand as render_hand
from render import iwari
from rules.base import Msg

rules = pytest.importorskip("rules")
GAME = rules.GAMES.get("iwari")
needs_engine = pytest.mark.skipif(GAME is None, reason="the Iwari engine is not registered")

MAPDATA = Path(__file__).resolve().parents[2] / "rules" / "iwari" / "mapdata"
# One scenario per map; together they cover every player count and both module settings.
SCENARIOS = [
    ("highlands", 2, {"feats": "on", "expeditions": "on"}),
    ("lowlands", 3, {}),
    ("floating_lands", 4, {"feats": "on"}),
    ("glacier_mass", 5, {"expeditions": "on"}),
    ("long_road", 5, {"feats": "on", "expeditions": "on"}),
    ("long_road", 2, {}),
]


def _states(map_id: str, players: int, options: dict, seed: int) -> list:
    """The states at the start, the middle and the end of one seeded random game."""
    from rules.players import RandomPlayer

    state = GAME.setup(players, {"map": map_id, **options}, seed)
    player = RandomPlayer(seed)
    history = [state]
    while not GAME.is_over(state):
        state = GAME.apply(state, player.choose(GAME, state))
        history.append(state)
    return [history[0], history[len(history) // 2], history[-1]]


def _decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


@needs_engine
@pytest.mark.parametrize("map_id, players, options", SCENARIOS,
                         ids=[f"{m}-{p}p-{'+'.join(o) or 'plain'}" for m, p, o in SCENARIOS])
def test_i34_board_is_deterministic_and_the_same_for_every_seat(map_id, players, options):
    for stage, state in enumerate(_states(map_id, players, options, seed=100 + players)):
        view = GAME.view(state, None)
        png = render_board("iwari", view)
        image = _decode(png)
        width, min_height = iwari.board_size(view)
        assert image.width == width and image.height >= min_height, stage
        assert image.width <= 1100, "a phone shows the board about 400 px wide: keep it narrow"
        assert image.height <= min_height + 560, "the panel under the map should stay compact"
        assert len(png) < 1_000_000
        assert render_board("iwari", view) == png
        assert render_board("iwari", json.loads(json.dumps(view))) == png
        if stage == 1:
            for seat in range(players):
                assert render_board("iwari", GAME.view(state, seat)) == png


@needs_engine
def test_last_turn_is_marked_on_the_map_and_last_action_text_is_left_to_the_embed():
    state = _states("highlands", 3, {}, seed=5)[1]
    view = GAME.view(state, None)
    assert view["last_turn"] and (view["last_turn"]["tents"] or view["last_turn"]["totems"])
    plain = iwari.board(view)
    # The embed carries the turn's text; the image only marks the pieces, whatever the bot passes.
    assert iwari.board(view, last_action="Red takes a Forest from the display.") == plain
    assert iwari.board(dict(view, last_turn=None)) != plain


@needs_engine
def test_i19_hand_images_follow_the_seat_hand():
    state = _states("lowlands", 4, {}, seed=9)[1]
    views = [GAME.view(state, seat) for seat in range(4)]
    pngs = [render_hand("iwari", view) for view in views]
    for png in pngs:
        assert _decode(png).width >= 400 and len(png) < 200_000
    for i in range(4):
        for j in range(i + 1, 4):
            if views[i]["private"]["hand"] != views[j]["private"]["hand"]:
                assert pngs[i] != pngs[j]
    # The same seat with another hand gets another image.
    other = dict(views[0], private={"hand": ["glacier"] * 3})
    if views[0]["private"]["hand"] != ["glacier"] * 3:
        assert render_hand("iwari", other) != pngs[0]
    # Same seat, same hand: same bytes, also after a JSON round trip.
    assert render_hand("iwari", json.loads(json.dumps(views[0]))) == pngs[0]


def _hand_built_view(map_id: str = "highlands") -> dict:
    """A view written by hand from the contract (no engine): five tribes crowd one territory."""
    data = json.loads((MAPDATA / f"{map_id}.json").read_text(encoding="utf-8"))
    names = [("red", "R"), ("blue", "B"), ("yellow", "Y"), ("green", "G"), ("purple", "P")]
    spaces_of_1 = [s["id"] for s in data["spaces"] if s["territory"] == 1]
    tents = [[space, index % 5] for index, space in enumerate(spaces_of_1)]
    return {
        "game": "iwari", "seat": None, "players": 5, "turn": 40,
        "tribes": [{"name": n, "mark": m, "seat": i, "tents_left": 21 - i, "totems_left": 8 - i,
                    "hand_size": 3, "score": 10 * i} for i, (n, m) in enumerate(names)],
        "map": data, "covered": [c["number"] for c in data["connections"] if c["mountain"] == 1][:1],
        "tents": sorted(tents), "totems": [[1, [2, 1, 3, 1, 1]]],
        "feats": {"placed": [{"kind": "union", "on": "territory", "id": 1, "tribe": 0},
                             {"kind": "discovery", "on": "territory", "id": 1, "tribe": 1},
                             {"kind": "honour", "on": "connection", "id": 2, "tribe": 2}],
                  "left": {"union": 1, "discovery": 1, "honour": 0, "respect": 1}},
        "expeditions": [{"id": "wanderers", "first": 6, "second": 3, "claimed_by": [3]}],
        "display": ["tundra", "forest", "glacier", "coast"], "deck_size": 20, "discard_size": 9,
        "to_play": 2, "phase": "action",
        "prompt": Msg("iwari-prompt", tribe=Msg("iwari-tribe", tribe="yellow"),
                      doing=Msg("iwari-doing-action")).to_json(),
        "round": 8, "half_journey_done": True, "final_round": True, "over": False, "winners": [],
        "scores": [0, 10, 20, 30, 40],
        "last_turn": {"tribe": 1, "tents": [tents[1]], "totems": [[1, 1]], "feats": [],
                      "text": None},
        "private": None,
    }


def test_i34_board_ignores_the_private_hand():
    view = _hand_built_view()
    png = iwari.board(view)
    assert _decode(png).width == iwari.board_size(view)[0]
    with_hand = dict(view, seat=0, private={"hand": ["desert", "desert", "coast"]})
    assert iwari.board(with_hand) == png


def test_board_shows_what_changes_between_views():
    """Pieces, covered mountains, the display and the game end each change the picture."""
    view = _hand_built_view()
    png = iwari.board(view)
    variants = [
        dict(view, tents=view["tents"][:-1]),
        dict(view, totems=[[1, [2, 1, 3, 1, 0]]]),
        dict(view, covered=[]),
        dict(view, display=["desert"]),
        dict(view, over=True, winners=[4], to_play=None),
        dict(view, last_turn=None),
    ]
    assert all(iwari.board(variant) != png for variant in variants)


def test_every_map_renders_from_a_hand_built_view():
    for map_id in ("lowlands", "floating_lands", "glacier_mass", "long_road"):
        view = _hand_built_view(map_id)
        assert _decode(iwari.board(view)).size[0] == iwari.board_size(view)[0]


def test_empty_hand_still_renders():
    view = dict(_hand_built_view(), seat=1, private={"hand": []})
    assert _decode(iwari.hand(view)).height > 100
