"""Nothing lost, nothing crashes (issue 13), across processes: a writer killed at
random moments leaves every file loadable and no count lower; two processes
counting at once both count; the real app starts on each damaged file, says so,
keeps the file aside and exits 0; a second start of the app opens no rival window."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scopa_desktop.desktop.startup_probe import PROBE_LINE, PROBE_VARIABLE
from scopa_desktop.gui.saved_game import SavedGame, load_game
from scopa_desktop.storage.statistics_db import StatisticsStore

WORKER = Path(__file__).with_name("robustness_worker.py")
ROOT = Path(__file__).resolve().parents[2]
KILL_TRIALS = 50


def worker(*args: str) -> list[str]:
    return [sys.executable, str(WORKER), *args]


def played(folder: Path) -> int:
    store = StatisticsStore(folder / "statistics.sqlite3")
    try:
        return sum(figures.played for figures in store.figures())
    finally:
        store.close()


def temp_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.slow  # about 20 s: fifty processes started and killed
def test_a_writer_killed_at_random_moments_loses_nothing_it_finished(tmp_path):
    rng = random.Random(13)
    counted = 0
    for _ in range(KILL_TRIALS):
        process = subprocess.Popen(worker("loop", str(tmp_path)), stdout=subprocess.PIPE, text=True, cwd=ROOT)
        assert process.stdout is not None
        finished = 0
        for _ in range(rng.randrange(1, 4)):  # a few saves and counts done...
            finished = int(process.stdout.readline())
        time.sleep(rng.random() * 0.01)  # ...and then a moment anywhere in the next ones
        process.send_signal(signal.SIGKILL)
        process.wait()
        assert isinstance(load_game(tmp_path / "saved-game.json"), SavedGame)
        now = played(tmp_path)
        assert now >= counted + finished  # every count the writer finished is there; none went down
        counted = now
    subprocess.run(worker("once", str(tmp_path)), check=True, capture_output=True, cwd=ROOT)  # the next start
    assert temp_files(tmp_path) == []
    assert played(tmp_path) == counted + 1


def test_two_processes_counting_at_once_both_count(tmp_path):
    processes = [subprocess.Popen(worker("count", str(tmp_path), "300"), cwd=ROOT) for _ in range(2)]
    assert [process.wait(timeout=300) for process in processes] == [0, 0]
    assert played(tmp_path) == 600


# The real app ---------------------------------------------------------------------------------------

def app_environment(home: Path, probe: bool = True) -> dict[str, str]:
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_RUNTIME_DIR": str(home / "run"), "QT_QPA_PLATFORM": "offscreen"}
    (home / "run").mkdir(mode=0o700, exist_ok=True)
    if probe:
        env[PROBE_VARIABLE] = "1"
    else:
        env.pop(PROBE_VARIABLE, None)
    return env


def data_folder(home: Path) -> Path:
    return home / "data" / "ScopaDesktop" / "Scopa Desktop"


def settings_file(home: Path) -> Path:
    return home / "config" / "ScopaDesktop" / "Scopa Desktop.conf"


DAMAGED_FILES = {
    "saved-game-deep": ("saved-game.json", b"[" * 100_000, "saved-game.unreadable.json"),
    "saved-game-huge-integer": ("saved-game.json", b'{"seed": ' + b"7" * 5000 + b"}", "saved-game.unreadable.json"),
    "saved-game-binary": ("saved-game.json", bytes(range(256)), "saved-game.unreadable.json"),
    "statistics-junk": ("statistics.sqlite3", b"SQLite format 3\x00" + b"\x07" * 3000,
                        "statistics.unreadable.sqlite3"),
    "settings-geometry": ("settings", "[window]\ngeometry=AdnQy€é\n".encode(), "Scopa Desktop.unreadable.conf"),
}


#: The real app's start is a process of 1.4 s of CPU: on these two saved games only in the slow tier,
#: the fast one starting it on the deep one, and the window on a huge integer and the loader on
#: binary junk (tests/gui/test_robustness.py).
SLOW_CASES = {"saved-game-huge-integer", "saved-game-binary"}


@pytest.mark.parametrize("case", [pytest.param(case, marks=pytest.mark.slow) if case in SLOW_CASES else case
                                  for case in DAMAGED_FILES])
def test_the_app_starts_on_a_damaged_file_keeps_it_aside_and_exits_0(tmp_path, case):
    name, content, kept_name = DAMAGED_FILES[case]
    path = settings_file(tmp_path) if name == "settings" else data_folder(tmp_path) / name
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    result = subprocess.run([sys.executable, "-m", "scopa_desktop"], env=app_environment(tmp_path),
                            capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert PROBE_LINE in result.stdout  # the window was on screen
    assert "Traceback" not in result.stderr
    assert (path.parent / kept_name).read_bytes() == content
    assert load_game(data_folder(tmp_path) / "saved-game.json") is not None  # and a new match was saved


def test_a_second_start_opens_no_rival_window(tmp_path):
    first = subprocess.Popen([sys.executable, "-m", "scopa_desktop"], env=app_environment(tmp_path, probe=False),
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        saved = data_folder(tmp_path) / "saved-game.json"
        deadline = time.monotonic() + 60
        while not saved.exists():  # the first has its lock and its match: its event loop follows
            assert first.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        second = subprocess.run([sys.executable, "-m", "scopa_desktop"], env=app_environment(tmp_path),
                                capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert second.returncode == 0, second.stderr
        assert PROBE_LINE not in second.stdout  # no window of its own
        assert "brought to the front" in second.stdout
        assert first.poll() is None  # the first plays on
    finally:
        first.send_signal(signal.SIGINT)  # closes the window the normal way
        assert first.wait(timeout=60) == 0
    assert not (data_folder(tmp_path) / "scopa-desktop.lock").exists()


OPEN_AND_COUNT = """
import sys
from scopa_desktop.storage.statistics_db import MatchResult, StatisticsStore
print("ready", flush=True)  # imported: at the start line
sys.stdin.readline()  # the starting shot
store = StatisticsStore(sys.argv[1])
store.record(MatchResult(table="2 players", won=True))
store.close()
"""


def test_many_processes_opening_a_new_database_at_once_all_count(tmp_path):
    """Opening a new file switches it to WAL, which SQLite refuses at once ("database is locked")
    while another process opens it too: every opener must wait its turn, and none may take the
    good file for a damaged one (that would set it aside)."""
    for trial in range(8):  # the race is won or lost by chance: eight starts lose it at least once
        path = tmp_path / f"statistics-{trial}.sqlite3"
        openers = [subprocess.Popen([sys.executable, "-c", OPEN_AND_COUNT, str(path)], cwd=ROOT, text=True,
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                   for _ in range(4)]
        for opener in openers:
            assert opener.stdout is not None and opener.stdout.readline() == "ready\n"
        for opener in openers:  # all four at once
            assert opener.stdin is not None
            opener.stdin.write("go\n")
            opener.stdin.flush()
        errors = [opener.communicate(timeout=120)[1] for opener in openers]
        assert [opener.returncode for opener in openers] == [0, 0, 0, 0], errors
        store = StatisticsStore(path)
        assert sum(figures.played for figures in store.figures()) == 4
        store.close()
