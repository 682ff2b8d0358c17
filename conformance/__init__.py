"""The game contract's conformance kit: every clause a registered game must satisfy, checked on it.

    python -m conformance lowball             # every check of one game, each with its clause
    python -m conformance --list              # the checks and their clauses
    python -m conformance lowball --check renderer.phone
    python -m conformance --write [GAME ...]  # write the generated files again (see below)

The generic tests run :func:`run` for every registered game and every check (``tests/test_conformance.py``),
so the contract's rules live here once: what a new game must satisfy is found by running the kit, not by
failing platform tests. ARCHITECTURE.md words the contract; ``rules/base.py`` (the parts, ``Capabilities``,
``Scoring``, ``Scenarios``) and ``rules/contract.py`` (the renderer and the numbers) declare it.

The generated files, written by ``--write`` (golden games only when missing; the others always):
each game's ``golden/engine.json`` and ``golden/rules_v1.json`` (its golden games), each game's and the
platform's ``golden/plurals.txt`` (every message that takes a number, at 0, 1, 2 and 5), and the fixed
board palettes (``render/palettes/<game>.txt``, for a renderer with ``FIXED_PALETTE``).

The kit imports the rules, the words and the renderer (``rules``, ``i18n``, ``render``), never the store,
the core or the bot; nothing of the product imports it.
"""

from __future__ import annotations

from conformance import catalogs, describer, engine, golden, mutations, renderer  # noqa: F401 - they register
from conformance.core import CHECKS, Check, ContractBroken, Outcome, applies, names, run, verify

__all__ = ["CHECKS", "Check", "ContractBroken", "Outcome", "applies", "names", "run", "verify"]
