"""Who stands where when the range closes: the round limit's measures (``ROUND_LIMIT_ORDER``: steers
in fields, field squares, fences in hand) and the verdict told in words the log and the table share.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.words import counted, in_words
from . import data


def standing(steers: int, field_squares: int, fences: int) -> tuple[int, ...]:
    """What the round limit compares, in ``ROUND_LIMIT_ORDER``."""
    measures = {"steers": steers, "field squares": field_squares, "fences": fences}
    return tuple(measures[name] for name in data.ROUND_LIMIT_ORDER)


def closing_verdict(
    players: Sequence[str], standings: dict[int, tuple[int, ...]], tied: tuple[int, ...], herd: int
) -> str:
    """Who won when the range closed, and on which measure, given every seat's standing, the seats
    tied at the top and the first of them's herd: "Ben wins on fences (63 to 4) after a tie on steers
    and field squares"."""
    winner = tied[0]
    steers = counted(herd, "steer")
    if len(tied) > 1:
        names = in_words([players[seat] for seat in tied])
        return f"{names} tie on herds ({steers}), field squares and fences: they share the win"
    best = standings[winner]
    runner_up = max(score for seat, score in standings.items() if seat != winner)
    decided = next(i for i, (a, b) in enumerate(zip(best, runner_up, strict=True)) if a != b)
    measure, name = data.ROUND_LIMIT_ORDER[decided], players[winner]
    if measure == "steers":
        return f"{name} wins with the biggest herd ({steers})"
    tie = " and ".join(data.ROUND_LIMIT_ORDER[:decided])
    return f"{name} wins on {measure} ({best[decided]} to {runner_up[decided]}) after a tie on {tie}"
