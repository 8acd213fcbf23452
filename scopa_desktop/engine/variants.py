"""The variants of RULES.md §8, each declared once: its id, its name and what it changes.

A variant changes the deal (the Scopone family), the capture rule (asso
piglia tutto) or the scoring (lines added to the round's count, and for
card-value scoring the primiera dropped and a match of agreed rounds).
``Rules``, the record, the command line, the window's New game dialog and
round count are built from ``VARIANT_TABLE``; the window's words for each
variant and score line are in ``gui/words.py``.  A new scoring variant is one
more entry here, its words there, and its tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from .captures import CaptureRule
from .cards import RE_BELLO, ROSMARINO, value_sum


class Change(Enum):
    """What a variant changes."""

    DEAL = "deal"
    CAPTURE = "capture"
    SCORING = "scoring"


@dataclass(frozen=True)
class DealChange:
    """A deal of ``hand_size`` cards each and ``table_size`` on the table, played by ``players`` in ``teams``."""

    hand_size: int
    table_size: int
    players: int
    teams: int


#: What a pile scores on one line of the count: its points and the card that names the result, or -1.
LineFunction = Callable[[int], tuple[int, int]]


@dataclass(frozen=True)
class ScoreLine:
    """A line a scoring variant adds to the round's count; ``name`` is its key in records and words."""

    name: str
    score: LineFunction


@dataclass(frozen=True)
class Variant:
    """One variant: ``id`` in record spelling, ``name`` and ``summary`` (what it changes, for the
    command line) in English, and its change."""

    id: str
    name: str
    summary: str
    deal: DealChange | None = None
    capture: CaptureRule | None = None
    lines: tuple[ScoreLine, ...] = ()
    counts_primiera: bool = True
    fixed_rounds: bool = False  # the match is an agreed number of rounds instead of a race to the target

    @property
    def change(self) -> Change:
        if self.deal is not None:
            return Change.DEAL
        return Change.CAPTURE if self.capture is not None else Change.SCORING


def napola_run(pile: int) -> int:
    """Length of the unbroken coin run from the ace: napola scores it when at least 3."""
    run = 0
    while run < 10 and pile >> run & 1:
        run += 1
    return run if run >= 3 else 0


def _napola(pile: int) -> tuple[int, int]:
    run = napola_run(pile)
    return run, (run - 1 if run else -1)  # the run's top coin: Denari are cards 0-9


def _holding(card: int) -> LineFunction:
    """A line worth a point for holding ``card``."""

    def score(pile: int) -> tuple[int, int]:
        return (1, card) if pile >> card & 1 else (0, -1)

    return score


def _card_values(pile: int) -> tuple[int, int]:
    return value_sum(pile), -1


#: Every variant, in display and record order.  Variants that change the deal
#: or the capture rule exclude each other (one deal, one rule); ``Rules`` checks the deals.
VARIANT_TABLE: tuple[Variant, ...] = (
    Variant("scopone", "Scopone", "4 players in two teams, 9 cards each", deal=DealChange(9, 4, players=4, teams=2)),
    Variant("scopone-scientifico", "Scopone scientifico", "4 players in two teams, 10 cards each, none on the table",
            deal=DealChange(10, 0, players=4, teams=2)),
    Variant("asso-piglia-tutto", "Asso piglia tutto", "an ace takes the whole table",
            capture=CaptureRule(whole_table_rank=1)),
    Variant("napola", "Napola", "a run of Denari from the ace, 3 or longer, scores its length",
            lines=(ScoreLine("napola", _napola),)),
    Variant("rebello", "Re bello", "the King of Denari scores a point",
            lines=(ScoreLine("rebello", _holding(RE_BELLO)),)),
    Variant("rosmarino", "Rosmarino", "the Fante of Spade scores a point",
            lines=(ScoreLine("rosmarino", _holding(ROSMARINO)),)),
    Variant("card-value", "card-value scoring", "every card scores its value, over the agreed rounds (German guide)",
            lines=(ScoreLine("card-values", _card_values),), counts_primiera=False, fixed_rounds=True),
)

VARIANT_BY_ID: dict[str, Variant] = {variant.id: variant for variant in VARIANT_TABLE}
