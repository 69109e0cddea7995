"""Piles of cards as plain lists: the top of a pile is the end of the list.

Plain lists keep clones and simulations fast; these helpers give the few moves games make with
them a name.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TypeVar

T = TypeVar("T")


def build_pile(counts: Mapping[T, int]) -> list[T]:
    """A pile holding each card as many times as ``counts`` says, in the mapping's order."""
    return [card for card, count in counts.items() for _ in range(count)]


def draw(pile: list[T], count: int) -> list[T]:
    """Take up to ``count`` cards from the top, top card first (fewer if the pile runs out)."""
    taken = pile[-count:] if count else []
    del pile[len(pile) - len(taken) :]
    taken.reverse()
    return taken


def put_on_bottom(pile: list[T], cards: Iterable[T]) -> None:
    """Slide cards under the pile, the first given ending up nearest the top."""
    pile[:0] = reversed(list(cards))


def shuffle(pile: list[T], rng: random.Random) -> None:
    """Shuffle ``pile`` in place exactly as ``rng.shuffle(pile)`` would, the same draws in the same
    order: Fisher-Yates from the top, each place drawn by ``getrandbits`` with rejection, as
    CPython's ``Random._randbelow`` draws it (tests/core/test_cards.py holds it to that, so a save's
    seed deals as it always did).

    Written out because ``Random.shuffle`` makes a Python call per card: a Rowlette round's two
    shuffles (92 cards) took about 8% of a random game's time, and this loop is about 2.5x quicker.
    """
    getrandbits = rng.getrandbits
    for top in range(len(pile) - 1, 0, -1):
        size = top + 1
        bits = size.bit_length()
        place = getrandbits(bits)
        while place >= size:
            place = getrandbits(bits)
        pile[top], pile[place] = pile[place], pile[top]


def shuffle_in(pile: list[T], card: T, rng: random.Random) -> None:
    """Shuffle one card into a pile whose order is unknown.

    Inserting at a uniformly random place gives every order the same chance a full reshuffle
    would, and leaves the rest of the unknown order as it was.
    """
    pile.insert(rng.randrange(len(pile) + 1), card)


def stack_on_top(pile: list[T], top: Iterable[T]) -> None:
    """Move the given cards (one copy each) to the top of a pile, the first given on top.

    Used to stage a known situation for a lesson or a test; raises ValueError if a card is missing.
    """
    wanted = list(top)
    for card in wanted:
        if card not in pile:
            raise ValueError(f"asks for more copies of {card} than the pile holds")
        pile.remove(card)
    pile.extend(reversed(wanted))


def redeal(piles: Sequence[Sequence[T]], rng: random.Random) -> list[list[T]]:
    """The cards of ``piles`` gathered, shuffled with ``rng`` and dealt back, each pile its size.

    The cards are sorted (by their text) before the shuffle, so the result depends on which cards
    the piles hold and on ``rng`` alone, never on the order they were in: a seat that cannot see
    that order learns nothing of it from a redeal (what :meth:`State.determinize` promises).
    """
    return deal_anew([card for pile in piles for card in pile], [len(pile) for pile in piles], rng)


def deal_anew(cards: Iterable[T], sizes: Sequence[int], rng: random.Random) -> list[list[T]]:
    """``cards`` sorted by their text, shuffled with ``rng`` and cut into piles of these sizes: a
    :func:`redeal` for when the piles dealt are not the ones the cards were gathered from (a card the
    seat knows of taken out first)."""
    shuffled = sorted(cards, key=str)
    shuffle(shuffled, rng)
    out, at = [], 0
    for size in sizes:
        out.append(shuffled[at : at + size])
        at += size
    return out
