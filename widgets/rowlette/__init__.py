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

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .table import RowletteTable, rowlette_table

__all__ = ["RowletteTable", "rowlette_table"]


def __getattr__(name: str) -> Any:
    """``from widgets.rowlette import rowlette_table`` loads the table (and ipywidgets) only then."""
    if name in __all__:
        from . import table

        return getattr(table, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
