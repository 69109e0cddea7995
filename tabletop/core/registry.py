"""The registry: every game of the project by name, found when asked for.

It lives in ``core`` (and :mod:`tabletop` offers it) so that core's own tools, such as
:func:`~tabletop.core.simulate.play_one`, can look a game up by name without importing the package
that imports them. Games are imported on first use: importing :mod:`tabletop` loads no engine.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from .errors import UnknownGame
from .protocol import Game

#: Every game of the project: registry name -> (module, title). A game is playable once its module exists.
GAMES: dict[str, tuple[str, str]] = {
    "rowdy": ("tabletop.rowdy", "Rowdy Partners"),
    "rowlette": ("tabletop.rowlette", "Rowlette"),
    "partners": ("tabletop.partners", "Partners"),
    "cowboy": ("tabletop.cowboy", "Super Cowboy Rope Steer Adventure"),
    "partyfowl": ("tabletop.partyfowl", "Party Fowl"),
}


def playable() -> list[str]:
    """The names of the games whose engines exist in this version."""
    return [name for name, (module, _) in GAMES.items() if importlib.util.find_spec(module)]


def get(name: str) -> Game[Any]:
    """The game registered under ``name`` (one of :data:`GAMES`)."""
    if name not in GAMES:
        raise UnknownGame(f"There is no game called {name!r}; the games are {', '.join(GAMES)}.")
    module, title = GAMES[name]
    if importlib.util.find_spec(module) is None:
        raise UnknownGame(
            f"{title} is not playable yet in this version; playable now: {', '.join(playable())}."
        )
    game: Game[Any] = importlib.import_module(module).GAME
    return game
