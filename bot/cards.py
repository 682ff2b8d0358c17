"""The bot's cards: messages in Discord's Components V2 layout (message flag ``IS_COMPONENTS_V2``, 1 << 15,
which discord.py sets for a ``discord.ui.LayoutView``), one ``Container`` each.

A **game card** is the board post after a turn: its heading ("<title> · after turn N"), the board image in a
media gallery with its alt text, one separator, what happened (the last full round: each seat's turn since the
seat now to move last moved, a line per seat; issue 27), what the game waits for (whose turn, until when, as a
Discord timestamp), the score line (``status_text``: what the image leaves out), the seat legend and the
buttons, the container's accent the colour of the seat to move (``render.seat_colour``). The last one is the
**final card**: the outcome, the score breakdown, Rematch, and beside the board in its media gallery a chart
of each seat's score after every turn (issue 31; the game is over, so its scores are public). A
:class:`BoardCard` holds a card's words (in the channel's language) and draws its layout; it is kept in the
database with the live board's message id (``Store.set_board_message``), so the next board can take its
buttons off, and a clock change rewrite its waiting line, by an edit that sends all of it again (Discord's
rule for V2 messages) without reading the message back.

The rules Discord sets for a V2 message, kept here: no ``content``, no ``embeds``; at most
:data:`MAX_COMPONENTS` components in all (nested ones counted); at most :data:`MAX_CARD_TEXT` characters of
text displays in all (:func:`fit` clips the longest parts); an image's alt text at most
:data:`ALT_TEXT_LIMIT` characters. A card's parts carry fixed component ids (:class:`Part`), which Discord
keeps and sends back: the tests read a card by them.

Alt text: every image the bot posts carries it, in the reader's language (:func:`board_alt`,
:func:`hand_alt`, :func:`replay_alt`): the game's describer's words (``rules.base.Describer``) for the view
the image is drawn from, so an image and its alt text never disagree and nothing hidden reaches either.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, fields, replace
from enum import IntEnum
from typing import Any

import discord

import render
from bot import ids
from bot.computer_play import seat_name
from bot.messages import (
    GameComponent,
    board_text,
    button,
    clip,
    is_enabled,
    label,
    option_layout,
    score_fields,
    seat_legend,
    select,
)
from core.clocks import TableRules
from core.computers import is_computer
from core.reliability import MINIMUMS, Score
from i18n import fit_text, t, text
from rules.base import Game, Msg, State

#: The message flag of a Components V2 message.
COMPONENTS_V2 = 1 << 15
#: Discord's limits for a V2 message: components in all (nested ones counted), characters of its text
#: displays in all, characters of an image's description (alt text).
MAX_COMPONENTS = 40
MAX_CARD_TEXT = 4000
ALT_TEXT_LIMIT = 1024
#: The file name of a board image (``attachment://board.png`` in the card's media gallery).
BOARD_FILE = "board.png"
#: The accent of a card that belongs to no seat (a lobby, a late post), and of a result shared by several.
COLOUR = 0x466EA0
SHARED_RESULT_COLOUR = 0xF1C40F


class Part(IntEnum):
    """The component ids of a card's parts (unique in a message; Discord sends them back as given)."""

    TITLE = 1
    BOARD = 2
    HAPPENED = 3
    RESULT = 4
    WAITING = 5
    SCORES = 6
    STATUS = 7
    PLAYERS = 8
    BUTTONS = 9
    BODY = 10
    FOOTER = 11
    NOTE = 12
    CONTROLS = 13  # the first of a lobby's rows of controls; the others follow
    #: The game card's line linking the game's web page (a server whose pages are on).
    WEB = 30


# --- text -------------------------------------------------------------------------------------------
def fit(texts: Sequence[str], limit: int = MAX_CARD_TEXT) -> list[str]:
    """The texts with the longest cut (an ellipsis ends it) until all of them together fit ``limit``
    characters: a long game's lines give way before a short waiting line or a legend does."""
    parts = list(texts)
    while sum(map(len, parts)) > limit:
        longest = max(range(len(parts)), key=lambda index: len(parts[index]))
        excess = sum(map(len, parts)) - limit
        parts[longest] = clip(parts[longest], max(1, len(parts[longest]) - excess))
    return parts


# --- alt text ---------------------------------------------------------------------------------------
def board_alt(lang: str, game: Game, state: State) -> str:
    """The public board image's alt text in ``lang`` (the channel's for a post, the reader's for a private
    answer): the game's describer's words for the public view (``Describer.board_alt``: title and turn,
    whose turn, the last turn, the scores, then the position's key facts), joined within
    :data:`ALT_TEXT_LIMIT` characters, the least important left out first."""
    return view_alt(lang, game, game.view(state, None))


def view_alt(lang: str, game: Game, view: dict) -> str:
    """:func:`board_alt` of a public view already made (a replay's frame)."""
    return fit_text(lang, game.board_alt(view), limit=ALT_TEXT_LIMIT) or game.title


def hand_alt(lang: str, game: Game, state: State, seat: int) -> str:
    """A seat's hand image's alt text in its player's language (``Describer.hand_alt`` of that seat's
    view: only that player ever sees it)."""
    return fit_text(lang, game.hand_alt(game.view(state, seat)), limit=ALT_TEXT_LIMIT) or game.title


def replay_alt(lang: str, game_id: int, turns: int, game: Game, state: State) -> str:
    """A replay animation's alt text: which game and how many turns, then the final position's alt text
    (the animation ends on it)."""
    parts = (Msg("history-replay-alt", id=game_id, turns=turns), *game.board_alt(game.view(state, None)))
    return fit_text(lang, parts, limit=ALT_TEXT_LIMIT) or game.title


# --- colours ----------------------------------------------------------------------------------------
def seat_colour(game: Game, state: State, seat: int | None, *, view: dict | None = None) -> int | None:
    """The colour seat ``seat`` has on the board (``render.seat_colour``) as an accent, or None.
    ``view``: the public view, when the caller has it already."""
    if seat is None:
        return None
    rgb = render.seat_colour(game.id, view if view is not None else game.view(state, None), seat)
    return None if rgb is None else (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]


def result_colour(game: Game, state: State, *, view: dict | None = None) -> int:
    """A finished game's accent: its one winner's colour, or gold for a shared (or no) win."""
    winners = game.winners(state)
    colour = seat_colour(game, state, winners[0], view=view) if len(winners) == 1 else None
    return SHARED_RESULT_COLOUR if colour is None else colour


# --- layout -----------------------------------------------------------------------------------------
def card(*texts: tuple[Part | int, str], image: tuple[str, str] | None = None, image_after: int = 1,
         rows: Sequence[Sequence[discord.ui.Item[Any]]] = (), colour: int | None = COLOUR,
         first_row: int = Part.BUTTONS, more_images: Sequence[tuple[str, str]] = ()) -> discord.ui.LayoutView:
    """A card: one container of text displays (``(id, text)``, empty ones left out) with, after the first
    ``image_after`` of them, the image ``(url, alt text)`` (and ``more_images`` beside it: the final
    card's score chart) in a media gallery and the one separator, and then the rows of buttons and menus.
    The texts are fitted to :data:`MAX_CARD_TEXT` first."""
    shown = [(part, value) for part, value in texts if value]
    fitted = fit([value for _, value in shown])
    container = discord.ui.Container(accent_colour=colour)
    images = [image, *more_images] if image is not None else []
    for index, ((part, _), value) in enumerate(zip(shown, fitted, strict=True)):
        if index == image_after and images:
            _add_image(container, images)
        container.add_item(discord.ui.TextDisplay(value, id=int(part)))
    if images and len(shown) <= image_after:
        _add_image(container, images)
    for offset, items in enumerate(rows):
        if items:
            container.add_item(discord.ui.ActionRow(*items, id=first_row + offset))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


def _add_image(container: discord.ui.Container[Any], images: Sequence[tuple[str, str]]) -> None:
    gallery = discord.ui.MediaGallery(id=int(Part.BOARD))
    for url, alt in images:
        gallery.add_item(media=url, description=clip(alt, ALT_TEXT_LIMIT) or None)
    container.add_item(gallery)
    container.add_item(discord.ui.Separator())


def text_card(title: str, body: str, *, colour: int | None = COLOUR,
              rows: Sequence[Sequence[discord.ui.Item[Any]]] = ()) -> discord.ui.LayoutView:
    """A card of a heading and a text (a late post, a question with its buttons, a record)."""
    return card((Part.TITLE, f"### {title}" if title else ""), (Part.BODY, body), rows=rows, colour=colour)


@dataclass(frozen=True)
class BoardCard:
    """A game card's words, in the channel's language, and how it looks (see the module). JSON-able: it is
    kept with the live board's message id, to draw the card again without its buttons or with another
    waiting line."""

    title: str
    subtitle: str = ""
    image: str | None = None
    alt: str = ""
    #: The posted image's attachment id (Discord's, from the posted message): an edit keeps it by id.
    attachment_id: int | None = None
    #: The final card's score chart beside the board (issue 31): its file name, alt text and attachment id.
    chart: str | None = None
    chart_alt: str = ""
    chart_attachment_id: int | None = None
    happened: str = ""
    result: str = ""
    waiting: str = ""
    scores: str = ""
    status: str = ""
    players: str = ""
    #: The line linking the game's web page (small print, kept when the card is retired: an old board
    #: still leads to the game); "" for a server whose pages are off.
    web: str = ""
    colour: int | None = COLOUR
    #: The game's version the card tells up to (its announcement's): a computer's move already folded
    #: into it is not told twice (issue 27). None: a card kept before this was recorded.
    through: int | None = None
    #: Posted while a computer was to play: its moves up to the next human's turn (or the end) are folded
    #: into this card by an edit, rather than each posted as a card of its own (issue 27).
    awaits_computer: bool = False
    #: On a card awaiting a computer, the number of the turn it told first (the human's): every fold into it
    #: shows the turns from that one on, the human's move and each computer's after it (issue 27).
    since_turn: int | None = None

    def layout(self, buttons: Sequence[discord.ui.Item[Any]] = ()) -> discord.ui.LayoutView:
        heading = f"### {self.title}" + (f"\n-# {self.subtitle}" if self.subtitle else "")
        return card((Part.TITLE, heading), (Part.HAPPENED, self.happened), (Part.RESULT, self.result),
                    (Part.WAITING, self.waiting), (Part.SCORES, self.scores), (Part.STATUS, self.status),
                    (Part.PLAYERS, self.players), (Part.WEB, self.web),
                    image=(f"attachment://{self.image}", self.alt) if self.image else None,
                    more_images=[(f"attachment://{self.chart}", self.chart_alt)] if self.chart else (),
                    rows=[buttons], colour=self.colour)

    def retired(self) -> BoardCard:
        """The card once a newer one is posted: its image and what happened stay, as history; what it
        waited for goes (with its buttons, left out of its layout)."""
        return replace(self, waiting="", awaits_computer=False, since_turn=None)

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, data: str | None) -> BoardCard | None:
        """A kept card; None for none, or for one this version cannot read (the board is then left as
        it is rather than drawn wrong)."""
        if not data:
            return None
        try:
            values = json.loads(data)
            known = {field.name for field in fields(cls)}
            return cls(**{key: value for key, value in values.items() if key in known})
        except (TypeError, ValueError):
            return None


def accent_of(message: discord.Message | None) -> int | None:
    """The accent colour of a card (a message whose first component is a container), else None."""
    first = message.components[0] if message is not None and message.components else None
    colour = getattr(first, "accent_colour", None)
    return colour.value if isinstance(colour, discord.Colour) else colour


def attachment_id_of(message: discord.Message | None) -> int | None:
    """The id of the image a posted card shows (Discord puts it on the media gallery item, and leaves a
    V2 message's ``attachments`` empty), else of its first attachment."""
    found = attachment_ids_of(message)
    return found[0] if found else None


def attachment_ids_of(message: discord.Message | None) -> list[int]:
    """The ids of the images a posted card shows, in the order of its media gallery (the board, then the
    final card's chart), else of its attachments."""
    if message is None:
        return []
    found: list[int] = []
    stack: list[Any] = list(message.components)
    while stack:
        component = stack.pop(0)
        for item in getattr(component, "items", None) or []:
            media = getattr(item, "media", None)
            if getattr(media, "attachment_id", None):
                found.append(int(media.attachment_id))
        stack.extend(getattr(component, "children", None) or getattr(component, "components", None) or [])
    return found or [attachment.id for attachment in message.attachments]


class KeptAttachment:
    """An attachment an edit keeps, named by its id (what Discord needs; discord.py sends ``to_dict()``
    of each non-file attachment it is given)."""

    def __init__(self, attachment_id: int) -> None:
        self.id = attachment_id

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id}


# --- the game card ----------------------------------------------------------------------------------
def happened_text(lang: str, lines: Sequence[Msg | str], last_round: Sequence[str] = ()) -> str:
    """What happened, one bulleted line each, then ``last_round``'s lines as they are (the last full
    round, a line per seat: ``bot/recaps.py``)."""
    return "\n".join([*(f"• {board_text(lang, line)}" for line in lines), *last_round])


def small(value: str) -> str:
    """Lines in Discord's small print (``-#``): what a reader looks up rather than reads."""
    return "\n".join(f"-# {line}" for line in value.splitlines() if line.strip())


def players_text(lang: str, game: Game, state: State, users: Sequence[int],
                 hints: Sequence[int] | None = None) -> str:
    """The seat legend, small: who plays which seat. ``hints`` (a table that allows the coach's hints,
    issue 31): the hints each seat's player received, after their line when any ("💡2 hints": the
    count in words too, never a symbol or a colour alone), and a last line saying hints are allowed, so
    the game is not rated."""
    legend = seat_legend(lang, game, state, users)
    if hints is None:
        return small(legend)
    lines = legend.splitlines()
    if len(lines) == len(users):
        lines = [line + (f" · 💡{hints[seat]} " + t(lang, "hint-card-used", count=hints[seat])
                         if seat < len(hints) and hints[seat] else "")
                 for seat, line in enumerate(lines)]
    lines.append(hints_line(lang, True))
    return small("\n".join(lines))


@dataclass(frozen=True)
class TurnCard:
    """What the game card after a turn (or the start, or the final card) tells, as plain values the
    announcer works out (``bot/announce.py``): everything :func:`game_card` needs to build the card and
    its buttons, so the card's words and look are decided here alone and the announcer only carries the
    card out (draws, posts, edits, sends the DMs)."""

    lang: str
    game: Game
    state: State
    users: Sequence[int]
    #: The game's database id (its buttons name it) and its turns completed (the "Take your turn" button's).
    game_id: int
    turn: int
    #: What happened (the lines the card shows; a stand-in's notices first), then the last full round (a
    #: line per seat, ``bot/recaps.py``; empty when the card tells the turn's own lines).
    lines: Sequence[Msg | str]
    last_round: Sequence[str] = ()
    title: Msg | str | None = None
    #: Who is to move and until when (their mention, the deadline): the announcer reads the clocks.
    waiting: str = ""
    #: The board's image file name (None: no image yet, a computer is thinking) and the final score chart's.
    image: str | None = None
    chart: str | None = None
    #: A finished game: the lines saying the stand-in played part of a result, and whom the card pings.
    standin_lines: Sequence[str] = ()
    pings: Sequence[int] = ()
    #: The hints each seat received, when the table allows them.
    hints: Sequence[int] | None = None
    #: Whether the "Show my hand" button is offered (the game has private information).
    with_hand: bool = False
    #: The version the card tells up to; posted while a computer is to play (its moves are folded in), and
    #: then the turn the card told first.
    through: int | None = None
    awaits_computer: bool = False
    since_turn: int | None = None
    #: The game's web page (a server whose pages are on), linked in small print; None: no link.
    web_url: str | None = None


def game_card(told: TurnCard) -> tuple[BoardCard, list[GameComponent]]:
    """The game card that ``told`` describes, and its buttons: Take your turn (and Show my hand) while the
    game goes on, Rematch on the final card."""
    lang, game, state = told.lang, told.game, told.state
    result = ""
    if game.is_over(state):
        result = t(lang, "bot-game-over", outcome=clip(text(lang, game.outcome_text(state)), 1500))
        for line in told.standin_lines:  # a result the stand-in played a part of says so (a solo grade)
            result += "\n" + line
        if told.pings:
            result = " ".join(f"<@{user}>" for user in told.pings) + "\n" + result
        buttons = final_buttons(lang, told.game_id)
    else:
        buttons = board_buttons(lang, told.game_id, told.turn, with_hand=told.with_hand)
    made = board_card(lang, game, state, told.users, told.lines, title=told.title, waiting=told.waiting,
                      image=told.image, result=result, last_round=told.last_round, hints=told.hints)
    made = replace(made, through=told.through, awaits_computer=told.awaits_computer,
                   since_turn=told.since_turn if told.awaits_computer else None,
                   web=web_line(lang, told.web_url) if told.web_url else "")
    if told.chart is not None and told.image is not None:
        alt = t(lang, "bot-final-chart-alt", turns=game.turn_count(state),
                scores=scores_alt(lang, game, state))
        made = replace(made, chart=told.chart, chart_alt=clip(alt, ALT_TEXT_LIMIT))
    return made, buttons


def folded_card(made: BoardCard, kept: BoardCard, *, with_last_round: bool) -> BoardCard:
    """``made`` as it replaces the live card ``kept`` that awaited the computers: with the last full round
    it holds the human's move the card told and each computer's after it; without one, what ``kept`` told
    stays above the computers' moves."""
    if with_last_round:
        return made
    return replace(made, happened="\n".join(part for part in (kept.happened, made.happened) if part))


def board_card(lang: str, game: Game, state: State, users: Sequence[int], lines: Sequence[Msg | str], *,
               title: Msg | str | None = None, waiting: str = "", image: str | None = BOARD_FILE,
               result: str = "", last_round: Sequence[str] = (),
               hints: Sequence[int] | None = None) -> BoardCard:
    """The game card after a turn (or the start): ``lines`` what happened (then ``last_round``: the last
    full round, a line per seat), ``waiting`` the line about whose turn it is (with its mention and
    deadline), ``image`` the attached board's file name (None: no image).
    A finished game's card is its final card: the outcome (``result``, with whom it pings) and the score
    breakdown instead of the waiting line and the score line. ``hints``: the hints each seat received,
    when the table allows them (:func:`players_text`)."""
    heading = board_text(lang, title or Msg("bot-board-title", game=game.title, turn=game.turn_count(state)))
    happened = happened_text(lang, lines, last_round)
    over = game.is_over(state)
    view = game.view(state, None)  # the public view, once: the alt text and the colour read it
    alt = view_alt(lang, game, view) if image else ""
    base = BoardCard(title=clip(heading, 256), image=image, alt=alt, happened=happened,
                     players=players_text(lang, game, state, users, hints))
    if not over:
        # The score line and what else the image leaves out, in small print: on a phone the card reads
        # as what happened and whose turn it is; the details are there to look up.
        return replace(base, waiting=waiting, status=small(text(lang, card_status(game, state))),
                       colour=seat_colour(game, state, game.to_play(state), view=view) or COLOUR)
    return replace(base, title=clip(t(lang, "bot-final-title", game=game.title), 256), subtitle=heading,
                   result=result, scores=scores_text(lang, game, state),
                   colour=result_colour(game, state, view=view))


#: The ending of the message id of a game's status line that restates the last turn ("Last turn: …"):
#: the game card, which tells the turn in its own lines, leaves it out; ``/game status`` and ``/game
#: board`` keep it (the game contract's words, ARCHITECTURE.md).
LAST_TURN_STATUS = "-status-last"


def card_status(game: Game, state: State) -> tuple[Msg | str, ...]:
    """The game's status for the game card: its lines but the one restating the last turn."""
    status = game.status_text(state)
    lines = status if isinstance(status, tuple) else (status,)
    return tuple(line for line in lines if not (isinstance(line, Msg) and line.id.endswith(LAST_TURN_STATUS)))


def board_now_card(lang: str, game: Game, state: State, users: Sequence[int], *, over: bool,
                   notes: Sequence[str] = (), image: str | None = BOARD_FILE) -> BoardCard:
    """``/game board``'s private card: the board now (or the final board), its score line, the players,
    ``notes`` above them (the game is over; the stand-in's part in it)."""
    heading = t(lang, "bot-board-title-final" if over else "bot-board-title-now", game=game.title)
    colour = result_colour(game, state) if over else seat_colour(game, state, game.to_play(state))
    return BoardCard(title=clip(heading, 256), image=image,
                     alt=board_alt(lang, game, state) if image else "",
                     result="\n".join(notes), status=text(lang, game.status_text(state)),
                     players=players_text(lang, game, state, users), colour=colour or COLOUR)


def scores_text(lang: str, game: Game, state: State) -> str:
    """The score breakdown, best first: a bold line per scoring party and its parts under it; in a game
    whose lowest total wins, the lowest first, under a line saying so."""
    scoring = game.spec.scoring
    rows = score_fields(lang, game.score_breakdown(state), scoring)
    lines = [small(t(lang, "bot-final-lowest-wins"))] if scoring.lower_wins else []
    return "\n".join([*lines, *(f"**{name}**\n{value}" for name, value in rows)])


def scores_alt(lang: str, game: Game, state: State) -> str:
    """Each seat's score in words for an image's alt text (the final card's chart): "Red 31, Blue 12"."""
    return ", ".join(f"{text(lang, game.seat_label(state, seat))} {score}"
                     for seat, score in enumerate(game.scores(state)))


def web_line(lang: str, url: str) -> str:
    """The game card's line to the game's web page (its address whole: Discord shows it as a link)."""
    return small(t(lang, "weblink-card", url=url))


def board_buttons(lang: str, game_id: int, turn: int, *, with_hand: bool) -> list[GameComponent]:
    items = [button(ids.take_turn(game_id, turn), label(lang, "bot-board-take-turn"),
                    style=discord.ButtonStyle.primary)]
    if with_hand:
        items.append(button(ids.show_hand(game_id), label(lang, "bot-board-show-hand")))
    return items


def final_buttons(lang: str, game_id: int) -> list[GameComponent]:
    """The final card's button: a new lobby with the same players (each confirms) and options."""
    return [button(ids.rematch(game_id), t(lang, "bot-final-rematch"), style=discord.ButtonStyle.success)]


# --- the lobby card ---------------------------------------------------------------------------------
def lobby_card(lang: str, game: Game, game_id: int, options: Mapping[str, str], users: Sequence[int],
               creator_id: int, status: str = "lobby", table: TableRules | None = None, *,
               note: str = "", scores: Mapping[int, Score] | None = None,
               requirement: tuple[int | None, bool] = (None, True),
               hints: bool = False) -> discord.ui.LayoutView:
    """The lobby: who sits (with each human's reliability, ``scores``), the options, the time rules, the
    reliability asked (``requirement``: a minimum percentage, whether new players may join) and who opened
    it; while it is open, Join, Leave, Start and the computer players' buttons, a menu per option (or one
    for the on/off modules) and the time rules' menu. ``note``: a first line (a rematch's invitation,
    pinging whom it names)."""
    if status == "lobby":
        title = t(lang, "bot-lobby-title-new", game=game.title)
        footer = t(lang, "bot-lobby-footer-new", low=game.min_players, high=game.max_players)
    elif status == "active":
        title = t(lang, "bot-lobby-title-started", game=game.title)
        footer = t(lang, "bot-lobby-footer-started")
    else:
        title = t(lang, "bot-lobby-title-closed", game=game.title)
        footer = t(lang, "bot-lobby-footer-closed")
    table = table or TableRules()
    scores = scores or {}
    players = ("\n".join(f"{seat + 1}. {seat_name(lang, user)}{reliability_suffix(lang, scores.get(user))}"
                         for seat, user in enumerate(users))
               or t(lang, "bot-lobby-nobody"))
    # Once the game started, an option that means nothing at this table (a solo game's mode) is left out.
    option_lines = [f"**{text(lang, spec.label)}**: "
                    f"{text(lang, spec.label_of(options.get(name, spec.default)))}"
                    for name, spec in game.options.items()
                    if status == "lobby" or len(users) >= spec.min_players]
    body = [f"**{t(lang, 'bot-lobby-players', count=len(users), high=game.max_players)}**\n{players}"]
    if option_lines:
        body.append(f"**{t(lang, 'bot-lobby-options')}**\n" + "\n".join(option_lines))
    body.append(f"**{t(lang, 'bot-lobby-time')}**\n" + "\n".join(table.lines(lang)))
    minimum, allow_new = requirement
    if minimum is not None:
        body.append(t(lang, "bot-lobby-reliability-line", minimum=minimum, new=1 if allow_new else 0))
    if game.spec.capabilities.determinize:  # a title without a computer player has no coach either
        body.append(hints_line(lang, hints))
    body.append(f"**{t(lang, 'bot-lobby-created-by')}**: <@{creator_id}>")
    rows = (lobby_controls(lang, game, game_id, options, table, users=users, requirement=requirement,
                           hints=hints if game.spec.capabilities.determinize else None)
            if status == "lobby" else [])
    return card((Part.TITLE, f"### {title}"), (Part.NOTE, note), (Part.BODY, "\n\n".join(body)),
                (Part.FOOTER, f"-# {footer}"), rows=rows, first_row=Part.CONTROLS)


def hints_line(lang: str, allowed: bool) -> str:
    """The lobby's (and the game card's) line about the coach's hints (issue 31): allowed, and so not
    rated, or not allowed."""
    return "💡 " + t(lang, "hint-lobby-line", allowed=1 if allowed else 0)


def reliability_suffix(lang: str, score: Score | None) -> str:
    """`` · 96% reliable`` (or `` · new``) after a player's name; nothing for a computer seat."""
    if score is None:
        return ""
    if score.share is None:
        return " · " + t(lang, "bot-reliability-new")
    return " · " + t(lang, "bot-reliability-share", percent=score.percent or 0)


def lobby_controls(lang: str, game: Game, game_id: int, options: Mapping[str, str],
                   table: TableRules | None = None, *,
                   users: Sequence[int] = (),
                   requirement: tuple[int | None, bool] = (None, True),
                   hints: bool | None = None) -> list[list[GameComponent]]:
    """The lobby's rows: its buttons, then one select per option while they fit (else the on/off ones share
    a "Modules" multi-select), then the time rules. ``users``: the seats, so "Remove computer player" is
    offered only while a computer sits at the table. ``hints``: whether the coach's hints are allowed now
    (the time rules' menu offers the other choice; its first row is full of buttons already); None: the
    title has no computer player, so no hint to allow."""
    buttons = [button(ids.lobby(game_id, "join"), t(lang, "bot-lobby-join"),
                      style=discord.ButtonStyle.success),
               button(ids.lobby(game_id, "leave"), t(lang, "bot-lobby-leave")),
               button(ids.lobby(game_id, "start"), t(lang, "bot-lobby-start"),
                      style=discord.ButtonStyle.primary),
               button(ids.add_computer(game_id), t(lang, "computer-add-button"))]
    if any(is_computer(user) for user in users):
        buttons.append(button(ids.remove_computer(game_id), t(lang, "computer-remove-button")))
    rows: list[list[GameComponent]] = [buttons]
    singles, switches = option_layout(game.options)
    for name in singles:
        spec = game.options[name]
        current = options.get(name, spec.default)
        choices = [discord.SelectOption(label=clip(text(lang, choice), 100), value=value,
                                        default=value == current,
                                        description=clip(text(lang, spec.help), 100)
                                        if spec.help and value == current else None)
                   for value, choice in spec.choices]
        rows.append([select(ids.lobby_option(game_id, name), text(lang, spec.label), choices)])
    if switches:
        choices = [discord.SelectOption(label=clip(text(lang, game.options[name].label), 100), value=name,
                                        description=clip(text(lang, game.options[name].help), 100) or None,
                                        default=is_enabled(options.get(name, game.options[name].default)))
                   for name in switches]
        rows.append([select(ids.lobby_modules(game_id), t(lang, "bot-lobby-modules"), choices, min_values=0,
                            max_values=len(choices))])
    table = table or TableRules()
    rows.append([select(ids.table_rules(game_id), t(lang, "bot-lobby-table-rules"),
                        [discord.SelectOption(label=clip(name, 100), value=value)
                         for value, name, _ in [*table.choices(lang),
                                                *reliability_choices(lang, requirement),
                                                *hint_choices(lang, hints)]])])
    return rows


def reliability_choices(lang: str, requirement: tuple[int | None, bool]) -> list[tuple[str, str, bool]]:
    """The time rules menu's entries for the reliability asked: each minimum, and letting new players in
    or not (``reliable:new``, a switch)."""
    minimum, allow_new = requirement
    entries = [(f"reliable:{value or 0}",
                t(lang, "bot-lobby-reliability-choice", minimum=value or 0), value == minimum)
               for value in MINIMUMS]
    entries.append(("reliable:new", t(lang, "bot-lobby-reliability-new-choice", new=0 if allow_new else 1),
                    False))
    return entries


def hint_choices(lang: str, allowed: bool | None) -> list[tuple[str, str, bool]]:
    """The time rules menu's entry for the coach's hints (issue 31): the other choice than the table's
    now (``hints:on`` / ``hints:off``); none for a title without a computer player."""
    if allowed is None:
        return []
    return [("hints:off" if allowed else "hints:on",
             "💡 " + t(lang, "hint-lobby-choice", allow=0 if allowed else 1), False)]
