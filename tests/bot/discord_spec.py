"""Discord's published OpenAPI specification (``data/discord-openapi``, MIT, copied from
discord/discord-api-spec): what the bot sends, checked against the request body schema of the route it
goes to.

The check is jsonschema-rs (the same JSON Schema 2020-12, compiled in Rust): a whole game sends a
couple of thousand requests, and the pure-Python validator spent most of the suite's longest tests
resolving the specification's references."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema_rs import Draft202012Validator

SPEC = Path(__file__).parent / "data" / "discord-openapi" / "openapi.json"


@cache
def _spec() -> dict[str, Any]:
    return json.loads(SPEC.read_text(encoding="utf-8"))


@cache
def _routes() -> list[tuple[re.Pattern[str], str]]:
    return [(re.compile("^" + re.sub(r"\{[^/]+\}", "[^/]+", template) + "$"), template)
            for template in _spec()["paths"]]


@cache
def _validator(template: str, method: str) -> Draft202012Validator | None:
    operation = _spec()["paths"][template].get(method.lower())
    content = ((operation or {}).get("requestBody") or {}).get("content") or {}
    schema = (content.get("application/json") or {}).get("schema")
    if schema is None:
        return None
    return Draft202012Validator({**schema, "components": _spec()["components"]})


def route_of(path: str) -> str | None:
    """The specification's path template for ``path`` (``/channels/1/messages`` ->
    ``/channels/{channel_id}/messages``); None for a path Discord does not publish."""
    matches = [template for pattern, template in _routes() if pattern.match(path)]
    # The most literal template wins (``/users/@me/channels`` over ``/users/{user_id}/channels``).
    return max(matches, key=lambda template: len(re.sub(r"\{[^/]+\}", "", template)), default=None)


#: Keys whose values are snowflakes that discord.py writes as JSON integers (the users and roles a message
#: may mention, a DM's recipient, and an attachment's id in a message's ``attachments``). The specification
#: types snowflakes as strings; Discord takes either, so the check reads these as the strings they stand
#: for. Nothing else is relaxed: a component's ``id`` is an integer, and stays one.
INTEGER_SNOWFLAKES = {"recipient_id", "users", "roles"}
ATTACHMENT_KEYS = {"attachments"}


def _snowflakes_as_strings(value: Any, key: str | None = None, parent: str | None = None) -> Any:
    if isinstance(value, dict):
        return {k: _snowflakes_as_strings(v, k, key if key is not None else parent) for k, v in value.items()}
    if isinstance(value, list):
        return [_snowflakes_as_strings(v, key, parent) for v in value]
    snowflake = key in INTEGER_SNOWFLAKES or (key == "id" and parent in ATTACHMENT_KEYS)
    if snowflake and isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


def violations(method: str, path: str, body: Any) -> list[str]:
    """What the specification refuses in ``body`` sent as ``method path`` (nothing for a bodiless call)."""
    template = route_of(path.split("?", 1)[0])
    if template is None:
        return [f"{method} {path}: not a route of Discord's API"]
    if body is None:
        return []
    validator = _validator(template, method)
    if validator is None:
        return []
    return [f"{method} {template}: {error.message[:300]} at {list(error.instance_path)}"
            for error in validator.iter_errors(_snowflakes_as_strings(body))]
