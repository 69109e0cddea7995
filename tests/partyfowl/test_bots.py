"""The Sensible bot keeps good habits at the party and clearly beats random play."""

from __future__ import annotations

import random

from tabletop.core import RandomBot, play_out
from tabletop.partyfowl import PartyFowlState, Peek, SensibleBot

from .staging import GAME, NAMES, legal, play, staged

GAMES = 40


def choice(state: PartyFowlState) -> str:
    seat = state.current_player
    assert seat is not None
    return str(GAME.bot("Sensible").choose(state.view(seat), state.legal_actions(), random.Random(0)))


def test_the_sensible_bot_beats_a_random_player_two_players_seats_alternating() -> None:
    """Measured on seeds 0-39: the Sensible bot wins all 40."""
    wins = 0
    for seed in range(GAMES):
        side = seed % 2  # the Sensible bot plays each seat half the time
        state: PartyFowlState = GAME.new(["P0", "P1"], seed=seed)
        bots = [SensibleBot() if seat == side else RandomBot() for seat in range(2)]
        play_out(state, bots, random.Random(seed))
        assert state.is_over
        wins += state.winners() == [side]
    assert wins >= 0.85 * GAMES


def test_four_sensible_bots_always_finish_a_party() -> None:
    endings = []
    for seed in range(20):
        state: PartyFowlState = GAME.new(list(NAMES[:4]), seed=seed, gossip=seed % 2 == 1)
        play_out(state, [SensibleBot() for _ in range(4)], random.Random(seed), moves=3000)
        assert state.is_over, seed
        endings.append(state.end_rule)
    assert endings.count("partyfowl.win") > endings.count("partyfowl.deck-out")


def test_five_sensible_bots_finish_with_the_reshuffle_too() -> None:
    for seed in range(5):
        state: PartyFowlState = GAME.new(list(NAMES), seed=seed)
        play_out(state, [SensibleBot() for _ in range(5)], random.Random(seed), moves=4000)
        assert state.is_over, seed


def test_bots_end_the_turns_a_look_leaves_open() -> None:
    """A look at a hand never ends a turn by itself (AUTO_END), so after a look as the last move a
    bot must end the turn: random players, who look whenever they may, still finish every party,
    and so do the house bots beside them."""
    looks = 0
    for seed in range(30):
        state: PartyFowlState = GAME.new(list(NAMES[:3]), seed=seed)
        bots = [RandomBot(), RandomBot(), SensibleBot()]
        play_out(state, bots, random.Random(seed), moves=5000)
        assert state.is_over, seed
        looks += sum(isinstance(action, Peek) for action in state.history)
    assert looks > 0


def test_it_plays_the_card_that_reaches_21_rather_than_foul_a_big_card() -> None:
    state = staged(
        hands={
            "Ana": ["Music 4", "Music 3", "Music 2", "Music 2", "Drink", "Drink", "Drink"],
            "Ben": ["Games 4", "Drink"],
        },
        ducks={"Ana": "Lounge", "Ben": "Den"},
        party_top=["Foul", "Music 1"],
    )
    play(state, "Play Music 4 with a Drink", "Play Music 3 with a Drink", "Play Music 2 with a Drink")
    play(state, "Move to the Game Room", "Play Games 4 with a Drink", "Move to the Den", "End turn")
    play(state, "End turn", "Move to the Kitchen", "Move to the Lounge", "End turn", "End turn")
    play(state, "Draw from the Party Deck", "Draw from the Party Deck", "Play Music 2")
    assert state.totals == [20, 8, 0] and state.view(0).left == (("Any", 1),)
    assert "Foul Ben's Games 4" in legal(state)
    assert choice(state) == "Play Music 1"


def test_it_attaches_a_drink_to_its_best_card() -> None:
    state = staged(hands={"Ana": ["Music 1", "Music 3", "Drink"]}, ducks={"Ana": "Lounge"})
    assert choice(state) == "Play Music 3 with a Drink"


def test_it_fouls_a_big_card_of_the_leader() -> None:
    state = staged(
        hands={"Ana": ["Music 4", "Drink"], "Ben": ["Foul", "Music 1"]},
        ducks={"Ana": "Lounge", "Ben": "Lounge"},
    )
    play(state, "Play Music 4 with a Drink", "End turn")
    assert choice(state) == "Foul Ana's Music 4"


def test_it_washes_a_foul_off_in_the_bathroom() -> None:
    state = staged(
        hands={"Ana": ["Music 3"], "Ben": ["Foul"]},
        ducks={"Ana": "Lounge", "Ben": "Lounge"},
    )
    play(
        state, "Play Music 3", "Move to the Kitchen", "End turn", "Move to the Kitchen", "Foul Ana's Music 3"
    )
    play(state, "End turn", "End turn")
    assert state.current_player == 0
    assert choice(state) == "Move to the Bathroom"
    play(state, "Move to the Bathroom")
    assert choice(state) == "Wash the Foul off Music 3"


def test_it_plays_a_freebie_first() -> None:
    state = staged(hands={"Ana": ["Snack Run", "Music 1"]})
    assert choice(state) == "Play Snack Run"


def test_it_keeps_a_freebie_whose_quacktion_has_no_use_and_ends_the_turn() -> None:
    """A Freebie may be played at any moment of the turn, even for nothing; the bot keeps a Toast
    it could not spend (only Books cards, in the Lounge) rather than throw it away."""
    state = staged(hands={"Ana": ["Toast"]}, party_top=["Sports 1", "Sports 2"])
    play(state, "Draw from the Party Deck", "Draw from the Party Deck", "Move to the Lounge")
    assert legal(state) == ["Play Toast", "End turn"]
    assert choice(state) == "End turn"


def test_it_does_not_play_a_freebie_for_nothing_when_it_could_walk() -> None:
    seven = ["Toast", "Games 2", "Games 1", "Music 1", "Sports 1", "Books 1", "Movies 1"]
    state = staged(hands={"Ana": seven})
    assert "Play Toast" in legal(state)
    assert choice(state).startswith("Move to the ")


def test_it_plays_a_freebie_whose_quacktion_pays_for_a_card_here() -> None:
    state = staged(hands={"Ana": ["Toast"]}, ducks={"Ana": "Library"})
    assert choice(state) == "Play Toast"
