"""Clocks in Discord: the clocks' part of the bot's periodic work (:meth:`ClockCog.tick`: reminders,
time-outs, the stand-in, vacations ending, lobbies expiring), the time-out question's buttons, the
reminder's button, and ``/table away``, ``back``, ``vote-end`` (your seat's time and the table's vote: a
top-level command of their own, so ``/game`` has room within Discord's 25 subcommands).

The policy is the timekeeper's (``core/timekeeper.py``): it decides, keeps the database's side (each
thing that must happen once is claimed there first, so a restart neither loses nor repeats anything) and
returns effects; this cog carries them out in Discord. Work on a game takes the game's lock, like a move.

A time-out, when the stand-in plays (at once, or when the other players choose it): the time-out is
claimed and counted in one transaction, then the stand-in makes every decision of that seat in that one
turn, each committed like a move with its announcement; the channel hears of the time-out in that
announcement, after the commit. Then the seat's clock starts again (a new turn, a new clock). A claimed
time-out whose move did not commit (the database or the computer pool failed) stays claimed on the
clock, and the next tick makes the stand-in try again: it never stalls, and never plays twice.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import discord
from discord import app_commands

from bot import cards, ids, messages
from bot.commands import cs
from bot.host import Host
from bot.ids import ParsedId
from bot.rooms import Answer, Component, GameCog, Owner, Where
from core import logctx
from core.clocks import AWAY_MAX_DAYS, VOTE_END_AFTER, TableRules, bank_pace_line, discord_time
from core.service import GameBusy, PlayerError
from core.timekeeper import (
    AskOpponents,
    Attended,
    PlayComputer,
    RefreshBoard,
    SendReminder,
    StandinPlays,
    WaitingGame,
)
from i18n import t
from rules.base import Msg
from store import ClockRow, GameRecord, StoreUnavailable, stamp

log = logging.getLogger(__name__)

#: The ranges of the commands' number and text options, made once per module: written in a command's
#: signature, each was made anew (a class) every time a bot built its commands.
AwayDays = app_commands.Range[int, 1, AWAY_MAX_DAYS]  # how many days a seat is away


class ClockCog(GameCog):
    """Time in games that live for days, in Discord."""

    ORDER = 50
    GROUP = "table"

    COMPONENTS = (
        # rm:<gid>:<seat>:<turn>  "No more reminders this turn" on a reminder DM
        Component("rm", Answer.EDIT, Where.DM, owner=Owner.GAME, refusal="bot-error-reminder-not-yours",
                  pattern=ids.GAME + r":(?P<seat>[0-9]{1,2}):(?P<turn>[0-9]{1,9})"),
        # to:<gid>:<seat>:<turn>:s|x  after a time-out, the opponents' choice: the stand-in plays / another
        # day
        Component("to", Answer.EDIT, owner=Owner.GAME,
                  pattern=ids.GAME + r":(?P<seat>[0-9]{1,2}):(?P<turn>[0-9]{1,9}):(?P<choice>[sx])"),
    )

    # --- tick ------------------------------------------------------------------------------------------
    async def periodic(self) -> None:
        """The clocks' part of the bot's periodic work (:meth:`GameBot.tick`): everything due now:
        expired lobbies, paused and resumed clocks, reminders, time-outs, the seats the stand-in plays and
        the "welcome back" DMs of time away that ended."""
        await self.expire_lobbies()
        # Only this process's shards: the other processes do theirs (each claim is the database's anyway).
        due = await self.bot.timekeeper.due(self.bot.work_shards)
        await self.attend_due([clock.game_id for clock in due])
        await self.welcome_back()

    async def attend_due(self, game_ids: list[int]) -> None:
        """The due clocks' work, under each game's lock: the timekeeper reads and claims for all of them
        together, then each game's effects are carried out and its lock let go."""
        locks: dict[int, contextlib.AbstractAsyncContextManager[None]] = {}
        try:
            for game_id in game_ids:
                lock = self.bot.service.locked(game_id)
                try:
                    await lock.__aenter__()
                except GameBusy:
                    continue  # a move is being made in that game: the next tick looks again
                locks[game_id] = lock
            try:
                attended = await self.bot.timekeeper.attend_many(list(locks))
            except StoreUnavailable as error:
                log.warning("clock work of %d games waits for the database (%s)", len(locks), error)
                return
            for game_id in list(locks):
                with logctx.game(game_id):
                    try:
                        if game_id in attended:
                            await self._carry_out(game_id, attended[game_id])
                    except StoreUnavailable as error:
                        log.warning("game %d: clock work waits for the database (%s)", game_id, error)
                    except Exception:
                        log.exception("game %d: clock work failed", game_id)
                    finally:
                        await locks.pop(game_id).__aexit__(None, None, None)
        finally:
            for lock in locks.values():
                await lock.__aexit__(None, None, None)

    async def expire_lobbies(self) -> None:
        timekeeper = self.bot.timekeeper
        for record, hours in await timekeeper.lobbies_to_close(self.bot.work_shards):
            with logctx.game(record.id, guild=record.guild_id, channel=record.channel_id):
                async with self.bot.service.locked(record.id):
                    if not await timekeeper.close_lobby(record.id):
                        continue
                log.info("game %d: lobby closed after %d hours without a start", record.id, hours)
                await self.bot.lobbies.refresh(record)
                title = self.bot.game_of(record).title
                lang = await self.bot.channel_lang(record.guild_id)
                await self.bot.post(record, content=t(lang, "bot-lobby-expired", game=title, hours=hours),
                                    allowed_mentions=discord.AllowedMentions.none())

    async def _attend(self, game_id: int) -> None:
        """Under the game's lock: carry out what the timekeeper says the clock needs now."""
        attended = await self.bot.timekeeper.attend(game_id)
        if attended is not None:
            await self._carry_out(game_id, attended)

    async def _carry_out(self, game_id: int, attended: Attended) -> None:
        """What the timekeeper said the clock needs, in Discord (under the game's lock)."""
        record, clock = attended.record, attended.clock
        with logctx.game(game_id, guild=record.guild_id, channel=record.channel_id):
            for effect in attended.effects:
                if isinstance(effect, PlayComputer):
                    # A computer is never reminded nor timed out: it plays.
                    self.bot.computers.schedule(game_id)
                elif isinstance(effect, RefreshBoard):
                    await self.bot.announcer.refresh_board_text(record)  # the deadline the board shows moved
                elif isinstance(effect, StandinPlays):
                    if effect.timed_out and clock.asked == 2:
                        # The stand-in's time-out was claimed, but its move was not committed (a failure).
                        log.info("game %d: the stand-in tries the timed-out turn again", game_id)
                    await self.bot.computers.standin_plays(record, clock, timed_out=effect.timed_out)
                elif isinstance(effect, SendReminder):
                    await self.remind(record, clock, effect)
                elif isinstance(effect, AskOpponents):
                    await self.ask_opponents(record, clock, effect.others)

    def waiting_lines(self, games: list[WaitingGame], lang: str) -> list[str]:
        """One line per game waiting for a player: the game, the time left and a link to its board."""
        lines = []
        for waiting in games:
            record = waiting.record
            board = (messages.jump_url(record.guild_id, record.channel_id, record.board_message_id)
                     if record.board_message_id else f"<#{record.channel_id}>")
            title = self.bot.game_of(record).title
            if waiting.deadline is None:
                lines.append(t(lang, "bot-waiting-line-no-clock", game=title, board=board))
            else:
                lines.append(t(lang, "bot-waiting-line", game=title, board=board,
                               left=discord_time(stamp(waiting.deadline))))
        return lines

    async def welcome_back(self) -> None:
        """DM each player whose time away ended on its own: which games wait for them and how much time
        each has (the timekeeper waits out their quiet hours and leaves out those with reminder DMs
        off). Runs after the clocks of the same tick started again."""
        try:
            due = await self.bot.timekeeper.welcome_back_due(self.bot.work_shards)
        except StoreUnavailable as error:
            log.warning("welcome-back notices wait for the database (%s)", error)
            return
        for user in due:
            lang = await self.bot.dm_lang(user, None)
            waiting = self.waiting_lines(await self.bot.timekeeper.waiting_for(user), lang)
            content = (t(lang, "bot-away-over-dm", games="\n".join(waiting)) if waiting
                       else t(lang, "bot-away-over-dm-none"))
            await self.bot.send_dm(user, kind="welcome_back",
                                   content=messages.clip(content, messages.MAX_CONTENT))

    # --- reminders ---------------------------------------------------------------------------------------
    async def remind(self, record: GameRecord, clock: ClockRow, reminder: SendReminder) -> None:
        game = self.bot.game_of(record)
        left = discord_time(reminder.deadline)
        if reminder.channel:
            lang = await self.bot.channel_lang(record.guild_id)
            posted = await self.bot.post(record, content=t(lang, "bot-reminder-channel",
                                                           user=f"<@{clock.user_id}>", game=game.title,
                                                           left=left),
                                         allowed_mentions=discord.AllowedMentions(
                                             users=[discord.Object(clock.user_id)]))
            self.bot.metrics.reminders.labels("channel", "sent" if posted is not None else "failed").inc()
            return
        board = (messages.jump_url(record.guild_id, record.channel_id, record.board_message_id)
                 if record.board_message_id else f"<#{record.channel_id}>")
        lang = await self.bot.dm_lang(clock.user_id, record.guild_id)
        view = discord.ui.View(timeout=None)
        view.add_item(messages.button(ids.no_more_reminders(record.id, clock.seat, clock.turn),
                                      t(lang, "bot-reminder-mute-button")))
        content = t(lang, "bot-reminder-dm-tenth" if reminder.which == "tenth" else "bot-reminder-dm-half",
                    game=game.title, channel=f"<#{record.channel_id}>", left=left, board=board)
        bank = TableRules.of(record).bank
        if bank is not None and reminder.which != "tenth":
            # A bank's first warning of a turn says plainly what the bank means at a casual pace.
            content += "\n" + bank_pace_line(lang, bank)
        await self.bot.send_dm(clock.user_id, kind="reminder", content=content, view=view)

    # --- time-outs -----------------------------------------------------------------------------------------
    async def ask_opponents(self, record: GameRecord, clock: ClockRow, others: tuple[int, ...]) -> None:
        """The time-out question, a card in the colour of the seat whose time ran out: it pings the other
        players, and its two buttons let the first of them to press decide."""
        loaded = await self.bot.service.load(record)
        lang = await self.bot.channel_lang(record.guild_id)
        buttons = [messages.button(ids.timeout_choice(record.id, clock.seat, clock.turn, "s"),
                                   t(lang, "bot-timeout-button-standin"), style=discord.ButtonStyle.primary),
                   messages.button(ids.timeout_choice(record.id, clock.seat, clock.turn, "x"),
                                   t(lang, "bot-timeout-button-extend"))]
        question = t(lang, "bot-timeout-ask", user=f"<@{clock.user_id}>", game=loaded.game.title,
                     others=" ".join(f"<@{user}>" for user in others))
        colour = cards.seat_colour(loaded.game, loaded.state, clock.seat) or cards.COLOUR
        await self.bot.post(record, view=cards.text_card("", question, colour=colour, rows=[buttons]),
                            allowed_mentions=discord.AllowedMentions(
                                users=[discord.Object(user) for user in others]))

    async def answer_question(self, interaction: discord.Interaction, said: str) -> None:
        """The time-out question, answered: its card says who decided what, without its buttons (in the
        colour it had)."""
        colour = cards.accent_of(interaction.message) or cards.COLOUR
        await self.bot.edit_pressed(interaction, view=cards.text_card("", said, colour=colour),
                                    allowed_mentions=discord.AllowedMentions.none())

    # --- components --------------------------------------------------------------------------------------
    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        seat, turn = int(parsed.fields["seat"]), int(parsed.fields["turn"])
        timekeeper = self.bot.timekeeper
        if parsed.kind == "rm":
            await timekeeper.mute(record, interaction.user.id, seat, turn)
            await self.bot.edit_pressed(interaction, view=None,
                                        content=t(await self.bot.lang(interaction), "bot-muted"))
            return
        async with self.bot.service.locked(record.id):
            clock = await timekeeper.opponents_choose(record, interaction.user.id, seat, turn,
                                                      parsed.fields["choice"])
            lang = await self.bot.channel_lang(record.guild_id)  # the question is a public post
            if parsed.fields["choice"] == "x":
                await self.answer_question(interaction, t(
                    lang, "bot-timeout-extended", user=f"<@{interaction.user.id}>",
                    player=f"<@{clock.user_id}>", deadline=discord_time(clock.deadline)))
                return
            try:
                await self.bot.computers.standin_plays(record, clock, timed_out=True)
            except StoreUnavailable as error:
                # Chosen and claimed: the next tick makes the stand-in play (the clock keeps the claim).
                log.warning("game %d: the stand-in waits for the database (%s); the next tick tries again",
                            record.id, error)
            except Exception:
                log.exception("game %d: the stand-in could not play yet; the next tick tries again",
                              record.id)
            await self.answer_question(interaction, t(
                lang, "bot-timeout-standin-chosen", user=f"<@{interaction.user.id}>",
                player=f"<@{clock.user_id}>"))

    # --- commands ----------------------------------------------------------------------------------------
    async def away(self, interaction: discord.Interaction, days: int) -> None:
        started = await self.bot.timekeeper.start_away(interaction.user.id, days)
        await self.bot.reply(interaction, Msg("bot-away", until=discord_time(started.ends, "f"),
                                              relative=discord_time(started.ends)))
        # The live boards of the games waiting for them said when their time runs out: now it does not.
        for game_id in started.games:
            with logctx.game(game_id):
                try:
                    async with self.bot.service.locked(game_id):
                        await self.bot.announcer.refresh_board_text(await self.bot.record_by_id(game_id))
                except (GameBusy, PlayerError, StoreUnavailable) as error:
                    log.info("game %d: live board not updated for time away (%s)", game_id, error)

    async def back(self, interaction: discord.Interaction) -> None:
        """``/table back``: ends the user's time away early, and in a channel whose game the stand-in plays
        for them, takes that seat back. One command for "I am back" (and one slot fewer of the 25 Discord
        allows in ``/game``, which the records commands needed)."""
        user = interaction.user.id
        timekeeper = self.bot.timekeeper
        games = await timekeeper.end_away(user)
        for game_id in games or []:
            try:
                async with self.bot.service.locked(game_id):
                    await self._attend(game_id)
            except GameBusy:
                continue  # the next tick restarts that clock
        reclaimed = None
        if interaction.guild_id is not None and interaction.channel_id is not None:
            reclaimed = await timekeeper.reclaim(interaction.channel_id, user, self.bot.service.locked)
        if games is None and reclaimed is None:
            raise PlayerError(Msg("bot-error-not-back"))
        said: list[Msg | str] = []
        if games is not None:
            lang = await self.bot.lang(interaction)
            waiting = self.waiting_lines(await timekeeper.waiting_for(user), lang)
            said.append(t(lang, "bot-back-waiting", games="\n".join(waiting)) if waiting else Msg("bot-back"))
        if reclaimed is not None:
            said.append(Msg("bot-reclaimed"))
        await self.bot.reply(interaction, tuple(said))
        if reclaimed is not None:
            lang = await self.bot.channel_lang(reclaimed.guild_id)
            await self.bot.post(reclaimed, content=t(lang, "bot-reclaimed-post", user=f"<@{user}>"),
                                allowed_mentions=discord.AllowedMentions.none())

    async def vote_end(self, interaction: discord.Interaction) -> None:
        record = await self.bot.channel_game(interaction)
        if record.status != "active":
            raise PlayerError(Msg("bot-error-vote-not-started"))
        async with self.bot.service.locked(record.id):
            loaded = await self.bot.service.load_by_id(record.id)
            votes, needed, decided = await self.bot.timekeeper.vote_end(
                loaded.record, loaded.users, loaded.to_play_user(), interaction.user.id)
        if not decided:
            await self.bot.reply(interaction, Msg("bot-vote-counted", votes=votes, needed=needed))
            return
        await self.bot.reply(interaction, Msg("bot-vote-decided"))
        lang = await self.bot.channel_lang(record.guild_id)
        await self.bot.post(record, content=t(lang, "bot-vote-ended-post", game=loaded.game.title,
                                              days=VOTE_END_AFTER.days),
                            allowed_mentions=discord.AllowedMentions.none())

    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot

        @group.command(name=cs("away-name"), description=cs("away-description"))
        @app_commands.rename(days=cs("away-days-name"))
        @app_commands.describe(days=cs("away-days-description"))
        async def away(interaction: discord.Interaction,
                       days: AwayDays) -> None:
            await bot.guarded(interaction, lambda: self.away(interaction, days), defer=True)

        @group.command(name=cs("back-name"), description=cs("back-description"))
        async def back(interaction: discord.Interaction) -> None:
            await bot.guarded(interaction, lambda: self.back(interaction), defer=True)

        @group.command(name=cs("vote-end-name"), description=cs("vote-end-description"))
        async def vote_end(interaction: discord.Interaction) -> None:
            await bot.guarded(interaction, lambda: self.vote_end(interaction), defer=True)


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(ClockCog(bot))
