"""A game's replay, ``/g/<public id>/replay``: any turn one step away (a slider, ◀ ▶, the arrow keys), the
board after that turn and the moves that led there.

- ``GET /g/{pid}/replay?turn=N``: the page at turn N (0: the set-up; without it, the last turn). Without
  JavaScript the slider's form and the ◀ ▶ links work as plain links;
- ``GET /g/{pid}/replay/{turn}.json``: one frame's words and board address (what ``replay.js`` reads to move
  without reloading);
- ``GET /g/{pid}/replay/{turn}-{lang}.png``: that frame's board, cached by (game, version, turn, lang).

The frames are ``core.records.turn_frames``' public views (the observer's ``view(state, None)`` after each
completed turn) and each turn's public lines (the presenter's ``describe``), as in ``/records replay``.
"""

from __future__ import annotations

from aiohttp import web

import i18n
from core.records import Frame
from core.service import LoadedGame
from rules.base import ALT_TEXT_LIMIT
from web.context import WebContext, context_of
from web.language import LANG, PAGE_LANGUAGES
from web.public import find_game, frames, load
from web.templating import render_html

routes = web.RouteTableDef()


async def _loaded(request: web.Request) -> tuple[WebContext, str, LoadedGame, list[Frame]]:
    context = context_of(request)
    pid = request.match_info["pid"]
    record = await find_game(context, pid)
    loaded = None if record is None else await load(context, record)
    if loaded is None:
        raise web.HTTPNotFound()
    return context, pid, loaded, await frames(context, loaded)


def _turn(value: str | None, last: int) -> int:
    try:
        turn = int(value) if value is not None else last
    except ValueError:
        turn = last
    return min(max(turn, 0), last)


def frame_values(lang: str, pid: str, loaded: LoadedGame, frame: Frame, last: int) -> dict[str, object]:
    return {
        "turn": frame.turn,
        "last": last,
        "heading": (i18n.t(lang, "web-replay-setup") if frame.turn == 0
                    else i18n.t(lang, "web-replay-after", turn=frame.turn, total=last)),
        "lines": [i18n.text(lang, line) for line in frame.lines],
        "board": f"/g/{pid}/replay/{frame.turn}-{lang}.png?v={loaded.version}",
        "alt": i18n.fit_text(lang, loaded.game.board_alt(frame.view), limit=ALT_TEXT_LIMIT),
    }


@routes.get("/g/{pid}/replay")
async def replay_page(request: web.Request) -> web.Response:
    context, pid, loaded, made = await _loaded(request)
    last = len(made) - 1
    frame = made[_turn(request.query.get("turn"), last)]
    lang = request[LANG]
    response = render_html(request, "replay.html", title=loaded.game.title, pid=pid,
                           game_url=f"/g/{pid}", frame=frame_values(lang, pid, loaded, frame, last),
                           frame_json=f"/g/{pid}/replay/", lang_query=lang)
    response.headers["Cache-Control"] = "no-store"
    return response


@routes.get(r"/g/{pid}/replay/{turn:\d+}.json")
async def replay_frame(request: web.Request) -> web.Response:
    context, pid, loaded, made = await _loaded(request)
    last = len(made) - 1
    frame = made[_turn(request.match_info["turn"], last)]
    return web.json_response(frame_values(request[LANG], pid, loaded, frame, last),
                             headers={"Cache-Control": "no-store"})


@routes.get(r"/g/{pid}/replay/{turn:\d+}-{lang}.png")
async def replay_board(request: web.Request) -> web.Response:
    lang = request.match_info["lang"]
    if lang not in PAGE_LANGUAGES:
        raise web.HTTPNotFound()
    context, pid, loaded, made = await _loaded(request)
    turn = int(request.match_info["turn"])
    if turn >= len(made):
        raise web.HTTPNotFound()
    frame = made[turn]
    png = await context.boards.board((loaded.id, "replay", turn, lang), loaded.game.id, frame.view, None,
                                     lang)
    return web.Response(body=png, content_type="image/png",
                        headers={"Cache-Control": "private, max-age=86400"})
