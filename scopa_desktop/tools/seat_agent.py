"""``cli seat-agent``: an AGENT-PROTOCOL program seated at a networked table.

The seat's every ``state`` is read back into a seat view and, when the seat
is to play, handed to the program (``AgentProcess``) as its ``move`` request;
the answer goes to the server as the seat's move.  A program that forfeits
(late, malformed or illegal answer) gives up the seat, and a medium AI plays
on for it.  Ends after ``match_over`` (exit 0), on a forfeit (1) or when the
table refuses the seat (2).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from ..net.agent_messages import ProtocolError, move_to_answer, request_to_view
from ..net.client import Refused, ServerClosed, TableClient
from ..net.wire import DEFAULT_PORT
from .agent_protocol import AgentProcess, Forfeit


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT``, ``HOST`` (the default port) or ``[v6]:PORT``; ValueError otherwise."""
    host, sep, port = text.rpartition(":")
    if not sep or (host.startswith("[") != host.endswith("]")) or (":" in host and not host.startswith("[")):
        host, port = text, str(DEFAULT_PORT)
    host = host.strip("[]")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"--server takes HOST:PORT, not {text!r}")
    return host, int(port)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--server", required=True, help=f"HOST:PORT of the server (port {DEFAULT_PORT} if left out)")
    parser.add_argument("--table", required=True, help="the table code")
    parser.add_argument("--cmd", required=True, help="the agent program speaking scopa-agent/1")
    parser.add_argument("--seat", type=int, help="the open seat to take (default: the first one)")
    parser.add_argument("--name", default="Agent", help="the name shown at the table")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds the program may take per move")


async def play_seat(client: TableClient, agent: AgentProcess, seat: int) -> int:
    """Answer every state in which the seat is to play, until the match is over."""
    while True:
        message = await client.receive(timeout=None)
        kind = message.get("type")
        if kind == "state" and message.get("to_play") == seat:
            view = request_to_view({**message, "type": "move"})
            try:
                move = await asyncio.to_thread(agent.choose, view)
            except Forfeit as error:
                print(f"seat-agent: the agent forfeits: {error}; it leaves the seat", file=sys.stderr)
                await client.send({"type": "leave"})
                return 1
            await client.send({"type": "move", **move_to_answer(move)})
        elif kind == "match_over":
            print(json.dumps({"totals": message["totals"], "winner": message["winner"]}))
            return 0
        elif kind == "error":
            print(f"seat-agent: the server refused: {message.get('code')}: {message.get('message')}", file=sys.stderr)


async def seat_agent(args: argparse.Namespace, host: str, port: int) -> int:
    try:
        client = await TableClient.connect(host, port, args.name)
    except Refused as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    agent = AgentProcess(args.cmd, args.timeout)
    try:
        join: dict[str, Any] = {"type": "join", "table": args.table}
        if args.seat is not None:
            join["seat"] = args.seat
        await client.send(join)
        try:
            seated = await client.until("seated")
        except Refused as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        print(f"seat-agent: seat {seated['seat']} at table {seated['table']}", file=sys.stderr)
        return await play_seat(client, agent, seated["seat"])
    except (ServerClosed, ProtocolError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    finally:
        await asyncio.to_thread(agent.close)
        await client.close()


def cmd_seat_agent(args: argparse.Namespace) -> int:
    try:
        host, port = parse_address(args.server)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return asyncio.run(seat_agent(args, host, port))
