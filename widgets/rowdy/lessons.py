"""The Rowdy Partners lesson's explorables, pictures and staged stories: a trick sandbox, a round
played by bots, suit changes, the Pin Zone, the ring's trackers and a tag, the Pop track and when its
tokens may be used, the Headliners' powers, the Manager diamond and the simulation, plotted and told.

Every answer comes from the engine (a staged game, or a rule function of :mod:`tabletop.rowdy.rules`);
these modules only choose the situations and draw them. The notebook imports from here; each part
lives in a module named for what it explains, in the lesson's order: ``lesson_tricks``,
``lesson_suits``, ``lesson_pin_zone``, ``lesson_ring``, ``lesson_pop``, ``lesson_cast``,
``lesson_managers``, ``lesson_diamond`` and ``lesson_study``, with the lesson's table and what a
staged story's player is offered in ``lesson_staging``; each story's moves are made by
:func:`widgets.lesson_play.play`.
"""

from __future__ import annotations

from .lesson_cast import characters_html, headliners_html
from .lesson_diamond import DiamondExplorer, diamond_picture
from .lesson_managers import crack_the_whip_story, manager_pop_story, one_token_story
from .lesson_pin_zone import PinZoneExplorer, pin_zone_story
from .lesson_pop import pop_story, pop_track_picture, signature_on_board_story
from .lesson_ring import RingAnimation, ring_frames, story, tag_from_the_apron
from .lesson_study import plot_trick_study, study_lines
from .lesson_suits import follow_by_printed_suit, lariat_story, suit_changes
from .lesson_tricks import (
    Pick,
    TrickSandbox,
    play_trick,
    round_story,
    trick_picture,
    trick_sandbox,
    trick_story,
)

__all__ = [
    "DiamondExplorer",
    "Pick",
    "PinZoneExplorer",
    "RingAnimation",
    "TrickSandbox",
    "characters_html",
    "crack_the_whip_story",
    "diamond_picture",
    "follow_by_printed_suit",
    "headliners_html",
    "lariat_story",
    "manager_pop_story",
    "one_token_story",
    "pin_zone_story",
    "play_trick",
    "plot_trick_study",
    "pop_story",
    "pop_track_picture",
    "ring_frames",
    "round_story",
    "signature_on_board_story",
    "story",
    "study_lines",
    "suit_changes",
    "tag_from_the_apron",
    "trick_picture",
    "trick_sandbox",
    "trick_story",
]
