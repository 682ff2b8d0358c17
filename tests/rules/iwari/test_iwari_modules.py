"""Optional modules and special maps: feats (I-27), expeditions (I-28), Floating Lands, Glacier Mass and
the Long Road (I-32)."""

from __future__ import annotations

from iwari_fixtures import (
    draw_until_turn_ends,
    en,
    fixture_dict,
    new_state,
    play,
    raises_en,
    with_hand,
    with_tents,
    with_totems,
)

from rules.base import IllegalAction
from rules.iwari import GAME
from rules.iwari.actions import PlaceFeat
from rules.iwari.board import map_from_dict
from rules.iwari.engine import ENGINE
from rules.iwari.expeditions import CHECKS, all_expeditions, revealed_count
from rules.iwari.scoring import settlement_points


def test_i27_union_feat_for_a_completed_settlement_is_the_players_decision():
    state = with_hand(new_state(3, feats="on"), 0, ["tundra", "forest", "coast"])
    state = with_tents(state, {1: 0, 2: 0, 3: 0})
    state = play(state, "p:2:4:0:tundra")  # spaces 1-2-3-4 form a settlement over territories 1 and 2
    assert state.phase == "feat" and GAME.to_play(state) == 0
    assert GAME.legal_actions(state) == [PlaceFeat("union", 1), PlaceFeat("union", 2)]
    with raises_en(IllegalAction, "cannot go there"):
        play(state, "f:union:4")
    with raises_en(IllegalAction, "Union feat first"):
        play(state, "d:deck")
    state = play(state, "f:union:2")
    assert state.feats == (("union", 2, 0),) and state.phase == "draw"
    view = GAME.view(state, None)
    assert view["feats"]["placed"] == [{"kind": "union", "on": "territory", "id": 2, "tribe": 0}]
    assert view["feats"]["left"]["union"] == 1


def test_i27_union_only_for_the_first_two_tribes():
    state = with_hand(new_state(3, feats="on"), 0, ["tundra", "forest", "coast"])
    state = with_tents(state, {1: 0, 2: 0, 3: 0}).evolve(feat_claims=(("union", 1), ("union", 2)))
    state = play(state, "p:2:4:0:tundra")
    assert state.phase == "draw" and state.feats == ()


def test_i27_discovery_for_filling_the_last_space_goes_elsewhere():
    state = with_hand(new_state(3, feats="on"), 0, ["tundra", "forest", "coast"])
    state = with_tents(state, {4: 1, 5: 2})
    state = play(state, "p:2:6:0:tundra")
    assert state.phase == "feat"
    assert [a.target for a in GAME.legal_actions(state)] == [1, 3, 4, 5, 6]
    state = play(state, "f:discovery:5")
    assert state.feats == (("discovery", 5, 0),)


def test_i27_honour_for_totem_majority_on_a_land_connection_is_placed_there():
    state = with_hand(new_state(3, feats="on"), 0, ["tundra", "forest", "coast"])
    state = with_totems(with_tents(state, {0: 0, 4: 0}), 2, {0: 1})
    state = play(state, "p:1:-:1:forest")  # connection 1 (land) joins 1 and 2: the only choice
    assert state.feats == (("honour", 1, 0),) and state.phase == "draw"
    assert "Honour feat" in en(GAME.view(draw_until_turn_ends(state), None)["last_turn"]["text"])


def test_i27_respect_for_a_water_connection():
    state = with_hand(new_state(3, feats="on"), 0, ["tundra", "forest", "coast"])
    state = with_totems(with_tents(state, {0: 0, 16: 0}), 6, {0: 1})
    state = play(state, "p:1:-:1:forest")  # connection 6 (water) joins 1 and 6
    assert ("respect", 6, 0) in state.feats


def test_i27_feats_multiply_end_scoring_but_not_the_half_journey():
    example = new_state(3, feats="on").evolve(feats=(("union", 1, 0), ("union", 1, 1)))
    example = with_tents(example, {0: 0, 1: 0, 2: 0, 3: 2})  # forest 1: red 3, yellow 1 -> red 4, yellow 3
    scored = ENGINE._score_end(example)
    assert (scored.points[0][1], scored.points[0][5]) == (4, 8)  # x3
    assert (scored.points[2][1], scored.points[2][5]) == (3, 6)
    half = ENGINE._score_half_journey(example)
    assert half.points[0][0] == 4 and half.points[0][5] == 0  # the half journey is never multiplied


def test_i27_rulebook_feat_example_red_3_yellow_2_times_three():
    data = fixture_dict()
    data["id"] = "fixture_five_spaces"
    # give territory 1 five spaces: move space 4 (tundra) into forest for this example
    data["spaces"][4]["territory"] = 1
    state = ENGINE.setup_with_map(3, map_from_dict(data), 1, {"feats": "on"})
    state = state.evolve(covered=(), feats=(("union", 1, 0), ("union", 1, 1)))
    state = with_tents(state, {0: 0, 1: 0, 2: 0, 3: 2, 4: 2})
    scored = ENGINE._score_end(state)
    assert (scored.points[0][1], scored.points[0][5]) == (5, 10)  # 5 x3 = 15
    assert (scored.points[2][1], scored.points[2][5]) == (3, 6)  # 3 x3 = 9


def test_i27_feat_multiplies_connection_totem_scoring():
    state = new_state(3, feats="on").evolve(feats=(("honour", 1, 0),))
    state = with_tents(state, {0: 0, 4: 0})
    state = with_totems(with_totems(state, 1, {0: 1}), 2, {0: 1})
    scored = ENGINE._score_end(state)
    assert (scored.points[0][2], scored.points[0][5]) == (2, 2)


def test_i27_neutral_tribe_feats_are_decided_by_the_moving_player():
    state = with_hand(new_state(2, feats="on"), 0, ["forest", "tundra", "coast"])
    state = with_tents(state, {4: 1, 5: 0})
    state = play(state, "p:1:0:0:forest", "n:2:6:0:tundra")  # White fills the tundra territory
    assert state.phase == "feat" and GAME.to_play(state) == 0
    assert state.pending_feats[0][:2] == ("discovery", 2)
    assert "earned by White" in en(GAME.view(state, None)["prompt"])
    state = play(state, "f:discovery:3")
    assert state.feats == (("discovery", 3, 2),)


def test_i27_feats_off_earn_nothing():
    state = with_hand(new_state(3), 0, ["tundra", "forest", "coast"])
    state = with_tents(state, {1: 0, 2: 0, 3: 0})
    state = play(state, "p:2:4:0:tundra")
    assert state.phase == "draw" and GAME.view(state, None)["feats"] is None


def test_i28_expedition_data_has_eight_to_ten_missions_with_known_checks():
    missions = all_expeditions()
    assert 8 <= len(missions) <= 10 and revealed_count() == 3
    assert len({m.id for m in missions}) == len(missions)
    assert all(m.kind in CHECKS and m.first > m.second > 0 and m.text for m in missions)


def test_i28_three_expeditions_revealed_at_setup():
    state = GAME.setup(3, {"expeditions": "on"}, 9)
    view = GAME.view(state, None)
    assert len(view["expeditions"]) == 3 and all(e["claimed_by"] == [] for e in view["expeditions"])
    assert GAME.view(GAME.setup(3, {}, 9), None)["expeditions"] is None


def test_i28_first_and_second_tribe_score_nobody_else():
    # "Tall Totem": 3 of your totems in one territory, 6 points first, 3 second
    state = new_state(3, expeditions="on").evolve(expeditions=("tall_totem",), expedition_claims=((),))
    state = with_tents(state, {0: 0, 1: 0, 2: 0, 4: 1, 5: 1, 6: 1, 7: 2, 8: 2, 9: 2})
    state = with_totems(with_totems(with_totems(state, 1, {0: 2}), 2, {1: 2}), 3, {2: 2})
    state = with_hand(state, 0, ["forest", "tundra", "coast"])
    state = draw_until_turn_ends(play(state, "p:1:-:1:forest"))
    assert state.points[0][4] == 6 and state.expedition_claims == ((0,),)
    state = with_hand(state, 1, ["forest", "tundra", "coast"])
    state = draw_until_turn_ends(play(state, "p:2:-:1:tundra"))
    assert state.points[1][4] == 3 and state.expedition_claims == ((0, 1),)
    state = with_hand(state, 2, ["forest", "glacier", "coast"])
    state = draw_until_turn_ends(play(state, "p:3:-:1:glacier"))
    assert state.points[2][4] == 0 and state.expedition_claims == ((0, 1),)
    assert GAME.scores(state)[:2] == [6, 3]
    assert GAME.view(state, None)["expeditions"][0]["claimed_by"] == [0, 1]


def test_i32_floating_lands_connections_count_as_paths():
    plain = with_tents(new_state(3), {1: 0, 2: 0, 8: 0, 9: 0})
    floating = with_tents(new_state(3, special="floating_lands"), {1: 0, 2: 0, 8: 0, 9: 0})
    assert settlement_points(plain.owner, ENGINE.board_map(plain).neighbours, 0) == 0
    assert settlement_points(floating.owner, ENGINE.board_map(floating).neighbours, 0) == 4


def test_i32_glacier_mass_double_connection_scores_twice():
    state = new_state(3, special="glacier_mass")
    state = with_totems(with_totems(with_tents(state, {4: 0, 7: 0}), 2, {0: 1}), 3, {0: 1})
    assert ENGINE._score_end(state).points[0][2] == 4  # connections 2 and 9 both join 2 and 3
    assert ENGINE._score_end(state.evolve(covered=(2,))).points[0][2] == 2


def test_i32_long_road_takes_tents_for_a_wild_pair_only_and_scores_at_the_end():
    state = with_hand(new_state(3, special="long_road"), 0, ["tundra", "tundra", "forest"])
    road_actions = [GAME.encode(a) for a in GAME.legal_actions(state) if getattr(a, "territory", None) == 0]
    assert road_actions == ["p:road:19:0:tundra,tundra", "p:road:20:0:tundra,tundra",
                            "p:road:21:0:tundra,tundra"]
    with raises_en(IllegalAction, "pair of equal cards"):
        play(state, "p:road:19:0:forest")
    with raises_en(IllegalAction, "no totem circle"):
        play(with_tents(state, {19: 0}), "p:road:-:1:tundra,tundra")
    road_step = GAME.choice_path(state, GAME.decode("p:road:19:0:tundra,tundra"))[1][1]
    assert en(road_step).startswith("The Long Road")
    state = with_tents(state, {19: 0, 20: 0, 21: 1})
    assert [row[0] for row in ENGINE._score_half_journey(state).points] == [0, 0, 0]
    assert [row[1] for row in ENGINE._score_end(state).points] == [3, 2, 0]


def test_i27_ruling_honour_ignores_connections_under_mountains():
    state = with_hand(new_state(3, feats="on"), 0, ["tundra", "forest", "coast"])
    state = with_totems(with_tents(state, {0: 0, 4: 0}), 2, {0: 1}).evolve(covered=(1,))
    state = play(state, "p:1:-:1:forest")
    assert state.feats == () and state.phase == "draw"


def test_i27_each_tribe_earns_at_most_one_feat_of_a_kind():
    state = with_hand(new_state(3, feats="on"), 0, ["tundra", "forest", "coast"])
    state = with_tents(state, {4: 1, 5: 2}).evolve(feat_claims=(("discovery", 0),))
    state = play(state, "p:2:6:0:tundra")
    assert state.phase == "draw" and state.feats == ()
