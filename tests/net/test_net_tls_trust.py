"""Whom the window's TLS connection trusts (net/tls_trust.py): an authority's certificate
at once, a certificate of the server's own once the player has pinned its fingerprint,
and never a certificate other than the pinned one."""

from __future__ import annotations

import asyncio
import socket
import ssl

import pytest
from helpers_net import HOST, NEEDS_OPENSSL, der_fingerprint, make_certificate, run, serving

from scopa_desktop.net.tls_trust import (
    CertificateChanged,
    KnownServers,
    UntrustedCertificate,
    fingerprint,
    secure_socket,
    server_key,
)
from scopa_desktop.net.wire import PROTOCOL, encode
from scopa_desktop.tools.serve import tls_context

pytestmark = NEEDS_OPENSSL


def opener(port: int):
    return lambda: socket.create_connection((HOST, port), timeout=5)


def hello_over(connection: ssl.SSLSocket) -> dict:
    import json

    with connection:
        connection.sendall(encode({"type": "hello", "protocol": PROTOCOL, "name": "Pinned"}))
        return json.loads(connection.makefile("rb").readline())


def test_a_certificate_of_its_own_is_asked_about_then_pinned_then_trusted(tmp_path):
    cert, key = make_certificate(tmp_path, "server")
    known = KnownServers(tmp_path / "known-servers.json")

    async def scenario():
        async with serving(tls=tls_context(str(cert), str(key))) as server:
            port = server.port
            with pytest.raises(UntrustedCertificate) as asked:  # the system's store does not know it
                await asyncio.to_thread(secure_socket, opener(port), HOST, port, known)
            assert asked.value.fingerprint == der_fingerprint(cert)
            assert asked.value.server == f"127.0.0.1:{port}"
            known.pin(HOST, port, asked.value.fingerprint)
            connection = await asyncio.to_thread(secure_socket, opener(port), HOST, port, known)
            assert (await asyncio.to_thread(hello_over, connection))["type"] == "welcome"
            # Pinned on disk: a later start trusts it without asking.
            again = KnownServers(tmp_path / "known-servers.json")
            assert again.pinned(HOST, port) == der_fingerprint(cert)

    run(scenario())


def test_a_changed_certificate_is_refused_like_a_changed_ssh_host_key(tmp_path):
    cert, key = make_certificate(tmp_path, "server")
    other, _ = make_certificate(tmp_path, "impostor")
    known = KnownServers(tmp_path / "known-servers.json")

    async def scenario():
        async with serving(tls=tls_context(str(cert), str(key))) as server:
            port = server.port
            known.pin(HOST, port, der_fingerprint(other))
            with pytest.raises(CertificateChanged) as refused:
                await asyncio.to_thread(secure_socket, opener(port), HOST, port, known)
            assert refused.value.pinned == der_fingerprint(other)
            assert refused.value.shown == der_fingerprint(cert)

    run(scenario())


def test_a_certificate_an_authority_signed_needs_no_pin(tmp_path):
    cert, key = make_certificate(tmp_path, "server")
    known = KnownServers(tmp_path / "known-servers.json")
    authority = ssl.create_default_context(cafile=str(cert))  # stands for the system's store

    async def scenario():
        async with serving(tls=tls_context(str(cert), str(key))) as server:
            connection = await asyncio.to_thread(secure_socket, opener(server.port), HOST, server.port, known,
                                                 authority)
            assert (await asyncio.to_thread(hello_over, connection))["type"] == "welcome"
    run(scenario())
    assert not (tmp_path / "known-servers.json").exists()


@pytest.mark.parametrize("text", ["{not json", "[]", '{"a:1": 7}', '{"a:1": "md5:00"}'])
def test_a_damaged_file_of_pins_is_set_aside_and_trusts_nothing(tmp_path, text):
    path = tmp_path / "known-servers.json"
    path.write_text(text)
    known = KnownServers(path)
    assert known.pinned("a", 1) is None
    assert known.problem is not None and known.problem.startswith("known-servers.json: ")
    assert not path.exists()
    assert [p.read_text() for p in tmp_path.iterdir()] == [text]  # kept aside, word for word


def test_servers_are_named_by_host_and_port_ipv6_in_brackets():
    assert server_key("example.org", 443) == "example.org:443"
    assert server_key("::1", 7373) == "[::1]:7373"
    assert fingerprint(b"x").startswith("SHA256:2D:71:16:42")
