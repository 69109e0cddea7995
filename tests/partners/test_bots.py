"""The Sensible bot keeps good habits at the table and its team clearly beats a random team."""

from __future__ import annotations

import random

from tabletop.core import RandomBot, play_out
from tabletop.partners import PartnersState
from tabletop.partners.bots import DANGER, HOUSE_BONUS, OUT_BONUS, THEIRS, evaluate
from tabletop.partners.data import CIRCLE, HOUSE, SECTION, TRACK
from tabletop.partners.track import progress

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


def _plain_evaluate(pos: list[int], fresh: list[bool], team: int) -> float:
    """The bot's score as its docstrings define it, summed piece by piece with nothing precomputed."""

    def danger(side: int) -> float:
        enemies = [p for p in range(16) if p // 4 % 2 != side and 0 <= pos[p] < TRACK]
        total = 0.0
        for piece in (p for p in range(16) if p // 4 % 2 == side):
            place = pos[piece]
            if not 0 <= place < TRACK or pos.count(place) > 1:
                continue
            for where in (pos[e] for e in enemies):
                ahead = (place - where) % TRACK
                if 1 <= ahead - ((where + ahead) // SECTION - where // SECTION) <= 14:
                    total += DANGER * (progress(pos, fresh, piece) + OUT_BONUS)
                    break
        return total

    score = 0.0
    for piece, place in enumerate(pos):
        if place != CIRCLE:
            worth = progress(pos, fresh, piece) + OUT_BONUS + (HOUSE_BONUS if place >= HOUSE else 0.0)
            score += worth if piece // 4 % 2 == team else -THEIRS * worth
    return score - danger(team) + THEIRS * danger(1 - team)


def test_the_precomputed_score_is_the_plain_sum_to_the_last_bit() -> None:
    """The bot reads worths and threats from tables; a float off in its last bit could change a
    choice, so its score must equal the plain sum exactly, fresh pieces and pairs included."""
    rng = random.Random(7)
    places = [CIRCLE, *range(TRACK), *range(HOUSE, HOUSE + 4)]
    for _ in range(3000):
        pos = [rng.choice(places) for _ in range(16)]
        for colour in range(4):
            if rng.random() < 0.3:
                pos[colour * 4 + rng.randrange(4)] = colour * SECTION
        fresh = [place == piece // 4 * SECTION and rng.random() < 0.5 for piece, place in enumerate(pos)]
        for team in (0, 1):
            assert evaluate(pos, fresh, team) == _plain_evaluate(pos, fresh, team)
