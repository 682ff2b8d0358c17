"""Issue 26, "readable by everyone": the games' boards in words (``rules.base.Describer``).

What every game's describer must do (every demo board's alt text within Discord's 1024 characters in every
language, keeping its title and turn line; whole games in words; and the same words for positions that
differ only in hidden information, from each game's declared ``scenarios.decoys``) is the game contract's,
checked on every registered game by the conformance kit (``describer.*``, ``tests/test_conformance.py``).
Here, with the catalogs strict: what each game's words say agrees with its view (the spec clauses named
in each test), and the fitting helper.
"""

from __future__ import annotations

import re

import pytest

import i18n
from conformance.describer import board_words
from rules import GAMES
from rules.base import ALT_TEXT_LIMIT, Msg
from rules.players import RandomPlayer


@pytest.fixture(autouse=True)
def strict_catalogs(monkeypatch):
    monkeypatch.setattr(i18n, "STRICT", True)


def _played(game_id: str, players: int, options: dict, seed: int, turns: int):
    game = GAMES[game_id]
    state = game.setup(players, options, seed)
    player = RandomPlayer(seed)
    while game.turn_count(state) < turns and not game.is_over(state):
        state = game.apply(state, player.choose(game, state))
    return game, state


def test_iwari_hidden_cards_never_appear_in_the_public_words():
    """I-19: hands are private. A seat's hand is in its own hand text, and the public words name only the
    display's cards (compared by count per biome across the English text of the display)."""
    game, state = _played("iwari", 2, {}, seed=4, turns=5)
    hand_text = i18n.fit_text("en", game.hand_alt(game.view(state, 0)), limit=ALT_TEXT_LIMIT)
    for card in state.hands[0]:
        assert i18n.t("en", "iwari-biome", biome=card) in hand_text
    words = board_words(game, game.view(state, None))["en"][1]
    display_line = next(line for line in words.splitlines() if line.startswith("Display:"))
    shown = display_line.split(". Deck")[0]
    for biome in ("tundra", "forest", "glacier", "coast", "desert"):
        name = i18n.t("en", "iwari-biome", biome=biome)
        assert shown.count(name) == state.display.count(biome)


# --- what the words say agrees with the view -------------------------------------------------------------

def test_iwari_alt_text_names_the_scores_piles_and_covered_connections():
    """I-34 (public: scores, deck and discard sizes, the display) and I-4 (mountains cover connections)."""
    game, state = _played("iwari", 3, {}, seed=2, turns=12)
    view = game.view(state, None)
    alt = i18n.fit_text("en", game.board_alt(view), limit=ALT_TEXT_LIMIT)
    names = [i18n.t("en", "iwari-tribe", tribe=tribe["name"]) for tribe in view["tribes"]]
    assert "Scores: " + ", ".join(f"{name} {score}" for name, score in zip(names, view["scores"],
                                                                              strict=True)) + "." in alt
    assert f"Deck: {view['deck_size']} cards" in alt and f"discard pile: {view['discard_size']} card" in alt
    assert f"after turn {view['turn']}, round {view['round']}." in alt
    for number in view["covered"]:
        assert re.search(rf"Connections? [^.]*\b{number}\b[^.]* covered", alt)


def test_iwari_board_text_places_every_tent_and_totem_where_the_view_has_it():
    """I-9, I-10: each tent on its space, each territory's totems per tribe; unexplored territories (I-12)
    are the ones without a tent."""
    game, state = _played("iwari", 4, {"map": "long_road"}, seed=6, turns=20)
    view = game.view(state, None)
    sections = {i18n.text("en", section.heading): [i18n.text("en", line) for line in section.lines]
                for section in game.board_text(view)}
    territories = sections["Territories"]
    names = {tribe: i18n.t("en", "iwari-tribe", tribe=info["name"])
             for tribe, info in enumerate(view["tribes"])}
    text = "\n".join(territories)
    for space, tribe in view["tents"]:
        assert re.search(rf"(?:spaces|order) (?:[^;]*, )?{space} {names[tribe]}\b", text), (space, tribe)
    occupied = {space for space, _ in view["tents"]}
    assert len(re.findall(r"\b\d+ free\b", text)) == len(view["map"]["spaces"]) - len(occupied)
    for territory, counts in view["totems"]:
        line = next(line for line in territories if line.startswith(f"{territory} · "))
        for tribe, count in enumerate(counts):
            if count:
                assert f"{names[tribe]} {count}" in line.split("totems:")[1]
    territory_of = {space["id"]: space["territory"] for space in view["map"]["spaces"]}
    explored = {territory_of[space] for space in occupied}
    for line in territories:
        number = line.split(" · ")[0]
        if number.isdigit():
            assert ("unexplored" in line) == (int(number) not in explored), line
    assert len(sections["Paths between tent spaces"]) >= 10
    assert sum(line.count("–") for line in sections["Paths between tent spaces"]) == len(view["map"]["paths"])


def test_tiwanaku_words_show_the_public_grid_and_counts_only():
    """T-8 (the hidden tiles' counts are public), T-24 (revealed tiles, crop tokens, pawns, tracks and
    scores are public): every row names each space as the view shows it, hidden ones as hidden."""
    game, state = _played("tiwanaku", 3, {}, seed=4, turns=10)
    view = game.view(state, None)
    sections = list(game.board_text(view))
    rows = [i18n.text("en", line) for line in sections[1].lines]
    assert len(rows) == view["height"]
    for row, line in enumerate(rows):
        assert line.startswith(f"Row {row + 1}: ")
        cells = line[len(f"Row {row + 1}: "):].rstrip(".").split("; ")
        assert len(cells) == view["width"]
        for column, cell in enumerate(cells):
            assert cell.startswith(f"{'ABCDEFGHI'[column]}{row + 1} ")
            terrain, crop = view["terrain"][row][column], view["crop"][row][column]
            if terrain is None:
                assert cell.endswith(" hidden"), cell
            else:
                assert i18n.t("en", "tiwanaku-terrain", terrain=terrain) in cell
                assert (f"crop {crop} · " in cell) == (crop is not None)
    alt = i18n.fit_text("en", game.board_alt(view), limit=ALT_TEXT_LIMIT)
    left, total = view["tiles_left"], view["tiles_total"]
    assert f"Tiles still hidden: {sum(left.values())} of {sum(total.values())}" in alt
    for name in view["terrains"]:
        assert f"{i18n.t('en', 'tiwanaku-terrain', terrain=name)} {left[name]}/{total[name]}" in alt
    for player in view["players_info"]:
        colour = i18n.t("en", "tiwanaku-render-seat", colour=player["colour"])
        if player["pawns"]:
            assert f"{colour} on {', '.join(player['pawns'])}" in alt
        assert f"{colour} {player['score']}" in alt


def test_wayfinders_words_show_backs_of_face_down_islands_and_the_hangars():
    """W-22, W-23 (a face-down island shows its back only), W-4 (hangars hold a column of resources), W-20
    (the scores): as the view has them."""
    game, state = _played("wayfinders", 2, {"exploration": "on"}, seed=7, turns=4)
    view = game.view(state, None)
    sections = game.board_text(view)
    cells = [i18n.text("en", line) for section in sections[1:6] for line in section.lines]
    assert len(cells) == 25
    for square, line in zip(view["grid"], cells, strict=True):
        assert line.startswith(square["cell"] + ": ")
        if not square["home"] and not square["face_up"]:
            back = i18n.t("en", f"wayfinders-render-back-{square['back']}")
            assert line == f"{square['cell']}: face down, {back} back."
    hangars = [i18n.text("en", line) for line in sections[6].lines]
    for hangar, line in zip(view["hangars"], hangars, strict=False):
        names = [i18n.text("en", Msg(f"wayfinders-resource-{name}")) for name in hangar["column"]]
        assert line.startswith(f"Hangar {hangar['number']}: " + (", ".join(names) or "empty"))
    alt = i18n.fit_text("en", game.board_alt(view), limit=ALT_TEXT_LIMIT)
    for info in view["player_info"]:
        assert f"{i18n.t('en', 'wayfinders-seat-' + info['colour'])} {info['score']}" in alt
    down = sum(1 for square in view["grid"] if not square["home"] and not square["face_up"])
    assert (f"{down} islands are still face down." in alt) or down <= 1


# --- the fitting helper ---------------------------------------------------------------------------------

def test_fit_text_drops_trailing_parts_and_never_cuts_a_word():
    parts = ("First part here.", "Second.", "Third part is long enough to overflow.", "Fourth.")
    assert i18n.fit_text("en", parts, limit=1000) == " ".join(parts)
    assert i18n.fit_text("en", parts, limit=30) == "First part here. Second."
    # The least important go first: a later short part is not squeezed in after a dropped one.
    assert i18n.fit_text("en", parts, limit=45) == "First part here. Second."
    alone = i18n.fit_text("en", ("A single sentence that is far too long to fit.",), limit=20)
    assert alone == "A single sentence…" and len(alone) <= 20
    assert i18n.fit_text("en", (Msg("iwari-road"), "", "x"), limit=100, separator="\n") == "The Long Road\nx"
