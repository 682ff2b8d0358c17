"""The plural golden file (issue 28): every message that takes a number, rendered at 0, 1, 2 and 5 in every
language, kept in ``tests/i18n/golden/plurals.txt`` so that every change of wording shows up in review.

Which messages and variables take a number is ``catalog_numbers``' rule. Each numeric variable of a message
is shown in turn at 0, 1, 2 and 5, the message's other numbers at 3; the other variables get sample values
(:data:`SAMPLES`: a game, a player or seat, a Discord timestamp …; a selector on words gets its default
variant's key; anything else ``‹name›``, so the reader sees where a value goes). One line per rendering:

    <message id> $<variable>=<count> <language>: <text, its line breaks shown as ⏎>

Run as a script, it writes the file again (``python tests/i18n/golden_plurals.py``);
``tests/i18n/test_plurals.py`` fails with the difference while the file and the catalogs disagree.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __name__ == "__main__":  # run as a script: this checkout's packages, not an installed copy
    sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parent)]

from catalog_numbers import key_name, numeric_variables, parsed, variables
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor

import i18n

GOLDEN_PATH = Path(__file__).resolve().parent / "golden" / "plurals.txt"
COUNTS = (0, 1, 2, 5)
#: A message's other numbers while one is shown at each count.
OTHER_NUMBERS = 3
DISCORD_TIME = "<t:1767225600:R>"
#: Plausible values for the variables that are not numbers, by name, the same in every language.
SAMPLES: dict[str, str] = {
    "game": "Iwari", "title": "Iwari", "user": "@Ana", "player": "@Ana", "users": "@Ana @Ben",
    "others": "@Ben", "channel": "#tables", "where": "#tables",
    **dict.fromkeys(("who", "name", "seat", "tribe", "winner"), "Ana"),
    **dict.fromkeys(("names", "tribes", "leaders", "winners"), "Ana, Ben"),
    "mark": "A", "numbers": "2, 4", "cell": "C3",
    "link": "https://discord.com/channels/1/2/3", "board": "https://discord.com/channels/1/2/3",
    **dict.fromkeys(("relative", "until", "moment", "deadline", "since", "opened", "date"), DISCORD_TIME),
}
HEADER = """\
# Every message that takes a number, at 0, 1, 2 and 5, in every language (issue 28).
# Written by `python tests/i18n/golden_plurals.py`; checked by tests/i18n/test_plurals.py.
# <message id> $<variable>=<count> <language>: <text>   (other numbers at 3, ⏎ a line break)
"""


def _word_selectors(pattern: fl.Pattern) -> dict[str, str]:
    """The variables a pattern selects words by, with their default variant's key."""
    found: dict[str, str] = {}

    class Collect(Visitor):
        def visit_SelectExpression(self, node):  # noqa: N802 - fluent.syntax's visitor naming
            if isinstance(node.selector, fl.VariableReference):
                default = next(variant for variant in node.variants if variant.default)
                found.setdefault(node.selector.id.name, key_name(default.key))
            self.generic_visit(node)

    Collect().visit(pattern)
    return found


def renderings() -> list[str]:
    """The golden file's lines, in order: by message id, variable, language and count."""
    english = parsed(i18n.DEFAULT)
    lines: list[str] = []
    for msg_id, numbers in sorted(numeric_variables().items()):
        if "." in msg_id:
            continue  # an attribute: no code formats one with arguments
        pattern = english[msg_id]
        selected = _word_selectors(pattern)
        base = {name: selected.get(name) or SAMPLES.get(name, f"‹{name}›")
                for name in variables(pattern) - numbers}
        base.update(dict.fromkeys(numbers, OTHER_NUMBERS))
        for variable in sorted(numbers):
            for lang in i18n.LANGUAGES:
                for count in COUNTS:
                    text = i18n.t(lang, msg_id, **{**base, variable: count})
                    lines.append(f"{msg_id} ${variable}={count} {lang}: {text.replace(chr(10), ' ⏎ ')}")
    return lines


def golden_text() -> str:
    return HEADER + "".join(f"{line}\n" for line in renderings())


def main() -> None:
    i18n.STRICT = True  # a missing message or argument is an error here too
    GOLDEN_PATH.parent.mkdir(exist_ok=True)
    GOLDEN_PATH.write_text(golden_text(), encoding="utf-8")
    print(f"wrote {GOLDEN_PATH}")


if __name__ == "__main__":
    main()
