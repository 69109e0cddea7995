"""The style sheet of every game table (:class:`widgets.table.GameTable`), in one place.

It also keeps the next decision in sight, at a projector's 800x600 as at 1280x800, with the board as
large as it can be: the table is a grid whose first column is the board, fitted to the window's
height (its picture keeps its shape), and whose narrow second column holds the side panel (the turn,
the Next button, the moves, Hint, the scores) and under it the table's own controls (seed, New game,
pace, who plays), which would otherwise take a row of height above the board. In a narrow window
the side column and the paddings are narrower still, so the board keeps more of the width.
"""

from __future__ import annotations

from typing import Final

#: The height the board leaves free in the window by default: a margin (a page may say more, by
#: setting ``--tt-above-board``: the quick-play page's template measures its heading for it).
ABOVE_BOARD: Final = 16
#: The side column's width, and in a window narrower than :data:`NARROW` px its narrower width: the
#: buttons' captions ("Give Start/8 to partner", "Deal the next round") still fit on one line.
SIDE: Final = 250
SIDE_NARROW: Final = 200
NARROW: Final = 900

STYLE: Final = f"""
<style>
.tt-table {{ font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #222; }}
.tt-table {{ display: grid; grid-template-columns: minmax(0, max-content) {SIDE}px;
            grid-template-rows: auto auto auto 1fr auto; align-items: start; }}
.tt-table > * {{ grid-column: 1 / -1; contain: inline-size; }}  /* the board alone sizes its column */
.tt-table > .tt-main {{ display: contents; }}
.tt-table .tt-board-widget {{ grid-column: 1; grid-row: 1 / span 4; min-width: 0; max-width: 100%; }}
.tt-table .tt-side {{ grid-column: 2; grid-row: 1; width: auto; padding: 0 0 4px 10px; }}
.tt-table > .tt-controls {{ grid-column: 2; grid-row: 2; padding: 6px 0 0 10px; }}
.tt-table > .tt-setup {{ grid-column: 2; grid-row: 3; padding-left: 10px; }}
.tt-table > .tt-controls .widget-dropdown {{ max-width: 100%; }}  /* the pace menu, in the narrow column */
.tt-table > .tt-controls .widget-dropdown select {{ min-width: 0; }}
.tt-table > .tt-setup .widget-hbox {{ flex-wrap: wrap; }}
/* The picture's width (its width attribute), or less to fit the window's height: its box then shrinks
   with it (width auto keeps its shape), so the side column stands right beside the picture. */
.tt-table .tt-board svg {{ width: auto;
  max-height: max(300px, calc(100vh - var(--tt-above-board, {ABOVE_BOARD}px))); }}
.tt-table .tt-side .widget-button {{ height: 30px; margin: 2px 0; }}
.tt-table .tt-turn {{ font-size: 15px; }}
/* The lines' spacing goes on the HTML widgets' inner box, where ipywidgets sets its own 28 px. */
.tt-table .tt-turn > .jupyter-widget-html-content, .tt-table .tt-turn > .widget-html-content,
.tt-table .tt-message > .jupyter-widget-html-content, .tt-table .tt-message > .widget-html-content,
.tt-table .tt-standing > .jupyter-widget-html-content, .tt-table .tt-standing > .widget-html-content {{
  line-height: 1.35; }}
.tt-table .tt-side .widget-hbox:has(> .tt-action-menu) {{ flex-wrap: wrap; }}  /* Play under the menu */
.tt-table .tt-action-menu {{ width: 100%; margin: 2px 0; }}
.tt-table .tt-action-menu select {{ flex: 1 1 auto; min-width: 0; }}
.tt-table .tt-message {{ font-size: 14px; }}
.tt-table .tt-refused {{ border-left: 4px solid #D55E00; background: #fff4ec; padding: 6px 8px; }}
.tt-table .tt-hint {{ border-left: 4px solid #0072B2; background: #eef6fc; padding: 6px 8px; }}
.tt-table .tt-fault {{ border-left: 4px solid #CC79A7; background: #fbf1f6; padding: 6px 8px; }}
.tt-table .tt-report pre {{ max-height: 12em; overflow: auto; font-size: 11px; white-space: pre-wrap;
                           word-break: break-all; user-select: all; }}
/* A round's summary, whole (no scroll box of its own) and tight, so Next round stays in sight at 800x600. */
.tt-table .tt-summary {{ border-left: 4px solid #E69F00; background: #fff8e6; padding: 4px 6px;
                        margin-bottom: 4px; font-size: 14px; }}
.tt-table .tt-summary ul {{ margin: 2px 0; padding-left: 18px; font-size: 13px; }}
.tt-table .tt-summary .tt-scores :is(td, th) {{ padding-top: 0; padding-bottom: 0; }}
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
.tt-table .tt-controls {{ flex-flow: row wrap; align-items: center; }}
.tt-table .tt-copy {{ font-size: 13px; width: auto; min-width: 0; margin-left: 0; }}
.tt-table .tt-copy-seed {{ font: inherit; height: 28px; padding: 0 8px; cursor: pointer; }}
@media (max-width: {NARROW}px) {{
  .tt-table {{ grid-template-columns: minmax(0, max-content) {SIDE_NARROW}px; }}
  .tt-table .tt-side, .tt-table > .tt-controls, .tt-table > .tt-setup {{ padding-left: 6px; }}
  .tt-table .tt-turn {{ font-size: 14px; }}
}}
/* Hint, Undo and Replay (or New game and Replay) share a row; so do a replay's four steps. */
.tt-table .tt-tools .widget-button, .tt-table .tt-step-nav .widget-button {{ min-width: 0; flex: 1 1 0;
                    padding: 0 4px; }}
.tt-table .tt-tools .tt-off {{ opacity: 0.55; }}
.tt-table .tt-step-nav .widget-button {{ padding: 0 2px; font-size: 12px; }}
.tt-table .tt-step-panel .widget-button {{ width: 100%; }}
.tt-table .tt-step-move {{ font-size: 14px; margin: 2px 0 4px 0; }}
/* The coach: its thinking (a caption and a bar), its three moves, and the review's moves to click. */
.tt-table .tt-thinking {{ align-items: center; gap: 6px; font-size: 14px; }}
.tt-table .tt-advice, .tt-table .tt-mistakes {{ margin: 4px 0 0 0; padding-left: 20px; }}
.tt-table .tt-advice li, .tt-table .tt-mistakes li {{ margin-bottom: 3px; }}
.tt-table .tt-chance {{ white-space: nowrap; color: #0b4f7c; }}
.tt-table .tt-review-found {{ border-left: 4px solid #0072B2; background: #eef6fc; padding: 6px 8px;
                             font-size: 14px; line-height: 1.35; }}
.tt-table .tt-review .widget-button {{ width: 100%; text-align: left; overflow: hidden;
                                      text-overflow: ellipsis; }}
</style>
"""
