"""The bot's rooms (issue 24): each is an extension declaring the components it answers; the router reads
those declarations alone, so every custom-id kind the bot can make is answered by exactly one room."""

from __future__ import annotations

import pytest
from harness import Harness

from bot import ids
from bot.app import ROOMS
from bot.cogs import Answer, Component, GameCog, Owner, Where


async def test_the_rooms_are_extensions_and_every_kind_has_exactly_one_room(harness: Harness):
    bot = harness.bot
    assert sorted(bot.extensions) == sorted(f"bot.cogs.{room}" for room in ROOMS)
    declared = [component.kind for room in bot.rooms for component in room.COMPONENTS]
    assert len(declared) == len(set(declared)), "a kind declared by two rooms"
    assert set(declared) == set(ids._PATTERNS), "a kind ids.py makes that no room answers (or the reverse)"


async def test_only_the_reminder_hint_and_plan_buttons_live_in_a_dm_and_unbound_kinds_are_the_records(
        harness: Harness):
    """In a DM: a reminder's "No more reminders", a turn DM's Hint and a hand DM's "Plan my
    next turn" with its plan's panel (the planner's alone). Unbound: the records'
    pages and replay steps, ``/game privacy``'s buttons and ``/game mine``'s pages (bound to a user, not
    to a game: the room checks the presser is that user) and the season card's "Join" (bound to
    a server and a title: the season room checks the press comes from that server)."""
    components = [component for room in harness.bot.rooms for component in room.COMPONENTS]
    assert {c.kind for c in components if c.where is Where.DM} == {"rm", "hd", "do", "dl", "dq", "dx"}
    assert {c.kind for c in components if c.answer is Answer.UNBOUND} == {"hy", "rp", "rq", "rb", "rt", "rj",
                                                                          "pv", "tn", "ta", "sj", "mg"}
    assert all(c.where is Where.ANYWHERE for c in components if c.answer is Answer.UNBOUND)


async def test_a_kind_declared_twice_is_refused(harness: Harness):
    class Twin(GameCog):
        COMPONENTS = (Component("lb", Answer.EDIT, owner=Owner.GAME),)

    with pytest.raises(ValueError, match="declared by two rooms"):
        await harness.bot.add_room(Twin(harness.bot))
    assert "Twin" not in harness.bot.cogs
