"""The table's code at the top of a networked table's side panel; for the host, the invitation
too: where friends join, and with encryption the fingerprint to read out to them.  The words
keep the table window's translations."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel

from ...net.tls_trust import fingerprint_lines
from .host_server import HostedServer, lan_address

translate = QCoreApplication.translate  # in the table window's context, literally: lupdate reads it so


class Invitation(QLabel):
    """Hidden until the server gives a seat (``invite``); ``fold`` shows less of it during a match, the
    rest in its tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("roundTitle")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Each part of the side shows once it has something to say: a table not reached yet was a
        # column of empty boxes beside the status bar's reason.
        self.setVisible(False)
        self.whole = ""  # every line, folded or not
        self.where = ""  # the code, and in the host's window where friends join, in one sentence

    def invite(self, code: str, hosted: HostedServer | None, port: int) -> str:
        """Show the invitation to table ``code`` (served by ``hosted`` on ``port`` when this is the host's
        window); what a screen reader should hear of it."""
        text = self.where = translate("NetTableWindow", "Table {code}").format(code=code)
        if hosted is not None:
            address = lan_address()
            text += "\n" + translate("NetTableWindow", "Friends join at {address}, port {port}.").format(
                address=address, port=port)
            self.where = translate("NetTableWindow", "Table {code} at {address}, port {port}.").format(
                code=code, address=address, port=port)
            own = hosted.certificate
            if own is not None:
                text += "\n" + translate("NetTableWindow", "Encrypted. Read your friends this fingerprint to compare "
                                                           "with the one they are shown:") \
                    + "\n" + fingerprint_lines(own.fingerprint)
        self.whole = text
        self.setText(text)
        self.setToolTip("")
        self.setVisible(True)
        # Each line a sentence, so that a screen reader pauses after the code though the match's first
        # words come in the same announcement.
        return " ".join(line if line.endswith((".", ":")) else f"{line}." for line in text.splitlines())

    def fold(self, in_play: bool, everyone_there: bool) -> None:
        """Every line before and after a match.  While one is played (on a netbook its lines took the
        room of the score), the rest in the tooltip: the code alone with every seat taken and connected;
        with a friend away, the code and where the table is in one sentence, for the host to tell them
        (not the fingerprint: they trusted it when they sat down; nor the newcomer's invitation's two
        sentences, which took three lines of the panel in German)."""
        if not self.whole:
            return
        text = self.whole if not in_play else self.whole.splitlines()[0] if everyone_there else self.where
        if text != self.text():
            self.setText(text)
            self.setToolTip(self.whole if text != self.whole else "")
