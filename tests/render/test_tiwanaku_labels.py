"""Issue 12: every label of the Tiwanaku images fits its box in every language.

For each kind of label (title, status, legend, panel heading, score, reserve, points line, ladder) the
longest text any language can produce, with the widest plausible numbers, is measured with Pillow
(``ImageDraw.textlength``) in the font the renderer really draws it in (``render.tiwanaku._fitted``
shrinks a label towards the smallest allowed size) and compared with the width of its box (the
``*_box`` functions the drawing itself uses). A translation that is too long fails here, naming the
language, the kind and the text, instead of overlapping its neighbour in a posted image.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

import i18n
from render import kit
from render import tiwanaku as tw
from rules.tiwanaku.board import TERRAINS
from rules.tiwanaku.engine import LADDER, SEAT_COLOURS

_DRAW = ImageDraw.Draw(Image.new("RGB", (1, 1)))
PHASES = ("move", "divine", "divine_more", "offering", "final", "final_more", "final_offering")
#: The widest numbers a label can plausibly show: three digits and a minus sign (scores go below zero).
WIDE = -999
HAND_CONTENT = tw.HAND_WIDTH - 2 * tw._MARGIN


def width(text: str, font) -> float:
    return _DRAW.textlength(text, font=font)


def fake_view(players: int = 4) -> dict:
    """Just the parts of a view the label functions read: seat colours."""
    return {"players_info": [{"colour": colour} for colour in SEAT_COLOURS[:players]]}


def seat_names(lang: str) -> list[str]:
    return [tw.seat_name(fake_view(), seat, lang) for seat in range(4)]


def statuses(lang: str) -> list[str]:
    """Every status line the board header can show, with the widest numbers."""
    view = fake_view()
    found = []
    for seat in range(4):
        for phase in PHASES:
            found.append(tw.header(dict(view, over=False, mode="competitive", turn=999, to_play=seat,
                                        phase=phase), lang)[1])
        found.append(tw.header(dict(view, over=True, mode="competitive", turn=999, winners=[seat]), lang)[1])
    for count in (2, 3, 4):
        found.append(tw.header(dict(view, over=True, mode="competitive", turn=999,
                                    winners=list(range(count))), lang)[1])
    for _, grade in LADDER:
        found.append(tw.header(dict(view, over=True, mode="solo", turn=999, team_score=WIDE,
                                    grade={"number": 1, "code": grade}), lang)[1])
    return found


def titles(lang: str) -> list[str]:
    return [tw.header(dict(fake_view(), over=True, mode=mode, turn=999, winners=[0], team_score=0,
                           grade={"number": 1, "code": "apprentice"}), lang)[0]
            for mode in ("competitive", "solo", "cooperative")]


def labels(lang: str) -> list[tuple[str, str, object, float]]:
    """(kind, text, font it is drawn in, box width) for every label kind of the board and the hand."""
    found: list[tuple[str, str, object, float]] = []
    content = tw.content_box()
    for title in titles(lang):
        found.append(("title", title, tw._fitted(title, content, tw._TITLE_SIZE, True), content))
    for status in statuses(lang):
        lines, used = tw.status_lines(status)
        assert len(lines) <= 2, f"{lang}: status needs {len(lines)} lines: {status!r}"
        found.extend(("status line", line, used, content) for line in lines)
    heading = i18n.t(lang, "tiwanaku-render-tiles-hidden")
    heading_width = width(heading, kit.font(tw.TEXT, bold=True))
    found.append(("last-move key", i18n.t(lang, "tiwanaku-render-last-move"), kit.font(tw.TEXT),
                  tw.last_move_box(content, heading_width)))
    for terrain in TERRAINS:
        text = tw.tiles_entry({"tiles_left": {terrain: 99}, "tiles_total": {terrain: 99}}, terrain, lang)
        box = tw.tiles_entry_box(content)
        found.append(("hidden tiles", text, tw._fitted(text, box, tw.TEXT, False), box))
    panels = [(tw.panel_width(players), False) for players in (1, 2, 3, 4)] + [(HAND_CONTENT, True)]
    for panel, big in panels:
        title_font = kit.font(tw._panel_title_size(big), bold=True)
        score = i18n.t(lang, "tiwanaku-render-points", score=WIDE)
        box = tw.panel_name_box(panel, kit.text_width(score, title_font))
        for seat in range(4):
            for acting, winner in ((True, False), (False, True)):
                name = tw.panel_name(fake_view(), seat, lang, acting, winner)
                found.append(("panel heading", name, tw._fitted(name, box, title_font.size, True), box))
        reserve = i18n.t(lang, "tiwanaku-render-reserve", count=99)
        found.append(("reserve", reserve, tw._fitted(reserve, tw.reserve_box(panel), tw.TEXT, False),
                      tw.reserve_box(panel)))
    points = tw.points_line({"players_info": [{"discovery_points": WIDE, "divination_points": WIDE,
                                               "offering_points": WIDE}]}, 0, lang)
    box = tw.points_line_box(HAND_CONTENT)
    found.append(("points line", points, tw._fitted(points, box, tw.TEXT, False, tw.HAND_TEXT), box))
    for ladder_width in (content, HAND_CONTENT):
        for mode in ("solo", "cooperative"):
            heading = i18n.t(lang, "tiwanaku-render-ladder", mode=mode, score=WIDE)
            found.append(("ladder heading", heading, tw._fitted(heading, ladder_width, tw.TEXT, True),
                          ladder_width))
        rung_points = i18n.t(lang, "tiwanaku-render-rung-points", points=999)
        box = tw.rung_box(ladder_width, kit.text_width(rung_points, kit.font(tw.TEXT)))
        for _, grade in LADDER:
            name = tw.rung_name(grade, lang, current=True)
            found.append(("ladder rung", name, tw._fitted(name, box, tw.TEXT, True), box))
    for name in seat_names(lang):
        title = i18n.t(lang, "tiwanaku-render-hand-title", seat=name)
        found.append(("hand title", title, tw._fitted(title, HAND_CONTENT, 26, True, tw.HAND_TEXT),
                      HAND_CONTENT))
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_label_fits_its_box_in_every_language(lang):
    too_wide = [(kind, text, round(width(text, font)), round(box)) for kind, text, font, box in labels(lang)
                if width(text, font) > box]
    assert too_wide == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_label_is_drawn_smaller_than_the_phone_minimum(lang):
    # Shrinking to fit stops at the smallest readable size (width / 40 of the canvas).
    for kind, text, font, _ in labels(lang):
        smallest = tw.HAND_TEXT if kind in ("points line", "hand title") else tw.TEXT
        assert font.size >= smallest, (kind, text, font.size)


def test_the_measurement_catches_a_label_too_long_for_its_box():
    """The check can fail: a long made-up grade name does not fit a rung even at the smallest size."""
    box = tw.rung_box(HAND_CONTENT, 100)
    name = "Oberhohepriesterstellvertreterin der Sonne"
    assert width(name, tw._fitted(name, box, tw.TEXT, True)) > box


def test_the_longest_labels_are_really_measured():
    """Every kind is present in every language, so a kind dropped from ``labels`` cannot pass unseen."""
    kinds = {"title", "status line", "last-move key", "hidden tiles", "panel heading", "reserve",
             "points line", "ladder heading", "ladder rung", "hand title"}
    for lang in i18n.LANGUAGES:
        assert {kind for kind, *_ in labels(lang)} == kinds
