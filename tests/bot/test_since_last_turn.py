"""Issue 27, "Since your last turn": a player coming back after the others' turns reads what they did, grouped
by player, in their language: in the turn DM (with the board's link), at the top of their turn panel, on
the game card in the channel (the last full round, not only the previous turn) and with ``/game catchup``
(in the game's channel, or in a DM for every game waiting for them). Public lines only."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from harness import CHANNEL_ID, GUILD_ID, Harness, catalog_pattern, latest_board, play_turns, start_game
from menagerie import RULES_TEXT, MenagerieDescriber, MenagerieEngine, MenagerieObserver, MenageriePresenter

import rules
from bot.cards import Part
from bot.messages import jump_url
from core.lines import decode_line
from core.recap import joined
from i18n import t, text
from rules.base import Capabilities, GameSpec, Msg
from rules.registry import registered

HEADING = catalog_pattern("recap-since-heading")
ROUND_HEADING = catalog_pattern("recap-catchup-round")


async def lines_of(h: Harness, db_id: int, seat: int, lang: str, *, after_seq: int = 0) -> list[str]:
    """The public lines of ``seat``'s actions after ``after_seq``, in ``lang``: what the log shows."""
    return [text(lang, decode_line(action.description)) for action in await h.bot.store.actions(db_id)
            if action.seat == seat and action.seq > after_seq]


async def last_seq_of(h: Harness, db_id: int, seat: int) -> int:
    return max(action.seq for action in await h.bot.store.actions(db_id) if action.seat == seat)


def group_line(lang: str, user_id: int, seat_label: Msg | str, lines: list[str]) -> str:
    """A seat's line in a recap as a reader sees it: the player, the seat, then their moves."""
    return t(lang, "recap-seat", name=f"<@{user_id}>", seat=text(lang, seat_label)) + ": " + joined(lines)


async def test_a_player_back_after_two_turns_reads_them_in_the_dm_the_panel_the_card_and_catchup(
        harness: Harness):
    h = harness
    ana, ben, cy, dee = h.user("ana"), h.user("ben"), h.user("cy"), h.user("dee")
    db_id = await start_game(h, "menagerie", [ana, ben, cy], {"length": "long"}, seed=5)
    rng = random.Random(4)
    await play_turns(h, db_id, rng, max_turns=3)  # a first round: everyone has played
    cy_last = await last_seq_of(h, db_id, 2)
    card_after_cy = latest_board(h, db_id)
    h.clock.advance(hours=2)  # Cy leaves the table (a player who acted minutes ago gets no turn DM)
    await play_turns(h, db_id, rng, max_turns=1)  # Ana's turn
    card_after_ana = latest_board(h, db_id)
    h.clock.advance(hours=2)
    await play_turns(h, db_id, rng, max_turns=1)  # Ben's turn: Cy is to play again
    board = latest_board(h, db_id)
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    assert loaded.game.to_play(loaded.state) == 2
    ana_lines = await lines_of(h, db_id, 0, "en", after_seq=cy_last)
    ben_lines = await lines_of(h, db_id, 1, "en", after_seq=cy_last)
    assert ana_lines and ben_lines
    expected = "\n".join([group_line("en", ana.id, "North player", ana_lines),
                          group_line("en", ben.id, "East player", ben_lines)])
    moves = len(ana_lines) + len(ben_lines)
    heading = t("en", "recap-since-heading", moves=moves)
    assert heading.startswith("**Since your last turn** (") and f"({moves} moves)" in heading

    # The turn DM: the board's link, then what Ana and Ben did, grouped by player, in order.
    dm = h.dms[cy.id][-1]
    assert jump_url(GUILD_ID, CHANNEL_ID, board.message_id) in dm.content
    assert f"{heading}\n{expected}" in dm.content
    assert dm.content.index(f"/{board.message_id}") < dm.content.index(heading)
    # Nothing but the public lines: the recap is exactly them (a card drawn from the deck is not named).
    assert dm.content.split(f"{heading}\n{expected}")[1].startswith("\n\n")

    # The card in the channel: the last full round, not only Ben's turn.
    assert board.part(Part.HAPPENED) == "\n".join(f"• {line}" for line in expected.splitlines())
    # After Ana's turn the round was Cy's turn and Ana's: both are on that card.
    cy_round = await lines_of(h, db_id, 2, "en", after_seq=await last_seq_of(h, db_id, 1) - len(ben_lines)
                              - len(ana_lines))
    happened = card_after_ana.part(Part.HAPPENED)
    assert happened.startswith(f"• **<@{cy.id}>** (South player): ")
    assert f"• **<@{ana.id}>** (North player): " + joined(ana_lines) in happened
    assert all(line in happened for line in cy_round[-2:]) and card_after_cy.part(Part.HAPPENED)

    # The panel opens with the same recap, until Cy decides something.
    reply = await h.press(cy, next(c for c in board.custom_ids() if c.startswith("turn:")),
                          message_id=board.message_id)
    panel = reply.ephemeral[-1]
    assert panel.content.startswith(f"{heading}\n{expected}\n**Menagerie** · South player")
    answer = next(b["custom_id"] for b in panel.buttons() if b.get("label") == "Play a card")
    after = await h.press(cy, answer, message_id=panel.message_id)
    assert HEADING.search(h.messages[panel.message_id].content), "still choosing: the recap stays"
    del after

    # /game catchup in the channel: the same recap, privately, with the link and whose turn it is.
    catchup = (await h.slash(cy, "game catchup")).ephemeral[-1]
    assert catchup.where == "ephemeral" and catchup.user_id == cy.id
    assert catchup.content.startswith(f"**Menagerie** (<#{CHANNEL_ID}>) · [board](")
    assert f"{heading}\n{expected}" in catchup.content
    assert catchup.content.endswith(t("en", "recap-catchup-your-turn"))
    # Ana last acted before Ben's turn: hers is Ben's turn only, and she is told who decides now.
    ana_view = (await h.slash(ana, "game catchup")).ephemeral[-1].content
    assert group_line("en", ben.id, "East player", ben_lines) in ana_view and f"<@{ana.id}>**" not in ana_view
    assert t("en", "bot-stale-now-decides", user=f"<@{cy.id}>", seat="South player") in ana_view
    # Someone looking on gets the last full round.
    looking_on = (await h.slash(dee, "game catchup")).ephemeral[-1].content
    assert ROUND_HEADING.search(looking_on) and expected in looking_on

    # In a DM: every game waiting for Cy, each with its recap.
    in_dm = (await h.slash(cy, "game catchup", channel_id=h.dm_channel(cy))).ephemeral[-1].content
    assert in_dm.startswith(t("en", "recap-catchup-all-head", count=1) + "\n\n⏳ **Menagerie**")
    assert f"{heading}\n{expected}" in in_dm
    # Nothing waits for Ana: she is told so, and where the others are.
    ana_dm = (await h.slash(ana, "game catchup", channel_id=h.dm_channel(ana))).ephemeral[-1].content
    assert ana_dm == t("en", "recap-catchup-none-waiting-others", count=1)


async def test_once_the_player_has_decided_the_panel_and_catchup_have_nothing_new(harness: Harness):
    h = harness
    ana, ben, cy = h.user("ana"), h.user("ben"), h.user("cy")
    db_id = await start_game(h, "menagerie", [ana, ben, cy], {"length": "long"}, seed=2)
    rng = random.Random(1)
    await play_turns(h, db_id, rng, max_turns=3)
    # Ana is to play; she plays the first decision of her turn, then asks.
    board = latest_board(h, db_id)
    panel = (await h.press(ana, next(c for c in board.custom_ids() if c.startswith("turn:")),
                           message_id=board.message_id)).ephemeral[-1]
    assert HEADING.search(panel.content)
    pass_button = next(b["custom_id"] for b in panel.buttons() if b.get("label") == "Pass")
    await h.press(ana, pass_button, message_id=panel.message_id)
    now = h.messages[panel.message_id].content
    assert now.startswith("✓ North player passes.") and not HEADING.search(now)
    assert (await h.slash(ana, "game catchup")).ephemeral[-1].content.splitlines()[1] == \
        t("en", "recap-catchup-nothing")


async def test_catchup_before_the_game_starts_and_with_no_game_anywhere(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    await h.slash(ana, "game new", game="menagerie")
    lobby = (await h.slash(ben, "game catchup")).ephemeral[-1].content
    assert lobby == t("en", "bot-error-board-lobby")
    nothing = (await h.slash(ben, "game catchup", channel_id=h.dm_channel(ben))).ephemeral[-1].content
    assert nothing.startswith(t("en", "recap-catchup-none-waiting"))


def recap_block(content: str) -> str:
    """The recap in a message: its heading and the seats' lines after it."""
    match = HEADING.search(content)
    assert match, content[:300]
    rest = content[match.start():].split("\n")
    block = [rest[0]]
    for line in rest[1:]:
        if not line.startswith("**<@"):
            break
        block.append(line)
    return "\n".join(block)


@pytest.mark.parametrize(("locale", "lang"), [("en-US", "en"), ("es-ES", "es"), ("de", "de"), ("it", "it")])
async def test_the_recap_is_in_the_readers_language(tmp_path: Path, locale: str, lang: str):
    """An Iwari game of three (its lines are the game's catalog messages): the player back after the
    others' turns reads them in their language in the DM, the panel and catchup; the channel's card is
    in the server's language."""
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        ana, ben, cy = h.user("ana"), h.user("ben"), h.user("cy")
        h.set_locale(cy, locale)
        db_id = await start_game(h, "iwari", [ana, ben, cy], seed=7)
        rng = random.Random(3)

        async def seat_to_play() -> int:
            loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
            return loaded.game.to_play(loaded.state)
        # Turns until Cy has played and both others have played after her (whatever the order of the
        # game's first round), to the moment she is to play again.
        while not any(action.seat == 2 for action in await h.bot.store.actions(db_id)) \
                or await seat_to_play() != 0:
            await play_turns(h, db_id, rng, max_turns=1)
        cy_last = await last_seq_of(h, db_id, 2)
        while await seat_to_play() != 2:
            h.clock.advance(hours=1)  # Cy is away from the table: her turn DM comes
            await play_turns(h, db_id, rng, max_turns=1)
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        after = {action.seat for action in await h.bot.store.actions(db_id) if action.seq > cy_last}
        assert after == {0, 1}
        groups = [group_line(lang, user.id, loaded.game.seat_label(loaded.state, seat),
                             await lines_of(h, db_id, seat, lang, after_seq=cy_last))
                  for seat, user in ((0, ana), (1, ben))]
        moves = sum(1 for action in await h.bot.store.actions(db_id) if action.seq > cy_last)
        expected = "\n".join([t(lang, "recap-since-heading", moves=moves), *groups])
        if lang != "en":
            assert t("en", "recap-since-heading", moves=moves) not in expected
        dm = h.dms[cy.id][-1].content
        assert recap_block(dm) == expected
        board = latest_board(h, db_id)
        panel = (await h.press(cy, next(c for c in board.custom_ids() if c.startswith("turn:")),
                               message_id=board.message_id)).ephemeral[-1].content
        assert panel.startswith(expected + "\n")
        catchup = (await h.slash(cy, "game catchup")).ephemeral[-1].content
        assert recap_block(catchup) == expected
        # The card is in the server's language (English here), grouped the same way.
        english = [group_line("en", user.id, loaded.game.seat_label(loaded.state, seat),
                              await lines_of(h, db_id, seat, "en", after_seq=cy_last))
                   for seat, user in ((0, ana), (1, ben))]
        assert board.part(Part.HAPPENED) == "\n".join(f"• {line}" for line in english)
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


def test_command_names_in_the_test_are_the_catalogs():
    for lang, command in (("es", "partida resumen"), ("de", "spiel zusammenfassung"),
                          ("it", "partita riepilogo")):
        group, sub = command.split()
        assert t(lang, "commands-game-name") == group and t(lang, "commands-catchup-name") == sub
        assert re.fullmatch(r"[a-z-]+", sub)  # no accents: easy to type


CHATTER = "And the crowd goes on about it at length."


class WordyPresenter(MenageriePresenter):
    """Menagerie telling each move at length: a round longer than a card can hold."""

    def describe(self, state, action) -> str:
        return " ".join([super().describe(state, action), *[CHATTER] * 16])


def wordy_spec():
    engine = MenagerieEngine(game_id="wordymenagerie", title="Wordy Menagerie")
    return GameSpec(engine=engine, observer=MenagerieObserver(engine), presenter=WordyPresenter(engine),
                    describer=MenagerieDescriber(),
                    capabilities=Capabilities(hidden_information=True, undo=True),
                    rules_text=RULES_TEXT)


async def test_a_round_too_long_for_the_card_leaves_its_oldest_moves_out_and_says_how_many(tmp_path: Path):
    with registered(wordy_spec()) as games:
        h = await Harness.create(tmp_path, games=games)
        try:
            users = [h.user(name) for name in ("ana", "ben", "cy", "dee")]
            db_id = await start_game(h, "wordymenagerie", users, seed=1)
            rng = random.Random(2)
            await play_turns(h, db_id, rng, max_turns=7)
            board = latest_board(h, db_id)
            happened = board.part(Part.HAPPENED)
            # Three turns of two long moves each do not fit: the oldest give way, a small line counts them.
            first = happened.splitlines()[0]
            match = re.fullmatch(r"-# … and (\d+) earlier moves?", first)
            assert match, first
            shown = happened.count("And the crowd goes on")
            assert int(match.group(1)) + shown // 16 == 6  # the three other seats' turns, two moves each
            assert len(happened) <= 2500 and len(board.card_text()) <= 4000
            # West is to play. The newest turn (South's) is whole, on the last line, under its player's name.
            south = await lines_of(h, db_id, 2, "en", after_seq=await last_seq_of(h, db_id, 3))
            assert len(south) == 2
            assert happened.splitlines()[-1] == f"• **<@{users[2].id}>** (South player): " + joined(south)
            # The DM says as much, shorter (West has not played yet: since the game began).
            dm = h.dms[users[3].id][-1].content
            assert re.search(r"\*\*Since the game began\*\* \(6 moves\):\n… and \d+ earlier moves\n", dm)
            assert len(dm) <= 2000
        finally:
            await h.close()
        assert h.violations == [], h.violations[:5]
