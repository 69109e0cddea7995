"""The pictures and explorables of the Party Fowl lesson, all computed by the engine.

Worked examples are staged games (``layout=``, ``ducks=``, ``hands=`` options) played move by move;
the stack explorer scores with the engine's own :mod:`tabletop.partyfowl.scoring`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from html import escape
from typing import Any, Final

import ipywidgets as ipw

import tabletop
from tabletop.core import Event, IllegalAction
from tabletop.core.words import counted
from tabletop.partyfowl import PartyFowlState, Phase
from tabletop.partyfowl.data import ANY, CARDS, KEG_DECK, PARTY_DECK, ROOMS, TALK_COPIES, TOPICS, Kind, Topic
from tabletop.partyfowl.scoring import Entry, can_foul_from, entry_points, stack_points
from tabletop.partyfowl.study import ENDINGS, EndingStudy, play_bot_game

from ..board import SvgBoard
from ..chart import Axis, Bars, Outline, Panel, chart, histogram
from ..explain import refusal_html
from ..lesson_play import play, refused
from ..prose import WORDS_STYLE, Story
from ..svg import INK, MUTED, OKABE_ITO, PAPER, Svg, document, element, group, rect, text
from .choose import Pick
from .draw import SPECTATOR, draw_board
from .words import quacktion_name

GAME: Final = tabletop.get("partyfowl")
#: The guests of every worked example, in seat order; most examples use the first two or three.
GUESTS: Final = ("Ana", "Ben", "Cy", "Dee", "Eve")
#: The house every worked example uses: a compact one that a bot game built (seed 4).
HOUSE: Final = (
    "Patio at C4, doors N E S W",
    "Lounge at E4, doors N E W",
    "Game Room at D3, doors S W",
    "Home Theater at D5, doors N E",
    "Den at E3, doors N S",
    "Library at C5, doors N S",
    "Bathroom at C3, doors E",
)


def stage(
    ducks: Sequence[str],
    hands: Sequence[Sequence[str]],
    *,
    players: Sequence[str] = GUESTS[:2],
    seed: int = 1,
    **options: Any,
) -> PartyFowlState:
    """A game in the lesson's house with Ana to play (unless ``first`` names another seat), the
    ducks where ``ducks`` says and these cards dealt first (the deal fills any hand given fewer
    than five). Other options (``gossip``, ``keg_top``, ``party_left``, ...) go to the engine."""
    state: PartyFowlState = GAME.new(
        list(players), seed, layout=list(HOUSE), ducks=list(ducks), hands=[list(h) for h in hands], **options
    )
    return state


def picture(state: PartyFowlState, seat: int | None = None, pick: Pick | None = None) -> Svg:
    """The table as ``seat`` sees it (everyone, when None), with its legal moves ringed on its turn."""
    mine = seat is not None and seat == state.current_player
    legal = frozenset(map(str, state.legal_actions())) if mine else frozenset()
    note = "A picture, not the game: in play you would click one of the ringed shapes." if mine else ""
    return draw_board(state.view(seat), legal, pick, caption=note, hidden=SPECTATOR)


def quacktions_left(state: PartyFowlState) -> str:
    """The Quacktions the player on turn has left, in words."""
    left = state.view(state.current_player).left
    words = [f"{count} {'of any kind' if kind == ANY else quacktion_name(kind)}" for kind, count in left]
    return ", ".join(words) or "none"


def score_line(state: PartyFowlState) -> str:
    """Every player's score, in words."""
    return ", ".join(f"{name} {score}" for name, score in zip(state.players, state.scores(), strict=True))


def attempt(state: PartyFowlState, move: str) -> Story:
    """Try a move and tell what happened, or the rule that refuses it (the state is unchanged)."""
    try:
        return play(state, move)
    except IllegalAction as err:
        return Story.of_events([refused(err)], GAME)


def glimpses(state: PartyFowlState) -> Story:
    """What each seat's own view shows of the other hands: only a Home Theater glimpse."""
    lines = []
    for seat, name in enumerate(state.players):
        glimpse = state.view(seat).glimpse
        if glimpse is None:
            lines.append(f"{name}'s view: no other hand.")
        else:
            lines.append(f"{name}'s view: {state.players[glimpse[0]]}'s hand, {', '.join(glimpse[1])}.")
    return Story(lines)


def foul_reach(state: PartyFowlState) -> Story:
    """Whom each duck could foul from where it stands, by the engine's reach rule, with no room
    powers (the Library's holder reaches one door further, even under Gossip)."""
    view = state.view(None)
    links = dict(view.links)
    lines = []
    for seat, name in enumerate(state.players):
        mine = view.ducks[seat]
        reached = [
            f"{other} (in the {view.ducks[index]})"
            for index, other in enumerate(state.players)
            if index != seat
            and can_foul_from(mine, view.ducks[index], links, gossip=view.gossip, next_door=False)
        ]
        lines.append(f"{name}, in the {mine}, can foul: {', '.join(reached) or 'nobody'}.")
    return Story(lines)


def preen_to_last_call(state: PartyFowlState) -> Story:
    """Play on with the duck on turn preening its whole hand for every Draw it has while it stands
    in the Bathroom, and every other duck passing, to the end of the game; tell each preen with
    the Party Deck left after it, and what the decks do."""
    shown = ("preen", "reshuffle", "last-call", "game-over", "win")
    lines = []
    while not state.is_over:
        if "Preen" in map(str, state.legal_actions()):
            hand = state.view(state.current_player).hand
            moves = ["Preen", *(f"Preen away {card}" for card in hand), "Done preening"]
        else:
            moves = ["End turn"]
        for move in moves:
            for event in state.apply(state.action_from_string(move)):
                if event.kind == "preen" and "count" in event.data:
                    view = state.view(None)
                    lines.append(
                        f"{event.text} Party Deck: {view.party} left, discard pile {view.party_discard}."
                    )
                elif event.kind in shown and event.kind != "preen":
                    lines.append(event.text)
    return Story(lines)


def lay_tiles(state: PartyFowlState) -> Story:
    """Let house bots lay every remaining tile, telling each placement."""
    bot, rng = GAME.bot(), random.Random(state.seed)
    told = Story([])
    while state.phase is Phase.PLACE:
        seat = state.current_player
        told += play(state, str(bot.choose(state.view(seat), state.legal_actions(), rng)))
    return told


def last_turn(players: int, seed: int) -> Story:
    """The final turn of a seeded game between house bots, from the line that opens it (which names
    the powers the player held) to the end of the game."""
    log: list[Event] = []
    play_bot_game(players, seed, log)
    start = max(index for index, event in enumerate(log) if event.kind == "turn")
    return Story(event.text for event in log[start:])


def rooms_html() -> str:
    """Every room tile: its topic, its doors as printed, and the power of controlling it."""
    rows = "".join(
        f"<tr><td><b>{escape(room.name)}</b></td><td>{escape(room.topic or '')}</td>"
        f"<td>{' '.join(room.doors)}</td><td>{escape(_power(room.name))}</td></tr>"
        for room in ROOMS.values()
    )
    return (
        f'{WORDS_STYLE}<table class="tt-rooms tt-words">'
        f"<tr><th>Room</th><th>Topic</th><th>Doors (before turning)</th><th>Power</th></tr>{rows}</table>"
    )


def _power(name: str) -> str:
    power = ROOMS[name].power
    if power is not None:
        return f"{power.title}: {power.summary}"
    return "holds the Keg Deck" if name == "Kitchen" else "no power; wash off Fouls, preen"


def decks_html() -> str:
    """The Party Deck and the Keg Deck of this edition, card by card."""

    def what(name: str) -> str:
        card = CARDS[name]
        if card.kind is Kind.FREEBIE:
            return "Freebie: +1 " + " +1 ".join(
                "Quacktion of any kind" if g == "Any" else g for g in card.grants
            )
        return {Kind.TALK: f"{card.topic} conversation", Kind.FOUL: "Foul", Kind.DRINK: "Drink (x2)"}[
            card.kind
        ]

    def rows(deck: dict[str, int]) -> str:
        grouped: dict[str, tuple[str, int]] = {}  # conversation cards by points, others by name
        for name, copies in deck.items():
            card = CARDS[name]
            if card.topic is not None:
                key = f"conversation, {counted(card.points, 'point')}"
                note = f"{TALK_COPIES[card.points]} per topic ({len(TOPICS)} topics)"
            else:
                key, note = name, what(name)
            grouped[key] = (note, grouped.get(key, (note, 0))[1] + copies)
        return "".join(
            f"<tr><td>{escape(key)}</td><td>{escape(note)}</td><td>{count}</td></tr>"
            for key, (note, count) in grouped.items()
        )

    def table(title: str, deck: dict[str, int]) -> str:
        return (
            f'<table class="tt-deck tt-words"><caption><b>{title}</b></caption>'
            f"<tr><th>Card</th><th>What it is</th><th>Copies</th></tr>{rows(deck)}"
            f"<tr><td><b>Total</b></td><td></td><td><b>{sum(deck.values())}</b></td></tr></table>"
        )

    return WORDS_STYLE + table("Party Deck", PARTY_DECK) + "<br>" + table("Keg Deck", KEG_DECK)


# ---- the conversation stack explorer ----

CARD_W: Final = 120
CARD_H: Final = 26


def stack_picture(entries: Sequence[Entry], label: str = "Ana's Games conversation") -> Svg:
    """A conversation stack, oldest card at the top of the picture so every number stays visible."""
    body = text(8, 18, label, size=13, weight="600")
    y = 30.0
    for index, entry in enumerate(entries):
        card, drink, fouled = entry
        locked = fouled and index < len(entries) - 1
        fill = "#f2f2f2" if fouled else PAPER
        shape = rect(8, y, CARD_W, CARD_H - 2, rx=4, fill=fill, stroke=INK, **{"stroke-width": 1})
        words = text(16, y + 17, card, size=13)
        tags = ""
        if drink:
            tags += text(CARD_W - 30, y + 17, "x2", size=12, weight="700", fill=OKABE_ITO["blue"])
        if fouled:
            tags += element(
                "line",
                x1=10,
                y1=y + CARD_H / 2,
                x2=CARD_W + 6,
                y2=y + CARD_H / 2,
                stroke=OKABE_ITO["vermillion"],
                **{"stroke-width": 2},
            )
            tags += text(
                CARD_W + 14,
                y + 17,
                "FOUL (locked)" if locked else "FOUL",
                size=12,
                fill=OKABE_ITO["vermillion"],
            )
        else:
            tags += text(CARD_W + 14, y + 17, f"+{entry_points(entry)}", size=12, fill=MUTED)
        body += group(shape + words + tags, **{"aria-label": f"{card}{' with a Drink' if drink else ''}"})
        y += CARD_H
    if not entries:
        body += text(16, y + 17, "(no cards yet)", size=12, fill=MUTED)
        y += CARD_H
    body += text(8, y + 20, f"Scores {counted(stack_points(entries), 'point')}", size=13, weight="600")
    return document(260, int(y + 30), body, label=label)


class StackExplorer(ipw.VBox):  # type: ignore[misc]
    """Build one conversation by hand: play cards (with or without a Drink), foul the top card, and
    wash a Foul off, scored by the engine's own functions."""

    def __init__(self, topic: Topic = Topic.GAMES) -> None:
        self.topic = topic
        self.entries: list[Entry] = []
        self.board = SvgBoard()
        self.card = ipw.Dropdown(
            options=[f"{topic} {points}" for points in (1, 2, 3, 4)], value=f"{topic} 3", description="Card"
        )
        self.drink = ipw.Checkbox(value=False, description="with a Drink", indent=False)
        buttons = [
            ("Play it", self._play),
            ("Ben fouls the top card", self._foul),
            ("Wash the top Foul off", self._clean),
            ("Start again", self._reset),
        ]
        row = []
        for caption, handler in buttons:
            button = ipw.Button(description=caption, tooltip=caption)
            button.on_click(lambda _button, handler=handler: handler())
            row.append(button)
        self.message = ipw.HTML()
        super().__init__([ipw.HBox([self.card, self.drink]), ipw.HBox(row), self.board, self.message])
        self.add_class("tt-stack-explorer")
        self._show("Play a card to start a conversation.")

    def _play(self) -> None:
        copies = TALK_COPIES[CARDS[self.card.value].points]
        if sum(entry[0] == self.card.value for entry in self.entries) >= copies:
            self.message.value = (
                f'<div class="tt-message">The deck holds only {copies} {escape(self.card.value)}: '
                "all of them are in this stack already. Pick another card.</div>"
            )
            return
        locks = bool(self.entries) and self.entries[-1][2]
        self.entries.append((self.card.value, self.drink.value, False))
        note = " The Foul under it is now locked in for good." if locks else ""
        self._show(f"Ana plays {self.card.value}{' with a Drink' if self.drink.value else ''}.{note}")

    def _foul(self) -> None:
        if not self.entries:
            self._refuse("There is no card to foul yet.", "partyfowl.foul-top")
        elif self.entries[-1][2]:
            self._refuse(
                "The top card is already fouled, and a fouled card cannot be fouled again.",
                "partyfowl.foul-top",
            )
        else:
            card, drink, _ = self.entries[-1]
            self.entries[-1] = (card, drink, True)
            self._show(f"Ben covers {card} with a Foul: it scores 0{', Drink and all' if drink else ''}.")

    def _clean(self) -> None:
        if any(entry[2] for entry in self.entries[:-1]) and not (self.entries and self.entries[-1][2]):
            self._refuse("The Foul has a card over it: it is locked in.", "partyfowl.lock")
        elif not self.entries or not self.entries[-1][2]:
            self._refuse("No Foul lies on top of this conversation.", "partyfowl.bathroom")
        else:
            card, drink, _ = self.entries[-1]
            self.entries[-1] = (card, drink, False)
            self._show(f"In the Bathroom Ana washes the Foul off {card}: it scores again.")

    def _reset(self) -> None:
        self.entries = []
        self._show("Play a card to start a conversation.")

    def _refuse(self, words: str, rule: str) -> None:
        self.message.value = f'<div class="tt-message">{refusal_html(GAME, words, rule)}</div>'

    def _show(self, words: str) -> None:
        self.board.show(stack_picture(self.entries, f"Ana's {self.topic} conversation"))
        self.message.value = f'<div class="tt-message">{escape(words)}</div>'

    def __repr__(self) -> str:
        return f"<StackExplorer: {self.topic}, {len(self.entries)} cards>"


# ---- the simulation ----


def plot_endings(study: EndingStudy) -> Svg:
    """How games between house bots end, and how many rounds they take, by number of players."""
    counts = sorted(study.endings)
    labels = [f"{n} players" for n in counts]
    colours = (OKABE_ITO["green"], OKABE_ITO["orange"], OKABE_ITO["blue"])
    hatches = (None, "/", ".")
    ended = dict(
        zip(
            ENDINGS, ("at 21 points", "when the Party Deck ran out", "when the Keg Deck ran out"), strict=True
        )
    )
    stacks, bottoms = [], [0.0] * len(counts)
    for ending, colour, hatch in zip(ENDINGS, colours, hatches, strict=True):
        games = [study.endings[n][ending] for n in counts]
        shares = [100 * study.endings[n][ending] / sum(study.endings[n].values()) for n in counts]
        tips = [
            f"{n} players: {counted(g, 'game')} ended {ended[ending]} ({share:.0f}%)"
            for n, g, share in zip(counts, games, shares)
        ]
        stacks.append(
            Bars(ending, list(range(len(counts))), shares, colour, hatch=hatch, base=bottoms, tips=tips)
        )
        bottoms = [a + b for a, b in zip(bottoms, shares, strict=True)]
    ends = Panel(
        "How the party ends",
        Axis(ticks=list(enumerate(labels))),
        Axis("% of games", high=100),
        stacks,
    )
    # Sensible bots end a party in 3 to 20 rounds; other bots (Run it yourself) may take longer.
    played = [rounds for n in counts for rounds in study.rounds[n]]
    edges = list(range(min(3, int(min(played))), max(21, int(max(played)) + 2)))
    lines = []
    for n, colour in zip(
        counts, (OKABE_ITO["sky"], OKABE_ITO["vermillion"], OKABE_ITO["green"], INK), strict=False
    ):
        games = histogram(study.rounds[n], edges)
        tips = [
            f"{n} players: {counted(g, 'game')} lasted from {a} to under {a + 1} rounds"
            for a, g in zip(edges, games)
        ]
        lines.append(Outline(f"{n} players", edges, games, colour, tips=tips))
    lasts = Panel("How long it lasts", Axis("rounds played"), Axis("games", whole=True), lines)
    games = sum(study.endings[counts[0]].values())
    return chart(
        [ends, lasts],
        heading=f"{games} games for each player count, {study.bots} bots in every seat",
        label=f"endings and rounds per game for {', '.join(labels)}, {games} games each",
    )


__all__ = [
    "GUESTS",
    "HOUSE",
    "StackExplorer",
    "attempt",
    "decks_html",
    "foul_reach",
    "glimpses",
    "last_turn",
    "lay_tiles",
    "picture",
    "play",
    "plot_endings",
    "preen_to_last_call",
    "quacktions_left",
    "rooms_html",
    "score_line",
    "stack_picture",
    "stage",
]
