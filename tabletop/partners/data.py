"""Partners' components as data: seats and colours, the track, the deck, and this edition's choices.

The rulebook's pictures are missing, so the deck mix and some readings of the text are this
edition's; each is a named constant here and listed in ``EDITION_CHOICES``, which the notebook
shows under "Table rules this edition uses".
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from ..core import EditionChoice

PLAYERS: Final = 4
PIECES: Final = 4  # pieces per player
HAND_SIZE: Final = 4
DEALS_PER_DEALER: Final = 3

#: Seats in clockwise order; partners sit opposite, so seats 0 & 2 and 1 & 3 are the teams.
COLOURS: Final = ("Yellow", "Red", "Blue", "Green")
TEAMS: Final = ((0, 2), (1, 3))
TEAM_NAMES: Final = ("Yellow & Blue", "Red & Green")

# The track: every colour owns a start field followed by 14 numbered fields, 60 fields in a loop,
# numbered clockwise from Yellow's start. Colour c's start field is c * SECTION.
NUMBERED: Final = 14
SECTION: Final = NUMBERED + 1
TRACK: Final = PLAYERS * SECTION  # 60
HOUSE_SIZE: Final = 4
#: Positions are ints: 0-59 on the track, HOUSE + 0..3 in the piece's own house, CIRCLE off the board.
HOUSE: Final = 60
CIRCLE: Final = -1
#: Numbered fields a piece passes between leaving its start and reaching its house (4 x 14).
LAP: Final = PLAYERS * NUMBERED  # 56


class Kind(StrEnum):
    """The kinds of card; copies of one kind are interchangeable, so a hand is a list of kinds."""

    START = "Start"
    START_8 = "Start/8"
    START_13 = "Start/13"
    ONE_14 = "1/14"
    MINUS_4 = "-4"
    SEVEN = "7"
    SWITCH = "Switch"
    TWO = "2"
    THREE = "3"
    FIVE = "5"
    SIX = "6"
    NINE = "9"
    TEN = "10"
    ELEVEN = "11"
    TWELVE = "12"


#: How many steps forward each card may move one piece (the 7 is split; -4 goes backwards).
STEPS: Final[dict[Kind, tuple[int, ...]]] = {
    Kind.START: (),
    Kind.START_8: (8,),
    Kind.START_13: (13,),
    Kind.ONE_14: (1, 14),
    Kind.MINUS_4: (),
    Kind.SEVEN: (),
    Kind.SWITCH: (),
    Kind.TWO: (2,),
    Kind.THREE: (3,),
    Kind.FIVE: (5,),
    Kind.SIX: (6,),
    Kind.NINE: (9,),
    Kind.TEN: (10,),
    Kind.ELEVEN: (11,),
    Kind.TWELVE: (12,),
}
STARTS: Final = frozenset({Kind.START, Kind.START_8, Kind.START_13})
BACKWARD: Final = 4
SPLIT: Final = 7

#: This edition's 52-card deck: 4 of every special card (28) and 3 of every plain number (24).
DECK_MIX: Final[dict[Kind, int]] = {
    Kind.START: 4,
    Kind.START_8: 4,
    Kind.START_13: 4,
    Kind.ONE_14: 4,
    Kind.MINUS_4: 4,
    Kind.SEVEN: 4,
    Kind.SWITCH: 4,
    Kind.TWO: 3,
    Kind.THREE: 3,
    Kind.FIVE: 3,
    Kind.SIX: 3,
    Kind.NINE: 3,
    Kind.TEN: 3,
    Kind.ELEVEN: 3,
    Kind.TWELVE: 3,
}
DECK: Final = tuple(kind for kind, count in DECK_MIX.items() for _ in range(count))

# Readings of the text this edition plays with (each is shown to the learner).
START_FIELDS_SKIPPED: Final = (
    "start fields are not counted as steps: a moving piece passes over them and never stops on one"
)
HOUSE_ENTRY: Final = (
    "a piece enters its house from its own start field once it has left that field, by going round, "
    "by backing off with a -4 or by being switched away; a piece just brought out cannot turn in from "
    "there. When it may enter, the player chooses house or track"
)
#: This edition's reading of a count too long for the house (the text is silent); the refusal says it.
HOUSE_EXACT: Final = "a piece goes into its house, and further in, only with the exact count"
#: This edition's reading of house fields (the text forbids only passing); the refusal says it.
HOUSE_ONE_EACH: Final = "pieces in a house never share a field"
#: This edition's reading of Switch and house entry (the text ties neither to the other).
SWITCH_LEAVES_START: Final = (
    "a Switch counts as leaving the start field: a piece just brought out that is switched away may "
    "turn in when it next reaches its start field, and a piece switched onto its own start field is "
    "not just brought out, so it may turn in from there at once"
)
BLOCK_BOTH_WAYS: Final = "a blocked start field stops pieces of every other colour, forwards and backwards"
#: This edition's reading of the text's "no other player" at a blocked start field (the text is silent
#: on a player moving the partner's pieces): the colour of the piece decides, not who moves it.
BLOCK_BY_COLOUR: Final = (
    "a start field blocks by the colour of the moving piece, not by who moves it, so a player helping a "
    "partner takes the partner's pieces past the partner's own start field, and into its house, as the "
    "partner could"
)
THIRD_PIECE: Final = "a field holds at most two pieces of one colour: a third may not land there"
PARTNER_CAPTURE: Final = (
    "landing on a partner's single piece sends it back too, as the text says of all three others"
)
LANDING_ONLY: Final = (
    "only the field a piece lands on matters: pieces passed over are safe, even from a split 7, "
    "whose every piece moves once (SEVEN_ONE_PART_EACH), and a pair stops no piece passing it"
)
SWITCH_DIFFERENT: Final = (
    "the two pieces switched are of different colours: two of one colour never trade places"
)
SWITCHED_ONTO_START: Final = (
    "a piece switched onto another colour's start field does not block there; that colour's Start "
    "card captures it like any single piece"
)
#: This edition's reading of the split 7 (the text says only that the 7 may be divided).
SEVEN_IN_FULL: Final = (
    "all seven steps of a 7 must be used; a 7 whose seven steps cannot all be used cannot be played, "
    "and a part of the split that would leave steps nobody can use is refused, unless that part wins "
    "the game (SEVEN_WINS)"
)
#: This edition's reading of how the 7 is divided (the text divides it between pieces).
SEVEN_ONE_PART_EACH: Final = (
    "each piece takes at most one part of a split 7, so it moves once; where its part ends, it lands "
    "and may capture, and the pieces it passed are safe"
)
#: This edition's reading of a 7 that wins with steps to spare (the text is silent).
SEVEN_WINS: Final = (
    "a part of a split 7 that brings the team's eighth piece home wins at once; the steps left are not needed"
)
SEVEN_CONTINUES: Final = "a split 7 that brings a player's last piece home goes on with the partner's pieces"
FIRST_DEALER: Final = 3  # the last seat deals first, so the first player named plays first
LEADS: Final = "after every deal the player left of the dealer plays first"
FOLDED_FACE_DOWN: Final = "a hand given up goes face down onto the used pile"
MUST_PLAY: Final = (
    "a player must play a card they can use, and lays the whole hand down only when none of its "
    "cards can be used"
)

EDITION_CHOICES: Final[tuple[EditionChoice, ...]] = (
    EditionChoice(
        "DECK_MIX",
        "Start, Start/8, Start/13, 1/14, -4, 7 (split) and Switch x4 each; 2, 3, 5, 6, 9, 10, 11 "
        "and 12 x3 each",
        "The text implies 52 cards (three deals of 16 leave 4) but does not list them.",
    ),
    EditionChoice(
        "COLOURS, TEAMS",
        "seats clockwise Yellow, Red, Blue, Green; Yellow & Blue against Red & Green",
        "The text pairs the colours sitting opposite; the board picture is missing.",
    ),
    EditionChoice(
        "NUMBERED, TRACK",
        "each colour: a start field and 14 numbered fields, 60 in a loop; houses of 4",
        "Board picture missing; this is the published layout.",
    ),
    EditionChoice("START_FIELDS_SKIPPED", START_FIELDS_SKIPPED, "Tournament rulings; the text is silent."),
    EditionChoice("HOUSE_ENTRY", HOUSE_ENTRY, "The text says only that a piece goes round to its house."),
    EditionChoice(
        "HOUSE_EXACT",
        HOUSE_EXACT,
        "The text says only that pieces in the house cannot pass each other, and that it takes cards to "
        "bring them all the way in; it never says what a count that would run past the house's last "
        "field does. Such a count cannot go in (the piece may still run on along the track, "
        "HOUSE_ENTRY). No option: another reading (stopping short, bouncing back) would need rules "
        "the text does not give.",
    ),
    EditionChoice(
        "HOUSE_ONE_EACH",
        HOUSE_ONE_EACH,
        "The text forbids only passing inside the house. With four fields for four pieces, one piece "
        "a field is the reading under which bringing every piece all the way in takes cards, as the "
        "text says it does.",
    ),
    EditionChoice(
        "SWITCH_LEAVES_START",
        SWITCH_LEAVES_START,
        "The text does not link Switch and the house. A switched piece has left its start field, "
        "as a piece backed off with a -4 has; only a piece brought out and not moved since cannot turn "
        "in from its start field.",
    ),
    EditionChoice("BLOCK_BOTH_WAYS", BLOCK_BOTH_WAYS, "The text says no other player may pass."),
    EditionChoice(
        "BLOCK_BY_COLOUR",
        BLOCK_BY_COLOUR,
        "The text stops every other player at your start field, your partner too. Once a player's pieces "
        "are all home, that player moves the partner's pieces; read word for word, the helper could not "
        "take them past their own start field. This edition lets helping move them exactly as their owner "
        "would, so the block stops pieces of the other colours only.",
    ),
    EditionChoice(
        "THIRD_PIECE", THIRD_PIECE, "The text speaks of one or two pieces on a field, never three."
    ),
    EditionChoice("PARTNER_CAPTURE", PARTNER_CAPTURE, "Read literally from the text."),
    EditionChoice(
        "LANDING_ONLY",
        LANDING_ONLY,
        "The text speaks only of landing, never of pieces passed over; it calls a pair protected, not a "
        "barrier, so unlike the blockades of Pachisi or Ludo a pair only keeps itself safe.",
    ),
    EditionChoice(
        "SWITCH_DIFFERENT",
        SWITCH_DIFFERENT,
        "The text says any two pieces. Two of one colour would change only which of them has just come "
        "out, and that is worth a whole lap: a piece just brought out, traded with another of its colour, "
        "puts that one on the start field free to turn in at once (SWITCH_LEAVES_START) and itself takes "
        "the other's place. Reading two different colours keeps Switch a trade of places.",
    ),
    EditionChoice("SWITCHED_ONTO_START", SWITCHED_ONTO_START, "Only a colour's own pieces block its start."),
    EditionChoice(
        "SEVEN_IN_FULL",
        SEVEN_IN_FULL,
        "The text lets the 7 be divided (its example: 2 and 5) but does not say whether steps may be "
        "left over; read like every number card, which moves exactly its value.",
    ),
    EditionChoice(
        "SEVEN_ONE_PART_EACH",
        SEVEN_ONE_PART_EACH,
        "The text divides the 7 between pieces (2 with one, 5 with another). Moving one piece twice "
        "would let it stop on the way to capture and run on, so passed pieces would not be safe.",
    ),
    EditionChoice(
        "SEVEN_WINS",
        SEVEN_WINS,
        "The game ends when a team's pieces are all home; no piece is left to take the other steps.",
    ),
    EditionChoice(
        "SEVEN_CONTINUES", SEVEN_CONTINUES, "The text says a finished player's plays help the partner."
    ),
    EditionChoice(
        "FIRST_DEALER, LEADS",
        "the last seat deals first; " + LEADS,
        "The text names who starts the game only.",
    ),
    EditionChoice("FOLDED_FACE_DOWN", FOLDED_FACE_DOWN, "The text says the cards are put down, not shown."),
    EditionChoice(
        "MUST_PLAY",
        MUST_PLAY,
        "The translation lays the hand down when you 'can not use some of your cards'; its second "
        "telling, where the remaining cards go down, reads as none of them being usable.",
    ),
)
