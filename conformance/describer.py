"""The describer's clauses: every board and hand in words, in every language, within Discord's alt-text
limit, and nothing hidden in them. The catalogs are strict while these run (a message or an argument a
language lacks raises)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import i18n
from conformance.core import ContractBroken, check, declared, expect, game
from conformance.engine import played
from render.__main__ import scenarios as demo_scenarios
from rules.base import ALT_TEXT_LIMIT, Game, Rng, Section

__all__ = ["board_words", "strict"]

LANGS = i18n.LANGUAGES
#: In English, at most this share of the demo boards may lose a trailing part of their alt text.
MAX_CUT_SHARE = 1 / 5


@contextmanager
def strict() -> Iterator[None]:
    """The catalogs strict for the duration: a missing message or argument raises."""
    before = i18n.STRICT
    i18n.STRICT = True
    try:
        yield
    finally:
        i18n.STRICT = before


def board_words(played_game: Game, view: dict) -> dict[str, tuple[str, str]]:
    """Per language: the alt text as fitted and the whole board text."""
    return {lang: (i18n.fit_text(lang, played_game.board_alt(view), limit=ALT_TEXT_LIMIT),
                   "\n".join(f"{i18n.text(lang, section.heading)}\n{i18n.text(lang, section.lines)}"
                             for section in played_game.board_text(view)))
            for lang in LANGS}


def _check_board(game_id: str, played_game: Game, view: dict, langs=LANGS) -> None:
    parts = played_game.board_alt(view)
    expect(len(parts) >= 3, f"{game_id}: a board's alt text has {len(parts)} parts; the contract asks for "
                            "its "
                            f"title and turn, whose turn it is (or the result) and more: {parts}")
    sections = played_game.board_text(view)
    expect(sections and all(isinstance(section, Section) for section in sections),
           f"{game_id}: board_text gives no sections (rules.base.Section)")
    for lang in langs:
        alt = i18n.fit_text(lang, parts, limit=ALT_TEXT_LIMIT)
        expect(len(alt) <= ALT_TEXT_LIMIT,
               f"{game_id}: an alt text is longer than {ALT_TEXT_LIMIT} in {lang}")
        # The most important parts are never the ones dropped: the title and whose turn it is.
        expect(alt.startswith(i18n.text(lang, parts[0]) + " " + i18n.text(lang, parts[1])),
               f"{game_id}: the alt text in {lang} loses its first two parts: {alt[:200]!r}")
        for section in sections:
            expect(i18n.text(lang, section.heading).strip(), f"{game_id}: a board text heading is empty "
                                                             f"({lang})")
            expect(section.lines and all(i18n.text(lang, line).strip() for line in section.lines),
                   f"{game_id}: the board text's section {i18n.text(lang, section.heading)!r} has an empty "
                   f"line ({lang})")


def _stages(played_game: Game, players: int, options: dict, seed: int) -> list[Any]:
    history = list(played(played_game, players, options, seed))
    return [history[0], history[len(history) // 2], history[-1]]


@check("describer.alt-text", """Every demo board (the start, middle and end of each demo scenario) has an alt
       text of at least three parts (its title and turn, whose turn it is or the result, then more) that keeps
       its first two within 1024 characters in every language, a whole-board text of sections with no empty
       line, and a hand text (seat 0's) within 1024 characters; in English at most a fifth of them lose a
       trailing part.""")
def _alt_text(game_id: str) -> None:
    played_game = game(game_id)
    boards = cut = 0
    with strict():
        for players, options in demo_scenarios(played_game):
            for state in _stages(played_game, players, options, seed=1):
                view = played_game.view(state, None)
                _check_board(game_id, played_game, view)
                for lang in LANGS:
                    hand = i18n.fit_text(lang, played_game.hand_alt(played_game.view(state, 0)),
                                         limit=ALT_TEXT_LIMIT)
                    expect(0 < len(hand) <= ALT_TEXT_LIMIT, f"{game_id}: a hand text is empty or too long "
                                                            f"in {lang}")
                whole = " ".join(i18n.text("en", part) for part in played_game.board_alt(view))
                boards += 1
                cut += len(whole) > ALT_TEXT_LIMIT
    expect(boards >= 3, f"{game_id}: only {boards} demo boards")
    expect(cut <= boards * MAX_CUT_SHARE, f"{game_id}: {cut} of {boards} demo boards lose a trailing part of "
                                          "their alt text in English: write its parts shorter")


@check("describer.whole-games", """Whole seeded random games (the smallest table with the default options,
       the largest with every option at its last value) put every board and every hand into words: at every
       completed turn in English, at every fifth and the last in every language.""")
def _whole_games(game_id: str) -> None:
    played_game = game(game_id)
    with strict():
        for seed in (3, 8):
            if seed == 3:
                players, options = played_game.min_players, {}
            else:
                options = {name: spec.choices[-1][0] for name, spec in played_game.options.items()}
                players = played_game.max_players
            turn = -1
            for state in played(played_game, players, options, seed):
                over = played_game.is_over(state)
                if played_game.turn_count(state) == turn and not over:
                    continue
                turn = played_game.turn_count(state)
                langs = LANGS if turn % 5 == 0 or over else ("en",)
                _check_board(game_id, played_game, played_game.view(state, None), langs)
                for seat in range(players):
                    for lang in langs:
                        expect(i18n.fit_text(lang, played_game.hand_alt(played_game.view(state, seat)),
                                             limit=ALT_TEXT_LIMIT), f"{game_id}: seat {seat}'s hand has "
                                                                    "no words")


def _decoy(game_id: str, played_game: Game, state: Any, change) -> Any:
    if change is not None:
        return change(state)
    expect(played_game.spec.capabilities.determinize,
           f"{game_id}: a decoy without its change function needs determinize (rules.base.Decoy)")
    view = played_game.view(state, 0)
    for draw in range(20):
        other = played_game.determinize(view, Rng.from_seed(99 + draw))
        if played_game.dump(other) != played_game.dump(state):
            return other
    raise ContractBroken(f"{game_id}: determinize gives back the same state: nothing hidden to change")


@check("describer.hidden", """Positions that differ only in hidden information (each of scenarios.decoys:
       a position and the game's change of its hidden parts) give the same public view, the same board words
       and the same words of seat 0's hand in every language.""",
       when=lambda spec: spec.capabilities.hidden_information)
def _hidden(game_id: str) -> None:
    played_game = game(game_id)
    with strict():
        for decoy in declared(game_id, "decoys"):
            *_, state = played(played_game, decoy.players, dict(decoy.options), decoy.seed,
                               decoy.rules_version,
                               turns=decoy.turns)
            other = _decoy(game_id, played_game, state, decoy.change)
            expect(other != state, f"{game_id}: the decoy of {decoy} changed nothing hidden")
            public = played_game.view(state, None)
            expect(played_game.view(other, None) == public,
                   f"{game_id}: the decoy of {decoy} changed the public view: it changed something public, "
                   "or the view shows something hidden")
            words = board_words(played_game, public)
            expect(board_words(played_game, played_game.view(other, None)) == words,
                   f"{game_id}: the board's words tell hidden information (decoy {decoy})")
            for lang in LANGS:
                mine, theirs = (i18n.fit_text(lang, played_game.hand_alt(played_game.view(position, 0)),
                                              limit=ALT_TEXT_LIMIT) for position in (state, other))
                expect(mine == theirs, f"{game_id}: seat 0's hand words tell another seat's hidden "
                                       "information "
                                       f"({lang}, decoy {decoy})")
