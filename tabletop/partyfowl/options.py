"""Party Fowl's options, checked before a game starts so a save holds exactly what began it.

Two are the rulebook's variants (Gossip, and the five-player reshuffle). The rest stage a lesson
or a test: a house laid in advance, where the ducks stand, the first cards dealt, the cards on
top of each deck and how far the Party Deck is already drawn down. They are saved with the game,
so a staged game replays exactly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from ..core import SetupError
from .actions import Place, parse
from .data import CARDS, FIRST_PLAYER, HAND_LIMIT, KEG_DECK, PARTY_DECK, ROOMS

DEFAULTS: dict[str, Any] = {
    "gossip": False,  # the Gossip variant
    "reshuffle": None,  # the five-player reshuffle: None plays it exactly when five play
    "first": FIRST_PLAYER,  # the seat that lays the first tile
    # Staging for lessons and tests:
    "layout": None,  # tiles laid before play, e.g. ["Den at D3, doors N S", ...]; no placement phase
    "ducks": None,  # per seat, the room its duck starts in
    "hands": None,  # per seat, cards dealt first (Party cards, or Keg cards taken from the Keg)
    "party_top": None,  # Party cards on top of the deck, the first given drawn first
    "keg_top": None,  # Keg cards on top of the Keg Deck
    "party_left": None,  # cards left in the Party Deck after the deal; the rest start in its discard pile
}


def check_options(options: dict[str, Any], players: int) -> dict[str, Any]:
    """Validate options and return them JSON-ready; the layout is read, not yet checked legal."""
    opts = dict(options)

    def fail(message: str) -> SetupError:
        return SetupError(f"Party Fowl option {message}")

    if not isinstance(opts["gossip"], bool):
        raise fail(f"gossip must be True or False, not {opts['gossip']!r}.")
    if opts["reshuffle"] is not None and not isinstance(opts["reshuffle"], bool):
        raise fail(f"reshuffle must be True, False or None (five players only), not {opts['reshuffle']!r}.")
    first = opts["first"]
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
        raise fail(f"first must be a seat from 0 to {players - 1}, not {first!r}.")
    if opts["layout"] is not None:
        opts["layout"] = _check_layout(opts["layout"], fail)
    if opts["ducks"] is not None:
        rows = _per_seat(opts["ducks"], "ducks", players, fail)
        for room in rows:
            if room not in ROOMS:
                raise fail(f"ducks: {room!r} is not a room ({', '.join(ROOMS)}).")
        opts["ducks"] = [str(room) for room in rows]
    wanted: Counter[str] = Counter()
    if opts["hands"] is not None:
        rows = _per_seat(opts["hands"], "hands", players, fail)
        clean = []
        for row in rows:
            if isinstance(row, str) or not isinstance(row, Sequence) or len(row) > HAND_LIMIT:
                raise fail(f"hands: each seat's entry is a list of up to {HAND_LIMIT} cards.")
            clean.append([_card(text, fail) for text in row])
            wanted.update(clean[-1])
        opts["hands"] = clean
    for name, keg in (("party_top", False), ("keg_top", True)):
        if opts[name] is not None:
            if isinstance(opts[name], str) or not isinstance(opts[name], Sequence):
                raise fail(f"{name} must be a list of cards.")
            cards = [_card(text, fail) for text in opts[name]]
            if any(CARDS[card].keg != keg for card in cards):
                raise fail(f"{name}: only {'Keg' if keg else 'Party'} cards go there.")
            wanted.update(cards)
            opts[name] = cards
    left = opts["party_left"]
    if left is not None and (isinstance(left, bool) or not isinstance(left, int) or left < 1):
        raise fail(f"party_left must be a whole number of cards, at least 1, not {left!r}.")
    if left is not None and left < len(opts["party_top"] or ()):
        top = len(opts["party_top"])
        raise fail(f"party_left ({left}) must leave room for the {top} cards of party_top.")
    for card, count in wanted.items():
        have = (KEG_DECK if CARDS[card].keg else PARTY_DECK)[card]
        if count > have:
            raise fail(f"asks for {count} of {card}; the box has {have}.")
    return opts


Fail = Callable[[str], SetupError]


def _per_seat(value: Any, name: str, players: int, fail: Fail) -> list[Any]:
    if isinstance(value, str) or not isinstance(value, Sequence) or len(value) != players:
        raise fail(f"{name} must be a list with one entry per seat ({players}).")
    return list(value)


def _card(text: Any, fail: Fail) -> str:
    name = str(text).strip()
    if name not in CARDS:
        raise fail(f"{text!r} is not a card (e.g. 'Games 3', 'Foul', 'Drink', 'Snack Run').")
    return name


def _check_layout(value: Any, fail: Fail) -> list[str]:
    # At least one tile: with two rooms or more every room has a shared door, so a turn can
    # always Move and never ends by itself before it has begun.
    if isinstance(value, str) or not isinstance(value, Sequence) or not value:
        raise fail("layout must be a list of at least one tile, like ['Den at D3, doors N S', ...].")
    clean = []
    for text in value:
        action = parse(f"Place {str(text).strip()}", ())
        if not isinstance(action, Place):
            raise fail(f"layout: {text!r} should read like 'Den at D3, doors N S'.")
        clean.append(str(action).removeprefix("Place "))
    return clean
