"""Issue 31 through the harness: ``/records review`` of a finished game (a chart of each seat's chance of
winning after every turn and the turns that cost most), in four languages, computed once and kept (both
databases), refused for a game in play; the chart itself (render/chart.py) is tested in tests/render."""

from __future__ import annotations

import asyncio
import io
import json
from pathlib import Path

import pytest
from harness import Harness, start_game
from PIL import Image
from test_history import OTHER_GUILD, finish

import rules
from bot.render_pool import REPLAY, TURN, PoolRenderer
from core import review as post_game
from core.limits import RULES
from i18n import t

ROOT = Path(__file__).resolve().parents[2]


def pngs(reply) -> list[tuple[str, bytes]]:
    return [file for sent in reply.sent for file in sent.files if file[0].endswith(".png")]


def alt_texts(reply) -> list[str]:
    return [attachment.get("description") or "" for sent in reply.sent
            for attachment in sent.payload.get("attachments") or []]


@pytest.mark.parametrize("lang", ["en", "de", "es", "it"])
async def test_a_finished_game_is_reviewed_in_the_players_language(harness: Harness, lang: str):
    alice, bob = harness.user("alice"), harness.user("bob")
    # Seed 2: a game whose chances swing (three drops to explain).
    game_id = await finish(harness, [alice.id, bob.id], seed=2, options={"length": "long"})
    await harness.bot.store.set_user_language(bob.id, lang)
    reply = await harness.slash(bob, "records review", id=game_id)
    files = pngs(reply)
    assert len(files) == 1, reply.text()
    name, data = files[0]
    assert name == f"review-{game_id}.png"
    image = Image.open(io.BytesIO(data))
    assert image.size[0] == 800 and image.size[1] > 300
    answer = reply.ephemeral[-1].content
    assert t(lang, "review-head", id=game_id, title="x").split(":")[0] in answer
    assert t(lang, "review-how") in answer
    kept = post_game.Review.from_json(json.loads(await harness.bot.store.review(game_id, post_game.VERSION)))
    turns = len(kept.points) - 1
    assert turns >= 3 and all(0.0 <= w <= 1.0 for p in kept.points for w in p.win)
    # The final position's chances are the result: the winner (or the winners' share) and nobody else.
    assert sum(kept.points[-1].win) == pytest.approx(1.0)
    assert len(kept.drops) == 3
    for number, drop in enumerate(kept.drops, start=1):
        assert drop.before - drop.after >= post_game.MIN_DROP
        assert f"**{number}. " in answer and f"<@{alice.id if drop.seat == 0 else bob.id}>" in answer
    assert answer.count("↳ ") == 3  # what the hard level says of each drop
    assert t(lang, "review-drop-best", best="", value="").split(":")[0] in answer
    alt = alt_texts(reply)
    assert alt and t(lang, "review-chart-chance") in alt[-1]


async def test_a_review_is_computed_once_then_answered_from_the_cache(any_harness: Harness, monkeypatch):
    h = any_harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    game_id = await finish(h, [alice.id, bob.id], seed=6, options={"length": "long"})
    monkeypatch.setattr(post_game, "CHUNK", 1)  # a task per position: the progress has steps to tell
    # Two requests at once (two players pressing together): one computation, two answers.
    first, second = await asyncio.gather(h.slash(alice, "records review", id=game_id),
                                         h.slash(bob, "records review", id=game_id))
    assert h.bot.reviews.computed == 1
    assert pngs(first) and pngs(second)
    computed = {"what": "review"}  # an operator sees what reviews cost (a cached answer costs nothing)
    assert h.bot.metrics.registry.get_sample_value("boardgame_render_seconds_count", computed) == 1
    progress = [s for s in first.ephemeral + second.ephemeral if s.content.startswith("Reviewing game")]
    assert progress, "a review being computed says how far it is"
    assert await h.bot.store.review(game_id, post_game.VERSION) is not None
    # Later, anyone may ask: the cache answers at once, with no progress message and no computation.
    third = await h.slash(carol, "records review", id=game_id)
    assert h.bot.reviews.computed == 1
    assert pngs(third) and not [s for s in third.ephemeral if s.content.startswith("Reviewing game")]
    assert pngs(third)[0][1] == pngs(first)[0][1]  # the same chart from the same numbers
    assert h.bot.metrics.registry.get_sample_value("boardgame_render_seconds_count", computed) == 1
    # A restart keeps it (the database's, not the process's).
    await h.restart()
    again = await h.slash(alice, "records review", id=game_id)
    assert pngs(again) and h.bot.reviews.computed == 0


async def test_a_game_in_play_or_elsewhere_is_refused_politely_and_nothing_is_computed(harness: Harness):
    alice, bob = harness.user("alice"), harness.user("bob")
    db_id = await start_game(harness, "menagerie", [alice, bob], seed=8)
    for user in (alice, bob):
        reply = await harness.slash(user, "records review", id=db_id)
        assert "not finished yet" in reply.text() and not pngs(reply)
    other = await finish(harness, [alice.id, bob.id], seed=1, guild_id=OTHER_GUILD)
    reply = await harness.slash(alice, "records review", id=other)
    assert "I know no game number" in reply.text() and not pngs(reply)
    assert harness.bot.reviews.computed == 0
    assert await harness.bot.store.review(db_id, post_game.VERSION) is None


async def test_reviews_are_limited_per_member(harness: Harness):
    alice, bob = harness.user("alice"), harness.user("bob")
    game_id = await finish(harness, [alice.id, bob.id], seed=3)
    for _ in range(RULES["review"].user.count):
        assert pngs(await harness.slash(alice, "records review", id=game_id))
    refused = await harness.slash(alice, "records review", id=game_id)
    assert not pngs(refused) and "try again in" in refused.text()
    harness.clock.advance(seconds=RULES["review"].user.seconds)
    assert pngs(await harness.slash(alice, "records review", id=game_id))


async def test_a_cooperative_game_is_reviewed_in_the_render_pool_as_the_tables_expected_score(tmp_path: Path,
                                                                                          monkeypatch):
    """The bot as it runs: the real games and the render pool. A cooperative Tiwanaku game's review shows
    the table's expected score (the seats share one fate), its positions judged in the pool's replay
    workers, task by task, and the drops are falls of that score."""
    monkeypatch.syspath_prepend(str(ROOT))  # spawned workers import the project, not tests/'s folders
    renderer = PoolRenderer(2)
    priorities: list[int] = []
    run_async = renderer.run_async

    async def spy(fn, *args, priority=TURN):
        priorities.append(priority)
        return await run_async(fn, *args, priority=priority)

    renderer.run_async = spy  # type: ignore[method-assign]
    h = await Harness.create(tmp_path, games=rules.GAMES, renderer=renderer)
    try:
        alice, bob = h.user("alice"), h.user("bob")
        game_id = await finish(h, [alice.id, bob.id], game="tiwanaku", seed=4,
                               options={"size": "short", "mode": "cooperative"})
        priorities.clear()
        reply = await h.slash(alice, "records review", id=game_id)
        assert pngs(reply) and h.bot.reviews.computed == 1
        answer = reply.ephemeral[-1].content
        assert t("en", "review-shared-intro") in answer
        kept = post_game.Review.from_json(json.loads(await h.bot.store.review(game_id, post_game.VERSION)))
        assert kept.shared and kept.drops
        assert all(drop.before - drop.after >= post_game.MIN_SCORE_DROP for drop in kept.drops)
        assert t("en", "review-chart-score") in alt_texts(reply)[-1]
        # Every position judged in the replay lane, then the hard level's three answers there too; the
        # chart at a turn's priority.
        assert priorities.count(REPLAY) == len(post_game.chunks(len(kept.points) - 1)) + len(kept.drops)
        assert TURN in priorities
    finally:
        await h.close()
        renderer.close()
