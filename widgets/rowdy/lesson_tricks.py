"""A trick, explored: pick what each slot plays and the engine plays the trick and says why it went as
it did; and a whole round of eight tricks played by the house bots.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any, Final

import ipywidgets as ipw

from tabletop.core import Event
from tabletop.rowdy import Declare, Phase, Play, RowdyState, Suit

from ..board import SvgBoard
from ..prose import Story
from ..svg import MUTED, TABLE, Svg, document, group, rect
from .draw import ANIMATION_STYLE
from .lesson_staging import CHARACTERS, HANDS, PLAYERS
from .play_board import draw_play_board
from .table import GAME

NOTHING: Final = "nothing"


@dataclass(frozen=True, slots=True)
class Pick:
    """What one slot plays in the sandbox: a card, and optionally a token put on it."""

    card: str
    token: str = NOTHING


@dataclass(slots=True)
class SandboxTrick:
    """One trick played through the engine from the picks, with what each slot could have chosen."""

    state: RowdyState
    slots: tuple[int, ...] = ()  # who played slots 1 to 4
    events: list[Event] = field(default_factory=list)
    cards: list[list[str]] = field(default_factory=list)  # the legal cards of each slot
    tokens: list[list[str]] = field(default_factory=list)  # the legal tokens of each slot
    used: list[Pick] = field(default_factory=list)


def play_trick(
    picks: Sequence[Pick], wild_suit: Suit = Suit.HATS, tokens: Sequence[Sequence[str]] = ()
) -> SandboxTrick:
    """Stage the lesson's deal and play one trick: each slot plays its pick when it is legal, else its
    first legal card, so the sandbox can never break a rule."""
    state: RowdyState = GAME.new(
        list(PLAYERS),
        seed=1,
        characters=list(CHARACTERS),
        first_side=0,
        hands=[list(hand) for hand in HANDS],
        tokens=[list(t) for t in tokens] or [[], [], [], []],
    )
    trick = SandboxTrick(state, state.ring.slots())
    for pick in picks:
        plays = [str(a) for a in state.legal_actions() if isinstance(a, Play)]
        trick.cards.append([p.removeprefix("Play ") for p in plays])
        chosen = f"Play {pick.card}" if f"Play {pick.card}" in plays else plays[0]
        trick.events += state.apply(state.action_from_string(chosen))
        options = (
            [str(a) for a in state.legal_actions() if str(a) != "Done"] if state.phase is Phase.STAGE else []
        )
        trick.tokens.append(options)
        token = pick.token if pick.token in options else NOTHING
        if token != NOTHING:
            trick.events += state.apply(state.action_from_string(token))
        if state.phase is Phase.STAGE:
            trick.events += state.apply(state.action_from_string("Done"))
        while state.phase is Phase.DECLARE:
            trick.events += state.apply(Declare(wild_suit))
        trick.used.append(Pick(chosen.removeprefix("Play "), token))
    return trick


def trick_picture(trick: SandboxTrick, label: str = "A trick") -> Svg:
    """The finished trick as it lay when it was decided: flips, the winner, the damage."""
    view = trick.state.view(None)
    shown = view.last_trick
    board = group(draw_play_board(view, shown), transform="translate(-310,-36)")
    return document(600, 246, rect(0, 0, 600, 246, fill=TABLE) + ANIMATION_STYLE + board, label=label)


def events_html(events: Sequence[Event]) -> str:
    items = "".join(
        f"<li>{escape(e.text)} <span style='color:{MUTED}'>[{escape(GAME.rule(e.rule).title)}]</span></li>"
        for e in events
    )
    return f"<ol style='margin:4px 0; padding-left:20px'>{items}</ol>"


class TrickSandbox(ipw.VBox):  # type: ignore[misc]
    """Pick the card (and token) each slot plays; the engine plays the trick and explains it."""

    def __init__(
        self, picks: Sequence[Pick], *, wild_suit: Suit = Suit.HATS, tokens: Sequence[Sequence[str]] = ()
    ):
        self._tokens = tokens
        self._cards = [ipw.Dropdown(layout=ipw.Layout(width="150px")) for _ in range(4)]
        self._extras = [ipw.Dropdown(layout=ipw.Layout(width="150px")) for _ in range(4)]
        self._suit = ipw.Dropdown(
            options=[s.value for s in Suit], value=wild_suit.value, description="A leading Wild names"
        )
        self._suit.style.description_width = "initial"
        self._picture = SvgBoard()
        self._story = ipw.HTML()
        self._picks = list(picks)
        self._busy = False
        trick = play_trick(self._picks, wild_suit, tokens)
        self.trick = trick
        columns = []
        for slot in range(4):
            seat = trick.slots[slot]
            head = ipw.HTML(f"<b>Slot {slot + 1}: {escape(PLAYERS[seat])}</b>")
            columns.append(ipw.VBox([head, self._cards[slot], self._extras[slot]]))
            self._cards[slot].observe(self._changed, names="value")
            self._extras[slot].observe(self._changed, names="value")
        self._suit.observe(self._changed, names="value")
        super().__init__([ipw.HBox(columns), self._suit, self._picture, self._story])
        self._show(trick)

    def _changed(self, _: Any) -> None:
        if self._busy:
            return
        picks = [Pick(c.value or "", e.value or NOTHING) for c, e in zip(self._cards, self._extras)]
        self._show(play_trick(picks, Suit(self._suit.value), self._tokens))

    def __repr__(self) -> str:
        return f"<TrickSandbox: {', '.join(pick.card for pick in self.trick.used)}>"

    def _show(self, trick: SandboxTrick) -> None:
        self.trick = trick
        self._busy = True  # filling the dropdowns must not replay the trick again
        for slot in range(4):
            self._cards[slot].options = trick.cards[slot]
            self._cards[slot].value = trick.used[slot].card
            self._extras[slot].options = [NOTHING, *trick.tokens[slot]]
            self._extras[slot].value = trick.used[slot].token
        self._busy = False
        self._picture.show(trick_picture(trick))
        self._story.value = events_html(trick.events)


def trick_sandbox(
    *picks: Pick, wild_suit: Suit = Suit.HATS, tokens: Sequence[Sequence[str]] = ()
) -> TrickSandbox:
    """The sandbox with the picks written one after another, as the notebook's cells write them."""
    return TrickSandbox(picks, wild_suit=wild_suit, tokens=tokens)


def trick_story(trick: SandboxTrick) -> Story:
    """What happened in the trick, each event with the rule that made it (a stored, checkable output)."""
    return Story.of_events(trick.events, GAME)


def round_story(seed: int = 5) -> Story:
    """The lesson's four play a whole round with house bots: the deal, the eight tricks, the next deal."""
    state: RowdyState = GAME.new(list(PLAYERS), seed=seed, characters=list(CHARACTERS))
    rng = random.Random(seed)
    bots = [GAME.bot("Sensible") for _ in PLAYERS]

    def holding() -> str:
        view = state.view(None)
        hands = ", ".join(f"{name} {size}" for name, size in zip(PLAYERS, view.hand_sizes))
        return f"In hand: {hands}; burn pile {view.burn}."

    opening = [e.text for e in state.opening if e.kind in ("ring", "round")]
    lines = [opening[0].split(". Slots")[0] + ".", opening[1], holding()]
    while state.round == 1 and (seat := state.current_player) is not None:
        trick = state.trick + 1
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        for event in state.apply(action):
            if event.kind in ("win", "no-winner"):
                lines.append(f"Trick {trick}: {event.text}")
            elif event.kind == "round":
                lines += [event.text, holding()]
    return Story(lines)
