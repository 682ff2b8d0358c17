"""Clocks: :meth:`ClockCog.tick`, the clocks' part of the bot's periodic work (reminders, time-outs, the
stand-in, vacations ending, lobbies expiring), and ``/game away``, ``back``, ``vote-end``.

``tick`` does everything due at ``bot.clock()``. Every deadline, sent reminder and vacation lives in the
database, and each thing that must happen once is claimed there first (:meth:`Store.claim_clock`,
:meth:`Store.claim_timeout`), so a restart neither loses nor repeats anything. Work on a game takes the
game's lock, like a move.

A time-out, when the stand-in plays (at once, or when the other players choose it): the time-out is
claimed and counted in one transaction, then the stand-in makes every decision of that seat in that one
turn, each committed like a move with its announcement; the channel hears of the time-out in that
announcement, after the commit. Then the seat's clock starts again (a new turn, a new clock). A claimed
time-out whose move did not commit (the database or the computer pool failed) stays claimed on the
clock, and the next tick makes the stand-in try again: it never stalls, and never plays twice.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import timedelta
from typing import Any

import discord
from discord import app_commands

from bot import ids, messages
from bot.cogs import GameCog
from bot.commands import cs
from bot.ids import ParsedId
from core.clocks import (
    AWAY_DAYS_PER_QUARTER,
    AWAY_MAX_DAYS,
    EXTENSION,
    VOTE_END_AFTER,
    away_days_used,
    discord_time,
    due_reminder,
    quiet_until,
    shifted,
)
from core.computers import is_computer
from core.service import GameBusy, LoadedGame, PlayerError, plays_alone
from i18n import t
from rules.base import Msg
from store import ClockRow, GameRecord, StoreUnavailable, parse_stamp, stamp

log = logging.getLogger(__name__)


class ClockCog(GameCog):
    """Time in games that live for days."""

    COMPONENT_KINDS = frozenset({"rm", "to"})
    DM_KINDS = frozenset({"rm"})

    # --- tick ------------------------------------------------------------------------------------------
    async def tick(self) -> None:
        """The clocks' part of the bot's periodic work (:meth:`GameBot.tick`): everything due now:
        expired lobbies, paused and resumed clocks, reminders, time-outs, the seats the stand-in plays and
        the "welcome back" DMs of time away that ended."""
        store = self.bot.store
        await self.expire_lobbies()
        # Only this process's shards: the other processes do theirs (each claim is the database's anyway).
        for clock in await store.clocks_needing_attention(stamp(self.bot.clock()), self.bot.work_shards):
            try:
                async with self.bot.service.locked(clock.game_id):
                    await self._attend(clock.game_id)
            except GameBusy:
                continue  # a move is being made in that game: the next tick looks again
            except StoreUnavailable as error:
                log.warning("game %d: clock work waits for the database (%s)", clock.game_id, error)
            except Exception:
                log.exception("game %d: clock work failed", clock.game_id)
        await self.welcome_back()

    async def expire_lobbies(self) -> None:
        now = self.bot.clock()
        store = self.bot.store
        for record, hours in await store.lobbies_created_before(48, self.bot.work_shards):
            created = parse_stamp(record.created_at)
            if created is None or now - created < timedelta(hours=hours):
                continue
            async with self.bot.service.locked(record.id):
                if not await store.expire_lobby(record.id):
                    continue
            log.info("game %d: lobby closed after %d hours without a start", record.id, hours)
            await self.bot.lobby_cog.refresh_lobby(record)
            title = self.bot.game_of(record).title
            lang = await self.bot.channel_lang(record.guild_id)
            await self.bot.post(record, content=t(lang, "bot-lobby-expired", game=title, hours=hours),
                                allowed_mentions=discord.AllowedMentions.none())

    async def _attend(self, game_id: int) -> None:
        """Under the game's lock: whatever its clock needs now."""
        store = self.bot.store
        clock = await store.get_clock(game_id)
        record = await store.get_game(game_id)
        if clock is None or record is None or record.status != "active" or record.damaged:
            return
        if is_computer(clock.user_id):
            self.bot.computers.schedule(game_id)  # a computer is never reminded nor timed out: it plays
            return
        seats = await store.seat_states(game_id)
        if clock.seat < len(seats) and seats[clock.seat].standin:
            await self.standin_plays(record, clock, timed_out=False)
            return
        now = self.bot.clock()
        away = await store.away_until([clock.user_id], stamp(now))
        if clock.paused_at is not None and not away:
            ends = [parse_stamp(end) for _, end in await store.vacations(clock.user_id, clock.paused_at)]
            resumed = min([now, *[end for end in ends if end is not None]])
            paused = parse_stamp(clock.paused_at) or now
            clock = shifted(clock, max(timedelta(0), resumed - paused))
            await store.replace_clock(clock)
            await self.bot.announcer.refresh_board_text(record)  # the live board shows the new deadline
        elif clock.paused_at is None and away:
            await store.replace_clock(replace(clock, paused_at=stamp(now)))
            await self.bot.announcer.refresh_board_text(record)
            return
        if clock.paused_at is not None:
            return
        deadline = parse_stamp(clock.deadline)
        if deadline is not None and deadline <= now:
            # Past the deadline no reminder is sent (it would say the time runs out in the past).
            if clock.asked == 0:
                await self.time_out(record, clock)
            elif clock.asked == 2:
                # The stand-in's time-out was claimed, but its move was not committed (a failure): again.
                log.info("game %d: the stand-in tries the timed-out turn again", game_id)
                await self.standin_plays(record, clock, timed_out=True)
            return
        reminder = due_reminder(clock, now)
        if reminder is not None:
            await self.remind(record, clock, reminder.which)

    async def waiting_lines(self, user_id: int, lang: str) -> list[str]:
        """One line per game waiting for ``user_id``'s decision: the game, its channel, the time left
        (counted from now for a clock still stopped) and a link to its live board."""
        store = self.bot.store
        now = self.bot.clock()
        lines = []
        for clock in await store.clocks_of_user(user_id):
            record = await store.get_game(clock.game_id)
            if record is None or record.status != "active":
                continue
            deadline = parse_stamp(clock.deadline)
            if deadline is not None and clock.paused_at is not None:
                deadline = now + (deadline - (parse_stamp(clock.paused_at) or now))
            board = (messages.jump_url(record.guild_id, record.channel_id, record.board_message_id)
                     if record.board_message_id else f"<#{record.channel_id}>")
            title = self.bot.game_of(record).title
            if deadline is None:
                lines.append(t(lang, "bot-waiting-line-no-clock", game=title, board=board))
            else:
                lines.append(t(lang, "bot-waiting-line", game=title, board=board,
                               left=discord_time(stamp(deadline))))
        return lines

    async def welcome_back(self) -> None:
        """DM each player whose time away ended on its own: which games wait for them and how much time
        each has. It waits out their quiet hours; with reminder DMs off nothing is sent (the notice is
        still settled, once). Runs after the clocks of the same tick started again."""
        store = self.bot.store
        now = self.bot.clock()
        for user, starts_at in await store.vacations_ended_untold(stamp(now), self.bot.work_shards):
            try:
                settings = await store.user_settings(user)
                if settings.turn_reminders and quiet_until(now, settings.quiet_start, settings.quiet_end,
                                                           settings.timezone):
                    continue  # a later tick, once their quiet hours are over
                if not await store.claim_vacation_notice(user, starts_at) or not settings.turn_reminders:
                    continue
                lang = await self.bot.dm_lang(user, None)
                waiting = await self.waiting_lines(user, lang)
                content = (t(lang, "bot-away-over-dm", games="\n".join(waiting)) if waiting
                           else t(lang, "bot-away-over-dm-none"))
                await self.bot.send_dm(user, content=messages.clip(content, messages.MAX_CONTENT))
            except StoreUnavailable as error:
                log.warning("welcome-back notice waits for the database (%s)", error)

    # --- reminders ---------------------------------------------------------------------------------------
    async def remind(self, record: GameRecord, clock: ClockRow, which: str) -> None:
        store = self.bot.store
        settings = await store.user_settings(clock.user_id)
        if quiet_until(self.bot.clock(), settings.quiet_start, settings.quiet_end, settings.timezone):
            return  # it waits until the quiet hours end; the deadline does not move
        if not await store.claim_clock(record.id, clock.seat, clock.turn, f"{which}_sent"):
            return
        if which == "tenth":
            # A later reminder makes an earlier one pointless: never more than two a turn.
            await store.claim_clock(record.id, clock.seat, clock.turn, "half_sent")
        game = self.bot.game_of(record)
        left = discord_time(clock.deadline)
        board = (messages.jump_url(record.guild_id, record.channel_id, record.board_message_id)
                 if record.board_message_id else f"<#{record.channel_id}>")
        guild = await store.guild_settings(record.guild_id)
        # A solo player is never mentioned in the channel: their last reminder comes by DM like the first.
        if which == "tenth" and guild.channel_mentions and not plays_alone(await store.seats(record.id)):
            lang = await self.bot.channel_lang(record.guild_id)
            await self.bot.post(record, content=t(lang, "bot-reminder-channel", user=f"<@{clock.user_id}>",
                                                  game=game.title, left=left),
                                allowed_mentions=discord.AllowedMentions(users=[discord.Object(clock.user_id)]))
            return
        if not settings.turn_reminders:
            return
        lang = await self.bot.dm_lang(clock.user_id, record.guild_id)
        view = discord.ui.View(timeout=None)
        view.add_item(messages.button(ids.no_more_reminders(record.id, clock.seat, clock.turn),
                                      t(lang, "bot-reminder-mute-button")))
        await self.bot.send_dm(clock.user_id, content=t(
            lang, "bot-reminder-dm-tenth" if which == "tenth" else "bot-reminder-dm-half", game=game.title,
            channel=f"<#{record.channel_id}>", left=left, board=board), view=view)

    # --- time-outs -----------------------------------------------------------------------------------------
    async def time_out(self, record: GameRecord, clock: ClockRow) -> None:
        store = self.bot.store
        game = self.bot.game_of(record)
        if record.on_timeout == "opponents":
            if not await store.claim_clock(record.id, clock.seat, clock.turn, "asked", value=1):
                return
            users = await store.seats(record.id)
            others = [user for user in users if user != clock.user_id]
            lang = await self.bot.channel_lang(record.guild_id)
            view = discord.ui.View(timeout=None)
            view.add_item(messages.button(ids.timeout_choice(record.id, clock.seat, clock.turn, "s"),
                                          t(lang, "bot-timeout-button-standin"),
                                          style=discord.ButtonStyle.primary))
            view.add_item(messages.button(ids.timeout_choice(record.id, clock.seat, clock.turn, "x"),
                                          t(lang, "bot-timeout-button-extend")))
            await self.bot.post(record, content=t(
                lang, "bot-timeout-ask", user=f"<@{clock.user_id}>", game=game.title,
                others=" ".join(f"<@{user}>" for user in others)),
                view=view, allowed_mentions=discord.AllowedMentions(
                    users=[discord.Object(user) for user in others]))
            return
        claimed, count, handed = await store.claim_timeout(record.id, clock.seat, clock.turn,
                                                           record.handover_after)
        if not claimed:
            return
        log.info("game %d: seat %d timed out (%d in a row%s)", record.id, clock.seat, count,
                 "; the stand-in keeps the seat" if handed else "")
        await self.standin_plays(record, replace(clock, asked=2), timed_out=True)

    async def standin_plays(self, record: GameRecord, clock: ClockRow, *, timed_out: bool) -> None:
        """The stand-in makes every decision of ``clock``'s seat in ``clock``'s turn, and no more (the
        caller holds the lock): one turn per time-out, whatever the number of players; a solo player's
        clock then starts again for their next turn. It is the hard computer player (``rules.ai``,
        searching in the bot's process pool), it sees only the seat's view, and each decision is claimed
        first (:meth:`ComputerPlayers.claim`), so one process plays it. Each move is committed and
        announced like a player's; a failure leaves the rest for the next tick."""
        service = self.bot.service
        computers = self.bot.computers
        loaded: LoadedGame = await service.load(record)
        seat = clock.seat
        game = loaded.game
        while (not game.is_over(loaded.state) and game.to_play(loaded.state) == seat
               and game.turn_count(loaded.state) == clock.turn):
            if not await computers.claim(loaded):
                log.debug("game %d: another process plays the stand-in's decision", record.id)
                return
            try:
                action = await computers.decide(loaded, seat, "hard")
                result = await service.play(loaded, loaded.users[seat], action, by_standin=True,
                                            timed_out=timed_out, expected_version=loaded.version)
            except BaseException:
                await computers.release(loaded)
                raise
            await self.bot.announcer.announce(result)
            loaded = result.after

    async def play_standin_seat(self, game_id: int) -> None:
        """Let the stand-in play a handed-over seat now (scheduled after a move that made it its turn)."""
        try:
            async with self.bot.service.locked(game_id):
                await self._attend(game_id)
        except GameBusy:
            log.info("game %d: stand-in waits for the next tick", game_id)
        except Exception:
            log.exception("game %d: the stand-in could not play", game_id)

    # --- components --------------------------------------------------------------------------------------
    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        seat, turn = int(parsed.fields["seat"]), int(parsed.fields["turn"])
        store = self.bot.store
        if parsed.kind == "rm":
            clock = await store.get_clock(record.id)
            users = await store.seats(record.id)
            if not 0 <= seat < len(users) or users[seat] != interaction.user.id:
                raise PlayerError(Msg("bot-error-reminder-not-yours"))
            if (clock is None or clock.user_id != interaction.user.id
                    or (clock.seat, clock.turn) != (seat, turn)):
                raise PlayerError(Msg("bot-error-mute-over"))
            await store.claim_clock(record.id, seat, turn, "muted")
            await self.bot.edit_pressed(interaction, view=None,
                                        content=t(await self.bot.lang(interaction), "bot-muted"))
            return
        async with self.bot.service.locked(record.id):
            clock = await store.get_clock(record.id)
            users = await store.seats(record.id)
            if interaction.user.id not in users:
                raise PlayerError(Msg("bot-error-timeout-players-only"))
            if clock is not None and interaction.user.id == clock.user_id:
                raise PlayerError(Msg("bot-error-timeout-others-decide"))
            if clock is None or (clock.seat, clock.turn) != (seat, turn) or record.status != "active" \
                    or clock.asked != 1:
                raise PlayerError(Msg("bot-error-timeout-decided"))
            lang = await self.bot.channel_lang(record.guild_id)  # the question is a public post
            if parsed.fields["choice"] == "x":
                # Another day from now (the deadline passed before anyone was asked).
                now = self.bot.clock()
                deadline = stamp(max(parse_stamp(clock.deadline) or now, now) + EXTENSION)
                # One write: the clock runs again with the new deadline, or (someone else decided
                # first) nothing changes.
                if not await store.extend_clock(record.id, seat, turn, deadline):
                    raise PlayerError(Msg("bot-error-timeout-decided"))
                await self.bot.edit_pressed(interaction, view=None, content=t(
                    lang, "bot-timeout-extended", user=f"<@{interaction.user.id}>",
                    player=f"<@{clock.user_id}>", deadline=discord_time(deadline)))
                return
            claimed, count, handed = await store.claim_timeout(record.id, seat, turn, record.handover_after,
                                                               expect=1)
            if not claimed:
                raise PlayerError(Msg("bot-error-timeout-decided"))
            log.info("game %d: seat %d timed out, the players chose the stand-in (%d in a row%s)",
                     record.id, seat, count, "; it keeps the seat" if handed else "")
            try:
                await self.standin_plays(record, replace(clock, asked=2), timed_out=True)
            except StoreUnavailable as error:
                # Chosen and claimed: the next tick makes the stand-in play (the clock keeps the claim).
                log.warning("game %d: the stand-in waits for the database (%s); the next tick tries again",
                            record.id, error)
            except Exception:
                log.exception("game %d: the stand-in could not play yet; the next tick tries again",
                              record.id)
            await self.bot.edit_pressed(interaction, view=None, content=t(
                lang, "bot-timeout-standin-chosen", user=f"<@{interaction.user.id}>",
                player=f"<@{clock.user_id}>"))

    # --- commands ----------------------------------------------------------------------------------------
    async def away(self, interaction: discord.Interaction, days: int) -> None:
        store = self.bot.store
        now = self.bot.clock()
        user = interaction.user.id
        if not 1 <= days <= AWAY_MAX_DAYS:
            raise PlayerError(Msg("bot-error-away-days", high=AWAY_MAX_DAYS))
        current = await store.away_until([user], stamp(now))
        if current:
            raise PlayerError(Msg("bot-error-away-already", until=discord_time(current[user], "f")))
        used = away_days_used(await store.vacations(user, stamp(now - timedelta(days=92))), now)
        left = AWAY_DAYS_PER_QUARTER - used
        if days > left:
            raise PlayerError(Msg("bot-error-away-allowance", allowance=AWAY_DAYS_PER_QUARTER,
                                  left=max(left, 0)))
        ends = stamp(now + timedelta(days=days))
        await store.start_vacation(user, stamp(now), ends)  # every clock of theirs stops now
        await self.bot.reply(interaction, Msg("bot-away", until=discord_time(ends, "f"),
                                              relative=discord_time(ends)))
        # The live boards of the games waiting for them said when their time runs out: now it does not.
        for clock in await store.clocks_of_user(user):
            try:
                async with self.bot.service.locked(clock.game_id):
                    record = await store.get_game(clock.game_id)
                    if record is not None:
                        await self.bot.announcer.refresh_board_text(record)
            except (GameBusy, PlayerError, StoreUnavailable) as error:
                log.info("game %d: live board not updated for time away (%s)", clock.game_id, error)

    async def back(self, interaction: discord.Interaction) -> None:
        """``/game back``: ends the user's time away early, and in a channel whose game the stand-in plays
        for them, takes that seat back. One command for "I am back" (and one slot fewer of the 25 Discord
        allows in ``/game``, which the records commands needed)."""
        store = self.bot.store
        now = self.bot.clock()
        user = interaction.user.id
        ended = await store.end_vacation(user, stamp(now))
        if ended:
            for clock in await store.clocks_of_user(user):
                try:
                    async with self.bot.service.locked(clock.game_id):
                        await self._attend(clock.game_id)
                except GameBusy:
                    continue  # the next tick restarts that clock
        reclaimed = await self._reclaim_here(interaction)
        if not ended and reclaimed is None:
            raise PlayerError(Msg("bot-error-not-back"))
        said: list[Msg | str] = []
        if ended:
            lang = await self.bot.lang(interaction)
            waiting = await self.waiting_lines(user, lang)
            said.append(t(lang, "bot-back-waiting", games="\n".join(waiting)) if waiting else Msg("bot-back"))
        if reclaimed is not None:
            said.append(Msg("bot-reclaimed"))
        await self.bot.reply(interaction, tuple(said))
        if reclaimed is not None:
            lang = await self.bot.channel_lang(reclaimed.guild_id)
            await self.bot.post(reclaimed, content=t(lang, "bot-reclaimed-post", user=f"<@{user}>"),
                                allowed_mentions=discord.AllowedMentions.none())

    async def _reclaim_here(self, interaction: discord.Interaction) -> GameRecord | None:
        """The channel's game whose seat the stand-in played for this user, now theirs again; ``None``
        when there is no game here, the user does not play in it, or the seat is already theirs."""
        if interaction.guild_id is None or interaction.channel_id is None:
            return None
        record = await self.bot.store.open_game_in_channel(interaction.channel_id)
        if record is None or record.status != "active":
            return None
        async with self.bot.service.locked(record.id):
            if interaction.user.id not in await self.bot.store.seats(record.id):
                return None
            if not await self.bot.store.reclaim_seat(record.id, interaction.user.id):
                return None
        return record

    async def vote_end(self, interaction: discord.Interaction) -> None:
        record = await self.bot.channel_game(interaction)
        if record.status != "active":
            raise PlayerError(Msg("bot-error-vote-not-started"))
        store = self.bot.store
        async with self.bot.service.locked(record.id):
            loaded = await self.bot.service.load(await self.bot.record_by_id(record.id))
            waiting_for = loaded.to_play_user()
            if interaction.user.id not in loaded.users:
                raise PlayerError(Msg("bot-error-vote-players"))
            if record.clock_seconds:
                raise PlayerError(Msg("bot-error-vote-clock"))
            if interaction.user.id == waiting_for:
                raise PlayerError(Msg("bot-error-vote-yours"))
            last = parse_stamp(record.last_move_at or record.updated_at) or self.bot.clock()
            if self.bot.clock() - last < VOTE_END_AFTER:
                raise PlayerError(Msg("bot-error-vote-early", days=VOTE_END_AFTER.days,
                                      last=discord_time(stamp(last))))
            others = [user for user in loaded.users if user != waiting_for]
            voters = [user for user in await store.add_vote(record.id, interaction.user.id) if user in others]
            needed = len(others) // 2 + 1
            if len(voters) < needed:
                await self.bot.reply(interaction, Msg("bot-vote-counted", votes=len(voters), needed=needed))
                return
            await store.end_game(record.id, "vote")
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
                       days: app_commands.Range[int, 1, AWAY_MAX_DAYS]) -> None:
            await bot.guarded(interaction, lambda: self.away(interaction, days), defer=True)

        @group.command(name=cs("back-name"), description=cs("back-description"))
        async def back(interaction: discord.Interaction) -> None:
            await bot.guarded(interaction, lambda: self.back(interaction), defer=True)

        @group.command(name=cs("vote-end-name"), description=cs("vote-end-description"))
        async def vote_end(interaction: discord.Interaction) -> None:
            await bot.guarded(interaction, lambda: self.vote_end(interaction), defer=True)
