"""Party Fowl: ducks build a house room by room, then talk, drink and foul their way to 21 points.

>>> import tabletop
>>> state = tabletop.get("partyfowl").new(["Ana", "Ben", "Cy"], seed=1)
"""

from ..core import Game, RandomBot
from . import coaching, data
from .actions import Clean, Draw, EndTurn, Foul, Freebie, Move, Peek, Place, Preen, PreenAway, PreenDone, Talk
from .bots import SensibleBot
from .data import EDITION_CHOICES
from .game import PartyFowlState
from .options import DEFAULTS
from .rules import RULES
from .views import PartyFowlView, Phase

GAME: Game[PartyFowlState] = Game(
    name="partyfowl",
    title="Party Fowl",
    min_players=data.MIN_PLAYERS,
    max_players=data.MAX_PLAYERS,
    rules=RULES,
    edition=EDITION_CHOICES,
    options=DEFAULTS,
    state_class=PartyFowlState,
    bots={"Sensible": SensibleBot, "Random": RandomBot},
    default_bot="Sensible",
    reason=coaching.reason,
    hard_iterations=coaching.HARD_ITERATIONS,
)

__all__ = [
    "GAME",
    "RULES",
    "Clean",
    "Draw",
    "EndTurn",
    "Foul",
    "Freebie",
    "Move",
    "PartyFowlState",
    "PartyFowlView",
    "Peek",
    "Phase",
    "Place",
    "Preen",
    "PreenAway",
    "PreenDone",
    "SensibleBot",
    "Talk",
]
