"""The coach's reasons for Party Fowl moves (tabletop/partyfowl/coaching.py): one short line for
every legal move of any game, saying what the move gains in the game's words, and true in the engine
(a card's points, 21, a room's power, a Foul's cost are checked against what the move does)."""

from __future__ import annotations

import random
import re

import pytest

from tabletop.core import RandomBot
from tabletop.partyfowl import PartyFowlState
from tabletop.partyfowl.actions import Clean, Draw, Foul, Freebie, Move, PreenDone, Talk
from tabletop.partyfowl.data import CARDS, TOPICS
from tabletop.partyfowl.data import ROOM_OF_TOPIC as ROOMS_OF_TOPIC

from .staging import GAME, end_turns, play, staged, thin


def reason(state: PartyFowlState, move: str) -> str:
    """The coach's reason for ``move`` (its text), seen by the duck on turn."""
    seat = state.current_player
    assert seat is not None
    return GAME.reason(state.view(seat), state.action_from_string(move))


def _checked_against_the_engine(state: PartyFowlState, action: object, said: str) -> None:
    """A reason's numbers are the move's: the points a card or a wash scores, a Foul's cost, a win."""
    seat = state.current_player
    assert seat is not None
    after = state.clone()
    after.apply(action)
    if isinstance(action, Talk | Clean):
        gained = after.totals[seat] - state.totals[seat]
        assert re.match(rf"(scores )?{gained}\b", said), said
        assert ("wins the party at once" in said) == (after.winners() == [seat]), said
        if "wins the party at once" in said:  # the party is over: no room's power comes
            assert "next turn" not in said, said
        if state.last_call:  # no race to 21 is left: the game ends with this turn
            assert "toward" not in said, said
            _standing_is_the_engines(after, seat, said)
    if isinstance(action, Foul):
        lost = state.totals[action.target] - after.totals[action.target]
        assert said.startswith(f"takes {lost} off {action.who}"), said
    if found := re.search(r"you lead the (.+?)(:|;|$)", said):
        assert after.view(seat).controller_of(found.group(1)) == seat, said
    topic = TOPICS.index(CARDS[action.card].topic)  # a change of the room's control is always said
    before, now = state.view(seat).control[topic], after.view(seat).control[topic]
    if now != before and "wins the party at once" not in said:  # a win ends the party: no room matters
        room = ROOMS_OF_TOPIC[TOPICS[topic]]
        assert any(
            words in said for words in (f"lead the {room}", f"{room} passes to", f"loses the {room}")
        ), said


def _standing_is_the_engines(after: PartyFowlState, seat: int, said: str) -> None:
    """At last call, who leads once the card is scored, as the reason tells it, is who leads."""
    found = re.search(r"the game ends after this turn: (.+)$", said)
    if not found:
        return
    best = max(after.totals)
    leaders = {after.players[s] for s, total in enumerate(after.totals) if total == best}
    standing = found.group(1)
    if standing == "you are ahead":
        assert leaders == {after.players[seat]}, said
    elif shared := re.fullmatch(r"you share the lead with (.+)", standing):
        assert leaders == {after.players[seat], *re.split(r", | and ", shared.group(1))}, said
    else:
        ahead = re.fullmatch(r"(.+) leads? with (\d+)", standing)
        assert ahead and int(ahead.group(2)) == best, said
        assert leaders == set(re.split(r", | and ", ahead.group(1))), said


def _targets(said: str) -> set[str]:
    """The moves a Move's reason says the room offers, as the moves' own texts."""
    if found := re.match(r"your (.+?) scores there", said):
        return {f"Play {found.group(1)}", f"Play {found.group(1)} with a Drink"}
    if found := re.search(r"wash the Foul off your (.+?)(;|$)", said.replace("washes", "wash")):
        return {f"Wash the Foul off {found.group(1)}"}
    if re.search(r"swaps? (any of your cards|your one card)", said):
        return {"Preen"}
    if said.startswith(("back to the Keg", "back to the Kitchen")):
        return {"Draw from the Keg Deck"}
    if found := re.match(r"a Foul there could cover (.+?);", said):
        return {f"Foul {found.group(1)}"}
    return set()


def _move_says_when_as_the_engine_allows(state: PartyFowlState, action: object, said: str) -> None:
    """A move whose reason names what the room offers says when, as the engine allows it: "is left
    for it" when it is legal right after the Move, "your <Freebie> pays for it now" when it is
    legal once that Freebie is played, "next turn" when neither makes it legal this turn, or at last
    call that the game ends before it."""
    targets = _targets(said)
    if not targets:
        return
    seat = state.current_player
    after = state.clone()
    after.apply(action)
    on_turn = after.current_player == seat and not after.is_over

    def offered(position: PartyFowlState) -> bool:
        return any(str(move) in targets for move in position.legal_actions())

    now = on_turn and offered(after)
    by_freebie = {}
    for freebie in after.legal_actions() if on_turn else ():
        if isinstance(freebie, Freebie):
            played = after.clone()
            played.apply(freebie)
            by_freebie[freebie.card] = offered(played)
    if "is left for it" in said:
        assert now, said
    elif found := re.search(r"; your (.+) pays for it now|; 7 in hand: play your (.+) first", said):
        assert not now and by_freebie.get(found.group(1) or found.group(2)), (said, by_freebie)
    elif said.endswith("; no Draw while you hold 7 cards"):
        assert len(state.view(seat).hand) == 7 and not now and not any(by_freebie.values()), said
    else:
        assert ("the game ends before" if state.last_call else "next turn") in said, said
        assert not now and not any(by_freebie.values()), (said, by_freebie)


def _deck_counts_are_the_engines(state: PartyFowlState, action: object, said: str) -> None:
    """A draw or a preen says it ends the game exactly when it calls last orders; a preen's new
    cards are the engine's count (the five-player reshuffle may refill the deck halfway); a deck's
    count is the one after the draw."""
    after = state.clone()
    events = after.apply(action)
    if not state.last_call:
        assert ("the game ends after this turn" in said) == bool(after.last_call), said
    preen = r"(\d+) new Party cards? first|(takes|only) the Party Deck's last (\d+ )?cards? for"
    if isinstance(action, PreenDone):
        found = re.match(preen, said)
        assert found, said
        drawn = next(event.data["drawn"] for event in events if event.kind == "preen")
        assert int(found.group(1) or found.group(3) or 1) == drawn, said
    if found := re.search(r"the Party Deck down to (\d+)$", said):
        assert int(found.group(1)) == len(after.party), said


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("bots", ["house", "random"])
def test_every_legal_move_of_seeded_games_gets_a_one_line_reason_that_is_not_its_description(
    players: int, bots: str
) -> None:
    kinds: set[str] = set()
    for seed in range(3):
        state = GAME.new(["Ana", "Ben", "Cy", "Dee", "Eve"][:players], seed=seed, gossip=seed == 1)
        rng = random.Random(seed)
        seats = [GAME.bot() if bots == "house" else RandomBot() for _ in range(players)]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            legal = state.legal_actions()
            for action in legal:
                said = GAME.reason(view, action)
                assert said and "\n" not in said and len(said) <= 100, (action, said)
                assert said != action.describe() and not said[0].isupper() and not said.endswith("."), said
                kinds.add(type(action).__name__)
                if isinstance(action, Talk | Clean | Foul):
                    _checked_against_the_engine(state, action, said)
                if isinstance(action, Move):
                    _move_says_when_as_the_engine_allows(state, action, said)
                assert "None" not in said, said  # a room with no topic is never named by one
                if isinstance(action, Move):  # a reason for the move, not against it
                    assert not said.startswith(f"nothing in your hand scores in the {action.room}"), said
                if isinstance(action, Freebie) and (
                    found := re.search(r": your (.+) can score \d+ here", said)
                ):
                    assert f"Play {found.group(1)}" not in {str(move) for move in legal}, (
                        said
                    )  # not before it
                if isinstance(action, Draw | PreenDone):
                    _deck_counts_are_the_engines(state, action, said)
                if state.last_call:  # the game ends with this turn: nothing waits for the next
                    assert "next turn" not in said, said
            state.apply(seats[seat].choose(view, legal, rng))
    assert {"Place", "Draw", "Move", "Talk", "EndTurn"} <= kinds


def test_a_conversation_card_says_what_it_scores_and_a_drink_says_it_doubles() -> None:
    state = staged(hands={"Ana": ["Sports 3", "Drink"]}, ducks={"Ana": "Den"})
    assert reason(state, "Play Sports 3") == (
        "scores 3 points: 3 toward 21; you lead the Den: an extra Move next turn if you still lead"
    )
    assert reason(state, "Play Sports 3 with a Drink") == (
        "scores 6: 6 toward 21; you lead the Den: an extra Move next turn if you still lead"
    )


def test_taking_a_room_promises_its_power_only_if_the_lead_holds_till_next_turn() -> None:
    """The reviewer's game in small: Ana takes the Den, Ben fouls her card before her next turn,
    and the Den's extra Move never comes; the power goes to whoever leads when a turn begins."""
    state = staged(hands={"Ana": ["Sports 3"], "Ben": ["Foul"]}, ducks={"Ana": "Den", "Ben": "Den"})
    assert reason(state, "Play Sports 3").endswith(
        "you lead the Den: an extra Move next turn if you still lead"
    )
    play(state, "Play Sports 3", "End turn", "Foul Ana's Sports 3", "End turn", "End turn")
    assert state.turn == 0 and "Den" not in state.powers


def _house_game(players: int, seed: int, gossip: bool, moves: int, bots: str = "house") -> PartyFowlState:
    """A seeded game between house bots (or random ones), ``moves`` moves in (the review's positions
    are named so)."""
    state = GAME.new(["Ana", "Ben", "Cy", "Dee", "Eve"][:players], seed=seed, gossip=gossip)
    rng, bot = random.Random(seed), GAME.bot() if bots == "house" else RandomBot()
    for _ in range(moves):
        seat = state.current_player
        assert seat is not None
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    return state


def test_a_card_that_takes_a_room_always_says_so_however_long_the_line() -> None:
    """The review's position: a doubled Movies 2 takes the Home Theater, and the clause saying so
    was dropped to keep the line short."""
    state = _house_game(2, 5, True, 44)
    said = reason(state, "Play Movies 2 with a Drink")
    assert (
        said
        == "scores 4: 15 toward 21; you lead the Home Theater: a look at a hand next turn if you still lead"
    )
    _checked_against_the_engine(state, state.action_from_string("Play Movies 2 with a Drink"), said)


def test_the_card_that_reaches_21_says_it_wins() -> None:
    state = staged(hands={"Ana": ["Sports 4", "Drink"]}, ducks={"Ana": "Den"})
    state.totals[0] = 14
    state._legal = None
    assert reason(state, "Play Sports 4 with a Drink") == (
        "scores 8 (a Drink doubles the 4): 22 points: 21 wins the party at once"
    )
    assert (
        reason(state, "Play Sports 4")
        == "scores 4 points: 18 toward 21; you lead the Den: an extra Move next turn if you still lead"
    )


def test_a_games_card_says_the_game_rooms_extra_play_pays_for_it() -> None:
    state = staged(hands={"Ana": ["Games 1", "Games 2"]}, ducks={"Ana": "Game Room"})
    play(state, "Play Games 1", "End turn", "End turn", "End turn")
    assert state.powers == ("Game Room",)
    assert reason(state, "Play Games 2") == "scores 2 points: 3 toward 21; the Game Room's extra Play pays"


def test_a_card_that_ties_the_leader_says_the_room_goes_to_nobody() -> None:
    state = staged(hands={"Ana": ["Music 2"], "Ben": ["Music 2"]}, ducks={"Ana": "Lounge", "Ben": "Lounge"})
    play(state, "End turn", "Play Music 2", "End turn", "End turn")  # Ben leads the Music talk
    assert (
        reason(state, "Play Music 2")
        == "scores 2 points: 2 toward 21; Ben loses the Lounge: a tie leaves it to nobody"
    )


def test_a_foul_says_what_it_costs_its_victim_and_the_room_it_takes_away() -> None:
    state = staged(
        hands={"Ana": ["Foul"], "Ben": ["Games 4"]}, ducks={"Ana": "Game Room", "Ben": "Game Room"}
    )
    play(state, "End turn", "Play Games 4", "End turn", "End turn")
    assert reason(state, "Foul Ben's Games 4") == (
        "takes 4 off Ben (the leader, 4 to 0); Ben loses the Game Room"
    )


def test_a_foul_next_door_names_the_librarys_power_and_one_under_gossip_names_the_gossip() -> None:
    state = staged(
        hands={"Ana": ["Books 1", "Foul"], "Ben": ["Travel 2"]}, ducks={"Ana": "Library", "Ben": "Patio"}
    )
    play(state, "Play Books 1", "End turn", "Play Travel 2", "End turn", "End turn")
    assert state.powers == ("Library",)
    assert reason(state, "Foul Ben's Travel 2") == (
        "takes 2 off Ben (the leader, 2 to 0); Ben loses the Patio; the Library reaches next door"
    )
    state = staged(hands={"Ana": ["Foul"]}, ducks={"Ana": "Patio"}, gossip=True)
    state.stacks[1][0] = [("Games 2", False, False)]  # Ben, in the Kitchen, has talked Games
    state.totals[1], state._legal = 2, None
    assert reason(state, "Foul Ben's Games 2") == (
        "takes 2 off Ben (the leader, 2 to 0); Gossip reaches the Kitchen"
    )


def test_a_wash_in_the_bathroom_says_the_points_it_brings_back() -> None:
    state = staged(hands={"Ana": ["Books 3"], "Ben": ["Foul"]}, ducks={"Ana": "Library", "Ben": "Library"})
    play(state, "Play Books 3", "End turn", "Foul Ana's Books 3", "End turn", "End turn")
    play(state, "Move to the Patio", "Move to the Kitchen", "Move to the Bathroom")  # the turn ends
    end_turns(state, 2)
    assert reason(state, "Wash the Foul off Books 3") == (
        "3 points back: 3 toward 21; you lead the Library: Fouls one door away next turn if you still lead"
    )


def test_a_move_says_which_card_scores_in_the_room_and_whether_a_play_is_left() -> None:
    state = staged(hands={"Ana": ["Sports 3", "Drink"]})
    assert (
        reason(state, "Move to the Den")
        == "your Sports 3 scores there (6 with your Drink); a Play is left for it"
    )
    play(state, "Draw from the Party Deck", "Draw from the Party Deck")
    assert (
        reason(state, "Move to the Den")
        == "your Sports 3 scores there (6 with your Drink); play it next turn"
    )


def test_a_move_counts_a_freebie_in_hand_that_pays_for_the_play_now() -> None:
    """The reviewer's position in small: the Move spends the last Quacktion, but a Toast in hand
    adds a Play at any moment of the turn, so the card scores this turn, not next."""
    state = staged(hands={"Ana": ["Sports 1", "Toast"]})
    play(state, "Draw from the Party Deck", "Draw from the Party Deck")
    assert reason(state, "Move to the Den") == "your Sports 1 scores there; your Toast pays for it now"
    play(state, "Move to the Den", "Play Toast")
    assert "Play Sports 1" in [str(move) for move in state.legal_actions()]


def test_a_move_names_no_wash_or_foul_the_turn_has_no_play_left_for() -> None:
    """A wash or a Foul takes a Play of any kind but a topic's bonus: with the Move the last
    Quacktion and no Freebie in hand, the wash waits for next turn and the Foul goes unsaid."""
    state = staged(hands={"Ana": ["Books 3"], "Ben": ["Foul"]}, ducks={"Ana": "Library", "Ben": "Library"})
    play(state, "Play Books 3", "End turn", "Foul Ana's Books 3", "End turn", "End turn")
    play(state, "Move to the Patio", "Move to the Kitchen")
    assert (
        reason(state, "Move to the Bathroom") == "next turn a Play there can wash the Foul off your Books 3"
    )
    state = staged(hands={"Ana": ["Foul"], "Ben": ["Travel 2"]}, ducks={"Ben": "Patio"})
    play(state, "End turn", "Play Travel 2", "End turn", "End turn")
    play(state, "Draw from the Party Deck", "Draw from the Party Deck")
    assert "Foul" not in reason(state, "Move to the Patio")
    play(state, "Move to the Patio")
    assert "Foul Ben's Travel 2" not in [str(move) for move in state.legal_actions()]


def test_room_powers_are_named_where_they_make_the_move_possible() -> None:
    state = staged(hands={"Ana": ["Travel 1", "Movies 4"]}, ducks={"Ana": "Patio"})
    play(state, "Play Travel 1", "Move to the Home Theater", "Play Movies 4")  # the turn ends
    end_turns(state, 2)
    assert set(state.powers) == {"Patio", "Home Theater"}
    assert reason(state, "Draw from the Keg Deck").startswith("the Patio's power reaches the Keg here")
    assert reason(state, "Look at Ben's hand") == (
        "the Home Theater's power shows you the 5 cards of Ben, for no Quacktion"
    )


def test_drawing_the_kegs_last_card_says_the_game_ends_after_this_turn() -> None:
    state = staged(hands={"Ana": ["Books 1"]})
    thin(state, keg=1)
    assert (
        reason(state, "Draw from the Keg Deck") == "takes the Keg's last card: the game ends after this turn"
    )
    play(state, "Draw from the Keg Deck")
    assert state.last_call == "Keg Deck"


def test_a_party_draw_counts_the_deck_after_it_as_it_counts_the_hand() -> None:
    state = staged(hands={"Ana": ["Books 1"]})
    deck = len(state.party)
    assert reason(state, "Draw from the Party Deck").endswith(f"; the Party Deck down to {deck - 1}")


def test_with_five_players_a_preen_counts_the_discards_the_reshuffle_brings_in() -> None:
    """The review's position in small: one card left in the Party Deck, the five-player reshuffle
    still to come; a preen of two draws two (the discards come in when the deck runs out)."""
    state = staged(5, hands={"Ana": ["Books 1", "Books 2"]}, ducks={"Ana": "Bathroom"})
    thin(state, party=1)
    assert state.view(0).reshuffle
    assert "only" not in reason(state, "Preen")
    play(state, "Preen", "Preen away Books 1", "Preen away Books 2")
    assert reason(state, "Done preening") == (
        "2 new Party cards first, then the 2 set aside are discarded: none comes back"
    )
    events = play(state, "Done preening")
    assert [event.data.get("drawn") for event in events if event.kind == "preen"] == [2]
    assert not state.view(0).reshuffle


def test_a_freebie_says_what_it_adds_not_a_play_the_turn_could_pay_for_anyway() -> None:
    state = staged(
        hands={"Ana": ["Movies 2", "Movies 1", "Toast"]},
        ducks={"Ana": "Home Theater"},
        party_top=["Travel 1", "Travel 2"],
    )
    play(state, "Draw from the Party Deck", "Draw from the Party Deck")  # one Quacktion left
    assert "Play Movies 2" in [str(move) for move in state.legal_actions()]
    assert reason(state, "Play Toast") == "adds a Play Quacktion: 2 Plays here, for your 2 Movies cards"


def test_a_foul_on_one_of_two_tied_leaders_calls_him_a_joint_leader() -> None:
    state = staged(
        hands={"Ana": ["Foul"], "Ben": ["Games 2"], "Cy": ["Games 2"]},
        ducks={"Ana": "Game Room", "Ben": "Game Room", "Cy": "Game Room"},
    )
    play(state, "End turn", "Play Games 2", "End turn", "Play Games 2", "End turn")
    assert reason(state, "Foul Ben's Games 2").startswith("takes 2 off Ben (a joint leader, 2 to 0)")


def test_a_move_away_from_where_the_hand_scores_says_where_it_leads_not_what_fails_there() -> None:
    state = _house_game(2, 5, True, 44)
    assert reason(state, "Move to the Game Room") == "the Game Room leads on to the Kitchen"


def test_ending_the_turn_at_last_call_says_who_wins() -> None:
    state = staged(hands={"Ana": ["Sports 3"]}, ducks={"Ana": "Den"}, party_left=1)
    play(state, "Play Sports 3", "Draw from the Party Deck")
    assert state.last_call == "Party Deck"
    assert reason(state, "End turn") == "the Party Deck is empty: the game ends and you win with 3"


def test_laying_a_room_says_how_far_it_lies_from_the_kitchen_and_what_scores_there() -> None:
    state = GAME.new(["Ana", "Ben"], seed=3)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    for action in state.legal_actions():
        said = GAME.reason(view, action)
        assert said.startswith(("one Move from the Kitchen", "2 Moves from the Kitchen")), said
        assert action.room != "Bathroom" or "Fouls are washed off there" in said


def test_at_last_call_no_reason_promises_a_next_turn() -> None:
    """The review's positions: the Keg is empty, so the Move to the Library ends the game before
    the Books card it heads for is played; a card that takes a room at last call takes no power."""
    state = _house_game(5, 0, False, 175)
    assert state.last_call == "Keg Deck"
    assert reason(state, "Move to the Library") == (
        "your Books 1 scores there (2 with your Drink), but the game ends before you can play it"
    )
    state = staged(hands={"Ana": ["Travel 1", "Books 1", "Drink"]}, ducks={"Ana": "Patio"}, party_left=1)
    play(state, "Draw from the Party Deck")
    assert state.last_call == "Party Deck"
    assert reason(state, "Play Travel 1") == (
        "scores 1 point: 1 in all; you lead the Patio; the game ends after this turn: you are ahead"
    )
    play(state, "Play Travel 1")
    assert reason(state, "Move to the Library") == (
        "your Books 1 scores there (2 with your Drink), but the game ends before you can play it"
    )
    play(state, "Move to the Library")
    assert state.is_over


def test_a_preen_that_takes_the_party_decks_last_card_says_the_game_ends() -> None:
    """The review's position in small: one card left in the Party Deck and no reshuffle to come; a
    preen of one takes it, a preen of two takes it and comes up one short. Either calls last orders."""
    for away, said in (
        (["Books 1"], "takes the Party Deck's last card for the 1 set aside"),
        (["Books 1", "Books 2"], "only the Party Deck's last card for the 2 set aside"),
    ):
        state = staged(hands={"Ana": ["Books 1", "Books 2"]}, ducks={"Ana": "Bathroom"})
        thin(state, party=1)
        play(state, "Preen", *(f"Preen away {card}" for card in away))
        assert reason(state, "Done preening") == f"{said}: the game ends after this turn"
        play(state, "Done preening")
        assert state.last_call == "Party Deck"


# The third review's positions (/work/wt/reviews/third_cowboy_partyfowl_rowlette.md).


def test_a_wash_that_reaches_21_says_it_wins_and_promises_no_next_turn() -> None:
    """X4: Ben's wash brings back 4 and 21 points, and the line went on to a room's power "next
    turn" (115 characters) though the party ends with the wash."""
    state = _house_game(3, 4, False, 122)
    wash = state.action_from_string("Wash the Foul off Travel 2")
    said = reason(state, "Wash the Foul off Travel 2")
    assert said == "4 points back: 21 points: 21 wins the party at once"
    _checked_against_the_engine(state, wash, said)
    state.apply(wash)
    assert state.is_over and state.winners() == [1]


def test_a_move_back_to_the_keg_says_when_a_draw_can_come_and_never_with_a_full_hand() -> None:
    """X5: Ben holds 7 cards, and a Draw is refused at the hand limit: the Keg's Drink comes this
    turn only once his Snack Run is played. With the Move the turn's last Quacktion, it waits for
    next turn; with a full hand and no Freebie, no Draw comes at all."""
    state = _house_game(2, 0, False, 64, bots="random")
    move = state.action_from_string("Move to the Kitchen")
    said = reason(state, "Move to the Kitchen")
    assert said == "back to the Keg: a Drink would double your Movies 4; 7 in hand: play your Snack Run first"
    _move_says_when_as_the_engine_allows(state, move, said)
    play(state, "Move to the Kitchen")
    assert "Draw from the Keg Deck" not in [str(action) for action in state.legal_actions()]
    play(state, "Play Snack Run")
    assert "Draw from the Keg Deck" in [str(action) for action in state.legal_actions()]
    state = _house_game(2, 0, False, 15)
    said = reason(state, "Move to the Kitchen")
    assert said == "back to the Keg: a Drink would double your Books 2; draw next turn"
    _move_says_when_as_the_engine_allows(state, state.action_from_string("Move to the Kitchen"), said)
    full = ["Sports 1", "Sports 2", "Books 1", "Books 2", "Music 1", "Music 2", "Games 1"]
    state = staged(hands={"Ana": full}, ducks={"Ana": "Den"})
    said = reason(state, "Move to the Kitchen")
    assert said == "back to the Keg: a Drink would double your Sports 2; no Draw while you hold 7 cards"
    _move_says_when_as_the_engine_allows(state, state.action_from_string("Move to the Kitchen"), said)


def test_a_move_to_the_kitchen_is_not_for_the_keg_when_the_patio_reaches_it_already() -> None:
    """X5: the Patio's power lets its holder draw from the Keg in any room: a walk to it gains nothing."""
    state = staged(hands={"Ana": ["Travel 1", "Sports 3"]}, ducks={"Ana": "Patio"})
    play(state, "Play Travel 1")
    end_turns(state, 3)
    assert state.powers == ("Patio",) and state.current_player == 0
    assert "Draw from the Keg Deck" in [str(action) for action in state.legal_actions()]
    assert reason(state, "Move to the Kitchen") == "a step toward the Den, where your Sports 3 scores"


def test_a_card_scored_at_last_call_says_who_leads_as_the_game_ends_not_a_race_to_21() -> None:
    """The review's minor item: the Party Deck is empty, the turn ends by itself after Ana's
    Books 2, and Cy wins with 13; the line read "2 toward 21"."""
    state = _house_game(3, 2, False, 322, bots="random")
    assert state.last_call == "Party Deck"
    books = state.action_from_string("Play Books 2")
    said = reason(state, "Play Books 2")
    assert (
        said
        == "scores 2 points: 2 in all; you lead the Library; the game ends after this turn: Cy leads with 13"
    )
    _checked_against_the_engine(state, books, said)
    state.apply(books)
    assert state.is_over and state.winners() == [2]


def test_a_preen_of_a_one_card_hand_swaps_that_card() -> None:
    """The review's minor item: "swaps any of your 1 card for new Party cards"."""
    state = staged(hands={"Ana": ["Books 1"]}, ducks={"Ana": "Bathroom"})
    state.hands[0] = ["Books 1"]
    state._legal = None
    assert reason(state, "Preen") == "one Draw swaps your one card for a new Party card"
    state = staged(hands={"Ana": ["Books 1"]})
    state.hands[0] = ["Books 1"]
    state._legal = None
    assert reason(state, "Move to the Bathroom") == (
        "one Draw there swaps your one card for a new Party card; a Draw is left for it"
    )
