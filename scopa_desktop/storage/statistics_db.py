"""The statistics: every match counted, in an SQLite database of their own.

One row per match, written in one transaction, so two windows (or two
processes of any kind) that record at once both count: SQLite serialises the
writers, WAL lets readers carry on meanwhile.  The figures shown (wins, streaks,
points per round, scope, settebello, primiera, best match) are worked out from
the rows, per kind of table (its label names the opponents' levels) and apart
for matches where the player was *assisted* (took a move back or asked for a hint).

The schema carries a version (``PRAGMA user_version``) and the migrations that
lead to it; a database from a later version is refused, never altered.  The
statistics kept before this database (one JSON text in the settings) are
imported once.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from .reading import Refused, parse_json
from .statistics_errors import UNUSABLE, StatisticsError, StatisticsUnreadable, Step, Trouble

#: How long a writer waits for another process's transaction before giving up.
BUSY_TIMEOUT_S = 30.0
#: The largest count the legacy import accepts (SQLite integers are 64-bit).
MAX_COUNT = 2**40
#: The longest table label counted: the game's longest (six seats, every variant) is 130 characters.
MAX_LABEL = 200


@dataclass(frozen=True)
class MatchResult:
    """One match as the statistics count it, from the player's side."""

    table: str  # the kind of table: gui.statistics.table_label
    won: bool
    assisted: bool = False
    finished: bool = True  # False: left unfinished, counted as lost
    rounds: int = 0
    points: int = 0  # the player's side, every round together
    scope: int = 0
    settebello: int = 0  # rounds in which the player's side took it
    primiera: int = 0  # rounds in which the player's side won it


class RowsLeftOut(NamedTuple):
    """The rows not as the game writes them (edited by hand or by another program), apart by what a row
    stands for: they are left out of the figures and the rating, and left in the file."""

    matches: int  # one match each
    imported: int  # one kind of table each, as the settings once counted it: any number of matches


@dataclass
class TableFigures:
    """What the statistics say about one kind of table (assisted matches apart)."""

    table: str
    assisted: bool
    played: int = 0
    won: int = 0
    left: int = 0  # of those played, left unfinished (counted as lost)
    streak: int = 0  # matches won in a row, up to the latest
    best_streak: int = 0
    rounds: int = 0
    points: int = 0
    scope: int = 0
    settebello: int = 0
    primiera: int = 0
    best_match: int | None = None  # most points in one match; None before a match with rounds

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def points_per_round(self) -> float | None:
        return self.points / self.rounds if self.rounds else None


def _create_version_1(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        table_label TEXT NOT NULL,
        won INTEGER NOT NULL,
        assisted INTEGER NOT NULL,
        finished INTEGER NOT NULL,
        rounds INTEGER NOT NULL,
        points INTEGER NOT NULL,
        scope INTEGER NOT NULL,
        settebello INTEGER NOT NULL,
        primiera INTEGER NOT NULL,
        recorded_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)""")
    db.execute("""CREATE TABLE imported (
        table_label TEXT PRIMARY KEY,
        played INTEGER NOT NULL,
        won INTEGER NOT NULL,
        streak INTEGER NOT NULL,
        best_streak INTEGER NOT NULL)""")
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


#: MIGRATIONS[n] takes a database from version n to n + 1; the last one reached is the current schema.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_create_version_1,)
SCHEMA_VERSION = len(MIGRATIONS)
_LEGACY_IMPORTED = "legacy-settings-imported"
_FIELDS = ("played", "won", "streak", "best_streak")


def _count_in_range(column: str) -> str:
    return f"(typeof({column}) = 'integer' AND {column} BETWEEN 0 AND {MAX_COUNT})"


# SQLite keeps whatever a cell is given, whatever its column's type: a database edited by hand or by
# another program can hold text, a fraction or a blob where the game writes a count, or a table's name
# no window could show.  Only the rows as the game writes them are counted; the others are left in the
# file as they are.
_LABEL_AS_WRITTEN = f"(typeof(table_label) = 'text' AND length(table_label) BETWEEN 1 AND {MAX_LABEL})"
_MATCH_AS_WRITTEN = " AND ".join(
    [_LABEL_AS_WRITTEN, "won IN (0, 1)", "assisted IN (0, 1)"]
    + [_count_in_range(column) for column in ("rounds", "points", "scope", "settebello", "primiera")])
_IMPORTED_AS_WRITTEN = " AND ".join(
    [_LABEL_AS_WRITTEN] + [_count_in_range(column) for column in _FIELDS])


def _is_busy(error: sqlite3.Error) -> bool:
    """Another connection holds the database ("database is locked", "database is busy")."""
    return _cause(error, None) is Trouble.IN_USE


#: SQLite's result codes (the primary ones) that say why a file cannot be used, as the statistics tell it.
_SQLITE_TROUBLES = {
    sqlite3.SQLITE_BUSY: Trouble.IN_USE,
    sqlite3.SQLITE_LOCKED: Trouble.IN_USE,
    sqlite3.SQLITE_READONLY: Trouble.READ_ONLY,
    sqlite3.SQLITE_CORRUPT: Trouble.DAMAGED,
    sqlite3.SQLITE_NOTADB: Trouble.NOT_A_DATABASE,
}
#: SQLite's result codes that mean what a file system's error number does: told as that error.
_SQLITE_ERRNOS = {sqlite3.SQLITE_FULL: errno.ENOSPC, sqlite3.SQLITE_IOERR: errno.EIO, sqlite3.SQLITE_PERM: errno.EACCES}


def _cause(error: sqlite3.Error, path: Path | None) -> Trouble | OSError:
    """Why SQLite refused the statistics at ``path``, from its result code."""
    code = (getattr(error, "sqlite_errorcode", None) or 0) & 0xFF
    if code in _SQLITE_TROUBLES:
        return _SQLITE_TROUBLES[code]
    if code in _SQLITE_ERRNOS:
        return OSError(_SQLITE_ERRNOS[code], os.strerror(_SQLITE_ERRNOS[code]))
    if code == sqlite3.SQLITE_CANTOPEN and path is not None:
        return _why_not_opened(path)
    return Trouble.OTHER


def _why_not_opened(path: Path) -> Trouble | OSError:
    """SQLite says only that it could not open the file ("unable to open database file"): the file
    system says why, asked to make a file in its folder (a read-only folder, a folder gone) and to open it."""
    try:
        with tempfile.TemporaryFile(dir=path.parent):
            pass
        if path.exists():
            with open(path, "rb+"):
                pass
    except OSError as error:
        return error
    return Trouble.OTHER


class StatisticsStore:
    """The statistics database at ``path`` (``":memory:"`` for one that is not kept)."""

    def __init__(self, path: Path | str) -> None:
        self.path = path
        file = None if path == ":memory:" else Path(path)
        if file is not None:
            _check_regular(file)
        try:
            self._db = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_S, isolation_level=None)
        except sqlite3.Error as error:
            raise _refusal(Step.OPENED, error, file) from None
        try:
            self._open()
        except sqlite3.Error as error:
            self._db.close()
            # Only a file no retry can use is kept aside: one another program holds, or in a folder that
            # may not be written, is fine and stays where it is.
            raise _refusal(Step.OPENED, error, file) from None
        except BaseException:
            self._db.close()
            raise

    def _open(self) -> None:
        # A damaged or foreign file shows here, at the first read ("file is not a database").
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise StatisticsUnreadable(Step.OPENED, Trouble.LATER_VERSION, f"schema {version}")
        if self._db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            self._switch_to_wal()
        self._db.execute("PRAGMA synchronous=NORMAL")  # with WAL: durable at checkpoints, never corrupt
        if version < SCHEMA_VERSION:
            self._migrate()
        problem = self._db.execute("PRAGMA quick_check").fetchone()[0]
        if problem != "ok":
            raise StatisticsUnreadable(Step.OPENED, Trouble.DAMAGED, problem)

    def _switch_to_wal(self) -> None:
        """WAL, once per file.  The switch needs the file to itself and SQLite answers "locked"
        at once, without waiting its busy timeout, while another process opens it too: wait here."""
        deadline = time.monotonic() + BUSY_TIMEOUT_S
        while True:
            try:
                self._db.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as error:
                if not _is_busy(error) or time.monotonic() > deadline:
                    raise
                time.sleep(0.02)

    def _migrate(self) -> None:
        with self._transaction():
            # Read again inside the write lock: another process may have migrated meanwhile.
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StatisticsUnreadable(Step.OPENED, Trouble.LATER_VERSION, f"schema {version}")
            for migration in MIGRATIONS[version:]:
                migration(self._db)
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken at once (IMMEDIATE) so concurrent writers queue up."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def close(self) -> None:
        self._db.close()

    # Writing --------------------------------------------------------------------------------

    def record(self, result: MatchResult) -> None:
        """Count one match (one transaction); StatisticsError when it cannot be written."""
        try:
            with self._transaction() as db:
                db.execute(
                    "INSERT INTO matches (table_label, won, assisted, finished, rounds, points, scope, settebello,"
                    " primiera) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (result.table, result.won, result.assisted, result.finished, result.rounds, result.points,
                     result.scope, result.settebello, result.primiera))
        except sqlite3.Error as error:
            raise _refusal(Step.COUNTED, error) from None

    def reset(self) -> None:
        """Forget every match counted so far (imported ones too; they are not imported again)."""
        try:
            with self._transaction() as db:
                db.execute("DELETE FROM matches")
                db.execute("DELETE FROM imported")
        except sqlite3.Error as error:
            raise _refusal(Step.RESET, error) from None

    def legacy_imported(self) -> bool:
        try:
            row = self._db.execute("SELECT 1 FROM meta WHERE key = ?", (_LEGACY_IMPORTED,)).fetchone()
        except sqlite3.Error as error:
            raise _refusal(Step.READ, error) from None
        return row is not None

    def import_legacy(self, text: str) -> bool:
        """Import the statistics once kept in the settings (``text``, their JSON),
        once for good: False when they were imported before.  Refused when the text
        is not such statistics (it is then marked imported too: the caller keeps it aside)."""
        try:
            tables, refusal = parse_legacy(text), None
        except Refused as error:
            tables, refusal = {}, error
        try:
            with self._transaction() as db:
                if db.execute("SELECT 1 FROM meta WHERE key = ?", (_LEGACY_IMPORTED,)).fetchone():
                    return False
                db.execute("INSERT INTO meta (key, value) VALUES (?, '1')", (_LEGACY_IMPORTED,))
                db.executemany(
                    "INSERT INTO imported (table_label, played, won, streak, best_streak) VALUES (?, ?, ?, ?, ?)",
                    [(label, *counts) for label, counts in tables.items()])
        except sqlite3.Error as error:
            raise _refusal(Step.IMPORTED, error) from None
        if refusal is not None:
            raise refusal
        return True

    # Reading --------------------------------------------------------------------------------

    def outcomes(self) -> list[tuple[str, bool, bool]]:
        """Every match counted, oldest first, as (table label, won, assisted): what a rating
        needs (matches imported from the settings have no order and are left out)."""
        try:
            rows = self._db.execute(
                f"SELECT table_label, won, assisted FROM matches WHERE {_MATCH_AS_WRITTEN} ORDER BY id").fetchall()
        except sqlite3.Error as error:
            raise _refusal(Step.READ, error) from None
        return [(label, bool(won), bool(assisted)) for label, won, assisted in rows]

    def rows_left_out(self) -> RowsLeftOut:
        """How many rows of each table are not as the game writes them."""
        try:
            return RowsLeftOut(*(
                self._db.execute(f"SELECT count(*) FROM {table} WHERE NOT coalesce({condition}, 0)").fetchone()[0]
                for table, condition in (("matches", _MATCH_AS_WRITTEN), ("imported", _IMPORTED_AS_WRITTEN))))
        except sqlite3.Error as error:
            raise _refusal(Step.READ, error) from None

    def figures(self) -> list[TableFigures]:
        """The figures of every kind of table played, most played first."""
        try:
            rows = self._db.execute(
                "SELECT table_label, assisted, won, finished = 0, rounds, points, scope, settebello, primiera"
                f" FROM matches WHERE {_MATCH_AS_WRITTEN} ORDER BY id").fetchall()
            imported = self._db.execute(
                f"SELECT table_label, played, won, streak, best_streak FROM imported WHERE {_IMPORTED_AS_WRITTEN}"
            ).fetchall()
        except sqlite3.Error as error:
            raise _refusal(Step.READ, error) from None
        tables: dict[tuple[str, bool], TableFigures] = {}
        for label, played, won, streak, best_streak in imported:
            tables[label, False] = TableFigures(label, False, played, won, streak=streak, best_streak=best_streak)
        for label, assisted, won, left, rounds, points, scope, settebello, primiera in rows:
            figures = tables.setdefault((label, bool(assisted)), TableFigures(label, bool(assisted)))
            figures.left += bool(left)
            _count(figures, bool(won), rounds, points, scope, settebello, primiera)
        return sorted(tables.values(), key=lambda f: (-f.played, f.table, f.assisted))


def _count(figures: TableFigures, won: bool, rounds: int, points: int, scope: int, settebello: int,
           primiera: int) -> None:
    figures.played += 1
    figures.won += won
    figures.streak = figures.streak + 1 if won else 0
    figures.best_streak = max(figures.best_streak, figures.streak)
    figures.rounds += rounds
    figures.points += points
    figures.scope += scope
    figures.settebello += settebello
    figures.primiera += primiera
    if rounds:
        figures.best_match = points if figures.best_match is None else max(figures.best_match, points)


def parse_legacy(text: str) -> dict[str, tuple[int, int, int, int]]:
    """The statistics the settings kept (JSON: label -> played, won, streak,
    best_streak); Refused with a one-line reason when ``text`` is not that."""
    data: Any = parse_json(text)
    if not isinstance(data, dict):
        raise Refused("the old statistics are not a table of counts")
    tables = {}
    for label, entry in data.items():
        # A lone surrogate (JSON may hold one) is not printable.
        if not 0 < len(label) <= MAX_LABEL or not label.isprintable():
            raise Refused("the old statistics hold a table name that is not one")
        if not isinstance(entry, dict) or set(entry) != set(_FIELDS):
            raise Refused(f"the old statistics of {label[:80]!r} are not the four counts")
        counts = tuple(entry[field] for field in _FIELDS)
        if not all(type(count) is int and 0 <= count <= MAX_COUNT for count in counts):
            raise Refused(f"the old statistics of {label[:80]!r} hold a count that is not one")
        played, won, streak, best_streak = counts
        if not (won <= played and streak <= best_streak <= won):
            raise Refused(f"the old statistics of {label[:80]!r} do not add up")
        tables[label] = (played, won, streak, best_streak)
    return tables


def _refusal(step: Step, error: sqlite3.Error, path: Path | None = None) -> StatisticsError:
    """SQLite's ``error`` at ``step`` as the statistics tell it: unreadable when no retry can use the file."""
    cause = _cause(error, path)
    kind = StatisticsUnreadable if cause in UNUSABLE else StatisticsError
    return kind(step, cause, str(error))


def _check_regular(path: Path) -> None:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return
    except OSError as error:  # a file where a folder should be, a folder that may not be read: nothing to keep aside
        raise StatisticsError(Step.OPENED, error) from None
    if not stat.S_ISREG(info.st_mode):
        raise StatisticsUnreadable(Step.OPENED, Trouble.NOT_A_FILE)
