"""The ring's trackers: who is in the ring and who plays slots 1 and 4, step by step through a staged
trick (pictures side by side, or animated), and who may tag.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as ipw

from tabletop.core import IllegalAction
from tabletop.rowdy import RowdyState

from ..board import SvgBoard
from ..lesson_play import play
from ..prose import Story
from ..svg import MUTED, TABLE, Svg, document, group, rect, text
from .lesson_staging import CHARACTERS
from .ring import draw_ring
from .table import GAME


def ring_frames(states: Sequence[tuple[str, RowdyState]]) -> Svg:
    """The ring after each step of a story, side by side, with each step's caption."""
    width = 300 * len(states)
    body = rect(0, 0, width, 260, fill=TABLE)
    for i, (caption, state) in enumerate(states):
        view = state.view(None)
        body += group(draw_ring(view, None), transform=f"translate({i * 300},-36)")
        body += text(i * 300 + 12, 250, caption, size=13, weight="700")
        if i:
            body += text(i * 300 - 4, 120, "→", size=28, fill=MUTED, anchor="middle")
    return document(width, 260, body, label="The ring, step by step")


@dataclass(frozen=True)
class Frames:
    """A staged story's tables, captioned, before the trick and after each step (``frames``), and
    what the engine said along the way (``told``)."""

    frames: tuple[tuple[str, RowdyState], ...]
    told: Story


def story(
    players: Sequence[str],
    steps: Sequence[tuple[str, Sequence[str]]],
    *,
    characters: Sequence[str] = CHARACTERS,
    first_side: int = 1,
    **options: Any,
) -> Frames:
    """Stage a game, make each step's moves keeping what the engine says, and keep the table
    before the trick and after each step for :func:`ring_frames`."""
    state: RowdyState = GAME.new(
        list(players), seed=1, characters=list(characters), first_side=first_side, **options
    )
    frames = [("Before the trick", state.clone())]
    told = Story([])
    for caption, moves in steps:
        told += play(state, *moves)
        frames.append((caption, state.clone()))
    return Frames(tuple(frames), told)


class RingAnimation(ipw.VBox):  # type: ignore[misc]
    """Steps through ring pictures with a Play button, as the tracker examples move."""

    def __init__(self, frames: Sequence[tuple[str, RowdyState]]) -> None:
        self._frames = [(caption, ring_frames([(caption, s)])) for caption, s in frames]
        self._picture = SvgBoard()
        self._caption = ipw.HTML()
        self.player = ipw.Play(min=0, max=len(frames) - 1, interval=1200, description="Play")
        slider = ipw.IntSlider(min=0, max=len(frames) - 1, description="Step")
        ipw.jslink((self.player, "value"), (slider, "value"))
        slider.observe(lambda change: self.show(change["new"]), names="value")
        super().__init__([ipw.HBox([self.player, slider]), self._caption, self._picture])
        self.show(0)

    def __repr__(self) -> str:
        return f"<RingAnimation: {len(self._frames)} steps>"

    def show(self, step: int) -> None:
        caption, picture = self._frames[step]
        self._caption.value = f"<b>{escape(caption)}</b>"
        self._picture.show(picture)


def tag_from_the_apron() -> str:
    """Only the wrestler on turn tags, with a token of their own: Nat's Tag, held on the apron, cannot
    take Lawman out of the ring. Returns the engine's refusal."""
    state: RowdyState = GAME.new(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        seed=1,
        characters=list(CHARACTERS),
        first_side=0,
        tokens=[[], ["tag"], [], []],
    )
    try:
        state.apply(state.action_from_string("Tag with a Tag token"))
    except IllegalAction as refusal:
        return refusal.message
    raise AssertionError("the engine let Lawman tag with his partner's token")
