"""The table's Review: after a game, the coach's look back at the people's moves. It names the three
that cost the most win chance, each beside the move it preferred
(:func:`tabletop.core.coach.reviewing`), and a click on one shows the board just before that move
was made, from its player's seat, in the step replay (:mod:`widgets.replay`), where the learner can
step on to see what came of it. A part of :class:`~widgets.table.GameTable`."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from html import escape
from typing import TYPE_CHECKING, Final

import ipywidgets as ipw

from tabletop.core.coach import NOTICEABLE, RECHECK_PAIRS, REVIEW_ITERATIONS, REVIEW_PAIRS, Mistake, reviewing

from .bot_moves import position
from .guard import guarded
from .thinking import in_background

if TYPE_CHECKING:
    from tabletop.core import State

    from .guard import Choice
    from .thinking import Outcome, Thinker

REVIEW: Final = "Review"


class Review:
    """Review, for a :class:`~widgets.table.GameTable`: the attributes below are the table's."""

    state: State
    seat_kinds: list[str]
    human: str
    _thinker: Thinker
    _seen_by: Choice

    #: The review's search of each decision, its paired playouts and those of its second look (a test
    #: may ask for less).
    review_budget: tuple[int, int, int] = (REVIEW_ITERATIONS, REVIEW_PAIRS, RECHECK_PAIRS)
    #: What the last review found, for the game in play (None: not reviewed).
    mistakes: tuple[Mistake, ...] | None = None

    if TYPE_CHECKING:  # the table's own

        def _say(self, html: str, kind: str = "") -> None: ...
        def step_replay(self) -> None: ...
        def replay_to(self, step: int) -> None: ...
        def faithful(self) -> bool: ...

    def _review_widgets(self, tools: ipw.HBox) -> ipw.VBox:
        """The Review button, put among the ``tools``, and the panel that lists what it found."""
        self._review = ipw.Button(
            description=REVIEW, tooltip="After the game: the coach's look at your costliest moves"
        )
        self._review.add_class("tt-review-button")
        self._review.on_click(guarded(self, lambda _: self.review()))
        tools.children = (*tools.children, self._review)
        self._found = ipw.HTML()
        self._mistake_buttons = ipw.VBox()
        box = ipw.VBox([self._found, self._mistake_buttons])
        box.add_class("tt-review")
        return box

    def forget_review(self) -> None:
        """A new game: nothing reviewed."""
        self.mistakes = None
        self._found.value = ""
        self._mistake_buttons.children = ()

    def _show_review(self) -> None:
        """Review in sight once the game is over, if a person played in it."""
        wanted = self.state.is_over and self.human in self.seat_kinds
        self._review.layout.display = None if wanted else "none"

    def review(self) -> None:
        """Ask the coach for the people's costliest moves of the finished game, thinking in the
        background with its progress shown (at once when driven from a cell)."""
        state = self.state
        if not state.is_over:
            self._say("Review comes when the game is over: play on, or ask for a Hint.", "tt-refused")
            return
        if not self.faithful():
            self._say(
                "This position was set up by hand: the coach can only review a game played here.",
                "tt-refused",
            )
            return
        people = {seat for seat, kind in enumerate(self.seat_kinds) if kind == self.human}
        if not people:
            self._say("No person played in this game: there is nothing of yours to review.", "tt-refused")
            return
        iterations, pairs, recheck = self.review_budget
        rng = random.Random(f"review:{state.seed}")
        work = reviewing(state, people, rng, iterations=iterations, pairs=pairs, recheck=recheck)
        then = guarded(self, partial(self._reviewed, position(state)))
        self._thinker.start(work, then, "The coach is going over your moves", background=in_background(self))

    def _reviewed(self, asked: tuple[int, tuple[str, ...]], outcome: Outcome) -> None:
        """Show what the review found, unless another game is in play by now."""
        mistakes: tuple[Mistake, ...] = outcome()
        if position(self.state) != asked:
            return
        state = self.state
        self.mistakes = mistakes
        self._found.value = review_html(state, mistakes)
        buttons = []
        for index, mistake in enumerate(mistakes):
            button = ipw.Button(
                description=f"Move {mistake.before + 1}: {mistake.played}",
                tooltip=f"Show the board just before {state.players[mistake.seat]} played {mistake.played}",
                layout=ipw.Layout(width="auto"),
            )
            button.add_class("tt-mistake")
            button.on_click(guarded(self, lambda _, index=index: self.show_mistake(index)))
            buttons.append(button)
        self._mistake_buttons.children = tuple(buttons)

    def show_mistake(self, index: int) -> None:
        """The board just before the review's ``index``-th move, from its player's seat, in the step
        replay; what the coach preferred is said beside it."""
        if self.mistakes is None or not 0 <= index < len(self.mistakes):
            return
        mistake = self.mistakes[index]
        self.step_replay()
        self._seen_by.value = mistake.seat
        self.replay_to(mistake.before)
        self._say(mistake_html(self.state.players[mistake.seat], mistake), "tt-hint")


def mistake_html(player: str, mistake: Mistake) -> str:
    """A mistake as the message beside the board before it says it."""
    return (
        f"Move {mistake.before + 1}, just before it was made: {escape(player)} played "
        f"<b>{escape(str(mistake.played))}</b> (about {mistake.played_chance:.0%} to win); the coach "
        f"preferred <b>{escape(str(mistake.preferred))}</b> (about {mistake.preferred_chance:.0%}). "
        "Step Forward to see what came of it."
    )


def review_html(state: State, mistakes: Sequence[Mistake]) -> str:
    """What the review found, in a sentence and a short list (the buttons under it show each move)."""
    if not mistakes:
        return (
            '<div class="tt-review-found">The coach found no move of yours that cost more than '
            f"{NOTICEABLE:.0%} win chance: well played.</div>"
        )
    people = {mistake.seat for mistake in mistakes}
    items = "".join(
        f"<li>Move {mistake.before + 1}"
        + (f" ({escape(state.players[mistake.seat])})" if len(people) > 1 else "")
        + f": <b>{escape(str(mistake.played))}</b> (about {mistake.played_chance:.0%} to win); "
        f"the coach: <b>{escape(str(mistake.preferred))}</b> (about {mistake.preferred_chance:.0%})</li>"
        for mistake in mistakes
    )
    many = len(mistakes) != 1
    return (
        f'<div class="tt-review-found">The coach\'s review: the {len(mistakes)} move{"s" * many} of yours '
        f'that cost the most. Click one to see the board then.<ol class="tt-mistakes">{items}</ol></div>'
    )
