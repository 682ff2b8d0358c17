"""Issue 12: everything Wayfinders says reads in English, Spanish, German and Italian.

Seeded random games at every player count, with both variants and several island set-ups; at every state
each presentation method is rendered in all four languages: the description of every legal action, the
status, every seat's private text, the outcome, the score table, every step of every menu path, the
shortcuts, every option, and the errors of illegal and unparsable actions. The catalogs run in strict mode
here (tests/i18n/conftest.py), so a missing id or an argument a message does not name fails the test. A
Spanish, German or Italian sentence identical to the English one fails too, unless its only words are
names (the game's). And, as descriptions and status are public, none of them names a face-down island.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

import pytest

import i18n
from rules.base import ActionParseError, IllegalAction, Msg
from rules.players import RandomPlayer
from rules.wayfinders import GAME
from rules.wayfinders.presenter import GIVES_WITH_PAYMENT, SHORTCUT_PAYMENT_SHOWN
from rules.wayfinders.state import Build, Fly, Keep, PlaceWorker, cell_name, payment_msg
from rules.wayfinders.tiles import TILES, TILES_BY_ID, island_msg

OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]
#: Words that are names, the same in every language.
NAMES = {"wayfinders"}

CASES = [
    (2, {}, 31),
    (3, {"exploration": "on", "order": "joined"}, 32),
    (4, {"setup": "scoring", "exploration": "on"}, 33),
    (2, {"setup": "random24"}, 34),
    (4, {"setup": "resources"}, 35),
]

#: Actions that are wrong in some way at almost any moment, and texts that are no action at all.
ODD_ACTIONS = [PlaceWorker(0), PlaceWorker(9), Fly("N", (0, 0, 0, 0, 9)), Fly("Q", (0, 0, 0, 0, 0)),
               Build((0, 0, 0, 0, 0)), Keep((9, 0, 0, 0, 0)), "not an action"]
UNPARSABLE = ["", "fly", "fly:Q", "fly:N:Z", "build:", "keep:X", "place:one", "jump:3"]


def _words(text: str) -> list[str]:
    return [word for word in re.findall(r"[^\W\d_]{2,}", text.lower()) if word not in NAMES]


def check(value, where: str) -> dict[str, str]:
    """``value`` (a Msg, lines of them, or a plain string) in every language; each one must be complete,
    and the translations must differ from English wherever English has words."""
    texts = {lang: i18n.text(lang, value) for lang in i18n.LANGUAGES}
    assert texts["en"], where
    if _words(texts["en"]):
        same = [lang for lang in OTHERS if texts[lang] == texts["en"]]
        assert same == [], f"{where}: {texts['en']!r} left in English in {same}"
    return texts


def face_down_labels(state) -> list[str]:
    """How a face-down island would read if a text named it ("B2 Glacier"), in every language."""
    labels = []
    for cell, up in enumerate(state.face_up):
        if not up:
            colour = TILES_BY_ID[state.cells[cell]].colour
            label = Msg("wayfinders-island-at", cell=cell_name(cell), island=island_msg(colour))
            labels.extend(i18n.text(lang, label) for lang in i18n.LANGUAGES)
    return labels


def check_state(state) -> None:
    public: list[str] = []
    for action in GAME.legal_actions(state):
        # A log line is posted once the action is taken: it may name what the action turned face up,
        # never what is still face down after it.
        line = check(GAME.describe(state, action), f"describe {action}")
        still_hidden = face_down_labels(GAME.apply(state, action))
        assert not [label for label in still_hidden if any(label in text for text in line.values())]
        for question, answer in GAME.choice_path(state, action):
            public.extend(check(question, "menu question").values())
            for lang, label in check(answer, f"menu answer {action}").items():
                assert len(label) <= 100, (lang, label)
    for label, route in GAME.shortcuts(state):
        assert route
        texts = check(label, "shortcut")
        assert all(len(text) <= 100 for text in texts.values()), texts
        public.extend(texts.values())
    status = check(GAME.status_text(state), "status")
    assert all(len(text) < 1500 for text in status.values())  # the protocol's bound for status text
    public.extend(status.values())
    for seat in range(state.players):
        check(GAME.private_text(state, seat), "private text")
        check(GAME.seat_label(state, seat), "seat label")
    for action in ODD_ACTIONS:
        try:
            GAME.apply(state, action)
        except IllegalAction as error:
            assert isinstance(error.args[0], Msg) and error.msg.id.startswith("wayfinders-")
            public.extend(check(error.msg, f"illegal {action}").values())
            public.extend(check(GAME.describe(state, action), f"describe illegal {action}").values())
    hidden = face_down_labels(state)
    assert not [label for label in hidden if any(label in text for text in public)]


@pytest.mark.parametrize(("players", "options", "seed"), CASES)
def test_every_text_of_a_game_exists_in_every_language(players, options, seed):
    state = GAME.setup(players, options, seed)
    player = RandomPlayer(seed)
    steps = 0
    while not GAME.is_over(state):
        # Every state early on, then every third: the menus of a whole game, in reasonable time.
        if steps < 40 or steps % 3 == 0:
            check_state(state)
        state = GAME.apply(state, player.choose(GAME, state))
        steps += 1
    check_state(state)
    check(GAME.outcome_text(state), "outcome")
    check(GAME.status_text(state), "final status")
    table = GAME.score_breakdown(state)
    assert len(table.columns) == 4 and len(table.rows) == players
    for heading in table.columns:
        check(heading, "score column")
    for row in table.rows:
        check(row.label, "score row")


def test_the_outcome_reads_for_a_single_win_a_broken_tie_and_a_shared_win():
    state = GAME.setup(2, {}, 1)
    over = replace(state, phase=type(state.phase)("over"))
    outcome = check(GAME.outcome_text(over), "outcome")
    assert "Orange pilot" in outcome["en"] or "Teal pilot" in outcome["en"]
    check(GAME.outcome_text(state), "outcome before the end")
    for value in (Msg("wayfinders-outcome-tie-broken", name=GAME.seat_label(state, 0), points=12),
                  Msg("wayfinders-outcome-shared",
                      names=(GAME.seat_label(state, 0), GAME.seat_label(state, 1)), points=12)):
        check(value, value.id)


def test_every_option_label_help_and_choice_is_translated():
    for name, spec in GAME.options.items():
        check(spec.label, f"option {name}")
        check(spec.help, f"option {name} help")
        for value, label in spec.choices:
            check(label, f"option {name}={value}")


@pytest.mark.parametrize("text", UNPARSABLE)
def test_unparsable_moves_say_so_in_every_language(text):
    with pytest.raises(ActionParseError) as caught:
        GAME.decode(text)
    assert isinstance(caught.value.args[0], Msg)
    check(caught.value.msg, f"decode {text!r}")


def test_bad_set_ups_and_stored_states_say_so_in_every_language():
    for players in (1, 5):
        with pytest.raises(ValueError) as caught:
            GAME.setup(players, {}, 1)
        texts = check(caught.value.args[0], "player count")
        assert "2" in texts["de"] and "4" in texts["de"]
    with pytest.raises(ValueError) as caught:
        GAME.setup(2, {"setup": "nine"}, 1)
    check(caught.value.args[0], "bad option")
    for stored in ({"rules_version": 99}, {"rules_version": 1}):
        with pytest.raises(ValueError) as caught:
            GAME.load(stored)
        check(caught.value.args[0], f"load {stored}")


def test_plural_amounts_follow_each_language():
    """A resource count reads as its language counts it: one Tire, 2 Tires, 2 neumáticos, 2 Reifen."""
    from rules.wayfinders.state import counts_msg, payment_msg

    two_tires = (0, 0, 2, 0, 1)
    assert i18n.text("en", counts_msg(two_tires)) == "2 Tires and Compass"
    assert i18n.text("es", counts_msg(two_tires)) == "2 neumáticos y brújula"
    assert i18n.text("de", payment_msg(two_tires)) == "2 Reifen + Kompass"
    assert i18n.text("it", payment_msg((1, 0, 0, 0, 0))) == "elica"
    assert i18n.text("it", counts_msg((1, 0, 0, 1, 2))) == "elica, cuffie e 2 bussole"
    assert i18n.text("it", counts_msg((0, 0, 0, 0, 0))) == "niente"


def _payments(size: int):
    for combo in itertools.combinations_with_replacement(range(5), size):
        yield tuple(combo.count(kind) for kind in range(5))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_longest_build_and_shortcut_labels_fit_a_menu_in_every_language(lang):
    """Every tile, island colour and payment the one-step build label (``GIVES_WITH_PAYMENT``) and the
    shortcut label (``SHORTCUT_PAYMENT_SHOWN``) can show, at the longest cell name: within Discord's 100
    characters. One resource more would not fit some language, which is why the bounds are where they are."""
    longest = 0
    for tile in TILES:
        gives = (tile.effect_msg() if tile.kind == "score" else
                 Msg("wayfinders-gives", points=tile.points, effect=tile.effect_msg()))
        target = Msg("wayfinders-island-at", cell="E5", island=island_msg(tile.colour))
        for payment in _payments(GIVES_WITH_PAYMENT):
            label = Msg("wayfinders-answer-build-pay-gives", target=target, gives=gives,
                        payment=payment_msg(payment))
            longest = max(longest, len(i18n.text(lang, label)))
    for colour in range(5):
        island = Msg("wayfinders-island-at", cell="E5", island=island_msg(colour))
        for payment in _payments(SHORTCUT_PAYMENT_SHOWN):
            label = Msg("wayfinders-shortcut-pay", island=island, steps=8, payment=payment_msg(payment))
            longest = max(longest, len(i18n.text(lang, label)))
        label = Msg("wayfinders-shortcut-pay-many", island=island, steps=8, count=60)
        longest = max(longest, len(i18n.text(lang, label)))
    assert longest <= 100
