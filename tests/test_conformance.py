"""The game contract, on every registered game: each clause of the conformance kit (``python -m
conformance``) is one test per game, so the rules live in the kit and a new game is held to all of them
the moment it is registered. A clause that does not apply to a game (``determinize``'s, to a game that
does not declare it) has no test for it; none is skipped.

The kit's own checks can fail: each is shown below breaking on a game made to break it."""

from __future__ import annotations

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


def _spec(game_id: str, **changes):
    return dataclasses.replace(GAMES[game_id].spec, **changes)


def test_a_lowest_wins_reading_of_a_highest_wins_game_is_caught():
    """scoring.winners: the same engine declared lowest-wins breaks the clause (its winners have the
    highest score), and says how to declare a lowest-wins game."""
    engine = GAMES["wayfinders"].spec.engine

    class Renamed(type(engine)):  # another id, the same rules
        id = "wayfinders_lowest"

    spec = _spec("wayfinders", engine=Renamed(), scoring=Scoring(lower_wins=True))
    with registered(spec):
        with pytest.raises(ContractBroken, match="lower_wins=True"):
            conformance.run("wayfinders_lowest", "scoring.winners")


def test_a_view_showing_hidden_scores_is_caught():
    """observer.views: a game declaring its scores hidden until the end whose view shows them breaks it."""
    engine = GAMES["wayfinders"].spec.engine

    class Renamed(type(engine)):
        id = "wayfinders_hidden"

    observer = GAMES["wayfinders"].spec.observer

    class Observer(type(observer)):
        def view(self, state, seat):
            return {**super().view(state, seat), "game": "wayfinders_hidden"}

    spec = _spec("wayfinders", engine=Renamed(), observer=Observer(Renamed()),
                 scoring=Scoring(hidden_until_end=True))
    with registered(spec):
        with pytest.raises(ContractBroken, match="hidden until the end"):
            conformance.run("wayfinders_hidden", "observer.views")


def test_an_engine_that_loads_a_newer_rules_version_is_caught():
    engine = GAMES["tiwanaku"].spec.engine

    class Lenient(type(engine)):
        id = "tiwanaku_lenient"

        def load(self, data):
            version = min(data.get("rules_version", 1), self.rules_version)
            return super().load({**data, "rules_version": version})

    observer = GAMES["tiwanaku"].spec.observer
    spec = _spec("tiwanaku", engine=Lenient(), observer=type(observer)(Lenient()))
    with registered(spec):
        with pytest.raises(ContractBroken, match="newer than the engine's"):
            conformance.run("tiwanaku_lenient", "engine.rules-version")


def test_a_missing_declaration_names_the_field_to_declare():
    spec = _spec("iwari", scenarios=dataclasses.replace(GAMES["iwari"].spec.scenarios, decoys=()))
    engine = GAMES["iwari"].spec.engine

    class Renamed(type(engine)):
        id = "iwari_nodecoys"

    with registered(dataclasses.replace(spec, engine=Renamed())):
        with pytest.raises(ContractBroken, match="declares no scenarios.decoys"):
            conformance.run("iwari_nodecoys", "describer.hidden")


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
