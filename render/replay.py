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
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Sequence

from PIL import Image, ImageChops, ImageDraw

from render import kit

#: Frames wider than this are scaled down.
MAX_WIDTH = 720
#: Up to this many frames keep MAX_WIDTH; beyond, the frame area shrinks in proportion.
FULL_SIZE_FRAMES = 100
MIN_WIDTH = 400
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


def frame_durations(count: int) -> list[int]:
    """Milliseconds per frame (GIF delays are in hundredths of a second, so multiples of 10)."""
    if count <= 0:
        return []
    each = max(MIN_FRAME_MS, min(MAX_FRAME_MS, TOTAL_MS // count)) // 10 * 10
    return [each] * (count - 1) + [LAST_FRAME_MS]


def frame_width(count: int, board_width: int) -> int:
    """How wide the frames of a ``count``-frame animation are (see the module)."""
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


def _scaled(png: bytes, width: int) -> Image.Image:
    image = Image.open(io.BytesIO(png)).convert("RGB")
    if image.width != width:
        height = max(1, round(image.height * width / image.width))
        image = image.resize((width, height), Image.Resampling.LANCZOS)
    return image


def animation(frames: Sequence[tuple[bytes, str]]) -> bytes:
    """An animated GIF of ``frames`` (a board PNG and its caption each), one GIF frame per entry."""
    return encode(compose(frames))


def compose(frames: Sequence[tuple[bytes, str]]) -> list[Image.Image]:
    """The RGB picture of each frame: the board, scaled, over its caption band."""
    if not frames:
        raise ValueError("a replay needs at least one frame")
    with Image.open(io.BytesIO(frames[0][0])) as probe:
        width = frame_width(len(frames), probe.width)
    boards = [_scaled(png, width) for png, _ in frames]
    height = max(board.height for board in boards)
    size = max(12, kit.min_text_size(width))
    used_font = kit.font(size)
    line_height = kit.text_height(used_font) + size // 3
    wrapped = [_caption_lines(caption, width - 2 * size, used_font) for _, caption in frames]
    band = line_height * max(1, max(len(lines) for lines in wrapped)) + size + PROGRESS_HEIGHT
    canvases = []
    for board, lines in zip(boards, wrapped, strict=True):
        canvas = Image.new("RGB", (width, height + band), CAPTION_BACKGROUND)
        canvas.paste(board, (0, 0))
        draw = ImageDraw.Draw(canvas)
        for number, line in enumerate(lines):
            kit.draw_text(draw, (size, height + size // 2 + number * line_height), line, used_font,
                          CAPTION_INK)
        # A progress bar along the bottom: where in the game this is (and no two frames are alike, so the
        # GIF writer never merges two turns into one frame).
        done = round(width * (len(canvases) + 1) / len(frames))
        draw.rectangle((0, height + band - PROGRESS_HEIGHT, done - 1, height + band - 1), fill=PROGRESS_INK)
        canvases.append(canvas)
    return canvases


def encode(canvases: Sequence[Image.Image]) -> bytes:
    """The animated GIF of ``canvases``: one palette, each frame storing only its changes (see the module)."""
    palette = palette_of(canvases)
    colours = palette.getpalette() or []
    colours = (colours + [0] * 768)[:768]
    indices = [Image.frombytes("L", canvas.size,
                               canvas.quantize(palette=palette, dither=Image.Dither.NONE).tobytes())
               for canvas in canvases]
    stored = [indices[0]]
    for previous, current in itertools.pairwise(indices):
        # Pixels equal to the previous frame's become transparent: long runs of one index, which LZW
        # packs to almost nothing, and the writer crops the frame to the rectangle that changed.
        changed = ImageChops.difference(previous, current).point(lambda v: 255 if v else 0)
        frame = Image.new("L", current.size, TRANSPARENT)
        frame.paste(current, mask=changed)
        stored.append(frame)
    frames_p = []
    for frame in stored:
        paletted = Image.frombytes("P", frame.size, frame.tobytes())
        paletted.putpalette(colours)
        frames_p.append(paletted)
    out = io.BytesIO()
    frames_p[0].save(out, format="GIF", save_all=True, append_images=frames_p[1:], loop=0,
                     duration=frame_durations(len(frames_p)), disposal=1, transparency=TRANSPARENT,
                     optimize=False)
    return out.getvalue()


def palette_of(canvases: Sequence[Image.Image]) -> Image.Image:
    """One 256-colour palette for every frame: quantised from a strip of up to 8 frames spread over the
    game, at half size (the colours, not the detail, matter here)."""
    step = max(1, len(canvases) // 8)
    sample = list(canvases[::step])[:8] + [canvases[-1]]
    thumbs = [canvas.resize((max(1, canvas.width // 2), max(1, canvas.height // 2))) for canvas in sample]
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
