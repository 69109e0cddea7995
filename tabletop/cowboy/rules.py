"""Super Cowboy's rules in our own words; every event and every refusal points to one of these ids."""

from __future__ import annotations

from ..core import Rule
from .data import PLACING_ORDER

RULES: tuple[Rule, ...] = (
    Rule(
        "cowboy.setup",
        "Setting up",
        "Tiles drawn at random make the range: a 3 by 3 square of tiles for two players, 4 by 4 (16 "
        "tiles, this edition's) for three or four. A roaming steer stands on every steer-start mark. "
        "Each cowboy starts at the edge of the board on the middle line of their side, with 10 fences. "
        "The loudest cowboy goes first (here the first player listed), then play goes clockwise.",
    ),
    Rule(
        "cowboy.turn",
        "A turn",
        "Move your cowboy one line (or stay put), then take one action: put up a fence, chop wood, "
        "rope a roaming steer, try to rustle a rival's, fight an Indian, or walk one more line (this "
        "edition also lets you do nothing). Then, unless a herd of five has just won the game, draw an "
        "event card. A lost turn (jail, Fire Water, the Man with No Name) is skipped whole, card and "
        "all: this edition's reading.",
    ),
    Rule(
        "cowboy.move",
        "Moving",
        "Cowboys walk along the grid lines from corner to corner, one line at a time and never "
        "diagonally. They may cross fences, but never stop on a corner taken by another cowboy, the "
        "Bandit or a pilgrim, nor on one a single line away from the Bandit.",
    ),
    Rule(
        "cowboy.fence",
        "Building fences",
        "After moving you may put a fence on the line you just walked, unless one is there already.",
    ),
    Rule(
        "cowboy.fields",
        "Fields",
        "A patch of squares shut in on every side by fences, water and homestead edges is a field, of "
        "any size, owned by whoever put in the last fence; a fence that shuts two patches at once gives "
        "its builder both (this edition's reading). The board edge is no fence (this edition's reading): "
        "a patch against it needs fences built along the edge as well. Fencing off part of a rival's "
        "field steals it; if that makes two new fields, the thief picks which one to take and the rival "
        "keeps the other. Land comes with the steers in it, "
        "no roll needed: roaming steers shut in on open range are the builder's without roping, and the "
        "steers of a stolen part change hands with it.",
    ),
    Rule(
        "cowboy.wood",
        "Cutting wood",
        "Standing next to a tree, a cowboy may spend the action chopping it: three more fences (four "
        "with the Axe).",
    ),
    Rule(
        "cowboy.rope",
        "Roping",
        "A cowboy next to a roaming steer may rope it into an empty square of a field he owns. A square "
        "of a field never holds more than one steer.",
    ),
    Rule(
        "cowboy.one-steer",
        "One steer per square",
        "A square of a field never holds two steers. Steers wander or stampede all at once: one may "
        "step into a field square whose steer steps out, but stays where it was if that square keeps "
        "its steer or another steer heads there too. One thrown there by a twister, arriving there, or "
        "shut in beside another by a fence moves over to the nearest empty square of that field, or "
        "goes back to the box if the field is full.",
    ),
    Rule(
        "cowboy.rustle",
        "Rustling",
        "Next to a steer in a rival's field, with an empty square in a field of your own to put it in, "
        "roll the D8: 6 to 8 takes it into that square (a printed steer is covered by a Stolen Steer "
        "token and a spare roaming steer from the box goes to you instead, while the box holds one: once "
        "it is empty you gain nothing); 3 to 5 it gets away; 1 or 2 you are caught and pay the owner a "
        "steer, or three fences if you have no steer, or miss a turn in jail if you have neither a steer "
        "nor three fences. A roaming steer you pay goes into an empty square of the owner's fields, or "
        "back to the box if he has none; a printed one is covered, and the owner gets a spare steer for "
        "it only if he has an empty field square and the box still holds one.",
    ),
    Rule(
        "cowboy.fight",
        "Fighting Indians",
        "Next to an Indian, roll the D8: 5 to 8 (3 to 8 with the Six Shooter) drives it off the board; "
        "otherwise it escapes and moves at once as a MOOOOOVE moves Indians: one square in the "
        "direction the D8 gives, over fences and water, staying put rather than enter a homestead, "
        "leaving the range over its edge, thrown on by a twister it lands on, and raiding the steers "
        "where it lands (your own too).",
    ),
    Rule(
        "cowboy.events",
        "Events",
        "Every turn ends with an event card: a MOOOOOVE that sends tokens roaming, an item to keep (two "
        "at most), or a happening that takes effect at once; the cavalry chases off an Indian or the "
        "Bandit of the drawer's choice (this edition's reading). An empty deck is reshuffled. A lost turn "
        "(Fire Water, the Man with No Name, jail) is skipped whole in this edition: no move, no action "
        "and no event card. Lost turns add up: a player who has two to lose misses his next two turns.",
    ),
    Rule(
        "cowboy.moooove",
        "MOOOOOVE",
        "Each token rolls the D8 for a compass direction and moves one square: twisters first (two "
        "squares), then Indians, then steers. Steers stop at fences, water and homesteads; Indians "
        "cross fences and water but not homesteads.",
    ),
    Rule(
        "cowboy.raid",
        "Indian raids",
        "An Indian landing on steers eats them; a printed steer is covered as if rustled.",
    ),
    Rule(
        "cowboy.twister",
        "Twisters",
        "A twister tears out every fence it crosses, and a field it leaves incomplete loses its owner; "
        "two players' fields it joins are both incomplete, though still shut in together: nobody owns "
        "the patch until a fence splits it, while two fields of one owner it joins stay his as one field "
        "(this edition's reading). It throws any "
        "roaming steer or Indian in its square one square in a random direction, over fences too (a "
        "printed steer stays put). A roaming steer or Indian that walks into a twister's square is "
        "thrown too, and again each time it lands on one.",
    ),
    Rule(
        "cowboy.bandit",
        "The Bandit",
        "The Bandit stands on a corner of the grid; no cowboy may stand on his corner or in his "
        "sights, which this edition reads as one line away along his row or column (not the whole "
        "row and column). He never rides onto a corner that would put a cowboy in his sights either: "
        "such a move does not happen.",
    ),
    Rule(
        "cowboy.pilgrims",
        "Pilgrims",
        "A pilgrim arrives on its tile's centre corner and walks straight across the board, one corner "
        "per MOOOOOVE, waiting while someone stands in its way, until it leaves the board.",
    ),
    Rule(
        "cowboy.edge",
        "The edge of the range",
        "A token that leaves by the board's edge (a steer, Indian or pilgrim walking off, a steer or "
        "Indian thrown off by a twister, a twister blown off, the Bandit riding off) has wandered away "
        "for good: it is out of play and never arrives again.",
    ),
    Rule(
        "cowboy.placing",
        "Arrivals",
        "A new token arrives on a random edge tile (the D8's compass direction). A steer, Indian or "
        "twister goes on one of the tile's squares along the board edge (this edition's reading of the "
        "tile's edge squares); this edition ranks them by: "
        + ", then ".join(PLACING_ORDER)
        + ", each counting before the next, so an unfenced square outside the fields always comes "
        "first. The Bandit goes on the centre corner of a side's middle tile, or on the outside corner "
        "of a corner tile; a pilgrim on its tile's centre corner. If that corner is taken (or, for "
        "the Bandit, a cowboy would be in his sights), nothing arrives (this edition's reading). When "
        "none of its kind is left in the box, nothing arrives: once the box of roaming steers is empty, a "
        "Roamin' steer card brings none.",
    ),
    Rule(
        "cowboy.stampede",
        "Stampede",
        "Every roaming steer, in a field or not, moves one square at once, over fences and water.",
    ),
    Rule(
        "cowboy.items",
        "Items",
        "Items help their holder; a player holds two at most, and one who gets a third keeps the two he "
        "likes best of the three. The Lucky Lariat rolls a failed rustle again, once and by itself. Fire "
        "Water is held too, and its holder pours it for a rival on their own turn, before the action: "
        "that rival loses their next turn.",
    ),
    Rule(
        "cowboy.win",
        "Winning",
        "The first cowboy with five steers in his fields, of any kind, wins at once, on anyone's turn: "
        "herds are checked right after each action, before the event card, and again after it. If one "
        "event gives several players five, the first of them in turn order from the player on turn wins "
        "(this edition's reading).",
    ),
    Rule(
        "cowboy.round-limit",
        "When the range closes",
        "This edition ends a game that stalls after a set number of rounds: the biggest herd wins, "
        "then the most field squares, then the most fences; players tied on all three share the win.",
    ),
)
