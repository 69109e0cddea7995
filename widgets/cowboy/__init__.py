"""Super Cowboy at the table (:mod:`.table`), its picture (:mod:`.draw`) and its lesson's explorables
(:mod:`.lessons`)."""

from .draw import CowboyTable, cowboy_table

__all__ = ["CowboyTable", "cowboy_table"]
