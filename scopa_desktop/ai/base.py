"""What every AI level is: something that picks a legal move from a seat's view."""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod

from ..engine.captures import capture_options
from ..engine.cards import RANK, cards_of
from ..engine.state import Move
from ..engine.view import SeatView


class Cancelled(Exception):
    """Raised inside a search when its cancel flag is set."""


class CancelFlag:
    """A thread-safe flag the caller sets to stop a search early."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    def is_set(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        """Raise Cancelled when the flag is set; searches call this often."""
        if self._event.is_set():
            raise Cancelled


def legal_moves(view: SeatView) -> list[Move]:
    """The seat's legal moves, from its view alone."""
    ace_takes_all = view.rules.ace_takes_all
    return [
        Move(c, take)
        for c in cards_of(view.hand)
        for take in capture_options(view.table, RANK[c], ace_takes_all)
    ]


class Player(ABC):
    """An AI level.  ``choose`` sees only the seat's view, so it cannot peek."""

    level: str = ""

    @abstractmethod
    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        """A legal move for ``view.seat``; may raise Cancelled when ``cancel`` is set."""
