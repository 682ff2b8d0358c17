"""The web companion: HTTP pages beside the Discord bot (aiohttp, Jinja2 templates, plain JavaScript).

A second face on the same Discord-free services: the pages read the store through ``core/`` and draw boards
through ``render/``; nothing here imports the bot or discord.py (an import-linter contract). Public pages are
built only from public views (the observer's view for ``seat=None``), never from a seat's private view.

- :mod:`web.context`: :class:`~web.context.WebContext`, everything a page handler needs (the store, the
  games, the clock, the board cache, the signing secret, the settings, the rate limits, the live watcher);
- :mod:`web.app`: :func:`~web.app.build_app` (the aiohttp application: the middlewares and every page
  module's routes) and :class:`~web.app.WebServer` (start and stop it on a host and port);
- :mod:`web.security`: the response headers (CSP without inline script, no framing, no sniffing, no
  indexing) and the per-address rate limit;
- :mod:`web.language`: which language a page is in (``?lang=``, a cookie, ``Accept-Language``);
- :mod:`web.links`: the signed, opaque ids in game addresses;
- :mod:`web.boards`: board images for the web, drawn off the turn's path and cached by (game, version, lang);
- :mod:`web.live`: a page's live updates (server-sent events) from a cheap poll of the games' versions;
- :mod:`web.pages`: the page modules, each declaring its own routes (found by :func:`web.app.build_app`).
"""
