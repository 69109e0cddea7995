"""Saves: exact round trips, and a clear SaveError for anything else."""

from __future__ import annotations

import json

import pytest

import tabletop
from tabletop import SaveError

GAME = tabletop.get("rowlette")


def saved(moves: int = 6) -> str:
    state = GAME.new(["Ana", "Ben"], seed=11)
    for _ in range(moves):
        state.apply(state.legal_actions()[-1])
    return state.to_json()


def edit(text: str, **changes: object) -> str:
    data = json.loads(text)
    data.update(changes)
    return json.dumps(data)


def test_a_save_names_format_version_game_and_moves() -> None:
    data = json.loads(saved())
    assert data["format"] == "tabletop-notebooks save" and data["version"] == 1
    assert data["game"] == "rowlette" and data["players"] == ["Ana", "Ben"] and data["seed"] == 11
    assert len(data["actions"]) == 6 and all(isinstance(a, str) for a in data["actions"])


def test_a_game_started_without_a_seed_still_saves_and_replays() -> None:
    state = GAME.new(["Ana", "Ben"])
    state.apply(state.legal_actions()[-1])
    assert GAME.from_json(state.to_json()).view(None) == state.view(None)


@pytest.mark.parametrize(
    "text, message",
    [
        ("not json at all", "not valid JSON"),
        ("[1, 2, 3]", "not a tabletop-notebooks save"),
        ('{"format": "chess pgn"}', "not a tabletop-notebooks save"),
        (None, "not valid JSON"),
    ],
)
def test_foreign_text_is_refused(text: str, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        GAME.from_json(text)


@pytest.mark.parametrize(
    "changes, message",
    [
        ({"version": 2}, "format version 2"),
        ({"game": "partners"}, "save of 'partners', not of Rowlette"),
        ({"players": "Ana"}, "'players' field is missing or not a list"),
        ({"seed": "eleven"}, "'seed' field"),
        ({"seed": True}, "'seed' field"),
        ({"options": {"rounds": 99}}, "set-up cannot start a game: Rowlette option rounds"),
        ({"players": ["Ana"]}, "for 2 to 4 players"),
        ({"actions": [1, 2]}, "every move must be written as text"),
    ],
)
def test_a_damaged_save_says_what_is_wrong(changes: dict[str, object], message: str) -> None:
    with pytest.raises(SaveError, match=message):
        GAME.from_json(edit(saved(), **changes))


def test_an_edited_move_list_stops_at_the_first_move_the_rules_refuse() -> None:
    data = json.loads(saved())
    data["actions"][3] = "Take 41"
    with pytest.raises(SaveError, match=r"damaged at move 4 \('Take 41'\)"):
        GAME.from_json(json.dumps(data))
