"""Issue 26, "readable by everyone": every registered game's board in words (``rules.base.Describer``).

For every title, in all four languages, with the catalogs strict (a missing message or argument raises):

- every demo scenario's boards (``render/__main__.py``: its scenarios, at their start, middle and end) give
  an alt text within Discord's 1024 characters that keeps at least its title and its turn line, a
  non-empty whole-board text, and a hand text within 1024 characters;
- whole seeded random games render every board text at every completed turn;
- two states that differ only in hidden information (the deck's order and another seat's hand in Iwari,
  the hidden valley in Tiwanaku, the face-down islands in Wayfinders) give the same words;
- what the words say agrees with the view (the spec clauses named in each test).
"""

from __future__ import annotations

import dataclasses
import re

import pytest

import i18n
from render.__main__ import _stages, scenarios
from rules import GAMES
from rules.base import ALT_TEXT_LIMIT, Msg, Rng, Section
from rules.players import RandomPlayer

LANGS = i18n.LANGUAGES
#: The packaged titles (games registered by other tests have no catalogs and are checked elsewhere).
TITLES = [game_id for game_id, game in GAMES.items() if game.spec.package]


@pytest.fixture(autouse=True)
def strict_catalogs(monkeypatch):
    monkeypatch.setattr(i18n, "STRICT", True)


def board_words(game, view) -> dict[str, tuple[str, str]]:
    """Per language: the alt text as fitted and the whole board text."""
    return {lang: (i18n.fit_text(lang, game.board_alt(view), limit=ALT_TEXT_LIMIT),
                   "\n".join(f"{i18n.text(lang, section.heading)}\n{i18n.text(lang, section.lines)}"
                             for section in game.board_text(view)))
            for lang in LANGS}


def check_board(game, view, langs=LANGS) -> None:
    parts = game.board_alt(view)
    assert len(parts) >= 3, parts  # title, whose turn or the result, and more
    for lang in langs:
        alt = i18n.fit_text(lang, parts, limit=ALT_TEXT_LIMIT)
        assert len(alt) <= ALT_TEXT_LIMIT
        # The most important parts are never the ones dropped: the title and whose turn it is.
        assert alt.startswith(i18n.text(lang, parts[0]) + " " + i18n.text(lang, parts[1])), (lang, alt)
        sections = game.board_text(view)
        assert sections and all(isinstance(section, Section) for section in sections)
        for section in sections:
            assert i18n.text(lang, section.heading).strip()
            assert section.lines and all(i18n.text(lang, line).strip() for line in section.lines)


@pytest.mark.parametrize("game_id", TITLES)
def test_every_demo_board_fits_its_alt_text_and_has_a_whole_text_in_every_language(game_id):
    game = GAMES[game_id]
    boards = 0
    for players, options in scenarios(game):
        for _, state in _stages(game, players, options, seed=1):
            check_board(game, game.view(state, None))
            for lang in LANGS:
                hand = i18n.fit_text(lang, game.hand_alt(game.view(state, 0)), limit=ALT_TEXT_LIMIT)
                assert 0 < len(hand) <= ALT_TEXT_LIMIT
            boards += 1
    assert boards >= 3


@pytest.mark.parametrize("game_id", TITLES)
def test_a_demo_boards_alt_text_is_rarely_cut(game_id):
    """The parts are written to fit: in English, at most a fifth of the demo boards lose a trailing part."""
    game = GAMES[game_id]
    cut = total = 0
    for players, options in scenarios(game):
        for _, state in _stages(game, players, options, seed=1):
            parts = game.board_alt(game.view(state, None))
            whole = " ".join(i18n.text("en", part) for part in parts)
            total += 1
            cut += len(whole) > ALT_TEXT_LIMIT
    assert cut <= total // 5, (cut, total)


@pytest.mark.parametrize("game_id", TITLES)
@pytest.mark.parametrize("seed", [3, 8])
def test_whole_random_games_render_every_board_in_words(game_id, seed):
    """Every board of a whole game in English (a message id or argument the catalogs lack raises), and
    every fifth one and the last in all four languages (the catalog tests keep the languages' ids and
    arguments the same as English's, so the others need not be rendered at every turn)."""
    game = GAMES[game_id]
    if seed == 3:  # the smallest table, default options
        players, options = game.min_players, {}
    else:  # the largest table, every option at its last value (modules on, special maps, other modes)
        options = {name: spec.choices[-1][0] for name, spec in game.options.items()}
        players = game.max_players
    state = game.setup(players, options, seed)
    player = RandomPlayer(seed)
    turn = -1
    while True:
        if game.turn_count(state) != turn or game.is_over(state):
            turn = game.turn_count(state)
            langs = LANGS if turn % 5 == 0 or game.is_over(state) else ("en",)
            check_board(game, game.view(state, None), langs)
            for seat in range(players):
                for lang in langs:
                    assert i18n.fit_text(lang, game.hand_alt(game.view(state, seat)), limit=ALT_TEXT_LIMIT)
        if game.is_over(state):
            break
        state = game.apply(state, player.choose(game, state))


# --- nothing hidden reaches the words --------------------------------------------------------------------

def _played(game_id: str, players: int, options: dict, seed: int, turns: int):
    game = GAMES[game_id]
    state = game.setup(players, options, seed)
    player = RandomPlayer(seed)
    while game.turn_count(state) < turns and not game.is_over(state):
        state = game.apply(state, player.choose(game, state))
    return game, state


def _iwari_decoy(state):
    """The deck in another order and seat 1's hand swapped for cards of the deck (sizes kept)."""
    deck = list(reversed(state.deck))
    hand = list(state.hands[1])
    swapped = deck[: len(hand)]
    deck = hand + deck[len(hand):]
    hands = list(state.hands)
    hands[1] = tuple(sorted(swapped, key=("tundra", "forest", "glacier", "coast", "desert").index))
    return dataclasses.replace(state, deck=tuple(deck), hands=tuple(hands))


def _tiwanaku_decoy(state):
    """Every hidden terrain and crop shuffled (as tests/i18n/test_tiwanaku_language.py's decoy)."""
    rng = Rng.from_seed(99)
    hidden = [cell for cell, flag in enumerate(state.discovered) if not flag]
    terrain = list(state.terrain)
    for cell, value in zip(hidden, rng.shuffled([terrain[c] for c in hidden]), strict=True):
        terrain[cell] = value
    crop = [value if shown else rng.randint(1, 5) for value, shown in zip(state.crop, state.crop_shown,
                                                                          strict=True)]
    return dataclasses.replace(state, terrain=tuple(terrain), crop=tuple(crop))


def _wayfinders_decoy(state):
    """The face-down islands' tiles shuffled among themselves, each kept on a tile of its back colour."""
    from rules.wayfinders.engine import tile_at

    down = [cell for cell, up in enumerate(state.face_up) if not up and tile_at(state, cell) is not None]
    cells = list(state.cells)
    for back in ("red", "blue", "yellow"):
        same = [cell for cell in down if tile_at(state, cell).back == back]
        for cell, tile in zip(same, reversed([cells[c] for c in same]), strict=True):
            cells[cell] = tile
    return dataclasses.replace(state, cells=tuple(cells))


DECOYS = {
    "iwari": (3, {"expeditions": "on", "feats": "on"}, 9, _iwari_decoy),
    "tiwanaku": (2, {}, 6, _tiwanaku_decoy),
    "wayfinders": (3, {"exploration": "on"}, 6, _wayfinders_decoy),
}


@pytest.mark.parametrize("game_id", TITLES)
def test_states_differing_only_in_hidden_information_give_the_same_words(game_id):
    players, options, turns, decoy = DECOYS[game_id]
    game, state = _played(game_id, players, options, seed=5, turns=turns)
    other = decoy(state)
    assert other != state, "the decoy changed nothing hidden"
    assert game.view(other, None) == game.view(state, None)
    assert board_words(game, game.view(other, None)) == board_words(game, game.view(state, None))
    # Seat 0's hand text does not depend on another seat's hidden hand either.
    for lang in LANGS:
        assert (i18n.fit_text(lang, game.hand_alt(game.view(other, 0)), limit=ALT_TEXT_LIMIT)
                == i18n.fit_text(lang, game.hand_alt(game.view(state, 0)), limit=ALT_TEXT_LIMIT))


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
