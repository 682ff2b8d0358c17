"""Issue 12: Iwari's images in every language, with no clipped or overlapping text.

Each kind of label is measured in its longest form in each language, with the font the image really uses
(Pillow ``getlength``), against the box it is drawn in. A translation that grows too long fails here
instead of being cut off on a player's phone. Boards and hands are also rendered in every language from a
real game: deterministic, and the territory names the map shows keep clear of each other.
"""

from __future__ import annotations

import io
import json

import pytest
from PIL import Image

import i18n
from render import iwari, kit
from rules.base import Msg, Rng
from rules.iwari import GAME

TRIBES = ("red", "blue", "yellow", "green", "purple", "white")
FEATS = ("union", "discovery", "honour", "respect")
EXPEDITIONS = ("wanderers", "all_lands", "scattered_camps", "great_settlement", "stronghold",
               "sacred_circles", "tall_totem", "kinship", "bridges")


def _bold(size: int):
    return kit.font(size, bold=True)


def _fits_lines(text: str, used_font, width: float, max_lines: int) -> bool:
    """``text`` wraps into at most ``max_lines`` lines, none wider than ``width`` (no ellipsis needed)."""
    lines = kit.wrap_text(text, used_font, width)
    return len(lines) <= max_lines and all(used_font.getlength(line) <= width for line in lines)


def _prompts(lang: str) -> list[str]:
    doings = [Msg("iwari-doing-action"), Msg("iwari-doing-pass"), Msg("iwari-doing-neutral")]
    doings += [Msg("iwari-doing-feat", feat=Msg("iwari-feat", feat=f), neutral=n) for f in FEATS
               for n in ("yes", "no")]
    doings += [Msg("iwari-doing-draw", draft=d, count=c) for d in ("yes", "no") for c in (1, 3)]
    return [i18n.text(lang, Msg("iwari-prompt", tribe=Msg("iwari-tribe", tribe=t), doing=d))
            for t in TRIBES for d in doings] + [i18n.t(lang, "iwari-prompt-over")]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_header_fits_the_board_width(lang):
    for map_id in iwari.MAP_IDS:
        view = {"map_id": map_id, "map": {}, "turn": 999, "round": 99}
        header = iwari.header_text(view, lang)
        assert _bold(iwari.TEXT).getlength(header) <= iwari.WIDTH - 2 * iwari.MARGIN, (lang, header)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_prompt_result_and_final_round_fit_their_lines(lang):
    width = iwari.INNER - iwari.CHIP - 8
    for prompt in _prompts(lang):
        assert _fits_lines(prompt, _bold(iwari.PROMPT_SIZE), width, 2), (lang, prompt)
    names = tuple(i18n.t(lang, "iwari-tribe", tribe=t) for t in TRIBES[:5])
    results = [iwari._result_text({"winners": [], "tribes": []}, lang)]
    results.append(i18n.t(lang, "iwari-render-result-one", tribe=max(names, key=len)))
    results.append(i18n.t(lang, "iwari-render-result-shared", tribes=names))
    for result in results:
        assert _fits_lines(result, _bold(iwari.PROMPT_SIZE), iwari.INNER - 42, 2), (lang, result)
    final = iwari.final_round_text(lang)
    assert _bold(iwari.FINAL_SIZE).getlength(final) <= iwari.INNER, (lang, final)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_display_cards_and_deck_counts_fit_the_panel(lang):
    card_w = iwari.display_card_width(lang)
    for biome in iwari.BIOMES:
        assert _bold(iwari.TEXT).getlength(iwari.biome_name(lang, biome)) <= card_w - 8
    piles_x = 4 * (card_w + iwari.DISPLAY_GAP) + iwari.PILES_GAP
    deck = _bold(iwari.DECK_SIZE).getlength(i18n.t(lang, "iwari-render-deck", count=99))
    discard = kit.font(iwari.TEXT).getlength(i18n.t(lang, "iwari-render-discard", count=99))
    assert piles_x + max(deck, discard) <= iwari.INNER, (lang, piles_x, deck, discard)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_expeditions_feats_scores_and_legend_fit(lang):
    room = iwari.INNER / 2 - 20 - (iwari.CHIP + 4) * 2  # a title beside two claim chips
    for expedition in EXPEDITIONS:
        head = iwari.expedition_head(lang, {"id": expedition, "first": 9, "second": 5})
        assert _bold(iwari.TEXT).getlength(head) <= room, (lang, head)
    feats = iwari.feats_left_text(lang, dict.fromkeys(FEATS, 2))
    assert _fits_lines(feats, kit.font(iwari.TEXT), iwari.INNER, 2), (lang, feats)
    label = _bold(26).getlength(i18n.t(lang, "iwari-render-scores")) + 16
    entry = iwari.CHIP + 6 + _bold(28).getlength(f"99 {i18n.t(lang, 'iwari-render-neutral')}") + 24
    assert label + entry <= iwari.INNER
    for key in iwari.LEGEND_KEYS:
        label = kit.font(iwari.LEGEND_TEXT).getlength(iwari.legend_label(lang, key))
        assert iwari.LEGEND_SWATCH + 6 + label <= iwari.INNER


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_hand_card_names_fit_their_cards(lang):
    for biome in iwari.BIOMES:
        name = iwari.biome_name(lang, biome)
        assert _bold(iwari.HAND_TITLE_SIZE).getlength(name) <= iwari.HAND_CARD_W - 12, (lang, name)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_long_road_label_ends_before_the_first_tent_in_its_way(lang):
    data = GAME.view(GAME.setup(3, {"map": "long_road"}, 1), None)["map"]
    label = i18n.t(lang, "iwari-render-long-road")
    room = iwari.road_label_room(data)
    assert 0 < room < iwari.WIDTH  # a tent space does stand in the label's line on this map
    assert _bold(iwari.TEXT).getlength(label) <= room, (lang, label, room)


def _played_view(seed: int, players: int, options: dict, steps: int, seat: int | None):
    state = GAME.setup(players, options, seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return json.loads(json.dumps(GAME.view(state, seat)))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_boards_and_hands_render_in_every_language_deterministically(lang):
    view = _played_view(4, 2, {"feats": "on", "expeditions": "on", "map": "long_road"}, 150, 0)
    first = iwari.board(view, lang=lang)
    assert iwari.board(view, lang=lang) == first
    image = Image.open(io.BytesIO(first))
    assert image.width == iwari.WIDTH
    hand = Image.open(io.BytesIO(iwari.hand(view, lang=lang)))
    assert hand.width >= kit.text_width(i18n.t(lang, "iwari-render-hand-help"), kit.font(15))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_territory_names_on_the_map_never_overlap_each_other(lang):
    for map_id in iwari.MAP_IDS:
        data = GAME.view(GAME.setup(3, {"map": map_id}, 1), None)["map"]
        layout = iwari._layout_for(data, lang)
        boxes = []
        for territory in data["territories"]:
            at = layout.name_at[territory["id"]]
            if at is not None:
                box = iwari._name_box(at, iwari.biome_name(lang, territory["biome"]))
                assert box[0] >= 0 and box[2] <= iwari.WIDTH, (lang, map_id, territory["id"])
                boxes.append(box)
        overlapping = [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:] if iwari._overlaps(a, b)]
        assert overlapping == [], (lang, map_id)
