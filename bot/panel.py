"""The generic turn panel: walk a player through ``choice_path`` one question at a time (pure, no Discord).

Every legal action has a path of (question, answer) steps. A position in the menu is the list of answer
indices chosen so far (``3.0.12`` in a custom id). At each step only answers that lead to a legal action are
offered, in the order the game lists its actions; a step with one possible answer is taken automatically.
Once the answers identify one action (issue 27):

- the player chose something on the way and the action reveals nothing (``game.reveals``): it is applied
  at once, on that tap;
- the player chose something and the action shows hidden information (a deck card, a terrain, a crop, a
  face-down tile): a confirmation first, which says Undo cannot take it back (the player may have said
  "Don't ask again": the cog then passes ``confirmed``);
- every step was forced (the only possible move, e.g. Wayfinders' Done when the plane can go nowhere): it is
  shown with one button, labelled with the move, that applies it. That is not a question, only the one
  move there is; a player never acts without pressing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from core.service import LoadedGame
from i18n import text
from rules.base import Action, Game, Msg, State

#: Shown when one action's path ends where others go on (the protocol allows it, games rarely do it).
FINISH_HERE = Msg("bot-panel-finish-here")

# ASCII digits, matched whole: "$" would also accept a trailing newline, and \d other scripts' digits.
_PATH_RE = re.compile(r"([0-9]{1,3}(\.[0-9]{1,3}){0,30})?")


class BadPath(ValueError):
    """A menu position that does not exist (forged, or from another state)."""


@dataclass(frozen=True)
class PanelStep:
    """Where a menu position leads.

    ``kind`` is ``"choose"`` (show ``question`` with ``options``), ``"confirm"`` (a chosen action that
    shows hidden information: ask before applying), ``"only"`` (every step forced: the one possible action,
    shown with one button that applies it) or ``"apply"`` (the player picked a complete action).
    """

    kind: str
    path: tuple[int, ...]
    #: Questions and answers are what the game's ``choice_path`` gives (``Msg`` values, or plain strings
    #: from a game not converted yet); the panel renders them in the reader's language.
    answered: tuple[tuple[Msg | str, Msg | str], ...]
    question: Msg | str = ""
    options: tuple[Msg | str, ...] = ()
    action: Action | None = None
    can_go_back: bool = False
    back_path: tuple[int, ...] = ()
    #: The action shows hidden information: a chosen one is confirmed before it is applied (unless the
    #: player said "Don't ask again"), and Undo cannot take it back.
    reveals: bool = False


def parse_path(text: str) -> tuple[int, ...]:
    if not _PATH_RE.fullmatch(text):
        raise BadPath(f"not a menu position: {text[:40]!r}")
    return tuple(int(part) for part in text.split(".")) if text else ()


def format_path(path: tuple[int, ...]) -> str:
    return ".".join(str(index) for index in path)


#: A label's most characters (Discord's, for a choice's name) and how its answers are joined.
MAX_LABEL = 100
SEPARATOR = " › "
#: Stands for words left out of a label, and ends the label of a menu position with more to choose.
MORE = "…"
#: Characters trimmed from the end of a shortened answer before its "…" ("3 ·…" reads badly).
_TRIM = " ·:,;-–—/(›"


def action_label(lang: str, game: Game, state: State, action: Action, limit: int = MAX_LABEL) -> str:
    """The readable label of an action in ``lang``: its answers joined with " › ", in at most ``limit``
    characters, never cut inside a word (:func:`fit_name`)."""
    return fit_name([text(lang, answer) for _, answer in game.choice_path(state, action)], limit=limit)


def fit_name(answers: Sequence[str], more: bool = False, limit: int = MAX_LABEL) -> str:
    """The answers joined with " › " in at most ``limit`` characters, never cut inside a word: the earlier
    answers are shortened first, word by word (each shortened one ends with "…"), then left out ("… › "),
    the last answer only when it alone is too long. ``more``: a menu position, ending in " › …"."""
    tail = SEPARATOR + MORE if more else ""
    parts = [" ".join(answer.split()) for answer in answers] or [""]
    whole = SEPARATOR.join(parts) + tail
    if len(whole) <= limit:
        return whole
    earlier = [part.split(" ") for part in parts[:-1]]
    cut = [False] * len(earlier)

    def shown_part(n: int) -> str:
        kept = " ".join(earlier[n]).rstrip(_TRIM)
        return kept + MORE if cut[n] else kept

    while True:
        name = SEPARATOR.join([*(shown_part(n) for n in range(len(earlier))), parts[-1]]) + tail
        if len(name) <= limit:
            return name
        longest = max((n for n in range(len(earlier)) if earlier[n]), key=lambda n: len(shown_part(n)),
                      default=None)
        if longest is None:
            break
        earlier[longest].pop()
        cut[longest] = True
    # Even one "…" per earlier answer is too long: only the last answer, whole words of it if need be.
    room = limit - len(tail) - (len(MORE + SEPARATOR) if earlier else 0)
    last = parts[-1]
    if len(last) > room:
        words = last.split(" ")
        while words and len(" ".join(words).rstrip(_TRIM)) + len(MORE) > room:
            words.pop()
        last = " ".join(words).rstrip(_TRIM) + MORE
    return (MORE + SEPARATOR if earlier else "") + last + tail



#: A legal action with its menu path: the (question, answer) steps the game gives for it.
Item = tuple[Action, tuple]


@dataclass(frozen=True)
class MenuLevel:
    """One level of the turn menu, the rule the panel and typed moves share: of the ``candidates`` still
    possible at ``depth``, those whose path ends here (``ending``), those that go on (``extending``), and
    the answers offered, in the game's order, with "finish here" first when an action ends here and others
    go on."""

    ending: list[Item]
    extending: list[Item]
    options: list[Msg | str]

    @staticmethod
    def of(candidates: Sequence[Item], depth: int, finishing: bool = False) -> MenuLevel:
        ending = [item for item in candidates if len(item[1]) == depth]
        extending = [] if finishing else [item for item in candidates if len(item[1]) > depth]
        options: list[Msg | str] = []
        for _, steps in extending:
            if steps[depth][1] not in options:
                options.append(steps[depth][1])
        if ending and extending:
            options.insert(0, FINISH_HERE)
        return MenuLevel(ending, extending, options)

    def chosen(self, option: Msg | str, depth: int) -> tuple[list[Item], bool]:
        """The candidates left after answering ``option`` at ``depth``, and whether the action must now
        end (the "finish here" answer)."""
        if option == FINISH_HERE and self.ending:
            return self.ending, True
        return [item for item in self.extending if item[1][depth][1] == option], False


def menu_items(game: Game, state: State) -> list[Item]:
    """Every legal action with its menu path, in the game's order."""
    return [(action, tuple(game.choice_path(state, action))) for action in game.legal_actions(state)]


def navigate_position(loaded: LoadedGame, path: tuple[int, ...], *, confirmed: bool = False) -> PanelStep:
    """:func:`navigate` in a loaded game's position, its menu of legal actions computed once per position
    (kept with it by the game service, so the presses of one turn's panel share it)."""
    items = loaded.derived("menu_items", lambda: menu_items(loaded.game, loaded.state))
    return navigate(loaded.game, loaded.state, path, confirmed=confirmed, items=items)


def navigate(game: Game, state: State, path: tuple[int, ...], *, confirmed: bool = False,
             items: list[Item] | None = None) -> PanelStep:
    """Follow ``path`` through the menu of legal actions, taking forced steps automatically (``items``:
    that menu, :func:`menu_items`, when already computed)."""
    if items is None:
        items = menu_items(game, state)
    if not items:
        raise BadPath("no legal action: the game is over")
    candidates = items
    full: list[int] = []
    multi: list[bool] = []
    answered: list[tuple[Msg | str, Msg | str]] = []
    depth = 0
    finishing = False
    while True:
        level = MenuLevel.of(candidates, depth, finishing)
        if not level.extending:
            if len(level.ending) != 1:
                raise BadPath("the menu does not identify one action")
            if len(path) > len(full):
                raise BadPath("that position goes past the end of the menu")
            chose_something = any(multi)
            back = _back(full, multi)
            action = level.ending[0][0]
            reveals = game.reveals(state, action)
            if confirmed or (chose_something and not reveals):
                kind = "apply"
            else:
                kind = "confirm" if chose_something else "only"
            return PanelStep(kind, tuple(full), tuple(answered), action=action,
                             can_go_back=chose_something, back_path=back, reveals=reveals)
        options = level.options
        question = level.extending[0][1][depth][0]
        if len(full) < len(path):
            index = path[len(full)]
        elif len(options) == 1:
            index = 0
        else:
            return PanelStep("choose", tuple(full), tuple(answered), question=question,
                             options=tuple(options), can_go_back=any(multi), back_path=_back(full, multi))
        if not 0 <= index < len(options):
            raise BadPath("that choice is not on the menu")
        full.append(index)
        multi.append(len(options) > 1)
        chosen = options[index]
        answered.append((question, chosen))
        candidates, finishing = level.chosen(chosen, depth)
        if not finishing:
            depth += 1


def _back(full: list[int], multi: list[bool]) -> tuple[int, ...]:
    """The position before the last real choice (forced steps are skipped on the way back too)."""
    path = list(full)
    flags = list(multi)
    while flags and not flags[-1]:
        path.pop()
        flags.pop()
    if flags:
        path.pop()
        flags.pop()
    return tuple(path)
