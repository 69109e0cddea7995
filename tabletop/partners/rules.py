"""Partners' rules in our own words; every event and every refusal points to one of these ids."""

from __future__ import annotations

from ..core import Rule

RULES: tuple[Rule, ...] = (
    Rule(
        "partners.teams",
        "Two teams race",
        "Four players sit round the board; the two facing each other are partners (Yellow with "
        "Blue, Red with Green). A team wins the moment all eight of its pieces are in their houses.",
    ),
    Rule(
        "partners.deal",
        "Dealing",
        "Everyone gets four cards. A dealer deals three times from one shuffled deck of 52; the "
        "four cards left then go to the used pile, and the next player clockwise shuffles "
        "everything and deals the next three. After each deal the player left of the dealer starts.",
    ),
    Rule(
        "partners.swap",
        "Swapping with your partner",
        "Right after each deal, partners trade one card each, chosen at the same time and passed "
        "face down, so the opponents never learn it. Give the card your partner needs.",
    ),
    Rule(
        "partners.turn",
        "A turn",
        "Players take turns clockwise, each playing one card and doing what it says. You must "
        "play a card you can use; you choose which. Played cards go to the used pile.",
    ),
    Rule(
        "partners.track",
        "Counting steps",
        "Pieces run clockwise round 60 fields: each colour's start field and its 14 numbered "
        "fields. Only numbered fields count as steps; start fields are jumped over.",
    ),
    Rule(
        "partners.start",
        "Start cards",
        "A piece leaves its circle only with a Start card, which puts it on its own start field. "
        "Start/8 and Start/13 may instead move a piece 8 or 13 steps.",
    ),
    Rule(
        "partners.numbers",
        "Number cards",
        "A number card moves one piece exactly that many steps forward; 1/14 moves 1 or 14.",
    ),
    Rule(
        "partners.minus-four",
        "The -4",
        "The -4 moves one of your pieces four steps backwards. Pieces in a house or a circle never "
        "go backwards. Backing off your own start field puts a piece just short of its house.",
    ),
    Rule(
        "partners.seven",
        "The split 7",
        "The 7's seven steps may be shared among your pieces in any amounts, one piece after "
        "another. This edition reads that each piece takes at most one part: it moves once for the "
        "7 and lands once, like any move. It also reads that all seven must be used: a 7 that "
        "cannot be used in full cannot be played. A part that brings the team's eighth piece home "
        "wins, even with steps left.",
    ),
    Rule(
        "partners.switch",
        "Switch",
        "Switch swaps the places of any two pieces of different colours on the track, yours or "
        "not, even if none of yours is out. Pieces in a house or a circle, and pairs, cannot be swapped.",
    ),
    Rule(
        "partners.block",
        "Blocking",
        "While any of a colour's own pieces stand on its start field, no piece of another colour "
        "may go past that field, forwards or backwards; this holds for the partner's pieces too. The "
        "colour of the piece decides, not who moves it (BLOCK_BY_COLOUR): a player helping a partner "
        "takes the partner's pieces past their own start field.",
    ),
    Rule(
        "partners.capture",
        "Landing on others",
        "Finish a move on a field holding one piece of another colour, partner's included, and "
        "that piece goes back to its circle. Finish on two pieces of another colour and your own "
        "piece goes back instead.",
    ),
    Rule(
        "partners.pair",
        "Pairs",
        "Two pieces of one colour on a field are a pair: nobody can swap them, and a third piece "
        "of that colour may not join them.",
    ),
    Rule(
        "partners.house",
        "The house",
        "After a lap a piece turns off at its own start field, which it does not count, into its "
        "house of four. Pieces in a house never pass each other. This edition reads that a piece "
        "needs the exact count to go in (HOUSE_EXACT) and that no two share a house field "
        "(HOUSE_ONE_EACH). A piece already in the house may move further in, again by an exact count "
        "and only up to the next piece, so bringing all four to the end takes cards too. A piece "
        "just brought out must first leave its start field, by going round, by backing off with a "
        "-4 or by being switched away. In the house a piece is safe.",
    ),
    Rule(
        "partners.give-up",
        "No usable card",
        "If none of your cards can be used on your turn, lay your whole hand down without moving "
        "and sit out until the next deal.",
    ),
    Rule(
        "partners.help",
        "Helping your partner",
        "Once all four of your pieces are home, your cards move your partner's pieces instead. You "
        "still swap a card after each deal.",
    ),
    Rule(
        "partners.hand",
        "Your cards",
        "You can only play or give a card you hold, and move only the pieces you control.",
    ),
)
