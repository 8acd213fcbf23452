"""The window's tests: one QApplication (pytest-qt's ``qapp``) with the English
plural forms installed as the app installs them at start."""

import pytest


@pytest.fixture(autouse=True, scope="session")
def english_plurals(qapp):
    """The app starts by installing its language (``app.main``); the tests build
    windows without it, so the source language's plural forms are installed here."""
    from scopa_desktop.gui import language

    installed = language.install(language.SOURCE_LANGUAGE, qapp)
    yield
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.fixture(autouse=True)
def fresh_card_words():
    """Cards named as a fresh window's deck names them, whatever a test before left: a window that
    applies its settings (Italian card names, a French deck) names cards so for the whole process,
    and one applying them again as it closed left "Denari" to the next test of its worker."""
    from scopa_desktop.gui.words import use_deck, use_italian_names
    from scopa_desktop.skins import DEFAULT_SKIN_ID

    use_deck(DEFAULT_SKIN_ID)
    use_italian_names(False)
    yield
    use_deck(DEFAULT_SKIN_ID)
    use_italian_names(False)


@pytest.fixture
def speak(qapp):
    """``speak(code)``: the window's text in that language until the test ends."""
    from scopa_desktop.gui import language

    installed = []
    yield lambda code: installed.extend(language.install(code, qapp))
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.fixture
def brisk_replies(monkeypatch):
    """The status line's replies (a hint: 8 s, a refused move: 6 s) last a tenth of their time:
    a test that waits one out to see what follows it waits less than a second, not eight."""
    from scopa_desktop.gui.narration.status_line import StatusLine

    show_message = StatusLine.showMessage

    def briefly(line: StatusLine, text: str, timeout: int | None = 0) -> None:
        show_message(line, text, max(1, timeout // 10) if timeout else timeout)

    monkeypatch.setattr(StatusLine, "showMessage", briefly)


@pytest.fixture
def hosted():
    """A table server as *Host a table* runs it, on a free loopback port, not announced on the LAN;
    it takes moves faster than people make them (past the protocol's 20 lines a second)."""
    from scopa_desktop.gui.netplay.host_server import HostedServer

    server = HostedServer(0, host="127.0.0.1", announce=False)
    server.options.rate_limit = 10_000
    server.start()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def network_waits(request, monkeypatch):
    """In a test that plays with a table server (a ``test_gui_net*`` module, or one using ``hosted``),
    qtbot's waits that name no timeout of their own wait ``NETWORK_WAIT_MS``, not pytest-qt's 5 s:
    each answer crosses a server and another window, on a machine whose two cores the suite's
    workers share (a 5-s wait for the host's lobby after a guest left timed out 1 run in 12 there)."""
    if not (request.module.__name__.startswith("test_gui_net") or "hosted" in request.fixturenames):
        return
    from helpers_gui import NETWORK_WAIT_MS

    qtbot = request.getfixturevalue("qtbot")
    wait_until, wait_signal = qtbot.waitUntil, qtbot.waitSignal

    def until(callback, *, timeout=NETWORK_WAIT_MS):
        return wait_until(callback, timeout=timeout)

    def signal(signal=None, *, timeout=NETWORK_WAIT_MS, **options):
        return wait_signal(signal, timeout=timeout, **options)

    monkeypatch.setattr(qtbot, "waitUntil", until)
    monkeypatch.setattr(qtbot, "waitSignal", signal)
