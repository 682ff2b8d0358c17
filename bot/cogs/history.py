"""Every game remembered: ``/records stats``, ``leaderboard``, ``history``, ``export`` and
``replay``, a top-level command of their own (``GROUP``: Discord allows 25 subcommands in one command, and
``/game`` needs its room for playing and looking on).

Everything here is about finished games, whose seeds and hidden information are public once they are over;
a game still in play (or one that never ended) is refused politely by every command that would show its
record, its seed or its boards. Replays show the public view only (``game.view(state, None)``).

A game's record and replays are shown where the game was played: in a server, only that server's games;
in DMs with the bot, only the caller's own games. So in a DM ``user:`` naming someone else is
refused (another player's record is for a server you share); in a server another player's statistics are
that server's only, while your own add an overall line, in an answer only you see. ``/records export`` and
``/records replay`` of a game's number follow the same rule, and so do the history pages' buttons, whatever
their custom id says; a refused press edits nothing. Those rules, and what each command shows, are the
history service's (``core/history.py``); this room turns its answers into words and images.

Answers to one person are in their language (``bot.language.user_lang``), the replay animation posted in
a channel in the server's (``channel_lang``). The history pages and the replay step-through carry
everything they need in their custom ids (``hy``, ``rp``, ``rq``: their formats are declared below, in
``COMPONENTS``), so their buttons keep working after a restart; the replay's board is rebuilt from the
action log on every press.

Ratings are shown as players read them (:func:`core.ratings.shown_rating`): a whole number, or
"provisional" with the games played below the leaderboard's minimum; ``/game help`` explains the figure.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import json
import logging
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

import discord
from discord import app_commands

import render
import render.replay
from bot import cards, ids, messages
from bot.commands import NO, cs, yes_no, yes_no_choices
from bot.computer_play import seat_name
from bot.host import Host
from bot.ids import ParsedId
from bot.language import channel_lang, user_lang
from bot.messages import clip
from bot.render_pool import AlreadyQueued, QueueFull
from bot.rooms import Answer, Component, GameCog, Owner, Where
from core import review as post_game
from core.clocks import discord_time
from core.computers import computer_level, is_former_player
from core.history import RatingShown
from core.ratings import LEADERBOARD_MIN_GAMES, RATING_START, computer_shown_ratings
from core.records import RecordError, frame_count, turn_frames
from core.reliability import MIN_GAMES
from core.service import LoadedGame, PlayerError
from i18n import fit_text, format_number, t, text
from render import kit
from render.chart import Series
from rules.base import ALT_TEXT_LIMIT
from store import GameRecord, GameResult, parse_stamp

log = logging.getLogger(__name__)

#: The ranges of the commands' number and text options, made once per module: written in a command's
#: signature, each was made anew (a class) every time a bot built its commands.
GameNumber = app_commands.Range[int, 1]  # a game's number

#: From this many frames on, a replay first says that it is being drawn.
PROGRESS_FRAMES = 16
#: The replay GIF's largest size: 8 MB (the goal set for every game), or less where the place it goes
#: allows less (``Interaction.filesize_limit``; 10 MiB, Discord's smallest, when it is not known).
UPLOAD_BUDGET = 8_000_000
DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024
#: Options in a select: Discord's limit.
SELECT_WINDOW = 25
#: The step-through's turns come in blocks: a select of blocks ("Turns 20–39"), then a select of
#: the turns of the shown block, so any turn is two picks away. The block is the first of these sizes
#: whose blocks fit one select (10 up to 250 turns, 20 up to 500, 25 up to 625); a longer game has blocks
#: of 25 and its block select shows the 25 blocks around the shown turn. "Go to turn…" (a modal where the
#: turn number is typed) reaches any turn of any game in one press and one answer.
BLOCK_SIZES = (10, 20, SELECT_WINDOW)
#: The review's progress is told at most this often (seconds).
REVIEW_PROGRESS_SECONDS = 3.0
#: The modal's text input (its custom id; the modal's own is ``ids.replay_jump``).
TURN_INPUT = "turn"


class HistoryCog(GameCog):
    """Statistics, leaderboards, history, export and replays of finished games."""

    ORDER = 70
    GROUP = "records"
    # A finished game is looked at in its server, or in a DM by its players (the router checks it): a
    # page of a list elsewhere says so, a game's record is "no such game here", as the commands say.
    COMPONENTS = (
        # hy:<gid>:<user>:<page>  /records history's pages: <gid> the newest game of the list when it was
        # first shown (pages stay put), <user> 0 for the whole server; answered only where the command could
        # have shown that list (check_anchor)
        Component("hy", Answer.UNBOUND, Where.ANYWHERE, owner=Owner.RECORD, refusal="history-page-elsewhere",
                  pattern=ids.GAME + r":(?P<user>[0-9]{1,20}):(?P<page>[0-9]{1,5})"),
        # the replay's step-through: rp:<gid>:<frame> the board after turn <frame> (0: the set-up); rq:<gid>
        # its turn select and rb:<gid> its block select (values: a frame number); rt:<gid>:<last> "Go to
        # turn…", opening the modal rj:<gid> (<last>: the game's last turn, for the modal's words only; the
        # turn typed in it is checked against the game)
        *(Component(kind, Answer.UNBOUND, Where.ANYWHERE, owner=Owner.RECORD, refusal="history-no-such-game",
                    pattern=pattern)
          for kind, pattern in (("rp", ids.GAME + r":(?P<frame>[0-9]{1,5})"), ("rq", ids.GAME),
                                ("rb", ids.GAME), ("rt", ids.GAME + r":(?P<last>[0-9]{1,6})"),
                                ("rj", ids.GAME))),
    )

    # --- access --------------------------------------------------------------------------------------
    async def finished_game(self, interaction: discord.Interaction, game_id: int) -> LoadedGame:
        """The finished game ``game_id`` if the caller may see its record here (see the module)."""
        return await self.bot.history.finished_game(game_id, interaction.guild_id, interaction.user.id)

    # --- names ---------------------------------------------------------------------------------------
    @staticmethod
    def player(lang: str, user_id: int) -> str:
        if is_former_player(user_id):
            return t(lang, "privacy-former-player")
        if computer_level(user_id) is not None:
            return seat_name(lang, user_id)  # "Computer 2 (hard)" beside "Computer (hard)", as on the cards
        return f"<@{user_id}>"

    def title(self, lang: str, game_id: str) -> str:
        game = self.bot.games.get(game_id)
        return text(lang, game.title) if game is not None else game_id

    # --- stats ---------------------------------------------------------------------------------------
    async def stats(self, interaction: discord.Interaction, user: discord.abc.User | None,
                    game: str | None) -> None:
        """A player's games, wins, best score and rating per title: in a server this server's, plus
        overall for the caller's own; in a DM the caller's own overall (see the module)."""
        lang = await user_lang(self.bot, interaction)
        target = user.id if user is not None else interaction.user.id
        stats = await self.bot.history.stats(interaction.guild_id, interaction.user.id, target, game)
        if not stats.titles:
            await self.bot.reply(interaction, t(lang, "history-stats-none", player=f"<@{target}>"),
                                 allowed_mentions=discord.AllowedMentions.none())
            return
        scope_names = {"server": t(lang, "history-scope-server"), "overall": t(lang, "history-scope-overall")}
        lines = [t(lang, "history-stats-head", player=f"<@{target}>")]
        score = await self.bot.reliability.score(target)
        if score.share is None:
            lines.append(t(lang, "history-stats-reliability-new", games=score.games, needed=MIN_GAMES))
        else:
            lines.append(t(lang, "history-stats-reliability", percent=score.percent or 0, games=score.games))
        for game_id, block in stats.titles:
            lines.append(f"**{self.title(lang, game_id)}**")
            for line in block:
                lines.append(t(lang, "history-stats-line", scope=scope_names[line.scope], played=line.played,
                               won=line.won, rate=line.rate, best=line.best,
                               rating=self.rating_text(lang, line.rating)))
                if line.favourite:
                    favourite = ", ".join(f"{text(lang, label)}: {text(lang, value)}"
                                          for label, value in line.favourite)
                    lines.append(t(lang, "history-stats-options", options=favourite))
        notes = ([t(lang, "history-rating-meaning", start=RATING_START, minimum=LEADERBOARD_MIN_GAMES)]
                 if stats.any_rating else [])
        await self.bot.reply(interaction, view=record_card(lines[0], lines[1:], notes),
                             allowed_mentions=discord.AllowedMentions.none())

    @staticmethod
    def rating_text(lang: str, rating: RatingShown | None) -> str:
        """A rating as players read it: provisional (with the games played and needed) below the
        leaderboard's minimum, else the figure, with the leaderboard place in a server."""
        if rating is None:
            return t(lang, "history-no-rating")
        if rating.rating is None:
            return t(lang, "history-rating-provisional", games=rating.games, minimum=LEADERBOARD_MIN_GAMES)
        if rating.place is not None:
            return t(lang, "history-rating-placed", rating=rating.rating, place=rating.place)
        return t(lang, "history-rating", rating=rating.rating)

    # --- leaderboard ---------------------------------------------------------------------------------
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        lang = await user_lang(self.bot, interaction)
        board = await self.bot.history.leaderboard(interaction.guild_id, interaction.user.id, game)
        title = self.title(lang, game)
        if not board.top:
            await self.bot.reply(interaction, t(lang, "history-leaderboard-empty", title=title,
                                                 minimum=LEADERBOARD_MIN_GAMES))
            return
        lines = [t(lang, "history-leaderboard-head", title=title, minimum=LEADERBOARD_MIN_GAMES)]
        for placed in board.top:
            lines.append(t(lang, "history-leaderboard-line", place=placed.place,
                           player=f"<@{placed.user_id}>", rating=placed.rating, games=placed.games))
        if not board.caller_listed:
            if board.caller is not None:
                lines.append(t(lang, "history-leaderboard-you", place=board.caller.place,
                               rating=board.caller.rating, games=board.caller.games))
            else:
                lines.append(t(lang, "history-leaderboard-unranked", minimum=LEADERBOARD_MIN_GAMES))
        levels = ", ".join(t(lang, "history-leaderboard-level", level=t(lang, f"history-level-{level}"),
                             rating=rating)
                           for level, rating in computer_shown_ratings().items())
        notes = [t(lang, "history-leaderboard-computers", levels=levels)]
        await self.bot.reply(interaction, view=record_card(lines[0], lines[1:], notes),
                             allowed_mentions=discord.AllowedMentions.none())

    # --- history -------------------------------------------------------------------------------------
    async def history(self, interaction: discord.Interaction, user_id: int, page: int, anchor: int | None,
                      *, edit: bool = False) -> None:
        """A page of finished games, newest first (``user_id`` 0: the whole server): the command's first
        page (``anchor`` None) or a page button's (see the module for who may see which)."""
        lang = await user_lang(self.bot, interaction)
        shown = await self.bot.history.history_page(interaction.guild_id, interaction.user.id, user_id, page,
                                                    anchor)
        user_id, anchor, page, pages = shown.user_id, shown.anchor, shown.page, shown.pages
        who = user_id or None
        if anchor is None:
            key = "history-none-player" if who else "history-none-server"
            await self.bot.reply(interaction, t(lang, key, player=f"<@{user_id}>"),
                                 allowed_mentions=discord.AllowedMentions.none())
            return
        head = (t(lang, "history-head-player", player=f"<@{user_id}>", page=page + 1, pages=pages)
                if who else t(lang, "history-head-server", page=page + 1, pages=pages))
        lines = [self.history_line(lang, result) for result in shown.results]
        buttons = []
        if page + 1 < pages:
            buttons.append(messages.button(ids.history_page(anchor, user_id, page + 1),
                                           t(lang, "history-older")))
        if page > 0:
            buttons.append(messages.button(ids.history_page(anchor, user_id, page - 1),
                                           t(lang, "history-newer")))
        card = record_card(head, lines, rows=[buttons])
        quiet = discord.AllowedMentions.none()
        if edit:
            await self.bot.edit_pressed(interaction, view=card, allowed_mentions=quiet)
        else:
            await self.bot.reply(interaction, view=card, allowed_mentions=quiet)

    def history_line(self, lang: str, result: GameResult) -> str:
        started, finished = parse_stamp(result.started_at), parse_stamp(result.finished_at)
        days = max(0, (finished - started).days) if started and finished else 0
        seats = ", ".join(t(lang, "history-seat-score", player=self.player(lang, s.user_id), score=s.score)
                          + (" " + t(lang, "history-standin-mark") if s.standin
                             else " " + t(lang, "history-standin-part-mark", count=s.standin_moves)
                             if s.standin_moves else "")
                          for s in result.seats)
        # The board's winners, as the final card and /game status name them; a seat the stand-in held at
        # the end says who finished it (and that it is no win for its player: ``core/ratings.py``).
        winners = [t(lang, "history-winner-standin", player=self.player(lang, s.user_id)) if s.standin
                   else self.player(lang, s.user_id) for s in result.seats if s.won_on_board]
        return t(lang, "history-line", id=result.game_id, date=discord_time(result.finished_at, "d"),
                 title=self.title(lang, result.game), seats=seats,
                 winners=", ".join(winners) if winners else t(lang, "history-nobody"), days=days)

    # --- export --------------------------------------------------------------------------------------
    async def export(self, interaction: discord.Interaction, game_id: int) -> None:
        self.bot.limits.check("export", interaction.user.id, interaction.guild_id)  # core/limits.py
        lang = await user_lang(self.bot, interaction)
        loaded = await self.finished_game(interaction, game_id)
        record = await self.bot.history.export(loaded)
        data = json.dumps(record, indent=1, ensure_ascii=False).encode("utf-8")
        file = discord.File(io.BytesIO(data), filename=f"game-{game_id}-{loaded.game.id}.json")
        await self.bot.reply(interaction, t(lang, "history-export-done", id=game_id,
                                            title=text(lang, loaded.game.title)), file=file)

    # --- replays -------------------------------------------------------------------------------------
    def caption(self, lang: str, loaded: LoadedGame, turn: int, lines: Sequence[Any], last: int,
                first: int | None = None) -> str:
        """The words under a frame. ``first``: the frame stands for turns ``first`` to ``turn`` (a
        time-lapse frame; its board and ``lines`` are those after ``turn``)."""
        if turn == 0:
            return t(lang, "history-caption-start", title=text(lang, loaded.game.title))
        said = text(lang, list(lines), separator=" · ")
        caption = (t(lang, "history-caption-turns", first=first, turn=turn, total=last, lines=said)
                   if first is not None and first < turn
                   else t(lang, "history-caption-turn", turn=turn, total=last, lines=said))
        if turn == last:
            caption += "\n" + text(lang, loaded.game.outcome_text(loaded.state), separator=" ")
        return caption

    async def board_png(self, game_id: str, view: dict, last_action: str | None, lang: str) -> bytes:
        renderer = self.bot.renderer
        board_async = getattr(renderer, "board_async", None)
        if board_async is not None:
            return await board_async(game_id, view, last_action=last_action, lang=lang)
        return await asyncio.to_thread(renderer.board, game_id, view, last_action=last_action, lang=lang)

    async def animation(self, pictures: list[tuple[bytes, str]], whole: int) -> bytes:
        run_async = getattr(self.bot.renderer, "run_async", None)
        if run_async is not None:  # the process pool: encoding a long GIF takes seconds of CPU
            return await run_async(render.replay.animation, pictures, whole)
        return await asyncio.to_thread(render.replay.animation, pictures, whole)

    async def replay(self, interaction: discord.Interaction, game_id: int, step: bool) -> None:
        """The whole game as an animated GIF posted in the channel: a frame per turn, or for a very long
        game a time-lapse that says so (see ``render/replay.py``), always under the upload limit.

        Replays take seconds of rendering: they wait in the bot's :class:`~bot.render_pool.ReplayQueue`
        (one at a time, one per user, the others told their place), and their frames go to the render
        pool behind every turn's board. A member's and a server's animations are limited in number
        (``core/limits.py``): over the budget, the answer says how long to wait."""
        lang = await user_lang(self.bot, interaction)
        self.bot.limits.check("step" if step else "replay", interaction.user.id, interaction.guild_id)
        loaded = await self.finished_game(interaction, game_id)
        record = await self.bot.history.record_of(loaded)
        if step:
            await self.show_step(interaction, loaded, record, 0, lang)
            return
        try:
            ticket = self.bot.replays.enter(interaction.user.id)
        except AlreadyQueued:
            raise PlayerError(t(lang, "history-replay-busy")) from None
        except QueueFull:
            raise PlayerError(t(lang, "history-replay-full")) from None
        try:
            if ticket.ahead:
                await self.bot.reply(interaction, t(lang, "history-replay-queued", ahead=ticket.ahead))
            await ticket.turn()
            with self.bot.metrics.rendering("replay"):
                await self.draw_replay(interaction, loaded, record, lang, game_id)
        finally:
            ticket.done()

    async def draw_replay(self, interaction: discord.Interaction, loaded: LoadedGame, record: dict[str, Any],
                          lang: str, game_id: int) -> None:
        games = {loaded.game.id: loaded.game}
        total = frame_count(record, games)
        public = lang if interaction.guild_id is None else await channel_lang(self.bot, interaction.guild_id)
        if total >= PROGRESS_FRAMES:
            await self.bot.reply(interaction, t(lang, "history-replay-progress", turns=total - 1))
        chosen = render.replay.sample(total)
        frames = await asyncio.to_thread(turn_frames, record, games,
                                         only=chosen if len(chosen) < total else None)
        last = total - 1
        limit = getattr(interaction, "filesize_limit", None) or DEFAULT_UPLOAD_LIMIT
        budget = min(UPLOAD_BUDGET, limit)
        replay_boards = getattr(self.bot.renderer, "replay_boards", None)
        if replay_boards is not None:  # the process pool: boards drawn as images, in parallel
            colours, indexed = await replay_boards(loaded.game.id, [(f.view, f.last_action) for f in frames],
                                                   total, public)
        else:
            boards = [await self.board_png(loaded.game.id, frame.view, frame.last_action, public)
                      for frame in frames]
        kept = list(range(len(frames)))
        while True:
            captions = [self.caption(public, loaded, frames[k].turn, frames[k].lines, last,
                                     first=frames[kept[n - 1]].turn + 1 if n else None)
                        for n, k in enumerate(kept)]
            if replay_boards is not None:
                gif = await self.bot.renderer.replay_gif(colours, indexed, captions, kept)
            else:
                gif = await self.animation([(boards[k], caption) for k, caption in zip(kept, captions,
                                                                                       strict=True)], total)
            if len(gif) <= budget or len(kept) <= 2:
                break
            # Busier boards than the frame count was chosen for: fewer frames, in proportion, with room.
            fewer = len(kept) * budget * 9 // (10 * len(gif))
            kept = [kept[n] for n in render.replay.spread(len(kept), fewer)]
        name = f"replay-{game_id}-{loaded.game.id}.gif"
        # The animation's alt text, in the language of whoever sees it (the channel's in a server).
        alt = cards.replay_alt(public, game_id, last, loaded.game, loaded.state)
        content = t(public, "history-replay-post", id=game_id, title=text(public, loaded.game.title),
                    turns=last, user=f"<@{interaction.user.id}>")
        if len(kept) < total:
            gap = max(frames[b].turn - frames[a].turn for a, b in itertools.pairwise(kept))
            content += "\n" + t(public, "history-replay-timelapse", turns=last, frames=len(kept), every=gap,
                                 id=game_id)
        if interaction.guild_id is not None and interaction.channel_id is not None:
            channel = self.bot.get_partial_messageable(interaction.channel_id, guild_id=interaction.guild_id)
            try:
                await channel.send(content=content,
                                   file=discord.File(io.BytesIO(gif), filename=name, description=alt),
                                   allowed_mentions=discord.AllowedMentions.none())
            except discord.HTTPException as error:
                log.warning("game %d: replay not posted (%s)", game_id, error)
                raise PlayerError(t(lang, "history-replay-not-posted")) from error
            await self.bot.reply(interaction, t(lang, "history-replay-posted", id=game_id,
                                                size=round(len(gif) / 1_000_000, 1)))
        else:
            await self.bot.reply(interaction, content,
                                 file=discord.File(io.BytesIO(gif), filename=name, description=alt),
                                 allowed_mentions=discord.AllowedMentions.none())

    async def show_step(self, interaction: discord.Interaction, loaded: LoadedGame, record: dict[str, Any],
                        frame_number: int, lang: str, *, edit: bool = False) -> None:
        """The board after turn ``frame_number`` (0: the set-up) with ◀ ▶, "Go to turn…" (a modal), the
        select of blocks of turns (when there is more than one) and the select of the shown block's turns."""
        games = {loaded.game.id: loaded.game}
        total = frame_count(record, games)
        frame_number = min(max(frame_number, 0), total - 1)
        frames = await asyncio.to_thread(turn_frames, record, games, only=frame_number)
        frame = frames[0]
        png = await self.board_png(loaded.game.id, frame.view, frame.last_action, lang)
        caption = self.caption(lang, loaded, frame.turn, frame.lines, total - 1)
        content = clip(t(lang, "history-step-head", id=loaded.id, title=text(lang, loaded.game.title),
                         turn=frame.turn, total=total - 1) + "\n" + caption, messages.MAX_CONTENT)
        view = discord.ui.View(timeout=None)
        view.add_item(messages.button(ids.replay_step(loaded.id, max(frame_number - 1, 0)), "◀",
                                      disabled=frame_number == 0, row=0))
        view.add_item(messages.button(ids.replay_step(loaded.id, min(frame_number + 1, total - 1)), "▶",
                                      disabled=frame_number >= total - 1, row=0))
        view.add_item(messages.button(ids.replay_goto(loaded.id, total - 1), t(lang, "history-step-goto"),
                                      row=0))
        size = block_size(total)
        block = frame_number // size
        blocks = -(-total // size)
        if blocks > 1:
            first_block = min(max(0, block - SELECT_WINDOW // 2), max(0, blocks - SELECT_WINDOW))
            block_options = []
            for n in range(first_block, min(blocks, first_block + SELECT_WINDOW)):
                low, high = n * size, min(total, (n + 1) * size) - 1
                label = (t(lang, "history-step-block", first=low, last=high) if high > low
                         else t(lang, "history-step-option", turn=low))
                block_options.append(discord.SelectOption(label=clip(label, 100), value=str(low),
                                                          default=n == block))
            view.add_item(messages.select(ids.replay_block(loaded.id), t(lang, "history-step-blocks"),
                                          block_options, row=1))
        options = [discord.SelectOption(label=clip(t(lang, "history-step-option", turn=n)
                                                   if n else t(lang, "history-step-start"), 100),
                                        value=str(n), default=n == frame_number)
                   for n in range(block * size, min(total, (block + 1) * size))]
        view.add_item(messages.select(ids.replay_select(loaded.id), t(lang, "history-step-select"), options,
                                      row=2))
        file = discord.File(io.BytesIO(png), filename=f"replay-{loaded.id}-{frame_number}.png",
                            description=cards.view_alt(lang, loaded.game, frame.view))
        if edit:
            await self.bot.edit_pressed(interaction, content=content, view=view, attachments=[file],
                                        allowed_mentions=discord.AllowedMentions.none())
        else:
            await self.bot.reply(interaction, content, view=view, file=file,
                                 allowed_mentions=discord.AllowedMentions.none())

    # --- the post-game review -------------------------------------------------------------
    async def review(self, interaction: discord.Interaction, game_id: int) -> None:
        """``/records review``: the chart of each seat's chance of winning after every turn and the three
        turns that cost most, with what the hard level would have played. Only a finished game, shown to
        whom its replay is (its positions are then read whole: everything is public once it is over);
        computed once in the background with a progress message, then answered from the cache."""
        lang = await user_lang(self.bot, interaction)
        self.bot.limits.check("review", interaction.user.id, interaction.guild_id)  # core/limits.py
        loaded = await self.finished_game(interaction, game_id)
        try:
            record = await self.bot.history.record_of(loaded)
        except RecordError as error:
            raise PlayerError(t(lang, "history-not-finished", id=game_id)) from error
        said: list[datetime] = []

        async def progress(done: int, total: int) -> None:
            now = self.bot.clock()
            if done >= total or (said and (now - said[-1]).total_seconds() < REVIEW_PROGRESS_SECONDS):
                return
            said.append(now)
            await self.bot.edit_answer(interaction, content=t(lang, "review-progress", id=game_id,
                                                             turn=done, total=total - 1))

        reviewed = await self.bot.reviews.review(game_id, record, progress)
        content, file = await self.review_answer(loaded, record, reviewed, lang)
        quiet = discord.AllowedMentions.none()
        if said:  # the progress message becomes the review
            await self.bot.edit_answer(interaction, content=content, attachments=[file],
                                       allowed_mentions=quiet)
        else:
            await self.bot.reply(interaction, content, file=file, allowed_mentions=quiet)

    def seat_name(self, lang: str, loaded: LoadedGame, seat: int) -> str:
        return text(lang, loaded.game.seat_label(loaded.state, seat))

    async def review_answer(self, loaded: LoadedGame, record: dict[str, Any], reviewed: post_game.Review,
                            lang: str) -> tuple[str, discord.File]:
        """The review's words and its chart (with its alt text) in ``lang``."""
        game = loaded.game
        explained = await asyncio.to_thread(post_game.explain, record, {game.id: game}, reviewed)
        shared = reviewed.shared

        def value(amount: float) -> str:
            if shared:
                return format_number(lang, round(amount, 1))
            return t(lang, "review-percent", value=round(amount * 100))

        lines = [t(lang, "review-head", id=loaded.id, title=text(lang, game.title))]
        lines.append(t(lang, "review-shared-intro" if shared else "review-intro"))
        if reviewed.drops:
            lines.append(t(lang, "review-drops-head"))
        else:
            lines.append(t(lang, "review-no-drops"))
        for number, (drop, (played, best)) in enumerate(zip(reviewed.drops, explained, strict=True), start=1):
            user = loaded.user_at(drop.seat)
            who = self.seat_name(lang, loaded, drop.seat) + (f" ({self.player(lang, user)})" if user else "")
            lines.append(t(lang, "review-drop", number=number, turn=drop.turn, player=who,
                           played=clip(text(lang, list(played), separator=" · "), 300),
                           before=value(drop.before), after=value(drop.after)))
            if best is None or drop.best_value is None:
                lines.append(t(lang, "review-drop-forced"))
            elif drop.played[:1] == (drop.best,):
                lines.append(t(lang, "review-drop-same"))
            else:
                lines.append(t(lang, "review-drop-best", best=clip(text(lang, best), 200),
                               value=value(drop.best_value)))
        lines.append("-# " + t(lang, "review-how"))
        series = self.review_series(lang, loaded, reviewed)
        title = t(lang, "review-chart-score" if shared else "review-chart-chance")
        png = await self.bot.render_chart(series, title=title, x_label=t(lang, "review-chart-turns"),
                                          percent=not shared)
        alt = review_alt(lang, loaded.id, title, series, reviewed, value)
        file = discord.File(io.BytesIO(png), filename=f"review-{loaded.id}.png", description=alt)
        return clip("\n".join(lines), messages.MAX_CONTENT), file

    def review_series(self, lang: str, loaded: LoadedGame, reviewed: post_game.Review) -> list[Series]:
        """The chart's lines: each seat's chance (or the table's expected score), the drops flagged."""
        flags: dict[int, list[tuple[int, str]]] = {}
        for number, drop in enumerate(reviewed.drops, start=1):
            flags.setdefault(0 if reviewed.shared else drop.seat, []).append((drop.turn, str(number)))
        if reviewed.shared:
            return [Series(t(lang, "review-table"), tuple(p.score[0] for p in reviewed.points),
                           kit.player_colour(0), tuple(flags.get(0, ())))]
        view = loaded.game.view(loaded.state, None)
        return [Series(self.seat_name(lang, loaded, seat), tuple(p.win[seat] for p in reviewed.points),
                       render.seat_colour(loaded.game.id, view, seat) or kit.player_colour(seat),
                       tuple(flags.get(seat, ())))
                for seat in range(reviewed.players)]

    # --- components ----------------------------------------------------------------------------------
    async def handle_unbound(self, interaction: discord.Interaction, parsed: ParsedId,
                             values: list[str] | None) -> Any:
        lang = await user_lang(self.bot, interaction)
        if parsed.kind == "rt":
            await self.ask_turn(interaction, parsed.game_id, int(parsed.fields["last"]), lang)
            return
        if parsed.kind != "hy":  # a board of the step-through drawn: limited (core/limits.py)
            self.bot.limits.check("step", interaction.user.id, interaction.guild_id)
        if parsed.kind == "rj":
            # A typed turn, answered within the bound (so a polite refusal is usually the answer itself,
            # else a private follow-up of the deferred update).
            async def jump() -> None:
                loaded = await self.finished_game(interaction, parsed.game_id)
                record = await self.bot.history.record_of(loaded)
                frame = typed_turn(lang, values, frame_count(record, {loaded.game.id: loaded.game}) - 1)
                await self.show_step(interaction, loaded, record, frame, lang, edit=True)
            await self.bot.answered(interaction, jump, update=True)
            return
        await self.bot.defer(interaction, update=True)
        if parsed.kind == "hy":
            await self.history(interaction, int(parsed.fields["user"]), int(parsed.fields["page"]),
                               parsed.game_id, edit=True)
            return
        if parsed.kind == "rp":
            frame = int(parsed.fields["frame"])
        else:  # "rq" a turn, "rb" a block (its first turn)
            if not values or not ids.NUMBER.fullmatch(values[0]):
                raise PlayerError(t(lang, "history-step-bad-choice"))
            frame = int(values[0])
        loaded = await self.finished_game(interaction, parsed.game_id)
        await self.show_step(interaction, loaded, await self.bot.history.record_of(loaded), frame, lang,
                             edit=True)

    async def ask_turn(self, interaction: discord.Interaction, game_id: int, last: int, lang: str) -> None:
        """"Go to turn…": a modal asking for the turn's number (its answer comes back as ``rj``). Nothing
        is read first: the modal must be the first answer (``last`` comes from the button, for the words
        only), and the number is checked when it comes back (a game this person may not see is refused
        then, with nothing of it shown)."""
        field = discord.ui.TextInput(custom_id=TURN_INPUT, style=discord.TextStyle.short, min_length=1,
                                     max_length=12, placeholder=str(last // 2))
        modal = discord.ui.Modal(title=clip(t(lang, "history-goto-title", id=game_id), 45),
                                 custom_id=ids.replay_jump(game_id))
        modal.add_item(discord.ui.Label(text=clip(t(lang, "history-goto-label"), 45),
                                        description=clip(t(lang, "history-goto-range", last=last), 100),
                                        component=field))
        # Stopped before it is sent, so discord.py keeps no copy waiting for its answer: the answer is
        # routed by its custom id like a button (bot/app.py), and still works after a restart.
        modal.stop()
        await interaction.response.send_modal(modal)

    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        raise LookupError(parsed.kind)  # every kind of this cog is unbound

    # --- commands ------------------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot
        game_choices = [app_commands.Choice(name=clip(text("en", game.title), 100), value=game_id)
                        for game_id, game in list(bot.games.items())[:25]]

        @group.command(name=cs("stats-name"), description=cs("stats-description"))
        @app_commands.rename(user=cs("stats-user-name"), game=cs("stats-game-name"))
        @app_commands.describe(user=cs("stats-user-description"), game=cs("stats-game-description"))
        async def stats(interaction: discord.Interaction, user: discord.User | None = None,
                        game: str | None = None) -> None:
            await bot.guarded(interaction, lambda: self.stats(interaction, user, game), defer=True)

        @group.command(name=cs("leaderboard-name"), description=cs("leaderboard-description"))
        @app_commands.rename(game=cs("leaderboard-game-name"))
        @app_commands.describe(game=cs("leaderboard-game-description"))
        async def leaderboard(interaction: discord.Interaction, game: str) -> None:
            await bot.guarded(interaction, lambda: self.leaderboard(interaction, game), defer=True)

        @group.command(name=cs("history-name"), description=cs("history-description"))
        @app_commands.rename(user=cs("history-user-name"))
        @app_commands.describe(user=cs("history-user-description"))
        async def history(interaction: discord.Interaction, user: discord.User | None = None) -> None:
            await bot.guarded(interaction, lambda: self.history(interaction, user.id if user else 0, 0, None),
                              defer=True)

        @group.command(name=cs("export-name"), description=cs("export-description"))
        @app_commands.rename(id=cs("export-id-name"))
        @app_commands.describe(id=cs("export-id-description"))
        async def export(interaction: discord.Interaction, id: GameNumber) -> None:  # noqa: A002
            await bot.guarded(interaction, lambda: self.export(interaction, id), defer=True)

        @group.command(name=cs("replay-name"), description=cs("replay-description"))
        @app_commands.rename(id=cs("replay-id-name"), step=cs("replay-step-name"))
        @app_commands.describe(id=cs("replay-id-description"), step=cs("replay-step-description"))
        @app_commands.choices(step=yes_no_choices())
        async def replay(interaction: discord.Interaction, id: GameNumber,  # noqa: A002
                         step: str = NO) -> None:
            await bot.guarded(interaction, lambda: self.replay(interaction, id, bool(yes_no(step))),
                              defer=True)

        @group.command(name=cs("review-name"), description=cs("review-description"))
        @app_commands.rename(id=cs("review-id-name"))
        @app_commands.describe(id=cs("review-id-description"))
        async def review(interaction: discord.Interaction, id: GameNumber) -> None:  # noqa: A002
            await bot.guarded(interaction, lambda: self.review(interaction, id), defer=True)

        if game_choices:
            app_commands.choices(game=game_choices)(stats)
            app_commands.choices(game=game_choices)(leaderboard)
        del history, export, replay, review  # registered on the group by the decorator


def block_size(total: int) -> int:
    """How many turns a block of the step-through holds for a game of ``total`` frames (see
    ``BLOCK_SIZES``)."""
    return next((size for size in BLOCK_SIZES if -(-total // size) <= SELECT_WINDOW), BLOCK_SIZES[-1])


def typed_turn(lang: str, values: list[str] | None, last: int) -> int:
    """The turn typed in "Go to turn…" (0, the set-up, to ``last``), or a polite refusal saying why."""
    typed = (values or [""])[0].strip().lstrip("#").strip()
    if not ids.NUMBER.fullmatch(typed):
        raise PlayerError(t(lang, "history-goto-not-a-number", value=clip(typed, 20) or "…", last=last))
    turn = int(typed)
    if turn > last:
        raise PlayerError(t(lang, "history-goto-out-of-range", turn=turn, last=last))
    return turn


#: The most characters Fluent puts in one placeable (python-fluent's limit): a longer story is told shorter.
FLUENT_PLACEABLE = 1000


def review_alt(lang: str, game_id: int, title: str, series: Sequence[Series], reviewed: post_game.Review,
               value: Callable[[float], str]) -> str:
    """The review chart's alt text: the whole story a sighted reader takes from the chart, within
    Discord's limit (:data:`ALT_TEXT_LIMIT`, through ``i18n.fit_text``). What it shows and over which
    turns; who led when, from the first turn to the last (the set-up leads nobody); the order at the end;
    the turning points numbered on the chart. In solo and co-op: the expected score at the start, lowest,
    highest and at the end. A long game's changes of lead are told in fewer spells (the shortest folded
    into their neighbours, and said so) so that the end and the turning points always fit too."""
    turns = [point.turn for point in reviewed.points]
    head = t(lang, "review-alt-head", id=game_id, what=title, turns=turns[-1] if turns else 0)
    drops = "; ".join(t(lang, "review-alt-drop", number=number, turn=drop.turn,
                        seat=series[0 if reviewed.shared else drop.seat].label, before=value(drop.before),
                        after=value(drop.after))
                      for number, drop in enumerate(reviewed.drops, start=1))
    turning = t(lang, "review-alt-drops", drops=drops) if drops else ""
    if reviewed.shared:
        values = series[0].values
        story = t(lang, "review-alt-shared", start=value(values[0]), low=value(min(values)),
                  high=value(max(values)), end=value(values[-1]))
        return fit_text(lang, [head, story, turning], limit=ALT_TEXT_LIMIT)
    final = sorted(range(len(series)), key=lambda seat: -series[seat].values[-1])
    end = t(lang, "review-alt-end", order=", ".join(
        t(lang, "review-alt-order", seat=series[seat].label, value=value(series[seat].values[-1]))
        for seat in final))
    room = ALT_TEXT_LIMIT - sum(len(part) + 1 for part in (head, end, turning) if part)
    story = lead_story(lang, series, turns, room)
    return fit_text(lang, [head, story, end, turning], limit=ALT_TEXT_LIMIT)


def lead_story(lang: str, series: Sequence[Series], turns: Sequence[int], room: int) -> str:
    """Who led when, from the first turn on, in at most ``room`` characters: every spell of the lead, or
    (too many for the room) the shortest but the last folded into the spell before them (the first into
    the one after) until the story fits, saying it leaves them out and how often the lead changed hands
    in all."""
    runs = [[seat, turns[first], turns[last]] for seat, first, last in leads(series, start=1)]
    if not runs:
        return ""
    changes = len(runs) - 1

    def spells_said(spells: list[list[int]]) -> str:
        return "; ".join(t(lang, "review-alt-run-one", seat=series[seat].label, turn=first) if first == last
                         else t(lang, "review-alt-run", seat=series[seat].label, first=first, last=last)
                         for seat, first, last in spells)

    def told(spells: list[list[int]], said: str) -> str:
        if len(spells) == len(runs):
            return t(lang, "review-alt-leads", runs=said)
        return t(lang, "review-alt-leads-merged", runs=said, changes=changes)

    def length(spells: list[list[int]]) -> int:
        """The story's length, measured without formatting an over-long placeable (Fluent refuses one of
        more than :data:`FLUENT_PLACEABLE` characters)."""
        said = spells_said(spells)
        if len(said) > FLUENT_PLACEABLE:
            return room + len(said)
        return len(told(spells, "")) + len(said)

    spells = [list(run) for run in runs]
    while length(spells) > room and len(spells) > 1:
        # The last spell stays whatever its length: who led at the end is the story's end.
        foldable = range(len(spells) - 1) if len(spells) > 2 else range(len(spells))
        # The shortest spell, beside the shortest neighbour before it: a story of even spells is
        # halved evenly along the game rather than lumped at its start.
        def weight(index: int, spells: list[list[int]] = spells) -> tuple[int, int, int]:
            before = spells[index - 1][2] - spells[index - 1][1] if index else len(turns)
            return spells[index][2] - spells[index][1], before, index

        shortest = min(foldable, key=weight)
        if shortest == 0:
            spells[1][1] = spells[0][1]
        else:
            spells[shortest - 1][2] = spells[shortest][2]
        del spells[shortest]
        merged: list[list[int]] = []
        for spell in spells:  # neighbours of one seat become one spell
            if merged and merged[-1][0] == spell[0]:
                merged[-1][2] = spell[2]
            else:
                merged.append(spell)
        spells = merged
    return told(spells, spells_said(spells))


def leads(series: Sequence[Series], start: int = 0) -> list[tuple[int, int, int]]:
    """Who led when: (seat, first index, last index) runs from the point ``start`` on, a tie going to the
    leader before."""
    runs: list[list[int]] = []
    leader = None
    for turn in range(start, len(series[0].values)):
        top = max(one.values[turn] for one in series)
        best = [seat for seat, one in enumerate(series) if one.values[turn] >= top - 1e-9]
        now = leader if leader in best else best[0]
        if runs and runs[-1][0] == now:
            runs[-1][2] = turn
        else:
            runs.append([now, turn, turn])
        leader = now
    return [(seat, first, last) for seat, first, last in runs]


def record_card(head: str, lines: Sequence[str], notes: Sequence[str] = (),
                rows: Sequence[Sequence[discord.ui.Item[Any]]] = ()) -> discord.ui.LayoutView:
    """A records answer as a card: its head line as the heading, its lines, what its figures mean in small
    print, its page buttons."""
    body = "\n".join(lines) + "".join(f"\n-# {note}" for note in notes)
    return cards.text_card(head.replace("**", ""), body.strip(), rows=rows)


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(HistoryCog(bot))
