"""Rowlette's options checked at set-up: the number of rounds, the deck's mix of zeros and specials,
this edition's readings where the rulebook is silent, and the staging lessons and tests use.

Options are saved with the game, so they are returned JSON-ready: a save holds exactly what started
the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import SetupError
from ..core.cards import build_pile
from . import data
from .actions import parse_card, parse_goal
from .data import NUMBERS, Card, Special, Zero


def check_options(options: dict[str, Any], players: int) -> dict[str, Any]:
    """Validate options and return them JSON-ready, so saves hold exactly what started the game."""
    opts = dict(options)

    def fail(message: str) -> SetupError:
        return SetupError(f"Rowlette option {message}")

    rounds = opts["rounds"]
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 10:
        raise fail(f"rounds must be a whole number from 1 to 10, not {rounds!r}.")
    for name, kind in (("zero_mix", Zero), ("special_mix", Special)):
        mix = opts[name]
        if not isinstance(mix, Mapping):
            raise fail(f"{name} must map card labels to counts, like {{'00 MIN': 7}}.")
        clean: dict[str, int] = {}
        for label, count in mix.items():
            card = parse_card(str(label))
            if not isinstance(card, kind):
                raise fail(f"{name}: {label!r} is not a {kind.__name__.lower()} card label.")
            if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 20:
                raise fail(f"{name}: the count of {label!r} must be a whole number from 0 to 20.")
            clean[str(card)] = count
        opts[name] = clean
    for name, allowed in data.READING_OPTIONS.items():
        if opts[name] not in allowed:
            raise fail(f"{name} must be one of {', '.join(map(repr, allowed))}, not {opts[name]!r}.")
    if not isinstance(opts["halve_order_bonus"], bool):
        raise fail("halve_order_bonus must be True or False.")
    first = opts["first_player"]
    if first is not None and (
        not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players
    ):
        raise fail(f"first_player must be a seat from 0 to {players - 1} or None, not {first!r}.")
    for name, parse in (("deck_top", parse_card), ("goal_top", parse_goal)):
        labels = opts[name]
        if isinstance(labels, str) or not isinstance(labels, (list, tuple)):
            raise fail(f"{name} must be a list of labels, top card first.")
        cards = [parse(str(label)) for label in labels]
        if None in cards:
            raise fail(f"{name}: {labels[cards.index(None)]!r} is not a card of this deck.")
        opts[name] = [str(card) for card in cards]
    return opts


def card(label: str) -> Card:
    """The card of a label that options validation has already accepted."""
    found = parse_card(label)
    assert found is not None, label
    return found


def main_deck(options: Mapping[str, Any]) -> list[Card]:
    """Every number once, with the zeros and specials the options mix in."""
    mix: dict[Card, int] = {card(label): count for label, count in options["zero_mix"].items()}
    mix.update((card(label), count) for label, count in options["special_mix"].items())
    return [*NUMBERS, *build_pile(mix)]
