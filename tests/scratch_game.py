"""Coin race: a scratch game registered at run time by the registry tests, and a pytest plugin doing so.

A pile of coins; the seats take one or two in turn, and whoever takes the last coin wins. Nothing is
hidden, so ``determinize`` is the state the view shows (the view carries its dump), and computer players
can think in it. It is a complete game (rules versions, dump and load, texts as plain strings) that
declares NO scenarios, ships no catalogs and has no renderer: registered, it must fail the contract's
clauses that need them, never be left out.

``python -m pytest -p scratch_game …`` (with ``tests/`` on the path) registers it before collection, as
a game registered at start-up is; ``tests/test_registry.py`` runs the generic test modules that way.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.base import (
    ActionParseError,
    Capabilities,
    GameSpec,
    IllegalAction,
    Rng,
    ScoreRow,
    ScoreTable,
    Section,
    resolve_rules_version,
)
from rules.registry import register

GAME_ID = "coinrace"
PILE = 100


@dataclass(frozen=True)
class CoinState:
    players: int
    pile: int
    seat: int
    taken: tuple[int, ...]
    winner: int = -1
    turns: int = 0
    rules_version: int = 1


class CoinEngine:
    id = GAME_ID
    title = "Coin race"
    min_players = 2
    max_players = 3
    options: dict = {}
    rules_version = 1

    def setup(self, players, options, seed, *, rules_version=None):
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Coin race takes 2 or 3 players, not {players}.")
        if options:
            raise ValueError("Coin race has no options.")
        version = resolve_rules_version(self.title, self.rules_version, rules_version)
        return CoinState(players, PILE, seed % players, (0,) * players, rules_version=version)

    def to_play(self, state):
        return None if state.winner >= 0 else state.seat

    def legal_actions(self, state):
        return [] if state.winner >= 0 else [take for take in (1, 2) if take <= state.pile]

    def apply(self, state, action):
        if type(action) is not int or action not in self.legal_actions(state):
            raise IllegalAction("Take one coin or two, and no more than are left.")
        taken = list(state.taken)
        taken[state.seat] += action
        pile = state.pile - action
        return replace(state, pile=pile, taken=tuple(taken), turns=state.turns + 1,
                       winner=state.seat if pile == 0 else -1, seat=(state.seat + 1) % state.players)

    def is_over(self, state):
        return state.winner >= 0

    def scores(self, state):
        return [1 if seat == state.winner else 0 for seat in range(state.players)]

    def winners(self, state):
        return [state.winner] if state.winner >= 0 else []

    def turn_count(self, state):
        return state.turns

    def encode(self, action):
        return str(action)

    def decode(self, text):
        if text not in ("1", "2"):
            raise ActionParseError("Not a Coin race move.")
        return int(text)

    def dump(self, state):
        return {"players": state.players, "pile": state.pile, "seat": state.seat, "taken": list(state.taken),
                "winner": state.winner, "turns": state.turns, "rules_version": state.rules_version}

    def load(self, data):
        return CoinState(data["players"], data["pile"], data["seat"], tuple(data["taken"]), data["winner"],
                         data["turns"], data.get("rules_version", 1))


class CoinObserver:
    def __init__(self, engine: CoinEngine) -> None:
        self.engine = engine

    def view(self, state, seat):
        engine = self.engine
        return {"game": GAME_ID, "seat": seat, "players": state.players, "to_play": engine.to_play(state),
                "over": engine.is_over(state), "scores": engine.scores(state), "turn": state.turns,
                "last_turn": None, "private": None if seat is None else {}, "state": engine.dump(state)}

    def determinize(self, view, rng: Rng):
        return self.engine.load(view["state"])


class CoinPresenter:
    def __init__(self, engine: CoinEngine) -> None:
        self.engine = engine

    def describe(self, state, action):
        return f"{self.seat_label(state, state.seat)} takes {action}."

    def seat_label(self, state, seat):
        return f"Seat {seat + 1}"

    def choice_path(self, state, action):
        return (("Coins", f"Take {action}"),)

    def private_text(self, state, seat):
        return ""

    def status_text(self, state):
        return f"{state.pile} coins left."

    def score_breakdown(self, state):
        return ScoreTable(("Won",), tuple(ScoreRow(seat, self.seat_label(state, seat), (score,), score)
                                          for seat, score in enumerate(self.engine.scores(state))))

    def outcome_text(self, state):
        return f"{self.seat_label(state, state.winner)} wins."


class CoinDescriber:
    """The pile in words (plain strings: a test game has no catalogs), from the view alone."""

    def board_alt(self, view):
        state = view["state"]
        if view["over"]:
            return (f"Coin race, after turn {view['turn']}.",
                    f"Seat {state['winner'] + 1} took the last coin.", "No coin is left.")
        return (f"Coin race, after turn {view['turn']}.", f"Seat {view['to_play'] + 1} to take one or two.",
                f"{state['pile']} coins left.")

    def board_text(self, view):
        taken = tuple(f"Seat {seat + 1}: {count} coins taken."
                      for seat, count in enumerate(view["state"]["taken"]))
        return (Section("Pile", self.board_alt(view)), Section("Seats", taken))

    def hand_alt(self, view):
        return ("Coin race has no hand.",)


def coin_race_spec() -> GameSpec:
    """Coin race, declaring no hidden information, ``determinize``, no undo and no scenarios."""
    engine = CoinEngine()
    return GameSpec(engine=engine, observer=CoinObserver(engine), presenter=CoinPresenter(engine),
                    describer=CoinDescriber(),
                    capabilities=Capabilities(determinize=True),
                    rules_text="## Coin race\nTake one or two coins; the last coin wins.")


SPEC = coin_race_spec()


def pytest_configure(config) -> None:
    """As a plugin (``-p scratch_game``): register the game before any test module is collected."""
    register(SPEC)
