"""Size and time-to-window of the standalone apps, against the app run from source.

    python build_spec/bench_frozen.py [--build] [--runs N] [--platform offscreen|xcb]

Takes the apps ``build_spec/build.py`` left in ``dist/`` (``--build`` builds
both first, timing the builds).  Each app is started N times with
``SCOPA_DESKTOP_STARTUP_PROBE=1``, which makes it print one line when its first
window is exposed and quit; the time is from launch to that line.  HOME and the
XDG folders point to a temporary folder, so the player's settings and saved game
are not touched.  A benchmark: it prints figures, it asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from build import build, executable, output_folder

from scopa_desktop.desktop.startup_probe import PROBE_LINE, PROBE_VARIABLE

MIB = 1024 * 1024


def folder_bytes(folder: Path) -> int:
    """What the folder takes on disk, counting each file once (symlinks are free)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def time_to_window(command: list[str], platform: str, home: Path) -> float:
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local" / "share"), XDG_CACHE_HOME=str(home / ".cache"),
               QT_QPA_PLATFORM=platform, **{PROBE_VARIABLE: "1"})
    started = time.perf_counter()
    with subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True) as app:
        assert app.stdout is not None
        for line in app.stdout:
            if line.strip() == PROBE_LINE:
                elapsed = time.perf_counter() - started
                break
        else:
            raise RuntimeError(f"{command[0]} exited ({app.wait()}) without showing its window")
        app.wait(timeout=60)
    return elapsed


def measure(name: str, command: list[str], size: int | None, runs: int, platform: str) -> None:
    with tempfile.TemporaryDirectory(prefix="scopa-bench-") as home:
        times = [time_to_window(command, platform, Path(home)) for _ in range(runs)]
    size_text = "—" if size is None else f"{size / 1e6:.0f} MB ({size / MIB:.1f} MiB)"
    print(f"| {name} | {size_text} | {times[0]:.2f} s | {statistics.median(times):.2f} s | {min(times):.2f} s |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build_spec/bench_frozen.py", description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="build both apps first and time the builds")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for the runs (xcb needs a display)")
    args = parser.parse_args(argv)
    if args.build:
        for onefile in (False, True):
            started = time.perf_counter()
            build(onefile)
            print(f"built {'one-file' if onefile else 'one-folder'} in {time.perf_counter() - started:.0f} s")
    folder_app, file_app = executable(output_folder(False), False), executable(output_folder(True), True)
    for app in (folder_app, file_app):
        if not app.is_file():
            parser.error(f"{app} is missing: build it (python build_spec/build.py [--onefile]) or pass --build")
    print(f"time to first window, {args.runs} runs each, QT_QPA_PLATFORM={args.platform}, {os.cpu_count()} cores\n")
    print("| app | size | first run | median | best |")
    print("| --- | --- | --- | --- | --- |")
    measure("one-folder", [str(folder_app)], folder_bytes(folder_app.parent), args.runs, args.platform)
    measure("one-file", [str(file_app)], file_app.stat().st_size, args.runs, args.platform)
    measure("from source", [sys.executable, "-m", "scopa_desktop"], None, args.runs, args.platform)
    return 0


if __name__ == "__main__":
    sys.exit(main())
