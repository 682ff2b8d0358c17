"""Tournaments: ``/records tournament`` creates one (a server manager), its card takes
sign-ups and withdrawals by buttons, and the periodic work pairs each round, opens its games in threads
of the tournament's channel, decides tables by their games' results, asks the organiser to adjudicate
the tables still unfinished when a round's maximum duration is over, and posts the standings.

The rules and the database are ``core/tournaments.py``'s; the pairing ``core/pairing.py``'s. A game is
opened the way a lobby that starts is (``core/tables.py``, ``GameService.start``) and runs under the
tournament's clock with the existing time-out rules (the stand-in); a player who withdraws is not paired
again, and a game of theirs still running follows those rules.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from bot import cards, ids
from bot.commands import cs
from bot.computer_play import seat_name
from bot.flows import dm_once, post_once, thread_once
from bot.host import Host
from bot.ids import ParsedId
from bot.messages import button, clip
from bot.rooms import Answer, Component, GameCog, Owner, Where, in_server
from core import tournaments as tn
from core.clocks import CLOCKS, TableRules, discord_time
from core.flows import Flow
from core.service import PlayerError
from core.tournaments import State
from i18n import t
from rules.base import Msg, resolve_options
from store import FLOW_TOURNAMENT_CLOSE, FLOW_TOURNAMENT_END, FLOW_TOURNAMENT_ROUND, Tournament

log = logging.getLogger(__name__)

#: The ranges of the commands' number and text options, made once per module: written in a command's
#: signature, each was made anew (a class) every time a bot built its commands.
Rounds = app_commands.Range[int, 1, tn.MAX_ROUNDS]  # a tournament's rounds
SignupHours = app_commands.Range[int, 1, tn.MAX_SIGNUP_DAYS * 24]  # its sign-up's hours
RoundHours = app_commands.Range[int, 1, tn.MAX_ROUND_DAYS * 24]  # a round's hours
TablePlayers = app_commands.Range[int, 2, 5]  # the players at a table
Percent = app_commands.Range[int, 0, 100]  # a share in percent


def points_text(value: float) -> str:
    """Points as people write them: 3, 2½, 0.67 (a multiplayer table's thirds)."""
    if abs(value - round(value)) < 1e-9:
        return str(round(value))
    if abs(value * 2 - round(value * 2)) < 1e-9:
        whole = int(value)
        return f"{whole if whole else ''}½"
    return f"{value:.2f}"


class TournamentCog(GameCog):
    """Creating tournaments, their card and buttons, and their rounds."""

    ORDER = 100
    GROUP = "records"
    FLOWS = (FLOW_TOURNAMENT_ROUND, FLOW_TOURNAMENT_CLOSE, FLOW_TOURNAMENT_END)
    COMPONENTS = (
        # tn:<tid>:in|out  a tournament card's "Sign up" / "Withdraw" (<tid>: the tournament's id)
        Component("tn", Answer.UNBOUND, Where.ANYWHERE, owner=Owner.TOURNAMENT,
                  pattern=ids.GAME + r":(?P<verb>in|out)"),
        # ta:<tid>:<round>:<table>:w<seat>|d|x  the organiser's decision on a table unfinished at its round's
        # end: that seat wins, a draw, both lose
        Component("ta", Answer.UNBOUND, Where.ANYWHERE, owner=Owner.TOURNAMENT,
                  pattern=ids.GAME + r":(?P<round>[0-9]{1,3}):(?P<table>[0-9]{1,3}):(?P<verdict>w[0-4]|d|x)"),
    )

    def __init__(self, bot: Host) -> None:
        super().__init__(bot)
        self.service = tn.Tournaments(bot.store, bot.games, lambda: bot.clock())

    # --- the card -------------------------------------------------------------------------------------
    async def card(self, tournament: Tournament, lang: str) -> discord.ui.LayoutView:
        state = await self.service.state(tournament)
        game = self.bot.games[tournament.game]
        lines = [
            t(lang, "tournament-card-format", format=t(lang, f"tournament-format-{tournament.format}"),
              rounds=tn.total_rounds(tournament, max(2, len(state.players)))
              if tournament.status != "signup" else tournament.rounds, size=tournament.table_size),
            t(lang, "tournament-card-clock", clock=t(lang, f"bot-clock-{tournament.clock}"),
              hours=points_text(tournament.round_seconds / 3600)),
            t(lang, "tournament-card-organiser", user=seat_name(lang, tournament.creator_id)),
        ]
        if tournament.min_reliability is not None:
            lines.append(t(lang, "tournament-card-reliability", share=tournament.min_reliability))
        if tournament.status == "signup":
            lines.append(t(lang, "tournament-card-signup-until",
                           moment=discord_time(tournament.signup_until, "f"),
                           left=discord_time(tournament.signup_until)))
        elif tournament.status == "running":
            lines.append(t(lang, "tournament-card-round", round=tournament.round,
                           ends=discord_time(tournament.round_ends_at, "f")))
        else:
            lines.append(t(lang, f"tournament-card-{tournament.status}"))
        names = [seat_name(lang, user) + (f" {t(lang, 'tournament-card-withdrawn')}" if withdrew else "")
                 for user, withdrew in state.players.items()]
        players = t(lang, "tournament-card-players", count=len(state.active)) + "\n" + (
            ", ".join(names) or t(lang, "tournament-card-nobody"))
        rows: list[list[Any]] = []
        if tournament.status in ("signup", "running"):
            row = [button(ids.tournament(tournament.id, "out"), t(lang, "tournament-button-withdraw")).item]
            if tournament.status == "signup":
                row.insert(0, button(ids.tournament(tournament.id, "in"), t(lang, "tournament-button-signup"),
                                     style=discord.ButtonStyle.primary).item)
            rows.append(row)
        return cards.text_card(t(lang, "tournament-card-title", game=game.title, id=tournament.id),
                               "\n".join(lines) + "\n\n" + players, rows=rows)

    async def refresh_card(self, tournament: Tournament) -> None:
        """Redraw the tournament's card (a failure is logged: the next change redraws it)."""
        if tournament.message_id is None:
            return
        tournament = await self.service.get(tournament.id)
        lang = await self.bot.channel_lang(tournament.guild_id)
        channel = self.bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
        try:
            await channel.get_partial_message(tournament.message_id).edit(
                view=await self.card(tournament, lang), allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.warning("tournament %d: cannot redraw its card (%s)", tournament.id, error)

    async def send(self, tournament: Tournament, **kwargs: Any) -> discord.Message | None:
        channel = self.bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
        try:
            return await channel.send(**kwargs)
        except discord.HTTPException as error:
            log.warning("tournament %d: cannot post in channel %d (%s)", tournament.id, tournament.channel_id,
                        error)
            return None

    def standings_text(self, state: State, lang: str) -> str:
        lines = []
        for row in state.standings():
            withdrew = f" {t(lang, 'tournament-card-withdrawn')}" if state.players.get(row.player) else ""
            lines.append(t(lang, "tournament-standings-line", rank=row.rank, user=seat_name(lang, row.player),
                           points=points_text(row.points), buchholz=points_text(row.buchholz),
                           wins=row.wins) + withdrew)
        return "\n".join(lines)

    # --- buttons ----------------------------------------------------------------------------------------
    async def handle_unbound(self, interaction: discord.Interaction, parsed: ParsedId,
                             values: list[str] | None) -> Any:
        tournament = await self.service.get(parsed.game_id)
        if parsed.kind == "tn":
            await self.bot.answered(interaction, lambda: self.sign(interaction, tournament,
                                                                   parsed.fields["verb"]))
            return
        await self.bot.answered(interaction, lambda: self.adjudicate(interaction, tournament, parsed.fields),
                                update=True)

    async def sign(self, interaction: discord.Interaction, tournament: Tournament, verb: str) -> None:
        user = interaction.user.id
        if verb == "in":
            await self.check_reliability(tournament, user)
            await self.service.sign_up(tournament, user)
            answer = Msg("tournament-signed-up", game=self.bot.games[tournament.game].title)
        else:
            await self.service.withdraw(tournament, user)
            answer = Msg("tournament-withdrawn")
        await self.bot.reply(interaction, answer)
        await self.refresh_card(tournament)

    async def check_reliability(self, tournament: Tournament, user: int) -> None:
        """A tournament's minimum reliability, read by ``bot.reliability``
        (core/reliability.py) as a lobby's and the queue's are; a player too new for a score may sign up,
        as in the queue. The refusal says their score."""
        if tournament.min_reliability is None:
            return
        score = await self.bot.reliability.score(user)
        if not score.meets(tournament.min_reliability / 100):
            yours = round((score.share or 0) * 100)
            raise PlayerError(Msg("tournament-error-reliability-low", share=tournament.min_reliability,
                                  yours=yours))

    async def adjudicate(self, interaction: discord.Interaction, tournament: Tournament,
                         fields: dict[str, str]) -> None:
        if interaction.user.id != tournament.creator_id and not manages(interaction):
            raise PlayerError(Msg("tournament-error-organiser"))
        round_number, table_number = int(fields["round"]), int(fields["table"])
        table = next((x for x in await self.bot.store.tournament_tables(tournament.id)
                      if x.round == round_number and x.table == table_number), None)
        verdict = fields["verdict"]
        if table is None or (verdict.startswith("w") and int(verdict[1:]) >= len(table.players)):
            raise PlayerError(Msg("tournament-error-gone"))
        if not await self.bot.store.decide_tournament_table(
                tournament.id, round_number, table_number, tn.verdict_scores(table.players, verdict),
                "adjudicated"):
            raise PlayerError(Msg("tournament-error-decided"))
        lang = await self.bot.channel_lang(tournament.guild_id)
        outcome = (t(lang, "tournament-verdict-draw") if verdict == "d" else
                   t(lang, "tournament-verdict-lose") if verdict == "x" else
                   t(lang, "tournament-verdict-win", user=seat_name(lang, table.players[int(verdict[1:])])))
        await self.bot.edit_pressed(interaction, view=cards.text_card(
            t(lang, "tournament-adjudicated-title", round=round_number, table=table_number + 1),
            t(lang, "tournament-adjudicated", outcome=outcome, user=f"<@{interaction.user.id}>")),
            allowed_mentions=discord.AllowedMentions.none())

    # --- the periodic work ------------------------------------------------------------------------------
    async def periodic(self) -> None:
        for tournament in await self.service.due():
            if tournament.status == "signup" and not self.service.signup_over(tournament):
                continue
            claim = await self.service.claim(tournament)
            if claim is None:
                continue  # another process does it
            try:
                await self.advance(tournament.id)
            finally:
                await self.service.release(tournament, claim)

    async def advance(self, tournament_id: int) -> None:
        """What is due now: the first round paired when sign-up ends; a table decided when its game ended;
        the next round (or the end) when every table is decided; the organiser asked about the tables
        still open when the round's time ran out. Each change is stored with the flow that tells of it
        (threads, games, posts, DMs: each once, whatever step a crash interrupts)."""
        tournament = await self.service.get(tournament_id)  # read again under the claim
        state = await self.service.state(tournament)
        if tournament.status == "signup":
            await self.next_round(state)
            return
        if tournament.status != "running":
            return
        for table in state.current():
            if table.scores is None:
                await self.take_result(tournament, table)
        state = await self.service.state(tournament)
        open_tables = [table for table in state.current() if table.scores is None]
        if not open_tables:
            await self.next_round(state)
        elif self.service.round_over(tournament) and await self.bot.store.close_tournament_round(
                tournament.id, tournament.round):
            await self.bot.flows.run(FLOW_TOURNAMENT_CLOSE, f"{tournament.id}:{tournament.round}")

    async def next_round(self, state: State) -> None:
        """Pair the next round (its flow opens the games and tells everyone), or end the tournament (its
        flow posts the final standings) when no round is left or too few players remain."""
        tournament = state.tournament
        started = tournament.status == "running"
        seating = None
        if tournament.round < tn.total_rounds(tournament, len(state.players)):
            # The pairing is a search (about 0.3 s for sixteen players, more past the exact range): in a
            # thread, so the periodic work never holds every other channel's moves meanwhile.
            seating = await asyncio.to_thread(self.service.next_pairing, state)
        if seating is None or not seating.tables:
            if await self.bot.store.finish_tournament(tournament.id, "finished" if started else "cancelled"):
                await self.bot.flows.run(FLOW_TOURNAMENT_END, str(tournament.id))
            return
        if await self.service.begin_round(state, seating):
            await self.bot.flows.run(FLOW_TOURNAMENT_ROUND, f"{tournament.id}:{tournament.round + 1}")

    async def take_result(self, tournament: Tournament, table: Any) -> None:
        """A table whose game ended is decided by its result (the game is its round's flow's to open)."""
        store = self.bot.store
        if table.game_id is None:
            return
        record = await store.get_game(table.game_id)
        if record is None or record.status not in ("finished", "aborted"):
            return
        result = await store.game_result(record.id)
        if record.status == "finished" and result is None:
            return  # its result is being recorded: the next tick reads it
        await store.decide_tournament_table(tournament.id, table.round, table.table,
                                            tn.scores_of(record, result, table.players), "result")

    # --- the flows: each step once ----------------------------------------------------------------------
    async def carry_out(self, flow: Flow) -> None:
        tournament = await self.service.get(int(flow.key.split(":")[0]))
        if flow.kind == FLOW_TOURNAMENT_ROUND:
            await self.round_flow(flow, tournament, int(flow.key.split(":")[1]))
        elif flow.kind == FLOW_TOURNAMENT_CLOSE:
            await self.close_flow(flow, tournament, int(flow.key.split(":")[1]))
        else:
            await self.end_flow(flow, tournament)

    async def round_flow(self, flow: Flow, tournament: Tournament, round_number: int) -> None:
        """A round just paired: the standings after the one before, each table's thread and game (opened,
        seated, started) and its players' DMs, the round's card, the tournament's card redrawn."""
        state = await self.service.state(tournament)
        lang = await self.bot.channel_lang(tournament.guild_id)
        if round_number > 1:
            await self.post_standings(flow, "standings", before(state, round_number), lang, final=False)
        tables = [table for table in state.tables if table.round == round_number]
        for table in tables:
            if table.decided_by != "bye":
                await self.open_game(flow, tournament, table, lang)
        state = await self.service.state(tournament)
        await self.post_round(flow, state, round_number, lang)
        await self.refresh_card(tournament)

    async def end_flow(self, flow: Flow, tournament: Tournament) -> None:
        """The tournament ended: the last round's standings and the final ones (or, cancelled for too few
        players, a word saying so), and its card redrawn."""
        state = await self.service.state(tournament)
        lang = await self.bot.channel_lang(tournament.guild_id)
        if tournament.status == "finished":
            await self.post_standings(flow, "standings", state, lang, final=False)
            await self.post_standings(flow, "final", state, lang, final=True)
        else:
            await post_once(self.bot, flow, "cancelled", tournament.channel_id, tournament.guild_id,
                            content=t(lang, "tournament-cancelled-few",
                                      game=self.bot.games[tournament.game].title),
                            allowed_mentions=discord.AllowedMentions.none())
        await self.refresh_card(tournament)

    async def close_flow(self, flow: Flow, tournament: Tournament, round_number: int) -> None:
        """A round's time ran out: the organiser is asked about each table still open (one post each)."""
        for table in await self.bot.store.tournament_tables(tournament.id):
            if table.round == round_number and table.scores is None:
                await self.ask_adjudication(flow, tournament, table)

    async def open_game(self, flow: Flow, tournament: Tournament, table: Any, lang: str) -> None:
        """A table's game, each step once: its thread, the game opened and its players seated (the table
        remembers it), started, and each player told by DM."""
        game = self.bot.games[tournament.game]
        n = table.table
        name = t(lang, "tournament-thread-name", game=game.title, round=table.round, table=n + 1)
        thread_id = table.thread_id
        if thread_id is None:
            thread_id = await thread_once(self.bot, flow, f"thread{n}", tournament.channel_id,
                                          tournament.guild_id, name)
            await self.bot.store.set_tournament_thread(tournament.id, table.round, n, thread_id)
        game_id = await flow.step(f"game{n}", lambda: self.seat(tournament, table, thread_id))
        await flow.step(f"start{n}", lambda: self.bot.lobbies.start(game_id, table.players[0]))
        for user in table.players:
            dm_lang = await self.bot.dm_lang(user, tournament.guild_id)
            await dm_once(self.bot, flow, f"dm{n}:{user}", user, kind="tournament", content=t(
                dm_lang, "tournament-dm-round", game=game.title, round=table.round, thread=f"<#{thread_id}>",
                ends=discord_time(tournament.round_ends_at, "f")))

    async def seat(self, tournament: Tournament, table: Any, thread_id: int) -> int:
        """The table's game in its thread (the one a crash left there, or a new one), its players seated
        and the table recording it; its id."""
        store = self.bot.store
        game = self.bot.games[tournament.game]
        record = await store.open_game_in_channel(thread_id) or await store.last_game_in_channel(thread_id)
        if record is None:
            record = await self.bot.tables.open(
                guild_id=tournament.guild_id, channel_id=thread_id, game=game,
                options=resolve_options(game.options, tournament.options), creator_id=table.players[0],
                table=TableRules(CLOCKS.get(tournament.clock), chosen=True))
        if record.status == "lobby":
            seated = set(await store.seats(record.id))
            for user in table.players[1:]:
                if user not in seated:
                    await store.add_seat(record.id, user, max_players=game.max_players)
        await store.set_tournament_game(tournament.id, table.round, table.table, record.id)
        return record.id

    async def post_round(self, flow: Flow, state: State, round_number: int, lang: str) -> None:
        tournament = state.tournament
        lines = []
        for table in state.tables:
            if table.round != round_number:
                continue
            players = " · ".join(seat_name(lang, user) for user in table.players)
            if table.decided_by == "bye":
                lines.append(t(lang, "tournament-round-bye", user=players))
            else:
                record = await self.bot.store.get_game(table.game_id) if table.game_id else None
                where = f"<#{record.channel_id}>" if record else ""
                lines.append(t(lang, "tournament-round-table", table=table.table + 1, players=players,
                               where=where))
        await post_once(self.bot, flow, "round", tournament.channel_id, tournament.guild_id,
                        view=cards.text_card(
                            t(lang, "tournament-round-title", round=round_number,
                              rounds=tn.total_rounds(tournament, len(state.players))),
                            "\n".join(lines) + "\n\n" + t(lang, "tournament-round-ends",
                                                           ends=discord_time(tournament.round_ends_at, "f"))),
                        allowed_mentions=discord.AllowedMentions.none())

    async def post_standings(self, flow: Flow, name: str, state: State, lang: str, *, final: bool) -> None:
        tournament = state.tournament
        rounds = max((table.round for table in state.tables), default=0)
        title = (t(lang, "tournament-final-title", game=self.bot.games[tournament.game].title) if final
                 else t(lang, "tournament-standings-title", round=rounds))
        await post_once(self.bot, flow, name, tournament.channel_id, tournament.guild_id,
                        view=cards.text_card(title, self.standings_text(state, lang) + "\n-# "
                                             + t(lang, "tournament-standings-key")),
                        allowed_mentions=discord.AllowedMentions.none())

    async def ask_adjudication(self, flow: Flow, tournament: Tournament, table: Any) -> None:
        lang = await self.bot.channel_lang(tournament.guild_id)
        seats = "\n".join(t(lang, "tournament-adjudicate-seat", seat=index + 1, user=seat_name(lang, user))
                          for index, user in enumerate(table.players))
        buttons = [button(ids.adjudicate(tournament.id, table.round, table.table, f"w{index}"),
                          t(lang, "tournament-button-win", seat=index + 1)).item
                   for index in range(len(table.players))]
        buttons += [button(ids.adjudicate(tournament.id, table.round, table.table, "d"),
                           t(lang, "tournament-button-draw")).item,
                    button(ids.adjudicate(tournament.id, table.round, table.table, "x"),
                           t(lang, "tournament-button-lose"), style=discord.ButtonStyle.danger).item]
        record = await self.bot.store.get_game(table.game_id) if table.game_id else None
        where = f"<#{record.channel_id}>" if record else ""
        title = t(lang, "tournament-adjudicate-title", round=table.round, table=table.table + 1)
        body = "\n".join((t(lang, "tournament-adjudicate", user=seat_name(lang, tournament.creator_id),
                            where=where), seats))
        # Up to seven buttons: two rows, numbered past the card's text parts.
        await post_once(self.bot, flow, f"ask{table.table}", tournament.channel_id, tournament.guild_id,
                        view=cards.card((cards.Part.TITLE, f"### {title}"), (cards.Part.BODY, body),
                                        rows=[buttons[:5], buttons[5:]], first_row=cards.Part.CONTROLS),
                        allowed_mentions=discord.AllowedMentions(
                            users=[discord.Object(tournament.creator_id)] if tournament.creator_id > 0
                            else False))

    # --- the command ----------------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot
        game_choices = [app_commands.Choice(name=clip(game.title, 100), value=game_id)
                        for game_id, game in list(bot.games.items())[:25]]

        async def tournament(interaction: discord.Interaction, game: str, format: str,  # noqa: A002
                             rounds: Rounds,
                             signup_hours: SignupHours,
                             round_hours: RoundHours,
                             players: TablePlayers | None = None, clock: str | None = None,
                             reliability: Percent | None = None) -> None:
            async def work() -> None:
                if not manages(interaction):
                    raise PlayerError(Msg("tournament-error-manager"))
                made = await self.service.create(
                    guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                    creator_id=interaction.user.id, game_id=game, clock=clock, format=format, rounds=rounds,
                    table_size=players, signup_hours=signup_hours, round_hours=round_hours,
                    min_reliability=reliability)
                lang = await bot.channel_lang(interaction.guild_id)
                message = await self.send(made, view=await self.card(made, lang),
                                          allowed_mentions=discord.AllowedMentions.none())
                await bot.store.set_tournament_message(made.id, message.id if message else None)
                await bot.reply(interaction, Msg("tournament-created", game=bot.games[made.game].title))
            await bot.guarded(interaction, work, defer=True)

        # In a DM there is no server to hold it (and no permissions to read): refused before anything.
        tournament = app_commands.check(in_server)(tournament)
        tournament = app_commands.choices(
            format=[app_commands.Choice(name=cs(f"tournament-format-{name}"), value=name)
                    for name in tn.FORMATS],
            clock=[app_commands.Choice(name=cs(f"clock-{name}"), value=name) for name in CLOCKS])(tournament)
        if game_choices:
            tournament = app_commands.choices(game=game_choices)(tournament)
        options = ("game", "format", "rounds", "signup_hours", "round_hours", "players", "clock",
                   "reliability")
        tournament = app_commands.rename(**{name: cs(f"tournament-{name.replace('_', '-')}-name")
                                            for name in options})(tournament)
        tournament = app_commands.describe(**{name: cs(f"tournament-{name.replace('_', '-')}-description")
                                              for name in options})(tournament)
        group.command(name=cs("tournament-name"), description=cs("tournament-description"))(tournament)


def before(state: State, round_number: int) -> State:
    """The tournament as it stood before ``round_number`` was paired (its byes count at once)."""
    return replace(state, tables=[table for table in state.tables if table.round < round_number])


def manages(interaction: discord.Interaction) -> bool:
    """A server manager: Manage Server or Manage Channels."""
    permissions = interaction.permissions
    return bool(permissions.manage_guild or permissions.manage_channels)


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(TournamentCog(bot))
