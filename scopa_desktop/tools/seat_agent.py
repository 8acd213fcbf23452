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

from ..net.address import DEFAULT_PORT, ServerAddress, parse_server_address
from ..net.agent_messages import ProtocolError, move_to_answer, request_to_view
from ..net.client import Refused, ServerClosed, TableClient, WebSocketTableClient
from .agent_protocol import AgentProcess, Forfeit


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--server", required=True,
                        help=f"HOST:PORT of the server (port {DEFAULT_PORT} if left out), or a ws:// or wss:// one")
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


async def connect(address: ServerAddress, name: str) -> TableClient:
    """The server at ``address``: over WebSocket when it has a path (``wss://`` verified
    against the system's authorities), else plain TCP."""
    if not address.path:
        return await TableClient.connect(address.host, address.port, name)
    tls = None
    if address.secure:
        import ssl

        tls = ssl.create_default_context()
    return await WebSocketTableClient.connect_to(str(address), name, tls=tls)


async def seat_agent(args: argparse.Namespace, address: ServerAddress) -> int:
    try:
        client = await connect(address, args.name)
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
        address = parse_server_address(args.server)
    except ValueError as error:
        print(f"error: --server {error}", file=sys.stderr)
        return 2
    return asyncio.run(seat_agent(args, address))
