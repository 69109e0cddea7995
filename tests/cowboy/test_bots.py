"""The Sensible bot pens steers, ropes what it can and beats random play clearly."""

from __future__ import annotations

import random

from tabletop.core import RandomBot, play_out
from tabletop.cowboy import CowboyState
from tabletop.cowboy.data import Event as Card

from .staging import GAME, NAMES, play, sq, staged

QUIET = Card.MOOVE_PILGRIMS
GAMES = 20


def choice(state: CowboyState) -> str:
    seat = state.current_player
    assert seat is not None
    return str(GAME.bot("Sensible").choose(state.view(seat), state.legal_actions(), random.Random(0)))


def test_the_sensible_side_beats_a_random_side_two_players_seats_alternating() -> None:
    """Measured on seeds 0-19: the Sensible bot wins 20 of 20 and has the bigger herd in 16 (over
    200 seeds: 198 wins, 179 bigger herds, 21 ties on steers settled by fields or fences)."""
    sensible, random_bot = GAME.bot("Sensible"), RandomBot()
    wins = bigger = 0
    for seed in range(GAMES):
        side = seed % 2  # the Sensible bot plays each seat half the time
        state: CowboyState = GAME.new(["P0", "P1"], seed=seed)
        bots = [sensible if seat == side else random_bot for seat in range(2)]
        play_out(state, bots, random.Random(seed))
        herds = state.scores()
        wins += state.winner == side
        bigger += herds[side] > herds[1 - side]
    assert wins >= 0.85 * GAMES
    assert bigger >= 0.7 * GAMES


def test_it_ropes_a_steer_it_can_reach() -> None:
    state = staged(fields={"Ana": [["B12"]]}, steers=["G12"])
    play(state, "Stay put")
    assert choice(state) == "Rope the steer at G12 into B12"


def test_it_builds_the_fence_that_pens_a_steer() -> None:
    state = staged(steers=["G12"], fenced=[((6, 11), (7, 11)), ((7, 11), (7, 12))])
    play(state, "Move N")
    assert choice(state) == "Build a fence"


def test_it_cuts_wood_when_short_of_fences() -> None:
    state = staged(terrain={"F12": "T"}, fences={"Ana": 1})
    play(state, "Stay put")
    assert choice(state) == "Cut wood"


def test_it_drops_the_least_useful_item() -> None:
    state = staged(items={"Ana": [Card.LARIAT, Card.BRANDER]}, next_cards=[Card.BILLS])
    play(state, "Stay put", "Do nothing")
    assert choice(state) == f"Drop {Card.BRANDER}"


def test_it_plays_the_man_with_no_name_on_the_biggest_herd() -> None:
    state = staged(NAMES[:3], fields={"Cy": [["A6"]]}, steers=["A6"], next_cards=[Card.NO_NAME])
    play(state, "Stay put", "Do nothing")
    assert choice(state) == "Play it on Cy"


def test_it_pours_fire_water_for_the_biggest_herd_once_it_has_two_steers() -> None:
    state = staged(
        NAMES[:3],
        fields={"Cy": [["A6", "A7"]], "Ben": [["L6"]]},
        steers=["A6", "L6"],
        items={"Ana": [Card.FIRE_WATER]},
    )
    assert not choice(state).startswith("Pour")  # one steer each: not yet
    state.tokens.steers.append(sq(state, "A7"))
    state._legal = None
    assert choice(state) == "Pour the Fire Water for Cy"


def test_it_takes_the_bigger_part_of_a_field_with_the_steers() -> None:
    state = staged(
        cowboys={"Ana": (7, 11)},
        fields={"Ben": [["G10", "H10", "G11", "H11"]]},
        fenced=[((7, 9), (7, 10))],
        steers=["H11"],
        next_cards=[QUIET],
    )
    play(state, "Move N", "Build a fence")
    assert choice(state) == "Claim the field at H10"


def test_every_choice_is_legal_in_every_player_count() -> None:
    for players in (2, 3, 4):
        state: CowboyState = GAME.new(list(NAMES[:players]), seed=players, round_limit=8)
        play_out(
            state, [GAME.bot("Sensible")] * players, random.Random(players)
        )  # apply refuses an illegal one
        assert state.is_over


def test_one_bot_plays_a_big_board_then_a_small_one_forgetting_the_plans_of_the_first() -> None:
    """A bot keeps a plan per seat from move to move; a square planned on a three-player game's
    16x16 board lies off a two-player 12x12 one (this crashed with an IndexError once the bot
    cached its board), and means nothing in another game anyway."""
    bot, rng = GAME.bot("Sensible"), random.Random(0)
    for players in (["Ana", "Ben", "Cy"], ["Ana", "Ben"]):
        state: CowboyState = GAME.new(players, seed=1)
        for _ in range(40):
            seat = state.current_player
            legal = state.legal_actions()
            state.apply(bot.choose(state.view(seat), legal, rng) if seat == 0 else legal[0])
        squares = state.view(0).size ** 2
        assert bot._plans and all(plan is None or plan < squares for plan in bot._plans.values())
