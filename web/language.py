"""Which language a page is in, and the words of the pages.

In order: ``?lang=`` in the address (the page's language switch; also remembered in a cookie), then the
``lang`` cookie, then the browser's ``Accept-Language`` (its preferences by weight), then English. The
languages are the catalogs' (``i18n.LANGUAGES``) and Latin-American Spanish (``es-419``), chosen for a browser
asking for Spanish of a Latin-American country (``es-MX``, ``es-AR`` …, or ``es-419`` itself).

The words are Fluent messages (``i18n/locales/<lang>/web.ftl`` for the pages' own, the games' catalogs for
theirs), rendered by ``i18n``; a template calls ``t("web-…", name=value)`` and ``text(msg)``.
"""

from __future__ import annotations

from aiohttp import web

import i18n

#: The languages a page can be in, as the switch offers them (each named in its own words).
PAGE_LANGUAGES: tuple[str, ...] = ("en", "es", "es-419", "de", "it")
COOKIE = "lang"
#: The request's page language (set by the application's language middleware): ``request[LANG]``.
LANG = web.RequestKey("lang", str)
#: Spanish-speaking countries of the Americas: ``es-<country>`` is read as ``es-419``.
LATIN_AMERICA = frozenset(
    "ar bo cl co cr cu do ec gt hn mx ni pa pe pr py sv us uy ve 419".split())


def _one(code: str) -> str | None:
    code = code.strip().replace("_", "-").lower()
    if not code or code == "*":
        return None
    base, _, region = code.partition("-")
    if base == "es" and region in LATIN_AMERICA:
        return "es-419"
    if code in PAGE_LANGUAGES:
        return code
    return base if base in PAGE_LANGUAGES else None


def from_accept_language(header: str | None) -> str | None:
    """The best page language of an ``Accept-Language`` header (``de-CH, de;q=0.9, en;q=0.8``), or None."""
    if not header:
        return None
    weighted: list[tuple[float, int, str]] = []
    for position, part in enumerate(header.split(",")[:20]):
        code, _, params = part.partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        lang = _one(code)
        if lang is not None and weight > 0:
            weighted.append((-weight, position, lang))
    return min(weighted)[2] if weighted else None


def chosen(request: web.Request) -> tuple[str, bool]:
    """The request's page language, and whether it was chosen in the address (then remembered)."""
    asked = _one(request.query.get("lang", ""))
    if asked is not None:
        return asked, True
    kept = _one(request.cookies.get(COOKIE, ""))
    if kept is not None:
        return kept, False
    return from_accept_language(request.headers.get("Accept-Language")) or i18n.DEFAULT, False


def html_lang(lang: str) -> str:
    """The ``lang`` attribute of a page in ``lang`` (BCP 47: ``es-419`` as it is)."""
    return lang


def language_label(lang: str) -> str:
    """The language's own name for the switch ("Deutsch", "Español (Latinoamérica)")."""
    return i18n.language_name(lang)
