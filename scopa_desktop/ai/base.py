"""What every AI level is: something that picks a legal move from a seat's view."""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod

from ..engine.captures import Move
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
    return view.rules.capture.moves(view.hand, view.table)


class Player(ABC):
    """An AI level.  ``choose`` sees only the seat's view, so it cannot peek."""

    level: str = ""

    @abstractmethod
    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        """A legal move for ``view.seat``; may raise Cancelled when ``cancel`` is set."""
