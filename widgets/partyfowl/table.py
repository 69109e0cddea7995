"""Party Fowl at the table: the shared :class:`~widgets.table.GameTable` with Party Fowl's picture
(:mod:`.draw`) and its clicks (:mod:`.choose`).

Play is on the board itself: click a ringed room to walk there, a lit card to play it, the Party
Deck or the Keg in the Kitchen to draw, the top card of a rival's stack to foul it, your own fouled
card in the Bathroom to wash it. A conversation card that could take a Drink asks first, with two
choices on the board. Building the house is three clicks: a tile from the pile, a ringed space,
then one of its door turnings (one click fewer where only one turning fits).

A shape that cannot be used now still explains itself on hover with the engine's refusal and, when
clicked, the table answers with that refusal and the rule behind it. At the table's pace (after each
turn by default) it pauses on "Next turn" before each bot turn, so a class can follow who did what.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final

import tabletop
from tabletop.core import Event
from tabletop.core.levels import NORMAL
from tabletop.partyfowl import PartyFowlState, PartyFowlView
from tabletop.partyfowl.actions import EndTurn, Foul, Preen, PreenDone
from tabletop.partyfowl.data import FOUL, WIN_POINTS

from ..pacing import EACH_STEP, NEVER, Pacing
from ..table import HUMAN, GameTable
from .choose import PICK, Options, Pick, choose, click_path, foul_refusal, refusal, valid_pick
from .draw import draw_board, instruction
from .layout import MAX_BUTTONS
from .scene import Scene, no_reason

GAME: Final = tabletop.get("partyfowl")

#: A turn ends when the next one begins, and while the house is built each tile laid is a turn.
#: Party Fowl plays no rounds: the first to the winning points ends the party.
PACING: Final = Pacing("turn", frozenset({"turn", "place"}))


class PartyFowlTable(GameTable):
    """A Party Fowl table played on the board; at its pace it pauses before each bot's turn."""

    #: A card drawn, a hand looked at and the cards drawn at the end of a preen show what was hidden.
    reveals: ClassVar[Mapping[str, str]] = {
        "draw": "a card was drawn",
        "peek": "you looked at a hand",
        "preen": "new cards were drawn",
    }

    def __init__(self, *, step: bool = True, **kwargs: Any) -> None:
        self.pick: Pick = Pick()
        self._mover: int | None = None
        self._recent: list[str] = []  # what the last player to move did this turn
        super().__init__(
            GAME,
            self._draw,
            pacing=PACING,
            pace=EACH_STEP if step else NEVER,
            review=self._review,
            score_name=f"Points (to {WIN_POINTS})",
            choose=choose,
            **kwargs,
        )

    def __repr__(self) -> str:
        names = ", ".join(self.state.players)
        return f"<PartyFowlTable: {names}; seed {self.state.seed}>"

    def _why(self, action: str) -> str:
        if action == f"{PICK} card {FOUL}":
            assert isinstance(self.state, PartyFowlState)
            return foul_refusal(self.state).message
        assert isinstance(self.state, PartyFowlState)
        found = refusal(self.state, action)
        return found.message if found else "not possible now."

    def _draw(self, view: PartyFowlView, legal: frozenset[str]) -> str:
        return draw_board(view, legal, self.pick, why=self._why, hidden=self._hidden())

    def _review(self, view: PartyFowlView, legal: frozenset[str]) -> str:
        """The board while paused: who just did what, and who plays next."""
        who = self.state.players[self._mover] if self._mover is not None else ""
        following = self.state.current_player
        nxt = self.state.players[following] if following is not None else ""
        did = "; ".join(self._recent[-3:])  # the newest; the log below the board has them all
        note = f"Press {self._paused} for {nxt}'s turn." + (f" {who} did: {did}." if did else "")
        return draw_board(view, frozenset(), None, caption=note, hidden=self._hidden())

    def _hidden(self) -> str | None:
        """What the hand strip says when no hand is on screen: all bots, or a device to pass."""
        return "Every seat is a bot: their hands stay hidden." if HUMAN not in self.seat_kinds else None

    def forget_moves(self) -> None:
        self._mover, self._recent = None, []

    def revealed(self, event: Event) -> str:
        """Going to the Bathroom to preen shows nothing; only the cards drawn when it ends do."""
        if event.kind == "preen" and not event.data.get("drawn"):
            return ""
        return super().revealed(event)

    def moved(self, seat: int) -> None:
        """Remember what the player on the move did this turn; a human's move lets go of the pick."""
        if seat != self._mover:
            self._recent = []
        self._mover = seat
        self._recent.append(self.moves[-1].action)
        if seat not in self.bots:
            self.pick.clear()

    def instruction(self) -> str:
        """The board's own line of what to click now (a click on the floor is answered with it)."""
        assert isinstance(self.state, PartyFowlState)
        options = Options.of(map(str, self.state.legal_actions()), self.state.players)
        view = self.state.view(self.state.current_player)
        return instruction(Scene(view, options, valid_pick(self.pick, view, options), no_reason, True))

    def hint_path(self, action: str) -> list[str]:
        """A tile then its space and turning, or a card that may take a Drink then the choice; other
        moves are one click."""
        assert isinstance(self.state, PartyFowlState)
        return click_path(self.state, action)

    def _set_buttons(self, legal: Sequence[Any]) -> None:
        """Side buttons: the current pick's choices, Preen or Done preening, and End turn; a few at most."""
        assert isinstance(self.state, PartyFowlState)
        options = Options.of(map(str, legal), self.state.players)
        pick = valid_pick(self.pick, self.state.view(self.state.current_player), options) if legal else Pick()
        shown: list[Any] = []
        if pick.tile is not None:
            shown += options.places(pick.tile, pick.space)
        if pick.card == FOUL:
            shown += options.of_kind(Foul)
        elif pick.card is not None:
            shown += options.talks(pick.card)
        shown += [a for a in legal if isinstance(a, Preen | PreenDone | EndTurn)]
        super()._set_buttons(shown[:MAX_BUTTONS])


def partyfowl_table(
    players: Sequence[str] = ("Ana", "Ben", "Cy"),
    *,
    seats: Sequence[str] | None = None,
    seed: int = 1,
    step: bool = True,
    **options: Any,
) -> PartyFowlTable:
    """A playable Party Fowl table: the first seat human, the others Sensible bots by default.

    ``step`` starts at the pace "after each turn", which pauses before each bot's turn (else
    "never"); ``options`` go to the game (``gossip``, a staged
    ``layout``, ``hands`` and so on).
    """
    return PartyFowlTable(
        players=players,
        seats=seats or [HUMAN] + [NORMAL] * (len(players) - 1),
        seed=seed,
        options=options,
        step=step,
    )
