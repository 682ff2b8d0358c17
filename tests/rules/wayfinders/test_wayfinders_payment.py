"""Payments (W-10, W-11, W-12, W-17): every way to pay is a legal action, cheapest first."""

from __future__ import annotations

from wayfinders_positions import position, res

from i18n import text
from rules.wayfinders import GAME
from rules.wayfinders.engine import legal_actions, payment_options
from rules.wayfinders.state import Build, EndMovement, Fly, Phase

NO_WILD: frozenset[int] = frozenset()


def english(path) -> tuple[tuple[str, str], ...]:
    """A menu path as the English catalog words it."""
    return tuple((text("en", question), text("en", answer)) for question, answer in path)
TIRE, HEADSET, COMPASS = 2, 3, 4


def test_w10_exact_payment_comes_first_and_supersets_are_dropped():
    # Cost: one Tire. Holding three Tires and two Compasses: pay a Tire, or two Compasses.
    options = payment_options(res("RRRPP"), (TIRE,), NO_WILD)
    assert options == (res("R"), res("PP"))  # never "two Tires" when one Tire pays


def test_w10_pairs_of_any_kind_for_a_missing_resource():
    options = payment_options(res("BBGG"), (TIRE, HEADSET), NO_WILD)
    assert options == (res("BBGG"),)  # two Propellers for one, two Parachutes for the other
    assert payment_options(res("BBB"), (TIRE,), NO_WILD) == (res("BB"),)
    assert payment_options(res("B"), (TIRE,), NO_WILD) == ()


def test_w17_wild_pays_one_for_one_and_is_spent_last():
    wild_tire = frozenset({TIRE})
    options = payment_options(res("RYY"), (HEADSET,), wild_tire)
    assert options[0] == res("Y")  # the real Headset before the wild Tire
    assert res("R") in options
    assert payment_options(res("RR"), (HEADSET, COMPASS), wild_tire) == (res("RR"),)


def test_menu_labels_cheapest_first():
    # B3 holds R02 (Tire + Headset); the player holds Tire, Headset, and two Compasses.
    state = position(2, tiles={"B3": "R02"}, plane="B3", supplies={0: "RYPP", 1: "RYPP"}, phase=Phase.FLY)
    builds = [a for a in legal_actions(state) if isinstance(a, Build)]
    assert builds[0] == Build(res("RY"))
    paths = [english(GAME.choice_path(state, a)) for a in builds]
    assert len(paths) > 1 and len(set(paths)) == len(paths)
    first = ("Fly/build", "Build here: B3 Glacier (2 pts, draw 2), choose payment")
    assert {path[0] for path in paths} == {first}
    assert paths[0][1] == ("Payment", "Tire + Headset (cheapest)")
    assert all("cheapest" not in path[1][1] for path in paths[1:])


def test_single_way_to_pay_is_one_step():
    state = position(2, tiles={"B3": "R02"}, plane="B3", supplies={0: "RY", 1: "RY"}, phase=Phase.FLY)
    assert english(GAME.choice_path(state, Build(res("RY")))) == (
        ("Fly/build", "Build here: B3 Glacier (2 pts, draw 2), pay Tire + Headset"),)


def test_w11_entry_paid_with_two_of_a_kind_or_wild():
    # C2 is a Volcano without airstrips: a Tire, or a pair, or a wild resource.
    state = position(2, tiles={"C2": "R07"}, supplies={0: "YY", 1: "YY"}, phase=Phase.FLY)
    assert [a for a in legal_actions(state) if isinstance(a, Fly) and a.direction == "N"] == [
        Fly("N", res("YY"))]
    wild = position(2, tiles={"C2": "R07", "A1": "Y14"}, airstrips={"A1": (0, 1)},
                    supplies={0: "YY", 1: "YY"}, phase=Phase.FLY)  # Y14: Headsets are wild
    assert [a for a in legal_actions(wild) if isinstance(a, Fly) and a.direction == "N"] == [
        Fly("N", res("Y"))]


def test_fly_labels_show_free_and_paid_entries():
    state = position(2, tiles={"C2": "R07"}, airstrips={"D3": (1,)}, supplies={0: "R", 1: "R"},
                     phase=Phase.FLY)
    labels = {english(GAME.choice_path(state, a))[0][1] for a in legal_actions(state) if isinstance(a, Fly)}
    assert "Fly north to C2 Volcano, pay Tire" in labels
    assert any(label.startswith("Fly east to D3") and label.endswith("(free)") for label in labels)


def test_w9_keep_menu_split_when_over_25_sets():
    state = position(2, supplies={0: "BBGGRRYYPP", 1: ""}, phase=Phase.FLY)
    seat = state.turn_order[0]
    if seat != 0:
        state = position(2, supplies={0: "", 1: "BBGGRRYYPP"}, phase=Phase.FLY)
    state = GAME.apply(state, EndMovement())
    keeps = legal_actions(state)
    assert len(keeps) == 30  # sets of 3 from two of each kind
    assert len({GAME.choice_path(state, a) for a in keeps}) == 30  # as values
    paths = [english(GAME.choice_path(state, a)) for a in keeps]
    assert len(set(paths)) == 30  # and as English words
    # Grouped by the first kind kept (no set of three starts with Compass: there are only two).
    assert {path[0][1] for path in paths} == {"Propeller, …", "Parachute, …", "Tire, …", "Headset, …"}
    assert ("Keep", "2 Tires and Compass") in {path[1] for path in paths}
