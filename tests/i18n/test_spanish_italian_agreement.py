"""Issue 28: the Spanish and Italian messages agree with a count of one (the review's "se han unido 1",
"ne sono entrati 1", "1 turno seguidos", "1 aspettano te", "1 vinte") and still read right at 0, 2 and 5."""

from __future__ import annotations

import pytest

import i18n


@pytest.mark.parametrize(("lang", "msg_id", "args", "one", "five"), [
    ("es", "bot-error-player-count", {"game": "Iwari", "low": 2, "high": 5},
     "Iwari necesita de 2 a 5 jugadores; solo se ha unido 1. Pide a otros que pulsen Unirse.",
     "Iwari necesita de 2 a 5 jugadores; se han unido 5. Pide a otros que pulsen Unirse."),
    ("it", "bot-error-player-count", {"game": "Iwari", "low": 2, "high": 5},
     "Iwari richiede da 2 a 5 giocatori; ne è entrato solo 1. Chiedi ad altri di premere Partecipa.",
     "Iwari richiede da 2 a 5 giocatori; ne sono entrati 5. Chiedi ad altri di premere Partecipa."),
    ("es", "bot-list-lobby", {"where": "#mesa", "game": "Iwari", "opened": "hoy"},
     "#mesa sala de **Iwari**: 1 jugador, abierta hoy", "#mesa sala de **Iwari**: 5 jugadores, abierta hoy"),
    ("it", "bot-list-lobby", {"where": "#tavolo", "game": "Iwari", "opened": "oggi"},
     "#tavolo lobby di **Iwari**: 1 giocatore, aperta oggi",
     "#tavolo lobby di **Iwari**: 5 giocatori, aperta oggi"),
    ("es", "bot-status-lobby", {"game": "Iwari"},
     "Sala de Iwari: se ha unido 1 jugador; quien la creó pulsa Empezar cuando estéis listos.",
     "Sala de Iwari: se han unido 5 jugadores; quien la creó pulsa Empezar cuando estéis listos."),
    ("it", "bot-status-lobby", {"game": "Iwari"},
     "Lobby di Iwari: 1 giocatore entrato; chi l'ha creata preme Inizia quando siete pronti.",
     "Lobby di Iwari: 5 giocatori entrati; chi l'ha creata preme Inizia quando siete pronti."),
])
def test_a_joined_count_of_one_agrees(lang, msg_id, args, one, five):
    assert i18n.t(lang, msg_id, joined=1, **args) == one
    assert i18n.t(lang, msg_id, joined=5, **args) == five


def test_turns_in_a_row_and_games_waiting_agree_at_one():
    assert i18n.t("es", "bot-handover-dm", count=1, game="Iwari", channel="#mesa").startswith(
        "No jugaste 1 turno seguido en **Iwari** (#mesa), así que")
    assert i18n.t("es", "bot-handover-post", count=2, user="Ana").startswith(
        "Ana no jugó 2 turnos seguidos, así que")
    assert [i18n.t("it", "bot-mine-head", count=6, waiting=n) for n in (0, 1, 2)] == [
        "**Le tue partite** (6; nessuna ti aspetta)", "**Le tue partite** (6; 1 ti aspetta)",
        "**Le tue partite** (6; 2 ti aspettano)"]
    assert i18n.t("es", "history-stats-line", scope="Aquí", played=1, won=1, rate=100, best=40,
                  rating="valoración 1.000").startswith("Aquí: 1 partida, 1 ganada (100 %)")
    assert i18n.t("it", "history-stats-line", scope="Qui", played=2, won=1, rate=50, best=40,
                  rating="valutazione 1.000").startswith("Qui: 2 partite, 1 vinta (50%)")


def test_pieces_resources_points_and_free_workers_agree_at_one():
    assert i18n.t("es", "iwari-pieces-entry", tribe="Rojo", tents=1, totems=1) == "Rojo 1 tienda, 1 tótem"
    assert i18n.t("it", "iwari-pieces-entry", tribe="Rosso", tents=1, totems=2) == "Rosso 1 tenda, 2 totem"
    assert i18n.t("es", "wayfinders-status-bag", count=1) == "Bolsa: 1 recurso."
    assert i18n.t("it", "wayfinders-status-bag", count=0) == "Sacchetto: 0 risorse."
    assert i18n.t("es", "wayfinders-render-hand-title", who="Blanco", points=1) == "Blanco · 1 punto"
    assert i18n.t("it", "wayfinders-render-hand-workers", free=1, out=2, left=3, cell="C4").startswith(
        "Lavoratori: 1 libero, 2 negli hangar")


def test_no_italian_article_stands_before_a_number_it_would_have_to_elide_into():
    """Italian elides an article before a number said with a vowel ("l'80%", "all'1%", "dell'11%"); a catalog
    cannot know the number, so no article ("il", "al", "del", "nel", "dei", "degli"...) stands right before
    a numeric placeable: the messages say "almeno 80%", "{ $votes } su { $needed }" instead."""
    import re

    from fluent.syntax import FluentParser, FluentSerializer, ast

    from conformance.catalogs import numeric_variables

    numeric = numeric_variables()
    article = re.compile(r"\b(il|al|del|dal|nel|sul|col|dei|degli|gli|i)\s+\{\s*\$(\w+)\s*\}(\s*%)?",
                         re.IGNORECASE)
    offences = []
    for entry in i18n.catalog_files("it"):
        for item in FluentParser().parse(entry.read_text(encoding="utf-8")).body:
            if isinstance(item, ast.Message):
                source = FluentSerializer().serialize_entry(item)
                offences += [f"{item.id.name}: {match[0]}" for match in article.finditer(source)
                             if match[3] or match[2] in numeric.get(item.id.name, ())]
    assert offences == []
    assert i18n.t("it", "bot-reliability-share", percent=80) == "affidabilità 80%"
    assert i18n.t("it", "hint-choice", rank=1, move="X", percent=8) == (
        "**1.** X: circa 8% di probabilità di vincere")



@pytest.mark.parametrize(("lang", "one", "many"), [
    ("en", "after an hour without", "after 5 hours without"),
    ("es", "tras una hora sin", "tras 5 horas sin"),
    ("es-419", "tras una hora sin", "tras 5 horas sin"),
    ("de", "nach einer Stunde ohne", "nach 5 Stunden ohne"),
    ("it", "dopo un'ora senza", "dopo 5 ore senza"),
])
def test_a_lobby_closed_after_one_hour_says_one_hour(lang, one, many):
    """A server may set the lobby expiry to 1 hour: no "1 horas / 1 Stunden / 1 ore"."""
    assert one in i18n.t(lang, "bot-lobby-expired", game="Iwari", hours=1)
    assert many in i18n.t(lang, "bot-lobby-expired", game="Iwari", hours=5)
