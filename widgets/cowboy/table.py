"""Super Cowboy at the table: the :class:`CowboyTable` and the :func:`cowboy_table` factory.

Play is on the board itself: click a ringed corner to walk, your own cowboy to stay put (or, after
the move, to do nothing more), the orange line you just walked to fence it, a tree to cut wood, an
Indian to fight him. Roping and rustling take two clicks, the steer and then the ringed square of
your field it goes to (:mod:`.choose`). Events ask their question on the board too: a field to
claim, an item to drop, a rival to play a card on, the Indian or Bandit the cavalry chases. A player
holding Fire Water pours it for a rival by clicking that rival's name in the panel, on their own turn.

Only legal things light up, and the engine decides what is legal. A shape that cannot be used now
still explains itself on hover and, when clicked, the table answers with the engine's refusal and
the rule behind it. At the table's pace (after each turn by default) it pauses when a finished turn
hands over to a bot, so the event card and the dice can be read before the next player goes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final

import tabletop
from tabletop.core.levels import NORMAL
from tabletop.cowboy import CowboyView
from tabletop.cowboy.actions import Steer

from ..explain import Move
from ..pacing import EACH_STEP, NEVER, Pacing
from ..table import HUMAN, GameTable
from .choose import PICK, Options, Pick, choose
from .draw import Dice, draw_board
from .header import instruction

GAME: Final = tabletop.get("cowboy")
#: A turn ends when play passes to the next player: usually once its event card is drawn, but a card
#: may ask its drawer to choose first. Super Cowboy plays no rounds to pause at: its rulebook has no
#: scoring rounds (the first with five steers wins), only this edition's limit that closes a stalled
#: range, so no round's summary either; the header counts "Round 3 of 60" toward that limit.
PACING: Final = Pacing("turn", frozenset(), turn_passes=True)
MAX_BUTTONS: Final = 12  # a rope can have a dozen destinations: the board is the way to choose them

#: Super Cowboy has no hands: items, herds and fences lie open; only the event deck's order is hidden.
HANDOFF: Final = "everything on the range is public, only the order of the event deck is secret"


class CowboyTable(GameTable):
    """A Super Cowboy table played on the board; at its pace it pauses when a turn hands over to a bot."""

    #: An event card drawn shows what was hidden (the dice count as chance by themselves).
    reveals: ClassVar[Mapping[str, str]] = {"card": "an event card was drawn"}

    def __init__(self, *, step: bool = True, **kwargs: Any) -> None:
        self.pick: Pick = Pick()
        self.dice: Dice | None = None
        self._rolled = 0  # counts moves that rolled dice, so each roll is animated once
        self._animated = 0
        self._mover: int | None = None
        super().__init__(
            GAME,
            self._draw,
            pacing=PACING,
            pace=EACH_STEP if step else NEVER,
            review=self._review,
            score_name="Steers in fields",
            handoff=HANDOFF,
            choose=choose,
            **kwargs,
        )

    def _draw(self, view: CowboyView, legal: frozenset[str]) -> str:
        animate = self._rolled != self._animated
        self._animated = self._rolled
        return draw_board(view, legal, self.pick, dice=self.dice, animate=animate)

    def _review(self, view: CowboyView, legal: frozenset[str]) -> str:
        """The board while paused: who drew which card, and the dice it rolled."""
        animate = self._rolled != self._animated
        self._animated = self._rolled
        who = self.state.players[self._mover] if self._mover is not None else ""
        note = f"{who}'s turn is over: read the card and the dice, then press {self._paused}."
        return draw_board(view, frozenset(), None, dice=self.dice, animate=animate, caption=note)

    def forget_moves(self) -> None:
        self.dice, self._mover = None, None

    def rewind_to(self, keep: int, actions: Sequence[Any], log: Sequence[Move]) -> None:
        """The dice of a move replayed were seen when it was made: they are not rolled again."""
        super().rewind_to(keep, actions, log)
        self._animated = self._rolled

    def moved(self, seat: int) -> None:
        """Keep the last dice and who rolled them; a human's move lets go of the picked steer."""
        self._mover = seat
        rolls = self.state.view(None).rolls
        if rolls:
            self.dice = Dice(self.state.players[seat], rolls)
            self._rolled += 1
        if seat not in self.bots:
            self.pick.clear()

    def instruction(self) -> str:
        """The board's own line of what to click now (a click on empty ground is answered with it)."""
        options = Options.of(map(str, self.state.legal_actions()))
        return instruction(self.state.view(self.state.current_player), self.pick, options, deciding=True)

    def hint_path(self, action: str) -> list[str]:
        """A rope or rustle is its steer, then the square it goes to; every other move is one click."""
        steer = next((a.steer for a in Options.of([action]).of_kind(Steer)), None)
        return [action] if steer is None else [f"{PICK} steer {steer}", action]

    def _set_buttons(self, legal: Sequence[Any]) -> None:
        """Side buttons for every move but the ropes and rustles of steers not picked; a few at most."""
        chosen = [a for a in legal if isinstance(a, Steer) and a.steer == self.pick.steer]
        rest = [a for a in legal if not isinstance(a, Steer)]
        super()._set_buttons((chosen + rest)[:MAX_BUTTONS])


def cowboy_table(
    players: Sequence[str] = ("Ana", "Ben"),
    seats: Sequence[str] | None = None,
    seed: int = 1,
    *,
    step: bool = True,
    **options: Any,
) -> CowboyTable:
    """A playable Super Cowboy table: the first seat human, the others Sensible bots by default.

    ``step`` starts at the pace "after each turn" (else "never"); ``options`` go to the game
    (``round_limit``).
    """
    return CowboyTable(
        players=players,
        seats=seats or [HUMAN] + [NORMAL] * (len(players) - 1),
        seed=seed,
        options=options,
        step=step,
    )
