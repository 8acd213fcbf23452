"""The agent protocol of AGENT-PROTOCOL.md (``scopa-agent/1``), both ends.

* The request and answer themselves are ``engine.seat_json`` (the table
  server sends the same request as its ``state``).
* ``run_agent``: the agent side, one JSON request a line in, one answer out.
* ``AgentProcess``: the caller side, an outside agent program as a ``Player``
  that forfeits on a late, malformed or illegal answer.
"""

from __future__ import annotations

import json
import selectors
import shlex
import subprocess
from typing import IO

from ..ai import CancelFlag, Player, legal_moves
from ..engine.seat_json import ProtocolError, answer_to_move, move_to_answer, request_to_view, view_to_request
from ..engine.state import Move
from ..engine.view import SeatView


class Forfeit(Exception):
    """An outside agent lost the game: it answered late, malformed or illegally."""


# The agent side -------------------------------------------------------------------------------


def run_agent(player: Player, stdin: IO[str], stdout: IO[str], stderr: IO[str]) -> int:
    """Answer ``move`` requests until ``quit`` or end of input; exit status 0.

    A request that cannot be read is answered with ``{"error": reason}`` (the
    caller treats it as no legal answer) and logged on ``stderr``.
    """
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if isinstance(request, dict) and request.get("type") == "quit":
                return 0
            answer = move_to_answer(player.choose(request_to_view(request)))
        except (ValueError, ProtocolError) as error:  # json.JSONDecodeError is a ValueError
            print(f"agent: bad request: {error}", file=stderr, flush=True)
            answer = {"error": str(error)}
        stdout.write(json.dumps(answer) + "\n")
        stdout.flush()
    return 0


# The caller side ------------------------------------------------------------------------------


class AgentProcess(Player):
    """An outside agent program as a player; ``choose`` raises Forfeit on a bad answer.

    The program is started on first use and kept for later games; after a
    forfeit it is restarted, since a late answer could still arrive.
    """

    level = "agent"

    def __init__(self, command: str, timeout: float = 10.0) -> None:
        self.command = command
        self.timeout = timeout
        self.process: subprocess.Popen[str] | None = None

    def _start(self) -> subprocess.Popen[str]:
        if self.process is None or self.process.poll() is not None:
            self.process = subprocess.Popen(
                shlex.split(self.command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
            )
        return self.process

    def _read_line(self, process: subprocess.Popen[str]) -> str:
        assert process.stdout is not None
        with selectors.DefaultSelector() as selector:
            selector.register(process.stdout, selectors.EVENT_READ)
            if not selector.select(self.timeout):
                raise Forfeit(f"no answer within {self.timeout:g} s")
        line = process.stdout.readline()
        if not line:
            raise Forfeit("the agent closed its output")
        return line

    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        process = self._start()
        assert process.stdin is not None
        try:
            try:
                process.stdin.write(json.dumps(view_to_request(view)) + "\n")
                process.stdin.flush()
            except OSError as error:
                raise Forfeit(f"the agent does not read its input: {error}") from None
            line = self._read_line(process)
            try:
                move = answer_to_move(json.loads(line))
            except ValueError as error:
                raise Forfeit(f"malformed answer {line.strip()!r}: {error}") from None
            if move not in legal_moves(view):
                raise Forfeit(f"illegal answer {line.strip()!r}")
            return move
        except Forfeit:
            self.close()
            raise

    def close(self) -> None:
        """Ask the agent to quit, and stop it if it does not."""
        process, self.process = self.process, None
        if process is None:
            return
        try:
            if process.stdin is not None:
                process.stdin.write(json.dumps({"type": "quit"}) + "\n")
                process.stdin.close()
            process.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()
