"""Party Fowl's rules in our own words; every event and every refusal points to one of these ids."""

from __future__ import annotations

from ..core import Rule
from .data import GAME_ROOM_PLAY

RULES: tuple[Rule, ...] = (
    Rule(
        "partyfowl.setup",
        "Setting up",
        "The Kitchen tile goes in the middle with the Keg Deck on it, and every duck starts there "
        "(this edition's choice: the rulebook does not say). Each player is dealt five cards from "
        "the Party Deck.",
    ),
    Rule(
        "partyfowl.placement",
        "Building the house",
        "Before any card is played, players take turns choosing one of the remaining room tiles "
        "and laying it beside the house. At least one of its doors must meet a door of a room "
        "already there; its other doors may face nothing, or a wall.",
    ),
    Rule(
        "partyfowl.first-player",
        "Who plays first",
        "The rulebook lets whoever partied last lay the first tile; this edition cannot ask, so "
        "the first seat lays it. When the tiles are all down, the player whose turn it would be to "
        "lay the next tile starts the card play instead.",
    ),
    Rule(
        "partyfowl.turn",
        "A turn",
        "A turn has three phases: count the powers of the rooms you control, spend your "
        "Quacktions, then pass play to the next player. When everyone has had a turn, that is "
        "one round.",
    ),
    Rule(
        "partyfowl.quacktions",
        "Quacktions",
        "Every turn brings three Quacktions, each spent as a Draw, a Move or a Play, in any mix "
        "and order. Room powers and Freebies can add more, of the kind they name.",
    ),
    Rule(
        "partyfowl.draw",
        "Draw",
        "A Draw takes the top card of the Party Deck, from any room.",
    ),
    Rule(
        "partyfowl.keg",
        "The Keg",
        "The Keg Deck sits in the Kitchen: a Draw from it is only possible with your duck there, "
        "unless you hold the Patio's power.",
    ),
    Rule(
        "partyfowl.hand-limit",
        "Seven cards at most",
        "Nobody may hold more than seven cards, of any kinds; this edition reads that as no Draw "
        "with seven in hand, though you may still preen, which swaps cards.",
    ),
    Rule(
        "partyfowl.move",
        "Move",
        "A Move walks your duck into a neighbouring room, through a door both rooms share.",
    ),
    Rule(
        "partyfowl.talk",
        "Conversation cards",
        "A Play puts a conversation card from your hand on your stack of its topic and scores its "
        "points. It can only be played with your duck in the room where that topic is talked "
        "about. Each topic's stack keeps every number in sight, newest on top.",
    ),
    Rule(
        "partyfowl.drink",
        "Drinks",
        "A Drink (from the Keg) doubles one conversation card. It must be attached in the same "
        "moment the card is played, costs no extra Quacktion, and a card takes one Drink at most: "
        "a card already on the table can never get one.",
    ),
    Rule(
        "partyfowl.foul",
        "Fouls",
        "A Foul costs a Play and covers another duck's card, which then scores 0, Drink and all. "
        "Cards played later on top of it still count.",
    ),
    Rule(
        "partyfowl.foul-room",
        "Fouls need company",
        "You can only foul a duck standing in the same room as yours, unless you hold the "
        "Library's power (one door away) or play the Gossip variant.",
    ),
    Rule(
        "partyfowl.foul-top",
        "Only the top card",
        "A Foul goes on the top card of a conversation, never on a card further down, and (this "
        "edition's reading) never on top of another Foul.",
    ),
    Rule(
        "partyfowl.lock",
        "Locked fouls",
        "Once a conversation card is played over a Foul, that Foul is locked in for good.",
    ),
    Rule(
        "partyfowl.freebie",
        "Freebies",
        "A Freebie (F in its corner) needs no Quacktion and works in any room, at any moment of "
        "your turn except in the middle of a preen (this edition's reading, PREEN_WHOLE), even "
        "after your Quacktions are spent. It adds the Quacktions it names, and "
        "they last until the turn ends, so one with nothing to pay for yet (a Toast where no card "
        "of yours can be played) may find a use after a Move; the log says when it has none yet. "
        "Played cards go to their own deck's discard pile.",
    ),
    Rule(
        "partyfowl.control",
        "Controlling a room",
        "The duck with the most points in a room's topic controls that room and its power. A tie "
        "at the top means no one controls it until the tie is broken.",
    ),
    Rule(
        "partyfowl.power-delay",
        "Powers wait a turn",
        "A power works only on turns you began in control of its room: one won during a turn "
        "first helps on your next turn. Powers can be used at any moment of those turns.",
    ),
    Rule(
        "partyfowl.powers",
        "The six room powers",
        f"Game Room: one more Play, {GAME_ROOM_PLAY} (this edition's reading). Lounge: one more "
        "Draw. Den: one more Move. "
        "Library: foul ducks one door away. Patio: draw from the Keg in any room. Home Theater: "
        "look at one opponent's hand each turn; a look never ends the turn, even as its last move, "
        "so the hand can be read before you end it.",
    ),
    Rule(
        "partyfowl.bathroom",
        "Cleaning up",
        "With your duck in the Bathroom, each Play you spend can throw away one Foul lying on top "
        "of one of your conversations; that card scores again. A locked Foul cannot be cleaned.",
    ),
    Rule(
        "partyfowl.preen",
        "Preening",
        "In the Bathroom one Draw can swap as many cards from your hand as you like for the same "
        "number of new Party cards, or fewer if the deck runs short (this edition's reading).",
    ),
    Rule(
        "partyfowl.win",
        "Twenty-one",
        "The moment a duck reaches 21 points the game ends and that duck wins.",
    ),
    Rule(
        "partyfowl.deck-out",
        "Last call",
        "When the last card of the Party Deck or the Keg Deck is drawn, the game ends once that "
        "turn is over, and the highest score wins; a tie shares the win (this edition's choice: the "
        "rulebook names no tie-break). With five players the Party Deck's first run-out brings a "
        "reshuffle instead (see the variant).",
    ),
    Rule(
        "partyfowl.gossip",
        "Gossip (variant)",
        "Ducks in the Kitchen or Bathroom can be fouled from any room other than the Kitchen and "
        "Bathroom (and, as always, from their own room). This edition reads the variant's last "
        "sentence as giving a duck in one of those two rooms no reach of its own: it fouls ducks in "
        "its own room, or one door away with the Library's power (the rulebook lets a room's power "
        "beat the booklet).",
    ),
    Rule(
        "partyfowl.reshuffle",
        "Five at the party (variant)",
        "With five players the Party Deck's discards are shuffled into a new deck the first time "
        "it runs out; the second time, or an empty Keg, ends the game as usual. With no discards "
        "at that first run-out there is nothing to reshuffle, and the game ends then (this "
        "edition's reading).",
    ),
)
