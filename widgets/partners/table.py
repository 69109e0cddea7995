"""The Partners table: the shared :class:`~widgets.table.GameTable` with a board that guides each play.

Pick a card, then a piece, then (when there is a choice) where it goes; the split 7 is moved piece
by piece and Switch piece after piece (the clicks are turned into moves by ``choose``). A click on
anything that is not lit is answered with the rule that forbids it. The table keeps the plays made
since a human last moved, which the picture (``draw``) shows as numbered arrows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final

import tabletop
from tabletop.core.levels import NORMAL
from tabletop.partners import GiveUp, Kind, LastPlay, PartnersState, PartnersView, PlaySeven
from tabletop.partners.actions import Give

from ..pacing import Pacing
from ..table import HUMAN, GameTable
from .choose import Options, Pick, choose, click_path
from .draw import draw_board, instructions

GAME: Final = tabletop.get("partners")
#: A deal ends when its cards are played and the next deal is dealt: the step and the round of Partners
#: (between deals the board keeps the numbered arrows of every play since the human last moved).
#: Its summary tells the new deal, and the fresh deck when one is shuffled, not the deal's last move.
PACING: Final = Pacing(
    "deal",
    frozenset({"deal"}),
    frozenset({"deal"}),
    round="deal",
    next_round="Next deal",
    summary_kinds=frozenset({"deck"}),
)
MAX_BUTTONS: Final = 12  # a Switch can have a hundred moves: the board is the way to choose among them


class PartnersTable(GameTable):
    """A Partners table whose board guides each play: card, piece, then field."""

    #: A deal shows new cards; the swap shows the partner's card.
    reveals: ClassVar[Mapping[str, str]] = {
        "deal": "new cards were dealt",
        "swap": "your partner's card came to you",
    }

    def __init__(self, **kwargs: Any) -> None:
        self.pick: Pick = Pick()
        self.recent: list[LastPlay] = []
        super().__init__(  # the ring keeps its size; the side panel sits beside it
            GAME, self._draw, choose=choose, pacing=PACING, **kwargs
        )

    def _draw(self, view: PartnersView, legal: frozenset[str]) -> str:
        return draw_board(view, legal, self.pick, self.recent)

    def forget_moves(self) -> None:
        self.recent = []

    def moved(self, seat: int) -> None:
        """Keep the plays since a human last chose, for the arrows; a 7's steps are one play."""
        last = self.state.view(None).last
        if last is None or isinstance(self.state.history[-1], Give):
            return  # a card set aside for the partner moves nothing (``last`` is still the last play)
        if self.recent and self.recent[-1].seat == last.seat and last.card is Kind.SEVEN and last.hops:
            self.recent[-1] = last  # the same 7, one more step
        elif seat in self.bots:
            self.recent.append(last)
        else:
            self.recent = [last]
        if seat not in self.bots:
            self.pick.clear()

    def instruction(self) -> str:
        """The words in the middle of the ring: what to click now."""
        view = self.state.view(self.state.current_player)
        options = Options.of(frozenset(map(str, self.state.legal_actions())))
        return sentence(instructions(view, self.pick, options))

    def hint_path(self, action: str) -> list[str]:
        """A card, then its piece or pieces, then the field where the piece has a choice."""
        assert isinstance(self.state, PartnersState)
        return click_path(self.state, action)

    def _set_buttons(self, legal: Sequence[Any]) -> None:
        """Side buttons for what the board cannot show as one click, and for the picked card's moves."""
        options = Options.of(frozenset(map(str, legal)))
        shown = [a for a in legal if isinstance(a, Give | GiveUp | PlaySeven)]
        chosen = set(map(str, options.matching(self.pick)))
        shown += [a for a in legal if str(a) in chosen]
        super()._set_buttons(shown[:MAX_BUTTONS])


def sentence(lines: Sequence[str]) -> str:
    """The ring's two lines of what to click as one sentence with at most one colon: a second line
    that goes on with the first ("to give Cy", "Red 1 trades with") follows it with a space, an
    aside or a second step after a comma ("or another card", "then the one it trades with")."""
    head, rest = lines[0], lines[1] if len(lines) > 1 else ""
    if not rest:
        return f"{head}."
    if rest.startswith("to ") or head.endswith("the piece"):
        return f"{head} {rest}."
    if rest.startswith(("(", "then ")) or ":" in head:
        return f"{head}, {rest.strip('()')}."
    return f"{head}: {rest}."


def partners_table(
    players: Sequence[str] = ("Ana", "Ben", "Cy", "Dee"),
    *,
    seats: Sequence[str] | None = None,
    seed: int = 1,
    **options: Any,
) -> PartnersTable:
    """A playable Partners table: the first seat human, the others Sensible bots by default."""
    return PartnersTable(
        players=players,
        seats=seats or [HUMAN] + [NORMAL] * (len(players) - 1),
        seed=seed,
        options=options,
        score_name="Team pieces home",
    )
