"""Rowlette's goals as the board shows them: an offered goal, the kept ones, and their words.

A goal's threshold depends on its place among the goals kept, so every goal shown here says what it
needs at its place and what the line has; the table's buttons and the lesson reuse the same words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tabletop.rowlette import LineView
from tabletop.rowlette.data import Goal
from tabletop.rowlette.rules import goal_count, goal_threshold

from ..svg import MUTED, OKABE_ITO, PAPER, button, check_mark, group, rect, text

GOAL_MEANING: Final = {
    Goal.RED: "red numbers",
    Goal.BLACK: "black numbers",
    Goal.EVEN: "even numbers",
    Goal.ODD: "odd numbers",
    Goal.HIGH: "21 to 40",
    Goal.LOW: "1 to 20",
}
#: What a goal counts, as the end of "it needs 3 ...".
GOAL_COUNTS: Final = {
    goal: words if " to " not in words else f"numbers {words}" for goal, words in GOAL_MEANING.items()
}


def keep_goal_words(goal: Goal, line: LineView) -> str:
    """What keeping ``goal`` now means for ``line``: the place it takes, its threshold, the count so far."""
    place = len(line.goals)
    return (
        f"Keep the {goal} goal: as goal #{place + 1} it needs {goal_threshold(place)} "
        f"{GOAL_COUNTS[goal]}; {line.name} has {goal_count(goal, line.numbers)}"
    )


def goal_card(x: float, y: float, goal: Goal, line: LineView, *, legal: bool, mine: bool = True) -> str:
    """An offered goal, showing the threshold it would get if kept now (its place is in the heading
    above the offer and in its label) and the line's count so far (``mine``: the viewer's own line)."""
    place, have = len(line.goals), goal_count(goal, line.numbers)
    need = goal_threshold(place)
    face = (
        rect(x, y, 90, 80, rx=8, fill="#fff8d6", stroke=OKABE_ITO["orange"], stroke_width=2)
        + text(x + 45, y + 20, goal.value, size=15, weight="700", anchor="middle")
        + text(x + 45, y + 35, GOAL_MEANING[goal], size=12, fill=MUTED, anchor="middle")
        + text(x + 45, y + 54, f"needs {need}", size=13, weight="700", anchor="middle")
        + text(x + 45, y + 71, f"{'you have' if mine else 'has'} {have}", size=12, anchor="middle")
    )
    if have >= need:
        face += check_mark(x + 74, y + 60, 11, OKABE_ITO["green"])
    return button(face, f"Keep {goal} goal", keep_goal_words(goal, line), enabled=legal)


def goal_chips(
    x: float, y: float, goals: Sequence[Goal], numbers: Sequence[int], active: Sequence[bool]
) -> str:
    """Goals in the order kept, each with its threshold; active ones are filled and ticked."""
    out = []
    for i, goal in enumerate(goals):
        gx = x + i * 100
        count, need = goal_count(goal, numbers), goal_threshold(i)
        words = f"{goal} {count}/{need}"
        if active[i]:
            chip = (
                rect(gx, y, 94, 24, rx=12, fill=OKABE_ITO["green"])
                + check_mark(gx + 8, y + 6, 12, PAPER)
                + text(gx + 26, y + 17, words, size=13, weight="700", fill=PAPER)
            )
        else:
            chip = rect(gx, y, 94, 24, rx=12, fill=PAPER, stroke=MUTED, stroke_dasharray="4 3") + text(
                gx + 12, y + 17, words, size=13, fill=MUTED
            )
        state = "active" if active[i] else "not active"
        out.append(group(chip, aria_label=f"Goal {i + 1}, {goal}: {count} matching, {need} needed, {state}"))
    return "".join(out)
