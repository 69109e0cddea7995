"""The Partners lesson's swap study as it shows them: what the study found, in sentences, and its chart.

The numbers come from :mod:`tabletop.partners.study` (stored, or run again from the lesson); this
module only tells them in words and draws them.
"""

from __future__ import annotations

from tabletop.core.words import counted
from tabletop.partners.data import DECK_MIX, STARTS, STEPS
from tabletop.partners.study import SwapStudy

from ..chart import Average, Axis, Bars, Outline, Panel, chart, histogram
from ..prose import Story
from ..svg import OKABE_ITO, Svg


def study_summary(study: SwapStudy) -> Story:
    """What the lesson says of the study, in numbers: how the swap changes a game's length and how
    sure that is, the cards that gain the most steps and those that knock the most off the
    opponents (and the best plain number, for comparison), the Start cards, and the card that most
    often ran a piece past its own house."""
    with_swap, without = study.mean_deals(True), study.mean_deals(False)
    change, margin = study.swap_margin()
    sure = (
        "more than luck alone would explain"
        if abs(change) > margin
        else "within what luck alone could do, so these games cannot tell the two apart"
    )
    cards = study.cards
    gain = sorted(cards, key=lambda kind: -cards[kind].gain_per_play)
    knock = sorted(cards, key=lambda kind: -cards[kind].knocked_per_play)
    plain = next(kind for kind in knock if len(STEPS[kind]) == 1 and kind not in STARTS)
    starts = ", ".join(f"{kind} {_tenths(cards[kind].gain_per_play)}" for kind in DECK_MIX if kind in STARTS)
    lapper = max(cards, key=lambda kind: cards[kind].lapped / cards[kind].played)
    return Story(
        (
            f"Average game: {with_swap:.1f} deals with the swap, {without:.1f} without: "
            f"{abs(change):.1f} deals {'shorter' if change < 0 else 'longer'} with it, give or take "
            f"{margin:.1f} (twice the standard error of {study.games} paired games), {sure}.",
            f"Most steps gained per card played: the {gain[0]} ({cards[gain[0]].gain_per_play:.1f}), "
            f"then the {gain[1]} ({cards[gain[1]].gain_per_play:.1f}).",
            f"Most opponents' steps knocked off per card played: the {knock[0]} "
            f"({cards[knock[0]].knocked_per_play:.1f}), then the {knock[1]} "
            f"({cards[knock[1]].knocked_per_play:.1f}); the best plain number, the {plain}, "
            f"{cards[plain].knocked_per_play:.1f}.",
            f"Steps gained per play by the Start cards, where coming out counts as none: {starts}.",
            f"Plays that ran a piece past its own house onto a new lap: the {lapper} most often, "
            f"{cards[lapper].lapped} of its {cards[lapper].played} plays.",
        )
    )


def _tenths(value: float) -> str:
    """A number to one decimal, without the "-0.0" that a tiny loss would print."""
    return f"{round(value, 1) + 0.0:.1f}"


def plot_swap_study(study: SwapStudy) -> Svg:
    """Left: game length with and without the swap. Right: what each kind of card does for its team."""
    played = [d for deals in study.deals.values() for d in deals]
    lengths = list(range(min(played), max(played) + 1))
    edges = [d - 0.5 for d in [*lengths, lengths[-1] + 1]]  # a bar for each length, centred on it
    swap, plain = OKABE_ITO["blue"], OKABE_ITO["vermillion"]

    def lasted(words: str, counts: list[int]) -> list[str]:
        return [f"{words}: {counted(n, 'game')} of {d} deals" for d, n in zip(lengths, counts)]

    with_swap, without = histogram(study.deals[True], edges), histogram(study.deals[False], edges)
    length = Panel(
        "How long a game lasts",
        Axis("deals until a team has all 8 home"),
        Axis("games", whole=True),
        [
            Bars(
                "partners swap",
                lengths,
                with_swap,
                swap,
                width=1.0,
                opacity=0.75,
                tips=lasted("with the swap", with_swap),
            ),
            Outline("no swap", edges, without, plain, hatch="/", tips=lasted("no swap", without)),
            Average(
                "average with the swap",
                study.mean_deals(True),
                swap,
                tip=f"with the swap: {study.mean_deals(True):.1f} deals on average",
            ),
            Average(
                "average without",
                study.mean_deals(False),
                plain,
                tip=f"no swap: {study.mean_deals(False):.1f} deals on average",
            ),
        ],
    )
    kinds = sorted(
        study.cards, key=lambda k: -(study.cards[k].gain_per_play + study.cards[k].knocked_per_play)
    )
    gained = [study.cards[k].gain_per_play for k in kinds]
    knocked = [study.cards[k].knocked_per_play for k in kinds]
    rows = list(range(len(kinds)))
    worth = Panel(
        "What a card is worth",
        Axis("steps per card played (average)"),
        Axis(ticks=[(i, str(k)) for i, k in enumerate(kinds)], reverse=True),
        [
            Bars(
                "own team's steps gained",
                rows,
                gained,
                swap,
                tips=[f"{k}: {g:.1f} steps gained for its own team a play" for k, g in zip(kinds, gained)],
            ),
            Bars(
                "opponents' steps lost",
                rows,
                knocked,
                OKABE_ITO["orange"],
                hatch=".",
                base=gained,
                tips=[f"{k}: {n:.1f} steps knocked off the opponents a play" for k, n in zip(kinds, knocked)],
            ),
        ],
        horizontal=True,
    )
    return chart(
        [length, worth],
        heading=f"{_games(study.games)} between {study.bots} bots, "
        "each seed played with and without the swap",
        label=f"game length with and without the swap, and steps per card, {_games(study.games)}",
        height=430,
    )


def _games(count: int) -> str:
    """A count of games in words, in the singular when a learner replays just one."""
    return counted(count, "game")
