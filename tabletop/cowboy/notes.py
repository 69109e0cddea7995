"""How a moving token's doings are told: a :class:`Note` is the engine's own Event, so the notes go
into the game's log as they are, each citing the rule that made it happen; here too are the rules'
ids and the names of the tokens the notes use."""

from __future__ import annotations

from typing import Final

from ..core import Event

MOOOOOVE: Final = "cowboy.moooove"
TWISTER: Final = "cowboy.twister"
RAID: Final = "cowboy.raid"
EDGE: Final = "cowboy.edge"
BANDIT: Final = "cowboy.bandit"
PILGRIMS_RULE: Final = "cowboy.pilgrims"
PLACING: Final = "cowboy.placing"
STAMPEDE: Final = "cowboy.stampede"
ONE_STEER: Final = "cowboy.one-steer"

LABEL: Final = {
    "steer": "roaming steer",
    "indian": "Indian",
    "twister": "twister",
    "bandit": "Bandit",
    "pilgrim": "pilgrim",
}


#: What happened, in plain English, with the rule that made it happen: the engine's own Event, so a
#: MOOOOOVE's notes go into the game's log as they are. ``kind`` is ``"<thing>.<what>"``: the thing
#: is ``steer``, ``indian``, ``twister``, ``bandit``, ``pilgrim``, ``printed_steer``, ``fence`` or
#: ``field``; what happened is ``moved``, ``stayed``, ``left`` (off the prairie), ``thrown``,
#: ``rested`` (thrown ``THROWS_MAX`` times), ``eaten``, ``covered``, ``torn``, ``freed``, ``joined``
#: (two fields of one owner made one), ``arriving`` (a placing roll), ``placed``, ``unplaced``,
#: ``settled`` (moved over to a free square of its field) or ``boxed`` (back to the box: its field
#: was full).
Note = Event
