"""The protocol around the rules: action texts, errors, menu paths, descriptions, texts and storage."""

from __future__ import annotations

import json

import pytest
from iwari_fixtures import draw_until_turn_ends, en, new_state, play, raises_en, with_hand, with_tents

import i18n
from rules import GAMES
from rules.base import ActionParseError, Game, IllegalAction, ScoreTable
from rules.iwari import GAME
from rules.iwari.actions import Draw, Pass, Place, PlaceFeat, Swap
from rules.iwari.engine import ENGINE


def test_registered_and_satisfies_the_protocol():
    assert GAMES["iwari"] is GAME and isinstance(GAME, Game)
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    assert set(GAME.options) == {"map", "feats", "expeditions", "draft"}
    assert [value for value, _ in GAME.options["map"].choices] == [
        "highlands", "lowlands", "floating_lands", "glacier_mass", "long_road"]
    assert GAME.options["map"].default == "highlands"
    assert all(GAME.options[name].default == "off" for name in ("feats", "expeditions", "draft"))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_rules_text_pages_are_short_markdown(lang):
    rules = i18n.rules_text(lang, "iwari")
    pages = rules.split("\n## ")
    assert len(pages) >= 5 and rules.startswith("## ")
    assert all(len(page) < 4000 for page in pages)
    assert GAME.spec.rules_text is None  # the rules live in the catalogs (issue 12)


@pytest.mark.parametrize("action, text", [
    (Place(7, (23, 24), 0, ("forest", "forest")), "p:7:23,24:0:forest,forest"),
    (Place(3, (), 2, ("glacier", "glacier")), "p:3:-:2:glacier,glacier"),
    (Place(0, (40,), 0, ("coast", "coast"), True), "n:road:40:0:coast,coast"),
    (Swap("glacier"), "s:glacier"),
    (Draw("deck"), "d:deck"),
    (Draw("forest"), "d:forest"),
    (PlaceFeat("honour", 5), "f:honour:5"),
    (Pass(), "pass"),
])
def test_encode_decode_round_trip(action, text):
    assert GAME.encode(action) == text
    assert GAME.decode(text) == action


def test_decode_normalises_order_of_spaces_and_cards():
    expected = Place(1, (2, 3), 0, ("tundra", "tundra", "forest"))
    assert GAME.decode("p:1:3,2:0:tundra,forest,tundra") == expected


@pytest.mark.parametrize("text", [
    "", "   ", "hello", "p:7", "p:x:1:0:forest", "p:7:1:0:wood", "p:7:1:0:", "p:7:1,1:0:forest",
    "s:", "s:tree", "d:", "d:bottom", "f:glory:1", "f:union:x", "q:1", "p:0:1:0:forest", "x" * 150,
    "p:7:1,2,3,4:0:forest",
])
def test_malformed_text_raises_action_parse_error_with_a_sentence(text):
    with pytest.raises(ActionParseError) as error:
        GAME.decode(text)
    reason = en(error.value.msg)
    assert reason[0].isupper() and reason.endswith("."), reason


def test_decode_rejects_non_strings():
    with pytest.raises(ActionParseError):
        GAME.decode(None)  # type: ignore[arg-type]


@pytest.mark.parametrize("text, message", [
    ("p:9:1:0:forest", "no territory 9"),
    ("p:road:1:0:forest,forest", "no Long Road"),
    ("p:1:0:0:desert", "does not hold"),
    ("p:1:-:0:forest", "at least one piece"),
    ("p:1:7:0:forest", "not a tent space of 1 · Forest"),
    ("p:3:7:0:forest", "You need a Glacier card or a pair of equal cards to place one piece in 3 · Glacier"),
    ("n:1:0:0:forest", "neutral tribe plays after"),
    ("d:deck", "Choose your action first"),
    ("f:union:1", "Choose your action first"),
    ("s:desert", "no Desert card"),
    ("pass", "only pass when you hold no cards"),
])
def test_illegal_actions_raise_with_a_readable_reason(text, message):
    state = with_hand(new_state(3), 0, ["tundra", "forest", "glacier"])
    with raises_en(IllegalAction, message):
        GAME.apply(state, GAME.decode(text))


def test_illegal_in_other_phases():
    state = with_hand(new_state(3), 0, ["tundra", "tundra", "forest"])
    drawing = play(state, "p:1:0:0:forest")
    with raises_en(IllegalAction, "Refill your hand first"):
        play(drawing, "p:1:1:0:tundra,tundra")
    with raises_en(IllegalAction, "no Desert card in the display"):
        GAME.apply(drawing.evolve(display=("forest",) * 4), Draw("desert"))
    over = drawing.evolve(over=True, phase="over")
    with raises_en(IllegalAction, "over"):
        play(over, "d:deck")


def test_apply_leaves_the_state_untouched_on_an_illegal_action():
    state = with_hand(new_state(3), 0, ["tundra", "forest", "glacier"])
    before = GAME.dump(state)
    with pytest.raises(IllegalAction):
        play(state, "p:3:7:0:forest")
    assert GAME.dump(state) == before


def test_every_generated_action_validates_and_every_candidate_outside_fails():
    state = with_tents(with_hand(new_state(3), 0, ["forest", "forest", "tundra"]), {0: 1, 4: 0})
    legal = set(GAME.legal_actions(state))
    board = ENGINE.board_map(state)
    cards_options = [("forest",), ("tundra",), ("forest", "forest"), ("tundra", "tundra"),
                     ("tundra", "forest", "forest"), ("forest", "forest", "tundra")]
    checked = 0
    for territory in range(1, 7):
        spaces = board.spaces_of(territory)
        tent_options = [()] + [(s,) for s in spaces] + [(a, b) for a in spaces for b in spaces if a < b]
        for tents in tent_options:
            for totems in range(3):
                for cards in cards_options:
                    action = GAME.decode(GAME.encode(Place(territory, tents, totems, cards)))
                    try:
                        GAME.apply(state, action)
                        ok = True
                    except IllegalAction:
                        ok = False
                    assert ok == (action in legal), action
                    checked += 1
    assert checked > 500


def test_choice_paths_distinct_short_and_readable():
    state = with_tents(with_hand(new_state(3), 0, ["forest", "forest", "tundra"]), {0: 1, 1: 0})
    actions = GAME.legal_actions(state)
    paths = [GAME.choice_path(state, a) for a in actions]
    assert len(set(paths)) == len(paths)
    for path in paths:
        assert all(len(en(label)) <= 100 and len(en(question)) <= 100 for question, label in path)
    # each step offers at most 25 choices given the previous answers
    prefixes: dict[tuple, set] = {}
    for path in paths:
        for depth in range(len(path)):
            prefixes.setdefault(path[:depth], set()).add(path[depth][1])
    assert max(len(choices) for choices in prefixes.values()) <= 25
    place = Place(1, (2, 3), 0, ("forest", "forest"))
    assert tuple((en(q), en(a)) for q, a in GAME.choice_path(state, place)) == (
        ("Action", "Place pieces"), ("Territory", "1 · Forest, 2/4 tents"), ("Pieces", "2 tents"),
        ("First tent space", "space 2, east, next to 1 of your tents"),
        ("Second tent space", "space 3, east, path to 2 · Tundra"),
        ("Payment", "2 Forest cards"))
    wild = Place(3, (7,), 0, ("forest", "forest"))
    def path(action):
        return tuple((en(question), en(answer)) for question, answer in GAME.choice_path(state, action))

    assert path(wild)[-1] == ("Payment", "Forest pair (wild)")
    assert path(Swap("tundra")) == (("Action", "Swap a card"), ("Discard", "Tundra"))
    assert path(Draw("deck")) == (("Draw", "Top of the deck"),)
    assert path(Draw("coast")) == (("Draw", "Coast from the display"),)


def test_describe_is_public_and_readable():
    state = with_hand(new_state(3), 0, ["forest", "tundra", "tundra"])
    state = with_tents(state, {0: 1})
    line = en(GAME.describe(state, Place(1, (1,), 1, ("tundra", "tundra", "forest"))))  # canonical card order
    assert line == "Red places a tent and a totem in 1 · Forest on space 1 (paid Forest + Tundra pair)."
    assert en(GAME.describe(state, Swap("tundra"))) == "Red discards a Tundra to swap a card."
    drawing = play(state, "p:1:1:1:forest,tundra,tundra")
    assert en(GAME.describe(drawing, Draw("deck"))) == "Red draws from the deck."


def test_turn_count_changes_once_per_completed_turn():
    state = with_hand(new_state(2), 0, ["forest", "tundra", "glacier"])
    counts = [GAME.turn_count(state)]
    state = play(state, "p:1:0:0:forest")
    counts.append(GAME.turn_count(state))
    state = play(state, "n:2:4:0:tundra")
    counts.append(GAME.turn_count(state))
    state = draw_until_turn_ends(state)
    counts.append(GAME.turn_count(state))
    assert counts == [0, 0, 0, 1]
    last = GAME.view(state, None)["last_turn"]
    assert last["tribe"] == 0 and last["tents"] == [[0, 0], [4, 2]]
    assert en(last["text"]).startswith("Red placed a tent in 1 · Forest")


def test_texts_for_players():
    state = with_hand(new_state(3), 1, ["forest", "tundra", "tundra"]).evolve(display=("coast",) * 4)
    assert en(GAME.seat_label(state, 1)) == "Blue tribe"
    assert en(GAME.private_text(state, 1)).startswith("Your hand (Blue tribe): Tundra, Tundra, Forest.")
    status = en(GAME.status_text(state))
    assert "Turn: **Red tribe**, place pieces or swap a card" in status and len(status) < 1500
    assert "Tundra" not in status and "Forest" not in status  # Blue's hand stays private
    assert en(GAME.outcome_text(state)) == "The game is still going."
    table = GAME.score_breakdown(new_state(2))
    assert isinstance(table, ScoreTable)
    assert tuple(en(column) for column in table.columns) == (
        "Tents at half journey", "Tents", "Totems", "Settlements", "Expeditions", "Feats")
    assert [en(row.label) for row in table.rows] == ["Red tribe", "Blue tribe", "White tribe (neutral)"]
    assert table.rows[2].seat is None


def test_dump_load_exact_json_round_trip():
    state = with_hand(new_state(2, feats="on", expeditions="on"), 0, ["forest", "tundra", "glacier"])
    state = play(state, "p:1:0:0:forest")
    data = json.loads(json.dumps(GAME.dump(state)))
    assert GAME.load(data) == state
    with pytest.raises(ValueError):
        GAME.load({"nonsense": 1})


def test_setup_rejects_unknown_options():
    with pytest.raises(ValueError):
        GAME.setup(3, {"map": "atlantis"}, 1)
    with pytest.raises(ValueError):
        GAME.setup(3, {"speed": "fast"}, 1)


def test_describe_announces_an_earned_feat_and_survives_nonsense():
    state = with_hand(new_state(3, feats="on"), 0, ["tundra", "forest", "coast"])
    state = with_tents(state, {1: 0, 2: 0, 3: 0})
    line = en(GAME.describe(state, GAME.decode("p:2:4:0:tundra")))
    assert line.endswith("; Red earned the Union feat.")
    assert "not possible" in en(GAME.describe(state, Place(42, (1,), 0, ("forest",))))


def test_decode_accepts_typed_text_with_spaces_and_capitals():
    assert GAME.decode("  D:Deck ") == Draw("deck")
    assert GAME.decode("P:1:0:0:Forest") == Place(1, (0,), 0, ("forest",))
