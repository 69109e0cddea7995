"""Super Cowboy in notebooks and Voila: the same file names as every game's package in ``widgets``.

- :mod:`.table`: the playable table (:func:`cowboy_table`, :class:`CowboyTable`), short; it wires
  the picture and the choosing to the shared :class:`widgets.table.GameTable`.
- :mod:`.draw`: the picture, a pure function of a view to SVG (no ipywidgets), composed from
  :mod:`.ground`, :mod:`.squares`, :mod:`.corners`, :mod:`.panel` and :mod:`.header`, drawn with
  :mod:`.symbols` where :mod:`.layout` says.
- :mod:`.choose`: a rope or rustle takes two clicks, the steer and then its square; how they become
  one action.
- :mod:`.lessons`: the explorables of the Super Cowboy lesson.

The table is loaded on first use of its names, not with the package: importing
``widgets.cowboy.draw`` runs this file first, and the pictures must load without ipywidgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import table_on_first_use

if TYPE_CHECKING:
    from .table import CowboyTable, cowboy_table

__all__ = ["CowboyTable", "cowboy_table"]
__getattr__ = table_on_first_use(__name__, __all__)
