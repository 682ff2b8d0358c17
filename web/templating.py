"""Jinja2 templates (``web/templates/``), autoescaped, rendered in the request's language.

A handler returns ``render(request, "game.html", title=…, …)``. Every template has, besides its values:
``lang`` (the page's language), ``t(id, **args)`` (a Fluent message of the pages' or the games' catalogs),
``text(msg)`` (a :class:`rules.base.Msg` or a plain string), ``number(n)``, ``languages`` (the switch:
``(code, label, address)``), ``static(path)`` (a static file's address with its version, so a browser
never keeps an old script) and ``base_url``.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path
from typing import Any

import jinja2
from aiohttp import web

import i18n
from web.language import LANG, PAGE_LANGUAGES, html_lang, language_label

TEMPLATES = Path(__file__).parent / "templates"
STATIC = Path(__file__).parent / "static"

ENVIRONMENT = jinja2.Environment(
    loader=jinja2.FileSystemLoader(TEMPLATES),
    autoescape=jinja2.select_autoescape(("html", "xml")),
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


@cache
def static_version(name: str) -> str:
    """A static file's content hash (its address changes whenever it does)."""
    return hashlib.sha256((STATIC / name).read_bytes()).hexdigest()[:10]


def static(name: str) -> str:
    return f"/static/{name}?v={static_version(name)}"


def language_links(request: web.Request) -> list[tuple[str, str, str]]:
    """The switch: each language with this page's address in it."""
    links = []
    for code in PAGE_LANGUAGES:
        query = dict(request.query)
        query["lang"] = code
        links.append((code, language_label(code), str(request.rel_url.with_query(query))))
    return links


def page_values(request: web.Request) -> dict[str, Any]:
    lang = request[LANG]
    return {
        "lang": lang,
        "html_lang": html_lang(lang),
        "t": lambda msg_id, **args: i18n.t(lang, msg_id, **args),
        "text": lambda value: i18n.text(lang, value),
        "number": lambda value: i18n.format_number(lang, value),
        "languages": language_links(request),
        "static": static,
    }


def render_html(request: web.Request, template: str, *, status: int = 200, **values: Any) -> web.Response:
    body = ENVIRONMENT.get_template(template).render(**page_values(request), **values)
    return web.Response(text=body, status=status, content_type="text/html", charset="utf-8")
