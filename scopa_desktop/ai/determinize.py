"""Guessing the hidden cards: whole rounds consistent with what one seat has seen.

The seat knows its hand, the table, every card played and how many cards
each hand and the stock hold; the rest (``view.unseen``) is shared out at
random among the other hands and the deals still to come.  Scopa has no
rule that reveals anything about a hand, so every such guess is possible,
but not equally likely: given what ``inference`` reads from the other
players' moves, a guess is kept with probability ``pass_up_rate`` per move it
contradicts (rejection sampling, so the guesses follow that belief).
"""

from __future__ import annotations

import random

from ..engine.cards import mask_of
from ..engine.state import Deal, RoundState, deal_hands, shuffled
from ..engine.view import SeatView
from .inference import NO_BELIEFS, Beliefs, Constraints, contradictions, pass_up_rate

MAX_DRAWS = 64  # guesses tried for one sample before settling for the likeliest seen


def _suit_cards() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """By suit, then by that suit's 10 bits: its cards, lowest first.  Each chunk is its lowest card
    before the chunk without it (``chunk & chunk - 1``), already known: one step a chunk."""
    by_suit = []
    for suit in range(4):
        found: list[tuple[int, ...]] = [()] * (1 << 10)
        for chunk in range(1, 1 << 10):
            found[chunk] = (10 * suit + (chunk & -chunk).bit_length() - 1, *found[chunk & chunk - 1])
        by_suit.append(tuple(found))
    return tuple(by_suit)


_SUIT_CARDS = _suit_cards()


def card_list(mask: int) -> list[int]:
    """``list(cards_of(mask))``, lowest first, by four table look-ups (one per suit) where the loop over
    the bits takes a step a card: every sample lists the thirty-odd unseen cards.  Its tables take a few
    milliseconds to build, which is why they live with the search and not in the engine (start-up time)."""
    coins, cups, swords, clubs = _SUIT_CARDS
    return [*coins[mask & 1023], *cups[(mask >> 10) & 1023], *swords[(mask >> 20) & 1023], *clubs[mask >> 30]]


def determinize(view: SeatView, rng: random.Random, beliefs: Beliefs = NO_BELIEFS) -> RoundState:
    """One round, with the seat to play, whose hidden cards are a random guess.

    ``beliefs`` (from ``inference.read_hands``) makes hands that contradict
    what the other players' moves suggest less likely: the other hand drawn
    from its posterior, or hands weighed against the masks they most likely
    lack; with neither, every guess is equally likely.
    """
    rules = view.rules
    if beliefs.posterior is not None:
        other = beliefs.posterior.draw(rng)
        hands = [view.hand if seat == view.seat else other for seat in range(rules.players)]
        return round_from(view, hands, shuffled(card_list(view.unseen & ~other), rng))
    hidden = card_list(view.unseen)
    sizes = [0 if seat == view.seat else size for seat, size in enumerate(view.hand_sizes)]
    in_hands = sum(sizes)
    if any(beliefs.constraints):
        guessed = _likely_hands(hidden, sizes, beliefs.constraints, pass_up_rate(rules), rng)
        rest = shuffled(card_list(view.unseen & ~mask_of(guessed)), rng)
    else:
        hidden = shuffled(hidden, rng)
        guessed, rest = hidden[:in_hands], hidden[in_hands:]
    hands = []
    used = 0
    for seat, size in enumerate(sizes):
        hands.append(view.hand if seat == view.seat else mask_of(guessed[used : used + size]))
        used += size
    return round_from(view, hands, rest)


def round_from(view: SeatView, hands: list[int], stock: list[int]) -> RoundState:
    """The round the view sees, every hand as ``hands`` (masks by seat) and the deals still to come dealt
    from ``stock``, in its order; the seat to play is the view's ``to_play``, which is not its own seat
    when the odds are reckoned during another seat's turn."""
    rules = view.rules
    per_deal = rules.cards_per_deal
    stock_deals = [
        Deal(None, deal_hands(stock[start : start + per_deal], rules.players))
        for start in range(0, len(stock), per_deal)
    ]
    position = {
        "hands": hands,
        "table": view.table,
        "piles": view.piles,
        "scope": view.scope,
        "last_capturer": view.last_capturer,
        "to_play": view.to_play,
        "history": (),  # the search never reads it; leaving it out keeps clones cheap
        "initial_table": view.initial_table,
    }
    return RoundState.from_position(rules, view.dealer, position, stock_deals)


def _likely_hands(
    hidden: list[int], sizes: list[int], beliefs: Constraints, unlikely: float, rng: random.Random
) -> list[int]:
    """The other hands' cards, seat after seat, drawn by rejection against the beliefs."""
    in_hands = sum(sizes)
    fewest, likeliest = None, hidden[:in_hands]
    for _ in range(MAX_DRAWS):
        guess = rng.sample(hidden, in_hands)
        contradicted = 0
        used = 0
        for seat, size in enumerate(sizes):
            if size and beliefs[seat]:
                contradicted += contradictions(mask_of(guess[used : used + size]), beliefs[seat])
            used += size
        if not contradicted or rng.random() < unlikely**contradicted:
            return guess
        if fewest is None or contradicted < fewest:
            fewest, likeliest = contradicted, guess
    return likeliest


def known_position(view: SeatView) -> RoundState | None:
    """The exact round when nothing is hidden from the seat (2 players, stock empty), else None."""
    if view.stock or view.rules.players != 2:
        return None
    return determinize(view, random.Random(0))
