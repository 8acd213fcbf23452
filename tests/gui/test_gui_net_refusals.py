"""A table server's refusals (``error``) are said in the player's language: every code of the
protocol has its words, translated into every language of the window, and the window shows
those words, not the code nor the server's English."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from test_gui_net_table_over import CREATE, open_window

from scopa_desktop.gui.netplay.refusals import WORDS, refusal_words
from scopa_desktop.net.messages import Start
from scopa_desktop.net.wire import ERROR_CODES


def test_every_error_code_of_the_protocol_has_words():
    assert set(WORDS) == set(ERROR_CODES)
    assert refusal_words("a-newer-code", "what the server says") == "what the server says"


@pytest.mark.parametrize("code", ["da", "de", "it"])
def test_the_words_of_every_error_code_are_translated(speak, code):
    english = {error: refusal_words(error, "") for error in ERROR_CODES}
    speak(code)
    for error in ERROR_CODES:
        assert refusal_words(error, "") not in ("", english[error]), f"{code}: {error} is not translated"


def test_a_table_code_the_server_refuses_is_told_in_the_players_language(qtbot, tmp_path, hosted, speak,
                                                                          monkeypatch):
    speak("it")
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: told.append(text) or QMessageBox.StandardButton.Ok)
    open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": "ZZZZZZ"})
    qtbot.waitUntil(lambda: bool(told))
    assert told == ["Nessun tavolo con quel codice ha un posto libero: verifica il codice con chi ospita."]


def test_a_refusal_at_the_table_is_shown_and_said_in_the_players_language(qtbot, tmp_path, hosted, speak):
    speak("de")
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: guest.seated)
    guest.connection.send(Start())  # only the host may start: the server says not-host
    words = "Nur der Gastgeber des Tisches kann das tun."
    qtbot.waitUntil(lambda: guest.statusBar().currentMessage() == words)
    qtbot.waitUntil(lambda: words in guest.announcer.said)
