"""Tables for strangers (an extension of scopa-table/1 beside TABLE-PROTOCOL.md): a table
created ``public`` is listed to anyone who asks with ``list`` (answered ``open_tables``)
while it waits for players, and ``quick`` seats a player at the first such table of the
rules asked for, or opens one whose empty seats AIs fill after the server's wait
(``serve --quick-fill-after``), so nobody waits for ever.  Only tables not yet dealt
are listed, at most ``MAX_LISTED``, the oldest first: a list is no way to walk codes,
and a private table (the default) is never in it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.rules import Rules
from .table import Table

MAX_LISTED = 50


def open_tables(tables: Iterable[Table]) -> list[dict[str, Any]]:
    """What ``list`` answers: the public tables waiting for players."""
    listed = []
    for table in tables:
        listing = table.open_listing()
        if listing is not None:
            listed.append(listing)
            if len(listed) == MAX_LISTED:
                break
    return listed


def first_open(tables: Iterable[Table], rules: Rules) -> Table | None:
    """The first public table waiting for players under exactly ``rules``."""
    return next((table for table in tables if table.rules == rules and table.open_listing() is not None), None)


def quick_table_request(rules: dict[str, Any]) -> dict[str, Any]:
    """The ``create`` a quick match makes when no table waits: public, every other seat open."""
    players = rules.get("players", 2) if isinstance(rules, dict) else 2
    seats = ["open"] * players if isinstance(players, int) and 2 <= players <= 6 else ["open", "open"]
    return {"type": "create", "rules": rules, "seats": seats, "public": True}
