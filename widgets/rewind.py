"""The table's Undo: a learner takes back a mistaken click, but never a decision made knowing more.

Undo takes back the human's own last move, and can go on back through the human's own moves in a
row, but never past a chance event or another seat's move. A chance event is a shuffle or a die
(the engine's ``state.chance`` changed) or anything else that showed the mover what was hidden until
then: a card drawn or turned up, a hand looked at (the kinds of event each game names in
:attr:`Rewind.reveals`). Another seat's move, a bot's or another person's, shows what they chose,
which depends on what they hold. Past any of these, taking a move back would let the learner choose
again knowing what the first choice showed.

The game is never mutated back: the table is rebuilt by replaying the seed and the first moves
(:meth:`Rewind.rewind_to`), which the replay mode (:mod:`widgets.replay`) uses too. A part of
:class:`~widgets.table.GameTable`, kept apart so the table's flow reads on its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any, ClassVar, Final

import ipywidgets as ipw

from tabletop.core import IllegalAction

from .guard import guarded

if TYPE_CHECKING:
    from tabletop.core import Bot, Event, Game, State

    from .board import SvgBoard
    from .choose import Pick
    from .explain import Move
    from .thinking import Thinker

#: The rule Undo keeps, as its tooltip says it.
UNDO_RULE: Final = (
    "Undo takes back your own last move, and then the ones before it while they were yours in a row, "
    "but never past a card drawn, a die rolled or a card turned up, nor past another player's move "
    "(a bot's or another person's move shows what they chose, which depends on what they hold)."
)
#: What a chance event showed, when no event of the move names it: a shuffle or a die.
CHANCE: Final = "the cards were shuffled or the dice rolled"
#: The class of the Undo button while there is nothing it may take back (it still answers a click).
OFF: Final = "tt-off"


@dataclass(frozen=True, slots=True)
class Step:
    """One move of the game in play as Undo sees it: who made it, and what it showed that was
    hidden until then ("": nothing)."""

    seat: int
    revealed: str


class Rewind:
    """Undo, for a :class:`~widgets.table.GameTable`: the attributes below are the table's."""

    game: Game[Any]
    state: State
    moves: list[Move]
    bots: dict[int, Bot]
    pick: Pick | None
    board: SvgBoard
    message: ipw.HTML
    _thinker: Thinker
    _shown: int | None
    _passing: bool
    _paused: str | None
    _summary: str

    #: The kinds of this game's events that show the mover something hidden until then (a card
    #: drawn, a card turned up), each with what it showed, in words: "a card was drawn".
    reveals: ClassVar[Mapping[str, str]] = {}

    #: The game's moves so far as Undo sees them, and the replay that found them (``_traced_of`` the
    #: state in play it follows): kept move by move, so that no click replays the whole game.
    _trail: list[Step]  # set with _traced_of, read only while _traced_of is the state in play
    _traced: State | None = None
    _traced_of: State | None = None
    #: What the guard lets go of after a fault rather than copy before every click (rebuilt when asked).
    caches: ClassVar[tuple[str, ...]] = ("_trail", "_traced", "_traced_of")

    if TYPE_CHECKING:  # the table's own

        def _render(self) -> None: ...
        def _say(self, html: str, kind: str = "") -> None: ...
        def _put_out_hint(self) -> None: ...
        def moved(self, seat: int) -> None: ...

    def _undo_button(self) -> ipw.Button:
        """The Undo button, beside Hint; a click with nothing to take back says why."""
        self._undo = ipw.Button(description="Undo", tooltip=UNDO_RULE)
        self._undo.add_class("tt-undo")
        self._undo.on_click(guarded(self, lambda _: self.undo()))
        return self._undo

    def forget_moves(self) -> None:
        """Let go of what the table keeps of the moves made (see ``moved``): called when a game
        starts and before a game is rebuilt by replay. A game's table that keeps something resets it."""

    def revealed(self, event: Event) -> str:
        """What ``event`` showed its mover that was hidden until then, in words ("": nothing)."""
        return self.reveals.get(event.kind, "")

    def steps(self) -> list[Step]:
        """Every move of the game in play, who made it and what it revealed, brought up to date by
        replaying only the moves made since last asked (a new state in play starts afresh)."""
        state = self.state
        if self._traced_of is not state or self._traced is None or len(self._trail) > len(state.history):
            self._traced = self.game.new(state.players, state.seed, **state.options)
            self._traced_of, self._trail = state, []
        traced = self._traced
        for action in state.history[len(self._trail) :]:
            seat, chance = traced.current_player, traced.chance
            assert seat is not None, "a move was made, so the game was not over"
            events = traced.apply(action, by=seat)
            words = next((words for event in events if (words := self.revealed(event))), "")
            self._trail.append(Step(seat, words or (CHANCE if traced.chance != chance else "")))
        return self._trail

    def faithful(self) -> bool:
        """Whether the seed and the moves replay to the game in play, as every game played at the table
        does (a position staged by hand, as a lesson or a test may stage one, does not): seen alike
        from every seat and from the open table."""
        try:
            self.steps()
        except IllegalAction:
            return False
        traced, state = self._traced, self.state
        assert traced is not None, "steps() replayed the game"
        return all(traced.view(seat) == state.view(seat) for seat in [None, *range(len(state.players))])

    def undo_point(self) -> tuple[int | None, str]:
        """How many moves the game keeps after one Undo (the moves before the learner's last), or
        None and why nothing can be taken back, in a few words."""
        state, me = self.state, self._shown
        if state.is_over:
            return None, "the game is over (Replay steps through it)"
        if me is None or me in self.bots:
            return None, "no move of yours yet"
        if self._passing and (now := state.current_player) is not None:  # the next player may hold it
            return None, f"the device goes to {state.players[now]} now"
        if not self.faithful():
            return None, "this position was set up by hand, not played from its seed"
        steps = self.steps()
        if not any(step.seat == me for step in steps):
            return None, "no move of yours yet"
        last = steps[-1]
        if last.seat != me:
            return None, f"{state.players[last.seat]} has moved since"
        if last.revealed:
            return None, f"{last.revealed} since your move"
        return len(steps) - 1, ""

    def undo_limit(self) -> int:
        """The fewest moves the game in play keeps however often Undo is pressed (all of them when
        Undo can take none back)."""
        keep, _ = self.undo_point()
        if keep is None:
            return len(self.state.history)
        steps = self.steps()
        while keep > 0 and steps[keep - 1].seat == self._shown and not steps[keep - 1].revealed:
            keep -= 1
        return keep

    def undo(self) -> None:
        """Take back the learner's last move (see :data:`UNDO_RULE`), or say why not."""
        keep, why = self.undo_point()
        if keep is None:
            self._say(f"Nothing to undo: {escape(why)}.", "tt-refused")
            return
        me, taken = self._shown, self.moves[keep + 1].action
        self.rewind_to(keep, self.state.history, self.moves)
        self._shown, self._passing = me, False
        self._render()
        self._say(f"Undone: {escape(taken)}.", "tt-hint")

    def rewind_to(self, keep: int, actions: Sequence[Any], log: Sequence[Move]) -> None:
        """Put the table at the game after its first ``keep`` moves of ``actions``, replayed from its
        seed (never mutated back), with ``log``'s entries for them, what the game's table keeps of
        moves rebuilt (each replayed move goes through ``moved``), and no pick, hint or pause."""
        old = self.state
        actions, log = list(actions[:keep]), list(log[: keep + 1])
        state = self.game.new(old.players, old.seed, **old.options)
        if self.pick is not None:
            self.pick.clear()
        self._put_out_hint()
        self._thinker.stop()  # a Hard bot's search or a hint for the position left
        self._paused, self._summary = None, ""
        self.forget_moves()
        self.state, self.moves = state, log[:1]
        self.replay_moves(actions, log)
        if self._traced_of is old and len(self._trail) >= keep:  # the same moves, fewer of them
            self._trail, self._traced, self._traced_of = self._trail[:keep], state.clone(), state

    def replay_moves(self, actions: Sequence[Any], log: Sequence[Move]) -> None:
        """Make ``actions`` in the game in play, as they were made before (a replay), each logged
        with its entry of ``log`` (the entry after the set-up and the moves already made) and each
        told to ``moved``, so that a game's table keeps what it keeps of moves as it did then."""
        state = self.state
        for action in actions:
            seat = state.current_player
            assert seat is not None, "the game replays as it was played"
            state.apply(action, by=seat)
            self.moves.append(log[len(self.moves)])
            self.moved(seat)

    def _show_undo(self) -> None:
        """Undo as it stands: lit when it can take a move back, else dimmed, saying why."""
        keep, why = self.undo_point()
        self._undo.layout.display = "none" if self.state.is_over else None
        if keep is None:
            self._undo.add_class(OFF)
            self._undo.tooltip = f"Nothing to undo: {why}. {UNDO_RULE}"
        else:
            self._undo.remove_class(OFF)
            self._undo.tooltip = f"Take back {self.moves[keep + 1].action}. {UNDO_RULE}"
