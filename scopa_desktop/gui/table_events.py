"""What the table listens to: the signals every game it can show sends, whether the
game is played here (``GameController``), at a networked table (``RemoteGame``) or
reviewed (``ReviewGame``).  Declared once so the three cannot drift apart."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class TableEvents(QObject):
    matchStarted = Signal()
    roundStarted = Signal(int)  # round number
    dealMade = Signal(int)  # deal number within the round (2, 3 …)
    turnChanged = Signal(int)  # seat to play
    cardPlayed = Signal(object)  # Played: who, which card, what it took, scopa or not
    moveRefused = Signal(str)  # the reason, in words
    movesTakenBack = Signal(int)  # how many moves were taken back (an undo; a jump in a review)
    thinkingChanged = Signal(int, bool)  # AI seat, thinking or not
    hintReady = Signal(object)  # Suggestion: a move to mark on the table
