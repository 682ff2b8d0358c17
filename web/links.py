"""Game addresses that cannot be guessed: ``/g/<public id>``, the public id being the game's number and a
signature of it (HMAC-SHA256 with the pages' secret, 96 bits in base 32). A server's pages are unlisted:
knowing one game's address tells nothing of another's, and a forged or altered id is a 404 like a game that
does not exist. The personal links of members use the same secret with another purpose (``kind``), so an
address made for one use is never accepted for another."""

from __future__ import annotations

import base64
import hashlib
import hmac

SIGNATURE_BYTES = 12


def _signature(secret: bytes, kind: str, payload: str) -> str:
    mac = hmac.new(secret, f"{kind}:{payload}".encode(), hashlib.sha256).digest()[:SIGNATURE_BYTES]
    return base64.b32encode(mac).decode().rstrip("=").lower()


def sign(secret: bytes, kind: str, payload: str) -> str:
    """``payload`` (text without a ``.``) with its signature for ``kind``: ``payload.signature``."""
    return f"{payload}.{_signature(secret, kind, payload)}"


def verify(secret: bytes, kind: str, signed: str) -> str | None:
    """The payload of a :func:`sign` ed string of ``kind``, or None when it is not one."""
    payload, dot, signature = signed.rpartition(".")
    if not dot or not payload:
        return None
    if not hmac.compare_digest(signature, _signature(secret, kind, payload)):
        return None
    return payload


def game_public_id(secret: bytes, game_id: int) -> str:
    """The public id of a game's pages (``/g/<it>``)."""
    return sign(secret, "game", format(game_id, "x"))


def game_id_of(secret: bytes, public_id: str) -> int | None:
    """The game a public id names, or None for anything else (forged, altered, malformed)."""
    payload = verify(secret, "game", public_id)
    if payload is None or len(payload) > 16:
        return None
    try:
        return int(payload, 16)
    except ValueError:
        return None
