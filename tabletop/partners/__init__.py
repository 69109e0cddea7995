"""Partners: a race round the board for two teams of partners, moved by cards.

>>> import tabletop
>>> state = tabletop.get("partners").new(["Ana", "Ben", "Cy", "Dee"], seed=1)
"""

from ..core import Game, RandomBot
from . import coaching, data
from .actions import Give, GiveUp, Move, PlaySeven, Step, Switch
from .bots import SensibleBot
from .data import EDITION_CHOICES, Kind
from .game import PartnersState
from .rules import RULES
from .views import Hop, LastPlay, PartnersView, Phase

GAME: Game[PartnersState] = Game(
    name="partners",
    title="Partners",
    min_players=data.PLAYERS,
    max_players=data.PLAYERS,
    rules=RULES,
    edition=EDITION_CHOICES,
    options={
        "dealer": data.FIRST_DEALER,  # the seat dealing first; the seat on its left plays first
        "swap": True,  # partners swap a card after every deal (False: a variant for comparison)
        # Staging for lessons and tests (saved with the game, so replays stay exact):
        "pieces": None,  # per seat, 4 fields: "circle", "start", "house 2", "red 5", ...
        "hands": None,  # per seat, first-deal cards to give first ("5", "Switch", ...)
    },
    state_class=PartnersState,
    bots={"Sensible": SensibleBot, "Random": RandomBot},
    default_bot="Sensible",
    reason=coaching.reason,
    hard_iterations=coaching.HARD_ITERATIONS,
)

__all__ = [
    "GAME",
    "RULES",
    "Give",
    "GiveUp",
    "Hop",
    "Kind",
    "LastPlay",
    "Move",
    "PartnersState",
    "PartnersView",
    "Phase",
    "PlaySeven",
    "SensibleBot",
    "Step",
    "Switch",
]
