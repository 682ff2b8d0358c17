"""The registry and the game spec (issue 24, points 4 and 6): a game is an explicit spec with named parts
and declared capabilities, registered by one line (or by ``rules.register`` at run time), and the runtime
and the generic tests read those declarations, never probe a game to find out what it can do.

Adding a game is its own package plus one registry line: nothing outside ``rules/<game>/`` and
``render/<game>.py`` names a game (checked here on the code of rules/, render/ and bot/; the bench keeps
a few game-specific sections, and tests may name games). A game registered at run time is the same to
everything: the scratch game Coin race (``scratch_game.py``), registered before collection, fails every
clause of the contract that needs scenarios, words or a renderer it lacks, and is skipped by none;
Menagerie is played through the Discord harness from the registry (tests/bot/test_registered_game.py).
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from scenario_cases import MissingScenarios, per_case, per_game, require
from scratch_game import GAME_ID, CoinDescriber, CoinEngine, CoinObserver, CoinPresenter, coin_race_spec

from rules import GAMES
from rules.ai import choose
from rules.base import CAPABILITY_METHODS, Capabilities, Game, GameSpec, Playout
from rules.registry import GAME_PACKAGES, register, registered, unregister

ROOT = Path(__file__).resolve().parents[1]
NOTHING = Capabilities()


def coin_parts() -> dict:
    engine = CoinEngine()
    return {"engine": engine, "observer": CoinObserver(engine), "presenter": CoinPresenter(engine),
            "describer": CoinDescriber()}


def test_each_packaged_game_is_its_package_spec_registered_by_its_line():
    for package in GAME_PACKAGES:
        spec = importlib.import_module(f"rules.{package}").SPEC
        assert isinstance(spec, GameSpec) and spec.package == f"rules.{package}"
        assert GAMES[spec.id] is spec.game and spec.game.spec is spec
        assert spec.scenarios is not None and spec.playout is not None
    assert list(GAMES) == [importlib.import_module(f"rules.{p}").SPEC.id for p in GAME_PACKAGES]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_game_object_is_its_parts_own_methods_with_no_layer_between(game_id):
    """``GAMES[id].apply`` is the engine's bound method itself (an instance attribute of the facade), so
    a call through the game object costs what a call on the part costs."""
    game = GAMES[game_id]
    spec = game.spec
    assert isinstance(game, Game)
    for name, part in (("apply", spec.engine), ("legal_actions", spec.engine), ("view", spec.observer),
                       ("describe", spec.presenter), ("status_text", spec.presenter),
                       ("board_alt", spec.describer), ("board_text", spec.describer),
                       ("hand_alt", spec.describer)):
        assert name in vars(game) and getattr(game, name).__self__ is part, name
    for capability, (part_name, method) in CAPABILITY_METHODS.items():
        if getattr(spec.capabilities, capability):
            assert getattr(game, method).__self__ is getattr(spec, part_name), method


def test_what_a_game_does_not_declare_answers_no():
    """Coin race declares no hidden information, no undo and no shortcuts; without ``determinize`` it has
    no computer player either: the game object answers accordingly instead of lacking the member."""
    game = GameSpec(**coin_parts(), capabilities=NOTHING).game
    state = game.setup(2, {}, 1)
    assert game.reveals(state, 1) is False and game.undoable(state, 1) is False
    assert game.shortcuts(state) == []
    with pytest.raises(NotImplementedError):
        game.determinize(game.view(state, 0), None)
    with pytest.raises(ValueError, match="determinize"):
        choose(game, game.view(state, game.to_play(state)), level="easy", seed=1)
    assert game.spec.playout is not None and game.spec.playout.estimate(state) == [0.0, 0.0]


def test_every_capability_is_undeclared_unless_a_game_declares_it():
    """A capability is one field of ``Capabilities`` (its default, the method it brings, what a game without
    it answers): a game declares only what it has, and one declaring nothing needs no capabilities at all."""
    assert all(capability.default is False for capability in dataclasses.fields(Capabilities))
    game = GameSpec(**coin_parts()).game
    assert game.spec.capabilities == NOTHING == Capabilities()
    parts = coin_parts()
    for capability, (part, method) in CAPABILITY_METHODS.items():
        # An undeclared capability's method is the game object's own answer, never the part's.
        assert getattr(getattr(game, method), "__self__", None) is not parts[part], capability
    declared = GameSpec(**parts, capabilities=Capabilities(determinize=True)).game
    assert declared.determinize.__self__ is parts["observer"]


@pytest.mark.parametrize("declared", ["undo", "shortcuts", "hidden_information"])
def test_a_capability_whose_method_the_part_lacks_is_refused(declared):
    capabilities = Capabilities(**{declared: True})
    with pytest.raises(TypeError, match=CAPABILITY_METHODS[declared][1]):
        GameSpec(**coin_parts(), capabilities=capabilities)


def test_every_game_brings_a_describer_and_one_lacking_a_method_is_refused():
    """Issue 26: a game's board in words is a part every game provides (``rules.base.Describer``)."""
    class Mute:
        def board_alt(self, view):
            return ()

    parts = {**coin_parts(), "describer": Mute()}
    with pytest.raises(TypeError, match="describer lacks board_text, hand_alt"):
        GameSpec(**parts, capabilities=NOTHING)
    without = coin_parts()
    del without["describer"]
    with pytest.raises(TypeError, match="describer"):
        GameSpec(**without, capabilities=NOTHING)  # type: ignore[call-arg]


def test_cooperative_is_declared_with_the_playouts_cooperative_and_only_then():
    parts = coin_parts()
    generic = Playout.generic(parts["engine"])
    cooperative = Capabilities(cooperative=True)
    with pytest.raises(TypeError, match="cooperative"):
        GameSpec(**parts, capabilities=cooperative, playout=generic)
    with_check = Playout(lean_apply=generic.lean_apply, step=generic.step, estimate=generic.estimate,
                         iterations_per_second=50, cooperative=lambda state: False)
    with pytest.raises(TypeError, match="cooperative"):
        GameSpec(**parts, capabilities=NOTHING, playout=with_check)


def test_register_and_unregister_a_game_at_run_time():
    spec = coin_race_spec()
    assert GAME_ID not in GAMES
    with registered(spec) as games:
        assert GAMES[GAME_ID] is games[GAME_ID] is spec.game
        assert register(spec) is spec.game  # the same spec again: harmless
        with pytest.raises(ValueError, match="registered already"):
            register(coin_race_spec())
    assert GAME_ID not in GAMES
    with pytest.raises(ValueError, match="packaged"):
        unregister(GAME_PACKAGES[0])
    with pytest.raises(TypeError):
        register(spec.game)  # type: ignore[arg-type]


def test_a_registered_game_without_scenarios_gets_cases_that_fail():
    with registered(coin_race_spec()):
        value = dict((param.values[0], param.values[1]) for param in per_game("apply_checks"))[GAME_ID]
        cases = [param.values for param in per_case("phone_boards") if param.values[0] == GAME_ID]
    assert isinstance(value, MissingScenarios)
    assert len(cases) == 1 and isinstance(cases[0][1], MissingScenarios)
    with pytest.raises(pytest.fail.Exception, match="declares no scenarios.apply_checks"):
        require(value)


GENERIC_MODULES = ("tests/test_conformance.py", "tests/rules/test_ai.py",
                   "tests/rules/test_apply_checks_everything.py")
#: What a test game that declares no scenarios, ships no catalogs and has no renderer is told.
LACKS = re.compile(r"declares no scenarios|ships no words|has no renderer")


def test_a_game_registered_without_scenarios_fails_each_generic_module_and_none_skips_it():
    """The generic modules run with Coin race registered before collection (``-p scratch_game``): every
    clause of the contract that needs what it lacks (scenarios, words, a renderer) fails on Coin race with a
    message naming what to declare, the others pass on it, and none is skipped."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]), "COLUMNS": "1000"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "scratch_game", "-k", GAME_ID, "-rfs",
         "-p", "no:cacheprovider", *GENERIC_MODULES],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    output = result.stdout + result.stderr
    failed = [line for line in output.splitlines() if line.startswith("FAILED")]
    summary = next(line for line in reversed(output.splitlines())
                   if re.match(r"=* ?\d+ \w+.* in [\d.]+s", line))
    assert result.returncode == 1, output[-3000:]
    assert "skipped" not in summary and "error" not in summary, summary
    assert all(GAME_ID in line and LACKS.search(line) for line in failed), failed
    assert any("declares no scenarios" in line for line in failed)
    for module in GENERIC_MODULES:
        assert any(line.startswith(f"FAILED {module}::") for line in failed), module
    assert re.search(r"\b\d+ passed", summary), summary  # the clauses needing none of it ran on it


# --- nothing outside a game's own files names it -----------------------------------------------------
def _names_in_code(path: Path) -> list[tuple[int, str]]:
    """Identifiers, imported module names and string constants of a module, without its docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            found.append((node.lineno, node.value))
        elif isinstance(node, ast.Name):
            found.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            found.append((node.lineno, node.attr))
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.lineno, node.module))
        elif isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
    return found


def _platform_modules(game_id: str) -> list[Path]:
    """Every module of rules/, render/ and bot/ except the game's own files and the registry."""
    own = {ROOT / "render" / f"{game_id}.py", ROOT / "rules" / "registry.py"}
    paths = [*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("render").rglob("*.py"),
             *ROOT.joinpath("rules").rglob("*.py")]
    return [path for path in paths
            if path not in own and ROOT / "rules" / game_id not in path.parents]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_module_outside_a_games_own_files_names_it(game_id):
    pattern = re.compile(rf"(?<![a-z]){re.escape(game_id)}(?![a-z])", re.IGNORECASE)
    named = [f"{path.relative_to(ROOT)}:{line}: {text!r}"
             for path in _platform_modules(game_id) for line, text in _names_in_code(path)
             if pattern.search(text)]
    assert named == []


def test_the_check_finds_a_game_named_in_code(tmp_path):
    """The check can fail: a string naming a game, an import of its package and a name are all found;
    the same words in a docstring are not."""
    module = tmp_path / "probe.py"
    module.write_text('"""Iwari is only mentioned here."""\nfrom rules.iwari import GAME\n'
                      'def f():\n    return GAMES["iwari"], iwari_rules\n', encoding="utf-8")
    found = [text for _, text in _names_in_code(module) if "iwari" in text.lower()]
    assert sorted(found) == ["iwari", "iwari_rules", "rules.iwari"]


PROBES = re.compile(r"(getattr|hasattr)\([^)]*\bgame\b|import_module\(f?[\"']rules\.")


def test_the_runtime_reads_declarations_and_never_probes_a_game():
    """No ``getattr(game, …)`` / ``hasattr(game, …)`` and no game module found by import path in
    rules/, render/ and bot/ (the registry's one line per package excepted)."""
    paths = [*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("render").rglob("*.py"),
             *ROOT.joinpath("rules").rglob("*.py")]
    probes = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
              for path in paths if path != ROOT / "rules" / "registry.py"
              for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
              if PROBES.search(line)]
    assert probes == []
