"""Iwari's words as message ids (issue 12): the engine hands out :class:`rules.base.Msg` values built
here, and ``i18n`` turns them into English, Spanish, German or Italian (``locales/<lang>/iwari.ftl``).

The turn records of a state keep their English notes (``TurnRecord.notes``): they are part of stored
states and of the golden replays' final dumps, so their form may not change. They are written by the
engine from the fixed phrases below and read back here (``note_msg``) into message ids; a note no form
matches becomes ``iwari-note-unknown`` (the language tests play random games and check none does).
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

from rules.base import Msg
from rules.iwari.board import ROAD, IwariMap
from rules.iwari.cards import BIOME_NAMES, BIOMES, NEUTRAL_NAME, TRIBE_NAMES
from rules.iwari.feats import FEAT_NAMES

#: Tribe codes in seat order, then the neutral tribe's: the catalogs select on them.
TRIBE_CODES: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple")
NEUTRAL_CODE = "white"
_CODE_OF_NAME = {name: code for name, code in zip(TRIBE_NAMES, TRIBE_CODES, strict=True)}
_CODE_OF_NAME[NEUTRAL_NAME] = NEUTRAL_CODE
_BIOME_OF_NAME = {name: biome for biome, name in BIOME_NAMES.items()}
_FEAT_OF_NAME = {name: kind for kind, name in FEAT_NAMES.items()}


def tribe(code: str) -> Msg:
    """A tribe's colour name ("Red")."""
    return Msg("iwari-tribe", tribe=code)


def seat(code: str) -> Msg:
    """A tribe as a seat label ("Red tribe")."""
    return Msg("iwari-seat", tribe=code)


# A message is an immutable value: the words of a biome, a feat and a map's area are built once and
# handed out again (every menu line of a placement names its area and biome).
@cache
def biome(name: str) -> Msg:
    return Msg("iwari-biome", biome=name)


@cache
def feat(kind: str) -> Msg:
    return Msg("iwari-feat", feat=kind)


def area(board_map: IwariMap, area_id: int) -> Msg:
    """``7 · Forest`` for a territory, ``The Long Road`` for the road."""
    known = board_map.memo.setdefault("area_words", {})
    words = known.get(area_id)
    if words is None:
        if area_id == ROAD:
            words = Msg("iwari-road")
        else:
            words = Msg("iwari-area", territory=area_id, biome=biome(board_map.territory(area_id).biome))
        known[area_id] = words
    return words


def connection(number: int) -> Msg:
    return Msg("iwari-connection", number=number)


def cards(held: tuple[str, ...] | list[str]) -> Msg:
    """A multiset of cards: ``2 Forest, Tundra`` (``no cards`` when empty)."""
    counts = Counter(held)
    parts = [Msg("iwari-cards-of", count=counts[b], biome=biome(b)) for b in BIOMES if counts[b]]
    return Msg("iwari-cards", cards=comma_list(parts)) if parts else Msg("iwari-no-cards")


def hand_list(held: tuple[str, ...] | list[str]) -> Msg:
    """Every card one by one (``Forest, Forest, Tundra``), ``no cards`` when empty."""
    if not held:
        return Msg("iwari-no-cards")
    return Msg("iwari-cards", cards=comma_list([biome(card) for card in held]))


def pieces(tents: int, totems: int) -> Msg:
    """``a tent``, ``2 tents``, ``a tent and a totem`` …"""
    return Msg("iwari-pieces", tents=tents, totems=totems)


def payment(paid: tuple[str, ...], area_biome: str | None) -> Msg:
    """``Forest``, ``2 Forest``, ``Tundra pair``, ``Forest + Tundra pair``."""
    counts = Counter(paid)
    parts = []
    matching = counts.get(area_biome, 0) if area_biome else 0
    if matching:
        parts.append(Msg("iwari-pay-match", count=matching, biome=biome(area_biome)))
    for card in counts:
        if card != area_biome:
            parts.append(Msg("iwari-pay-pair", biome=biome(card)))
    if len(parts) == 1:
        return parts[0]
    return Msg("iwari-pay-both", first=parts[0], second=parts[1])


def spaces(numbers: tuple[int, ...] | list[int]) -> Msg | str:
    """`` on space 23``, `` on spaces 23 and 24`` or nothing."""
    if not numbers:
        return ""
    return Msg("iwari-on-spaces", count=len(numbers), spaces=tuple(str(n) for n in numbers))


# --- the engine's notes, read back --------------------------------------------------------------------

_PLACED = re.compile(
    r"^placed (?P<pieces>a tent and a totem|a tent|2 tents|a totem|2 totems)"
    r"(?P<neutral> for the neutral " + NEUTRAL_NAME + r" tribe)? in (?P<area>The Long Road|\d+ · \w+)"
    r"(?: on spaces? (?P<spaces>\d+(?: and \d+)*))? \(paid (?P<pay>.+)\)$"
)
_PIECES = {"a tent": (1, 0), "2 tents": (2, 0), "a totem": (0, 1), "2 totems": (0, 2),
           "a tent and a totem": (1, 1)}
_FINAL_TENT = re.compile(r"^final round: the (\w+) tribe placed its last tent$")
_EARNED = re.compile(r"^(\w+) earned the (\w+) feat$")
_EXPEDITION = re.compile(r"^(\w+) completed the expedition “(.+)” \(\+(\d+)\)$")
_FEAT_PLACED = re.compile(r"^placed the (\w+) feat \((\w+)\) on (?:connection (\d+)|(\d+) · \w+)$")
_SWAPPED = re.compile(r"^swapped away a (\w+)$")
_TOOK = re.compile(r"^took a (\w+) from the display$")
_FIXED = {
    "passed (no cards)": "iwari-note-passed",
    "the deck ran out: the discard pile was shuffled into a new deck (half journey)": "iwari-note-reshuffled",
    "final round: the deck ran out a second time": "iwari-note-final-deck",
    "drafted a starting hand": "iwari-note-drafted",
    "tents were scored for the half journey": "iwari-note-half-scored",
    "drew from the deck": "iwari-note-drew-one",
}


def _pay_msg(text: str, area_biome: str | None) -> Msg:
    parts = []
    for part in text.split(" + "):
        if part.endswith(" pair"):
            parts.append(Msg("iwari-pay-pair", biome=biome(_BIOME_OF_NAME[part.removesuffix(" pair")])))
        else:
            count, _, name = part.rpartition(" ")
            parts.append(Msg("iwari-pay-match", count=int(count or 1), biome=biome(_BIOME_OF_NAME[name])))
    if len(parts) == 1:
        return parts[0]
    return Msg("iwari-pay-both", first=parts[0], second=parts[1])


def _area_of(board_map: IwariMap, text: str) -> Msg:
    if text == "The Long Road":
        return Msg("iwari-road")
    return area(board_map, int(text.split(" ", 1)[0]))


def note_msg(board_map: IwariMap, note: str) -> Msg:
    """One of the engine's notes as a message (the phrase after the tribe's name, or a whole clause)."""
    if note in _FIXED:
        return Msg(_FIXED[note])
    found = _PLACED.match(note)
    if found:
        tents, totems = _PIECES[found["pieces"]]
        area_msg = _area_of(board_map, found["area"])
        area_biome = None if found["area"] == "The Long Road" else board_map.territory(
            int(found["area"].split(" ", 1)[0])).biome
        numbers = tuple(int(n) for n in found["spaces"].split(" and ")) if found["spaces"] else ()
        return Msg("iwari-note-placed", pieces=pieces(tents, totems),
                   neutral="yes" if found["neutral"] else "no", area=area_msg, spaces=spaces(numbers),
                   payment=_pay_msg(found["pay"], area_biome))
    found = _FINAL_TENT.match(note)
    if found and found[1] in _CODE_OF_NAME:
        return Msg("iwari-note-final-tent", tribe=tribe(_CODE_OF_NAME[found[1]]))
    found = _EARNED.match(note)
    if found and found[1] in _CODE_OF_NAME and found[2] in _FEAT_OF_NAME:
        return Msg("iwari-note-earned", tribe=tribe(_CODE_OF_NAME[found[1]]),
                   feat=feat(_FEAT_OF_NAME[found[2]]))
    found = _EXPEDITION.match(note)
    if found and found[1] in _CODE_OF_NAME:
        from rules.iwari.expeditions import all_expeditions

        ids = [m.id for m in all_expeditions() if m.title == found[2]]
        if ids:
            return Msg("iwari-note-expedition", tribe=tribe(_CODE_OF_NAME[found[1]]),
                       expedition=Msg("iwari-expedition-title", expedition=ids[0]), points=int(found[3]))
    found = _FEAT_PLACED.match(note)
    if found and found[1] in _FEAT_OF_NAME and found[2] in _CODE_OF_NAME:
        where = connection(int(found[3])) if found[3] else area(board_map, int(found[4]))
        return Msg("iwari-note-feat-placed", feat=feat(_FEAT_OF_NAME[found[1]]),
                   tribe=tribe(_CODE_OF_NAME[found[2]]), where=where)
    found = _SWAPPED.match(note)
    if found and found[1] in _BIOME_OF_NAME:
        return Msg("iwari-note-swapped", biome=biome(_BIOME_OF_NAME[found[1]]))
    found = _TOOK.match(note)
    if found and found[1] in _BIOME_OF_NAME:
        return Msg("iwari-note-took", cards=biome(_BIOME_OF_NAME[found[1]]))
    return Msg("iwari-note-unknown")


def is_draw_note(note: str) -> bool:
    return note == "drew from the deck" or bool(_TOOK.match(note))


def took_biome(note: str) -> str | None:
    found = _TOOK.match(note)
    return _BIOME_OF_NAME.get(found[1]) if found else None


def clauses(parts: list[Msg]) -> Msg | str:
    """Clauses joined by semicolons (``a; b; c``), nested two by two."""
    if not parts:
        return ""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Msg("iwari-clauses", first=part, rest=joined)
    return joined


def dots(parts: list[Msg]) -> Msg | str:
    """Entries joined by middle dots (``a · b · c``), nested two by two."""
    if not parts:
        return ""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Msg("iwari-dots", first=part, rest=joined)
    return joined


def comma_list(parts: list[Msg]) -> Msg | str:
    """Details joined by commas (``a, b, c``), nested two by two."""
    if not parts:
        return ""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Msg("iwari-commas", first=part, rest=joined)
    return joined
