"""The kit every game shares: protocol types, errors, piles of cards, saves, bots, simulation."""

from .bots import RandomBot
from .errors import (
    IllegalAction,
    SaveError,
    SearchError,
    SetupError,
    StudyDataError,
    TabletopError,
    UnknownGame,
)
from .protocol import Action, Bot, EditionChoice, Event, Game, Rule, State
from .simulate import PlayRecord, play_out, simulate

__all__ = [
    "Action",
    "Bot",
    "EditionChoice",
    "Event",
    "Game",
    "IllegalAction",
    "PlayRecord",
    "RandomBot",
    "Rule",
    "SaveError",
    "SearchError",
    "SetupError",
    "State",
    "StudyDataError",
    "TabletopError",
    "UnknownGame",
    "play_out",
    "simulate",
]
