"""Bots that work for any game because they only use the protocol."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any


class RandomBot:
    """Picks uniformly among the legal moves: the baseline every other bot must beat."""

    name = "Random"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return legal[rng.randrange(len(legal))]
