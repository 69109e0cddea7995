"""The piles' shuffle (tabletop.core.cards.shuffle) must draw exactly as ``random.Random.shuffle``
does: a save replays a seed's shuffles, so a difference would change every game dealt from a seed."""

import random

import pytest

from tabletop.core.cards import shuffle


@pytest.mark.parametrize("size", [0, 1, 2, 3, 24, 68, 95, 129, 300])
def test_the_shuffle_draws_as_random_shuffle_does(size: int) -> None:
    for seed in range(60):
        theirs, ours = list(range(size)), list(range(size))
        their_generator, our_generator = random.Random(f"{seed}:1"), random.Random(f"{seed}:1")
        their_generator.shuffle(theirs)
        shuffle(ours, our_generator)
        assert ours == theirs
        assert our_generator.getstate() == their_generator.getstate()  # the same draws, no more
