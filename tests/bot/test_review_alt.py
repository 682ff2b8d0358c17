"""The review chart's alt text tells the whole story, through the harness in every language: a 48-turn
game of four players reviewed with ``/records review``; its alt text says what the chart shows to the
last turn, who led from the first turn to the last, the order at the end and the three turning points,
never "from turn 0 to turn 0", within Discord's limit. A story with more changes of lead than the limit
holds is told in fewer spells, and says so."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from harness import Harness
from menagerie import menagerie_spec
from test_history import finish

from bot.cogs.history import lead_story, leads, review_alt
from core import review as post_game
from i18n import t
from render.chart import Series
from rules.base import ALT_TEXT_LIMIT, Game
from rules.registry import registered

LANGS = ("en", "es", "de", "it")


@pytest.fixture
def long_game() -> Iterator[Game]:
    """Menagerie of twelve rounds: 48 turns at a table of four."""
    with registered(menagerie_spec(game_id="twelve", title="Twelve", rounds=12)) as games:
        yield games["twelve"]


def alt_of(reply) -> str:
    return next(attachment["description"] for sent in reply.sent
                for attachment in sent.payload.get("attachments") or []
                if attachment.get("filename", "").startswith("review-"))


def percent(lang: str, chance: float) -> str:
    return t(lang, "review-percent", value=round(chance * 100))


def check_whole_story(alt: str, lang: str, game_id: int, kept: post_game.Review) -> None:
    """What a blind reader must get from the chart: what it shows to the last turn, who led from the first
    turn (the set-up leads nobody) to the last in order, the order at the end, the turning points."""
    labels = ["North player", "East player", "South player", "West player"]
    last = kept.points[-1].turn
    assert 0 < len(alt) <= ALT_TEXT_LIMIT
    head = t(lang, "review-alt-head", id=game_id, what=t(lang, "review-chart-chance"), turns=last)
    assert alt.startswith(head)
    end = t(lang, "review-alt-end", order=", ".join(
        t(lang, "review-alt-order", seat=labels[s], value=percent(lang, kept.points[-1].win[s]))
        for s in sorted(range(4), key=lambda s: -kept.points[-1].win[s])))
    assert end in alt
    story = alt[len(head):alt.index(end)].rsplit(": ", 1)[1]
    numbers = [int(n) for n in re.findall(r"\d+", story)]
    assert numbers[0] == 1 and numbers[-1] == last and numbers == sorted(numbers), story
    runs = leads([Series(str(seat), tuple(p.win[seat] for p in kept.points), (0, 0, 0)) for seat in range(4)],
                 start=1)
    assert story.rstrip(". ").split("; ")[-1].startswith(labels[runs[-1][0]]), story
    assert len(kept.drops) == 3
    for number, drop in enumerate(kept.drops, start=1):
        assert t(lang, "review-alt-drop", number=number, turn=drop.turn, seat=labels[drop.seat],
                 before=percent(lang, drop.before), after=percent(lang, drop.after)) in alt


async def test_the_review_alt_text_tells_the_whole_story_in_every_language(tmp_path: Path, long_game: Game):
    h = await Harness.create(tmp_path, games=[long_game.id])
    try:
        users = [h.user(name) for name in ("ana", "ben", "cy", "dee")]
        game_id = await finish(h, [user.id for user in users], game=long_game.id, seed=1)
        alt = alt_of(await h.slash(users[0], "records review", id=game_id))
        kept = post_game.Review.from_json(json.loads(await h.bot.store.review(game_id, post_game.VERSION)))
        assert kept.points[-1].turn == 48
        check_whole_story(alt, "en", game_id, kept)
        # The same game as a review whose lead changed hands every other turn (as the cache keeps it): the
        # story still runs to the last turn, in each reader's language, with the end and the drops.
        swinging = replace(kept, points=tuple(
            replace(point, win=tuple(0.7 if seat == (point.turn // 2) % 4 else 0.1 for seat in range(4)))
            for point in kept.points))
        await h.bot.store.execute("UPDATE reviews SET data = ? WHERE game_id = ?",
                                  (json.dumps(swinging.to_json()), game_id))
        for user, lang in zip(users, LANGS, strict=True):
            await h.bot.store.set_user_language(user.id, lang)
            h.clock.advance(hours=1)  # each member's budget for heavy commands is their own anyway
            alt = alt_of(await h.slash(user, "records review", id=game_id))
            check_whole_story(alt, lang, game_id, swinging)
            assert len(leads([Series(str(seat), tuple(p.win[seat] for p in swinging.points), (0, 0, 0))
                              for seat in range(4)], start=1)) > 8
    finally:
        await h.close()
    assert h.violations == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_lead_changing_every_turn_is_told_in_fewer_spells_within_the_limit(lang: str):
    """Five seats with long names, the lead changing hands at every one of 48 turns: the story is told
    in fewer spells, says so and how often the lead changed, and the end and the turning points fit."""
    names = [f"Expeditionsleiterin {name} mit sehr langem Namen"
             for name in ("Ana", "Bea", "Cleo", "Dora", "Eva")]
    points = tuple(post_game.Point(turn, tuple(0.9 if seat == turn % 5 else 0.025 for seat in range(5)),
                                   (0.0,) * 5, None) for turn in range(49))
    drops = tuple(post_game.Drop(turn, turn % 5, 0.9, 0.025, ("pass",), None, None) for turn in (12, 30, 47))
    reviewed = post_game.Review(post_game.VERSION, "x", 5, False, points, drops)
    series = [Series(name, tuple(p.win[seat] for p in points), (0, 0, 0)) for seat, name in enumerate(names)]
    alt = review_alt(lang, 7, t(lang, "review-chart-chance"), series, reviewed,
                     lambda chance: t(lang, "review-percent", value=round(chance * 100)))
    assert len(alt) <= ALT_TEXT_LIMIT
    assert t(lang, "review-alt-leads-merged", runs="\x00", changes=47).split("\x00")[0] in alt
    assert t(lang, "review-alt-end", order="\x00").split("\x00")[0] in alt
    for number, drop in enumerate(drops, start=1):
        assert t(lang, "review-alt-drop", number=number, turn=drop.turn, seat=names[drop.seat],
                 before=t(lang, "review-percent", value=90), after=t(lang, "review-percent", value=2)) in alt
    # Every told spell still covers the game from turn 1 to turn 48, in order.
    story = lead_story(lang, series, [p.turn for p in points], ALT_TEXT_LIMIT - 600)
    assert len(story) <= ALT_TEXT_LIMIT - 600
    numbers = [int(n) for n in re.findall(r"\d+", story.rsplit(": ", 1)[1])]
    assert numbers[0] == 1 and numbers[-1] == 48 and numbers == sorted(numbers), story
