"""The Rowlette lesson's explorables: they offer only what play can reach and show the engine's answers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import ipywidgets as ipw

from widgets.rowlette import zero_explorer


def walk(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def control(widget: Any, description: str) -> Any:
    return next(w for w in walk(widget) if getattr(w, "description", None) == description)


# ---- zeros ----


def test_the_zero_explorer_opens_on_example_b_the_second_zero_for_ben_is_discarded() -> None:
    text = zero_explorer().picture.value
    assert "<b>00 MIN</b> goes to <b>Ben</b>" in text
    assert "would go to Ben, who already took a zero this turn: it is <b>discarded</b>" in text


def test_the_zero_explorer_has_no_already_hit_switch_play_cannot_reach() -> None:
    explorer = zero_explorer()
    assert not any("already hit" in str(getattr(w, "description", "")) for w in walk(explorer))


def test_a_later_zero_for_someone_else_is_set_aside() -> None:
    explorer = zero_explorer()
    control(explorer, "A second zero in the same refill").value = next(
        zero for _, zero in control(explorer, "First zero").options if str(zero) == "000 MAX"
    )
    assert "<b>000 MAX</b> is <b>set aside</b>: it would go to Ana" in explorer.picture.value


def test_the_zero_explorer_refuses_situations_play_cannot_reach() -> None:
    explorer = zero_explorer()
    control(explorer, "Cy's last").value = 30  # Ana's last number is 30 too
    assert "Two lines never end on the same number" in explorer.picture.value
    control(explorer, "Cy's last").value = 17
    stopped = [w for w in walk(explorer) if isinstance(w, ipw.Checkbox)]
    stopped[0].value = True  # Ana stops, yet the turn is hers
    assert "a stopped player never has the turn again" in explorer.picture.value
    control(explorer, "Whose turn").value = 1
    assert "<b>00 MIN</b> goes to <b>Ben</b>" in explorer.picture.value
