"""Matches won and lost, kept per kind of table (players, sides, opponents, target).

Stored as one JSON text under the settings key ``stats/tables``; a stored text
that does not read as statistics counts as none, so a damaged value never
stops the app (the settings module's rule for every key).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from ..engine import Rules

if TYPE_CHECKING:  # the settings declare this module's key, so it cannot import them at run time
    from .settings import AppSettings

KEY = "stats/tables"


@dataclass
class TableStats:
    played: int = 0
    won: int = 0
    streak: int = 0  # matches won in a row, up to the latest
    best_streak: int = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def table_label(rules: Rules, levels: Sequence[str]) -> str:
    """The kind of table a match was played at, in words: "vs hard, to 11"."""
    opponents = ", ".join(levels)
    rounds = f"{rules.rounds} round{'s' if rules.rounds != 1 else ''}"
    goal = rounds if rules.fixed_rounds else f"to {rules.target}"
    if rules.players == 2:
        return f"vs {opponents}, {goal}"
    sides = "alone" if rules.teams == rules.players else f"{rules.teams} sides"
    variants = f", {', '.join(sorted(rules.variants))}" if rules.variants else ""
    return f"{rules.players} players {sides} ({opponents}), {goal}{variants}"


@dataclass(frozen=True)
class TableKind:
    """A ``table_label`` read back, so the window can word it in its own language
    (the label itself stays English: it is the key the statistics are stored under)."""

    players: int
    teams: int  # as many as players when each plays alone
    opponents: tuple[str, ...]  # their levels
    target: int | None  # None under card-value scoring
    rounds: int | None  # card-value scoring only
    variants: tuple[str, ...]  # not in a 2-player label


_DUEL = re.compile(r"vs (?P<opponents>[a-z, ]+), (?P<goal>.+)")
_TABLE = re.compile(r"(?P<players>\d+) players (?:(?P<alone>alone)|(?P<teams>\d+) sides) "
                    r"\((?P<opponents>[a-z, ]+)\), (?P<goal>[^,]+)(?:, (?P<variants>.+))?")
_GOAL = re.compile(r"to (?P<target>\d+)|(?P<rounds>\d+) rounds?")


def read_table_label(label: str) -> TableKind | None:
    """The kind of table ``table_label`` wrote as ``label``; None when it is not one of its labels."""
    duel, table = _DUEL.fullmatch(label), _TABLE.fullmatch(label)
    found = duel or table
    goal = _GOAL.fullmatch(found["goal"]) if found else None
    if found is None or goal is None:
        return None
    players = 2 if duel else int(found["players"])
    teams = 2 if duel else players if found["alone"] else int(found["teams"])
    variants = tuple(found["variants"].split(", ")) if table and found["variants"] else ()
    target = int(goal["target"]) if goal["target"] else None
    rounds = int(goal["rounds"]) if goal["rounds"] else None
    return TableKind(players, teams, tuple(found["opponents"].split(", ")), target, rounds, variants)


def parse(text: str) -> dict[str, TableStats] | None:
    """Statistics from their stored text; None when it does not read as statistics."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return None
    if not isinstance(data, dict):
        return None
    tables = {}
    for label, entry in data.items():
        if not isinstance(entry, dict) or set(entry) != set(TableStats.__dataclass_fields__):
            return None
        if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in entry.values()):
            return None
        tables[label] = TableStats(**entry)
    return tables


class Statistics:
    """Read and update the statistics kept in the settings."""

    def __init__(self, settings: AppSettings) -> None:
        self.settings = settings

    def tables(self) -> dict[str, TableStats]:
        return parse(self.settings.get(KEY)) or {}

    def record_match(self, label: str, won: bool) -> TableStats:
        tables = self.tables()
        stats = tables.setdefault(label, TableStats())
        stats.played += 1
        if won:
            stats.won += 1
            stats.streak += 1
            stats.best_streak = max(stats.best_streak, stats.streak)
        else:
            stats.streak = 0
        self._store(tables)
        return stats

    def reset(self) -> None:
        self._store({})

    def _store(self, tables: dict[str, TableStats]) -> None:
        self.settings.set(KEY, json.dumps({label: asdict(stats) for label, stats in tables.items()}))
        self.settings.sync()
