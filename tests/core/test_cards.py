"""Piles: the top is the end of the list."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.core.cards import build_pile, draw, put_on_bottom, shuffle_in, stack_on_top


def test_build_pile_repeats_each_card_by_its_count() -> None:
    assert build_pile({"a": 2, "b": 1, "c": 0}) == ["a", "a", "b"]


def test_draw_takes_from_the_top_and_stops_when_the_pile_runs_out() -> None:
    pile = [1, 2, 3, 4]
    assert draw(pile, 3) == [4, 3, 2] and pile == [1]
    assert draw(pile, 3) == [1] and pile == []
    assert draw(pile, 3) == [] and draw([5], 0) == []


def test_put_on_bottom_keeps_the_first_card_nearest_the_top() -> None:
    pile = [9]
    put_on_bottom(pile, ["x", "y"])
    assert pile == ["y", "x", 9]


def test_stack_on_top_moves_cards_to_the_top_in_order() -> None:
    pile = [1, 2, 3, 4, 5]
    stack_on_top(pile, [2, 5])
    assert draw(pile, 2) == [2, 5]
    with pytest.raises(ValueError, match="more copies of 9"):
        stack_on_top(pile, [9])


def test_shuffle_in_puts_a_card_anywhere_with_equal_chance() -> None:
    rng = random.Random(4)
    places: Counter[int] = Counter()
    for _ in range(4000):
        pile = [0, 0, 0]
        shuffle_in(pile, 1, rng)
        places[pile.index(1)] += 1
    assert set(places) == {0, 1, 2, 3}
    assert all(800 < count < 1200 for count in places.values())
