"""``cli seat-agent``: an agent program (scopa-agent/1) plays a seat of a networked table."""

from __future__ import annotations

import asyncio
import json
import random
import sys

import pytest
from helpers_net import create_table, play_to_the_end, run, serving

AGENT = f"{sys.executable} -m scopa_desktop.cli agent --level easy"


async def seat_agent(server: str, code: str, command: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "scopa_desktop.cli", "seat-agent", "--server", server,
        "--table", code, "--cmd", command, "--name", "Bot",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )


@pytest.mark.parametrize("transport", ["tcp", "websocket"])
def test_an_agent_program_plays_a_whole_match_against_a_person(transport):
    async def scenario():
        async with serving(rate_limit=10_000, websocket_port=0) as server:
            host, seated = await create_table(server, ["open", "open"], {"players": 2, "target": 4})
            address = f"127.0.0.1:{server.port}" if transport == "tcp" else f"ws://127.0.0.1:{server.websocket_port}/scopa"
            agent = await seat_agent(address, seated["table"], AGENT)
            lobby = await host.until("lobby")
            assert lobby["seats"][1] == {"name": "Bot", "kind": "human", "connected": True}
            await host.send({"type": "start"})
            ending = await play_to_the_end(host, 0, random.Random(9))
            out, err = await asyncio.wait_for(agent.communicate(), 30)
            return ending, agent.returncode, out, err

    ending, code, out, err = run(scenario(), timeout=60)
    assert code == 0, err.decode()
    assert json.loads(out) == {"totals": ending["totals"], "winner": ending["winner"]}
    assert any(move["seat"] == 1 for move in ending["record"]["rounds"][0]["moves"])


def test_an_agent_that_answers_illegally_gives_its_seat_to_an_ai(tmp_path):
    script = tmp_path / "liar.py"  # always a take that names a card twice: never a legal answer
    script.write_text("import sys\nfor _ in sys.stdin:\n    print('{\"card\": \"1D\", \"take\": [\"2B\", \"2B\"]}')\n")
    liar = f"{sys.executable} -u {script}"

    async def scenario():
        async with serving(rate_limit=10_000) as server:
            host, seated = await create_table(server, ["open", "open"], {"players": 2, "target": 1})
            agent = await seat_agent(f"127.0.0.1:{server.port}", seated["table"], liar)
            await host.until("lobby")
            await host.send({"type": "start"})
            ending = await play_to_the_end(host, 0, random.Random(9))  # the match goes on with the AI
            _, err = await asyncio.wait_for(agent.communicate(), 30)
            return ending, agent.returncode, err

    ending, code, err = run(scenario(), timeout=60)
    assert code == 1 and b"forfeits" in err
    assert ending["winner"] is not None
