"""``/robots.txt``: no search engine indexes any page (each page also says ``noindex``)."""

from __future__ import annotations

from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/robots.txt")
async def robots(request: web.Request) -> web.Response:
    return web.Response(text="User-agent: *\nDisallow: /\n", content_type="text/plain")
