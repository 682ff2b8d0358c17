"""Tables: a game's lobby opened, filled, configured, started and cancelled, as a service (no Discord here).

The lobby cog parses a command or a press, calls this and answers in Discord; the rules of a lobby live
here: where ``/game new`` opens a game (a thread of its own or the channel, which must be free) and with
which time control, who may join (not once it started, not at a full table) or leave (not its creator),
who changes the options and the time control (the creator, with values the game and the menu offer), who
starts it (the creator, with exactly the seats and options the database holds then), who cancels it (the
creator, or someone who manages the channel), and where a Rematch press leads.

Every change of a lobby takes the game's lock and is conditional on the lobby in the database, so a press
racing Start never adds a phantom seat, leaves an empty one or changes the options under a started game.
Refusals are :class:`core.service.PlayerError` with the sentence to show. A change the bot must show while
the lobby is still held (its message redrawn under the lock, so two changes never show out of order) is a
context manager: entering it checks and makes the change, the caller redraws in its body, and leaving it
releases the lock.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, Protocol

from core.clocks import DEFAULT_CLOCK, TableRules, is_clock_choice
from core.computers import is_computer, people
from core.reliability import MIN_GAMES, MINIMUMS, Reliability
from core.service import GameService, LoadedGame, PlayerError, error_msg
from rules.base import Game, Msg, resolve_options
from store import (
    ChannelBusy,
    GameRecord,
    GameStore,
    HintStore,
    LobbyClosed,
    QueueStore,
    SettingsStore,
    StaleVersion,
    TableFull,
)


class LobbyStore(GameStore, HintStore, QueueStore, Protocol):
    """What a lobby's edit changes: the game's row and seats, its hints choice and its reliability minimum."""


class TablesStore(LobbyStore, SettingsStore, Protocol):
    """What the lobbies' rules need: a lobby's edit, and the server's settings."""


CHANNEL_BUSY = Msg("bot-error-channel-busy")
LOBBY_CHANGED = Msg("bot-error-lobby-changed")
LOBBY_CLOSED = Msg("bot-error-lobby-closed")
TOO_LATE = Msg("bot-error-too-late")


class ChannelTaken(PlayerError):
    """A lobby could not be opened: the channel has an open game (one another press opened meanwhile)."""


@dataclass(frozen=True)
class NewTable:
    """What ``/game new`` opens: the game with its default options, its time control, and whether it gets
    a thread of its own."""

    game: Game
    options: dict[str, str]
    table: TableRules
    own_thread: bool


@dataclass(frozen=True)
class Rematch:
    """Where a Rematch press leads: a new lobby of the finished game when the channel is free
    (``open_game`` None), else the game open there. The new lobby is the table as it was: its options and
    time control, its computers (the same levels, seated after the presser in the order they sat), its
    choice about the coach's hints and its minimum reliability; the other people are invited."""

    game: Game
    options: dict[str, str]
    table: TableRules
    invited: list[int]
    open_game: GameRecord | None
    computers: tuple[int, ...] = ()
    hints: bool | None = None
    requirement: tuple[int | None, bool] | None = None


def rematch_hints(finished: GameRecord, computers: tuple[int, ...]) -> bool | None:
    """The hints choice a rematch's lobby starts with. A table's choice is fixed at its start, so the
    finished game's says what that table played with; a lobby that has not chosen follows whether a
    computer is seated (``core.hints``). Where the finished table played as an unchosen lobby with these
    computers would, the rematch is left unchosen too (it then follows a computer removed or added, as any
    new lobby does); otherwise the finished table's choice is kept."""
    if finished.hints is None or finished.hints == bool(computers):
        return None
    return finished.hints


async def store_table_rules(store: GameStore, game_id: int, table: TableRules) -> None:
    """Write a lobby's time control (a time per turn or a time bank, and the time-out's rules)."""
    await store.set_table_rules(game_id, clock_seconds=table.clock_seconds, on_timeout=table.on_timeout,
                                handover_after=table.handover_after, clock_chosen=table.chosen,
                                bank_increment=table.bank_increment, bank_cap=table.bank_cap)


class LobbyEdit:
    """A lobby held under its lock for a change by its creator: ``record`` as the database holds it now."""

    def __init__(self, store: LobbyStore, record: GameRecord, game: Game) -> None:
        self.store = store
        self.record = record
        self.game = game

    async def set_options(self, chosen: Mapping[str, str]) -> dict[str, str]:
        """Set the options ``chosen`` (name -> value, as picked from the lobby's menus), the others kept;
        each must be an option of the game with a value it offers, and the whole must be a valid set."""
        options = dict(self.record.options)
        for name, value in chosen.items():
            spec = self.game.options.get(name)
            if spec is None or value not in {choice for choice, _ in spec.choices}:
                raise PlayerError(Msg("bot-error-option-not-offered"))
            options[name] = value
        try:
            options = resolve_options(self.game.options, options)
        except ValueError as error:
            raise PlayerError(error_msg(error)) from error
        try:
            await self.store.set_options(self.record.id, options)
        except LobbyClosed as error:
            raise PlayerError(TOO_LATE) from error
        return options

    async def set_time_control(self, choice: str) -> TableRules:
        """Apply one entry of the time-control menu (``"clock:24h"``, ``"timeout:opponents"`` …)."""
        try:
            table = TableRules.of(self.record).changed(choice)
        except ValueError as error:
            raise PlayerError(Msg("bot-error-not-on-menu")) from error
        try:
            await store_table_rules(self.store, self.record.id, table)
        except LobbyClosed as error:
            raise PlayerError(TOO_LATE) from error
        return table


    async def set_reliability(self, choice: str) -> tuple[int | None, bool]:
        """Apply one of the menu's reliability entries: ``reliable:<percent>`` (0: no minimum) sets the
        minimum, ``reliable:new`` switches whether players too new for a score may join."""
        kind, _, value = choice.partition(":")
        minimum, allow_new = await self.store.lobby_requirement(self.record.id)
        if kind != "reliable":
            raise PlayerError(Msg("bot-error-not-on-menu"))
        if value == "new":
            allow_new = not allow_new
        elif value.isascii() and value.isdigit() and (int(value) or None) in MINIMUMS:
            minimum = int(value) or None
        else:
            raise PlayerError(Msg("bot-error-not-on-menu"))
        try:
            await self.store.set_lobby_requirement(self.record.id, minimum, allow_new)
        except LobbyClosed as error:
            raise PlayerError(TOO_LATE) from error
        return minimum, allow_new


    async def set_hints(self, choice: str) -> bool:
        """Apply the menu's hints entry (issue 31): ``hints:on`` allows the coach's hints (the game is then
        not rated), ``hints:off`` does not. The creator's choice holds from then on, whoever sits down;
        until they choose, the table follows whether a computer is seated (``core.hints``)."""
        kind, _, value = choice.partition(":")
        if kind != "hints" or value not in ("on", "off"):
            raise PlayerError(Msg("bot-error-not-on-menu"))
        try:
            await self.store.set_hints(self.record.id, value == "on")
        except LobbyClosed as error:
            raise PlayerError(TOO_LATE) from error
        return value == "on"


class Tables:
    """The lobbies' rules and their side of the database; the games come from the game service."""

    def __init__(self, store: TablesStore, service: GameService,
                 reliability: Reliability | None = None) -> None:
        self.store = store
        self.service = service
        self.reliability = reliability or Reliability(store)

    @property
    def games(self) -> Mapping[str, Game]:
        return self.service.games

    async def _current(self, game_id: int) -> GameRecord:
        """The game's row as the database holds it now (read again under the lock)."""
        record = await self.store.get_game(game_id)
        if record is None:
            raise PlayerError(Msg("bot-error-game-gone"))
        return record

    # --- opening ------------------------------------------------------------------------------------
    async def plan_new(self, game_id: object, guild_id: int | None, channel_id: int | None,
                       clock: str | None, thread: bool | None, in_thread: bool) -> NewTable:
        """``/game new``: the game named ``game_id`` with its default options, the clock ``clock`` (a time
        per turn or a time bank, by name: :func:`core.clocks.is_clock_choice`; else the server's
        default), in a thread of its own when asked (``thread``; else the server's setting) unless the
        command came from a thread (``in_thread``). A game opened in the channel itself needs the channel
        free."""
        chosen = self.games.get(game_id) if isinstance(game_id, str) else None
        if chosen is None:
            offered = tuple(g.title for g in self.games.values())
            raise PlayerError(Msg("bot-error-unknown-game", games=offered) if offered
                              else Msg("bot-error-no-games"))
        if channel_id is None or guild_id is None:
            raise PlayerError(Msg("bot-error-start-in-server"))
        options = resolve_options(chosen.options, {})
        time_per_turn = clock
        if time_per_turn is not None and not is_clock_choice(time_per_turn):
            raise PlayerError(Msg("bot-config-bad-clock"))
        server = await self.store.guild_settings(guild_id)
        if time_per_turn is None:
            time_per_turn = server.default_clock or DEFAULT_CLOCK
        own_thread = (server.threads if thread is None else bool(thread)) and not in_thread
        try:
            table = TableRules.named(time_per_turn, chosen=clock is not None)
        except ValueError:  # a server default no longer offered
            table = TableRules.named(DEFAULT_CLOCK, chosen=False)
        if not own_thread and await self.store.open_game_in_channel(channel_id):
            raise PlayerError(CHANNEL_BUSY)
        return NewTable(chosen, options, table, own_thread)

    async def open(self, *, guild_id: int | None, channel_id: int, game: Game, options: dict[str, str],
                   creator_id: int, table: TableRules, card: Mapping[str, Any] | None = None,
                   rematch: Rematch | None = None) -> GameRecord:
        """A lobby in ``channel_id`` with its creator in seat 0 and the time control ``table``. Raises
        :class:`ChannelTaken` when the channel has an open game (the database decides a race). ``card``: the
        lobby shows a card, posted by its flow (``store.FLOW_LOBBY_CARD``) with this payload. ``rematch``:
        the lobby starts as that finished table was (its computers, hints and minimum reliability),
        written with the lobby."""
        try:
            record = await self.store.create_lobby(
                guild_id=guild_id, channel_id=channel_id, game=game.id, options=options,
                creator_id=creator_id, clock_seconds=table.clock_seconds, clock_chosen=table.chosen,
                card=card, seated=rematch.computers[:game.max_players - 1] if rematch else (),
                hints=rematch.hints if rematch else None,
                requirement=rematch.requirement if rematch else None)
        except ChannelBusy as error:
            raise ChannelTaken(CHANNEL_BUSY) from error
        if table != TableRules.of(record):
            await store_table_rules(self.store, record.id, table)
        return record

    async def set_lobby_message(self, game_id: int, message_id: int | None) -> None:
        """Remember the lobby's message, so later changes redraw it."""
        await self.store.set_lobby_message(game_id, message_id)

    # --- changing a lobby ---------------------------------------------------------------------------
    def check_lobby(self, record: GameRecord) -> None:
        """A press on a lobby's buttons or menus: the lobby must still be open and its row whole."""
        if record.status != "lobby":
            raise PlayerError(LOBBY_CLOSED)
        self.service.check_intact(record)

    @asynccontextmanager
    async def editing_options(self, record: GameRecord, user_id: int) -> AsyncIterator[LobbyEdit]:
        """The creator changes the options: the lobby held, read again, still a lobby."""
        if user_id != record.creator_id:
            raise PlayerError(Msg("bot-error-creator-options"))
        game = self.service.game_for(record)
        async with self.service.locked(record.id):
            # Read again under the lock: the options are changed from what the database holds now.
            record = await self._current(record.id)
            if record.status != "lobby":
                raise PlayerError(LOBBY_CLOSED)
            yield LobbyEdit(self.store, record, game)

    @asynccontextmanager
    async def editing_time_control(self, record: GameRecord, user_id: int) -> AsyncIterator[LobbyEdit]:
        """The creator changes the time control (a lobby that started meanwhile refuses the write)."""
        if record.status != "lobby":
            raise PlayerError(LOBBY_CLOSED)
        if user_id != record.creator_id:
            raise PlayerError(Msg("bot-error-creator-time"))
        async with self.service.locked(record.id):
            record = await self._current(record.id)
            yield LobbyEdit(self.store, record, self.service.game_for(record))

    @asynccontextmanager
    async def joining(self, record: GameRecord, user_id: int) -> AsyncIterator[None]:
        """``user_id`` takes a seat: not once the game started, not at a full table, not twice."""
        if record.status != "lobby":
            raise PlayerError(Msg("bot-error-join-started"))
        game = self.service.game_for(record)
        await self.check_reliability(record.id, user_id)
        async with self.service.locked(record.id):
            try:
                added = await self.store.add_seat(record.id, user_id, max_players=game.max_players)
            except LobbyClosed as error:
                raise PlayerError(Msg("bot-error-join-too-late")) from error
            except TableFull as error:
                raise PlayerError(Msg("bot-error-table-full", players=game.max_players)) from error
            if not added:
                raise PlayerError(Msg("bot-error-already-in"))
            yield

    async def check_reliability(self, game_id: int, user_id: int) -> None:
        """A lobby asking a minimum reliability refuses a player below it (a new player too, when its host
        said so), telling them the minimum and their score."""
        minimum, allow_new = await self.store.lobby_requirement(game_id)
        if minimum is None:
            return
        score = await self.reliability.score(user_id)
        if score.meets(minimum, allow_new=allow_new):
            return
        if score.share is None:
            raise PlayerError(Msg("bot-lobby-below-minimum-new", minimum=minimum, games=score.games,
                                  needed=MIN_GAMES))
        raise PlayerError(Msg("bot-lobby-below-minimum", minimum=minimum, percent=score.percent or 0,
                              games=score.games))

    @asynccontextmanager
    async def leaving(self, record: GameRecord, user_id: int) -> AsyncIterator[None]:
        """``user_id`` leaves their seat: not once the game started, and never the creator (who cancels
        instead)."""
        if record.status != "lobby":
            raise PlayerError(Msg("bot-error-leave-started"))
        if user_id == record.creator_id:
            raise PlayerError(Msg("bot-error-leave-creator"))
        async with self.service.locked(record.id):
            try:
                removed = await self.store.remove_seat(record.id, user_id)
            except LobbyClosed as error:
                raise PlayerError(Msg("bot-error-leave-too-late")) from error
            if not removed:
                raise PlayerError(Msg("bot-error-not-in-game"))
            yield

    @asynccontextmanager
    async def starting(self, record: GameRecord, user_id: int,
                       new_seed: Callable[[], int]) -> AsyncIterator[LoadedGame]:
        """The creator starts the game with the seats and options the database holds now
        (:meth:`GameService.start`, seeded by ``new_seed``); the body announces it, the game still held."""
        if user_id != record.creator_id:
            raise PlayerError(Msg("bot-error-start-creator", user=f"<@{record.creator_id}>"))
        async with self.service.locked(record.id):
            record = await self._current(record.id)
            if record.status != "lobby":
                raise PlayerError(Msg("bot-error-already-started"))
            try:
                loaded = await self.service.start(record, new_seed())
            except StaleVersion as error:
                raise PlayerError(LOBBY_CHANGED) from error
            yield loaded

    # --- cancelling ---------------------------------------------------------------------------------
    @staticmethod
    def check_may_abort(record: GameRecord, user_id: int, manages_channel: bool) -> None:
        """Only the game's creator or someone who manages the channel cancels a game."""
        if user_id != record.creator_id and not manages_channel:
            raise PlayerError(Msg("bot-error-abort-permission"))

    async def abort(self, record: GameRecord, user_id: int, manages_channel: bool) -> None:
        """Cancel the game (a lobby or a game in play), once."""
        self.check_may_abort(record, user_id, manages_channel)
        async with self.service.locked(record.id):
            if not await self.store.set_status(record.id, "aborted", only_if_open=True):
                raise PlayerError(Msg("bot-error-already-closed"))

    # --- rematch ------------------------------------------------------------------------------------
    async def rematch(self, finished: GameRecord, user_id: int) -> Rematch:
        """A player of the finished game asks for a rematch in its channel: a new lobby with the same
        options and time control, or (the channel has a game open) that game."""
        if finished.status != "finished":
            raise PlayerError(Msg("bot-error-rematch-unfinished"))
        users = await self.store.seats(finished.id)
        if user_id not in users:
            raise PlayerError(Msg("bot-error-rematch-not-player"))
        game = self.service.game_for(finished)
        open_game = await self.store.open_game_in_channel(finished.channel_id)
        invited = [user for user in people(users) if user != user_id]
        computers = tuple(user for user in users if is_computer(user))
        return Rematch(game, dict(finished.options), TableRules.of(finished), invited, open_game,
                       computers=computers, hints=rematch_hints(finished, computers),
                       requirement=await self.store.lobby_requirement(finished.id))

    async def open_game_after_race(self, channel_id: int) -> GameRecord:
        """The game that took the channel while a rematch lobby was being opened (two players pressing
        at once: the database let one lobby in); refused when it is already gone again (press once more)."""
        open_game = await self.store.open_game_in_channel(channel_id)
        if open_game is None:
            raise PlayerError(CHANNEL_BUSY)
        return open_game

    @asynccontextmanager
    async def seating_in_rematch(self, finished: GameRecord, open_game: GameRecord, user_id: int,
                                 where: str) -> AsyncIterator[Game]:
        """Rematch pressed while the channel has ``open_game``: a lobby of the same game (the rematch
        another player opened) seats the presser; anything else is explained. ``where``: how the answers
        point to the open game (a link to its lobby or board)."""
        game = self.service.game_for(open_game)
        if open_game.status != "lobby" or open_game.game != finished.game:
            key = "bot-rematch-other-lobby" if open_game.status == "lobby" else "bot-rematch-game-on"
            raise PlayerError(Msg(key, game=game.title, where=where))
        self.service.check_intact(open_game)
        async with self.service.locked(open_game.id):
            try:
                added = await self.store.add_seat(open_game.id, user_id, max_players=game.max_players)
            except LobbyClosed as error:
                raise PlayerError(Msg("bot-rematch-game-on", game=game.title, where=where)) from error
            except TableFull as error:
                raise PlayerError(Msg("bot-rematch-full", game=game.title, players=game.max_players,
                                      where=where)) from error
            if not added:
                raise PlayerError(Msg("bot-rematch-already-in", game=game.title, where=where))
            yield game
