"""Each service depends on the part of the store it uses: its ``store`` parameter is annotated with a
concern's interface (``SeasonStore``) or a small Protocol combining a few, and every store method it calls
is one that annotation declares. A service that starts using another concern says so in its annotation,
and none depends on the whole :class:`store.Store`."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from store import Store
from store.base import StoreLifecycle

ROOT = Path(__file__).resolve().parents[2]


def _offered(protocol: type) -> set[str]:
    """Every method and attribute a store Protocol declares, with those of the Protocols it combines."""
    names: set[str] = set()
    for cls in protocol.__mro__:
        if cls is object or not getattr(cls, "_is_protocol", False):
            continue
        names |= {name for name in vars(cls) if not name.startswith("__")}
        names |= set(getattr(cls, "__annotations__", {}))
    return names


def _used(node: ast.AST, names: set[str]) -> set[str]:
    """The attributes read of ``names`` (``store.x``) and of ``self.<name>`` (``self.store.x``)."""
    used = set()
    for sub in ast.walk(node):
        if not isinstance(sub, ast.Attribute):
            continue
        value = sub.value
        if isinstance(value, ast.Name) and value.id in names:
            used.add(sub.attr)
        if (isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name)
                and value.value.id == "self" and value.attr in names):
            used.add(sub.attr)
    return used


def _dependents() -> list[tuple[str, str, str, set[str]]]:
    """(module, where, annotation, store attributes used) for every ``store`` parameter in ``core/``."""
    found = []
    for path in sorted((ROOT / "core").glob("*.py")):
        module = f"core.{path.stem}"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                init = next((f for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"),
                            None)
                arguments = init.args.args if init else []
                store = next((a for a in arguments if a.arg == "store" and a.annotation), None)
                if store is None:
                    continue
                fields = {target.attr for sub in ast.walk(init) if isinstance(sub, ast.Assign)
                          for target in sub.targets if isinstance(target, ast.Attribute)
                          and isinstance(sub.value, ast.Name) and sub.value.id == "store"}
                used = _used(node, {"store", *fields})
                found.append((module, node.name, ast.unparse(store.annotation), used))
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name != "__init__":
                store = next((a for a in node.args.args + node.args.kwonlyargs
                              if a.arg == "store" and a.annotation), None)
                if store is not None:
                    found.append((module, node.name, ast.unparse(store.annotation), _used(node, {"store"})))
    return found


def test_every_service_declares_the_concerns_it_uses():
    dependents = _dependents()
    assert len(dependents) >= 15
    wrong = []
    for module, where, annotation, used in dependents:
        protocol = getattr(importlib.import_module(module), annotation)
        assert protocol is not Store, f"{module}.{where} depends on the whole store"
        assert getattr(protocol, "_is_protocol", False), f"{module}.{where}: {annotation} is no Protocol"
        missing = used - _offered(protocol) - _offered(StoreLifecycle)
        if missing:
            wrong.append(f"{module}.{where} ({annotation}) uses {sorted(missing)}")
    assert wrong == []


def test_the_check_sees_a_service_using_a_concern_it_did_not_declare():
    tree = ast.parse("class Ratings:\n    def __init__(self, store):\n        self.store = store\n"
                     "    async def f(self):\n        return await self.store.season(1, 'iwari')\n")
    used = _used(tree, {"store"})
    from store import ResultStore, SeasonStore

    assert used == {"season"}
    assert used - _offered(ResultStore)
    assert not used - _offered(SeasonStore)
