"""A member's own page, ``/me/<personal link>``: their games in progress, and in each their hand (their
seat's private view: the image the turn DM carries and its words) with their code on that server's pages.

It is the only page that shows private information, so:

- it opens only with the member's current personal link (``core/weblinks.py``: signed, unexpired, not
  replaced by a newer one); anything else gets a polite page saying why and how to get a new link (403,
  the same whatever member the link names: a refusal tells nothing of anyone);
- every response of it (the page, a hand's image, a refusal) is ``Cache-Control: no-store``: no browser,
  proxy or shared cache keeps a copy; the address never leaks through a referrer (the site's
  ``Referrer-Policy: no-referrer``);
- a hand's image is drawn for that request from the seat's own view and kept nowhere (not in the boards'
  cache, which public pages read); its address carries the same link, checked again, and the game must
  be one where the link's member holds that seat.

The member's plan of their next turn in each game (``core/plans.py``: decisions made while another
player decides) is shown in words, each decision as the turn's panel names it, with whether it is played
only if nothing changed; a plan the game has moved away from says so. A plan is hidden information like a
hand: only this page shows it, with the member's own link (another member's link shows theirs, never this
one; no public page reads plans).
"""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC

from aiohttp import web

import i18n
import render
from core.plans import draft
from core.service import GameService, LoadedGame, PlayerError
from core.webdata import player_code
from core.weblinks import Refusal, alias_key, expires_at, link_key, verify
from rules.base import ALT_TEXT_LIMIT
from store import GameRecord, StoredPlan
from web.context import WebContext, context_of
from web.language import LANG, PAGE_LANGUAGES
from web.links import game_public_id
from web.pages.server import server_url
from web.templating import render_html

log = logging.getLogger(__name__)

routes = web.RouteTableDef()

PRIVATE = {"Cache-Control": "no-store, private", "Pragma": "no-cache"}


def me_url(token: str, tail: str = "") -> str:
    return f"/me/{token}{tail}"


def hand_url(token: str, game_id: int, version: int, lang: str) -> str:
    return me_url(token, f"/hand/{game_id}-{version}-{lang}.png")


def _private(response: web.StreamResponse) -> web.StreamResponse:
    response.headers.update(PRIVATE)
    return response


async def _member(request: web.Request) -> tuple[WebContext, int, str] | Refusal:
    context = context_of(request)
    token = request.match_info["token"]
    found = await verify(context.store, link_key(context.secret), token, context.clock())
    if isinstance(found, Refusal):
        return found
    return context, found, token


def _refused(request: web.Request, refusal: Refusal) -> web.Response:
    response = render_html(request, "me_refused.html", status=403, reason=refusal.reason)
    _private(response)
    return response


async def _load(context: WebContext, record: GameRecord) -> LoadedGame | None:
    if record.game not in context.games or record.damaged or record.state is None:
        return None
    try:
        return await GameService(context.store, context.games, context.clock).load(record)
    except PlayerError:
        return None


def plan_steps(lang: str, loaded: LoadedGame, seat: int, plan: StoredPlan) -> list[str] | None:
    """The plan's decisions in words (each one's answers joined as the panel's path, " › "), read on the
    position it is built on; None when the game moved on so that it no longer holds together."""
    game = loaded.game
    try:
        made = draft(loaded, seat, plan.steps)
    except PlayerError:
        return None
    state, steps = made.position, []
    for code in plan.steps:
        action = game.decode(code)
        steps.append(" › ".join(" ".join(i18n.text(lang, answer).split())
                                for _, answer in game.choice_path(state, action)))
        state = game.apply(state, action)
    return steps


async def _plan(context: WebContext, loaded: LoadedGame, seat: int, user_id: int,
                lang: str) -> dict[str, object] | None:
    """What the page says of the member's plan in this game (None: the game takes no plans)."""
    if not loaded.game.spec.capabilities.plans:
        return None
    plan = await context.store.plan_of(loaded.id, seat)
    if plan is None or plan.user_id != user_id or not plan.steps:
        return {"steps": [], "fits": True, "strict": False}
    steps = plan_steps(lang, loaded, seat, plan)
    return {"steps": steps or [], "fits": steps is not None, "strict": plan.strict}


@routes.get("/me/{token}")
async def member_page(request: web.Request) -> web.Response:
    found = await _member(request)
    if isinstance(found, Refusal):
        return _refused(request, found)
    context, user_id, token = found
    lang = request[LANG]
    codes_key = alias_key(context.secret)
    games = []
    pages_on: dict[int, bool] = {}
    for record in await context.store.open_games_of_user(user_id):
        if record.status != "active":
            continue
        loaded = await _load(context, record)
        if loaded is None:
            continue
        seat = loaded.seat_of(user_id)
        if seat is None:
            continue
        guild = record.guild_id
        if guild is not None and guild not in pages_on:
            pages_on[guild] = (await context.store.guild_settings(guild)).web_pages
        on = guild is not None and pages_on[guild]
        view = loaded.view(None)
        to_play = view.get("to_play")
        has_hand = bool(loaded.private(seat))
        games.append({
            "title": i18n.text(lang, loaded.game.title),
            "seat": i18n.text(lang, loaded.game.seat_label(loaded.state, seat)),
            "turn": int(view.get("turn", 0)),
            "to_play": to_play == seat or (isinstance(to_play, list) and seat in to_play),
            "hand_url": hand_url(token, record.id, record.version, lang) if has_hand else None,
            "hand_alt": i18n.fit_text(lang, loaded.game.hand_alt(loaded.view(seat)), limit=ALT_TEXT_LIMIT)
            if has_hand else "",
            "game_url": f"/g/{game_public_id(context.secret, record.id)}" if on else None,
            "server_url": server_url(context.secret, guild) if on and guild is not None else None,
            "code": player_code(codes_key, guild, user_id) if guild is not None else None,
            "plan": await _plan(context, loaded, seat, user_id, lang),
        })
    expires = expires_at(token)
    until = (i18n.format_datetime(lang, expires, style="medium", tzinfo=UTC) + " UTC") if expires else ""
    response = render_html(request, "me.html", games=games, until=until)
    _private(response)
    return response


@routes.get(r"/me/{token}/hand/{game_id:\d+}-{version:\d+}-{lang}.png")
async def hand_image(request: web.Request) -> web.StreamResponse:
    found = await _member(request)
    if isinstance(found, Refusal):
        raise web.HTTPForbidden(headers=PRIVATE)
    context, user_id, _token = found
    lang = request.match_info["lang"]
    if lang not in PAGE_LANGUAGES:
        raise web.HTTPNotFound(headers=PRIVATE)
    record = await context.store.get_game(int(request.match_info["game_id"]))
    loaded = None if record is None or record.status != "active" else await _load(context, record)
    seat = None if loaded is None else loaded.seat_of(user_id)
    if loaded is None or seat is None or not loaded.private(seat):
        raise web.HTTPNotFound(headers=PRIVATE)
    view = loaded.view(seat)
    try:
        png = await asyncio.to_thread(render.hand, loaded.game.id, view, lang=lang)
    except Exception:
        log.exception("a hand image failed for game %d", loaded.id)
        raise web.HTTPInternalServerError(headers=PRIVATE) from None
    return web.Response(body=png, content_type="image/png", headers=PRIVATE)

