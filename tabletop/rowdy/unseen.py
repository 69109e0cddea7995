"""What one seat of Rowdy Partners cannot see, and what it can still tell from the play it watched:
the redraw behind :meth:`~tabletop.core.State.determinize`.

Unseen: the other wrestlers' hands, the burn pile, the face-down cards of every Manager diamond
(nobody sees those, their Headliner neither), the other wrestlers' cheats, the cheat pool and the
cheats Grave Robbing offers to someone else. The discard is not: every card in it was played face up.

Told by the play: a card must follow the lead suit when its player holds one (judged by printed
suits, :func:`.rules.must_follow`), so a wrestler who played a card of another printed suit, not a
Wild, holds none of the lead suit, and hands only shrink until the next deal. The view shows this
trick and the last one as they lie, so the redraw keeps every such void those two show; earlier
tricks are not in the view. (Grave Robbing's Wretch also knows which cheats went under the pool,
but the view does not keep that either.)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from ..core.cards import redeal
from .data import Card, Suit
from .legal import in_play
from .rules import Played, countered, uncovered
from .table import Table
from .views import Phase, PlayedView

#: The notes that tell a card was changed by another player after it was played (Short Fuse), which
#: leaves the counters of that trick, and so its lead at each play, unknown from the board alone.
CHANGED_LATER = "Short Fuse"


def voids(board: Sequence[Played | PlayedView | None]) -> dict[int, set[Suit]]:
    """The suits each seat showed it lacks in one trick, replayed slot by slot from the board as it
    lies: a card face down now was face up until the counter that flipped it, and the lead at each
    play was the Crack the Whip card or the earliest card still face up."""
    cards = [played for played in board if played is not None]
    if any(CHANGED_LATER in note for played in cards for note in played.notes):
        return {}
    out: dict[int, set[Suit]] = {}
    up: list[int] = []  # slots face up before the card of the next slot
    coach: int | None = None
    for slot, played in enumerate(cards):
        lead = coach if coach in up else (up[0] if up else None)
        if lead is not None:
            led = cards[lead]
            suit = led.declared if led.card.suit is None else led.suit
            if suit is not None and played.card.suit not in (None, suit):
                out.setdefault(played.seat, set()).add(suit)
        up.append(slot)
        if "Crack the Whip" in played.notes:
            coach = slot
        flips = countered((s, cards[s].value) for s in up)
        up = [s for s in up if s not in flips]
    return out


def dealable(cards: Sequence[Card], needs: Sequence[int], banned: Sequence[set[Suit]]) -> bool:
    """Whether ``cards`` fill piles of sizes ``needs``, none holding a banned suit: Hall's condition,
    every group of suits (Wilds as one) fits in the room of the piles that may hold one of them."""
    kinds: dict[Suit | None, int] = {}
    for card in cards:
        kinds[card.suit] = kinds.get(card.suit, 0) + 1
    for size in range(1, len(kinds) + 1):
        for group in combinations(kinds, size):
            room = sum(n for n, ban in zip(needs, banned) if any(k is None or k not in ban for k in group))
            if sum(kinds[k] for k in group) > room:
                return False
    return True


def deal(
    piles: Sequence[Sequence[Card]], banned: Sequence[set[Suit]], rng: random.Random
) -> list[list[Card]]:
    """The cards of ``piles`` redealt with ``rng``, each pile its size and none of its banned suits.

    The cards are shuffled by :func:`.cards.redeal`; each pile in turn then takes, of those it may
    hold, the first that leaves the rest dealable, so the deal is built, never retried. The true
    deal is one such deal, so a card always fits."""
    (cards,) = redeal([[card for pile in piles for card in pile]], rng)
    needs = [len(pile) for pile in piles]
    out: list[list[Card]] = [[] for _ in piles]
    for p, ban in enumerate(banned):
        if not any(banned[p:]):  # nothing left to keep: the rest in the shuffled order
            out[p], cards = cards[: needs[p]], cards[needs[p] :]
            needs[p] = 0
        while needs[p]:
            needs[p] -= 1
            tried: set[Suit | None] = set()
            for at, card in enumerate(cards):
                if card.suit in ban or card.suit in tried:
                    continue
                rest = cards[:at] + cards[at + 1 :]
                if dealable(rest, needs, banned):
                    out[p].append(card)
                    cards = rest
                    break
                tried.add(card.suit)
            else:
                raise AssertionError("the hidden cards cannot be dealt as the play showed")
    return out


def redraw(table: Table, seat: int, rng: random.Random) -> None:
    """Redeal in place everything ``seat`` cannot see, keeping the voids the board shows."""
    others = [s for s in range(len(table.players)) if s != seat]
    shown = voids(table.board)
    last = table.last_trick
    if last is not None and last.round == table.round:
        for s, suits in voids(last.board).items():
            shown.setdefault(s, set()).update(suits)
    down: list[tuple[int, int, Card]] = [  # the face-down diamond cards: seat, position, card
        (s, p, card)
        for s, diamond in enumerate(table.diamonds)
        for p, card in enumerate(diamond)
        if card is not None and p not in uncovered(diamond, in_play(table, s))
    ]
    piles = [*(table.hands[s] for s in others), table.burn, [card for _, _, card in down]]
    banned = [*(shown.get(s, set()) for s in others), set(), set()]
    *hands, table.burn, face_down = deal(piles, banned, rng)
    for s, hand in zip(others, hands, strict=True):
        table.hands[s] = hand
    for (s, p, _), card in zip(down, face_down, strict=True):
        table.diamonds[s][p] = card
    offered = table.phase is Phase.KEEP and table.pending[0][1] == seat  # the view shows its offer
    looking = [] if offered else table.looking
    *cheats, table.cheat_pool, looking = redeal(
        [*(table.cheats[s] for s in others), table.cheat_pool, looking], rng
    )
    for s, held in zip(others, cheats, strict=True):
        table.cheats[s] = held
    if not offered:
        table.looking = looking
