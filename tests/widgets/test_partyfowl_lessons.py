"""The Party Fowl lesson's explorables and study: they must say what the engine does."""

from __future__ import annotations

import re

import pytest

import tabletop
from tabletop.partyfowl.data import KEG_DECK, PARTY_DECK, ROOMS
from tabletop.partyfowl.study import ENDINGS, endings, play_bot_game
from widgets.partyfowl_lessons import (
    HOUSE,
    StackExplorer,
    attempt,
    decks_html,
    last_events,
    lay_tiles,
    plot_endings,
    rooms_html,
    stack_picture,
    stage,
)


def test_the_lesson_house_is_a_legal_layout_with_every_room() -> None:
    state = stage(ducks=["Kitchen", "Kitchen"], hands=[[], []])
    assert {placed.room for placed in state.house.values()} == set(ROOMS)
    assert len(HOUSE) == len(ROOMS) - 1


def test_staged_hands_and_ducks_are_dealt_first() -> None:
    state = stage(ducks=["Lounge", "Den"], hands=[["Music 3", "Drink"], ["Foul"]])
    view = state.view(0)
    assert view.ducks == ("Lounge", "Den")
    assert view.hand[:2] == ("Music 3", "Drink") and len(view.hand) == 5
    assert state.view(1).hand[0] == "Foul"


def test_attempt_prints_the_rule_and_changes_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    state = stage(ducks=["Kitchen", "Kitchen"], hands=[["Games 3"], []])
    before = state.to_json()
    attempt(state, "Play Games 3")
    assert "Refused:" in capsys.readouterr().out
    assert state.to_json() == before


def test_bots_lay_every_tile_and_play_begins(capsys: pytest.CaptureFixture[str]) -> None:
    state = tabletop.get("partyfowl").new(["Ana", "Ben", "Cy"], seed=4)
    lay_tiles(state)
    out = capsys.readouterr().out
    assert out.count(" lays the ") == len(ROOMS) - 1
    assert "plays first" in out and state.phase == "turn"


def test_rooms_and_decks_tables_list_every_room_and_card_count() -> None:
    rooms = rooms_html()
    assert all(name in rooms for name in ROOMS)
    decks = decks_html()
    totals = re.findall(r"<b>(\d+)</b></td></tr></table>", decks)
    assert totals == [str(sum(PARTY_DECK.values())), str(sum(KEG_DECK.values()))]


def test_the_stack_explorer_scores_like_the_engine() -> None:
    explorer = StackExplorer()
    explorer.card.value, explorer.drink.value = "Games 3", True
    explorer._play()
    assert "Scores 6 points" in explorer.board.svg
    explorer._foul()
    assert "Scores 0 points" in explorer.board.svg
    explorer._foul()
    assert "already fouled" in explorer.message.value
    explorer.card.value, explorer.drink.value = "Games 2", False
    explorer._play()
    assert "locked in" in explorer.message.value and "Scores 2 points" in explorer.board.svg
    explorer._clean()
    assert "Not allowed" in explorer.message.value and "Locked fouls" in explorer.message.value
    assert repr(explorer) == "<StackExplorer: Games, 2 cards>"


def test_the_stack_explorer_washes_a_top_foul_off() -> None:
    explorer = StackExplorer()
    explorer.card.value = "Games 4"
    explorer._play()
    explorer._foul()
    explorer._clean()
    assert "Scores 4 points" in explorer.board.svg
    explorer._reset()
    assert "no cards yet" in explorer.board.svg


def test_a_stack_picture_marks_drinks_and_locked_fouls() -> None:
    picture = stack_picture([("Games 1", False, True), ("Games 3", True, False)])
    assert "FOUL (locked)" in picture and "x2" in picture and "Scores 6 points" in picture


def test_the_study_counts_every_game_once_and_agrees_with_replays() -> None:
    study = endings((2, 4), games=6, seed=3)
    for players in (2, 4):
        assert sum(study.endings[players].values()) == 6
        assert len(study.rounds[players]) == 6
        assert set(study.endings[players]) <= set(ENDINGS)
    (players, ending), seed = next(iter(study.seeds.items()))
    state = play_bot_game(players, seed)
    assert state.is_over
    assert (state.end_rule == "partyfowl.win") == (ending == ENDINGS[0])
    assert repr(plot_endings(study)).startswith("<Plot: endings and rounds per game")


def test_last_events_ends_with_the_game_over(capsys: pytest.CaptureFixture[str]) -> None:
    last_events(players=2, seed=1, count=1)
    assert "wins" in capsys.readouterr().out
