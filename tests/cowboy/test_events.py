"""The events phase: every kind of card in the deck, as the player who ends a turn draws it.

Each test puts the card on top of the deck (``next_cards``), ends Ana's turn and scripts the D8
where the card rolls. Ana stands at (6, 12) on the south edge, Ben at (6, 0) on the north."""

from __future__ import annotations

import pytest

from tabletop.cowboy import CowboyState, data
from tabletop.cowboy.data import DECK, ITEMS, MAX_ITEMS, PLAYED_ON_OPPONENT, ROAMING_STEERS
from tabletop.cowboy.data import Event as Card

from .staging import NAMES, herds, legal, play, refused, scripted, sq, staged

QUIET = Card.MOOVE_PILGRIMS


def end_turn(state: CowboyState) -> list[str]:
    """The player on turn stays put and does nothing; returns what the events phase told."""
    texts = play(state, "Stay put", "Do nothing")
    return texts[2:]


def test_the_deck_has_every_card_the_rulebook_lists() -> None:
    assert sum(DECK.values()) == 54
    assert DECK[Card.ROAMING_STEER] == 9 and DECK[Card.INDIAN_RAID] == 5
    assert sum(count for card, count in DECK.items() if card.name.startswith("MOOVE")) == 18
    assert set(DECK) == set(Card)


# ---- items ----


@pytest.mark.parametrize("item", sorted(ITEMS))
def test_an_item_drawn_is_kept_by_the_player(item: Card) -> None:
    state = staged(next_cards=[item])
    texts = end_turn(state)
    assert texts == [f"Ana draws {item}."]
    assert state.items == [[item], []]
    assert (state.deck + state.discard).count(item) == DECK[item] - 1  # kept, not discarded
    assert state.turn == 1


def test_a_third_item_means_dropping_one_of_the_three() -> None:
    state = staged(items={"Ana": [Card.LARIAT, Card.AXE]}, next_cards=[Card.BILLS])
    end_turn(state)
    assert state.phase == "drop" and state.turn == 0 and state.view(1).drawn is Card.BILLS
    assert legal(state) == [f"Drop {Card.LARIAT}", f"Drop {Card.AXE}", f"Drop {Card.BILLS}"]
    refused(state, "Do nothing")
    refused(state, f"Drop {Card.BRANDER}")
    texts = play(state, f"Drop {Card.LARIAT}")
    assert texts == [f"Ana drops {Card.LARIAT} (two items at most)."]
    assert state.items[0] == [Card.AXE, Card.BILLS] and state.discard[-1] is Card.LARIAT
    assert state.turn == 1 and state.phase == "move" and state.drawn is None
    assert len(state.items[0]) == MAX_ITEMS


def test_the_new_item_itself_may_be_dropped() -> None:
    state = staged(items={"Ana": [Card.LARIAT, Card.AXE]}, next_cards=[Card.BILLS])
    end_turn(state)
    play(state, f"Drop {Card.BILLS}")
    assert state.items[0] == [Card.LARIAT, Card.AXE] and state.discard[-1] is Card.BILLS


def test_two_of_the_same_item_are_one_choice_to_drop() -> None:
    state = staged(items={"Ana": [Card.SIX_SHOOTER, Card.AXE]}, next_cards=[Card.SIX_SHOOTER])
    end_turn(state)
    assert legal(state) == [f"Drop {Card.SIX_SHOOTER}", f"Drop {Card.AXE}"]
    play(state, f"Drop {Card.SIX_SHOOTER}")
    assert sorted(state.items[0]) == sorted([Card.SIX_SHOOTER, Card.AXE])


# ---- Fire Water: an item, poured for a rival when its holder chooses (FIRE_WATER_WHEN) ----


def test_fire_water_drawn_is_held_not_played_at_once() -> None:
    state = staged(next_cards=[Card.FIRE_WATER, QUIET])
    texts = end_turn(state)
    assert texts == [f"Ana draws {Card.FIRE_WATER}."]
    assert state.items == [[Card.FIRE_WATER], []] and state.skip == [0, 0] and state.turn == 1
    assert Card.FIRE_WATER in ITEMS and Card.FIRE_WATER not in PLAYED_ON_OPPONENT


def test_the_holder_pours_fire_water_for_a_rival_on_their_own_turn_before_or_after_moving() -> None:
    state = staged(items={"Ana": [Card.FIRE_WATER, Card.AXE]}, next_cards=[QUIET, QUIET])
    assert "Pour the Fire Water for Ben" in legal(state)
    play(state, "Move N")
    assert "Pour the Fire Water for Ben" in legal(state)  # after the move too, before the action
    texts = play(state, "Pour the Fire Water for Ben")
    assert texts == ["Ana pours the Fire Water for Ben: Ben gets drunk and loses their next turn."]
    assert state.turn == 0 and state.phase == "action"  # Ana's move and action are still hers
    assert state.items[0] == [Card.AXE] and state.discard[-1] is Card.FIRE_WATER and state.skip == [0, 1]
    assert "Pour the Fire Water for Ben" not in legal(state)
    texts = play(state, "Do nothing")
    assert texts[-1] == "Ben loses this turn: no move, no action and no event card." and state.turn == 0


def test_fire_water_is_poured_only_by_its_holder_for_a_rival_on_the_holders_turn() -> None:
    state = staged(NAMES[:3], items={"Ben": [Card.FIRE_WATER]}, next_cards=[QUIET])
    assert refused(state, "Pour the Fire Water for Cy").message == "Ana holds no Fire Water."
    end_turn(state)
    assert [m for m in legal(state) if m.startswith("Pour")] == [
        "Pour the Fire Water for Ana",
        "Pour the Fire Water for Cy",
    ]
    assert refused(state, "Pour the Fire Water for Ben").message == (
        "Fire Water is poured for a rival, not for yourself."
    )
    assert refused(state, "Pour the Fire Water for Dee").message == "Nobody called Dee plays at this table."


def test_fire_water_waits_while_an_event_asks_its_question() -> None:
    state = staged(items={"Ana": [Card.FIRE_WATER, Card.AXE]}, next_cards=[Card.BILLS])
    end_turn(state)
    assert state.phase == "drop"
    assert legal(state) == [f"Drop {Card.FIRE_WATER}", f"Drop {Card.AXE}", f"Drop {Card.BILLS}"]
    assert refused(state, "Pour the Fire Water for Ben").rule == "cowboy.items"


# ---- played on an opponent: the Man with No Name ----


@pytest.mark.parametrize("card", sorted(PLAYED_ON_OPPONENT))
def test_with_two_players_the_card_is_played_on_the_opponent_who_loses_a_turn(card: Card) -> None:
    state = staged(next_cards=[card, QUIET, Card.MOOVE_BANDIT])
    texts = end_turn(state)
    assert texts == [
        f"Ana draws {card}.",
        f"{card}: Ben loses their next turn.",
        "Ben loses this turn: no move, no action and no event card.",
    ]
    assert state.turn == 0 and state.rounds == 1 and state.skip == [0, 0]
    assert card in state.discard and card not in state.items[0]  # played at once, not kept
    end_turn(state)
    assert state.turn == 1  # Ben is back


@pytest.mark.parametrize("card", sorted(PLAYED_ON_OPPONENT))
def test_with_three_players_the_drawer_chooses_the_opponent(card: Card) -> None:
    state = staged(NAMES[:3], next_cards=[card, QUIET, Card.MOOVE_BANDIT])
    end_turn(state)
    assert state.phase == "target" and state.turn == 0
    assert legal(state) == ["Play it on Ben", "Play it on Cy"]
    refused(state, "Play it on Ana")
    refused(state, "Play it on Dee")
    texts = play(state, "Play it on Cy")
    assert texts == [f"{card}: Cy loses their next turn."]
    assert state.turn == 1 and state.skip == [0, 0, 1]
    texts = end_turn(state)  # Ben's turn; Cy's is lost
    assert texts[-1] == "Cy loses this turn: no move, no action and no event card."
    assert state.turn == 0 and state.rounds == 1 and state.skip == [0, 0, 0]


def test_lost_turns_add_up() -> None:
    state = staged(items={"Ana": [Card.FIRE_WATER]}, next_cards=[Card.NO_NAME, QUIET, QUIET])
    play(state, "Pour the Fire Water for Ben")
    end_turn(state)  # Ben loses two turns: Ana again
    end_turn(state)  # and again
    assert state.turn == 0 and state.rounds == 2
    state = staged(next_cards=[Card.NO_NAME])
    state.skip[1] = 1  # Ben already in jail
    end_turn(state)
    assert state.skip == [0, 1] and state.turn == 0  # one lost turn spent, one to come
    state = staged(items={"Ana": [Card.FIRE_WATER]}, next_cards=[QUIET, QUIET, QUIET])
    state.skip[1] = 1  # Ben in jail, then given Fire Water: two lost turns in a row
    play(state, "Pour the Fire Water for Ben")
    assert state.skip == [0, 2]
    end_turn(state)
    end_turn(state)
    assert state.turn == 0 and state.rounds == 2 and state.skip == [0, 0]
    end_turn(state)
    assert state.turn == 1  # Ben is back


# ---- the cavalry ----


def test_the_cavalry_removes_the_only_indian_at_once() -> None:
    state = staged(indians=["C3"], next_cards=[Card.CAVALRY])
    texts = end_turn(state)
    assert texts[-1] == "The cavalry chases off the Indian at C3."
    assert state.tokens.indians == [] and state.turn == 1


def test_the_cavalry_removes_the_bandit_if_he_is_the_only_one() -> None:
    state = staged(bandit=(3, 3), next_cards=[Card.CAVALRY])
    texts = end_turn(state)
    assert texts[-1] == "The cavalry runs the Bandit out of the territory."
    assert state.tokens.bandit is None


def test_with_indians_and_the_bandit_the_drawer_chooses_which_the_cavalry_removes() -> None:
    state = staged(indians=["C3", "J9", "C3"], bandit=(3, 3), next_cards=[Card.CAVALRY])
    end_turn(state)
    assert state.phase == "cavalry" and state.turn == 0
    assert legal(state) == ["Remove the Indian at C3", "Remove the Indian at J9", "Remove the Bandit"]
    refused(state, "Remove the Indian at A1")
    play(state, "Remove the Indian at C3")
    assert sorted(state.tokens.indians) == [sq(state, "C3"), sq(state, "J9")]  # one of the two in C3
    assert state.tokens.bandit == (3, 3) and state.turn == 1


def test_under_the_dice_reading_a_d8_picks_the_cavalrys_target(monkeypatch: pytest.MonkeyPatch) -> None:
    assert data.CAVALRY_CHOOSER == "drawer"  # this edition's reading: the test above
    monkeypatch.setattr(data, "CAVALRY_CHOOSER", "dice")
    state = staged(indians=["C3", "J9"], bandit=(3, 3), next_cards=[Card.CAVALRY])
    dice = scripted(monkeypatch, 5)  # counting 5 along C3, J9, the Bandit (wrapping): J9
    texts = end_turn(state)
    assert dice.spent and state.turn == 1
    assert texts[-2:] == [
        "D8 rolled 5: counting 5 along the Indians at C3 and J9 and the Bandit, the cavalry goes after "
        "the Indian at J9.",
        "The cavalry chases off the Indian at J9.",
    ]
    assert state.tokens.indians == [sq(state, "C3")] and state.tokens.bandit == (3, 3)


def test_with_nobody_to_chase_the_cavalry_rides_by() -> None:
    state = staged(next_cards=[Card.CAVALRY])
    assert end_turn(state)[-1] == "The cavalry rides by: no Indian or Bandit to chase."
    assert state.turn == 1


# ---- arrivals on a random board edge ----


def test_a_roaming_steer_arrives_on_the_edge_tile_the_d8_names(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(next_cards=[Card.ROAMING_STEER])
    dice = scripted(monkeypatch, 1, 2)  # N: the north middle tile; its 2nd board-edge square
    texts = end_turn(state)
    assert dice.spent
    assert texts[1:] == [
        "D8 rolled 1 (N): the roaming steer arrives on the north middle tile.",
        "D8 rolled 2: counting 2 clockwise along the tile's 4 board-edge unfenced grass squares, "
        "the roaming steer is placed on F1.",
    ]
    assert state.tokens.steers == [sq(state, "F1")]


def test_with_the_box_empty_a_roaming_steer_card_brings_no_steer() -> None:
    state = staged(steers=["C3"], next_cards=[Card.ROAMING_STEER])
    state.tokens.gone["steer"] = ROAMING_STEERS - 1  # the rest wandered off the edge for good
    assert end_turn(state)[1:] == ["No roaming steer is left in the box: none arrives."]
    assert state.tokens.steers == [sq(state, "C3")] and state.turn == 1


def test_arrivals_prefer_unfenced_squares(monkeypatch: pytest.MonkeyPatch) -> None:
    # the north middle tile's edge squares E1-H1: all but H1 have a fence on a side
    state = staged(fenced=[((4, 1), (5, 1)), ((5, 1), (6, 1)), ((6, 1), (7, 1))], next_cards=[Card.TWISTER])
    scripted(monkeypatch, 1)
    texts = end_turn(state)
    assert texts[-1] == "The twister is placed on H1, the tile's only board-edge unfenced grass square."
    assert state.tokens.twisters == [sq(state, "H1")]


def test_arrivals_keep_out_of_owned_fields(monkeypatch: pytest.MonkeyPatch) -> None:
    # the south middle tile's edge squares, clockwise: H12, G12, F12, E12; Ben owns E12, whose
    # fence also stands on F12's west side, so the Indian goes on H12 or G12
    state = staged(fields={"Ben": [["E12"]]}, next_cards=[Card.INDIAN_RAID])
    scripted(monkeypatch, 5, 1)
    texts = end_turn(state)
    assert texts[-1] == (
        "D8 rolled 1: counting 1 clockwise along the tile's 2 board-edge unfenced grass squares, "
        "the Indian is placed on H12."
    )
    assert state.tokens.indians == [sq(state, "H12")]


def test_an_indian_placed_on_a_printed_steer_raids_it(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(terrain={"E12": "P"}, next_cards=[Card.INDIAN_RAID])
    scripted(monkeypatch, 5, 4)  # S, then the 4th of H12, G12, F12, E12
    texts = end_turn(state)
    assert (
        texts[-1] == "Indian raid at E12: the printed steer is carried off (a Stolen Steer token covers it)."
    )
    assert state.tokens.stolen == {sq(state, "E12")} and state.tokens.indians == [sq(state, "E12")]


def test_the_bandit_arrives_on_the_centre_of_a_middle_tile_or_the_outside_corner_of_a_corner_tile(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = staged(next_cards=[Card.BANDIT])
    scripted(monkeypatch, 1)
    end_turn(state)
    assert state.tokens.bandit == (6, 2)
    state = staged(next_cards=[Card.BANDIT])
    scripted(monkeypatch, 4)
    end_turn(state)
    assert state.tokens.bandit == (12, 12)


def test_there_is_one_bandit_a_second_card_brings_no_second_bandit() -> None:
    state = staged(bandit=(3, 3), next_cards=[Card.BANDIT])
    assert end_turn(state)[-1] == "No Bandit is left in the box: none arrives."
    assert state.tokens.bandit == (3, 3)


def test_a_pilgrim_arrives_on_its_tiles_centre_corner_as_the_card_says_heading_across(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = staged(next_cards=[Card.PILGRIMS])
    scripted(monkeypatch, 3)  # E: the east middle tile, I5-L8, whose centre corner is (10, 6)
    assert end_turn(state)[-1] == (
        "The pilgrim is placed at the north-west corner of K7, the centre of the tile I5-L8, heading west "
        "across the board."
    )
    assert [(p.x, p.y, p.heading) for p in state.tokens.pilgrims] == [(10, 6, "W")]


def test_a_pilgrim_does_not_arrive_where_a_cowboy_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(cowboys={"Ben": (6, 2)}, next_cards=[Card.PILGRIMS])
    scripted(monkeypatch, 1)  # N: the north middle tile's centre, where Ben stands
    assert (
        end_turn(state)[-1] == "A cowboy stands at the north-west corner of G3: the pilgrim does not arrive "
        "(this edition's reading: a taken corner brings nothing)."
    )
    assert state.tokens.pilgrims == []


def test_only_four_indians_are_in_the_box() -> None:
    state = staged(indians=["A1", "B2", "C3", "D4"], next_cards=[Card.INDIAN_RAID])
    assert end_turn(state)[-1] == "No Indian is left in the box: none arrives."


# ---- MOOOOOVE and the stampede ----


def test_a_moooove_moves_only_the_tokens_its_card_names(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(steers=["C3"], indians=["J9"], next_cards=[Card.MOOVE_STEERS])
    scripted(monkeypatch, 3)
    texts = end_turn(state)
    assert texts[1:] == ["D8 rolled 3 (E): the roaming steer at C3 moves to D3."]
    assert state.tokens.indians == [sq(state, "J9")]


MOVERS = {
    Card.MOOVE_STEERS: ("steers",),
    Card.MOOVE_INDIANS: ("indians",),
    Card.MOOVE_TWISTERS: ("twisters",),
    Card.MOOVE_BANDIT: ("bandit",),
    Card.MOOVE_PILGRIMS: ("pilgrims",),
    Card.MOOVE_ALL: ("twisters", "indians", "steers", "bandit", "pilgrims"),
}
ROLLS = {"twisters": 2, "indians": 1, "steers": 1, "bandit": 1, "pilgrims": 0}  # twisters step twice


@pytest.mark.parametrize("card", list(MOVERS), ids=str)
def test_each_moooove_card_moves_the_tokens_it_names_and_no_others(
    monkeypatch: pytest.MonkeyPatch, card: Card
) -> None:
    state = staged(
        twisters=["L12"],
        indians=["A5"],
        steers=["C3"],
        bandit=(3, 3),
        pilgrims=[((0, 6), "E")],
        next_cards=[card],
    )
    before = state.view(None)
    dice = scripted(monkeypatch, *[1] * sum(ROLLS[kind] for kind in MOVERS[card]))  # everything goes N
    end_turn(state)
    assert dice.spent
    after = state.view(None)
    moved = {
        "twisters": after.twisters != before.twisters,
        "indians": after.indians != before.indians,
        "steers": after.steers != before.steers,
        "bandit": after.bandit != before.bandit,
        "pilgrims": after.pilgrims != before.pilgrims,
    }
    assert {kind for kind, yes in moved.items() if yes} == set(MOVERS[card])


def test_the_view_keeps_the_last_card_and_the_dice_of_the_last_move(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(steers=["C3"], next_cards=[Card.MOOVE_STEERS, QUIET])
    scripted(monkeypatch, 3)
    end_turn(state)
    view = state.view(1)
    assert view.last_card is Card.MOOVE_STEERS
    assert view.rolls == ("D8 rolled 3 (E): the roaming steer at C3 moves to D3.",)
    play(state, "Stay put")
    assert state.view(1).rolls == () and state.view(1).last_card is Card.MOOVE_STEERS


def test_moooove_everything_moves_twisters_then_indians_then_steers_then_the_bandit_and_pilgrims(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = staged(
        twisters=["A1"],
        indians=["A5"],
        steers=["C3"],
        bandit=(3, 3),
        pilgrims=[((0, 6), "E")],
        next_cards=[Card.MOOVE_ALL],
    )
    dice = scripted(monkeypatch, 3, 3, 1, 1, 1)
    texts = end_turn(state)
    assert dice.spent
    assert texts[1:] == [
        "D8 rolled 3 (E): the twister at A1 moves to B1.",
        "D8 rolled 3 (E): the twister moves on from B1 to C1.",
        "D8 rolled 1 (N): the Indian at A5 moves to A4.",
        "D8 rolled 1 (N): the roaming steer at C3 moves to C2.",
        "D8 rolled 1 (N): the Bandit at the north-west corner of D4 moves to the north-west corner of D3.",
        "The pilgrim at the north-west corner of A7 walks east to the north-west corner of B7.",
    ]


def test_a_steer_in_a_field_stays_behind_its_fence(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(fields={"Ana": [["B12"]]}, steers=["B12"], next_cards=[Card.MOOVE_STEERS])
    scripted(monkeypatch, 1)
    assert (
        end_turn(state)[-1] == "D8 rolled 1 (N): the roaming steer at B12 stays put: a fence is in the way."
    )
    assert herds(state) == [1, 0]


def test_the_bandit_moves_by_the_compass_and_cowboys_keep_out_of_his_sights(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = staged(bandit=(6, 9), next_cards=[Card.MOOVE_BANDIT, QUIET])
    scripted(monkeypatch, 5)  # S: to (6, 10), two lines north of Ana
    end_turn(state)
    assert state.tokens.bandit == (6, 10)
    end_turn(state)  # Ben
    assert "Move N" not in legal(state)


def test_a_stampede_moves_every_roaming_steer_over_fences(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(fields={"Ana": [["B12"]]}, steers=["B12", "C3"], next_cards=[Card.STAMPEDE])
    dice = scripted(monkeypatch, 3, 1)  # rolled in reading order: C3 first, then B12
    texts = end_turn(state)
    assert dice.spent
    assert texts[1:] == [
        "D8 rolled 3 (E): the roaming steer at C3 moves to D3.",
        "D8 rolled 1 (N): the roaming steer at B12 moves to B11.",
    ]
    assert herds(state) == [0, 0]  # Ana's steer broke out of its field


# ---- an empty deck ----


def test_when_the_deck_runs_out_the_discards_are_shuffled_into_a_new_deck() -> None:
    state = staged(items={"Ana": [Card.AXE]})
    state.deck.remove(Card.AXE)
    state.discard, state.deck = state.deck, []
    state.discard.remove(QUIET)
    state.deck.append(QUIET)  # the last card
    end_turn(state)  # Ana draws the last card
    assert state.deck == [] and len(state.discard) == 53
    texts = end_turn(state)  # Ben finds the deck empty
    assert texts[0] == "The event deck is empty: the discards are shuffled into a new one."
    assert texts[1].startswith("Ben draws ")
    assert len(state.deck) + len(state.discard) + sum(map(len, state.items)) == 54
    assert Card.AXE not in state.deck  # Ana still holds it


# ---- a lost turn (LOST_TURN_DRAWS) ----


def test_a_lost_turn_is_skipped_whole_with_no_event_card() -> None:
    state = staged(next_cards=[Card.NO_NAME, QUIET])
    deck = len(state.deck)
    texts = end_turn(state)
    assert texts[-1] == "Ben loses this turn: no move, no action and no event card."
    assert len(state.deck) == deck - 1 and state.turn == 0  # only Ana's card was drawn
    assert data.LOST_TURN_DRAWS is False


def test_under_the_other_reading_a_lost_turn_still_draws_its_event_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(data, "LOST_TURN_DRAWS", True)
    state = staged(next_cards=[Card.NO_NAME, Card.AXE, QUIET])
    texts = end_turn(state)
    assert texts[-2:] == [
        "Ben loses this turn: no move and no action, but an event card.",
        f"Ben draws {Card.AXE}.",
    ]
    assert state.items == [[], [Card.AXE]] and state.turn == 0 and state.rounds == 1


def test_under_the_other_reading_a_lost_turns_card_may_ask_its_question(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(data, "LOST_TURN_DRAWS", True)
    state = staged(items={"Ben": [Card.LARIAT, Card.AXE]}, next_cards=[Card.NO_NAME, Card.BILLS, QUIET])
    end_turn(state)
    assert state.phase == "drop" and state.current_player == 1  # Ben drops an item on his lost turn
    play(state, f"Drop {Card.BILLS}")
    assert state.turn == 0 and state.phase == "move" and state.rounds == 1
