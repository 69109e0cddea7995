"""``State.determinize(seat, rng)`` for every game of the registry: the state a search bot plays on
in place of one it may not see whole.

At points spread through seeded random games, for every seat, the determinized copy
* shows that seat the very same view, and the same legal moves when it is that seat's turn;
* leaves its original untouched and uses only the generator it is given;
* is blind: the original and a copy with that seat's unseen things reshuffled (tests/test_all_games.py's
  :data:`~tests.test_all_games.HIDDEN`) determinize, with equal generators, to equal states, so
  nothing the seat cannot see reaches the copy (its history, which tells hidden moves, is emptied);
* refuses to be saved, as its seed and moves no longer make it;
* draws the chance to come afresh (a new seed), and plays on legally to an end with random moves.
"""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.core import SaveError, SetupError, State
from tests.test_all_games import CASES, HIDDEN, assert_ended, internals, new, play, random_moves

#: Random games per game and player count, and the points of each at which every seat determinizes.
GAMES_EACH = 2
POINTS = 8


def in_play(state: State) -> tuple[object, ...]:
    """Every slot but the seed, history and opening, which a copy always draws or empties."""
    return tuple(item for item in internals(state) if item[0] not in ("history", "opening", "seed"))


def points_of(name: str, count: int, seed: int) -> list[State]:
    """Copies of one random game at :data:`POINTS` moments spread from the deal to the last move."""
    moves = play(new(name, count, seed), random_moves(seed)).history
    at = {len(moves) * k // POINTS for k in range(POINTS)}
    state, out = new(name, count, seed), []
    for number, action in enumerate(moves):
        if number in at:
            out.append(state.clone())
        state.apply(action)
    return out


@pytest.mark.parametrize(("name", "count"), CASES)
def test_a_determinized_state_looks_the_same_to_its_seat_and_draws_the_rest_afresh(
    name: str, count: int
) -> None:
    moved = 0
    for seed in range(GAMES_EACH):
        for number, state in enumerate(points_of(name, count, seed)):
            for seat in range(count):
                before = internals(state)
                outside = random.getstate()
                copy = state.determinize(seat, random.Random(f"{seed}:{number}:{seat}"))
                assert internals(state) == before, "determinize changed its original"
                assert random.getstate() == outside, "determinize used a generator not its own"
                assert copy.view(seat) == state.view(seat), f"seat {seat} sees the copy differ"
                if seat == state.current_player:
                    assert list(map(str, copy.legal_actions())) == list(map(str, state.legal_actions()))
                assert copy.seed != state.seed, "the copy's chance to come is the original's"
                again = state.determinize(seat, random.Random(f"{seed}:{number}:{seat}"))
                assert internals(again) == internals(copy), "not the generator's alone"
                moved += in_play(copy) != in_play(state)
    assert moved, f"determinize never changed anything in {name}"


@pytest.mark.parametrize(("name", "count"), CASES)
def test_a_determinized_state_is_blind_to_what_its_seat_cannot_see(name: str, count: int) -> None:
    for seed in range(GAMES_EACH):
        shuffle = random.Random(f"blind:{seed}")
        for number, state in enumerate(points_of(name, count, seed)):
            for seat in range(count):
                other = state.clone()
                HIDDEN[name](other, seat, shuffle)
                assert other.view(seat) == state.view(seat)
                one = state.determinize(seat, random.Random(number))
                two = other.determinize(seat, random.Random(number))
                assert internals(one) == internals(two), (
                    f"seat {seat}'s determinized copy depends on what it cannot see (move {number})"
                )


@pytest.mark.parametrize(("name", "count"), CASES)
def test_a_determinized_state_plays_on_legally_to_its_end(name: str, count: int) -> None:
    for seed in range(GAMES_EACH):
        for number, state in enumerate(points_of(name, count, seed)):
            seat = number % count
            copy = state.determinize(seat, random.Random(number))
            assert_ended(play(copy, random_moves(seed * 100 + number)))


@pytest.mark.parametrize("seat", [-1, 4, 1.0, "0", None, True])
def test_determinize_refuses_a_seat_not_at_the_table(seat: object) -> None:
    state = new("rowlette", 4, 0)
    with pytest.raises(SetupError, match="is not a seat at this table"):
        state.determinize(seat, random.Random(0))  # type: ignore[arg-type]


@pytest.mark.parametrize(("name", "count"), CASES)
def test_a_determinized_state_keeps_no_history_and_refuses_to_be_saved(name: str, count: int) -> None:
    state = points_of(name, count, 0)[-1]
    copy = state.determinize(0, random.Random(0))
    assert copy.history == [] and copy.opening == () and state.history
    for guess in (copy, copy.clone()):
        with pytest.raises(SaveError, match="a guess at a game, not a game: it cannot be saved"):
            guess.to_json()
    assert tabletop.get(name).from_json(state.to_json()).to_json() == state.to_json()
