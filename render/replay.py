"""A whole game as one animated image (issue 14): board images in, an animated GIF out. Pure: no I/O.

Why GIF: Discord animates an attached GIF inline in every client (desktop, web, iOS, Android) without a
click; animated WebP and APNG are not animated everywhere, and a video needs a press to play.

Keeping it small (Discord's upload limit is 8 MB without boosts, the goal for the longest game):

- every frame is scaled to at most :data:`MAX_WIDTH` pixels wide (the width a phone shows anyway), and
  a long game's frames narrower still (:func:`frame_width`: the area shrinks with the number of frames
  past :data:`FULL_SIZE_FRAMES`, down to :data:`MIN_WIDTH`);
- one palette (255 colours) for the whole animation, quantised from a sample of the frames, every
  frame mapped to it without dithering: flat board colours stay flat, and unchanged pixels keep their
  exact index, so
- each frame after the first stores only what changed since the previous one: unchanged pixels are the
  transparent index (long runs that LZW packs to almost nothing; the frames are kept, disposal 1) and
  Pillow's GIF writer crops the frame to the rectangle that changed;
- the caption (the turn's lines) is drawn in a band under the board, the same height on every frame,
  with a progress bar along its bottom edge. Frames are at least :data:`MIN_WIDTH` wide (a small board
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
from collections.abc import Iterator, Sequence
from typing import overload

from PIL import Image, ImageChops, ImageDraw

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
#: Lines of caption at most (the rest is cut with an ellipsis).
MAX_CAPTION_LINES = 3
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


def _caption_lines(caption: str, width: int, used_font: object) -> list[str]:
    lines: list[str] = []
    for paragraph in caption.splitlines() or [""]:
        lines += kit.wrap_text(paragraph, used_font, width) or [""]  # type: ignore[arg-type]
    if len(lines) > MAX_CAPTION_LINES:
        lines = lines[:MAX_CAPTION_LINES]
        lines[-1] = lines[-1].rstrip(". ") + " …"
    return lines


def _scaled_height(size: tuple[int, int], width: int) -> int:
    return size[1] if size[0] == width else max(1, round(size[1] * width / max(1, size[0])))


def _scaled(png: bytes, width: int) -> Image.Image:
    image = Image.open(io.BytesIO(png)).convert("RGB")
    if image.width != width:
        image = image.resize((width, _scaled_height(image.size, width)), Image.Resampling.LANCZOS)
    return image


def animation(frames: Sequence[tuple[bytes, str]], whole: int | None = None) -> bytes:
    """An animated GIF of ``frames`` (a board PNG and its caption each), one GIF frame per entry; of more
    than :data:`MAX_FRAMES`, only the time-lapse :func:`sample` picks. ``whole``: how many frames the whole
    game has when ``frames`` are already a sample of them (the frames get the whole game's width)."""
    if len(frames) > MAX_FRAMES:
        whole = max(whole or 0, len(frames))
        frames = [frames[index] for index in sample(len(frames))]
    return encode(compose(frames, whole))


def compose(frames: Sequence[tuple[bytes, str]], whole: int | None = None) -> Canvases:
    """The RGB picture of each frame: the board, scaled, over its caption band (drawn when asked for)."""
    return Canvases(frames, whole)


class Canvases(Sequence[Image.Image]):
    """The pictures of :func:`compose`, each drawn when it is read: a long game's frames are never all in
    memory at once in RGB (the GIF writer keeps each as one byte a pixel)."""

    def __init__(self, frames: Sequence[tuple[bytes, str]], whole: int | None = None) -> None:
        if not frames:
            raise ValueError("a replay needs at least one frame")
        self.frames = frames
        sizes = []
        for png, _ in frames:
            with Image.open(io.BytesIO(png)) as probe:  # reads the header only
                sizes.append(probe.size)
        self.width = width = frame_width(max(len(frames), whole or 0), sizes[0][0])
        self.height = max(_scaled_height(size, width) for size in sizes)
        self.size = size = max(12, kit.min_text_size(width))
        self.font = kit.font(size)
        self.line_height = kit.text_height(self.font) + size // 3
        self.wrapped = [_caption_lines(caption, width - 2 * size, self.font) for _, caption in frames]
        lines = max(1, *(len(wrapped) for wrapped in self.wrapped))
        self.band = self.line_height * lines + size + PROGRESS_HEIGHT

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
        width, height, band, size = self.width, self.height, self.band, self.size
        canvas = Image.new("RGB", (width, height + band), CAPTION_BACKGROUND)
        canvas.paste(_scaled(self.frames[index][0], width), (0, 0))
        draw = ImageDraw.Draw(canvas)
        for number, line in enumerate(self.wrapped[index]):
            kit.draw_text(draw, (size, height + size // 2 + number * self.line_height), line, self.font,
                          CAPTION_INK)
        # A progress bar along the bottom: where in the game this is, at least a pixel wide (and no two
        # frames are alike, as long as there are no more frames than pixels, so the GIF writer never
        # merges two turns into one frame).
        done = max(1, width * (index + 1) // len(self))
        draw.rectangle((0, height + band - PROGRESS_HEIGHT, done - 1, height + band - 1), fill=PROGRESS_INK)
        return canvas


def encode(canvases: Sequence[Image.Image]) -> bytes:
    """The animated GIF of ``canvases``: one palette, each frame storing only its changes (see the module).
    Each canvas is read once, after the few the palette is taken from."""
    palette = palette_of(canvases)
    colours = palette.getpalette() or []
    colours = (colours + [0] * 768)[:768]

    def stored() -> Iterator[Image.Image]:
        previous: Image.Image | None = None
        for canvas in canvases:
            current = Image.frombytes("L", canvas.size,
                                      canvas.quantize(palette=palette, dither=Image.Dither.NONE).tobytes())
            frame = current
            if previous is not None:
                # Pixels equal to the previous frame's become transparent: long runs of one index, which
                # LZW packs to almost nothing, and the writer crops the frame to the rectangle that changed.
                changed = ImageChops.difference(previous, current).point(lambda v: 255 if v else 0)
                frame = Image.new("L", current.size, TRANSPARENT)
                frame.paste(current, mask=changed)
            previous = current
            paletted = Image.frombytes("P", frame.size, frame.tobytes())
            paletted.putpalette(colours)
            yield paletted

    frames = stored()
    out = io.BytesIO()
    next(frames).save(out, format="GIF", save_all=True, append_images=frames, loop=0,
                      duration=frame_durations(len(canvases)), disposal=1, transparency=TRANSPARENT,
                      optimize=False)
    return out.getvalue()


def palette_of(canvases: Sequence[Image.Image]) -> Image.Image:
    """One 256-colour palette for every frame: quantised from a strip of up to 8 frames spread over the
    game, at half size (the colours, not the detail, matter here)."""
    step = max(1, len(canvases) // 8)
    picked = [canvases[index] for index in range(0, len(canvases), step)[:8]] + [canvases[-1]]
    thumbs = [canvas.resize((max(1, canvas.width // 2), max(1, canvas.height // 2))) for canvas in picked]
    strip = Image.new("RGB", (thumbs[0].width, sum(t.height for t in thumbs)))
    y = 0
    for thumb in thumbs:
        strip.paste(thumb, (0, y))
        y += thumb.height
    return strip.quantize(colors=TRANSPARENT, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def frame_count(gif: bytes) -> int:
    """How many frames an animated GIF holds."""
    with Image.open(io.BytesIO(gif)) as image:
        return int(getattr(image, "n_frames", 1))
