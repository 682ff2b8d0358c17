"""Issue 12 through the whole bot: which language each reader gets ("Which language"), and whole games of
each title played by Spanish, German and Italian players on servers of another language ("Tests": no
English sentence in anything the players receive, public posts in the server's language)."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from discord_spec import violations as spec_violations
from harness import Harness, Sent, play_game_through_buttons, play_turns, start_game
from menagerie import TEST_GAMES

import rules
from bot.app import ModuleRenderer
from i18n import normalize, t

#: English words that never occur as words in Spanish, German or Italian text: finding one in a message
#: for an es/de/it reader means an English sentence (or half of one) reached them.
ENGLISH_WORDS = ("the", "your", "you", "is", "turn", "and", "of", "with", "this", "not", "to", "press",
                 "please", "game", "board", "nothing", "player", "players", "here", "now", "who", "what")
ENGLISH = re.compile(r"\b(" + "|".join(ENGLISH_WORDS) + r")\b", re.IGNORECASE)
#: Discord markup that holds no words a person reads (mentions, channels, timestamps, links, the names of
#: attached images).
MARKUP = re.compile(r"<[@#]!?\d+>|<t:\d+(:\w)?>|https?://\S+|attachment://\S+|\b\w+\.png\b")


def english_in(text: str) -> list[str]:
    """The English function words in ``text`` (Discord markup left out), with some context."""
    cleaned = MARKUP.sub(" ", text)
    return [cleaned[max(0, m.start() - 40): m.end() + 40] for m in ENGLISH.finditer(cleaned)]


def test_the_detector_finds_english_and_passes_the_other_languages():
    assert english_in(t("en", "bot-your-turn-board", user="<@1>", seat="Red"))
    assert english_in(t("en", "bot-error-not-your-turn", who="Red"))
    for lang in ("es", "de", "it"):
        assert english_in(t(lang, "bot-your-turn-board", user="<@1>", seat="X")) == []
        assert english_in(t(lang, "bot-help-turn-text")) == []
    assert english_in("<@123> <#456> <t:1700000000:R> https://discord.com/channels/1/2/3") == []


# --- which language ------------------------------------------------------------------------------------


async def test_a_users_own_setting_beats_the_client_locale_and_auto_gives_it_back(harness: Harness):
    """Issue 12 "Which language": private answers use the user's own choice, else interaction.locale."""
    h = harness
    ana = h.user("ana")
    h.set_locale(ana, "es-419")
    reply = await h.slash(ana, "game board")  # no game here: a refusal, privately
    assert reply.ephemeral and reply.ephemeral[-1].content == t("es", "bot-error-no-game-here")
    reply = await h.slash(ana, "game settings", language="de")
    assert t("de", "bot-settings-quiet-none") in reply.ephemeral[-1].content
    assert "Deutsch" in reply.ephemeral[-1].content
    assert (await h.bot.store.user_settings(ana.id)).language == "de"
    assert (await h.slash(ana, "game board")).ephemeral[-1].content == t("de", "bot-error-no-game-here")
    await h.slash(ana, "game settings", language="auto")
    assert (await h.bot.store.user_settings(ana.id)).language is None
    assert (await h.slash(ana, "game board")).ephemeral[-1].content == t("es", "bot-error-no-game-here")


async def test_an_unknown_client_locale_gets_english(harness: Harness):
    h = harness
    ana = h.user("ana")
    h.set_locale(ana, "pt-BR")
    assert (await h.slash(ana, "game board")).ephemeral[-1].content == t("en", "bot-error-no-game-here")
    h.set_locale(ana, "it")
    assert (await h.slash(ana, "game board")).ephemeral[-1].content == t("it", "bot-error-no-game-here")


async def test_the_server_setting_beats_the_guild_locale_for_public_posts(harness: Harness):
    """Issue 12: public posts use /game config language, else the guild's preferred locale, else English;
    the lobby (a public message) is in the server's language whoever opened it."""
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    admin = h.user("admin")
    admin.permissions |= 1 << 5  # Manage Server
    h.set_locale(ana, "es-ES")
    h.guild_locale = "it"
    reply = await h.slash(ana, "game new", game="menagerie")
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    assert lobby.title() == t("it", "bot-lobby-title-new", game=TEST_GAMES["menagerie"].title)
    assert [b["label"] for b in lobby.buttons()] == [
        t("it", "bot-lobby-join"), t("it", "bot-lobby-leave"), t("it", "bot-lobby-start"),
        t("it", "computer-add-button")]
    # A member may not change the language; the refusal is in their own language.
    refused = await h.slash(ana, "game config", language="de")
    assert refused.ephemeral[-1].content == t("es", "bot-config-manage-server")
    answer = await h.slash(admin, "game config", language="de")
    assert "Deutsch" in answer.ephemeral[-1].content
    assert (await h.bot.store.guild_settings(900_000_000_000_000_001)).language == "de"
    await h.press(ben, h.find_custom_id("lb:", ":join"))  # the lobby is redrawn: now in German
    redrawn = h.message_with(h.find_custom_id("lb:", ":join"))
    assert redrawn is not None and redrawn.buttons()[0]["label"] == t("de", "bot-lobby-join")
    # Back to "as Discord says": the guild's preferred locale again.
    await h.slash(admin, "game config", language="auto")
    await h.press(ben, h.find_custom_id("lb:", ":leave"))
    redrawn = h.message_with(h.find_custom_id("lb:", ":join"))
    assert redrawn is not None and redrawn.buttons()[0]["label"] == t("it", "bot-lobby-join")


async def test_latin_american_players_read_ustedes_and_computadora_and_players_in_spain_do_not(
        harness: Harness):
    """Issue 28: an es-419 client reads *ustedes* and "computadora", an es-ES one *vosotros* and "ordenador";
    everything else they read is the same Spanish. The lobby is in the server's variant."""
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    h.set_locale(ana, "es-419")
    h.set_locale(ben, "es-ES")
    h.guild_locale = "es-419"
    reply = await h.slash(ana, "game new", game="menagerie")
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    assert [b["label"] for b in lobby.buttons()] == ["Unirse", "Salir", "Empezar", "Añadir computadora"]
    helps = {}
    for user in (ana, ben):
        embeds = (await h.slash(user, "game help")).ephemeral[-1].embeds
        helps[user.name] = {e["title"]: e["description"] for e in embeds}
    assert helps["ana"].keys() == helps["ben"].keys()
    differing = {title for title in helps["ana"] if helps["ana"][title] != helps["ben"][title]}
    assert differing and all("computadora" in helps["ana"][title] and "ordenador" not in helps["ana"][title]
                             and "ordenador" in helps["ben"][title] for title in differing)
    assert "la computadora mueve tu valoración" in "".join(helps["ana"].values())
    assert "el ordenador mueve tu valoración" in "".join(helps["ben"].values())


async def test_dms_without_an_interaction_use_the_last_client_locale(harness: Harness):
    """Issue 12: a reminder DM is in the user's choice, else the locale their client last sent."""
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    h.set_locale(ana, "de")
    h.set_locale(ben, "it")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    record = await h.bot.store.get_game(db_id)
    assert record is not None
    dms = [sent for user in (ana, ben) for sent in h.dms[user.id]]
    assert dms, "the player to move gets a turn DM with their hand"
    for sent in h.dms[ana.id]:
        assert t("de", "bot-turn-dm-off") in sent.content or "deine private Ansicht" in sent.content
    for sent in h.dms[ben.id]:
        assert t("it", "bot-turn-dm-off") in sent.content or "la tua vista privata" in sent.content
    assert (await h.bot.store.user_settings(ben.id)).client_locale == "it"


async def test_the_log_shows_each_reader_the_stored_moves_in_their_language(harness: Harness):
    """Stored descriptions are Msg JSON (the stand-in's note is a bot message around the game's line);
    rows written as plain English before issue 12 are shown as they are."""
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    insert = ("INSERT INTO actions (game_id, seq, seat, action, description, turn, at) "
              "VALUES (?, ?, ?, ?, ?, ?, ?)")
    await h.bot.store.execute(
        insert, (db_id, 1, 0, "pass", "North passed (an old row).", 0, "2026-01-01T00:00:00+00:00"))
    await h.bot.store.execute(
        insert, (db_id, 2, 1, "pass", '{"id":"bot-played-by-standin","args":{"line":"East passed."}}', 0,
         "2026-01-01T00:01:00+00:00"))
    h.set_locale(ben, "de")
    text = (await h.slash(ben, "game log")).ephemeral[-1].content
    assert "North passed (an old row)." in text
    assert t("de", "bot-played-by-standin", line="East passed.") in text
    assert t("de", "bot-log-line", turn=1, line="x").split(" ")[0] in text  # "Zug 1: …"


# --- whole games ---------------------------------------------------------------------------------------


class LanguageRecordingRenderer(ModuleRenderer):
    """The real images, with the language each one was drawn in."""

    def __init__(self) -> None:
        self.languages: list[tuple[str, str]] = []

    def board(self, game_id: str, view: dict, *, last_action: str | None = None, lang: str = "en") -> bytes:
        self.languages.append(("board", lang))
        return super().board(game_id, view, last_action=last_action, lang=lang)

    def hand(self, game_id: str, view: dict, *, lang: str = "en") -> bytes:
        self.languages.append(("hand", lang))
        return super().hand(game_id, view, lang=lang)


def received_privately(h: Harness, user_ids: set[int]) -> list[Sent]:
    return [s for s in h.sent if s.where in ("ephemeral", "dm") and s.user_id in user_ids]


# Seeds and options of the per-game tests (test_<game>_bot.py) known to make games of moderate length.
WHOLE_GAMES = [
    pytest.param("iwari", 2, {"map": "lowlands"}, 21, "es-ES", "it", id="iwari-es-players-it-server"),
    pytest.param("tiwanaku", 2, {"size": "short"}, 3, "de", "es-419", id="tiwanaku-de-players-es-419-server"),
    pytest.param("wayfinders", 2, {"exploration": "on", "setup": "resources"}, 6, "it", "de",
                 id="wayfinders-it-players-de-server"),
]


@pytest.mark.parametrize("game_id, players, options, seed, player_locale, guild_locale", WHOLE_GAMES)
async def test_a_whole_game_reaches_its_players_without_english(tmp_path: Path, game_id, players, options,
                                                                 seed, player_locale, guild_locale):
    """Issue 12 "Done when": a whole game through the harness with the players' client in es, de or it
    and the server in another of them: nothing a player receives privately (panels, buttons and menus,
    replies, DMs) has an English sentence, and every public post is in the server's language."""
    renderer = LanguageRecordingRenderer()
    h = await Harness.create(tmp_path, games=rules.GAMES, renderer=renderer)
    try:
        users = [h.user(f"p{i}") for i in range(players)]
        for user in users:
            h.set_locale(user, player_locale)
        h.guild_locale = guild_locale
        player_lang, server_lang = normalize(player_locale), normalize(guild_locale)  # es-419 stays es-419
        run = await play_game_through_buttons(h, game_id, users, options, seed=seed)
        record = await h.bot.store.get_game(run.game_db_id)
        assert record is not None and record.status == "finished"

        private = received_privately(h, {user.id for user in users})
        assert any(s.where == "ephemeral" for s in private) and any(s.where == "dm" for s in private)
        leaks = {s.text()[:80]: english_in(s.text()) for s in private if english_in(s.text())}
        assert leaks == {}
        public = [s for s in h.sent if s.where == "channel"]
        leaks = {s.text()[:80]: english_in(s.text()) for s in public if english_in(s.text())}
        assert leaks == {}
        # The public posts are in the server's language: the board's words and buttons, the final scores.
        boards = [s for s in public
                  if s.kind == "create" and any(c.startswith("turn:") for c in s.custom_ids())]
        assert boards and all(s.is_card and s.buttons()[0]["label"] == t(server_lang, "bot-board-take-turn")
                              for s in boards)
        final = [s for s in public
                 if s.title() == t(server_lang, "bot-final-title", game=rules.GAMES[game_id].title)]
        assert final and final[0].is_card
        # Every request of the whole game, cards and their edits included, is one Discord's published
        # specification accepts.
        found = sorted({problem for method, path, body in h.http_log
                        for problem in spec_violations(method, path, body)})
        assert found == [], "\n".join(found[:5])
        # The panels speak the players' language.
        take_turn = t(player_lang, "bot-panel-back"), t(player_lang, "bot-panel-confirm")
        assert any(b.get("label") in take_turn or (b.get("label") or "").startswith(take_turn[1])
                   for s in private for b in s.buttons())
        # Boards are drawn in the server's language, hands in the player's.
        assert {lang for kind, lang in renderer.languages if kind == "board"} == {server_lang}
        hands = {lang for kind, lang in renderer.languages if kind == "hand"}
        assert hands <= {player_lang}
        assert bool(hands) == any(name == "hand.png" for s in private for name, _ in s.files)
        assert h.violations == []
    finally:
        await h.close()


async def test_reminders_and_stand_in_notices_follow_the_reader(harness: Harness):
    """Issue 12 for what the clock sends on its own: the half-time reminder DM in the player's language
    (their last client locale), the channel's last call and the stand-in's notice in the server's, and
    the stand-in's line in the public log each reader's own."""
    h = harness
    start = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)
    h.clock.set(start)
    ana, ben = h.user("ana"), h.user("ben")
    h.set_locale(ana, "de")
    h.set_locale(ben, "it")
    h.guild_locale = "es-ES"
    db_id = await start_game(h, "menagerie", [ana, ben], seed=11)
    record = await h.bot.store.get_game(db_id)
    loaded = await h.bot.service.load(record)
    waiting = ana if loaded.to_play_user() == ana.id else ben
    lang = "de" if waiting is ana else "it"
    h.clock.set(start + timedelta(hours=12))
    sent = await h.tick()
    assert [s.where for s in sent] == ["dm"]
    assert sent[0].buttons()[0]["label"] == t(lang, "bot-reminder-mute-button")
    assert english_in(sent[0].text()) == []
    h.clock.set(start + timedelta(hours=21.6))
    sent = await h.tick()
    assert [s.where for s in sent] == ["channel"] and english_in(sent[0].text()) == []
    assert t("es", "bot-reminder-channel", user=f"<@{waiting.id}>", game="Menagerie", left="X").split(
        "<t:")[0][:20] in sent[0].content
    h.clock.set(start + timedelta(hours=24))
    sent = await h.tick()
    # The time-out is told on the board the stand-in's move posts (after its commit), in the server's words.
    notice = t("es", "bot-timeout-standin-played", user=f"<@{waiting.id}>")
    assert any(notice in s.text() for s in sent if s.where == "channel")
    reader = ben if waiting is ana else ana
    log = (await h.slash(reader, "game log")).ephemeral[-1].content
    other = "it" if reader is ben else "de"
    assert t(other, "bot-played-by-standin", line="").strip() in log


#: A Python bool as a player would read it: Discord's boolean options were quoted "recordatorios:False".
PYTHON_BOOL = re.compile(r"\b(True|False)\b")


@pytest.mark.parametrize(("locale", "lang", "quoted", "summary"), [
    ("es-ES", "es", "`/partida ajustes recordatorios:No`", "recordatorios:Sí|No"),
    ("de", "de", "`/spiel einstellungen erinnerungen:Nein`", "erinnerungen:Ja|Nein"),
])
async def test_yes_or_no_options_are_quoted_in_the_readers_words(harness: Harness, locale, lang, quoted,
                                                                 summary):
    """Issue 28: the turn DM quotes the reminders option with its choice in the reader's language, never a
    Python bool; so does the settings answer, and the option takes the localised choice."""
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    h.set_locale(ana, locale)
    h.set_locale(ben, locale)
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    await play_turns(h, db_id, random.Random(2), max_turns=3)
    dms = [sent for user in (ana, ben) for sent in h.dms[user.id]]
    turn_dms = [sent for sent in dms if t(lang, "bot-turn-dm-off") in sent.content]
    assert turn_dms and all(quoted in sent.content for sent in turn_dms)
    assert [sent.content for sent in dms if PYTHON_BOOL.search(sent.content)] == []
    reply = await h.slash(ana, "game settings", reminders="no")
    answer = reply.ephemeral[0].content
    assert summary in answer and not PYTHON_BOOL.search(answer)
    assert t(lang, "bot-off") in answer  # the choice took effect
    assert not (await h.bot.store.user_settings(ana.id)).turn_reminders
