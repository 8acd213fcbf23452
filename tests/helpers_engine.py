"""Hand-made engine positions from card names, for the rule tests.

``opening`` deals a real round whose first deal is given; ``final_deal``
puts a round in its last deal with the given hands and table (the cards not
named are already in the piles), which is where the last-card rules live.
At the end, RULES.md written out plainly (``allowed_moves``, ``expected_points``):
the oracle the property tests hold the engine to.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Iterable, Sequence

from scopa_desktop.engine import Deal, Match, Move, RoundState, Rules, mask_of, names_of, parse_card
from scopa_desktop.engine import state as state_module
from scopa_desktop.engine.cards import FULL_DECK, RANK, SUIT, cards_of


def cards(names: str | Iterable[str]) -> int:
    """The bitmask of cards written ``"7D 3B"`` (or a list of names)."""
    if isinstance(names, str):
        names = names.split()
    return mask_of(parse_card(n) for n in names)


def card_set(mask: int) -> set[str]:
    return set(names_of(mask))


def move(played: str, take: str = "") -> Move:
    """``move("7D", "3B 4S")``: play 7D taking 3B and 4S; no take lays the card."""
    return Move(parse_card(played), cards(take))


def deals_with_first(rules: Rules, table: str, hands: Sequence[str]) -> list[Deal]:
    """Deals of a whole round whose first deal is ``table`` and ``hands``; the rest in card order."""
    first_table = tuple(cards_of(cards(table))) if rules.table_size else None
    first_hands = tuple(tuple(cards_of(cards(h))) for h in hands)
    used = cards(table) | cards(" ".join(hands))
    rest = list(cards_of(FULL_DECK & ~used))
    deals = [Deal(first_table, first_hands)]
    size = rules.hand_size
    while rest:
        chunk, rest = rest[: size * rules.players], rest[size * rules.players :]
        deals.append(Deal(None, tuple(tuple(chunk[i * size : (i + 1) * size]) for i in range(rules.players))))
    return deals


def opening(rules: Rules, table: str, hands: Sequence[str], dealer: int | None = None) -> RoundState:
    """A fresh round (real, checked deals) whose first deal is the given table and hands."""
    if dealer is None:
        dealer = rules.players - 1  # so seat 0 plays first
    return RoundState(rules, dealer, deals_with_first(rules, table, hands))


def final_deal(
    rules: Rules,
    table: str,
    hands: Sequence[str],
    to_play: int = 0,
    piles: Sequence[str] | None = None,
    last_capturer: int | None = 0,
) -> RoundState:
    """A round in its last deal: the stock is empty, ``hands`` are what is left to play.

    Cards named nowhere go to the piles: by default all to team 0 (set
    ``piles`` to place them by team; cards named in no pile are then out of the position).
    """
    state = opening(rules, *_any_legal_first_deal(rules))
    state.deals_made = len(state.deals)
    state.hands = [cards(h) for h in hands]
    state.table = cards(table)
    in_play = state.table | cards(" ".join(hands))
    if piles is None:
        state.piles = [FULL_DECK & ~in_play] + [0] * (rules.teams - 1)
    else:
        state.piles = [cards(p) for p in piles]
    state.scope = [0] * rules.teams
    state.last_capturer = last_capturer
    state.to_play = to_play
    state.cards_to_play = sum(h.bit_count() for h in state.hands)
    return state


def _any_legal_first_deal(rules: Rules) -> tuple[str, list[str]]:
    deck = names_of(FULL_DECK)  # rank order by suit: no three kings among the first four
    table_size, hand = rules.table_size, rules.hand_size
    table = " ".join(deck[:table_size])
    hands = [" ".join(deck[table_size + i * hand : table_size + (i + 1) * hand]) for i in range(rules.players)]
    return table, hands


def play(state: RoundState, *moves: Move) -> list[bool]:
    """Apply moves (checked) and return whether each was a scopa."""
    return [state.apply_move(m).scopa for m in moves]


def hand_made_match(rules: Rules, table: str, hands: Sequence[str], *moves: Move, dealer: int | None = None) -> Match:
    """A match whose first round starts from the given first deal, with ``moves`` played."""
    if dealer is None:
        dealer = rules.players - 1
    match = Match(rules, first_dealer=dealer, first_deals=deals_with_first(rules, table, hands))
    for m in moves:
        match.apply_move(m)
    return match


def play_randomly(match: Match, rng: random.Random, rounds: int | None = None) -> Match:
    """Play random legal moves until the match is over (or ``rounds`` rounds are complete)."""
    while True:
        while not match.round_over():
            match.apply_move(rng.choice(match.legal_moves()))
        if match.is_over() or match.round_number == rounds:
            return match
        match.start_next_round()


def spy_on_redeals(monkeypatch) -> list[bool]:
    """Record every verdict of the engine's three-kings check while dealing."""
    verdicts: list[bool] = []
    real = state_module.needs_redeal

    def spy(table: Sequence[int]) -> bool:
        verdicts.append(real(table))
        return verdicts[-1]

    monkeypatch.setattr(state_module, "needs_redeal", spy)
    return verdicts


# RULES.md written out plainly, independently of the engine: the tests' oracle ------------

PRIMIERA = {7: 21, 6: 18, 1: 16, 5: 15, 4: 14, 3: 13, 2: 12, 8: 10, 9: 10, 10: 10}


def sums_by_value(table: list[int]) -> dict[int, set[int]]:
    """Every set of two or more table cards with a sum of at most 10, by sum."""
    found: dict[int, set[int]] = defaultdict(set)

    def extend(start: int, total: int, size: int, mask: int) -> None:
        if size >= 2:
            found[total].add(mask)
        for i in range(start, len(table)):
            value = RANK[table[i]]
            if total + value <= 10:
                extend(i + 1, total + value, size + 1, mask | 1 << table[i])

    extend(0, 0, 0, 0)
    return found


def allowed_moves(rules: Rules, hand: int, table: int) -> set[tuple[int, int]]:
    """RULES.md §4 and asso piglia tutto: each card with each take it may make."""
    table_cards = list(cards_of(table))
    sums = sums_by_value(table_cards)
    moves = set()
    for c in cards_of(hand):
        rank = RANK[c]
        same = [t for t in table_cards if RANK[t] == rank]
        if "asso-piglia-tutto" in rules.variants and rank == 1 and table:
            moves.add((c, table))
        elif same:
            moves.update((c, 1 << t) for t in same)
        elif sums[rank]:
            moves.update((c, take) for take in sums[rank])
        else:
            moves.add((c, 0))
    return moves


def plain_primiera(pile: int) -> int | None:
    """RULES.md §6: the best card of each suit by primiera value, summed; None lacking a suit."""
    best = [max((PRIMIERA[RANK[c]] for c in cards_of(pile) if SUIT[c] == s), default=None) for s in range(4)]
    return None if None in best else sum(best)


def expected_points(rules: Rules, piles: list[int], scope: list[int]) -> list[int]:
    """RULES.md §6 and §8: each side's round points from its pile and scope."""

    def sole_best(values):
        present = [v for v in values if v is not None]
        if not present or values.count(max(present)) > 1:
            return None
        return values.index(max(present))

    names = [{f"{RANK[c]}{'DCSB'[SUIT[c]]}" for c in cards_of(p)} for p in piles]
    most_cards = sole_best([len(n) for n in names])
    most_coins = sole_best([sum(1 for c in n if c.endswith("D")) for n in names])
    card_value = "card-value" in rules.variants
    best_primiera = None if card_value else sole_best([plain_primiera(p) for p in piles])
    points = []
    for team, held in enumerate(names):
        total = scope[team] + (most_cards == team) + (most_coins == team) + (best_primiera == team)
        total += "7D" in held
        if card_value:
            total += sum(int(c[:-1]) for c in held)
        if "napola" in rules.variants and {"1D", "2D", "3D"} <= held:
            run = 3
            while run < 10 and f"{run + 1}D" in held:
                run += 1
            total += run
        total += "rebello" in rules.variants and "10D" in held
        total += "rosmarino" in rules.variants and "8S" in held
        points.append(total)
    return points
