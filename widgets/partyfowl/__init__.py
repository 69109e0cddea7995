"""Party Fowl in notebooks: the table, its picture and the lesson's explorables."""

from .draw import PartyFowlTable, Pick, partyfowl_table

__all__ = ["PartyFowlTable", "Pick", "partyfowl_table"]
