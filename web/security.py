"""What every response carries, and the per-address rate limit.

The headers (:func:`headers_middleware`): a Content Security Policy allowing only this site's own scripts,
styles, images and connections (no inline script, no ``eval``, no plugins, no ``<base>``, forms only to
here); no framing (``X-Frame-Options: DENY`` and ``frame-ancestors 'none'``); no MIME sniffing; no referrer
sent to other sites (an unlisted page's address stays unlisted); and ``X-Robots-Tag: noindex`` with
``/robots.txt`` disallowing everything: the pages are for the people they are shared with, not for search
engines.

The rate limit (:func:`rate_limit_middleware`): each address has a token bucket
(``web.context.WEB_RULES``, ``core/limits.py`` on the bot's clock); a request over it gets 429 with
``Retry-After``. The address is the connection's peer, or the first ``X-Forwarded-For`` hop when the
peer is a reverse proxy on this machine (loopback): behind Caddy or nginx every request would otherwise
come from 127.0.0.1.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Awaitable, Callable

from aiohttp import web

from web.context import context_of

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

CONTENT_SECURITY_POLICY = "; ".join((
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
))

HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}


@web.middleware
async def headers_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        response = await handler(request)
    except web.HTTPException as error:
        response = error
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        raise
    if not response.prepared:  # a stream (server-sent events) sets its own before it starts
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
    return response


def client_address(request: web.Request) -> str:
    """Who is asking: the peer, or the first forwarded hop when a proxy on this machine forwarded it."""
    peer = request.remote or ""
    try:
        local = ipaddress.ip_address(peer).is_loopback
    except ValueError:
        local = False
    forwarded = request.headers.get("X-Forwarded-For", "")
    if local and forwarded:
        return forwarded.split(",")[0].strip()
    return peer


def address_key(address: str) -> int:
    """A bucket's key for an address: IPv6 addresses by their /64 (one home's whole network)."""
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return hash(address)
    if parsed.version == 6:
        return int(ipaddress.ip_network(f"{parsed}/64", strict=False).network_address)
    return int(parsed)


@web.middleware
async def rate_limit_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    if request.path.startswith("/static/"):
        return await handler(request)
    context = context_of(request)
    key = address_key(client_address(request))
    kind = "events" if request.path.endswith("/events") else "web"
    refusal = context.limits.take(kind, key, None)
    if refusal is not None:
        raise web.HTTPTooManyRequests(text="Too many requests; try again in a moment.\n",
                                      headers={"Retry-After": str(refusal.seconds)})
    return await handler(request)
