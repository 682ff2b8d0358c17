"""The announcer carries out what is told and builds no words itself: every text of a card, a DM or a post
it sends is built from plain values in ``bot/cards.py`` or ``bot/messages.py`` (as the game card is from a
``TurnCard``), so what a player reads is decided in one place. ``bot/announce.py`` therefore imports no
words from the catalogs (``i18n``); the harness tests that snapshot its Discord calls show it still says
the same."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def words_used(source: str) -> list[str]:
    """What a module's source takes from ``i18n`` (its words), by name."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "i18n":
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.split(".")[0] == "i18n"]
    return found


def test_the_announcer_builds_no_words_itself():
    assert words_used((ROOT / "bot" / "announce.py").read_text(encoding="utf-8")) == []


def test_a_module_building_words_is_seen():
    assert words_used("from i18n import t, text\nimport i18n.words\n") == ["t", "text", "i18n.words"]
