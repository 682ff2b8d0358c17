"""What a Tiwanaku player reads: the presenter part (``rules.base.Presenter``) of Tiwanaku's game spec.

Every text is a :class:`rules.base.Msg` (ids ``tiwanaku-…``; the words are in the catalogs): seat labels,
menu paths, log lines, status, a seat's private text, the outcome and the score table.
"""

from __future__ import annotations

from rules.base import Msg, ScoreRow, ScoreTable
from rules.tiwanaku.board import TERRAINS
from rules.tiwanaku.engine import LADDER, OFFERING_POINTS, SEAT_COLOURS, TiwanakuEngine, ladder_grade
from rules.tiwanaku.observer import tiles_left
from rules.tiwanaku.state import (
    DIVINE_MORE,
    FINAL,
    FINAL_MORE,
    FINAL_OFFERING,
    OVER,
    Action,
    Divine,
    EndTurn,
    Enter,
    Move,
    Offer,
    TiwanakuState,
)

__all__ = ["TiwanakuPresenter"]

#: Messages that close their own sentence (the outcome), so a description adds no second full stop.
_CLOSED = frozenset({"tiwanaku-outcome-ladder", "tiwanaku-outcome-wins", "tiwanaku-outcome-share",
                     "tiwanaku-outcome-still-on"})


def _crop(crop: int) -> Msg:
    return Msg("tiwanaku-crop", crop=crop)


def _numbered_crop(crop: int) -> Msg:
    """ "3 · Chili": a crop with its value, as menus and descriptions name a guess."""
    return Msg("tiwanaku-crop-numbered", number=crop, name=_crop(crop))


def _terrain(name: str) -> Msg:
    return Msg("tiwanaku-terrain", terrain=name)


def _crop_step(action: Divine) -> tuple[Msg, Msg]:
    """The last menu step of a divination: which crop the player names."""
    return Msg("tiwanaku-q-crop"), _numbered_crop(action.crop)


def _plus_chain(crops: tuple[int, ...]) -> Msg:
    """ "Potato + Corn + Quinoa" as nested messages (a tuple argument would read as "A, B and C")."""
    if len(crops) == 1:
        return _crop(crops[0])
    return Msg("tiwanaku-crops-plus", first=_crop(crops[0]), rest=_plus_chain(crops[1:]))


def _comma_chain(items: tuple[Msg, ...]) -> Msg:
    """Items separated by commas, as a list of entries reads ("Forest 1, Desert 0, …"), not "A, B and C"."""
    if len(items) == 1:
        return items[0]
    return Msg("tiwanaku-comma", first=items[0], rest=_comma_chain(items[1:]))


def _offer_label(crops: tuple[int, ...]) -> Msg:
    return Msg("tiwanaku-offer-label", crops=_plus_chain(crops), points=OFFERING_POINTS[len(crops)])


def _points_change(gained: int) -> Msg:
    return Msg("tiwanaku-points-change", change=f"{gained:+d}", count=abs(gained))


def _sentences(*parts: Msg) -> Msg:
    """Sentences one after the other, each closed by a full stop (the outcome brings its own)."""
    last = parts[-1]
    if last.id not in _CLOSED:
        last = Msg("tiwanaku-sentence", text=last)
    for part in reversed(parts[:-1]):
        last = Msg("tiwanaku-sentences", first=part, rest=last)
    return last


class TiwanakuPresenter:
    """Tiwanaku's presentation over ``engine``'s states (one instance in ``SPEC``)."""

    def __init__(self, engine: TiwanakuEngine) -> None:
        self.engine = engine

    # Every text below is a Msg (issue 12): ids ``tiwanaku-…`` in the catalogs.
    # Every text below is a Msg (issue 12): ids ``tiwanaku-…`` in rules/tiwanaku/locales/<lang>/tiwanaku.ftl.
    def seat_label(self, state: TiwanakuState, seat: int) -> Msg:
        return Msg("tiwanaku-seat", colour=SEAT_COLOURS[seat])

    def _space_label(self, state: TiwanakuState, cell: int) -> Msg:
        space = self.engine._name(state, cell)
        if not state.discovered[cell]:
            return Msg("tiwanaku-space-undiscovered", space=space)
        terrain = _terrain(state.terrain[cell])
        if state.crop_shown[cell]:
            return Msg("tiwanaku-space-terrain-crop", space=space, terrain=terrain,
                       crop=_numbered_crop(state.crop[cell]))
        return Msg("tiwanaku-space-terrain", space=space, terrain=terrain)

    def choice_path(self, state: TiwanakuState, action: Action) -> tuple[tuple[Msg, Msg], ...]:
        destination = Msg("tiwanaku-q-destination")
        if isinstance(action, Enter):
            target = self.engine._cell(state, action.cell)
            return ((Msg("tiwanaku-q-pawn"), Msg("tiwanaku-a-new-pawn")),
                    (destination, self._space_label(state, target)))
        if isinstance(action, Move):
            target = self.engine._cell(state, action.target)
            return ((Msg("tiwanaku-q-pawn"), Msg("tiwanaku-a-pawn-at", space=action.source)),
                    (destination, self._space_label(state, target)))
        if state.phase == DIVINE_MORE:
            # After a right guess, divining again and ending the turn are one menu: one question for both.
            question = Msg("tiwanaku-q-divine-or-finish")
            if isinstance(action, Divine):
                return ((question, Msg("tiwanaku-a-divine-with", space=action.cell)), _crop_step(action))
            if isinstance(action, Offer) and action.crops:
                return ((question, Msg("tiwanaku-a-offer", offer=_offer_label(action.crops))),)
            return ((question, Msg("tiwanaku-a-end-no-offering")),)
        if state.phase == FINAL_MORE:
            question = Msg("tiwanaku-q-divine-or-end")
            if isinstance(action, Divine):
                return ((question, Msg("tiwanaku-a-divine-with", space=action.cell)), _crop_step(action))
            return ((question, Msg("tiwanaku-a-end-stay")),)
        if isinstance(action, Divine):
            return ((Msg("tiwanaku-q-divine"), Msg("tiwanaku-a-pawn-at", space=action.cell)),
                    _crop_step(action))
        if isinstance(action, Offer):
            answer = _offer_label(action.crops) if action.crops else Msg("tiwanaku-a-no-offering")
            return ((Msg("tiwanaku-q-offering"), answer),)
        if state.phase == FINAL:
            return ((Msg("tiwanaku-q-divine"), Msg("tiwanaku-a-pass-final")),)
        return ((Msg("tiwanaku-q-pass"), Msg("tiwanaku-a-pass-stuck")),)

    def _phase_code(self, state: TiwanakuState) -> str:
        """The phase as ``tiwanaku-status-turn`` selects its wording (version 1's final turn differs)."""
        if state.phase == FINAL and state.rules_version == 1:
            return "final_v1"
        return state.phase

    def status_text(self, state: TiwanakuState) -> tuple[Msg, ...]:
        lines = []
        if state.phase == OVER:
            lines.append(Msg("tiwanaku-status-over", outcome=self.outcome_text(state)))
        else:
            lines.append(Msg("tiwanaku-status-turn", seat=self.seat_label(state, state.current),
                             phase=self._phase_code(state)))
        if state.mode == "competitive":
            lines.append(Msg("tiwanaku-status-scores", scores=_comma_chain(tuple(
                Msg("tiwanaku-seat-score", seat=self.seat_label(state, seat), score=board.score)
                for seat, board in enumerate(state.boards)))))
        else:
            team = self.engine.scores(state)[0]
            _, grade = ladder_grade(team, state.width * state.height)
            lines.append(Msg("tiwanaku-status-team", mode=state.mode, score=team,
                             grade=Msg("tiwanaku-grade", grade=grade)))
        left = tuple(Msg("tiwanaku-terrain-count", terrain=_terrain(name), count=count)
                     for name, count in tiles_left(state).items())
        lines.append(Msg("tiwanaku-status-hidden", tiles=_comma_chain(left)))
        return tuple(lines)

    def private_text(self, state: TiwanakuState, seat: int) -> tuple[Msg, ...]:
        board = state.boards[seat]
        track = tuple(Msg("tiwanaku-terrain-count", terrain=_terrain(name), count=board.track[index])
                      for index, name in enumerate(TERRAINS))
        tokens = (_comma_chain(tuple(_crop(crop) for crop in board.tokens)) if board.tokens
                  else Msg("tiwanaku-private-no-tokens"))
        return (
            Msg("tiwanaku-private-public"),
            Msg("tiwanaku-private-track", track=_comma_chain(track)),
            Msg("tiwanaku-private-tokens", tokens=tokens),
            Msg("tiwanaku-private-reserve", count=board.reserve),
            Msg("tiwanaku-private-score", score=board.score),
        )

    def score_breakdown(self, state: TiwanakuState) -> ScoreTable:
        rows = [ScoreRow(seat, self.seat_label(state, seat),
                         (board.discovery_points, board.divination_points, board.offering_points),
                         board.score)
                for seat, board in enumerate(state.boards)]
        if state.mode == "cooperative":
            totals = tuple(sum(row.values[index] for row in rows) for index in range(3))
            rows.append(ScoreRow(None, Msg("tiwanaku-score-team"), totals, sum(totals)))
        columns = (Msg("tiwanaku-score-discoveries"), Msg("tiwanaku-score-divinations"),
                   Msg("tiwanaku-score-offerings"))
        return ScoreTable(columns, tuple(rows))

    def outcome_text(self, state: TiwanakuState) -> Msg:
        if state.phase != OVER:
            return Msg("tiwanaku-outcome-still-on")
        scores = self.engine.scores(state)
        if state.mode != "competitive":
            grade, grade_code = ladder_grade(scores[0], state.width * state.height)
            return Msg("tiwanaku-outcome-ladder", mode=state.mode, score=scores[0], grade=grade,
                       grades=len(LADDER), name=Msg("tiwanaku-grade", grade=grade_code))
        winners = self.engine.winners(state)
        names = tuple(self.seat_label(state, seat) for seat in winners)
        if len(names) == 1:
            return Msg("tiwanaku-outcome-wins", winner=names[0], score=scores[winners[0]])
        return Msg("tiwanaku-outcome-share", winners=names, score=scores[winners[0]])

    def describe(self, state: TiwanakuState, action: Action) -> Msg:
        who = self.seat_label(state, state.current)
        after = self.engine.apply(state, action)
        seat = state.current
        points = _points_change(after.boards[seat].score - state.boards[seat].score)
        line: Msg
        if isinstance(action, Enter | Move):
            target = self.engine._cell(state, action.cell if isinstance(action, Enter) else action.target)
            where = ({"space": action.cell} if isinstance(action, Enter)
                     else {"source": action.source, "target": action.target})
            kind = "enter" if isinstance(action, Enter) else "move"
            if state.discovered[target]:
                line = Msg(f"tiwanaku-do-{kind}-divine", seat=who, **where)
            else:
                line = Msg(f"tiwanaku-do-{kind}-discover", seat=who, **where,
                           terrain=_terrain(state.terrain[target]), points=points)
        elif isinstance(action, Divine):
            cell = self.engine._cell(state, action.cell)
            truth = state.crop[cell]
            guess = _numbered_crop(action.crop)
            if truth == action.crop and truth in state.boards[seat].tokens:
                line = Msg("tiwanaku-do-divine-right", seat=who, space=action.cell, guess=guess,
                           points=points)
            elif truth == action.crop:
                line = Msg("tiwanaku-do-divine-right-token", seat=who, space=action.cell, guess=guess,
                           points=points, crop=_crop(truth))
            else:
                line = Msg("tiwanaku-do-divine-wrong", seat=who, space=action.cell, guess=guess,
                           truth=_numbered_crop(truth), points=points)
        elif isinstance(action, Offer):
            if action.crops:
                line = Msg("tiwanaku-do-offer", seat=who, offer=_offer_label(action.crops))
            else:
                line = Msg("tiwanaku-do-no-offer", seat=who)
        elif isinstance(action, EndTurn):
            line = Msg("tiwanaku-do-end-turn", seat=who)
        elif state.phase == FINAL:
            line = Msg("tiwanaku-do-leave-final", seat=who)
        else:
            line = Msg("tiwanaku-do-pass", seat=who)
        parts = [line]
        final_phases = (FINAL, FINAL_MORE, FINAL_OFFERING)
        if state.phase not in final_phases and after.phase in (*final_phases, OVER):
            # A solo game has no "nobody" and no "everyone" (issue 27): its player's own words.
            solo = after.mode == "solo"
            parts.append(Msg("tiwanaku-final-complete") if all(after.discovered)
                         else Msg("tiwanaku-final-blocked-solo" if solo else "tiwanaku-final-blocked"))
        if after.phase == OVER:
            if after.rules_version > 1:
                parts.append(Msg("tiwanaku-hand-in-solo" if after.mode == "solo" else "tiwanaku-hand-in"))
            parts.append(self.outcome_text(after))
        return _sentences(*parts)
