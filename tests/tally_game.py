"""Tally: a test game whose scoring is declared, not assumed: each seat in turn adds 1 or 5 to its own
tally, three times; then the lowest tally wins (``Scoring(lower_wins=True)``) or the highest, as the spec
declares, and the tallies may be hidden until the end (``hidden_until_end``). Texts are plain strings (no
catalogs); a spec whose tallies are public declares ``determinize`` (the view carries the dump), so a
computer can play it.
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
    Scoring,
    Section,
    resolve_rules_version,
)

ROUNDS = 3


@dataclass(frozen=True)
class TallyState:
    players: int
    tallies: tuple[int, ...]
    seat: int = 0
    turns: int = 0
    rules_version: int = 1


class TallyEngine:
    title = "Tally"
    min_players = 2
    max_players = 3
    options: dict = {}
    rules_version = 1

    def __init__(self, game_id: str, lower_wins: bool) -> None:
        self.id = game_id
        self.lower_wins = lower_wins

    def setup(self, players, options, seed, *, rules_version=None):
        if not self.min_players <= players <= self.max_players or options:
            raise ValueError("Tally takes 2 or 3 players and no options.")
        return TallyState(players, (0,) * players, rules_version=resolve_rules_version(
            self.title, self.rules_version, rules_version))

    def to_play(self, state):
        return None if self.is_over(state) else state.seat

    def legal_actions(self, state):
        return [] if self.is_over(state) else [1, 5]

    def apply(self, state, action):
        if type(action) is not int or action not in self.legal_actions(state):
            raise IllegalAction("Add 1 or 5.")
        tallies = list(state.tallies)
        tallies[state.seat] += action
        return replace(state, tallies=tuple(tallies), seat=(state.seat + 1) % state.players,
                       turns=state.turns + 1)

    def reveals(self, state, action):
        return False

    def is_over(self, state):
        return state.turns >= ROUNDS * state.players

    def scores(self, state):
        return list(state.tallies)

    def winners(self, state):
        if not self.is_over(state):
            return []
        best = (min if self.lower_wins else max)(state.tallies)
        return [seat for seat, tally in enumerate(state.tallies) if tally == best]

    def turn_count(self, state):
        return state.turns

    def encode(self, action):
        return str(action)

    def decode(self, text):
        if text not in ("1", "5"):
            raise ActionParseError("Not a Tally move.")
        return int(text)

    def dump(self, state):
        return {"players": state.players, "tallies": list(state.tallies), "seat": state.seat,
                "turns": state.turns, "rules_version": state.rules_version}

    def load(self, data):
        return TallyState(data["players"], tuple(data["tallies"]), data["seat"], data["turns"],
                          data.get("rules_version", 1))


class TallyObserver:
    def __init__(self, engine: TallyEngine, public: bool) -> None:
        self.engine = engine
        self.public = public

    def view(self, state, seat):
        engine, over = self.engine, self.engine.is_over(state)
        shown = self.public or over
        return {"game": engine.id, "seat": seat, "players": state.players, "to_play": engine.to_play(state),
                "over": over, "scores": engine.scores(state) if shown else None, "turn": state.turns,
                "winners": engine.winners(state), "last_turn": None,
                "private": None if seat is None else {"tally": state.tallies[seat]},
                "state": engine.dump(state) if self.public else None}

    def determinize(self, view, rng: Rng):
        return self.engine.load(view["state"])


class TallyPresenter:
    def __init__(self, engine: TallyEngine) -> None:
        self.engine = engine

    def describe(self, state, action):
        return f"Seat {state.seat + 1} adds {action}."

    def seat_label(self, state, seat):
        return f"Seat {seat + 1}"

    def choice_path(self, state, action):
        return (("Add", f"Add {action}"),)

    def private_text(self, state, seat):
        return f"Your tally: {state.tallies[seat]}."

    def status_text(self, state):
        return f"Turn {state.turns + 1} of {ROUNDS * state.players}."

    def score_breakdown(self, state):
        return ScoreTable(("Tally",), tuple(ScoreRow(seat, f"Seat {seat + 1}", (tally,), tally)
                                            for seat, tally in enumerate(state.tallies)))

    def outcome_text(self, state):
        return ", ".join(f"Seat {seat + 1}" for seat in self.engine.winners(state)) + " win."


class TallyDescriber:
    def board_alt(self, view):
        shown = "hidden" if view["scores"] is None else ", ".join(map(str, view["scores"]))
        return (f"Tally, after turn {view['turn']}.", "Over." if view["over"] else "Playing.",
                f"Tallies: {shown}.")

    def board_text(self, view):
        return (Section("Tally", self.board_alt(view)),)

    def hand_alt(self, view):
        return (f"Your tally: {view['private']['tally']}.",)


def tally_spec(game_id: str = "tally", *, lower_wins: bool = True, hidden: bool = False) -> GameSpec:
    """Tally under ``game_id``, its lowest (or highest) tally winning, its tallies hidden until the end or
    not."""
    engine = TallyEngine(game_id, lower_wins)
    return GameSpec(engine=engine, observer=TallyObserver(engine, public=not hidden),
                    presenter=TallyPresenter(engine), describer=TallyDescriber(),
                    capabilities=Capabilities(hidden_information=hidden, determinize=not hidden),
                    scoring=Scoring(lower_wins=lower_wins, hidden_until_end=hidden),
                    rules_text="## Tally\nAdd 1 or 5 to your tally, three times.")
