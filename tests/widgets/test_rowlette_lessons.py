"""The Rowlette lesson's explorables and questions: they offer only what play can reach, show the
engine's answers, and ask before they tell."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import ipywidgets as ipw
import pytest

from tabletop.core.studies import Study
from tabletop.rowlette.data import Goal, Target, Zero
from tabletop.rowlette.study import READINGS, STOPS, StopResult
from tests.svg_reading import texts
from widgets.rowlette.lessons import (
    example_a_check,
    goal_check,
    goal_explorer,
    order_check,
    plot_stop_study,
    reading_report,
    zero_explorer,
)
from widgets.studies import RunItYourself, stored_result
from widgets.svg import Svg


def walk(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def control(widget: Any, description: str) -> Any:
    return next(w for w in walk(widget) if getattr(w, "description", None) == description)


# ---- zeros ----


def test_the_zero_explorer_opens_on_example_b_the_second_zero_for_ben_is_discarded() -> None:
    text = zero_explorer().picture.value
    assert "<b>00 MIN</b> goes to <b>Ben</b>" in text
    assert "would go to Ben, who already took a zero this turn: it is <b>discarded</b>" in text


def test_the_zero_explorer_has_no_already_hit_switch_play_cannot_reach() -> None:
    explorer = zero_explorer()
    assert not any("already hit" in str(getattr(w, "description", "")) for w in walk(explorer))


def test_a_later_zero_for_someone_else_is_set_aside() -> None:
    explorer = zero_explorer()
    control(explorer, "A second zero in the same refill").value = next(
        zero for _, zero in control(explorer, "First zero").options if str(zero) == "000 MAX"
    )
    assert "<b>000 MAX</b> is <b>set aside</b>: it would go to Ana" in explorer.picture.value
    # as the engine plays it (EMPTY_DECK_ZEROS): back with the next number or special, else out for the round
    assert (
        "It goes back into the deck once a number or special card turns up, or stays aside for the rest "
        "of the round if the deck runs out first." in explorer.picture.value
    )


def test_the_zero_explorer_refuses_situations_play_cannot_reach() -> None:
    explorer = zero_explorer()
    control(explorer, "Cy's last").value = 30  # Ana's last number is 30 too
    assert "Two lines never end on the same number" in explorer.picture.value
    control(explorer, "Cy's last").value = 17
    stopped = [w for w in walk(explorer) if isinstance(w, ipw.Checkbox)]
    stopped[0].value = True  # Ana stops, yet the turn is hers
    assert "a stopped player never has the turn again" in explorer.picture.value
    control(explorer, "Whose turn").value = 1
    assert "<b>00 MIN</b> goes to <b>Ben</b>" in explorer.picture.value


def test_a_you_zero_whose_player_has_no_number_finds_nobody_and_the_explorer_says_why() -> None:
    explorer = zero_explorer()
    control(explorer, "Ana's last").value = 0  # no number yet, and it is Ana's turn
    control(explorer, "First zero").value = Zero(1, Target.YOU)
    text = explorer.picture.value
    assert "<b>0 YOU</b> finds nobody: Ana, whose turn it is, has no number yet. It is discarded." in text
    assert "<b>00 MIN</b> is <b>set aside</b>: it would go to Ben" in text  # no zero handed out


def test_a_zero_set_aside_after_one_that_reached_nobody_names_the_reading_that_decides_it() -> None:
    """No zero was handed out, so 'only the first zero is handed out' alone would read as a
    contradiction: the explorer says the first reached nobody and names AFTER_UNTARGETED_ZERO."""
    explorer = zero_explorer()
    control(explorer, "Ana's last").value = 0
    control(explorer, "First zero").value = Zero(1, Target.YOU)
    text = explorer.picture.value
    assert "here the first reached nobody" in text
    assert "AFTER_UNTARGETED_ZERO" in text and "would give this one to Ben" in text
    control(explorer, "Ana's last").value = 12  # the first zero goes to Ana: the usual reason only
    assert "reached nobody" not in explorer.picture.value


def test_the_zero_explorers_sentences_end_with_one_full_stop() -> None:
    explorer = zero_explorer()
    lasts = [control(explorer, f"{name}'s last") for name in ("Ana", "Ben", "Cy")]
    firsts = [zero for _, zero in control(explorer, "First zero").options]
    for last in (0, 12):
        lasts[0].value = last
        for box in lasts[1:]:
            box.value = 0
        for zero in firsts:
            control(explorer, "First zero").value = zero
            assert ".." not in explorer.picture.value, (last, zero)


# ---- goals ----


def test_a_red_number_makes_you_keep_a_goal_before_the_next_number() -> None:
    explorer = goal_explorer(numbers=(3, 4, 21, 30), goals=(Goal.BLACK, Goal.HIGH))
    assert not explorer.choosing and explorer.offer.layout.display == "none"
    explorer.number.value = 25
    explorer.take.click()
    assert explorer.choosing and explorer.take.disabled and explorer.offer.layout.display is None
    assert "Your 25 is red, so you must keep a goal now" in explorer.picture.value
    captions = {goal: button.description for goal, button in explorer.keep.items()}
    assert captions[Goal.ODD] == "Odd: as #3 needs 4, you have 3"  # 3, 21, 25
    assert explorer.keep[Goal.RED].tooltip == (
        "Keep the Red goal: as goal #3 it needs 4 red numbers; your line has 3"
    )
    assert captions[Goal.BLACK] == "Black: as #3 needs 4, you have 2"
    explorer.keep[Goal.ODD].click()
    assert explorer.goals == [Goal.BLACK, Goal.HIGH, Goal.ODD] and not explorer.take.disabled
    assert "keep goal #4, which will need 5" in explorer.picture.value
    explorer.back.click()  # the goal is taken back: the choice is open again
    assert explorer.choosing and explorer.goals == [Goal.BLACK, Goal.HIGH]


def test_the_goal_explorer_never_holds_more_goals_than_red_numbers() -> None:
    explorer = goal_explorer(numbers=(), goals=())
    explorer.keep[Goal.RED].click()  # no red number yet: nothing to keep
    assert explorer.goals == []
    for n in (1, 2, 3):
        explorer.number.value = n
        explorer.take.click()
        if explorer.choosing:
            explorer.keep[Goal.LOW].click()
    assert explorer.numbers == [1, 2, 3] and explorer.goals == [Goal.LOW, Goal.LOW]


def test_a_full_line_in_the_goal_explorer_has_already_stopped() -> None:
    explorer = goal_explorer(numbers=(3, 4, 7, 8, 11, 12, 15, 16, 19, 20), goals=())
    assert explorer.take.disabled and len(explorer.numbers) == 10
    assert (
        "it stops here" not in explorer.picture.value
        and "only +Limit gives room" not in explorer.picture.value
    )
    assert (
        "Your line holds 10 numbers, the limit, so it has stopped; a +Limit taken earlier would have "
        "given room for one more." in explorer.picture.value
    )


# ---- check yourself ----


def test_check_yourself_asks_before_it_tells() -> None:
    question = goal_check()
    assert question.answer.value == "" and "active" not in repr(question)
    question.mark()
    assert "Choose an answer for every part first" in question.feedback.value
    for choice in question.choices:
        choice.value = "active"
    question.mark()
    assert "Not yet: 2 of 3 right" in question.feedback.value and question.answer.value == ""
    question.show.click()
    assert "Even is goal #2, so it needs 3; the line has 2: not active." in question.answer.value


def test_the_goal_question_is_answered_by_the_engine() -> None:
    question = goal_check()
    assert [part[2] for part in question.parts] == ["active", "not active", "active"]
    for choice, answer in zip(question.choices, ("active", "not active", "active")):
        choice.value = answer
    question.mark()
    assert "Right." in question.feedback.value and "<svg" in question.answer.value


def test_the_example_a_and_order_questions_carry_the_engines_answers() -> None:
    nina = example_a_check()
    assert nina.parts[0][2] == "Nina"
    assert "0 MAX hits Nina (the highest last number, 18)" in nina.answer_html
    order = order_check()
    assert order.parts[0][1] == ["+0", "+2", "+4", "+6", "+8"] and order.parts[0][2] == "+6"


def test_take_it_takes_the_number_shown_from_the_start() -> None:
    explorer = goal_explorer()
    assert explorer.number.value == 1  # the first number not in the line is chosen
    explorer.take.click()
    assert explorer.numbers == [3, 4, 21, 30, 1] and explorer.choosing


# ---- the stored studies and Run it yourself ----


def test_the_lesson_draws_both_studies_from_their_files_without_playing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise AssertionError("the lesson played games at open")

    monkeypatch.setattr(Study, "play", refuse)
    stops = stored_result(STOPS)
    assert len(stops) == 18 and {row.games for row in stops} == {50}
    plot = plot_stop_study(stops)
    assert repr(plot) == "<SVG: average score and explosion rate by stopping length, 50 games a point>"
    assert texts(plot)[0] == "One player's stopping rule against Sensible bots, 50 games a point"
    checks = stored_result(READINGS)
    assert reading_report(checks).items == tuple(map(str, checks))


def test_run_it_yourself_replays_the_stop_study_against_other_bots_and_names_them() -> None:
    drawn: list[Svg] = []
    panel = RunItYourself(STOPS, lambda rows: drawn.append(plot_stop_study(rows)) or drawn[-1])
    assert [w.description for w in panel.children[0].children] == ["Games", "Seed", "Bots", "Run it yourself"]
    panel.games.value, panel.seed.value, panel.bots.value = 1, 5, "Random"
    rows: list[StopResult] = panel.run()
    assert [(row.stop_at, row.careful) for row in rows] == [
        (n, c) for c in (True, False) for n in range(2, 11)
    ]
    assert {(row.games, row.bots) for row in rows} == {(1, "Random")} and panel.bar.max == 18
    assert texts(drawn[0])[0] == "One player's stopping rule against Random bots, 1 game a point"


def test_run_it_yourself_replays_the_reading_checks_as_the_lesson_shows_them() -> None:
    shown: list[Any] = []
    panel = RunItYourself(READINGS, lambda checks: shown.append(reading_report(checks)) or shown[-1])
    panel.games.value, panel.seed.value = 1, 9
    checks = panel.run()
    assert len(checks) == 7 and panel.bar.max == 14 and panel.status.value == "done: your run is drawn below"
    assert shown[0].items == tuple(map(str, checks)) and "(1 games)" in shown[0].text
