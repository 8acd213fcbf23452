"""What a window says on its way to a table server, whichever window it is (a table's, or
*Play online*'s list): a certificate no authority signed, shown by its fingerprint for the
player to trust; a pinned one that has changed, refused; a server that cannot be reached or
does not answer as a table server.  The words keep the table window's translations."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ...net.address import ServerAddress
from ...net.tls_trust import KNOWN_SERVERS_FILE, KnownServers
from ..app_data import default_save_path

translate = QCoreApplication.translate  # in the table window's context, literally: lupdate reads it so


def known_servers(secure: bool) -> KnownServers | None:
    """The pinned fingerprints, beside the saved game, for a TLS connection; None for plain TCP."""
    return KnownServers(default_save_path().with_name(KNOWN_SERVERS_FILE)) if secure else None


def agrees_to_trust(parent: QWidget, server: str, fingerprint: str) -> bool:
    """A certificate no authority signed, seen for the first time: the player compares its
    fingerprint with the one the host reads out, and trusts it if they agree."""
    answer = QMessageBox.question(
        parent, translate("NetTableWindow", "A certificate of its own"),
        translate(
            "NetTableWindow",
            "No authority vouches for the certificate of {server}. Its fingerprint is:\n\n{fingerprint}\n\n"
            "Ask the host to read theirs to you. Join and trust it from now on if they are the same?").format(
            server=server, fingerprint=fingerprint))
    return answer == QMessageBox.StandardButton.Yes


def refuse_changed_certificate(parent: QWidget, server: str, pinned: str, shown: str,
                               known: KnownServers | None) -> None:
    QMessageBox.critical(
        parent, translate("NetTableWindow", "The certificate has changed"),
        translate(
            "NetTableWindow",
            "{server} now shows a different certificate from the one you trusted before:\n\n{shown}\n\n"
            "instead of\n\n{pinned}\n\nSomeone may be listening in, so the game does not connect. If the host "
            "really made a new certificate, remove {server} from {file} and join again.").format(
            server=server, shown=shown, pinned=pinned, file=known.path if known else ""))


def not_a_table_server(address: ServerAddress, why: str) -> str:
    """Why the first connection came to nothing, with what to try: the system's reason when
    there is one (refused, unreachable), else a server that is no table server as typed
    (most often a secure one joined without TLS, which closes without a word)."""
    server = str(address)
    if why:
        return translate("NetTableWindow", "Cannot reach {server}: {reason}").format(server=server, reason=why)
    if not address.secure:
        return translate(
            "NetTableWindow",
            "{server} did not answer as a table server. If it is a secure server, join again with "
            "Secure connection (TLS) ticked.").format(server=server)
    return translate("NetTableWindow", "{server} did not answer as a table server.").format(server=server)
