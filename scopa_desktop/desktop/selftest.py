"""``scopa-desktop --self-test``: prove this build can play, then exit.

It opens the real window, plays one round AI against AI through the real
controller and widgets (animations off, no AI delay), checks that every skin
draws, that the card fonts are there, that every sound loads and the audio
output opens or stays silent without a word, that every language loads, that
it can host a table on the loopback and play a move at it (``selftest_net``), prints
one line saying what it did and exits 0.  Any failure — an exception anywhere, a refused move, a save that
fails, a round that does not end in time — exits 1 with the reason on one line.

Its settings and saved game live in a temporary folder, and every default
QSettings is pointed there too, so the player's own are never read or written.
CI runs it on the frozen app, where a module, plugin or resource left out of the
build shows up as a failure here.
"""

from __future__ import annotations

import sys
import tempfile
import time
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QTimer
from PySide6.QtGui import QColor, QFontDatabase, QImage
from PySide6.QtWidgets import QApplication

from ..ai import make_player
from ..engine import PlayedMove, RoundScore, cards_of
from ..gui import language
from ..gui.settings import AI_PACE_KEY, ANIMATION_SPEED_KEY, LEVELS_KEY, AppSettings
from ..gui.shell.main_window import MainWindow
from ..gui.shell.startup import create_main_window
from ..gui.sound import SOUND_NAMES, MiniaudioOutput, SoundError, load_sound
from ..resources import bundled_font_files
from ..skins import available_skins, card_pixmap
from ..skins.drawing import SANS, SERIF
from .integration import prepare_app
from .selftest_net import NetworkCheckFailure, check_network_table

SEED = 2026
#: The level of every seat; the player's seat plays through ``controller.play`` as a person would.
LEVEL = "random"
TIMEOUT_S = 60
#: A drawn card has far more colours than this; a blank or one-colour card has fewer.
MIN_CARD_COLOURS = 8


class SelfTestFailure(Exception):
    """Why the self-test failed, in one line."""


def run_self_test(app: QApplication) -> int:
    """Play the round in ``app``; 0 and a summary line on stdout, or 1 and the reason on stderr."""
    started = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="scopa-self-test-") as folder:
            summary = _self_test(app, Path(folder))
    except SelfTestFailure as failure:
        print(f"self-test failed: {_one_line(failure)}", file=sys.stderr, flush=True)
        return 1
    except Exception as error:
        print(f"self-test failed: {type(error).__name__}: {_one_line(error)}", file=sys.stderr, flush=True)
        return 1
    # print() writes nothing where there is no stream (a windowed Windows build): the exit code still tells.
    print(f"self-test ok: {summary}, {time.monotonic() - started:.1f} s", flush=True)
    return 0


def _self_test(app: QApplication, folder: Path) -> str:
    _isolate_settings(folder)
    skins = _check_skins()
    prepare_app(app)
    _check_card_drawn(app.windowIcon().pixmap(48, 48).toImage(), "the window icon")
    fonts = _check_fonts()
    sounds = _check_sounds(app)
    languages = _check_languages(app)
    settings = AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    for name, value in {ANIMATION_SPEED_KEY: "off", AI_PACE_KEY: "instant", LEVELS_KEY: LEVEL}.items():
        settings.set(name, value)
    window = create_main_window(settings, save_path=folder / "saved-game.json", resume=False, seed=SEED)
    try:
        moves, score = _RoundDriver(app, window).play()
        _check_drawn(window)
    finally:
        window.close()
        window.deleteLater()
    try:  # after the round: a broken AI or engine is named by the round's own check first
        network = check_network_table()
    except NetworkCheckFailure as failure:
        raise SelfTestFailure(str(failure)) from failure
    points = [team.points for team in score.teams]
    return (f"{moves} moves, round scores {points}, skin {window.table.skin_id}, {skins} skins, {fonts}, "
            f"{sounds}, languages {languages}, {network}")


def _isolate_settings(folder: Path) -> None:
    """Send every QSettings() made without a file to ``folder``, not the player's settings."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))


def _check_skins() -> int:
    skins = available_skins()
    if not skins:
        raise SelfTestFailure("no card skins found: the skin modules are missing from this build")
    for skin in skins:
        _check_card_drawn(card_pixmap(skin.id, "7D", 60).toImage(), f"the {skin.id} settebello")
    return len(skins)


def _check_sounds(app: QApplication) -> str:
    """``N sounds, audio device``/``no audio device``: every sound loads, and one
    played silently through the real output either opens the device or falls
    silent for want of one; a build without the audio library fails."""
    try:
        samples = [load_sound(name) for name in SOUND_NAMES]
    except SoundError as error:
        raise SelfTestFailure(str(error)) from error
    output = MiniaudioOutput()
    output.play(SOUND_NAMES[0], samples[0], 0.0)
    deadline = time.monotonic() + 5
    while not output.settled and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.02)
    if output.failure is not None and output.failure.startswith("no audio library"):
        raise SelfTestFailure(output.failure)
    device = "audio device" if output.failure is None and output.settled else "no audio device"
    return f"{len(samples)} sounds, {device}"


def _check_fonts() -> str:
    """``fonts bundled``/``fonts system``; a build that ships fonts must have registered them."""
    missing = [family for family in (SERIF, SANS) if not QFontDatabase.hasFamily(family)]
    if bundled_font_files():
        if missing:
            raise SelfTestFailure(f"bundled fonts not registered: {', '.join(missing)}")
        return "fonts bundled"
    return f"fonts missing: {', '.join(missing)}" if missing else "fonts system"


def _check_languages(app: QApplication) -> str:
    """Every language's translations load and translate (Qt's own ones too), then
    the window is left in the source language, as the app starts by default here."""
    for code, name in language.LANGUAGES.items():
        if code == language.SOURCE_LANGUAGE:
            continue
        installed = language.install(code, app)
        try:
            if len(installed) != 2:
                raise SelfTestFailure(f"Qt's own {name} translation (qtbase_{code}.qm) is missing from this build")
            if QCoreApplication.translate("MainWindow", "&Game") == "&Game":
                raise SelfTestFailure(f"the {name} translation translates nothing")
        finally:
            for translator in installed:
                app.removeTranslator(translator)
    language.install(language.SOURCE_LANGUAGE, app)
    if QCoreApplication.translate("Counts", "%n card(s)", "", 2) != "2 cards":
        raise SelfTestFailure("the English plural forms did not load")
    return ", ".join(language.LANGUAGES)


def _check_drawn(window: MainWindow) -> None:
    if not window.isVisible():
        raise SelfTestFailure("the window is not shown")
    _check_card_drawn(window.grab().toImage(), "the window")


def _check_card_drawn(image: QImage, what: str) -> None:
    if image.isNull():
        raise SelfTestFailure(f"{what} did not draw")
    step_x, step_y = max(1, image.width() // 24), max(1, image.height() // 24)
    colours = {image.pixel(x, y) for x in range(0, image.width(), step_x) for y in range(0, image.height(), step_y)}
    if len(colours) < MIN_CARD_COLOURS:
        raise SelfTestFailure(f"{what} drew only {len(colours)} colours, e.g. {QColor(next(iter(colours))).name()}")


class _RoundDriver:
    """Plays the player's seat through ``controller.play`` and waits for the round's end."""

    def __init__(self, app: QApplication, window: MainWindow) -> None:
        self.app = app
        self.window = window
        self.controller = window.controller
        self.player = make_player(LEVEL, SEED)
        self.loop = QEventLoop()
        self.moves = 0
        self.score: RoundScore | None = None
        self.failure: str | None = None

    def play(self) -> tuple[int, RoundScore]:
        controller = self.controller
        controller.cardPlayed.connect(self._on_card_played)
        controller.turnChanged.connect(self._on_turn)
        controller.roundOver.connect(self._on_round_over)
        controller.moveRefused.connect(lambda reason: self._fail(f"move refused: {reason}"))
        controller.autosave.failed.connect(self._fail)
        previous_hook, sys.excepthook = sys.excepthook, self._on_exception
        timer = QTimer(singleShot=True, interval=TIMEOUT_S * 1000)
        timer.timeout.connect(lambda: self._fail(f"the round did not end within {TIMEOUT_S} s ({self.moves} moves)"))
        try:
            self.window.show()
            timer.start()
            if controller.is_human_turn():
                self._on_turn(controller.human_seat)
            self.loop.exec()
        finally:
            timer.stop()
            sys.excepthook = previous_hook
        if self.failure is not None:
            raise SelfTestFailure(self.failure)
        assert self.score is not None
        return self.moves, self.score

    def _on_turn(self, seat: int) -> None:
        if seat == self.controller.human_seat:
            # Queued: the controller is still inside the move that passed the turn.
            QTimer.singleShot(0, self._play_for_the_player)

    def _play_for_the_player(self) -> None:
        controller = self.controller
        if self.loop.isRunning() and controller.is_human_turn():
            assert controller.match is not None  # the human's turn is a turn of a match
            move = self.player.choose(controller.match.view(controller.human_seat))
            controller.play(move.card, list(cards_of(move.take)))

    def _on_card_played(self, _played: PlayedMove) -> None:
        self.moves += 1

    def _on_round_over(self, score: RoundScore) -> None:
        self.score = score
        self.loop.quit()

    def _fail(self, reason: str) -> None:
        if self.failure is None:
            self.failure = reason
        self.loop.quit()

    def _on_exception(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        where = traceback.extract_tb(tb)[-1] if tb else None
        place = f" at {Path(where.filename).name}:{where.lineno}" if where else ""
        self._fail(f"{kind.__name__}{place}: {_one_line(error)}")


def _one_line(error: BaseException) -> str:
    text = str(error) or type(error).__name__
    return " ".join(text.split())

