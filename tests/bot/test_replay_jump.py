"""The replay step-through reaches any turn at once (issue 27, point 8): a turn number typed in a modal
("Go to turn…", answered by a modal submit, interaction type 5), or a block of turns then the turn (two
picks), in every language; a typed turn that is not a number or not in the game gets a polite answer."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from discord_spec import violations
from harness import Harness
from menagerie import menagerie_spec
from test_history import finish_at_once

from i18n import t
from rules.base import Game
from rules.registry import registered

LOCALES = {"en-US": "en", "es-ES": "es", "de": "de", "it": "it"}


@pytest.fixture
def long_game() -> Iterator[Game]:
    """Menagerie of 170 rounds: a 340-turn game, as long as the issue's example."""
    with registered(menagerie_spec(game_id="long", title="Long Menagerie", rounds=170)) as games:
        yield games["long"]


def head(lang: str, game_id: int, turn: int, total: int) -> str:
    return t(lang, "history-step-head", id=game_id, title="Long Menagerie", turn=turn, total=total)


def shown_turn(h: Harness, message_id: int) -> int:
    select = next(c for c in h.messages[message_id].selects() if c["custom_id"].startswith("rq:"))
    return int(next(o["value"] for o in select["options"] if o.get("default")))


@pytest.mark.parametrize("locale", LOCALES)
async def test_any_turn_of_a_340_turn_game_is_two_picks_or_one_typed_number_away(
        tmp_path: Path, long_game: Game, locale: str):
    lang = LOCALES[locale]
    h = await Harness.create(tmp_path, games=[long_game.id])
    try:
        alice, bob, eve = h.user("alice"), h.user("bob"), h.user("eve")
        h.set_locale(bob, locale)
        h.set_locale(eve, locale)
        game_id = await finish_at_once(h, [alice.id, bob.id], game=long_game.id, seed=3)
        loaded = await h.bot.service.load(await h.bot.store.get_game(game_id))
        last = loaded.game.turn_count(loaded.state)
        assert last == 340
        reply = await h.slash(bob, "records replay", id=game_id, step="yes")
        step = reply.ephemeral[-1]
        assert head(lang, game_id, 0, last) in step.content
        message = step.message_id

        # Blocks of 20 turns (18 of them: one select), then the block's turns: any turn in two picks.
        # (The room's module as the bot loaded it: an extension is not imported as the tests import.)
        block_size = sys.modules[type(h.bot.get_cog("HistoryCog")).__module__].block_size
        sizes = [block_size(n) for n in (1, 250, 251, 500, 501, 625, 626, 5000)]
        assert sizes == [10, 10, 20, 20, 25, 25, 25, 25]  # blocks fit one select up to 625 turns
        assert block_size(last + 1) == 20
        for target in (237, 0, 19, 20, 339, 340, 100):
            blocks = next(c for c in h.messages[message].selects() if c["custom_id"] == f"rb:{game_id}")
            assert len(blocks["options"]) == 18
            low = target - target % 20
            option = next(o for o in blocks["options"] if o["value"] == str(low))
            assert option["label"] == (t(lang, "history-step-block", first=low, last=min(low + 19, last))
                                       if low < last else t(lang, "history-step-option", turn=low))
            await h.select(bob, blocks["custom_id"], [option["value"]], message_id=message)
            assert shown_turn(h, message) == low
            turns = next(c for c in h.messages[message].selects() if c["custom_id"] == f"rq:{game_id}")
            assert [int(o["value"]) for o in turns["options"]] == list(range(low, min(low + 20, last + 1)))
            await h.select(bob, turns["custom_id"], [str(target)], message_id=message)
            assert shown_turn(h, message) == target
            assert head(lang, game_id, target, last) in h.messages[message].content

        # "Go to turn…": a modal in the reader's language; the number typed is the turn shown.
        goto = next(b for b in h.messages[message].buttons() if b["custom_id"].startswith("rt:"))
        assert goto["label"] == t(lang, "history-step-goto")
        opened = await h.press(bob, goto["custom_id"], message_id=message)
        modal = opened.modal
        assert modal is not None and not opened.sent  # the modal is the whole answer
        assert modal["title"] == t(lang, "history-goto-title", id=game_id)
        assert modal["components"][0]["label"] == t(lang, "history-goto-label")
        assert modal["components"][0]["description"] == t(lang, "history-goto-range", last=last)
        answer = await h.submit_modal(bob, modal, {"turn": " 123 "})
        assert [(s.kind, s.message_id) for s in answer.sent] == [("edit", message)]  # that message, edited
        assert head(lang, game_id, 123, last) in h.messages[message].content
        assert shown_turn(h, message) == 123

        # A polite answer, only to the typist, for what is not a turn of this game; the board stays.
        for typed, expected in (("abc", t(lang, "history-goto-not-a-number", value="abc", last=last)),
                                ("12.5", t(lang, "history-goto-not-a-number", value="12.5", last=last)),
                                ("٣", t(lang, "history-goto-not-a-number", value="٣", last=last)),
                                ("341", t(lang, "history-goto-out-of-range", turn=341, last=last)),
                                ("99999999", t(lang, "history-goto-out-of-range", turn=99999999, last=last))):
            answer = await h.submit_modal(bob, modal, {"turn": typed})
            assert [(s.kind, s.content) for s in answer.ephemeral] == [("create", expected)], typed
            assert shown_turn(h, message) == 123

        # The modal's answer needs nothing the bot kept: after a restart it still lands.
        await h.restart()
        await h.submit_modal(bob, modal, {"turn": "#7"})
        assert shown_turn(h, message) == 7
        # In a DM, a game one did not play stays out of reach, whatever the modal's id says.
        dm = h.dm_channel(eve)
        refused = await h.submit_modal(eve, modal, {"turn": "5"}, channel_id=dm)
        assert refused.ephemeral and not [s for s in refused.sent if s.files]
        assert shown_turn(h, message) == 7

        # Everything sent, the modal included, is what Discord's specification accepts.
        assert 9 in {body.get("type") for _, path, body in h.http_log if path.endswith("/callback")}
        found = sorted({problem for method, path, body in h.http_log
                        for problem in violations(method, path, body)})
        assert found == [], "\n".join(found)
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]



@pytest.fixture
def longer_game() -> Iterator[Game]:
    """Menagerie of 400 rounds: 800 turns, more blocks of 25 than one select holds."""
    with registered(menagerie_spec(game_id="longer", title="Longer Menagerie", rounds=400)) as games:
        yield games["longer"]


async def test_a_game_longer_than_25_blocks_shows_the_blocks_around_the_turn(tmp_path: Path,
                                                                             longer_game: Game):
    h = await Harness.create(tmp_path, games=[longer_game.id])
    try:
        alice, bob = h.user("alice"), h.user("bob")
        game_id = await finish_at_once(h, [alice.id, bob.id], game=longer_game.id, seed=4)
        reply = await h.slash(bob, "records replay", id=game_id, step="yes")
        message = reply.ephemeral[-1].message_id

        def blocks() -> list[int]:
            select = next(c for c in h.messages[message].selects() if c["custom_id"] == f"rb:{game_id}")
            return [int(o["value"]) for o in select["options"]]

        assert blocks() == list(range(0, 625, 25))
        opened = await h.press(bob, next(c for c in h.messages[message].custom_ids() if c.startswith("rt:")),
                               message_id=message)
        assert opened.modal["components"][0]["description"] == "From 0 (the set-up) to 800"
        await h.submit_modal(bob, opened.modal, {"turn": "777"})
        assert shown_turn(h, message) == 777
        assert blocks() == list(range(200, 801, 25))  # the last 25 blocks (of 33), 775–799 among them
        turns = next(c for c in h.messages[message].selects() if c["custom_id"] == f"rq:{game_id}")
        assert [int(o["value"]) for o in turns["options"]] == list(range(775, 800))
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]
