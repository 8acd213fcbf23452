"""The agent protocol of AGENT-PROTOCOL.md (``scopa-agent/1``), both ends.

* The request and answer themselves are ``net.agent_messages`` (the table
  server sends the same request as its ``state``); a request that could not
  happen at a table is refused there.
* ``run_agent``: the agent side, one JSON request a line in, one answer out,
  ``{"error": reason}`` for any line it cannot use.
* ``AgentProcess``: the caller side, an outside agent program as a ``Player``
  that forfeits on a late, malformed or illegal answer.
"""

from __future__ import annotations

import json
import selectors
import shlex
import shutil
import subprocess
import traceback
from collections.abc import Iterator
from typing import IO, Any

from ..ai import CancelFlag, Player, legal_moves
from ..engine.brief import brief
from ..engine.state import Move
from ..engine.view import SeatView
from ..net.agent_messages import ProtocolError, answer_to_move, move_to_answer, request_to_view, view_to_request
from ..storage.reading import parse_json


class Forfeit(Exception):
    """An outside agent lost the game: it answered late, malformed or illegally."""


# The agent side -------------------------------------------------------------------------------


#: The longest request line read: a request of a whole round is about 3 KB.
MAX_REQUEST_CHARS = 1_000_000


def _request_lines(stdin: IO[str]) -> Iterator[str | None]:
    """The lines of ``stdin``; None for a line too long to be a request, skipped unkept."""
    while line := stdin.readline(MAX_REQUEST_CHARS + 1):
        if len(line) > MAX_REQUEST_CHARS and not line.endswith("\n"):
            while line and not line.endswith("\n"):
                line = stdin.readline(MAX_REQUEST_CHARS)
            yield None
        else:
            yield line


def run_agent(player: Player, stdin: IO[str], stdout: IO[str], stderr: IO[str]) -> int:
    """Answer ``move`` requests until ``quit`` or end of input; exit status 0.

    Whatever a line holds, the agent answers it with one line and reads on: a
    request that cannot be read, or describes a position that cannot happen, is
    answered with ``{"error": reason}`` (the caller treats it as no legal
    answer) and logged on ``stderr``.
    """
    for line in _request_lines(stdin):
        if line is not None and not line.strip():
            continue
        try:
            if line is None:
                raise ProtocolError(f"a request is at most {MAX_REQUEST_CHARS:,} characters")
            request = parse_json(line)
            if isinstance(request, dict) and request.get("type") == "quit":
                return 0
            view = request_to_view(request)
        except ValueError as error:  # ProtocolError, and Refused for lines that are not JSON
            print(f"agent: bad request: {error}", file=stderr, flush=True)
            answer = {"error": str(error)}
        else:
            answer = _choose(player, view, stderr)
        stdout.write(json.dumps(answer) + "\n")
        stdout.flush()
    return 0


def _choose(player: Player, view: SeatView, stderr: IO[str]) -> dict[str, Any]:
    """The player's answer; a failing level (a bug: the view is consistent) is logged with its
    traceback and answered with an error, so one bad position does not end the session."""
    try:
        return move_to_answer(player.choose(view))
    except Exception as error:  # the agent serves on; the traceback goes to the log
        traceback.print_exc(file=stderr)
        stderr.flush()
        return {"error": f"the {player.level} level failed: {error}"}


# The caller side ------------------------------------------------------------------------------


def agent_command(command: str) -> list[str]:
    """The program and arguments of an agent command line; ValueError if it names no program
    that can be found (empty, unbalanced quotes, not on the path), before anything is started."""
    try:
        words = shlex.split(command)
    except ValueError as error:
        raise ValueError(f"agent command {brief(command)}: {error}") from None
    if not words:
        raise ValueError("an agent command names a program to run, not only blanks")
    if shutil.which(words[0]) is None:
        raise ValueError(f"agent command {brief(command)}: no program {brief(words[0])} to run")
    return words


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
                agent_command(self.command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
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
