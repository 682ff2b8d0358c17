"""The game contract, on every registered game: each clause of the conformance kit (``python -m
conformance``) is one test per game, so the rules live in the kit and a new game is held to all of them
the moment it is registered. A clause that does not apply to a game (``determinize``'s, to a game that
does not declare it) has no test for it; none is skipped.

The kit's own checks can fail: each is shown below breaking on a game made to break it."""

from __future__ import annotations

import copy
import dataclasses
import json

import pytest

import conformance
from conformance import ContractBroken
from rules import GAMES
from rules.base import Scoring
from rules.registry import registered

CASES = [pytest.param(game_id, name, id=f"{game_id}-{name}")
         for game_id in sorted(GAMES) for name in conformance.names() if conformance.applies(name, game_id)]


@pytest.mark.parametrize("game_id, name", CASES)
def test_every_registered_game_keeps_the_contract(game_id, name):
    try:
        conformance.run(game_id, name)
    except ContractBroken as broken:
        pytest.fail(f"{name}: {broken}", pytrace=False)


def _renamed(game_id: str, new_id: str, *, engine_class=None, **changes):
    """``game_id``'s spec under ``new_id`` (its engine and observer of a subclass answering to that id,
    ``engine_class`` to change more of the engine), with ``changes`` to the spec."""
    spec = GAMES[game_id].spec
    base = engine_class or type(spec.engine)
    engine = type("Renamed", (base,), {"id": new_id})()
    observer = copy.copy(spec.observer)
    observer.engine = engine
    return dataclasses.replace(spec, engine=engine, observer=observer, **changes)


def _broken(spec, name: str, match: str) -> None:
    with registered(spec), pytest.raises(ContractBroken, match=match):
        conformance.run(spec.id, name)


def test_a_lowest_wins_reading_of_a_highest_wins_game_is_caught():
    """scoring.winners: the same rules declared lowest-wins break the clause (their winners have the
    highest score), and the message says how to declare a lowest-wins game."""
    _broken(_renamed("wayfinders", "wayfinders_lowest", scoring=Scoring(lower_wins=True)), "scoring.winners",
            "lower_wins=True")


def test_a_view_showing_hidden_scores_is_caught():
    """observer.views: a game declaring its scores hidden until the end whose view shows them breaks it."""
    _broken(_renamed("wayfinders", "wayfinders_hidden", scoring=Scoring(hidden_until_end=True)),
            "observer.views", "hidden until the end")


def test_an_engine_that_loads_a_newer_rules_version_is_caught():
    engine = type(GAMES["tiwanaku"].spec.engine)

    class Lenient(engine):
        def load(self, data):
            version = min(data.get("rules_version", 1), self.rules_version)
            return super().load({**data, "rules_version": version})

    _broken(_renamed("tiwanaku", "tiwanaku_lenient", engine_class=Lenient), "engine.rules-version",
            "newer than the engine's")


def test_a_missing_declaration_names_the_field_to_declare():
    scenarios = dataclasses.replace(GAMES["iwari"].spec.scenarios, decoys=())
    _broken(_renamed("iwari", "iwari_nodecoys", scenarios=scenarios), "describer.hidden",
            "declares no scenarios.decoys")


def test_the_cli_lists_every_check_with_its_clause(capsys):
    from conformance.__main__ import main

    assert main(["--list"]) == 0
    listed = capsys.readouterr().out
    assert all(name in listed for name in conformance.names())
    assert "width / 40" in listed and "newer" in listed and "200" in listed


def test_the_cli_reports_a_broken_clause_and_fails(capsys, monkeypatch):
    from conformance.__main__ import main

    def broken(game_id):
        raise ContractBroken(f"{game_id}: broken on purpose")

    check = conformance.CHECKS["engine.values"]
    monkeypatch.setitem(conformance.CHECKS, "engine.values", dataclasses.replace(check, verify=broken))
    assert main(["tiwanaku", "--check", "engine.values"]) == 1
    out = capsys.readouterr().out
    assert "FAIL  engine.values" in out and "broken on purpose" in out and "1 clause(s) broken" in out
    json.dumps(out)
