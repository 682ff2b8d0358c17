"""A turn in which another seat decides (to_play changes, turn_count does not): that player is pointed to
the board's "Take your turn", which still works because the turn is the same.

The test game Bargain is a game spec registered for the test, with the least a game can declare: no
hidden information, no undo, no computer player; its engine has neither ``reveals`` nor ``undoable``."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from harness import Harness, latest_board, play_game_through_buttons, start_game

from bot.cards import Part
from bot.messages import UNDO_LABEL as UNDO_MSG
from i18n import text
from rules.base import ActionParseError, Capabilities, GameSpec, IllegalAction, ScoreRow, ScoreTable, Section
from rules.registry import registered

UNDO_LABEL = text("en", UNDO_MSG)


@dataclass(frozen=True)
class Offer:
    turns: int = 0
    phase: str = "offer"  # "offer" (the active seat names a price) or "answer" (the other seat decides)
    price: int = 0
    points: tuple[int, int] = (0, 0)


class BargainEngine:
    """Two seats; on each turn the active seat offers 1-3 coins and the other accepts or refuses."""

    id = "bargain"
    title = "Bargain"
    min_players = 2
    max_players = 2
    options: dict = {}
    rules_version = 1

    def setup(self, players, options, seed, *, rules_version=None):
        return Offer()

    def _active(self, state):
        return state.turns % 2

    def to_play(self, state):
        if state.turns >= 4:
            return None
        return self._active(state) if state.phase == "offer" else 1 - self._active(state)

    def legal_actions(self, state):
        if self.to_play(state) is None:
            return []
        return ["o1", "o2", "o3"] if state.phase == "offer" else ["yes", "no"]

    def apply(self, state, action):
        if action not in self.legal_actions(state):
            raise IllegalAction("Not now.")
        if state.phase == "offer":
            return replace(state, phase="answer", price=int(action[1]))
        points = list(state.points)
        if action == "yes":
            points[self._active(state)] += state.price
        return Offer(state.turns + 1, "offer", 0, tuple(points))

    def is_over(self, state):
        return state.turns >= 4

    def scores(self, state):
        return list(state.points)

    def winners(self, state):
        if not self.is_over(state):
            return []
        return [seat for seat in (0, 1) if state.points[seat] == max(state.points)]

    def encode(self, action):
        return action

    def decode(self, text):
        if text not in ("o1", "o2", "o3", "yes", "no"):
            raise ActionParseError("Not a Bargain move.")
        return text

    def dump(self, state):
        return {
            "turns": state.turns,
            "phase": state.phase,
            "price": state.price,
            "points": list(state.points),
        }

    def load(self, data):
        return Offer(data["turns"], data["phase"], data["price"], tuple(data["points"]))

    def turn_count(self, state):
        return state.turns


class BargainObserver:
    def __init__(self, engine: BargainEngine) -> None:
        self.engine = engine

    def view(self, state, seat):
        return {
            "game": self.engine.id,
            "seat": seat,
            "players": 2,
            "to_play": self.engine.to_play(state),
            "over": self.engine.is_over(state),
            "scores": list(state.points),
            "turn": state.turns,
            "last_turn": None,
            "private": None,
        }


class BargainPresenter:
    def __init__(self, engine: BargainEngine) -> None:
        self.engine = engine

    def describe(self, state, action):
        who = self.seat_label(state, self.engine.to_play(state))
        return f"{who} offers {action[1]}." if state.phase == "offer" else f"{who} says {action}."

    def seat_label(self, state, seat):
        return ("Buyer", "Seller")[seat]

    def choice_path(self, state, action):
        if state.phase == "offer":
            return (("Price", f"{action[1]} coins"),)
        return (("Answer", action),)

    def private_text(self, state, seat):
        return ""

    def status_text(self, state):
        return f"Turn {state.turns + 1}, {state.phase}."

    def score_breakdown(self, state):
        rows = tuple(
            ScoreRow(seat, self.seat_label(state, seat), (p,), p) for seat, p in enumerate(state.points)
        )
        return ScoreTable(("Coins",), rows)

    def outcome_text(self, state):
        return " and ".join(self.seat_label(state, s) for s in self.engine.winners(state)) + " win."


class BargainDescriber:
    def board_alt(self, view):
        return (f"Bargain after turn {view['turn']}.",)

    def board_text(self, view):
        return (Section("Bargain", self.board_alt(view)),)

    def hand_alt(self, view):
        return ("Bargain has no hand.",)


def bargain_spec() -> GameSpec:
    engine = BargainEngine()
    return GameSpec(engine=engine, observer=BargainObserver(engine), presenter=BargainPresenter(engine),
                    describer=BargainDescriber(),
                    capabilities=Capabilities(),
                    rules_text="## Bargain\nOffer a price; the other player accepts or refuses.")


@pytest.fixture
def bargain() -> Iterator[None]:
    with registered(bargain_spec()):
        yield


@pytest.mark.usefixtures("bargain")
async def test_the_other_seat_is_asked_to_decide_and_uses_the_same_board_button(tmp_path: Path):
    h = await Harness.create(tmp_path, games=["bargain"])
    try:
        buyer, seller = h.user("buyer"), h.user("seller")
        run = await play_game_through_buttons(h, "bargain", [buyer, seller], seed=1)
        notices = [s for s in run.sent if s.where == "channel" and "a decision for you" in s.content]
        assert len(notices) == 4
        assert f"<@{seller.id}>" in notices[0].content and "Seller" in notices[0].content
        boards = [
            s for s in run.sent if s.where == "channel" and any(c.startswith("turn:") for c in s.custom_ids())
        ]
        assert len(boards) == 4  # one per turn; answers inside a turn post no new board
        offers = [
            s for s in run.sent if s.where == "ephemeral" and "offers" in s.content and s.user_id == buyer.id
        ]
        # The seat and the person in it (issue 27).
        assert offers and f"Now Seller (<@{seller.id}>) decides." in offers[0].content
        assert latest_board(h, run.game_db_id) is not None
        assert (await h.bot.store.get_game(run.game_db_id)).status == "finished"
    finally:
        await h.close()


@pytest.mark.usefixtures("bargain")
async def test_a_game_that_declares_no_undo_says_so_and_offers_no_undo_button(tmp_path: Path):
    """Bargain's capabilities declare no undo: ``/game undo`` says the game has none (not a reason about
    this decision), and no panel carries an Undo button."""
    h = await Harness.create(tmp_path, games=["bargain"])
    try:
        users = [h.user("buyer"), h.user("seller")]
        db_id = await start_game(h, "bargain", users, seed=1)
        board = latest_board(h, db_id)
        mover = next(user for user in users if f"<@{user.id}>" in board.part(Part.WAITING))
        take_turn = next(c for c in board.custom_ids() if c.startswith("turn:"))
        panel = (await h.press(mover, take_turn)).ephemeral[0]
        offer = next(b["custom_id"] for b in panel.buttons() if b.get("label") == "2 coins")
        await h.press(mover, offer, message_id=panel.message_id)
        assert "offers 2" in h.messages[panel.message_id].text()
        assert not any(UNDO_LABEL == button.get("label") for button in h.messages[panel.message_id].buttons())
        reply = await h.slash(mover, "game undo")
        assert reply.ephemeral[0].content == "Bargain has no undo: every decision stands."
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]
