"""The certificate a table hosted from the window serves TLS with (net/own_certificate.py):
made once and the same ever after, its key private, and a damaged pair set aside and
replaced in one line, never a crash."""

from __future__ import annotations

import asyncio
import os
import socket
import ssl
import stat

import pytest
from helpers_net import HOST, run, serving

from scopa_desktop.net.own_certificate import CERTIFICATE_FILE, KEY_FILE, own_certificate
from scopa_desktop.net.tls_trust import fingerprint, fingerprint_lines

posix_only = pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX's")


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def shown_by(port: int) -> str:
    """The fingerprint a guest is shown by the server at ``port``."""
    unverified = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    unverified.check_hostname = False
    unverified.verify_mode = ssl.CERT_NONE
    with socket.create_connection((HOST, port), timeout=5) as raw, unverified.wrap_socket(raw) as connection:
        return fingerprint(connection.getpeercert(binary_form=True) or b"")


def test_the_certificate_is_made_once_and_the_same_one_served_after(tmp_path):
    folder = tmp_path / "table-certificate"
    made = own_certificate(folder)
    assert made.problem is None and made.fingerprint.startswith("SHA256:")
    written = {name: (folder / name).read_bytes() for name in (CERTIFICATE_FILE, KEY_FILE)}
    again = own_certificate(folder)
    assert again.fingerprint == made.fingerprint and again.problem is None
    assert {name: (folder / name).read_bytes() for name in written} == written  # read, not made anew

    async def served() -> str:
        async with serving(tls=again.context) as server:
            return await asyncio.to_thread(shown_by, server.port)

    assert run(served()) == made.fingerprint  # what the guest is shown is what the host reads out
    lines = fingerprint_lines(made.fingerprint).splitlines()  # as the host's window shows it, to read out
    assert len(lines) == 5 and ":".join(lines).replace("SHA256::", "SHA256:") == made.fingerprint


@posix_only
def test_the_key_is_the_owners_alone_in_a_folder_only_the_owner_opens(tmp_path):
    folder = tmp_path / "table-certificate"
    folder.mkdir(mode=0o755)  # as an older version, or the umask, left it
    own_certificate(folder)
    assert mode(folder) == 0o700 and mode(folder / KEY_FILE) == 0o600
    (folder / KEY_FILE).chmod(0o644)  # copied in by hand
    own_certificate(folder)
    assert mode(folder / KEY_FILE) == 0o600


@pytest.mark.parametrize(("damage", "why"), [
    (lambda folder: (folder / CERTIFICATE_FILE).write_text("-----BEGIN CERTIFICATE-----\ncut sh"),
     "certificate.pem is not a PEM certificate"),
    (lambda folder: (folder / KEY_FILE).write_bytes(b"\xff\xfe not even text"), "not UTF-8 text"),
    (lambda folder: (folder / KEY_FILE).unlink(), "key.pem is missing"),
    (lambda folder: (folder / CERTIFICATE_FILE).unlink(), "certificate.pem is missing"),
])
def test_a_damaged_pair_is_set_aside_in_one_line_and_a_new_one_made(tmp_path, damage, why):
    folder = tmp_path / "table-certificate"
    old = own_certificate(folder).fingerprint
    damage(folder)
    new = own_certificate(folder)
    assert new.problem is not None and "\n" not in new.problem and why in new.problem
    assert "kept aside as" in new.problem
    assert new.fingerprint != old
    assert any(".unreadable" in path.name for path in folder.iterdir())  # the old one kept, not overwritten
    assert own_certificate(folder).fingerprint == new.fingerprint and own_certificate(folder).problem is None


def test_a_key_that_is_not_the_certificates_is_refused(tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    own_certificate(first)
    own_certificate(second)
    (first / KEY_FILE).write_bytes((second / KEY_FILE).read_bytes())
    refused = own_certificate(first)
    assert refused.problem is not None and "the key is not the certificate's" in refused.problem
