"""``/game mine web:Yes``: a member's personal link, given privately, opening only their page; a new one
revokes the old; a bot without pages says so; the link works from a DM too (it is the member's, not a
server's)."""

from __future__ import annotations

import re

from harness import GUILD_ID, Harness, start_game

from bot.cards import Part
from core.weblinks import Refusal, link_key, verify
from web.context import WebSettings
from web.links import game_public_id
from web.pages.server import server_public_id

WEB_URL = "https://games.example.org"
SECRET = b"s" * 32


def link_of(reply) -> str:
    """The token of the link a reply gave (the message's address, the same as its link button's)."""
    message = [s for s in reply.sent if s.where == "ephemeral"][-1]
    found = re.findall(re.escape(WEB_URL) + r"/me/([A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+)", message.text())
    assert found, message.text()
    assert [b["url"] for b in message.buttons()] == [f"{WEB_URL}/me/{found[0]}"]
    return found[0]


async def test_the_link_is_private_opens_the_members_page_and_a_new_one_revokes_it(harness: Harness):
    h = harness
    h.bot.web_settings, h.bot.web_secret = WebSettings(port=0, base_url=WEB_URL), SECRET
    alice, bob = h.user("alice"), h.user("bob")
    reply = await h.slash(alice, "game mine", web="yes")
    assert all(s.where == "ephemeral" for s in reply.sent)
    assert "only you see this" in reply.text() and "keep the link to yourself" in reply.text()
    first = link_of(reply)
    key = link_key(SECRET)
    assert await verify(h.bot.store, key, first, h.clock()) == alice.id
    bobs = link_of(await h.slash(bob, "game mine", web="yes", channel_id=h.dm_channel(bob)))
    assert await verify(h.bot.store, key, bobs, h.clock()) == bob.id
    second = link_of(await h.slash(alice, "game mine", web="yes"))
    assert await verify(h.bot.store, key, first, h.clock()) == Refusal("revoked")
    assert await verify(h.bot.store, key, second, h.clock()) == alice.id
    assert await verify(h.bot.store, key, bobs, h.clock()) == bob.id


async def test_a_bot_without_pages_says_so_and_stores_nothing(harness: Harness):
    h = harness
    alice = h.user("alice")
    reply = await h.slash(alice, "game mine", web="yes")
    assert "no web pages yet" in reply.text(), reply.text()
    assert await h.bot.store.web_link(alice.id) is None


async def test_cards_and_status_link_the_game_page_only_on_a_server_with_pages_on(harness: Harness):
    h = harness
    h.bot.web_settings, h.bot.web_secret = WebSettings(port=0, base_url=WEB_URL), SECRET
    alice, bob = h.user("alice"), h.user("bob")
    before = len(h.channel_messages)
    await start_game(h, "menagerie", [alice, bob], seed=1)
    cards_off = [s for s in h.channel_messages[before:] if s.is_card]
    assert cards_off and all(WEB_URL not in s.text() and s.part(Part.WEB) == "" for s in cards_off)
    assert WEB_URL not in (await h.slash(alice, "game status")).text()

    admin = h.user("admin")
    admin.permissions |= 1 << 5  # Manage Server
    assert "on" in (await h.slash(admin, "game config", web_pages="yes")).text()
    channel = 730_000_000_000_000_111
    before = len(h.channel_messages)
    on = await start_game(h, "menagerie", [alice, bob], seed=2, channel_id=channel)
    address = f"{WEB_URL}/g/{game_public_id(SECRET, on)}"
    card = [s for s in h.channel_messages[before:] if s.is_card][-1]
    assert address in card.part(Part.WEB) and card.part(Part.WEB).startswith("-# ")
    status = (await h.slash(alice, "game status", channel_id=channel)).text()
    assert address in status and f"{WEB_URL}/s/{server_public_id(SECRET, GUILD_ID)}" in status
