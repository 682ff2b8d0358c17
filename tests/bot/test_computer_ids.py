"""Computer seats are told apart from Discord users by their user id (core/computers.py)."""

import pytest

from core.computers import LEVELS, computer_level, computer_user_id, is_computer


@pytest.mark.parametrize("level", LEVELS)
def test_a_computer_id_gives_back_its_level_and_never_looks_like_a_user(level):
    first = computer_user_id(level)
    second = computer_user_id(level, taken=[first])
    assert first != second and first < 0 and second < 0
    assert computer_level(first) == computer_level(second) == level
    assert is_computer(first)


@pytest.mark.parametrize("user_id", [0, 1, 123456789012345678, -1, -999, -4001])
def test_users_and_odd_ids_are_not_computers(user_id):
    assert computer_level(user_id) is None
    assert not is_computer(user_id)
