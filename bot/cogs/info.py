"""Looking on: ``/game board`` (the picture, or the board in words), ``describe`` (the board in words),
``status``, ``log``, ``catchup`` (what the others did since your last turn) and ``rules``; all answered
privately to whoever asks and all about public information only (read through the overview service,
``core/overview.py``)."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot import cards, ids, messages, recaps, weblinks
from bot.commands import cs, yes_no, yes_no_choices
from bot.computer_play import seat_name as player_name
from bot.host import Host
from bot.ids import ParsedId
from bot.messages import clip, jump_url
from bot.rooms import Answer, Component, GameCog, Owner, Where
from core.clocks import discord_time
from core.lines import decode_line, standin_once
from core.overview import OpenGame
from core.recap import read_last_round
from core.service import LoadedGame, PlayerError, seat_name
from i18n import t, text
from rules.base import Msg
from store import GameRecord

log = logging.getLogger(__name__)


FINISHED_NOTE = Msg("bot-finished-note")
#: ``/game catchup`` about all the asker's games: each game's recap at most this long, in at most this many
#: messages.
CATCHUP_GAME_LIMIT = 700
CATCHUP_MESSAGES = 5
#: What ``/game board show:`` offers: the picture, or the whole board in words (the words are
#: ``/game describe``'s, and ``show:image`` gives a player who reads boards as text the picture).
BOARD_SHOWS = ("image", "words")


class InfoCog(GameCog):
    """The read-only commands."""

    ORDER = 40

    COMPONENTS = (
        # lg:<gid>:o<end> / lg:<gid>:n<start>  /game log's Older / Newer: the decisions before position <end>
        # / from position <start> on (as many whole lines as fit one message)
        Component("lg", Answer.EDIT, owner=Owner.GAME,
                  pattern=ids.GAME + r":(?P<way>[on])(?P<at>[0-9]{1,6})"),
        # mg:<user>:<page>  /game mine's pages (<user>: whose games; only they may turn them; 0: the first)
        Component("mg", Answer.UNBOUND, Where.ANYWHERE, owner=Owner.MEMBER, refusal="bot-mine-not-yours",
                  pattern=ids.SNOWFLAKE + r":(?P<page>[0-9]{1,5})"),
    )

    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        at = int(parsed.fields["at"])
        if parsed.fields["way"] == "n":
            await self.show_log(interaction, record, start=at, edit=True)
        else:
            await self.show_log(interaction, record, end=at, edit=True)

    async def show_log(self, interaction: discord.Interaction, record: GameRecord, *, end: int | None = None,
                       start: int | None = None, edit: bool = False) -> None:
        """A page of the game's log (no ``end`` or ``start``: the newest decisions), with Older/Newer
        buttons. A page holds as many whole lines as fit one message (long lines in a wordy language
        mean fewer of them): going older, the oldest lines of the window are the ones left for the next
        page; going newer, the newest. The buttons start where the shown lines stop, so every decision is
        reachable and none is cut mid-line."""
        lang = await self.bot.lang(interaction)
        shown = await self.bot.overview.log_page(record.id, end=end, start=start)
        if shown is None:
            await self.bot.reply(interaction, t(lang, "bot-log-empty"), lang=lang)
            return
        entries, total = list(shown.entries), shown.total
        first = shown.first
        title = self.bot.game_of(record).title
        key = "bot-log-head" if record.status == "active" else "bot-log-head-finished"

        def page() -> str:
            # Each stored line is shown in the reader's language (older rows are English text, shown as
            # is). A turn the stand-in played says so on its first decision shown, not on each
            # (``core.lines``): worked out on the lines the page keeps, so a page that begins inside such a
            # turn still says it.
            said = standin_once([decode_line(entry.description) for entry in entries],
                                keys=[(entry.turn, entry.seat) for entry in entries])
            head = t(lang, key, game=title, first=entries[0].seq, last=entries[-1].seq, total=total)
            return "\n".join([head, *(t(lang, "bot-log-line", turn=entry.turn + 1, line=line)
                                     for entry, line in zip(entries, said, strict=True))])

        content = page()
        while len(content) > messages.MAX_CONTENT and len(entries) > 1:
            if start is None:  # going older (or the newest page): keep the newest lines
                del entries[0]
                first += 1
            else:  # going newer: keep the oldest lines, the next press starts after them
                del entries[-1]
            content = page()
        content = messages.clip_lines(content, messages.MAX_CONTENT)
        view = discord.ui.View(timeout=None)
        if first > 0:
            view.add_item(messages.button(ids.log_older(record.id, first), t(lang, "bot-log-older")))
        if first + len(entries) < total:
            view.add_item(messages.button(ids.log_newer(record.id, first + len(entries)),
                                          t(lang, "bot-log-newer")))
        if edit:
            await self.bot.edit_pressed(interaction, content=content, view=view)
        else:
            await self.bot.reply(interaction, content, view=view)

    async def board_now(self, interaction: discord.Interaction) -> LoadedGame:
        """The channel's game as it is now (after the end, the final position), for the board commands; a
        lobby, or no game here, is refused politely."""
        bot = self.bot
        record = await bot.channel_game(interaction, finished=True)
        if record.status == "lobby":
            raise PlayerError(Msg("bot-error-board-lobby"))
        async with bot.service.locked(record.id):
            return await bot.service.load(record)

    async def show_board(self, interaction: discord.Interaction, show: str | None) -> None:
        """``/game board``: the channel's current board (after the end, the final one), privately, in the
        reader's language. ``show`` "image": the picture with the status; "words": the whole board in
        words (:meth:`describe_board`, as ``/game describe``); none given: words for a player who reads
        boards as text (``/game settings boards:``), the picture for the others."""
        bot = self.bot
        loaded = await self.board_now(interaction)
        record = loaded.record
        lang = await bot.lang(interaction)  # only the asker sees it: their language
        if show == "words" or (show is None and await bot.text_only(interaction.user.id)):
            await self.describe_board(interaction, loaded, lang)
            return
        image = await bot.render_board(loaded, None, lang)
        over = record.status == "finished"
        notes = [t(lang, FINISHED_NOTE.id)] * over + await bot.announcer.standin_part_lines(loaded, lang)
        card = cards.board_now_card(lang, loaded.game, loaded.state, loaded.users, over=over, notes=notes,
                                    image=image.filename if image is not None else None)
        kwargs: dict[str, Any] = {}
        if image is not None:
            image.description = card.alt
            kwargs["file"] = image
        await bot.reply(interaction, view=card.layout(), lang=lang,
                        allowed_mentions=discord.AllowedMentions.none(), **kwargs)

    async def describe_board(self, interaction: discord.Interaction, loaded: LoadedGame, lang: str) -> None:
        """The board in words (``/game describe``): the game's ``board_text``, area by area, each
        heading bold, in as many private messages as it takes (each within Discord's limit). The public
        view only: what anyone in the channel may see."""
        head = t(lang, "bot-describe-head", game=loaded.game.title)
        if loaded.record.status == "finished":
            head = f"{t(lang, FINISHED_NOTE.id)}\n{head}"
        sections = loaded.game.board_text(loaded.view(None))
        for chunk in messages.board_in_words(lang, sections, head=head):
            await self.bot.reply(interaction, chunk, lang=lang,
                                 allowed_mentions=discord.AllowedMentions.none())

    def game_line(self, lang: str, game: OpenGame, *, for_user: int | None = None) -> str:
        """One line about an open game (public information only); ``for_user``: with a link to its board."""
        record, users, clock = game.record, game.users, game.clock
        title = self.bot.game_of(record).title
        where = f"<#{record.channel_id}>"
        if record.status == "lobby":
            return t(lang, "bot-list-lobby", where=where, game=title, joined=len(users),
                     opened=discord_time(record.created_at))
        players = ", ".join(player_name(lang, user) for user in users)
        line = f"{where} **{title}** ({players})"
        if clock is not None:
            line += t(lang, "bot-list-to-play", user=player_name(lang, clock.user_id),
                      since=discord_time(clock.started_at))
            if clock.paused_at:
                line += t(lang, "bot-list-paused")
            elif clock.deadline:
                line += t(lang, "bot-list-deadline", relative=discord_time(clock.deadline))
        if record.board_message_id and for_user is not None:
            link = jump_url(record.guild_id, record.channel_id, record.board_message_id)
            line += f" · [{t(lang, 'bot-list-board')}]({link})"
        return line

    async def list_games(self, interaction: discord.Interaction) -> None:
        games = await self.bot.overview.games_in_guild(interaction.guild_id)
        lang = await self.bot.lang(interaction)
        if not games:
            await self.bot.reply(interaction, t(lang, "bot-list-none"), lang=lang)
            return
        lines = [self.game_line(lang, game) for game in games]
        (content,) = messages.fit_lines(t(lang, "bot-list-head", count=len(lines)), lines,
                                        lambda count: t(lang, "bot-list-more", count=count))
        await self.bot.reply(interaction, content, allowed_mentions=discord.AllowedMentions.none())

    async def my_games(self, interaction: discord.Interaction, page: int = 0, *, edit: bool = False) -> None:
        """``/game mine``: every open game of the asker's, in every server, those waiting for them first,
        a page at a time (as many lines as a message holds) with buttons to the others, so every game is
        reachable however many there are. ``page``: 0 the first; ``edit``: a button pressed on the
        answer, which turns to that page."""
        lang = await self.bot.lang(interaction)
        user = interaction.user.id
        mine = await self.bot.overview.games_of(user)
        if not mine.waiting and not mine.others:
            if edit:
                await self.bot.edit_pressed(interaction, content=t(lang, "bot-mine-none"), view=None)
            else:
                await self.bot.reply(interaction, t(lang, "bot-mine-none"), lang=lang)
            return
        lines = ([f"⏳ {self.game_line(lang, game, for_user=user)}" for game in mine.waiting]
                 + [self.game_line(lang, game, for_user=user) for game in mine.others])
        header = t(lang, "bot-mine-head", count=len(lines), waiting=len(mine.waiting))

        def head(number: int, pages: int) -> str:
            if pages == 1:
                return header
            return f"{header}\n-# {t(lang, 'bot-mine-page', page=number, pages=pages)}"

        pages = messages.paged_lines(head, lines)
        page = max(0, min(page, len(pages) - 1))  # a game ended since: the page may be gone
        view = discord.ui.View(timeout=None)
        if page > 0:
            view.add_item(messages.button(ids.mine_page(user, page - 1), t(lang, "bot-mine-previous")))
        if page + 1 < len(pages):
            view.add_item(messages.button(ids.mine_page(user, page + 1), t(lang, "bot-mine-next")))
        kwargs: dict[str, Any] = {"allowed_mentions": discord.AllowedMentions.none(), "view": view}
        if edit:
            await self.bot.edit_pressed(interaction, content=pages[page], **kwargs)
        else:
            await self.bot.reply(interaction, pages[page], lang=lang, **kwargs)

    async def handle_unbound(self, interaction: discord.Interaction, parsed: ParsedId,
                             values: list[str] | None) -> Any:
        """A page button of ``/game mine`` (bound to its asker, not to a game: only they may turn it, which
        the router checks: ``Owner.MEMBER``)."""
        await self.bot.answered(interaction, lambda: self.my_games(interaction, int(parsed.fields["page"]),
                                                                   edit=True), update=True)

    # --- /game catchup -------------------------------------------------------------------------
    async def catch_up(self, interaction: discord.Interaction) -> None:
        """``/game catchup``: in a game's channel, what the others did there since the asker's last turn
        (someone not playing gets the last full round); in a DM, or in a channel without a game, every
        game waiting for the asker in every server, each with what the others did since their last
        turn. Privately, in the asker's language; public lines only."""
        bot = self.bot
        record = None
        if interaction.guild_id is not None and interaction.channel_id is not None:
            record = await bot.store.last_game_in_channel(interaction.channel_id)
        if record is None:
            await self.catch_up_everywhere(interaction)
            return
        bot.service.check_intact(record)
        lang = await bot.lang(interaction)
        if record.status == "lobby":
            raise PlayerError(Msg("bot-error-board-lobby"))
        async with bot.service.locked(record.id):
            loaded = await bot.service.load(record)
        head = self.catch_up_head(lang, loaded)
        if record.status == "finished":
            head = f"{t(lang, FINISHED_NOTE.id)}\n{head}"
        seat = loaded.seat_of(interaction.user.id)
        if seat is None:
            # Looking on: the last full round, as the game card shows it.
            recap = await read_last_round(bot.store, record.id, loaded.game.to_play(loaded.state))
            body = (t(lang, "recap-catchup-round", moves=recap.moves) + "\n" + recaps.recap_text(
                lang, recap, recaps.seat_labels(lang, loaded), limit=recaps.CATCHUP_LIMIT)) if recap else \
                t(lang, "recap-catchup-not-started")
            tail = ""
        else:
            # A player of several seats (a hot seat) hears about the one to move if it is theirs.
            to_play = loaded.game.to_play(loaded.state)
            if to_play is not None and loaded.user_at(to_play) == interaction.user.id:
                seat = to_play
            body = await recaps.catch_up_text(bot.store, loaded, seat, lang, limit=recaps.CATCHUP_LIMIT)
            tail = await self.catch_up_waiting(lang, loaded, interaction.user.id)
        content = "\n".join(part for part in (head, body, tail) if part)
        await bot.reply(interaction, clip(content, messages.MAX_CONTENT), lang=lang,
                        allowed_mentions=discord.AllowedMentions.none())

    def catch_up_head(self, lang: str, loaded: LoadedGame) -> str:
        """A game's first line in a catch-up: its title, its channel and a link to its newest board."""
        record = loaded.record
        where = f"<#{record.channel_id}>"
        if record.board_message_id is None:
            return t(lang, "recap-catchup-game-nolink", game=loaded.game.title, channel=where)
        return t(lang, "recap-catchup-game", game=loaded.game.title, channel=where,
                 link=jump_url(record.guild_id, record.channel_id, record.board_message_id))

    async def catch_up_waiting(self, lang: str, loaded: LoadedGame, user_id: int) -> str:
        """Whom the game waits for now: the asker ("your turn"), or who decides (and until when)."""
        game, state = loaded.game, loaded.state
        seat = game.to_play(state)
        if loaded.record.status != "active" or seat is None:
            return ""
        if loaded.user_at(seat) == user_id:
            return t(lang, "recap-catchup-your-turn")
        line = t(lang, "bot-stale-now-decides", user=player_name(lang, loaded.users[seat]),
                 seat=text(lang, game.seat_label(state, seat)))
        waiting = await self.bot.announcer.waiting_text(loaded)
        return f"{line} {text(lang, waiting.text)}" if waiting.text else line

    async def catch_up_everywhere(self, interaction: discord.Interaction) -> None:
        """``/game catchup`` in a DM (or a channel without a game): each game waiting for the asker, in
        every server, with what the others did there since their last turn, as many messages as it takes
        (at most :data:`CATCHUP_MESSAGES`; then how many more games wait)."""
        bot = self.bot
        lang = await bot.lang(interaction)
        user = interaction.user.id
        mine = await bot.overview.games_of(user)
        others = t(lang, "recap-catchup-others", count=len(mine.others)) if mine.others else ""
        if not mine.waiting:
            # One sentence, naming /game mine once: "more" games only follow games listed above.
            key = "recap-catchup-none-waiting-others" if mine.others else "recap-catchup-none-waiting"
            await bot.reply(interaction, t(lang, key, count=len(mine.others)), lang=lang)
            return
        blocks = []
        for game in mine.waiting:
            record = game.record
            if record.damaged:
                continue
            async with bot.service.locked(record.id):
                loaded = await bot.service.load(record)
            seat = loaded.game.to_play(loaded.state)
            if seat is None or loaded.user_at(seat) != user:
                seat = loaded.seat_of(user)
            if seat is None:
                continue
            # Several games share a message: each one's recap is shorter than a game's alone.
            limit = recaps.CATCHUP_LIMIT if len(mine.waiting) == 1 else CATCHUP_GAME_LIMIT
            since = await recaps.catch_up_text(bot.store, loaded, seat, lang, limit=limit)
            blocks.append(f"⏳ {self.catch_up_head(lang, loaded)}\n{since}")
        parts = messages.fit_lines(t(lang, "recap-catchup-all-head", count=len(blocks)), blocks,
                                   lambda count: t(lang, "recap-catchup-more-games", count=count),
                                   messages=CATCHUP_MESSAGES, sep="\n\n", tail=others)
        for part in parts:
            await bot.reply(interaction, part, lang=lang, allowed_mentions=discord.AllowedMentions.none())

    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot

        @group.command(name=cs("help-name"), description=cs("help-description"))
        async def help_command(interaction: discord.Interaction) -> None:
            async def work() -> None:
                lang = await bot.lang(interaction)
                await bot.reply(interaction, embeds=messages.help_embeds(
                    lang, list(bot.games.values()), [room.HELP for room in bot.rooms if room.HELP]))
            await bot.guarded(interaction, work)

        @group.command(name=cs("list-name"), description=cs("list-description"))
        async def list_command(interaction: discord.Interaction) -> None:
            await bot.guarded(interaction, lambda: self.list_games(interaction), defer=True)

        @group.command(name=cs("mine-name"), description=cs("mine-description"))
        @app_commands.rename(web=cs("mine-web-name"))
        @app_commands.describe(web=cs("mine-web-description"))
        @app_commands.choices(web=yes_no_choices())
        async def mine(interaction: discord.Interaction, web: str | None = None) -> None:
            if yes_no(web):  # a personal link to the member's own page (bot/weblinks.py)
                await bot.guarded(interaction, lambda: weblinks.give_link(bot, interaction), defer=True)
                return
            await bot.guarded(interaction, lambda: self.my_games(interaction), defer=True)
        game_choices = [app_commands.Choice(name=clip(game.title, 100), value=game_id)
                        for game_id, game in list(bot.games.items())[:25]]

        @group.command(name=cs("board-name"), description=cs("board-description"))
        @app_commands.rename(show=cs("board-show-name"))
        @app_commands.describe(show=cs("board-show-description"))
        @app_commands.choices(show=[app_commands.Choice(name=cs(f"board-show-{value}"), value=value)
                                    for value in BOARD_SHOWS])
        async def board(interaction: discord.Interaction, show: str | None = None) -> None:
            await bot.guarded(interaction, lambda: self.show_board(interaction, show), defer=True)

        @group.command(name=cs("describe-name"), description=cs("describe-description"))
        async def describe(interaction: discord.Interaction) -> None:
            async def work() -> None:
                loaded = await self.board_now(interaction)
                await self.describe_board(interaction, loaded, await bot.lang(interaction))
            await bot.guarded(interaction, work, defer=True)

        @group.command(name=cs("status-name"), description=cs("status-description"))
        async def status(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction, finished=True)
                lang = await bot.lang(interaction)
                if record.status == "lobby":
                    users = await bot.overview.players(record.id)
                    game = bot.game_of(record)
                    await bot.reply(interaction, t(lang, "bot-status-lobby", game=game.title,
                                                   joined=len(users)),
                                    lang=lang)
                    return
                async with bot.service.locked(record.id):
                    loaded = await bot.service.load(record)
                legend = messages.seat_legend(lang, loaded.game, loaded.state, loaded.users)
                note = ""
                if loaded.record.rules_version < loaded.game.rules_version:
                    note = "\n\n" + t(lang, "bot-status-old-rules", old=loaded.record.rules_version,
                                       new=loaded.game.rules_version)
                waiting = (await bot.announcer.waiting_text(loaded)).text
                deciding = loaded.to_play_user() if record.status == "active" else None
                # Who decides, by name (the status line names the seat only); a solo player
                # needs no telling.
                seat = seat_name(loaded.game, loaded.state, loaded.game.to_play(loaded.state))
                named = deciding is not None and len(set(loaded.users)) > 1
                who = t(lang, "bot-stale-now-decides", user=player_name(lang, deciding or 0),
                        seat=text(lang, seat)) if named else ""
                banks = await bot.announcer.banks_line(loaded, lang)  # a game with time banks: each seat's
                if waiting or who or banks:
                    said = " ".join(part for part in (who, text(lang, waiting)) if part)
                    note = "\n\n" + "\n".join(part for part in (said, banks) if part) + note
                finished = t(lang, FINISHED_NOTE.id) + "\n" if record.status == "finished" else ""
                part = "".join("\n" + line for line in await bot.announcer.standin_part_lines(loaded, lang))
                pages = await weblinks.game_page(bot, record)
                if pages is not None:
                    note += "\n\n" + t(lang, "weblink-status", game=pages[0], server=pages[1])
                content = (f"{finished}{text(lang, loaded.game.status_text(loaded.state))}{part}\n\n"
                           f"{legend}{note}")
                await bot.reply(interaction, clip(content, messages.MAX_CONTENT), lang=lang,
                                allowed_mentions=discord.AllowedMentions.none())
            await bot.guarded(interaction, work, defer=True)

        @group.command(name=cs("log-name"), description=cs("log-description"))
        async def game_log(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction, finished=True)
                await self.show_log(interaction, record)
            await bot.guarded(interaction, work, defer=True)

        @group.command(name=cs("catchup-name"), description=cs("catchup-description"))
        async def catchup(interaction: discord.Interaction) -> None:
            await bot.guarded(interaction, lambda: self.catch_up(interaction), defer=True)

        async def rules_command(interaction: discord.Interaction, game: str | None = None) -> None:
            async def work() -> None:
                chosen = bot.games.get(game) if isinstance(game, str) and game else None
                if game and chosen is None:
                    raise PlayerError(Msg("bot-error-rules-unknown-game"))
                if chosen is None:
                    if interaction.channel_id is None:
                        raise PlayerError(Msg("bot-error-rules-name-game"))
                    record = await bot.overview.channel_game(interaction.channel_id)
                    if record is None:
                        raise PlayerError(Msg("bot-error-rules-no-game"))
                    chosen = bot.game_of(record)
                lang = await bot.lang(interaction)
                for group in messages.pack_embeds(messages.rules_embeds(lang, chosen)):
                    await bot.reply(interaction, embeds=group)
            await bot.guarded(interaction, work, defer=True)

        if game_choices:
            rules_command = app_commands.choices(game=game_choices)(rules_command)
        rules_command = app_commands.rename(game=cs("rules-game-name"))(rules_command)
        group.command(name=cs("rules-name"), description=cs("rules-description"))(
            app_commands.describe(game=cs("rules-game-description"))(rules_command))


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(InfoCog(bot))
