"""Super Cowboy Rope Steer Adventure: fence fields on the open range and fill them with five steers.

>>> import tabletop
>>> state = tabletop.get("cowboy").new(["Ana", "Ben"], seed=1)
"""

from ..core import Game, RandomBot
from . import coaching, data
from .actions import Claim, Drop, Fight, PlayOn, Pour, Remove, Simple, Steer, Walk
from .bots import SensibleBot
from .data import EDITION_CHOICES
from .game import CowboyState
from .rules import RULES
from .views import CowboyView

GAME: Game[CowboyState] = Game(
    name="cowboy",
    title="Super Cowboy Rope Steer Adventure",
    min_players=data.MIN_PLAYERS,
    max_players=data.MAX_PLAYERS,
    rules=RULES,
    edition=EDITION_CHOICES,
    options={"round_limit": data.ROUND_LIMIT},
    state_class=CowboyState,
    bots={"Sensible": SensibleBot, "Random": RandomBot},
    default_bot="Sensible",
    reason=coaching.reason,
    hard_iterations=coaching.HARD_ITERATIONS,
)

__all__ = [
    "GAME",
    "RULES",
    "Claim",
    "CowboyState",
    "CowboyView",
    "Drop",
    "Fight",
    "PlayOn",
    "Pour",
    "Remove",
    "SensibleBot",
    "Simple",
    "Steer",
    "Walk",
]
