"""What one seat cannot see of a Partners game, drawn afresh for :meth:`State.determinize`.

Unseen by a seat: the deck, the other three hands, a card another player has set aside for a partner,
the hands the other players laid down on giving up (face down in the used pile), and the cards the
two opponents passed each other. The seat may know one hidden card all the same: the one it passed
to its partner, for as long as its view proves the partner still holds it. That card is taken out of
the unseen cards before they are dealt again, and given back to the partner.

The used pile keeps its face-up cards, which every player saw played; its laid-down cards are dealt
again with the other unseen cards, as many as were laid down, and its order is drawn afresh.
"""

from __future__ import annotations

import random
from typing import Protocol

from ..core.cards import deal_anew, redeal
from .data import HAND_SIZE, PLAYERS, Kind
from .views import LastPlay


class Cards(Protocol):
    """The parts of a Partners state that hold cards (a protocol, as the state's module imports this one)."""

    deck: list[Kind]
    hands: list[list[Kind]]
    laid_down: list[list[Kind]]
    giving: list[Kind | None]
    gave: list[Kind | None]
    received: list[Kind | None]
    used: list[Kind]
    last: LastPlay | None


def redraw_unseen(state: Cards, seat: int, rng: random.Random) -> None:
    """Deal again, with ``rng`` alone, everything ``seat`` cannot see (see the module's docstring)."""
    partner = (seat + 2) % PLAYERS
    others = [s for s in range(PLAYERS) if s != seat]
    aside = [s for s in others if state.giving[s] is not None]
    kept = _held_gift(state, seat)
    hands = [state.hands[s] for s in others]
    laid = [state.laid_down[s] for s in others]
    seen = list(state.used)
    for face_down in (card for pile in laid for card in pile):
        seen.remove(face_down)
    unseen = [card for pile in (state.deck, *hands, *laid) for card in pile]
    unseen += [card for s in aside if (card := state.giving[s]) is not None]
    if kept is not None:
        unseen.remove(kept)  # one copy, wherever it lies: the same for every state the seat sees alike
    sizes = [
        len(state.deck),
        *(len(hand) - (s == partner and kept is not None) for s, hand in zip(others, hands)),
        *map(len, laid),
        len(aside),
    ]
    deck, *dealt, giving = deal_anew(unseen, sizes, rng)
    state.deck = deck
    for s, hand, down in zip(others, dealt[: len(others)], dealt[len(others) :], strict=True):
        state.hands[s] = [*hand, kept] if s == partner and kept is not None else hand
        state.laid_down[s] = down
        seen += down
    for s, card in zip(aside, giving, strict=True):
        state.giving[s] = card
    (state.used,) = redeal([seen], rng)  # its order only matters to a shuffle the new seed makes
    _redraw_opponents_swap(state, seat, rng)


def _held_gift(state: Cards, seat: int) -> Kind | None:
    """The card ``seat`` passed its partner in this deal's swap, if its view proves the partner
    still holds it: the partner has played no card since the swap (hands are full after it), or
    one, the last play on the table, and that was another card. Otherwise None: once the partner
    has played a card of that kind, or two cards, the view cannot tell the gift went with them."""
    gift = state.gave[seat]
    if gift is None:
        return None
    partner = (seat + 2) % PLAYERS
    played = HAND_SIZE - len(state.hands[partner])
    last = state.last
    if played == 0 or (played == 1 and last is not None and last.seat == partner and last.card is not gift):
        return gift
    return None


def _redraw_opponents_swap(state: Cards, seat: int, rng: random.Random) -> None:
    """The cards the opponents passed each other, which only they see, drawn from the copy's cards
    (already dealt again): each becomes a card its taker holds, or, once its hand is empty (the card
    went to the used pile, played or laid down), one the taker laid down unseen if it has, else one
    from the used pile."""
    for taker in (seat + 1) % PLAYERS, (seat + 3) % PLAYERS:
        if state.received[taker] is None:
            continue
        hand = state.hands[taker]
        card = hand[0] if hand else rng.choice(sorted(state.laid_down[taker] or state.used, key=str))
        state.received[taker] = state.gave[(taker + 2) % PLAYERS] = card
