"""The release files of one system: ``python build_spec/release.py [--out DIR] [--fonts-from-pypi]``.

Builds the one-folder and the one-file app from the spec (``build.py``), signs
them where credentials are given (``sign.py``), runs each one's ``--self-test``
headless, and packs them under ``--out`` (default ``dist/release/``) with the
version, system and machine in their names (a macOS bundle is notarised and
packed again when it can be):

- one-folder: ``.zip`` on Windows and macOS (the ``.app`` bundle, packed with
  ``ditto`` so its symlinks and signatures survive), ``.tar.gz`` on Linux (the
  modes survive);
- one-file: the program itself (``.exe`` on Windows).

This is every step of the release workflow (``.github/workflows/release.yml``)
but the upload, and it runs the same way here on Linux.  ``--fonts-from-pypi``
takes the DejaVu fonts the app carries from matplotlib's wheel on PyPI (it ships
them with their licence), for systems that have none (Windows, macOS runners).
Prints one line per file made, ``release: PATH``.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

import build
import sign
from spec_support import FONT_FILES

from scopa_desktop import __version__

ROOT = Path(__file__).resolve().parent.parent
SELF_TEST_TIMEOUT_S = 300
SYSTEM_NAMES = {"win32": "windows", "darwin": "macos", "linux": "linux"}


def release_stem() -> str:
    """``scopa-desktop-0.4.0-linux-x86_64``: what every file of this release starts with."""
    system = SYSTEM_NAMES.get(sys.platform, sys.platform)
    machine = platform.machine().lower().replace("amd64", "x86_64")
    return f"scopa-desktop-{__version__}-{system}-{machine}"


def fonts_from_pypi(folder: Path) -> Path:
    """The four DejaVu fonts and their licence, unpacked from matplotlib's wheel."""
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:",
                    "--dest", str(folder), "matplotlib"], check=True, stdout=subprocess.DEVNULL)
    wheel = next(folder.glob("matplotlib-*.whl"))
    fonts = folder / "dejavu"
    fonts.mkdir()
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            base = name.rsplit("/", 1)[-1]
            if "/mpl-data/fonts/ttf/" in name and (base in FONT_FILES or base == "LICENSE_DEJAVU"):
                (fonts / base).write_bytes(archive.read(name))
    missing = [name for name in FONT_FILES if not (fonts / name).is_file()]
    if missing:
        sys.exit(f"release.py: matplotlib's wheel lacks {', '.join(missing)}")
    return fonts


def self_test(program: Path) -> None:
    """The app's own check: one AI round in the real window, headless."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as home:
        # Throwaway settings and saves, wherever the system keeps them.
        environment.update(HOME=home, USERPROFILE=home, APPDATA=home, LOCALAPPDATA=home,
                           XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_CACHE_HOME=home)
        result = subprocess.run([str(program), "--self-test"], env=environment, capture_output=True, text=True,
                                timeout=SELF_TEST_TIMEOUT_S, check=False)
    last = result.stdout.strip().splitlines()[-1:] or [""]
    if result.returncode != 0 or not last[0].startswith("self-test ok"):
        sys.exit(f"release.py: {program} failed its self-test (exit {result.returncode}):\n"
                 f"{result.stdout}\n{result.stderr}")
    print(last[0])


def folder_top(program: Path) -> Path:
    """What the one-folder app is handed out as: the .app bundle on macOS, the program's folder elsewhere."""
    return next(p for p in program.parents if p.suffix == ".app") if sys.platform == "darwin" else program.parent


def pack_folder(top: Path, out: Path) -> Path:
    if sys.platform == "darwin":
        archive = out / f"{release_stem()}-app.zip"
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(top), str(archive)], check=True)
    elif sys.platform == "win32":
        archive = Path(shutil.make_archive(str(out / f"{release_stem()}-folder"), "zip", top.parent, top.name))
    else:
        archive = out / f"{release_stem()}-folder.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(top, arcname=top.name)
    return archive


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build_spec/release.py", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "release", help="where the release files go")
    parser.add_argument("--fonts-from-pypi", action="store_true",
                        help="bundle the DejaVu fonts from matplotlib's wheel (for systems without them)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    made: list[Path] = []
    with tempfile.TemporaryDirectory() as scratch:
        spec_args = ["--fonts", str(fonts_from_pypi(Path(scratch)))] if args.fonts_from_pypi else []
        for onefile in (False, True):
            program = build.executable(build.build(onefile, spec_args), onefile)
            top = program if onefile else folder_top(program)
            print(f"{top.name}: {sign.sign(top)}")
            self_test(program)
            if onefile:
                target = args.out / (release_stem() + (".exe" if sys.platform == "win32" else ""))
                shutil.copy2(program, target)
                made.append(target)
            else:
                archive = pack_folder(top, args.out)
                if sign.notarize(archive, top):
                    archive.unlink()
                    archive = pack_folder(top, args.out)  # now with the stapled ticket inside
                made.append(archive)
    for path in made:
        print(f"release: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
