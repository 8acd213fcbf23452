"""A server's address as a player types it (``net.address``): TCP, or WebSocket behind a web server."""

from __future__ import annotations

import pytest

from scopa_desktop.net.address import DEFAULT_PORT, ServerAddress, parse_server_address


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("example.org:7000", ServerAddress("example.org", 7000)),
        ("example.org", ServerAddress("example.org", DEFAULT_PORT)),
        (" 192.168.1.20 ", ServerAddress("192.168.1.20", DEFAULT_PORT)),
        ("[::1]:7000", ServerAddress("::1", 7000)),
        ("::1", ServerAddress("::1", DEFAULT_PORT)),
        ("ws://example.org/scopa", ServerAddress("example.org", 80, "/scopa")),
        ("wss://example.org/scopa", ServerAddress("example.org", 443, "/scopa", secure=True)),
        ("wss://example.org:8443/tables/scopa", ServerAddress("example.org", 8443, "/tables/scopa", secure=True)),
        ("ws://[::1]:9000", ServerAddress("::1", 9000, "/")),
        ("tavolo.città.it", ServerAddress("tavolo.città.it", DEFAULT_PORT)),  # a name in the reader's letters
    ],
)
def test_addresses_are_read_as_players_type_them(text, address):
    assert parse_server_address(text) == address
    assert parse_server_address(str(address)) == address  # and written back so they read the same


@pytest.mark.parametrize(
    "text", ["", "example.org:0", "example.org:70000", "example.org:port", "http://example.org/scopa", "ws://:80/x",
             "ws://example.org:99999/x", "two words:7373",
             # Names no lookup can take: a part over 63 characters, an empty part.  They killed the
             # connection's thread with an encoding error, and the window said "Connecting…" for ever.
             "a" * 64 + ".example.org", "table..example.org:7373", "ws://" + "a" * 64 + ".example.org/scopa"],
)
def test_what_is_not_an_address_is_refused_in_a_sentence(text):
    with pytest.raises(ValueError, match=r"address|port|server"):
        parse_server_address(text)


def test_an_address_is_written_without_the_ports_it_goes_without():
    assert str(ServerAddress("example.org", DEFAULT_PORT)) == "example.org"
    assert str(ServerAddress("::1", 7000)) == "[::1]:7000"
    assert str(ServerAddress("example.org", 443, "/scopa", secure=True)) == "wss://example.org/scopa"
    assert str(ServerAddress("example.org", 8080, "/scopa")) == "ws://example.org:8080/scopa"
