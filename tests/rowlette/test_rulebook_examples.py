"""Every worked example of the Rowlette rulebook, reproduced by the engine's rule functions and,
where a game can reach the situation, by play with a stacked deck."""

from __future__ import annotations

from tabletop.rowlette.data import COLOUR, Colour, Goal, Special, Target
from tabletop.rowlette.examples import (
    example_b,
    example_b_as_printed,
    example_d,
    example_d_differences,
    limit_stop,
)
from tabletop.rowlette.rules import (
    RoundResult,
    ZeroFate,
    active_goals,
    explodes,
    goal_count,
    order_bonus,
    order_chain,
    starting_jackpot,
    zero_fate,
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


#: Example B at a table: Maria takes 40, Leo takes 3 (the lowest last number), then Maria takes 36
#: and her refill turns up two zeros before the 11.
EXAMPLE_B = [40, 3, 36, 8, 20]


def test_example_b_a_second_zero_that_would_hit_leo_again_is_discarded() -> None:
    state = stacked(["Maria", "Leo"], [*EXAMPLE_B, "00 MIN", "00 MIN", 11])
    play(state, "Take 40", "Take 3")
    events = play(state, "Take 36")
    assert events[1:] == [
        "00 MIN hits Leo (the lowest last number, 3): zero-track 0 -> 2.",
        "Another zero, 00 MIN, turns up in the same refill and would hit Leo, who already took a "
        "zero this turn: it is discarded.",
        "11 joins the market.",
    ]
    assert [str(zero) for zero in state.lines[1].zeros] == ["00 MIN"]
    assert [str(card) for card in state.discard] == ["00 MIN"]  # discarded, not back in the deck
    assert sum(str(card) == "00 MIN" for card in state.deck) == 5


def test_example_b_as_printed_its_you_zero_hits_maria_whose_turn_it_is() -> None:
    # The printed example lets a YOU zero reach Leo during Maria's turn; YOU always means the
    # player whose turn it is. Leo then has no zero yet, so the 00 MIN is only set aside.
    state = stacked(["Maria", "Leo"], [*EXAMPLE_B, "0 YOU", "00 MIN", 11])
    play(state, "Take 40", "Take 3")
    events = play(state, "Take 36")
    assert events[1:] == [
        "0 YOU hits Maria (the player whose turn it is): zero-track 0 -> 1.",
        "Another zero, 00 MIN, turns up in the same refill: set aside.",
        "11 joins the market.",
        "The set-aside zero 00 MIN goes back into the deck.",
    ]
    assert state.lines[1].zeros == [] and state.discard == []


def test_the_active_player_has_no_one_zero_protection() -> None:
    state = stacked(["Maria", "Leo"], [40, 3, 2, 8, 20, "00 MIN", "00 MIN", 11], goal_top=["Low"] * 3)
    play(state, "Take 40", "Take 3")
    events = play(state, "Take 2", "Keep Low goal")  # Maria's 2 is now the lowest last number
    assert "00 MIN hits Maria (the lowest last number, 2): zero-track 0 -> 2." in events
    assert "Another zero, 00 MIN, turns up in the same refill: set aside." in events
    assert state.discard == []


def test_the_set_aside_reading_of_a_repeat_zero_is_an_option() -> None:
    state = stacked(["Maria", "Leo"], [*EXAMPLE_B, "00 MIN", "00 MIN", 11], repeat_zero="set aside")
    play(state, "Take 40", "Take 3")
    events = play(state, "Take 36")
    assert events[2:] == [
        "Another zero, 00 MIN, turns up in the same refill: set aside.",
        "11 joins the market.",
        "The set-aside zero 00 MIN goes back into the deck.",
    ]
    assert state.discard == []


def test_the_protection_decides_only_for_a_player_already_hit_this_turn() -> None:
    last_numbers = [30, 3, 17]
    later = dict(first=False, protect=True)
    assert zero_fate(Target.MIN, 0, last_numbers, [False] * 3, first=True) == (ZeroFate.HANDED_OUT, 1)
    assert zero_fate(Target.MIN, 0, last_numbers, [False, True, False], **later) == (ZeroFate.PROTECTED, 1)
    assert zero_fate(Target.MAX, 0, last_numbers, [False, True, False], **later) == (ZeroFate.SET_ASIDE, 0)
    assert zero_fate(Target.YOU, 0, last_numbers, [True, True, True], **later) == (ZeroFate.SET_ASIDE, 0)
    assert zero_fate(Target.YOU, 0, [None, 3, 17], [False] * 3, first=True) == (ZeroFate.NOBODY, None)


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
        "It counts 5 for Black (4, 7, 12, 22, 30), as its own colours give, so this follows from the "
        "colour errors. By the colour rule the line has 4 (4, 7, 12, 15).",
        "It scores a jackpot of 2, but each of the 4 black numbers (4, 7, 12, 15) adds a coin to a "
        "starting jackpot of at least 1, so it is at least 5 (by its own colours, at least 6); played "
        "in round 1, it is 5.",
        "It keeps 3 goals, one for each of its own red numbers (5, 15, 25), so this too follows from the "
        "colour errors. By the colour rule the line has 4 red numbers (5, 22, 25, 30), each making you "
        "keep a goal: played, 4 goals, the last needing 5 matching numbers.",
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


def test_the_lesson_plays_example_b_as_told_and_as_printed() -> None:
    told = example_b()
    assert told.events[-2:] == [
        "Another zero, 00 MIN, turns up in the same refill and would hit Leo, who already took a "
        "zero this turn: it is discarded.",
        "11 joins the market.",
    ]
    assert [str(card) for card in told.state.discard] == ["00 MIN"]
    printed = example_b_as_printed()
    assert "0 YOU hits Maria (the player whose turn it is): zero-track 0 -> 1." in printed.events
    assert printed.state.lines[1].zeros == [] and printed.state.discard == []


def test_the_tenth_number_does_not_shelter_a_line_from_its_own_refill() -> None:
    played = limit_stop()
    assert played.events[-6:-3] == [
        "000 MAX hits Ana (the only line a zero can reach, last number 19): zero-track 4 -> 7.",
        "Ana explodes with 7 zero-points: out of the round, goal score halved.",
        "24 joins the market.",
    ]
    assert played.state.results[0][0].score == 5  # 10 x 1 goal, halved
    strict = limit_stop(auto_stop="at once")
    assert strict.events[-6:-4] == [
        "Ana has 10 numbers, the limit: stopped automatically.",
        "000 MAX turns up, but every player has stopped, exploded or has no number yet: it is discarded.",
    ]
    assert strict.state.results[0][0].score == 10


def test_a_zero_says_so_when_the_line_it_hits_is_the_only_one_in_reach() -> None:
    """MIN and MAX compare only the lines a zero can reach: with Ben stopped, Ana's 19 is not 'the
    highest last number' of the table, only the one line left, and the log says so."""
    from tabletop.rowlette import examples

    limit = examples.limit_stop().told()
    assert "000 MAX hits Ana (the only line a zero can reach, last number 19)" in limit
    told = examples.example_b().told()
    assert "00 MIN hits Leo (the lowest last number, 3)" in told
