"""The market refill: cards turned up from the deck until the market holds 3 again, the zeros among
them sent to their targets or set aside, and set-aside zeros shuffled back once it is safe.

Who a zero hits is decided in :mod:`.rules` and carried out in :mod:`.zeros`; this module keeps
the refill going and makes sure it always ends.
"""

from __future__ import annotations

from typing import Final

from ..core import Event
from ..core.cards import shuffle_in
from ..core.words import in_words
from . import data
from .data import MARKET_SIZE, NUMBERS, Card, Special, Zero
from .rules import ZeroFate, still_first, zero_fate
from .table import Table
from .views import Status
from .zeros import assign_zero, lose_zero

#: Named once: on Python 3.11 naming an enum member is a class lookup each time, and every zero a
#: refill turns up tests these.
_SET_ASIDE, _PROTECTED = ZeroFate.SET_ASIDE, ZeroFate.PROTECTED
#: The lines a zero can reach: still playing, and under auto_stop="still a target" full ones too.
_PLAYING_ONLY: Final = (Status.PLAYING,)
_PLAYING_OR_FULL: Final = (Status.PLAYING, Status.FULL)
#: Each card that can join the market (numbers and specials), with its label and the words that tell
#: it joining: worked out once, not at every refill.
_JOINS: Final[dict[Card, tuple[str, str]]] = {
    card: (str(card), f"{card} joins the market.") for card in (*NUMBERS, *Special)
}


def refill(table: Table, events: list[Event]) -> None:
    """Turn up cards until the market holds 3 again; zeros go straight to their targets.

    A refill always ends: a number or special it turns up stays out of the deck for the round,
    set-aside zeros go back only as one of those joins the market, and a zero that reached
    nobody under untargeted_zero="shuffle back" waits in ``missed`` until the market is full, so
    the refill never turns it up again (with after_untargeted_zero="hand out" it would otherwise
    count as the first zero each time, and a deck of such zeros would never run out).
    """
    first = True
    aside: list[Zero] = []  # later zeros: back into the deck as soon as a number or special turns up
    # zeros that reached nobody, under "shuffle back": back into the deck once the market is full
    missed: list[Zero] = []
    market, deck = table.market, table.deck
    while len(market) < MARKET_SIZE and deck:
        card = deck.pop()
        if isinstance(card, Zero):
            first = _zero_turns_up(table, card, first, aside, missed, events)
        else:
            label, told = _JOINS[card]
            market.append(card)
            events.append(Event("market", told, "rowlette.market", {"card": label}))
            if aside:
                _shuffle_back(table, aside, events)
                aside = []
    if len(market) < MARKET_SIZE:  # the deck ran out first: whatever waits aside stays aside
        if missed or aside:
            _keep_aside(table, missed + aside, events)
        events.append(Event("market-short", f"The deck is empty: {data.EMPTY_DECK}.", "rowlette.market"))
    elif missed:
        _shuffle_back(table, missed, events, missed=True)


def _zero_turns_up(
    table: Table, zero: Zero, first: bool, aside: list[Zero], missed: list[Zero], events: list[Event]
) -> bool:
    """A zero the refill turns up: handed out, lost, set aside or discarded, as :func:`.rules.zero_fate`
    decides; ``first`` says it is the refill's first zero. Returns whether the refill's next zero
    still counts as its first. Apart from :func:`refill` so that a refill turning up no zero (most
    do) reads no option."""
    in_reach = _PLAYING_OR_FULL if table.options["auto_stop"] == "still a target" else _PLAYING_ONLY
    last = [line.numbers[-1] if line.status in in_reach and line.numbers else None for line in table.lines]
    protect = table.options["repeat_zero"] == "discard"
    fate, picked = zero_fate(zero.target, table.active, last, table.hit, first=first, protect=protect)
    if fate is _SET_ASIDE:
        aside.append(zero)
        events.append(
            Event(
                "zero-aside",
                f"Another zero, {zero}, turns up in the same refill: set aside.",
                "rowlette.zero-assignment",
            )
        )
    elif fate is _PROTECTED:
        assert picked is not None
        table.discard.append(zero)
        events.append(
            Event(
                "zero-lost",
                f"Another zero, {zero}, turns up in the same refill and would hit "
                f"{table.players[picked]}, who already took a zero this turn: it is discarded.",
                "rowlette.one-zero-per-turn",
                {"zero": str(zero)},
            )
        )
    elif picked is None:
        lose_zero(table, zero, missed, events)
    else:
        assign_zero(table, zero, picked, last, events)
    return first and still_first(fate, table.options["after_untargeted_zero"])


def _keep_aside(table: Table, zeros: list[Zero], events: list[Event]) -> None:
    """The deck ran out before a number or special turned up, so these zeros never go back.

    During a round only zeros are ever put back into the deck (Remove 0, a zero shuffled back),
    so no number or special can turn up later that round: they stay aside (EMPTY_DECK_ZEROS)
    until the next round gathers every card.
    """
    table.aside += zeros
    labels = in_words([str(zero) for zero in zeros])
    why = f"No number or special card is left to turn up to send {labels} back"
    events.append(
        Event(
            "zero-stays-aside",
            f"{why}: {data.EMPTY_DECK_ZEROS}.",
            "rowlette.zero-assignment",
            {"zeros": [str(zero) for zero in zeros]},
        )
    )


def _shuffle_back(table: Table, zeros: list[Zero], events: list[Event], *, missed: bool = False) -> None:
    """Shuffle zeros that waited aside back into the deck: set-aside ones as soon as a number or
    special turns up, ``missed`` ones (they reached nobody, under "shuffle back") once the market
    is full."""
    for zero in zeros:
        shuffle_in(table.deck, zero, table._random())
    go = "goes" if len(zeros) == 1 else "go"
    if missed:
        told = f"The market is full: {in_words([str(zero) for zero in zeros])}, which reached nobody, {go}"
    else:
        told = f"The set-aside zero{'s' * (len(zeros) > 1)} {', '.join(map(str, zeros))} {go}"
    events.append(Event("zero-back", f"{told} back into the deck.", "rowlette.zero-assignment"))
