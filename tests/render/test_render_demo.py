"""``python -m render --demo``: its scenario list is derived from the game's own players and options."""

from __future__ import annotations

import pytest

from render import __main__ as demo_cli
from rules import GAMES


@pytest.mark.skipif("iwari" not in GAMES, reason="the Iwari engine is not registered")
def test_iwari_demo_covers_each_map_both_extreme_player_counts_and_each_module():
    game = GAMES["iwari"]
    found = demo_cli.scenarios(game)
    for map_id, _ in game.options["map"].choices:
        options = {} if map_id == game.options["map"].default else {"map": map_id}
        assert (2, options) in found and (5, options) in found, map_id
    for module in ("feats", "expeditions"):
        assert (2, {module: "on"}) in found and (5, {module: "on"}) in found
    assert [p for p, options in found if not options] == [2, 3, 4, 5]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_scenario_is_a_valid_setup(game_id):
    game = GAMES[game_id]
    for players, options in demo_cli.scenarios(game) if demo_cli.has_renderer(game_id) else []:
        assert game.min_players <= players <= game.max_players
        assert set(options) <= set(game.options)


def test_demo_writes_named_images(tmp_path, monkeypatch):
    if "iwari" not in GAMES:
        pytest.skip("the Iwari engine is not registered")
    monkeypatch.setattr(demo_cli, "scenarios", lambda game: [(2, {"feats": "on"})])
    paths = demo_cli.demo("iwari", tmp_path, seed=3)
    names = sorted(path.name for path in paths)
    assert names == ["iwari_2p_feats-on_end.png", "iwari_2p_feats-on_middle.png",
                     "iwari_2p_feats-on_middle_hand_seat0.png", "iwari_2p_feats-on_start.png"]
    assert all(path.read_bytes().startswith(b"\x89PNG") for path in paths)
