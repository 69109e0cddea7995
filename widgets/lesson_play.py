"""Playing a lesson's staged game move by move, on the engine protocol alone: the worked examples of
every lesson make their moves by text and tell what the rules did, in the engine's own words."""

from __future__ import annotations

from tabletop.core import Event, IllegalAction, State

from .prose import Story


def play(state: State, *moves: str) -> Story:
    """Make each move (by its text) for whoever is on turn, and tell what the rules did."""
    return Story.of_events(event for move in moves for event in state.apply(state.action_from_string(move)))


def refused(refusal: IllegalAction, prefix: str = "Refused: ") -> Event:
    """A refusal told as an event of the rule that refuses, so a story names that rule as for a move."""
    return Event("refused", prefix + refusal.message, refusal.rule)
