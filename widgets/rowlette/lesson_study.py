"""The Rowlette lesson's two studies as it shows them: the stopping chart and the reading checks.

The numbers come from :mod:`tabletop.rowlette.study` (stored, or run again from the lesson); this
module only draws them and tells them in words.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.words import counted
from tabletop.rowlette.study import ReadingCheck, StopResult

from ..chart import Axis, Line, Panel, chart
from ..prose import Bullets
from ..svg import OKABE_ITO, Svg


def plot_stop_study(results: Sequence[StopResult]) -> Svg:
    """Average score and explosion rate by the line length a player stops at, against the bots named."""
    styles = {
        True: ("stops at 4 zero-points too", "and at 4 zero-points", OKABE_ITO["blue"], "circle", False),
        False: ("never stops for zeros", "whatever the zeros", OKABE_ITO["vermillion"], "square", True),
    }
    scores, risks = [], []
    for careful, (label, why, colour, marker, dashed) in styles.items():
        rows = [r for r in results if r.careful is careful]
        lengths = [r.stop_at for r in rows]
        stopping = [f"Stopping at {r.stop_at} numbers ({why})" for r in rows]
        scores.append(
            Line(
                label,
                lengths,
                [r.mean_score for r in rows],
                colour,
                marker,
                dashed,
                tips=[f"{who}: {r.mean_score:.1f} points on average" for who, r in zip(stopping, rows)],
            )
        )
        risks.append(
            Line(
                label,
                lengths,
                [100 * r.explosion_rate for r in rows],
                colour,
                marker,
                dashed,
                tips=[
                    f"{who}: {_share(r.explosion_rate)} of rounds exploded" for who, r in zip(stopping, rows)
                ],
            )
        )
    tried = sorted({r.stop_at for r in results})
    across = Axis("stops at this many numbers", ticks=[(n, str(n)) for n in tried])
    count = results[0].games if results else 0
    games = f"{counted(count, 'game')} a point"
    return chart(
        [
            Panel("Longer lines score more", across, Axis("average final score"), scores),
            Panel("...and explode more often", across, Axis("rounds that exploded (%)", low=0), risks),
        ],
        heading=f"One player's stopping rule against {results[0].bots} bots, {games}" if results else "",
        label=f"average score and explosion rate by stopping length, {games}",
    )


def _share(rate: float) -> str:
    """A share as a percentage, with a decimal while it is small (1.3%, not 1%)."""
    return f"{rate:.1%}" if rate < 0.1 else f"{rate:.0%}"


def reading_report(checks: Sequence[ReadingCheck]) -> Bullets:
    """The reading checks, one bullet each, as the lesson shows them (and Run it yourself after a run)."""
    return Bullets(checks)
