"""Every worked example of the Rowlette rulebook, reproduced by the engine's rule functions and,
where a game can reach the situation, by play with a stacked deck."""

from __future__ import annotations

from tabletop.rowlette.data import COLOUR, Colour, Goal, Special, Target
from tabletop.rowlette.examples import example_d, example_d_differences, limit_stop
from tabletop.rowlette.rules import (
    RoundResult,
    active_goals,
    explodes,
    goal_count,
    order_bonus,
    order_chain,
    starting_jackpot,
    zero_target,
)

from .staging import play, stacked


def test_order_up_example_scores_six_until_the_chain_breaks_at_25() -> None:
    numbers = [8, 13, 26, 38, 25]
    assert order_chain(numbers, 0, Special.ORDER_UP) == [13, 26, 38]
    assert order_bonus(numbers, [(Special.ORDER_UP, 0)]) == 6


def test_order_up_example_played_out() -> None:
    # Ana takes 8, tucks Order up under it, then takes 13, 26, 38 and 25 (all red: each draws goals).
    state = stacked(
        ["Ana", "Ben"],
        [8, "Order up", 3, 13, 26, 38, 25, 4, 7],
        goal_top=["Low"] * 4 + ["High"] * 4 + ["Odd"] * 4,
    )
    play(
        state,
        "Take 8",
        "Stop",
        "Take Order up",
        "Take 13",
        "Keep Low goal",
        "Take 26",
        "Keep Low goal",
        "Take 38",
        "Keep High goal",
        "Take 25",
        "Keep Odd goal",
    )
    line = state.view(0).lines[0]
    assert line.numbers == (8, 13, 26, 38, 25)
    assert line.orders == ((Special.ORDER_UP, 0),)
    assert order_bonus(line.numbers, line.orders) == 6


def test_explosion_example_four_plus_three_explodes_and_halves_24_to_12() -> None:
    assert not explodes(4)
    assert explodes(4 + 3)
    assert RoundResult(jackpot=6, active_goals=4, exploded=True, order_bonus=0).score == 12


def test_goal_activation_example_red_and_high_are_active_even_is_not() -> None:
    # Any line with 3 red, 2 even and 4 high numbers; this one: 21 25 29 (red, high), 24 32 (even, high).
    numbers = [21, 25, 29, 24, 32]
    assert [goal_count(g, numbers) for g in (Goal.RED, Goal.EVEN, Goal.HIGH)] == [3, 2, 5]
    assert active_goals([Goal.RED, Goal.EVEN, Goal.HIGH], numbers) == [True, False, True]


def test_complete_scoring_example_3_times_2_plus_6_is_12() -> None:
    result = RoundResult(jackpot=3, active_goals=2, exploded=False, order_bonus=6)
    assert (result.goal_score, result.score) == (6, 12)


def test_catch_up_example_25_behind_starts_with_a_jackpot_of_3() -> None:
    assert starting_jackpot(own_total=10, leader_total=35) == 3
    assert starting_jackpot(0, 0) == 1
    assert starting_jackpot(0, 200) == 4  # never more than 4


def test_example_a_an_order_card_leaves_18_as_ninas_last_number() -> None:
    # Nina takes 18 and keeps a goal; Omar takes 12; Nina takes Order up, tucked under 18.
    # The refill turns up a 0 MAX: Nina's 18 is still her last number, the highest, so it hits her.
    state = stacked(["Nina", "Omar"], [18, 12, "Order up", 30, 5, "0 MAX", 6], goal_top=["Low"] * 3)
    events = play(state, "Take 18", "Keep Low goal", "Take 12", "Take Order up")
    assert "0 MAX hits Nina (the highest last number, 18): zero-track 0 -> 1." in events
    nina = state.view(0).lines[0]
    assert nina.last_number == 18 and nina.orders == ((Special.ORDER_UP, 0),)


def test_example_b_one_zero_per_player_per_turn() -> None:
    # During Maria's turn (seat 0) Leo (seat 1, last number 3, the lowest) already took a zero:
    # a 00 MIN that picks him again is discarded.
    last_numbers = [30, 3, 17]
    first = zero_target(Target.MIN, active=0, last_numbers=last_numbers, hit_this_turn=[False] * 3)
    assert first.seat == 1
    second = zero_target(Target.MIN, active=0, last_numbers=last_numbers, hit_this_turn=[False, True, False])
    assert second == (None, 1)
    # The active player has no such protection.
    assert zero_target(Target.YOU, 0, last_numbers, [True, True, True]).seat == 0


def test_example_c_remove_zero_takes_out_the_00_and_is_spent() -> None:
    # Kay takes 20; the refill's 00 MIN can only reach her (Lu has no number yet).
    state = stacked(["Kay", "Lu"], [20, 33, 40, "00 MIN", "Remove 0", 3, 4])
    play(state, "Take 20")
    assert state.view(0).lines[0].zero_points == 2
    events = play(state, "Take 40", "Take Remove 0")
    kay = state.view(0).lines[0]
    assert kay.zeros == () and kay.zero_points == 0
    assert any("the 00 MIN leaves the line" in text and "2 -> 0" in text for text in events)
    assert state.discard == [Special.REMOVE_ZERO]  # spent: in neither line nor deck
    assert sum(1 for card in state.deck if str(card) == "00 MIN") == 7  # all seven back in the deck


def test_example_d_played_by_the_rules_jackpot_5_four_goals_no_chain_scores_10() -> None:
    played = example_d()
    marco = played.state.lines[0]
    assert marco.numbers == [4, 7, 5, 12, 15, 22, 25, 30]
    assert marco.orders == [(Special.ORDER_UP, 1)] and marco.zero_points == 1
    # Four black numbers (4, 7, 12, 15) on a starting jackpot of 1; four red ones force four goals.
    assert (COLOUR[15], COLOUR[22], COLOUR[30]) == (Colour.BLACK, Colour.RED, Colour.RED)
    assert marco.jackpot == 5
    assert marco.goals == [Goal.BLACK, Goal.EVEN, Goal.HIGH, Goal.RED]
    assert marco.active == [True, True, False, False]  # High has 3 of 4, Red 4 of 5
    assert order_chain(marco.numbers, 1, Special.ORDER_UP) == []  # the 5 after the 7 breaks it
    assert played.state.results[0][0] == RoundResult(jackpot=5, active_goals=2, exploded=False, order_bonus=0)
    assert played.state.totals[0] == 10


def test_example_d_only_a_fourth_goal_of_low_would_switch_on() -> None:
    totals = {goal: example_d(goal).state.totals[0] for goal in Goal}
    assert totals == {Goal.RED: 10, Goal.BLACK: 10, Goal.EVEN: 10, Goal.ODD: 10, Goal.HIGH: 10, Goal.LOW: 15}


def test_example_d_differences_name_every_printed_figure_the_rules_contradict() -> None:
    differences = example_d_differences(example_d())
    assert differences == [
        "It prints 15 as red, but 15-16 is a black pair.",
        "It prints 22 as black, but 21-22 is a red pair.",
        "It prints 30 as black, but 29-30 is a red pair.",
        "It counts 5 for Black (4, 7, 12, 22, 30); the line has 4 (4, 7, 12, 15).",
        "It scores a jackpot of 2, but each of the 4 black numbers (4, 7, 12, 15) adds a coin to a "
        "starting jackpot of at least 1, so it is at least 5 (by its own colours, at least 6); played "
        "in round 1, it is 5.",
        "It keeps 3 goals, but each of the 4 red numbers (5, 22, 25, 30) makes you keep one: played, "
        "4 goals, the last needing 5 matching numbers.",
        "It counts the Order up chain as 7 -> 12 -> 22 -> 30, but the 5 after the 7 breaks it: played, "
        "the chain ends at once and earns +0. Even past the 5, it leaves out 15, 25.",
        "Its total of 10 is right only by chance: it reaches it as 2 x 2 goals = 4, + 6 order bonus = 10, "
        "the rules as 5 x 2 goals = 10.",
    ]
    with_low = example_d_differences(example_d(Goal.LOW))
    assert with_low[-2:] == [
        "It counts 2 active goals; played, 3.",
        "It scores 10; played, the line scores 5 x 3 goals = 15.",
    ]


def test_the_tenth_number_does_not_shelter_a_line_from_its_own_refill() -> None:
    played = limit_stop()
    assert played.events[-6:-3] == [
        "000 MAX hits Ana (the highest last number, 19): zero-track 4 -> 7.",
        "Ana explodes with 7 zero-points: out of the round, goal score halved.",
        "24 joins the market.",
    ]
    assert played.state.results[0][0].score == 5  # 10 x 1 goal, halved
    strict = limit_stop(auto_stop="at once")
    assert strict.events[-6:-4] == [
        "Ana has 10 numbers, the limit: stopped automatically.",
        "000 MAX turns up but nobody can receive it (stopped, exploded or no number yet): it is discarded.",
    ]
    assert strict.state.results[0][0].score == 10
