"""How Rowlette's log words lists and a line's worth, so every event says them the same way."""

from __future__ import annotations

from .line import Line


def and_list(words: list[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cy'."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def worth(line: Line) -> str:
    """What a line holds when its player stops: '4 numbers, jackpot 3, 1 active goal'."""
    numbers = len(line.numbers)
    return (
        f"{numbers} number{'s' * (numbers != 1)}, jackpot {line.jackpot}, "
        f"{sum(line.active)} active goal{'s' * (sum(line.active) != 1)}"
    )
