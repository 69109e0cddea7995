"""The Party Fowl lesson's explorables and study: they must say what the engine does."""

from __future__ import annotations

import json
import re
from pathlib import Path

import tabletop
from tabletop.partyfowl.data import (
    EDITION_CHOICES,
    GAME_ROOM_PLAY,
    KEG_DECK,
    PARTY_DECK,
    ROOMS,
    TALK_COPIES,
    TOPICS,
)
from tabletop.partyfowl.study import ENDINGS, PARTY_ENDINGS, ending_of, endings, play_bot_game
from tests.lesson_text import outputs_text
from tests.svg_reading import texts, tips
from widgets.lesson_play import play
from widgets.partyfowl.lessons import (
    GUESTS,
    HOUSE,
    StackExplorer,
    attempt,
    decks_html,
    foul_reach,
    glimpses,
    last_turn,
    lay_tiles,
    plot_endings,
    preen_to_last_call,
    rooms_html,
    stack_picture,
    stage,
)
from widgets.studies import RunItYourself

LESSON = Path(__file__).parents[2] / "notebooks" / "party_fowl.ipynb"


def lesson_cells(kind: str) -> list[str]:
    """The lesson's cells of this kind, each as one text."""
    lesson = json.loads(LESSON.read_text())
    return ["".join(cell["source"]) for cell in lesson["cells"] if cell["cell_type"] == kind]


def lesson_outputs() -> list[str]:
    """Each code cell's stored output in words (nbval checks it against a fresh run)."""
    lesson = json.loads(LESSON.read_text())
    return [outputs_text(cell) for cell in lesson["cells"] if cell["cell_type"] == "code"]


def section(number: int) -> tuple[list[str], list[str]]:
    """Section ``number``'s markdown texts and its code cells' printed outputs, in order."""
    lesson = json.loads(LESSON.read_text())
    texts: list[str] = []
    outputs: list[str] = []
    inside = False
    for cell in lesson["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and source.startswith("## "):
            inside = source.startswith(f"## {number}. ")
        if not inside:
            continue
        if cell["cell_type"] == "markdown":
            texts.append(source)
        else:
            outputs.append(outputs_text(cell))
    return texts, outputs


def test_the_lesson_house_is_a_legal_layout_with_every_room() -> None:
    state = stage(ducks=["Kitchen", "Kitchen"], hands=[[], []])
    assert {placed.room for placed in state.house.values()} == set(ROOMS)
    assert len(HOUSE) == len(ROOMS) - 1


def test_staged_hands_and_ducks_are_dealt_first() -> None:
    state = stage(ducks=["Lounge", "Den"], hands=[["Music 3", "Drink"], ["Foul"]])
    view = state.view(0)
    assert view.ducks == ("Lounge", "Den")
    assert view.hand[:2] == ("Music 3", "Drink") and len(view.hand) == 5
    assert state.view(1).hand[0] == "Foul"


def test_attempt_tells_the_rule_and_changes_nothing() -> None:
    state = stage(ducks=["Kitchen", "Kitchen"], hands=[["Games 3"], []])
    before = state.to_json()
    assert "Refused:" in str(attempt(state, "Play Games 3"))
    assert state.to_json() == before


def test_bots_lay_every_tile_and_play_begins() -> None:
    state = tabletop.get("partyfowl").new(["Ana", "Ben", "Cy"], seed=4)
    out = str(lay_tiles(state))
    assert out.count(" lays the ") == len(ROOMS) - 1
    assert "plays first" in out and state.phase == "turn"


def test_rooms_and_decks_tables_list_every_room_and_card_count() -> None:
    rooms = rooms_html()
    assert all(name in rooms for name in ROOMS)
    decks = decks_html()
    totals = re.findall(r"<b>(\d+)</b></td></tr></table>", decks)
    assert totals == [str(sum(PARTY_DECK.values())), str(sum(KEG_DECK.values()))]


def test_the_deck_table_gives_the_copies_of_each_conversation_card_per_topic() -> None:
    row = r"<tr><td>conversation, (\d) points?</td><td>([^<]*)</td><td>(\d+)</td></tr>"
    rows = re.findall(row, decks_html())
    assert len(rows) == len(TALK_COPIES)
    for points, note, count in rows:
        copies = TALK_COPIES[int(points)]
        assert note == f"{copies} per topic ({len(TOPICS)} topics)"
        assert int(count) == copies * len(TOPICS)


def test_the_stack_explorer_scores_like_the_engine() -> None:
    explorer = StackExplorer()
    explorer.card.value, explorer.drink.value = "Games 3", True
    explorer._play()
    assert "Scores 6 points" in explorer.board.svg
    explorer._foul()
    assert "Scores 0 points" in explorer.board.svg
    explorer._foul()
    assert "already fouled" in explorer.message.value and "cannot be fouled again" in explorer.message.value
    assert "only on the top card" not in explorer.message.value
    explorer.card.value, explorer.drink.value = "Games 2", False
    explorer._play()
    assert "locked in" in explorer.message.value and "Scores 2 points" in explorer.board.svg
    explorer._clean()
    assert "Not allowed" in explorer.message.value and "Locked fouls" in explorer.message.value
    assert repr(explorer) == "<StackExplorer: Games, 2 cards>"


def test_the_stack_explorer_washes_a_top_foul_off() -> None:
    explorer = StackExplorer()
    explorer.card.value = "Games 4"
    explorer._play()
    explorer._foul()
    explorer._clean()
    assert "Scores 4 points" in explorer.board.svg
    explorer._reset()
    assert "no cards yet" in explorer.board.svg


def test_a_stack_of_one_point_says_point() -> None:
    assert "Scores 1 point<" in stack_picture([("Games 1", False, False)])


def test_a_stack_picture_marks_drinks_and_locked_fouls() -> None:
    picture = stack_picture([("Games 1", False, True), ("Games 3", True, False)])
    assert "FOUL (locked)" in picture and "x2" in picture and "Scores 6 points" in picture


def test_the_study_counts_every_game_once_and_agrees_with_replays() -> None:
    study = endings((2, 4), games=6, seed=3)
    for players in (2, 4):
        assert sum(study.endings[players].values()) == 6
        assert len(study.rounds[players]) == 6
        assert set(study.endings[players]) <= set(ENDINGS)
    (players, ending), seed = next(iter(study.seeds.items()))
    state = play_bot_game(players, seed)
    assert state.is_over
    assert (state.end_rule == "partyfowl.win") == (ending == ENDINGS[0])
    assert repr(plot_endings(study)).startswith("<SVG: endings and rounds per game")


def test_the_lesson_draws_the_stored_endings_study_and_offers_to_run_it() -> None:
    """Section 9 plays no game at open: it draws the study ``make studies`` stored, and a "Run it
    yourself" panel under the plot replays it; the words say both."""
    code = next(cell for cell in lesson_cells("code") if "plot_endings(" in cell)
    assert "stored_result(PARTY_ENDINGS)" in code and "RunItYourself(PARTY_ENDINGS, plot_endings)" in code
    assert not re.search(r"\bendings\(", "".join(lesson_cells("code")))
    words = " ".join(next(cell for cell in lesson_cells("markdown") if "## 9." in cell).split())
    assert "played ahead of time" in words and "`make studies`" in words and "**Run it yourself**" in words
    assert PARTY_ENDINGS.settings == {"players": [2, 3, 4, 5], "games": 100, "seed": 0, "bots": "Sensible"}


def test_the_endings_study_seats_the_chosen_bots_and_its_plot_names_them() -> None:
    """Random bots play far longer parties than Sensible ones: every game must still be on the
    rounds histogram, and the title must say who played."""
    study = endings((2,), games=3, seed=0, bots="Random")
    assert study.bots == "Random" and sum(study.endings[2].values()) == 3
    assert study.rounds[2] == [play_bot_game(2, seed, bots="Random").turns / 2 for seed in range(3)]
    assert study.rounds[2] != endings((2,), games=3, seed=0).rounds[2]  # not Sensible bots after all
    plot = plot_endings(study)
    assert "Random bots in every seat" in texts(plot)[0]
    bin_tip = r"2 players: (\d+) games? lasted from (\d+) to under \d+ rounds"
    lasted = [re.fullmatch(bin_tip, line) for tip in tips(plot) for line in tip.splitlines()]
    bins = {int(m[2]): int(m[1]) for m in lasted if m}
    assert sum(bins.values()) == 3  # every game is on the histogram, however long Random bots took
    assert all(bins[int(rounds)] for rounds in study.rounds[2])


def test_run_it_yourself_replays_the_endings_with_other_bots() -> None:
    drawn: list[object] = []
    panel = RunItYourself(PARTY_ENDINGS, lambda study: drawn.append(study) or "plot")
    assert "Bots" in [widget.description for widget in panel.children[0].children]
    panel.games.value, panel.seed.value, panel.bots.value = 2, 5, "Random"
    result = panel.run()
    assert result.bots == "Random" and drawn == [result]
    played = {players: sum(tally.values()) for players, tally in result.endings.items()}
    assert played == dict.fromkeys((2, 3, 4, 5), 2)


def test_last_turn_tells_the_whole_final_turn_from_its_announcement() -> None:
    """The turn line says which powers the player held, so the story starts there."""
    for players, seed in ((2, 1), (4, 2)):
        lines = list(last_turn(players=players, seed=seed))
        assert re.match(r"\w+'s turn: three Quacktions", lines[0]) and "wins" in lines[-1]
        assert sum("'s turn: " in line for line in lines) == 1


def test_glimpses_show_a_looked_at_hand_in_the_lookers_view_only() -> None:
    state = stage(
        players=GUESTS[:3], ducks=["Home Theater", "Kitchen", "Kitchen"], hands=[["Movies 1"], [], []]
    )
    play(state, "Play Movies 1", "End turn", "End turn", "End turn", "Look at Ben's hand")
    assert list(glimpses(state)) == [
        f"Ana's view: Ben's hand, {', '.join(state.hands[1])}.",
        "Ben's view: no other hand.",
        "Cy's view: no other hand.",
    ]
    play(state, "End turn")
    assert str(glimpses(state)).count("no other hand") == 3


def test_foul_reach_follows_the_engines_rule_with_and_without_gossip() -> None:
    lines: list[str] = []
    for gossip in (False, True):
        state = stage(
            players=GUESTS[:3], ducks=["Kitchen", "Den", "Bathroom"], hands=[[], [], []], gossip=gossip
        )
        lines += foul_reach(state)
    assert lines[:3] == [
        "Ana, in the Kitchen, can foul: nobody.",
        "Ben, in the Den, can foul: nobody.",
        "Cy, in the Bathroom, can foul: nobody.",
    ]
    assert lines[3:] == [
        "Ana, in the Kitchen, can foul: nobody.",
        "Ben, in the Den, can foul: Ana (in the Kitchen), Cy (in the Bathroom).",
        "Cy, in the Bathroom, can foul: nobody.",
    ]


def test_with_five_the_party_deck_is_reshuffled_once_then_runs_out_for_good() -> None:
    state = stage(players=GUESTS, ducks=["Bathroom"] + ["Kitchen"] * 4, hands=[[]] * 5, party_left=1)
    assert "48 discards are shuffled into a new deck" in str(play(state, "Draw from the Party Deck"))
    out = str(preen_to_last_call(state))
    assert "shuffled" not in out and "Last call: the Party Deck is empty." in out
    assert out.splitlines()[-3].endswith("Party Deck: 0 left, discard pile 48.")
    assert state.is_over and state.end_rule == "partyfowl.deck-out" and state.reshuffled
    assert all(len(hand) == 5 for hand in state.hands[1:])  # the others only passed


def test_the_lessons_two_seeded_endings_are_one_of_each_kind() -> None:
    """Section 6 prints the last moves of two seeded bot games as "one of each kind": one must end
    by 21 points and one by a deck running out, whatever the bots now play."""
    code = "".join(lesson_cells("code"))
    games = re.findall(r"last_turn\(players=(\d), seed=(\d+)", code)
    ends = {ending_of(play_bot_game(int(players), int(seed))) for players, seed in games}
    assert len(games) == 2 and ends == {ENDINGS[0], ENDINGS[2]}


def test_every_edition_choice_the_lesson_body_names_is_in_the_edition_table() -> None:
    """Where the body says a rule is this edition's choice it names the constant; each must be one
    the closing table lists, and the body must name the choices it states as rules."""
    text = "".join(lesson_cells("markdown"))
    named = set(re.findall(r"`([A-Z][A-Z_]{3,})`", text))
    listed = {name for choice in EDITION_CHOICES for name in choice.constant.split(", ")}
    assert named <= listed
    assert {"DUCKS_START", "FIRST_PLAYER", "DRAW_AT_LIMIT", "AUTO_END", "FOUL_OTHERS", "TIES_SHARE"} <= named
    assert {"MIN_PLAYERS", "MAX_PLAYERS", "RESHUFFLE_ONCE"} <= named
    assert "GOSSIP_SENDERS" in named and "GAME_ROOM_PLAY" in named


def test_the_lesson_shows_a_look_taken_last_leaves_the_turn_open() -> None:
    """A Home Theater look as the last move is seen: the engine's run, printed in the lesson, keeps
    the turn open with only End turn left and the glimpse in Ana's view, and the text says why."""
    shown = [out for out in lesson_outputs() if "looks at Cy's hand" in out]
    assert len(shown) == 1
    after = shown[0].split("looks at Cy's hand")[1]
    assert "Still possible:\n* End turn\n" in after and "Ana's view: Cy's hand" in after
    assert "turn:" not in after
    text = next(cell for cell in lesson_cells("markdown") if "looks at Cy's hand" in cell)
    assert "`AUTO_END`" in text and "End turn" in text


def test_the_lesson_shows_what_the_game_rooms_extra_play_is_for() -> None:
    refusal = f"Refused: Your only Play left is the Game Room's, {GAME_ROOM_PLAY}"
    assert any(refusal in out and "Ana plays Games 3" in out for out in lesson_outputs())


def test_the_table_guide_says_how_to_wash_a_foul_and_how_to_preen() -> None:
    guide = next(cell for cell in lesson_cells("markdown") if cell.startswith("## 8. Play a full game"))
    assert "Bathroom" in guide and "wash" in guide and "Foul" in guide
    assert "**Preen**" in guide and "**Done preening**" in guide


def test_the_table_guide_ties_a_glimpse_to_the_end_of_the_turn_however_it_ends() -> None:
    """A look taken before the last Quacktion: that Quacktion ends the turn by itself and the
    glimpse goes with it, no End turn pressed. So the guide must not tie the glimpse to End turn."""
    state = stage(
        players=GUESTS[:3],
        ducks=["Home Theater", "Kitchen", "Kitchen"],
        hands=[["Movies 1", "Books 1", "Books 2", "Music 1", "Travel 1"], [], []],
        party_top=["Books 3"],
    )
    play(state, "Play Movies 1", "End turn", "End turn", "End turn", "Look at Ben's hand")
    assert state.view(0).glimpse is not None
    play(state, "Draw from the Party Deck", "Move to the Kitchen", "Move to the Home Theater")
    assert state.current_player == 1 and state.view(0).glimpse is None
    guide = next(cell for cell in lesson_cells("markdown") if cell.startswith("## 8. Play a full game"))
    guide = " ".join(guide.split())
    assert "until you press End turn" not in guide
    assert "the hand stays shown until your turn ends; a look never ends the turn by itself" in guide


def test_the_lesson_plays_a_freebie_with_no_use_yet_and_shows_the_engines_explanation() -> None:
    """The rulebook lets a Freebie be played at any moment of your turn: the lesson must not teach
    a refusal, and it shows the engine's own words when the added Quacktion has no use yet."""
    text = "".join(lesson_cells("markdown"))
    assert "thrown away" not in text and "as long as that" not in text
    outputs = [out for out in lesson_outputs() if "It has no use right now" in out]
    assert outputs and not any("Refused: Toast" in out for out in outputs)
    assert all("nothing Ana holds can be played in the Kitchen" in out for out in outputs)
    freebie = next(cell for cell in lesson_cells("markdown") if "**Toast**" in cell)
    assert "`AUTO_END`" in freebie and "End turn" in freebie


def test_the_simulations_words_match_its_printed_four_player_share() -> None:
    """Section 9's text says how four-player parties ended; it must agree with the figure the
    stored study prints just above it (tests/core/test_studies.py replays that study)."""
    printed = next(out for out in lesson_outputs() if "4 players: " in out)
    share = int(re.search(r"4 players: (\d+)% of games end by 21", printed)[1])  # type: ignore[index]
    words = next(cell for cell in lesson_cells("markdown") if "thirsty ducks" in cell)
    assert ("every one of these parties ended at 21" in words) == (share == 100)
    assert share >= 90


def test_no_refusal_in_the_lesson_reads_as_if_a_freebie_could_end_the_turn() -> None:
    """A refusal for want of a Quacktion names a Freebie held that adds one, and offers nothing
    that reads "a Freebie could ... or end the turn"."""
    assert not any("Freebie could" in out or "or end the turn" in out for out in lesson_outputs())


def test_section_two_ends_on_a_freebie_played_last_that_leaves_the_turn_open() -> None:
    """Sections 2 and 4 say the table never ends a turn straight after a Freebie and send the reader
    to the end of section 2: its last example must play one with the Quacktions spent, and the
    engine's run keeps the turn open with only End turn left."""
    texts, outputs = section(2)
    assert any("(the end of this section)" in text and "after a Freebie" in text for text in texts)
    looks, _ = section(4)
    assert any("nor after a Freebie, as section 2 showed" in " ".join(text.split()) for text in looks)
    last = outputs[-1]
    before, after = last.split("plays the Freebie")
    assert "Quacktions left: none\n" in before and "It has no use right now" in after
    assert after.endswith("Still possible:\n* End turn\n") and "turn:" not in after


def test_the_lesson_says_a_freebie_waits_out_a_preen() -> None:
    """The engine refuses a Freebie in the middle of a preen (PREEN_WHOLE): where section 2 first
    says a Freebie can be played at any moment of the turn, it says so."""
    texts, _ = section(2)
    freebies = " ".join(next(text for text in texts if "**Freebies**" in text).split())
    assert "at any moment of your turn (not in the middle of a preen, `PREEN_WHOLE`)" in freebies


def test_the_lesson_calls_gossips_one_way_reach_this_editions_reading() -> None:
    """The rulebook's first Gossip sentence leaves open whether a duck in the Kitchen or Bathroom
    may foul from there; the lesson must give the one-way reach as this edition's reading."""
    texts, _ = section(7)
    reach = [" ".join(text.split()) for text in texts if "no reach of its own" in text]
    assert reach and all("(this edition's reading, `GOSSIP_SENDERS`)" in text for text in reach)
