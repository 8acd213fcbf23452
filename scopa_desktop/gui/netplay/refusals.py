"""What a table server's ``error`` means, in the player's language: one line of words for each
code of TABLE-PROTOCOL.md (``net.wire.ERROR_CODES``).  The ``message`` beside the code is the
server's English, for its log and for other programs; the window says the code's words instead,
and the server's text only for a code it does not know (a newer server's).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...resources.translation import QT_TRANSLATE_NOOP

CONTEXT = "ServerRefusal"

WORDS: dict[str, str] = {
    "bad-message": QT_TRANSLATE_NOOP("ServerRefusal", "The server did not understand this window's message: the game "
                                                      "and the server may be of different versions."),
    "wrong-protocol": QT_TRANSLATE_NOOP("ServerRefusal", "The server speaks another version of the table protocol: "
                                                         "the game and the server must be updated to match."),
    "not-seated": QT_TRANSLATE_NOOP("ServerRefusal", "You have no seat at a table on this server yet."),
    "no-such-table": QT_TRANSLATE_NOOP("ServerRefusal", "No table with that code has an open seat: check the code "
                                                        "with the host."),
    "table-full": QT_TRANSLATE_NOOP("ServerRefusal", "The server holds as many tables as it can: try again later."),
    "not-host": QT_TRANSLATE_NOOP("ServerRefusal", "Only the host of the table can do that."),
    "not-ready": QT_TRANSLATE_NOOP("ServerRefusal", "The match cannot start yet: every seat must be taken, and no "
                                                    "match may be in play."),
    "not-started": QT_TRANSLATE_NOOP("ServerRefusal", "The match has not started yet."),
    "not-your-turn": QT_TRANSLATE_NOOP("ServerRefusal", "It is not your turn."),
    "illegal-move": QT_TRANSLATE_NOOP("ServerRefusal", "The server refused that move: the rules do not allow it."),
    "bad-token": QT_TRANSLATE_NOOP("ServerRefusal", "The seat you came back to is no longer kept for you."),
    "too-fast": QT_TRANSLATE_NOOP("ServerRefusal", "Too many messages at once: the server asks you to slow down."),
    "busy": QT_TRANSLATE_NOOP("ServerRefusal", "The server is busy just now: try again in a moment."),
}


def refusal_words(code: str, message: str) -> str:
    """The words for the server's ``error`` ``code`` in the window's language; for a code this
    window does not know, the server's own ``message``."""
    words = WORDS.get(code)
    return QCoreApplication.translate(CONTEXT, words) if words is not None else message
