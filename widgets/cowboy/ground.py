"""The Super Cowboy range itself: terrain, fields, trees, the grid, fences, the line just walked,
and the fields a new fence closed while its builder chooses one."""

from __future__ import annotations

from tabletop.core.words import counted
from tabletop.cowboy import CowboyView
from tabletop.cowboy.actions import BUILD, Claim
from tabletop.cowboy.board import square_name
from tabletop.cowboy.data import TILE, Terrain
from tabletop.cowboy.refusals import steers_at, why_not

from ..svg import INK, MUTED, PAPER, button, group, path, px, rect, text, title
from .choose import Options
from .layout import BOARD, LEFT, SMALL, TOP, cell, corner_xy, edge_line, square_box
from .symbols import FENCE, GRASS, GRID, LIT, SEAT_TINT, TILE_EDGE, WALKED, WATER, YARD, house, tree, wave


def coordinates(size: int) -> str:
    """Column letters above the range and row numbers left of it, as squares are named."""
    c = cell(size)
    out = ""
    for i in range(size):
        out += text(LEFT + (i + 0.5) * c, TOP - 6, chr(ord("A") + i), size=SMALL, fill=MUTED, anchor="middle")
        out += text(LEFT - 5, TOP + (i + 0.5) * c + 4, str(i + 1), size=SMALL, fill=MUTED, anchor="end")
    return out


def terrain(view: CowboyView) -> str:
    """Grass, water and homesteads (trees go over the fields, printed steers with the tokens)."""
    size = view.size
    out = rect(LEFT, TOP, BOARD, BOARD, fill=GRASS)
    for square, kind in enumerate(view.terrain):
        x, y, c = square_box(square, size)
        name = square_name(square, size)
        if kind is Terrain.WATER:
            out += group(title(f"{name}: water") + rect(x, y, c, c, fill=WATER) + wave(x, y, c))
        elif kind is Terrain.HOMESTEAD:
            out += group(
                title(f"{name}: homestead") + rect(x, y, c, c, fill=YARD) + house(x + c / 2, y + c / 2, c)
            )
    return out


def trees(view: CowboyView) -> str:
    """Trees, drawn over the fields (a tree beside the cowboy on turn is a button, in :mod:`.squares`)."""
    out = ""
    for square, kind in enumerate(view.terrain):
        if kind is Terrain.TREE:
            x, y, c = square_box(square, view.size)
            name = square_name(square, view.size)
            out += group(title(f"{name}: a tree (cut wood next to it)") + tree(x + c / 2, y + c / 2, c * 0.8))
    return out


def fields(view: CowboyView) -> str:
    """Owned squares: tinted in the owner's colour and hatched in the owner's pattern."""
    out = ""
    for square, owner in enumerate(view.owner):
        if owner is None:
            continue
        x, y, c = square_box(square, view.size)
        words = f"{square_name(square, view.size)}: {view.players[owner]}'s field"
        out += group(
            title(words)
            + rect(x, y, c, c, fill=SEAT_TINT[owner], fill_opacity=0.75)
            + rect(x, y, c, c, fill=f"url(#tt-cowboy-field-{owner})", fill_opacity=0.55)
        )
    return out


def grid(size: int) -> str:
    """Faint lines the cowboys walk along; tile borders a little stronger."""
    c = cell(size)
    thin = "".join(
        f"M{px(LEFT + i * c)} {TOP} V{TOP + BOARD} M{LEFT} {px(TOP + i * c)} H{LEFT + BOARD} "
        for i in range(size + 1)
        if i % TILE
    )
    tiles = "".join(
        f"M{px(LEFT + i * c)} {TOP} V{TOP + BOARD} M{LEFT} {px(TOP + i * c)} H{LEFT + BOARD} "
        for i in range(0, size + 1, TILE)
    )
    return path(thin, stroke=GRID, stroke_width=1, fill="none") + path(
        tiles, stroke=TILE_EDGE, stroke_width=1.6, fill="none"
    )


def claims(view: CowboyView, options: Options, *, deciding: bool) -> str:
    """The fields a fence closed, while the builder chooses: each one click to claim."""
    if view.phase != "claim":
        return ""
    out = ""
    for part in view.pending:
        action = Claim(square_name(min(part), view.size))
        steers = sum(steers_at(view, s) for s in part)
        label = f"{action}: {counted(len(part), 'square')}, {counted(steers, 'steer')}"
        c = cell(view.size)
        content = ""
        for square in sorted(part):
            x, y, _ = square_box(square, view.size)
            content += rect(x, y, c, c, fill=LIT, fill_opacity=0.2) + rect(
                x + 5,
                y + 5,
                c - 10,
                c - 10,
                fill="none",
                stroke=LIT,
                stroke_width=2.5,
                stroke_dasharray="5 3",
            )
        x, y, _ = square_box(min(part), view.size)
        content += text(
            x + c / 2, y + c / 2 + 4, action.square, size=SMALL, weight="700", fill=LIT, anchor="middle"
        )
        if deciding:
            out += button(content, str(action), label, enabled=options.has(action))
        else:
            out += group(title(label) + content)
    return out


def fences(view: CowboyView) -> str:
    """Every fence standing, with a post at each end."""
    out = ""
    for edge in sorted(view.fenced, key=lambda e: (e.horizontal, e.row, e.col)):
        out += edge_line(edge, view.size, stroke=FENCE, stroke_width=5, stroke_linecap="round")
    for edge in view.fenced:
        for end in edge.ends():
            x, y = corner_xy(end, view.size)
            out += rect(x - 2.5, y - 2.5, 5, 5, fill=FENCE)
    return out


def walked(view: CowboyView, options: Options, *, deciding: bool) -> str:
    """The line walked this turn, in orange: the place a fence may go."""
    edge = view.walked
    if edge is None or view.winner is not None:
        return ""
    mark = edge_line(edge, view.size, stroke=INK, stroke_width=10, stroke_linecap="round")
    mark += edge_line(edge, view.size, stroke=WALKED, stroke_width=7, stroke_linecap="round")
    mark += edge_line(edge, view.size, stroke=INK, stroke_width=1.5, stroke_dasharray="3 4")
    if deciding and view.phase == "action":
        hit = edge_line(edge, view.size, stroke=PAPER, stroke_opacity=0, stroke_width=16)
        if options.has(BUILD):
            in_hand = view.fences[view.current] if view.current is not None else 0
            label = f"Build a fence on the line you just walked ({in_hand} in hand)"
            ring = edge_line(
                edge, view.size, stroke=LIT, stroke_width=16, stroke_opacity=0.45, stroke_linecap="round"
            )
            return button(ring + mark + hit, str(BUILD), label, enabled=True)
        why = why_not(view, BUILD)
        label = "Build a fence: " + (why.text if why else "not now.")
        return button(mark + hit, str(BUILD), label, enabled=False)
    return group(title("The line walked this turn") + mark)
