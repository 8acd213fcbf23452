"""Whom a TLS connection to a table server trusts, the way SSH does for hosts.

A server whose certificate a public authority signed is verified against the system's
store, name and all.  A friend's server usually has a certificate of its own making: no
authority vouches for it, so the player is shown its fingerprint once ("trust on first
use"), and from then on that fingerprint is pinned to the server's host and port in a
small file; a server that later shows another certificate is refused, as SSH refuses a
changed host key, because that is what a man in the middle looks like.

``ssl`` is imported only here and only when a secure connection is asked for: a player
who never joins a secure table never loads it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import socket
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..storage.atomic_write import write_text_atomic
from ..storage.reading import Refused, parse_json, read_text_file
from ..storage.set_aside import set_aside

if TYPE_CHECKING:
    import ssl

#: The file of pinned fingerprints, in the game's own folder.
KNOWN_SERVERS_FILE = "known-servers.json"
#: Far more servers than a person ever joins: a file beyond it is not one of ours.
MAX_KNOWN_SERVERS = 10_000


class UntrustedCertificate(Exception):
    """No authority vouches for the server's certificate and none is pinned for it yet:
    ask the player (``fingerprint`` is what to show) and ``KnownServers.pin`` it."""

    def __init__(self, server: str, fingerprint: str) -> None:
        super().__init__(f"{server}: a certificate no authority vouches for ({fingerprint})")
        self.server = server
        self.fingerprint = fingerprint


class CertificateChanged(Exception):
    """The server shows another certificate than the one pinned for it: refused."""

    def __init__(self, server: str, pinned: str, shown: str) -> None:
        super().__init__(f"{server} shows a different certificate ({shown}) from the one trusted before ({pinned})")
        self.server = server
        self.pinned = pinned
        self.shown = shown


def fingerprint(certificate: bytes) -> str:
    """A certificate's SHA-256 fingerprint as people compare it: "SHA256:AB:CD:…"."""
    digest = hashlib.sha256(certificate).hexdigest().upper()
    return "SHA256:" + ":".join(digest[i:i + 2] for i in range(0, len(digest), 2))


def fingerprint_lines(shown: str, per_line: int = 8) -> str:
    """``shown`` broken after "SHA256:" and every ``per_line`` bytes: short lines to read out."""
    prefix, _, digest = shown.partition(":")
    pairs = digest.split(":")
    return "\n".join([prefix + ":", *(":".join(pairs[i:i + per_line]) for i in range(0, len(pairs), per_line))])


def server_key(host: str, port: int) -> str:
    """How a server is named in the file: "host:port" ("[::1]:7373" for IPv6)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


class KnownServers:
    """The pinned fingerprints, one per server, read from and written to ``path``.

    A file that cannot be read as such is set aside under a numbered name and the
    list starts empty: the player is asked again, nothing is trusted by mistake."""

    def __init__(self, path: Path | None) -> None:
        self.path = path  # None: kept in memory alone (``trusting``)
        self.problem: str | None = None  # what was wrong with the file, when it was set aside
        self._pins = self._read()

    @classmethod
    def trusting(cls, host: str, port: int, shown: str) -> KnownServers:
        """Trust ``shown`` for ``host:port`` alone, in memory, asking and writing nothing: the
        host's own window and the certificate its own server was just given."""
        known = cls(None)
        known._pins[server_key(host, port)] = shown
        return known

    def _read(self) -> dict[str, str]:
        if self.path is None or not self.path.exists():
            return {}
        try:
            data = parse_json(read_text_file(self.path))
            if not isinstance(data, dict) or len(data) > MAX_KNOWN_SERVERS or not all(
                    isinstance(k, str) and isinstance(v, str) and v.startswith("SHA256:") for k, v in data.items()):
                raise Refused("not a list of servers and their fingerprints")
        except (OSError, Refused) as error:
            self.problem = f"{self.path.name}: {error}"
            with contextlib.suppress(OSError):  # kept aside where it can be; trusted for nothing either way
                set_aside(self.path)
            return {}
        return dict(data)

    def pinned(self, host: str, port: int) -> str | None:
        return self._pins.get(server_key(host, port))

    def pin(self, host: str, port: int, shown: str) -> None:
        """Trust ``shown`` for this server from now on (the player has accepted it)."""
        self._pins[server_key(host, port)] = shown
        if self.path is not None:
            write_text_atomic(self.path, json.dumps(self._pins, indent=1, sort_keys=True) + "\n")


def secure_socket(connect: Callable[[], socket.socket], host: str, port: int, known: KnownServers,
                  authority: ssl.SSLContext | None = None) -> ssl.SSLSocket:
    """A TLS connection to ``host:port`` made from sockets ``connect`` opens, trusted
    either by an authority (``authority``: the system's store unless a test brings its own)
    or by the fingerprint pinned for it.  UntrustedCertificate when neither vouches for it,
    CertificateChanged when the pinned fingerprint is not the one shown; ssl.SSLError or
    OSError when the connection itself fails."""
    import ssl

    verified = authority if authority is not None else ssl.create_default_context()
    try:
        return verified.wrap_socket(connect(), server_hostname=host)
    except ssl.SSLCertVerificationError:
        pass  # not signed by an authority: perhaps a certificate pinned before
    # The certificate is read unverified here and trusted only if it is the pinned one;
    # the handshake that failed left its socket unusable, so this is a new connection.
    unverified = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    unverified.minimum_version = ssl.TLSVersion.TLSv1_2
    unverified.check_hostname = False
    unverified.verify_mode = ssl.CERT_NONE
    connection = unverified.wrap_socket(connect(), server_hostname=host)
    shown = fingerprint(connection.getpeercert(binary_form=True) or b"")
    pinned = known.pinned(host, port)
    if pinned == shown:
        return connection
    connection.close()
    server = server_key(host, port)
    if pinned is None:
        raise UntrustedCertificate(server, shown)
    raise CertificateChanged(server, pinned, shown)
