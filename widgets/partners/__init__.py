"""Partners in notebooks: the playable table, its picture, and the lesson's explorables.

Where to look: ``draw`` is the picture (a pure function of a seat's view, composed from ``track``,
``pieces`` and ``hand``, placed by ``layout``); ``choose`` turns the clicks of a move (card, piece,
field; a 7 step by step, Switch piece after piece) into one action; ``table`` wires both to the
shared :class:`~widgets.table.GameTable`; ``lessons`` holds what the lesson notebook explores.

The table is re-exported here but loaded only when asked for, so that importing the picture
(``widgets.partners.draw``) does not load ipywidgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import table_on_first_use

if TYPE_CHECKING:
    from .table import PartnersTable, partners_table

__all__ = ["PartnersTable", "partners_table"]
__getattr__ = table_on_first_use(__name__, __all__)
