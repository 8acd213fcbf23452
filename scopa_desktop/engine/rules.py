"""The rules a match is played by: table size, teams, target, variants, options.

Everything RULES.md marks as an option or variant lives here, in one frozen
value that the engine, the record format and the window all share; what each
variant changes comes from the table in ``variants``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property
from typing import Any, TypeGuard

from .brief import brief
from .captures import STANDARD_CAPTURE, CaptureRule
from .variants import VARIANT_BY_ID, VARIANT_TABLE, ScoreLine, Variant

TABLE_SIZES = (2, 3, 4, 6)

#: Variant names of RULES.md §8 in record spelling, in display order.
VARIANTS = tuple(variant.id for variant in VARIANT_TABLE)

#: The deal without a deal variant: three cards each, four on the table.
HAND_SIZE = 3
TABLE_CARDS = 4

COUNTERCLOCKWISE = "counterclockwise"
CLOCKWISE = "clockwise"
SCOPA_ALL_BUT_LAST_CARD = "all-but-last-card"
SCOPA_NONE_IN_LAST_DEAL = "none"

#: Option names of RULES.md §9 with their allowed values; the first is the default.
OPTION_CHOICES: dict[str, tuple[str, ...]] = {
    "direction": (COUNTERCLOCKWISE, CLOCKWISE),
    "last_deal_scopa": (SCOPA_ALL_BUT_LAST_CARD, SCOPA_NONE_IN_LAST_DEAL),
}


class RulesErrorKind(StrEnum):
    """Why rules were refused: a kind for each combination a player can pick in a user
    interface (which words it in its own language), ``INVALID`` for the rest."""

    INVALID = "invalid"
    SCOPONE_TABLE = "scopone-table"  # a deal variant at a table it is not played at
    TWO_SCOPONE = "two-scopone"  # two variants that change the deal


class RulesError(ValueError):
    """Rules that cannot be played together, with the reason in English and its ``kind``."""

    def __init__(self, message: str, kind: RulesErrorKind = RulesErrorKind.INVALID) -> None:
        super().__init__(message)
        self.kind = kind


def valid_team_counts(players: int) -> tuple[int, ...]:
    """How many teams a table of ``players`` may form (alone, or partners seated alternately)."""
    return tuple(t for t in range(2, players + 1) if players % t == 0)


def is_whole(value: Any) -> TypeGuard[int]:
    """An int and not a bool (JSON's ``true`` would otherwise pass as 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


#: ``Rules.teams`` by default: as many teams as players.
ALONE = 0

#: The highest target and the most card-value rounds: far beyond any real match, yet a
#: match stays finite and a record or a command line cannot ask for a game without end.
MAX_TARGET = 1_000
MAX_ROUNDS = 100


@dataclass(frozen=True)
class Rules:
    """One match's rules.  Build with keyword arguments; ``validate`` runs on creation."""

    players: int = 2
    teams: int = ALONE  # ALONE: as many teams as players, each player alone
    target: int = 11
    variants: frozenset[str] = field(default_factory=frozenset)
    direction: str = COUNTERCLOCKWISE
    last_deal_scopa: str = SCOPA_ALL_BUT_LAST_CARD
    rounds: int = 1  # rounds of a card-value match (RULES.md §8)

    def __post_init__(self) -> None:
        if self.teams == ALONE:
            object.__setattr__(self, "teams", self.players)
        object.__setattr__(self, "variants", frozenset(self.variants))
        self.validate()

    def validate(self) -> None:
        if self.players not in TABLE_SIZES:
            raise RulesError(f"a table has 2, 3, 4 or 6 players, not {brief(self.players)}")
        if self.teams not in valid_team_counts(self.players):
            raise RulesError(
                f"{self.players} players cannot form {brief(self.teams)} teams "
                f"(possible: {', '.join(map(str, valid_team_counts(self.players)))})"
            )
        unknown = self.variants - set(VARIANT_BY_ID)
        if unknown:
            raise RulesError(f"unknown variant {brief(sorted(unknown)[0])}; known: {', '.join(VARIANTS)}")
        deal_variants = [variant for variant in self.chosen_variants if variant.deal is not None]
        if len(deal_variants) > 1:
            names = " or ".join(variant.id for variant in deal_variants)
            raise RulesError(f"choose either {names}, not both", RulesErrorKind.TWO_SCOPONE)
        for variant in deal_variants:
            deal = variant.deal
            if deal is not None and (self.players, self.teams) != (deal.players, deal.teams):
                raise RulesError(f"{variant.name} is played by {deal.players} players in {deal.teams} teams",
                                 RulesErrorKind.SCOPONE_TABLE)
        if self.direction not in OPTION_CHOICES["direction"]:
            raise RulesError(f"direction is counterclockwise or clockwise, not {brief(self.direction)}")
        if self.last_deal_scopa not in OPTION_CHOICES["last_deal_scopa"]:
            raise RulesError(f"last_deal_scopa is all-but-last-card or none, not {brief(self.last_deal_scopa)}")
        if not is_whole(self.target) or not 1 <= self.target <= MAX_TARGET:
            raise RulesError(f"the target is a whole number from 1 to {MAX_TARGET:,}, not {brief(self.target)}")
        if not is_whole(self.rounds) or not 1 <= self.rounds <= MAX_ROUNDS:
            raise RulesError(f"rounds is a whole number from 1 to {MAX_ROUNDS}, not {brief(self.rounds)}")

    # Derived facts, cached: the engine's hot loops read them on every move ----------------

    @cached_property
    def chosen_variants(self) -> tuple[Variant, ...]:
        """The variants played, in table order."""
        return tuple(variant for variant in VARIANT_TABLE if variant.id in self.variants)

    @cached_property
    def hand_size(self) -> int:
        return next((v.deal.hand_size for v in self.chosen_variants if v.deal is not None), HAND_SIZE)

    @cached_property
    def table_size(self) -> int:
        return next((v.deal.table_size for v in self.chosen_variants if v.deal is not None), TABLE_CARDS)

    @cached_property
    def deals_per_round(self) -> int:
        return (40 - self.table_size) // self.cards_per_deal

    @cached_property
    def cards_per_deal(self) -> int:
        return self.hand_size * self.players

    @cached_property
    def capture(self) -> CaptureRule:
        """The capture rule: a capture variant's, else RULES.md §4's."""
        return next((v.capture for v in self.chosen_variants if v.capture is not None), STANDARD_CAPTURE)

    @cached_property
    def score_lines(self) -> tuple[ScoreLine, ...]:
        """The lines the scoring variants add to the round's count, in table order."""
        return tuple(line for variant in self.chosen_variants for line in variant.lines)

    @cached_property
    def counts_primiera(self) -> bool:
        return all(variant.counts_primiera for variant in self.chosen_variants)

    @cached_property
    def fixed_rounds(self) -> bool:
        """Whether the match is ``rounds`` rounds (card-value scoring) instead of a race to ``target``."""
        return any(variant.fixed_rounds for variant in self.chosen_variants)

    def scopa_counts(self, rank: int, last_card: bool, in_last_deal: bool) -> bool:
        """Whether emptying the table with a card of ``rank`` scores a scopa (RULES.md §4, §8).

        Not with the very last card of the round, not with a card that takes
        the whole table by its capture rule (an ace under asso piglia tutto), and
        with the "none" option not at all in the last deal.
        """
        if last_card or self.capture.takes_whole_table(rank):
            return False
        return not (in_last_deal and self.last_deal_scopa == SCOPA_NONE_IN_LAST_DEAL)

    def team_of(self, seat: int) -> int:
        """Seat *i* belongs to team *i mod teams* (partners sit alternately)."""
        return seat % self.teams

    def with_changes(self, **changes: Any) -> Rules:
        return replace(self, **changes)

    # The record's "rules" object (RULES.md §9) ----------------------------------------------

    def to_record(self) -> dict[str, Any]:
        options: dict[str, Any] = {"direction": self.direction, "last_deal_scopa": self.last_deal_scopa}
        if self.fixed_rounds:
            options["rounds"] = self.rounds
        return {
            "players": self.players,
            "teams": self.teams,
            "target": self.target,
            "variants": [v for v in VARIANTS if v in self.variants],
            "options": options,
        }

    @classmethod
    def from_record(cls, data: Any) -> Rules:
        """Rules from a record's ``rules`` object; RulesError with the reason if malformed."""
        if not isinstance(data, dict):
            raise RulesError("'rules' must be an object")
        unknown = set(data) - {"players", "teams", "target", "variants", "options"}
        if unknown:
            raise RulesError(f"unknown key {brief(sorted(unknown)[0])} in 'rules'")
        options = data.get("options", {})
        variants = data.get("variants", [])
        if not isinstance(options, dict):
            raise RulesError("'rules.options' must be an object")
        if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
            raise RulesError("'rules.variants' must be a list of names")
        unknown = set(options) - {"direction", "last_deal_scopa", "rounds"}
        if unknown:
            raise RulesError(f"unknown option {brief(sorted(unknown)[0])}")
        for key in ("players", "teams", "target"):
            if key in data and (not isinstance(data[key], int) or isinstance(data[key], bool)):
                raise RulesError(f"'rules.{key}' must be a whole number")
        if data.get("teams", 1) < 1:  # ALONE is the constructor's default, not a record's value
            raise RulesError("'rules.teams' must be at least 1")
        return cls(
            players=data.get("players", 2),
            teams=data.get("teams", ALONE),
            target=data.get("target", 11),
            variants=frozenset(variants),
            direction=options.get("direction", COUNTERCLOCKWISE),
            last_deal_scopa=options.get("last_deal_scopa", SCOPA_ALL_BUT_LAST_CARD),
            rounds=options.get("rounds", 1),
        )
