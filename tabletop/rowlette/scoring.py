"""The end of a round and of the game: each line scored (jackpot, active goals, Order chains, halved
by an explosion), totals kept, and the winner told, with this edition's tie-break when totals tie.
"""

from __future__ import annotations

from ..core import Event
from ..core.words import in_words
from .rules import RoundResult, order_bonus
from .table import Table
from .views import Status

#: Named once: on Python 3.11 naming an enum member is a class lookup each time.
_EXPLODED = Status.EXPLODED


def score_round(table: Table, events: list[Event]) -> None:
    """Score every line and add the scores to the totals."""
    halve = table.options["halve_order_bonus"]
    results = tuple(
        RoundResult(
            line.jackpot,
            sum(line.active),
            line.status is _EXPLODED,
            order_bonus(line.numbers, line.orders),
            halve,
        )
        for line in table.lines
    )
    table.results.append(results)
    for seat, result in enumerate(results):
        score = result.score  # worked out step by step, so once
        table.totals[seat] += score
        events.append(
            Event(
                "score",
                f"{table.players[seat]} scores {score} ({result.explain()}); total {table.totals[seat]}.",
                "rowlette.scoring",
                {"seat": seat, "score": score},
            )
        )


def game_over(table: Table) -> Event:
    """Who won the game that has just ended, and how a tie on totals was settled."""
    tied = [s for s in range(len(table.players)) if table.totals[s] == max(table.totals)]
    rule = "rowlette.tie-break" if len(tied) > 1 else "rowlette.game-end"
    return Event(
        "game-over",
        f"The game is over after round {table.round}: {_outcome(table, tied)}.",
        rule,
        {"winners": table.winners()},
    )


def _outcome(table: Table, tied: list[int]) -> str:
    """Who won and with what; when totals tie, whether the last round's active goals settled it."""
    winners = table.winners()
    names = in_words([table.players[seat] for seat in winners])
    top = max(table.totals)
    said = f"{names} wins with {top}" if len(winners) == 1 else f"{names} share the win with {top}"
    if len(tied) == 1:
        return said
    if table.options["tie_break"] == "share":
        return f"{said} (tie_break='share': equal totals share the win)"
    goals = table.results[-1][winners[0]].active_goals
    beaten = [seat for seat in tied if seat not in winners]
    if not beaten:
        return f"{said}, level on active goals in the last round too ({goals} each)"
    others = in_words([table.players[seat] for seat in beaten])
    fewer = in_words([str(table.results[-1][seat].active_goals) for seat in beaten])
    return (
        f"{said}, level with {others} on total but with more active goals in the last round "
        f"({goals} against {fewer})"
    )
