"""Partners in notebooks: the playable table and its picture (``draw``), and the lesson's explorables
(``lessons``). The names the tests import from here are re-exported while the picture is split apart."""

from .draw import (
    FILLS,
    GAME,
    MAX_BUTTONS,
    PartnersTable,
    Pick,
    choose,
    draw_board,
    field_xy,
    house_xy,
    partners_table,
)

__all__ = [
    "FILLS",
    "GAME",
    "MAX_BUTTONS",
    "PartnersTable",
    "Pick",
    "choose",
    "draw_board",
    "field_xy",
    "house_xy",
    "partners_table",
]
