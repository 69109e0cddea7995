"""What the Rowlette lesson teaches, read from its stored cells (nbval checks they match a fresh run):
the rulebook's examples as the engine plays them, and questions that ask before they answer."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import tabletop
from tabletop.rowlette import data
from tabletop.rowlette.examples import (
    example_b,
    example_b_as_printed,
    example_d,
    example_d_differences,
    full_line,
    limit_stop,
    missed_zero,
    second_remove_zero,
)
from tabletop.rowlette.rules import RoundResult
from tabletop.rowlette.study import CHECKED_READINGS, READINGS, STOPS
from tests.lesson_text import output_text

GAME = tabletop.get("rowlette")
#: The rows whose constant is the sentence the log prints (fixed behaviours, no option).
SENTENCE_ROWS = ("NEW_ROUND_DECKS", "UNUSED_REMOVE_ZERO", "EMPTY_DECK", "EMPTY_DECK_ZEROS")
NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks/rowlette.ipynb"
CELLS: list[dict[str, Any]] = json.loads(NOTEBOOK.read_text())["cells"]


def source(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


def output(cell: dict[str, Any]) -> str:
    """What the cell shows in words: prints and prose as lines, other outputs by their plain text."""
    return "".join(
        output_text(out) or "".join(out.get("data", {}).get("text/plain", ""))
        for out in cell.get("outputs", [])
    )


def body() -> list[dict[str, Any]]:
    """The lesson before its closing pages (the edition table and the rules on one page)."""
    end = next(i for i, cell in enumerate(CELLS) if source(cell).startswith("## 11. Table rules"))
    return CELLS[:end]


def printed() -> str:
    return "\n".join(output(cell) for cell in body())


def prose() -> str:
    return "\n".join(source(cell) for cell in body() if cell["cell_type"] == "markdown")


def test_example_d_shows_the_engines_score_and_names_every_difference() -> None:
    shown = printed()
    assert "Marco scores 10 (5 x 2 goals = 10)" in shown
    assert "2 x 2 goals = 4\n" not in shown  # the old 'by the rules' line kept the printed jackpot
    for difference in example_d_differences(example_d()):
        assert f"* {difference}" in shown
    assert "Low | 15" in shown  # the fourth goal the printed example leaves out


def test_example_b_is_shown_step_by_step_as_told_and_as_printed() -> None:
    shown = printed()
    assert example_b().told() in shown
    assert example_b_as_printed().told(last=1) in shown
    assert "zero_target" not in "".join(source(cell) for cell in CELLS)


def test_every_check_yourself_asks_before_it_answers() -> None:
    cells = body()
    asks = [i for i, cell in enumerate(cells) if "**Check yourself" in source(cell)]
    assert len(asks) >= 3
    for i in asks:
        answer = cells[i + 1]
        assert answer["cell_type"] == "code" and output(answer).startswith("<Check yourself")


def test_the_body_teaches_that_red_numbers_force_goals_and_raise_later_thresholds() -> None:
    text = prose()
    assert "every red number gives you one more goal" in text.replace("\n", " ")
    assert "raises the threshold of **every goal you keep after it**" in text.replace("\n", " ")


def test_the_body_teaches_the_risk_of_the_automatic_stop() -> None:
    assert "The number limit is no shelter" in prose()
    assert limit_stop().told(last=1) in printed()


def flat(text: str) -> str:
    return " ".join(text.split())


def cell_starting(prefix: str) -> dict[str, Any]:
    return next(cell for cell in CELLS if source(cell).startswith(prefix))


def test_the_body_shows_the_number_limit_as_this_edition_reads_it_and_the_still_a_target_reading() -> None:
    text = flat(prose())
    assert 'auto_stop="at once"' in text and 'auto_stop="still a target"' in text
    assert full_line().told(last=1) in printed()
    assert full_line(auto_stop="still a target").told(last=1) in printed()
    assert "0 MAX hits Ana (the highest last number, 40)" in printed()


def test_the_body_says_what_becomes_of_a_zero_nobody_can_receive() -> None:
    text = flat(prose())
    assert "**A zero that can reach nobody** is discarded for the round" in text
    assert "such a refill hands out no zero at all" in text
    assert missed_zero().told(last=1) in printed()


def test_the_body_says_set_aside_zeros_stay_aside_when_the_deck_runs_out_first() -> None:
    text = flat(source(cell_starting("## 6. Zeros")))
    assert (
        "If the deck runs out before one does, the zeros waiting aside stay out for the rest of the round "
        "(`EMPTY_DECK_ZEROS`)" in text
    )


def test_a_printout_that_ends_the_game_after_round_1_says_first_its_table_plays_one_round() -> None:
    cells = body()
    ending = [i for i, cell in enumerate(cells) if "The game is over after round 1" in output(cell)]
    assert len(ending) >= 2
    for i in ending:
        assert "a single round (option `rounds=1`)" in flat(source(cells[i - 1])), source(cells[i])


def test_the_tie_rule_is_marked_as_this_editions_reading_where_the_body_teaches_it() -> None:
    text = flat(source(cell_starting("After round 3 the highest total wins.")))
    assert "this edition reads it as an order (`TIE_BREAK`)" in text
    assert '`tie_break="share"`' in text


def test_example_b_wording_says_leo_received_no_zero_and_you_needs_a_number() -> None:
    text = flat(prose())
    assert "Leo has taken nothing yet" not in text and "YOU always means" not in text
    assert "Leo receives no zero this turn" in text
    assert "(and to nobody, had she no number yet)" in text


def test_the_body_says_an_explosion_halves_the_goal_score_only_and_shows_it() -> None:
    assert "This edition halves **the goal score only**" in flat(prose())
    explained = RoundResult(jackpot=6, active_goals=4, exploded=True, order_bonus=4).explain()
    assert explained == "6 x 4 goals = 24, halved for the explosion: 12, + 4 order bonus = 16"
    assert explained in printed()


def test_the_body_never_claims_specials_always_leave_a_number_showing() -> None:
    text = flat(prose())
    assert "always shows a number" not in text
    assert "a line that holds nothing but specials has no last number" in text


def test_the_colour_marks_are_said_to_belong_to_the_lessons_pictures() -> None:
    text = flat(prose())
    assert "On the board, red cards" not in text
    assert "In this lesson's pictures, red numbers also carry a diamond" in text


def test_the_edition_table_introduction_says_exactly_which_rows_are_options_and_which_are_sentences() -> None:
    text = flat(source(cell_starting("## 11. Table rules")))
    assert "the behaviours can be switched" not in text
    assert "Each is a named constant in `tabletop/rowlette/data.py` that the engine reads" not in text
    assert "A row that names a game option can be switched" in text
    assert "The other rows are fixed in this edition" in text
    fixed = [choice for choice in GAME.edition if choice.constant in SENTENCE_ROWS]
    assert (
        len(fixed) == 4
        and "in four (how a new round begins, a Remove 0 with no zero to take out, an empty deck, and the "
        "set-aside zeros a deck that runs out leaves behind)"
        in text
    )
    assert "the constant is the sentence the engine's log prints when that happens" in text


def test_the_body_says_who_starts_and_how_turns_pass() -> None:
    text = flat(source(cell_starting("## 3. A turn")))
    assert "A player drawn at random takes the first turn." in text
    assert (
        "Turns then pass round the table in seat order, passing over anyone who has left the round." in text
    )


def test_the_body_says_a_second_remove_zero_works_again_and_shows_both_readings() -> None:
    text = flat(prose())
    assert "Each Remove 0 card works once, so another one taken later in the same round works again" in text
    assert "(`REMOVE_ZERO_USE`)" in text
    for reading in ("each card", "once per player"):
        assert f'With remove_zero_use="{reading}":\n{second_remove_zero(reading).told(last=1)}' in printed()


def test_the_study_says_only_the_opening_deals_are_shared() -> None:
    text = flat(source(cell_starting("## 13. When should you stop?")))
    assert "50 shuffled decks" not in text and "only the stopping rule differs" not in text
    assert "Every length plays the same 50 opening deals. Only round 1's deal is shared" in text


def markdown() -> str:
    return flat("\n".join(source(cell) for cell in CELLS if cell["cell_type"] == "markdown"))


def test_the_study_never_says_an_explosion_cannot_wipe_a_score_out() -> None:
    text = markdown()
    assert "only halves the goal score" not in text and "would have to be played again" not in text
    # Halving rounds down, so an explosion can wipe a goal score of 1 out: the lesson never says it cannot.
    assert RoundResult(jackpot=1, active_goals=1, exploded=True, order_bonus=0).score == 0
    assert "never wipes your score out" not in text
    assert (
        "an explosion halves your goal score, rounded down (under the web app's reading below, the Order "
        "bonus too), and half of a long line's score can still beat the whole of a short one's" in text
    )


def sorted_items(reading: Any) -> list[tuple[str, Any]]:
    return sorted(reading.items())


def test_the_push_on_advice_is_checked_under_every_reading_that_could_cost_more_and_claims_no_more() -> None:
    text = markdown()
    assert "Three of them could make pushing on costlier" not in text
    # Every other reading an option offers is checked, but for three that cannot make pushing on
    # costlier; the text names those three and says why.
    spared = {("auto_stop", "at once"), ("goal_offer", "everyone"), ("tie_break", "share")}
    others = [
        {option: value}
        for option, values in data.READING_OPTIONS.items()
        for value in values[1:]
        if (option, value) not in spared
    ]
    readings = [{}, {"halve_order_bonus": True}, *others]
    for option, value in [*(pair for reading in readings for pair in reading.items()), *spared]:
        assert f"`{option}={value!r}`".replace("'", '"') in text
    assert len(readings) - 1 + len(spared) == 9 and len(readings) - 1 == 6
    assert (
        "Of the nine other readings the options offer, three cannot make pushing on costlier: "
        '`auto_stop="at once"`' in text
    )
    assert "never a score. The other six could. Three make zeros hurt more" in text
    assert '`after_untargeted_zero="hand out"` then' not in text  # it needs no other reading first
    assert sorted(map(sorted_items, CHECKED_READINGS)) == sorted(map(sorted_items, readings))
    checks = READINGS.stored()  # tests/core/test_studies.py replays it: it is what the engine plays
    assert [check.options for check in checks] == list(CHECKED_READINGS)
    shown = "\n".join(output(cell) for cell in CELLS)
    assert len(checks) == 7 and all(str(check) in shown for check in checks)
    assert all(check.pushing_wins for check in checks)  # what the text after the check says
    assert "the zero-blind player comes out ahead under every reading" in text


def test_the_body_says_remove_0_acts_at_once_and_is_spent_when_there_is_no_zero() -> None:
    text = flat(source(cell_starting("Two blue cards soften the risk")))
    assert "**Remove 0** acts the moment you take it" in text
    assert "With no zero in your line it is spent all the same and removes nothing" in text
    assert "`UNUSED_REMOVE_ZERO`" in text
    shown = printed()
    assert missed_zero().told() in shown  # the whole play, Ana's spent Remove 0 included
    assert f"Ana takes Remove 0 with no zero in the line: {data.UNUSED_REMOVE_ZERO}." in shown


def test_who_sees_a_goal_offer_is_named_as_this_editions_choice_where_the_table_is_taught() -> None:
    text = flat(source(cell_starting("## 12. Play a full game")))
    assert "in this edition only the player choosing sees the goals a red number draws, `GOAL_OFFER`" in text
    cell = next(cell for cell in CELLS if source(cell) == "HTML(edition_html(game))")
    table = "".join(cell["outputs"][0]["data"]["text/html"])
    assert "GOAL_OFFER" in table and "goal_offer=&#x27;everyone&#x27;" in table


def test_the_limit_stop_example_says_why_ana_is_the_one_a_zero_can_reach() -> None:
    """The printout calls Ana's 19 the only line in reach; the prose before it says why (Ben stopped)."""
    assert "Ben stopped on his first turn, so Ana's is the only line a zero can reach" in flat(prose())
    assert "000 MAX hits Ana (the only line a zero can reach, last number 19)" in printed()


def test_the_studies_are_drawn_from_their_stored_files_with_run_it_yourself_under_each() -> None:
    """Nothing is played when the lesson opens: each study is read back, and replayed only on request."""
    sources = "\n".join(source(cell) for cell in CELLS)
    assert "stop_length_study" not in sources and "reading_checks" not in sources
    for name in ("STOPS", "READINGS"):
        i = next(i for i, cell in enumerate(CELLS) if f"stored_result({name})" in source(cell))
        assert f"RunItYourself({name}, " in source(CELLS[i])
        under = CELLS[i]["outputs"][-1]["data"]["text/plain"]  # the cell's last output: under the plot
        assert "".join(under).startswith("RunItYourself(children=")
        before = flat(source(CELLS[i - 1]))
        assert "ahead of time" in before and "**Run it yourself**" in before
    assert "These games were played ahead of time (`make studies` stores the result" in markdown()


def test_the_best_stopping_rule_printed_is_the_stored_studys_best_and_pushes_on() -> None:
    best = max(STOPS.stored(), key=lambda row: row.mean_score)
    assert (best.stop_at, best.careful, best.games) == (10, False, 50)  # the curves' answer: push on
    shown = "\n".join(output(cell) for cell in CELLS)
    assert f"{best.mean_score:.1f} points on average, {best.explosion_rate:.0%} of rounds exploded." in shown


def test_the_explosion_example_computes_its_zero_points_beside_the_rule() -> None:
    """Every statement the lesson makes about a rule is computed by the engine beside it: the cell that
    asks whether 4 + 3 zero-points explode adds them up itself rather than typing the total."""
    (cell,) = [cell for cell in body() if "rules.explodes(" in source(cell)]
    assert not re.search(rf"= {4 + 3}\b", source(cell)), "the total is typed by hand"
    assert f"4 + 3 = {4 + 3} zero-points" in output(cell)
