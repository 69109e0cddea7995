"""The table's thinking: long work (a Hard bot's move, a hint, a review) done a slice at a time
between clicks, with a progress bar, so the table still answers while it thinks.

A kernel answers one widget message at a time: a search run inside a click's handler would leave
every other click waiting until it ends. Work here is a :data:`~tabletop.core.search.Work`
generator instead, run as a task on the kernel's event loop that yields after each slice, so the
kernel takes the next message between slices. Where no event loop runs (a test, a script), or when
the table is driven from a cell rather than a click (a lesson, whose outputs must be the same at
every run), the table runs the work straight through instead (:func:`answering`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as ipw
from IPython import get_ipython

from tabletop.core.search import Work, finish

from .guard import Table, answering

#: The pause after each slice, in seconds. Not 0: the kernel's thread that receives messages needs
#: the interpreter's lock, which a search hands over only every few milliseconds, so a message waited
#: about 126 ms (median) behind 30 ms slices with no pause, and 30 ms with this one (measured here).
BREATH = 0.001

#: What thinking came to: called, it returns the answer, or raises the fault the work met.
Outcome = Callable[[], Any]


def in_background(table: Table) -> bool:
    """Whether ``table`` may think in the background now: it is answering a click in a kernel,
    whose event loop takes the next message between slices."""
    return answering(table) and kernel_loop()


def kernel_loop() -> bool:
    """Whether this runs in a kernel (Jupyter's or Voila's) with its event loop running. Not any
    running loop: a test's browser driver leaves one running that nobody turns, and work left on it
    would never end."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    shell = get_ipython()  # type: ignore[no-untyped-call]
    return getattr(shell, "kernel", None) is not None


class Thinker(ipw.HBox):  # type: ignore[misc]
    """What the table is thinking about and how far it has got; one piece of work at a time (a new
    one stops the last). A widget, so the table's guard treats it as furniture, not game data."""

    def __init__(self) -> None:
        self._caption = ipw.HTML()
        self._bar = ipw.FloatProgress(min=0.0, max=1.0, layout=ipw.Layout(width="90px"))
        self._bar.add_class("tt-thinking-bar")
        super().__init__([self._caption, self._bar], layout=ipw.Layout(display="none"))
        self.add_class("tt-thinking")
        self._task: asyncio.Task[None] | None = None

    @property
    def busy(self) -> bool:
        return self._task is not None

    @property
    def caption(self) -> str:
        return str(self._caption.value)

    def start(
        self, work: Work[Any], then: Callable[[Outcome], None], caption: str, *, background: bool
    ) -> None:
        """Run ``work``, then call ``then`` with its outcome (a call that returns the answer or raises
        the work's fault; ``then`` is the table's guarded callback, so a fault is the table's to
        answer). In the ``background`` (:func:`in_background`), in slices on the event loop, showing
        ``caption`` and the share done; otherwise straight through, before this returns. Work under
        way is stopped."""
        self.stop()
        if not background:
            then(lambda: finish(work))
            return
        self._caption.value = f'<span role="status">{escape(caption)}</span>'
        self._bar.value = 0.0
        self.layout.display = None
        self._task = asyncio.get_running_loop().create_task(self._run(work, then))

    def stop(self) -> None:
        """Stop the work under way, if any, without an answer (the game it was for has moved on)."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
        self.layout.display = "none"

    async def _run(self, work: Work[Any], then: Callable[[Outcome], None]) -> None:
        task = self._task
        outcome: Outcome
        try:
            while True:
                try:
                    share = next(work)
                except StopIteration as done:
                    outcome = _returner(done.value)
                    break
                self._bar.value = share
                await asyncio.sleep(BREATH)  # the kernel takes its next message here
        except Exception as fault:  # the table's guard reports it, as it does a click's fault
            outcome = _raiser(fault)
        if self._task is not task:  # stopped while the last slice ran
            return
        self._task = None
        self.layout.display = "none"
        then(outcome)


def _returner(answer: Any) -> Outcome:
    return lambda: answer


def _raiser(fault: Exception) -> Outcome:
    def outcome() -> Any:
        raise fault

    return outcome
