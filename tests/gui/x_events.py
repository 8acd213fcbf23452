"""What the X server told the app about its windows, as a test on a real desktop needs to say it: a
dialog's map, its reparenting into the window manager's frame and each configure, in the order they
came, so that a check that fails can name what the window manager had (not yet) done."""

from __future__ import annotations

import ctypes
import ctypes.util
import time

from PySide6.QtCore import QAbstractNativeEventFilter, QByteArray, QEventLoop, QObject, QTimer, Signal
from PySide6.QtGui import QNativeInterface
from PySide6.QtWidgets import QApplication

_HEADER = [("response_type", ctypes.c_uint8), ("pad0", ctypes.c_uint8), ("sequence", ctypes.c_uint16)]


class _Expose(ctypes.Structure):
    _fields_ = [*_HEADER, ("window", ctypes.c_uint32), ("x", ctypes.c_uint16), ("y", ctypes.c_uint16),
                ("width", ctypes.c_uint16), ("height", ctypes.c_uint16), ("count", ctypes.c_uint16)]


class _MapOrUnmap(ctypes.Structure):
    _fields_ = [*_HEADER, ("event", ctypes.c_uint32), ("window", ctypes.c_uint32)]


class _Reparent(ctypes.Structure):
    _fields_ = [*_HEADER, ("event", ctypes.c_uint32), ("window", ctypes.c_uint32), ("parent", ctypes.c_uint32),
                ("x", ctypes.c_int16), ("y", ctypes.c_int16)]


class _Configure(ctypes.Structure):
    _fields_ = [*_HEADER, ("event", ctypes.c_uint32), ("window", ctypes.c_uint32), ("above", ctypes.c_uint32),
                ("x", ctypes.c_int16), ("y", ctypes.c_int16), ("width", ctypes.c_uint16),
                ("height", ctypes.c_uint16)]


class _Property(ctypes.Structure):
    _fields_ = [*_HEADER, ("window", ctypes.c_uint32), ("atom", ctypes.c_uint32)]


class _AtomReply(ctypes.Structure):
    _fields_ = [*_HEADER, ("length", ctypes.c_uint32), ("atom", ctypes.c_uint32)]


def frame_extents_atom(app: QApplication) -> int:
    """The X server's number for _NET_FRAME_EXTENTS, the frame's size the window manager gives the
    window (which Qt's frame geometry reads); 0 off X."""
    x11 = app.nativeInterface()
    if app.platformName() != "xcb" or not isinstance(x11, QNativeInterface.QX11Application):
        return 0  # offscreen says it is X11 too, with no connection
    xcb = ctypes.CDLL(ctypes.util.find_library("xcb"))
    xcb.xcb_intern_atom.restype = ctypes.c_uint
    xcb.xcb_intern_atom.argtypes = [ctypes.c_void_p, ctypes.c_uint8, ctypes.c_uint16, ctypes.c_char_p]
    xcb.xcb_intern_atom_reply.restype = ctypes.POINTER(_AtomReply)
    xcb.xcb_intern_atom_reply.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p]
    libc = ctypes.CDLL(None)
    libc.free.argtypes = [ctypes.c_void_p]
    name = b"_NET_FRAME_EXTENTS"
    connection = int(x11.connection())  # type: ignore[call-overload]  # shiboken's VoidPtr
    reply = xcb.xcb_intern_atom_reply(connection, xcb.xcb_intern_atom(connection, 0, len(name), name), None)
    if not reply:
        return 0
    atom = reply.contents.atom
    libc.free(reply)
    return atom


FRAME_EXTENTS_SET = "PropertyNotify _NET_FRAME_EXTENTS"
EXPOSE, UNMAP_NOTIFY, MAP_NOTIFY, REPARENT_NOTIFY, CONFIGURE_NOTIFY, PROPERTY_NOTIFY = 12, 18, 19, 21, 22, 28


def _described(address: int, frame_extents: int) -> tuple[int, str] | None:
    """The window an event is about and the event in words; None for the kinds not followed."""
    kind = ctypes.c_uint8.from_address(address).value
    sent = " (sent by the window manager)" if kind & 0x80 else ""
    kind &= 0x7F
    if kind == EXPOSE:
        expose = _Expose.from_address(address)
        return expose.window, f"Expose {expose.width}x{expose.height}"
    if kind in (MAP_NOTIFY, UNMAP_NOTIFY):
        mapped = _MapOrUnmap.from_address(address)
        return mapped.window, ("MapNotify" if kind == MAP_NOTIFY else "UnmapNotify") + sent
    if kind == REPARENT_NOTIFY:
        reparent = _Reparent.from_address(address)
        return reparent.window, f"ReparentNotify into {reparent.parent:#x} at ({reparent.x}, {reparent.y})"
    if kind == CONFIGURE_NOTIFY:
        configure = _Configure.from_address(address)
        return configure.window, (f"ConfigureNotify ({configure.x}, {configure.y}) "
                                  f"{configure.width}x{configure.height}{sent}")
    if kind == PROPERTY_NOTIFY:
        changed = _Property.from_address(address)
        return (changed.window, FRAME_EXTENTS_SET) if changed.atom == frame_extents else None
    return None


class _Heard(QObject):
    event = Signal(int)  # the X id of the window an event followed was about


class XEventLog(QAbstractNativeEventFilter):
    """Installed on the application: every map, reparent, configure and expose of the app's windows,
    and each change of their frame's extents, with the milliseconds since it was installed."""

    def __init__(self, app: QApplication) -> None:
        super().__init__()
        self._start = time.monotonic()
        self._events: list[tuple[int, int, str]] = []
        self._frame_extents = frame_extents_atom(app)
        self._heard = _Heard()
        app.installNativeEventFilter(self)

    def nativeEventFilter(self, kind: QByteArray, message: object) -> tuple[bool, int]:
        if bytes(kind) == b"xcb_generic_event_t":
            described = _described(int(message), self._frame_extents)  # type: ignore[call-overload]  # shiboken's VoidPtr
            if described is not None:
                self._events.append((round(1000 * (time.monotonic() - self._start)), *described))
                self._heard.event.emit(described[0])
        return False, 0

    def framed(self, window: int) -> bool:
        """Whether the window manager has mapped ``window`` (its X id) in its frame and told the frame's
        extents, since the window was last unmapped: only then is the frame Qt reads the one on the screen."""
        since: list[str] = []
        for _ms, about, words in self._events:
            if about == window:
                since = [] if words.startswith("UnmapNotify") else [*since, words]
        return any(words.startswith("MapNotify") for words in since) and FRAME_EXTENTS_SET in since

    def wait_until_framed(self, window: int, timeout_ms: int) -> bool:
        """Waits (handling the app's events) until ``window`` is :meth:`framed`, for at most ``timeout_ms``."""
        loop = QEventLoop()
        give_up = QTimer(singleShot=True, interval=timeout_ms)
        give_up.timeout.connect(loop.quit)

        def heard(about: int) -> None:
            if about == window and self.framed(window):
                loop.quit()  # the event's own handling by Qt ends before the loop does

        self._heard.event.connect(heard)
        if not self.framed(window):
            give_up.start()
            loop.exec()
        self._heard.event.disconnect(heard)
        give_up.stop()
        return self.framed(window)

    def of(self, window: int) -> str:
        """The events of ``window`` (its X id), one a line."""
        return "\n".join(f"  {ms:6d} ms  {words}" for ms, about, words in self._events if about == window) or "  none"
