"""GUI figures, printed as JSON: ``python -m scopa_desktop.tools.gui_bench``.

* ``window_visible_s``: from starting a Python process to the main window's
  first paint (offscreen), launched from source and opened as the app opens it
  (its frame first, the match just after); ``cards_on_table_s``: to the
  first paint of the table with the cards dealt;
* ``max_gui_stall_ms``: the longest gap of a 10 ms heartbeat QTimer on the GUI
  thread while ``hard`` thinks in the AI thread, over several decisions;
  ``max_gui_stall_coach_ms``: the same while the coach, in a thread of its own,
  also judges every one of those decisions; ``max_gui_stall_odds_ms``: while the
  win odds, in a thread of their own, are worked out after every one of them;
* ``play_stall_max_ms``, ``play_stall_p99_ms`` and ``play_stalls_seen_per_min``: the
  longest late beat of that heartbeat, its 99th percentile, and the beats more than 50 ms
  late a minute, while the window plays two rounds as a player meets it: `hard` opposite,
  the coach and the odds on, animations and pace as they come, the player's moves made
  0.4 s into each turn (``gui_bench_play.part_play``);
* ``rollouts_per_s_<n>_threads_at_<interval>_ms``: Greedy rollouts a second in one thread and in
  two thinking at once, at Python's switch interval, the game's before and the game's;
* ``peak_rss_mb``: peak resident memory of a process playing a whole match in
  the window against `hard` (animations off, no pacing delay);
* ``bare_window_s``: the same start-up figure for a bare PySide6 QMainWindow
  started and painted the same way, and ``startup_ratio``, the game's over it;
  ``*_cpu_s`` and ``startup_cpu_ratio``: the processor time each process had
  used by then (all its threads), which other work on a busy machine barely moves.
  The start-up figures are medians over ``--pairs`` pairs (11), the game and the
  bare window alternating which starts first; each ratio is the median of the
  pairs' own, with its spread (``*_ratio_spread``: lowest, quartiles, highest);
  ``--startup`` measures only these;
* ``relayout_6p_ms``: the median time to lay out and paint a six-player table
  after the window is resized (alternating 1366 x 768 and 1920 x 1080), and
  ``resize_6p_window_ms``, the whole window's: from the resize to the table
  laid out for it and painted once more; ``resize_new_sizes_max_ms`` and
  ``resize_new_sizes_ms``, the longest and the median of those times over
  ``NEW_SIZES`` resizes that each give the cards a size not drawn before (the cards
  may show their old pictures scaled then); ``resize_new_sizes_drawn_ms``, the median
  time from such a resize until every card shows its picture drawn at the new size;
  ``resize_new_sizes_stall_ms``, the longest gap of a 10 ms heartbeat QTimer on the GUI
  thread over those resizes and drawings: how long the window froze, as the player feels it;
  ``resize_new_sizes_gui_cpu_ms``, the median processor time the GUI thread spent on one of
  them, which other work on a busy machine barely moves.
* ``quit_idle_ms`` and ``quit_thinking_max_ms``: from asking the window to close
  until it has closed (game saved, AI thread joined), on the player's turn and
  at several moments while `hard` is thinking (the worst of those).

Each part runs in a fresh process so none inherits another's memory or warm caches.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .gui_bench_play import part_memory, part_play, part_quit, part_stall, part_threads
from .gui_probe import Heartbeat, bench_app

RELAYOUTS = 12
#: Window sizes for the resizes to new card sizes: each wider and taller than the one before.
NEW_SIZES = [(1000 + 70 * step, 600 + 40 * step) for step in range(12)]
STARTUP_PAIRS = 11
STARTUP_FIGURES = ("window_visible_s", "window_visible_cpu_s", "cards_on_table_s", "bare_window_s", "bare_window_cpu_s")


def _isolated_env(folder: str) -> dict[str, str]:
    """Settings and saved games in a throwaway folder, a headless display."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": folder, "XDG_DATA_HOME": folder}


def part_startup(spawned_at: float) -> dict[str, float]:
    app = bench_app()
    from PySide6.QtCore import QEvent, QObject

    from ..gui.settings import AppSettings
    from ..gui.shell.startup import create_main_window

    shown: dict[str, float] = {}

    class FirstPaints(QObject):
        """The window's first paint, then the table's first paint with its cards dealt."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                if watched is window and "window" not in shown:
                    shown["window"], shown["window_cpu"] = time.time(), time.process_time()
                elif watched is not window and window.table.layout_ is not None:
                    shown["table"] = time.time()
                    app.quit()
            return False

    # As the app opens it: the window's frame paints first, the match is set up just after.
    window = create_main_window(AppSettings(), resume=False, seed=1, frame_first=True)
    watcher = FirstPaints()
    window.installEventFilter(watcher)
    window.firstPainted.connect(lambda: window.table.viewport().installEventFilter(watcher))  # the game is in
    window.show()
    app.exec()
    window.close()
    return {
        "window_visible_s": round(shown["window"] - spawned_at, 3),
        "window_visible_cpu_s": round(shown["window_cpu"], 3),
        "cards_on_table_s": round(shown["table"] - spawned_at, 3),
    }


def part_bare(spawned_at: float) -> dict[str, float]:
    """A bare QMainWindow's first paint, started as the game's window is: the floor for start-up."""
    app = bench_app()
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QMainWindow

    shown: dict[str, float] = {}

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and watched is window and "window" not in shown:
                shown["window"], shown["window_cpu"] = time.time(), time.process_time()
                app.quit()
            return False

    window = QMainWindow()
    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.resize(1280, 720)
    window.show()
    app.exec()
    window.close()
    return {"bare_window_s": round(shown["window"] - spawned_at, 3), "bare_window_cpu_s": round(shown["window_cpu"], 3)}


def part_relayout() -> dict[str, float]:
    """Resize a six-player table back and forth; each time, until it is laid out for the
    new size and one whole paint of it is done."""
    app = bench_app()
    from PySide6.QtCore import QEventLoop

    from ..gui.settings import ANIMATION_SPEED_KEY, LEVELS_KEY, PLAYERS_KEY, TEAMS_KEY, AppSettings
    from ..gui.shell.startup import create_main_window

    settings = AppSettings()
    for name, value in ((PLAYERS_KEY, 6), (TEAMS_KEY, 3), (LEVELS_KEY, "random"),
                        (ANIMATION_SPEED_KEY, "off")):
        settings.set(name, value)
    window = create_main_window(settings, resume=False, seed=1)
    window.controller.hold_ai()  # nobody moves while it is measured
    view = window.table
    window.resize(1366, 768)
    window.show()
    window_ms, table_ms = [], []

    def resize(width: int, height: int) -> float:
        """Milliseconds from the resize to the table laid out for it and painted once."""
        start = time.perf_counter()
        window.resize(width, height)
        while view.layout_ is None or view.layout_.width != view.viewport().width():
            app.processEvents()
        view.viewport().repaint()  # one whole paint, now
        return (time.perf_counter() - start) * 1000

    def resize_until_drawn(width: int, height: int) -> tuple[float, float, float]:
        """``resize``'s time, the time until every card shows its picture at the new size, and the
        GUI thread's processor time until then."""
        start, start_cpu = time.perf_counter(), time.thread_time()
        laid_out_ms = resize(width, height)
        while view.pictures.drawing:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)  # the heartbeat wakes it
        return laid_out_ms, (time.perf_counter() - start) * 1000, (time.thread_time() - start_cpu) * 1000

    resize(1366, 768)  # the first layout, with every card drawn for the window's first paint: not a resize
    heartbeat = Heartbeat()
    new_sizes = [resize_until_drawn(*size) for size in NEW_SIZES]
    new_sizes_stall_ms = heartbeat.stop()
    new_sizes_ms, drawn_ms, gui_cpu_ms = (sorted(figures) for figures in zip(*new_sizes, strict=True))
    for index in range(RELAYOUTS + 1):
        window_ms.append(resize(*((1920, 1080) if index % 2 == 0 else (1366, 768))))
        start = time.perf_counter()
        view.sync()  # the table's own part: its layout and one whole paint
        view.viewport().repaint()
        table_ms.append((time.perf_counter() - start) * 1000)
    window.close()
    window_ms, table_ms = sorted(window_ms[1:]), sorted(table_ms[1:])  # the first renders the cards anew

    def median(values: list[float]) -> float:
        return round(values[len(values) // 2], 1)

    return {"relayout_6p_ms": median(table_ms), "resize_6p_window_ms": median(window_ms),
            "resize_6p_window_max_ms": round(window_ms[-1], 1),
            "resize_new_sizes_ms": median(new_sizes_ms), "resize_new_sizes_max_ms": round(new_sizes_ms[-1], 1),
            "resize_new_sizes_drawn_ms": median(drawn_ms),
            "resize_new_sizes_stall_ms": new_sizes_stall_ms, "resize_new_sizes_gui_cpu_ms": median(gui_cpu_ms)}



#: Each part by name, run in a process of its own (``_run_part``), given when that process was spawned.
PARTS: dict[str, Callable[[float], dict[str, float]]] = {
    "startup": part_startup,
    "bare": part_bare,
    "relayout": lambda _spawned_at: part_relayout(),
    "stall": lambda _spawned_at: part_stall(),
    "stall-coach": lambda _spawned_at: part_stall(coach=True),
    "stall-odds": lambda _spawned_at: part_stall(odds=True),
    "play": lambda _spawned_at: part_play(),
    "threads": lambda _spawned_at: part_threads(),
    "memory": lambda _spawned_at: part_memory(),
    "quit": lambda _spawned_at: part_quit(),
}


def _run_part(name: str) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        spawned = time.time()
        result = subprocess.run(
            [sys.executable, "-m", "scopa_desktop.tools.gui_bench", "--part", name, "--spawned-at", repr(spawned)],
            env=_isolated_env(folder), capture_output=True, text=True, check=True, cwd=Path(__file__).parent.parent,
        )
    figures: dict[str, float] = json.loads(result.stdout.strip().splitlines()[-1])
    return figures


def startup_pairs(pairs: int) -> dict[str, Any]:
    """The game's start and a bare window's, ``pairs`` times, alternating which goes first so a
    busy machine's drift weighs on both alike."""
    runs = []
    for index in range(pairs):
        figures: dict[str, float] = {}
        for name in ("startup", "bare") if index % 2 == 0 else ("bare", "startup"):
            figures.update(_run_part(name))
        runs.append(figures)
    return summarize_startup(runs)


def summarize_startup(runs: list[dict[str, float]]) -> dict[str, Any]:
    """The median of each start-up figure over the pairs; each ratio the median of the pairs' own
    ratios, with their spread: lowest, first and third quartiles, highest (two pairs at least)."""
    summary: dict[str, Any] = {name: round(statistics.median(run[name] for run in runs), 3)
                               for name in STARTUP_FIGURES}
    for ratio, game, bare in (("startup_ratio", "window_visible_s", "bare_window_s"),
                              ("startup_cpu_ratio", "window_visible_cpu_s", "bare_window_cpu_s")):
        values = sorted(run[game] / run[bare] for run in runs)
        first, _, third = statistics.quantiles(values, n=4, method="inclusive")
        summary[ratio] = round(statistics.median(values), 2)
        summary[f"{ratio}_spread"] = [round(value, 2) for value in (values[0], first, third, values[-1])]
    summary["startup_pairs"] = len(runs)
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scopa_desktop.tools.gui_bench", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--part", choices=list(PARTS), help=argparse.SUPPRESS)
    parser.add_argument("--spawned-at", type=float, default=0.0, help=argparse.SUPPRESS)
    parser.add_argument("--pairs", type=int, default=STARTUP_PAIRS,
                        help="start-up pairs (game and bare window) whose medians are reported; %(default)s")
    parser.add_argument("--startup", action="store_true", help="measure the start-up pairs only")
    args = parser.parse_args(argv)
    if not 2 <= args.pairs <= 1000:
        parser.error(f"--pairs must be 2 to 1000, not {args.pairs}")
    figures: dict[str, Any]  # the figures, and the Python version in the full report
    if args.part is not None:
        figures = PARTS[args.part](args.spawned_at)
    else:
        figures = startup_pairs(args.pairs)
        for name in [] if args.startup else [part for part in PARTS if part not in ("startup", "bare")]:
            figures.update(_run_part(name))
        figures["python"] = sys.version.split()[0]
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
