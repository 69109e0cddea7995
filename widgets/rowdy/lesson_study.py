"""The simulation, told and plotted: how often each printed value wins its trick, and what a win deals."""

from __future__ import annotations

from typing import Any

from tabletop.rowdy.study import TrickStudy

from ..chart import Axis, Bars, Line, Panel, chart
from ..prose import Story
from ..svg import OKABE_ITO, Svg


def study_lines(study: TrickStudy) -> Story:
    """What the study says in words: who wins, what hurts, what gets countered, who goes first."""
    suited = study.suited
    best = max(suited, key=lambda v: suited[v].damage / suited[v].played)
    records = [*suited.values(), *study.wild.values()]
    dealt, lost = sum(r.damage for r in records), sum(r.lost for r in records)
    lines = [
        "Tricks won: " + ", ".join(f"{v}s {r.win_rate:.0%}" for v, r in sorted(suited.items())),
        "Damage dealt per card played (before Pin Zone losses): "
        + ", ".join(f"{v}s {r.damage / r.played:.2f}" for v, r in sorted(suited.items()))
        + f" (most: the {best}s)",
        "Damage dealt per trick won (before Pin Zone losses): "
        + ", ".join(f"{v}s {r.damage_per_win:.1f}" for v, r in sorted(suited.items())),
        "Countered: " + ", ".join(f"{v}s {r.countered / r.played:.0%}" for v, r in sorted(suited.items())),
        f"Pin Zone: {lost} of the {dealt} damage dealt ({lost / dealt:.0%}) was lost on its Stop signs.",
        f"The team holding slots 1 & 4 in the first trick won {study.first_side_win_rate:.0%} "
        f"of {study.games} games.",
    ]
    return Story(lines)


def plot_trick_study(study: TrickStudy) -> Svg:
    """Left: how often each printed value wins its trick. Right: the damage a win with it deals."""
    values = sorted(study.suited)
    wilds = sorted(study.wild)
    suited, wild = OKABE_ITO["blue"], OKABE_ITO["purple"]

    def wins(kind: str, records: dict[int, Any]) -> list[str]:
        return [
            f"{kind} {v}s: won the trick {r.won:,} of the {r.played:,} times one was played "
            f"({r.win_rate:.0%})"
            for v, r in sorted(records.items())
        ]

    def hurts(kind: str, records: dict[int, Any]) -> list[str]:
        return [
            f"{kind} {v}s: {r.damage_per_win:.1f} damage dealt per trick won ({r.won:,} tricks won)"
            for v, r in sorted(records.items())
        ]

    printed = Axis("printed value", ticks=[(v, str(v)) for v in sorted({*values, *wilds})])
    won = Panel(
        "Low cards win",
        printed,
        Axis("tricks won, % of cards played"),
        [
            Bars(
                "suited cards",
                [v - 0.2 for v in values],
                [study.suited[v].win_rate * 100 for v in values],
                suited,
                width=0.4,
                tips=wins("suited", study.suited),
            ),
            Bars(
                "Wilds",
                [v + 0.2 for v in wilds],
                [study.wild[v].win_rate * 100 for v in wilds],
                wild,
                hatch="/",
                width=0.4,
                tips=wins("Wild", study.wild),
            ),
        ],
    )
    hurt = Panel(
        "...but a winning high card hurts more",
        printed,
        Axis("damage dealt per trick won\n(before Pin Zone losses)"),
        [
            Line(
                "suited cards",
                values,
                [study.suited[v].damage_per_win for v in values],
                suited,
                tips=hurts("suited", study.suited),
            ),
            Line(
                "Wilds",
                wilds,
                [study.wild[v].damage_per_win for v in wilds],
                wild,
                marker="square",
                dashed=True,
                tips=hurts("Wild", study.wild),
            ),
        ],
    )
    return chart(
        [won, hurt],
        heading=f"{study.games} games between {study.bots} bots, {study.players} players, "
        f"{study.tricks} tricks",
        label=f"win rate and damage per trick won by printed value, {study.games} games",
    )
