"""Rowdy Partners in notebooks and Voila apps, laid out like :mod:`tabletop.rowdy`.

- ``table.py``: :func:`rowdy_table`, the playable table (the shared ``GameTable`` with this game's
  picture and its pause after every trick). A move is one click, so there is no ``choose.py``.
- ``draw.py``: the picture, a pure function of a seat's view (no ipywidgets), composed of its parts:
  ``ring.py``, ``play_board.py``, ``panel.py`` (with ``tracks.py``) and ``hand.py``, drawn from the
  shapes of ``cards.py`` and ``symbols.py`` where ``layout.py`` puts them.
- ``lessons.py``: the explorables, pictures and staged stories the lesson notebook imports, each
  from a ``lesson_*.py`` module named for what it explains (``lesson_tricks``, ``lesson_pin_zone``,
  ``lesson_diamond`` ...), with the lesson's table and story-telling in ``lesson_staging``.

``rowdy_table`` is loaded on first use, so that importing the picture (``widgets.rowdy.draw``)
does not load ipywidgets through this package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import table_on_first_use

if TYPE_CHECKING:
    from .table import rowdy_table

__all__ = ["rowdy_table"]
__getattr__ = table_on_first_use(__name__, __all__)
