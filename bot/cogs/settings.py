"""Settings: each user's own (``/game settings``: reminders, quiet hours, time zone, language, boards as
images or text, the heads-up and the daily digest, whether moves that show hidden information are
confirmed) and the
server's (``/game config``: default clock, channel mentions in reminders, lobby expiry, threads, language).
What a setting may be and who may change it is the settings service's (``core/settings.py``).

And a member's own data: ``/game privacy`` shows what is stored about the caller, with
"Download my data" (a JSON file only they see) and "Delete my data" (a confirmation saying what becomes of
each game in play, a choice between the stand-in and ending them, then Delete or Cancel). The buttons carry
the caller's id (anyone else is refused) and work after a restart; the deletion is ``core/privacy.py``'s,
the same as ``python -m bot forget``'s."""

from __future__ import annotations

import asyncio
import io
import json
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import ids, language, messages
from bot.commands import cs, yes_no, yes_no_choices
from bot.host import Host
from bot.rooms import Answer, Component, GameCog, Owner, Where
from core.clocks import CLOCK_CHOICES, CLOCKS, choice_label, clock_label, discord_time, timezone_names
from core.digest import in_quiet_hours
from core.privacy import Overview, Privacy, stand_in_may_keep
from core.service import PlayerError
from core.settings import (
    BOARDS_CHOICES,
    CONFIRM_CHOICES,
    DIGEST_CHOICES,
    HEADSUP_CHOICES,
    LOBBY_EXPIRY_CHOICES,
    example_timezone,
)
from i18n import language_name, t, text
from rules.base import Msg
from store import Forgotten, UserSettings, stamp


def digest_choice_name(value: str) -> app_commands.locale_str:
    """A digest menu entry in the reader's language: "Off" ("Aus", …), or an hour ("18:00"; the description
    says it is in the player's time zone and replaces the DM per turn)."""
    return cs("digest-off") if value == "off" else cs("digest-hour", hour=f"{int(value):02d}")


def language_setting_name(lang: str, value: str | None) -> str:
    """A language setting as the reader reads it: "Español", or "automatic" for none."""
    return language_name(value) if value else t(lang, "bot-language-auto")


if TYPE_CHECKING:
    from bot.ids import ParsedId

#: The copy of a member's data: its file name.
DATA_FILE = "my-boardgame-data.json"
#: ``/game settings forced:``: the decisions with one possible answer made for the player, or pressed by them.
FORCED_CHOICES = ("auto", "ask")

#: The ranges of the commands' text options, made once per module: written in a command's signature,
#: each was made anew (a class) every time a bot built its commands.
QuietHours = app_commands.Range[str, 1, 10]  # quiet hours, "22-7"
TimezoneName = app_commands.Range[str, 1, 60]  # a time zone's name


def encode_copy(data: dict[str, Any]) -> bytes:
    """A member's copy of their data as the file they download (readable JSON, their words as typed)."""
    return json.dumps(data, ensure_ascii=False, indent=2).encode("utf-8")


class SettingsCog(GameCog):
    """Per-user settings, the server's configuration, and a member's own data."""

    ORDER = 60

    # pv:<user>:dl|rm|no  /game privacy's "Download my data", "Delete my data", "Cancel"; pv:<user>:s|a:<fp>
    # the choice for the games in play (stand-in / abandon), pv:<user>:ok:s|a:<fp> "Delete" (<user>: whose
    # data, only they may press; <fp>: the fingerprint of the games in play and lobbies the confirmation
    # told of, core.privacy.Overview)
    COMPONENTS = (Component("pv", Answer.UNBOUND, Where.ANYWHERE, owner=Owner.MEMBER,
                            refusal="privacy-not-yours",
                            pattern=ids.SNOWFLAKE + r":(?P<verb>dl|rm|no|s|a|ok)(?::(?P<mode>[sa]))?"
                                                    r"(?::(?P<fp>[0-9a-f]{8}))?"),)

    @property
    def privacy(self) -> Privacy:
        return Privacy(self.bot.store, self.bot.games)

    # --- a member's own data ------------------------------------------------------------------
    def _games_line(self, lang: str, overview: Overview) -> str:
        names = [self.privacy.title(lang, seat.game) for seat in overview.in_play]
        return ", ".join(f"{name} (<#{seat.channel_id}>)" for name, seat in zip(names, overview.in_play,
                                                                               strict=True))

    def overview_text(self, lang: str, overview: Overview) -> str:
        about = overview.about
        settings = about.settings
        ratings = ", ".join(f"{self.privacy.title(lang, row.game)} ({row.games})"
                            for row in about.ratings if row.scope == 0)
        digest = (t(lang, "bot-settings-digest-off") if settings is None or settings.digest_hour is None
                  else f"{settings.digest_hour:02d}:00")
        return t(lang, "privacy-overview",
                 settings=t(lang, "bot-yes" if settings is not None else "bot-no"),
                 vacations=len(about.vacations), ratings=ratings or "—",
                 playing=len(overview.in_play), games=self._games_line(lang, overview) or "—",
                 lobbies=len(overview.lobbies), finished=len(overview.finished), ended=len(overview.ended),
                 dm=t(lang, "bot-yes" if about.dm_channel else "bot-no"), digest=digest,
                 queue=len(about.queue), seasons=len(about.seasons), months=len(about.season_months),
                 tournaments=len(about.tournaments),
                 # the lines of the parts a feature keeps about the member (its concern's member data)
                 policy="\n".join([*(text(lang, line) for line in overview.lines), self.policy_text(lang)]))

    def policy_text(self, lang: str) -> str:
        """Why the data is kept and for how long, in short, and where the whole policy is: the operator's
        published copy of PRIVACY.md (``BOARDGAME_PRIVACY_URL``), else the admins who run the bot."""
        url = self.bot.privacy_url
        where = t(lang, "privacy-policy-link", url=url) if url else t(lang, "privacy-policy-ask")
        return f"{t(lang, 'privacy-policy-why')}\n{where}"

    async def show_privacy(self, interaction: discord.Interaction) -> None:
        lang = await self.bot.lang(interaction)
        user = interaction.user.id
        overview = await self.privacy.overview(user)
        view = discord.ui.View(timeout=None)
        view.add_item(messages.button(ids.privacy(user, "dl"), t(lang, "privacy-button-download"),
                                      style=discord.ButtonStyle.primary))
        view.add_item(messages.button(ids.privacy(user, "rm"), t(lang, "privacy-button-delete"),
                                      style=discord.ButtonStyle.danger))
        await self.bot.reply(interaction, self.overview_text(lang, overview), view=view, lang=lang,
                             allowed_mentions=discord.AllowedMentions.none())

    async def handle_unbound(self, interaction: discord.Interaction, parsed: ParsedId,
                             values: list[str] | None) -> Any:
        # Only the member whose buttons these are gets here (the router: ``Owner.MEMBER``).
        lang = await self.bot.lang(interaction)
        verb = parsed.fields["verb"]
        if verb == "dl":
            await self.bot.answered(interaction, lambda: self.download(interaction, lang))
            return
        await self.bot.answered(interaction, lambda: self.deletion_step(interaction, lang, verb,
                                                                        parsed.fields.get("mode"),
                                                                        parsed.fields.get("fp")),
                                update=True)

    async def download(self, interaction: discord.Interaction, lang: str) -> None:
        # The copy reads everything stored about the member: budgeted as ``/records export`` is
        # (core/limits.py), and written out off the event loop, so a member pressing it again and again
        # cannot slow everyone's moves.
        self.bot.limits.check("download", interaction.user.id, interaction.guild_id)
        data = await self.privacy.export(interaction.user.id, lang, now=store_stamp(self.bot))
        body = await asyncio.to_thread(encode_copy, data)
        await self.bot.reply(interaction, t(lang, "privacy-download-ready"), lang=lang,
                             file=discord.File(io.BytesIO(body), filename=DATA_FILE))

    async def deletion_step(self, interaction: discord.Interaction, lang: str, verb: str, mode: str | None,
                            fingerprint: str | None) -> None:
        user = interaction.user.id
        if verb == "no":
            await self.bot.edit_pressed(interaction, content=t(lang, "privacy-cancelled"), view=None)
            return
        if verb == "ok":
            chosen = "standin" if mode == "s" else "abandon"
            forgotten = await self.privacy.forget(user, chosen, expected=fingerprint)
            if not forgotten.anything:
                await self.bot.edit_pressed(interaction, content=t(lang, "privacy-already"), view=None)
                return
            self.bot.forget_dm_channel(user)  # the kept DM channel is forgotten in memory too
            await self.bot.edit_pressed(interaction, content=self.done_text(lang, forgotten), view=None,
                                        allowed_mentions=discord.AllowedMentions.none())
            await self.tell_channels(forgotten)
            return
        overview = await self.privacy.overview(user)
        if overview.empty:
            await self.bot.edit_pressed(interaction, content=t(lang, "privacy-already"), view=None)
            return
        if verb == "rm" and overview.in_play:
            # First what becomes of each game in play, and the choice.
            lines = [t(lang, "privacy-confirm-head"), t(lang, "privacy-confirm-what"),
                     t(lang, "privacy-confirm-choose", count=len(overview.in_play))]
            lines += [t(lang, "privacy-game-choice" if stand_in_may_keep(seat)
                        else "privacy-game-ends-anyway", game=self.privacy.title(lang, seat.game),
                        channel=f"<#{seat.channel_id}>")
                      for seat in overview.in_play]
            view = discord.ui.View(timeout=None)
            view.add_item(messages.button(ids.privacy(user, "s", None, overview.fingerprint),
                                          t(lang, "privacy-button-standin")))
            view.add_item(messages.button(ids.privacy(user, "a", None, overview.fingerprint),
                                          t(lang, "privacy-button-abandon")))
            view.add_item(messages.button(ids.privacy(user, "no"), t(lang, "privacy-button-cancel")))
            await self.bot.edit_pressed(interaction, content=clipped(lines),
                                        view=view, allowed_mentions=discord.AllowedMentions.none())
            return
        if verb in ("s", "a") and fingerprint != overview.fingerprint:
            raise PlayerError(Msg("privacy-changed"))
        chosen = "abandon" if verb == "a" else "standin"
        standin, _ = overview.plan(chosen)
        lines = [t(lang, "privacy-confirm-head"), t(lang, "privacy-confirm-what")]
        lines += [t(lang, "privacy-game-standin" if seat.game_id in standin else "privacy-game-ends",
                    game=self.privacy.title(lang, seat.game), channel=f"<#{seat.channel_id}>")
                  for seat in overview.in_play]
        if overview.lobbies:
            lines.append(t(lang, "privacy-confirm-lobbies", count=len(overview.lobbies)))
        lines.append(t(lang, "privacy-confirm-final"))
        view = discord.ui.View(timeout=None)
        view.add_item(messages.button(ids.privacy(user, "ok", chosen[0], overview.fingerprint),
                                      t(lang, "privacy-button-confirm"), style=discord.ButtonStyle.danger))
        view.add_item(messages.button(ids.privacy(user, "no"), t(lang, "privacy-button-cancel")))
        await self.bot.edit_pressed(interaction, content=clipped(lines),
                                    view=view, allowed_mentions=discord.AllowedMentions.none())

    @staticmethod
    def done_text(lang: str, forgotten: Forgotten) -> str:
        return t(lang, "privacy-done", seats=forgotten.anonymised_seats, ratings=forgotten.ratings,
                 standin=len(forgotten.standin_games), ended=len(forgotten.abandoned_games),
                 lobbies=len(forgotten.lobbies_left) + len(forgotten.lobbies_closed))

    async def tell_channels(self, forgotten: Forgotten) -> None:
        """Post what became of each game in play and lobby in its channel (their outbox announcements,
        delivered now rather than at the next periodic run), and let the stand-in play a seat it now keeps
        if that seat is to move."""
        changed = (*forgotten.standin_games, *forgotten.abandoned_games, *forgotten.lobbies_left,
                   *forgotten.lobbies_closed)
        for game_id in changed:
            await self.bot.announcer.deliver_pending_of(game_id)
        for game_id in forgotten.standin_games:
            self.bot.background(self.bot.computers.play_standin_seat(game_id))

    async def user_settings(self, interaction: discord.Interaction, reminders: bool | None,
                            quiet: str | None, timezone: str | None,
                            chosen_language: str | None = None, boards: str | None = None,
                            headsup: str | None = None, digest: str | None = None,
                            confirm: str | None = None, forced: str | None = None) -> None:
        if forced is not None:
            if forced not in FORCED_CHOICES:
                raise PlayerError(Msg("bot-error-off-menu"))
            await self.bot.store.set_forced_choice(interaction.user.id, forced == "auto")
        now = await self.bot.settings.change_user(interaction.user.id, reminders=reminders, quiet=quiet,
                                                  timezone=timezone, language=chosen_language, boards=boards,
                                                  headsup=headsup, digest=digest, confirm=confirm)
        if chosen_language is not None:
            language.forget_user(interaction)
        lang = await self.bot.lang(interaction)  # the new choice answers at once
        quiet_text = (t(lang, "bot-settings-quiet-hours", start=f"{now.quiet_start:02d}:00",
                        end=f"{now.quiet_end:02d}:00", zone=now.timezone or "UTC")
                      if now.quiet_start is not None else t(lang, "bot-settings-quiet-none"))
        await self.bot.reply(interaction, t(
            lang, "bot-settings-summary",
            reminders=t(lang, "bot-on" if now.turn_reminders else "bot-off"), quiet=quiet_text,
            language=language_setting_name(lang, language.stored(now.language)),
            boards=t(lang, "bot-boards-text" if now.text_only else "bot-boards-images"),
            confirm=t(lang, "bot-confirm-always" if now.confirm_reveals else "bot-confirm-never"),
            zone=example_timezone(now.timezone, str(interaction.locale)))
            + "\n" + self.notices_line(lang, now) + "\n" + t(lang, "plan-settings-forced", forced=int(
                await self.bot.store.forced_choice(interaction.user.id))), lang=lang)

    @staticmethod
    def notices_line(lang: str, now: UserSettings) -> str:
        """The heads-up and the daily digest as they are now, and whether the digest's hour
        falls inside the quiet hours (it is sent then all the same: the player chose it)."""
        if now.digest_hour is None:
            digest = t(lang, "bot-settings-digest-off")
        else:
            digest = t(lang, "bot-settings-digest-at", hour=f"{now.digest_hour:02d}:00",
                       zone=now.timezone or "UTC", next=discord_time(now.digest_next_at, "f"))
        headsup = t(lang, "bot-settings-headsup-on" if now.headsup else "bot-settings-headsup-off")
        line = t(lang, "bot-settings-notices", headsup=headsup, digest=digest)
        if now.digest_hour is not None and in_quiet_hours(now.digest_hour, now.quiet_start, now.quiet_end):
            line += "\n" + t(lang, "bot-settings-digest-in-quiet")
        return line

    async def server_config(self, interaction: discord.Interaction, clock: str | None,
                            channel_mentions: bool | None, lobby_expiry_hours: int | None,
                            threads: bool | None = None, chosen_language: str | None = None,
                            queue_here: bool | None = None, web_pages: bool | None = None) -> None:
        if queue_here is not None:
            await self.bot.settings.set_queue_channel(
                interaction.guild_id, interaction.channel_id if queue_here else None,
                manages_server=interaction.permissions.manage_guild)
        settings = await self.bot.settings.configure_server(
            interaction.guild_id, manages_server=interaction.permissions.manage_guild, clock=clock,
            channel_mentions=channel_mentions, lobby_expiry_hours=lobby_expiry_hours, threads=threads,
            language=chosen_language, web_pages=web_pages)
        changed = any(value is not None for value in (clock, channel_mentions, lobby_expiry_hours, threads,
                                                      chosen_language))
        if changed and interaction.guild_id is not None:  # refused above unless both
            language.forget_guild(self.bot, interaction.guild_id)
        lang = await self.bot.lang(interaction)
        try:  # a time per turn or a bank; a default no longer offered reads as the bot's
            default = choice_label(lang, settings.default_clock or "24h")
        except ValueError:
            default = clock_label(lang, CLOCKS["24h"])
        public = await self.bot.channel_lang(interaction.guild_id)
        await self.bot.reply(interaction, t(
            lang, "bot-config-summary",
            clock=default, clock_default=0 if settings.default_clock else 1,
            mentions=t(lang,
                       "bot-config-mentions-yes" if settings.channel_mentions else "bot-config-mentions-no"),
            hours=settings.lobby_expiry_hours,
            threads=t(lang, "bot-yes" if settings.threads else "bot-no"),
            language=language_setting_name(lang, language.stored(settings.language)),
            effective=language_name(public))
            + "\n" + self.queue_line(lang, await self.bot.store.queue_channel(interaction.guild_id)
                                      if interaction.guild_id is not None else None)
            + "\n" + t(lang, "bot-config-web-pages", on=int(settings.web_pages)), lang=lang)

    @staticmethod
    def queue_line(lang: str, channel_id: int | None) -> str:
        """Where the matchmaking queue's games open, for ``/game config``."""
        if channel_id is None:
            return t(lang, "bot-config-queue-none")
        return t(lang, "bot-config-queue-channel", channel=f"<#{channel_id}>")

    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot

        async def timezone_autocomplete(interaction: discord.Interaction,
                                        current: str) -> list[app_commands.Choice[str]]:
            if not isinstance(current, str):
                return []
            typed = current.casefold().replace(" ", "_")
            names = [name for name in timezone_names() if typed in name.casefold()]
            return [app_commands.Choice(name=name, value=name) for name in names[:25]]

        language_choices = [app_commands.Choice(name=cs(f"language-{value}"), value=value)
                            for value in language.CHOICES]

        @group.command(name=cs("settings-name"), description=cs("settings-description"))
        @app_commands.rename(reminders=cs("settings-reminders-name"), quiet=cs("settings-quiet-name"),
                             timezone=cs("settings-timezone-name"),
                             chosen_language=cs("settings-language-name"), boards=cs("settings-boards-name"),
                             headsup=cs("settings-headsup-name"), digest=cs("settings-digest-name"),
                             confirm=cs("settings-confirm-name"), forced=cs("settings-forced-name"))
        @app_commands.describe(reminders=cs("settings-reminders-description"),
                               quiet=cs("settings-quiet-description"),
                               timezone=cs("settings-timezone-description"),
                               chosen_language=cs("settings-language-description"),
                               boards=cs("settings-boards-description"),
                               headsup=cs("settings-headsup-description"),
                               digest=cs("settings-digest-description"),
                               confirm=cs("settings-confirm-description"),
                               forced=cs("settings-forced-description"))
        @app_commands.autocomplete(timezone=timezone_autocomplete)
        @app_commands.choices(chosen_language=language_choices,
                              boards=[app_commands.Choice(name=cs(f"boards-{value}"), value=value)
                                      for value in BOARDS_CHOICES],
                              headsup=[app_commands.Choice(name=cs(f"headsup-{value}"), value=value)
                                       for value in HEADSUP_CHOICES],
                              digest=[app_commands.Choice(name=digest_choice_name(value), value=value)
                                      for value in DIGEST_CHOICES],
                              confirm=[app_commands.Choice(name=cs(f"confirm-{value}"), value=value)
                                       for value in CONFIRM_CHOICES],
                              forced=[app_commands.Choice(name=cs(f"forced-{value}"), value=value)
                                      for value in FORCED_CHOICES],
                              reminders=yes_no_choices())
        async def settings(interaction: discord.Interaction, reminders: str | None = None,
                           quiet: QuietHours | None = None,
                           timezone: TimezoneName | None = None,
                           chosen_language: str | None = None, boards: str | None = None,
                           headsup: str | None = None, digest: str | None = None,
                           confirm: str | None = None, forced: str | None = None) -> None:
            await bot.guarded(interaction, lambda: self.user_settings(
                interaction, yes_no(reminders), quiet, timezone, chosen_language, boards, headsup, digest,
                confirm, forced),
                defer=True)

        @group.command(name=cs("privacy-name"), description=cs("privacy-description"))
        async def privacy(interaction: discord.Interaction) -> None:
            await bot.guarded(interaction, lambda: self.show_privacy(interaction), defer=True)

        @group.command(name=cs("config-name"), description=cs("config-description"))
        @app_commands.rename(clock=cs("config-clock-name"),
                             channel_mentions=cs("config-channel-mentions-name"),
                             lobby_expiry_hours=cs("config-lobby-expiry-hours-name"),
                             threads=cs("config-threads-name"), chosen_language=cs("config-language-name"),
                             queue_here=cs("config-queue-here-name"), web_pages=cs("config-web-pages-name"))
        @app_commands.describe(clock=cs("config-clock-description"),
                               channel_mentions=cs("config-channel-mentions-description"),
                               lobby_expiry_hours=cs("config-lobby-expiry-hours-description"),
                               threads=cs("config-threads-description"),
                               chosen_language=cs("config-language-description"),
                               queue_here=cs("config-queue-here-description"),
                               web_pages=cs("config-web-pages-description"))
        @app_commands.choices(
            clock=[app_commands.Choice(name=cs(f"clock-{name.replace('+', '-')}"), value=name)
                   for name in CLOCK_CHOICES],
            lobby_expiry_hours=[app_commands.Choice(name=cs(f"expiry-{hours}"), value=hours)
                                for hours in LOBBY_EXPIRY_CHOICES],
            chosen_language=language_choices, channel_mentions=yes_no_choices(), threads=yes_no_choices(),
            queue_here=yes_no_choices(), web_pages=yes_no_choices())
        async def config(interaction: discord.Interaction, clock: str | None = None,
                         channel_mentions: str | None = None, lobby_expiry_hours: int | None = None,
                         threads: str | None = None, chosen_language: str | None = None,
                         queue_here: str | None = None, web_pages: str | None = None) -> None:
            await bot.guarded(interaction, lambda: self.server_config(
                interaction, clock, yes_no(channel_mentions), lobby_expiry_hours, yes_no(threads),
                chosen_language, yes_no(queue_here), yes_no(web_pages)), defer=True)


def clipped(lines: list[str]) -> str:
    return messages.clip("\n".join(lines), messages.MAX_CONTENT)


def store_stamp(bot: Host) -> str:
    """Now, as the bot's (injected) clock says, the way moments are stored."""
    return stamp(bot.clock())


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(SettingsCog(bot))
