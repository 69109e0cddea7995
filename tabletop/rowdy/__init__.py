"""Rowdy Partners: tag-team wrestling as a trick-taking game where the lowest card wins.

>>> import tabletop
>>> state = tabletop.get("rowdy").new(["Ana", "Ben", "Cy", "Dee"], seed=1)
"""

from ..core import Game, RandomBot
from . import coaching, data
from .actions import AddDamage, Coin, Declare, Done, KeepCheat, Play, RevealCheat, Tag, TagWith, UseSignature
from .bots import SensibleBot
from .data import EDITION_CHOICES, Card, Cheat, Suit
from .game import RowdyState
from .rules import RULES
from .views import FACE_DOWN, Phase, PlayedView, RowdyView, TrickResult

GAME: Game[RowdyState] = Game(
    name="rowdy",
    title="Rowdy Partners",
    min_players=data.MIN_PLAYERS,
    max_players=data.MAX_PLAYERS,
    rules=RULES,
    edition=EDITION_CHOICES,
    options={
        "characters": None,  # one per seat; None: the quick-start line-up for the player count
        "managers": None,  # one per seat (None for wrestlers); None: each Headliner's natural Manager
        "first_side": None,  # 0 or 1: the side taking slots 1 & 4 first; None: drawn at random
        # Staging for lessons and tests (saved with the game, so replays stay exact):
        "hands": None,  # per seat, round 1 cards to deal first (labels); the deal fills the rest
        "diamonds": None,  # per seat, a Headliner's round 1 diamond: 8 labels, top first
        "health": None,  # per seat, a starting health (down to -2, Stop 2) instead of the maximum
        "tokens": None,  # per seat, tokens to start with: "coin", "damage", "tag", "signature", "cheat +2"
    },
    state_class=RowdyState,
    bots={"Sensible": SensibleBot, "Random": RandomBot},
    default_bot="Sensible",
    reason=coaching.reason,
    hard_iterations=coaching.HARD_ITERATIONS,
)

__all__ = [
    "FACE_DOWN",
    "GAME",
    "RULES",
    "AddDamage",
    "Card",
    "Cheat",
    "Coin",
    "Declare",
    "Done",
    "KeepCheat",
    "Phase",
    "Play",
    "PlayedView",
    "RevealCheat",
    "RowdyState",
    "RowdyView",
    "SensibleBot",
    "Suit",
    "Tag",
    "TagWith",
    "TrickResult",
    "UseSignature",
]
