"""Which table cards a played card may take (RULES.md §4), fast.

The sum captures of a table depend only on the multiset of its ranks, so
they are computed once per rank multiset and cached; a table is turned into
its multiset with four table look-ups (one per suit).  Expanding a cached
rank combination back to cards is one OR per rank in the common case where
the table holds that rank once.
"""

from __future__ import annotations

from itertools import combinations, product

from .cards import RANK_MASK, cards_of

# A table's rank multiset packed as an int: 3 bits of count per rank.
_RANK_SHIFT = tuple(3 * (r - 1) for r in range(11))


def _suit_chunk_signature(chunk: int) -> int:
    return sum(1 << (3 * r) for r in range(10) if chunk >> r & 1)


_CHUNK_SIGNATURE = tuple(_suit_chunk_signature(chunk) for chunk in range(1 << 10))


def rank_signature(table: int) -> int:
    """The multiset of ranks of a table bitmask, as a packed int."""
    return (
        _CHUNK_SIGNATURE[table & 1023]
        + _CHUNK_SIGNATURE[(table >> 10) & 1023]
        + _CHUNK_SIGNATURE[(table >> 20) & 1023]
        + _CHUNK_SIGNATURE[table >> 30]
    )


# For one rank multiset: by target value, the rank combinations (as
# ((rank, how_many), ...) tuples) of two or more cards that sum to it.
_SumPlans = tuple[tuple[tuple[tuple[int, int], ...], ...], ...]
_SUM_PLANS: dict[int, _SumPlans] = {}


def _sum_plans(signature: int) -> _SumPlans:
    counts = [0] + [(signature >> _RANK_SHIFT[r]) & 7 for r in range(1, 11)]
    plans: list[list[tuple[tuple[int, int], ...]]] = [[] for _ in range(11)]

    def extend(rank: int, total: int, size: int, chosen: list[tuple[int, int]]) -> None:
        if rank > 10:
            if size >= 2:
                plans[total].append(tuple(chosen))
            return
        extend(rank + 1, total, size, chosen)
        for k in range(1, counts[rank] + 1):
            if total + k * rank > 10:
                break
            chosen.append((rank, k))
            extend(rank + 1, total + k * rank, size + k, chosen)
            chosen.pop()

    extend(1, 0, 0, [])
    result = tuple(tuple(p) for p in plans)
    if len(_SUM_PLANS) > 200_000:  # a safety bound; real play never gets near it
        _SUM_PLANS.clear()
    _SUM_PLANS[signature] = result
    return result


def _expand(table: int, plan: tuple[tuple[int, int], ...], counts_signature: int) -> list[int]:
    """The card sets of ``table`` that follow one rank combination."""
    simple = 0
    choices: list[list[int]] = []
    for rank, k in plan:
        cards = table & RANK_MASK[rank]
        if (counts_signature >> _RANK_SHIFT[rank]) & 7 == k:
            simple |= cards
        else:
            choices.append([sum(1 << c for c in combo) for combo in combinations(cards_of(cards), k)])
    if not choices:
        return [simple]
    return [simple | sum(parts) for parts in product(*choices)]


def sum_captures(table: int, value: int) -> list[int]:
    """Every set (bitmask) of two or more table cards that sums to ``value``."""
    signature = rank_signature(table)
    plans = _SUM_PLANS.get(signature) or _sum_plans(signature)
    found: list[int] = []
    for plan in plans[value]:
        found.extend(_expand(table, plan, signature))
    return found


def capture_options(table: int, rank: int, ace_takes_all: bool = False) -> list[int]:
    """What a card of ``rank`` played on ``table`` must take: a list of bitmasks.

    ``[0]`` means it takes nothing and is laid.  Equal rank comes before sums
    and the player picks exactly one equal card; otherwise any set of two or
    more cards summing to the rank; capture is never optional.  Under asso
    piglia tutto an ace takes the whole table (and is laid on an empty one).
    """
    if ace_takes_all and rank == 1 and table:
        return [table]
    same = table & RANK_MASK[rank]
    if same:
        if same & (same - 1) == 0:
            return [same]
        return [1 << c for c in cards_of(same)]
    if table:
        sums = sum_captures(table, rank)
        if sums:
            return sums
    return [0]
