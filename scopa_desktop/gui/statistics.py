"""Matches won and lost, kept per kind of table (players, sides, opponents, target).

The counting itself lives in ``storage.statistics_db`` (an SQLite file beside
the saved game); this names the tables, turns a finished match into what the
statistics count, and opens the database for the window: a damaged one is
kept aside and a fresh one started, and the statistics the settings held
before are imported once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..ai.rating import Duel
from ..engine import RoundScore, Rules
from ..resources.translation import QT_TRANSLATE_NOOP
from ..storage.reading import Refused
from ..storage.set_aside import keep_text_aside, set_aside
from ..storage.statistics_db import MatchResult, StatisticsStore
from ..storage.statistics_errors import StatisticsError, StatisticsUnreadable, Step
from .reasons import statistics_reason
from .settings import LEGACY_STATISTICS_KEY, AppSettings
from .words import Counts

FILE_NAME = "statistics.sqlite3"
# SQLite's companions of the database file: set aside together with it.
_COMPANIONS = ("-wal", "-shm")


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

    @property
    def partners(self) -> tuple[str, ...]:
        """The levels of the player's partners: the label holds every other seat's level in seat order,
        and the player's side is every ``teams``-th seat from the player's."""
        return tuple(level for seat, level in enumerate(self.opponents, start=1) if seat % self.teams == 0)

    @property
    def against(self) -> tuple[str, ...]:
        """The levels of the seats playing against the player."""
        return tuple(level for seat, level in enumerate(self.opponents, start=1) if seat % self.teams)


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


def player_duels(store: StatisticsStore) -> list[Duel]:
    """The player's own matches for their rating, oldest first: unassisted, two players,
    one opponent (a hint or an undo measures the coach, and a larger table is not one duel)."""
    duels = []
    for label, won, assisted in store.outcomes():
        kind = read_table_label(label)
        if not assisted and kind is not None and kind.players == 2 and len(kind.opponents) == 1:
            duels.append(Duel(kind.opponents[0], won))
    return duels


def match_result(rules: Rules, round_scores: Sequence[RoundScore], levels: Sequence[str], human_seat: int,
                 winner: int | None, assisted: bool) -> MatchResult:
    """What the statistics count of a match of ``rules`` whose finished rounds
    scored ``round_scores``, from the player's side; ``winner`` None: left
    unfinished, so lost."""
    team = rules.team_of(human_seat)
    scores = [score.teams[team] for score in round_scores]
    return MatchResult(
        table=table_label(rules, levels),
        won=winner == team,
        assisted=assisted,
        finished=winner is not None,
        rounds=len(scores),
        points=sum(score.points for score in scores),
        scope=sum(score.scope for score in scores),
        settebello=sum(score.settebello for score in scores),
        primiera=sum(score.best_primiera for score in scores),
    )


# What the player is told when the statistics could not be used, by what was being done: what happened
# and what became of the matches counted (the reason comes from ``statistics_reason``).
_FAILURES = {
    Step.OPENED: QT_TRANSLATE_NOOP(
        "Statistics", "The statistics cannot be kept this time ({reason}): the matches of this session are counted "
        "until the window closes, and nothing counted before is lost."),
    Step.READ: QT_TRANSLATE_NOOP(
        "Statistics", "The statistics cannot be read just now ({reason}); the file is left as it is."),
    Step.COUNTED: QT_TRANSLATE_NOOP(
        "Statistics", "This match could not be counted in the statistics ({reason}); the matches counted before "
        "are kept."),
    Step.RESET: QT_TRANSLATE_NOOP("Statistics", "The statistics could not be reset ({reason}); they are as they were."),
}
# A database no retry can use, kept aside: the game goes on with a new one.
_KEPT_ASIDE = QT_TRANSLATE_NOOP(
    "Statistics", "The statistics could not be read ({reason}): the file is kept as {file}, nothing is deleted, "
    "and counting starts afresh.")


def statistics_failure(error: StatisticsError) -> str:
    """What the player reads when the statistics could not be used: what happened, why, and that
    nothing counted before is lost, in one line in the window's language."""
    failure = _FAILURES.get(error.step, _FAILURES[Step.OPENED])
    return QCoreApplication.translate("Statistics", failure).format(reason=statistics_reason(error))


def open_statistics(path: Path, settings: AppSettings) -> tuple[StatisticsStore, list[str]]:
    """The statistics database at ``path``, ready, and what to tell the player (in
    their language) about anything set aside on the way.  Never raises: when no
    file can be used, the statistics live in memory until the window closes."""
    notices: list[str] = []
    try:
        store = _open_keeping_aside(path, notices)
    except StatisticsError as error:
        notices.append(statistics_failure(error))
        store = StatisticsStore(":memory:")
    except OSError as error:  # a damaged file that could not be kept aside either: it is left as it is
        notices.append(statistics_failure(StatisticsError(Step.OPENED, error)))
        store = StatisticsStore(":memory:")
    notices.extend(_rows_left_out(store, path))
    notices.extend(_import_from_settings(store, settings, path))
    return store, notices


def _rows_left_out(store: StatisticsStore, path: Path) -> list[str]:
    try:
        left_out = store.rows_left_out()
    except StatisticsError:
        return []  # the figures will say it when they are read
    counts = Counts()
    # A row imported from the settings holds a whole kind of table's counts: told as a table, not as one match.
    notices = [counts.statistics_left_out(left_out.matches)] if left_out.matches else []
    if left_out.imported:
        notices.append(counts.imported_statistics_left_out(left_out.imported))
    return [notice.format(file=path) for notice in notices]


def _open_keeping_aside(path: Path, notices: list[str]) -> StatisticsStore:
    try:
        return StatisticsStore(path)
    except StatisticsUnreadable as error:
        kept = set_aside(path)
        for suffix in _COMPANIONS:  # a WAL that belongs to the damaged file must not replay into the new one
            companion = path.with_name(path.name + suffix)
            if companion.exists():
                companion.replace(kept.with_name(kept.name + suffix))
        notices.append(QCoreApplication.translate("Statistics", _KEPT_ASIDE).format(
            reason=statistics_reason(error), file=kept))
    return StatisticsStore(path)


def _import_from_settings(store: StatisticsStore, settings: AppSettings, path: Path) -> list[str]:
    """Import the statistics the settings held before the database, once; a text that
    is not statistics is kept in a file of its own beside the database."""
    text = settings.get(LEGACY_STATISTICS_KEY)
    if not text:
        return []
    notices: list[str] = []
    try:
        store.import_legacy(text)
    except Refused:  # its reason is the reader's, in English: what the player needs is where the text went
        try:
            kept = keep_text_aside(path.with_name("statistics-from-settings.json"), text)
        except OSError:  # kept nowhere else: left in the settings rather than lost
            return [QCoreApplication.translate(
                "Statistics", "The statistics an earlier version kept in the settings could not be read; they "
                "are left there, and counting goes on without them.")]
        notices.append(QCoreApplication.translate(
            "Statistics", "The statistics an earlier version kept in the settings could not be read; they are "
            "kept as {file}, and counting goes on without them.").format(file=kept))
    except StatisticsError:
        return []  # the import is tried again at the next start
    settings.remove(LEGACY_STATISTICS_KEY)
    settings.sync()
    return notices
