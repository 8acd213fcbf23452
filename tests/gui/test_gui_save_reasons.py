"""Why a save failed, in the player's words: the saved game, the statistics and a game record
(Game → Save game record) each say what is wrong on the disk as the player would put it, never
the system's English ("File exists" of a folder that is a file)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from helpers_gui import make_settings, open_window
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from scopa_desktop.gui.controller import GameController
from scopa_desktop.gui.settings import LEVELS_KEY

FOLDER_IS_A_FILE = "a file stands where its folder should be"
translate = QCoreApplication.translate


@pytest.mark.parametrize(("folder", "code"), [("games", "en"), ("games/scopa", "en"), ("games", "it"),
                                            ("games", "de"), ("games", "da")])
def test_a_game_whose_folder_is_a_file_says_so_not_file_exists(qtbot, tmp_path, speak, folder, code):
    """The saved game's folder (or one above it) was a file: "Could not save the game in …: File exists",
    and the statistics beside it "cannot be kept this time ([Errno 20] Not a directory: '…')"."""
    speak(code)
    (tmp_path / "games").write_text("a file, not a folder")
    settings = make_settings(tmp_path, **{LEVELS_KEY: "random"})
    window = open_window(qtbot, tmp_path / folder, settings)
    path = tmp_path / folder / "saved-game.json"
    reason = translate("Words", FOLDER_IS_A_FILE)
    not_kept = ("The statistics cannot be kept this time ({reason}): the matches of this session are counted until "
                "the window closes, and nothing counted before is lost.")
    notices = [translate("Autosave", "Could not save the game in {path}: {reason}.").format(path=path,
                                                                                            reason=reason),
               translate("Statistics", not_kept).format(reason=reason)]
    assert code == "en" or reason != FOLDER_IS_A_FILE  # said in the window's language

    def said() -> str:  # each notice is said to a screen reader as it is shown
        return "\n".join(window.announcer.said)

    qtbot.waitUntil(lambda: all(notice in said() for notice in notices))
    assert window.status_line.currentMessage() in notices
    assert "File exists" not in said() and "Errno" not in said() and "Not a directory" not in said()


def saved_record_says(qtbot, tmp_path, monkeypatch, path: Path) -> str:
    """Game → Save game record, to ``path`` as chosen in the file dialog: what the status line says."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    window.menu_actions["save_record"].trigger()
    said = window.status_line.currentMessage()
    prefix = f"Could not save the record as {path}: "
    assert said.startswith(prefix), said
    return said.removeprefix(prefix)


@pytest.mark.parametrize(("where", "reason"), [
    ("file/record.json", FOLDER_IS_A_FILE),
    ("file/games/record.json", FOLDER_IS_A_FILE),
    ("folder", "a folder has that name already"),
    ("x" * 300 + ".json", "the name is too long"),
])
def test_a_record_that_cannot_be_saved_says_what_is_wrong_on_the_disk(qtbot, tmp_path, monkeypatch, where, reason):
    """A record chosen where a file stands for its folder, or where a folder has its name, or with a name
    too long for the disk: "File exists", "Not a directory", "File name too long" and "…/folder is a
    folder, not a file: not written", in English whatever the window spoke."""
    (tmp_path / "file").write_text("a file, not a folder")
    (tmp_path / "folder").mkdir()
    assert saved_record_says(qtbot, tmp_path, monkeypatch, tmp_path / where) == reason


@pytest.mark.parametrize(("number", "system", "reason"), [
    (errno.EDQUOT, "Disk quota exceeded", "you have used all the disk space you are allowed"),
    (errno.EIO, "Input/output error", "the disk could not be written (was it unplugged?)"),
    (errno.EINVAL, "Invalid argument", "that name is not allowed on that disk"),
    (errno.ENOENT, "No such file or directory", "that folder cannot be found"),
])
def test_a_record_refused_by_the_disk_says_why_in_the_players_words(qtbot, tmp_path, monkeypatch, number, system,
                                                                   reason):
    """What a disk may answer that no folder here can be made to: a quota used up, a USB stick pulled out,
    a name a FAT stick refuses (a colon), a drive gone."""
    def refused(self, path) -> None:  # as write_text_atomic fails there, at its temp file
        raise OSError(number, system, str(path.with_name(".record.json.4242.9fa0c1d2.tmp")))

    monkeypatch.setattr(GameController, "save_record", refused)
    assert saved_record_says(qtbot, tmp_path, monkeypatch, tmp_path / "record.json") == reason


def test_a_save_that_keeps_failing_is_told_once_until_one_succeeds(qtbot, tmp_path):
    """Each move saves the game: a disk that keeps refusing was told, and said to a screen reader,
    after every move of the match.  It is told once; a save that succeeds ends the trouble, and a
    failure after it is told again."""
    (tmp_path / "games").write_text("a file, not a folder")
    window = open_window(qtbot, tmp_path / "games", make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    controller = window.controller
    notice = f"Could not save the game in {controller.autosave.path}: {FOLDER_IS_A_FILE}."

    def told() -> int:
        return sum(said.count(notice) for said in window.announcer.said)

    def play_my_moves(count: int) -> None:
        for _ in range(count):
            qtbot.waitUntil(controller.is_human_turn, timeout=10000)
            controller.play(*controller.legal_moves()[0])

    play_my_moves(3)
    assert told() == 1
    (tmp_path / "games").unlink()  # the player moved the file away: the next save succeeds
    play_my_moves(1)
    qtbot.waitUntil(controller.autosave.path.exists)
    (tmp_path / "games" / "saved-game.json").unlink()
    (tmp_path / "games").rmdir()
    (tmp_path / "games").write_text("the file again")
    play_my_moves(1)
    qtbot.waitUntil(lambda: told() == 2)


def held_by_another_program(number: int, path: Path) -> PermissionError:
    """What Windows raises for a file an antivirus or a sync client holds: a PermissionError (EACCES, as for
    a folder the player may not write in) carrying the sharing or lock violation as its ``winerror``."""
    error = PermissionError(errno.EACCES, "The process cannot access the file because it is being used by another "
                                          "process", str(path))
    error.winerror = number  # Python sets it only on Windows
    return error


@pytest.mark.parametrize(("winerror", "code"), [(32, "en"), (33, "it"), (32, "de"), (33, "da")])
def test_a_saved_game_held_by_another_program_is_told_as_that_and_tried_again(qtbot, tmp_path, monkeypatch, speak,
                                                                             winerror, code):
    """An antivirus or a sync client holding the saved game (Windows' sharing or lock violation) was told as
    "you may not write in that folder", which is false, and sent the player to change the folder's rights."""
    speak(code)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}), seed=3)
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)

    replace = os.replace

    def held(source, target) -> None:  # where Windows refuses it: the saved game replaced by its new text
        if Path(target) == controller.autosave.path:
            raise held_by_another_program(winerror, Path(target))
        replace(source, target)

    monkeypatch.setattr(os, "replace", held)
    with qtbot.waitSignal(controller.autosave.failed) as failed:
        assert controller.play(*controller.legal_moves()[0])
    in_use = translate("Words", "another program, an antivirus or a sync client perhaps, is using the file")
    reason = translate("Words", "{reason}; the game tries again at the next save").format(reason=in_use)
    assert failed.args == [translate("Autosave", "Could not save the game in {path}: {reason}.").format(
        path=controller.autosave.path, reason=reason)]
    assert translate("Words", "you may not write in that folder") not in failed.args[0]
    assert code == "en" or not reason.endswith("the game tries again at the next save")  # in the window's language


def test_a_record_held_by_another_program_is_not_said_to_be_tried_again(qtbot, tmp_path, monkeypatch):
    """A record is written once, when the player asks: nothing tries it again by itself."""
    def held(self, path) -> None:
        raise held_by_another_program(32, path)

    monkeypatch.setattr(GameController, "save_record", held)
    assert saved_record_says(qtbot, tmp_path, monkeypatch, tmp_path / "record.json") == (
        "another program, an antivirus or a sync client perhaps, is using the file")
