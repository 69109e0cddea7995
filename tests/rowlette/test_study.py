"""The lesson's simulated studies: seeded, so they repeat exactly, and playable under any game option."""

from __future__ import annotations

import pytest

from tabletop import SetupError
from tabletop.rowlette.study import READINGS, STOPS, STUDIES, reading_checks, stop_length_study


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


def test_the_house_bots_named_fill_the_other_seats_and_the_result_says_which() -> None:
    sensible = stop_length_study([10], games=3)
    against_random = stop_length_study([10], games=3, bots="Random")
    assert {row.bots for row in sensible} == {"Sensible"} and {row.bots for row in against_random} == {
        "Random"
    }
    assert [row.mean_score for row in sensible] != [row.mean_score for row in against_random]
    (check,) = reading_checks([{}], games=3, bots="Random")
    assert (check.careful, check.pushing) == tuple(against_random)


def test_the_progress_bar_hears_every_game_out_of_all_the_studys_games() -> None:
    heard: list[tuple[int, int]] = []
    stop_length_study([4, 10], games=2, progress_bar=lambda done, total: heard.append((done, total)))
    assert heard == [(done, 8) for done in range(1, 9)]
    heard.clear()
    reading_checks([{}, {"halve_order_bonus": True}], games=2, progress_bar=lambda *step: heard.append(step))
    assert heard == [(done, 8) for done in range(1, 9)]


def test_the_lessons_studies_are_declared_with_the_settings_it_shows_today() -> None:
    assert STOPS.key == "rowlette.stops" and READINGS.key == "rowlette.readings"
    assert dict(STOPS.settings) == {
        "lengths": list(range(2, 11)),
        "games": 50,
        "players": 4,
        "seed": 0,
        "bots": "Sensible",
    }
    assert dict(READINGS.settings) == {"games": 20, "stop_at": 10, "seed": 0, "bots": "Sensible"}
    assert STOPS.live == READINGS.live == ("games", "seed", "bots")
    assert STUDIES == (STOPS, READINGS)
