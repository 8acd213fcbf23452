"""The desktop window: table, controller, AI worker, dialogs and settings.

PySide6 6.12's stable-ABI build returns ``None`` from void methods without
taking a reference, assuming None is immortal as it is from Python 3.12.  On
3.11 every such call drops None's count by one until the interpreter aborts
("none_dealloc").  Importing this package first makes None immortal in effect.
"""

import ctypes
import sys

if sys.implementation.name == "cpython" and sys.version_info < (3, 12):
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
