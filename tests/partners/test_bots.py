"""The Sensible bot keeps good habits at the table and its team clearly beats a random team."""

from __future__ import annotations

import random

from tabletop.core import RandomBot, play_out
from tabletop.partners import PartnersState

from .staging import GAME, NAMES, legal, staged


def choice(state: PartnersState) -> str:
    seat = state.current_player
    assert seat is not None
    return str(GAME.bot("Sensible").choose(state.view(seat), state.legal_actions(), random.Random(0)))


def test_the_sensible_team_beats_a_random_team() -> None:
    games, wins = 40, 0
    for seed in range(games):
        state: PartnersState = GAME.new(list(NAMES), seed=seed)
        team = seed % 2  # the bot plays each team half the time
        bots = [GAME.bot("Sensible") if seat % 2 == team else RandomBot() for seat in range(4)]
        play_out(state, bots, random.Random(seed))
        wins += state.winners() == [team, team + 2]
    assert wins / games >= 0.85


def test_it_captures_when_it_can() -> None:
    state = staged({"Yellow": ["yellow 3", "blue 2"], "Red": ["yellow 8"]}, {"Ana": ["5", "6", "9", "10"]})
    assert "Play 5: Yellow 1 to yellow 8" in legal(state)
    assert choice(state) == "Play 5: Yellow 1 to yellow 8"


def test_it_prefers_entering_the_house_to_running_on() -> None:
    state = staged({"Yellow": ["green 12", "house 4"]}, {"Ana": ["5", "5", "5", "6"]})
    assert "Play 5: Yellow 1 to yellow 3" in legal(state)
    assert choice(state) == "Play 5: Yellow 1 to yellow house 3"


def test_it_brings_a_piece_out_when_it_has_none_on_the_board() -> None:
    state = staged(hands={"Ana": ["Start", "Switch", "2", "3"]})
    assert choice(state).startswith("Play Start: Yellow")


def test_it_gives_a_start_card_to_a_partner_with_every_piece_still_in_the_circle() -> None:
    state = staged(
        {"Yellow": ["yellow 5", "red 2", "blue 9", "house 4"]}, {"Ana": ["Start", "5", "9", "10"]}, swap=True
    )
    assert state.view(0).in_circle(2) == 4
    assert choice(state) == "Give Start to partner"


def test_it_gives_up_only_when_it_must() -> None:
    state = staged(hands={"Ana": ["2", "3", "5", "6"]})
    assert choice(state) == "Give up the hand"
