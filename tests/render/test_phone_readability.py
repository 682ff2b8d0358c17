"""Boards readable on a phone (issue 11 and 26). That every board of every game is at most 1100 px wide,
keeps every text at least width / 40 (measured: every ``ImageDraw.text`` call recorded with its font size
and its canvas, scaled by the renderer's declared ``CANVAS_SCALES``), names the turn as the card's title
does and stays under its declared size is the game contract's, checked on every registered game's declared
``scenarios.phone_boards`` by the conformance kit (``renderer.phone``, ``tests/test_conformance.py``).
Here: the measurement can fail, and what a player stumbled on in particular games at 400 px wide.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

import render
from conformance.renderer import clear_caches, recording
from render import kit
from rules import GAMES
from rules.players import RandomPlayer


def test_the_recorder_catches_small_text():
    """The measurement itself can fail: a 14 px label on a 1000 px canvas is caught."""
    image = kit.new_image(1000, 100)
    with recording() as recorder:
        ImageDraw.Draw(image).text((5, 5), "deck 12", font=kit.font(14))
    assert recorder.calls == [("deck 12", 14, 1000)]
    assert 14 < kit.min_text_size(1000) == 25


# --- issue 26: what a player stumbled on at 400 px wide -------------------------------------------------

PHONE = 400


def _at_phone(length: float, board_width: int) -> float:
    return length * PHONE / board_width


def _iwari_view(options: dict, players: int = 5, seed: int = 3, stage: float = 0.9) -> dict:
    game = GAMES["iwari"]
    state = game.setup(players, options, seed)
    player = RandomPlayer(seed)
    history = [state]
    while not game.is_over(state):
        state = game.apply(state, player.choose(game, state))
        history.append(state)
    return game.view(history[int((len(history) - 1) * stage)], None)


def test_iwari_key_words_are_not_smaller_to_the_eye_than_the_numbers(monkeypatch):
    """The key's words are lower case in regular weight: at the smallest text (width / 40) their letters
    were 5.6 px high (x-height) on a phone showing the board 400 px wide, though the font was the allowed
    10 px. They are drawn at iwari.LEGEND_TEXT now: at least 6 px x-height at 400 px."""
    from render import iwari

    keys: list[tuple[list[str], int, int]] = []
    original = kit.legend

    def legend(draw, xy, entries, used_font, *args, **kwargs):
        if draw is not None:
            keys.append(([label for label, _ in entries], used_font.size, kit.logical_size(draw)[0]))
        return original(draw, xy, entries, used_font, *args, **kwargs)

    monkeypatch.setattr(kit, "legend", legend)
    clear_caches(iwari)
    render.board("iwari", GAMES["iwari"].view(GAMES["iwari"].setup(5, {"feats": "on"}, 1), None))
    assert len(keys) == 1
    labels, size, width = keys[0]
    assert width == iwari.WIDTH and iwari.legend_label("en", "space") in labels
    x_top, x_bottom = kit.font(size).getbbox("x")[1::2]
    assert _at_phone(x_bottom - x_top, iwari.WIDTH) >= 6, size
    x_top, x_bottom = kit.font(kit.min_text_size(iwari.WIDTH)).getbbox("x")[1::2]
    assert _at_phone(x_bottom - x_top, iwari.WIDTH) < 6  # what it was at the smallest text


def test_iwari_free_tent_spaces_show_their_number_at_12_px_on_a_phone():
    """The turn menus name tent spaces by number: each free space's number is drawn at SPACE_TEXT, 12 px at
    400 px wide (it was the 10 px of the connections' numbers), inside its circle."""
    from render import iwari

    assert _at_phone(iwari.SPACE_TEXT, iwari.WIDTH) >= 12
    view = GAMES["iwari"].view(GAMES["iwari"].setup(5, {}, 1), None)
    clear_caches(iwari)
    with recording() as recorder:
        render.board("iwari", view)
    sizes = {text: size for text, size, width in recorder.calls if width == iwari.WIDTH}
    free = [space["id"] for space in view["map"]["spaces"]]
    assert free and all(sizes.get(str(space)) == iwari.SPACE_TEXT for space in free)
    widest = kit.font(iwari.SPACE_TEXT, bold=True).getlength("58")
    assert widest <= 2 * iwari.SPACE_RADIUS - 8


@pytest.mark.parametrize("lang", ["en", "de", "es", "it"])
def test_iwari_names_and_feat_tags_leave_numbers_totems_and_each_other_clear(lang):
    """The layout's boxes (render.iwari._layout_for), on every map: a territory's name lies over no totem
    (the Tundra's name was under a totem tag), no connection's number or plate, no tent space and no other
    territory's number or name; a feat tag, for any territory alone and for 100 random sets of the six
    feats, lies over no connection's number or plate (a number's plate hid a feat), no territory's number,
    no totems, no other territory's name and no other feat tag."""
    import random

    from render import iwari
    from rules.iwari.board import available_map_ids, get_map

    for map_id in available_map_ids():
        data = get_map(map_id).as_dict()
        layout = iwari._layout_for(data, lang)
        boxes = layout.boxes
        printed = boxes["badge"] + boxes["plate"] + boxes["label"] + boxes["totem"]
        for territory, name in layout.names.items():
            others = [box for box in boxes["name"] + boxes["label"]
                      if box is not name and box is not layout.labels[territory]]
            hit = [box for box in printed + boxes["space"] + others
                   if box is not layout.labels[territory] and iwari._overlaps(name, box)]
            assert hit == [], (map_id, lang, territory, "name")
        rng = random.Random(26)
        sets = [{territory["id"]: letters} for territory in data["territories"]
                for letters in ("U", "UD", "UUDD")]
        for _ in range(100):
            feats: dict[int, str] = {}
            for letter in "UUDD":
                target = rng.choice(data["territories"])["id"]
                feats[target] = feats.get(target, "") + letter
            sets.append(feats)
        for feats in sets:
            assert _feat_tags_in_the_way(iwari, layout, printed, feats) == [], (map_id, lang, feats)


def _feat_tags_in_the_way(iwari, layout, printed: list, feats: dict[int, str]) -> list:
    """What the feat tags of ``feats`` cover that they must not: (territory, what) pairs."""
    places = iwari.feat_places(layout, feats)
    tags = {t: iwari._feat_tag_box(c, iwari.feat_text(feats[t])) for t, c in places.items()}
    found = []
    for t, tag in tags.items():
        if not (0 <= tag[0] and tag[2] <= layout.size[0] and 0 <= tag[1] and tag[3] <= layout.size[1]):
            found.append((t, "outside the map"))
        names = [box for n, box in layout.names.items() if not (n == t and places[t] == layout.name_at[t])]
        found += [(t, box) for box in printed + names if iwari._overlaps(tag, box)]
        found += [(t, other) for other, box in tags.items() if other != t and iwari._overlaps(tag, box)]
    return found


def test_iwari_tents_stand_out_of_ground_of_their_own_colour():
    """Green on Forest is 1.2:1, Purple on Forest 1.1:1: a tent's colour alone does not part it from its
    ground. Every tent, on every biome, has a white halo all round just outside its ink outline (the ring
    of pixels 2 and 3 px outside it is white), so its edge is ink against white (16:1) whatever the
    ground."""
    from PIL import ImageFilter

    from render import iwari

    size = 120
    for mark, colour in kit.TRIBE_COLOURS.items():
        shape = kit.TRIBE_SHAPES[mark]
        body, poles, _ = kit.tent_parts(size / 2, size / 2, iwari.TENT_SIZE, shape)
        silhouette = Image.new("L", (size, size), 0)
        outline = ImageDraw.Draw(silhouette)
        outline.polygon(body, fill=255)
        for pole in poles:
            outline.line(pole, fill=255, width=round(iwari.TENT_SIZE / 14))
        near, far = silhouette.filter(ImageFilter.MaxFilter(3)), silhouette.filter(ImageFilter.MaxFilter(7))
        ring = [(x, y) for y in range(size) for x in range(size)
                if far.getpixel((x, y)) and not near.getpixel((x, y))]
        for biome, ground in kit.BIOME_COLOURS.items():
            image = kit.new_image(size, size, ground)
            iwari._tent(ImageDraw.Draw(image), size / 2, size / 2, colour, mark, shape)
            white = sum(1 for xy in ring if image.getpixel(xy) == kit.WHITE)
            # All round but between the tipi's crossed poles, where the ground shows through (6 %).
            assert white >= 0.93 * len(ring), (mark, biome, white, len(ring))


def test_wayfinders_flight_arrows_leave_the_effect_bands_clear():
    """A flight's arrows (render.wayfinders.flight_arrows) between any two neighbouring cells, either way,
    cover no cell's effect band, even a two-line one (the arrow's head hid "Draw 2")."""
    from render import wayfinders

    top = wayfinders.MARGIN + wayfinders.HEADER + wayfinders.AXIS
    grid = [{"cell": f"{'ABCDE'[i % 5]}{i // 5 + 1}"} for i in range(25)]
    bands = [wayfinders.band_box(wayfinders._cell_box(i, top), wayfinders.EFFECT_LINES) for i in range(25)]
    moves = 0
    for index in range(25):
        row, column = divmod(index, 5)
        for other in (index + 1 if column < 4 else None, index + 5 if row < 4 else None):
            if other is None:
                continue
            a, b = grid[index]["cell"], grid[other]["cell"]
            for cells in ([a, b], [b, a]):
                for start, end in wayfinders.flight_arrows({"grid": grid}, cells, top):
                    x0, y0, x1, y1 = wayfinders.arrow_box(start, end)
                    assert not any(x0 < band[2] and band[0] < x1 and y0 < band[3] and band[1] < y1
                                   for band in bands), (cells, (x0, y0, x1, y1))
                    moves += 1
    assert moves == 2 * 40


#: The smallest x-height (pixels) a word may have on a phone showing a board 400 px wide: the Iwari key's
#: rule. Lower-case words at the smallest text size (width / 40, 10 px) were 5.4 px high.
PHONE_X_HEIGHT = 6


def _wayfinders_boards(lang: str):
    """Wayfinders boards a player meets: 4 pilots in the middle and at the end of a game (every kind of
    face-up tile), and the exploration variant's face-down tiles with their backs' names; for each, every
    text drawn (text, size in the posted image) and every resource token drawn in a cell (its size)."""
    from render import wayfinders

    game = GAMES["wayfinders"]
    for players, options, seed in ((4, {}, 1), (2, {"exploration": "on"}, 4)):
        state = game.setup(players, options, seed)
        player = RandomPlayer(seed)
        history = [state]
        while not game.is_over(state):
            state = game.apply(state, player.choose(game, state))
            history.append(state)
        for stage in (history[len(history) // 2], history[-1]):
            tokens: list[float] = []
            original = wayfinders.draw_resource

            def draw_resource(draw, kind, cx, cy, size, tokens=tokens, original=original):
                if draw.im.size[0] == wayfinders.CELL_W:
                    tokens.append(size)
                return original(draw, kind, cx, cy, size)

            wayfinders.draw_resource = draw_resource
            clear_caches(wayfinders)
            try:
                with recording() as recorder:
                    render.board("wayfinders", game.view(stage, None), lang=lang)
            finally:
                wayfinders.draw_resource = original
                clear_caches(wayfinders)
            texts = [(text, size * wayfinders.CANVAS_SCALES[width], width == wayfinders.CELL_W)
                     for text, size, width in recorder.calls]
            yield texts, tokens


@pytest.mark.parametrize("lang", ["en", "de", "es", "it"])
def test_wayfinders_effects_costs_points_and_key_read_on_a_phone(lang):
    """At 400 px wide (a phone), the Wayfinders board's words, the tiles' effects ("2/strip cost 4+") and
    the key's names were 10 px text with a 5.4 px x-height, the island costs' tokens 12.5 px and their
    points 10 px: every word now has at least PHONE_X_HEIGHT, a cost token at least 14 px across and an
    island's points at least 12 px."""
    from render import wayfinders

    for texts, tokens in _wayfinders_boards(lang):
        words = [(text, size) for text, size, _ in texts if any(ch.islower() for ch in text)]
        assert any(text == wayfinders.t(lang, "wayfinders-render-flight") for text, _ in words)  # the key
        small = sorted({(text, size) for text, size in words
                        if _at_phone(_x_height(size), wayfinders.WIDTH) < PHONE_X_HEIGHT})
        assert small == []
        assert tokens and min(_at_phone(size, wayfinders.WIDTH) for size in tokens) >= 14
        points = [size for text, size, in_cell in texts if in_cell and text.isdigit()]
        assert points and min(_at_phone(size, wayfinders.WIDTH) for size in points) >= 12


def _x_height(size: float) -> int:
    top, bottom = kit.font(round(size)).getbbox("x")[1::2]
    return bottom - top
