"""Every worked example of the Rowlette rulebook, reproduced by the engine's rule functions and,
where a game can reach the situation, by play with a stacked deck."""

from __future__ import annotations

from tabletop.rowlette.data import COLOUR, Colour, Goal, Special, Target
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


def test_example_d_as_printed_and_as_the_rules_compute_it() -> None:
    line = [4, 7, 5, 12, 15, 22, 25, 30]
    goals = [Goal.BLACK, Goal.EVEN, Goal.HIGH]
    # The printed colours of 15, 22 and 30 contradict the colour rule; the rule wins.
    assert (COLOUR[15], COLOUR[22], COLOUR[30]) == (Colour.BLACK, Colour.RED, Colour.RED)
    assert goal_count(Goal.BLACK, line) == 4  # 4, 7, 12, 15 (printed: 4, 7, 12, 22, 30)
    assert goal_count(Goal.EVEN, line) == 4
    assert goal_count(Goal.HIGH, line) == 3
    assert active_goals(goals, line) == [True, True, False]  # the same two goals as printed
    # The Order up under 7 is followed by 5, so the chain breaks at once: no bonus.
    assert order_chain(line, 1, Special.ORDER_UP) == []
    rules = RoundResult(
        jackpot=2, active_goals=2, exploded=False, order_bonus=order_bonus(line, [(Special.ORDER_UP, 1)])
    )
    assert rules.score == 4
    # The printed answer counts the chain 7 -> 12 -> 22 -> 30, skipping 5, 15 and 25: 4 + 6 = 10.
    printed = RoundResult(
        jackpot=2,
        active_goals=2,
        exploded=False,
        order_bonus=order_bonus([7, 12, 22, 30], [(Special.ORDER_UP, 0)]),
    )
    assert printed.score == 10
