"""The search's rollout: a round played to its end with Greedy in every seat, fast.

A careful rollout (``careful_rollouts``) plays Greedy that also minds the
next seat: a move that leaves a table the next player can sweep with a card
it holds loses ``SWEEP_GIVEN``, as a scopa would.  Plain Greedy hands out
sweeps freely, and with Scopone's long hands the rollouts then become a
lottery of scope that drowns the differences between moves, while the
players hard meets (medium, people) do not play like that (BENCHMARKS.md).

The same moves as ``greedy.greedy_move`` chosen in every seat and played by
``RoundState.apply_move`` (tests/ai/test_ai_rollout.py holds them equal over
many rounds and every variant), but in one loop over local variables: the
capture options inlined as in ``CaptureRule.moves``, Greedy's values read
from per-card tables, the round's counters kept in locals and written back
once, the table's rank multiset and sum of values kept up to date move by
move (a lay adds its card's) rather than looked up anew, each deal's hands
taken as bitmasks the round worked out once, each hand's cards (with their
ranks) looked up by its mask instead of taken apart bit by bit, and the sum
captures looked up once a move (an empty table's have none, so its cards
take the lay's path without a test of their own).  The rollouts are most of
hard's time and of the coach's, so their speed is how much the search sees
in a move's time.

A rolled-out state's ``history`` is left as it was: the search never reads it
(``determinize`` starts it empty).  ``play_out`` is one sampled deal played out
after each candidate move (``play_moves``): what hard, medium and the coach compare moves on.
"""

from __future__ import annotations

import random

from ..engine.captures import CHUNK_SIGNATURE, SAME_RANK, SUM_PLANS, Move, build_sum_plans, expand_sums
from ..engine.cards import BIT, DECK_SIZE, RANK, RANK_MASK, SUIT_VALUE_SUM, cards_of
from ..engine.rules import HAND_SIZE, SCOPA_NONE_IN_LAST_DEAL, TABLE_SIZES, Rules
from ..engine.state import RoundState
from ..engine.view import SeatView
from .base import CancelFlag
from .determinize import determinize
from .greedy import SCOPA, capture_value, lay_value
from .inference import Beliefs

# Greedy's capture value is a sum over the cards put in the pile: each card's worth, by card,
# and by suit the worth of every set of that suit's cards (indexed by its 10 bits).
_CARD_WORTH = tuple(capture_value(card, 0, False) for card in range(DECK_SIZE))
_WORTH_BY_SUIT = tuple(
    tuple(sum(_CARD_WORTH[10 * suit + r] for r in range(10) if chunk >> r & 1) for chunk in range(1 << 10))
    for suit in range(4)
)
_BELOW_ANY_VALUE = -(10**6)
# Greedy's value of laying a card, by card, before the easy-sweep penalty (which needs the table).
_LAY_ON_FULL_TABLE = tuple(lay_value(card, 0b11_1111_1111) for card in range(DECK_SIZE))  # sums past 10
_LAY_ON_SMALL_TABLE = tuple(lay_value(card, 0) for card in range(DECK_SIZE))  # sums to 10 or less: an easy sweep
# The table's rank multiset (``captures.rank_signature``, 30 bits) and its sum of values (``cards.value_sum``)
# in one int, kept up to date move by move: a laid card adds its own, where both were four look-ups a move.
_SUM_SHIFT = 32
_SIGNATURE_BITS = (1 << 30) - 1
_CARD_TALLY = tuple(1 << 3 * (RANK[card] - 1) | RANK[card] << _SUM_SHIFT for card in range(DECK_SIZE))
_CHUNK_TALLY = tuple(CHUNK_SIGNATURE[chunk] | SUIT_VALUE_SUM[chunk] << _SUM_SHIFT for chunk in range(1 << 10))
#: Hands seen by the rollouts, by mask: ``_hand_cards``' lists.
_HAND_CARDS: dict[int, tuple[tuple[int, int, int], ...]] = {}
#: The most hands kept: the three-card games have about 10,700 (C(40, 3) + C(40, 2) + 40).
_HAND_CARDS_KEPT = 1 << 15
#: By table size, by seat: the seat to play next.
_NEXT_SEAT = {players: tuple((seat + 1) % players for seat in range(players)) for players in TABLE_SIZES}
#: What leaving the next seat a sweep it holds the card for costs a move in a careful rollout:
#: a scopa's worth on Greedy's scale, since that seat, Greedy too, will take it.
SWEEP_GIVEN = SCOPA


def careful_rollouts(rules: Rules) -> bool:
    """Whether hard's search (and the coach's and the odds') rolls out carefully under ``rules``.

    With Scopone's nine- and ten-card hands, measured stronger (BENCHMARKS.md);
    three-card games keep plain Greedy, with which their figures were measured.
    """
    return rules.hand_size > HAND_SIZE


def rollout(state: RoundState, careful: bool = False) -> None:
    """Play ``state``'s round to its end with Greedy, careful or plain, in every seat (it sees the sampled hands)."""
    cards_left = state.cards_to_play
    if not cards_left:
        return
    rules = state.rules
    players = rules.players
    teams = rules.teams
    per_deal = rules.cards_per_deal
    whole_table_rank = rules.capture.whole_table_rank
    whole_table_cards = RANK_MASK[whole_table_rank]  # RANK_MASK[0] is no card
    no_scopa_in_last_deal = rules.last_deal_scopa == SCOPA_NONE_IN_LAST_DEAL
    dealt_hands = state.dealt_hands
    deal_count = len(dealt_hands)
    deals_made = state.deals_made
    hands = state.hands
    table = state.table
    piles = state.piles
    scope = state.scope
    last_capturer = state.last_capturer
    seat = state.to_play
    next_seat = _NEXT_SEAT[players]
    rank_of = RANK
    hand_cards = _HAND_CARDS
    worth = _CARD_WORTH
    worth_by_suit = _WORTH_BY_SUIT
    lay_on_full = _LAY_ON_FULL_TABLE
    lay_on_small = _LAY_ON_SMALL_TABLE
    scopa_worth = SCOPA
    sweep_given = SWEEP_GIVEN
    below_any_value = _BELOW_ANY_VALUE
    plan_cache = SUM_PLANS
    card_tally = _CARD_TALLY
    chunk_tally = _CHUNK_TALLY
    signature_bits = _SIGNATURE_BITS
    sum_shift = _SUM_SHIFT
    tally = chunk_tally[table & 1023] + chunk_tally[(table >> 10) & 1023] + chunk_tally[(table >> 20) & 1023]
    tally += chunk_tally[table >> 30]
    bit_of = BIT
    scopa_in_deal = not (no_scopa_in_last_deal and deals_made == deal_count)
    while cards_left:
        # Greedy's choice (greedy.greedy_move), inlined: the highest value; a tie keeps
        # the lowest card (cards come lowest first), and for the same card the lowest take.
        scopa_may_count = cards_left != 1 and scopa_in_deal
        signature = tally & signature_bits  # an empty table's (0) has no sum captures: its cards are laid
        plans = plan_cache.get(signature) or build_sum_plans(signature)  # captures.sum_plans, inlined
        best_value = below_any_value  # beaten by the first card, so best_card and best_take are always set
        hand = hands[seat]
        # Careful play: the ranks (bit r for rank r, 1 to 10) with which the next seat could sweep, if any.
        next_ranks = 0
        if careful and cards_left > 2 and scopa_may_count:
            held = hands[next_seat[seat]]
            next_ranks = ((held | held >> 10 | held >> 20 | held >> 30) & 1023) << 1 & ~(1 << whole_table_rank)
        cards = hand_cards.get(hand) or _hand_cards(hand)
        whole_table_card_held = hand & whole_table_cards and table
        for card, rank, same_ranked in cards:
            if whole_table_card_held and rank == whole_table_rank:
                takes: list[int] | tuple[int, ...] = (table,)
            else:
                same = table & same_ranked
                if same:
                    if same & (same - 1) == 0:  # one table card of its rank: the common capture
                        value = worth[card] + worth[same.bit_length() - 1]
                        if same == table and scopa_may_count:
                            value += scopa_worth
                        elif next_ranks and value > best_value and next_ranks >> (tally >> sum_shift) - rank & 1:
                            value -= sweep_given  # the table left sums to the table's less the taken card's rank
                        if value > best_value:
                            best_value, best_card, best_take = value, card, same
                        continue
                    takes = _bits(same)
                else:
                    entries = plans[rank]
                    if not entries:
                        laid_sum = (tally >> sum_shift) + rank
                        value = lay_on_small[card] if laid_sum <= 10 else lay_on_full[card]
                        if next_ranks and next_ranks >> laid_sum & 1 and value > best_value:  # swept by its new sum
                            value -= sweep_given
                        if value > best_value:
                            best_value, best_card, best_take = value, card, 0
                        continue
                    takes = expand_sums(table, entries)
            # Careful play: each take but the whole table's is worth the card's rank, so the table left sums
            # to the table's less that rank; the next seat sweeps it with a card of that sum (none past 10,
            # and an empty table, sum 0, is bit 0 of next_ranks, never set).
            table_left_sum = (tally >> sum_shift) - rank
            for take in takes:
                value = (
                    worth[card]
                    + worth_by_suit[0][take & 1023]
                    + worth_by_suit[1][(take >> 10) & 1023]
                    + worth_by_suit[2][(take >> 20) & 1023]
                    + worth_by_suit[3][take >> 30]
                )
                if take == table and scopa_may_count and rank != whole_table_rank:
                    value += scopa_worth
                elif next_ranks and value >= best_value and take != table and next_ranks >> table_left_sum & 1:
                    value -= sweep_given
                if value > best_value or (value == best_value and card == best_card and take < best_take):
                    best_value, best_card, best_take = value, card, take
        # The move played (RoundState.apply_move), inlined.
        bit = bit_of[best_card]
        hands[seat] = hand ^ bit
        if best_take:
            team = seat % teams
            table ^= best_take
            piles[team] |= best_take | bit
            last_capturer = team
            if not table:
                tally = 0
                if scopa_may_count and rank_of[best_card] != whole_table_rank:
                    scope[team] += 1
            elif best_take & (best_take - 1) == 0:
                tally -= card_tally[best_take.bit_length() - 1]
            else:
                tally = chunk_tally[table & 1023] + chunk_tally[(table >> 10) & 1023]
                tally += chunk_tally[(table >> 20) & 1023] + chunk_tally[table >> 30]
        else:
            table |= bit
            tally += card_tally[best_card]
        cards_left -= 1
        seat = next_seat[seat]
        if cards_left and cards_left % per_deal == 0:
            hands = list(dealt_hands[deals_made])
            deals_made += 1
            scopa_in_deal = not (no_scopa_in_last_deal and deals_made == deal_count)
    state.hands = hands
    state.deals_made = deals_made
    state.last_capturer = last_capturer
    state.to_play = seat
    state.cards_to_play = 0
    state.leftover = table
    if last_capturer is not None:
        piles[last_capturer] |= table
    state.table = 0


def _hand_cards(hand: int) -> tuple[tuple[int, int, int], ...]:
    """``hand``'s cards, lowest first, each with its rank and the mask of every card of that rank; kept in
    ``_HAND_CARDS``.  A rollout walks each hand once a move, and the same few hands come back move after
    move and rollout after rollout (a sampled deal's hands, each less the cards played), so looking the
    list up costs less than taking the hand's bits apart each time."""
    if len(_HAND_CARDS) >= _HAND_CARDS_KEPT:  # Scopone's long hands have too many subsets to keep them all
        _HAND_CARDS.clear()
    found = _HAND_CARDS[hand] = tuple((card, RANK[card], SAME_RANK[card]) for card in cards_of(hand))
    return found


def _bits(mask: int) -> list[int]:
    """The single-card bitmasks of ``mask``, lowest first (as ``CaptureRule.options`` lists them)."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low)
        mask ^= low
    return found


def play_out(
    view: SeatView,
    rng: random.Random,
    beliefs: Beliefs,
    moves: list[Move],
    cancel: CancelFlag | None = None,
    careful: bool = False,
) -> list[RoundState]:
    """One deal guessed from the view, played out after each of ``moves``: the finished rounds, in order.

    Every move is played on the same guess, so comparing the rounds measures the
    moves, not the luck of the deal (hard, medium and the coach read the same rounds).
    """
    return play_moves(determinize(view, rng, beliefs), moves, cancel, careful)


def play_moves(
    sample: RoundState, moves: list[Move], cancel: CancelFlag | None = None, careful: bool = False
) -> list[RoundState]:
    """``sample`` (left as it is) played out after each of ``moves``: the finished rounds, in order.

    The rollouts of ``play_out``'s guessed deal, and of the true deal a
    clairvoyant player is shown (``clairvoyant``).
    """
    finished = []
    for move in moves:
        if cancel is not None:
            cancel.check()
        state = sample.clone()
        state.apply_move(move, check=False)
        rollout(state, careful)
        finished.append(state)
    return finished


def view_seed(seed: int | None, view: SeatView) -> int:
    """A seed from the player's seed and everything the seat sees (ints only: stable across runs)."""
    parts = (seed or 0, view.seat, view.hand, view.table, view.round_number, *view.scores)
    parts += tuple(x for move in view.history for x in (move.seat, move.card, move.take))
    return hash(parts) & 0xFFFF_FFFF_FFFF
