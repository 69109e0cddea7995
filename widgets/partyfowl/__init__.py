"""Party Fowl in notebooks, laid out as :mod:`tabletop.partyfowl` is: one module for each part.

- :mod:`.draw`: the picture, a pure function of a seat's view, its legal moves and its pick, to SVG
  text (no ipywidgets); it composes :mod:`.house`, :mod:`.pile`, :mod:`.panel`, :mod:`.scoreboard`
  and :mod:`.hand`, drawn with :mod:`.symbols` on the geometry and colours of :mod:`.layout`.
- :mod:`.choose`: how clicks become one move (a tile, a space, a turning; a card, then a Drink).
- :mod:`.table`: the playable table, :func:`partyfowl_table`.
- :mod:`.lessons`: the explorables of the Party Fowl lesson.

The table is imported on first use, so the pictures load without ipywidgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import table_on_first_use

if TYPE_CHECKING:
    from .table import PartyFowlTable, partyfowl_table

__all__ = ["PartyFowlTable", "partyfowl_table"]
__getattr__ = table_on_first_use(__name__, __all__)
