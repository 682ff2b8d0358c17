"""Issue 14: the replay animation. One frame per turn for every title, every decoded frame exactly the
picture that was meant (the frames that store only their changes add up), under Discord's 8 MB for the
longest game of these tests, and a pace that plays a 60-turn game in under a minute."""

from __future__ import annotations

import io
import zlib
from collections.abc import Iterator

import pytest
from PIL import Image, ImageChops

import render
from core.records import FORMAT, FORMAT_VERSION, turn_frames
from i18n import text
from render import kit, replay
from rules import GAMES
from rules.players import RandomPlayer

LIMIT = 8 * 1024 * 1024


def random_record(game_id: str, players: int, seed: int, limit: int | None = None) -> dict:
    game = GAMES[game_id]
    state = game.setup(players, {}, seed)
    player = RandomPlayer(seed)
    actions = []
    while not game.is_over(state) and (limit is None or len(actions) < limit):
        action = player.choose(game, state)
        actions.append({"action": game.encode(action)})
        state = game.apply(state, action)
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "game": game_id, "seed": seed, "options": {},
            "seats": [{"seat": n} for n in range(players)], "actions": actions}


def pictures(record: dict) -> list[tuple[bytes, str]]:
    frames = turn_frames(record, GAMES)
    return [(render.board(record["game"], frame.view, last_action=frame.last_action),
             f"Turn {frame.turn}: " + text("en", list(frame.lines), separator=" · "))
            for frame in frames]


def frames_of(gif: bytes) -> Iterator[Image.Image]:
    """The decoded frames of ``gif``, one at a time."""
    with Image.open(io.BytesIO(gif)) as image:
        for index in range(image.n_frames):
            image.seek(index)
            yield image.convert("RGB")


def decoded(gif: bytes) -> list[Image.Image]:
    return list(frames_of(gif))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_one_frame_per_turn_and_each_decodes_to_the_intended_picture(game_id: str):
    """The composed pictures are drawn once and kept (``replay.compose`` draws each when it is read: the
    GIF and the comparison below read the same pictures, so drawing them twice, a board scaled each time,
    added nothing but time); the GIF is still encoded from them by ``replay.encode`` as ``animation``
    does, and ``compose``'s own drawing when read is what the other tests here encode."""
    # The first 80 decisions are enough to see boards change in every way a turn changes them.
    record = random_record(game_id, GAMES[game_id].min_players, seed=3, limit=80)
    frames = pictures(record)
    game = GAMES[game_id]
    state = game.setup(len(record["seats"]), {}, 3)
    for entry in record["actions"]:
        state = game.apply(state, game.decode(entry["action"]))
    assert len(frames) == game.turn_count(state) + 1
    canvases = list(replay.compose(frames))
    gif = replay.encode(canvases)
    assert replay.frame_count(gif) == len(frames)
    palette = replay.palette_of(canvases)
    for index, (canvas, got) in enumerate(zip(canvases, frames_of(gif), strict=True)):
        meant = canvas.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
        assert ImageChops.difference(meant, got).getbbox() is None, f"{game_id}: frame {index} differs"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_longest_game_fits_discords_upload_limit(game_id: str):
    record = random_record(game_id, GAMES[game_id].max_players, seed=1)
    frames = pictures(record)
    gif = replay.animation(frames)
    assert replay.frame_count(gif) == len(frames)
    assert len(gif) < LIMIT, f"{game_id}: {len(gif) / 1e6:.1f} MB for {len(frames)} frames"


def test_a_sixty_turn_game_plays_in_under_a_minute_and_ends_on_a_held_frame():
    durations = replay.frame_durations(61)
    assert len(durations) == 61 and sum(durations) < 60_000
    assert durations[-1] == replay.LAST_FRAME_MS > durations[0] >= replay.MIN_FRAME_MS
    assert all(ms % 10 == 0 for ms in durations)


def test_a_replay_without_frames_is_refused():
    with pytest.raises(ValueError):
        replay.animation([])


# --- very long games (issue 23) ------------------------------------------------------------------------
def synthetic(count: int) -> list[tuple[bytes, str]]:
    """``count`` small boards, each with a marker moved one step further, and their captions."""
    frames = []
    for index in range(count):
        image = Image.new("RGB", (40, 24), (30, 90, 60))
        image.putpixel((index % 40, (index // 40) % 24), (250, 220, 40))
        buffer = io.BytesIO()
        image.save(buffer, format="PNG")
        frames.append((buffer.getvalue(), f"Turn {index} of {count - 1}: a turn"))
    return frames


@pytest.mark.parametrize("count", [800, 801, 3000])
def test_a_very_long_game_replays_as_a_time_lapse_ending_on_the_final_position(count: int):
    frames = synthetic(count)
    gif = replay.animation(frames)
    assert len(gif) < LIMIT
    got = decoded(gif)
    assert len(got) == replay.TIMELAPSE_FRAMES
    # The last frame is the final position (the set-up the first), drawn at the long game's width.
    shown = replay.compose([frames[index] for index in replay.sample(count)], count)
    palette = replay.palette_of(shown)
    for index in (0, -1):
        meant = shown[index].quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
        assert ImageChops.difference(meant, got[index]).getbbox() is None
    assert got[0].width == replay.MIN_WIDTH
    assert replay.frame_durations(len(got))[-1] == replay.LAST_FRAME_MS


@pytest.mark.parametrize("count", [2, 399, 400, 401, 800, 801, 3000, 100_000])
def test_the_time_lapse_spreads_its_frames_from_the_set_up_to_the_final_position(count: int):
    picked = replay.sample(count)
    assert picked[0] == 0 and picked[-1] == count - 1
    assert all(a < b for a, b in zip(picked, picked[1:], strict=False))
    assert len(picked) == (count if count <= replay.MAX_FRAMES else replay.TIMELAPSE_FRAMES)
    gaps = {b - a for a, b in zip(picked, picked[1:], strict=False)}
    assert max(gaps) - min(gaps) <= 1  # evenly spread
    assert replay.spread(count, 1) == [0, count - 1]  # never fewer than the two ends


@pytest.mark.parametrize("count", [800, 801, 3000])
def test_every_size_stays_positive_for_a_long_game_even_composed_whole(count: int):
    # The root of the crash: the first frame's progress bar was round(400 / 800) = 0 pixels wide. The
    # canvases are drawn when read, so the first and last of thousands cost two frames.
    canvases = replay.compose(synthetic(count))
    first, last = canvases[0], canvases[-1]
    bottom = first.height - 1
    assert first.getpixel((0, bottom)) == replay.PROGRESS_INK  # at least one pixel of progress
    assert first.getpixel((first.width - 1, bottom)) != replay.PROGRESS_INK
    assert last.getpixel((last.width - 1, bottom)) == replay.PROGRESS_INK  # the whole bar at the end
    assert first.width == replay.MIN_WIDTH == replay.frame_width(count, 40)
    durations = replay.frame_durations(count)
    assert len(durations) == count and min(durations) >= replay.MIN_FRAME_MS


# --- issue 25: the ring's colour, the final caption, the pool's frames -----------------------------------


def _pool_gif(record: dict, captions: list[str] | None = None) -> tuple[bytes, list]:
    """A replay as the render pool makes it (palette, boards, encode; here in this process)."""
    game_id = record["game"]
    frames = turn_frames(record, GAMES)
    items = [(frame.view, frame.last_action) for frame in frames]
    colours = replay.pool_palette(game_id, [items[i] for i in replay.spread(len(items), 9)], len(items), "en")
    boards = replay.pool_boards(game_id, items, len(items), "en", colours)
    captions = captions or [f"Turn {frame.turn}" for frame in frames]
    return replay.pool_encode(boards, captions, colours), frames


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_last_move_ring_keeps_its_colour_in_the_gif(game_id: str):
    """The ring's pink once became the Red tribe's orange-brown in the GIF's median-cut palette: now the
    fixed colours are reserved, so every pixel the board draws in the ring's colour keeps it."""
    record = random_record(game_id, GAMES[game_id].max_players, seed=4, limit=40)
    for gif in (_pool_gif(record)[0], replay.animation(pictures(record))):
        got = decoded(gif)
        frame = got[len(got) // 2]
        red, green, blue = ImageChops.difference(frame, Image.new("RGB", frame.size, kit.HIGHLIGHT)).split()
        ring = ImageChops.lighter(ImageChops.lighter(red, green), blue).histogram()[0]  # exactly the colour
        assert ring > 20, f"{game_id}: no pixel of the ring's colour in the GIF frame"
        with Image.open(io.BytesIO(gif)) as image:
            palette = image.getpalette() or []
        colours = {tuple(palette[i:i + 3]) for i in range(0, len(palette), 3)}
        assert set(replay.RESERVED) <= colours


def test_the_pool_frames_are_the_boards_at_the_frame_width_with_their_captions():
    record = random_record("tiwanaku", 2, seed=3, limit=30)
    gif, frames = _pool_gif(record)
    assert replay.frame_count(gif) == len(frames)
    got = decoded(gif)
    board = render.board_image("tiwanaku", frames[-1].view, last_action=frames[-1].last_action,
                               width=got[-1].width)
    assert board.width == got[-1].width == replay.frame_width(len(frames), render.board_width("tiwanaku"))
    # The board's area of the last frame: its picture mapped to the palette (at most a few levels off).
    area = got[-1].crop((0, 0, board.width, board.height))
    difference = ImageChops.difference(area, board).convert("L")
    assert sum(difference.histogram()[40:]) < board.width * board.height // 100


def test_pool_boards_after_the_first_are_kept_as_differences_that_decode_exactly():
    """Issue 25: a chunk's boards after its first are kept as the difference from the one before (a
    fraction of the bytes), decode to exactly the boards drawn on their own, and a GIF of some of them
    (fewer frames to fit the upload limit) is the GIF of those boards."""
    record = random_record("wayfinders", 4, seed=2, limit=30)
    frames = turn_frames(record, GAMES)
    items = [(frame.view, frame.last_action) for frame in frames]
    colours = replay.pool_palette("wayfinders", [items[i] for i in replay.spread(len(items), 9)], len(items),
                                  "en")
    boards = replay.pool_boards("wayfinders", items, len(items), "en", colours)
    alone = [replay.pool_boards("wayfinders", [item], len(items), "en", colours)[0] for item in items]
    assert not boards[0][3] and not any(board[3] for board in alone)
    assert sum(board[3] for board in boards) >= len(boards) - 3  # all but a change of the board's height
    assert [image.tobytes() for image in replay._unpacked(boards)] == [zlib.decompress(board[2])
                                                                       for board in alone]
    assert sum(len(board[2]) for board in boards) < sum(len(board[2]) for board in alone) / 2
    kept = [0, 3, 7, len(items) - 1]
    captions = [f"Turn {frames[k].turn}" for k in kept]
    gif = replay.pool_encode(boards, captions, colours, kept)
    assert gif == replay.pool_encode([alone[k] for k in kept], captions, colours)
    assert replay.frame_count(gif) == len(kept)


def test_the_final_caption_is_never_cut():
    """The last frame's caption (the final turn and the outcome with every score) runs to as many lines as
    it needs; the other frames keep their three."""
    outcome = "Final scores: " + ", ".join(f"Player {n} {n * 7} points" for n in range(1, 13)) + "."
    frames = synthetic(5)
    frames[-1] = (frames[-1][0], "Turn 4 of 4: the last turn\n" + outcome)
    canvases = replay.compose(frames)
    band = canvases.caption_band
    last = band.wrapped[-1]
    assert len(last) > replay.MAX_CAPTION_LINES and not any("…" in line for line in last)
    assert " ".join(last).replace("  ", " ").endswith("Player 12 84 points.")
    assert band.extra(len(frames) - 1) > 0 == band.extra(0)  # it reaches up over the board, others not
    gif = replay.encode(canvases)
    assert replay.frame_count(gif) == 5
    long_caption = ["a"] * 4 + ["Turn 4 of 4: the last turn\n" + outcome]
    boards = [(40, 24, zlib.compress(bytes(40 * 24), 1), False)] * 5
    pooled = replay.pool_encode(boards, long_caption, list(range(256)) * 3)
    assert replay.frame_count(pooled) == 5
