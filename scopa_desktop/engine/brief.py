"""A value read from outside (a record, a request, a command line) shown in an error message.

Such a value may be a megabyte of text, a list nested a thousand deep or an
integer too long to print; the message must stay one short line whatever it is.
"""

from __future__ import annotations

from typing import Any

_LONGEST_TEXT = 40


def brief(value: Any) -> str:
    """``value`` for a one-line error message: short text and numbers as written, anything else by its kind."""
    if isinstance(value, str):
        return repr(value) if len(value) <= _LONGEST_TEXT else repr(value[:_LONGEST_TEXT] + "…")
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        return str(value) if value.bit_length() <= 64 else "a number too large"
    if isinstance(value, float):
        return repr(value)
    return f"a {type(value).__name__}"
