"""A side's panel: the team's Pop track, then for each seat its health, tokens, cheats, signature move
and hand size, and a Headliner's Manager diamond, whose uncovered cards are played by a click.
"""

from __future__ import annotations

from tabletop.core.words import counted
from tabletop.rowdy import FACE_DOWN, RowdyView, TrickResult
from tabletop.rowdy.data import DIAMOND_ROWS, MANAGERS, WRESTLERS, Card, Cheat, Icon, Token

from ..svg import INK, MUTED, OKABE_ITO, PAPER, button, group, rect, text, title
from .cards import card_back, card_face
from .hand import why_not
from .layout import DIAMOND_HEIGHT, SEAT_HEIGHT
from .symbols import SIDE_COLOUR, SIDE_INK, icon, side_marker
from .tracks import health_track, pop_track_row


def draw_side_panel(
    view: RowdyView,
    side: int,
    x: float,
    y: float,
    height: float,
    legal: frozenset[str],
    shown: TrickResult | None,
) -> str:
    """One side's panel, ``height`` tall so both sides match: the team, its Pop track, its seats."""
    seats = view.sides[side]
    out = rect(x, y, 435, height, rx=8, fill="#fbf8f1", stroke=SIDE_COLOUR[side], stroke_width=2)
    out += side_marker(side, x + 16, y + 16, 7)
    out += text(
        x + 30, y + 21, " & ".join(view.players[s] for s in seats), size=14, weight="700", fill=SIDE_INK[side]
    )
    if view.tagged[side]:
        out += text(x + 425, y + 21, "tagged this trick", size=12, fill=MUTED, anchor="end")
    out += pop_track_row(view, side, x + 12, y + 30)
    top = y + 58
    for seat in seats:
        out += _seat(view, seat, x + 10, top, shown)
        top += SEAT_HEIGHT
        if view.diamonds[seat]:
            out += _diamond(view, seat, x + 10, top, legal)
            top += DIAMOND_HEIGHT
    return out


def _seat(view: RowdyView, seat: int, x: float, y: float, shown: TrickResult | None) -> str:
    side = view.side_of(seat)
    manager = view.managers[seat]
    role = view.characters[seat] + (f", managed by {manager}" if manager else "")
    if view.in_ring[side] == seat:
        role += " · in the ring"
    name = view.players[seat]
    out = text(x, y + 14, name, size=14, weight="700", fill=SIDE_INK[side])
    out += text(x + 12 + 9 * len(name), y + 14, role, size=12, fill=MUTED)
    out += _health_track(view, seat, x, y + 40, shown)
    return out + _stock(view, seat, x, y + 92)


def _health_track(view: RowdyView, seat: int, x: float, y: float, shown: TrickResult | None) -> str:
    hit = shown is not None and shown.target == seat and shown.damage > 0
    return health_track(
        x,
        y,
        health=view.health[seat],
        max_health=view.max_health[seat],
        side=view.side_of(seat),
        name=view.players[seat],
        before=shown.health_before if hit and shown is not None else None,
        damage=shown.damage if hit and shown is not None else 0,
    )


def _stock(view: RowdyView, seat: int, x: float, y: float) -> str:
    """Tokens, cheats (face down unless they are the viewer's), signature and hand size."""
    out = ""
    cx = x + 8
    for kind, count in (
        (Token.COIN, view.coins[seat]),
        (Token.DAMAGE, view.damage_tokens[seat]),
        (Token.TAG, view.tags[seat]),
    ):
        out += group(
            title(counted(count, f"{kind} token"))
            + icon(kind, cx, y, 8)
            + text(cx + 12, y + 5, f"×{count}", size=12)
        )
        cx += 44
    mine = view.seat == seat
    cheats = view.my_cheats if mine else ()
    if mine:
        for cheat in cheats:
            out += group(
                title(f"your {cheat} cheat")
                + rect(cx - 7, y - 9, 30, 18, rx=3, fill="#3b3b3b")
                + text(cx + 8, y + 5, _cheat_short(cheat), size=12, fill=PAPER, anchor="middle")
            )
            cx += 34
    else:
        for _ in range(view.cheat_counts[seat]):
            out += group(title("a face-down cheat") + icon(Icon.CHEAT, cx, y, 8))
            cx += 20
    signature = _signature_name(view, seat)
    ready = view.signatures[seat]
    state = "ready" if ready else ("under the diamond" if view.signature_under_diamond[seat] else "locked")
    why = state
    if view.signature_on_board[seat]:
        state, why = "in play", "in play, on the Play Board until the trick is cleared"
    out += group(
        title(f"Signature move {signature}: {why}")
        + (icon(Icon.SIGNATURE_LEFT, cx + 8, y, 8) if ready else "")
        + text(
            cx + (20 if ready else 0), y + 5, f"{signature}: {state}", size=12, fill=INK if ready else MUTED
        ),
    )
    out += text(x + 415, y + 5, f"hand {view.hand_sizes[seat]}", size=12, fill=MUTED, anchor="end")
    return out


def _cheat_short(cheat: Cheat) -> str:
    return {"damage": "dmg", "tag": "tag"}.get(cheat.value, cheat.value[:3])


def _signature_name(view: RowdyView, seat: int) -> str:
    """A Headliner plays the Manager's move; any other wrestler their own."""
    manager = view.managers[seat]
    if manager is not None:
        return str(MANAGERS[manager].signature)
    return str(WRESTLERS[view.characters[seat]].signature)


def _diamond(view: RowdyView, seat: int, x: float, y: float, legal: frozenset[str]) -> str:
    """The Manager diamond: rows of 1, 2, 2, 2, 1; a card is face up once nothing covers it."""
    cards = view.diamonds[seat]
    out = text(x, y + 12, f"{view.managers[seat]}'s diamond", size=12, weight="700")
    w, h, step = 52, 70, 34
    centre = x + 210
    for row, places in enumerate(DIAMOND_ROWS):
        for i, place in enumerate(places):
            px = centre - (len(places) * (w + 6) - 6) / 2 + i * (w + 6)
            py = y + 18 + row * step
            card = cards[place]
            if card is None:
                out += rect(px, py, w, h, rx=5, fill="none", stroke="#c9bfa9", stroke_dasharray="4 3")
            elif card == FACE_DOWN:
                out += group(title("covered: face down") + card_back(px, py, w, h))
            else:
                assert isinstance(card, Card)
                action = f"Play {card.label}"
                face = card_face(px, py, w, h, card)
                if action in legal:  # outlined like a playable card in hand, not only on hover
                    face += rect(
                        px - 3,
                        py - 3,
                        w + 6,
                        h + 6,
                        rx=7,
                        fill="none",
                        stroke=OKABE_ITO["blue"],
                        stroke_width=2.5,
                    )
                    label = f"{action} (from the diamond)"
                elif view.seat == seat:  # faded and explained like a card in hand that may not be played
                    face = group(face, opacity=0.5)
                    label = f"{card.label} (from the diamond): {why_not(view, card, legal)}"
                else:
                    label = f"{card.label}, face up in {view.players[seat]}'s diamond: only they may play it"
                out += button(face, action, label, enabled=action in legal)
    if view.signature_under_diamond[seat]:
        sig = _signature_name(view, seat)
        out += group(
            title(f"{sig} lies under the bottom three cards")
            + icon(Icon.SIGNATURE_LEFT, x + 10, y + 40, 9)
            + text(x + 24, y + 45, sig, size=12, fill=MUTED)
            + text(x + 24, y + 61, "lies under the", size=12, fill=MUTED)
            + text(x + 24, y + 77, "bottom three", size=12, fill=MUTED),
        )
    return out
