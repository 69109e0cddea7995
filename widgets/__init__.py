"""ipywidgets components that make the games playable in notebooks and Voila apps.

They draw what the engines in :mod:`tabletop` report and offer only the moves the engines list;
no rule is decided here. (Import ipywidgets as ``ipw``: ``widgets`` is this package.)

This package imports nothing itself: the pictures (each game's ``draw``) must load without
ipywidgets, so that they serve plain exports and tests as well as the tables. The shared table is
``widgets.table.GameTable``, the clickable board ``widgets.board.SvgBoard``.
"""
