"""One way every lesson plays a staged game: moves by their text, told in the engine's words, and a
refusal told with the rule that refuses it."""

from __future__ import annotations

import pytest

import tabletop
from tabletop.core import IllegalAction
from widgets.lesson_play import play, refused
from widgets.partners.lessons import attempt as partners_attempt
from widgets.partners.lessons import stage as partners_stage
from widgets.partyfowl.lessons import attempt as partyfowl_attempt
from widgets.partyfowl.lessons import stage as partyfowl_stage


@pytest.mark.parametrize("name", ["rowdy", "rowlette", "partners", "partyfowl", "cowboy"])
def test_play_makes_each_move_of_any_game_and_tells_the_engines_events(name: str) -> None:
    game = tabletop.get(name)
    state = game.new(["Ana", "Ben", "Cy", "Dee"][: max(game.min_players, 2)], seed=3)
    twin = state.clone()
    first, second = str(state.legal_actions()[0]), None
    events = twin.apply(twin.action_from_string(first))
    second = str(twin.legal_actions()[0]) if twin.current_player is not None else None
    events += twin.apply(twin.action_from_string(second)) if second else []
    told = play(state, first, *([second] if second else []))
    assert list(told) == [event.text for event in events]
    assert state.to_json() == twin.to_json()


def test_a_refusal_is_told_as_an_event_of_its_rule() -> None:
    event = refused(IllegalAction("Not now.", "core.turn"), "Play 3: ")
    assert (event.text, event.rule) == ("Play 3: Not now.", "core.turn")


def test_the_lessons_attempts_name_the_refusing_rule_after_the_line() -> None:
    partners = partners_attempt(partners_stage([["circle"] * 4] * 4, ["5"]), "Play 5 with Yellow 1")
    assert len(partners) == 1 and partners[0].startswith("Play 5 with Yellow 1: ")
    assert partners[0].endswith("]") and "   [" in partners[0]
    state = partyfowl_stage(ducks=["Kitchen", "Kitchen"], hands=[["Toast"], []])
    fowl = partyfowl_attempt(state, "Look at Ben's hand")
    assert len(fowl) == 1 and fowl[0].startswith("Refused: ") and "   [" in fowl[0]
