"""Rule engines for five tabletop games, in pure Python (nothing here imports Jupyter).

>>> import tabletop
>>> game = tabletop.get("rowlette")
>>> state = game.new(players=["Ana", "Ben"], seed=7)
"""

from __future__ import annotations

from .core import Game, IllegalAction, RandomBot, SaveError, SetupError, UnknownGame
from .core.registry import GAMES, get, playable

__all__ = [
    "GAMES",
    "Game",
    "IllegalAction",
    "RandomBot",
    "SaveError",
    "SetupError",
    "UnknownGame",
    "get",
    "playable",
]
