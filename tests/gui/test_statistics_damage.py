"""A statistics database the game cannot use (damaged, garbage, a file where its folder should be, a
folder that may not be written, a file turned read-only): the player is told in one line, in the
window's language, what happened and that nothing counted is lost; a damaged file is kept aside,
never deleted; and the game goes on."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from helpers_gui import make_settings, open_window
from PySide6.QtCore import QCoreApplication

from scopa_desktop.gui.settings import LEGACY_STATISTICS_KEY, LEVELS_KEY
from scopa_desktop.gui.statistics import FILE_NAME, open_statistics
from scopa_desktop.storage.statistics_db import MatchResult, StatisticsStore

translate = QCoreApplication.translate
OPENED = ("The statistics cannot be kept this time ({reason}): the matches of this session are counted until the "
          "window closes, and nothing counted before is lost.")
KEPT_ASIDE = ("The statistics could not be read ({reason}): the file is kept as {file}, nothing is deleted, and "
              "counting starts afresh.")
COUNTED = "This match could not be counted in the statistics ({reason}); the matches counted before are kept."
#: What SQLite and the system say, in English whatever the window speaks.
SYSTEMS_WORDS = ("database disk image is malformed", "file is not a database", "unable to open database file",
                 "attempt to write a readonly database", "Errno", "Not a directory", "Permission denied")


def history(path: Path, matches: int = 30) -> bytes:
    """A statistics database of ``matches`` matches at ``path``; its bytes."""
    store = StatisticsStore(path)
    for number in range(matches):
        store.record(MatchResult("vs easy, to 11", number % 2 == 0, rounds=3, points=9))
    store.close()
    return path.read_bytes()


def said(window) -> str:
    """Everything said to a screen reader so far (a notice goes out with what else happened at once)."""
    return "\n".join(window.announcer.said)


def _writable(path: Path) -> bool:
    try:
        if path.is_dir():
            with tempfile.TemporaryFile(dir=path):
                pass
        else:
            with open(path, "rb+"):
                pass
    except OSError:
        return False
    return True


@pytest.fixture
def read_only():
    """``read_only(path)``: a folder or a file nobody may write, as the system refuses it (for root, whom
    permissions do not bind, made immutable), until the test ends."""
    made: list[Path] = []

    def make(path: Path) -> None:
        made.append(path)
        os.chmod(path, 0o500 if path.is_dir() else 0o400)
        if _writable(path) and shutil.which("chattr"):
            subprocess.run(["chattr", "+i", str(path)], capture_output=True, check=False)
        if _writable(path):
            pytest.skip("no way to make a path read-only here")

    yield make
    for path in made:
        if shutil.which("chattr"):
            subprocess.run(["chattr", "-i", str(path)], capture_output=True, check=False)
        with contextlib.suppress(OSError):
            os.chmod(path, 0o700 if path.is_dir() else 0o600)


def damaged(folder: Path, how: str, read_only) -> bytes | None:
    """``folder``'s statistics made unusable as ``how`` says; the bytes of the damaged file, if one."""
    path = folder / FILE_NAME
    if how == "truncated":
        whole = history(path)
        path.write_bytes(whole[: len(whole) // 2])
    elif how == "garbage":
        path.write_bytes(os.urandom(5000))
    elif how == "folder is a file":
        folder.rmdir()
        folder.write_text("a file, not a folder")
        return None
    elif how == "read-only folder":
        history(path)
        read_only(folder)
    return path.read_bytes()


@pytest.mark.parametrize(("how", "code", "reason", "kept"), [
    ("truncated", "it", "the file is damaged", True),
    ("garbage", "de", "the file holds something other than statistics", True),
    ("folder is a file", "da", "a file stands where its folder should be", False),
    ("read-only folder", "it", "you may not write in that folder", False),
])
def test_unusable_statistics_are_told_in_one_line_of_the_players_words_and_the_game_goes_on(
        qtbot, tmp_path, speak, read_only, how, code, reason, kept):
    """The start said "The statistics could not be read (…/statistics.sqlite3: database disk image is
    malformed)" in SQLite's English in any language, and set aside a good history that only sat in a
    folder that could not be written ("unable to open database file")."""
    speak(code)
    folder = tmp_path / "games"
    folder.mkdir()
    before = damaged(folder, how, read_only)
    window = open_window(qtbot, folder, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    words = translate("Words", reason)
    assert words != reason  # said in the window's language
    aside = folder / "statistics.unreadable.sqlite3"
    notice = (translate("Statistics", KEPT_ASIDE).format(reason=words, file=aside) if kept
              else translate("Statistics", OPENED).format(reason=words))
    qtbot.waitUntil(lambda: notice in said(window))
    assert "\n" not in notice and not any(system in notice for system in SYSTEMS_WORDS)
    if kept:  # the damaged file, byte for byte, beside a fresh one
        assert aside.read_bytes() == before
    elif before is not None:  # a good history in a folder that may not be written: left as it is
        assert (folder / FILE_NAME).read_bytes() == before and not aside.exists()
    controller = window.controller  # the game goes on, and counts the match left as lost
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    assert controller.play(*controller.legal_moves()[0])
    window.start_new_match()
    assert [(f.played, f.won) for f in window.statistics.figures()] == [(1, 0)]


def test_a_match_that_cannot_be_counted_says_so_and_keeps_the_ones_before(qtbot, tmp_path, speak, read_only):
    """A statistics file turned read-only: the status line said "the match could not be counted: attempt to
    write a readonly database", in English, and not to a screen reader."""
    speak("de")
    history(tmp_path / FILE_NAME, matches=3)
    read_only(tmp_path / FILE_NAME)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    assert controller.play(*controller.legal_moves()[0])
    window.start_new_match()  # the match left is counted as lost: it cannot be
    notice = translate("Statistics", COUNTED).format(reason=translate("Words", "the file is read-only"))
    qtbot.waitUntil(lambda: notice in said(window))
    assert "Diese Partie" in notice and not any(system in notice for system in SYSTEMS_WORDS)
    assert [f.played for f in window.statistics.figures()] == [3]


@pytest.mark.parametrize("keepable", [True, False])
def test_old_statistics_in_the_settings_that_cannot_be_read_are_told_in_the_players_words(tmp_path, speak,
                                                                                         keepable):
    """The start said "The statistics kept in the settings could not be read (the old statistics are not a
    table of counts)", the reason in English whatever the window spoke; and where no file could keep the
    text, it was taken out of the settings all the same: lost."""
    speak("it")
    folder = tmp_path / "games"
    if keepable:
        folder.mkdir()
    else:
        folder.write_text("a file, not a folder")  # no file can be made beside the statistics
    settings = make_settings(tmp_path)
    settings.qsettings.setValue(LEGACY_STATISTICS_KEY, "[1, 2, 3]")
    _, notices = open_statistics(folder / FILE_NAME, settings)
    kept_words = ("The statistics an earlier version kept in the settings could not be read; they are kept as "
                  "{file}, and counting goes on without them.")
    left_words = ("The statistics an earlier version kept in the settings could not be read; they are left there, "
                  "and counting goes on without them.")
    if keepable:
        kept = folder / "statistics-from-settings.unreadable.json"
        assert notices == [translate("Statistics", kept_words).format(file=kept)]
        assert kept.read_text() == "[1, 2, 3]" and settings.qsettings.value(LEGACY_STATISTICS_KEY) is None
    else:
        assert notices[-1] == translate("Statistics", left_words)
        assert settings.qsettings.value(LEGACY_STATISTICS_KEY) == "[1, 2, 3]"
    assert "table of counts" not in " ".join(notices) and translate("Statistics", kept_words) != kept_words
