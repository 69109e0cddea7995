"""Super Cowboy Rope Steer Adventure's components as data: the 18 designed tiles, the event deck,
the MOOOOOVE compass, and this edition's choices.

Nothing about the tiles is public, so every tile is this edition's design: a 4x4 grid of squares,
one character per square (see ``TERRAIN``). Water and homestead squares are never part of a field;
their edges count as fences, as the rulebook says of streams and homestead edges. The board edge
does not (``EDGE_IS_FENCE``, this edition's reading): a field against it needs fences built along it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from ..core import EditionChoice

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
TILE: Final = 4  # squares per tile side
BOARD_TILES: Final = {2: 3, 3: 4, 4: 4}  # tiles per board side by player count (16 for 3-4: this edition's)
FENCES_AT_START: Final = 10
WOOD: Final = 3  # fences for cutting wood
WOOD_WITH_AXE: Final = 4
STEERS_TO_WIN: Final = 5
MAX_ITEMS: Final = 2
ROAMING_STEERS: Final = 24  # tokens in the box: starts and arrivals draw from these
INDIANS: Final = 4
TWISTERS: Final = 2
BANDITS: Final = 1
PILGRIMS: Final = 2  # pilgrim tokens: the cards bring pilgrims the component list lacks (this edition's)
STOLEN_STEER_TOKENS: Final = 18


class Terrain(StrEnum):
    GRASS = "."
    TREE = "T"  # grass with a tree: cowboys next to it may cut wood
    WATER = "~"  # a stream: never in a field, its edges count as fences; steers stop at it
    HOMESTEAD = "H"  # never in a field, its edges count as fences; steers and Indians stop at it
    STEER_START = "S"  # grass where a roaming steer starts
    PRINTED_STEER = "P"  # grass with a steer printed on the map


#: The 18 tiles, top row first. Each has its centre intersection at (2, 2). On twelve of them the
#: printed steer sits against water or a homestead on two or three sides, so a pen round it is cheap.
TILES: Final[dict[str, tuple[str, str, str, str]]] = {
    "Open Range": ("....", ".SP.", "....", "..S."),
    "Lone Pine": ("TP..", "....", "..S.", "...."),
    "Creek Bend": ("~~~.", ".~P~", ".~S.", ".~~."),
    "Homestead": ("....", "HHH.", "PHH.", "...."),
    "Cottonwoods": ("T..T", "..S.", "~P..", "T~.."),
    "Mill Stream": ("..~.", "S.~.", ".P~.", ".~~T"),
    "Ranch House": ("TH..", ".PH.", "....", "...S"),
    "Dry Gulch": ("~~..", "~P.S", "~~..", ".~.."),
    "Buffalo Wallow": (".S..", "....", "..P.", ".S.."),
    "Pine Ridge": ("TT..", "TP..", "..S.", "...."),
    "Water Hole": ("....", "P~~.", "~~~.", "S..T"),
    "Chuck Wagon": ("..S.", ".HP.", "..H.", "T..."),
    "Long Grass": ("....", "S...", ".P..", "..S."),
    "Fork in the Creek": ("~P..", ".~..", "..~~", "..~S"),
    "Old Oak": ("....", ".TH.", ".HP.", "S..."),
    "Settlers' Cabin": ("S...", "..HH", "..PH", "T..."),
    "Cattle Trail": ("..S.", ".P..", "S...", "..T."),
    "Willow Creek": ("T..~", "~~~~", "P~..", "S~.."),
}


class Direction(StrEnum):
    """The MOOOOOVE compass: a D8 roll of 1-8 names a direction."""

    N = "N"
    NE = "NE"
    E = "E"
    SE = "SE"
    S = "S"
    SW = "SW"
    W = "W"
    NW = "NW"


COMPASS: Final = tuple(Direction)  # roll 1 is N, 2 NE, ... 8 NW: the compass card is lost (this edition's)
STEP: Final[dict[Direction, tuple[int, int]]] = {  # (column change, row change); rows grow southwards
    Direction.N: (0, -1),
    Direction.NE: (1, -1),
    Direction.E: (1, 0),
    Direction.SE: (1, 1),
    Direction.S: (0, 1),
    Direction.SW: (-1, 1),
    Direction.W: (-1, 0),
    Direction.NW: (-1, -1),
}


class Event(StrEnum):
    """Every kind of event card; ``DECK`` says how many of each."""

    MOOVE_STEERS = "MOOOOOVE! Roaming steers"
    MOOVE_INDIANS = "MOOOOOVE! Indians"
    MOOVE_TWISTERS = "MOOOOOVE! Twisters"
    MOOVE_BANDIT = "MOOOOOVE! The Bandit"
    MOOVE_PILGRIMS = "MOOOOOVE! Pilgrims"
    MOOVE_ALL = "MOOOOOVE! Everything"
    ROAMING_STEER = "Roamin' steer roams on by"
    TWISTER = "Twister!"
    INDIAN_RAID = "Indian raid!"
    CAVALRY = "United States Cavalry"
    NO_NAME = "The Man with No Name"
    STAMPEDE = "Stampede!"
    BANDIT = "Bandit!"
    PILGRIMS = "Pilgrims"
    SIX_SHOOTER = "Six Shooter"
    LARIAT = "Lucky Low's Legendary Lucky Lariat"
    AXE = "Angry Abe's Amazingly Awesome Axe"
    BILLS = "Big Ol' Bag o' Bills"
    BRANDER = "Big Bob's Butt Brander"
    FIRE_WATER = "Fire Water"


#: The rulebook's 54 cards: its 36 named cards with their counts, and its 18 MOOOOOVE cards split by
#: which tokens they move (the rulebook's MOOOOOVE cards do not say; this split is this edition's).
DECK: Final[dict[Event, int]] = {
    Event.MOOVE_STEERS: 6,
    Event.MOOVE_INDIANS: 3,
    Event.MOOVE_TWISTERS: 3,
    Event.MOOVE_BANDIT: 2,
    Event.MOOVE_PILGRIMS: 2,
    Event.MOOVE_ALL: 2,
    Event.ROAMING_STEER: 9,
    Event.TWISTER: 3,
    Event.INDIAN_RAID: 5,
    Event.CAVALRY: 2,
    Event.NO_NAME: 1,
    Event.STAMPEDE: 4,
    Event.BANDIT: 1,
    Event.PILGRIMS: 2,
    Event.SIX_SHOOTER: 2,
    Event.LARIAT: 2,
    Event.AXE: 1,
    Event.BILLS: 2,
    Event.BRANDER: 1,
    Event.FIRE_WATER: 1,
}
ITEMS: Final = frozenset(
    {Event.SIX_SHOOTER, Event.LARIAT, Event.AXE, Event.BILLS, Event.BRANDER, Event.FIRE_WATER}
)
PLAYED_ON_OPPONENT: Final = frozenset({Event.NO_NAME})  # happenings played on a rival at once

#: This edition's readings, each listed in ``EDITION_CHOICES``.
STREAM_SQUARES: Final = "streams are water squares; like homesteads they are never in a field"
FIRST_SEAT: Final = 0  # who starts: the rulebook's loudest 'YEEEEEEHAAA!', here the first seat listed
DO_NOTHING: Final[bool] = True  # a turn may end with no action ('Do nothing'): this edition's reading

#: MOOOOOVE readings: where the rulebook is silent, this edition's choice (see ``moooove.py``).
DIAGONAL_STEP: Final = (
    "a token stepping diagonally goes round the corner: it may go if either way round (across one "
    "side of its square, then the other) is open to it and the square it ends in is one it may enter"
)
TWISTER_CORNER: Final = (
    "a twister stepping diagonally tears every fence on the lines meeting at the corner it crosses"
)
TWISTER_LANDS: Final = (
    "a twister throws the tokens in the square where its two steps end, not those it passes"
)
THROWN: Final = "a thrown token ignores fences, water and homesteads alike: it lands where the twister points"
THROWS_MAX: Final = 8  # a token keeps being thrown while it lands on twisters, at most this many times
RAIDS: Final = "only an Indian's landing raids: a steer that walks into an Indian's square is not eaten"
RAID_THEN_THROW: Final = "an Indian landing on a twister's square with steers raids first, then is thrown"
ONE_STEER_PER_SQUARE: Final = (
    "steers walking or stampeding step at once: one may step into a field square whose steer steps out, "
    "but stays where it was if that square keeps its steer; one thrown, placed or fenced in beside "
    "another moves over to the nearest free square of that field, or back to the box if the field has none"
)
#: Steers stepping at once towards the same free square of a field: "none" of them goes in (this
#: edition's choice, needing no order among them); "north-west", the one from the square first in
#: reading order goes in.
CONTESTED_SQUARE: Final[str] = "none"
BANDIT_DIAGONAL: Final[bool] = False  # he moves like a cowboy, never diagonally (this edition's choice)
#: How many lines along his row or column the Bandit's gun reaches: the rulebook keeps cowboys off
#: corners "connected directly" to him, read here as one line away (this edition's reading); None
#: would be his whole row and column.
BANDIT_REACH: Final[int | None] = 1
BANDIT_SIGHTS: Final = (
    "the Bandit never moves onto a corner that would put a cowboy in his sights: that move does not "
    "happen, so no cowboy is ever in his sights"
)
#: A Bandit! or Pilgrims card whose corner is taken (someone stands there, or, for the Bandit, a
#: cowboy would be in his sights): "nothing" arrives and the card is spent (this edition's choice);
#: "nearest", the token takes the nearest free corner of its tile instead.
BLOCKED_ARRIVAL: Final[str] = "nothing"
EDGE_TILE_SECOND_ROLL: Final = (
    "a second D8 picks between a side's two middle tiles on a 4x4 board (or a corner tile's two edges for "
    "a pilgrim): odd the first met going clockwise round the board, even the second"
)
#: A placed steer's, Indian's or twister's arrival squares, the rulebook's "edge square of the tile":
#: the tile's squares along the "board edge" (this edition's reading, as the cards bring tokens in on
#: a random board edge), or any of the 12 squares round the tile's "rim".
ARRIVAL_SQUARES: Final[str] = "board edge"
#: Where a placed steer, Indian or twister goes among its arrival squares: the rulebook
#: wants an unfenced square whenever there is one; this edition ranks the squares by these
#: preferences, each one counting before the next (so any unfenced square outside the fields comes
#: before a fenced one or a field square), and keeps the best.
PLACING_ORDER: Final = (
    "outside every owned field",
    "no fence on any side",
    "ground the token may walk into",
    "grass",
)
PLACING_SQUARE: Final = (
    "a placed steer, Indian or twister goes on the best of its tile's arrival squares, ranked by "
    + ", then ".join(f"({rank}) {preference}" for rank, preference in enumerate(PLACING_ORDER, 1))
    + ", each preference counting before the next; a D8 counts clockwise (wrapping) along the best "
    "squares, no roll if only one"
)
PLACED_LANDS: Final = (
    "a placed token lands where it is put: a placed Indian raids, a placed twister throws, and a steer "
    "or Indian placed on a twister is thrown"
)
PILGRIM_ENTRY: Final = (
    "a pilgrim is placed on its tile's centre corner, as the card says, and walks straight across the "
    "board away from the board edge its tile lies on"
)
PILGRIM_STEP: Final = 1  # corners a pilgrim walks per MOOOOOVE (this edition's choice)
#: Why a token leaves the board, for each way but the edge: it goes back to the box and may arrive
#: again (this edition's choice; the rulebook puts only a token off the edge out of play).
BACK_TO_BOX: Final = frozenset({"eaten", "beaten", "chased", "crowded", "paid"})

#: Who picks the Indian or the Bandit a cavalry card removes, when there is more than one to pick
#: from: the "drawer" of the card (this edition's reading); "dice", a D8 counting along them.
CAVALRY_CHOOSER: Final[str] = "drawer"

#: Readings of the turn and of the cards.
MOOOOOVE_SPLIT: Final = (
    "the 18 MOOOOOVE cards: roaming steers x6, Indians x3, twisters x3, the Bandit x2, pilgrims x2, "
    "everything x2 (in the rulebook's order)"
)
FIRST_MOVE: Final = "the move is optional ('Stay put'); a fence can only follow a move"
LOST_TURN_DRAWS: Final[bool] = False  # a lost turn draws no event card: it is skipped whole (this edition's)
FIELD_MARKERS: Final[int | None] = None  # markers a player has: None, as many as needed (this edition's)

#: Readings of what closes and owns a field (see ``fields.py``).
#: Whether the board edge closes a field as a fence does: False, this edition's reading, so a field against
#: the edge needs fences along it; True, the other reading, under which the edge shuts in the range itself,
#: so of the parts a fence cuts from land nobody owns, the biggest stays open range.
EDGE_IS_FENCE: Final[bool] = False
#: A fence shutting in two or more fields at once on land nobody owns: "both", its builder owns every one
#: (he put in the last fence of each: this edition's reading); "choose", he takes one of his choice and the
#: others stay nobody's, as when he cuts a rival's field in two.
TWO_FIELDS_AT_ONCE: Final[str] = "both"
TORN_BETWEEN_FIELDS: Final = (
    "a twister tearing out the fence between two players' fields leaves both incomplete: the joined patch, "
    "though still shut in, belongs to nobody until a fence splits it, and that fence's builder takes the "
    "parts as on open range; a torn fence between two fields of the same owner leaves them his, joined "
    "into one field"
)
ROUND_LIMIT: Final = 60  # rounds before the range closes: the biggest herd wins
#: What the round limit compares, in order (this edition's): steers in fields, then the squares of
#: one's fields (land to keep steers on), then fences in hand.
ROUND_LIMIT_ORDER: Final = ("steers", "field squares", "fences")
TIE_SHARED: Final = "players still tied on herd, field squares and fences at the round limit share the win"
JAIL_SHORT: Final = (
    "a caught rustler with no steer and fewer than 3 fences pays nothing and goes to jail, keeping his fences"
)
ROPE_FROM: Final = "only roaming steers outside every owned field can be roped; the rest can only be rustled"
RUSTLE_INTO: Final = "a rustle names the free square of your field the steer will go to, so you need one"
FIRE_WATER_WHEN: Final = (
    "Fire Water is held like any item; its holder pours it for a rival on their own turn, before or "
    "after the move and before the action, and it costs neither"
)
LARIAT_AUTO: Final = "the Lucky Lariat rerolls a failed rustle once, by itself"
BILLS_AUTO: Final = "the Bag o' Bills is spent by itself when its holder is caught"
PAYMENT: Final = (
    "a caught rustler pays with the first steer of his fields in reading order (a printed one is covered "
    "by a Stolen Steer token and a spare steer from the box is paid, if the box still holds one: if not, "
    "the victim gets nothing); the steer goes to the victim's first free field square, or back to the box "
    "if the victim has none"
)
WIN_TIES: Final = (
    "if an event gives several players five steers at once, the player on turn wins, then the next"
)
SPARE_STEERS: Final = (
    "a spare steer comes from the box of 24; when none is left (on the range or out of play), none comes: "
    "a printed steer rustled, or paid by a caught rustler, is still covered but brings its taker nothing, "
    "and a Roamin' steer card brings no steer"
)
START_LINE: Final = (
    "a cowboy starts where his side's middle tile's centre line meets the board edge; a 4x4 board's "
    "sides have no middle tile, so there it is the board's own centre line"
)
SIDES_BY_PLAYERS: Final = (
    "2 players start on the south and north sides; 3 on south, west and east; 4 on all four"
)

EDITION_CHOICES: Final[tuple[EditionChoice, ...]] = (
    EditionChoice(
        "FIRST_SEAT",
        "the first player listed starts (at a real table: whoever shouts the loudest 'YEEEEEEHAAA!'); "
        "turns then go clockwise round the board, from the south side to the west, north and east",
        "The engine cannot hear a shout; list the loudest cowboy first.",
    ),
    EditionChoice("START_LINE", START_LINE, "The rulebook's start rule assumes a middle tile."),
    EditionChoice("SPARE_STEERS", SPARE_STEERS, "The box holds 24 roaming steers."),
    EditionChoice(
        "TILES",
        "18 tiles of 4x4 squares designed for this edition (see the lesson), each with one printed steer, "
        "on most tiles in a bend of a creek or by a homestead, so a pen round it needs one or two fences",
        "Tiles are not described; the box's 18 Stolen Steer tokens suggest about one printed steer a tile, "
        "and with cheap pens most games between the house bots end with a herd of five (see the lesson).",
    ),
    EditionChoice(
        "BOARD_TILES",
        "a 4x4 board of 16 tiles for three or four players (9 tiles, 3x3, for two)",
        "The rulebook says to draw twelve tiles for a 4x4 grid, which twelve cannot fill.",
    ),
    EditionChoice("STREAM_SQUARES", STREAM_SQUARES, "Streams close fields like fences."),
    EditionChoice(
        "FIELD_MARKERS",
        "a player has as many field markers as their fields need"
        if FIELD_MARKERS is None
        else f"a player has {FIELD_MARKERS} field markers; no fence may close a field beyond them",
        "The components list 4 sets of field tokens, one per colour, but not how many a set holds.",
    ),
    EditionChoice(
        "EDGE_IS_FENCE",
        (
            "the board edge is no fence: this edition reads the rulebook's field sides as fences, streams "
            "and homestead edges only, so a field against the edge needs fences along it (a one-square "
            "field in a corner costs four, like one in the middle)"
            if not EDGE_IS_FENCE
            else "the board edge closes a field like a fence; the range itself is then shut in by the edge, "
            "so of the parts a fence cuts from land nobody owns, the biggest stays open range"
        ),
        "The rulebook names fences, streams and homestead edges as what closes a field, and lets fences "
        "go 'including along the edges', which no field would need if the edge closed it; but it never "
        "says outright that the edge does not count.",
    ),
    EditionChoice(
        "TWO_FIELDS_AT_ONCE",
        (
            "a fence that shuts in two fields at once on land nobody owns gives its builder both: he put in "
            "the last fence of each"
            if TWO_FIELDS_AT_ONCE == "both"
            else "a fence that shuts in two fields at once on land nobody owns gives its builder the one he "
            "chooses; the other stays nobody's"
        ),
        "The rulebook lets a builder choose one field when a fence 'creates more than one new field', in "
        "its paragraph on stealing; this edition reads that choice as a steal's only, since whoever puts "
        "in a field's last fence owns it.",
    ),
    EditionChoice(
        "TORN_BETWEEN_FIELDS",
        TORN_BETWEEN_FIELDS,
        "The rulebook takes the owner's marker off a field a twister makes 'incomplete' and leaves it 'up "
        "for grabs' to whoever rebuilds the fence; it does not say whether two fields joined by a torn "
        "fence, still shut in together, are incomplete.",
    ),
    EditionChoice(
        "COMPASS",
        "the MOOOOOVE compass reads the D8 as "
        + ", ".join(f"{face} {direction}" for face, direction in enumerate(COMPASS, 1)),
        "The compass card's picture is lost; this runs clockwise from north.",
    ),
    EditionChoice("MOOOOOVE_SPLIT", MOOOOOVE_SPLIT, "The MOOOOOVE cards do not say which tokens move."),
    EditionChoice("FIRST_MOVE", FIRST_MOVE, "The rulebook says a cowboy may move."),
    EditionChoice(
        "DO_NOTHING",
        "a player may end the turn with no action ('Do nothing')",
        "The rulebook lists six actions after the move but never says one must be taken.",
    ),
    EditionChoice(
        "LOST_TURN_DRAWS",
        (
            "a lost turn (Fire Water, the Man with No Name, jail) is skipped whole: no move, no action "
            "and no event card"
            if not LOST_TURN_DRAWS
            else "a lost turn has no move and no action, but its player still draws an event card"
        )
        + "; lost turns add up, so a jailed player given Fire Water loses his next two turns",
        "The rulebook ends every player's turn with an events phase but does not say whether a lost "
        "turn has one, nor what a second lost turn does to a player who already has one to lose; losing "
        "the whole turn, and each turn lost, is the plain reading.",
    ),
    EditionChoice(
        "ROUND_LIMIT, ROUND_LIMIT_ORDER",
        f"after {ROUND_LIMIT} rounds the range closes: the most {ROUND_LIMIT_ORDER[0]} in fields wins; "
        f"ties go to the most {ROUND_LIMIT_ORDER[1]}, then the most {ROUND_LIMIT_ORDER[2]} in hand",
        "So every game ends. Field squares, not the number of fields: room to keep steers is what a "
        "herd grows into, and one big field is worth more than two small ones.",
    ),
    EditionChoice("TIE_SHARED", TIE_SHARED, "The round limit is this edition's; so is its tie-break."),
    EditionChoice(
        "JAIL_SHORT", JAIL_SHORT, "The rulebook asks for 3 fences; it does not say what 1 or 2 fences do."
    ),
    EditionChoice("ROPE_FROM", ROPE_FROM, "Roping is of roaming steers; taking a roped one is rustling."),
    EditionChoice("RUSTLE_INTO", RUSTLE_INTO, "A rustled steer goes into one of your fields."),
    EditionChoice(
        "FIRE_WATER_WHEN",
        FIRE_WATER_WHEN,
        "The rulebook lists Fire Water as an item to play on an opponent, but not when.",
    ),
    EditionChoice(
        "CAVALRY_CHOOSER",
        (
            "the player who draws the cavalry chooses which Indian, or the Bandit, it chases away"
            if CAVALRY_CHOOSER == "drawer"
            else "a D8 picks the Indian or the Bandit the cavalry chases away, counting along the Indians "
            "in reading order, then the Bandit"
        ),
        "The card says only 'Remove a single Indian or Bandit Token', not who picks which; the one "
        "other happening with a target, the Man with No Name, is played by its drawer on a rival.",
    ),
    EditionChoice("LARIAT_AUTO, BILLS_AUTO", f"{LARIAT_AUTO}; {BILLS_AUTO}", "One decision fewer each."),
    EditionChoice("PAYMENT", PAYMENT, "The rulebook does not say which steer is paid, nor where it goes."),
    EditionChoice("WIN_TIES", WIN_TIES, "The rulebook names the first to five only."),
    EditionChoice("SIDES_BY_PLAYERS", SIDES_BY_PLAYERS, "Each player starts on their own side."),
    EditionChoice(
        "DIAGONAL_STEP", DIAGONAL_STEP, "Tokens move diagonally; the rulebook says nothing of corners."
    ),
    EditionChoice(
        "TWISTER_CORNER, TWISTER_LANDS",
        f"{TWISTER_CORNER}; {TWISTER_LANDS}",
        "The rulebook says twisters tear fences they pass.",
    ),
    EditionChoice(
        "THROWN, THROWS_MAX",
        f"{THROWN}; at most {THROWS_MAX} throws in a row",
        "Throws ignore movement rules.",
    ),
    EditionChoice(
        "RAIDS, RAID_THEN_THROW", f"{RAIDS}; {RAID_THEN_THROW}", "Raids happen when an Indian lands."
    ),
    EditionChoice(
        "ONE_STEER_PER_SQUARE, CONTESTED_SQUARE",
        f"{ONE_STEER_PER_SQUARE}; when several head for the same free field square, "
        + ("none of them goes in" if CONTESTED_SQUARE == "none" else "the one from the north-west goes in"),
        "The rulebook allows one steer per field square and moves steers at once, but does not say what "
        "becomes of a second one.",
    ),
    EditionChoice(
        "BACK_TO_BOX",
        "a token that leaves the board by its edge is out of play for good; an eaten steer, a beaten or "
        "chased Indian, a chased Bandit, and a steer with no room in a field (fenced in beside another, "
        "or paid to a rival with no free square) go back to the box and may arrive again",
        "The rulebook says a token off the edge is removed from play; of the others it only says remove.",
    ),
    EditionChoice(
        "BANDIT_DIAGONAL",
        "the Bandit moves like a cowboy: a diagonal roll leaves him where he is, and so does a cowboy or "
        "pilgrim on the corner he would ride to",
        "The rulebook rolls the compass for him but says he moves like a cowboy, who never goes "
        "diagonally; no two stand on one corner.",
    ),
    EditionChoice(
        "BANDIT_REACH, BANDIT_SIGHTS",
        (
            "a corner one line from the Bandit is in his sights: this edition reads 'connects directly' "
            "as one line away, not his whole row and column"
            if BANDIT_REACH == 1
            else "a corner anywhere on the Bandit's row or column is in his sights"
            if BANDIT_REACH is None
            else f"a corner up to {BANDIT_REACH} lines along a line from the Bandit is in his sights"
        )
        + f"; {BANDIT_SIGHTS}",
        "The rulebook keeps cowboys off any corner joined directly to the Bandit by a line, which could "
        "also mean his whole row and column; it does not say what happens when he comes to them.",
    ),
    EditionChoice(
        "BLOCKED_ARRIVAL",
        (
            "a Bandit! or Pilgrims card whose corner is taken (a cowboy, the Bandit or a pilgrim stands "
            "there, or a cowboy would be in the Bandit's sights) brings nothing: the card is spent"
            if BLOCKED_ARRIVAL == "nothing"
            else "a Bandit or pilgrim whose corner is taken arrives on the nearest free corner of its tile"
        ),
        "The cards name one corner and do not say what happens when it is taken; no two may stand on "
        "one corner, and no cowboy may be in the Bandit's sights.",
    ),
    EditionChoice(
        "ARRIVAL_SQUARES",
        (
            "a placed steer, Indian or twister goes on one of its tile's squares along the board's edge "
            "(4 on a side's middle tile, 7 on a corner tile)"
            if ARRIVAL_SQUARES == "board edge"
            else "a placed steer, Indian or twister goes on one of the 12 squares round its tile's rim"
        ),
        "The D8 names a tile, and the rulebook lets the token go on any 'edge square of the tile'. This "
        "edition reads that as the tile's squares on the board's edge, since the cards bring tokens in "
        "on 'a random board edge' and the D8 only ever names a tile on it; the words could also mean "
        "any square round the tile's rim, up to three squares in from the board's edge.",
    ),
    EditionChoice(
        "EDGE_TILE_SECOND_ROLL, PLACING_ORDER, PLACING_SQUARE, PLACED_LANDS",
        f"{EDGE_TILE_SECOND_ROLL}; {PLACING_SQUARE}; {PLACED_LANDS}",
        "The rulebook wants an unfenced square whenever there is one; it does not say what counts as "
        "fenced (a fence on a side, or a field), nor how to pick among several, so the order covers "
        "both readings.",
    ),
    EditionChoice(
        "PILGRIMS, PILGRIM_ENTRY, PILGRIM_STEP",
        f"{PILGRIMS} pilgrim tokens; {PILGRIM_ENTRY}, {PILGRIM_STEP} corner per MOOOOOVE, waiting while a "
        "cowboy, the Bandit or another pilgrim stands on the next corner",
        "Pilgrims appear on cards but not among the components; the rulebook says only that they move "
        "like cowboys, straight across the board.",
    ),
    EditionChoice(
        "INDIANS, TWISTERS, BANDITS",
        f"a card bringing an Indian, a twister, the Bandit or a pilgrim when none of its kind is left in "
        f"the box ({INDIANS}, {TWISTERS}, {BANDITS} and {PILGRIMS} in all) does nothing",
        "The rulebook counts the tokens but does not say what a card does when they have run out.",
    ),
)
