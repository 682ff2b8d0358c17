"""Wayfinders clause tests, named by spec id (W-1 … W-23), on set-ups and hand-built positions."""

from __future__ import annotations

from dataclasses import replace

import pytest
from wayfinders_positions import cell, position, res, total_resources

from i18n import LANGUAGES, text
from rules import GAMES
from rules.base import IllegalAction, Msg
from rules.wayfinders import GAME
from rules.wayfinders.engine import airstrips_left, keep_limit, legal_actions, workers_available
from rules.wayfinders.state import (
    HOME_CELL,
    Build,
    EndMovement,
    Fly,
    Keep,
    Phase,
    PlaceWorker,
    ReturnWorkers,
)
from rules.wayfinders.tiles import HOME, TILES_BY_ID


def test_registered_in_games():
    assert GAMES["wayfinders"] is GAME


@pytest.mark.parametrize("players", [2, 3, 4])
def test_w1_pieces_per_player(players):
    state = GAME.setup(players, {}, 3)
    for seat in range(players):
        assert workers_available(state, seat) == 5
        assert airstrips_left(state, seat) == 9  # one of the ten is on Home (W-7)
        assert state.planes[seat] == HOME_CELL


@pytest.mark.parametrize("players", [1, 5])
def test_w1_player_count_checked(players):
    with pytest.raises(ValueError):
        GAME.setup(players, {}, 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_w2_sixty_resources_twelve_of_each(players):
    state = GAME.setup(players, {}, 11)
    assert total_resources(state) == 60
    per_kind = list(state.bag)
    for supply in state.supplies:
        per_kind = [a + b for a, b in zip(per_kind, supply, strict=True)]
    for column in state.hangars:
        for kind in column:
            per_kind[kind] += 1
    assert per_kind == [12] * 5


@pytest.mark.parametrize("players, used", [(2, 4), (3, 6), (4, 8)])
def test_w4_hangars_used_by_player_count(players, used):
    state = GAME.setup(players, {}, 5)
    assert len(state.hangars) == used
    assert all(len(column) == 3 for column in state.hangars)
    assert [a for a in legal_actions(state) if isinstance(a, PlaceWorker)] == [
        PlaceWorker(h) for h in range(1, used + 1)]


def test_w5_standard_layout_nine_eight_seven_around_home():
    for seed in range(5):
        state = GAME.setup(3, {}, seed)
        assert state.cells[HOME_CELL] == HOME
        tiles = [TILES_BY_ID[t] for t in state.cells if t != HOME]
        assert len(tiles) == 24 and len(set(state.cells)) == 25
        backs = [tile.back for tile in tiles]
        assert (backs.count("red"), backs.count("blue"), backs.count("yellow")) == (9, 8, 7)
        assert all(state.face_up)


@pytest.mark.parametrize("players", [2, 4])
def test_w6_one_resource_each_and_full_hangars(players):
    state = GAME.setup(players, {}, 9)
    assert all(sum(supply) == 1 for supply in state.supplies)
    assert sum(state.bag) == 60 - players - 3 * len(state.hangars)


def test_w7_turn_order_random_from_seed_and_home_slots():
    orders = {GAME.setup(4, {}, seed).turn_order for seed in range(30)}
    assert len(orders) > 5  # varies with the seed
    state = GAME.setup(4, {}, 4)
    assert GAME.setup(4, {}, 4).turn_order == state.turn_order  # reproducible
    assert state.airstrips[HOME_CELL] == state.turn_order
    assert GAME.to_play(state) == state.turn_order[0]


def test_w7_turn_order_set_by_creator():
    state = GAME.setup(4, {"order": "joined"}, 4)
    assert state.turn_order == (0, 1, 2, 3) == state.airstrips[HOME_CELL]


def test_w8_place_worker_limits():
    state = GAME.setup(2, {}, 1)
    seat = state.turn_order[0]
    workers = list(state.workers)
    workers[0] = (seat, seat, seat)
    state = replace(state, workers=tuple(workers))
    actions = legal_actions(state)
    assert PlaceWorker(1) not in actions and PlaceWorker(2) in actions
    with pytest.raises(IllegalAction):
        GAME.apply(state, PlaceWorker(1))
    after = GAME.apply(state, PlaceWorker(2))
    assert after.workers[1] == (seat,) and GAME.to_play(after) != seat
    workers[1] = (seat, seat)
    state = replace(state, workers=tuple(workers))
    assert legal_actions(state) == [ReturnWorkers()]  # all 5 out


def test_w8_other_players_workers_do_not_block():
    state = GAME.setup(2, {}, 1)
    seat, other = state.turn_order
    workers = list(state.workers)
    workers[2] = (other, other, other)
    state = replace(state, workers=tuple(workers))
    assert GAME.apply(state, PlaceWorker(3)).workers[2] == (other, other, other, seat)


def test_w9_collect_from_top_and_refill():
    state = position(2, supplies={0: "", 1: ""})
    seat, other = state.turn_order
    hangars = list(state.hangars)
    hangars[0] = (2, 2, 4)  # Tire, Tire, Compass
    hangars[1] = (0, 1, 3)
    workers = [() for _ in state.workers]
    workers[0] = (other, seat)  # placement order does not matter: seat takes the top
    workers[1] = (seat, seat)
    bag = list(state.bag)
    for old, new in zip(state.hangars, hangars, strict=True):
        for kind in old:
            bag[kind] += 1
        for kind in new:
            bag[kind] -= 1
    state = replace(state, hangars=tuple(hangars), workers=tuple(workers), bag=tuple(bag))
    after = GAME.apply(state, ReturnWorkers())
    assert after.supplies[seat] == res("BGR")  # top of hangar 1 (Tire) + top two of hangar 2
    assert after.hangars[0] == (2, 4) and after.hangars[1] == (3,)
    assert after.workers[0] == (other,) and after.workers[1] == ()
    assert after.phase is Phase.FLY
    done = GAME.apply(after, EndMovement())
    assert done.hangars[0][:2] == (2, 4) and done.hangars[1][0] == 3  # slid to the top
    assert all(len(column) == 3 for column in done.hangars)
    assert total_resources(done) == 60


def test_w9_return_with_no_workers_out_still_flies():
    state = position(2)
    after = GAME.apply(state, ReturnWorkers())
    assert after.phase is Phase.FLY and after.supplies == state.supplies


def test_w9_short_column_gives_what_there_is():
    state = position(2, supplies={0: "", 1: ""})
    seat = state.turn_order[0]
    hangars = list(state.hangars)
    bag = list(state.bag)
    for kind in hangars[0][1:]:
        bag[kind] += 1
    hangars[0] = hangars[0][:1]
    workers = [() for _ in state.workers]
    workers[0] = (seat, seat, seat)
    state = replace(state, hangars=tuple(hangars), workers=tuple(workers), bag=tuple(bag))
    after = GAME.apply(state, ReturnWorkers())
    assert sum(after.supplies[seat]) == 1 and after.hangars[0] == ()


def test_w9_discard_down_to_three_player_chooses():
    state = position(2, supplies={0: "RRYPB", 1: "RRYPB"}, phase=Phase.FLY)
    seat = state.turn_order[0]
    after = GAME.apply(state, EndMovement())
    assert after.phase is Phase.KEEP and GAME.to_play(after) == seat
    options = legal_actions(after)
    assert all(isinstance(a, Keep) and sum(a.kept) == 3 for a in options)
    assert Keep(res("RRY")) in options
    kept = GAME.apply(after, Keep(res("RRY")))
    assert kept.supplies[seat] == res("RRY")
    assert kept.phase is Phase.ACTION and GAME.to_play(kept) != seat
    assert total_resources(kept) == 60
    with pytest.raises(IllegalAction):
        GAME.apply(after, Keep(res("RR")))


def test_w9_empty_bag_refills_as_far_as_it_can():
    state = position(2, supplies={0: "", 1: ""}, phase=Phase.FLY)
    seat, other = state.turn_order
    hangars = [() for _ in state.hangars]
    supplies = list(state.supplies)
    # Put everything but 2 resources in the other player's supply: the bag holds just 2.
    total = [a + sum(1 for column in state.hangars for k in column if k == kind)
             for kind, a in enumerate(state.bag)]
    supplies[other] = tuple(total[:4]) + (total[4] - 2,)
    state = replace(state, hangars=tuple(hangars), supplies=tuple(supplies), bag=(0, 0, 0, 0, 2))
    after = GAME.apply(state, EndMovement())
    assert sum(len(column) for column in after.hangars) == 2 and sum(after.bag) == 0
    assert total_resources(after) == 60


def test_w10_two_of_a_kind_stand_in_for_one():
    # Plane on B3 (a Glacier island costing Parachute), paying with two Tires.
    state = position(2, tiles={"B3": "R01"}, plane="B3", supplies={0: "RR", 1: "RR"}, phase=Phase.FLY)
    assert Build(res("RR")) in legal_actions(state)
    seat = state.turn_order[0]
    after = GAME.apply(state, Build(res("RR")))
    assert seat in after.airstrips[cell("B3")]
    with pytest.raises(IllegalAction):
        GAME.apply(state, Build(res("R")))


def test_w11_entry_costs_one_of_the_island_colour():
    # C2 north of Home: a Volcano (red) with no airstrip costs a Tire.
    state = position(2, tiles={"C2": "R07"}, supplies={0: "RY", 1: "RY"}, phase=Phase.FLY)
    seat = state.turn_order[0]
    flies = [a for a in legal_actions(state) if isinstance(a, Fly) and a.direction == "N"]
    assert flies == [Fly("N", res("R"))]
    after = GAME.apply(state, flies[0])
    assert after.planes[seat] == cell("C2") and after.supplies[seat] == res("Y")
    assert total_resources(after) == 60


def test_w11_entry_onto_any_airstrip_is_free():
    state = position(2, tiles={"C2": "R07"}, airstrips={"C2": (1,)}, supplies={0: "", 1: ""},
                     phase=Phase.FLY)
    assert Fly("N", res("")) in legal_actions(state)


def test_w11_cannot_fly_without_paying():
    state = position(2, tiles={"C2": "R07"}, supplies={0: "Y", 1: "Y"}, phase=Phase.FLY)
    assert not [a for a in legal_actions(state) if isinstance(a, Fly) and a.direction == "N"]
    with pytest.raises(IllegalAction):
        GAME.apply(state, Fly("N", res("")))


def test_w11_cannot_fly_off_the_map():
    state = position(2, plane="A1", phase=Phase.FLY, airstrips={"B1": (0, 1), "A2": (0, 1)})
    directions = {a.direction for a in legal_actions(state) if isinstance(a, Fly)}
    assert directions == {"E", "S"}


def test_w12_build_slots_and_payment_to_first_builder():
    # R05 (Jungle) costs Headset + Compass + Propeller.
    state = position(2, tiles={"B3": "R05"}, plane="B3", supplies={0: "YPB", 1: "YPB"}, phase=Phase.FLY)
    seat, other = state.turn_order
    first = GAME.apply(state, Build(res("BYP")))
    assert first.airstrips[cell("B3")] == (seat,)
    assert sum(first.bag) == sum(state.bag) + 3 - 2  # paid into the bag, then drew 2 (W-14)
    # Now the other player builds there: the payment goes to slot 1's owner.
    second = replace(first, current=1, planes=tuple(cell("B3") for _ in first.planes), phase=Phase.FLY)
    before_owner = second.supplies[seat]
    after = GAME.apply(second, Build(res("BYP")))
    assert after.airstrips[cell("B3")] == (seat, other)
    assert after.supplies[seat] == tuple(a + b for a, b in zip(before_owner, res("BYP"), strict=True))
    assert total_resources(after) == 60


def test_w12_one_airstrip_per_player_per_island():
    state = position(2, tiles={"B3": "R01"}, plane="B3", airstrips={"B3": (0, 1)},
                     supplies={0: "GG", 1: "GG"}, phase=Phase.FLY)
    assert not any(isinstance(a, Build) for a in legal_actions(state))
    with pytest.raises(IllegalAction):
        GAME.apply(state, Build(res("G")))


def test_w12_build_on_an_island_passed_through():
    # Fly to C2, build there, fly on to C1 and build again, all in one step 2.
    state = position(2, tiles={"C2": "R07", "C1": "R13"}, supplies={0: "RYBY", 1: ""}, phase=Phase.FLY)
    seat = state.turn_order[0]
    state = GAME.apply(state, Fly("N", res("R")))
    state = GAME.apply(state, Build(res("Y")))
    assert seat in state.airstrips[cell("C2")]


def test_w12_no_building_on_home():
    state = position(2, supplies={0: "RRRR", 1: ""}, phase=Phase.FLY)
    assert not any(isinstance(a, Build) for a in legal_actions(state))


def test_w13_no_airstrips_left_no_build():
    names = ["A1", "B1", "C1", "D1", "E1", "A2", "B2", "C2", "D2"]
    state = position(2, tiles={"B3": "R01"}, plane="B3", supplies={0: "GG", 1: ""},
                     airstrips={name: (0,) for name in names}, phase=Phase.FLY, seed=3)
    seat = state.turn_order[0]
    if seat != 0:
        state = position(2, tiles={"B3": "R01"}, plane="B3", supplies={0: "", 1: "GG"},
                         airstrips={name: (1,) for name in names}, phase=Phase.FLY, seed=3)
        seat = 1
    assert airstrips_left(state, seat) == 0
    assert not any(isinstance(a, Build) for a in legal_actions(state))


def test_w14_w18_resource_island_draws_at_once_and_can_spend():
    # R08: Volcano costing Compass + Propeller + Parachute, draws 3.
    tile = TILES_BY_ID["R08"]
    state = position(2, tiles={"B3": "R08"}, plane="B3", supplies={0: "PBG", 1: "PBG"}, phase=Phase.FLY)
    seat = state.turn_order[0]
    after = GAME.apply(state, Build(res("BGP")))
    assert sum(after.supplies[seat]) == tile.amount == 3
    assert total_resources(after) == 60
    # The drawn resources are spendable in the same step 2: some fly or build costs them.
    assert after.phase is Phase.FLY


def test_w15_w17_keep_one_more():
    state = position(2, tiles={"B3": "Y03"}, airstrips={"B3": (0, 1)},
                     supplies={0: "RRYYP", 1: "RRYYP"}, phase=Phase.FLY)
    seat = state.turn_order[0]
    assert keep_limit(state, seat) == 4
    after = GAME.apply(state, EndMovement())
    assert all(sum(a.kept) == 4 for a in legal_actions(after))


def test_w15_w17_free_flight_onto_colour():
    # Y08: free flight onto red (Volcano) islands; C2 is a Volcano with no airstrip.
    state = position(2, tiles={"C2": "R07", "A1": "Y08"}, airstrips={"A1": (0, 1)},
                     supplies={0: "", 1: ""}, phase=Phase.FLY)
    assert Fly("N", res("")) in legal_actions(state)


def test_w15_w17_wild_colour_pays_for_anything():
    # Y13: Tires are wild. B3 holds R05 costing Headset + Compass + Propeller.
    state = position(2, tiles={"B3": "R05", "A1": "Y13"}, airstrips={"A1": (0, 1)}, plane="B3",
                     supplies={0: "RRR", 1: "RRR"}, phase=Phase.FLY)
    assert Build(res("RRR")) in legal_actions(state)
    # Without the wild island, three Tires cannot pay three different resources.
    plain = replace(state, airstrips=tuple(() if i == cell("A1") else s
                                           for i, s in enumerate(state.airstrips)))
    assert not any(isinstance(a, Build) for a in legal_actions(plain))


def test_w19_final_round_ends_with_last_in_order():
    names = ["A1", "B1", "C1", "D1", "E1", "A2", "B2"]
    state = position(3, seed=2)
    first, middle, last = state.turn_order
    state = replace(state, airstrips=tuple(
        (middle,) if i in {cell(n) for n in names} else s for i, s in enumerate(state.airstrips)),
        current=1)
    assert airstrips_left(state, middle) == 2
    state = GAME.apply(state, ReturnWorkers())
    state = GAME.apply(state, EndMovement())
    assert state.final_round and not GAME.is_over(state)
    assert GAME.to_play(state) == last
    state = GAME.apply(state, ReturnWorkers())
    state = GAME.apply(state, EndMovement())
    assert GAME.is_over(state) and GAME.to_play(state) is None and legal_actions(state) == []


def test_w19_no_trigger_with_three_left():
    names = ["A1", "B1", "C1", "D1", "E1", "A2"]
    state = position(2, seed=2)
    seat = state.turn_order[0]
    state = replace(state, airstrips=tuple(
        (seat,) if i in {cell(n) for n in names} else s for i, s in enumerate(state.airstrips)))
    assert airstrips_left(state, seat) == 3
    assert not GAME.apply(state, PlaceWorker(1)).final_round


def test_w20_score_parts_and_winner():
    state = position(2, tiles={"A1": "R09", "B1": "Y04"}, airstrips={"A1": (0,), "B1": (1,)},
                     supplies={0: "RRP", 1: "Y"})
    workers = list(state.workers)
    workers[0] = (1, 1)
    state = replace(state, workers=tuple(workers), phase=Phase.OVER)
    assert GAME.scores(state) == [TILES_BY_ID["R09"].points + 3, TILES_BY_ID["Y04"].points + 1 + 2]
    table = GAME.score_breakdown(state)
    assert table.rows[1].values == (TILES_BY_ID["Y04"].points, 0, 1, 2)
    assert GAME.winners(state) == ([0] if GAME.scores(state)[0] > GAME.scores(state)[1] else [1])


def test_w20_tie_broken_by_airstrips_then_shared():
    # Same points (R01 and R04 are both worth 1); then seat 0 adds an airstrip worth 0 points.
    state = position(2, tiles={"A1": "R01", "B1": "R04", "E5": "B12"},
                     airstrips={"A1": (0,), "B1": (1,)}, supplies={0: "", 1: ""})
    state = replace(state, phase=Phase.OVER)
    assert GAME.scores(state)[0] == GAME.scores(state)[1]
    assert GAME.winners(state) == [0, 1]
    assert GAME.outcome_text(state) == Msg("wayfinders-outcome-shared", names=(GAME.seat_label(state, 0),
                                                                          GAME.seat_label(state, 1)),
                                           points=GAME.scores(state)[0])
    assert "share" in text("en", GAME.outcome_text(state))
    more = replace(state, airstrips=tuple((0,) if i == cell("E5") else s
                                          for i, s in enumerate(state.airstrips)))
    assert GAME.scores(more)[0] == GAME.scores(more)[1]  # a lone 2x2-square island scores 0
    assert GAME.winners(more) == [0]


@pytest.mark.parametrize("mix, counts", [("balanced", (8, 8, 8)), ("scoring", (7, 11, 6)),
                                          ("permanent", (7, 6, 11)), ("resources", (12, 6, 6))])
def test_w21_preset_mixes(mix, counts):
    state = GAME.setup(2, {"setup": mix}, 1)
    backs = [TILES_BY_ID[t].back for t in state.cells if t != HOME]
    assert (backs.count("red"), backs.count("blue"), backs.count("yellow")) == counts


def test_w21_random24_draws_from_all_45():
    seen_mixes = set()
    for seed in range(20):
        state = GAME.setup(2, {"setup": "random24"}, seed)
        backs = [TILES_BY_ID[t].back for t in state.cells if t != HOME]
        assert len(backs) == 24
        seen_mixes.add((backs.count("red"), backs.count("blue"), backs.count("yellow")))
    assert len(seen_mixes) > 3


def test_w21_bad_option_rejected():
    with pytest.raises(ValueError):
        GAME.setup(2, {"setup": "nine"}, 1)


def test_w22_exploration_starts_with_four_face_up():
    state = GAME.setup(2, {"exploration": "on"}, 1)
    up = {i for i, face in enumerate(state.face_up) if face}
    assert up == {HOME_CELL, cell("C2"), cell("B3"), cell("D3"), cell("C4")}


def test_w22_entering_reveals_neighbours_and_face_down_is_closed():
    state = position(2, tiles={"C2": "R07"}, supplies={0: "RR", 1: "RR"}, phase=Phase.FLY,
                     options={"exploration": "on"})
    state = GAME.apply(state, Fly("N", res("R")))
    for name in ("C1", "B2", "D2"):
        assert state.face_up[cell(name)]
    assert not state.face_up[cell("A1")]
    # From B3 (face up), A3 is face down: no flight west until revealed.
    state2 = position(2, plane="B3", airstrips={"B3": (0, 1), "A3": (0, 1)}, phase=Phase.FLY,
                      options={"exploration": "on"})
    assert not state2.face_up[cell("A3")]
    assert "W" not in {a.direction for a in legal_actions(state2) if isinstance(a, Fly)}
    with pytest.raises(IllegalAction):
        GAME.apply(state2, Fly("W", res("")))


def test_w23_spectator_view_hides_face_down_tiles():
    state = GAME.setup(3, {"exploration": "on"}, 8)
    view = GAME.view(state, None)
    hidden = [t for t, up in zip(state.cells, state.face_up, strict=True) if not up]
    public = repr(view) + "".join(text(lang, GAME.status_text(state)) for lang in LANGUAGES)
    assert len(hidden) == 20
    assert not any(tile_id in public for tile_id in hidden)
    for square in view["grid"]:
        assert (square["tile"] is None) == (not square["face_up"] or square["home"])


def test_w23_supplies_are_public_and_private_view_is_empty():
    state = GAME.setup(2, {}, 8)
    view = GAME.view(state, None)
    assert view["private"] is None
    assert sum(view["player_info"][0]["supply"].values()) == 1
    assert GAME.view(state, 0)["private"] == {}


def test_w12_w23_log_lines_say_who_was_paid_and_what_was_drawn():
    state = position(2, tiles={"B3": "R05"}, plane="B3", supplies={0: "YPB", 1: "YPB"}, phase=Phase.FLY)
    seat, other = state.turn_order
    line = text("en", GAME.describe(state, Build(res("BYP"))))
    who = text("en", GAME.seat_label(state, seat))
    assert "to the bag" in line and "Draws" in line and who in line
    first = GAME.apply(state, Build(res("BYP")))
    second = replace(first, current=1, planes=tuple(cell("B3") for _ in first.planes), phase=Phase.FLY)
    later = text("en", GAME.describe(second, Build(res("BYP"))))
    assert f"to {who}" in later and "slot 2" in later


def test_w14_draw_from_a_short_bag_gives_what_there_is():
    # R08 draws 3. The other player owns slot 1 there, so the payment goes to them, not into the bag;
    # the bag holds one resource only (the rest sits with the other player).
    state = position(2, tiles={"B3": "R08"}, plane="B3", supplies={0: "PBG", 1: "PBG"}, phase=Phase.FLY)
    seat, other = state.turn_order
    supplies = list(state.supplies)
    supplies[other] = tuple(a + b - (1 if k == 0 else 0)
                            for k, (a, b) in enumerate(zip(supplies[other], state.bag, strict=True)))
    strips = tuple((other,) if i == cell("B3") else s for i, s in enumerate(state.airstrips))
    state = replace(state, supplies=tuple(supplies), bag=(1, 0, 0, 0, 0), airstrips=strips)
    after = GAME.apply(state, Build(res("BGP")))
    assert after.supplies[seat] == res("B") and sum(after.bag) == 0
    assert total_resources(after) == 60
