"""Rowlette played through the engine: each rule of the rulebook, and bad input refused cleanly."""

from __future__ import annotations

import dataclasses
import random

import pytest

import tabletop
from tabletop import IllegalAction, SetupError
from tabletop.rowlette import KeepGoal, Phase, Status, Stop, Take, data
from tabletop.rowlette.bots import SensibleBot
from tabletop.rowlette.data import Goal, Special, Target, Zero
from tabletop.rowlette.examples import full_line, missed_zero, second_remove_zero

from .staging import play, stacked

GAME = tabletop.get("rowlette")


def test_the_main_deck_has_40_numbers_18_zeros_and_10_specials() -> None:
    cards = GAME.new(["Ana", "Ben"], seed=3).cards
    assert len(cards) == 68
    assert sorted(c for c in cards if isinstance(c, int)) == list(range(1, 41))
    zeros = [str(c) for c in cards if isinstance(c, Zero)]
    assert {label: zeros.count(label) for label in zeros} == {
        "000 MAX": 3,
        "00 MIN": 7,
        "0 MAX": 4,
        "0 YOU": 4,
    }
    specials = [c for c in cards if isinstance(c, Special)]
    assert {s: specials.count(s) for s in Special} == {
        Special.REMOVE_ZERO: 3,
        Special.PLUS_LIMIT: 3,
        Special.ORDER_UP: 2,
        Special.ORDER_DOWN: 2,
    }


def test_setup_reveals_a_three_card_market_without_zeros() -> None:
    for seed in range(30):
        state = GAME.new(["Ana", "Ben", "Cy"], seed=seed)
        assert len(state.market) == 3
        assert not any(isinstance(card, Zero) for card in state.market)
        assert [line.jackpot for line in state.lines] == [1, 1, 1]


def test_first_player_is_drawn_from_the_seed() -> None:
    firsts = {GAME.new(["A", "B", "C", "D"], seed=seed).current_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_a_turn_offers_stop_or_one_take_per_market_card() -> None:
    state = stacked(["Ana", "Ben"], [3, 4, "+Limit"])
    assert [str(a) for a in state.legal_actions()] == ["Stop", "Take 3", "Take 4", "Take +Limit"]


def test_two_copies_of_a_special_in_the_market_are_one_move() -> None:
    state = stacked(["Ana", "Ben"], ["+Limit", "+Limit", 3])
    assert [str(a) for a in state.legal_actions()] == ["Stop", "Take +Limit", "Take 3"]


def test_black_number_adds_a_coin_and_refills_the_market() -> None:
    state = stacked(["Ana", "Ben"], [3, 11, 27, 36])
    events = play(state, "Take 3")
    assert events == ["Ana takes 3, a black number: jackpot 1 -> 2.", "36 joins the market."]
    assert state.market == [11, 27, 36]
    assert state.current_player == 1


def test_red_number_draws_three_goals_and_waits_for_one_to_be_kept() -> None:
    state = stacked(["Ana", "Ben"], [1, 11, 27, 36], goal_top=["Odd", "High", "Odd"])
    play(state, "Take 1")
    assert state.phase is Phase.KEEP and state.current_player == 0
    assert [str(a) for a in state.legal_actions()] == ["Keep Odd goal", "Keep High goal"]
    assert len(state.market) == 2  # the refill waits for the choice
    play(state, "Keep High goal")
    assert state.lines[0].goals == [Goal.HIGH]
    assert state.goal_deck[:2] == [Goal.ODD, Goal.ODD]  # the other two went under the deck
    assert len(state.market) == 3 and state.current_player == 1


def test_a_goal_lights_when_its_own_threshold_is_reached() -> None:
    # Goal 1 (Odd) needs 2 odd numbers: it lights when the second odd number arrives.
    state = stacked(["Ana", "Ben"], [1, 3, 7, 8, 12, 16], goal_top=["Odd", "Low", "Low"])
    play(state, "Take 1", "Keep Odd goal", "Stop")
    events = play(state, "Take 3")
    assert "Ana's Odd goal #1 is active: 2 matching numbers reached." in events
    assert state.lines[0].active == [True]


def test_stop_takes_a_player_out_of_turns_and_out_of_reach() -> None:
    state = stacked(["Ana", "Ben", "Cy"], [32, 4, 7, 8, 11, "000 MAX", 12])
    play(state, "Take 32", "Take 4", "Stop", "Stop")  # Cy stops with nothing, Ana with 32
    assert state.current_player == 1
    events = play(state, "Take 7")  # the 000 MAX skips Ana's higher 32: she has stopped
    assert "000 MAX hits Ben (the only line a zero can reach, last number 7): zero-track 0 -> 3." in events
    assert state.current_player == 1  # Ben is the only one left and plays on


def test_you_zero_hits_the_active_player() -> None:
    state = stacked(["Ana", "Ben"], [3, 31, 32, 4, "0 YOU", 8])
    play(state, "Take 31")
    events = play(state, "Take 32")  # Ben's refill turns up 0 YOU although Ana's 31 is lower
    assert "0 YOU hits Ben (the player whose turn it is): zero-track 0 -> 1." in events


def test_min_and_max_zeros_pick_the_lowest_and_highest_last_numbers() -> None:
    state = stacked(["Ana", "Ben", "Cy"], [3, 30, 20, "00 MIN", 12, "0 MAX", 15], goal_top=["Low"] * 3)
    play(state, "Take 3", "Take 30", "Keep Low goal")  # refills: 00 MIN -> Ana (3), then nothing
    assert [str(z) for z in state.lines[0].zeros] == ["00 MIN"]
    play(state, "Take 20")  # Cy's refill: 0 MAX -> Ben (30)
    assert [str(z) for z in state.lines[1].zeros] == ["0 MAX"]


def test_a_you_zero_whose_player_has_no_number_yet_is_discarded_and_says_why() -> None:
    state = stacked(["Ana", "Ben"], ["+Limit", 4, 7, "0 YOU", 8])
    events = play(state, "Take +Limit")  # Ana has no number: the YOU zero has no one to hit
    assert events[1:] == [
        "0 YOU turns up, but Ana, whose turn it is, has no number yet: it is discarded.",
        "8 joins the market.",
    ]
    assert [str(card) for card in state.discard] == ["0 YOU"]


def test_a_min_or_max_zero_with_no_number_in_reach_is_discarded() -> None:
    state = stacked(["Ana", "Ben"], ["+Limit", 4, 7, "00 MIN", 8])
    events = play(state, "Take +Limit")
    assert events[1] == (
        "00 MIN turns up, but every player has stopped, exploded or has no number yet: it is discarded."
    )


def test_after_a_first_zero_that_finds_nobody_the_refills_later_zeros_are_still_set_aside() -> None:
    played = missed_zero()  # Ana has no number when her refill turns up 0 YOU, then 00 MIN
    assert played.events[-4:] == [
        "0 YOU turns up, but Ana, whose turn it is, has no number yet: it is discarded.",
        "Another zero, 00 MIN, turns up in the same refill: set aside.",
        "8 joins the market.",
        "The set-aside zero 00 MIN goes back into the deck.",
    ]
    assert played.state.lines[1].zeros == []


def test_the_hand_out_reading_gives_the_next_zero_to_its_target_after_a_miss() -> None:
    played = missed_zero(after_untargeted_zero="hand out")
    assert played.events[-3:] == [
        "0 YOU turns up, but Ana, whose turn it is, has no number yet: it is discarded.",
        "00 MIN hits Ben (the only line a zero can reach, last number 3): zero-track 0 -> 2.",
        "8 joins the market.",
    ]


def test_plus_limit_lets_a_line_hold_eleven_numbers() -> None:
    state = stacked(["Ana", "Ben"], ["+Limit", 3])
    play(state, "Take +Limit")
    assert state.lines[0].limit == 11


TEN_BLACKS_THEN_A_YOU_ZERO = [3, 4, 7, 8, 11, 12, 15, 16, 19, 20, 23, 27, "0 YOU", 24]


def _take_ten_numbers(state: tabletop.rowlette.RowletteState) -> list[str]:
    play(state, "Take 3", "Stop")
    for n in [4, 7, 8, 11, 12, 15, 16, 19]:
        play(state, f"Take {n}")
    assert len(state.lines[0].numbers) == 9
    return play(state, "Take 20")  # the tenth number; its refill turns up the 0 YOU


def test_the_tenth_number_stops_a_line_after_its_refill() -> None:
    state = stacked(["Ana", "Ben"], TEN_BLACKS_THEN_A_YOU_ZERO, rounds=1)
    events = _take_ten_numbers(state)
    assert events[1:4] == [
        "0 YOU hits Ana (the player whose turn it is): zero-track 0 -> 1.",
        "24 joins the market.",
        "Ana has 10 numbers, the limit: stopped automatically.",
    ]
    assert state.lines[0].status is Status.FULL


def test_the_strict_auto_stop_reading_keeps_the_tenth_refill_away() -> None:
    state = stacked(["Ana", "Ben"], TEN_BLACKS_THEN_A_YOU_ZERO, rounds=1, auto_stop="at once")
    events = _take_ten_numbers(state)
    assert events[1:3] == [
        "Ana has 10 numbers, the limit: stopped automatically.",
        "0 YOU turns up, but Ana, whose turn it is, has just stopped at the number limit: it is discarded.",
    ]
    assert state.lines[0].status is Status.FULL and state.lines[0].zeros == []


def test_a_full_line_is_out_of_reach_once_its_own_refill_is_done() -> None:
    for reading in ("after refill", "at once"):
        played = full_line(auto_stop=reading)  # Ana is full on 40; Ben's 39 brings a 0 MAX
        assert played.state.lines[0].status is Status.FULL and len(played.state.lines[0].numbers) == 10
        hit = "0 MAX hits Ben (the only line a zero can reach, last number 39): zero-track 0 -> 1."
        assert hit in played.events[-3:]
        assert played.state.lines[0].zeros == []


def test_the_still_a_target_reading_keeps_a_full_line_in_reach_until_the_round_ends() -> None:
    played = full_line(auto_stop="still a target")
    assert "0 MAX hits Ana (the highest last number, 40): zero-track 0 -> 1." in played.events[-3:]
    assert [str(zero) for zero in played.state.lines[0].zeros] == ["0 MAX"]


def test_order_down_taken_before_any_number_waits_for_the_first() -> None:
    state = stacked(["Ana", "Ben"], ["Order down", 36, 4, 7])
    events = play(state, "Take Order down")
    assert events[0] == "Ana takes Order down; with no number yet, it will go under Ana's first number."
    play(state, "Stop", "Take 36")
    assert state.lines[0].orders == [(Special.ORDER_DOWN, 0)] and state.lines[0].numbers == [36]


def test_order_down_is_tucked_under_the_first_number_when_taken_early() -> None:
    state = stacked(["Ana", "Ben"], ["Order down", 36, 4, 7])
    play(state, "Take Order down", "Stop", "Take 36", "Take 7", "Take 4")
    assert state.lines[0].orders == [(Special.ORDER_DOWN, 0)]
    assert state.lines[0].numbers == [36, 7, 4]


def test_round_end_scores_every_line_and_starts_the_next_with_catch_up_jackpots() -> None:
    state = stacked(["Ana", "Ben"], [3, 4, 7, 8, 11, 12, 15], goal_top=["Black"] * 3, rounds=2)
    play(state, "Take 3", "Stop")  # Ana: 3; Ben out with nothing
    for n in [4, 7, 8]:
        play(state, f"Take {n}")
    # Ana has four black numbers but no goal: 0 points. Nobody scores; round 2 starts.
    assert state.round == 1
    play(state, "Stop")
    assert state.round == 2 and state.totals == [0, 0]
    assert state.current_player == 1  # the next round starts one seat on
    assert [line.jackpot for line in state.lines] == [1, 1]


def test_each_new_round_says_it_starts_from_freshly_shuffled_decks() -> None:
    state = stacked(["Ana", "Ben"], [3, 4, 7], rounds=2)
    events = play(state, "Stop", "Stop")
    assert next(text for text in events if text.startswith("Round 2")) == (
        f"Round 2 begins from fresh decks: {data.NEW_ROUND_DECKS}; Ben starts. "
        "Starting jackpots: Ana 1, Ben 1."
    )
    assert len(state.deck) + len(state.market) + len(state.discard) == 68 and len(state.goal_deck) == 24


def test_a_remove_zero_with_no_zero_to_remove_is_spent() -> None:
    state = stacked(["Ana", "Ben"], ["Remove 0", 4, 7, 8])
    events = play(state, "Take Remove 0")
    assert events[0] == f"Ana takes Remove 0 with no zero in the line: {data.UNUSED_REMOVE_ZERO}."
    assert state.discard == [Special.REMOVE_ZERO]


def test_a_second_remove_zero_in_the_same_round_works_again_as_each_card_is_one_shot() -> None:
    played = second_remove_zero()
    assert data.REMOVE_ZERO_USE == "each card" == GAME.options["remove_zero_use"]
    assert [move for _, move, _ in played.moves].count("Take Remove 0") == 2
    assert played.events[-2] == (
        "Kay takes Remove 0: the 0 YOU leaves the line and is shuffled into the deck; zero-track 1 -> 0."
    )
    assert played.state.lines[0].zeros == [] and played.state.discard == [Special.REMOVE_ZERO] * 2
    assert (
        "a second Remove 0 taken later in the same round works again"
        in GAME.rule("rowlette.remove-zero").summary
    )


def test_with_once_per_player_a_second_remove_zero_in_the_round_is_spent_with_nothing_removed() -> None:
    played = second_remove_zero("once per player")
    assert played.events[-2] == (
        "Kay takes Remove 0 after already taking a zero out with one this round "
        f"(remove_zero_use='once per player'): {data.UNUSED_REMOVE_ZERO}."
    )
    state = played.state
    assert state.lines[0].zeros == [Zero(1, Target.YOU)] and state.discard == [Special.REMOVE_ZERO] * 2
    assert state.view(1).lines[0].remove_zero_spent and not state.view(1).lines[1].remove_zero_spent


def test_the_once_per_player_use_comes_back_each_round() -> None:
    state = stacked(
        ["Kay", "Lu"], [20, 33, 40, "00 MIN", "Remove 0", 3, 4], rounds=2, remove_zero_use="once per player"
    )
    play(state, "Take 20", "Take 40", "Take Remove 0")
    assert state.view(0).lines[0].remove_zero_spent
    play(state, "Stop", "Stop")
    assert state.round == 2 and not state.view(0).lines[0].remove_zero_spent


def test_the_house_bot_takes_no_remove_zero_whose_use_is_spent() -> None:
    view = second_remove_zero("once per player").state.view(0)  # Kay has used hers this round
    kay = dataclasses.replace(view.lines[0], zeros=(Zero(2, Target.MIN),))  # on 2 zero-points
    legal = [Stop(), Take(Special.REMOVE_ZERO), Take(11)]
    for spent, choice in ((True, Take(11)), (False, Take(Special.REMOVE_ZERO))):
        seen = dataclasses.replace(
            view, lines=(dataclasses.replace(kay, remove_zero_spent=spent), view.lines[1])
        )
        assert SensibleBot().choose(seen, legal, random.Random(0)) == choice


def test_turns_pass_round_the_seats_in_order_passing_over_anyone_out_of_the_round() -> None:
    assert data.TURN_STEP == 1
    state = stacked(["Ana", "Ben", "Cy", "Dee"], [3, 4, 7, 8, 11, 12, 15, 16], first=1)
    order = []
    for move in ("Take 3", "Stop", "Take 4", "Take 7", "Take 8", "Take 11", "Stop"):
        order.append(state.players[state.current_player])
        play(state, move)
    assert order == ["Ben", "Cy", "Dee", "Ana", "Ben", "Dee", "Ana"]  # Cy stopped: passed over
    assert state.players[state.current_player] == "Ben"


def test_the_setup_rule_says_the_first_player_is_drawn_at_random_and_how_turns_pass() -> None:
    summary = GAME.rule("rowlette.setup").summary
    assert "A player drawn at random takes the first turn" in summary
    assert "turns then pass round the seats in order, passing over anyone who has left the round" in summary
    assert GAME.options["first_player"] is None


def test_when_the_deck_runs_out_the_market_stays_short_and_then_only_stop_is_left() -> None:
    # Forty numbers and twenty +Limit cards: three lines that keep raising their limit empty the deck.
    state = GAME.new(["Ana", "Ben", "Cy"], seed=1, zero_mix={}, special_mix={"+Limit": 20}, rounds=1)
    told: list[str] = []
    limit = Take(Special.PLUS_LIMIT)
    while state.market or state.phase is Phase.KEEP:
        legal = state.legal_actions()
        told += [event.text for event in state.apply(limit if limit in legal else legal[-1])]
    assert f"The deck is empty: {data.EMPTY_DECK}." in told
    assert not state.is_over and state.legal_actions() == [Stop()]


def test_zeros_set_aside_when_the_deck_runs_out_stay_aside_for_the_rest_of_the_round() -> None:
    # The rulebook sends set-aside zeros back only when a number or special turns up. Here the deck's
    # last three cards are zeros: the first hits Ben, the two 00 MIN are set aside, and the deck is out.
    top = ["+Limit"] * 20 + [str(n) for n in range(1, 41)] + ["0 MAX", "00 MIN", "00 MIN"]
    state = GAME.new(
        ["Ana", "Ben"],
        seed=1,
        first_player=0,
        rounds=1,
        deck_top=top,
        zero_mix={"0 MAX": 1, "00 MIN": 2},
        special_mix={"+Limit": 20},
    )
    limit = Take(Special.PLUS_LIMIT)
    told: list[str] = []
    while not state.is_over:
        legal = state.legal_actions()
        move = limit if limit in legal else legal[0] if state.phase is Phase.KEEP else legal[1]
        events = [event.text for event in state.apply(move)]
        if any(text.startswith("The deck is empty") for text in events) and not state.is_over:
            assert state.deck == [], events  # the log never calls a deck empty that is not
        told += events
    assert told.count("Another zero, 00 MIN, turns up in the same refill: set aside.") == 2
    assert [text for text in told if "hits" in text] == [
        "0 MAX hits Ben (the highest last number, 38): zero-track 0 -> 1."
    ]
    assert not any("go back into the deck" in text for text in told)
    why = "No number or special card is left to turn up to send 00 MIN and 00 MIN back"
    assert f"{why}: {data.EMPTY_DECK_ZEROS}." in told
    assert [str(zero) for zero in state.aside] == ["00 MIN", "00 MIN"]


def test_the_game_ends_after_the_last_round_with_a_ranking() -> None:
    state = stacked(["Ana", "Ben"], [1, 3, 4, 7, 8, 11], goal_top=["Black"] * 3, rounds=1)
    play(state, "Take 1", "Keep Black goal", "Take 3", "Take 4", "Stop", "Take 7")
    # Ana: 1 (red) 4 7 black, goal Black #1 needs 2 -> active; jackpot 1 + 2 = 3 -> 3 points.
    events = play(state, "Stop")
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.scores() == [3, 0]
    assert state.winners() == [0] and state.ranking() == [0, 1]
    assert events[-1] == "The game is over after round 1: Ana wins with 3."


def test_a_shared_win_is_told_as_shared_even_among_three() -> None:
    state = stacked(["Ana", "Ben", "Cy"], [3, 4, 7], rounds=1)
    events = play(state, "Stop", "Stop", "Stop")
    assert state.winners() == [0, 1, 2]
    assert events[-1] == (
        "The game is over after round 1: Ana, Ben and Cy share the win with 0, "
        "level on active goals in the last round too (0 each)."
    )
    pair = stacked(["Ana", "Ben"], [3, 4, 7], rounds=1)
    assert play(pair, "Stop", "Stop")[-1].startswith(
        "The game is over after round 1: Ana and Ben share the win with 0, level"
    )


def test_a_tie_on_totals_settled_by_goals_says_the_goals_decided_it() -> None:
    # Ana: 1 (red, Odd #1) and 3 (black): jackpot 2 x 1 active goal = 2.
    # Ben: 5, 9, 13, all red: three Odd goals, #1 and #2 active, jackpot 1 x 2 = 2.
    state = stacked(
        ["Ana", "Ben"], [1, 5, 3, 9, 13, 20, 24, 28], goal_top=["Odd", "High", "Low"] * 4, rounds=1
    )
    moves = ("Take 1", "Keep Odd goal", "Take 5", "Keep Odd goal", "Take 3", "Take 9", "Keep Odd goal")
    play(state, *moves, "Stop", "Take 13", "Keep Odd goal")
    events = play(state, "Stop")
    assert state.totals == [2, 2] and [r.active_goals for r in state.results[-1]] == [1, 2]
    assert state.winners() == [1]
    assert events[-1] == (
        "The game is over after round 1: Ben wins with 2, level with Ana on total but with more "
        "active goals in the last round (2 against 1)."
    )


def test_with_tie_break_share_equal_totals_share_the_win_whatever_the_goals() -> None:
    # The same tie as above (2 each; Ben had more active goals in the last round), read the other way.
    state = stacked(
        ["Ana", "Ben"],
        [1, 5, 3, 9, 13, 20, 24, 28],
        goal_top=["Odd", "High", "Low"] * 4,
        rounds=1,
        tie_break="share",
    )
    moves = ("Take 1", "Keep Odd goal", "Take 5", "Keep Odd goal", "Take 3", "Take 9", "Keep Odd goal")
    play(state, *moves, "Stop", "Take 13", "Keep Odd goal")
    events = play(state, "Stop")
    assert state.totals == [2, 2] and [r.active_goals for r in state.results[-1]] == [1, 2]
    assert state.winners() == [0, 1]
    assert events[-1] == (
        "The game is over after round 1: Ana and Ben share the win with 2 (tie_break='share': "
        "equal totals share the win)."
    )


def test_equal_totals_go_to_more_active_goals_in_the_last_round_else_shared() -> None:
    state = GAME.new(["Ana", "Ben"], seed=0, rounds=1)
    state.totals = [10, 10]
    from tabletop.rowlette.rules import RoundResult

    state.results = [(RoundResult(5, 2, False, 0), RoundResult(10, 1, False, 0))]
    state.phase = Phase.OVER
    assert state.winners() == [0]
    state.results = [(RoundResult(5, 2, False, 0), RoundResult(5, 2, False, 0))]
    assert state.winners() == [0, 1]


# ---- bad input: refused with the rule, state unchanged ----


def _snapshot(state: tabletop.rowlette.RowletteState) -> tuple[str, object]:
    return state.to_json(), state.view(None)


@pytest.mark.parametrize(
    "move, rule",
    [
        ("Take 17", "rowlette.market"),
        ("Take 0 YOU", "rowlette.zero-assignment"),
        ("Keep Red goal", "rowlette.red"),
        ("Take 99", "core.legal-actions"),
        ("Dance", "core.legal-actions"),
        ("", "core.legal-actions"),
    ],
)
def test_illegal_moves_name_their_rule_and_change_nothing(move: str, rule: str) -> None:
    state = stacked(["Ana", "Ben"], [3, 4, 7])
    before = _snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(state.action_from_string(move))
    assert err.value.rule == rule and err.value.message
    assert _snapshot(state) == before


def test_a_zero_cannot_be_taken_and_the_refusal_does_not_claim_every_zero_is_handed_out() -> None:
    state = stacked(["Ana", "Ben"], [3, 4, 7])
    with pytest.raises(IllegalAction) as err:
        state.apply(Take(Zero(1, Target.YOU)))
    assert err.value.message == (
        "A zero never joins the market, so it cannot be taken: a refill hands out its first zero, "
        "and sets aside or discards the others."
    )


def test_the_special_cards_hints_tell_the_chain_ends_and_the_zero_goes_back_into_the_deck() -> None:
    hints = {card: Take(card).describe() for card in Special}
    assert hints[Special.ORDER_UP] == (
        "Take Order up (+2 for each following number that keeps rising; the chain ends at the first "
        "that does not)"
    )
    assert hints[Special.ORDER_DOWN] == (
        "Take Order down (+2 for each following number that keeps falling; the chain ends at the "
        "first that does not)"
    )
    assert hints[Special.REMOVE_ZERO] == (
        "Take Remove 0 (at once, your latest zero leaves your line and is shuffled back into the deck; "
        f"with no zero to take out, {data.UNUSED_REMOVE_ZERO})"
    )


def test_a_lines_view_names_the_zero_a_remove_0_would_take_out_as_the_engine_does() -> None:
    ana = missed_zero().state  # Ana spent her Remove 0 with no zero in her line
    assert ana.view(None).lines[0].removable_zero is None
    kay = stacked(["Kay", "Lu"], [20, 33, 40, "00 MIN", "Remove 0", 3, 4])
    play(kay, "Take 20", "Take 40")
    assert kay.view(1).lines[0].removable_zero == Zero(2, Target.MIN)
    assert "the 00 MIN leaves the line" in play(kay, "Take Remove 0")[0]
    once = second_remove_zero("once per player").state.view(None).lines[0]
    assert once.zeros and once.remove_zero_spent and once.removable_zero is None


def test_who_sees_a_goal_offer_is_this_editions_choice_and_an_option() -> None:
    assert data.GOAL_OFFER == "chooser only" == GAME.options["goal_offer"]
    for reading, others_see in (("chooser only", False), ("everyone", True)):
        state = stacked(["Ana", "Ben"], [1, 3, 4], goal_top=["Odd", "High", "Low"], goal_offer=reading)
        play(state, "Take 1")
        offer = (Goal.ODD, Goal.HIGH, Goal.LOW)
        assert state.view(0).offer == offer
        assert state.view(1).offer == state.view(None).offer == (offer if others_see else ())


def test_a_move_out_of_turn_is_refused() -> None:
    state = stacked(["Ana", "Ben"], [3, 4, 7])
    with pytest.raises(IllegalAction, match="It is Ana's turn, not Ben's") as err:
        state.apply(Take(3), by=1)
    assert err.value.rule == "core.turn"
    assert state.apply(Take(3), by=0)


def test_a_card_no_longer_in_the_market_is_refused() -> None:
    state = stacked(["Ana", "Ben"], [3, 4, 7, 8])
    play(state, "Take 3")
    with pytest.raises(IllegalAction, match=r"3 is not in the market \(it holds 4, 7, 8\)"):
        state.apply(Take(3))


def test_while_a_goal_is_pending_only_keeping_is_legal() -> None:
    state = stacked(["Ana", "Ben"], [1, 4, 7, 8], goal_top=["Odd", "Odd", "Low"])
    play(state, "Take 1")
    before = _snapshot(state)
    for move in (Stop(), Take(4), KeepGoal(Goal.HIGH)):
        with pytest.raises(IllegalAction) as err:
            state.apply(move)
        assert err.value.rule == "rowlette.red"
    assert _snapshot(state) == before


def test_stopping_twice_is_impossible_because_a_stopped_player_never_has_the_turn() -> None:
    state = stacked(["Ana", "Ben"], [3, 4, 7])
    play(state, "Stop")
    with pytest.raises(IllegalAction, match="It is Ben's turn, not Ana's"):
        state.apply(Stop(), by=0)


def test_moves_after_the_end_are_refused() -> None:
    state = stacked(["Ana", "Ben"], [3, 4, 7], rounds=1)
    play(state, "Stop", "Stop")
    with pytest.raises(IllegalAction) as err:
        state.apply(Stop())
    assert err.value.rule == "core.game-over"


@pytest.mark.parametrize(
    "players, options, message",
    [
        (["Ana"], {}, "for 2 to 4 players, not 1"),
        (["A", "B", "C", "D", "E"], {}, "not 5"),
        (["Ana", "Ana"], {}, "same name"),
        (["Ana", ""], {}, "needs a name"),
        (["Ana", "Ben"], {"colour": "blue"}, "no option colour"),
        (["Ana", "Ben"], {"rounds": 0}, "rounds must be"),
        (["Ana", "Ben"], {"zero_mix": {"0 ALL": 3}}, "not a zero card"),
        (["Ana", "Ben"], {"special_mix": {"+Limit": -1}}, "whole number from 0 to 20"),
        (["Ana", "Ben"], {"first_player": 2}, "seat from 0 to 1"),
        (["Ana", "Ben"], {"deck_top": ["41"]}, "not a card"),
        (["Ana", "Ben"], {"deck_top": ["7", "7"]}, "more copies of 7"),
        (["Ana", "Ben"], {"auto_stop": "never"}, "auto_stop must be one of"),
    ],
)
def test_bad_setups_are_refused_with_a_clear_message(
    players: list[str], options: dict[str, object], message: str
) -> None:
    with pytest.raises(SetupError, match=message):
        GAME.new(players, seed=1, **options)


def test_a_custom_zero_mix_changes_the_deck() -> None:
    state = GAME.new(["Ana", "Ben"], seed=1, zero_mix={"000 MAX": 18})
    assert sum(isinstance(c, Zero) for c in state.cards) == 18
    assert state.options["zero_mix"] == {"000 MAX": 18}
