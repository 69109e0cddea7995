"""Rowlette: a push-your-luck race to build a number line worth more than anyone else's.

>>> import tabletop
>>> state = tabletop.get("rowlette").new(["Ana", "Ben"], seed=1)
"""

from ..core import Game, RandomBot
from . import coaching, data
from .actions import KeepGoal, Stop, Take, parse_card
from .bots import SensibleBot
from .data import EDITION_CHOICES
from .game import RowletteState
from .rules import RULES
from .views import LineView, Phase, RowletteView, Status

GAME: Game[RowletteState] = Game(
    name="rowlette",
    title="Rowlette",
    min_players=data.MIN_PLAYERS,
    max_players=data.MAX_PLAYERS,
    rules=RULES,
    edition=EDITION_CHOICES,
    options={
        "rounds": data.ROUNDS,
        "zero_mix": {str(zero): count for zero, count in data.ZERO_MIX.items()},
        "special_mix": {str(card): count for card, count in data.SPECIAL_MIX.items()},
        "untargeted_zero": data.UNTARGETED_ZERO,
        "after_untargeted_zero": data.AFTER_UNTARGETED_ZERO,
        "repeat_zero": data.REPEAT_ZERO,
        "auto_stop": data.AUTO_STOP,
        "halve_order_bonus": data.HALVE_ORDER_BONUS,
        "remove_zero_use": data.REMOVE_ZERO_USE,
        "goal_offer": data.GOAL_OFFER,
        "tie_break": data.TIE_BREAK,
        "first_player": None,  # None: drawn at random, as the rulebook says
        "deck_top": [],  # labels to stack on top of round 1's deck, top first (lessons, tests)
        "goal_top": [],  # goals to stack on top of round 1's goal deck, top first
    },
    state_class=RowletteState,
    bots={"Sensible": SensibleBot, "Random": RandomBot},
    default_bot="Sensible",
    reason=coaching.reason,
    hard_iterations=coaching.HARD_ITERATIONS,
)

__all__ = [
    "GAME",
    "RULES",
    "KeepGoal",
    "LineView",
    "Phase",
    "RowletteState",
    "RowletteView",
    "SensibleBot",
    "Status",
    "Stop",
    "Take",
    "parse_card",
]
