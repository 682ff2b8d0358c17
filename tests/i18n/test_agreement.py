"""Issue 28: a message must not put a number next to a word that agrees with it without a plural selector
(``conformance/catalogs.py``: the heuristic and its word lists; each owner's exceptions in its
``Words.never_one``). The review's examples are caught and their proposed fixes pass; the platform's
catalog has no finding (a game's is its ``words.agreement`` clause)."""

from __future__ import annotations

import pytest

import i18n
from conformance.catalogs import (
    PLATFORM,
    findings,
    numeric_variables,
    owners,
    parsed,
    text_findings,
    variables,
    words_of,
)


def _found(lang: str, source: str, *numbers: str) -> list[str]:
    """The numbers the check finds wrong in a message written out (along any of its readings)."""
    return sorted({f"{finding.msg_id} ${finding.variable}"
                   for finding in text_findings(lang, source, frozenset(numbers))})


# The review's findings (translations.md, sections 2 to 4 and 6), as the catalogs had them: each caught...
CAUGHT = [
    ("es", "review es #5, 1 turno seguidos", "count",
     "m = { $user } no jugó { $count ->\n    [one] { $count } turno\n   *[other] { $count } turnos\n"
     "} seguidos, así que el suplente juega."),
    ("es", "review es #6", "count",
     "m = No jugaste { $count ->\n    [one] { $count } turno\n   *[other] { $count } turnos\n} seguidos."),
    ("es", "review es #7, se han unido 1", "joined",
     "m = { $game } necesita de { $low } a { $high } jugadores; se han unido { $joined }."),
    ("es", "review es #8, 1 unidos", "joined",
     "m = { $where } sala de **{ $game }**: { $joined } unidos, abierta { $opened }"),
    ("es", "review es #9, 1 ganadas", "won", "m = { $scope }: { $won } ganadas ({ $rate } %)"),
    ("es", "review es #10, jugador(es)", "joined",
     "m = Sala de { $game }: { $joined } jugador(es) unidos; quien la creó pulsa Empezar."),
    ("es", "the brief's { $count } turnos", "count", "m = Quedan { $count } turnos."),
    ("de", "review de #9, 1 warten auf dich", "waiting",
     "m = { $waiting ->\n    [0] **Deine Spiele** ({ $count }; keins wartet)\n"
     "   *[other] **Deine Spiele** ({ $count }; { $waiting } warten auf dich)\n}"),
    ("de", "review de #10, 1 sind beigetreten", "joined",
     "m = { $game } braucht { $low }–{ $high } Spielende; { $joined } sind beigetreten."),
    ("de", "review de #11, Person(en)", "joined",
     "m = Lobby { $game }: { $joined } Person(en) beigetreten; wer eröffnet hat, drückt Starten."),
    ("de", "the brief's { $n } Spieler", "n", "m = Es fehlen noch { $n } Spieler."),
    ("it", "review it #5, 1 aspettano te", "waiting",
     "m = { $waiting ->\n    [0] **Le tue partite** ({ $count }; nessuna aspetta te)\n"
     "   *[other] **Le tue partite** ({ $count }; { $waiting } aspettano te)\n}"),
    ("it", "review it #6, 1 entrati", "joined",
     "m = { $where } lobby di **{ $game }**: { $joined } entrati, aperta { $opened }"),
    ("it", "review it #7, ne sono entrati 1", "joined",
     "m = { $game } richiede da { $low } a { $high } giocatori; ne sono entrati { $joined }."),
    ("it", "review it #8, 1 vinte", "won", "m = { $scope }: { $won } vinte ({ $rate } %)"),
    ("it", "review it #9, giocatore/i", "joined", "m = Lobby di { $game }: { $joined } giocatore/i entrati."),
    ("en", "section 7, player(s)", "joined", "m = { $game } lobby: { $joined } player(s) joined."),
    ("en", "there are 1", "count", "m = There are { $count } games here."),
]
# ... and each proposed fix passes, as do numbers nothing agrees with.
PASSING = [
    ("es", "review es #5 fixed", ("count",),
     "m = { $user } no jugó { $count ->\n    [one] { $count } turno seguido\n"
     "   *[other] { $count } turnos seguidos\n}, así que el suplente juega."),
    ("es", "review es #7 fixed", ("joined",),
     "m = { $game } necesita de { $low } a { $high } jugadores; { $joined ->\n"
     "    [one] solo se ha unido { $joined }\n   *[other] se han unido { $joined }\n}."),
    ("es", "review es #8 fixed", ("joined",),
     "m = sala: { $joined ->\n    [one] { $joined } jugador\n   *[other] { $joined } jugadores\n}, abierta"),
    ("de", "review de #9 fixed", ("waiting",),
     "m = { $waiting ->\n    [0] ({ $count }; keins wartet)\n"
     "    [one] ({ $count }; { $waiting } wartet auf dich)\n"
     "   *[other] ({ $count }; { $waiting } warten auf dich)\n}"),
    ("de", "review de #11 fixed", ("joined",),
     "m = Lobby { $game }: { $joined ->\n    [one] 1 Spieler\n   *[other] { $joined } Spieler\n"
     "} beigetreten."),
    ("it", "review it #7 fixed", ("joined",),
     "m = { $game } richiede da { $low } a { $high } giocatori; { $joined ->\n"
     "    [one] ne è entrato solo { $joined }\n   *[other] ne sono entrati { $joined }\n}."),
    ("en", "a label, not a count", ("turn", "id"), "m = Turn { $turn } of { $total }: game { $id } is over."),
    ("en", "an abbreviated unit", ("points",), "m = { $points } pts"),
    ("de", "a number before a preposition", ("turn", "total"), "m = Zug { $turn } von { $total }"),
]


@pytest.mark.parametrize(("lang", "what", "number", "source"), CAUGHT, ids=[case[1] for case in CAUGHT])
def test_the_check_catches_the_reviews_agreement_errors(lang, what, number, source):
    assert _found(lang, source, number) == [f"m ${number}"]


@pytest.mark.parametrize(("lang", "what", "numbers", "source"), PASSING, ids=[case[1] for case in PASSING])
def test_the_reviews_fixes_pass_the_check(lang, what, numbers, source):
    assert _found(lang, source, *numbers) == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_platform_puts_no_count_next_to_a_word_without_a_selector(lang):
    assert [str(finding) for finding in findings(PLATFORM, lang)] == []


def test_every_exception_names_a_message_that_takes_that_number():
    numeric = numeric_variables()
    english = parsed(i18n.DEFAULT)
    exceptions = {key: reason for owner in owners() for key, reason in words_of(owner).never_one.items()}
    keys = [key[-2:] for key in exceptions]
    assert [key for key in keys if key[0] not in english or key[1] not in variables(english[key[0]])
            or key[1] not in numeric.get(key[0], ())] == []
    assert all(exceptions.values())
