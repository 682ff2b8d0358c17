"""A whole game as one animated image (issue 14): board images in, an animated GIF out. Pure: no I/O.

Why GIF: Discord animates an attached GIF inline in every client (desktop, web, iOS, Android) without a
click; animated WebP and APNG are not animated everywhere, and a video needs a press to play.

Keeping it small (Discord's upload limit is 8 MB without boosts, the goal for the longest game):

- every frame is at most :data:`MAX_WIDTH` pixels wide (the width a phone shows anyway), and a long
  game's frames narrower still (:func:`frame_width`: the area shrinks with the number of frames past
  :data:`FULL_SIZE_FRAMES`, down to :data:`MIN_WIDTH`). The render pool's replays (``pool_*`` below)
  draw each board at that width (``render.board_image(width=…)``: every length of the full-size board
  scaled alike, no full-size board drawn and shrunk, which cost as much again as the drawing);
  :func:`animation`, given PNG pictures, scales them (:func:`scaled`);
- one palette (255 colours) for the whole animation, quantised from a sample of the frames, every
  frame mapped to it without dithering: flat board colours stay flat, and unchanged pixels keep their
  exact index, so
- each frame after the first stores only what changed since the previous one: unchanged pixels are the
  transparent index (long runs that LZW packs to almost nothing; the frames are kept, disposal 1) and
  Pillow's GIF writer crops the frame to the rectangle that changed;
- the caption (the turn's lines) is drawn in a band under the board, the same height on every frame,
  with a progress bar along its bottom edge. Frames are at least :data:`MIN_WIDTH` wide (a small picture
  is scaled up), so the caption stays readable and every turn's frame differs from the one before.

The pace: :func:`frame_durations` gives each frame the same time, short enough that a 60-turn game plays in
under a minute, and holds the last frame (the final scores) for a few seconds.

A very long game (issue 23): one frame per turn up to :data:`MAX_FRAMES` (every game the titles produce in
practice: the longest seen, a 3-player Wayfinders game of random moves, has about 350). Beyond that a
player asking for "the replay" wants to watch the game unfold in about the time a normal replay takes,
not a quarter of an hour of 300 ms frames that Discord would refuse anyway; so the animation becomes a
time-lapse (:func:`sample`): :data:`TIMELAPSE_FRAMES` frames spread evenly over the game, always the set-up
first and the final position last (held as usual), at :data:`MIN_WIDTH`. A time-lapse frame jumps several
turns, so far more of it changes than in a turn-by-turn frame (about twice the bytes, measured on
Wayfinders); the frame count is chosen for that. Each frame still shows one real position: the board after
the last turn it covers. The caller says so (the bot's captions read "Turns 41-48 of 3000; turn 48: ..."
and its post says it is a time-lapse, pointing to the step-through for every turn); this module gets the
captions ready-made. A caller that has to stay under a byte limit whatever the boards look like samples
again with :func:`spread` when the GIF comes out too big (the bot does: ``bot/cogs/history.py``).

Every size here stays positive whatever the length: the frame width is at least :data:`MIN_WIDTH`, each
frame's time at least :data:`MIN_FRAME_MS`, the caption at least one line, and the progress bar at least
one pixel wide (an 800-frame game once drew a zero-pixel bar on its first frame, which Pillow refuses; now a
GIF has at most :data:`MAX_FRAMES` frames, no more than :data:`MIN_WIDTH`, so the bar also grows by at least
a pixel every frame and no two frames are alike).
"""

from __future__ import annotations

import io
import zlib
from collections.abc import Iterator, Sequence
from typing import overload

from PIL import GifImagePlugin, Image, ImageChops, ImageDraw

import render
from render import kit

#: Frames wider than this are scaled down.
MAX_WIDTH = 720
#: Up to this many frames keep MAX_WIDTH; beyond, the frame area shrinks in proportion.
FULL_SIZE_FRAMES = 100
MIN_WIDTH = 400
#: The most frames of one animation: a game with more turns is shown as a time-lapse (see the module).
MAX_FRAMES = 400
#: How many frames a time-lapse has: at the pace of :func:`frame_durations`, about TOTAL_MS long.
TIMELAPSE_FRAMES = 150
#: Lines of caption at most (the rest is cut with an ellipsis); the last frame's caption (the final turn
#: and the outcome, the scores) gets up to FINAL_CAPTION_LINES: it is never cut in practice.
MAX_CAPTION_LINES = 3
FINAL_CAPTION_LINES = 8
#: The whole animation (without the held last frame) aims at this many milliseconds at most.
TOTAL_MS = 50_000
#: Bounds of one frame's time, and the hold of the last frame.
MIN_FRAME_MS = 300
MAX_FRAME_MS = 1_500
LAST_FRAME_MS = 3_000
CAPTION_BACKGROUND = (32, 36, 44)
CAPTION_INK = (240, 240, 240)
PROGRESS_INK = (120, 170, 230)
PROGRESS_HEIGHT = 4
#: The palette index kept free for "unchanged since the previous frame" (the board uses the other 255).
TRANSPARENT = 255
#: Colours every replay palette holds exactly, whatever the median cut picks for the rest: the caption
#: band's, the last-move ring's (a median cut once merged it into the Red tribe's orange-brown), the ink,
#: paper and white of every board, and the six seat colours. Pixels of exactly these colours keep them.
RESERVED: tuple[tuple[int, int, int], ...] = (
    CAPTION_BACKGROUND, CAPTION_INK, PROGRESS_INK, kit.HIGHLIGHT, kit.INK, kit.WHITE, kit.PAPER,
    *(kit.player_colour(index) for index in range(6)),
    # The caption's anti-aliased text edges: a few steps between its background and its ink.
    *(kit.blend(CAPTION_BACKGROUND, CAPTION_INK, step / 6) for step in range(1, 6)),
)
#: A picture of a frame's board: PNG bytes, or the image itself (drawn in this process, never encoded).
Picture = bytes | Image.Image

# The progress bar grows by at least a pixel per frame only while a GIF has no more frames than pixels.
assert TIMELAPSE_FRAMES <= MAX_FRAMES <= MIN_WIDTH


def spread(count: int, most: int) -> list[int]:
    """``most`` (at least 2) of the indices ``0 … count-1``, evenly spread, the first and the last always
    among them; all of them when there are no more than ``most``."""
    if count <= most:
        return list(range(count))
    most = max(2, most)
    # Integer arithmetic: the gaps are (count-1)/(most-1) > 1 rounded, so the indices are distinct.
    return [(i * (count - 1) + (most - 1) // 2) // (most - 1) for i in range(most)]


def sample(count: int) -> list[int]:
    """Which of a game's ``count`` frames its animation shows: all of them up to :data:`MAX_FRAMES`, else
    a time-lapse of :data:`TIMELAPSE_FRAMES` (see the module)."""
    return spread(count, MAX_FRAMES if count <= MAX_FRAMES else TIMELAPSE_FRAMES)


def frame_durations(count: int) -> list[int]:
    """Milliseconds per frame (GIF delays are in hundredths of a second, so multiples of 10)."""
    if count <= 0:
        return []
    each = max(MIN_FRAME_MS, min(MAX_FRAME_MS, TOTAL_MS // count)) // 10 * 10
    return [each] * (count - 1) + [LAST_FRAME_MS]


def frame_width(count: int, board_width: int) -> int:
    """How wide the frames of the animation of a ``count``-frame game are (see the module): a time-lapse's
    frames are counted as the game's, so they get the long game's width."""
    if count > MAX_FRAMES:
        return MIN_WIDTH
    width = MAX_WIDTH if count <= FULL_SIZE_FRAMES else round(MAX_WIDTH * (FULL_SIZE_FRAMES / count) ** 0.5)
    return max(MIN_WIDTH, min(board_width, width))


def _caption_lines(caption: str, width: int, used_font: object, most: int = MAX_CAPTION_LINES) -> list[str]:
    lines: list[str] = []
    for paragraph in caption.splitlines() or [""]:
        lines += kit.wrap_text(paragraph, used_font, width) or [""]  # type: ignore[arg-type]
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = lines[-1].rstrip(". ") + " …"
    return lines


def _wrapped_captions(captions: Sequence[str], width: int, used_font: object) -> list[list[str]]:
    """Each caption's lines; the last frame's (the outcome) may run to :data:`FINAL_CAPTION_LINES`."""
    return [_caption_lines(caption, width, used_font,
                           FINAL_CAPTION_LINES if index == len(captions) - 1 else MAX_CAPTION_LINES)
            for index, caption in enumerate(captions)]


def _scaled_height(size: tuple[int, int], width: int) -> int:
    return size[1] if size[0] == width else max(1, round(size[1] * width / max(1, size[0])))


def _opened(picture: Picture) -> Image.Image:
    if isinstance(picture, Image.Image):
        return picture if picture.mode == "RGB" else picture.convert("RGB")
    return Image.open(io.BytesIO(picture)).convert("RGB")


def _size(picture: Picture) -> tuple[int, int]:
    if isinstance(picture, Image.Image):
        return picture.size
    with Image.open(io.BytesIO(picture)) as probe:  # reads the header only
        return probe.size


def scaled(image: Image.Image, width: int) -> Image.Image:
    """``image`` at ``width`` pixels wide (the pictures :func:`animation` is given; the render pool's
    boards are drawn at the frame width instead). Shrinking (a 960-pixel board to 400-720) first
    box-averages the picture by the whole factor it is larger (Pillow's ``reducing_gap=1``: 960 to 480
    for a 433-pixel frame), then filters the rest with Lanczos: side by side the same picture as Lanczos
    all the way (1% of pixels more than 24 levels apart, on edges), in under half its time."""
    if image.width == width:
        return image
    return image.resize((width, _scaled_height(image.size, width)), Image.Resampling.LANCZOS,
                        reducing_gap=1.0 if image.width > width else None)


def _scaled(picture: Picture, width: int) -> Image.Image:
    return scaled(_opened(picture), width)


def animation(frames: Sequence[tuple[Picture, str]], whole: int | None = None) -> bytes:
    """An animated GIF of ``frames`` (a board PNG and its caption each), one GIF frame per entry; of more
    than :data:`MAX_FRAMES`, only the time-lapse :func:`sample` picks. ``whole``: how many frames the whole
    game has when ``frames`` are already a sample of them (the frames get the whole game's width)."""
    if len(frames) > MAX_FRAMES:
        whole = max(whole or 0, len(frames))
        frames = [frames[index] for index in sample(len(frames))]
    return encode(compose(frames, whole))


def compose(frames: Sequence[tuple[Picture, str]], whole: int | None = None) -> Canvases:
    """The RGB picture of each frame: the board, scaled, over its caption band (drawn when asked for)."""
    return Canvases(frames, whole)


class Canvases(Sequence[Image.Image]):
    """The pictures of :func:`compose`, each drawn when it is read: a long game's frames are never all in
    memory at once in RGB (the GIF writer keeps each as one byte a pixel)."""

    def __init__(self, frames: Sequence[tuple[Picture, str]], whole: int | None = None) -> None:
        if not frames:
            raise ValueError("a replay needs at least one frame")
        self.frames = frames
        sizes = [_size(picture) for picture, _ in frames]
        self.width = width = frame_width(max(len(frames), whole or 0), sizes[0][0])
        self.height = max(_scaled_height(size, width) for size in sizes)
        self.caption_band = Band(width, [caption for _, caption in frames])
        self.band = self.caption_band.height

    def __len__(self) -> int:
        return len(self.frames)

    @overload
    def __getitem__(self, index: int) -> Image.Image: ...

    @overload
    def __getitem__(self, index: slice) -> list[Image.Image]: ...

    def __getitem__(self, index: int | slice) -> Image.Image | list[Image.Image]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if not -len(self) <= index < len(self):
            raise IndexError(index)
        index %= len(self)
        canvas = Image.new("RGB", (self.width, self.height + self.band), CAPTION_BACKGROUND)
        canvas.paste(_scaled(self.frames[index][0], self.width), (0, 0))
        self.caption_band.draw(ImageDraw.Draw(canvas), self.height, index, len(self))
        return canvas


def encode(canvases: Sequence[Image.Image]) -> bytes:
    """The animated GIF of ``canvases``: one palette, each frame storing only its changes (see the module).
    Each canvas is read once: the few the palette is taken from are kept, mapped to it (a byte a pixel),
    until their turn in the GIF (drawing a frame, its board scaled, costs far more than keeping a few)."""
    chosen = _palette_indices(len(canvases))
    samples = {index: canvases[index] for index in set(chosen)}
    palette = palette_from([samples[index] for index in chosen])
    colours = palette.getpalette() or []
    colours = (colours + [0] * 768)[:768]

    def mapped(canvas: Image.Image) -> Image.Image:
        quantized = canvas.quantize(palette=palette, dither=Image.Dither.NONE)
        return Image.frombytes("L", canvas.size, quantized.tobytes())

    kept = {index: mapped(sample) for index, sample in samples.items()}
    del samples

    def indexed() -> Iterator[Image.Image]:
        for index in range(len(canvases)):
            sample = kept.pop(index, None)
            yield mapped(canvases[index]) if sample is None else sample

    return _written(indexed(), len(canvases), colours)


def _written(indexed: Iterator[Image.Image], count: int, colours: list[int]) -> bytes:
    """The GIF of ``count`` frames given as palette indices ("L" images) of ``colours``.

    Written frame by frame with Pillow's GIF block writers (``GifImagePlugin.getheader`` and ``getdata``):
    ``save(save_all=True)`` keeps every frame in memory, uncropped, until the end (100 MB for a long
    game), where this keeps two frames and the bytes written so far."""
    colours = (colours + [0] * 768)[:768]
    durations = frame_durations(count)
    out = io.BytesIO()
    previous: Image.Image | None = None
    for number, current in enumerate(indexed):
        info = {"duration": durations[number], "disposal": 1, "transparency": TRANSPARENT, "loop": 0,
                "optimize": False}
        if previous is None:
            frame, offset = current, (0, 0)
            header, _ = GifImagePlugin.getheader(_paletted(frame, colours), info=info)
            out.write(b"".join(header))
        else:
            # Pixels equal to the previous frame's become transparent: long runs of one index, which
            # LZW packs to almost nothing, and the frame is cropped to the rectangle that changed.
            changed = ImageChops.difference(previous, current).point(lambda v: 255 if v else 0)
            box = changed.getbbox() or (0, 0, 1, 1)
            frame = Image.new("L", current.size, TRANSPARENT)
            frame.paste(current, mask=changed)
            frame, offset = frame.crop(box), box[:2]
        previous = current
        out.write(b"".join(GifImagePlugin.getdata(_paletted(frame, colours), offset, **info)))
    out.write(b";")
    return out.getvalue()


def _paletted(indices: Image.Image, colours: list[int]) -> Image.Image:
    paletted = Image.frombytes("P", indices.size, indices.tobytes())
    paletted.putpalette(colours)
    return paletted


def _palette_indices(count: int) -> list[int]:
    """Which of ``count`` frames :func:`palette_of` takes the palette from: up to 8 spread over the game,
    and the last."""
    step = max(1, count // 8)
    return [*range(0, count, step)[:8], count - 1]


def palette_of(canvases: Sequence[Image.Image]) -> Image.Image:
    """One 256-colour palette for every frame: quantised from a strip of up to 8 frames spread over the
    game, at half size (the colours, not the detail, matter here), after the :data:`RESERVED` colours."""
    return palette_from([canvases[index] for index in _palette_indices(len(canvases))])


def palette_from(pictures: Sequence[Image.Image]) -> Image.Image:
    """A palette image of 255 colours (index :data:`TRANSPARENT` stays free): the :data:`RESERVED` colours
    first, exactly, then a median cut of ``pictures`` at half size for the rest."""
    thumbs = [picture.resize((max(1, picture.width // 2), max(1, picture.height // 2)))
              for picture in pictures]
    strip = Image.new("RGB", (max(t.width for t in thumbs), sum(t.height for t in thumbs)))
    y = 0
    for thumb in thumbs:
        strip.paste(thumb, (0, y))
        y += thumb.height
    free = TRANSPARENT - len(RESERVED)
    cut = strip.quantize(colors=free, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    colours = [value for colour in RESERVED for value in colour] + (cut.getpalette() or [])[:3 * free]
    colours += colours[:3] * ((3 * TRANSPARENT - len(colours)) // 3)  # a short cut: repeat a colour
    palette = Image.new("P", (1, 1))
    palette.putpalette(colours)
    return palette


# --- the replay in a process pool (bot/render_pool.py): boards drawn in parallel, one encode ------------
#
# 1. ``pool_palette``: a few boards spread over the game (drawn at the frame width) give the palette;
# 2. ``pool_boards``: chunks of boards, in parallel, each drawn as an image (no PNG between) at the frame
#    width (``render.board_image(width=…)``: not drawn at full size and shrunk, which cost as much as the
#    drawing) and mapped to that palette: one byte a pixel, zlib-packed for the trip home;
# 3. ``pool_encode``: the captions drawn under them, and the GIF written (changed pixels only).
#
# The result is the same kind of GIF as :func:`animation`'s, from the boards' images rather than PNGs.

#: A board ready for the GIF: its width, height, its palette indices row by row (zlib, level 1), and whether
#: those are the differences (modulo 256) from the board before it in the same list. One turn changes little
#: of a board, so a board after the first of a task's chunk is kept as that difference: mostly zeros, which
#: zlib packs to almost nothing (a 277-frame Wayfinders replay: 21 MB of packed boards became about 5 MB, in
#: the bot while the boards wait and in the encoder's worker, whose peak memory it bounds).
Indexed = tuple[int, int, bytes, bool]


def _frame_board(game_id: str, view: dict, last_action: str | None, lang: str, whole: int) -> Image.Image:
    """The board drawn at the frame width: no full-size board, nothing shrunk."""
    width = frame_width(whole, render.board_width(game_id))
    return render.board_image(game_id, view, last_action=last_action, lang=lang, width=width)


def pool_palette(game_id: str, items: Sequence[tuple[dict, str | None]], whole: int, lang: str) -> list[int]:
    """The palette (768 values) of a replay whose boards include ``items`` (``(view, last action)``, a
    few spread over the game, the last among them)."""
    palette = palette_from([_frame_board(game_id, view, last, lang, whole) for view, last in items])
    return ((palette.getpalette() or []) + [0] * 768)[:768]


def _palette_image(colours: Sequence[int]) -> Image.Image:
    palette = Image.new("P", (1, 1))
    palette.putpalette(list(colours)[:3 * TRANSPARENT])
    return palette


def pool_boards(game_id: str, items: Sequence[tuple[dict, str | None]], whole: int, lang: str,
                colours: Sequence[int]) -> list[Indexed]:
    """The boards of ``items`` at the frame width, as palette indices of ``colours``."""
    palette = _palette_image(colours)
    out: list[Indexed] = []
    previous: Image.Image | None = None
    for view, last in items:
        board = _frame_board(game_id, view, last, lang, whole)
        indexed = board.quantize(palette=palette, dither=Image.Dither.NONE)
        plain = Image.frombytes("L", indexed.size, indexed.tobytes())
        relative = previous is not None and previous.size == plain.size
        data = ImageChops.subtract_modulo(plain, previous) if relative else plain
        out.append((board.width, board.height, zlib.compress(data.tobytes(), 1), relative))
        previous = plain
    return out


def _unpacked(boards: Sequence[Indexed]) -> Iterator[Image.Image]:
    """Each board of :func:`pool_boards` (one list, in order) as its palette indices ("L")."""
    previous: Image.Image | None = None
    for w, h, packed, relative in boards:
        board = Image.frombytes("L", (w, h), zlib.decompress(packed))
        if relative:
            if previous is None or previous.size != board.size:
                raise ValueError("a board kept as a difference from one that is not there")
            board = ImageChops.add_modulo(board, previous)
        previous = board
        yield board


def pool_encode(boards: Sequence[Indexed], captions: Sequence[str], colours: Sequence[int],
                kept: Sequence[int] | None = None) -> bytes:
    """The animated GIF of ``boards`` (all of :func:`pool_boards`' boards, in order) over ``captions``;
    with ``kept`` (increasing indices), of those boards only, one caption each (fewer frames when the
    whole would not fit the upload limit)."""
    chosen = range(len(boards)) if kept is None else kept
    if not chosen:
        raise ValueError("a replay needs at least one frame")
    if len(captions) != len(chosen):
        raise ValueError("one caption per frame")
    palette = _palette_image(colours)
    width = boards[chosen[0]][0]
    height = max(boards[k][1] for k in chosen)
    band = Band(width, captions)
    background = RESERVED.index(CAPTION_BACKGROUND)
    wanted = set(chosen)

    def canvases() -> Iterator[Image.Image]:
        shown = (board for number, board in enumerate(_unpacked(boards)) if number in wanted)
        for index, board in enumerate(shown):
            canvas = Image.new("L", (width, height + band.height), background)
            canvas.paste(board, (0, 0))
            extra = band.extra(index)
            strip = Image.new("RGB", (width, band.height + extra), CAPTION_BACKGROUND)
            band.draw(ImageDraw.Draw(strip), extra, index, len(chosen))
            canvas.paste(Image.frombytes("L", strip.size, strip.quantize(palette=palette,
                                                                          dither=Image.Dither.NONE).tobytes()),
                         (0, height - extra))
            yield canvas

    return _written(canvases(), len(chosen), list(colours))


class Band:
    """The caption band under the boards: its font (readable at the frame width), each caption's lines,
    and its height (the most lines any frame but the last needs, the same on every frame), with the
    progress bar. The last frame's caption (the final turn and the outcome) is never cut: when it needs
    more lines, its band grows upwards over the bottom of the board (the scores it spells out)."""

    def __init__(self, width: int, captions: Sequence[str]) -> None:
        self.width = width
        self.size = size = max(12, kit.min_text_size(width))
        self.font = kit.font(size)
        self.line_height = kit.text_height(self.font) + size // 3
        self.wrapped = _wrapped_captions(captions, width - 2 * size, self.font)
        self.lines = max(1, *(len(wrapped) for wrapped in self.wrapped[:-1] or self.wrapped))
        self.height = self.line_height * self.lines + size + PROGRESS_HEIGHT

    def extra(self, index: int) -> int:
        """How far frame ``index``'s band reaches up over the board (0 but for a long last caption)."""
        return max(0, len(self.wrapped[index]) - self.lines) * self.line_height

    def draw(self, draw: ImageDraw.ImageDraw, top: int, index: int, count: int) -> None:
        """Draw frame ``index``'s band from ``top`` (its own top is ``top - extra(index)``)."""
        size = self.size
        start = top - self.extra(index)
        if start < top:
            draw.rectangle((0, start, self.width - 1, top), fill=CAPTION_BACKGROUND)
        for number, line in enumerate(self.wrapped[index]):
            kit.draw_text(draw, (size, start + size // 2 + number * self.line_height), line, self.font,
                          CAPTION_INK)
        # A progress bar along the bottom: where in the game this is, at least a pixel wide (and no two
        # frames are alike, as long as there are no more frames than pixels, so the GIF writer never
        # merges two turns into one frame).
        done = max(1, self.width * (index + 1) // count)
        bottom = top + self.height
        draw.rectangle((0, bottom - PROGRESS_HEIGHT, done - 1, bottom - 1), fill=PROGRESS_INK)


def frame_count(gif: bytes) -> int:
    """How many frames an animated GIF holds."""
    with Image.open(io.BytesIO(gif)) as image:
        return int(getattr(image, "n_frames", 1))
