"""The playable Rowlette table: the shared GameTable with this game's board and words.

Every Rowlette move is one click (take a market card, keep an offered goal, or stop), so there is no
choosing state: the table only adds what a move does to the player's line to its buttons and turn text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final

import tabletop
from tabletop.rowlette import KeepGoal, LineView, Phase, RowletteState, Take
from tabletop.rowlette.data import GOAL_OFFER, UNUSED_REMOVE_ZERO, Special
from tabletop.rowlette.rules import goal_threshold

from ..pacing import Pacing
from ..table import GameTable
from .draw import draw_board
from .goals import keep_goal_words

#: A round ends when every player has stopped or exploded and the lines are scored ("round" begins the
#: next): a step is a round too, since a turn is one card and the lines stay on the board between turns.
#: Its summary tells the last player out (a stop, an automatic stop or an explosion) and every score.
PACING: Final = Pacing(
    "round",
    frozenset({"round"}),
    frozenset({"round"}),
    summary_kinds=frozenset({"stop", "auto-stop", "explode", "score"}),
)

#: The Remove 0 move, whose button says what it would take from the player's line.
REMOVE_ZERO: Final = Take(Special.REMOVE_ZERO)


#: What the pass-the-device screen says: Rowlette has no hands, and only a red number's goal offer
#: can be private, as this edition's GOAL_OFFER (option goal_offer) decides.
HANDOFF: Final = {
    "chooser only": (
        "every line is public; in this edition (GOAL_OFFER) only the player choosing sees the goals "
        "a red number draws"
    ),
    "everyone": (
        "nothing here is secret: every line is public, and with goal_offer='everyone' so are the goals "
        "a red number draws"
    ),
}


def remove_zero_words(line: LineView) -> str:
    """What taking Remove 0 now would do to ``line`` (the engine's view names the zero it would take)."""
    zero = line.removable_zero
    if zero is not None:
        after = line.zero_points - zero.points
        return (
            f"Take Remove 0: your latest zero, {zero}, leaves your line and is shuffled back into the "
            f"deck (zero-track {line.zero_points} -> {after})"
        )
    why = "you already took a zero out with Remove 0 this round" if line.zeros else "your line has no zero"
    return f"Take Remove 0: {why}, so {UNUSED_REMOVE_ZERO}"


class RowletteTable(GameTable):
    """A Rowlette table whose goal choice tells, on every offered goal, the threshold it would get."""

    #: A refill turns the deck's next card up for the market; a red number draws goals to choose from.
    reveals: ClassVar[Mapping[str, str]] = {
        "market": "a card was turned up for the market",
        "take": "goals were drawn",
    }

    def __init__(self, **kwargs: Any) -> None:
        game = tabletop.get("rowlette")
        offer = {**game.options, **(kwargs.get("options") or {})}["goal_offer"]
        handoff = HANDOFF.get(offer, HANDOFF[GOAL_OFFER])
        super().__init__(game, draw_board, handoff=handoff, pacing=PACING, **kwargs)

    def _keeping(self) -> LineView | None:
        """The chooser's line while a human on screen keeps a goal, else None."""
        state = self.state
        seat = state.current_player
        if not isinstance(state, RowletteState) or state.phase is not Phase.KEEP or seat is None:
            return None
        if seat in self.bots or seat != self._viewer() or self._passing or self._paused is not None:
            return None
        return state.view(seat).lines[seat]

    def _set_buttons(self, legal: Sequence[Any]) -> None:
        """Buttons tell what a move does to this line: a goal's threshold, or what Remove 0 would take."""
        super()._set_buttons(legal)
        keeping, seat = self._keeping(), self.state.current_player
        for shown, action in zip(self._buttons, legal):
            if isinstance(action, KeepGoal) and keeping is not None:
                shown.tooltip = keep_goal_words(action.goal, keeping)
            elif action == REMOVE_ZERO and seat is not None:
                shown.tooltip = remove_zero_words(self.state.view(seat).lines[seat])

    def instruction(self) -> str:
        """What to click now, for a click on the board that hit no card."""
        if self._keeping() is not None:
            return "Keep one of the goals offered: click a lit goal card."
        return "Click a lit card in the market to take it, or Stop to leave the round."

    def _turn_html(self) -> str:
        line = self._keeping()
        if line is None:
            return super()._turn_html()
        place = len(line.goals)
        return (
            f"{super()._turn_html()}<br>The goal you keep becomes goal #{place + 1}: it needs "
            f"{goal_threshold(place)} matching numbers (a red number always makes you keep one)."
        )


def rowlette_table(
    players: Sequence[str] = ("Ana", "Ben", "Cy"),
    *,
    seats: Sequence[str] | None = None,
    seed: int = 1,
    **options: Any,
) -> RowletteTable:
    """A playable Rowlette table: you against bots unless ``seats`` says otherwise."""
    return RowletteTable(players=players, seats=seats, seed=seed, options=options)
