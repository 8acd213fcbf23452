"""The 40-card Italian pack as small integers and bitmasks.

A card is an int ``suit * 10 + (rank - 1)``: suits in the order Denari,
Coppe, Spade, Bastoni, ranks 1 (Asso) to 10 (Re).  A set of cards (a hand,
the table, a pile) is an int bitmask with bit ``card`` set, so set
operations are single integer operations; that is what makes the engine
fast enough for search-based AI (and the window holds them too).  The notation
of RULES.md (``"7D"``) is a card's name wherever it is text: records, logs, the
wire, the command line, tests.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .brief import brief

SUITS = "DCSB"

DECK_SIZE = 40
FULL_DECK = (1 << DECK_SIZE) - 1

RANK: tuple[int, ...] = tuple(c % 10 + 1 for c in range(DECK_SIZE))
SUIT: tuple[int, ...] = tuple(c // 10 for c in range(DECK_SIZE))
BIT: tuple[int, ...] = tuple(1 << c for c in range(DECK_SIZE))

#: Bits of the four cards of each rank; index 0 is unused.
RANK_MASK: tuple[int, ...] = (0, *tuple(sum(1 << s * 10 + r - 1 for s in range(4)) for r in range(1, 11)))
#: Bits of the ten cards of each suit, by suit index.
SUIT_MASK: tuple[int, ...] = tuple(((1 << 10) - 1) << (s * 10) for s in range(4))
COINS_MASK = SUIT_MASK[0]

#: Primiera value by rank (RULES.md §6); index 0 is unused.
PRIMIERA_VALUE: tuple[int, ...] = (0, 16, 12, 13, 14, 15, 18, 21, 10, 10, 10)


def _suit_value_sums() -> tuple[int, ...]:
    """By one suit's 10 bits: the sum of the ranks present.  Each chunk adds its lowest card to the
    chunk without it (``chunk & chunk - 1``), already known: one step a chunk, not ten (start-up time)."""
    sums = [0] * (1 << 10)
    for chunk in range(1, 1 << 10):
        sums[chunk] = sums[chunk & chunk - 1] + (chunk & -chunk).bit_length()
    return tuple(sums)


SUIT_VALUE_SUM = _suit_value_sums()


def value_sum(mask: int) -> int:
    """Sum of the capture values of a set of cards: four table look-ups, one per suit."""
    return (
        SUIT_VALUE_SUM[mask & 1023]
        + SUIT_VALUE_SUM[(mask >> 10) & 1023]
        + SUIT_VALUE_SUM[(mask >> 20) & 1023]
        + SUIT_VALUE_SUM[mask >> 30]
    )


def card(rank: int, suit: str) -> int:
    """The card of ``rank`` (1-10) in ``suit`` (one of ``"DCSB"``)."""
    if not 1 <= rank <= 10 or suit not in SUITS or len(suit) != 1:
        raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
    return SUITS.index(suit) * 10 + rank - 1


SETTEBELLO = card(7, "D")
RE_BELLO = card(10, "D")
ROSMARINO = card(8, "S")


def card_name(c: int) -> str:
    """RULES.md notation of a card: capture value then suit letter, ``"7D"``."""
    return f"{RANK[c]}{SUITS[SUIT[c]]}"


_BY_NAME = {card_name(c): c for c in range(DECK_SIZE)}


def parse_card(name: str) -> int:
    """The card written ``name`` in RULES.md notation; ValueError otherwise."""
    try:
        return _BY_NAME[name]
    except (KeyError, TypeError):
        raise ValueError(f"not a card: {brief(name)} (expected e.g. '7D', '10B')") from None


def cards_of(mask: int) -> Iterator[int]:
    """The cards of a bitmask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(cards: Iterable[int]) -> int:
    """The bitmask of some cards."""
    mask = 0
    for c in cards:
        mask |= BIT[c]
    return mask


def names_of(mask: int) -> list[str]:
    """The cards of a bitmask in notation, lowest first."""
    return [card_name(c) for c in cards_of(mask)]
