"""Helpers for Tiwanaku tests: positions built from a generated board (reveal spaces, place pawns)."""

from __future__ import annotations

from dataclasses import replace

from rules.tiwanaku import GAME
from rules.tiwanaku.board import cell_name, parse_cell, regions_of
from rules.tiwanaku.state import MOVE, PlayerBoard, TiwanakuState


def new_game(players: int = 2, size: str = "short", seed: int = 1,
             mode: str = "competitive", rules_version: int | None = None) -> TiwanakuState:
    """A new game; ``rules_version`` None plays the current rules and is not passed on, so that the clause
    tests of issue 9 also run against the engine from before rules versions existed (and fail there)."""
    versioned = {} if rules_version is None else {"rules_version": rules_version}
    return GAME.setup(players, {"size": size, "mode": mode}, seed, **versioned)


def idx(state: TiwanakuState, name: str) -> int:
    return parse_cell(name, state.width, state.height)


def name(state: TiwanakuState, index: int) -> str:
    return cell_name(index, state.width)


def position(state: TiwanakuState, *, discovered: tuple[str, ...] = (), crops: tuple[str, ...] = (),
             pawns: dict[int, tuple[str, ...]] | None = None, reserve: dict[int, int] | None = None,
             tokens: dict[int, tuple[int, ...]] | None = None,
             tracks: dict[int, tuple[int, ...]] | None = None,
             current: int = 0, phase: str = MOVE, keep_start: bool = False) -> TiwanakuState:
    """The same hidden board with exactly these spaces discovered / showing their crop token.

    Spaces showing a crop are discovered too. ``keep_start`` keeps the set-up's revealed spaces as well.
    """
    size = state.width * state.height
    shown = {idx(state, n) for n in crops}
    seen = {idx(state, n) for n in discovered} | shown
    if keep_start:
        shown |= {cell for cell in range(size) if state.crop_shown[cell]}
        seen |= {cell for cell in range(size) if state.discovered[cell]}
    boards = []
    for seat, board in enumerate(state.boards):
        placed = tuple(sorted(idx(state, n) for n in (pawns or {}).get(seat, ())))
        boards.append(PlayerBoard(
            track=tuple((tracks or {}).get(seat, board.track)),
            tokens=tuple(sorted((tokens or {}).get(seat, board.tokens))),
            pawns=placed,
            reserve=(reserve or {}).get(seat, board.reserve - len(placed)),
        ))
    return replace(state, discovered=tuple(cell in seen for cell in range(size)),
                   crop_shown=tuple(cell in shown for cell in range(size)), boards=tuple(boards),
                   current=current, phase=phase)


def true_crop(state: TiwanakuState, cell_label: str) -> int:
    return state.crop[idx(state, cell_label)]


def true_terrain(state: TiwanakuState, cell_label: str) -> str:
    return state.terrain[idx(state, cell_label)]


def regions(state: TiwanakuState) -> tuple[tuple[int, ...], ...]:
    return regions_of(state.terrain, state.width, state.height)


def wrong_guess(state: TiwanakuState, cell_label: str) -> int:
    truth = true_crop(state, cell_label)
    return 1 if truth != 1 else 2
