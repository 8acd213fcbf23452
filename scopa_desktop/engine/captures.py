"""Which table cards a played card may take (RULES.md §4 and asso piglia tutto), fast.

The sum captures of a table depend only on the multiset of its ranks, so
they are computed once per rank multiset and cached; a table is turned into
its multiset with four table look-ups (one per suit).  Expanding a cached
rank combination back to cards is one OR per rank in the common case where
the table holds that rank once.

``CaptureRule`` is the rule a match captures by (the variants table picks
it); its ``options`` is the plain routine for one card, and its ``moves``
the same for a whole hand, inlined for the search, tested equal to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product
from typing import NamedTuple

from .cards import BIT, DECK_SIZE, RANK, RANK_MASK, card_name, cards_of, names_of


class Move(NamedTuple):
    """A card played and the exact set (bitmask) of table cards it takes; 0 lays it."""

    card: int
    take: int

    def __str__(self) -> str:
        taken = "+".join(names_of(self.take))
        return f"{card_name(self.card)}x{taken}" if self.take else f"{card_name(self.card)}"


# Building moves without NamedTuple's generated __new__ wrapper: this is the hot path.
_new_move = tuple.__new__
#: By card: the move that lays it, built once rather than at every lay.
_LAY: tuple[Move, ...] = tuple(Move(c, 0) for c in range(DECK_SIZE))

#: By card: the bits of the four cards of its rank.
SAME_RANK: tuple[int, ...] = tuple(RANK_MASK[RANK[c]] for c in range(DECK_SIZE))

# A table's rank multiset packed as an int: 3 bits of count per rank.
_RANK_SHIFT = tuple(3 * (r - 1) for r in range(11))


def _chunk_signatures() -> tuple[int, ...]:
    """By one suit's 10 bits: one count of 1 at each present rank's 3 bits.  Each chunk adds its lowest
    card to the chunk without it (``chunk & chunk - 1``): one step a chunk, not ten (start-up time)."""
    signatures = [0] * (1 << 10)
    for chunk in range(1, 1 << 10):
        low = (chunk & -chunk).bit_length() - 1
        signatures[chunk] = signatures[chunk & chunk - 1] + (1 << 3 * low)
    return tuple(signatures)


CHUNK_SIGNATURE = _chunk_signatures()


def rank_signature(table: int) -> int:
    """The multiset of ranks of a table bitmask, as a packed int."""
    return (
        CHUNK_SIGNATURE[table & 1023]
        + CHUNK_SIGNATURE[(table >> 10) & 1023]
        + CHUNK_SIGNATURE[(table >> 20) & 1023]
        + CHUNK_SIGNATURE[table >> 30]
    )


# For one rank multiset: by target value, how to take two or more cards that
# sum to it.  An entry is an int when the combination uses every table card of
# its ranks (then the take is ``table & entry``: one AND), else a
# ((rank, how_many), ...) plan to expand into every choice of cards.
_Entry = int | tuple[tuple[int, int], ...]
SumPlans = tuple[tuple[_Entry, ...], ...]
SUM_PLANS: dict[int, SumPlans] = {}


def build_sum_plans(signature: int) -> SumPlans:
    """The sum captures of one rank multiset, by target value, each value's in a fixed order: ranks
    from low to high, each first left out, then taken once, twice, ... (tests/engine/test_engine_captures.py
    holds it to the plain walk over all ten ranks).  Only the ranks present are walked, and once the
    next rank would pass 10 the rest can only be left out: most tables are done in a dozen steps."""
    present = [(r, count) for r in range(1, 11) if (count := (signature >> _RANK_SHIFT[r]) & 7)]
    last = len(present)
    plans: list[list[_Entry]] = [[] for _ in range(11)]

    def extend(index: int, total: int, size: int, chosen: list[tuple[int, int]], mask: int, whole: bool) -> None:
        # ``mask``: the chosen ranks' cards; ``whole``: every card of each chosen rank is taken (then one AND).
        if index == last or total + present[index][0] > 10:
            if size >= 2:
                plans[total].append(mask if whole else tuple(chosen))
            return
        rank, count = present[index]
        extend(index + 1, total, size, chosen, mask, whole)
        for k in range(1, count + 1):
            if total + k * rank > 10:
                break
            chosen.append((rank, k))
            extend(index + 1, total + k * rank, size + k, chosen, mask | RANK_MASK[rank], whole and k == count)
            chosen.pop()

    extend(0, 0, 0, [], 0, True)
    result = tuple(tuple(p) for p in plans)
    if len(SUM_PLANS) > 200_000:  # a safety bound; real play never gets near it
        SUM_PLANS.clear()
    SUM_PLANS[signature] = result
    return result


def sum_plans(table: int) -> SumPlans:
    """The sum captures of a table by target value, to expand with ``expand_sums``."""
    signature = rank_signature(table)
    return SUM_PLANS.get(signature) or build_sum_plans(signature)


def expand_sums(table: int, entries: tuple[_Entry, ...]) -> list[int]:
    """The card sets (bitmasks) of ``table`` that the entries of one target value describe."""
    found: list[int] = []
    for entry in entries:
        if isinstance(entry, int):
            found.append(table & entry)
            continue
        choices = [
            [sum(1 << c for c in combo) for combo in combinations(cards_of(table & RANK_MASK[rank]), k)]
            for rank, k in entry
        ]
        found.extend(sum(parts) for parts in product(*choices))
    return found


@dataclass(frozen=True, slots=True)
class CaptureRule:
    """What a played card must take.

    The standard rule of RULES.md §4, or with ``whole_table_rank`` set, a card
    of that rank that takes the whole table instead (asso piglia tutto: rank 1,
    an ace), even when a card of its own rank lies there.  0 is no such rank.
    """

    whole_table_rank: int = 0

    def takes_whole_table(self, rank: int) -> bool:
        """Whether a card of ``rank`` takes the whole table (and so its sweep is no scopa, RULES.md §8)."""
        return rank == self.whole_table_rank

    def options(self, table: int, rank: int) -> list[int]:
        """What a card of ``rank`` played on ``table`` must take: a list of bitmasks.

        ``[0]`` means it takes nothing and is laid.  Equal rank comes before sums
        and the player picks exactly one equal card; otherwise any set of two or
        more cards summing to the rank; capture is never optional.  A card of the
        whole-table rank takes the whole table (and is laid on an empty one).
        """
        if rank == self.whole_table_rank and table:
            return [table]
        same = table & RANK_MASK[rank]
        if same:
            if same & (same - 1) == 0:
                return [same]
            return [1 << c for c in cards_of(same)]
        if table:
            entries = sum_plans(table)[rank]
            if entries:
                return expand_sums(table, entries)
        return [0]

    def moves(self, hand: int, table: int) -> list[Move]:
        """Every legal move holding ``hand`` on ``table``: each card, lowest first, with each set it may take.

        ``options`` for each card of the hand, inlined, with the table's sum
        captures looked up once for the whole hand: the hot path of every search
        and benchmark.  tests/engine/test_engine_captures.py holds it equal to ``options``.
        """
        whole_table_cards = RANK_MASK[self.whole_table_rank] if table else 0  # RANK_MASK[0] is no card
        plans = None
        moves: list[Move] = []
        append = moves.append
        while hand:
            low = hand & -hand
            hand ^= low
            c = low.bit_length() - 1
            if low & whole_table_cards:
                append(_new_move(Move, (c, table)))
                continue
            same = table & SAME_RANK[c]
            if same:
                if same & (same - 1) == 0:
                    append(_new_move(Move, (c, same)))
                else:
                    for one in cards_of(same):
                        append(_new_move(Move, (c, BIT[one])))
            elif table:
                if plans is None:  # sum_plans and rank_signature, inlined: two calls fewer a position
                    signature = (
                        CHUNK_SIGNATURE[table & 1023]
                        + CHUNK_SIGNATURE[(table >> 10) & 1023]
                        + CHUNK_SIGNATURE[(table >> 20) & 1023]
                        + CHUNK_SIGNATURE[table >> 30]
                    )
                    plans = SUM_PLANS.get(signature) or build_sum_plans(signature)
                entries = plans[RANK[c]]
                if entries:
                    for take in expand_sums(table, entries):
                        append(_new_move(Move, (c, take)))
                else:
                    append(_LAY[c])
            else:
                append(_LAY[c])
        return moves


#: RULES.md §4 as it stands, the rule of every match without a capture variant.
STANDARD_CAPTURE = CaptureRule()
