"""The words' clauses: each owner of catalogs (the platform, ``i18n/locales``, and every game, its
package's ``locales/``) ships every message in every language, translated, with no number next to a word
that agrees with it unless a plural selector chooses that word, and a golden file of every message that
takes a number rendered at 0, 1, 2 and 5 in every language (so every change of wording shows in review).

What an owner declares that its catalogs cannot tell is its :class:`rules.base.Words`: the platform's in
``i18n/words.py``, a game's in its ``scenarios.words``. The platform's clauses are checked by
``tests/i18n`` with these same functions (owner ``"platform"``); a game's by this kit.

**Which messages take a number.** A variable ``$v`` of a message takes a number when one of these says so:

1. *The catalogs.* In some language the message selects on ``$v`` by plural category or by number
   (``{ $v -> [one] … *[other] … }``, ``[0]``), or formats it with ``NUMBER($v, …)``.
2. *The code, on its face.* A call that names the message id in the code, ``Msg("<id>", v=…)``,
   ``t(lang, "<id>", v=…)`` or ``label(lang, "<id>", v=…)`` (an f-string id such as
   ``f"tiwanaku-do-{kind}-discover"`` stands for every id it can build), passes ``v`` an expression that is
   a number by its form: an int or float literal, ``len``/``sum``/``int``/``round``/``abs``/``min``/``max``
   of something, arithmetic with such a number (``page + 1``, ``len(lines) - index``), a sign, or a
   conditional whose branch is one of those.
3. *The code, where its form does not show it* (an attribute, a dictionary item, a constant, a local
   name): the owner's ``Words.numbers``, read off the call sites by hand. A check keeps every entry naming
   a message that takes that variable, so the list cannot rot silently; a new call site passing a number
   through a plain name needs a line there (or a selector in the catalog, which rule 1 sees).

Numbers used as labels ("space 39", "turn 12", "#7") count too: they are numbers, and the golden file
showing them at 0, 1, 2 and 5 costs nothing.

**The agreement heuristic.** Each message (in each language) is read along every path through its
selectors (one variant of each). A *number* is a placeable of a variable that takes a number. A word is
*chosen by* the number's variable when it sits inside a variant of a selector on that variable that has a
singular variant (``[one]`` or ``[1]``): whoever wrote that selector decided the singular, so the word is
the translator's choice. A selector without one (only ``[0]`` and ``*[other]``) chooses nothing for 1: a
count of one reads the ``other`` variant. Then, for a number:

* **after it**: the first word after the number (only spaces and Markdown between them) agrees with it:
  in all four languages the counted noun follows the number ("3 turns", "3 Züge", "3 turnos", "3 turni"),
  and so does a verb whose subject the number is ("3 sind beigetreten", "3 aspettano"). In Spanish and
  Italian the second word does too (an adjective or participle after the noun: "1 turno seguidos",
  "1 giocatori entrati"); in English and German it does not ("1 Spieler beigetreten" is right).
  Unless the word is chosen by the variable, it is a finding, except the words of :data:`NOT_AGREEING`
  (prepositions, conjunctions, units whose abbreviation does not change): "turn 3 of 7".
* **before it**: a plural verb among the three words before the number, in the same clause, agrees
  with it when the number is the verb's (inverted) subject: "se han unido 1", "ne sono entrati 1",
  "there are 1". :data:`PLURAL_VERBS` lists those verbs by language; unless chosen by the variable, each
  is a finding.

The true exceptions are each owner's ``Words.never_one``, each with its reason.
"""

from __future__ import annotations

import ast
import fnmatch
import functools
import importlib.util
import itertools
import re
from collections import defaultdict
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor

import i18n
from conformance.core import check, expect, game
from i18n.words import WORDS as PLATFORM_WORDS
from rules import GAMES
from rules.base import Words

__all__ = ["PLATFORM", "Finding", "call_sites", "findings", "findings_in", "game_words_problems",
           "is_number_expression", "left_in_english", "numeric_variables", "owner_ids", "owners", "parsed",
           "plural_file", "plural_text", "text_findings", "variables", "words_of", "write_plurals"]

#: The owner name of the platform's own catalogs (``i18n/locales``).
PLATFORM = "platform"
#: The rooms whose code builds messages (rule 2 reads their calls).
CODE_PACKAGES = ("bot", "core", "rules", "render", "i18n")
#: CLDR plural categories: a selector keyed by these (or by numbers) selects on a number.
PLURAL_KEYS = frozenset({"zero", "one", "two", "few", "many", "other"})
NUMBER_FUNCTIONS = frozenset({"len", "sum", "int", "round", "abs", "min", "max", "float"})
#: Words the same in every language, for every owner: the games' and the platform's names.
NAMES_EVERYWHERE = frozenset(GAMES)


def _code_folders() -> list[Path]:
    folders = []
    for name in CODE_PACKAGES:
        spec = importlib.util.find_spec(name)
        if spec is not None and spec.submodule_search_locations:
            folders.append(Path(next(iter(spec.submodule_search_locations))))
    return folders


# --- owners -------------------------------------------------------------------------------------------
def owners() -> list[str]:
    """The platform, then every registered game that ships words."""
    return [PLATFORM, *i18n.game_locales()]


def words_of(owner: str) -> Words:
    """What ``owner`` declares of its words (an empty declaration for a game that declares none)."""
    if owner == PLATFORM:
        return PLATFORM_WORDS
    scenarios = getattr(GAMES[owner].spec, "scenarios", None)
    return scenarios.words if scenarios is not None else Words()


def _all_words() -> dict[str, Words]:
    return {owner: words_of(owner) for owner in owners()}


def _messages_of(files: list[Traversable]) -> dict[str, fl.Pattern]:
    """The messages of some Fluent files by id; attributes as ``id.attribute``; terms left out."""
    patterns: dict[str, fl.Pattern] = {}
    for entry in files:
        for item in FluentParser().parse(entry.read_text(encoding="utf-8")).body:
            if isinstance(item, fl.Message):
                if item.value is not None:
                    patterns[item.id.name] = item.value
                for attribute in item.attributes:
                    patterns[f"{item.id.name}.{attribute.id.name}"] = attribute.value
    return patterns


def _game_files(game_id: str, lang: str) -> list[Traversable]:
    folder = i18n.game_locales()[game_id].joinpath(lang)
    return sorted((e for e in folder.iterdir() if e.name.endswith(".ftl")), key=lambda e: e.name) \
        if folder.is_dir() else []


@functools.cache
def owner_ids(owner: str) -> frozenset[str]:
    """The ids of ``owner``'s English messages (attributes as ``id.attribute``)."""
    if owner != PLATFORM:
        return frozenset(_messages_of(_game_files(owner, i18n.DEFAULT)))
    games = set().union(*(owner_ids(game_id) for game_id in i18n.game_locales()))
    return frozenset(parsed(i18n.DEFAULT)) - games


@functools.cache
def parsed(lang: str) -> dict[str, fl.Pattern]:
    """A language's messages (the platform's files and every registered game's) by id; attributes as
    ``id.attribute``. Terms are left out: no code passes them arguments."""
    return _messages_of(i18n.catalog_files(lang))


def variables(pattern: fl.Pattern) -> set[str]:
    """The arguments a message takes. A variable ``$name__argument`` reads the argument of the message
    passed as ``name`` (``i18n.NESTED``: a German compound selecting on a biome's code): it is ``name``."""
    found: set[str] = set()

    class Collect(Visitor):
        def visit_VariableReference(self, node):  # noqa: N802 - fluent.syntax's visitor naming
            found.add(node.id.name.split("__", 1)[0])

    Collect().visit(pattern)
    return found


def key_name(key: fl.Identifier | fl.NumberLiteral) -> str:
    return key.name if isinstance(key, fl.Identifier) else key.value


def _numeric_in_catalog(pattern: fl.Pattern) -> set[str]:
    """Rule 1 on one pattern."""
    found: set[str] = set()

    class Collect(Visitor):
        def visit_SelectExpression(self, node):  # noqa: N802
            if isinstance(node.selector, fl.VariableReference):
                keys = {key_name(variant.key) for variant in node.variants}
                if all(key in PLURAL_KEYS or re.fullmatch(r"-?\d+(\.\d+)?", key) for key in keys):
                    found.add(node.selector.id.name)
            self.generic_visit(node)

        def visit_FunctionReference(self, node):  # noqa: N802
            if node.id.name == "NUMBER":
                found.update(arg.id.name for arg in node.arguments.positional
                             if isinstance(arg, fl.VariableReference))
            self.generic_visit(node)

    Collect().visit(pattern)
    return found


def is_number_expression(node: ast.expr) -> bool:
    """Rule 2: an expression that is a number by its form."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float) and not isinstance(node.value, bool)
    if isinstance(node, ast.Call):
        return isinstance(node.func, ast.Name) and node.func.id in NUMBER_FUNCTIONS
    if isinstance(node, ast.BinOp):
        sides = (node.left, node.right)
        if any(isinstance(side, ast.Constant) and isinstance(side.value, str) for side in sides):
            return False
        return is_number_expression(node.left) or is_number_expression(node.right)
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.USub | ast.UAdd)
    if isinstance(node, ast.IfExp):
        return is_number_expression(node.body) or is_number_expression(node.orelse)
    return False


#: The functions whose calls name a message: (function name, index of the id among the positional
#: arguments).
MESSAGE_CALLS = {"Msg": 0, "t": 1, "label": 1}


def _id_pattern(node: ast.expr) -> str | None:
    """A call's message id as a glob pattern: a literal as it is, an f-string with ``*`` for each
    placeholder; ``None`` for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value if isinstance(part, ast.Constant) else "*" for part in node.values)
    return None


@functools.cache
def call_sites() -> list[tuple[str, str, ast.expr, str]]:
    """Every keyword argument the code passes to a message it names: (id pattern, variable, expression,
    where)."""
    found = []
    for folder in _code_folders():
        for path in sorted(folder.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(
                    func, ast.Attribute) else None
                index = MESSAGE_CALLS.get(name or "")
                if index is None or len(node.args) <= index:
                    continue
                pattern = _id_pattern(node.args[index])
                if pattern is None:
                    continue
                where = f"{path.relative_to(folder.parent)}:{node.lineno}"
                found.extend((pattern, keyword.arg, keyword.value, where)
                             for keyword in node.keywords if keyword.arg)
    return found


@functools.cache
def numeric_variables() -> dict[str, frozenset[str]]:
    """Every message that takes a number, with those variables (rules 1 to 3), by id; the English
    catalog's ids (every language has the same ones, as the catalog checks check). Rule 3's lists are
    each owner's ``Words.numbers``: the platform's (``i18n.words``) and every registered game's."""
    english = parsed(i18n.DEFAULT)
    numeric: dict[str, set[str]] = defaultdict(set)
    for lang in i18n.LANGUAGES:
        for msg_id, pattern in parsed(lang).items():
            numeric[msg_id] |= _numeric_in_catalog(pattern)
    for pattern, variable, expression, _where in call_sites():
        if is_number_expression(expression):
            for msg_id in fnmatch.filter(english, pattern):
                numeric[msg_id].add(variable)
    for words in _all_words().values():
        for msg_id, names in words.numbers.items():
            numeric[msg_id] |= set(names.split())
    return {msg_id: frozenset(names & variables(english[msg_id]))
            for msg_id, names in sorted(numeric.items())
            if msg_id in english and names & variables(english[msg_id])}

# --- agreement --------------------------------------------------------------------------------------------
#: Words after a number that do not agree with it, by language, lower case: prepositions (and their
#: contractions), conjunctions, articles and demonstratives, which start what follows the number ("turn 3
#: of 7", "Zug 3 von 7", "3 dei 5", "te queda 1 día este trimestre"); adverbs ("2 of 5 still hidden");
#: abbreviated units, written the same for any count ("3 pts", "1 Pkt.", "2,5 MB", a time bank's "2 d 5 h",
#: "2 T. 5 Std.", "2 g 5 h", "5 h 30 min"); English adjectives and
#: participles, and German predicative ones, which never agree ("1 free", "2 more", "1 frei").
NOT_AGREEING: dict[str, frozenset[str]] = {
    "en": frozenset("of and or to in on at by for from with x the this still pts pt mb free more left joined "
                    "needed d h min".split()),
    "es": frozenset("de del y o a al en con por para sobre x el la los las este esta un una aún todavía pts "
                    "ptos pto mb más d h min".split()),
    "de": frozenset("von vom und oder bis zu zum zur in im an am auf mit für x der die das dieses diese noch "
                    "p pkt mb frei übrig t std min".split()),
    "it": frozenset("di del dello della dei degli delle da dal dallo dalla dai dagli dalle e o a al ai agli "
                    "alle in nel nei negli nelle nella "
                    "con per su sul sui sulla sulle x il lo la i gli le questo questa ancora pt pti "
                    "mb g h min".split()),
}
#: Plural verbs whose inverted subject a number after them can be, lower case.
PLURAL_VERBS: dict[str, frozenset[str]] = {
    "en": frozenset("are were have remain wait".split()),
    "es": frozenset("han son están quedan faltan esperan".split()),
    "de": frozenset("sind haben waren bleiben fehlen warten".split()),
    "it": frozenset("sono hanno restano mancano aspettano".split()),
}
#: Languages whose adjectives and participles follow the noun and agree with it: the second word after
#: a number is checked too.
NOUN_THEN_ADJECTIVE = frozenset({"es", "it"})
#: How many words before a number are read for a plural verb.
BEFORE = 3
#: Variables that name a thing by its number rather than count anything ("game 12 is over", "space 39
#: holds a tent", "hangar 3"): nothing agrees with them.
LABELS = frozenset("id space number hangar turn round row cell seat place page pages territory order "
                   "first top old new".split())

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
#: What may stand between a number and the word that agrees with it: spaces and Markdown emphasis.
_GAP = re.compile(r"[\s*_~\u00a0\u202f]*")
#: A clause boundary: what comes before it does not agree with a number after it.
_CLAUSE_END = re.compile(r"[.;:!?()\[\]\n]")


@dataclass(frozen=True)
class Token:
    kind: str  # "text", "number" (a numeric variable's placeable) or "other" (any other placeable)
    value: str  # the text, or the variable's name
    chosen_by: frozenset[str]  # the numeric variables whose selectors (with a singular variant) chose it


@dataclass(frozen=True)
class Finding:
    lang: str
    msg_id: str
    variable: str
    reading: str  # the words around the number along that path, "{$var}" for the number

    def __str__(self) -> str:
        return f"{self.lang} {self.msg_id} ${self.variable}: {self.reading}"


def _placeable(expression: fl.Expression, numeric: frozenset[str]) -> str | None:
    """The numeric variable a placeable shows, or ``None``."""
    if isinstance(expression, fl.VariableReference) and expression.id.name in numeric:
        return expression.id.name
    if (isinstance(expression, fl.FunctionReference) and expression.id.name == "NUMBER"
            and expression.arguments.positional
            and isinstance(expression.arguments.positional[0], fl.VariableReference)
            and expression.arguments.positional[0].id.name in numeric):
        return expression.arguments.positional[0].id.name
    return None


def _paths(elements: list, numeric: frozenset[str], chosen: frozenset[str],
           limit: int = 4096) -> Iterator[list[Token]]:
    """Every reading of a pattern's elements: one variant of each selector, as tokens."""
    options: list[list[list[Token]]] = []
    for element in elements:
        if isinstance(element, fl.TextElement):
            options.append([[Token("text", element.value, chosen)]])
            continue
        expression = element.expression
        if isinstance(expression, fl.SelectExpression):
            selector = expression.selector
            keys = {key_name(variant.key) for variant in expression.variants}
            inner = chosen
            if (isinstance(selector, fl.VariableReference) and selector.id.name in numeric
                    and keys & {"one", "1"} and keys <= PLURAL_KEYS | {k for k in keys if k.isdigit()}):
                inner = chosen | {selector.id.name}
            variants = []
            for variant in expression.variants:
                variants.extend(itertools.islice(_paths(variant.value.elements, numeric, inner), limit))
            options.append(variants)
        elif isinstance(expression, fl.Placeable):
            options.append(list(itertools.islice(_paths([expression], numeric, chosen), limit)))
        elif isinstance(expression, fl.StringLiteral):
            options.append([[Token("text", expression.parse()["value"], chosen)]])
        elif (name := _placeable(expression, numeric)) is not None:
            options.append([[Token("number", name, chosen)]])
        else:
            options.append([[Token("other", "", chosen)]])
    for combination in itertools.islice(itertools.product(*options), limit):
        yield [token for part in combination for token in part]


def _words_after(tokens: list[Token], start: int, count: int) -> list[tuple[str, frozenset[str]]]:
    """Up to ``count`` words right after ``tokens[start]``, with what chose each; stops at anything but a
    space or Markdown between them (punctuation, a placeable)."""
    words: list[tuple[str, frozenset[str]]] = []
    for token in tokens[start + 1:]:
        if token.kind != "text":
            break
        rest = token.value
        while rest:
            gap = _GAP.match(rest)
            rest = rest[gap.end():]
            if not rest:
                break
            word = _WORD.match(rest)
            if word is None:
                return words
            words.append((word.group().lower(), token.chosen_by))
            if len(words) == count:
                return words
            rest = rest[word.end():]
            if rest and not _GAP.fullmatch(rest[:1]):
                return words
    return words


def _words_before(tokens: list[Token], end: int, count: int) -> list[tuple[str, frozenset[str]]]:
    """Up to ``count`` words before ``tokens[end]`` in the same clause, nearest last."""
    words: list[tuple[str, frozenset[str]]] = []
    for token in reversed(tokens[:end]):
        if token.kind != "text":
            continue
        clause = _CLAUSE_END.split(token.value)
        found = [(word.lower(), token.chosen_by) for word in _WORD.findall(clause[-1])]
        words = found + words
        if len(clause) > 1 or len(words) >= count:
            break
    return words[-count:]


def _reading(tokens: list[Token], at: int) -> str:
    parts = []
    for index, token in enumerate(tokens):
        if token.kind == "text":
            parts.append(token.value)
        elif token.kind == "number":
            parts.append(f"{{${token.value}}}" if index == at else "N")
        else:
            parts.append("…")
    line = "".join(parts).replace("\n", " ")
    marker = line.find(f"{{${tokens[at].value}}}")
    return line[max(0, marker - 40): marker + 50].strip()


def findings_in(lang: str, msg_id: str, pattern: fl.Pattern, numeric: frozenset[str],
                exceptions: Collection[tuple[str, ...]] = ()) -> list[Finding]:
    """The numbers of one message that a word agrees with though no selector chose it, but for the
    ``exceptions`` (``(message id, variable)``, or ``(language, message id, variable)``)."""
    found: dict[tuple[str, str], Finding] = {}
    for tokens in _paths(pattern.elements, numeric, frozenset()):
        for index, token in enumerate(tokens):
            if (token.kind != "number" or token.value in LABELS or (msg_id, token.value) in exceptions
                    or (lang, msg_id, token.value) in exceptions):
                continue
            variable = token.value
            after = _words_after(tokens, index, 2 if lang in NOUN_THEN_ADJECTIVE else 1)
            before = _words_before(tokens, index, BEFORE)
            wrong = []
            for word, chosen in after:
                if word in NOT_AGREEING[lang]:
                    break  # "3 of 7", "3 de los…": what follows is not counted by the number
                if variable not in chosen:
                    wrong.append(word)
                    break
            wrong += [word for word, chosen in before
                      if word in PLURAL_VERBS[lang] and variable not in chosen]
            if wrong:
                reading = _reading(tokens, index)
                found.setdefault((variable, reading), Finding(lang, msg_id, variable, reading))
    return list(found.values())


def findings(owner: str, lang: str) -> list[Finding]:
    """Every finding in ``owner``'s messages in a language, but for its declared exceptions
    (``Words.never_one``)."""
    numeric = numeric_variables()
    exceptions = frozenset(words_of(owner).never_one)
    mine = owner_ids(owner)
    found: list[Finding] = []
    for msg_id, pattern in parsed(lang).items():
        if msg_id in numeric and msg_id in mine:
            found.extend(findings_in(lang, msg_id, pattern, numeric[msg_id], exceptions))
    return found


def text_findings(lang: str, source: str, numeric: frozenset[str]) -> list[Finding]:
    """The findings in Fluent source written out (the tests' examples), the given variables numeric."""
    findings: list[Finding] = []
    for item in FluentParser().parse(source).body:
        assert isinstance(item, fl.Message), f"not a message: {item}"
        findings.extend(findings_in(lang, item.id.name, item.value, numeric))
    return findings

# --- the golden file of plurals -------------------------------------------------------------------------
COUNTS = (0, 1, 2, 5)
#: A message's other numbers while one is shown at each count.
OTHER_NUMBERS = 3
DISCORD_TIME = "<t:1767225600:R>"
#: Plausible values for the variables that are not numbers, by name, the same in every language.
SAMPLES: dict[str, str] = {
    "game": "Iwari", "title": "Iwari", "user": "@Ana", "player": "@Ana", "users": "@Ana @Ben",
    "others": "@Ben", "channel": "#tables", "where": "#tables",
    **dict.fromkeys(("who", "name", "seat", "tribe", "winner"), "Ana"),
    **dict.fromkeys(("names", "tribes", "leaders", "winners"), "Ana, Ben"),
    "mark": "A", "numbers": "2, 4", "cell": "C3",
    "link": "https://discord.com/channels/1/2/3", "board": "https://discord.com/channels/1/2/3",
    **dict.fromkeys(("relative", "until", "moment", "deadline", "since", "opened", "date"), DISCORD_TIME),
}
HEADER = """\
# Every message that takes a number, at 0, 1, 2 and 5, in every language.
# Written by `python -m conformance --write`; checked by the conformance kit (words.plurals).
# <message id> $<variable>=<count> <language>: <text>   (other numbers at 3, ⏎ a line break)
"""

def _word_selectors(pattern: fl.Pattern) -> dict[str, str]:
    """The variables a pattern selects words by, with their default variant's key."""
    found: dict[str, str] = {}

    class Collect(Visitor):
        def visit_SelectExpression(self, node):  # noqa: N802 - fluent.syntax's visitor naming
            if isinstance(node.selector, fl.VariableReference):
                default = next(variant for variant in node.variants if variant.default)
                found.setdefault(node.selector.id.name, key_name(default.key))
            self.generic_visit(node)

    Collect().visit(pattern)
    return found


def renderings(owner: str) -> list[str]:
    """``owner``'s golden file's lines, in order: by message id, variable, language and count."""
    english = parsed(i18n.DEFAULT)
    mine = owner_ids(owner)
    lines: list[str] = []
    for msg_id, numbers in sorted(numeric_variables().items()):
        if "." in msg_id or msg_id not in mine:
            continue  # an attribute: no code formats one with arguments
        pattern = english[msg_id]
        selected = _word_selectors(pattern)
        base = {name: selected.get(name) or SAMPLES.get(name, f"‹{name}›")
                for name in variables(pattern) - numbers}
        base.update(dict.fromkeys(numbers, OTHER_NUMBERS))
        for variable in sorted(numbers):
            for lang in i18n.LANGUAGES:
                # A language that selects on a nested message's own argument (``$biome__biome``): its
                # default variant's key, as the other word selectors get theirs.
                theirs = parsed(lang).get(msg_id)
                nested = {name: key for name, key in (_word_selectors(theirs) if theirs else {}).items()
                          if "__" in name}
                for count in COUNTS:
                    text = i18n.t(lang, msg_id, **{**base, variable: count}, **nested)
                    lines.append(f"{msg_id} ${variable}={count} {lang}: {text.replace(chr(10), ' ⏎ ')}")
    return lines


def plural_text(owner: str) -> str:
    """What ``owner``'s plural golden file holds, as the catalogs render it now (strict)."""
    before = i18n.STRICT
    i18n.STRICT = True  # a missing message or argument is an error here too
    try:
        return HEADER + "".join(f"{line}\n" for line in renderings(owner))
    finally:
        i18n.STRICT = before


def plural_file(owner: str) -> Traversable:
    """Where ``owner`` keeps its plural golden file: ``golden/plurals.txt`` in its package (``i18n`` for
    the platform)."""
    package = "i18n" if owner == PLATFORM else GAMES[owner].spec.package
    assert package is not None
    return resources.files(package).joinpath("golden", "plurals.txt")


def write_plurals(owner: str) -> Path:
    path = Path(str(plural_file(owner)))
    path.parent.mkdir(exist_ok=True)
    path.write_text(plural_text(owner), encoding="utf-8")
    return path


# --- complete and translated -----------------------------------------------------------------------------
def words(pattern: fl.Pattern) -> list[str]:
    """The literal words of a pattern (placeables left out), lower case."""
    chunks: list[str] = []

    class Collect(Visitor):
        def visit_TextElement(self, node):  # noqa: N802
            chunks.append(node.value)

        def visit_StringLiteral(self, node):  # noqa: N802
            chunks.append(node.value)

    Collect().visit(pattern)
    return [word.lower() for word in re.findall(r"[^\W\d_]{2,}", " ".join(chunks))]


def same_words(owner: str, lang: str) -> frozenset[str]:
    """Words ``owner``'s messages may share with English in ``lang``: the names, the platform's (every
    owner's messages say "no" and "max" alike) and the owner's own."""
    declared = [PLATFORM_WORDS] if owner == PLATFORM else [PLATFORM_WORDS, words_of(owner)]
    return NAMES_EVERYWHERE.union(*(w.same_everywhere | w.same_in.get(lang, frozenset()) for w in declared))


def left_in_english(english: dict[str, fl.Pattern], theirs: dict[str, fl.Pattern], same: Collection[str]
                    ) -> list[str]:
    """The messages of ``theirs`` whose words are English's, but for words in ``same``."""
    untranslated = []
    for name, pattern in english.items():
        kept = [word for word in words(pattern) if word not in same]
        if kept and name in theirs and words(theirs[name]) == words(pattern):
            untranslated.append(name)
    return sorted(untranslated)


def argument_differences(english: dict[str, fl.Pattern], theirs: dict[str, fl.Pattern]) -> dict:
    return {name: (sorted(variables(english[name])), sorted(variables(theirs[name])))
            for name in english.keys() & theirs.keys()
            if variables(english[name]) != variables(theirs[name])}


def _parse_checked(files: list[Traversable], where: str) -> tuple[dict[str, fl.Pattern], list[str]]:
    """Every message and attribute of some Fluent files by id (terms as ``-id``), and what is wrong with
    them (unparsable entries, an id defined twice)."""
    patterns: dict[str, fl.Pattern] = {}
    problems = []
    for entry in files:
        resource = FluentParser().parse(entry.read_text(encoding="utf-8"))
        for item in resource.body:
            if isinstance(item, fl.Junk):
                problems.append(f"{where}/{entry.name}: unparsable {item.content[:80]!r}")
            elif isinstance(item, fl.Message | fl.Term):
                name = ("-" if isinstance(item, fl.Term) else "") + item.id.name
                if name in patterns:
                    problems.append(f"{where}: {name} defined twice")
                if item.value is not None:
                    patterns[name] = item.value
                for attribute in item.attributes:
                    patterns[f"{name}.{attribute.id.name}"] = attribute.value
    return patterns, problems


def game_words_problems(game_id: str, lang: str) -> list[str]:
    """What is wrong with a registered game's own words in ``lang`` (its package's ``locales/<lang>/``):
    no folder, no catalog or no rules text there; messages missing, extra, with other variables or left
    in English against its English catalog; ids outside the game's prefix; rules the English ones."""
    folder = i18n.game_locales().get(game_id)
    if folder is None:
        return [f"{game_id}: ships no words (its package has no locales/ folder)"]
    catalogs = {lang: folder.joinpath(lang), i18n.DEFAULT: folder.joinpath(i18n.DEFAULT)}
    files = {code: sorted((e for e in place.iterdir() if e.name.endswith(".ftl")), key=lambda e: e.name)
             if place.is_dir() else [] for code, place in catalogs.items()}
    problems = [f"{game_id}: no catalog (*.ftl) in locales/{code}/" for code in catalogs if not files[code]]
    problems += [f"{game_id}: no locales/{code}/{i18n.RULES_FILE}" for code in catalogs
                 if not catalogs[code].joinpath(i18n.RULES_FILE).is_file()]
    if problems:
        return problems
    english, bad_english = _parse_checked(files[i18n.DEFAULT], f"{game_id}/{i18n.DEFAULT}")
    theirs, bad_theirs = _parse_checked(files[lang], f"{game_id}/{lang}")
    problems += bad_english + (bad_theirs if lang != i18n.DEFAULT else [])
    if not english:
        problems.append(f"{game_id}: its English catalog has no message")
    problems += [f"{game_id}: {name} is not in its {lang} catalog"
                 for name in sorted(english.keys() - theirs.keys())]
    problems += [f"{game_id}: {name} is in {lang} but not in English"
                 for name in sorted(theirs.keys() - english.keys())]
    problems += [f"{game_id}: {name} takes {mine} in English but {other} in {lang}"
                 for name, (mine, other) in sorted(argument_differences(english, theirs).items())]
    problems += [f"{game_id}: {name} is not prefixed {game_id}-" for name in sorted(theirs)
                 if not name.lstrip("-").startswith(f"{game_id}-")]
    rules_text = catalogs[lang].joinpath(i18n.RULES_FILE).read_text(encoding="utf-8")
    if not rules_text.lstrip().startswith("## "):
        problems.append(f"{game_id}: its {lang} rules do not start with a ## heading")
    if lang != i18n.DEFAULT:
        problems += [f"{game_id}: {name} is left in English in {lang}"
                     for name in left_in_english(english, theirs, same_words(game_id, lang))]
        if rules_text == catalogs[i18n.DEFAULT].joinpath(i18n.RULES_FILE).read_text(encoding="utf-8"):
            problems.append(f"{game_id}: its {lang} rules are the English ones")
    return problems


def stale_declarations(owner: str) -> list[str]:
    """``owner``'s declared numbers and exceptions that name no message taking that variable (the lists
    cannot rot silently)."""
    english = parsed(i18n.DEFAULT)
    declared = words_of(owner)
    keys = [(msg_id, name) for msg_id, names in declared.numbers.items() for name in names.split()]
    keys += [key[-2:] for key in declared.never_one]
    return [f"{msg_id} ${name}" for msg_id, name in keys
            if msg_id not in english or name not in variables(english[msg_id])]


# --- the game's checks --------------------------------------------------------------------------------
def _ships_words(game_id: str) -> None:
    expect(game_id in i18n.game_locales(), f"game {game_id!r} ships no words: its package (GameSpec.package) "
                                           "has no locales/ folder")


@check("words.catalogs", """The game ships its words in every language (its package's locales/<lang>/: its
       catalog <game>.ftl and its rules in rules.md, starting with a ## heading): every message of its
       English catalog in each, with the same variables, each id prefixed by the game's; none left in English
       (but for the words scenarios.words declares the same), and its rules translated.""")
def _catalogs(game_id: str) -> None:
    game(game_id)
    problems = [problem for lang in i18n.LANGUAGES for problem in game_words_problems(game_id, lang)]
    expect(not problems, lambda: "\n".join(problems))


@check("words.plurals", """Every message of the game that takes a number, rendered at 0, 1, 2 and 5 in every
       language, is what its package's golden/plurals.txt holds (written by `python -m conformance --write`),
       so every change of wording shows in review; the numbers scenarios.words declares name messages that
       take them.""")
def _plurals(game_id: str) -> None:
    game(game_id)
    _ships_words(game_id)
    stale = stale_declarations(game_id)
    expect(not stale, f"{game_id}: scenarios.words names variables its messages do not take: {stale}")
    path = plural_file(game_id)
    expect(path.is_file(), f"game {game_id!r} keeps no golden/plurals.txt: write it with "
                           f"`python -m conformance --write {game_id}`")
    kept = path.read_text(encoding="utf-8")
    now = plural_text(game_id)
    if kept != now:
        import difflib

        diff = "\n".join(list(difflib.unified_diff(kept.splitlines(), now.splitlines(), "golden (kept)",
                                                   "catalogs (now)", n=0, lineterm=""))[:60])
        raise_text = (f"{game_id}: the plural renderings changed. If the change is intended, run `python -m "
                      f"conformance --write {game_id}` and review the difference in the commit.\n{diff}")
        expect(False, raise_text)


@check("words.agreement", """No message of the game, in any language, puts a number next to a word that agrees
       with it (a noun, a participle, an inverted plural verb) without a plural selector choosing that word,
       but for the exceptions scenarios.words.never_one declares, each with its reason.""")
def _agreement(game_id: str) -> None:
    game(game_id)
    _ships_words(game_id)
    found = [str(finding) for lang in i18n.LANGUAGES for finding in findings(game_id, lang)]
    expect(not found, lambda: f"{game_id}: a number next to a word that agrees with it, without a plural "
                              "selector (or a reason in scenarios.words.never_one):\n" + "\n".join(found))
