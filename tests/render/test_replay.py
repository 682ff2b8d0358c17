"""Issue 14: the replay animation. One frame per turn for every title, every decoded frame exactly the
picture that was meant (the frames that store only their changes add up), under Discord's 8 MB for the
longest game of these tests, and a pace that plays a 60-turn game in under a minute."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

import render
from core.records import FORMAT, FORMAT_VERSION, turn_frames
from i18n import text
from render import replay
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


def decoded(gif: bytes) -> list[Image.Image]:
    out = []
    with Image.open(io.BytesIO(gif)) as image:
        for index in range(image.n_frames):
            image.seek(index)
            out.append(image.convert("RGB"))
    return out


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_one_frame_per_turn_and_each_decodes_to_the_intended_picture(game_id: str):
    # The first 80 decisions are enough to see boards change in every way a turn changes them.
    record = random_record(game_id, GAMES[game_id].min_players, seed=3, limit=80)
    frames = pictures(record)
    game = GAMES[game_id]
    state = game.setup(len(record["seats"]), {}, 3)
    for entry in record["actions"]:
        state = game.apply(state, game.decode(entry["action"]))
    assert len(frames) == game.turn_count(state) + 1
    canvases = replay.compose(frames)
    gif = replay.encode(canvases)
    assert replay.frame_count(gif) == len(frames)
    palette = replay.palette_of(canvases)
    for index, (canvas, got) in enumerate(zip(canvases, decoded(gif), strict=True)):
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
