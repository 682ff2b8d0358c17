"""Issue 28, German: what a German player reads. A count of one agrees with its verb and noun, the terms the
glossary fixes (i18n/locales/de/glossary.md) are the ones the catalogs use, the imperative has one form, and
the command names are ones people guess and tell apart."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast

import i18n
import rules
from i18n import t

#: Every German catalog and rules text: the platform's and each game's.
GERMAN_FILES = sorted([*(Path(i18n.__file__).parent / "locales" / "de").glob("*.ftl"),
                       *Path(rules.__file__).parent.glob("*/locales/de/*")])


@functools.cache
def german_messages() -> dict[str, str]:
    """Every German message's source text (its value and variants), by id."""
    messages: dict[str, str] = {}
    for path in GERMAN_FILES:
        if path.suffix != ".ftl":
            continue
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                messages[entry.id.name] = FluentSerializer().serialize_entry(entry)
    return messages




@pytest.mark.parametrize(("msg_id", "args", "reads", "never"), [
    # the usual case: the lobby's creator alone presses Start
    ("bot-error-player-count", {"game": "Iwari", "low": 2, "high": 5, "joined": 1},
     "Iwari braucht 2–5 Spieler; erst 1 ist beigetreten.", "1 sind"),
    ("bot-error-player-count", {"game": "Iwari", "low": 2, "high": 5, "joined": 0},
     "noch niemand ist beigetreten", "0 sind"),
    ("bot-error-player-count", {"game": "Iwari", "low": 3, "high": 5, "joined": 2},
     "2 sind beigetreten", "2 ist"),
    ("bot-mine-head", {"count": 6, "waiting": 1}, "(6; 1 wartet auf dich)", "1 warten"),
    ("bot-mine-head", {"count": 6, "waiting": 2}, "(6; 2 warten auf dich)", "wartet"),
    ("bot-mine-head", {"count": 6, "waiting": 0}, "(6; keines wartet auf dich)", "0"),
    ("bot-status-lobby", {"game": "Iwari", "joined": 1}, "Lobby Iwari: 1 Spieler ist beigetreten;", "(en)"),
    ("bot-status-lobby", {"game": "Iwari", "joined": 0}, "Lobby Iwari: noch niemand ist beigetreten;", "0"),
    ("bot-game-begins", {"players": 3}, "Das Spiel beginnt mit 3 Spielern.", "Person"),
    ("bot-game-begins", {"players": 1}, "Das Spiel beginnt mit 1 Spieler.", "Spielern"),
])
def test_a_number_agrees_with_its_words(msg_id, args, reads, never):
    text = t("de", msg_id, **args)
    assert reads in text
    assert never not in text


def test_players_are_spieler_and_spielende_is_only_the_end_of_a_game():
    assert t("de", "bot-lobby-players", count=3, high=5) == "Spieler (3/5)"
    assert t("de", "bot-board-players") == "Spieler"
    assert t("de", "bot-lobby-footer-new", low=2, high=5).startswith("2–5 Spieler. ")
    assert "Spieler" in t("de", "bot-error-table-full", players=5)
    assert "Startspieler Blau" in t("de", "iwari-status-head", map="Hochland", round=2, first="Blau")
    # "Spielende" is the end of a game: a label before its result ("Spielende: Rot gewinnt",
    # "Spielende · …") or the Tiwanaku rules' heading, never a word for the players.
    for path in GERMAN_FILES:
        for match in re.finditer(r"Spielende\w*.{0,15}", path.read_text(encoding="utf-8")):
            assert re.match(r"Spielende(:| ·| und Spielarten)", match[0]), (path.name, match[0])


def test_the_rating_is_never_wertung_which_is_a_games_scoring():
    rating = ["history-rating", "history-rating-placed", "history-rating-provisional",
              "history-rating-meaning", "history-no-rating", "history-computer-stats",
              "history-leaderboard-head", "bot-help-ratings-title", "bot-help-ratings-text",
              "commands-stats-description"]
    for msg_id in rating:
        assert "Wertung" not in german_messages()[msg_id] and "Rating" in german_messages()[msg_id], msg_id
    assert t("de", "history-no-rating") == "noch kein Rating"
    assert not any("gereiht" in text for text in german_messages().values())


def test_an_iwari_map_is_a_spielplan_not_a_card():
    maps = ["iwari-option-map", "iwari-option-map-help", "iwari-map-label", "iwari-error-no-road",
            "iwari-error-no-territory"]
    for msg_id in maps:
        assert not re.search(r"karte", german_messages()[msg_id], re.IGNORECASE), msg_id
    assert t("de", "iwari-map-label", map="highlands") == "Hochland (Grundspielplan)"
    iwari_rules = (Path(rules.__file__).parent / "iwari" / "locales" / "de" / "rules.md").read_text(
        encoding="utf-8")
    assert "## Spielpläne" in iwari_rules and "Grundkarte" not in iwari_rules


def test_one_imperative_form_and_a_capital_after_a_colon_before_a_sentence():
    short = re.compile(r"\b(Drück|Wähl|Versuch|Hol|Schau|Schick|Frag|Genieß|Mach|Tu)\b", re.IGNORECASE)
    lower = re.compile(r": (drücke|wähle|versuche|nimm|setze|nutze|hole|sieh)\b")
    for path in GERMAN_FILES:
        text = path.read_text(encoding="utf-8")
        assert not short.search(text), (path.name, short.search(text)[0])
        assert not lower.search(text), (path.name, lower.search(text)[0])
    assert t("de", "bot-panel-only") == ("Das ist der einzige Zug, den du machen kannst: "
                                         "Drücke ihn, um weiterzumachen.")


@pytest.mark.parametrize("msg_id", ["bot-error-replay-failed", "bot-error-channel-busy",
                                    "bot-error-vote-yours"])
def test_whoever_opened_the_game_is_asked_in_a_grammatical_sentence(msg_id):
    text = t("de", msg_id)
    assert "wer es eröffnet hat, es" not in text  # "Bitte wer es eröffnet hat, es … zu beenden"
    assert "die Person, die es eröffnet hat, es mit `/spiel abbrechen`" in text


def test_one_addressee_per_sentence():
    # ihr to the group that should start a new game, du to the one who opens a game elsewhere
    assert "Bittet die Person" in t("de", "bot-error-replay-failed")
    assert "startet dann ein neues" in t("de", "bot-error-replay-failed")
    busy = t("de", "bot-error-channel-busy")
    assert "Warte" in busy and "eröffne deines" in busy and "Spielt" not in busy


def test_the_german_command_names_people_guess():
    assert t("de", "commands-play-name") == "zug"  # not "ziehen": drawing a card in Iwari's words
    assert t("de", "commands-undo-name") == "rückgängig"
    assert t("de", "commands-back-name") == "wieder-da"
    assert t("de", "commands-mine-name") == "meine-spiele"
    assert "`/spiel zug · rückgängig · meine-hand · tipp`" in t("de", "bot-help-commands-text")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_game_option_has_one_name_in_every_command(lang):
    names = {t(lang, f"commands-{key}-game-name") for key in ("new", "rules", "stats", "leaderboard")}
    assert len(names) == 1, (lang, names)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_subcommand_name_is_the_start_of_another(lang):
    """`zurück` (back) next to `zurücknehmen` (undo), `meine` next to `meine-hand`: typing the one offers
    both, and players take the one for the other."""
    english = (Path(i18n.__file__).parent / "locales" / "en" / "commands.ftl").read_text(encoding="utf-8")
    subcommands = re.findall(r"^(commands-[a-z]+-name) =", english, re.MULTILINE)
    names = [t(lang, msg_id) for msg_id in subcommands]
    assert len(names) >= 25
    clashes = [(a, b) for a in names for b in names
               if a != b and b.startswith(a) and (a, b) not in ALLOWED_CLASHES]
    assert clashes == []


#: Names one of which starts the other, kept on purpose: ``/game handover member:`` is the name players are
#: told (in the issue and the help); ``/game hand`` takes no option and answers privately, and ``handover``
#: cannot be sent without a member, so taking the one for the other shows itself at once and costs nothing.
ALLOWED_CLASHES = {("hand", "handover")}
