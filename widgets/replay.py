"""The table's replay mode: a game, finished or not, stepped through move by move, forward and back,
with the board and the log as they were at each move; and "Play on from here", a new game branched
from the move on screen, with the same seats (the bots go on).

Each step is the game replayed from its seed (:meth:`~widgets.rewind.Rewind.rewind_to`): a step
forward makes one more move, a step back replays the moves before it. The table's own buttons are
out of the way meanwhile, and the board answers a click as a paused table does, so nothing is
played by mistake. Which seat's view the board shows: the learner's own while the game goes on (a
replay must not show another hand), any seat's or the open table's once it is over (a teacher's
choice) or when every seat is a bot. A part of :class:`~widgets.table.GameTable`, kept apart so the
table's flow reads on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any, Final

import ipywidgets as ipw

from .explain import Move, log_html, scores_html
from .guard import Choice, guarded

if TYPE_CHECKING:
    from collections.abc import Sequence

    from tabletop.core import Bot, Game, State

    from .board import SvgBoard

#: The caption the table's refusal of a click names while a replay is on screen.
BACK: Final = "Back to the game"
#: The value of the seat menu for the open table: what every seat sees (no hand).
EVERYONE: Final = -1
#: When "Play on from here" is offered: a replay must not get round Undo's rule.
PLAY_ON: Final = (
    "A new game from the move on screen, with the same seats: the bots go on from here. Once the game "
    "is over, from any move; while it goes on, only from a move Undo could take it back to (before "
    "that, you have seen what came after)."
)
#: Why "Play on from here" is not offered at a move of a game still going on.
SEEN: Final = "Not from this move: you have seen what came after, and Undo could not take the game back here."


@dataclass(frozen=True, slots=True)
class Film:
    """The game a replay steps through: its moves, its log, how the table stood when the replay
    began (the seat on screen, the device passing, the pause and its summary), to go back to, and
    the first step "Play on from here" is offered at (see :data:`PLAY_ON`)."""

    actions: tuple[Any, ...]
    log: tuple[Move, ...]
    flow: tuple[int | None, bool, str | None, str]
    first: int

    def __deepcopy__(self, _memo: dict[int, Any]) -> Film:
        """Itself: nothing in it changes (the table's guard copies its data before every click)."""
        return self


class StepReplay:
    """Replay, for a :class:`~widgets.table.GameTable`: the attributes below are the table's."""

    game: Game[Any]
    state: State
    moves: list[Move]
    bots: dict[int, Bot]
    board: SvgBoard
    render_board: Callable[[Any, frozenset[str]], str]  # the table's BoardRenderer
    score_name: str
    message: ipw.HTML
    _turn: ipw.HTML
    _scores: ipw.HTML
    _log: ipw.HTML
    _shown: int | None
    _passing: bool
    _paused: str | None
    _summary: str

    #: The game being replayed; None while the table plays.
    _film: Film | None = None

    if TYPE_CHECKING:  # the table's own, and Undo's

        def _render(self) -> None: ...
        def _say(self, html: str, kind: str = "") -> None: ...
        def rewind_to(self, keep: int, actions: Sequence[Any], log: Sequence[Move]) -> None: ...
        def replay_moves(self, actions: Sequence[Any], log: Sequence[Move]) -> None: ...
        def faithful(self) -> bool: ...
        def undo_limit(self) -> int: ...
        def _put_out_hint(self) -> None: ...

    def _replay_widgets(
        self, playing: Sequence[ipw.Widget], redrawn: Sequence[ipw.Widget]
    ) -> tuple[ipw.Button, ipw.VBox]:
        """The Replay button and the replay's panel (hidden), which stands in the side panel for
        the ``playing`` widgets (hidden meanwhile); the table's redraw shows or hides those of them
        in ``redrawn`` itself."""
        self._playing = tuple(playing)
        self._redrawn = tuple(redrawn)
        self._step_replay = self._button(
            "Replay", "tt-step-replay", lambda: self.step_replay(),
            "Step through this game move by move, from the set-up: the board and the log at each move",
        )  # fmt: skip
        self._steps = [
            self._button("First", "tt-step-first", lambda: self.replay_to(0), "The set-up"),
            self._button("Back", "tt-step-back", lambda: self.replay_to(self.at - 1), "One move back"),
            self._button("Forward", "tt-step-forward", lambda: self.replay_to(self.at + 1), "The next move"),
            self._button("Last", "tt-step-last", lambda: self.replay_to(self.length), "The last move"),
        ]
        self._seen_by = Choice(
            description="Seen by", style={"description_width": "initial"}, layout=ipw.Layout(width="100%")
        )
        self._seen_by.add_class("tt-step-seat")
        self._seen_by.observe(
            guarded(self, lambda _: self._film is not None and self._render()), names="value"
        )
        self._play_on = self._button("Play on from here", "tt-play-on", lambda: self.play_on(), PLAY_ON)
        self._play_on.button_style = "primary"
        self._back = self._button(BACK, "tt-back-to-game", lambda: self.back_to_game(), "Leave the replay")
        steps = ipw.HBox(self._steps)
        steps.add_class("tt-step-nav")
        panel = ipw.VBox([steps, self._seen_by, self._play_on, self._back], layout=ipw.Layout(display="none"))
        panel.add_class("tt-step-panel")
        self._panel = panel
        return self._step_replay, panel

    def _button(self, caption: str, name: str, call: Callable[[], Any], tooltip: str) -> ipw.Button:
        button = ipw.Button(description=caption, tooltip=tooltip)
        button.add_class(name)
        button.on_click(guarded(self, lambda _: call()))
        return button

    @property
    def at(self) -> int:
        """The number of moves made in the game on screen: the replay's step."""
        return len(self.state.history)

    @property
    def length(self) -> int:
        """The number of moves of the game being replayed (0 when none is)."""
        return len(self._film.actions) if self._film is not None else 0

    def step_replay(self) -> None:
        """Start the replay of the game in play, at its set-up."""
        if self._film is not None:
            return
        if not self.state.history:
            self._say("Nothing to replay yet: no move has been made.", "tt-refused")
            return
        if not self.faithful():
            self._say("This position was set up by hand: it cannot be replayed from its seed.", "tt-refused")
            return
        if self._passing and (now := self.state.current_player) is not None:  # as Undo refuses
            who = escape(self.state.players[now])
            self._say(f"No replay now: the device goes to {who} now.", "tt-refused")
            return
        self._film = Film(
            tuple(self.state.history),
            tuple(self.moves),
            (self._shown, self._passing, self._paused, self._summary),
            0 if self.state.is_over else self.undo_limit(),
        )
        self._seen_by.options = self._viewers()
        self._seen_by.value = next(
            (seat for _, seat in self._seen_by.options if seat == self._shown), self._seen_by.options[0][1]
        )
        self._say("")
        self.replay_to(0)

    def _viewers(self) -> list[tuple[str, int]]:
        """Whose view the board may show: the seat on screen (none while the device passes) while the
        game goes on; any seat once it is over, or when no person plays; and the open table."""
        state, seats = self.state, range(len(self.state.players))
        if state.is_over or all(seat in self.bots for seat in seats):
            chosen = list(seats)
        else:
            chosen = [] if self._passing or self._shown is None else [self._shown]
        return [(state.players[seat], seat) for seat in chosen] + [("Everyone: the open table", EVERYONE)]

    def replay_to(self, step: int) -> None:
        """Show the game after its first ``step`` moves (kept within the game): one more move made
        on the way forward, the moves before it replayed from the seed on the way back."""
        film = self._film
        if film is None:
            return
        step = max(0, min(step, len(film.actions)))
        at = self.at
        if at <= step and self.state.history == list(film.actions[:at]):
            self.replay_moves(film.actions[at:step], film.log)
        else:
            self.rewind_to(step, film.actions, film.log)
        self._render()

    def play_on(self) -> None:
        """Leave the replay with the game on screen as the game in play: the rest of the old game is
        gone, the seats are the same and the bots move on until a person is to decide."""
        film = self._film
        if film is None:
            return
        if self.state.is_over:
            self._say("The game is over at this move: step back to play on from before.", "tt-refused")
            return
        step = self.at
        if step < film.first:
            self._say(escape(SEEN), "tt-refused")
            return
        self._film = None
        self.forget_review()  # of the old game, whose moves after this one are gone
        people = [seat for seat in range(len(self.state.players)) if seat not in self.bots]
        self._shown, self._paused, self._summary = film.flow[0], None, ""
        self._passing = len(people) > 1  # whoever is on turn takes the device: it may be in other hands
        self._play_bots()
        self._passing = self._passing and not self.state.is_over
        self._render()
        self._say(
            f"Playing on from move {step} of {len(film.actions)}: a new game from here, with the same "
            "seats; the moves after it are gone.",
            "tt-hint",
        )

    def back_to_game(self) -> None:
        """Leave the replay: the game in play as it was when the replay began."""
        film = self._film
        if film is None:
            return
        self.rewind_to(len(film.actions), film.actions, film.log)
        self._film = None
        self._shown, self._passing, self._paused, self._summary = film.flow
        self._say("")
        if self._paused is None and self.state.current_player in self.bots:  # a Hard bot was thinking
            self._play_bots()
        self._render()

    def leave_replay(self) -> None:
        """End a replay without going back to its game (a new game is starting)."""
        self._film = None

    def _show_replay(self) -> None:
        """The replay's panel in sight while there is a replay, else the playing widgets: drawn from
        ``_film`` at every redraw, so that the guard's putting back of a failed click puts them back."""
        replaying = self._film is not None
        self._panel.layout.display = None if replaying else "none"
        for widget in self._playing:
            if replaying or widget not in self._redrawn:
                widget.layout.display = "none" if replaying else None

    def _render_replay(self, film: Film) -> None:
        """The replay on screen: the board from the seat chosen, the move, the scores and the log then."""
        state, step, length = self.state, self.at, len(film.actions)
        self._paused = BACK  # a click on the board is answered as at a paused table
        seat = self._seen_by.value
        self.board.show(self.render_board(state.view(None if seat == EVERYONE else seat), frozenset()))
        entry = film.log[step]
        who = f"{escape(entry.who)} " if entry.who else ""
        self._turn.value = (
            f'<div class="tt-step-count"><b>Replay: move {step} of {length}</b></div>'
            f'<div class="tt-step-move">{who}{escape(entry.action)}</div>'
        )
        if step < film.first:  # why Play on is dimmed, in sight (a disabled button may show no tooltip)
            self._turn.value += (
                f'<div class="tt-step-note">Play on: from move {film.first} on; before it, you have seen '
                "what came after.</div>"
            )
        for button, end in zip(self._steps, (0, 0, length, length), strict=True):
            button.disabled = step == end
        self._play_on.disabled = state.is_over or step < film.first
        self._play_on.tooltip = SEEN if step < film.first else PLAY_ON
        self._scores.value = scores_html(state, self.score_name)
        self._log.value = log_html(self.game, self.moves)

    if TYPE_CHECKING:

        def _play_bots(self) -> None: ...
        def forget_review(self) -> None: ...
