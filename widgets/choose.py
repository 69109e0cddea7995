"""Moves that take several board clicks, as every game's table sees them.

Where one move takes several clicks (a card, then a piece, then a field), the clicks on the way are
not moves: their action text starts with :data:`PICK` and only change what is picked so far. Each
game says how in its own ``choose.py`` (a ``Pick`` and a ``choose`` function); its table keeps the
pick as ``table.pick`` and hands ``choose`` to :class:`~widgets.table.GameTable`, which turns the
clicks into moves the same way for every game. Pure Python, like the pictures that read :data:`PICK`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol

from tabletop.core import IllegalAction

PICK: Final = "pick"  # board clicks that only choose (a card, a piece, a steer, a tile) start with this word


class Pick(Protocol):
    """What a player has chosen so far on the board: nothing of it is sent to the engine yet."""

    def clear(self) -> None: ...


#: Applies one choosing click (the words after "pick ") for the player on turn in ``state`` to
#: ``pick``: returns the move it completes, or None when only the pick changed; raises
#: ``IllegalAction``, with the rule, for a click that leads nowhere.
Choose = Callable[[Any, Any, str], str | None]


def emptied(pick: Pick) -> Pick:
    """A copy of ``pick`` with nothing picked (the learner's own pick is left as it is)."""
    empty = copy.deepcopy(pick)
    empty.clear()
    return empty


def next_click(path: Sequence[str], state: Any, pick: Pick | None, choose: Choose | None) -> str | None:
    """The click of ``path`` (a move's clicks from nothing picked, as a hint names them) that comes
    next after ``pick``: the clicks are replayed on an empty copy of the pick until it equals the
    learner's. None when the pick is not on the way to the move."""
    if pick is None or choose is None:
        return path[0]
    replayed = emptied(pick)
    for click in path:
        if replayed == pick:
            return click
        if not click.startswith(PICK + " "):
            return None
        try:
            choose(state, replayed, click.removeprefix(PICK + " "))
        except IllegalAction:
            return None
    return None
