"""Issue 28: every message that takes a number, rendered at 0, 1, 2 and 5 in every language, is kept in a
golden file, so a change of wording shows up in review: the platform's in ``i18n/golden/plurals.txt``,
each game's in its package's ``golden/plurals.txt`` (the conformance kit's ``words.plurals``), all written
by ``python -m conformance --write``; and the rule that finds those messages
(``conformance/catalogs.py``) stays true to the catalogs and the code."""

from __future__ import annotations

import ast
import difflib

import pytest

import i18n
from conformance.catalogs import (
    PLATFORM,
    call_sites,
    is_number_expression,
    numeric_variables,
    parsed,
    plural_file,
    plural_text,
    stale_declarations,
    variables,
)
from rules import GAMES

REGENERATE = "python -m conformance --write"
GOLDEN_PATH = plural_file(PLATFORM)


def test_the_platforms_golden_file_shows_every_message_that_takes_a_number_as_the_catalogs_render_it():
    assert GOLDEN_PATH.is_file(), f"no {GOLDEN_PATH.name}: write it with `{REGENERATE}`"
    kept = GOLDEN_PATH.read_text(encoding="utf-8")
    now = plural_text(PLATFORM)
    if kept != now:
        diff = difflib.unified_diff(kept.splitlines(), now.splitlines(), "golden (kept)", "catalogs (now)",
                                    n=0, lineterm="")
        shown = "\n".join(list(diff)[:80])
        pytest.fail(f"The plural renderings changed. If the change is intended, run `{REGENERATE}` and "
                    f"review the difference in the commit.\n{shown}")


def test_the_golden_files_hold_the_counts_of_the_review_in_every_language():
    lines = GOLDEN_PATH.read_text(encoding="utf-8").splitlines()
    for game_id in GAMES:
        if GAMES[game_id].spec.package:
            assert not any(line.startswith(f"{game_id}-") for line in lines)  # the game keeps its own
    iwari = plural_file("iwari").read_text(encoding="utf-8").splitlines()
    assert any(line.startswith("iwari-outcome-wins $points=1 de: ") for line in iwari)
    for lang in i18n.LANGUAGES:
        for count in (0, 1, 2, 5):
            # the lobby's count of players, the most common case of issue 28
            assert any(line.startswith(f"bot-error-player-count $joined={count} {lang}: ") for line in lines)
            assert any(line.startswith(f"history-stats-line $won={count} {lang}: ") for line in lines)
    assert "bot-status-lobby $joined=1 en: Iwari lobby: 1 player joined;" in "\n".join(lines)


def test_the_numeric_variables_come_from_the_catalogs_and_the_code():
    numeric = numeric_variables()
    assert "count" in numeric["bot-list-head"]  # rule 1: a plural selector
    assert "id" in numeric["history-not-finished"]  # rule 1: NUMBER($id)
    assert "joined" in numeric["bot-error-player-count"]  # rule 2: joined=len(users)
    assert "seat" in numeric["computer-seat-numbered"]  # rule 2 and 3: seat + 1
    assert "won" in numeric["history-stats-line"]  # rule 3: line.won
    assert "game" not in numeric["bot-error-player-count"]  # a title is no number
    english = parsed(i18n.DEFAULT)
    assert all(names <= variables(english[msg_id]) for msg_id, names in numeric.items())


@pytest.mark.parametrize(("source", "number"), [
    ("3", True), ("2.5", True), ("True", False), ("'3'", False), ("len(users)", True), ("page + 1", True),
    ("len(lines) - index", True), ("-x", True), ("0 if a else 1", True), ("'a' + b", False), ("count", False),
    ("game.max_players", False), ("f'{x:+d}'", False), ("str(n)", False),
])
def test_a_number_by_its_form(source, number):
    assert is_number_expression(ast.parse(source, mode="eval").body) is number


def test_the_numbers_listed_from_the_code_name_messages_that_take_them():
    """Rule 3's list cannot rot: each entry of the platform's (``i18n/words.py``) names an English message
    that takes that variable (a game's is its ``words.plurals`` clause)."""
    assert stale_declarations(PLATFORM) == []
    assert stale_declarations("iwari") == []


def test_the_code_is_read_for_the_call_sites():
    sites = {(pattern, variable) for pattern, variable, _expression, _where in call_sites()}
    assert ("bot-error-player-count", "joined") in sites
    assert ("tiwanaku-do-*-discover", "points") in sites  # an f-string id stands for the ids it builds
