"""One round of Scopa as a game state in OpenSpiel's shape.

``current_player``, ``legal_moves``, ``apply_move``, ``clone``,
``is_terminal``, ``returns``.  Hands, table and piles are card bitmasks (see
``cards``); every deal of the round is fixed when the round is dealt, and the
ones not yet handed out are the stock.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import Any, NamedTuple

from .captures import Move as Move  # re-exported: callers have always found Move here
from .cards import BIT, DECK_SIZE, FULL_DECK, RANK, RANK_MASK, card_name, cards_of, mask_of, names_of
from .rules import Rules
from .scoring import RoundScore, score_round

TERMINAL = -4  # OpenSpiel's id for "nobody is to play"


class IllegalMove(ValueError):
    """A move the rules do not allow here, with the reason in words."""


class RefusalKind(StrEnum):
    """Why a move is illegal, in a form a user interface can put in its own words."""

    ROUND_OVER = "round-over"
    NOT_IN_HAND = "not-in-hand"
    NOT_A_SET = "not-a-set"  # the take is no set of cards at all
    NOT_ON_TABLE = "not-on-table"
    MUST_LAY = "must-lay"  # the card takes nothing here
    ACE_TAKES_ALL = "ace-takes-all"  # the card takes the whole table by the capture rule
    MUST_CAPTURE = "must-capture"
    SAME_RANK = "same-rank"  # a table card of its rank must be taken, alone
    WRONG_CARD = "wrong-card"  # one table card of another value
    WRONG_SUM = "wrong-sum"  # cards that do not add up


class Refusal(NamedTuple):
    """Why a move is illegal: its ``kind``, the reason in English, and the cards concerned."""

    kind: RefusalKind
    text: str
    card: int = -1  # the card played
    cards: int = 0  # the table cards concerned: those missing, or those that do not add up

    def __str__(self) -> str:
        return self.text


class PlayedMove(NamedTuple):
    """A move as it happened: who played it and whether it was a scopa."""

    seat: int
    card: int
    take: int
    scopa: bool


# Building played moves without NamedTuple's generated __new__ wrapper: this is the hot path.
_new_played = tuple.__new__


class Deal(NamedTuple):
    """Cards handed out at once: ``table`` is None for every deal but the first."""

    table: tuple[int, ...] | None
    hands: tuple[tuple[int, ...], ...]


_DECK_RANGE = range(DECK_SIZE)


def needs_redeal(table: Sequence[int]) -> bool:
    """Three or four kings among the first table cards: shuffle and deal again (RULES.md §3)."""
    return sum(1 for c in table if RANK[c] == 10) >= 3


def deal_hands(cards: Sequence[int], players: int) -> tuple[tuple[int, ...], ...]:
    """One deal's cards dealt round the table: seat *i* gets every ``players``-th card from *i*."""
    return tuple([tuple(cards[seat::players]) for seat in range(players)])


def shuffled(cards: Iterable[int], rng: random.Random) -> list[int]:
    """``cards`` in a random order, every order as likely: sorted on independent uniform keys, one drawn
    for each card of the pack so that the key is a list look-up.  Several times faster than
    ``random.shuffle``'s Python-level loop (the deal, and every guess the AI makes)."""
    uniform = rng.random
    keys = [uniform() for _ in _DECK_RANGE]
    return sorted(cards, key=keys.__getitem__)


def deal_round(rules: Rules, rng: random.Random) -> list[Deal]:
    """Shuffle and split the pack into the round's deals, redealing on three or four kings."""
    per_deal = rules.cards_per_deal
    while True:
        deck = shuffled(_DECK_RANGE, rng)
        table = tuple(deck[: rules.table_size])
        if not needs_redeal(table):
            break
    deals = []
    position = rules.table_size
    for index in range(rules.deals_per_round):
        chunk = deck[position : position + per_deal]
        position += per_deal
        deals.append(Deal(table if index == 0 and rules.table_size else None, deal_hands(chunk, rules.players)))
    return deals


def hand_masks(deals: Sequence[Deal]) -> tuple[tuple[int, ...], ...]:
    """By deal, each seat's hand as a bitmask: worked out once per round (and shared by its clones),
    not at every deal of every rollout."""
    return tuple([tuple([mask_of(hand) for hand in deal.hands]) for deal in deals])


def check_deals(rules: Rules, deals: Sequence[Deal]) -> None:
    """Raise ValueError unless ``deals`` is a legal set of deals for one round."""
    if len(deals) != rules.deals_per_round:
        raise ValueError(f"a round has {rules.deals_per_round} deals, not {len(deals)}")
    seen = 0
    for index, deal in enumerate(deals):
        if index == 0 and rules.table_size:
            if deal.table is None or len(deal.table) != rules.table_size:
                raise ValueError(f"the first deal puts {rules.table_size} cards on the table")
            if needs_redeal(deal.table):
                raise ValueError("three or four kings on the table must be redealt")
        elif deal.table is not None:
            raise ValueError(f"deal {index + 1} puts no cards on the table")
        if len(deal.hands) != rules.players:
            raise ValueError(f"deal {index + 1} needs a hand for each of {rules.players} seats")
        for hand in deal.hands:
            if len(hand) != rules.hand_size:
                raise ValueError(f"deal {index + 1} gives {rules.hand_size} cards to each seat")
        for c in (deal.table or ()) + tuple(c for hand in deal.hands for c in hand):
            if seen >> c & 1:
                raise ValueError(f"card {card_name(c)} is dealt twice")
            seen |= BIT[c]
    if seen != FULL_DECK:
        raise ValueError("the deals do not hold all 40 cards")


class RoundState:
    """A round in play.  Mutable; ``clone`` gives an independent copy."""

    __slots__ = (
        "cards_to_play",
        "dealer",
        "deals",
        "deals_made",
        "dealt_hands",
        "hands",
        "history",
        "last_capturer",
        "leftover",
        "piles",
        "rules",
        "scope",
        "table",
        "to_play",
    )

    def __init__(self, rules: Rules, dealer: int, deals: Sequence[Deal], *, trusted: bool = False) -> None:
        """Start a round from its deals, checked with ``check_deals`` unless ``trusted``."""
        if not trusted:
            check_deals(rules, deals)
        self.rules = rules
        self.dealer = dealer
        self.deals = tuple(deals)
        self.dealt_hands = hand_masks(self.deals)
        self.deals_made = 1
        self.hands = list(self.dealt_hands[0])
        self.table = mask_of(deals[0].table or ())
        self.piles = [0] * rules.teams
        self.scope = [0] * rules.teams
        self.last_capturer: int | None = None
        self.to_play = (dealer + 1) % rules.players
        self.history: list[PlayedMove] = []
        self.cards_to_play = rules.cards_per_deal * rules.deals_per_round
        self.leftover = 0  # cards left on the table at the end, given to the last capturer

    @classmethod
    def deal(cls, rules: Rules, dealer: int, rng: random.Random) -> RoundState:
        return cls(rules, dealer, deal_round(rules, rng), trusted=True)

    @classmethod
    def from_position(
        cls,
        rules: Rules,
        dealer: int,
        position: dict[str, Any],
        stock_deals: Sequence[Deal],
    ) -> RoundState:
        """A round part-way through, for AI search over a guess at the hidden cards.

        ``position`` holds ``hands`` (masks by seat), ``table``, ``piles``,
        ``scope``, ``last_capturer``, ``to_play``, ``history`` and
        ``initial_table`` as a seat has seen them, the hidden hands filled in
        by a guess; ``stock_deals`` are the deals still to come.  Nothing is
        checked: the past deals are not known, so the caller keeps it consistent.
        """
        state = cls.__new__(cls)
        initial = tuple(cards_of(position["initial_table"])) if rules.table_size else None
        past = rules.deals_per_round - len(stock_deals)
        state.deals = (Deal(initial, ()),) + (Deal(None, ()),) * (past - 1) + tuple(stock_deals)
        state.dealt_hands = hand_masks(state.deals)
        state.deals_made = past
        state.rules = rules
        state.dealer = dealer
        state.hands = list(position["hands"])
        state.table = position["table"]
        state.piles = list(position["piles"])
        state.scope = list(position["scope"])
        state.last_capturer = position["last_capturer"]
        state.to_play = position["to_play"]
        state.history = list(position["history"])
        state.cards_to_play = sum([h.bit_count() for h in state.hands]) + sum(
            [len(hand) for deal in stock_deals for hand in deal.hands]
        )
        state.leftover = 0
        return state

    def clone(self) -> RoundState:
        other = RoundState.__new__(RoundState)
        other.rules = self.rules
        other.dealer = self.dealer
        other.deals = self.deals
        other.dealt_hands = self.dealt_hands
        other.deals_made = self.deals_made
        other.hands = self.hands[:]
        other.table = self.table
        other.piles = self.piles[:]
        other.scope = self.scope[:]
        other.last_capturer = self.last_capturer
        other.to_play = self.to_play
        other.history = self.history[:]
        other.cards_to_play = self.cards_to_play
        other.leftover = self.leftover
        return other

    # Queries ---------------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.cards_to_play == 0 else self.to_play

    def is_terminal(self) -> bool:
        return self.cards_to_play == 0

    @property
    def initial_table(self) -> int:
        return mask_of(self.deals[0].table or ())

    @property
    def stock_count(self) -> int:
        """Cards not yet dealt."""
        return sum(len(h) for deal in self.deals[self.deals_made :] for h in deal.hands)

    @property
    def in_last_deal(self) -> bool:
        return self.deals_made == len(self.deals)

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to play: each card with each set it may take."""
        if self.cards_to_play == 0:
            return []
        return self.rules.capture.moves(self.hands[self.to_play], self.table)

    def options_for(self, c: int) -> list[int]:
        """The sets (bitmasks) card ``c`` may take now; ``[0]`` means it is laid."""
        return self.rules.capture.options(self.table, RANK[c])

    def why_illegal(self, move: Move) -> str | None:
        """None when the player to play may make ``move``, else the reason in words."""
        refusal = self.refusal(move)
        return None if refusal is None else refusal.text

    def refusal(self, move: Move) -> Refusal | None:
        """None when the player to play may make ``move``, else why not (see ``Refusal``)."""
        if self.cards_to_play == 0:
            return Refusal(RefusalKind.ROUND_OVER, "the round is over")
        c, take = move
        if not 0 <= c < DECK_SIZE or not self.hands[self.to_play] >> c & 1:
            name = card_name(c) if 0 <= c < DECK_SIZE else c
            return Refusal(RefusalKind.NOT_IN_HAND, f"{name} is not in the hand of seat {self.to_play}", c)
        options = self.options_for(c)
        if take in options:
            return None
        if take < 0 or take >> DECK_SIZE:
            return Refusal(RefusalKind.NOT_A_SET, "the take is not a set of cards", c)
        if take & ~self.table:
            missing = take & ~self.table
            return Refusal(RefusalKind.NOT_ON_TABLE, f"{', '.join(names_of(missing))} is not on the table", c, missing)
        rank = RANK[c]
        name = card_name(c)
        if options == [0]:
            return Refusal(RefusalKind.MUST_LAY, f"{name} takes nothing here: it must be laid on the table", c)
        if self.rules.capture.takes_whole_table(rank):
            return Refusal(RefusalKind.ACE_TAKES_ALL, f"{name} is an ace: it takes every card on the table", c)
        if take == 0:
            return Refusal(RefusalKind.MUST_CAPTURE, f"{name} must capture: a card that can take may not be laid", c)
        if self.table & RANK_MASK[rank]:
            return Refusal(
                RefusalKind.SAME_RANK, f"{name} must take exactly one table card of the same rank (before any sum)", c
            )
        if take.bit_count() == 1:
            return Refusal(RefusalKind.WRONG_CARD, f"{card_name(take.bit_length() - 1)} is not worth {rank}", c, take)
        return Refusal(RefusalKind.WRONG_SUM, f"{', '.join(names_of(take))} do not add up to {rank}", c, take)

    # Playing ---------------------------------------------------------------------------

    def apply_move(self, move: Move, check: bool = True) -> PlayedMove:
        """Play ``move`` for the player to play; IllegalMove if ``check`` finds it illegal."""
        if check:
            reason = self.why_illegal(move)
            if reason:
                raise IllegalMove(reason)
        c, take = move
        seat = self.to_play
        rules = self.rules
        bit = BIT[c]
        self.hands[seat] ^= bit
        left = self.cards_to_play - 1
        scopa = False
        if take:
            team = seat % rules.teams
            table = self.table ^ take
            self.table = table
            self.piles[team] |= take | bit
            self.last_capturer = team
            if not table and rules.scopa_counts(RANK[c], not left, self.in_last_deal):
                scopa = True
                self.scope[team] += 1
        else:
            self.table |= bit
        played = _new_played(PlayedMove, (seat, c, take, scopa))
        self.history.append(played)
        self.cards_to_play = left
        self.to_play = (seat + 1) % rules.players
        if not left:
            self._finish()
        elif not left % rules.cards_per_deal:
            self._deal_next()  # every hand is empty: the next deal of three
        return played

    def _deal_next(self) -> None:
        self.hands = list(self.dealt_hands[self.deals_made])
        self.deals_made += 1

    def _finish(self) -> None:
        """Cards left on the table go to the last capturer, or to nobody (RULES.md §5)."""
        self.leftover = self.table
        if self.last_capturer is not None:
            self.piles[self.last_capturer] |= self.table
        self.table = 0

    # Results ---------------------------------------------------------------------------

    def score(self) -> RoundScore:
        """The round's breakdown; meaningful once the round is over."""
        return score_round(self.rules, self.piles, self.scope)

    def returns(self) -> list[int]:
        """Round points by team (OpenSpiel's ``returns``); zeros until the round is over."""
        if self.cards_to_play:
            return [0] * self.rules.teams
        return list(self.score().points)
