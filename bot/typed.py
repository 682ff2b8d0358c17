"""Typed moves (``/game play move:``): the suggestions Discord shows while a player types, and what a typed
text that is not a move's code means (pure, no Discord).

The suggestions follow the turn panel's menu (:func:`bot.panel.navigate`: the same questions, the same
answers, in the same order, forced steps taken). With nothing typed they are the menu's first level; as the
player types, the words typed (in any order, case and accents ignored, in the reader's language) pick the
first menu positions whose answers contain them all, and each is replaced by its continuations while they
all fit in Discord's 25 choices, so typing a first-level answer ("swap") lists its second level, and so on.
A suggestion is either a whole move (its value is the game's own code, so picking it plays it) or a menu
position with more to choose (its name ends in " › …", its value is :func:`menu_value`: picking it opens
the panel at that position, privately). Names are whole words: a path too long for Discord's 100
characters has its earlier answers shortened word by word ("…"), never the last one.

Building a position's menu asks the game for every legal move and its path (up to ~300–400 ms for an Iwari
opening), so the bot keeps the menus of recent positions (:class:`Menus`, one per game, version, seat and
language) and builds each in a thread, once, however many keystrokes ask for it: a player's typing, or a
flood of suggestions, never holds the event loop (every other channel's moves) while a menu is built.
"""

from __future__ import annotations

import asyncio
import re
import unicodedata
from collections import OrderedDict
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field

from bot.panel import Item, MenuLevel, fit_name, format_path, menu_items
from i18n import text
from rules.base import Action, Game, Msg, State

#: Discord's limit: 25 choices (and 100 characters per name and per value: ``fit_name``).
MAX_CHOICES = 25
#: A menu position as a typed move's value: ``menu:<game version>:<path>`` (the version, so a position
#: of an earlier state is never read in a later one). No game's move code starts with "menu:".
#: The value of the one suggestion shown while a member is over their budget of suggestions
#: (``core/limits.py``): its name says how long to wait; picked, ``/game play`` says what it was. It is
#: no move's code (those never start with "menu:") and no menu position (no version).
WAIT_VALUE = "menu:wait"
MENU_VALUE = re.compile(r"menu:(?P<version>[0-9]{1,9}):(?P<path>[0-9]{1,3}(?:\.[0-9]{1,3}){0,30})?")


def menu_value(version: int, path: tuple[int, ...]) -> str:
    return f"menu:{version}:{format_path(path)}"


def parse_menu_value(value: str) -> tuple[int, tuple[int, ...]] | None:
    """The (version, path) of a :func:`menu_value`, or None for anything else."""
    match = MENU_VALUE.fullmatch(value)
    if match is None:
        return None
    path = match.group("path")
    return int(match.group("version")), tuple(int(part) for part in path.split(".")) if path else ()


def fold(words: str) -> str:
    """``words`` as the matching compares them: accents off, case folded ("Déserts" -> "deserts")."""
    decomposed = unicodedata.normalize("NFKD", words)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def word_list(words: str) -> list[str]:
    return re.findall(r"\w+", fold(words))


@dataclass
class Node:
    """A menu position: the answers that lead there, and either the one action it identifies or the
    continuations (forced steps already taken, as the panel takes them)."""

    path: tuple[int, ...]
    answers: tuple[str, ...]
    action: Action | None = None
    children: list[Node] = field(default_factory=list)
    #: The answers' words as :func:`word_list` reads them, in order.
    words: tuple[str, ...] = ()


def menu_tree(lang: str, game: Game, state: State) -> Node:
    """The turn panel's whole menu in ``lang`` (see :func:`bot.panel.navigate`, whose indices it keeps)."""
    items = menu_items(game, state)
    labels: dict[Msg | str, str] = {}

    def said(answer: Msg | str) -> str:
        if answer not in labels:
            labels[answer] = text(lang, answer)
        return labels[answer]

    def build(candidates: list[Item], depth: int, path: tuple[int, ...], answers: tuple[str, ...],
              finishing: bool = False) -> Node:
        level = MenuLevel.of(candidates, depth, finishing)
        if not level.extending:
            return Node(path, answers, action=level.ending[0][0] if len(level.ending) == 1 else None)
        children = []
        for index, option in enumerate(level.options):
            rest, ends = level.chosen(option, depth)
            # The action whose path ends here ("finish here") is named by the answers so far.
            named = answers if ends else (*answers, said(option))
            children.append(build(rest, depth + (not ends), (*path, index), named, finishing=ends))
        if len(children) == 1:
            return children[0]  # a forced step: the panel takes it without asking
        return Node(path, answers, children=children)

    root = build(items, 0, (), ())
    for node in walk(root):
        node.words = tuple(word_list(" ".join(node.answers)))
    return root


def walk(node: Node) -> Iterator[Node]:
    yield node
    for child in node.children:
        yield from walk(child)


def matches(node: Node, typed: Sequence[str]) -> bool:
    """Every typed word is a word of the node's answers, the last one perhaps half typed (so "1" is not
    "11" once the player typed on)."""
    if not typed:
        return True
    *whole, last = typed
    return (all(part in node.words for part in whole)
            and any(word.startswith(last) for word in node.words))


def first_matches(root: Node, typed: str) -> list[Node]:
    """The first menu positions on each branch whose answers hold every typed word, the shallowest first
    (then in the menu's order); with nothing typed, the menu's first level."""
    parts = word_list(typed)
    if root.action is not None:
        return [root] if matches(root, parts) else []
    if parts:
        # A position named in full (a suggestion's name typed on): that one, whatever else its words match.
        named = next((node for node in walk(root) if node is not root and list(node.words) == parts), None)
        if named is not None:
            return [named]
    found: list[Node] = []

    def look(node: Node) -> None:
        for child in node.children:
            if matches(child, parts):
                found.append(child)
            else:
                look(child)

    look(root)
    # Matches nearer the top first ("cam" is Spanish "Cambiar una carta" before every "camino a …" deeper
    # down), in the menu's order at each depth.
    found.sort(key=lambda node: (len(node.answers), node.path))
    return found


def suggest(root: Node, typed: str, limit: int = MAX_CHOICES) -> list[Node]:
    """The menu positions to suggest for ``typed`` (see the module), in the menu's order."""
    shown = first_matches(root, typed)
    while True:
        inner = [node for node in shown if node.children]
        if not inner:
            break
        deeper = [child for node in shown for child in (node.children or [node])]
        if len(deeper) <= limit:
            shown = deeper
            continue
        if len(inner) == 1:
            # One menu left open: offer it, then as many of its continuations as fit.
            at = shown.index(inner[0]) + 1
            shown = shown[:at] + inner[0].children[: max(0, limit - len(shown))] + shown[at:]
        break
    return shown[:limit]


def suggestion(game: Game, version: int, node: Node) -> tuple[str, str]:
    """A suggestion's (name, value): a whole move's code, or the menu position to open the panel at."""
    if node.action is not None:
        return fit_name(node.answers), game.encode(node.action)
    return fit_name(node.answers, more=True), menu_value(version, node.path)


def suggestions(lang: str, game: Game, state: State, version: int, typed: str) -> list[tuple[str, str]]:
    """What ``/game play move:`` suggests in ``lang`` while ``typed`` is in the box (see the module)."""
    return suggestions_in(menu_tree(lang, game, state), game, version, typed)


def suggestions_in(root: Node, game: Game, version: int, typed: str) -> list[tuple[str, str]]:
    """:func:`suggestions` from a menu already built (:class:`Menus`)."""
    chosen = suggest(root, typed)
    if not chosen and typed.strip():
        # A move's code typed by someone who knows it ("d:forest"): the moves whose code begins so.
        start = typed.strip().casefold()
        chosen = [node for node in walk(root)
                  if node.action is not None and game.encode(node.action).casefold().startswith(start)]
    return [suggestion(game, version, node) for node in chosen[:MAX_CHOICES]]


def understand(lang: str, game: Game, state: State, typed: str) -> Node | None:
    """The one menu position a typed text (not a move's code) stands for: the move or menu position
    that is the only suggestion for it, in the reader's language; None when it names none or several."""
    if not word_list(typed):
        return None
    return understand_in(menu_tree(lang, game, state), typed)


def understand_in(root: Node, typed: str) -> Node | None:
    """:func:`understand` from a menu already built (:class:`Menus`)."""
    if not word_list(typed):
        return None
    chosen = first_matches(root, typed)
    return chosen[0] if len(chosen) == 1 else None


class Menus:
    """The menus of the ``size`` positions asked for last, each built once in a thread
    (``asyncio.to_thread``: the event loop goes on meanwhile), and shared by every ask for it, those
    arriving while it is built included. The key names the position and its reader: the game's id, its
    version, the seat to play (only that seat's player is ever shown its menu: a menu can reveal a hand)
    and the language. A menu that failed to build is not kept."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._menus: OrderedDict[Hashable, asyncio.Future[Node]] = OrderedDict()
        #: Menus built (for tests and the bench: a flood of asks builds one).
        self.built = 0

    async def tree(self, key: Hashable, lang: str, game: Game, state: State) -> Node:
        menu = self._menus.get(key)
        if menu is None:
            menu = asyncio.ensure_future(asyncio.to_thread(menu_tree, lang, game, state))
            self._menus[key] = menu
            self.built += 1
            while len(self._menus) > self.size:
                self._menus.popitem(last=False)
        else:
            self._menus.move_to_end(key)
        try:
            # Shielded: one asker giving up (Discord's three seconds) does not cancel the others' menu.
            return await asyncio.shield(menu)
        except Exception:
            if self._menus.get(key) is menu:
                del self._menus[key]
            raise
