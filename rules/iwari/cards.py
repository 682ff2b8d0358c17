"""Iwari's biome cards and tribes: the deck's make-up, display names and canonical card order.

Cards are plain biome strings (``"forest"``); a hand or the display is a tuple kept in the canonical biome
order below, so two states holding the same cards are equal values.
"""

from __future__ import annotations

from collections.abc import Iterable

#: The five biomes in the rulebook's deck order; also the canonical sort order of cards.
BIOMES: tuple[str, ...] = ("tundra", "forest", "glacier", "coast", "desert")
#: The English names the engine writes into its stored turn notes (``TurnRecord.notes``); players read
#: the catalogs' names (``iwari-biome``), see ``rules.iwari.text``.
BIOME_NAMES: dict[str, str] = {
    "tundra": "Tundra",
    "forest": "Forest",
    "glacier": "Glacier",
    "coast": "Coast",
    "desert": "Desert",
}
#: I-2: the full deck has 57 cards.
DECK_COUNTS: dict[str, int] = {"tundra": 13, "forest": 12, "glacier": 11, "coast": 11, "desert": 10}
DECK_SIZE: int = sum(DECK_COUNTS.values())
HAND_SIZE: int = 3
DISPLAY_SIZE: int = 4

#: Tribe colours in seat order; the neutral tribe of a 2-player game is always White (I-1, I-20). As
#: BIOME_NAMES: the stored notes' words; players read the catalogs' (``iwari-tribe``, ``iwari-seat``).
TRIBE_NAMES: tuple[str, ...] = ("Red", "Blue", "Yellow", "Green", "Purple")
NEUTRAL_NAME: str = "White"
TENTS_PER_TRIBE: int = 21
TOTEMS_PER_TRIBE: int = 8

_ORDER = {biome: index for index, biome in enumerate(BIOMES)}


def removed_per_biome(players: int) -> int:
    """I-2: how many cards of each biome leave the game for this player count."""
    if players >= 5:
        return 0
    if players == 4:
        return 1
    return 2


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards in canonical order (tundra, forest, glacier, coast, desert)."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))


def biome_name(biome: str) -> str:
    return BIOME_NAMES[biome]


def remove_cards(hand: tuple[str, ...], cards: Iterable[str]) -> tuple[str, ...] | None:
    """The hand without ``cards`` (as a multiset), or ``None`` when the hand does not hold them all."""
    # A list and list.remove rather than a Counter: the same multiset, several times faster for the few
    # cards of a hand or the display (every placement, swap and draw calls this; issue 25).
    left = list(hand)
    for card in cards:
        try:
            left.remove(card)
        except ValueError:
            return None
    return sort_cards(left)
