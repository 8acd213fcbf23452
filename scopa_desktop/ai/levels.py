"""The AI levels, each declared once: its id, its place in strength order, its words and its policies.

``make_player``, the command line, settings, saved games, network tables and the
window's dialogs are all built from ``LEVEL_TABLE``, weakest first.  A new level
is one more entry here (its words are marked for translation where they stand,
so ``python build_spec/translations.py update`` hands them to the translators),
the module that plays it, and its tests.

Each level's module is imported when a player of it is made, not with this one:
a starting window paints before any AI is needed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..resources.translation import QT_TRANSLATE_NOOP
from .base import Player

#: Clock for a searching level's thinking budget.
Clock = Callable[[], float]


@dataclass(frozen=True)
class Level:
    """One AI level.

    ``id`` is its name in settings, records, the command line and the wire;
    ``title`` and ``description`` are the window's words for it (English source,
    translated in the ``Words`` context); ``make(seed, seconds, samples, clock)``
    makes a player of it.  ``margin``: its measured points a deal over ``easy`` in the
    duplicate tournaments (BENCHMARKS.md), which places it on the rating scale
    (``rating``).  ``allows_undo``: the "Allow undo: automatic" setting lets the player
    take back a move against it.  ``hosted``: offered for a seat of a table hosted over
    the network.  ``default``: the level a new player meets.
    """

    id: str
    title: str
    description: str
    make: Callable[[int | None, float | None, int | None, Clock], Player]
    margin: float
    allows_undo: bool = True
    hosted: bool = True
    default: bool = False


def _random(seed: int | None, seconds: float | None, samples: int | None, clock: Clock) -> Player:
    from .random_player import RandomPlayer

    return RandomPlayer(seed)


def _easy(seed: int | None, seconds: float | None, samples: int | None, clock: Clock) -> Player:
    from .greedy import GreedyPlayer

    return GreedyPlayer(seed)


def _medium(seed: int | None, seconds: float | None, samples: int | None, clock: Clock) -> Player:
    from .medium import MediumPlayer

    return MediumPlayer(seed)


def _hard(seed: int | None, seconds: float | None, samples: int | None, clock: Clock) -> Player:
    from .hard import DEFAULT_SAMPLES, DEFAULT_SECONDS, HardPlayer

    return HardPlayer(
        seed,
        seconds=DEFAULT_SECONDS if seconds is None else seconds,
        samples=DEFAULT_SAMPLES if samples is None else samples,
        clock=clock,
    )


#: The names the AI opponents go by, seats 1, 2… of a table in order: the game against the AI's,
#: and a networked table's AI seats (``net.table``).
OPPONENT_NAMES: tuple[str, ...] = ("Giulia", "Marco", "Sofia", "Luca", "Chiara")

#: Every level, weakest first.
LEVEL_TABLE: tuple[Level, ...] = (
    Level("random", QT_TRANSLATE_NOOP("Words", "random"),
          QT_TRANSLATE_NOOP("Words", "Random: plays any card it may, for a first look at the rules."),
          _random, margin=-1.65, hosted=False),
    Level("easy", QT_TRANSLATE_NOOP("Words", "easy"),
          QT_TRANSLATE_NOOP("Words", "Easy: takes the most it can at once, else lays its cheapest card."),
          _easy, margin=0.0),
    Level("medium", QT_TRANSLATE_NOOP("Words", "medium"),
          QT_TRANSLATE_NOOP("Words", "Medium: never leaves you a scopa it can avoid and plays a few deals ahead."),
          _medium, margin=0.662, default=True),
    Level("hard", QT_TRANSLATE_NOOP("Words", "hard"),
          QT_TRANSLATE_NOOP("Words", "Hard: remembers every card, reads your play and tries thousands of deals."),
          _hard, margin=1.207, allows_undo=False),
)

LEVEL_BY_ID: dict[str, Level] = {level.id: level for level in LEVEL_TABLE}
LEVELS: tuple[str, ...] = tuple(level.id for level in LEVEL_TABLE)
DEFAULT_LEVEL: str = next(level.id for level in LEVEL_TABLE if level.default)


def make_player(
    level: str,
    seed: int | None = None,
    seconds: float | None = None,
    samples: int | None = None,
    clock: Clock = time.perf_counter,
) -> Player:
    """A new AI of ``level``; ValueError naming the known levels otherwise.

    ``seconds`` (the thinking budget of a move, on ``clock``) and ``samples`` (the most
    rollouts per candidate move) tune a searching level (``hard``); the other levels
    answer at once and ignore them.
    """
    found = LEVEL_BY_ID.get(level)
    if found is None:
        raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
    return found.make(seed, seconds, samples, clock)
