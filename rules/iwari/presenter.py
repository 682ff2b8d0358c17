"""What an Iwari player reads: the presenter part (``rules.base.Presenter``) of Iwari's game spec.

Every text is a :class:`rules.base.Msg` (ids ``iwari-…``, the words in the catalogs) built from the
engine's state: seat labels, the log line of an action, the menu path of every legal action, the status,
a seat's private text, the result and the score table. The turn prompt and a turn record's sentence are
here too; the observer puts them in the view for the renderer.
"""

from __future__ import annotations

from rules.base import ActionParseError, IllegalAction, Msg, ScoreRow, ScoreTable
from rules.iwari import text as words
from rules.iwari.actions import DECK, Draw, IwariAction, Pass, Place, PlaceFeat, Swap
from rules.iwari.board import ROAD, IwariMap
from rules.iwari.cards import HAND_SIZE
from rules.iwari.engine import IwariEngine, _area_biome, tribe_name
from rules.iwari.feats import TERRITORY_FEATS
from rules.iwari.state import ACTION, DRAFT, FEAT, NEUTRAL, SCORE_CODES, IwariState, TurnRecord
from rules.iwari.text import NEUTRAL_CODE, TRIBE_CODES

__all__ = ["IwariPresenter"]


class IwariPresenter:
    """Iwari's presentation over ``engine``'s states (one instance in ``SPEC``)."""

    def __init__(self, engine: IwariEngine) -> None:
        self.engine = engine

    def seat_label(self, state: IwariState, seat: int) -> Msg:
        return words.seat(TRIBE_CODES[seat])

    def tribe_code(self, state: IwariState, tribe: int) -> str:
        return NEUTRAL_CODE if tribe == state.neutral else TRIBE_CODES[tribe]

    def describe(self, state: IwariState, action: IwariAction) -> Msg:
        try:
            return self._describe(state, action)
        except (KeyError, ValueError, IndexError):
            return Msg("iwari-describe-impossible", tribe=words.tribe(TRIBE_CODES[state.seat]))

    def _describe(self, state: IwariState, action: IwariAction) -> Msg:
        name = words.tribe(TRIBE_CODES[state.seat])
        board_map = self.engine.board_map(state)
        if isinstance(action, Place):
            area_biome = _area_biome(board_map, action.territory)
            line = Msg(
                "iwari-describe-place",
                tribe=name,
                pieces=words.pieces(len(action.tents), action.totems),
                neutral="yes" if action.neutral else "no",
                area=words.area(board_map, action.territory),
                spaces=words.spaces(action.tents),
                payment=words.payment(action.cards, area_biome),
            )
        elif isinstance(action, Swap):
            line = Msg("iwari-describe-swap", tribe=name, biome=words.biome(action.card))
        elif isinstance(action, Draw):
            line = (
                Msg("iwari-describe-draw-deck", tribe=name)
                if action.source == DECK
                else Msg("iwari-describe-draw-display", tribe=name, biome=words.biome(action.source))
            )
        elif isinstance(action, PlaceFeat):
            where = (
                words.area(board_map, action.target)
                if action.kind in TERRITORY_FEATS
                else words.connection(action.target)
            )
            line = Msg("iwari-describe-feat", tribe=name, feat=words.feat(action.kind), where=where)
        elif isinstance(action, Pass):
            line = Msg("iwari-describe-pass", tribe=name)
        else:
            return Msg("iwari-describe-unknown")
        try:
            after = self.engine.apply(state, action)
        except (IllegalAction, ActionParseError):
            return Msg("iwari-sentence", text=line)
        # Consequences are public: the notes the action added (feats placed, expeditions, scoring, end).
        skip = 1  # the action's own phrase; the notes after it are its consequences
        before_notes = len(state.current.notes)
        if after.turn_count != state.turn_count and after.last is not None:
            new_notes = after.last.notes[before_notes + skip :]
        else:
            new_notes = after.current.notes[before_notes + skip :]
        extra = [words.note_msg(board_map, note) for note in new_notes if not words.is_draw_note(note)]
        if after.over:
            extra.append(Msg("iwari-note-over"))
        return Msg("iwari-sentence", text=words.clauses([line, *extra]))

    def _area_step(self, state: IwariState, board_map: IwariMap, area: int) -> Msg:
        spaces = board_map.spaces_of(area)
        filled = sum(1 for s in spaces if state.owner[s] >= 0)
        totems = 0 if area == ROAD else sum(state.totems[area - 1])
        unexplored = "yes" if area != ROAD and not filled else "no"
        return Msg("iwari-step-area", area=words.area(board_map, area), filled=filled, spaces=len(spaces),
                   totems=totems, unexplored=unexplored)

    def _space_step(
        self, state: IwariState, board_map: IwariMap, space: int, tribe: int, neutral: bool
    ) -> Msg:
        """``space 23, north-west, path to 7 · Tundra, next to 2 of your tents``: findable on the image."""
        parts: list[Msg] = []
        where = board_map.space_where(space)
        if where.startswith("road stop "):
            order, _, count = where.removeprefix("road stop ").partition(" of ")
            parts.append(Msg("iwari-where-road", stop=int(order), stops=int(count)))
        elif where:
            parts.append(Msg("iwari-where", where=where))
        borders = board_map.space_borders(space)
        if borders:
            parts.append(Msg("iwari-path-to", areas=tuple(words.area(board_map, a) for a in borders[:2])))
        near = sum(1 for other in board_map.neighbours[space] if state.owner[other] == tribe)
        if near:
            parts.append(Msg("iwari-next-to-neutral" if neutral else "iwari-next-to-yours", count=near))
        return Msg("iwari-step-space", space=space, details=words.comma_list(parts) or "none")

    def choice_path(self, state: IwariState, action: IwariAction) -> tuple[tuple[Msg, Msg], ...]:
        board_map = self.engine.board_map(state)
        question = Msg
        if isinstance(action, Place):
            tribe = state.neutral if action.neutral and state.neutral is not None else state.seat
            head = (question("iwari-q-action"),
                    Msg("iwari-a-place-neutral") if action.neutral else Msg("iwari-a-place"))
            steps: list[tuple[Msg, Msg]] = [
                head,
                (question("iwari-q-territory"), self._area_step(state, board_map, action.territory)),
                (question("iwari-q-pieces"), Msg("iwari-a-pieces", tents=len(action.tents),
                                                 totems=action.totems)),
            ]
            if len(action.tents) == 1:
                steps.append((question("iwari-q-tent-space"),
                              self._space_step(state, board_map, action.tents[0], tribe, action.neutral)))
            elif len(action.tents) >= 2:
                for order, space in enumerate(action.tents, start=1):
                    steps.append((Msg("iwari-q-nth-tent-space", order=order),
                                  self._space_step(state, board_map, space, tribe, action.neutral)))
            biome = _area_biome(board_map, action.territory)
            if biome is not None and action.cards == (biome,) * len(action.cards):
                pay = Msg("iwari-a-pay-cards", count=len(action.cards), biome=words.biome(biome))
            else:
                pay = words.payment(action.cards, biome)
                if biome is not None and len(action.cards) == 2:
                    pay = Msg("iwari-a-pay-wild", payment=pay)
            steps.append((question("iwari-q-payment"), pay))
            return tuple(steps)
        if isinstance(action, Swap):
            return ((question("iwari-q-action"), Msg("iwari-a-swap")),
                    (question("iwari-q-discard"), words.biome(action.card)))
        if isinstance(action, Draw):
            if action.source == DECK:
                return ((question("iwari-q-draw"), Msg("iwari-a-draw-deck",
                                                       reshuffle="no" if state.deck else "yes")),)
            return ((question("iwari-q-draw"), Msg("iwari-a-draw-display",
                                                   biome=words.biome(action.source))),)
        if isinstance(action, PlaceFeat):
            ask = Msg("iwari-q-feat", feat=words.feat(action.kind))
            if action.kind in TERRITORY_FEATS:
                if board_map.has_area(action.target):
                    return ((ask, words.area(board_map, action.target)),)
                return ((ask, Msg("iwari-a-unknown-place", number=action.target)),)
            try:
                link = board_map.connection(action.target)
            except KeyError:
                return ((ask, words.connection(action.target)),)
            a, b = link.between
            return ((ask, Msg("iwari-a-connection", number=action.target, first=words.area(board_map, a),
                              second=words.area(board_map, b), kind=link.kind)),)
        return ((question("iwari-q-action"), Msg("iwari-a-pass")),)

    def _doing(self, state: IwariState) -> Msg:
        """What the seat to play decides now (the prompt without the name)."""
        short = HAND_SIZE - len(state.hands[state.seat])
        if state.phase == ACTION:
            return Msg("iwari-doing-pass" if not state.hands[state.seat] else "iwari-doing-action")
        if state.phase == NEUTRAL:
            return Msg("iwari-doing-neutral")
        if state.phase == FEAT:
            kind, tribe, _ = state.pending_feats[0]
            return Msg("iwari-doing-feat", feat=words.feat(kind),
                       neutral="yes" if tribe != state.seat else "no")
        return Msg("iwari-doing-draw", draft="yes" if state.phase == DRAFT else "no", count=short)

    def prompt(self, state: IwariState) -> Msg:
        if state.over:
            return Msg("iwari-prompt-over")
        return Msg("iwari-prompt", tribe=words.tribe(TRIBE_CODES[state.seat]), doing=self._doing(state))

    def _record_msg(self, state: IwariState, record: TurnRecord) -> Msg | None:
        """A turn's notes as one sentence: ``Red placed a tent in 7 · Forest …; took Forest from the
        display and drew 1 card from the deck.`` ``None`` for a turn that left no note."""
        if record.seat < 0 or not record.notes:
            return None
        board_map = self.engine.board_map(state)
        notes = list(record.notes)
        # Draws are summarised: which display cards were taken and how many came from the deck.
        taken = [words.took_biome(n) for n in notes if words.took_biome(n)]
        from_deck = sum(1 for n in notes if n == "drew from the deck")
        kept = [n for n in notes if not words.is_draw_note(n)]
        parts = [words.note_msg(board_map, n) for n in kept]
        draws = []
        if taken:
            draws.append(Msg("iwari-note-took", cards=words.comma_list([words.biome(b) for b in taken])))
        if from_deck:
            draws.append(Msg("iwari-note-drew", count=from_deck))
        if draws:
            draw = draws[0] if len(draws) == 1 else Msg("iwari-note-draws", first=draws[0], second=draws[1])
            parts.insert(min(len(parts), self._draw_position(kept)), draw)
        if not parts:
            return None
        return Msg("iwari-record", tribe=words.tribe(TRIBE_CODES[record.seat]), notes=words.clauses(parts))

    @staticmethod
    def _draw_position(notes: list[str]) -> int:
        for index, note in enumerate(notes):
            if note.startswith(("the deck ran out", "tents were scored", "final round: the deck")):
                return index
        return len(notes)

    def _end_reason_msg(self, state: IwariState) -> Msg:
        """Why the final round started (``state.end_reason`` keeps the stored English phrase)."""
        for tribe in range(state.tribes):
            if state.end_reason == f"the {tribe_name(state, tribe)} tribe placed its last tent":
                return Msg("iwari-end-last-tent", tribe=words.tribe(self.tribe_code(state, tribe)))
        return Msg("iwari-end-deck")

    def status_text(self, state: IwariState) -> tuple[Msg, ...]:
        totals = self.engine.scores(state)
        lines: list[Msg] = [
            Msg("iwari-status-head", map=Msg("iwari-map-name", map=state.map_id), round=state.round,
                first=words.tribe(TRIBE_CODES[state.first_player]))
        ]
        if state.over:
            outcome = self.outcome_text(state)
            lines.extend(outcome if isinstance(outcome, tuple) else (outcome,))
        else:
            lines.append(Msg("iwari-status-turn", seat=self.seat_label(state, state.seat),
                             doing=self._doing(state)))
        lines.append(Msg("iwari-status-scores", scores=words.dots([
            Msg("iwari-score-entry", tribe=words.tribe(self.tribe_code(state, t)),
                neutral="yes" if t == state.neutral else "no", points=totals[t])
            for t in range(state.tribes)])))
        display = words.hand_list(state.display) if state.display else Msg("iwari-empty")
        lines.append(Msg("iwari-status-display", display=display, deck=len(state.deck),
                         discard=len(state.discard)))
        lines.append(Msg("iwari-status-hands", hands=words.dots([
            Msg("iwari-hand-entry", tribe=words.tribe(TRIBE_CODES[s]), count=len(state.hands[s]))
            for s in range(state.players)])))
        lines.append(Msg("iwari-status-pieces", pieces=words.dots([
            Msg("iwari-pieces-entry", tribe=words.tribe(self.tribe_code(state, t)), tents=state.tents_left[t],
                totems=state.totems_left[t])
            for t in range(state.tribes)])))
        journey = "yes" if state.half_journey_done and not state.half_journey_pending else "no"
        lines.append(Msg("iwari-status-journey", half=journey, final="yes" if state.final_round else "no",
                         reason=self._end_reason_msg(state) if state.final_round else ""))
        if state.covered:
            lines.append(Msg("iwari-status-covered", count=len(state.covered),
                             numbers=", ".join(map(str, state.covered))))
        if state.last is not None and state.last.notes:
            record = self._record_msg(state, state.last)
            if record is not None:
                lines.append(Msg("iwari-status-last", text=record))
        return tuple(lines)

    def outcome_text(self, state: IwariState) -> Msg:
        if not state.over:
            return Msg("iwari-outcome-ongoing")
        if state.rules_version > 1:
            return self._outcome_among_tribes(state)
        totals = self.engine.scores(state)
        winners = self.engine.winners(state)
        best = max(totals[: state.players])
        if state.neutral is not None and totals[state.neutral] >= best:
            return Msg("iwari-outcome-neutral-v1", points=totals[state.neutral],
                       level="same" if totals[state.neutral] == best else "more")
        names = tuple(words.tribe(TRIBE_CODES[s]) for s in winners)
        leaders = [s for s in range(state.players) if totals[s] == best]
        if len(winners) == 1 and len(leaders) == 1:
            return Msg("iwari-outcome-wins", tribe=names[0], points=best)
        unused = state.tents_left[winners[0]] + state.totems_left[winners[0]]
        if len(winners) == 1:
            return Msg("iwari-outcome-tiebreak", leaders=tuple(words.tribe(TRIBE_CODES[s]) for s in leaders),
                       points=best, tribe=names[0], unused=unused)
        return Msg("iwari-outcome-shared", tribes=names, points=best, unused=unused)

    def _outcome_among_tribes(self, state: IwariState) -> Msg:
        """The result when every tribe, the neutral one included, competes for the win (I-20, I-26)."""
        totals = self.engine.scores(state)
        tribes = self.engine._winning_tribes(state)
        best = totals[tribes[0]]
        unused = state.tents_left[tribes[0]] + state.totems_left[tribes[0]]
        leaders = [tribe for tribe in range(state.tribes) if totals[tribe] == best]
        if state.neutral in tribes:
            if len(leaders) == 1:
                return Msg("iwari-outcome-neutral-wins", points=best)
            level = tuple(words.tribe(TRIBE_CODES[t]) for t in leaders if t != state.neutral)
            return Msg("iwari-outcome-neutral-ties", tribes=level, points=best,
                       most="yes" if len(tribes) == 1 else "no", unused=unused)
        names = tuple(words.tribe(TRIBE_CODES[t]) for t in tribes)
        if len(leaders) == 1:
            return Msg("iwari-outcome-wins", tribe=names[0], points=best)
        if len(tribes) == 1:
            return Msg("iwari-outcome-tiebreak",
                       leaders=tuple(words.tribe(self.tribe_code(state, t)) for t in leaders),
                       points=best, tribe=names[0], unused=unused)
        return Msg("iwari-outcome-shared", tribes=names, points=best, unused=unused)

    def score_breakdown(self, state: IwariState) -> ScoreTable:
        rows = []
        for tribe in range(state.tribes):
            label = Msg("iwari-neutral-row") if tribe == state.neutral else self.seat_label(state, tribe)
            rows.append(
                ScoreRow(
                    seat=None if tribe == state.neutral else tribe,
                    label=label,
                    values=tuple(state.points[tribe]),
                    total=sum(state.points[tribe]),
                )
            )
        return ScoreTable(columns=tuple(Msg("iwari-column", column=code) for code in SCORE_CODES),
                          rows=tuple(rows))

    def private_text(self, state: IwariState, seat: int) -> Msg | tuple[Msg, ...]:
        if not 0 <= seat < state.players:
            return Msg("iwari-private-not-playing")
        lines = [Msg("iwari-private-hand", seat=self.seat_label(state, seat),
                     cards=words.hand_list(state.hands[seat]))]
        if not state.over and state.seat == seat:
            lines.append(Msg("iwari-private-move", doing=self._doing(state)))
        return tuple(lines)
