"""Keep the window's translations in step with the source, with Qt's own tools.

    python build_spec/translations.py update   # new and changed text into resources/i18n/*.ts
    python build_spec/translations.py release  # the .ts files compiled into the package's .qm files
    python build_spec/translations.py check    # exit 1, saying what, when either is out of date

Translators edit ``resources/i18n/scopa_<code>.ts`` (Qt Linguist, or any text
editor); ``scopa_en.ts`` holds only the English plural forms ("1 card", "3
cards") of text written once with a count.  The compiled ``.qm`` files are
committed inside the package, so an install from source needs no Qt tools.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6

SPEC_DIR = Path(__file__).resolve().parent
ROOT = SPEC_DIR.parent
sys.path.insert(0, str(ROOT))

from scopa_desktop.gui.language import LANGUAGES, SOURCE_LANGUAGE, TRANSLATIONS_FOLDER  # noqa: E402 - after the path set-up

PACKAGE = ROOT / "scopa_desktop"
TS_FOLDER = ROOT / "resources" / TRANSLATIONS_FOLDER
QM_FOLDER = PACKAGE / "resources" / TRANSLATIONS_FOLDER
QT_TOOLS = Path(PySide6.__file__).parent


def source_files() -> list[Path]:
    """The Python files whose text the window shows: the Qt side of the package, and the AI
    levels' words, which stand in their table (``ai/levels.py``)."""
    return sorted(p for folder in ("ai", "gui", "skins") for p in (PACKAGE / folder).rglob("*.py"))


def ts_file(code: str, folder: Path = TS_FOLDER) -> Path:
    return folder / f"scopa_{code}.ts"


def update(folder: Path = TS_FOLDER) -> None:
    """Bring every .ts in ``folder`` up to date with the source (new text marked unfinished)."""
    folder.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        extra = ["-pluralonly"] if code == SOURCE_LANGUAGE else []
        subprocess.run([str(QT_TOOLS / "lupdate"), *map(str, source_files()), "-no-obsolete", "-locations", "none",
                        "-silent", "-source-language", SOURCE_LANGUAGE, "-target-language", code, *extra,
                        "-ts", str(ts_file(code, folder))], check=True)


def release(ts_folder: Path = TS_FOLDER, qm_folder: Path = QM_FOLDER) -> None:
    """Compile every .ts into its .qm."""
    qm_folder.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        subprocess.run([str(QT_TOOLS / "lrelease"), "-silent", str(ts_file(code, ts_folder)),
                        "-qm", str(qm_folder / f"scopa_{code}.qm")], check=True)


def messages(path: Path) -> dict[tuple[str, str], list[str | None]]:
    """(context, source text) -> its translations (one per plural form; None when unfinished)."""
    found: dict[tuple[str, str], list[str | None]] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            done = translation.get("type") not in ("unfinished", "vanished", "obsolete")
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            found[(name, message.findtext("source") or "")] = [form if done and form else None for form in forms]
    return found


def problems() -> list[str]:
    """What is out of date: text the .ts files lack or still hold, unfinished
    translations, and .qm files that are not the .ts compiled."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as temp:
        fresh_ts, fresh_qm = Path(temp) / "ts", Path(temp) / "qm"
        fresh_ts.mkdir()
        for code in LANGUAGES:
            if ts_file(code).is_file():
                ts_file(code, fresh_ts).write_bytes(ts_file(code).read_bytes())
        update(fresh_ts)
        for code in LANGUAGES:
            if not ts_file(code).is_file():
                found.append(f"{ts_file(code).relative_to(ROOT)} is missing")
                continue
            committed, wanted = messages(ts_file(code)), messages(ts_file(code, fresh_ts))
            for context, source in sorted(wanted.keys() - committed.keys()):
                found.append(f"{code}: [{context}] {source!r} is not in the .ts yet")
            for context, source in sorted(committed.keys() - wanted.keys()):
                found.append(f"{code}: [{context}] {source!r} is no longer in the source")
            for (context, source), forms in sorted(committed.items()):
                if None in forms:
                    found.append(f"{code}: [{context}] {source!r} is not translated")
        release(TS_FOLDER, fresh_qm)
        for code in LANGUAGES:
            shipped = QM_FOLDER / f"scopa_{code}.qm"
            if not shipped.is_file() or shipped.read_bytes() != (fresh_qm / shipped.name).read_bytes():
                found.append(f"{shipped.relative_to(ROOT)} is not its .ts compiled: run release")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("update", "release", "check"))
    command = parser.parse_args(argv).command
    if command == "update":
        update()
    elif command == "release":
        release()
    else:
        found = problems()
        print("\n".join(found) or "translations up to date")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
