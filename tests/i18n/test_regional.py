"""Latin-American Spanish (issue 28): an ``es-419`` reader gets *ustedes* and *computadora* where Spain's
Spanish says *vosotros* and *ordenador*, from a small override catalog; every other message is the Spanish
one, word for word."""

from __future__ import annotations

import functools
import re

from fluent.syntax import FluentParser, FluentSerializer, ast

import i18n

#: Words only Spain's Spanish uses: the *vosotros* forms (pronouns, present tense, the imperatives the
#: catalogs use) and "ordenador".
SPAIN_ONLY = re.compile(
    r"\b(ordenador(es)?|vosotr[oa]s|vuestr[oa]s?|os|\w+(áis|éis)|decidís|"
    r"(empez|termin|puls|eleg|jug|decid|vot|esper|abr|pid)(ad|ed|id)(la|lo)?)\b",
    re.IGNORECASE)


@functools.cache
def _sources(lang: str) -> dict[str, str]:
    """Each message of a language's own files (not a variant's base) as Fluent source, by id."""
    sources: dict[str, str] = {}
    for entry in i18n.catalog_files(lang):
        for item in FluentParser().parse(entry.read_text(encoding="utf-8")).body:
            if isinstance(item, ast.Message):
                item.comment = None
                sources[item.id.name] = FluentSerializer().serialize_entry(item)
    return sources


def _variables(source: str) -> set[str]:
    return set(re.findall(r"\{\s*\$(\w+)", source))


def test_the_variant_is_not_a_menu_language_but_has_its_own_catalog():
    assert "es-419" not in i18n.LANGUAGES and i18n.base_language("es-419") == "es"
    assert len(_sources("es-419")) >= 20


def test_every_override_replaces_a_spanish_message_that_says_vosotros_or_ordenador():
    """An override exists only where Spain's words are, takes the same arguments, and says none of them."""
    problems = []
    for msg_id, source in _sources("es-419").items():
        spanish = _sources("es").get(msg_id)
        if spanish is None:
            problems.append(f"{msg_id}: not a Spanish message")
            continue
        if not SPAIN_ONLY.search(spanish):
            problems.append(f"{msg_id}: the Spanish one is neutral already")
        if found := SPAIN_ONLY.findall(source):
            problems.append(f"{msg_id}: still says {[match[0] for match in found]}")
        if _variables(source) != _variables(spanish):
            problems.append(f"{msg_id}: arguments {_variables(source)} vs {_variables(spanish)}")
    assert problems == []


def test_no_spanish_message_left_with_vosotros_or_ordenador_for_latin_america():
    """A Spanish message (the platform's or a game's) that says vosotros or ordenador has an override, and
    the rules texts an es-419 reader gets (Spain's, there are no others) say neither."""
    spain_only = {msg_id for msg_id, source in _sources("es").items()
                  if SPAIN_ONLY.search(source.split("=", 1)[1])}
    assert spain_only - set(_sources("es-419")) == set()
    for game_id in i18n.game_locales():
        assert SPAIN_ONLY.findall(i18n.rules_text("es-419", game_id)) == [], game_id
        assert i18n.rules_text("es-419", game_id) == i18n.rules_text("es", game_id)


def test_an_es_419_reader_gets_ustedes_and_computadora_and_an_es_es_reader_vosotros_and_ordenador():
    assert i18n.t("es-419", "computer-add-button") == "Añadir computadora"
    assert i18n.t("es", "computer-add-button") == "Añadir ordenador"
    assert i18n.t("es-419", "computer-seat-hard") == "Computadora (difícil)"
    assert i18n.t("es-419", "bot-timeout-ask", user="Ana", game="Iwari", others="Ben y Eva") == (
        "⌛ Se acabó el tiempo de Ana en esta partida de Iwari. Ben y Eva: deciden ustedes. "
        "Cuenta la primera pulsación; hasta entonces la partida espera.")
    assert "decidís vosotros" in i18n.t("es", "bot-timeout-ask", user="Ana", game="Iwari", others="Ben y Eva")
    assert i18n.t("es-419", "bot-status-lobby", game="Iwari", joined=1) == (
        "Sala de Iwari: se ha unido 1 jugador; quien la creó pulsa Empezar cuando estén listos.")
    assert i18n.t("es", "bot-status-lobby", game="Iwari", joined=3) == (
        "Sala de Iwari: se han unido 3 jugadores; quien la creó pulsa Empezar cuando estéis listos.")
    assert i18n.t("es-419", "history-computer", level="fácil") == "Computadora (fácil)"


def test_everything_not_overridden_is_the_spanish_message():
    """Every other message of the es-419 bundle is the Spanish one (the platform's and every game's)."""
    variant, spanish = i18n._bundle("es-419"), i18n._bundle("es")
    assert set(variant._messages) == set(spanish._messages)
    different = {msg_id for msg_id in spanish._messages
                 if not variant._messages[msg_id].equals(spanish._messages[msg_id])}
    assert different == set(_sources("es-419"))
    assert i18n.t("es-419", "bot-error-no-game-here") == i18n.t("es", "bot-error-no-game-here")


def test_numbers_dates_and_names_follow_the_region():
    import datetime as dt

    more = i18n.Msg("bot-list-more", count=3)
    assert i18n.text("es-419", more) == i18n.text("es", more)
    computers = i18n.t("es-419", "history-leaderboard-computers", levels=["fácil 900", "medio 1200"])
    assert computers.endswith("la computadora, con valoración fija: fácil 900 y medio 1200")
    assert i18n.format_number("es-419", 12345.5) == "12,345.5"  # CLDR: Latin America groups with a comma
    assert i18n.format_number("es", 12345.5) == "12.345,5"
    assert i18n.format_date("es-419", dt.date(2026, 3, 1))
    assert i18n.language_name("es-419") == "Español (Latinoamérica)"
