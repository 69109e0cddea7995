"""The style sheet of every game table (:class:`widgets.table.GameTable`), in one place.

It also keeps the next decision in sight, at a projector's 800x600 as at 1280x800: the board shrinks
to the window's height less the table's top bar (its picture keeps its shape),
the side panel with the turn, the Next button, the moves and Hint stays beside it, and its buttons
are compact.
"""

from __future__ import annotations

from typing import Final

#: The height the board leaves free in the window: the table's top bar above it and a margin.
#: (A quick-play page scrolls past its heading to show the board whole: the Voila template.)
ABOVE_BOARD: Final = 64

STYLE: Final = f"""
<style>
.tt-table {{ font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #222; }}
.tt-table .tt-main {{ flex-flow: row nowrap; align-items: flex-start; }}
.tt-table .tt-board-widget {{ min-width: 0; }}
.tt-table .tt-board svg {{ max-height: max(300px, calc(100vh - {ABOVE_BOARD}px)); }}
.tt-table .tt-side {{ padding: 0 0 4px 10px; }}
.tt-table .tt-side .widget-button {{ height: 30px; margin: 2px 0; }}
.tt-table .tt-turn {{ font-size: 15px; line-height: 1.35; }}
.tt-table .tt-message {{ font-size: 14px; line-height: 1.35; }}
.tt-table .tt-refused {{ border-left: 4px solid #D55E00; background: #fff4ec; padding: 6px 8px; }}
.tt-table .tt-hint {{ border-left: 4px solid #0072B2; background: #eef6fc; padding: 6px 8px; }}
.tt-table .tt-fault {{ border-left: 4px solid #CC79A7; background: #fbf1f6; padding: 6px 8px; }}
.tt-table .tt-report pre {{ max-height: 12em; overflow: auto; font-size: 11px; white-space: pre-wrap;
                           word-break: break-all; user-select: all; }}
.tt-table .tt-summary {{ border-left: 4px solid #E69F00; background: #fff8e6; padding: 6px 8px;
                        margin-bottom: 6px; font-size: 14px; }}
.tt-table .tt-summary ul {{ margin: 2px 0 4px 0; padding-left: 18px; font-size: 13px;
                           max-height: 7.5em; overflow-y: auto; }}
.tt-table .tt-over {{ border-left: 4px solid #009E73; background: #eefaf5; padding: 6px 8px; }}
.tt-table .tt-log {{ max-height: 260px; overflow-y: auto; font-size: 13px; line-height: 1.35;
                    border-top: 1px solid #ddd; padding-top: 4px; }}
.tt-table .tt-log ul {{ margin: 0 0 6px 0; padding-left: 18px; }}
.tt-table .tt-log details, .tt-table .tt-log .tt-rule {{ display: inline; margin-left: 6px;
                    color: #0072B2; font-size: 12px; }}
.tt-table .tt-log details[open] {{ display: block; color: #444; background: #f6f6f6; padding: 4px; }}
.tt-table .tt-log summary {{ display: inline; cursor: pointer; font-variant: small-caps; }}
.tt-table .tt-muted {{ color: #6b6b6b; }}
.tt-table .tt-scores td, .tt-table .tt-scores th {{ padding: 1px 8px 1px 0; text-align: left; }}
.tt-table .widget-button {{ width: auto; min-width: 96px; }}
.tt-table .tt-top {{ flex-flow: row wrap; align-items: center; }}
.tt-table .tt-seed-share {{ font-size: 13px; width: auto; min-width: 0; margin-left: 0; }}
.tt-table .tt-copy-seed {{ font: inherit; height: 28px; padding: 0 8px; cursor: pointer; }}
</style>
"""
