"""The protocol's shared pieces: the seeded generator, option specs, the random player and ``evolve``."""

from __future__ import annotations

import dataclasses
import functools

import pytest

from rules.base import ActionParseError, IllegalAction, Msg, OptionSpec, Rng, evolve, resolve_options


def test_rng_is_deterministic_and_resumable():
    a = Rng.from_seed(42)
    first = [a.randbelow(1000) for _ in range(5)]
    position = a.state
    rest = [a.randbelow(1000) for _ in range(5)]
    b = Rng.from_seed(42)
    assert [b.randbelow(1000) for _ in range(5)] == first
    resumed = Rng(position)
    assert [resumed.randbelow(1000) for _ in range(5)] == rest


def test_rng_nearby_seeds_differ_and_values_in_range():
    draws = {tuple(Rng.from_seed(seed).randbelow(10**9) for _ in range(3)) for seed in range(50)}
    assert len(draws) == 50
    rng = Rng.from_seed(7)
    values = [rng.randint(3, 5) for _ in range(300)]
    assert set(values) == {3, 4, 5}
    assert all(0.0 <= rng.random() < 1.0 for _ in range(100))


def test_rng_shuffle_is_a_permutation_and_roughly_uniform():
    rng = Rng.from_seed(1)
    counts = {i: 0 for i in range(4)}
    for _ in range(4000):
        order = rng.shuffled(range(4))
        assert sorted(order) == [0, 1, 2, 3]
        counts[order[0]] += 1
    assert all(800 < c < 1200 for c in counts.values())
    with pytest.raises(ValueError):
        rng.choice([])
    with pytest.raises(ValueError):
        rng.randbelow(0)


def test_option_spec_validation_and_resolution():
    spec = OptionSpec("Map", (("a", "Map A"), ("b", "Map B")), "a", "which board")
    assert spec.label_of("b") == "Map B"
    with pytest.raises(ValueError):
        OptionSpec("Bad", (("a", "A"),), "z")
    assert resolve_options({"map": spec}, {}) == {"map": "a"}
    assert resolve_options({"map": spec}, {"map": "b"}) == {"map": "b"}
    with pytest.raises(ValueError) as bad_value:
        resolve_options({"map": spec}, {"map": "c"})
    assert bad_value.value.args[0] == Msg("option-bad-value", option="Map", value="c",
                                          choices=("Map A", "Map B"))
    with pytest.raises(ValueError) as unknown:
        resolve_options({"map": spec}, {"colour": "red"})
    assert unknown.value.args[0] == Msg("option-unknown", names=("colour",))


def test_errors_are_value_errors_carrying_a_message_for_the_player():
    reason = Msg("error-illegal", detail="")
    for error in (IllegalAction(reason), ActionParseError(reason)):
        assert isinstance(error, ValueError)
        assert error.msg == reason
    assert IllegalAction("old text").msg == Msg("error-illegal", detail="old text")
    assert ActionParseError("old text").msg == Msg("error-not-a-move", detail="old text")


@dataclasses.dataclass(frozen=True)
class _Plain:
    a: int
    b: tuple[int, ...]
    c: str = "x"


@dataclasses.dataclass(frozen=True)
class _Checked:
    a: int

    def __post_init__(self) -> None:
        if self.a < 0:
            raise ValueError("negative")


@dataclasses.dataclass(frozen=True)
class _Cached:
    a: int

    @functools.cached_property
    def double(self) -> int:
        return 2 * self.a


def test_evolve_is_replace_for_plain_frozen_dataclasses_and_leaves_the_input_alone():
    old = _Plain(1, (2, 3))
    new = evolve(old, b=(4,), c="y")
    assert new == dataclasses.replace(old, b=(4,), c="y") == _Plain(1, (4,), "y")
    assert type(new) is _Plain and hash(new) == hash(_Plain(1, (4,), "y"))
    assert old == _Plain(1, (2, 3)) and old.c == "x"
    assert evolve(old) == old and evolve(old) is not old
    with pytest.raises(dataclasses.FrozenInstanceError):
        new.a = 5  # type: ignore[misc]
    with pytest.raises(TypeError, match="no field"):
        evolve(old, d=1)


def test_evolve_falls_back_to_replace_where_copying_would_skip_something():
    # __post_init__ checks still run on the new value.
    assert evolve(_Checked(1), a=2) == _Checked(2)
    with pytest.raises(ValueError, match="negative"):
        evolve(_Checked(1), a=-1)
    # A cached property computed on the old value is not carried over to the new one.
    old = _Cached(2)
    assert old.double == 4
    assert evolve(old, a=5).double == 10
