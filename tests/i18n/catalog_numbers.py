"""Which messages take a number, and in which variables (issue 28's guards: the plural golden file and the
agreement check both read this).

**The rule.** A variable ``$v`` of a message takes a number when one of these says so:

1. *The catalogs.* In some language the message selects on ``$v`` by plural category or by number
   (``{ $v -> [one] … *[other] … }``, ``[0]``), or formats it with ``NUMBER($v, …)``.
2. *The code, on its face.* A call that names the message id in the code, ``Msg("<id>", v=…)``,
   ``t(lang, "<id>", v=…)`` or ``label(lang, "<id>", v=…)`` (an f-string id such as
   ``f"tiwanaku-do-{kind}-discover"`` stands for every id it can build), passes ``v`` an expression that is
   a number by its form: an int or float literal, ``len``/``sum``/``int``/``round``/``abs``/``min``/``max``
   of something, arithmetic with such a number (``page + 1``, ``len(lines) - index``), a sign, or a
   conditional whose branch is one of those.
3. *The code, where its form does not show it* (an attribute, a dictionary item, a constant, a local
   name): :data:`FROM_CODE` below, read off the call sites by hand. A test checks that every entry still
   names a message that takes that variable, so the list cannot rot silently; a new call site passing a
   number through a plain name needs a line there (or a selector in the catalog, which rule 1 sees).

Numbers used as labels ("space 39", "turn 12", "#7") count too: they are numbers, and the golden file
showing them at 0, 1, 2 and 5 costs nothing.
"""

from __future__ import annotations

import ast
import fnmatch
import functools
import re
from collections import defaultdict
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor

import i18n

ROOT = Path(__file__).resolve().parents[2]
#: The code whose calls rule 2 reads: every room that builds messages.
CODE_FOLDERS = ("bot", "core", "rules", "render", "i18n")
#: CLDR plural categories: a selector keyed by these (or by numbers) selects on a number.
PLURAL_KEYS = frozenset({"zero", "one", "two", "few", "many", "other"})
NUMBER_FUNCTIONS = frozenset({"len", "sum", "int", "round", "abs", "min", "max", "float"})

#: Rule 3: numbers the code passes in a form the scan cannot type, by message id. Read off the call sites
#: (``grep -rn '"<id>"' bot core rules render``); each names the expression passed.
FROM_CODE: dict[str, frozenset[str]] = {msg_id: frozenset(names.split()) for msg_id, names in {
    "bot-board-title": "turn",  # game.turn_count(state)
    "bot-config-summary": "hours",  # settings.lobby_expiry_hours
    "bot-error-away-allowance": "allowance",  # AWAY_DAYS_PER_QUARTER
    "bot-error-away-days": "high",  # AWAY_MAX_DAYS
    "bot-error-player-count": "low high",  # game.min_players, game.max_players
    "bot-error-table-full": "players",  # game.max_players
    "bot-error-vote-early": "days",  # VOTE_END_AFTER.days
    "bot-game-begins": "players",  # count
    "bot-handover-after": "turns",  # turns
    "bot-lobby-expired": "hours",  # hours
    "bot-lobby-footer-new": "low high",  # game.min_players, game.max_players
    "bot-lobby-players": "high",  # game.max_players
    "bot-rematch-full": "players",  # game.max_players
    "bot-score-row": "place total",  # place, row.total
    "bot-standin-part": "count",  # seat.standin_moves
    "bot-table-no-clock-line": "days",  # VOTE_END_AFTER.days
    "bot-vote-counted": "votes needed",
    "bot-vote-ended-post": "days",  # VOTE_END_AFTER.days
    "computer-seat-numbered": "seat",
    "history-caption-turn": "turn total",
    "history-caption-turns": "first turn total",
    "history-head-player": "pages",
    "history-head-server": "pages",
    "history-leaderboard-empty": "minimum",  # LEADERBOARD_MIN_GAMES
    "history-leaderboard-head": "minimum",
    "history-leaderboard-line": "place games rating",
    "history-leaderboard-unranked": "minimum",
    "history-leaderboard-you": "place games rating",
    "history-line": "days",
    "history-rating": "rating",
    "history-rating-meaning": "minimum start",  # LEADERBOARD_MIN_GAMES, RATING_START
    "history-rating-placed": "place rating",
    "history-rating-provisional": "games minimum",
    "history-replay-alt": "turns",
    "history-replay-post": "turns",
    "history-replay-posted": "size",
    "history-replay-queued": "ahead",
    "history-replay-timelapse": "every",
    "history-seat-score": "score",
    "history-standin-part-mark": "count",
    "history-stats-line": "best played rate won",
    "history-step-head": "turn",
    "history-step-option": "turn",
    "iwari-a-connection": "number",  # action.target
    "iwari-a-pieces": "totems",
    "iwari-a-unknown-place": "number",
    "iwari-alt-display": "deck discard",
    "iwari-alt-lead-entry": "count",
    "iwari-alt-title": "round turn",
    "iwari-area": "territory",
    "iwari-cards-of": "count",
    "iwari-connection": "number",
    "iwari-doing-draw": "count",
    "iwari-error-no-territory": "number",
    "iwari-error-space-elsewhere": "space",
    "iwari-error-space-taken": "space",
    "iwari-error-totem-limit": "cap",
    "iwari-error-players": "low high",
    "iwari-hand-entry": "count",
    "iwari-note-drew": "count",
    "iwari-outcome-neutral-ties": "points unused",
    "iwari-outcome-neutral-v1": "points",
    "iwari-outcome-neutral-wins": "points",
    "iwari-outcome-shared": "points unused",
    "iwari-outcome-tiebreak": "points unused",
    "iwari-outcome-wins": "points",
    "iwari-pay-match": "count",
    "iwari-pieces": "tents totems",
    "iwari-pieces-entry": "tents totems",
    "iwari-render-deck": "count",
    "iwari-render-discard": "count",
    "iwari-render-feat-left": "count",
    "iwari-render-header": "round turn",
    "iwari-score-entry": "points",
    "iwari-status-head": "round",
    "iwari-step-area": "filled totems",
    "iwari-step-space": "space",
    "iwari-text-connection": "number",
    "iwari-text-count": "count",
    "iwari-text-mountain": "peaks",
    "iwari-text-pieces": "tents totems",
    "iwari-text-score": "points",
    "iwari-text-score-part": "points",
    "iwari-text-space-free": "space",
    "iwari-text-space-tent": "space",
    "iwari-text-tribe": "left placed",
    "iwari-text-tribe-hand": "hand left placed",
    "tiwanaku-alt-crops": "count",
    "tiwanaku-alt-ladder": "score",
    "tiwanaku-alt-over": "score",
    "tiwanaku-alt-over-ladder": "score",
    "tiwanaku-alt-team": "score",
    "tiwanaku-alt-title": "height turn width",
    "tiwanaku-crop-numbered": "number",
    "tiwanaku-error-players": "low high players",
    "tiwanaku-outcome-ladder": "score",
    "tiwanaku-outcome-share": "score",
    "tiwanaku-outcome-wins": "score",
    "tiwanaku-private-reserve": "count",
    "tiwanaku-private-score": "score",
    "tiwanaku-private-tokens": "tokens",
    "tiwanaku-render-discoveries": "points",
    "tiwanaku-render-divinations": "points",
    "tiwanaku-render-ladder": "score",
    "tiwanaku-render-offerings": "points",
    "tiwanaku-render-over-ladder": "score",
    "tiwanaku-render-points": "score",
    "tiwanaku-render-reserve": "count",
    "tiwanaku-render-rung-points": "points",
    "tiwanaku-render-tiles-left": "left total",
    "tiwanaku-render-title": "turn",
    "tiwanaku-render-title-mode": "turn",
    "tiwanaku-seat-score": "score",
    "tiwanaku-status-team": "score",
    "tiwanaku-terrain-count": "count",
    "tiwanaku-text-hidden-count": "left total",
    "tiwanaku-text-points": "discoveries divinations offerings score",
    "tiwanaku-text-reserve": "count",
    "tiwanaku-text-tokens": "tokens",
    "tiwanaku-text-track": "top",
    "wayfinders-alt-face-down": "count",
    "wayfinders-alt-hangars": "bag",
    "wayfinders-alt-hangar": "number",  # hangar["number"]
    "wayfinders-alt-hangar-workers": "number",
    "wayfinders-alt-over": "points",
    "wayfinders-alt-placed": "hangar",
    "wayfinders-alt-score": "points",
    "wayfinders-alt-title": "turn",
    "wayfinders-answer-hangar": "hangar",
    "wayfinders-answer-hangar-mine": "hangar",
    "wayfinders-effect-draw": "amount",
    "wayfinders-effect-score": "amount",
    "wayfinders-error-hangar-full": "hangar max",
    "wayfinders-error-hangar-unused": "hangar",
    "wayfinders-error-keep-count": "limit",
    "wayfinders-error-player-count": "min max",
    "wayfinders-gives": "points",
    "wayfinders-log-over-limit": "limit",
    "wayfinders-log-place": "hangar",
    "wayfinders-log-return": "count",
    "wayfinders-outcome-shared": "points",
    "wayfinders-outcome-tie-broken": "points",
    "wayfinders-outcome-win": "points",
    "wayfinders-phase-keep": "limit",
    "wayfinders-render-effect-draw": "amount",
    "wayfinders-render-hand-keeps": "limit",
    "wayfinders-render-hand-title": "points",
    "wayfinders-render-hand-workers": "free left out",
    "wayfinders-render-hangars": "bag",
    "wayfinders-render-header": "turn",
    "wayfinders-status-bag": "count",
    "wayfinders-status-order": "order turn",
    "wayfinders-status-seat": "free left limit points workers",
    "wayfinders-text-hangar": "number",
    "wayfinders-text-hangar-workers": "number",
    "wayfinders-text-keeps": "limit",
    "wayfinders-text-order": "order",
    "wayfinders-text-pilot": "order",
    "wayfinders-text-points": "points",
    "wayfinders-text-score": "points",
    "wayfinders-text-strips-left": "left",
    "wayfinders-text-workers": "free out",
    "wayfinders-unit-costly": "min",
}.items()}


def parsed(lang: str) -> dict[str, fl.Pattern]:
    """A language's messages (the platform's files and every registered game's) by id; attributes as
    ``id.attribute``. Terms are left out: no code passes them arguments."""
    patterns: dict[str, fl.Pattern] = {}
    for entry in i18n.catalog_files(lang):
        for item in FluentParser().parse(entry.read_text(encoding="utf-8")).body:
            if isinstance(item, fl.Message):
                if item.value is not None:
                    patterns[item.id.name] = item.value
                for attribute in item.attributes:
                    patterns[f"{item.id.name}.{attribute.id.name}"] = attribute.value
    return patterns


def variables(pattern: fl.Pattern) -> set[str]:
    found: set[str] = set()

    class Collect(Visitor):
        def visit_VariableReference(self, node):  # noqa: N802 - fluent.syntax's visitor naming
            found.add(node.id.name)

    Collect().visit(pattern)
    return found


def key_name(key: fl.Identifier | fl.NumberLiteral) -> str:
    return key.name if isinstance(key, fl.Identifier) else key.value


def _numeric_in_catalog(pattern: fl.Pattern) -> set[str]:
    """Rule 1 on one pattern."""
    found: set[str] = set()

    class Collect(Visitor):
        def visit_SelectExpression(self, node):  # noqa: N802
            if isinstance(node.selector, fl.VariableReference):
                keys = {key_name(variant.key) for variant in node.variants}
                if all(key in PLURAL_KEYS or re.fullmatch(r"-?\d+(\.\d+)?", key) for key in keys):
                    found.add(node.selector.id.name)
            self.generic_visit(node)

        def visit_FunctionReference(self, node):  # noqa: N802
            if node.id.name == "NUMBER":
                found.update(arg.id.name for arg in node.arguments.positional
                             if isinstance(arg, fl.VariableReference))
            self.generic_visit(node)

    Collect().visit(pattern)
    return found


def is_number_expression(node: ast.expr) -> bool:
    """Rule 2: an expression that is a number by its form."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float) and not isinstance(node.value, bool)
    if isinstance(node, ast.Call):
        return isinstance(node.func, ast.Name) and node.func.id in NUMBER_FUNCTIONS
    if isinstance(node, ast.BinOp):
        sides = (node.left, node.right)
        if any(isinstance(side, ast.Constant) and isinstance(side.value, str) for side in sides):
            return False
        return is_number_expression(node.left) or is_number_expression(node.right)
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.USub | ast.UAdd)
    if isinstance(node, ast.IfExp):
        return is_number_expression(node.body) or is_number_expression(node.orelse)
    return False


#: The functions whose calls name a message: (function name, index of the id among the positional
#: arguments).
MESSAGE_CALLS = {"Msg": 0, "t": 1, "label": 1}


def _id_pattern(node: ast.expr) -> str | None:
    """A call's message id as a glob pattern: a literal as it is, an f-string with ``*`` for each
    placeholder; ``None`` for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value if isinstance(part, ast.Constant) else "*" for part in node.values)
    return None


def call_sites() -> list[tuple[str, str, ast.expr, str]]:
    """Every keyword argument the code passes to a message it names: (id pattern, variable, expression,
    where)."""
    found = []
    for folder in CODE_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(
                    func, ast.Attribute) else None
                index = MESSAGE_CALLS.get(name or "")
                if index is None or len(node.args) <= index:
                    continue
                pattern = _id_pattern(node.args[index])
                if pattern is None:
                    continue
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                found.extend((pattern, keyword.arg, keyword.value, where)
                             for keyword in node.keywords if keyword.arg)
    return found


@functools.cache
def numeric_variables() -> dict[str, frozenset[str]]:
    """Every message that takes a number, with those variables (rules 1 to 3), by id; the English
    catalog's ids (every language has the same ones, as the catalog tests check)."""
    english = parsed(i18n.DEFAULT)
    numeric: dict[str, set[str]] = defaultdict(set)
    for lang in i18n.LANGUAGES:
        for msg_id, pattern in parsed(lang).items():
            numeric[msg_id] |= _numeric_in_catalog(pattern)
    for pattern, variable, expression, _where in call_sites():
        if is_number_expression(expression):
            for msg_id in fnmatch.filter(english, pattern):
                numeric[msg_id].add(variable)
    for msg_id, names in FROM_CODE.items():
        numeric[msg_id] |= names
    return {msg_id: frozenset(names & variables(english[msg_id]))
            for msg_id, names in sorted(numeric.items())
            if msg_id in english and names & variables(english[msg_id])}
