"""The Pin Zone: how a health marker crosses the Stop signs, trick by trick, with each step's rule."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as ipw

from tabletop.rowdy.data import SKULL
from tabletop.rowdy.rules import pin_zone_step, space_name

from ..board import SvgBoard
from ..svg import TABLE, Svg, document, rect, text
from .draw import ANIMATION_STYLE
from .tracks import health_track


def pin_zone_story(start: int, hits: Sequence[int], max_health: int = 15, name: str = "Kate") -> Svg:
    """A health marker through several tricks' damage, one row per hit, each with the rule's reason."""
    rows = ""
    health = start
    y = 36
    rows += text(10, 20, f"{name} starts on {space_name(start)}", size=13, weight="700")
    rows += health_track(10, y, health=health, max_health=max_health, side=1, name=name)
    for damage in hits:
        step = pin_zone_step(health, damage)
        y += 70
        rows += text(10, y - 18, f"takes {damage}: {step.why}", size=13)
        rows += health_track(10, y, health=step.health, max_health=max_health, side=1, name=name)
        health = step.health
        if health == SKULL:
            break
    height = y + 50
    return document(720, height, rect(0, 0, 720, height, fill=TABLE) + rows, label=f"{name}'s health track")


class PinZoneExplorer(ipw.VBox):  # type: ignore[misc]
    """Deal damage to a wrestler one trick at a time and watch the Stop signs hold."""

    def __init__(self, max_health: int = 15, start: int = 4) -> None:
        self.max_health, self.start = max_health, start
        self.health = start
        self.history: list[str] = []
        self._picture = SvgBoard()
        self._why = ipw.HTML()
        buttons = []
        for damage in range(1, 7):
            hit = ipw.Button(description=f"Deal {damage}", layout=ipw.Layout(width="80px"))
            hit.on_click(lambda _, d=damage: self.hit(d))
            buttons.append(hit)
        again = ipw.Button(description="Start over", button_style="info")
        again.on_click(lambda _: self.reset())
        super().__init__([ipw.HBox([*buttons, again]), self._picture, self._why])
        self._draw(None, 0)

    def __repr__(self) -> str:
        return f"<PinZoneExplorer: {space_name(self.health)} of {self.max_health}>"

    def hit(self, damage: int) -> None:
        if self.health == SKULL:
            self._why.value = "<b>Pinned.</b> The match is over; press Start over."
            return
        before = self.health
        step = pin_zone_step(before, damage)
        self.health = step.health
        self.history.append(f"took {damage}: {step.why}")
        self._draw(before, damage)

    def reset(self) -> None:
        self.health, self.history = self.start, []
        self._draw(None, 0)

    def _draw(self, before: int | None, damage: int) -> None:
        body = rect(0, 0, 520, 70, fill=TABLE) + ANIMATION_STYLE
        body += health_track(
            10,
            26,
            health=self.health,
            max_health=self.max_health,
            side=1,
            name="Kate",
            before=before,
            damage=damage,
        )
        self._picture.show(document(520, 70, body, label=f"Kate on {space_name(self.health)}"))
        lines = "".join(f"<li>{escape(h)}</li>" for h in self.history[-6:])
        self._why.value = f"Kate is on <b>{escape(space_name(self.health))}</b>.<ul>{lines}</ul>"
