"""What each Iwari seat sees: the observer part (``rules.base.Observer``) of Iwari's game spec.

``view`` is the only picture of a game that is rendered, logged or sent: other players' hands, the deck
order and the discard pile's contents never appear in it (sizes do). ``determinize`` samples those back
for the computer players (``determinize.py``).
"""

from __future__ import annotations

from rules.base import Rng
from rules.iwari import expeditions as exp
from rules.iwari.determinize import determinize
from rules.iwari.engine import RULES_VERSION, IwariEngine, tribe_mark
from rules.iwari.feats import FEAT_COUNTS, TERRITORY_FEATS
from rules.iwari.presenter import IwariPresenter
from rules.iwari.state import SCORE_CODES, IwariState

__all__ = ["IwariObserver"]


class IwariObserver:
    """Iwari's views over ``engine``'s states; their texts (prompt, turn record) come from ``presenter``."""

    def __init__(self, engine: IwariEngine, presenter: IwariPresenter) -> None:
        self.engine = engine
        self.presenter = presenter

    def determinize(self, view: dict, rng: Rng) -> IwariState:
        """A full state whose view for ``view["seat"]`` is ``view``, hidden parts sampled (issue 13)."""
        return determinize(view, rng, RULES_VERSION)

    def view(self, state: IwariState, seat: int | None) -> dict:
        """The contract's view, plus these keys:

        - ``first_player`` (seat), ``map_id``, ``end_reason`` (why the final round started: a message as
          JSON, or ``None``), ``prompt`` (who decides what: a message as JSON),
        - ``score_columns`` (codes) and per tribe ``points`` (values in those columns),
        - per tribe ``name``: its colour code (``red`` … ``white``), per expedition its ``id`` only (the
          render layer names it in the reader's language); ``last_turn["text"]`` a message as JSON,
        - ``pending_feat``: ``None`` or ``{"kind", "tribe", "choices"}`` while a feat waits to be placed,
        - per tribe ``unused`` (tents + totems left, the tie-break).
        """
        board_map = self.engine.board_map(state)
        totals = self.engine.scores(state)
        tribes = []
        for tribe in range(state.tribes):
            human = tribe < state.players
            tribes.append(
                {
                    "name": self.presenter.tribe_code(state, tribe),
                    "mark": tribe_mark(state, tribe),
                    "seat": tribe if human else None,
                    "tents_left": state.tents_left[tribe],
                    "totems_left": state.totems_left[tribe],
                    "hand_size": len(state.hands[tribe]) if human else None,
                    "score": totals[tribe],
                    "points": list(state.points[tribe]),
                    "unused": state.tents_left[tribe] + state.totems_left[tribe],
                }
            )
        feats = None
        if state.option_on("feats"):
            feats = {
                "placed": [self._feat_dict(kind, target, tribe) for kind, target, tribe in state.feats],
                "left": {
                    kind: FEAT_COUNTS[kind] - sum(1 for k, _ in state.feat_claims if k == kind)
                    for kind in FEAT_COUNTS
                },
            }
        expeditions = None
        if state.option_on("expeditions"):
            expeditions = []
            for mission_id, claims in zip(state.expeditions, state.expedition_claims, strict=True):
                mission = exp.expedition(mission_id)
                expeditions.append(
                    {
                        "id": mission.id,
                        "first": mission.first,
                        "second": mission.second,
                        "claimed_by": list(claims),
                    }
                )
        last = None
        if state.last is not None:
            last = {
                "tribe": state.last.seat,
                "tents": [[s, t] for s, t in state.last.tents],
                "totems": [[a, t] for a, t in state.last.totems],
                "feats": [self._feat_dict(k, target, t) for k, target, t in state.last.feats],
                "text": self.presenter._record_msg(state, state.last).to_json(),
                # The engine's own notes behind ``text`` (public; kept for determinize, never shown).
                "notes": list(state.last.notes),
            }
        pending = None
        if state.pending_feats and not state.over:
            kind, tribe, choices = state.pending_feats[0]
            pending = {"kind": kind, "tribe": tribe, "choices": list(choices)}
        private = None
        if seat is not None and 0 <= seat < state.players:
            private = {"hand": list(state.hands[seat])}
        return {
            "game": self.engine.id,
            "seat": seat,
            "players": state.players,
            "turn": state.turn_count,
            "tribes": tribes,
            "map": board_map.as_dict(),
            "map_id": state.map_id,
            "covered": list(state.covered),
            "tents": [[space, holder] for space, holder in enumerate(state.owner) if holder >= 0],
            "totems": [[index + 1, list(row)] for index, row in enumerate(state.totems) if any(row)],
            "feats": feats,
            "pending_feat": pending,
            "expeditions": expeditions,
            "display": list(state.display),
            "deck_size": len(state.deck),
            "discard_size": len(state.discard),
            "to_play": self.engine.to_play(state),
            "phase": state.phase,
            "prompt": self.presenter.prompt(state).to_json(),
            "round": state.round,
            "first_player": state.first_player,
            "half_journey_done": state.half_journey_done and not state.half_journey_pending,
            "final_round": state.final_round,
            "end_reason": self.presenter._end_reason_msg(state).to_json() if state.end_reason else None,
            "over": state.over,
            "winners": self.engine.winners(state),
            "scores": totals,
            "score_columns": list(SCORE_CODES),
            "last_turn": last,
            "private": private,
        }

    @staticmethod
    def _feat_dict(kind: str, target: int, tribe: int) -> dict:
        return {
            "kind": kind,
            "on": "territory" if kind in TERRITORY_FEATS else "connection",
            "id": target,
            "tribe": tribe,
        }
