"""The Sensible bot keeps club habits and beats random play clearly, in every player count."""

from __future__ import annotations

import random

import pytest

from tabletop.core import RandomBot, play_out

from .staging import GAME, play, staged


@pytest.mark.parametrize(("players", "at_least"), [(4, 0.85), (3, 0.7), (2, 0.75)])
def test_the_sensible_side_beats_a_random_side(players: int, at_least: float) -> None:
    sensible, random_bot = GAME.bot("Sensible"), RandomBot()
    games, wins = 60, 0
    for seed in range(games):
        state = GAME.new([f"P{i}" for i in range(players)], seed=seed)
        side = seed % 2  # the bot plays each side half the time
        bots = [sensible if state.side_of[s] == side else random_bot for s in range(players)]
        play_out(state, bots, random.Random(seed))
        wins += state.loser != side
    assert wins / games >= at_least


def test_it_counters_an_opponents_winning_card_when_it_cannot_undercut_it() -> None:
    no_hats = [f"{value} of Stars" for value in range(2, 9)] + ["1 of Tombstones"]
    state = staged(
        hands={"Lawman": ["5 of Hats"], "Dynamite": ["2 of Hats"], "Grace": ["6 of Hats"], "Nat": no_hats}
    )
    play(state, "Play 5 of Hats", "Done", "Play 2 of Hats", "Done", "Play 6 of Hats")
    choice = GAME.bot().choose(state.view(1), state.legal_actions(), random.Random(0))
    assert str(choice) == "Play 2 of Stars"  # flips Dynamite's 2, so Lawman's 5 wins


def test_it_dumps_a_high_pop_card_on_a_trick_its_partner_is_winning() -> None:
    state = staged(
        hands={
            "Lawman": ["1 of Hats"],
            "Dynamite": ["7 of Hats"],
            "Grace": ["6 of Hats"],
            "Nat": ["8 of Hats", "3 of Hats", "4 of Hats"],
        }
    )
    play(state, "Play 1 of Hats", "Done", "Play 7 of Hats", "Done", "Play 6 of Hats")
    choice = GAME.bot().choose(state.view(1), state.legal_actions(), random.Random(0))
    assert str(choice) == "Play 8 of Hats"


def test_it_wins_with_the_highest_card_that_still_wins_when_last() -> None:
    state = staged(
        hands={
            "Lawman": ["7 of Hats"],
            "Dynamite": ["6 of Hats"],
            "Grace": ["8 of Hats"],
            "Nat": ["1 of Hats", "2 of Hats", "5 of Hats"],
        }
    )
    play(state, "Play 7 of Hats", "Done", "Play 6 of Hats", "Done", "Play 8 of Hats")
    choice = GAME.bot().choose(state.view(1), state.legal_actions(), random.Random(0))
    assert str(choice) == "Play 5 of Hats"
