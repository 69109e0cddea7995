"""The Rowdy Partners lesson's explorables, pictures and staged stories: a trick sandbox, a round
played by bots, suit changes, the Pin Zone, the ring's trackers and a tag, the Pop track and when its
tokens may be used, the Headliners' powers, the Manager diamond and the simulation, plotted and told.

Every answer comes from the engine (a staged game, or a rule function of :mod:`tabletop.rowdy.rules`);
this module only chooses the situations and draws them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any, Final

import ipywidgets as ipw

from tabletop.core import Event, IllegalAction
from tabletop.rowdy import Declare, Phase, Play, RowdyState, Suit
from tabletop.rowdy.actions import REVEAL
from tabletop.rowdy.data import (
    DIAMOND_COVERS,
    DIAMOND_ROWS,
    DIAMOND_SIGNATURE_UNDER,
    DIAMOND_SIZE,
    HEADLINERS,
    MANAGERS,
    SKULL,
    WRESTLERS,
    Card,
    Icon,
    Wrestler,
    card,
    pop_space_number,
    pop_track,
)
from tabletop.rowdy.rules import pin_zone_step, space_name, uncovered
from tabletop.rowdy.study import TrickStudy

from ..board import SvgBoard
from ..chart import Axis, Bars, Line, Panel, chart
from ..svg import MUTED, OKABE_ITO, PAPER, TABLE, Svg, button, document, group, rect, text, title
from .cards import card_back, card_face
from .draw import ANIMATION_STYLE
from .play_board import draw_play_board
from .ring import draw_ring
from .symbols import icon
from .table import GAME
from .tracks import health_track, pop_icon_words

NOTHING: Final = "nothing"

# ---- staged deals ----

#: The lesson's table: Ana & Ben against Cy & Dee; Ana's team holds slots 1 & 4 in the first trick,
#: so the order is Ana, Cy, Dee, Ben. 32 cards are dealt by hand, the other 4 are burnt. Ben holds
#: no Stars and Cy no Horseshoes, so each can be shown playing off suit.
PLAYERS: Final = ("Ana", "Ben", "Cy", "Dee")
CHARACTERS: Final = ("Lawman", "Nat Greaves", "Dynamite", "Amazing Grace")
HANDS: Final = (
    (
        "2 of Hats",
        "6 of Hats",
        "3 of Stars",
        "7 of Stars",
        "1 of Tombstones",
        "5 of Tombstones",
        "4 of Horseshoes",
        "Wild 5",
    ),
    (
        "4 of Hats",
        "5 of Hats",
        "4 of Tombstones",
        "8 of Tombstones",
        "1 of Horseshoes",
        "3 of Horseshoes",
        "6 of Horseshoes",
        "Wild 4",
    ),
    (
        "3 of Hats",
        "8 of Hats",
        "1 of Stars",
        "5 of Stars",
        "8 of Stars",
        "2 of Tombstones",
        "6 of Tombstones",
        "Wild 3",
    ),
    (
        "1 of Hats",
        "4 of Stars",
        "3 of Tombstones",
        "7 of Tombstones",
        "2 of Horseshoes",
        "5 of Horseshoes",
        "7 of Horseshoes",
        "Wild 6",
    ),
)


@dataclass(frozen=True, slots=True)
class Pick:
    """What one slot plays in the sandbox: a card, optionally a token, and the suit a leading Wild names."""

    card: str
    token: str = NOTHING


@dataclass(slots=True)
class SandboxTrick:
    """One trick played through the engine from the picks, with what each slot could have chosen."""

    state: RowdyState
    slots: tuple[int, ...] = ()  # who played slots 1 to 4
    events: list[Event] = field(default_factory=list)
    cards: list[list[str]] = field(default_factory=list)  # the legal cards of each slot
    tokens: list[list[str]] = field(default_factory=list)  # the legal tokens of each slot
    used: list[Pick] = field(default_factory=list)


def play_trick(
    picks: Sequence[Pick], wild_suit: Suit = Suit.HATS, tokens: Sequence[Sequence[str]] = ()
) -> SandboxTrick:
    """Stage the lesson's deal and play one trick: each slot plays its pick when it is legal, else its
    first legal card, so the sandbox can never break a rule."""
    state: RowdyState = GAME.new(
        list(PLAYERS),
        seed=1,
        characters=list(CHARACTERS),
        first_side=0,
        hands=[list(hand) for hand in HANDS],
        tokens=[list(t) for t in tokens] or [[], [], [], []],
    )
    trick = SandboxTrick(state, state.ring.slots())
    for pick in picks:
        plays = [str(a) for a in state.legal_actions() if isinstance(a, Play)]
        trick.cards.append([p.removeprefix("Play ") for p in plays])
        chosen = f"Play {pick.card}" if f"Play {pick.card}" in plays else plays[0]
        trick.events += state.apply(state.action_from_string(chosen))
        options = (
            [str(a) for a in state.legal_actions() if str(a) != "Done"] if state.phase is Phase.STAGE else []
        )
        trick.tokens.append(options)
        token = pick.token if pick.token in options else NOTHING
        if token != NOTHING:
            trick.events += state.apply(state.action_from_string(token))
        if state.phase is Phase.STAGE:
            trick.events += state.apply(state.action_from_string("Done"))
        while state.phase is Phase.DECLARE:
            trick.events += state.apply(Declare(wild_suit))
        trick.used.append(Pick(chosen.removeprefix("Play "), token))
    return trick


def trick_picture(trick: SandboxTrick, label: str = "A trick") -> Svg:
    """The finished trick as it lay when it was decided: flips, the winner, the damage."""
    view = trick.state.view(None)
    shown = view.last_trick
    board = group(draw_play_board(view, shown), transform="translate(-310,-36)")
    return document(600, 246, rect(0, 0, 600, 246, fill=TABLE) + ANIMATION_STYLE + board, label=label)


def events_html(events: Sequence[Event]) -> str:
    items = "".join(
        f"<li>{escape(e.text)} <span style='color:{MUTED}'>[{escape(GAME.rule(e.rule).title)}]</span></li>"
        for e in events
    )
    return f"<ol style='margin:4px 0; padding-left:20px'>{items}</ol>"


class TrickSandbox(ipw.VBox):  # type: ignore[misc]
    """Pick the card (and token) each slot plays; the engine plays the trick and explains it."""

    def __init__(
        self, picks: Sequence[Pick], *, wild_suit: Suit = Suit.HATS, tokens: Sequence[Sequence[str]] = ()
    ):
        self._tokens = tokens
        self._cards = [ipw.Dropdown(layout=ipw.Layout(width="150px")) for _ in range(4)]
        self._extras = [ipw.Dropdown(layout=ipw.Layout(width="150px")) for _ in range(4)]
        self._suit = ipw.Dropdown(
            options=[s.value for s in Suit], value=wild_suit.value, description="A leading Wild names"
        )
        self._suit.style.description_width = "initial"
        self._picture = SvgBoard()
        self._story = ipw.HTML()
        self._picks = list(picks)
        self._busy = False
        trick = play_trick(self._picks, wild_suit, tokens)
        self.trick = trick
        columns = []
        for slot in range(4):
            seat = trick.slots[slot]
            head = ipw.HTML(f"<b>Slot {slot + 1}: {escape(PLAYERS[seat])}</b>")
            columns.append(ipw.VBox([head, self._cards[slot], self._extras[slot]]))
            self._cards[slot].observe(self._changed, names="value")
            self._extras[slot].observe(self._changed, names="value")
        self._suit.observe(self._changed, names="value")
        super().__init__([ipw.HBox(columns), self._suit, self._picture, self._story])
        self._show(trick)

    def _changed(self, _: Any) -> None:
        if self._busy:
            return
        picks = [Pick(c.value or "", e.value or NOTHING) for c, e in zip(self._cards, self._extras)]
        self._show(play_trick(picks, Suit(self._suit.value), self._tokens))

    def __repr__(self) -> str:
        return f"<TrickSandbox: {', '.join(pick.card for pick in self.trick.used)}>"

    def _show(self, trick: SandboxTrick) -> None:
        self.trick = trick
        self._busy = True  # filling the dropdowns must not replay the trick again
        for slot in range(4):
            self._cards[slot].options = trick.cards[slot]
            self._cards[slot].value = trick.used[slot].card
            self._extras[slot].options = [NOTHING, *trick.tokens[slot]]
            self._extras[slot].value = trick.used[slot].token
        self._busy = False
        self._picture.show(trick_picture(trick))
        self._story.value = events_html(trick.events)


def trick_sandbox(
    *picks: Pick, wild_suit: Suit = Suit.HATS, tokens: Sequence[Sequence[str]] = ()
) -> TrickSandbox:
    return TrickSandbox(picks, wild_suit=wild_suit, tokens=tokens)


def show_trick(
    *picks: Pick, wild_suit: Suit = Suit.HATS, tokens: Sequence[Sequence[str]] = ()
) -> SandboxTrick:
    """Play the picks and print what happened (for a stored, checkable notebook output)."""
    trick = play_trick(picks, wild_suit, tokens)
    for event in trick.events:
        print(f"{event.text}   [{GAME.rule(event.rule).title}]")
    return trick


def _apply(state: RowdyState, moves: Sequence[str], lines: list[str]) -> None:
    """Make each move for whoever is on turn and keep what the engine says."""
    for move in moves:
        lines += [event.text for event in state.apply(state.action_from_string(move))]


def _options(state: RowdyState) -> str:
    """What the player on turn may do now, as the engine lists it."""
    who = state.players[state.current_player]  # type: ignore[index]
    played = state.board[state.slot] if state.phase is Phase.STAGE else None
    now = f"has picked {played.card}" if played is not None else "is on turn"
    return f"{who} {now}; the engine offers: {', '.join(str(action) for action in state.legal_actions())}"


def _tell(lines: list[str]) -> list[str]:
    print("\n".join(lines))
    return lines


# ---- rounds ----


def round_story(seed: int = 5) -> list[str]:
    """The lesson's four play a whole round with house bots: the deal, the eight tricks, the next deal."""
    state: RowdyState = GAME.new(list(PLAYERS), seed=seed, characters=list(CHARACTERS))
    rng = random.Random(seed)
    bots = [GAME.bot("Sensible") for _ in PLAYERS]

    def holding() -> str:
        view = state.view(None)
        hands = ", ".join(f"{name} {size}" for name, size in zip(PLAYERS, view.hand_sizes))
        return f"In hand: {hands}; burn pile {view.burn}."

    opening = [e.text for e in state.opening if e.kind in ("ring", "round")]
    lines = [opening[0].split(". Slots")[0] + ".", opening[1], holding()]
    while state.round == 1 and (seat := state.current_player) is not None:
        trick = state.trick + 1
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        for event in state.apply(action):
            if event.kind in ("win", "no-winner"):
                lines.append(f"Trick {trick}: {event.text}")
            elif event.kind == "round":
                lines += [event.text, holding()]
    return _tell(lines)


def suit_changes() -> list[str]:
    """Each token that changes a card's suit, put on a card through the engine: a suit cheat,
    Lawman's Lariat and Jack Dandy's Suit Shift."""
    no_hats = [
        "3 of Stars",
        "1 of Stars",
        "2 of Stars",
        "4 of Stars",
        *(f"{v} of Tombstones" for v in range(1, 5)),
    ]
    cast = ["Lawman", "Nat", "Dynamite", "Grace"]
    characters = ["Lawman", "Nat Greaves", "Dynamite", "Amazing Grace"]
    cheat = GAME.new(
        cast,
        seed=1,
        characters=characters,
        first_side=0,
        hands=[["5 of Hats"], [], no_hats, []],
        tokens=[[], [], ["cheat Hats"], []],
    )
    lariat = GAME.new(
        cast,
        seed=1,
        characters=characters,
        first_side=1,
        hands=[[f"{v} of Stars" for v in range(1, 9)], [], ["5 of Hats"], []],
        tokens=[["signature"], [], [], []],
    )
    shift = GAME.new(
        ["Ana", "Ben"],
        seed=1,
        characters=["Grizzabelle", "Big Money"],
        hands=[["7 of Hats"], []],
        tokens=[["signature"], []],
    )
    lines: list[str] = []
    for state, moves in (
        (cheat, ["Play 5 of Hats", "Done", "Play 3 of Stars", "Reveal the Hats cheat"]),
        (lariat, ["Play 5 of Hats", "Done", "Play 2 of Stars", "Use Lariat"]),
        (shift, ["Play 7 of Hats", "Use Suit Shift: Stars"]),
    ):
        told: list[str] = []
        _apply(state, moves, told)
        lines.append(told[-1])
    return _tell(lines)


def follow_by_printed_suit() -> list[str]:
    """This edition's FOLLOW_BY_PRINTED_SUIT through the engine: Stars lead, and Lawman, holding a Star,
    an unlocked Lariat and a Stars cheat, is offered only his Star; an off-suit card is refused."""
    state: RowdyState = GAME.new(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        seed=1,
        characters=list(CHARACTERS),
        first_side=1,
        hands=[["3 of Stars", *(f"{v} of Tombstones" for v in range(1, 8))], [], ["5 of Stars"], []],
        tokens=[["signature", "cheat Stars"], [], [], []],
    )
    lines: list[str] = []
    _apply(state, ["Play 5 of Stars", "Done"], lines)
    lines.append(_options(state))
    try:
        state.apply(state.action_from_string("Play 2 of Tombstones"))
    except IllegalAction as refusal:
        return _tell([*lines, refusal.message])
    raise AssertionError("the engine let Lawman play off suit while holding a Star")


def lariat_story() -> list[str]:
    """Lawman's Lariat as this edition reads it: his lassoed card keeps following when a counter passes
    the lead to another suit, like a Wild, and wins."""
    state: RowdyState = GAME.new(
        ["Nat", "Lawman", "Dynamite", "Grace"],
        seed=1,
        characters=["Nat Greaves", "Lawman", "Dynamite", "Amazing Grace"],
        first_side=1,
        hands=[
            ["3 of Stars", *(f"{v} of Horseshoes" for v in range(1, 8))],
            ["2 of Tombstones", *(f"{v} of Tombstones" for v in (1, 3, 4, 5, 6, 7, 8))],
            ["5 of Hats"],
            ["Wild 5"],
        ],
        tokens=[[], ["signature"], [], []],
    )
    lines: list[str] = []
    moves = ["Play 5 of Hats", "Done", "Play 3 of Stars", "Done", "Play 2 of Tombstones", "Use Lariat"]
    _apply(state, [*moves, "Done", "Play Wild 5"], lines)
    return _tell(lines)


# ---- the Pin Zone ----


def pin_zone_story(start: int, hits: Sequence[int], max_health: int = 15, name: str = "Kate") -> Svg:
    """A health marker through several tricks' damage, one row per hit, each with the rule's reason."""
    rows = ""
    health = start
    y = 36
    rows += text(10, 20, f"{name} starts on {space_name(start)}", size=13, weight="700")
    rows += health_track(10, y, health=health, max_health=max_health, side=1, name=name)
    for damage in hits:
        step = pin_zone_step(health, damage)
        y += 70
        rows += text(10, y - 18, f"takes {damage}: {step.why}", size=13)
        rows += health_track(10, y, health=step.health, max_health=max_health, side=1, name=name)
        health = step.health
        if health == SKULL:
            break
    height = y + 50
    return document(720, height, rect(0, 0, 720, height, fill=TABLE) + rows, label=f"{name}'s health track")


class PinZoneExplorer(ipw.VBox):  # type: ignore[misc]
    """Deal damage to a wrestler one trick at a time and watch the Stop signs hold."""

    def __init__(self, max_health: int = 15, start: int = 4) -> None:
        self.max_health, self.start = max_health, start
        self.health = start
        self.history: list[str] = []
        self._picture = SvgBoard()
        self._why = ipw.HTML()
        buttons = []
        for damage in range(1, 7):
            hit = ipw.Button(description=f"Deal {damage}", layout=ipw.Layout(width="80px"))
            hit.on_click(lambda _, d=damage: self.hit(d))
            buttons.append(hit)
        again = ipw.Button(description="Start over", button_style="info")
        again.on_click(lambda _: self.reset())
        super().__init__([ipw.HBox([*buttons, again]), self._picture, self._why])
        self._draw(None, 0)

    def __repr__(self) -> str:
        return f"<PinZoneExplorer: {space_name(self.health)} of {self.max_health}>"

    def hit(self, damage: int) -> None:
        if self.health == SKULL:
            self._why.value = "<b>Pinned.</b> The match is over; press Start over."
            return
        before = self.health
        step = pin_zone_step(before, damage)
        self.health = step.health
        self.history.append(f"took {damage}: {step.why}")
        self._draw(before, damage)

    def reset(self) -> None:
        self.health, self.history = self.start, []
        self._draw(None, 0)

    def _draw(self, before: int | None, damage: int) -> None:
        body = rect(0, 0, 520, 70, fill=TABLE) + ANIMATION_STYLE
        body += health_track(
            10,
            26,
            health=self.health,
            max_health=self.max_health,
            side=1,
            name="Kate",
            before=before,
            damage=damage,
        )
        self._picture.show(document(520, 70, body, label=f"Kate on {space_name(self.health)}"))
        lines = "".join(f"<li>{escape(h)}</li>" for h in self.history[-6:])
        self._why.value = f"Kate is on <b>{escape(space_name(self.health))}</b>.<ul>{lines}</ul>"


# ---- the ring ----


def ring_frames(states: Sequence[tuple[str, RowdyState]]) -> Svg:
    """The ring after each step of a story, side by side, with each step's caption."""
    width = 300 * len(states)
    body = rect(0, 0, width, 260, fill=TABLE)
    for i, (caption, state) in enumerate(states):
        view = state.view(None)
        body += group(draw_ring(view, None), transform=f"translate({i * 300},-36)")
        body += text(i * 300 + 12, 250, caption, size=13, weight="700")
        if i:
            body += text(i * 300 - 4, 120, "→", size=28, fill=MUTED, anchor="middle")
    return document(width, 260, body, label="The ring, step by step")


def story(
    players: Sequence[str],
    steps: Sequence[tuple[str, Sequence[str]]],
    *,
    characters: Sequence[str] = CHARACTERS,
    first_side: int = 1,
    **options: Any,
) -> list[tuple[str, RowdyState]]:
    """Stage a game, make each step's moves printing what the engine says, and keep the table
    before the trick and after each step for :func:`ring_frames`."""
    state: RowdyState = GAME.new(
        list(players), seed=1, characters=list(characters), first_side=first_side, **options
    )
    frames = [("Before the trick", state.clone())]
    for caption, moves in steps:
        lines: list[str] = []
        _apply(state, moves, lines)
        _tell(lines)
        frames.append((caption, state.clone()))
    return frames


class RingAnimation(ipw.VBox):  # type: ignore[misc]
    """Steps through ring pictures with a Play button, as the tracker examples move."""

    def __init__(self, frames: Sequence[tuple[str, RowdyState]]) -> None:
        self._frames = [(caption, ring_frames([(caption, s)])) for caption, s in frames]
        self._picture = SvgBoard()
        self._caption = ipw.HTML()
        self.player = ipw.Play(min=0, max=len(frames) - 1, interval=1200, description="Play")
        slider = ipw.IntSlider(min=0, max=len(frames) - 1, description="Step")
        ipw.jslink((self.player, "value"), (slider, "value"))
        slider.observe(lambda change: self.show(change["new"]), names="value")
        super().__init__([ipw.HBox([self.player, slider]), self._caption, self._picture])
        self.show(0)

    def __repr__(self) -> str:
        return f"<RingAnimation: {len(self._frames)} steps>"

    def show(self, step: int) -> None:
        caption, picture = self._frames[step]
        self._caption.value = f"<b>{escape(caption)}</b>"
        self._picture.show(picture)


def tag_from_the_apron() -> str:
    """Only the wrestler on turn tags, with a token of their own: Nat's Tag, held on the apron, cannot
    take Lawman out of the ring. Returns the engine's refusal."""
    state: RowdyState = GAME.new(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        seed=1,
        characters=list(CHARACTERS),
        first_side=0,
        tokens=[[], ["tag"], [], []],
    )
    try:
        state.apply(state.action_from_string("Tag with a Tag token"))
    except IllegalAction as refusal:
        return _tell([refusal.message])[0]
    raise AssertionError("the engine let Lawman tag with his partner's token")


# ---- the Pop track and characters ----


def pop_track_picture(headliner: bool = False) -> Svg:
    """One side's looping Pop track with its icons, and what each icon gives; with ``headliner``, a
    Headliner's track (no tag spaces, the Manager's signature on both signature spaces)."""
    body = rect(0, 0, 780, 150, fill=TABLE)
    owner = "the Manager" if headliner else None
    for i, kind in enumerate(pop_track(headliner)):
        x = 10 + i * 62
        number = pop_space_number(i)
        body += group(
            title(f"Pop space {number}: {pop_icon_words(kind, owner)}")
            + rect(x, 10, 58, 44, rx=4, fill=PAPER, stroke="#b7ab94")
            + icon(kind, x + 29, 32, 12)
            + text(x + 29, 70, str(number), size=12, fill=MUTED, anchor="middle")
        )
    body += text(10 + 11 * 62 + 60, 36, "↺", size=20, fill=MUTED)
    start = f"The marker starts on space {pop_space_number(0)}. Icons and numbers: this edition's."
    body += text(10, 86, start, size=12, fill=MUTED)
    legend = [
        (Icon.COIN, "coin: +1 or -1 on your card"),
        (Icon.DAMAGE, "damage: +1 if your card wins"),
        *([] if headliner else [(Icon.TAG, "tag: swap in your partner")]),
        (Icon.CHEAT, "cheat: a secret token"),
        (
            Icon.SIGNATURE_LEFT,
            "signature: the Manager's move" if headliner else "signature: the move of the board's wrestler",
        ),
    ]
    for i, (kind, words) in enumerate(legend):
        x, y = 10 + (i % 3) * 250, 106 + (i // 3) * 26
        body += icon(kind, x + 10, y, 9) + text(x + 24, y + 5, words, size=13)
    return document(780, 150, body, label="A Headliner's Pop track" if headliner else "The Pop track")


#: Moves the rulebook describes where a part of the line is this edition's reading: (that part, constant).
MOVE_READINGS: Final[dict[str, tuple[str, str]]] = {
    "Lawman": ("'whatever suit leads, like a Wild'", "LARIAT_FOLLOWS_ANY_LEAD"),
}


#: Where a move is this edition's: the rulebook only hints at it in the character's introduction.
HINTED: Final = "the rulebook only hints at the move"
MANAGER_MOVE_SOURCE: Final = f"this edition's name and effect; {HINTED}"


def _move_source(wrestler: Wrestler) -> str:
    if not wrestler.from_rulebook:
        return escape(f"this edition's name, effect and token; {HINTED}") + (
            " (<code>SIGNATURE_TOKEN_FOR_EVERY_WRESTLER</code>)"
        )
    if wrestler.name not in MOVE_READINGS:
        return "rulebook"
    part, constant = MOVE_READINGS[wrestler.name]
    return escape(f"rulebook; {part} is this edition's reading") + f" (<code>{constant}</code>)"


def characters_html() -> str:
    """Every wrestler and Manager: health, signature move, and whether the rulebook says what it does."""
    rows = "".join(
        f"<tr><td>{escape(w.name)}</td><td>{w.health}</td><td>{escape(w.signature)}</td>"
        f"<td>{escape(w.move)}</td><td>{_move_source(w)}</td></tr>"
        for w in WRESTLERS.values()
    )
    rows += "".join(
        f"<tr><td>{escape(m.name)} (Manager)</td><td></td><td>{escape(m.signature)}</td>"
        f"<td>{escape(m.move)}</td><td>{escape(MANAGER_MOVE_SOURCE)}</td></tr>"
        for m in MANAGERS.values()
    )
    head = (
        "<tr><th>Character</th><th>Health (this edition)</th><th>Signature</th><th>What it does</th>"
        "<th>Source</th></tr>"
    )
    style = (
        "<style>.tt-cast td, .tt-cast th { text-align: left !important; padding: 2px 10px 2px 0; }</style>"
    )
    return f'{style}<table class="tt-cast">{head}{rows}</table>'


#: The Pop story's deal: Lawman & Nat (slots 1 & 4) against Dynamite & Grace, 32 cards by hand.
POP_STORY_HANDS: Final = (
    ["8 of Hats", "3 of Stars", "5 of Stars", *(f"{v} of Tombstones" for v in range(1, 6))],
    [
        "6 of Hats",
        "8 of Stars",
        "2 of Hats",
        "3 of Hats",
        "4 of Hats",
        "5 of Hats",
        "7 of Hats",
        "1 of Stars",
    ],
    [
        "1 of Hats",
        "2 of Stars",
        *(f"{v} of Tombstones" for v in range(6, 9)),
        *(f"{v} of Horseshoes" for v in range(1, 4)),
    ],
    ["Wild 6", "4 of Stars", *(f"{v} of Horseshoes" for v in range(4, 9)), "Wild 3"],
)


def pop_story() -> list[str]:
    """Two tricks through the engine: a token earned waits for a later turn, a countered card still
    moves the Pop marker, and a signature icon unlocks the move of the wrestler whose board it is on."""
    state: RowdyState = GAME.new(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        seed=1,
        characters=list(CHARACTERS),
        first_side=0,
        hands=[list(hand) for hand in POP_STORY_HANDS],
    )
    lines: list[str] = []
    _apply(state, ["Play 8 of Hats"], lines)
    lines.append(_options(state))
    _apply(state, ["Done", "Play 1 of Hats", "Done", "Play Wild 6", "Play 6 of Hats"], lines)
    _apply(state, ["Play 2 of Stars", "Done"], lines)
    lines.append(_options(state))
    _apply(state, ["Play 5 of Stars", "Done", "Play 8 of Stars", "Done", "Play 4 of Stars"], lines)
    return _tell(lines)


#: The signature story's deal: Lawman (slots 1 & 2) and Nat hold no Hats after the first trick.
SIGNATURE_STORY_HANDS: Final = (
    ["8 of Hats", "3 of Tombstones", *(f"{v} of Stars" for v in (1, 2, 3, 4, 5, 6))],
    ["7 of Hats", "8 of Stars", *(f"{v} of Horseshoes" for v in (1, 2, 3, 4, 5, 6))],
    ["1 of Hats", "5 of Hats"],
    ["4 of Hats", "6 of Hats"],
)

#: Lawman's 8 and Nat's 7 carry their marker to space 4; Dynamite's 1 wins.
SIGNATURE_STORY_FIRST_TRICK: Final = (
    *("Play 8 of Hats", "Done", "Play 1 of Hats", "Done"),
    *("Play 4 of Hats", "Play 7 of Hats"),
)
#: Lawman lassoes his 3 of Tombstones; Nat's 8 of Stars then passes space 6, Lawman's icon.
SIGNATURE_STORY_LARIAT: Final = (
    *("Play 5 of Hats", "Done", "Play 3 of Tombstones", "Use Lariat", "Done"),
    *("Play 8 of Stars", "Done"),
)


def _signature_words(state: RowdyState, seat: int) -> str:
    """Where a wrestler's signature token is now: in hand, on the Play Board, or back on its board."""
    view = state.view(None)
    who, move = state.players[seat], state.signature_of(seat)
    if view.signature_on_board[seat]:
        return f"{who}'s {move} lies on the Play Board with this trick's cards: {who} does not hold it."
    if view.signatures[seat]:
        return f"{who} holds {move}, ready to use."
    return f"{who}'s {move} is back on its board: the next pass over its icon unlocks it again."


def signature_on_board_story() -> list[str]:
    """A used signature stays on the Play Board until the trick is cleared: Nat's 8 carries the marker
    over the icon on Lawman's board in the trick where the Lariat lies on Lawman's card, and gives
    nothing; once the trick is cleared the token is back on Lawman's board."""
    state: RowdyState = GAME.new(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        seed=1,
        characters=list(CHARACTERS),
        first_side=0,
        hands=[list(hand) for hand in SIGNATURE_STORY_HANDS],
        tokens=[["signature"], [], [], []],
    )
    lawman = 0
    lines: list[str] = []
    _apply(state, SIGNATURE_STORY_FIRST_TRICK, lines)
    _apply(state, SIGNATURE_STORY_LARIAT, lines)
    lines.append(_signature_words(state, lawman))
    _apply(state, ["Play 6 of Hats"], lines)  # Grace's card ends the trick, which is cleared
    lines.append(_signature_words(state, lawman))
    return _tell(lines)


def _power_seen(characters: list[str], hands: list[list[str]], moves: list[str]) -> str:
    """The engine's line that shows a Headliner's power at work in a staged game."""
    state: RowdyState = GAME.new(["Ana", "Ben"], seed=1, characters=characters, hands=hands)
    lines: list[str] = []
    _apply(state, moves, lines)
    return next(line for line in lines if line.startswith(("The Rich", "Go Wild", "Ana deals")))


#: How this edition reads each Headliner's power, and the constants in ``data.py`` that record it.
POWER_READINGS: Final[dict[str, tuple[str, str]]] = {
    "Big Money": (
        "a card counts by its worth after your tokens: a 3 with a -1 coin earns the coin too",
        "LEAD_MEANS_FIRST_FACE_UP, RICH_GET_RICHER_VALUE",
    ),
    "Grizzabelle": (
        "the cheat is drawn face down from the pool; an empty pool is first refilled by shuffling in the "
        "spent cheats, so Go Wild gives nothing only when no cheat is left in the pool or in the cheats' "
        "discard pile",
        "EMPTY_SUPPLY_GIVES_NOTHING",
    ),
    "Whistlestop": (
        "a card leads when nothing lies face up as it is played, also after counters flip every card",
        "LEAD_MEANS_FIRST_FACE_UP",
    ),
}
#: A staged two-player game showing each power at work: (characters, round 1 hands, moves).
POWER_PLAYS: Final[dict[str, tuple[list[str], list[list[str]], list[str]]]] = {
    "Big Money": (
        ["Big Money", "Grizzabelle"],
        [["3 of Hats"], []],
        ["Play 3 of Hats", "Add a -1 coin", "Done"],
    ),
    "Grizzabelle": (["Grizzabelle", "Big Money"], [["Wild 3"], []], ["Play Wild 3", "Done"]),
    "Whistlestop": (
        ["Whistlestop", "Big Money"],
        [["4 of Hats", "8 of Hats"], ["6 of Hats", "7 of Hats"]],
        [move for card in ("4", "6", "7", "8") for move in (f"Play {card} of Hats", "Done")],
    ),
}


def headliners_html() -> str:
    """Each Headliner's power: what the rulebook gives, how this edition reads it, and the engine at work."""
    rows = ""
    for name, headliner in HEADLINERS.items():
        reading, constants = POWER_READINGS[name]
        rows += (
            f"<tr><td>{escape(name)}</td><td>{escape(headliner.power)}</td><td>{escape(headliner.text)}</td>"
            f"<td>rulebook</td><td>{escape(reading)} (<code>{escape(constants)}</code>)</td>"
            f"<td>{escape(_power_seen(*POWER_PLAYS[name]))}</td></tr>"
        )
    head = (
        "<tr><th>Headliner</th><th>Power</th><th>What it does</th><th>Source</th>"
        "<th>This edition's reading</th><th>Seen in the engine</th></tr>"
    )
    style = (
        "<style>.tt-cast td, .tt-cast th { text-align: left !important; padding: 2px 10px 2px 0; }</style>"
    )
    return f'{style}<table class="tt-cast">{head}{rows}</table>'


#: The Headliner stories' deal: Ana is Big Money with Bean Counter, Ben is Grizzabelle with Jack Dandy.
MANAGER_HANDS: Final = (
    ("8 of Hats", "8 of Stars", "7 of Tombstones", *(f"{v} of Stars" for v in range(1, 6))),
    (*(f"{v} of Hats" for v in range(1, 8)), "Wild 3"),
)
MANAGER_DIAMONDS: Final = (
    (*(f"{v} of Tombstones" for v in (1, 2, 3, 4, 5, 6, 8)), "6 of Stars"),
    tuple(f"{v} of Horseshoes" for v in range(1, 9)),
)


def _played(*cards: str) -> tuple[str, ...]:
    """The moves that play each card with no token on it."""
    return tuple(move for label in cards for move in (f"Play {label}", "Done"))


#: Big Money's 8, 8 and 7 from hand carry his marker onto space 6; the two 8s counter each other.
MANAGER_POP_MOVES: Final = _played(
    "8 of Hats", "1 of Hats", "2 of Hats", "8 of Stars", "3 of Hats", "7 of Tombstones"
)
#: Then he picks the diamond's bottom card, the 6 of Stars, for his second play of the trick.
SECOND_PLAY: Final = "Play 6 of Stars"
#: He plays it, spends Bottom Line a trick later and clears the diamond's bottom three with his next card.
ONE_TOKEN_MOVES: Final = (
    "Done",
    *_played("4 of Hats", "5 of Hats"),
    *("Play 6 of Tombstones", "Use Bottom Line", "Done"),
    *_played("8 of Tombstones", "6 of Hats"),
)


def _manager_game() -> RowdyState:
    state: RowdyState = GAME.new(
        ["Ana", "Ben"],
        seed=1,
        first_side=0,
        hands=[list(hand) for hand in MANAGER_HANDS],
        diamonds=[list(diamond) for diamond in MANAGER_DIAMONDS],
    )
    return state


def _diamond_words(state: RowdyState, seat: int) -> str:
    """How much of a Headliner's diamond is left, and whether the Manager's move still lies under it."""
    view = state.view(None)
    left = sum(card is not None for card in view.diamonds[seat])
    manager = state.managers[seat]
    assert manager is not None
    where = "still" if view.signature_under_diamond[seat] else "no longer"
    return (
        f"{state.players[seat]}'s diamond still holds {left} of its {DIAMOND_SIZE} cards, and "
        f"{MANAGERS[manager].signature} is {where} under it."
    )


def manager_pop_story() -> list[str]:
    """A Headliner's own Pop track unlocks the Manager's move with the diamond untouched, and the move is
    offered at the Headliner's next play in the same trick, as each play is a turn of its own."""
    state = _manager_game()
    lines: list[str] = []
    _apply(state, MANAGER_POP_MOVES, lines)
    lines.append(_diamond_words(state, 0))
    _apply(state, [SECOND_PLAY], lines)
    lines.append(_options(state))
    lines.append(_face_up_words(state, 0))
    lines += _unoffered_cheats(state, 0)
    return _tell(lines)


def _face_up_words(state: RowdyState, seat: int) -> str:
    """The diamond cards ``seat``'s own view shows face up while a card is being played."""
    name = state.players[seat]
    shown = [str(card) for card in state.view(seat).diamonds[seat] if isinstance(card, Card)]
    return (
        f"Face up in {name}'s diamond, in {name}'s own view, while the card is being played: "
        f"{', '.join(shown) or 'nothing'}."
    )


def _unoffered_cheats(state: RowdyState, seat: int) -> list[str]:
    """Why the engine offers none of ``seat``'s face-down cheats now, in its own words. Only that player
    may see them; the lesson, as narrator, looks."""
    lines = []
    for cheat in dict.fromkeys(state.cheats[seat]):
        try:
            state.check(REVEAL[cheat])
        except IllegalAction as refusal:
            lines.append(
                f"A peek at {state.players[seat]}'s face-down cheat, hidden from the other players: the "
                f"{cheat} cheat. The engine does not offer it. {refusal.message}"
            )
    return lines


def one_token_story() -> list[str]:
    """The Manager's move is one token: once the Pop track has given it, clearing the diamond's bottom
    three that round gives nothing, and the engine says why."""
    state = _manager_game()
    _apply(state, [*MANAGER_POP_MOVES, SECOND_PLAY], [])
    lines: list[str] = []
    _apply(state, ONE_TOKEN_MOVES, lines)
    lines.append(_diamond_words(state, 0))
    return _tell(lines)


def crack_the_whip_story() -> list[str]:
    """Coach's Crack the Whip: Ana, holding no Hats, makes her 7 of Stars the lead card, and it wins
    while Ben's 5 of Hats, led first, stays face up."""
    state: RowdyState = GAME.new(
        ["Ana", "Ben"],
        seed=1,
        characters=["Whistlestop", "Big Money"],
        first_side=1,
        hands=[
            [f"{v} of Stars" for v in range(1, 9)],
            [*(f"{v} of Hats" for v in range(5, 9)), *(f"{v} of Horseshoes" for v in range(1, 5))],
        ],
        diamonds=[
            [f"{v} of Tombstones" for v in range(1, 9)],
            [*(f"{v} of Hats" for v in range(1, 5)), *(f"{v} of Horseshoes" for v in range(5, 9))],
        ],
        tokens=[["signature"], []],
    )
    lines: list[str] = []
    moves = ["Play 5 of Hats", "Done", "Play 7 of Stars", "Use Crack the Whip", "Done"]
    _apply(state, [*moves, "Play 8 of Stars", "Done", "Play 6 of Hats", "Done"], lines)
    return _tell(lines)


# ---- the Manager diamond ----

DIAMOND_DEAL: Final = (
    "8 of Stars",
    "2 of Hats",
    "Wild 3",
    "5 of Tombstones",
    "1 of Horseshoes",
    "7 of Hats",
    "4 of Stars",
    "6 of Tombstones",
)


def diamond_cards(played: Sequence[int]) -> list[Card | None]:
    """The lesson's diamond with the cards at the ``played`` positions gone."""
    return [None if p in played else card(label) for p, label in enumerate(DIAMOND_DEAL)]


def diamond_picture(played: Sequence[int] = (), *, legal: bool = False) -> Svg:
    """A Manager diamond after the cards at ``played`` are gone: uncovered cards face up, the rest
    face down; with ``legal``, the uncovered cards are buttons."""
    cards = diamond_cards(played)
    open_ = set(uncovered(cards))
    w, h, step = 70, 94, 54
    body = rect(0, 0, 420, 360, fill=TABLE)
    for row, places in enumerate(DIAMOND_ROWS):
        for i, place in enumerate(places):
            x = 210 - (len(places) * (w + 8) - 8) / 2 + i * (w + 8)
            y = 10 + row * step
            c = cards[place]
            if c is None:
                body += rect(x, y, w, h, rx=5, fill="none", stroke="#c9bfa9", stroke_dasharray="4 3")
            elif place in open_:
                face = card_face(x, y, w, h, c)
                body += button(face, f"Play {c.label}", f"Play {c.label}", enabled=True) if legal else face
            else:
                covering = [str(p + 1) for p in DIAMOND_COVERS[place] if cards[p] is not None]
                which = f"card{'s' * (len(covering) > 1)} {' and '.join(covering)}"
                body += group(
                    title(f"card {place + 1}, covered by {which}")
                    + card_back(x, y, w, h)
                    + text(x + w / 2, y + 17, f"#{place + 1}", size=12, fill="#f1e4cc", anchor="middle")
                )
    if played:  # bottom left, clear of the cards
        done = ", ".join(f"#{p + 1}" for p in played)
        body += text(10, 292, "Already played:", size=13, weight="700") + text(10, 310, done, size=13)
    unlocked = all(p in played for p in DIAMOND_SIGNATURE_UNDER)
    words = "Signature move unlocked!" if unlocked else "The Manager's signature lies under the bottom three."
    body += icon(Icon.SIGNATURE_LEFT, 20, 340, 9) + text(
        34, 345, words, size=13, weight="700" if unlocked else None
    )
    return document(420, 360, body, label="A Manager diamond")


class DiamondExplorer(ipw.VBox):  # type: ignore[misc]
    """Play the diamond's uncovered cards and see which cards each one uncovers."""

    def __init__(self) -> None:
        self.played: list[int] = []
        self._board = SvgBoard()
        self._board.on_action(self.play)
        self._why = ipw.HTML()
        again = ipw.Button(description="Deal the diamond again", button_style="info")
        again.on_click(lambda _: self.reset())
        super().__init__([self._board, self._why, again])
        self._draw("Click a face-up card to play it from the diamond.")

    def __repr__(self) -> str:
        return f"<DiamondExplorer: {len(self.played)} of 8 played>"

    def play(self, action: str) -> None:
        label = action.removeprefix("Play ")
        if label not in DIAMOND_DEAL or DIAMOND_DEAL.index(label) in self.played:
            self._draw(f"{label[:40]} is not a card left in this diamond.")
            return
        cards = diamond_cards(self.played)
        place = next((p for p in uncovered(cards) if DIAMOND_DEAL[p] == label), None)
        if place is None:
            self._draw(f"{label} is still covered: play the cards below it first.")
            return
        self.played.append(place)
        new = [DIAMOND_DEAL[p] for p in uncovered(diamond_cards(self.played)) if p not in uncovered(cards)]
        turned = (
            f"{', '.join(new)} turn{'s' * (len(new) == 1)} face up." if new else "Nothing new turns face up."
        )
        self._draw(f"Played {label}. {turned}")

    def reset(self) -> None:
        self.played = []
        self._draw("Click a face-up card to play it from the diamond.")

    def _draw(self, words: str) -> None:
        self._board.show(diamond_picture(self.played, legal=True))
        self._why.value = escape(words)


# ---- the simulation plot ----


def study_lines(study: TrickStudy) -> list[str]:
    """What the study says in words: who wins, what hurts, what gets countered, who goes first."""
    suited = study.suited
    best = max(suited, key=lambda v: suited[v].damage / suited[v].played)
    records = [*suited.values(), *study.wild.values()]
    dealt, lost = sum(r.damage for r in records), sum(r.lost for r in records)
    lines = [
        "Tricks won: " + ", ".join(f"{v}s {r.win_rate:.0%}" for v, r in sorted(suited.items())),
        "Damage dealt per card played (before Pin Zone losses): "
        + ", ".join(f"{v}s {r.damage / r.played:.2f}" for v, r in sorted(suited.items()))
        + f" (most: the {best}s)",
        "Damage dealt per trick won (before Pin Zone losses): "
        + ", ".join(f"{v}s {r.damage_per_win:.1f}" for v, r in sorted(suited.items())),
        "Countered: " + ", ".join(f"{v}s {r.countered / r.played:.0%}" for v, r in sorted(suited.items())),
        f"Pin Zone: {lost} of the {dealt} damage dealt ({lost / dealt:.0%}) was lost on its Stop signs.",
        f"The team holding slots 1 & 4 in the first trick won {study.first_side_win_rate:.0%} "
        f"of {study.games} games.",
    ]
    return _tell(lines)


def plot_trick_study(study: TrickStudy) -> Svg:
    """Left: how often each printed value wins its trick. Right: the damage a win with it deals."""
    values = sorted(study.suited)
    wilds = sorted(study.wild)
    suited, wild = OKABE_ITO["blue"], OKABE_ITO["purple"]

    def wins(kind: str, records: dict[int, Any]) -> list[str]:
        return [
            f"{kind} {v}s: won the trick {r.won:,} of the {r.played:,} times one was played "
            f"({r.win_rate:.0%})"
            for v, r in sorted(records.items())
        ]

    def hurts(kind: str, records: dict[int, Any]) -> list[str]:
        return [
            f"{kind} {v}s: {r.damage_per_win:.1f} damage dealt per trick won ({r.won:,} tricks won)"
            for v, r in sorted(records.items())
        ]

    printed = Axis("printed value", ticks=[(v, str(v)) for v in sorted({*values, *wilds})])
    won = Panel(
        "Low cards win",
        printed,
        Axis("tricks won, % of cards played"),
        [
            Bars(
                "suited cards",
                [v - 0.2 for v in values],
                [study.suited[v].win_rate * 100 for v in values],
                suited,
                width=0.4,
                tips=wins("suited", study.suited),
            ),
            Bars(
                "Wilds",
                [v + 0.2 for v in wilds],
                [study.wild[v].win_rate * 100 for v in wilds],
                wild,
                hatch="/",
                width=0.4,
                tips=wins("Wild", study.wild),
            ),
        ],
    )
    hurt = Panel(
        "...but a winning high card hurts more",
        printed,
        Axis("damage dealt per trick won\n(before Pin Zone losses)"),
        [
            Line(
                "suited cards",
                values,
                [study.suited[v].damage_per_win for v in values],
                suited,
                tips=hurts("suited", study.suited),
            ),
            Line(
                "Wilds",
                wilds,
                [study.wild[v].damage_per_win for v in wilds],
                wild,
                marker="square",
                dashed=True,
                tips=hurts("Wild", study.wild),
            ),
        ],
    )
    return chart(
        [won, hurt],
        heading=f"{study.games} games between {study.bots} bots, {study.players} players, "
        f"{study.tricks} tricks",
        label=f"win rate and damage per trick won by printed value, {study.games} games",
    )


__all__ = [
    "DiamondExplorer",
    "Pick",
    "PinZoneExplorer",
    "RingAnimation",
    "TrickSandbox",
    "characters_html",
    "crack_the_whip_story",
    "diamond_picture",
    "follow_by_printed_suit",
    "headliners_html",
    "lariat_story",
    "manager_pop_story",
    "one_token_story",
    "pin_zone_story",
    "play_trick",
    "plot_trick_study",
    "pop_story",
    "pop_track_picture",
    "ring_frames",
    "round_story",
    "show_trick",
    "signature_on_board_story",
    "story",
    "study_lines",
    "suit_changes",
    "tag_from_the_apron",
    "trick_picture",
    "trick_sandbox",
]
