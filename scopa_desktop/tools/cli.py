"""The command line: ``python -m scopa_desktop.cli COMMAND``.

``replay`` checks a game record and prints its scores, ``play`` plays a
headless match and writes its record, ``bench`` prints engine speed figures.
Errors are one line on standard error and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from ..ai import LEVELS, make_player
from ..engine import RecordError, Rules, RulesError
from ..engine.brief import brief
from ..engine.record import round_summary
from ..engine.rules import ALONE, OPTION_CHOICES
from ..engine.variants import VARIANT_TABLE
from ..storage.records import load_record, save_record


class UsageError(Exception):
    """Bad command-line input: reported in one line, exit status 2."""


#: The longest thinking budget or agent timeout of one move, in seconds.
MAX_SECONDS = 3600.0


def _integer(text: str) -> int:
    """An argparse type: a whole number in ASCII digits, optionally negative, of at most 18 digits
    (``int`` would echo all 5,000 digits of a huge one in its error); the range is the reader's to check."""
    digits = text.removeprefix("-")
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(f"{brief(text)} is not a whole number")
    if len(digits) > 18:
        raise argparse.ArgumentTypeError(f"{brief(text)} is too large")
    return int(text)


def _seconds(text: str) -> float:
    """An argparse type: a time in seconds, finite and above 0 (nan, inf and -1 are no budget)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{brief(text)} is not a number of seconds") from None
    if not 0 < value <= MAX_SECONDS:  # also false for nan
        raise argparse.ArgumentTypeError(f"seconds are above 0 and at most {MAX_SECONDS:g}, not {brief(text)}")
    return value


def _rules_from_args(args: argparse.Namespace) -> Rules:
    options: dict[str, str | int] = {}
    for item in args.option or []:
        key, sep, value = item.partition("=")
        if not sep:
            raise UsageError(f"--option takes KEY=VALUE, not {brief(item)}")
        if key == "rounds":
            try:
                options[key] = _integer(value)
            except argparse.ArgumentTypeError as error:
                raise UsageError(f"--option rounds=N: {error}") from None
        elif key in OPTION_CHOICES:
            options[key] = value
        else:
            raise UsageError(f"unknown option {brief(key)}; known: {', '.join([*OPTION_CHOICES, 'rounds'])}")
    try:
        return Rules(
            players=args.players,
            teams=args.teams,
            target=args.target,
            variants=frozenset(args.variant or ()),
            **options,  # type: ignore[arg-type]
        )
    except RulesError as error:
        raise UsageError(str(error)) from None


def cmd_replay(args: argparse.Namespace) -> int:
    match = load_record(args.file)
    print(json.dumps(round_summary(match)))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from .headless import play_match

    rules = _rules_from_args(args)
    levels = args.ai.split(",")
    if len(levels) != rules.players:
        raise UsageError(f"--ai needs one level per seat ({rules.players}), got {len(levels)}")
    try:
        players = [make_player(level, seed=args.seed * 100 + seat) for seat, level in enumerate(levels)]
    except ValueError as error:
        raise UsageError(str(error)) from None
    match = play_match(rules, players, args.seed)
    save_record(match, args.record)
    print(json.dumps(round_summary(match)))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .engine_bench import engine_figures, rollouts_side_by_side

    print(json.dumps(rollouts_side_by_side() if args.rollouts else engine_figures()))
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from ..ai.clairvoyant import HANDS, MEASURING_PLAYERS, PERFECT
    from .agent_protocol import agent_command
    from .tournament import Setup, Side, run_tournament

    rules = _rules_from_args(args)
    sides = []
    for level, command in ((args.a, args.a_cmd), (args.b, args.b_cmd)):
        if bool(level) == bool(command):
            raise UsageError("give each side either a level (--a/--b) or an agent command (--a-cmd/--b-cmd)")
        if level and not all(part in (*LEVELS, *MEASURING_PLAYERS) for part in level.split("+")):
            raise UsageError(f"unknown AI level {brief(level)}; known: {', '.join(LEVELS)} (a team: hard+easy), "
                             f"and the measuring tools {PERFECT} (hard shown every hand and the stock) and "
                             f"{HANDS} (every hand, not the stock)")
        if command:
            try:
                agent_command(command)
            except ValueError as error:
                raise UsageError(str(error)) from None
        sides.append(Side(level=level or "", command=command or "", seconds=args.seconds, samples=args.samples,
                          timeout=args.timeout))
    if args.samples is not None and args.samples < 1:
        raise UsageError(f"--samples is at least 1, not {args.samples}")
    setup = Setup(rules, (sides[0], sides[1]), args.seed, args.match)
    if args.report and not args.results:
        raise UsageError("--report summarizes a results file: give it with --results")
    try:
        report = run_tournament(setup, args.pairs, args.jobs, args.results and Path(args.results), not args.report)
    except ValueError as error:
        raise UsageError(str(error)) from None
    print(json.dumps(report))
    return 0


def cmd_agent(args: argparse.Namespace) -> int:
    from .agent_protocol import run_agent
    from .tournament import code_fingerprint

    try:
        clock = time.process_time if args.cpu_clock else time.perf_counter
        player = make_player(args.level, seed=args.seed, seconds=args.seconds, clock=clock)
    except ValueError as error:
        raise UsageError(str(error)) from None
    if isinstance(sys.stdin, io.TextIOWrapper):
        sys.stdin.reconfigure(errors="replace")  # bytes that are not UTF-8 make a request that is not JSON
    # Which code plays, said once where a tournament's log shows it: an agent started to stand for the
    # code of another checkout imports the working directory's first (``python -m`` puts it before
    # PYTHONPATH), and the same code on both sides would otherwise pass for a comparison.
    package = Path(__file__).resolve().parent.parent
    print(f"agent: {args.level} from {package} (code {code_fingerprint()})", file=sys.stderr, flush=True)
    return run_agent(player, sys.stdin, sys.stdout, sys.stderr)


def _add_rules_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=_integer, default=2)
    parser.add_argument("--teams", type=_integer, default=ALONE)
    parser.add_argument("--variant", action="append", choices=[v.id for v in VARIANT_TABLE], metavar="NAME",
                        help="; ".join(f"{v.id}: {v.summary}" for v in VARIANT_TABLE))
    parser.add_argument("--option", action="append", metavar="KEY=VALUE")
    parser.add_argument("--target", type=_integer, default=11)


def _add_replay(sub: argparse._SubParsersAction[_Parser]) -> None:
    parser = sub.add_parser("replay", help="check a game record and print its scores as JSON")
    parser.add_argument("file")
    parser.set_defaults(run=cmd_replay)


def _add_play(sub: argparse._SubParsersAction[_Parser]) -> None:
    parser = sub.add_parser("play", help="play a headless match and write its record")
    _add_rules_arguments(parser)
    parser.add_argument("--seed", type=_integer, required=True)
    parser.add_argument("--ai", required=True, help=f"one level per seat, comma-separated ({', '.join(LEVELS)})")
    parser.add_argument("--record", required=True)
    parser.set_defaults(run=cmd_play)


def _add_bench(sub: argparse._SubParsersAction[_Parser]) -> None:
    parser = sub.add_parser("bench", help="print engine speed figures as JSON")
    parser.add_argument(
        "--rollouts", action="store_true", help="hard's playout, the plain and the fast rollout side by side"
    )
    parser.set_defaults(run=cmd_bench)


def _add_tournament(sub: argparse._SubParsersAction[_Parser]) -> None:
    parser = sub.add_parser("tournament", help="duplicate-deal tournament between two AIs, figures as JSON")
    parser.add_argument("--a", help=f"side A's level ({', '.join(LEVELS)}), or a team of levels such as hard+easy; "
                        "'perfect' is hard shown every hand and the stock, 'hands' every hand but not the "
                        "stock (ceilings to measure against, not levels)")
    parser.add_argument("--b", help="side B's level")
    parser.add_argument("--a-cmd", help="side A as an agent program speaking scopa-agent/1")
    parser.add_argument("--b-cmd", help="side B as an agent program")
    parser.add_argument("--pairs", type=_integer, required=True, help="duplicate pairs (each deck played twice)")
    parser.add_argument("--seed", type=_integer, required=True)
    parser.add_argument("--match", action="store_true", help="play whole matches to the target, not single deals")
    parser.add_argument("--jobs", type=_integer, default=1, help="worker processes")
    parser.add_argument("--seconds", type=_seconds, help="thinking budget per move of searching levels")
    parser.add_argument("--samples", type=_integer, help="the most rollouts per candidate move of searching levels")
    parser.add_argument("--timeout", type=_seconds, default=10.0, help="seconds an agent program may take per move")
    parser.add_argument("--results", metavar="FILE",
                        help="a results file: each pair is added as it ends; a rerun takes up the missing pairs")
    parser.add_argument("--report", action="store_true",
                        help="only summarize the finished pairs of --results, play none")
    _add_rules_arguments(parser)
    parser.set_defaults(run=cmd_tournament)


def _add_agent(sub: argparse._SubParsersAction[_Parser]) -> None:
    parser = sub.add_parser("agent", help="speak the agent protocol (scopa-agent/1) on stdin/stdout")
    parser.add_argument("--level", required=True, help=f"{', '.join(LEVELS)}")
    parser.add_argument("--seconds", type=_seconds, help="thinking budget per move of searching levels")
    parser.add_argument("--seed", type=_integer, default=0)
    # A tournament gives its own levels the CPU clock, so that what a move sees does not hang on the
    # machine's load; an agent measured against them (another version of hard, say) needs the same.
    parser.add_argument("--cpu-clock", action="store_true",
                        help="count the thinking budget on the process's CPU time, not the wall clock")
    parser.set_defaults(run=cmd_agent)


def _add_serve(sub: argparse._SubParsersAction[_Parser]) -> None:
    from .serve import add_arguments, cmd_serve

    parser = sub.add_parser("serve", help="host tables for play over the network (scopa-table/1)")
    add_arguments(parser)
    parser.set_defaults(run=cmd_serve)


def _add_seat_agent(sub: argparse._SubParsersAction[_Parser]) -> None:
    from .seat_agent import add_arguments, cmd_seat_agent

    parser = sub.add_parser("seat-agent", help="seat an agent program (scopa-agent/1) at a networked table")
    add_arguments(parser)
    parser.set_defaults(run=cmd_seat_agent)


#: Each adds one subcommand; a new command is one more entry here.
COMMANDS: list[Callable[[argparse._SubParsersAction[_Parser]], None]] = [
    _add_replay,
    _add_play,
    _add_bench,
    _add_tournament,
    _add_agent,
    _add_serve,
    _add_seat_agent,
]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, exit 2, as for every other error
        raise UsageError(message)


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(prog="python -m scopa_desktop.cli", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for add in COMMANDS:
        add(sub)
    try:
        args = parser.parse_args(argv)
        code: int = args.run(args)
        return code
    except (UsageError, RecordError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
