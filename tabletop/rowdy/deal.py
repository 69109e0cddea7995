"""Setting up and dealing: who partners whom, how each character is introduced, the tokens a lesson
stages, and every round's fresh deal of hands, Manager diamonds and the burn pile.
"""

from __future__ import annotations

from ..core import Event
from ..core.cards import shuffle
from . import data
from .data import DECK, DIAMOND_SIZE, HAND_SIZE, HEADLINERS, MANAGERS, SLOTS, WRESTLERS, Card, Cheat, Token
from .headliners import lay_out_diamond
from .pop import held
from .rules import space_name
from .table import Table
from .views import Phase


def sides(headliner: tuple[bool, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The seats of each side: two teams of two, a Headliner against a team, or two Headliners."""
    n = len(headliner)
    if n == 4:
        return data.TEAMS_OF_FOUR
    if n == 2:
        return ((0,), (1,))
    solo = headliner.index(True)
    return ((solo,), tuple(s for s in range(n) if s != solo))


def setup_event(table: Table, seat: int) -> Event:
    """Who ``seat`` wrestles as: character, health, signature move, partner or Manager."""
    who, character = table.name(seat), table.characters[seat]
    if table.headliner[seat]:
        manager = table.managers[seat]
        assert manager is not None
        text = (
            f"{who} is the Headliner {character} ({HEADLINERS[character].text}) with the Manager "
            f"{manager} ({MANAGERS[manager].move}); {table.max_health[seat]} health."
        )
        rule = "rowdy.headliner"
    else:
        wrestler = WRESTLERS[character]
        partner = next(s for s in table.sides[table.side_of[seat]] if s != seat)
        text = (
            f"{who} wrestles as {character} ({wrestler.health} health; {wrestler.signature}: "
            f"{wrestler.move}), partnered with {table.name(partner)}."
        )
        rule = "rowdy.setup"
    if table.health[seat] != table.max_health[seat]:
        text += f" Health starts at {space_name(table.health[seat])}."
    return Event("setup", text, rule, {"seat": seat})


def give_start_token(table: Table, seat: int, label: str) -> None:
    """A token the options stage for ``seat`` (a lesson's or a test's), taken from the supply or pool."""
    if label == "signature":
        table.signatures[seat] = True
    elif label.startswith("cheat "):
        cheat = Cheat(label[len("cheat ") :])
        table.cheat_pool.remove(cheat)
        table.cheats[seat].append(cheat)
    else:
        token = Token(label)
        table.supply[token] -= 1
        held(table, token)[seat] += 1


def start_round(table: Table, events: list[Event]) -> None:
    """Shuffle all 36 cards, deal 8 to each wrestler (a Headliner also gets a diamond), burn 4."""
    n = len(table.players)
    deck = list(DECK)
    shuffle(deck, table._random())
    staged_hands = table.options["hands"] if table.round == 1 else [[]] * n
    staged_diamonds = table.options["diamonds"] if table.round == 1 else [[]] * n
    staged = {data.card(label) for labels in (*staged_hands, *staged_diamonds) for label in labels}
    deck = [c for c in deck if c not in staged]
    table.hands = []
    table.diamonds = []
    for seat in range(n):
        hand = [data.card(label) for label in staged_hands[seat]]
        hand += [deck.pop() for _ in range(HAND_SIZE - len(hand))]
        table.hands.append(hand)
        if table.headliner[seat]:
            diamond: list[Card | None] = [data.card(label) for label in staged_diamonds[seat]]
            if not diamond:
                diamond = [deck.pop() for _ in range(DIAMOND_SIZE)]
            table.diamonds.append(diamond)
        else:
            table.diamonds.append([])
    table.burn = deck
    table.discard = []
    table.board = [None] * SLOTS
    table.trick = 0
    table.slot = 0
    table.phase = Phase.PLAY
    table.leading = False
    table.diamond_spot = None
    table.grave_robbing = False
    table.tagged = [False, False]
    events.append(
        Event(
            "round",
            f"Round {table.round}: the 36 cards are shuffled, every wrestler is dealt 8 and "
            f"{len(table.burn)} go to the burn pile unseen. {table.name(table.ring.slots()[0])} leads.",
            "rowdy.round",
            {"round": table.round},
        )
    )
    for seat in range(n):
        if table.diamonds[seat]:
            events += lay_out_diamond(table, seat)
