"""Rowlette at the table, laid out like :mod:`tabletop.rowlette`:

- ``draw``: the pictures (the board, a line alone, the forty numbers), pure SVG without ipywidgets,
  composed from ``cards``, ``goals``, ``line`` and the geometry in ``layout``;
- ``table``: :class:`RowletteTable` and :func:`rowlette_table`, the playable table (every move is
  one click, so there is no ``choose``);
- ``lessons``: the lesson's explorables and questions, with the studies' chart and report from
  ``lesson_study``.

The table is re-exported here, loaded only when asked for, so importing ``widgets.rowlette.draw``
never loads ipywidgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import table_on_first_use

if TYPE_CHECKING:
    from .table import RowletteTable, rowlette_table

__all__ = ["RowletteTable", "rowlette_table"]
__getattr__ = table_on_first_use(__name__, __all__)
