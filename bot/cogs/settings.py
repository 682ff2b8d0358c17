"""Settings: each user's own (``/game settings``: reminders, quiet hours, time zone) and the server's
(``/game config``: default clock, channel mentions in reminders, lobby expiry)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.clocks import CLOCK_LABELS, CLOCKS, parse_quiet, timezone_names, valid_timezone
from bot.cogs import GameCog
from bot.service import PlayerError
from bot.store import GuildSettings

LOBBY_EXPIRY_CHOICES = (12, 24, 48, 72, 168)


class SettingsCog(GameCog):
    """Per-user settings and the server's configuration."""

    async def user_settings(self, interaction: discord.Interaction, reminders: bool | None,
                            quiet: str | None, timezone: str | None) -> None:
        store = self.bot.store
        user = interaction.user.id
        if reminders is not None and not isinstance(reminders, bool):
            raise PlayerError("`reminders` is True or False: pick one from the list.")
        current = await store.user_settings(user)
        if timezone is not None and not (isinstance(timezone, str) and valid_timezone(timezone)):
            raise PlayerError("Pick your time zone from the list while typing, like `Europe/Madrid`.")
        if quiet is not None:
            try:
                hours = parse_quiet(str(quiet))
            except ValueError as error:
                raise PlayerError(str(error)) from error
            start, end = hours if hours else (None, None)
            await store.set_quiet_hours(user, start, end, timezone or current.timezone)
        elif timezone is not None:
            await store.set_quiet_hours(user, current.quiet_start, current.quiet_end, timezone)
        if reminders is not None:
            await store.set_turn_reminders(user, reminders)
        now = await store.user_settings(user)
        quiet_text = (f"from {now.quiet_start:02d}:00 to {now.quiet_end:02d}:00 ({now.timezone or 'UTC'})"
                      if now.quiet_start is not None else "none")
        await self.bot.reply(interaction, (
            f"Turn reminder DMs are **{'on' if now.turn_reminders else 'off'}**; "
            f"quiet hours: **{quiet_text}** "
            "(a reminder due then waits until they end; your deadlines do not move).\n"
            "Change with `/game settings reminders:True|False quiet:22-08 timezone:Europe/Madrid` "
            "(`quiet:off` removes the quiet hours)."))

    async def server_config(self, interaction: discord.Interaction, clock: str | None,
                            channel_mentions: bool | None, lobby_expiry_hours: int | None,
                            threads: bool | None = None) -> None:
        if interaction.guild_id is None:
            raise PlayerError("`/game config` is a server's configuration: use it in a server channel.")
        store = self.bot.store
        settings = await store.guild_settings(interaction.guild_id)
        changes = (clock, channel_mentions, lobby_expiry_hours, threads)
        if any(value is not None for value in changes):
            permissions = interaction.permissions
            if not permissions.manage_guild:
                raise PlayerError("Only someone with the Manage Server permission can change the "
                                  "configuration; anyone can see it with `/game config`.")
            if clock is not None and clock not in CLOCKS:
                raise PlayerError("Pick the default time per turn from the list.")
            if lobby_expiry_hours is not None and lobby_expiry_hours not in LOBBY_EXPIRY_CHOICES:
                raise PlayerError("Pick the lobby expiry from the list.")
            settings = GuildSettings(
                clock if clock is not None else settings.default_clock,
                channel_mentions if channel_mentions is not None else settings.channel_mentions,
                lobby_expiry_hours if lobby_expiry_hours is not None else settings.lobby_expiry_hours,
                threads if threads is not None else settings.threads)
            await store.set_guild_settings(interaction.guild_id, settings)
        default = CLOCK_LABELS.get(settings.default_clock or "24h", settings.default_clock)
        await self.bot.reply(interaction, (
            "**This server's game settings**\n"
            f"Default time per turn: **{default}**{'' if settings.default_clock else ' (the bot default)'}\n"
            f"Last reminder may mention the player in the channel: "
            f"**{'yes' if settings.channel_mentions else 'no, by DM instead'}**\n"
            f"A lobby not started closes itself after **{settings.lobby_expiry_hours} hours**\n"
            f"New games open a thread of their own: **{'yes' if settings.threads else 'no'}** "
            "(`/game new thread:` decides for one game)\n"
            "Members with Manage Server change these with `/game config clock:… channel_mentions:… "
            "lobby_expiry_hours:… threads:…`."))

    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot

        async def timezone_autocomplete(interaction: discord.Interaction,
                                        current: str) -> list[app_commands.Choice[str]]:
            if not isinstance(current, str):
                return []
            typed = current.casefold().replace(" ", "_")
            names = [name for name in timezone_names() if typed in name.casefold()]
            return [app_commands.Choice(name=name, value=name) for name in names[:25]]

        @group.command(name="settings", description="Your settings: reminder DMs, quiet hours, time zone")
        @app_commands.describe(reminders="Send me a DM when it is my turn",
                               quiet="Hours without reminders, like 22-08 (or off)",
                               timezone="Your time zone for the quiet hours, like Europe/Madrid")
        @app_commands.autocomplete(timezone=timezone_autocomplete)
        async def settings(interaction: discord.Interaction, reminders: bool | None = None,
                           quiet: app_commands.Range[str, 1, 10] | None = None,
                           timezone: app_commands.Range[str, 1, 60] | None = None) -> None:
            await bot.guarded(interaction,
                              lambda: self.user_settings(interaction, reminders, quiet, timezone), defer=True)

        @group.command(name="config", description="This server's game settings (Manage Server changes them)")
        @app_commands.describe(clock="Default time per turn for new games",
                               channel_mentions="May the last reminder mention the player in the channel?",
                               lobby_expiry_hours="Close a lobby nobody started after this many hours",
                               threads="Open a thread for each new game (for busy channels)")
        @app_commands.choices(
            clock=[app_commands.Choice(name=CLOCK_LABELS[name], value=name) for name in CLOCKS],
            lobby_expiry_hours=[app_commands.Choice(name=f"{hours} hours", value=hours)
                                for hours in LOBBY_EXPIRY_CHOICES])
        async def config(interaction: discord.Interaction, clock: str | None = None,
                         channel_mentions: bool | None = None, lobby_expiry_hours: int | None = None,
                         threads: bool | None = None) -> None:
            await bot.guarded(interaction, lambda: self.server_config(
                interaction, clock, channel_mentions, lobby_expiry_hours, threads), defer=True)
