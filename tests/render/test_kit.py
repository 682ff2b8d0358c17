"""The shared drawing kit: deterministic PNGs, cached fonts, readable colours, every icon draws."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont

from render import kit


def _drawing() -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = kit.new_image(200, 120)
    return image, ImageDraw.Draw(image)


def test_to_png_is_byte_identical_for_identical_pixels_and_drops_metadata():
    first, draw = _drawing()
    kit.draw_tent(draw, 50, 60, 40, kit.player_colour(0), "R")
    second = first.copy()
    second.info["comment"] = "should not be written"
    assert kit.to_png(first) == kit.to_png(second)
    assert b"comment" not in kit.to_png(second)
    assert Image.open(io.BytesIO(kit.to_png(first))).size == (200, 120)


def test_font_is_cached_and_bold_differs():
    assert kit.font(16) is kit.font(16)
    assert kit.font(16, bold=True) is not kit.font(16)


def test_kept_text_masks_draw_the_pixels_of_a_fresh_rendering_and_stay_within_their_budget(monkeypatch):
    """A board's texts are drawn from masks the font keeps (the same text, anchor, stroke and sub-pixel
    start as before): drawn again, in another colour, they give exactly the pixels a font that keeps
    nothing draws; and the masks kept never exceed their budget of pixels, the least recently used going
    first."""
    monkeypatch.setattr(kit, "_MASKS", {})
    monkeypatch.setattr(kit, "_mask_pixels", [0])
    fresh = ImageFont.truetype(kit.font(24).path, 24)
    texts = [("Turn 12 · Blue", (10.5, 20.25), "la", 0), ("A", (60, 70), "mm", 2),
             ("Über 99", (5, 90), "lm", 0)]
    for fill in (kit.INK, kit.HIGHLIGHT):
        kept_image, fresh_image = kit.new_image(200, 120), kit.new_image(200, 120)
        for text, xy, anchor, stroke in texts:
            ImageDraw.Draw(kept_image).text(xy, text, font=kit.font(24), fill=fill, anchor=anchor,
                                            stroke_width=stroke, stroke_fill=kit.WHITE)
            ImageDraw.Draw(fresh_image).text(xy, text, font=fresh, fill=fill, anchor=anchor,
                                             stroke_width=stroke, stroke_fill=kit.WHITE)
        assert kept_image.tobytes() == fresh_image.tobytes()
    assert len(kit._MASKS) == 4  # three texts, the stroked one twice (its outline and its fill)
    assert kit.font(24).getlength("Turn 12 · Blue") == fresh.getlength("Turn 12 · Blue")
    monkeypatch.setattr(kit, "KEPT_MASK_PIXELS", 3000)
    for number in range(40):
        kit.font(24).getmask2(f"line {number}", "L")
    areas = [mask[0].size[0] * mask[0].size[1] for mask in kit._MASKS.values()]
    assert sum(areas) == kit._mask_pixels[0] <= 3000 and len(areas) >= 2
    assert (kit.font(24), "line 39") == next(reversed(kit._MASKS))[:2]  # the newest is kept


def test_tribe_colours_are_distinct_and_marks_follow_seat_order():
    colours = [kit.player_colour(i) for i in range(6)]
    assert len(set(colours)) == 6
    assert [kit.player_mark(i) for i in range(6)] == list("RBYGPW")


@pytest.mark.parametrize("colour, expected", [((255, 255, 255), kit.INK), ((0, 0, 0), kit.WHITE),
                                               (kit.TRIBE_COLOURS["Y"], kit.INK),
                                               (kit.TRIBE_COLOURS["B"], kit.WHITE)])
def test_ink_on_picks_the_contrasting_text_colour(colour, expected):
    assert kit.ink_on(colour) == expected


def test_every_icon_and_biome_symbol_puts_ink_on_the_canvas():
    blank = kit.to_png(_drawing()[0])
    icons = [kit.draw_tent, kit.draw_totem, kit.draw_pawn, kit.draw_plane, kit.draw_marker, kit.draw_chip]
    for icon in icons:
        image, draw = _drawing()
        icon(draw, 100, 60, 40, kit.player_colour(1), "B")
        assert kit.to_png(image) != blank, icon.__name__
    for biome in kit.BIOME_COLOURS:
        image, draw = _drawing()
        kit.draw_biome_symbol(draw, biome, 100, 60, 40)
        assert kit.to_png(image) != blank, biome


def test_wrap_text_keeps_lines_within_width():
    used = kit.font(14)
    lines = kit.wrap_text("place one tent in every biome before anyone else does", used, 120)
    assert len(lines) > 1
    assert all(used.getlength(line) <= 120 for line in lines if " " in line)
    assert " ".join(lines) == "place one tent in every biome before anyone else does"


def test_legend_and_score_panel_report_their_extent():
    image, draw = _drawing()
    entries = [("Tent", lambda d, x, y, s: kit.draw_tent(d, x, y, s, kit.WHITE)),
               ("Totem", lambda d, x, y, s: kit.draw_totem(d, x, y, s, kit.WHITE))]
    width, height = kit.legend(draw, (4, 4), entries, kit.font(14))
    assert 0 < width <= 200 and height > 0
    bottom = kit.score_panel(draw, (0, 0, 200, 0), "Scores", [(kit.player_colour(0), "R", "Red", "12")],
                             kit.font(16, True), kit.font(14))
    assert bottom > 28


@pytest.mark.parametrize("width", [400, 720, 1080])
def test_score_panel_letters_its_chips_at_least_at_the_minimum_text_size(monkeypatch, width):
    """The kit's own rule (min_text_size of the image's width) holds for the chip letters of a score panel
    with ordinary rows (a 14 px row font): the rows grow to hold a chip whose letter is large enough."""
    sizes: list[int] = []
    real = kit._mark_font

    def spy(size):
        chosen = real(size)
        sizes.append(chosen.size)
        return chosen

    monkeypatch.setattr(kit, "_mark_font", spy)
    image = Image.new("RGB", (width, 400), kit.PAPER)
    rows = [(kit.player_colour(i), kit.player_mark(i), f"Seat {i}", "12") for i in range(4)]
    bottom = kit.score_panel(ImageDraw.Draw(image), (0, 0, width, 0), "Scores", rows, kit.font(16, True),
                             kit.font(14))
    assert len(sizes) == 4 and min(sizes) >= kit.min_text_size(width)
    assert bottom > 4 * (kit.min_text_size(width) / kit.CHIP_MARK_SHARE)  # the rows hold those chips


def test_palette_png_is_deterministic_and_keeps_the_size():
    image, draw = _drawing()
    for index in range(6):
        kit.draw_totem(draw, 20 + index * 30, 60, 40, kit.player_colour(index), kit.player_mark(index))
    png = kit.to_png(image, palette=True)
    assert png == kit.to_png(image.copy(), palette=True)
    decoded = Image.open(io.BytesIO(png))
    assert decoded.mode == "P" and decoded.size == (200, 120)


def test_hexagon_points_are_on_the_circle_and_pointy_means_a_top_corner():
    points = kit.hexagon_points(50, 50, 20)
    assert len(points) == 6
    assert all(abs(((x - 50) ** 2 + (y - 50) ** 2) ** 0.5 - 20) < 1e-9 for x, y in points)
    assert min(points, key=lambda p: p[1]) == pytest.approx((50, 30))
    flat = kit.hexagon_points(50, 50, 20, pointy=False)
    assert max(flat, key=lambda p: p[0]) == pytest.approx((70, 50))


# --- drawing at a scale (issue 25: replay frames drawn at their width) ---------------------------------

def test_the_scale_of_a_width_and_the_plain_drawing_at_full_size():
    assert kit.scale_for(None, 960) == kit.scale_for(960, 960) == 1.0
    assert kit.scale_for(480, 960) == 0.5
    with pytest.raises(ValueError):
        kit.scale_for(0, 960)
    assert kit.canvas(960, 101, scale=433 / 960).size == (433, 46)
    assert kit.at((100, 51), 0.5) == (50, 26)
    assert type(kit.drawer(kit.new_image(10, 10))) is ImageDraw.ImageDraw
    assert isinstance(kit.drawer(kit.new_image(10, 10), 0.5), kit.ScaledDraw)


def _ink_box(image: Image.Image) -> tuple[int, int, int, int] | None:
    return ImageChops.difference(image, kit.new_image(*image.size)).getbbox()


def test_a_scaled_drawing_takes_full_size_coordinates_and_keeps_thin_lines():
    image = kit.canvas(200, 100, scale=0.5)
    draw = kit.drawer(image, 0.5)
    draw.rectangle((20, 20, 60, 40), fill=kit.INK)
    assert _ink_box(image) == (10, 10, 31, 21)
    # A line one pixel wide at full size is still drawn (one pixel) at a quarter.
    image = kit.canvas(200, 100, scale=0.25)
    kit.drawer(image, 0.25).line([(0, 40), (200, 40)], fill=kit.INK, width=1)
    assert _ink_box(image) == (0, 10, 50, 11)
    # Widths and radii scale with it: an outline 8 px wide at full size is 2 at a quarter.
    image = kit.canvas(200, 200, scale=0.25)
    kit.drawer(image, 0.25).rectangle((0, 0, 199, 199), outline=kit.INK, width=8)
    assert image.getpixel((1, 25)) == kit.INK and image.getpixel((2, 25)) == kit.PAPER


def test_a_scaled_drawing_writes_the_same_face_at_the_scaled_size_and_measures_at_full_size():
    scaled = kit.canvas(200, 100, scale=0.5)
    draw = kit.drawer(scaled, 0.5)
    draw.text((20, 20), "Ab 12", font=kit.font(24, bold=True), fill=kit.INK)
    plain = kit.new_image(100, 50)
    ImageDraw.Draw(plain).text((10, 10), "Ab 12", font=kit.font(12, bold=True), fill=kit.INK)
    assert ImageChops.difference(scaled, plain).getbbox() is None
    assert draw.textlength("Ab 12", font=kit.font(24)) == kit.font(24).getlength("Ab 12")
    assert draw.textbbox((0, 0), "Ab", font=kit.font(24)) == ImageDraw.Draw(plain).textbbox(
        (0, 0), "Ab", font=kit.font(24))
    assert kit.logical_size(draw) == (200, 100)
    # No text smaller than the floor, whatever the scale.
    assert kit.scaled_font(kit.font(24), 0.1).size == kit.MIN_SCALED_FONT


def test_a_scaled_drawing_refuses_what_it_cannot_scale():
    draw = kit.drawer(kit.canvas(100, 100, scale=0.5), 0.5)
    with pytest.raises(AttributeError):
        draw.chord((0, 0, 10, 10), 0, 90)  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        draw.text((0, 0), "no font")


def test_words_are_drawn_large_enough_for_their_lower_case_to_read_on_a_phone():
    """min_word_size: the smallest size whose "x" is 6 px high on a 400 px phone, and no smaller."""
    for width in (620, 960, 1100):
        size = kit.min_word_size(width)
        for tried, readable in ((size, True), (size - 1, False)):
            top, bottom = kit.font(tried).getbbox("x")[1::2]
            assert ((bottom - top) * 400 / width >= 6) is readable, (width, tried)
        assert size > kit.min_text_size(width)
