"""The web application: :func:`build_app` and :class:`WebServer`.

Routes are declared by the page modules, not listed here: every module of the ``web.pages`` package
that has a module-level ``routes`` (an ``aiohttp.web.RouteTableDef``) is added, in the modules' name order.
A new page is one new module in ``web/pages/`` (and its template in ``web/templates/``); nothing else is
edited. ``/static/`` serves ``web/static/`` (plain CSS and JavaScript, no build step).

The middlewares, outermost first: the security headers (every response, errors too), the errors as pages
in the visitor's language (a 404 is a page, not aiohttp's text), the language (``request[LANG]``, and
the cookie when ``?lang=`` chose it), then the per-address rate limit.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil

from aiohttp import web

from web import pages
from web.context import CONTEXT, WebContext
from web.language import COOKIE, LANG, chosen
from web.security import Handler, headers_middleware, rate_limit_middleware
from web.templating import STATIC, render_html

log = logging.getLogger(__name__)

#: How long a chosen language is remembered (a year).
COOKIE_SECONDS = 365 * 24 * 3600


def page_modules() -> list[str]:
    """The page modules' names (``web.pages.<name>``), in order."""
    return sorted(f"{pages.__name__}.{info.name}" for info in pkgutil.iter_modules(pages.__path__))


def page_routes() -> list[web.RouteTableDef]:
    tables = []
    for name in page_modules():
        module = importlib.import_module(name)
        routes = getattr(module, "routes", None)
        if isinstance(routes, web.RouteTableDef):
            tables.append(routes)
    return tables


@web.middleware
async def language_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    lang, from_address = chosen(request)
    request[LANG] = lang
    response = await handler(request)
    if from_address and not response.prepared:
        response.set_cookie(COOKIE, lang, max_age=COOKIE_SECONDS, httponly=True, samesite="Lax",
                            secure=request.secure)
    return response


#: The errors shown as a page, with their message ids (``web-error-<status>``).
ERROR_PAGES = (404, 405, 429, 500)


@web.middleware
async def error_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        return await handler(request)
    except web.HTTPException as error:
        if error.status not in ERROR_PAGES or LANG not in request or request.path.startswith("/static/"):
            raise
        response = render_html(request, "error.html", status=error.status, code=error.status)
        for name in ("Retry-After", "Allow"):
            if name in error.headers:
                response.headers[name] = error.headers[name]
        return response
    except Exception:
        log.exception("web page %s failed", request.path)
        if LANG not in request:
            raise
        return render_html(request, "error.html", status=500, code=500)


def build_app(context: WebContext) -> web.Application:
    """The pages' application for ``context``: the middlewares, every page module's routes, the static
    files. It closes the context's watcher and board cache when it is cleaned up."""
    app = web.Application(middlewares=[headers_middleware, language_middleware, error_middleware,
                                       rate_limit_middleware])
    app[CONTEXT] = context
    for routes in page_routes():
        app.router.add_routes(routes)
    app.router.add_static("/static/", STATIC, append_version=False)

    async def closing(app: web.Application) -> None:
        await context.close()
    app.on_cleanup.append(closing)
    return app


class WebServer:
    """The pages on ``host:port`` (port 0: any free port; :attr:`port` says which after :meth:`start`)."""

    def __init__(self, context: WebContext) -> None:
        self.context = context
        self.port: int | None = None
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        settings = self.context.settings
        # A visitor who leaves cancels what was being done for them: a live stream's listener goes at once
        # (and with the last one the version poll), not at the stream's next keep-alive.
        runner = web.AppRunner(build_app(self.context), access_log=None, handler_cancellation=True)
        await runner.setup()
        site = web.TCPSite(runner, settings.host, settings.port)
        try:
            await site.start()
        except OSError as error:
            await runner.cleanup()
            raise OSError(f"cannot listen on {settings.host}:{settings.port} for the web pages "
                          f"({error.strerror or error}): choose a free port in BOARDGAME_WEB_PORT "
                          "(or another address in BOARDGAME_WEB_HOST)") from error
        self._runner = runner
        self.port = int(runner.addresses[0][1])
        log.info("web pages on http://%s:%d", settings.host, self.port)

    @property
    def url(self) -> str:
        assert self.port is not None, "not started"
        host = self.context.settings.host
        return f"http://{'127.0.0.1' if host in ('0.0.0.0', '') else host}:{self.port}"

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
