"""Menagerie: a tiny card game used only to test the bot, registered as any game is (``rules.register``).

It is a game spec like the packaged ones (``rules.base.GameSpec``), with its own parts: an engine, an
observer and a presenter, and its own declarations: hidden hands (or none, for Open Menagerie), undo, and
no ``determinize`` (a computer seat makes random moves). The tests register it for the test that needs it
(the ``test_games`` fixture of ``conftest.py``, or ``rules.registry.registered``); nothing in the bot knows
it otherwise. Its texts are plain English strings, and its rules a ``rules_text`` of its own: it has no
catalogs.

Each player holds a hidden hand of animal cards ("Okapi3"). A turn is two decisions by the same seat: play
a card from the hand (or pass), then draw a card, from the face-up display or blindly from the deck. After
``rounds`` turns each the game ends; the score is the sum of the values played (+1 per pair of the same
animal with the "pairs" module). Card names are unusual words so a leak of a hand into public text is easy to
spot. ``hidden=False`` builds a variant without private information (hands are public), to check that such
games send no hand DMs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from rules.base import (
    ActionParseError,
    Capabilities,
    GameSpec,
    IllegalAction,
    OptionSpec,
    Rng,
    ScoreRow,
    ScoreTable,
    Section,
    resolve_options,
)

ANIMALS = ("Quokka", "Axolotl", "Pangolin", "Okapi", "Narwhal")
DECK = tuple(f"{animal}{value}" for animal in ANIMALS for value in range(1, 6))
HAND_SIZE = 3
DISPLAY_SIZE = 2
SEAT_NAMES = ("North", "East", "South", "West")

OPTIONS: dict[str, OptionSpec] = {
    "length": OptionSpec(
        "Length",
        (("short", "Short (2 rounds)"), ("long", "Long (3 rounds)")),
        "short",
        "How many turns each player gets",
    ),
    "pairs": OptionSpec("Pairs bonus", (("off", "Off"), ("on", "On")), "off", "+1 per pair of one animal"),
    "open_display": OptionSpec("Open display", (("on", "On"), ("off", "Off")), "on", "Cards to take face up"),
    "fast_start": OptionSpec("Fast start", (("off", "Off"), ("on", "On")), "off", "First player draws one"),
    "table": OptionSpec(
        "Table", (("oak", "Oak"), ("pine", "Pine"), ("felt", "Green felt")), "oak", "Purely cosmetic"
    ),
}


@dataclass(frozen=True)
class Play:
    card: str


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class Draw:
    source: str  # "deck" or "display"
    index: int = 0


@dataclass(frozen=True)
class State:
    players: int
    rounds: int
    pairs: bool
    open_display: bool
    hands: tuple[tuple[str, ...], ...]
    played: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    display: tuple[str, ...]
    to_play: int
    phase: str  # "play", "draw" or "over"
    turns: int
    rng: int
    last: str = ""


RULES_TEXT = (
    "# Menagerie\nA test game.\n## Turn\nPlay a card, then draw one.\n"
    "## End\nAfter the last round, the highest total wins."
)


class MenagerieEngine:
    """The rules. ``hidden`` False: hands are public (no private view). ``rounds``: that many rounds
    whatever the length option (a game of thousands of turns, for the replay of a very long game)."""

    min_players = 2
    max_players = 4
    rules_version = 1
    options = OPTIONS

    def __init__(self, *, hidden: bool = True, game_id: str = "menagerie", title: str = "Menagerie",
                 rounds: int | None = None) -> None:
        self.hidden = hidden
        self.id = game_id
        self.title = title
        self.rounds = rounds

    # --- engine ------------------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, object], seed: int, *,
              rules_version: int | None = None) -> State:
        if rules_version not in (None, self.rules_version):
            raise ValueError(f"Menagerie has only rules version {self.rules_version}.")
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Menagerie needs 2-4 players, not {players}.")
        resolved = resolve_options(self.options, options)
        rng = Rng.from_seed(seed)
        deck = rng.shuffled(DECK)
        hands = tuple(tuple(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(players))
        rest = deck[players * HAND_SIZE :]
        open_display = resolved["open_display"] == "on"
        display = tuple(rest[:DISPLAY_SIZE]) if open_display else ()
        rest = rest[len(display) :]
        return State(
            players,
            self.rounds or (2 if resolved["length"] == "short" else 3),
            resolved["pairs"] == "on",
            open_display,
            hands,
            tuple(() for _ in range(players)),
            tuple(rest),
            display,
            0,
            "play",
            0,
            rng.state,
        )

    def to_play(self, state: State) -> int | None:
        return None if state.phase == "over" else state.to_play

    def legal_actions(self, state: State) -> list:
        if state.phase == "play":
            return [Play(card) for card in state.hands[state.to_play]] + [Pass()]
        if state.phase == "draw":
            actions: list = [Draw("display", i) for i in range(len(state.display))]
            if state.deck:
                actions.append(Draw("deck"))
            return actions
        return []

    def apply(self, state: State, action: object) -> State:
        if action not in self.legal_actions(state):
            raise IllegalAction("You cannot do that now.")
        seat = state.to_play
        if isinstance(action, Play):
            hands = list(state.hands)
            hands[seat] = tuple(card for card in hands[seat] if card != action.card)
            played = list(state.played)
            played[seat] = (*played[seat], action.card)
            state = replace(state, hands=tuple(hands), played=tuple(played), phase="draw", last=action.card)
        elif isinstance(action, Pass):
            state = replace(state, phase="draw", last="")
        elif isinstance(action, Draw):
            hands = list(state.hands)
            if action.source == "deck":
                card, deck, display = state.deck[0], state.deck[1:], state.display
            else:
                card = state.display[action.index]
                deck = state.deck
                display = state.display[: action.index] + state.display[action.index + 1 :]
                if deck and state.open_display:
                    display, deck = (*display, deck[0]), deck[1:]
            hands[seat] = (*hands[seat], card)
            state = replace(state, hands=tuple(hands), deck=deck, display=display)
            state = self._end_turn(state)
        if state.phase == "draw" and not self.legal_actions(state):
            state = self._end_turn(state)
        return state

    def _end_turn(self, state: State) -> State:
        turns = state.turns + 1
        if turns >= state.rounds * state.players:
            return replace(state, turns=turns, phase="over")
        return replace(state, turns=turns, phase="play", to_play=(state.to_play + 1) % state.players)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def reveals(self, state: State, action: object) -> bool:
        return self.hidden and isinstance(action, Draw) and action.source == "deck"

    def undoable(self, state: State, action: object) -> bool:
        # Playing or passing shows nothing new; every draw ends the turn (and one from the deck is hidden).
        if isinstance(action, Draw) or state.phase != "play":
            return False
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return False
        return after.turns == state.turns and after.phase != "over"

    def _pairs(self, cards: tuple[str, ...]) -> int:
        animals = [card.rstrip("0123456789") for card in cards]
        return sum(animals.count(animal) // 2 for animal in set(animals))

    def scores(self, state: State) -> list[int]:
        return [
            sum(int(card[-1]) for card in cards) + (self._pairs(cards) if state.pairs else 0)
            for cards in state.played
        ]

    def winners(self, state: State) -> list[int]:
        if not self.is_over(state):
            return []
        scores = self.scores(state)
        return [seat for seat, score in enumerate(scores) if score == max(scores)]

    def encode(self, action: object) -> str:
        if isinstance(action, Play):
            return f"play:{action.card}"
        if isinstance(action, Pass):
            return "pass"
        assert isinstance(action, Draw)
        return "draw:deck" if action.source == "deck" else f"draw:display:{action.index}"

    def decode(self, text: str) -> object:
        if text == "pass":
            return Pass()
        if text == "draw:deck":
            return Draw("deck")
        if text.startswith("draw:display:") and text[13:].isdigit():
            return Draw("display", int(text[13:]))
        if text.startswith("play:") and text[5:] in DECK:
            return Play(text[5:])
        raise ActionParseError(f"{text[:30]!r} is not a Menagerie move.")

    def dump(self, state: State) -> dict:
        return {
            "players": state.players,
            "rounds": state.rounds,
            "pairs": state.pairs,
            "open_display": state.open_display,
            "hands": [list(h) for h in state.hands],
            "played": [list(p) for p in state.played],
            "deck": list(state.deck),
            "display": list(state.display),
            "to_play": state.to_play,
            "phase": state.phase,
            "turns": state.turns,
            "rng": state.rng,
            "last": state.last,
        }

    def turn_count(self, state: State) -> int:
        return state.turns

    def load(self, data: dict) -> State:
        return State(
            int(data["players"]),
            int(data["rounds"]),
            bool(data["pairs"]),
            bool(data["open_display"]),
            tuple(tuple(h) for h in data["hands"]),
            tuple(tuple(p) for p in data["played"]),
            tuple(data["deck"]),
            tuple(data["display"]),
            int(data["to_play"]),
            str(data["phase"]),
            int(data["turns"]),
            int(data["rng"]),
            str(data["last"]),
        )


class MenagerieObserver:
    """What a seat sees: its own hand (every hand, in Open Menagerie), the display and the played cards."""

    def __init__(self, engine: MenagerieEngine) -> None:
        self.engine = engine

    def view(self, state: State, seat: int | None) -> dict:
        public_hands = None if self.engine.hidden else [list(hand) for hand in state.hands]
        return {
            "game": self.engine.id,
            "seat": seat,
            "players": state.players,
            "to_play": self.engine.to_play(state),
            "over": self.engine.is_over(state),
            "scores": self.engine.scores(state),
            "turn": state.turns,
            "last_turn": state.last or None,
            "played": [list(p) for p in state.played],
            "display": list(state.display),
            "deck_size": len(state.deck),
            "hand_sizes": [len(hand) for hand in state.hands],
            "hands": public_hands,
            "private": ({"hand": list(state.hands[seat])}
                        if seat is not None and self.engine.hidden else None),
        }


class MenageriePresenter:
    """Plain English texts (a test game has no catalogs); card names stay unusual words."""

    def __init__(self, engine: MenagerieEngine) -> None:
        self.engine = engine

    def describe(self, state: State, action: object) -> str:
        who = self.seat_label(state, state.to_play)
        if isinstance(action, Play):
            return f"{who} plays {action.card}."
        if isinstance(action, Pass):
            return f"{who} passes."
        assert isinstance(action, Draw)
        if action.source == "deck":
            return f"{who} draws a card from the deck."
        return f"{who} takes {state.display[action.index]} from the display."

    def seat_label(self, state: State, seat: int) -> str:
        return f"{SEAT_NAMES[seat]} player"

    def choice_path(self, state: State, action: object) -> tuple[tuple[str, str], ...]:
        if isinstance(action, Play):
            return (("Action", "Play a card"), ("Card", action.card))
        if isinstance(action, Pass):
            return (("Action", "Pass"),)
        assert isinstance(action, Draw)
        if action.source == "deck":
            return (("Draw", "From the deck"),)
        return (("Draw", f"Display: {state.display[action.index]}"),)

    def private_text(self, state: State, seat: int) -> str:
        return "Your hand: " + (", ".join(state.hands[seat]) or "empty")

    def status_text(self, state: State) -> str:
        if self.engine.is_over(state):
            return "Game over. " + self.outcome_text(state)
        who = self.seat_label(state, state.to_play)
        step = "play a card or pass" if state.phase == "play" else "draw a card"
        return (
            f"{who}: {step}. Scores: {self.engine.scores(state)}. Deck: {len(state.deck)} cards. "
            f"Display: {', '.join(state.display) or 'empty'}."
        )

    def score_breakdown(self, state: State) -> ScoreTable:
        rows = []
        for seat, cards in enumerate(state.played):
            values = sum(int(card[-1]) for card in cards)
            bonus = self.engine._pairs(cards) if state.pairs else 0
            rows.append(ScoreRow(seat, self.seat_label(state, seat), (values, bonus), values + bonus))
        return ScoreTable(("Cards", "Pairs"), tuple(rows))

    def outcome_text(self, state: State) -> str:
        winners = self.engine.winners(state)
        names = " and ".join(self.seat_label(state, seat) for seat in winners)
        return f"{names} {'share the win' if len(winners) > 1 else 'wins'}."


class MenagerieDescriber:
    """The table in words (plain English, no catalogs), from the view alone: a hidden hand's cards are
    never in a public view, so they cannot be here either."""

    def board_alt(self, view: dict) -> tuple[str, ...]:
        turn = f"Menagerie table after turn {view['turn']}."
        if view["over"]:
            best = max(view["scores"])
            winners = [SEAT_NAMES[seat] for seat, score in enumerate(view["scores"]) if score == best]
            who = f"Game over: {' and '.join(winners)} {'share the win' if len(winners) > 1 else 'wins'}."
        else:
            who = f"{SEAT_NAMES[view['to_play']]} player to play."
        scores = "Scores: " + ", ".join(f"{SEAT_NAMES[seat]} {score}"
                                        for seat, score in enumerate(view["scores"]))
        display = "Display: " + (", ".join(view["display"]) or "empty") + f"; deck {view['deck_size']} cards."
        return (turn, who, scores + ".", display)

    def board_text(self, view: dict) -> tuple[Section, ...]:
        played = tuple(f"{SEAT_NAMES[seat]} player played: {', '.join(cards) or 'nothing'}; "
                       f"{view['hand_sizes'][seat]} cards in hand."
                       for seat, cards in enumerate(view["played"]))
        return (Section("Table", self.board_alt(view)), Section("Players", played))

    def hand_alt(self, view: dict) -> tuple[str, ...]:
        hand = (view.get("private") or {}).get("hand") or []
        return ("Your hand: " + (", ".join(hand) or "empty") + ".",)


def menagerie_spec(*, hidden: bool = True, game_id: str = "menagerie", title: str = "Menagerie",
                   rounds: int | None = None) -> GameSpec:
    """A Menagerie game spec (see :class:`MenagerieEngine` for the arguments): hidden hands unless
    ``hidden`` is False, undo, no ``determinize``, no catalogs."""
    engine = MenagerieEngine(hidden=hidden, game_id=game_id, title=title, rounds=rounds)
    return GameSpec(
        engine=engine,
        observer=MenagerieObserver(engine),
        presenter=MenageriePresenter(engine),
        describer=MenagerieDescriber(),
        capabilities=Capabilities(hidden_information=hidden, undo=True),
        rules_text=RULES_TEXT,
    )


SPEC = menagerie_spec()
#: The same game without private information (hands are public), to check that no hand DMs go out.
OPEN_SPEC = menagerie_spec(hidden=False, game_id="openmenagerie", title="Open Menagerie")
#: The test games' objects (what ``rules.GAMES`` holds while they are registered).
GAME = SPEC.game
OPEN_GAME = OPEN_SPEC.game
TEST_GAMES = {GAME.id: GAME, OPEN_GAME.id: OPEN_GAME}
