"""Build the standalone app: ``python build_spec/build.py [--onefile]``.

One-folder (the default, fastest to start) lands in ``dist/one-folder/``,
one-file in ``dist/one-file/``, both beside ``build_spec/`` whatever the current
directory.  Arguments after ``--`` go to the spec (e.g. ``-- --fonts DIR``).
Prints the path of the result last.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from spec_support import executable_name

from scopa_desktop import APP_NAME

SPEC_DIR = Path(__file__).resolve().parent
ROOT = SPEC_DIR.parent
SPEC = SPEC_DIR / "scopa_desktop.spec"


def output_folder(onefile: bool) -> Path:
    return ROOT / "dist" / ("one-file" if onefile else "one-folder")


def build(onefile: bool, spec_args: list[str] | None = None, under: Path | None = None) -> Path:
    """Run PyInstaller on the spec; the folder holding the result (``dist/…``, or
    ``under/dist/…`` with the work files in ``under/build/…``)."""
    import PyInstaller.__main__

    dist = output_folder(onefile) if under is None else under / "dist" / output_folder(onefile).name
    work = dist.parent.parent / "build" / dist.name
    PyInstaller.__main__.run([
        str(SPEC), "--noconfirm", "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work),
        "--", *(["--onefile"] if onefile else []), *(spec_args or []),
    ])
    return dist


def executable(dist: Path, onefile: bool) -> Path:
    """The program to start in a folder ``build`` made (on macOS, inside the .app for one-folder)."""
    name = executable_name(APP_NAME, sys.platform) + (".exe" if sys.platform == "win32" else "")
    if onefile:
        return dist / name
    if sys.platform == "darwin":
        return dist / f"{APP_NAME}.app" / "Contents" / "MacOS" / name
    return dist / Path(name).stem / name


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    ours, spec_args = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, [])
    parser = argparse.ArgumentParser(prog="python build_spec/build.py", description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="one self-unpacking executable instead of a folder")
    args = parser.parse_args(ours)
    dist = build(args.onefile, spec_args)
    print(f"built: {executable(dist, args.onefile)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
