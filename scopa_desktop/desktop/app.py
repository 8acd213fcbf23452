"""The desktop app's entry point: ``scopa-desktop`` and ``python -m scopa_desktop``."""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import APP_NAME, __version__

# The game's own modules are imported in main(), not here: gui_bench's bare window imports
# this module for its constants and must not pay for the game's imports.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

ORGANIZATION = "ScopaDesktop"
# The AI thinks in a worker thread but shares the GIL with the window, and every call the
# window makes into Qt, and every paint Qt asks of Python, hands the lock over and waits to
# get it back: a short switch interval keeps those waits short.  At 0.2 ms the window's
# 10 ms beat was missed by over 50 ms 4-5 times a minute of play against hard with the coach
# and the odds on, against 18-24 at 1 ms; the searches' rollouts a second did not change
# measurably (BENCHMARKS.md, "The window while it plays").
SWITCH_INTERVAL_S = 0.0002


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="scopa-desktop", description="Scopa, the Italian card game.")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    parser.add_argument("--new", action="store_true",
                        help="start a new match instead of resuming the saved one (which counts as lost once you "
                             "have moved in it, as with New game)")
    parser.add_argument("--seed", type=int, help="deal a new match from this seed (implies --new)")
    parser.add_argument("--self-test", action="store_true",
                        help="play one AI round in the window with throwaway settings, print what happened and exit")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="add the app and its icon to this user's Linux application menu, then exit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args, qt_args = build_parser().parse_known_args(argv)
    from PySide6.QtWidgets import QApplication

    from ..gui import language
    from ..gui.app_data import default_save_path
    from ..gui.settings import LANGUAGE_KEY, AppSettings
    from ..gui.shell.startup import create_main_window, offer_at_first_paint
    from .integration import launch_command, prepare_app, run_install_desktop_entry
    from .single_window import SingleWindow

    sys.setswitchinterval(SWITCH_INTERVAL_S)
    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    assert isinstance(app, QApplication)  # nothing here makes a bare QCoreApplication
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    if args.self_test:
        from .selftest import run_self_test

        return run_self_test(app)  # prepares the app itself, to report what fails there
    prepare_app(app)
    if args.install_desktop_entry:
        return run_install_desktop_entry()
    guard = SingleWindow(default_save_path().parent, app)
    if not guard.claim():
        if guard.wake_running_window():
            print(f"{APP_NAME} is already running: its window was brought to the front.")
        else:
            print(f"{APP_NAME} is already running (its lock is {guard.lock_path}), but does not answer; "
                  "not opening a second window.", file=sys.stderr)
        return 0
    settings = AppSettings()
    try:
        language.install(language.resolve(settings.get(LANGUAGE_KEY)), app)
    except OSError as error:
        print(f"{APP_NAME}: {error}; the window stays in English", file=sys.stderr)
    # The window paints its frame first; its match is set up just after (see create_main_window).
    window = create_main_window(settings, resume=not (args.new or args.seed is not None), seed=args.seed,
                                frame_first=True)
    window.restart_command = launch_command()
    close_on_interrupt(window)
    guard.raiseRequested.connect(lambda: bring_to_front(window))
    launch = window.launch

    def launch_released(command: list[str]) -> object:
        guard.release()  # "Restart now": the new start must find the window's lock free
        return launch(command)

    window.launch = launch_released
    offer_at_first_paint(window)  # the window is seen first, the game in it
    window.show()
    try:
        return app.exec()
    finally:
        guard.release()


def bring_to_front(window: QWidget) -> None:
    """Show the window on top and give it the keyboard (a second start asked for it)."""
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


def close_on_interrupt(window: QWidget) -> None:
    """Ctrl+C in the terminal closes the window the normal way: the game is saved
    and the AI thread joined, instead of a traceback from inside a Qt slot."""
    from PySide6.QtCore import QTimer

    signal.signal(signal.SIGINT, lambda _signum, _frame: window.close())
    wake = QTimer(window)  # Python sees a signal only between bytecodes: wake it up now and then
    wake.timeout.connect(lambda: None)
    wake.start(100)  # Ctrl+C closes within a tenth of a second of arriving
