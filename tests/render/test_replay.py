"""Issue 14: the replay animation. One frame per turn for every title, every decoded frame exactly the
picture that was meant (the frames that store only their changes add up), under Discord's 8 MB for the
longest game of these tests, and a pace that plays a 60-turn game in under a minute."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

import render
from bot.records import FORMAT, FORMAT_VERSION, turn_frames
from render import replay
from render.i18n import text
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
