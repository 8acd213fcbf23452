"""Reading the other hands from the play: players take when they can, and take the best they can.

Capture is compulsory only for the card played (RULES.md §4): a player may
lay one card while holding another that could take, or take a little while
holding the card that sweeps the table.  With three cards players rarely
do either, so each move says, with high probability, what the rest of that
hand does not hold:

* a lay: no card that could take anything from the table of that moment
  (its ranks, the sums of two or more of its cards, an ace under asso
  piglia tutto);
* a capture: no card that would have taken more, weighed as players weigh
  a capture (a scopa above the settebello, above sevens, coins, cards).

Within the current deal that still speaks of the cards the player holds
now (a fresh deal brings fresh hands), unless the player has since played
such a card: that shows this player does not follow the habit, and nothing
more is read into its moves of the deal.

The result is a mask of unlikely cards per such move, per seat.
``determinize`` weighs each guessed hand by ``pass_up_rate`` per move it
contradicts, so the belief bends the guesses without ever ruling one out.
How rare passing up is depends on the hand: with three cards a player
mostly takes when it can, with the nine or ten of Scopone it often lays or
takes little by plan, so there the reading counts for much less.

With two players the other hand is read more closely (``posterior``): every
hand it could hold is weighed by how likely its moves were from that hand.
``read_hands`` gives whichever reading the table allows.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.captures import CaptureRule, sum_plans
from ..engine.cards import BIT, RANK, RANK_MASK, cards_of
from ..engine.rules import HAND_SIZE, Rules
from ..engine.view import SeatView
from .greedy import capture_value
from .posterior import HandPosterior, hand_posterior

Constraints = tuple[tuple[int, ...], ...]  # by seat: masks of cards its hand most likely lacks

#: How likely a player is to pass up a capture (or a sweep) that a card in hand offered, holding
#: the classic three cards (a fifth as likely, 0.01, measured no stronger; BENCHMARKS.md).
UNLIKELY = 0.05
#: The same holding the nine or ten cards of Scopone.  Measured over medium's and hard's own play
#: there (BENCHMARKS.md): holding a card that could take, they laid anyway 35-42% of the time,
#: and took less than a card in hand would have 29-37%.
UNLIKELY_LARGE_HAND = 0.35


def pass_up_rate(rules: Rules) -> float:
    """How likely a player under ``rules`` is to have made a telling move holding a card the move says it lacks."""
    return UNLIKELY if rules.hand_size <= HAND_SIZE else UNLIKELY_LARGE_HAND


def capturing_cards(table: int, capture: CaptureRule) -> int:
    """Every card (a bitmask over the deck) that would take something from ``table``."""
    if not table:
        return 0
    able = 0
    plans = sum_plans(table)
    for rank in range(1, 11):
        if table & RANK_MASK[rank] or plans[rank]:
            able |= RANK_MASK[rank]
    if capture.whole_table_rank:
        able |= RANK_MASK[capture.whole_table_rank]
    return able


def better_captures(view: SeatView, table: int, card: int, take: int) -> int:
    """The cards that would have taken more from ``table`` than ``card`` taking ``take`` did.

    "More" is measured the way players weigh a capture (Greedy's values:
    a scopa above the settebello, above sevens, coins, then cards).
    """
    rules = view.rules

    def worth(played: int, taken: int) -> int:
        scopa = taken == table and rules.scopa_counts(RANK[played], False, view.in_last_deal)
        return capture_value(played, taken, scopa)

    chosen = worth(card, take)
    better = 0
    for other in cards_of(capturing_cards(table, rules.capture)):
        options = rules.capture.options(table, RANK[other])
        if any(taken and worth(other, taken) > chosen for taken in options):
            better |= BIT[other]
    return better


def passed_up(view: SeatView, table: int, card: int, take: int) -> int:
    """The cards a player who played ``card`` taking ``take`` from ``table`` (0: laid) most likely did not hold."""
    if not take:
        return capturing_cards(table, view.rules.capture)
    return better_captures(view, table, card, take)


def hand_constraints(view: SeatView) -> Constraints:
    """For each seat, the masks its current hand most likely avoids (none for the viewing seat).

    Only the current deal's moves count; the table before each of them is
    rebuilt backwards from today's.
    """
    constraints: list[list[int]] = [[] for _ in range(view.rules.players)]
    start = view.deal_start
    if start == len(view.history):
        return tuple(() for _ in constraints)
    played_since = [0] * view.rules.players  # cards each seat played after the move looked at
    habit_broken: set[int] = set()  # seats seen playing a card they were believed not to hold
    tables = view.tables_before()
    for index in range(len(view.history) - 1, start - 1, -1):
        move = view.history[index]
        if move.seat != view.seat:
            unlikely = passed_up(view, tables[index], move.card, move.take)
            if played_since[move.seat] & unlikely:
                habit_broken.add(move.seat)
            elif unlikely:
                constraints[move.seat].append(unlikely)
        played_since[move.seat] |= BIT[move.card]
    return tuple(() if seat in habit_broken else tuple(masks) for seat, masks in enumerate(constraints))


def contradictions(hand: int, masks: tuple[int, ...]) -> int:
    """How many of a seat's telling moves ``hand`` contradicts."""
    return sum(1 for mask in masks if hand & mask)


@dataclass(frozen=True)
class Beliefs:
    """What a seat reads into the other players' moves, for ``determinize`` to guess the hidden cards by.

    With one other player, a ``posterior`` over every hand it could hold (``posterior``); with more,
    the masks each hand most likely lacks (``hand_constraints``).  Neither: every guess equally likely.
    """

    constraints: Constraints = ()
    posterior: HandPosterior | None = None


NO_BELIEFS = Beliefs()


def read_hands(view: SeatView) -> Beliefs:
    """What ``view``'s seat reads into the other players' moves of the current deal."""
    posterior = hand_posterior(view)
    if posterior is not None:
        return Beliefs(posterior=posterior)
    return Beliefs(constraints=hand_constraints(view))
