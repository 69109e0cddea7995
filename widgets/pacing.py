"""When a table stops so a class can look: one pacing choice, the same in every game.

Every table offers three paces, in the same place: pause after each bot move, after each of the
game's steps (a trick, a turn, a deal), or never. Whatever the pace, the end of a round pauses with a
summary of the scores (and the end of the game shows one), so a round's results never vanish in a
click. A game says what its steps and rounds are as :class:`Pacing`, plain data naming the kinds of
the engine's events that end them and those a round's summary tells, so the table needs no code of
the game's to decide. A game without scoring rounds names no round ends (Super Cowboy, whose count
of rounds only runs toward the limit that closes a stalled range) and is never summarised.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Final

from tabletop.core import Event

#: The paces a learner chooses from in the table's Pause menu (its values); a step's name goes into
#: its label.
EACH_MOVE: Final = "move"
EACH_STEP: Final = "step"
NEVER: Final = "never"

#: The caption of the button that ends a pause after a bot's move.
NEXT_MOVE: Final = "Next move"


@dataclass(frozen=True)
class Pacing:
    """A game's rhythm, read from its events: what ends a step of play, and what ends a round."""

    step: str  # what one step is called in this game: "trick", "turn", "deal"
    step_ends: frozenset[str]  # the kinds of event that end a step
    round_ends: frozenset[str] = frozenset()  # the kinds of event that end a round
    round: str = "round"  # what a round is called in this game ("deal" in Partners)
    next_round: str = "Next round"  # the caption that ends a round's pause
    #: Pause at a step's end even when a human plays next, because the next step's board no longer
    #: shows how this one ended (Rowdy clears the finished trick); otherwise a step pauses only
    #: before a bot plays, since a human on turn sees the board anyway.
    review_every_step: bool = False
    #: A step ends when play passes to another player, whatever event came last: for a game whose
    #: turn may go on after its usual last event (a Super Cowboy card that asks its drawer to choose).
    turn_passes: bool = False
    #: The kinds of event a round's summary tells, besides the round's end itself: what decided the
    #: round (the last stop, the last trick's winner and its damage) and its scores, not the moves and
    #: market refills that came with the round's last move (those stay in the log).
    summary_kinds: frozenset[str] = frozenset()

    def choices(self) -> list[tuple[str, str]]:
        """The Pause menu's options: (label, pace), short enough for the 200 px side column. A game
        whose step is its round offers no separate step, and where rounds always pause "never" says so."""
        steps = (
            []
            if self.step_ends <= self.round_ends and self.step_ends
            else [(f"after each {self.step}", EACH_STEP)]
        )
        never = f"at each {self.round}'s end" if self.round_ends else "never"
        return [("after each bot move", EACH_MOVE), *steps, (never, NEVER)]

    def ends_round(self, events: Sequence[Event]) -> bool:
        return any(event.kind in self.round_ends for event in events)

    def summary(self, events: Sequence[Event]) -> list[str]:
        """What a round's summary tells of the move that ended it: its events of the kinds named."""
        told = self.summary_kinds | self.round_ends
        return [event.text for event in events if event.kind in told]

    def pause(
        self,
        events: Sequence[Event],
        pace: str,
        *,
        bot_moved: bool,
        bot_next: bool,
        turn_passed: bool = False,
    ) -> str | None:
        """The caption of the button that ends the pause these events call for at ``pace``, or None."""
        if self.ends_round(events):
            return self.next_round
        ended = any(event.kind in self.step_ends for event in events)
        ends_step = turn_passed if self.turn_passes else ended
        if ends_step and pace != NEVER and (bot_next or self.review_every_step):
            return f"Next {self.step}"
        if pace == EACH_MOVE and bot_moved and bot_next:
            return NEXT_MOVE
        return None


def summary_html(title: str, lines: Sequence[str], scores: str) -> str:
    """The panel shown while paused at a round's end: ``title`` (HTML), what ended the round (plain
    text lines, :meth:`Pacing.summary`), then the scores (HTML). (Game over shows its own, with the
    ranking.)"""
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    told = f"<ul>{items}</ul>" if items else ""
    return f'<div class="tt-summary"><b>{title}</b>{told}{scores}</div>'
