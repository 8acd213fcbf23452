"""Guessing the hidden cards: whole rounds consistent with what one seat has seen.

The seat knows its hand, the table, every card played and how many cards
each hand and the stock hold; the rest (``view.unseen``) is shared out at
random among the other hands and the deals still to come.  Scopa has no
rule that reveals anything about a hand, so every such guess is possible.
"""

from __future__ import annotations

import random

from ..engine.cards import cards_of, mask_of
from ..engine.state import Deal, RoundState, deal_hands
from ..engine.view import SeatView


def determinize(view: SeatView, rng: random.Random) -> RoundState:
    """One round, with the seat to play, whose hidden cards are a random guess."""
    rules = view.rules
    hidden = list(cards_of(view.unseen))
    rng.shuffle(hidden)
    hands = []
    used = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(view.hand)
        else:
            hands.append(mask_of(hidden[used : used + size]))
            used += size
    per_deal = rules.cards_per_deal
    stock_deals = [
        Deal(None, deal_hands(hidden[start : start + per_deal], rules.players))
        for start in range(used, len(hidden), per_deal)
    ]
    position = {
        "hands": hands,
        "table": view.table,
        "piles": view.piles,
        "scope": view.scope,
        "last_capturer": view.last_capturer,
        "to_play": view.seat,
        "history": (),  # the search never reads it; leaving it out keeps clones cheap
        "initial_table": view.initial_table,
    }
    return RoundState.from_position(rules, view.dealer, position, stock_deals)


def known_position(view: SeatView) -> RoundState | None:
    """The exact round when nothing is hidden from the seat (2 players, stock empty), else None."""
    if view.stock or view.rules.players != 2:
        return None
    return determinize(view, random.Random(0))
