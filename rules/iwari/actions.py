"""Iwari actions: small frozen values with a canonical text form (at most 100 characters).

Text forms:

- ``p:7:23,24:1:forest,tundra,tundra`` place in territory 7: tents on spaces 23 and 24, one totem, paid
  with these cards (``-`` for no tents; ``road`` instead of a territory number on the Long Road);
- ``n:...`` the same for the neutral tribe (2 players, I-20);
- ``s:glacier`` swap: discard a Glacier, then draw;
- ``d:forest`` take a Forest from the display, ``d:deck`` draw the top card of the deck;
- ``f:union:7`` place the Union feat on territory 7 (``honour``/``respect`` name a connection number);
- ``pass`` nothing can be done (only when the seat holds no card at all).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.base import ActionParseError, Msg
from rules.iwari.board import ROAD
from rules.iwari.cards import BIOMES, sort_cards

FEAT_KINDS: tuple[str, ...] = ("union", "discovery", "honour", "respect")
DECK = "deck"


@dataclass(frozen=True)
class Place:
    territory: int  # ROAD (0) for the Long Road
    tents: tuple[int, ...]  # tent spaces, ascending
    totems: int
    cards: tuple[str, ...]  # canonical card order
    neutral: bool = False


@dataclass(frozen=True)
class Swap:
    card: str


@dataclass(frozen=True)
class Draw:
    source: str  # a biome (from the display) or DECK


@dataclass(frozen=True)
class PlaceFeat:
    kind: str
    target: int  # territory id, or connection number for honour/respect


@dataclass(frozen=True)
class Pass:
    pass


IwariAction = Place | Swap | Draw | PlaceFeat | Pass


def make_place(
    territory: int,
    tents: tuple[int, ...] | list[int],
    totems: int,
    cards: tuple[str, ...] | list[str],
    neutral: bool = False,
) -> Place:
    """A place action in canonical form (sorted spaces and cards)."""
    return Place(territory, tuple(sorted(tents)), totems, sort_cards(cards), neutral)


def encode(action: object) -> str:
    if isinstance(action, Place):
        prefix = "n" if action.neutral else "p"
        area = "road" if action.territory == ROAD else str(action.territory)
        tents = ",".join(str(s) for s in action.tents) or "-"
        return f"{prefix}:{area}:{tents}:{action.totems}:{','.join(action.cards)}"
    if isinstance(action, Swap):
        return f"s:{action.card}"
    if isinstance(action, Draw):
        return f"d:{action.source}"
    if isinstance(action, PlaceFeat):
        return f"f:{action.kind}:{action.target}"
    if isinstance(action, Pass):
        return "pass"
    raise ActionParseError(Msg("iwari-parse-not-action"))


def _int(text: str, what: str) -> int:
    if not text.isdigit() or len(text) > 4:
        raise ActionParseError(Msg("iwari-parse-number", what=what, text=text[:20]))
    return int(text)


def _biome(text: str) -> str:
    if text not in BIOMES:
        raise ActionParseError(Msg("iwari-parse-biome", text=text[:20]))
    return text


def decode(text: object) -> IwariAction:
    if not isinstance(text, str) or not text.strip():
        raise ActionParseError(Msg("iwari-parse-empty"))
    text = text.strip().lower()  # typed by hand too: "D:Deck" means "d:deck"
    if len(text) > 100:
        raise ActionParseError(Msg("iwari-parse-too-long"))
    if text == "pass":
        return Pass()
    kind, _, rest = text.partition(":")
    if kind in ("p", "n"):
        parts = rest.split(":")
        if len(parts) != 4:
            raise ActionParseError(Msg("iwari-parse-placement"))
        area_text, tents_text, totems_text, cards_text = parts
        territory = ROAD if area_text == "road" else _int(area_text, "territory")
        if territory == ROAD and area_text != "road":
            raise ActionParseError(Msg("iwari-parse-territory-zero"))
        tents: tuple[int, ...] = ()
        if tents_text != "-":
            tents = tuple(_int(part, "space") for part in tents_text.split(","))
            if len(set(tents)) != len(tents):
                raise ActionParseError(Msg("iwari-error-space-twice"))
        if len(tents) > 3:
            raise ActionParseError(Msg("iwari-parse-too-many-spaces"))
        totems = _int(totems_text, "totems")
        cards = tuple(_biome(card) for card in cards_text.split(",")) if cards_text else ()
        if not cards:
            raise ActionParseError(Msg("iwari-parse-no-cards"))
        return make_place(territory, tents, totems, cards, neutral=kind == "n")
    if kind == "s":
        return Swap(_biome(rest))
    if kind == "d":
        return Draw(DECK if rest == DECK else _biome(rest))
    if kind == "f":
        feat, _, target = rest.partition(":")
        if feat not in FEAT_KINDS:
            raise ActionParseError(Msg("iwari-parse-feat", text=feat[:20]))
        return PlaceFeat(feat, _int(target, "feat"))
    raise ActionParseError(Msg("iwari-parse-unknown", text=text[:20]))
