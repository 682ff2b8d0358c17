"""Issue 12: everything Tiwanaku tells a player exists in English, Spanish, German and Italian.

Seeded random games at every player count, both board sizes, both modes and both rules versions are
played to the end; at every state every presentation method is rendered in all four languages with the
catalogs in strict mode (tests/i18n/conftest.py: a missing id or a wrong argument raises): the
description of every legal action, the status, every seat's private text, the outcome, the score table,
every menu step, every option label and choice, and the error of illegal and unparsable actions. In
Spanish, German and Italian no rendered text that has words may read exactly as the English one: only
the game's name and the crop names that are the same word in that language (Coca, Quinoa, Chili) may
stay as they are.
"""

from __future__ import annotations

import re

import pytest

import i18n
from rules.base import ActionParseError, IllegalAction, Msg
from rules.players import RandomPlayer
from rules.tiwanaku import GAME
from rules.tiwanaku.scenarios import hidden_changed
from rules.tiwanaku.state import Divine, EndTurn, Enter, Move, Offer, Pass

OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]
#: Words that are the same in every language: the game's name, and crop names spelled alike in some of
#: our languages (Coca in all; Quinoa in German and Italian; Chili in German).
SAME_EVERYWHERE = {"tiwanaku", "coca", "quinoa", "chili"}
#: Actions that are illegal in most states (and a space that is on no board), to render their reasons.
PROBES = (Enter("C3"), Enter("I5"), Move("A1", "I5"), Move("C3", "C4"), Divine("A1", 3), Divine("I5", 5),
          Offer((1, 2)), Offer((1, 2, 3, 4, 5)), Offer(()), Pass(), EndTurn())
UNPARSABLE = ("", "jump A1", "offer 4+1", "offer 1+1", "divine A1 6", "enter Z9")

CASES = [
    (1, {}, 1, 2),
    (2, {"size": "short"}, 2, 2),
    (3, {}, 3, 2),
    (4, {"mode": "cooperative"}, 4, 2),
    (2, {"size": "short", "mode": "cooperative"}, 5, 2),
    (4, {"size": "short"}, 6, 1),  # rules version 1: the old final divinations and final offering
    (2, {}, 7, 1),
]


def _words(text: str) -> list[str]:
    return [word.lower() for word in re.findall(r"[^\W\d_]{2,}", text)]


class Renderer:
    """Renders presentation values in every language and collects English/other pairs left the same."""

    def __init__(self) -> None:
        self.same: set[tuple[str, str, str]] = set()
        self.count = 0

    def __call__(self, value) -> dict[str, str]:
        texts = {lang: i18n.text(lang, value) for lang in i18n.LANGUAGES}
        self.count += 1
        english = texts[i18n.DEFAULT]
        assert english.strip(), f"empty text for {value!r}"
        for lang in OTHERS:
            words = [word for word in _words(english) if word not in SAME_EVERYWHERE]
            if words and texts[lang] == english:
                self.same.add((lang, english, repr(value)[:120]))
        return texts


def _decoy(state, salt: int):
    """The same game with every hidden terrain and crop shuffled: public texts must not change."""
    return hidden_changed(state, salt)


def _render_everything(state, show: Renderer) -> None:
    players = len(state.boards)
    show(GAME.status_text(state))
    show(GAME.outcome_text(state))
    for seat in range(players):
        show(GAME.private_text(state, seat))
        show(GAME.seat_label(state, seat))
    table = GAME.score_breakdown(state)
    for heading in table.columns:
        show(heading)
    for row in table.rows:
        show(row.label)
    legal = GAME.legal_actions(state)
    decoy = _decoy(state, len(legal) + GAME.turn_count(state))
    assert GAME.status_text(decoy) == GAME.status_text(state)  # no hidden data in public arguments
    paths = set()
    for action in legal:
        show(GAME.describe(state, action))
        path = GAME.choice_path(state, action)
        assert GAME.choice_path(decoy, action) == path
        paths.add(path)
        for question, answer in path:
            for lang, text in show(question).items():
                assert len(text) <= 100, (lang, text)
            for lang, text in show(answer).items():
                assert len(text) <= 100, (lang, text)
    assert len(paths) == len(legal), "two legal actions share a menu path"
    for probe in PROBES:
        if probe in legal:
            continue
        with pytest.raises(IllegalAction) as error:
            GAME.apply(state, probe)
        assert error.value.msg.id.startswith("tiwanaku-error-")
        show(error.value.msg)


def _play(players: int, options: dict, seed: int, version: int, show: Renderer) -> None:
    state = GAME.setup(players, options, seed, rules_version=version)
    chooser = RandomPlayer(seed)
    while not GAME.is_over(state):
        _render_everything(state, show)
        state = GAME.apply(state, chooser.choose(GAME, state))
    _render_everything(state, show)
    assert GAME.outcome_text(state).id != "tiwanaku-outcome-still-on"
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, Pass())
    show(error.value.msg)


@pytest.mark.parametrize(("players", "options", "seed", "version"), CASES,
                         ids=[f"{p}p-{'+'.join(o.values()) or 'default'}-v{v}" for p, o, _, v in CASES])
def test_every_text_of_a_whole_game_exists_and_is_translated(players, options, seed, version):
    show = Renderer()
    _play(players, options, seed, version, show)
    assert show.count > 100
    assert sorted(show.same) == []


def test_options_errors_and_unparsable_moves_are_translated():
    show = Renderer()
    for spec in GAME.options.values():
        show(spec.label)
        if spec.help is not None:
            show(spec.help)
        for _, label in spec.choices:
            show(label)
    for text in UNPARSABLE:
        with pytest.raises(ActionParseError) as error:
            GAME.decode(text)
        assert error.value.msg.id.startswith("tiwanaku-error-")
        show(error.value.msg)
    for players in (0, 5):
        with pytest.raises(ValueError) as error:
            GAME.setup(players, {}, 1)
        assert isinstance(error.value.args[0], Msg)
        show(error.value.args[0])
    for options in ({"size": "short"}, {"size": "huge"}, {"colour": "red"}):
        with pytest.raises(ValueError) as error:
            GAME.setup(1, options, 1)
        assert isinstance(error.value.args[0], Msg)
        show(error.value.args[0])
    with pytest.raises(ValueError) as error:
        GAME.load(dict(GAME.dump(GAME.setup(2, {}, 1)), rules_version=99))
    show(error.value.args[0])
    assert sorted(show.same) == []
    assert not GAME.spec.capabilities.shortcuts  # Tiwanaku offers no shortcuts: nothing more to translate


def test_the_check_itself_catches_text_left_in_english(monkeypatch):
    """The comparison can fail: a catalog that answers in English for Spanish is reported."""
    original = i18n.text

    def english_only(lang, value, **kwargs):
        return original("en", value, **kwargs)

    monkeypatch.setattr(i18n, "text", english_only)
    show = Renderer()
    show(Msg("tiwanaku-outcome-still-on"))
    show(Msg("tiwanaku-crop", crop=2))  # "Coca" is allowed to stay the same
    assert {(lang, english) for lang, english, _ in show.same} == {
        (lang, "The game is still on.") for lang in OTHERS}


def test_a_missing_message_fails_in_strict_mode():
    with pytest.raises(i18n.CatalogError):
        i18n.text("de", Msg("tiwanaku-no-such-message"))
    with pytest.raises(i18n.CatalogError):
        i18n.text("it", Msg("tiwanaku-seat-score", seat="x"))  # an argument missing
