"""Issue 12 for Iwari: every word the game gives a player exists in English, Spanish, German and Italian.

Seeded random games at every player count, with the maps and modules varied, are played to the end; at
sampled states every presentation method is rendered in all four languages (strict catalogs, see
conftest.py: a missing id or a wrong argument raises). Spanish, German and Italian must not give back the
English sentence, unless it holds no word of its own (numbers, territory numbers, names shared by every
language such as "Iwari", "Tundra" or "Totem").
"""

from __future__ import annotations

import re

import pytest

import i18n
from rules.base import ActionParseError, IllegalAction, Msg, Rng
from rules.iwari import GAME
from rules.iwari.actions import Draw, Pass, Place, PlaceFeat, Swap

OTHERS = ("es", "de", "it")
#: Words written the same in every language: the game's name and terms the editions share.
SAME_EVERYWHERE = {"iwari", "tundra", "totem", "totems", "costa", "verde", "blu", "no", "neutral"}

#: (players, options, seed, rules version): every count, every map, each module on somewhere.
CASES = [
    (2, {"map": "highlands", "feats": "on"}, 11, 2),
    (2, {"map": "lowlands", "draft": "on"}, 12, 1),
    (3, {"map": "long_road", "expeditions": "on"}, 13, 2),
    (4, {"map": "floating_lands", "feats": "on", "draft": "on"}, 14, 2),
    (5, {"map": "glacier_mass", "expeditions": "on", "feats": "on"}, 15, 2),
]


def _words(text: str) -> list[str]:
    return [word.lower() for word in re.findall(r"[^\W\d_]{2,}", text)]


def _check(value) -> None:
    """Render ``value`` in every language; the others must differ from English where it has words."""
    english = i18n.text("en", value)
    assert english and "iwari-" not in english, (value, english)
    for lang in OTHERS:
        theirs = i18n.text(lang, value)
        assert theirs and "iwari-" not in theirs, (lang, value, theirs)
        own_words = [word for word in _words(english) if word not in SAME_EVERYWHERE]
        if own_words:
            assert theirs != english, (lang, value, english)


def _lines(value) -> tuple:
    return value if isinstance(value, tuple) else (value,)


def _present(state) -> int:
    """Every presentation method at this state, in every language; how many texts were checked."""
    checked = 0
    for line in _lines(GAME.status_text(state)) + _lines(GAME.outcome_text(state)):
        _check(line)
        checked += 1
    for seat in range(state.players + 1):  # one seat past the players: "not playing"
        for line in _lines(GAME.private_text(state, seat)):
            _check(line)
            checked += 1
    for seat in range(state.players):
        _check(GAME.seat_label(state, seat))
    table = GAME.score_breakdown(state)
    for column in table.columns:
        _check(column)
    for row in table.rows:
        _check(row.label)
    for action in GAME.legal_actions(state):
        _check(GAME.describe(state, action))
        for question, answer in GAME.choice_path(state, action):
            _check(question)
            _check(answer)
            for lang in i18n.LANGUAGES:  # menu labels: at most 100 characters in every language
                assert len(i18n.text(lang, answer)) <= 100 and len(i18n.text(lang, question)) <= 100
        checked += 1
    view = GAME.view(state, None)
    _check(Msg.from_json(view["prompt"]))
    if view["last_turn"] and view["last_turn"]["text"]:
        _check(Msg.from_json(view["last_turn"]["text"]))
    if view["end_reason"]:
        _check(Msg.from_json(view["end_reason"]))
    return checked


def _illegal_reasons(state) -> list[Msg]:
    """The reasons a few wrong moves get here (each is a Msg the player reads)."""
    reasons = []
    tries = [Pass(), Swap("desert"), Draw("deck"), Draw("forest"), PlaceFeat("union", 1),
             PlaceFeat("honour", 99), Place(99, (1,), 0, ("forest",)), Place(1, (), 0, ("forest",)),
             Place(1, (0,), 3, ("forest",)),
             Place(1, (0,), 0, ("forest", "forest", "forest", "forest")), Place(0, (0,), 0, ("forest",)),
             Place(1, (0,), 0, ("forest",), neutral=True), Place(1, (999,), 0, ("forest",))]
    for action in tries:
        try:
            GAME.apply(state, action)
        except IllegalAction as error:
            assert isinstance(error.args[0], Msg), error
            reasons.append(error.msg)
    return reasons


@pytest.mark.parametrize(("players", "options", "seed", "version"), CASES)
def test_every_text_of_a_random_game_exists_in_every_language(players, options, seed, version):
    state = GAME.setup(players, options, seed, rules_version=version)
    rng = Rng.from_seed(seed)
    steps = checked = 0
    reasons: set[Msg] = set()
    while not GAME.is_over(state):
        if steps % 5 == 0:
            checked += _present(state)
            reasons.update(_illegal_reasons(state))
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        steps += 1
        assert steps < 3000
    checked += _present(state)
    reasons.update(_illegal_reasons(state))  # over: "the game is over"
    for reason in reasons:
        _check(reason)
    assert checked > 100 and len(reasons) >= 5


def test_no_turn_record_falls_back_to_the_unknown_note():
    """The stored English notes are read back into messages: every form the engine writes is known."""
    for players, options, seed, version in CASES:
        state = GAME.setup(players, options, seed, rules_version=version)
        rng = Rng.from_seed(seed + 1)
        while not GAME.is_over(state):
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            record = GAME.view(state, None)["last_turn"]
            if state.last is not None and state.last.notes:
                assert record["text"] is not None
                assert "iwari-note-unknown" not in repr(Msg.from_json(record["text"])), state.last.notes


def test_options_in_every_language():
    for spec in GAME.options.values():
        _check(spec.label)
        _check(spec.help)
        for _, label in spec.choices:
            _check(label)


@pytest.mark.parametrize("text", [
    "", "hello", "p:7", "p:x:1:0:forest", "p:7:1:0:wood", "p:7:1:0:", "p:7:1,1:0:forest", "s:tree",
    "f:glory:1", "f:union:x", "q:1", "p:0:1:0:forest", "x" * 150, "p:7:1,2,3,4:0:forest",
])
def test_unparsable_actions_are_explained_in_every_language(text):
    with pytest.raises(ActionParseError) as error:
        GAME.decode(text)
    assert isinstance(error.value.args[0], Msg)
    _check(error.value.msg)
    for lang in i18n.LANGUAGES:
        reason = i18n.text(lang, error.value.msg)
        assert reason[0].isupper() and reason.endswith("."), (lang, reason)


def test_a_bad_player_count_is_explained_in_every_language():
    with pytest.raises(ValueError) as error:
        GAME.setup(7, {}, 1)
    _check(error.value.args[0])
    assert "2" in i18n.text("de", error.value.args[0]) and "5" in i18n.text("it", error.value.args[0])


def test_public_texts_carry_no_hand():
    """I-34 and issue 12: the public messages (status, descriptions, prompt) never name a hand's cards."""
    state = GAME.setup(3, {}, 21)
    hands = {card for hand in state.hands for card in hand}
    assert hands

    def biomes_in(value) -> set[str]:
        found: set[str] = set()
        if isinstance(value, Msg):
            if value.id == "iwari-private-hand":
                raise AssertionError("a private text among the public ones")
            for inner in value.args.values():
                found |= biomes_in(inner)
            if value.id == "iwari-biome":
                found.add(value.args["biome"])
        elif isinstance(value, tuple):
            for inner in value:
                found |= biomes_in(inner)
        return found

    status = GAME.status_text(state)
    # The status names the display only: its biomes are public.
    assert biomes_in(status) <= set(state.display)


def test_rules_text_is_ours_in_every_language():
    pages = {lang: i18n.rules_text(lang, "iwari").split("\n## ") for lang in i18n.LANGUAGES}
    assert len({len(p) for p in pages.values()}) == 1  # the same page structure everywhere
    for lang, lang_pages in pages.items():
        assert all(len(page) < 4000 for page in lang_pages), lang
        if lang != "en":
            assert i18n.rules_text(lang, "iwari") != i18n.rules_text("en", "iwari")
