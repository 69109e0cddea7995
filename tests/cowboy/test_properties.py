"""Invariants that hold in every Super Cowboy game, over many seeded games (hypothesis) of 2-4
players, some seats played by the Random bot and some by the Sensible one."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core import Bot, IllegalAction, RandomBot, play_out
from tabletop.cowboy import Claim, CowboyState, Drop, Fight, PlayOn, Pour, Remove, Steer, Walk
from tabletop.cowboy.actions import BUILD, CUT, REST, STAY
from tabletop.cowboy.board import square_name
from tabletop.cowboy.data import (
    INDIANS,
    ITEMS,
    PILGRIMS,
    ROAMING_STEERS,
    STEERS_TO_WIN,
    STOLEN_STEER_TOKENS,
    TWISTERS,
    WOOD,
    WOOD_WITH_AXE,
)
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.tokens import IN_THE_BOX_AT_START, in_the_box, steers_in

from .staging import GAME, snapshot

seeds = st.integers(min_value=0, max_value=2**31 - 1)
player_counts = st.integers(min_value=2, max_value=4)
moves = st.integers(min_value=0, max_value=300)
sensible_seats = st.frozensets(st.integers(min_value=0, max_value=3))


def bots_for(players: int, sensible: frozenset[int]) -> list[Bot]:
    return [GAME.bot("Sensible") if seat in sensible else RandomBot() for seat in range(players)]


def random_game(
    seed: int, players: int, stop: int | None = None, sensible: frozenset[int] = frozenset(), **options: Any
) -> CowboyState:
    state: CowboyState = GAME.new([f"P{i}" for i in range(players)], seed=seed, **options)
    play_out(state, bots_for(players, sensible), random.Random(seed), moves=stop)
    return state


# ---- what the box holds ----


def count(events: Sequence[Any], kind: str, words: str = "") -> int:
    return sum(1 for event in events if event.kind == kind and words in event.text)


class Ledger:
    """What the table should hold, kept from the events told: every token that arrived, left, was
    eaten or chased off, every fence built, cut, paid; checked against the state after each move."""

    def __init__(self, state: CowboyState) -> None:
        self.fences = list(state.fences)
        self.built: set[Any] = set()

    def check_move(self, before: CowboyState, action: Any, events: Sequence[Any], after: CowboyState) -> None:
        seat = before.turn
        # roaming steers: arrivals, wanderers, raids; a printed steer rustled or paid brings a spare
        # from the box while one is left; a paid roaming steer moves, or goes back to the box
        rustled_printed = count(events, "rustle", "Stolen Steer token covers")
        spares = rustled_printed - count(events, "rustle", "none is spare")
        change = len(after.tokens.steers) - len(before.tokens.steers)
        expected = (
            count(events, "steer.placed")
            - count(events, "steer.left")
            - count(events, "steer.eaten")
            - count(events, "steer.boxed")
            - count(events, "pay", "it goes back to the box")
            + count(events, "pay", "a spare steer from the box goes")
        )
        covered = len(after.tokens.stolen) - len(before.tokens.stolen)
        raided = count(events, "printed_steer.covered")
        assert change == expected + spares, [e.text for e in events]
        assert covered == raided + rustled_printed + count(events, "pay", "the printed steer at")
        # Indians: arrive, wander off, are defeated or chased off by the cavalry
        indians = len(after.tokens.indians) - len(before.tokens.indians)
        gone = (
            count(events, "indian.left")
            + count(events, "fight", "defeats")
            + count(events, "cavalry", "chases off the Indian")
        )
        assert indians == count(events, "indian.placed") - gone
        twisters = len(after.tokens.twisters) - len(before.tokens.twisters)
        assert twisters == count(events, "twister.placed") - count(events, "twister.left")
        # only a token that leaves by the board edge is out of play for good (BACK_TO_BOX)
        for kind in IN_THE_BOX_AT_START:
            out = after.tokens.gone.get(kind, 0) - before.tokens.gone.get(kind, 0)
            assert out == count(events, f"{kind}.left"), kind
        # fences: one per fence built, three (four with the axe) per wood cut, three per payment
        if action == BUILD:
            self.fences[seat] -= 1
            assert before.walked is not None
            self.built.add(before.walked)
        for event in events:
            if event.kind == "wood":
                found = re.search(r"(\d) more fences", event.text)
                assert found is not None
                self.fences[seat] += int(found[1])
                assert int(found[1]) == (WOOD_WITH_AXE if Card.AXE in before.items[seat] else WOOD)
            if event.kind == "pay" and "3 fences" in event.text:
                victim = next(s for s, name in enumerate(after.players) if f"pays {name} 3" in event.text)
                self.fences[seat] -= 3
                self.fences[victim] += 3
        assert after.fences == self.fences
        assert after.grid.fenced <= self.built  # twisters only ever take fences away


def check_table(state: CowboyState) -> None:
    """The box's limits, the Stolen Steer tokens and the fields."""
    tokens, size = state.tokens, state.size
    assert len(tokens.steers) <= ROAMING_STEERS
    assert len(tokens.indians) <= INDIANS and len(tokens.twisters) <= TWISTERS
    assert len(tokens.pilgrims) <= PILGRIMS
    # a token off the board is in the box or out of play for good: never more than the box held
    assert all(in_the_box(kind, tokens) >= 0 for kind in IN_THE_BOX_AT_START)
    assert tokens.stolen <= set(state.printed) and len(tokens.stolen) <= STOLEN_STEER_TOKENS
    assert all(0 <= s < size * size for s in [*tokens.steers, *tokens.indians, *tokens.twisters])
    assert all(fences >= 0 for fences in state.fences)
    assert all(len(hand) <= 2 and set(hand) <= ITEMS for hand in state.items) or state.phase == "drop"
    seen: set[int] = set()
    grid = state.grid
    for square, owner in enumerate(grid.owner):
        if owner is None or square in seen:
            continue
        field = grid.enclosed(square)
        assert field is not None and len(field) >= 1  # closed (the board edge fenced too)
        assert {grid.owner[s] for s in field} == {owner}  # one owner
        seen |= field
    assert state.scores() == [state.herd(seat) for seat in range(len(state.players))]
    if tokens.bandit is not None:  # BANDIT_SIGHTS: no cowboy on his corner or one line from it
        bx, by = tokens.bandit
        assert all(abs(x - bx) + abs(y - by) > 1 for x, y in state.cowboys)
    # one steer per square of a field (ONE_STEER_PER_SQUARE), and a herd is the steers standing in it
    for seat in range(len(state.players)):
        mine = [s for s, owner in enumerate(grid.owner) if owner == seat]
        standing = [steers_in(s, state.layout.terrain, tokens.steers, tokens.stolen) for s in mine]
        assert all(count <= 1 for count in standing), seat
        assert state.herd(seat) == sum(standing)


@settings(max_examples=30, deadline=None)
@given(seeds, player_counts, sensible_seats)
def test_tokens_fences_and_fields_stay_true_to_the_box_through_a_whole_game(
    seed: int, players: int, sensible: frozenset[int]
) -> None:
    state: CowboyState = GAME.new([f"P{i}" for i in range(players)], seed=seed, round_limit=25)
    bots, rng, ledger = bots_for(players, sensible), random.Random(seed), Ledger(state)
    check_table(state)
    while (seat := state.current_player) is not None:
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        before = state.clone()
        events = state.apply(action)
        ledger.check_move(before, action, events, state)
        check_table(state)
    assert state.winner in state.winners() and list(state.view(None).winners) == state.winners()


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts)
def test_every_game_ends_with_five_steers_or_at_the_round_limit(seed: int, players: int) -> None:
    state = random_game(seed, players, round_limit=30)
    assert state.is_over and state.winner is not None and state.legal_actions() == []
    herds = state.scores()
    if max(herds) >= STEERS_TO_WIN:
        assert herds[state.winner] >= STEERS_TO_WIN
    else:
        assert state.rounds == 30
        best = max(state.rank_key(s)[1:4] for s in range(players))
        tied = [s for s in range(players) if state.rank_key(s)[1:4] == best]
        assert state.winners() == tied == list(state.view(None).winners)  # TIE_SHARED
    assert state.winner in state.winners() and state.ranking()[0] == state.winner


# ---- refusals ----


def every_action(state: CowboyState) -> list[Any]:
    """Moves a player might try, legal or not, in every phase."""
    size, rng = state.size, random.Random(state.chance)
    squares = [square_name(rng.randrange(size * size), size) for _ in range(6)]
    tried: list[Any] = [Walk(d, again) for d in "NESWX" for again in (False, True)]
    tried += [STAY, BUILD, CUT, REST]
    tried += [Steer(verb, a, b) for verb in ("Rope", "Rustle") for a in squares[:3] for b in squares[3:]]
    tried += [Fight(s) for s in squares] + [Claim(s) for s in squares] + [Remove(s) for s in squares]
    tried += [Drop(card) for card in sorted(ITEMS)] + [Remove("Bandit")]
    tried += [PlayOn(name) for name in (*state.players, "Stranger")]
    tried += [Pour(name) for name in (*state.players, "Stranger")]
    return tried


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts, moves, st.integers(min_value=0, max_value=10_000))
def test_an_illegal_action_is_refused_and_changes_nothing(
    seed: int, players: int, stop: int, pick: int
) -> None:
    state = random_game(seed, players, stop)
    legal = state.legal_actions()
    tried = [action for action in every_action(state) if action not in legal]
    action = tried[pick % len(tried)]
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert GAME.rule(err.value.rule).summary
    assert snapshot(state) == before
    if legal:
        with pytest.raises(IllegalAction):
            state.apply(legal[0], by=(state.turn + 1) % players)
        assert snapshot(state) == before


@settings(max_examples=50, deadline=None)
@given(seeds, player_counts, moves)
def test_every_legal_action_has_a_unique_text_that_reads_back(seed: int, players: int, stop: int) -> None:
    state = random_game(seed, players, stop)
    legal = state.legal_actions()
    assert len({str(action) for action in legal}) == len(legal)
    for action in legal:
        assert state.action_from_string(str(action)) == action
        assert action.describe()
    if state.phase in ("move", "action"):
        assert legal[-1] in (STAY, REST)  # a player can always pass


# ---- saves, clones, seeds and views ----


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts, moves, sensible_seats)
def test_to_json_round_trips_exactly(seed: int, players: int, stop: int, sensible: frozenset[int]) -> None:
    state = random_game(seed, players, stop // 2, sensible)
    assert snapshot(GAME.from_json(state.to_json())) == snapshot(state)


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts, moves)
def test_a_clone_is_equal_independent_and_plays_on_the_same(seed: int, players: int, stop: int) -> None:
    state = random_game(seed, players, stop)
    twin = state.clone()
    assert snapshot(twin) == snapshot(state)
    before = snapshot(state)
    play_out(twin, bots_for(players, frozenset()), random.Random(1), moves=30)
    assert snapshot(state) == before
    play_out(state, bots_for(players, frozenset()), random.Random(1), moves=30)
    assert snapshot(state) == snapshot(twin)


@settings(max_examples=25, deadline=None)
@given(seeds, player_counts, sensible_seats)
def test_a_seed_replays_exactly(seed: int, players: int, sensible: frozenset[int]) -> None:
    def log(state: CowboyState) -> list[str]:
        bots, rng = bots_for(players, sensible), random.Random(seed)
        lines = [event.text for event in state.opening]
        while (seat := state.current_player) is not None and len(lines) < 600:
            action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
            lines += [str(action), *(event.text for event in state.apply(action))]
        return lines

    first = log(GAME.new([f"P{i}" for i in range(players)], seed=seed))
    assert log(GAME.new([f"P{i}" for i in range(players)], seed=seed)) == first


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts, moves)
def test_everything_on_the_table_is_public_every_seat_sees_the_same(
    seed: int, players: int, stop: int
) -> None:
    state = random_game(seed, players, stop)
    public = state.view(None)
    for seat in range(players):
        assert state.view(seat) == dataclasses.replace(public, seat=seat)
    assert public.deck == len(state.deck) and public.discard == len(state.discard)
    assert public.herds == tuple(state.scores()) and public.current == state.current_player
