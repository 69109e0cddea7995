"""The Partners lesson's pictures and explorables answer from the engine: the sandbox never lets a
learner break a rule and starts again exactly, counting numbers the fields a piece really counts, and
the swap study accounts for every card played and is drawn from its stored file."""

from __future__ import annotations

import json
import random
import re
import statistics
from html import unescape
from pathlib import Path

import pytest

import tabletop
from tabletop.core.studies import Study
from tabletop.partners import Give, Move, PartnersState, Phase, PlaySeven, SensibleBot, Switch
from tabletop.partners.data import HOUSE, HOUSE_EXACT, LAP, PIECES, PLAYERS, SECTION, TRACK, Kind
from tabletop.partners.study import SWAP, SwapStudy, ran_past_home, swap_study
from tabletop.partners.track import blocked_starts, field_name, forward, progress
from tests.lesson_text import output_text
from tests.svg_reading import texts
from tests.widgets.test_partners_choose import click_refusals
from widgets.partners.layout import FILLS, field_xy, house_xy
from widgets.partners.lesson_study import plot_swap_study, study_summary
from widgets.partners.lessons import (
    GAME,
    STEP_MARK,
    Sandbox,
    attempt,
    counting,
    deal_log,
    deck_html,
    house_entry,
    laps,
    picture,
    stage,
    start_fields,
    swap_seen,
    turn_log,
)
from widgets.studies import RunItYourself

C = ["circle"] * 4

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks/partners.ipynb"


SANDBOX_CELLS = [
    "".join(cell["source"])
    for cell in json.loads(NOTEBOOK.read_text())["cells"]
    if cell["cell_type"] == "code" and "".join(cell["source"]).startswith("Sandbox(")
]


def lesson_sandboxes() -> list[tuple[list[list[str]], list[str]]]:
    """The positions of the lesson's sandboxes, read from its cells (each is one ``Sandbox(...)`` call)."""
    found: list[tuple[list[list[str]], list[str]]] = []

    def keep(pieces: list[list[str]], hand: list[str], **_: object) -> None:
        found.append((pieces, hand))

    for source in SANDBOX_CELLS:
        eval(source, {"Sandbox": keep, "C": C})
    return found


SANDBOXES = lesson_sandboxes()


def test_every_sandbox_of_the_lesson_opens_on_anas_turn() -> None:
    assert len(SANDBOXES) >= 3
    for pieces, hand in SANDBOXES:
        box = Sandbox(pieces, hand)
        assert box.state.current_player == 0 and "Your turn" in box.board.svg
        assert any(enabled for _, enabled in shapes(box.board.svg))


def shapes(svg: str) -> list[tuple[str, bool]]:
    found = re.findall(r'data-action="([^"]+)"[^>]*aria-disabled="(true|false)"', svg)
    return [(unescape(action), state == "false") for action, state in found]


# ---- the sandbox ----


@pytest.mark.parametrize("index", range(len(SANDBOXES)))
def test_the_sandbox_never_breaks_a_rule(index: int) -> None:
    pieces, hand = SANDBOXES[index]
    box = Sandbox(pieces, hand)
    rng = random.Random(index)
    moves_made = refusals = 0
    for _episode in range(40):
        for _click in range(12):
            clickable = shapes(box.board.svg)
            on = [action for action, enabled in clickable if enabled]
            off = [action for action, enabled in clickable if not enabled]
            if box.state.current_player != 0:
                assert on == []  # Ana's turn is over: nothing lights up
                box.click("Play 5: Yellow 1 to yellow 10")
                assert "Ana's turn is over" in unescape(box.message.value)
                break
            # Mostly what is lit; now and then something faded, or a forged move.
            if off and rng.random() < 0.2:
                click = rng.choice(off)
            elif rng.random() < 0.05:
                click = "Play 12: Yellow 1 to red 5"
            else:
                assert on, "Ana's turn, so something is lit"
                click = rng.choice(on)
            legal = {str(action) for action in box.state.legal_actions()}
            before = box.state.to_json()
            done = len(box.state.history)
            box.click(click)
            made = box.state.history[done:]
            assert len(made) <= 1
            if made:
                assert str(made[0]) in legal
                moves_made += 1
            elif "Not allowed" in box.message.value:
                refusals += 1
                assert box.state.to_json() == before
            else:  # a choice only: a card or a piece picked
                assert click.startswith("pick ") and box.state.to_json() == before
        box.reset()
    assert moves_made > 20 and refusals > 5


@pytest.mark.parametrize("index", range(len(SANDBOXES)))
def test_start_again_puts_every_piece_and_card_back(index: int) -> None:
    pieces, hand = SANDBOXES[index]
    box = Sandbox(pieces, hand)
    fresh = stage(pieces, hand).to_json()
    first = box.board.svg
    assert box.state.to_json() == fresh and box.message.value.endswith("></div>")
    while box.state.current_player == 0:  # always the first lit shape, to the end of Ana's turn
        box.click(next(action for action, enabled in shapes(box.board.svg) if enabled))
    assert box.state.history and box.state.to_json() != fresh
    assert "Not allowed" not in box.message.value and "marker-end=" in box.board.svg
    box.reset()
    assert box.state.to_json() == fresh and box.board.svg == first
    assert box.pick.card is None and box.pick.piece is None
    assert "marker-end=" not in box.board.svg and box.message.value.endswith("></div>")


def test_the_sandbox_answers_with_what_the_rules_did() -> None:
    box = Sandbox(*SANDBOXES[0])  # the lesson's first: Yellow 1 on yellow 13, Yellow 2 on green 12
    box.click("pick card 5")
    before = box.state.to_json()
    box.click("Play 5: Yellow 1 to red 5")  # a forged move: Yellow 1 counts 5 from yellow 13 to red 4
    assert "Not allowed: 5 counts Yellow 1 from yellow 13 to red 4, not to red 5." in box.message.value
    assert box.state.to_json() == before
    box.click("pick card 1/14")
    box.click("pick piece Yellow 1")
    assert box.pick.piece == 0
    targets = [action for action, enabled in shapes(box.board.svg) if enabled and action.startswith("Play")]
    assert sorted(targets) == ["Play 1/14: Yellow 1 to red 13", "Play 1/14: Yellow 1 to yellow 14"]
    box.click(targets[0])
    assert box.state.history and str(box.state.history[0]) == targets[0]
    assert "Ana plays 1/14" in unescape(box.message.value)


def test_a_sandbox_the_lesson_says_has_faded_cards_shows_one_with_its_reason() -> None:
    """The text before a sandbox that promises faded cards with a reason on hover is kept: the
    sandbox holds a card no piece can use, and its hover text says why."""
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    promised = [
        i
        for i, cell in enumerate(cells)
        if cell["cell_type"] == "markdown" and "faded" in "".join(cell["source"])
    ]
    assert promised
    for index in promised:
        follows = "".join(cells[index + 1]["source"])
        pieces, hand = SANDBOXES[[box for box in SANDBOX_CELLS].index(follows)]
        box = Sandbox(pieces, hand)
        faded = {
            action.removeprefix("pick card "): label
            for action, label, enabled in titled(box.board.svg)
            if action.startswith("pick card ") and not enabled
        }
        assert faded, "a faded card to hover over"
        assert all(why.startswith(("Start brings", "no piece can use")) for why in faded.values())
        assert faded.get("Start") == "Start brings a piece out of its circle, and none of Ana's waits there"


def titled(svg: str) -> list[tuple[str, str, bool]]:
    found = re.findall(
        r'data-action="([^"]+)"[^>]*aria-label="([^"]*)"[^>]*aria-disabled="(true|false)"', svg
    )
    return [(unescape(action), unescape(label), state == "false") for action, label, state in found]


# ---- counting ----


def track_path(start: int, steps: int) -> tuple[list[int], list[int]]:
    """Walked by hand: the numbered fields counted, and the start fields jumped on the way."""
    fields, jumped = [], []
    place = start
    while len(fields) < steps:
        place = (place + 1) % TRACK
        if place % SECTION == 0:
            jumped.append(place)
        else:
            fields.append(place)
    return fields, jumped


def numbered(svg: str) -> list[tuple[float, float, int]]:
    """The centre and number of every step mark (a diamond whose path starts at its top corner)."""
    found = re.findall(
        r'<path d="M([\d.]+) ([\d.-]+) L[^"]*Z" fill="#222222" stroke="#ffffff" stroke-width="1.5"/>'
        r"<text [^>]*>(\d+)</text>",
        svg,
    )
    return [(float(x), float(y) + STEP_MARK, int(n)) for x, y, n in found]


def numbered_team_shapes(svg: str) -> int:
    """How many discs or squares in a team's colour carry a number: what a learner reads as a piece."""
    colours = "|".join(FILLS)
    return len(re.findall(rf'<(?:circle|rect) [^>]*fill="(?:{colours})"[^>]*/><text [^>]*>\d+</text>', svg))


@pytest.mark.parametrize(
    ("where", "steps", "house"), [("yellow 12", 5, False), ("green 13", 2, True), ("blue 1", 14, False)]
)
def test_step_marks_look_like_no_piece(where: str, steps: int, house: bool) -> None:
    """The lesson's counting pictures: a numbered mark in a team's colour and a piece's shape would
    read as a piece (a mark "2" in the yellow house as Blue 2), so only the 16 pieces are numbered
    discs or squares in team colours."""
    svg = counting(stage([[where, "circle", "circle", "circle"], C, C, C]), 0, steps, house=house)
    assert len(numbered(svg)) == steps
    assert numbered_team_shapes(svg) == PLAYERS * PIECES


def crosses(svg: str) -> list[tuple[float, float]]:
    """The centre of every cross drawn (one per jumped start field; each has a white halo under it)."""
    found = re.findall(r'<path d="M([\d.-]+) ([\d.-]+) L[^"]*" stroke="#222222"', svg)
    return [(float(x) + 7, float(y) + 7) for x, y in found]


@pytest.mark.parametrize(
    ("where", "piece", "steps", "jumps"),
    [
        ("yellow 12", 0, 5, 1),  # the lesson's example: over the red start field to red 3
        ("yellow 3", 0, 4, 0),
        ("green 10", 4, 14, 1),  # a Red piece over the yellow start field
        ("red 14", 4, 1, 1),
        ("blue 1", 4, 14, 1),
    ],
)
def test_counting_numbers_exactly_the_fields_of_the_path(
    where: str, piece: int, steps: int, jumps: int
) -> None:
    pieces: list[list[str]] = [list(C) for _ in range(PLAYERS)]
    pieces[piece // PIECES][piece % PIECES] = where
    state = stage(pieces)
    svg = counting(state, piece, steps)
    fields, jumped = track_path(state.pos[piece], steps)
    assert len(jumped) == jumps
    marks = numbered(svg)
    assert [n for _, _, n in marks] == list(range(1, steps + 1))
    for (x, y, _), place in zip(marks, fields, strict=True):
        assert (x, y) == pytest.approx(field_xy(place, 0))
    drawn = sorted(crosses(svg))
    assert len(drawn) == len(jumped)
    for (x, y), place in zip(drawn, sorted(field_xy(place, 0) for place in jumped), strict=True):
        assert (x, y) == pytest.approx(place)
    colour = piece // PIECES
    end = field_name(fields[-1], colour)
    assert f"counts {steps}" in svg and f"to {end}" in svg
    # The engine agrees: a move of that many steps may end on the last field numbered.
    assert fields[-1] in forward(state.pos, state.fresh, piece, steps, blocked_starts(state.pos))


def test_counting_agrees_with_the_move_the_engine_makes() -> None:
    state = stage([["yellow 12", "circle", "circle", "circle"], C, C, C], ["5"])
    svg = counting(state, 0, 5)
    last = max(numbered(svg), key=lambda mark: mark[2])
    assert last[2] == 5 and len(crosses(svg)) == 1
    events = state.apply(state.action_from_string("Play 5: Yellow 1 to red 3"))
    assert (last[0], last[1]) == pytest.approx(field_xy(state.pos[0], 0))
    assert "It jumps over the red start field without counting it." in [event.text for event in events]


def test_counting_into_the_house_skips_the_own_start_field_and_numbers_the_house_fields() -> None:
    # The lesson's example: from green 13, green 14 is step 1 and yellow house 1 step 2.
    state = stage([["green 13", "circle", "circle", "circle"], C, C, C], ["2"])
    svg = counting(state, 0, 2, house=True)
    marks = sorted(numbered(svg), key=lambda mark: mark[2])
    assert [n for _, _, n in marks] == [1, 2]
    assert (marks[0][0], marks[0][1]) == pytest.approx(field_xy(59, 0))  # green 14
    assert (marks[1][0], marks[1][1]) == pytest.approx(house_xy(0, 0, 0))  # yellow house 1
    assert crosses(svg) == [pytest.approx(field_xy(0, 0))]  # the yellow start field, not counted
    assert "counts 2" in svg and "to yellow house 1" in svg
    events = state.apply(state.action_from_string("Play 2: Yellow 1 to yellow house 1"))
    assert "without counting that field" in events[1].text
    with pytest.raises(ValueError, match="cannot count 9 into its house"):
        counting(state, 1, 9, house=True)


def claimed_reaches(text: str) -> list[tuple[int, int]]:
    """Every "N steps reach yellow house K" the house-entry text claims, as (N, K)."""
    return [(int(n), int(k)) for n, k in re.findall(r"(\d+) steps? reach(?:es)? yellow house (\d)", text)]


def test_house_entry_says_from_each_field_which_count_reaches_which_house_field() -> None:
    text = house_entry("green 12", "green 13").text
    assert text.splitlines() == [
        "From green 12, Yellow 1 counts green 13 as step 1 and green 14 as step 2; it turns off at the "
        "yellow start field without counting it, so yellow house 1 is step 3.",
        "   3 steps reach yellow house 1, 4 steps reach yellow house 2, 5 steps reach yellow house 3, "
        "6 steps reach yellow house 4; a count above 6 cannot go in: the piece runs on along the track.",
        "From green 13, Yellow 1 counts green 14 as step 1; it turns off at the yellow start field without "
        "counting it, so yellow house 1 is step 2.",
        "   2 steps reach yellow house 1, 3 steps reach yellow house 2, 4 steps reach yellow house 3, "
        "5 steps reach yellow house 4; a count above 5 cannot go in: the piece runs on along the track.",
    ]


def test_house_entry_says_one_step_in_the_singular() -> None:
    assert house_entry("green 14")[1].startswith("   1 step reaches yellow house 1, 2 steps reach")


def test_house_entry_counts_for_any_colour_as_the_switch_example_needs() -> None:
    # The Switch example: Blue 1 lands on red 12, three steps short of its house.
    first = house_entry("red 12", colour="Blue")[0]
    assert first == (
        "From red 12, Blue 1 counts red 13 as step 1 and red 14 as step 2; it turns off at the blue start "
        "field without counting it, so blue house 1 is step 3."
    )
    state = stage([C, C, ["red 12", "circle", "circle", "circle"], C])
    assert forward(state.pos, state.fresh, 8, 3, 0) == [HOUSE, 2 * SECTION + 1]  # house 1, or blue 1


@pytest.mark.parametrize("number", range(1, 15))
def test_every_house_count_the_lesson_could_print_is_the_engines(number: int) -> None:
    where = f"green {number}"
    state = stage([[where, "circle", "circle", "circle"], C, C, C])
    claims = claimed_reaches(house_entry(where).text)
    reached = {
        (steps, end - HOUSE + 1)
        for steps in range(1, 15)
        for end in forward(state.pos, state.fresh, 0, steps, 0)
        if end >= HOUSE
    }
    assert set(claims) == reached and len(claims) == len(reached)


def test_the_deal_log_shows_a_dealer_dealing_three_times_then_the_next_seat() -> None:
    lines = list(deal_log(deals=7))
    assert lines == [
        "Deal 1: Dee deals four cards each (deal 1 of 3 from this deck); Ana plays first.",
        "Deal 2: Dee deals four cards each (deal 2 of 3 from this deck); Ana plays first.",
        "Deal 3: Dee deals four cards each (deal 3 of 3 from this deck); Ana plays first.",
        "        The four cards left go to the used pile; Ana shuffles all 52 and deals next.",
        "Deal 4: Ana deals four cards each (deal 1 of 3 from this deck); Ben plays first.",
        "Deal 5: Ana deals four cards each (deal 2 of 3 from this deck); Ben plays first.",
        "Deal 6: Ana deals four cards each (deal 3 of 3 from this deck); Ben plays first.",
        "        The four cards left go to the used pile; Ben shuffles all 52 and deals next.",
        "Deal 7: Ben deals four cards each (deal 1 of 3 from this deck); Cy plays first.",
    ]


def test_the_turn_log_shows_turns_passing_clockwise_one_card_each() -> None:
    """Each line is the next player clockwise who still holds cards; that player holds one card
    fewer after playing (none after laying the hand down), and nobody else's hand changes."""
    names = ["Ana", "Ben", "Cy", "Dee"]
    lines = list(turn_log(plays=10))
    assert len(lines) == 10 and lines[0].startswith("Ana ")  # Dee deals first, so Ana plays first
    held, seat = [4] * PLAYERS, PLAYERS - 1
    for line in lines:
        who = names.index(line.split()[0])
        assert who == next((seat + k) % PLAYERS for k in range(1, PLAYERS + 1) if held[(seat + k) % PLAYERS])
        sizes = [int(n) for n in re.findall(r"(?:Ana|Ben|Cy|Dee) (\d)", line.split("(cards left: ")[1])]
        assert sizes[who] == (0 if "cannot use any" in line else held[who] - 1)
        assert all(sizes[other] == held[other] for other in range(PLAYERS) if other != who)
        held, seat = sizes, who
    assert any("cannot use any" in line for line in lines), "the log shows a player passed over"


def test_start_fields_say_which_start_field_blocks_as_the_engine_finds() -> None:
    state = stage(
        [["yellow 12", "circle", "circle", "circle"], ["start", "circle", "circle", "circle"], C, C],
        ["Switch", "5"],
        [["Start"], [], []],
    )
    assert start_fields(state) == "The red start field holds Red 1: blocked for every other colour."
    state.apply(state.action_from_string("Play Switch: Yellow 1 with Red 1"))
    assert start_fields(state) == "The red start field holds Yellow 1, not Red's own: it blocks nothing."
    assert blocked_starts(state.pos) == 0
    events = state.apply(state.action_from_string("Play Start: Red 2 out"))
    assert events[-1].text == "Red 2 lands on Yellow 1, which goes back to its circle."
    assert start_fields(stage([C, C, C, C])) == "No piece stands on a start field: nothing is blocked."


def test_swap_seen_replays_every_other_card_the_other_team_could_pass() -> None:
    game = tabletop.get("partners")
    swap = game.new(["Ana", "Ben", "Cy", "Dee"], seed=4)
    others = 0
    for _ in range(PLAYERS):
        if swap.current_player in (0, 2):
            others += len(swap.legal_actions()) - 1  # Ana's or Cy's other cards
        swap.apply(swap.legal_actions()[0])
    assert all(isinstance(action, Give) for action in swap.history)
    told = swap_seen(swap, 1)
    ben = swap.view(1)
    assert told.startswith(
        f"Ben's view shows Ben's hand ({', '.join(ben.hand)}), the card Dee passed ({ben.received})"
    )
    assert f"Ana or Cy could have passed ({others} other swaps), Ben's view is the same every time." in told


def test_laps_say_how_far_each_piece_has_come_as_the_engine_counts() -> None:
    state = stage([C, C, ["green 1", "circle", "circle", "circle"], ["red 12", "circle", "circle", "circle"]])
    assert laps(state, 8, 12) == (
        "Blue 1 on green 1 has come 15 of the 56 steps of its lap; Green 1 on red 12 has come 40."
    )
    assert progress(state.pos, state.fresh, 8) == 15 and LAP == 56


def stored_outputs(marker: str) -> str:
    """The stored output of the lesson's code cell whose source contains ``marker``: what it says in
    words, and the HTML of any other page it shows."""
    for cell in json.loads(NOTEBOOK.read_text())["cells"]:
        if cell["cell_type"] == "code" and marker in "".join(cell["source"]):
            outputs = cell["outputs"]
            return "".join(
                output_text(out) or "".join(out.get("data", {}).get("text/html", "")) for out in outputs
            )
    raise AssertionError(f"no cell of the lesson calls {marker}")


def test_the_lesson_prints_what_the_engine_computes_for_its_claims() -> None:
    assert (
        stored_outputs('house_entry("green 12", "green 13")')
        == house_entry("green 12", "green 13").text + "\n"
    )
    assert stored_outputs("deal_log(") == deal_log(deals=7).text + "\n"
    assert stored_outputs("turn_log(") == turn_log(plays=10).text + "\n"
    assert "it blocks nothing." in stored_outputs("start_fields(")
    assert "Ben's view is the same every time." in stored_outputs("swap_seen(swap, 1)")
    assert "Blue 1 on green 1 has come 15 of the 56 steps of its lap" in stored_outputs("laps(switch")
    assert house_entry("red 12", colour="Blue").text in stored_outputs('house_entry("red 12", colour="Blue")')
    told = stored_outputs("study_summary(study)").splitlines()
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    lesson = " ".join(
        " ".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown").split()
    )
    # What the prose says of the study's cards is what the study measured.
    assert (
        told[1].startswith("Most steps gained per card played: the Switch (") and "then the -4 (" in told[1]
    )
    assert "Switch and the -4 gain the most steps" in lesson
    assert told[2].startswith("Most opponents' steps knocked off per card played: the Switch (")
    assert "then the 7 (" in told[2] and "After the Switch, the 7 knocks off the most" in lesson
    edition = stored_outputs("edition_html(game)")
    assert all(f"<code>{choice.constant}</code>" in edition for choice in tabletop.get("partners").edition)
    assert "<code>SEVEN_IN_FULL</code>" in edition


def lesson_body() -> list[str]:
    """The lesson's markdown cells before its closing tables, each on one line."""
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    body = []
    for cell in cells:
        text = " ".join("".join(cell["source"]).split())
        if cell["cell_type"] == "markdown":
            if text.startswith("## Table rules"):
                break
            body.append(text)
    return body


@pytest.mark.parametrize(
    ("words", "constant"),
    [
        ("exact count", "HOUSE_EXACT"),
        ("share a field", "HOUSE_ONE_EACH"),
        ("blocks nothing", "SWITCHED_ONTO_START"),
        ("at most one part", "SEVEN_ONE_PART_EACH"),
        ("jumps over start fields", "START_FIELDS_SKIPPED"),
    ],
)
def test_where_the_lesson_teaches_a_reading_of_its_own_it_names_the_constant(
    words: str, constant: str
) -> None:
    teaching = [text for text in lesson_body() if words in text]
    assert teaching, f"the lesson teaches {words!r}"
    assert all(constant in text for text in teaching), f"{words!r} is taught without {constant}"


def test_the_lesson_body_teaches_turn_order_own_pairs_and_lifting_a_block() -> None:
    body = " ".join(lesson_body())
    assert "turns pass clockwise" in body and "one card" in body
    assert "your own colour captures nothing" in body
    assert "A Switch can carry a single blocking piece away" in body


@pytest.mark.parametrize(
    "claim",
    [
        "only way partners can talk",  # the rulebook hides the swapped card from opponents, nothing more
        "decisive",  # the study cannot show it, and says so
        "holds four cards at a time",  # hands shrink as cards are played
        "used pile unseen",  # FOLDED_FACE_DOWN covers hands given up, not the 4 cards left over
        "dashed rings",  # only a piece just out wears a dotted ring
    ],
)
def test_the_lesson_claims_nothing_the_rulebook_or_the_engine_does_not_back(claim: str) -> None:
    assert not any(claim in text for text in lesson_body())


def test_every_instruction_to_click_a_piece_says_a_single_move_is_made_at_once() -> None:
    """The board makes the only move of a piece on the click (widgets.partners._finishes)."""
    clicking = [
        text
        for text in lesson_body()
        if "then a lit piece" in text or "Click a piece" in text or "then a piece" in text
    ]
    assert clicking
    assert all("at once" in text for text in clicking)


def test_the_rules_page_claims_no_table_talk_rule() -> None:
    assert "talk" not in tabletop.get("partners").rule("partners.swap").summary


def test_attempt_tells_each_refusal_with_its_rule_and_changes_nothing() -> None:
    state = stage(
        [["yellow 12", "red 2", "circle", "circle"], ["start", "circle", "circle", "circle"], C, C], ["5"]
    )
    before = state.to_json()
    assert list(attempt(state, "Play 5: Yellow 1 to red 3", "Play 5: Yellow 2 to red 7")) == [
        "Play 5: Yellow 1 to red 3: Yellow 1: Red's own piece on the red start field blocks the way.   "
        "[Blocking]",
        "Play 5: Yellow 2 to red 7: allowed",
    ]
    assert state.to_json() == before


def test_pictures_and_the_deck_name_what_they_show() -> None:
    state = stage([C, C, C, C])
    svg = picture(state, "Everyone starts", "in their circle")
    assert "Everyone starts" in svg and "in their circle" in svg and "Your hand" not in svg
    assert "data-action" not in svg  # a picture is not played
    html = deck_html()
    assert "<b>Total</b></td><td><b>52</b>" in html
    assert all(f"<b>{kind}</b>" in html for kind in Kind)


# ---- the swap study ----


def team_progress(state: PartnersState, team: int) -> int:
    return sum(
        progress(state.pos, state.fresh, piece)
        for piece in range(PLAYERS * PIECES)
        if piece // PIECES % 2 == team
    )


def replay(seed: int, swap: bool) -> tuple[PartnersState, dict[Kind, int]]:
    """One of the study's games played again with the same bots and dice: the end, and cards played."""
    game = tabletop.get("partners")
    state: PartnersState = game.new(["Ana", "Ben", "Cy", "Dee"], seed, swap=swap)
    bots = [SensibleBot() for _ in range(PLAYERS)]
    rng = random.Random(seed)
    played: dict[Kind, int] = {}
    while (seat := state.current_player) is not None:
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        card = (
            action.card
            if isinstance(action, Move)
            else Kind.SEVEN
            if isinstance(action, PlaySeven)
            else Kind.SWITCH
            if isinstance(action, Switch)
            else None
        )
        if card is not None:
            played[card] = played.get(card, 0) + 1
        state.apply(action)
    return state, played


def test_the_swap_study_accounts_for_every_card_played() -> None:
    games, seed = 4, 11
    study = swap_study(games=games, seed=seed)
    assert study.games == games
    assert len(study.deals[True]) == len(study.deals[False]) == games
    played: dict[Kind, int] = {}
    total_progress = 0
    for i in range(games):
        for swap in (True, False):
            state, cards = replay(seed + i, swap)
            assert state.is_over and state.deals == study.deals[swap][i]
            if swap:
                for kind, count in cards.items():
                    played[kind] = played.get(kind, 0) + count
                total_progress += team_progress(state, 0) + team_progress(state, 1)
    assert {kind: record.played for kind, record in study.cards.items()} == played
    # Every step a piece moved (or lost) happened in some play: the card records add up to where
    # the pieces stand at the end (all start in their circles, at 0).
    assert sum(r.gained - r.knocked for r in study.cards.values()) == total_progress
    assert all(r.played > 0 for r in study.cards.values())
    assert study.mean_deals(True) == sum(study.deals[True]) / games
    assert all(deals >= 1 for d in study.deals.values() for deals in d)


def test_a_play_that_runs_a_piece_past_its_own_house_is_counted_as_a_new_lap() -> None:
    state = stage([["green 14", "house 4", "circle", "circle"], C, C, C], ["5", "2"])
    before = (list(state.pos), list(state.fresh))
    state.apply(state.action_from_string("Play 5: Yellow 1 to yellow 5"))
    assert ran_past_home(before, state, 0) and not ran_past_home(before, state, 1)
    state = stage([["green 14", "house 4", "circle", "circle"], C, C, C], ["5", "2"])
    before = (list(state.pos), list(state.fresh))
    state.apply(state.action_from_string("Play 2: Yellow 1 to yellow house 2"))
    assert not ran_past_home(before, state, 0)
    state = stage([["start", "circle", "circle", "circle"], C, C, C], ["5"])  # just out: a start, not a lap
    before = (list(state.pos), list(state.fresh))
    state.apply(state.action_from_string("Play 5: Yellow 1 to yellow 5"))
    assert not ran_past_home(before, state, 0)


def test_the_study_summary_ranks_the_cards_as_the_study_measured_them() -> None:
    study = swap_study(games=3, seed=5)
    lines = list(study_summary(study))
    change, margin = study.swap_margin()
    diffs = [a - b for a, b in zip(study.deals[True], study.deals[False], strict=True)]
    assert change == pytest.approx(sum(diffs) / 3) and margin == pytest.approx(
        2 * statistics.stdev(diffs) / 3**0.5
    )
    assert f"{abs(change):.1f} deals {'shorter' if change < 0 else 'longer'} with it" in lines[0]
    assert f"give or take {margin:.1f}" in lines[0]
    assert ("cannot tell the two apart" in lines[0]) == (abs(change) <= margin)
    starts = [study.cards[kind].gain_per_play for kind in (Kind.START, Kind.START_8, Kind.START_13)]
    assert lines[3].endswith(
        f"Start {round(starts[0], 1) + 0.0:.1f}, Start/8 {starts[1]:.1f}, Start/13 {starts[2]:.1f}."
    )
    lapper = max(study.cards.items(), key=lambda item: item[1].lapped / item[1].played)
    assert f"the {lapper[0]} most often, {lapper[1].lapped} of its {lapper[1].played} plays" in lines[4]
    by_gain = sorted(study.cards.values(), key=lambda record: -record.gain_per_play)
    by_knock = sorted(study.cards.items(), key=lambda item: -item[1].knocked_per_play)
    assert f"({by_gain[0].gain_per_play:.1f}), then" in lines[1]
    assert lines[2].startswith(f"Most opponents' steps knocked off per card played: the {by_knock[0][0]} ")
    plain = [
        kind
        for kind, _ in by_knock
        if kind in {Kind.TWO, Kind.THREE, Kind.FIVE, Kind.SIX, Kind.NINE, Kind.TEN, Kind.ELEVEN, Kind.TWELVE}
    ]
    assert f"the best plain number, the {plain[0]}, " in lines[2]


def test_the_swap_study_is_the_same_every_time_and_plots() -> None:
    first, second = swap_study(games=2, seed=3), swap_study(games=2, seed=3)
    assert first.deals == second.deals
    assert {k: (r.played, r.gained, r.knocked) for k, r in first.cards.items()} == {
        k: (r.played, r.gained, r.knocked) for k, r in second.cards.items()
    }
    calls: list[tuple[int, int]] = []
    swap_study(games=2, seed=3, progress_bar=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 2), (2, 2)]
    plot = plot_swap_study(first)
    assert repr(plot).startswith("<SVG: game length with and without the swap")
    assert plot._repr_svg_().startswith("<svg")
    assert first.bots == "Sensible"
    assert texts(plot)[0].startswith("2 games between Sensible bots")


def test_the_swap_study_puts_the_bots_asked_for_in_every_seat_and_the_plot_names_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seated: list[str | None] = []
    bot = type(GAME).bot
    monkeypatch.setattr(type(GAME), "bot", lambda game, name=None: seated.append(name) or bot(game, name))
    study = swap_study(games=1, seed=3, bots="Random")
    assert seated == ["Random"] * 8  # four seats, in the game with the swap and the one without
    assert study.bots == "Random" and study.deals != swap_study(games=1, seed=3).deals
    assert texts(plot_swap_study(study))[0].startswith("1 game between Random bots")


def lesson_cell(marker: str) -> str:
    """The source of the lesson's code cell that contains ``marker``."""
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    (source,) = [
        "".join(c["source"]) for c in cells if c["cell_type"] == "code" and marker in "".join(c["source"])
    ]
    return source


def test_the_lesson_draws_the_stored_swap_study_and_offers_to_run_it(monkeypatch: pytest.MonkeyPatch) -> None:
    assert lesson_cell("plot_swap_study(study)").splitlines() == [
        "study = stored_result(SWAP)",
        "display(plot_swap_study(study))",
        "RunItYourself(SWAP, plot_swap_study)",
    ]

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the lesson played games at open")

    monkeypatch.setattr(Study, "play", refuse)
    stored = SWAP.stored()
    assert isinstance(stored, SwapStudy) and stored.games == SWAP.settings["games"] == 100
    assert stored.bots == SWAP.settings["bots"] == "Sensible"
    # The numbers the lesson prints are the stored study's, and its prose names the stored settings.
    assert stored_outputs("study_summary(study)") == study_summary(stored).text + "\n"
    prose = " ".join(" ".join(lesson_body()).split())
    assert "Four house bots played 100 games, each seed once with the swap and once without it." in prose
    assert "`make studies`" in prose and "**Run it yourself**" in prose and "these 100 games" in prose


def test_run_it_yourself_replays_the_swap_study_with_the_learners_bots() -> None:
    drawn: list[str] = []
    panel = RunItYourself(SWAP, lambda study: drawn.append(texts(plot_swap_study(study))[0]))
    assert [w.description for w in panel.children[0].children] == ["Games", "Seed", "Bots", "Run it yourself"]
    assert (panel.games.value, panel.seed.value, panel.bots.value) == (100, 0, "Sensible")
    assert list(panel.bots.options) == ["Sensible", "Random"]
    panel.games.value, panel.seed.value, panel.bots.value = 2, 7, "Random"
    result = panel.run()
    assert isinstance(result, SwapStudy) and result.bots == "Random" and len(result.deals[False]) == 2
    assert result.deals == swap_study(games=2, seed=7, bots="Random").deals
    assert drawn == ["2 games between Random bots, each seed played with and without the swap"]
    assert panel.bar.max == 2 and panel.bar.value == 2


# ---- every click on a Try-it board gets a rule as its answer ----


def turn_states(state: PartnersState) -> list[PartnersState]:
    """Ana's turn as the board can reach it: the start, and every state of a split 7 along the way."""
    found = [state]
    seven = state.clone()
    if PlaySeven() in seven.legal_actions():
        seven.apply(PlaySeven())
        todo = [seven]
        while todo:
            here = todo.pop()
            found.append(here)
            for step in here.legal_actions():
                after = here.clone()
                after.apply(step)
                if after.current_player == 0 and after.phase is Phase.SEVEN:
                    todo.append(after)
    return found


@pytest.mark.parametrize("index", range(len(SANDBOXES)))
def test_every_click_on_a_try_it_board_is_answered_with_the_rule_that_stops_it(index: int) -> None:
    """Any card, then any piece, at any point of Ana's turn (a 7 step by step): a refusal names the
    game's rule, never a position number or the catch-all of moves built by hand."""
    pieces, hand = SANDBOXES[index]
    states = turn_states(stage(pieces, hand))
    refusals = 0
    for state in states:
        before = state.to_json()
        for click, err in click_refusals(state).items():
            assert err.rule != "core.legal-actions" and "position" not in err.message, (click, err.message)
            assert GAME.rule(err.rule).summary
            refusals += 1
        assert state.to_json() == before
    assert refusals > 20


def test_a_piece_whose_count_runs_past_its_house_is_refused_for_the_house() -> None:
    """The lesson's first Try-it board: Yellow 4 stands on yellow house 4, the end of its house."""
    pieces, hand = SANDBOXES[0]
    assert pieces[0][3] == "house 4" and {"5", "3", "1/14"} <= set(hand)
    box = Sandbox(pieces, hand)
    for card, over in (("5", "5 fields"), ("3", "3 fields"), ("1/14", "1 field")):
        box.click(f"pick card {card}")
        box.click("pick piece Yellow 4")
        message = unescape(box.message.value)
        why = f"Yellow 4: the count runs {over} past yellow house 4, the end of its house: {HOUSE_EXACT}."
        assert f"Not allowed: {why}" in message and "The house" in message, message
    pieces, hand = SANDBOXES[2]  # the split-7 board: Yellow 4 on yellow house 3
    assert pieces[0][3] == "house 3" and "2" in hand
    box = Sandbox(pieces, hand)
    box.click("pick card 2")
    box.click("pick piece Yellow 4")
    why = f"Yellow 4: the count runs 1 field past yellow house 4, the end of its house: {HOUSE_EXACT}."
    assert f"Not allowed: {why}" in unescape(box.message.value)
