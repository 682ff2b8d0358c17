"""The web pages' addresses the bot gives: the member's own page, as a personal link only they are given
(``/game mine web:Yes``), and a game's and its server's pages (the game card's line and ``/game status``),
only for a server whose managers turned its pages on.

The link (``core/weblinks.py``: signed, valid 7 days, the member's current one only) opens the page with
their hands in their games, the one page of the web companion that shows private information. Asking
again makes a new link and the old one stops opening: that is how a member revokes a link they shared by
mistake. The answer is private, in the member's language, anywhere they can use the command (a server's
channel or a DM with the bot: the link is the member's, not a server's). A bot whose pages have no
address says so.

It is an option of ``/game mine`` (the member's games, here or on their page) rather than a subcommand of
its own: ``/game`` holds Discord's 25 subcommands already.
"""

from __future__ import annotations

import discord

from bot.host import Host
from core.clocks import discord_time
from core.weblinks import link_key, new_link
from i18n import t
from store import GameRecord, stamp
from web.links import game_public_id
from web.pages.server import server_url

#: The member's page, under the pages' address (``web/``'s ``/me/<token>``).
ME_PATH = "/me/"


async def give_link(bot: Host, interaction: discord.Interaction) -> None:
    """Answer privately with a new personal link (the old one revoked), or say there are no pages."""
    lang = await bot.lang(interaction)
    settings, secret = bot.web_settings, bot.web_secret
    base = settings.base_url if settings is not None else None
    if not base or secret is None:
        await bot.reply(interaction, t(lang, "weblink-no-pages"), lang=lang)
        return
    link = await new_link(bot.store, link_key(secret), interaction.user.id, bot.clock())
    url = f"{base.rstrip('/')}{ME_PATH}{link.token}"
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(url=url, label=t(lang, "weblink-button")))
    until = discord_time(stamp(link.expires), "f")
    await bot.reply(interaction, t(lang, "weblink-ready", url=url, until=until), lang=lang, view=view)


def pages_address(bot: Host) -> tuple[str, bytes] | None:
    """Where members open this bot's pages and the secret signing their addresses; None when it has no
    public address (no pages, or pages served with no address known: no link can be given)."""
    settings, secret = bot.web_settings, bot.web_secret
    if settings is None or not settings.base_url or secret is None:
        return None
    return settings.base_url.rstrip("/"), secret


async def game_page(bot: Host, record: GameRecord) -> tuple[str, str] | None:
    """The addresses of a game's page and of its server's page, when the game has one (a game of a
    server whose pages are on, started); None otherwise: a server with pages off gets no link."""
    address = pages_address(bot)
    if address is None or record.guild_id is None or record.status == "lobby":
        return None
    if not (await bot.store.guild_settings(record.guild_id)).web_pages:
        return None
    base, secret = address
    return f"{base}/g/{game_public_id(secret, record.id)}", f"{base}{server_url(secret, record.guild_id)}"
