"""A lesson's studies: the stored result drawn at once, and "Run it yourself" to replay it live.

A lesson opens with ``stored_result(STUDY)``: the result ``make studies`` stored, read in a few
milliseconds, so no visitor's kernel plays hundreds of games before it can serve a click. If the
file is missing or damaged the lesson says which file and plays the study live instead. Under the
plot, :class:`RunItYourself` lets a curious learner replay it with other games, seed or bots, with
a progress bar, and draws the new plot in place of nothing (the stored one stays above to compare).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as ipw

import tabletop
from tabletop.core import StudyDataError
from tabletop.core.studies import Study

from .prose import say

#: Most games a learner may ask for: a few minutes of play at the slowest game's pace.
MAX_GAMES = 1000


def stored_result(study: Study) -> Any:
    """The study's stored result; when the file is missing or damaged, say which and play it live."""
    try:
        return study.stored()
    except StudyDataError as error:
        say(f"{error} Playing the study live instead ({_settings(study)}); `make studies` stores it again.")
        return study.play()


def _settings(study: Study) -> str:
    return ", ".join(f"{name} {value}" for name, value in study.settings.items())


class RunItYourself(ipw.VBox):
    """Replay a study live with the learner's own settings, a progress bar, and its plot redrawn.

    Only the settings the study names as ``live`` are offered; the rest stay as stored. Nothing
    runs until the button is pressed, so opening a lesson costs nothing.
    """

    def __init__(self, study: Study, plot: Callable[[Any], Any]) -> None:
        self.study = study
        self.plot = plot
        settings = study.settings
        self.games = ipw.BoundedIntText(
            value=settings["games"],
            min=1,
            max=MAX_GAMES,
            description="Games",
            layout=ipw.Layout(width="11em"),
        )
        self.seed = ipw.IntText(value=settings["seed"], description="Seed", layout=ipw.Layout(width="11em"))
        bots = list(tabletop.get(study.game).bots)
        self.bots = ipw.Dropdown(
            options=bots,
            value=settings.get("bots", bots[0]),
            description="Bots",
            layout=ipw.Layout(width="13em"),
        )
        self.button = ipw.Button(description="Run it yourself", button_style="info")
        self.button.on_click(lambda _button: self.run())
        self.bar = ipw.IntProgress(value=0, min=0, max=1, description="", layout=ipw.Layout(width="20em"))
        self.bar.layout.visibility = "hidden"
        self.status = ipw.HTML()
        self.output = ipw.Output()
        controls = [self.games, self.seed] + ([self.bots] if "bots" in study.live else []) + [self.button]
        super().__init__(
            [ipw.HBox(controls), ipw.HBox([self.bar, self.status]), self.output],
            layout=ipw.Layout(border="1px solid #d8d2c4", padding="6px", margin="4px 0"),
        )
        self.add_class("tt-run-it-yourself")

    def changes(self) -> dict[str, Any]:
        """The learner's settings, as changes to the stored ones."""
        changes: dict[str, Any] = {"games": self.games.value, "seed": self.seed.value}
        if "bots" in self.study.live:
            changes["bots"] = self.bots.value
        return changes

    def run(self) -> Any:
        """Play the study with the learner's settings, showing progress, then draw it below."""
        self.button.disabled = True
        self.bar.value, self.bar.layout.visibility = 0, "visible"
        self.status.value = "playing…"

        def show(done: int, total: int) -> None:
            self.bar.max, self.bar.value = total, done
            self.status.value = f"{done} of {total} games played"

        try:
            result = self.study.play(show, **self.changes())
            self.output.clear_output(wait=True)
            with self.output:
                from IPython.display import display

                display(self.plot(result))
            self.status.value = "done: your run is drawn below"
            return result
        finally:
            self.button.disabled = False
            self.bar.layout.visibility = "hidden"
