"""The command line: ``python -m scopa_desktop.cli COMMAND``.

``replay`` checks a game record and prints its scores, ``play`` plays a
headless match and writes its record, ``bench`` prints engine speed figures.
Errors are one line on standard error and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from .ai import LEVELS, make_player
from .engine import RecordError, Rules, RulesError, load_record, save_record
from .engine.record import round_summary
from .engine.rules import OPTION_CHOICES, VARIANTS


class UsageError(Exception):
    """Bad command-line input: reported in one line, exit status 2."""


def _rules_from_args(args: argparse.Namespace) -> Rules:
    options: dict[str, str | int] = {}
    for item in args.option or []:
        key, sep, value = item.partition("=")
        if not sep:
            raise UsageError(f"--option takes KEY=VALUE, not {item!r}")
        if key == "rounds":
            if not value.isdigit():
                raise UsageError("--option rounds=N takes a whole number")
            options[key] = int(value)
        elif key in OPTION_CHOICES:
            options[key] = value
        else:
            raise UsageError(f"unknown option {key!r}; known: {', '.join([*OPTION_CHOICES, 'rounds'])}")
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
    from .engine_bench import engine_figures

    print(json.dumps(engine_figures()))
    return 0


def _add_replay(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("replay", help="check a game record and print its scores as JSON")
    parser.add_argument("file")
    parser.set_defaults(run=cmd_replay)


def _add_play(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("play", help="play a headless match and write its record")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--teams", type=int)
    parser.add_argument("--variant", action="append", choices=VARIANTS)
    parser.add_argument("--option", action="append", metavar="KEY=VALUE")
    parser.add_argument("--target", type=int, default=11)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--ai", required=True, help=f"one level per seat, comma-separated ({', '.join(LEVELS)})")
    parser.add_argument("--record", required=True)
    parser.set_defaults(run=cmd_play)


def _add_bench(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("bench", help="print engine speed figures as JSON")
    parser.set_defaults(run=cmd_bench)


#: Each adds one subcommand; a new command is one more entry here.
COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [_add_replay, _add_play, _add_bench]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, as for every other error
        raise UsageError(message)


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(prog="python -m scopa_desktop.cli", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for add in COMMANDS:
        add(sub)
    try:
        args = parser.parse_args(argv)
        return args.run(args)
    except (UsageError, RecordError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
