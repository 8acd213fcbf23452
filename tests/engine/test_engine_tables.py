"""The engine's per-suit lookup tables, built step by step at import, against their plain definitions."""

from scopa_desktop.engine.captures import CHUNK_SIGNATURE
from scopa_desktop.engine.cards import PRIMIERA_VALUE, SUIT_VALUE_SUM
from scopa_desktop.engine.scoring import _BEST_IN_SUIT, _BEST_VALUE

CHUNKS = range(1 << 10)  # every set of one suit's ten ranks


def ranks_in(chunk: int) -> list[int]:
    """The indexes (rank - 1) present in one suit's 10 bits."""
    return [r for r in range(10) if chunk >> r & 1]


def test_suit_value_sum_is_the_sum_of_the_ranks_present():
    assert tuple(sum(r + 1 for r in ranks_in(chunk)) for chunk in CHUNKS) == SUIT_VALUE_SUM


def test_chunk_signature_counts_one_at_each_present_rank():
    assert tuple(sum(1 << 3 * r for r in ranks_in(chunk)) for chunk in CHUNKS) == CHUNK_SIGNATURE


def test_best_in_suit_is_the_best_primiera_card_the_higher_rank_on_equal_values():
    expected = tuple(max(ranks_in(chunk), key=lambda r: (PRIMIERA_VALUE[r + 1], r), default=-1) for chunk in CHUNKS)
    assert expected == _BEST_IN_SUIT
    assert tuple(PRIMIERA_VALUE[r + 1] if r >= 0 else 0 for r in expected) == _BEST_VALUE
