"""Controls drawn inside or over another control leave its middle to it: the Keg Deck stands clear
of the Kitchen's middle (a click there moves into the Kitchen), and a piece standing on a field the
picked piece may go to lets a click through to that field."""

from __future__ import annotations

import re

from tests.partyfowl.staging import staged as partyfowl_staged
from tests.widgets.test_partners_choose import C, staged
from widgets.partners.choose import Options, Pick, choose
from widgets.partners.draw import draw_board as partners_board
from widgets.partyfowl.draw import draw_board as partyfowl_board

PAD = 33  # px: the board widget pads every shape's hit area to at least this (widgets/board.py)


def first_rect(svg: str, action: str) -> tuple[float, float, float, float]:
    """The first rectangle drawn in the shape whose action is ``action``: x, y, width, height."""
    shape = svg[svg.index(f'data-action="{action}"') :]
    found = re.search(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', shape)
    assert found is not None
    x, y, width, height = map(float, found.groups())
    return x, y, width, height


def test_the_keg_deck_and_its_padded_hit_area_leave_the_kitchens_middle_to_the_kitchen() -> None:
    state = partyfowl_staged(ducks={"Ana": "Den"})  # the Kitchen is a room Ana can move to
    view = state.view(0)
    svg = partyfowl_board(view, frozenset(map(str, state.legal_actions())))
    tx, ty, tw, th = first_rect(svg, "Move to the Kitchen")  # the tile's floor
    middle = (tx + tw / 2, ty + th / 2)
    kx, ky, kw, kh = first_rect(svg, "Draw from the Keg Deck")
    width, height = max(kw, PAD), max(kh, PAD)
    left, top = kx + kw / 2 - width / 2, ky + kh / 2 - height / 2
    assert not (left <= middle[0] <= left + width and top <= middle[1] <= top + height)


def test_a_piece_on_a_field_the_picked_piece_may_go_to_lets_the_click_through() -> None:
    # Yellow 1 before its start field with 1/14: it may go to yellow 1, where a Red piece stands.
    state = staged([["green 14", "circle", "circle", "circle"], ["yellow 1", *C[1:]], C, C], ["1/14"])
    pick = Pick()
    choose(state, pick, "card 1/14")
    choose(state, pick, "piece Yellow 1")
    options = Options.of(frozenset(map(str, state.legal_actions())))
    assert "Play 1/14: Yellow 1 to yellow 1" in {str(a) for a in options.targets(pick).values()}
    svg = partners_board(state.view(0), frozenset(map(str, state.legal_actions())), pick)
    red = re.search(r"<g[^>]*>(?:(?!</g>).)*Red 1 \(Ben\)", svg)
    assert red is not None and 'pointer-events="none"' in red[0]
    assert 'data-action="pick piece Red 1"' not in svg
