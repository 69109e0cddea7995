"""The Super Cowboy lesson's staged stories as the page shows them: :mod:`tabletop.cowboy.study`
stages each example and tells it in lines (the engine knows nothing of the page); here each is wrapped
once as a :class:`~widgets.prose.Story`, so the notebook shows what these return, as the other
lessons' helpers do."""

from __future__ import annotations

from tabletop.cowboy import study
from tabletop.cowboy.data import Event as Card

from ..prose import Bullets, Story, storied

fenced_in_story = storied(study.fenced_in_story)
stolen_part_story = storied(study.stolen_part_story)
field_step = storied(study.field_step)
caught_story = storied(study.caught_story)
win_story = storied(study.win_story)
bandit_arrivals = storied(study.bandit_arrivals)


def wood_story(*kits: tuple[Card, ...]) -> Story:
    """Ana cutting wood once with each kit of items in hand, one line each."""
    return Story(study.wood_story(kit) for kit in kits)


def fire_water_story() -> tuple[Bullets, Story]:
    """The pours Ana may choose, and what the one the example takes does."""
    pours, told = study.fire_water_story()
    return Bullets(pours, "Ana may:"), Story(told)
