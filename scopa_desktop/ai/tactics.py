"""Card-level facts every AI level shares: table sums, scopa rules, sweep risk.

All of it works on card bitmasks (see ``engine.cards``) so the search can
call it inside rollouts.
"""

from __future__ import annotations

from ..engine.cards import BIT, RANK_MASK
from ..engine.rules import SCOPA_NONE_IN_LAST_DEAL, Rules


def _chunk_sum(chunk: int) -> int:
    return sum(r + 1 for r in range(10) if chunk >> r & 1)


_CHUNK_SUM = tuple(_chunk_sum(chunk) for chunk in range(1 << 10))


def table_sum(table: int) -> int:
    """Sum of the capture values of the cards of a bitmask."""
    return (
        _CHUNK_SUM[table & 1023]
        + _CHUNK_SUM[(table >> 10) & 1023]
        + _CHUNK_SUM[(table >> 20) & 1023]
        + _CHUNK_SUM[table >> 30]
    )


def scopa_counts(rules: Rules, rank: int, last_card: bool, in_last_deal: bool) -> bool:
    """Whether emptying the table with a card of ``rank`` scores a scopa (RULES.md §4, §8)."""
    if last_card:
        return False
    if rules.ace_takes_all and rank == 1:
        return False
    return not (in_last_deal and rules.last_deal_scopa == SCOPA_NONE_IN_LAST_DEAL)


def sweeping_rank(table: int, ace_takes_all: bool) -> int:
    """The rank whose card would take the whole of ``table`` as a scopa, or 0 for none.

    A single table card is swept by a card of equal rank.  Two or more are
    swept only by a sum capture of all of them: the played rank equals the
    table's sum and no table card has that rank (an equal card would have to
    be taken alone).  Under asso piglia tutto an ace takes all but scores no
    scopa, so an ace never counts as a sweep.
    """
    if not table:
        return 0
    total = table_sum(table)
    if total > 10:
        return 0
    if table & (table - 1) and table & RANK_MASK[total]:
        return 0
    if ace_takes_all and total == 1:
        return 0
    return total


def sweepers(table: int, unseen: int, ace_takes_all: bool) -> int:
    """The unseen cards (a bitmask) that could sweep ``table``."""
    rank = sweeping_rank(table, ace_takes_all)
    return unseen & RANK_MASK[rank] if rank else 0


def table_after(table: int, card: int, take: int) -> int:
    """The table once ``card`` is played taking ``take`` (0: laid)."""
    return table ^ take if take else table | BIT[card]
