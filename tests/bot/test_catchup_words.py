"""``/game catchup``'s words for a player of one game, through the harness in every language: in a DM
while the game waits for someone else, one sentence naming ``/game mine`` once (no "one more of your
games" with nothing before it); before one's first turn, never "Nothing new since your last turn" (nothing
has been played yet, or what happened "since the game began")."""

from __future__ import annotations

import pytest
from harness import LOCALES, Harness, start_game
from menagerie import GAME

from i18n import t


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_catchup_for_a_player_of_one_game_says_it_once_and_right(harness: Harness, lang: str):
    h = harness
    h.guild_locale = LOCALES[lang]
    a, b = h.user("a"), h.user("b")
    for user in (a, b):
        h.set_locale(user, LOCALES[lang])
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    mover = h.user_by_id(loaded.to_play_user())
    waiter = b if mover is a else a
    mine = "/" + t(lang, "commands-game-name") + " " + t(lang, "commands-mine-name")
    nothing_new = t(lang, "recap-catchup-nothing")

    # The waiting player, in a DM: the one game waits for someone else, said once.
    said = (await h.slash(waiter, "game catchup", channel_id=h.dm_channel(waiter))).text()
    assert t(lang, "recap-catchup-none-waiting-others", count=1) in said, said
    assert said.count(mine) == 1, said
    assert t(lang, "recap-catchup-others", count=1) not in said

    # The player to move, before anyone played: nothing has been played yet, in a DM and in the channel.
    for where in (h.dm_channel(mover), None):
        kwargs = {"channel_id": where} if where else {}
        said = (await h.slash(mover, "game catchup", **kwargs)).text()
        assert t(lang, "recap-catchup-not-started") in said and nothing_new not in said, said

    # The mover plays a turn; the other, who has not played yet, reads it "since the game began".
    for _ in range(2):
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        await h.slash(mover, "game play", move=GAME.encode(GAME.legal_actions(loaded.state)[0]))
    said = (await h.slash(waiter, "game catchup")).text()
    assert t(lang, "recap-since-start-heading", moves=2) in said, said
    assert t(lang, "recap-since-heading", moves=2) not in said and nothing_new not in said
