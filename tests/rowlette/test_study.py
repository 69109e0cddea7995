"""The lesson's simulated studies: seeded, so they repeat exactly, and playable under any game option."""

from __future__ import annotations

import pytest

from tabletop import SetupError
from tabletop.rowlette.study import reading_checks, stop_length_study


def test_a_study_passes_its_options_to_every_game() -> None:
    with pytest.raises(SetupError, match="auto_stop"):
        stop_length_study([10], games=1, auto_stop="never")


def test_a_reading_check_is_the_studys_two_players_at_the_limit_under_those_options() -> None:
    options = {"halve_order_bonus": True}
    (check,) = reading_checks([options], games=4)
    careful, pushing = stop_length_study([10], games=4, **options)
    assert (check.careful, check.pushing, check.options) == (careful, pushing, options)
    assert check.pushing_wins == (pushing.mean_score > careful.mean_score)
    assert str(check).startswith("halve_order_bonus=True: zero-blind ")
    assert str(reading_checks([{}], games=1)[0]).startswith("this edition: ")
