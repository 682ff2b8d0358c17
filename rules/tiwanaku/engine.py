"""Tiwanaku's engine: the rules part (``rules.base.Engine``) of Tiwanaku's game spec, over ``state.py``.

What a seat sees is ``observer.py``, what a player reads ``presenter.py``; ``ENGINE`` is the one instance
they, the playout and ``SPEC`` (``rules/tiwanaku/__init__.py``) are built on.

Seats decide one thing at a time. A turn is: a move (``Enter`` or ``Move``), which triggers a discovery
on an undiscovered space or opens the divinations on a discovered one (``Divine``, repeated while the
guesses are right), then an offering (``Offer``; skipped when the player holds fewer than two tokens, since
a single token is worth nothing). ``turn_count`` grows when that whole turn is done.

The end (T-20): the turn that places the last terrain tile ends at once, without an offering. Then the
final divinations run from the next player on: a final-phase turn is a divination run without a move
(``Divine`` again while right, ``EndTurn`` to stop; a wrong guess ends the turn, the player stays in) or a
``Pass``, which leaves the phase for good; a player with no pawn left to divine with passes by itself.
When everyone is out, every player hands in all their crop tokens without being asked, and it is over.

Rules versions: games keep the rules they were started with (``TiwanakuState.rules_version``). Version 1 is
the engine before issue 9, kept so that stored games replay to the same states: a new pawn could enter
any free edge space (discovered ones too, then divining), the turn placing the last tile still offered,
a final-phase turn was one divination (a wrong one leaving the phase) and each player chose a last
offering (phase ``FINAL_OFFERING``).

Modes (option "mode"): competitive, or cooperative with one shared score; a game of one player is the solo
game whatever the mode option says, and is played on the long board.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from itertools import combinations

from rules.base import (
    ActionParseError,
    IllegalAction,
    Msg,
    OptionSpec,
    evolve,
    resolve_options,
    resolve_rules_version,
)
from rules.tiwanaku.board import (
    BOARD_SIZES,
    TERRAINS,
    cell_name,
    cell_names,
    edge_cells,
    neighbours4,
    parse_cell,
)
from rules.tiwanaku.generator import generate
from rules.tiwanaku.state import (
    DIVINE,
    DIVINE_MORE,
    FINAL,
    FINAL_MORE,
    FINAL_OFFERING,
    MOVE,
    OFFERING,
    OVER,
    Action,
    Divine,
    EndTurn,
    Enter,
    Move,
    Offer,
    Pass,
    PlayerBoard,
    TiwanakuState,
    decode_action,
    encode_action,
)

__all__ = [
    "ENGINE",
    "LADDER",
    "OFFERING_POINTS",
    "PAWNS_PER_PLAYER",
    "RULES_VERSION",
    "TRACK_TOP",
    "TiwanakuEngine",
    "discovery_points",
    "ladder_grade",
]

#: The current rules version (issue 9's corrections of T-14 and T-20); version 1 is the rules before.
RULES_VERSION = 2
#: T-9: pawns per player by player count.
PAWNS_PER_PLAYER: dict[int, int] = {1: 5, 2: 5, 3: 4, 4: 3}
#: T-10 ruling: the top level of a terrain track.
TRACK_TOP = 5
#: T-19: points for handing in 1..5 different crop tokens (index = number of tokens).
OFFERING_POINTS: tuple[int, ...] = (0, 0, 1, 3, 6, 10)
#: T-22/T-23: the solo and cooperative ladder, as (points per board space needed, grade code), lowest
#: first. The codes are the catalogs' (``tiwanaku-grade``): Apprentice, Farmer, Astronomer, Priest, High
#: priest in English.
LADDER: tuple[tuple[int, str], ...] = (
    (0, "apprentice"), (1, "farmer"), (2, "astronomer"), (3, "priest"), (4, "high-priest"),
)


@cache
def _entries(width: int, height: int) -> tuple[Enter, ...]:
    """``Enter`` onto each space, by index, built once per board size: ``_moves`` lists these values
    (immutable) instead of building a frozen dataclass for every choice of every position."""
    return tuple(Enter(name) for name in cell_names(width, height))


@cache
def _move_values(width: int, height: int) -> tuple[tuple[Move, ...], ...]:
    """``Move`` from each space to each space (``[source][target]``), built once per board size (see
    ``_entries``)."""
    names = cell_names(width, height)
    return tuple(tuple(Move(source, target) for target in names) for source in names)


#: Seat colour codes, in the order the shared drawing kit colours seats (``tiwanaku-seat`` names them).
SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green")
#: The letter the drawing kit marks each seat's pawns with (kit.player_mark), the same in every language.
SEAT_MARKS: tuple[str, ...] = ("R", "B", "Y", "G")
def discovery_points(track: tuple[int, ...], terrain_index: int) -> tuple[tuple[int, ...], int]:
    """T-16: the track after discovering this terrain, and the points scored for it."""
    level = track[terrain_index]
    if level >= TRACK_TOP:
        return tuple(track), 1
    raised = list(track)
    raised[terrain_index] = level + 1
    return tuple(raised), sum(1 for other in raised if other == level + 1)


def ladder_grade(score: int, spaces: int) -> tuple[int, str]:
    """T-22/T-23: (grade number from 1, grade code) of a solo or team score on a board of ``spaces``."""
    grade = 0
    for number, (per_space, _name) in enumerate(LADDER):
        if score >= per_space * spaces:
            grade = number
    return grade + 1, LADDER[grade][1]


class TiwanakuEngine:
    """The Tiwanaku engine (see the module docstring); one instance, ``ENGINE``, is in ``SPEC``."""

    id = "tiwanaku"
    title = "Tiwanaku"
    min_players = 1
    max_players = 4
    options: Mapping[str, OptionSpec] = {
        "size": OptionSpec(
            Msg("tiwanaku-option-size"),
            (("long", Msg("tiwanaku-option-size-long")), ("short", Msg("tiwanaku-option-size-short"))),
            "long", Msg("tiwanaku-option-size-help"),
        ),
        "mode": OptionSpec(
            Msg("tiwanaku-option-mode"),
            (("competitive", Msg("tiwanaku-option-mode-competitive")),
             ("cooperative", Msg("tiwanaku-option-mode-cooperative"))),
            "competitive", Msg("tiwanaku-option-mode-help"), min_players=2,
        ),
    }
    rules_version = RULES_VERSION

    # --- set-up ----------------------------------------------------------------------------------------
    def setup(
        self, players: int, options: Mapping[str, object], seed: int, *, rules_version: int | None = None
    ) -> TiwanakuState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(Msg("tiwanaku-error-players", low=self.min_players, high=self.max_players,
                                 players=players))
        chosen = resolve_options(self.options, options)
        version = resolve_rules_version(self.title, RULES_VERSION, rules_version)
        size = chosen["size"]
        if players == 1:
            if size != "long":
                raise ValueError(Msg("tiwanaku-error-solo-short"))
            mode = "solo"
        else:
            mode = chosen["mode"]
        puzzle = generate(size, seed)
        width, height = BOARD_SIZES[size]
        shown = tuple(cell in puzzle.revealed_crops for cell in range(width * height))
        empty_board = PlayerBoard(track=(0, 0, 0, 0), tokens=(), pawns=(), reserve=PAWNS_PER_PLAYER[players])
        return TiwanakuState(
            size=size, mode=mode, seed=seed, width=width, height=height,
            terrain=puzzle.terrain, crop=puzzle.crop, discovered=shown, crop_shown=shown,
            boards=(empty_board,) * players, current=0, phase=MOVE, rules_version=version,
        )

    # --- queries -----------------------------------------------------------------------------------------
    def to_play(self, state: TiwanakuState) -> int | None:
        return None if state.phase == OVER else state.current

    def is_over(self, state: TiwanakuState) -> bool:
        return state.phase == OVER

    def turn_count(self, state: TiwanakuState) -> int:
        return state.turn_count

    def plan_position(self, state: TiwanakuState, seat: int) -> TiwanakuState | None:
        """The board as it stands with ``seat`` beginning an ordinary turn (choosing a pawn's move), for a
        plan; None in the final divinations and once the game is over, whose turns are not ordinary."""
        if state.phase not in (MOVE, DIVINE, DIVINE_MORE, OFFERING) or not 0 <= seat < state.players:
            return None
        return evolve(state, current=seat, phase=MOVE, turn_from=-1, turn_to=-1, turn_cells=())

    def reveals(self, state: TiwanakuState, action: Action) -> bool:
        """A discovery shows a terrain, a divination a crop."""
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return False
        return after.discovered != state.discovered or after.crop_shown != state.crop_shown

    def undoable(self, state: TiwanakuState, action: Action) -> bool:
        """Only a move onto an already discovered space, with the divination still to come: a discovery
        shows a terrain, a divination shows a crop, and the offering (or a pass) ends the turn."""
        if state.phase != MOVE or not isinstance(action, Enter | Move):
            return False
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return False
        return (
            after.phase != OVER
            and after.turn_count == state.turn_count
            and after.discovered == state.discovered
            and after.crop_shown == state.crop_shown
        )

    def scores(self, state: TiwanakuState) -> list[int]:
        if state.mode == "cooperative":
            team = sum(board.score for board in state.boards)
            return [team] * state.players
        return [board.score for board in state.boards]

    def winners(self, state: TiwanakuState) -> list[int]:
        if state.phase != OVER:
            return []
        scores = self.scores(state)
        if state.mode != "competitive":
            # Solo and cooperative: the table wins together once it climbs past the ladder's first rung.
            grade, _ = ladder_grade(scores[0], state.width * state.height)
            return list(range(state.players)) if grade >= 2 else []
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    # --- legal actions --------------------------------------------------------------------------------
    def _pawn_owner(self, state: TiwanakuState) -> list[int]:
        owner = [-1] * (state.width * state.height)
        for seat, board in enumerate(state.boards):
            for cell in board.pawns:
                owner[cell] = seat
        return owner

    def _destinations(self, state: TiwanakuState, seat: int, source: int, owner: list[int]) -> list[int]:
        """T-13: spaces a pawn at ``source`` may end on (before the T-15 check)."""
        steps = neighbours4(state.width, state.height)
        crop_shown = state.crop_shown
        seen = {source}
        frontier = [source]
        ends: set[int] = set()
        while frontier:
            here = frontier.pop()
            for there in steps[here]:
                if there in seen:
                    continue
                holder = owner[there]
                if holder == seat:
                    # The player's own pawn: passed through, never ended on.
                    seen.add(there)
                    frontier.append(there)
                elif holder < 0:
                    ends.add(there)
                    if crop_shown[there]:  # a crop token lets the pawn pass on
                        seen.add(there)
                        frontier.append(there)
                # another player's pawn blocks the way
        return sorted(ends)

    def _eligible_pawns(self, state: TiwanakuState, seat: int) -> list[int]:
        """T-17: the seat's pawns on discovered spaces without a crop token."""
        return [cell for cell in state.boards[seat].pawns
                if state.discovered[cell] and not state.crop_shown[cell]]

    def _moves(self, state: TiwanakuState, seat: int, only: Action | None = None) -> list[Action]:
        """The seat's ``Enter`` and ``Move`` actions: entries in edge order, then per pawn its destinations.

        ``only``: list just the actions that could equal this one (the entries for an ``Enter``, the moves
        of the pawn it names for a ``Move``, nothing for anything else), so that ``apply`` checks a move
        without searching the destinations of every pawn; ``only in`` the result is exactly ``only in``
        the full list, since dataclass equality needs the same class and the same fields.

        T-15: after the move the player must be able to discover, or divine at least once. Landing on an
        undiscovered space discovers; otherwise some pawn must stand on a discovered space without a crop
        token: one that stays where it was, or the moved pawn itself. Counting the eligible pawns once
        avoids rebuilding the pawn tuple for every destination: profiling (issue 17) found this check and
        the destination search the hot spots of Tiwanaku."""
        board = state.boards[seat]
        owner = self._pawn_owner(state)
        names = cell_names(state.width, state.height)
        entries = _entries(state.width, state.height)
        moves = _move_values(state.width, state.height)
        discovered = state.discovered
        crop_shown = state.crop_shown
        pawns = board.pawns
        eligible = [discovered[cell] and not crop_shown[cell] for cell in pawns]
        eligible_count = sum(eligible)
        actions: list[Action] = []
        movers: Sequence[int] = range(len(pawns))
        entering = only is None or only.__class__ is Enter
        if only is not None:
            source = only.source if only.__class__ is Move else None  # type: ignore[union-attr]
            movers = [i for i, cell in enumerate(pawns) if names[cell] == source]
        if entering and board.reserve > 0:
            for cell in edge_cells(state.width, state.height):
                if owner[cell] >= 0:
                    continue
                if state.rules_version == 1:
                    # Version 1: any free edge space, discovered ones too (then the pawn divines).
                    if not discovered[cell] or eligible_count or not crop_shown[cell]:
                        actions.append(entries[cell])
                elif not discovered[cell]:
                    # T-14: only an undiscovered edge space, so that entering always discovers.
                    actions.append(entries[cell])
        for index in movers:
            here = pawns[index]
            others_can_divine = eligible_count - eligible[index] > 0
            from_here = moves[here]
            for target in self._destinations(state, seat, here, owner):
                if not discovered[target] or others_can_divine or not crop_shown[target]:
                    actions.append(from_here[target])
        return actions

    def _offers(self, state: TiwanakuState, seat: int) -> list[Action]:
        tokens = state.boards[seat].tokens
        offers: list[Action] = [Offer(())]
        for count in range(2, len(tokens) + 1):
            offers.extend(Offer(crops) for crops in combinations(tokens, count))
        return offers

    def _divinations(self, state: TiwanakuState, seat: int) -> list[Action]:
        return [Divine(self._name(state, cell), crop)
                for cell in self._eligible_pawns(state, seat) for crop in range(1, 6)]

    def legal_actions(self, state: TiwanakuState) -> list[Action]:
        seat = state.current
        if state.phase == MOVE:
            return self._moves(state, seat) or [Pass()]
        if state.phase == DIVINE:
            return self._divinations(state, seat)
        if state.phase == DIVINE_MORE:
            return self._divinations(state, seat) + self._offers(state, seat)
        if state.phase in (OFFERING, FINAL_OFFERING):
            return self._offers(state, seat)
        if state.phase == FINAL:
            return self._divinations(state, seat) + [Pass()]
        if state.phase == FINAL_MORE:
            return self._divinations(state, seat) + [EndTurn()]
        return []

    # --- applying -------------------------------------------------------------------------------------
    @staticmethod
    def _name(state: TiwanakuState, cell: int) -> str:
        return cell_name(cell, state.width)

    def _cell(self, state: TiwanakuState, text: str) -> int:
        try:
            return parse_cell(text, state.width, state.height)
        except ValueError:
            raise IllegalAction(Msg("tiwanaku-error-not-a-space", space=str(text))) from None

    def apply(self, state: TiwanakuState, action: Action) -> TiwanakuState:
        if state.phase == OVER:
            raise IllegalAction(Msg("tiwanaku-error-over"))
        if state.phase == MOVE and isinstance(action, Enter | Move):
            # The same answer as the full list below (a move phase offers Pass only when nothing moves).
            legal = self._moves(state, state.current, only=action)
        else:
            legal = self.legal_actions(state)
        if action not in legal:
            raise IllegalAction(self._why_illegal(state, action))
        if isinstance(action, Enter | Move):
            return self._apply_move(state, action)
        if isinstance(action, Divine):
            return self._apply_divine(state, action)
        if isinstance(action, Offer):
            return self._apply_offer(state, action)
        if isinstance(action, EndTurn):
            return self._next_final(self._end_turn(state), after=state.current)
        return self._apply_pass(state)

    def _why_illegal(self, state: TiwanakuState, action: Action) -> Msg:
        phase = state.phase
        if phase == MOVE and not isinstance(action, Enter | Move):
            return Msg("tiwanaku-error-move-first")
        if phase == DIVINE and not isinstance(action, Divine):
            return Msg("tiwanaku-error-divine-now")
        if phase in (OFFERING, FINAL_OFFERING) and not isinstance(action, Offer):
            return Msg("tiwanaku-error-offer-now")
        if isinstance(action, Divine):
            return Msg("tiwanaku-error-divine-where", space=str(action.cell))
        if isinstance(action, Offer):
            return Msg("tiwanaku-error-offer-tokens")
        if isinstance(action, Enter):
            if state.rules_version == 1:
                return Msg("tiwanaku-error-enter-v1", space=str(action.cell))
            return Msg("tiwanaku-error-enter", space=str(action.cell))
        if isinstance(action, EndTurn):
            return Msg("tiwanaku-error-end-turn")
        if isinstance(action, Move):
            return Msg("tiwanaku-error-move", source=str(action.source), target=str(action.target))
        return Msg("tiwanaku-error-impossible")

    def _with_board(self, state: TiwanakuState, seat: int, board: PlayerBoard) -> tuple[PlayerBoard, ...]:
        return tuple(board if index == seat else other for index, other in enumerate(state.boards))

    def _apply_move(self, state: TiwanakuState, action: Enter | Move) -> TiwanakuState:
        seat = state.current
        board = state.boards[seat]
        target = self._cell(state, action.cell if isinstance(action, Enter) else action.target)
        if isinstance(action, Enter):
            source = -1
            board = evolve(board, pawns=tuple(sorted((*board.pawns, target))), reserve=board.reserve - 1)
        else:
            source = self._cell(state, action.source)
            pawns = tuple(sorted(target if cell == source else cell for cell in board.pawns))
            board = evolve(board, pawns=pawns)
        state = evolve(state, turn_from=source, turn_to=target, passes_in_row=0)
        if state.discovered[target]:
            return evolve(state, boards=self._with_board(state, seat, board), phase=DIVINE)
        # T-16: discovery.
        terrain_index = TERRAINS.index(state.terrain[target])
        track, points = discovery_points(board.track, terrain_index)
        board = evolve(board, track=track, discovery_points=board.discovery_points + points)
        discovered = state.discovered
        discovered = discovered[:target] + (discovered[target] or True,) + discovered[target + 1:]
        state = evolve(state, boards=self._with_board(state, seat, board), discovered=discovered,
                        turn_cells=(*state.turn_cells, target))
        if state.rules_version > 1 and all(discovered):
            return self._finish_turn(state)  # T-20: the turn placing the last tile ends at once
        return self._to_offering(state)

    def _apply_divine(self, state: TiwanakuState, action: Divine) -> TiwanakuState:
        seat = state.current
        cell = self._cell(state, action.cell)
        board = state.boards[seat]
        truth = state.crop[cell]
        correct = action.crop == truth
        if correct:
            tokens = board.tokens if truth in board.tokens else tuple(sorted((*board.tokens, truth)))
            board = evolve(board, tokens=tokens, divination_points=board.divination_points + truth)
        else:
            board = evolve(board, divination_points=board.divination_points - truth)
        crop_shown = state.crop_shown
        crop_shown = crop_shown[:cell] + (crop_shown[cell] or True,) + crop_shown[cell + 1:]
        state = evolve(state, boards=self._with_board(state, seat, board), crop_shown=crop_shown,
                        turn_cells=(*state.turn_cells, cell))
        if state.phase in (FINAL, FINAL_MORE):
            if state.rules_version == 1:
                # Version 1: one divination per final turn; a wrong one left the final divinations.
                final_in = state.final_in if correct else tuple(s for s in state.final_in if s != seat)
                return self._next_final(self._end_turn(evolve(state, final_in=final_in)), after=seat)
            # T-20: a divination run as in T-17; a wrong guess ends this turn only.
            if correct and self._eligible_pawns(state, seat):
                return evolve(state, phase=FINAL_MORE)
            return self._next_final(self._end_turn(state), after=seat)
        if not correct:
            return self._finish_turn(state)  # T-17: a wrong guess ends the turn, without an offering
        if self._eligible_pawns(state, seat):
            return evolve(state, phase=DIVINE_MORE)
        return self._to_offering(state)

    def _apply_offer(self, state: TiwanakuState, action: Offer) -> TiwanakuState:
        seat = state.current
        board = state.boards[seat]
        if action.crops:
            tokens = tuple(crop for crop in board.tokens if crop not in action.crops)
            board = evolve(board, tokens=tokens,
                            offering_points=board.offering_points + OFFERING_POINTS[len(action.crops)])
            state = evolve(state, boards=self._with_board(state, seat, board))
        if state.phase == FINAL_OFFERING:
            return self._next_final_offering(self._end_turn(state), after=seat)
        return self._finish_turn(state)

    def _apply_pass(self, state: TiwanakuState) -> TiwanakuState:
        seat = state.current
        if state.phase == FINAL:
            state = evolve(state, final_in=tuple(s for s in state.final_in if s != seat))
            return self._next_final(self._end_turn(state), after=seat)
        state = evolve(state, passes_in_row=state.passes_in_row + 1)
        return self._finish_turn(state)

    # --- turn bookkeeping ---------------------------------------------------------------------------------
    def _to_offering(self, state: TiwanakuState) -> TiwanakuState:
        """After a discovery or the last possible divination: offer if there is anything worth offering."""
        if len(state.boards[state.current].tokens) >= 2:
            return evolve(state, phase=OFFERING)
        return self._finish_turn(state)

    def _end_turn(self, state: TiwanakuState) -> TiwanakuState:
        """Record the completed turn for highlighting and count it."""
        return evolve(
            state, turn_count=state.turn_count + 1,
            last_seat=state.current, last_from=state.turn_from, last_to=state.turn_to,
            last_cells=state.turn_cells, turn_from=-1, turn_to=-1, turn_cells=(),
        )

    def _finish_turn(self, state: TiwanakuState) -> TiwanakuState:
        """End a normal turn; start the final divinations once the terrain is complete (T-20)."""
        seat = state.current
        state = self._end_turn(state)
        terrain_complete = all(state.discovered)
        # Everybody passing in a row means nobody can reach the rest of the board: stop searching it.
        blocked = state.passes_in_row >= state.players
        if terrain_complete or blocked:
            return self._next_final(evolve(state, final_in=tuple(range(state.players))), after=seat)
        return evolve(state, current=(seat + 1) % state.players, phase=MOVE)

    def _next_final(self, state: TiwanakuState, after: int) -> TiwanakuState:
        """T-20: the next player still in the final divinations; players who cannot divine drop out."""
        final_in = tuple(seat for seat in state.final_in if self._eligible_pawns(state, seat))
        state = evolve(state, final_in=final_in)
        for step in range(1, state.players + 1):
            seat = (after + step) % state.players
            if seat in final_in:
                return evolve(state, current=seat, phase=FINAL)
        if state.rules_version == 1:
            return self._next_final_offering(evolve(state, final_in=()), after=-1)
        return self._hand_in_all_tokens(evolve(state, final_in=()))

    def _hand_in_all_tokens(self, state: TiwanakuState) -> TiwanakuState:
        """T-20: at the very end every player hands in all their crop tokens; nobody is asked, since
        handing in fewer never scores more (the offering table only grows)."""
        boards = tuple(
            evolve(board, tokens=(),
                    offering_points=board.offering_points + OFFERING_POINTS[len(board.tokens)])
            for board in state.boards
        )
        return evolve(state, boards=boards, phase=OVER)

    def _next_final_offering(self, state: TiwanakuState, after: int) -> TiwanakuState:
        """Version 1 of T-20: each player in seat order chose a last offering, holding two tokens or more."""
        for seat in range(after + 1, state.players):
            if len(state.boards[seat].tokens) >= 2:
                return evolve(state, current=seat, phase=FINAL_OFFERING)
        return evolve(state, phase=OVER)

    # --- text forms ---------------------------------------------------------------------------------------
    def encode(self, action: Action) -> str:
        return encode_action(action)

    def decode(self, text: str) -> Action:
        try:
            return decode_action(text)
        except ActionParseError:
            raise
        except ValueError:
            raise ActionParseError(Msg("tiwanaku-error-not-a-move", text=str(text).strip())) from None

    # --- presentation ---------------------------------------------------------------------------------------
    # --- storage ----------------------------------------------------------------------------------------
    def dump(self, state: TiwanakuState) -> dict:
        data = {
            field: getattr(state, field)
            for field in ("size", "mode", "seed", "width", "height", "current", "phase", "passes_in_row",
                          "turn_count", "turn_from", "turn_to", "last_seat", "last_from", "last_to",
                          "rules_version")
        }
        data.update({
            "terrain": list(state.terrain),
            "crop": list(state.crop),
            "discovered": [int(flag) for flag in state.discovered],
            "crop_shown": [int(flag) for flag in state.crop_shown],
            "final_in": list(state.final_in),
            "turn_cells": list(state.turn_cells),
            "last_cells": list(state.last_cells),
            "boards": [{
                "track": list(board.track), "tokens": list(board.tokens), "pawns": list(board.pawns),
                "reserve": board.reserve, "discovery_points": board.discovery_points,
                "divination_points": board.divination_points, "offering_points": board.offering_points,
            } for board in state.boards],
        })
        return data

    def load(self, data: dict) -> TiwanakuState:
        # Every state stored before rules versions existed was played under version 1.
        version = data.get("rules_version", 1)
        if type(version) is not int or not 1 <= version <= RULES_VERSION:
            raise ValueError(Msg("tiwanaku-error-rules-version", version=repr(version)))
        boards = tuple(PlayerBoard(
            track=tuple(board["track"]), tokens=tuple(board["tokens"]), pawns=tuple(board["pawns"]),
            reserve=board["reserve"], discovery_points=board["discovery_points"],
            divination_points=board["divination_points"], offering_points=board["offering_points"],
        ) for board in data["boards"])
        return TiwanakuState(
            size=data["size"], mode=data["mode"], seed=data["seed"], width=data["width"],
            height=data["height"], terrain=tuple(data["terrain"]), crop=tuple(data["crop"]),
            discovered=tuple(bool(flag) for flag in data["discovered"]),
            crop_shown=tuple(bool(flag) for flag in data["crop_shown"]),
            boards=boards, current=data["current"], phase=data["phase"], final_in=tuple(data["final_in"]),
            passes_in_row=data["passes_in_row"], turn_count=data["turn_count"],
            turn_from=data["turn_from"], turn_to=data["turn_to"], turn_cells=tuple(data["turn_cells"]),
            last_seat=data["last_seat"], last_from=data["last_from"], last_to=data["last_to"],
            last_cells=tuple(data["last_cells"]), rules_version=version,
        )


ENGINE = TiwanakuEngine()
