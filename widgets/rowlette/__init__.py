"""Rowlette at the table (moving into a package: for now everything is in :mod:`.draw`)."""

from .draw import (
    RowletteTable,
    draw_board,
    draw_line,
    example_a_check,
    goal_check,
    goal_explorer,
    number_strip,
    order_check,
    order_explorer,
    plot_stop_study,
    reading_report,
    rowlette_table,
    zero_explorer,
)

__all__ = [
    "RowletteTable",
    "draw_board",
    "draw_line",
    "example_a_check",
    "goal_check",
    "goal_explorer",
    "number_strip",
    "order_check",
    "order_explorer",
    "plot_stop_study",
    "reading_report",
    "rowlette_table",
    "zero_explorer",
]
