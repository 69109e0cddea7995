"""What one drawing of the Party Fowl board knows, shared by the functions that draw its parts: the
seat's view, the legal moves, what is picked on the way to a move, and how to ask the engine why a
shape is not lit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop.partyfowl import PartyFowlView, Phase

from ..svg import button
from .choose import Options, Pick

Why = Callable[[str], str]  # the hover text of a disabled shape, from its action text


def no_reason(action: str) -> str:
    """The hover text of a disabled shape when no one asked the engine (a picture, not a table)."""
    return "not possible now."


@dataclass(frozen=True)
class Scene:
    """One drawing of the board. ``deciding`` is true when the seat on screen is the one to move
    and has moves to make: only then are shapes clickable."""

    view: PartyFowlView
    options: Options
    pick: Pick
    why: Why
    deciding: bool

    @property
    def turn(self) -> bool:
        """Deciding during a turn proper (not while building the house or preening)."""
        return self.deciding and self.view.phase is Phase.TURN

    @property
    def seat(self) -> int | None:
        return self.view.seat

    def shape(self, content: str, action: str, label: str) -> str:
        """A button for ``action``: lit when legal, else disabled with the engine's reason."""
        if self.options.has(action):
            return button(content, action, label, enabled=True)
        return button(content, action, f"{action}: {self.why(action)}", enabled=False)
