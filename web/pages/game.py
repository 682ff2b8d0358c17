"""A game's page, ``/g/<public id>``: the board (zoom and pan), whose turn and the deadline, the seats and
scores, the last round, the board in words and the move log; its board image, its live part and its
server-sent events.

- ``GET /g/{pid}``: the page;
- ``GET /g/{pid}/live``: the page's changing part alone (what ``live.js`` swaps in after a move);
- ``GET /g/{pid}/board/{version}-{lang}.png``: the board at that version (an older version redirects to the
  current one: only the current board is drawn), cached by (game, version, lang);
- ``GET /g/{pid}/events``: server-sent events, one ``version`` event whenever the game's version moves
  (``web/live.py``: the stream reads the version once, then is handed each new one), a comment every
  :data:`KEEPALIVE` seconds; EventSource reconnects by itself.

Every route answers 404 for a game without pages (:func:`web.public.find_game`).
"""

from __future__ import annotations

from datetime import UTC

from aiohttp import web

import i18n
from rules.base import ALT_TEXT_LIMIT
from web.context import context_of
from web.language import LANG, PAGE_LANGUAGES
from web.public import PublicGame, find_game, load, public_game
from web.security import HEADERS
from web.templating import render_html

routes = web.RouteTableDef()

#: Seconds between two keep-alive comments of an event stream (proxies close a silent connection).
KEEPALIVE = 15.0
#: How long a browser waits before reconnecting a dropped stream (milliseconds).
RETRY_MS = 2000


def game_url(pid: str, tail: str = "") -> str:
    return f"/g/{pid}{tail}"


def board_url(pid: str, version: int, lang: str) -> str:
    return game_url(pid, f"/board/{version}-{lang}.png")


def duration(lang: str, seconds: int) -> str:
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return i18n.t(lang, "web-duration-hours", hours=hours, minutes=minutes)
    return i18n.t(lang, "web-duration-minutes", minutes=minutes, seconds=secs)


def _values(request: web.Request, pid: str, game: PublicGame) -> dict[str, object]:
    lang = request[LANG]
    return {
        "game": game,
        "board_url": board_url(pid, game.version, lang),
        "alt": i18n.fit_text(lang, game.summary, limit=ALT_TEXT_LIMIT),
        "deadline_text": (i18n.format_datetime(lang, game.deadline.astimezone(UTC), style="medium",
                                               tzinfo=UTC) + " UTC") if game.deadline else "",
        "duration": lambda seconds: duration(lang, seconds),
        "events_url": game_url(pid, "/events"),
        "live_url": game_url(pid, f"/live?lang={lang}"),
        "replay_url": game_url(pid, "/replay"),
        "board_width": 1100,
        # The server's time when the page was made: the countdown runs on it, not on the device's clock.
        "now": context_of(request).clock().isoformat(),
    }


async def _rendered_page(request: web.Request, template: str) -> web.Response:
    """The page (or its live part) rendered once for every request of the same game version, language
    and address arriving together (``web/rendered.py``): a move's thousand live parts cost one."""
    context = context_of(request)
    pid = request.match_info["pid"]
    record = await find_game(context, pid)
    if record is None:
        raise web.HTTPNotFound()

    async def render() -> str:
        loaded = await load(context, record)
        if loaded is None:
            raise web.HTTPNotFound()
        game = await public_game(context, loaded, request[LANG])
        return str(render_html(request, template, **_values(request, pid, game)).text)

    body = await context.rendered.get((template, record.id, record.version, request[LANG], request.path_qs),
                                      render)
    response = web.Response(text=body, content_type="text/html", charset="utf-8")
    response.headers["Cache-Control"] = "no-store"
    return response


@routes.get("/g/{pid}")
async def game_page(request: web.Request) -> web.Response:
    return await _rendered_page(request, "game.html")


@routes.get("/g/{pid}/live")
async def game_live(request: web.Request) -> web.Response:
    return await _rendered_page(request, "game_live.html")


@routes.get(r"/g/{pid}/board/{version:\d+}-{lang}.png")
async def board_image(request: web.Request) -> web.StreamResponse:
    context = context_of(request)
    pid = request.match_info["pid"]
    lang = request.match_info["lang"]
    if lang not in PAGE_LANGUAGES:
        raise web.HTTPNotFound()
    record = await find_game(context, pid)
    loaded = None if record is None else await load(context, record)
    if loaded is None:
        raise web.HTTPNotFound()
    if int(request.match_info["version"]) != loaded.version:
        raise web.HTTPFound(board_url(pid, loaded.version, lang))
    png = await context.boards.board((loaded.id, loaded.version, lang), loaded.game.id, loaded.view(None),
                                     None, lang)
    return web.Response(body=png, content_type="image/png",
                        headers={"Cache-Control": "private, max-age=86400"})


@routes.get("/g/{pid}/events")
async def game_events(request: web.Request) -> web.StreamResponse:
    context = context_of(request)
    pid = request.match_info["pid"]
    record = await find_game(context, pid)
    if record is None:
        raise web.HTTPNotFound()
    known = request.headers.get("Last-Event-ID") or request.query.get("v")
    try:
        seen = int(known) if known is not None else record.version
    except ValueError:
        seen = record.version
    response = web.StreamResponse(headers={
        **HEADERS, "Content-Type": "text/event-stream", "Cache-Control": "no-store",
        # nginx: send each event at once rather than buffering the stream.
        "X-Accel-Buffering": "no"})
    await response.prepare(request)
    try:
        await response.write(f"retry: {RETRY_MS}\n\n".encode())
        # The stream's one read of the store; after it, the watcher hands each new version to every
        # listener of the game (one poll for all of them, or this process's own move).
        latest = (await context.store.game_versions([record.id])).get(record.id)
        watcher = context.watcher
        if latest is not None:
            async with watcher.listen(record.id, latest):
                while True:
                    if latest != seen:
                        seen = latest
                        await response.write(f"id: {latest}\nevent: version\ndata: {latest}\n\n".encode())
                    handed = await watcher.next_version(record.id, latest, KEEPALIVE)
                    if handed is None:
                        break  # the game is gone
                    if handed == latest:
                        await response.write(b": keep-alive\n\n")
                    latest = handed
    except ConnectionResetError:
        pass
    return response
