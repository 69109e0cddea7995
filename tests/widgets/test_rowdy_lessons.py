"""The Rowdy lesson's explorables answer from the engine and never let a learner break a rule."""

from __future__ import annotations

from tabletop.rowdy import Suit
from tabletop.rowdy.data import SKULL, STOP_ONE, ZERO_SPACE
from tabletop.rowdy.study import trick_study
from widgets.rowdy_lessons import (
    DiamondExplorer,
    Pick,
    PinZoneExplorer,
    TrickSandbox,
    play_trick,
    pop_track_picture,
    ring_frames,
    trick_picture,
)


def test_the_sandbox_offers_only_legal_cards_and_replaces_an_illegal_pick() -> None:
    trick = play_trick(
        [Pick("5 of Tombstones"), Pick("8 of Hats"), Pick("3 of Tombstones"), Pick("4 of Tombstones")]
    )
    assert trick.cards[1] == ["2 of Tombstones", "6 of Tombstones", "Wild 3"]  # Cy must follow Tombstones
    assert trick.used[1].card == "2 of Tombstones"  # the 8 of Hats was not allowed
    assert "Cy's 2 of Tombstones is the lowest Tombstones: Cy wins the trick." in [
        e.text for e in trick.events
    ]


def test_a_coin_in_the_sandbox_makes_a_counter_and_the_picture_flips_both_cards() -> None:
    picks = [Pick("5 of Tombstones", "Add a -1 coin"), Pick("2 of Tombstones"), Pick("3 of Tombstones")]
    trick = play_trick([*picks, Pick("4 of Tombstones")])
    assert any(e.text.startswith("Counter! Ana's 4 and Ben's 4") for e in trick.events)
    assert trick_picture(trick).count('class="tt-rowdy-flip"') == 2


def test_the_sandbox_replays_when_a_pick_changes() -> None:
    box = TrickSandbox(
        [Pick("Wild 5"), Pick("1 of Stars"), Pick("4 of Stars"), Pick("3 of Horseshoes")],
        wild_suit=Suit.STARS,
    )
    assert "Cy wins" in box._story.value
    box._cards[3].value = "1 of Horseshoes"  # Ben's 1 counters Cy's 1, whatever the suits
    assert "Counter! Cy&#x27;s 1 and Ben&#x27;s 1" in box._story.value
    assert "Dee wins" in box._story.value


def test_the_pin_zone_explorer_holds_small_hits_on_stop_signs_and_ends_at_the_skull() -> None:
    explorer = PinZoneExplorer(max_health=15, start=2)
    explorer.hit(5)
    assert explorer.health == ZERO_SPACE and "3 more damage is lost" in explorer.history[-1]
    explorer.hit(1)
    assert explorer.health == STOP_ONE
    explorer.hit(1)
    assert explorer.health == STOP_ONE and "not enough" in explorer.history[-1]
    explorer.hit(6)
    explorer.hit(6)
    assert explorer.health == SKULL
    explorer.hit(1)
    assert "Pinned" in explorer._why.value
    explorer.reset()
    assert explorer.health == 2


def test_the_diamond_explorer_uncovers_cards_and_unlocks_the_signature() -> None:
    explorer = DiamondExplorer()
    explorer.play("Play 8 of Stars")  # the top card is covered
    assert "still covered" in explorer._why.value and explorer.played == []
    explorer.play("Play 6 of Tombstones")  # the bottom card
    assert explorer.played == [7] and "turn face up" in explorer._why.value
    explorer.play("Play 7 of Hats")
    explorer.play("Play 4 of Stars")
    assert "Signature move unlocked!" in explorer._board.svg
    for forged in ("Play 9 of Hats", "Play 6 of Tombstones", "{'card': 3}"):  # not there, or played already
        explorer._board.click(forged)
        assert "is not a card left in this diamond" in explorer._why.value
    assert explorer.played == [7, 5, 6]


def test_ring_and_pop_pictures_name_themselves() -> None:
    assert "The Pop track" in pop_track_picture()
    trick = play_trick(
        [Pick("5 of Tombstones"), Pick("6 of Tombstones"), Pick("3 of Tombstones"), Pick("4 of Tombstones")]
    )
    assert "Dee" in ring_frames([("After", trick.state)])


def test_the_study_accounts_for_every_card_of_every_trick() -> None:
    study = trick_study(players=4, games=6, seed=3)
    played = sum(r.played for r in [*study.suited.values(), *study.wild.values()])
    won = sum(r.won for r in [*study.suited.values(), *study.wild.values()])
    assert played == 4 * study.tricks
    assert 0 < won <= study.tricks
    assert 0 <= study.first_side_wins <= study.games == 6
