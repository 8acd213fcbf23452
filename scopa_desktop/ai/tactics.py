"""Card-level facts every AI level shares: table sums, scopa rules, sweep risk.

All of it works on card bitmasks (see ``engine.cards``) so the search can
call it inside rollouts.
"""

from __future__ import annotations

from ..engine.captures import CaptureRule
from ..engine.cards import BIT, RANK_MASK, value_sum


def sweeping_rank(table: int, capture: CaptureRule) -> int:
    """The rank whose card would take the whole of ``table`` as a scopa, or 0 for none.

    A single table card is swept by a card of equal rank.  Two or more are
    swept only by a sum capture of all of them: the played rank equals the
    table's sum and no table card has that rank (an equal card would have to
    be taken alone).  A card that takes the whole table by the capture rule
    (an ace under asso piglia tutto) scores no scopa, so it never counts as a sweep.
    """
    if not table:
        return 0
    total = value_sum(table)
    if total > 10:
        return 0
    if table & (table - 1) and table & RANK_MASK[total]:
        return 0
    if capture.takes_whole_table(total):
        return 0
    return total


def sweepers(table: int, unseen: int, capture: CaptureRule) -> int:
    """The unseen cards (a bitmask) that could sweep ``table``."""
    rank = sweeping_rank(table, capture)
    return unseen & RANK_MASK[rank] if rank else 0


def table_after(table: int, card: int, take: int) -> int:
    """The table once ``card`` is played taking ``take`` (0: laid)."""
    return table ^ take if take else table | BIT[card]
