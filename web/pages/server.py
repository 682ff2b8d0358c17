"""A server's page, ``/s/<server's public id>``: its open lobbies, its games in progress, its finished
games, the leaderboard of each title, its seasons and its tournaments (standings, each round's tables
with their games linked to the games' pages).

The content is ``core/webdata.py``'s (public information only; people named by their code on this
server, never by an id). The page exists only while the server's managers have its pages on
(``/game config web_pages``): any other server, or a forged or altered address, is the same 404. The
address is the server's id signed for this use (``web.links``, kind ``server``), so knowing one server's
page tells nothing of another's; it is unlisted (noindex, like every page).
"""

from __future__ import annotations

from datetime import UTC, datetime

from aiohttp import web

import i18n
from core.webdata import WebData
from core.weblinks import alias_key
from web.context import WebContext, context_of
from web.language import LANG
from web.links import game_public_id, sign, verify
from web.templating import render_html

routes = web.RouteTableDef()

KIND = "server"


def server_public_id(secret: bytes, guild_id: int) -> str:
    """The public id of a server's page (``/s/<it>``)."""
    return sign(secret, KIND, format(guild_id, "x"))


def guild_id_of(secret: bytes, public_id: str) -> int | None:
    payload = verify(secret, KIND, public_id)
    if payload is None or len(payload) > 16:
        return None
    try:
        return int(payload, 16)
    except ValueError:
        return None


def server_url(secret: bytes, guild_id: int) -> str:
    return f"/s/{server_public_id(secret, guild_id)}"


async def pages_on(context: WebContext, guild_id: int) -> bool:
    return (await context.store.guild_settings(guild_id)).web_pages


def when(lang: str, moment: str | None) -> str:
    """A stored moment as the page says it (a date and time in UTC, in the page's language)."""
    if not moment:
        return ""
    value = datetime.fromisoformat(moment)
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return i18n.format_datetime(lang, value.astimezone(UTC), style="short", tzinfo=UTC) + " UTC"


def month_name(lang: str, month: str) -> str:
    """``"2026-11"`` in words ("November 2026"), as the season's card says it."""
    year, _, number = month.partition("-")
    return i18n.t(lang, "season-month", month=int(number), year=year) if number.isdigit() else month


@routes.get("/s/{sid}")
async def server_page(request: web.Request) -> web.Response:
    context = context_of(request)
    guild_id = guild_id_of(context.secret, request.match_info["sid"])
    if guild_id is None or not await pages_on(context, guild_id):
        raise web.HTTPNotFound()
    lang = request[LANG]
    data = WebData(context.store, context.games, context.clock, alias_key(context.secret))
    pages = await data.server(guild_id)

    def title(game_id: str) -> str:
        game = context.games.get(game_id)
        return i18n.text(lang, game.title) if game is not None else game_id

    def game_link(game_id: int | None) -> str | None:
        return None if game_id is None else f"/g/{game_public_id(context.secret, game_id)}"

    def number(value: float) -> str:
        return i18n.format_number(lang, value)

    response = render_html(request, "server.html", pages=pages, title=title, game_link=game_link,
                           when=lambda moment: when(lang, moment), points=number,
                           month=lambda value: month_name(lang, value))
    # What a server shows changes with every move and result: always the page as it is now.
    response.headers["Cache-Control"] = "no-cache"
    return response
