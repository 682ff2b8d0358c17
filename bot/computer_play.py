"""Computer seats in Discord (issue 13): their names, and their turns played by the bot.

A computer seat is a seat with a negative user id (:mod:`core.computers`). When a committed move leaves a
computer to play, :meth:`ComputerPlayers.schedule` starts a task that, under the game's lock, asks
:func:`rules.ai.choose` for the seat's decision **in a process pool** (the search is CPU-bound Python and
must not block the event loop) and plays it through ``GameService.play`` with the version it read: the
same lock, commit and announcement as a human move. The announcement schedules the next computer decision
if there is one, so a run of computer turns becomes one board post per turn, and nobody is pinged in
between (the board names a computer without a mention).

Before searching, a process claims the decision in the database (:meth:`Store.claim_decision`, for the
game's version, for :data:`CLAIM_SECONDS`), so when several processes serve one bot only one of them
searches; the others leave it (a lost race is not an error). Nothing else about a decision in progress is
kept: a restart or a crashed worker loses only the thinking, and a claim whose process died runs out.
:meth:`ComputerPlayers.resume` (at start and in every run of the bot's periodic work) finds active games
waiting for a computer and plays them; a decision that failed (the database down at the commit, the pool
broken again and again) gives its claim back and is tried by the next run. The version check makes a
second driver's move fail, so a computer never moves twice for one decision. A broken pool (a worker
killed) is replaced and the decision asked again.

The search's seed comes from the game's search secret (:meth:`ComputerPlayers.search_seed`), never from
the set-up seed: a search that knew the set-up seed could rebuild the hidden deal.

The stand-in for an absent player (``bot/cogs/clock.py``) uses the same pool at the hard level. The lobby's
menus that seat a computer and take its seat back (:func:`add_computer`, :func:`remove_computer`) are here
too, next to the seat names they show.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from core.computers import computer_level, is_computer
from i18n import t
from rules import GAMES
from rules.ai import DEFAULT_BUDGET_MS, choose
from rules.base import Rng
from store import StaleVersion, StoreUnavailable, stamp

if TYPE_CHECKING:
    from core.service import LoadedGame

log = logging.getLogger(__name__)

#: Worker processes for the search: one per decision at a time is plenty for a 2-core host.
DEFAULT_WORKERS = 1
#: How many times one decision is asked of a fresh pool after the pool broke.
RETRIES = 2
#: How long a claimed decision stays the claiming process's: far above a search (the budget is a second),
#: and short enough that a decision whose process died is taken over within a few runs of the tick.
CLAIM_SECONDS = 120


def seat_name(lang: str, user_id: int) -> str:
    """A seat's name in a message: a mention for a Discord user, "Computer (hard)" for a computer."""
    level = computer_level(user_id)
    if level is None:
        return f"<@{user_id}>"
    return t(lang, f"computer-seat-{level}")


def computer_seat_labels(lang: str, users: list[int]) -> dict[int, str]:
    """The computer seats of a table, by user id, each with a name the creator can tell apart: the seat
    name ("Computer (hard)"), with the seat number (as the lobby numbers them) when two share a level."""
    levels = [computer_level(user) for user in users]
    labels: dict[int, str] = {}
    for seat, (user, level) in enumerate(zip(users, levels, strict=True)):
        if level is None:
            continue
        name = t(lang, f"computer-seat-{level}")
        if levels.count(level) > 1:
            name = t(lang, "computer-seat-numbered", name=name, seat=seat + 1)
        labels[user] = name
    return labels


def humans(users: list[int]) -> list[int]:
    return [user for user in users if not is_computer(user)]


def decide_in_worker(game_id: str, view: dict, level: str, seed: int, budget_ms: int) -> str:
    """Run in a worker process: the encoded action of the seat whose ``view`` this is, in the registered
    game ``game_id``. The packaged games are registered in any process; a game registered at run time is
    there because the pool's workers are forked from the bot's process (Linux's default), after it was
    registered: the pool starts on the first decision."""
    game = GAMES[game_id]
    return game.encode(choose(game, view, level=level, seed=seed, budget_ms=budget_ms, clock=time.monotonic))


class ComputerPlayers:
    """The search pool and the turn driver of one bot process."""

    def __init__(self, bot: Any, *, budget_ms: int = DEFAULT_BUDGET_MS, workers: int = DEFAULT_WORKERS,
                 executor_factory: Callable[[], Executor] | None = None) -> None:
        self.bot = bot
        self.budget_ms = budget_ms
        self._workers = workers
        self._factory = executor_factory or self._new_pool
        self._pool: Executor | None = None
        self._running: set[int] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        #: This process, as the owner of the decisions it claims.
        self.owner = secrets.token_hex(8)

    def _new_pool(self) -> Executor:
        return ProcessPoolExecutor(max_workers=self._workers)

    @property
    def pool(self) -> Executor:
        if self._pool is None:
            self._pool = self._factory()
        return self._pool

    def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    async def claim(self, loaded: LoadedGame) -> bool:
        """Claim the decision due in ``loaded`` (at its version) for this process; False when another
        process has it (it searches and moves; this one leaves it)."""
        now = self.bot.clock()
        return await self.bot.store.claim_decision(loaded.id, loaded.version, self.owner, stamp(now),
                                                   stamp(now + timedelta(seconds=CLAIM_SECONDS)))

    async def release(self, loaded: LoadedGame) -> None:
        """Give a claim back after a failed search or commit, so the next tick (any process) tries."""
        try:
            await self.bot.store.release_decision(loaded.id, loaded.version, self.owner)
        except StoreUnavailable as error:
            log.info("game %d: claim not given back (%s); it runs out by itself", loaded.id, error)

    async def search_seed(self, loaded: LoadedGame, seat: int) -> int:
        """The seed of one decision's search: from the game's search secret (stored apart from the
        set-up seed, which it reveals nothing about), the version and the seat."""
        secret = await self.bot.store.search_secret(loaded.id, secrets.randbits(62))
        digest = hashlib.sha256(f"{secret}:{loaded.version}:{seat}".encode()).digest()
        return int.from_bytes(digest[:8], "big") >> 1

    async def decide(self, loaded: LoadedGame, seat: int, level: str) -> str:
        """The encoded action a computer of ``level`` takes for ``seat``, from that seat's view only."""
        game = loaded.game
        seed = await self.search_seed(loaded, seat)
        if not game.spec.capabilities.determinize:
            # A game that cannot sample what a seat does not see (a test game) gets a random legal move,
            # as the stand-in made before computer players existed.
            return game.encode(Rng.from_seed(seed).choice(game.legal_actions(loaded.state)))
        view = game.view(loaded.state, seat)
        budget = self.budget_ms if level == "hard" else 0
        loop = asyncio.get_running_loop()
        for attempt in range(RETRIES + 1):
            pool = self.pool
            try:
                return await loop.run_in_executor(pool, decide_in_worker, game.id, view, level, seed, budget)
            except BrokenProcessPool:
                log.warning("game %d: a computer player's worker died; new pool (attempt %d)",
                            loaded.id, attempt + 1)
                if self._pool is pool:
                    pool.shutdown(wait=False, cancel_futures=True)
                    self._pool = None
        raise RuntimeError("the computer players' pool keeps breaking")

    def schedule(self, game_id: int) -> None:
        """Play the game's computer decision soon, outside the caller's lock (a task)."""
        if game_id in self._running:
            return
        self._running.add(game_id)
        task = asyncio.create_task(self._drive(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(lambda _: self._running.discard(game_id))

    async def idle(self) -> None:
        """Wait until no computer decision is under way (tests and shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def _drive(self, game_id: int) -> None:
        from core.service import GameBusy, PlayerError

        try:
            # One decision per lock; the announcement of each asks for the next, which this loop plays
            # (a second task for the same game is never started while this one runs).
            while await self.play_one(game_id):
                pass
        except GameBusy:
            log.info("game %d: the computer waits for the next tick", game_id)
        except StaleVersion:
            log.info("game %d: another process moved first; nothing to do", game_id)
        except StoreUnavailable as error:
            log.warning("game %d: the computer's move waits for the database (%s)", game_id, error)
        except PlayerError as error:
            log.info("game %d: computer move not played (%s)", game_id, error)
        except Exception:
            log.exception("game %d: a computer player could not play", game_id)

    async def play_one(self, game_id: int) -> bool:
        """Under the game's lock: if a computer is to play, play its decision. True when it played."""
        bot = self.bot
        service = bot.service
        async with service.locked(game_id):
            record = await bot.store.get_game(game_id)
            if record is None or record.status != "active" or record.damaged:
                return False
            loaded = await service.load(record)
            seat = loaded.game.to_play(loaded.state)
            user = loaded.user_at(seat)
            level = computer_level(user) if user is not None else None
            if seat is None or level is None:
                return False
            if not await self.claim(loaded):
                log.debug("game %d: another process has this computer decision", game_id)
                return False
            try:
                text = await self.decide(loaded, seat, level)
                result = await service.play(loaded, user, text, expected_version=loaded.version)
            except BaseException:
                await self.release(loaded)
                raise
            await bot.announcer.announce(result)
            return True

    async def resume(self) -> None:
        """Start the decisions of every active game waiting for a computer (after a restart, each tick)."""
        for record in await self.bot.store.active_games_with_computers(self.bot.work_shards):
            if record.id not in self._running:
                self.schedule(record.id)


async def add_computer(bot: Any, interaction: Any, record: Any, pick: bool, values: list[str]) -> None:
    """The lobby's "Add computer player": the button answers (privately) with the level menu; a level
    picked there seats a computer of that level at the end of the table. Only the creator may."""
    import discord

    from bot import ids, messages
    from bot.language import user_lang
    from core.computers import LEVELS, computer_user_id
    from core.service import PlayerError
    from store import LobbyClosed, TableFull

    lang = await user_lang(bot, interaction)
    if record.status != "lobby":
        raise PlayerError(t(lang, "computer-lobby-closed"))
    bot.service.check_intact(record)  # a lobby whose row cannot be read is refused as its other buttons are
    if interaction.user.id != record.creator_id:
        raise PlayerError(t(lang, "computer-only-creator"))
    game = bot.game_of(record)
    if not pick:
        options = [discord.SelectOption(label=t(lang, f"computer-seat-{level}"), value=level,
                                        description=t(lang, f"computer-level-{level}")) for level in LEVELS]
        view = discord.ui.View(timeout=None)
        view.add_item(messages.select(ids.add_computer(record.id, pick=True), t(lang, "computer-add-menu"),
                                      options))
        await bot.reply(interaction, t(lang, "computer-add-menu"), view=view)
        return
    if len(values) != 1 or values[0] not in LEVELS:
        raise PlayerError(t(lang, "computer-unknown-level"))
    level = values[0]
    async with bot.service.locked(record.id):
        record = await bot.record_by_id(record.id)
        if record.status != "lobby":
            raise PlayerError(t(lang, "computer-lobby-closed"))
        bot.service.check_intact(record)
        users = await bot.store.seats(record.id)
        try:
            await bot.store.add_seat(record.id, computer_user_id(level, users), max_players=game.max_players)
        except LobbyClosed as error:
            raise PlayerError(t(lang, "computer-lobby-closed")) from error
        except (TableFull, ValueError) as error:
            raise PlayerError(t(lang, "computer-table-full")) from error
        await bot.lobbies.refresh(record)
    added = t(lang, "computer-added", name=t(lang, f"computer-seat-{level}"))
    await bot.edit_pressed(interaction, content=added, view=None)


async def remove_computer(bot: Any, interaction: Any, record: Any, pick: bool, values: list[str]) -> None:
    """The lobby's "Remove computer player": the button answers (privately) with a menu of the computer
    seats; the one picked there gives its seat up and the table closes the gap, as when a player leaves.
    Only the creator may, and only while the lobby is open. A menu outlived by its computer (removed from
    another menu) or by the lobby (started, cancelled) is refused politely; nothing changes."""
    import discord

    from bot import ids, messages
    from bot.language import user_lang
    from core.service import PlayerError
    from store import LobbyClosed

    lang = await user_lang(bot, interaction)
    if record.status != "lobby":
        raise PlayerError(t(lang, "computer-lobby-closed"))
    bot.service.check_intact(record)
    if interaction.user.id != record.creator_id:
        raise PlayerError(t(lang, "computer-remove-only-creator"))
    if not pick:
        labels = computer_seat_labels(lang, await bot.store.seats(record.id))
        if not labels:
            raise PlayerError(t(lang, "computer-remove-none"))
        options = [discord.SelectOption(label=messages.clip(label, 100), value=str(user))
                   for user, label in list(labels.items())[:messages.MAX_SELECT_OPTIONS]]
        view = discord.ui.View(timeout=None)
        view.add_item(messages.select(ids.remove_computer(record.id, pick=True),
                                      t(lang, "computer-remove-menu"), options))
        await bot.reply(interaction, t(lang, "computer-remove-menu"), view=view)
        return
    user = _computer_value(values)
    if user is None:
        raise PlayerError(t(lang, "computer-remove-unknown"))
    async with bot.service.locked(record.id):
        record = await bot.record_by_id(record.id)
        if record.status != "lobby":
            raise PlayerError(t(lang, "computer-lobby-closed"))
        bot.service.check_intact(record)
        # Named before it goes, as the creator saw it in the menu (seat numbers move up after).
        name = computer_seat_labels(lang, await bot.store.seats(record.id)).get(user)
        if name is None:
            raise PlayerError(t(lang, "computer-remove-gone"))
        try:
            removed = await bot.store.remove_seat(record.id, user)
        except LobbyClosed as error:
            raise PlayerError(t(lang, "computer-lobby-closed")) from error
        if not removed:
            raise PlayerError(t(lang, "computer-remove-gone"))
        await bot.lobbies.refresh(record)
    await bot.edit_pressed(interaction, content=t(lang, "computer-removed", name=name), view=None)


def _computer_value(values: list[str]) -> int | None:
    """The computer seat's user id a menu answer names, or None for anything else (a forged value)."""
    if len(values) != 1 or not values[0].isascii() or not values[0].startswith("-") \
            or not values[0][1:].isdigit() or len(values[0]) > 12:
        return None
    user = int(values[0])
    return user if is_computer(user) else None
