"""The side panel's moves: a button a move, or a compact menu with a Play button when there are
many. A part of :class:`~widgets.table.GameTable`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

import ipywidgets as ipw

from .guard import Choice, guarded

#: More moves than this at the side become a compact menu with a Play button, so that a long list of
#: alternatives (eleven ways to play a Switch) never pushes the rest of the panel out of sight.
MENU_AFTER: Final = 8


class MoveButtons:
    """The move buttons, for a :class:`~widgets.table.GameTable`: the attributes below are the table's."""

    _buttons: list[ipw.Button]
    _actions: ipw.VBox
    _menu: Choice
    _menu_box: ipw.HBox
    act: Callable[[str], None]

    def _set_buttons(self, legal: Sequence[Any]) -> None:
        """A button a move, from a pool (creating widgets on every move would slow each click); more
        than :data:`MENU_AFTER` moves are offered in the compact menu instead."""
        menu = len(legal) > MENU_AFTER
        self._menu_box.layout.display = None if menu else "none"
        if menu:
            self._menu.options = [str(action) for action in legal]
            legal = []
        while len(self._buttons) < len(legal):
            button = ipw.Button(layout=ipw.Layout(width="auto"))
            button.add_class("tt-action-button")
            button.on_click(guarded(self, lambda b: self.act(b.description)))
            self._buttons.append(button)
            self._actions.children = tuple(self._buttons)
        for button, action in zip(self._buttons, legal):
            button.description, button.tooltip = str(action), action.describe()
            button.layout.display = None
        for button in self._buttons[len(legal) :]:
            button.layout.display = "none"

    def side_moves(self) -> list[str]:
        """The moves the side panel offers now, as buttons or in its menu."""
        if self._menu_box.layout.display is None:
            return list(self._menu.options)
        return [b.description for b in self._buttons if b.layout.display != "none"]
