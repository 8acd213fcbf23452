"""The table's sounds: which event of the game makes which sound, and playing it.

``SoundBoard`` listens to the game controller and is the one place that maps
events to sounds (``sound_for_move`` and the slots below).  The sounds are
small WAVs the program made itself (build_spec/make_sounds.py), shipped in
``resources/sounds``.  They go to a ``SoundOutput``: ``MiniaudioOutput`` plays
them through the machine's audio device, ``NullOutput`` only notes their names
(tests, and a headless run where nobody listens).

A machine with no audio device plays nothing and says nothing: the device is
opened once, off the window's thread, with the audio libraries' complaints
kept off stderr, and a failure only turns the output silent.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
import wave
from array import array
from collections.abc import Generator, Iterator
from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication

from ..engine import RoundScore
from ..resources import resource
from .game_model import MatchModel, Played

SOUND_NAMES = ("card_laid", "capture", "scopa", "deal", "round_over", "match_won", "match_lost", "refused")
SOUND_FOLDER = "sounds"
SAMPLE_RATE = 22050
#: The device opens this long after the first sound is asked for: importing the
#: library and opening a device take 50-100 ms of CPU, which the window's first
#: paint (the first sound comes with the first deal) should not share.
OPEN_DELAY_S = 0.3
#: The device's buffer: short, so a card's sound comes as it lands, not a fifth of a second later.
LATENCY_MS = 50


class SoundError(Exception):
    """A shipped sound is missing or not the 16-bit mono WAV the player expects."""


def load_sound(name: str) -> array[int]:
    """The samples of sound ``name`` (signed 16-bit, mono, ``SAMPLE_RATE``)."""
    path = resource(SOUND_FOLDER).joinpath(f"{name}.wav")
    try:
        with path.open("rb") as file, wave.open(file, "rb") as wav:
            if (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) != (1, 2, SAMPLE_RATE):
                raise SoundError(f"{name}.wav is not 16-bit mono at {SAMPLE_RATE} Hz")
            frames = wav.readframes(wav.getnframes())
    except (OSError, EOFError, wave.Error) as error:
        raise SoundError(f"{name}.wav cannot be read: {error}") from error
    samples = array("h", frames)
    if sys.byteorder == "big":  # WAV samples are little-endian
        samples.byteswap()
    if not samples:
        raise SoundError(f"{name}.wav is empty")
    return samples


class SoundOutput(Protocol):
    def play(self, name: str, samples: array[int], gain: float) -> None:
        """Start ``samples`` (sound ``name``) at ``gain`` (0-1), mixed over any sound still playing."""


class NullOutput:
    """Plays nothing; keeps the names of the sounds it was given, in order."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str, samples: array[int], gain: float) -> None:
        self.played.append(name)


@contextlib.contextmanager
def _stderr_silenced() -> Iterator[None]:
    """Send file descriptor 2 to the null device for the block: ALSA and JACK
    print pages of errors straight to it when a machine has no sound card,
    which Python cannot catch."""
    try:
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


class MiniaudioOutput:
    """The machine's default audio device through miniaudio, opened at the
    first sound in a thread of its own so the window never waits for it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[list[Any]] = []  # [samples, position, gain] of each sound playing
        self._device: object | None = None
        self._state = "closed"  # closed, opening, open or failed
        #: Why it fell silent: no audio library in this build, or no device on this machine.
        self.failure: str | None = None

    @property
    def settled(self) -> bool:
        """Whether the device has been opened, or has failed to open."""
        return self._state in ("open", "failed")

    def play(self, name: str, samples: array[int], gain: float) -> None:
        with self._lock:
            if self._state == "failed":
                return
            self._voices.append([samples, 0, gain])
            if self._state != "closed":
                return
            self._state = "opening"
        threading.Thread(target=self._open, name="sound-device", daemon=True).start()

    def _open(self) -> None:
        time.sleep(OPEN_DELAY_S)
        try:
            import miniaudio
        except ImportError as error:
            self._fail(f"no audio library: {error}")
            return
        try:
            with _stderr_silenced():
                device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                                  sample_rate=SAMPLE_RATE, buffersize_msec=LATENCY_MS,
                                                  app_name="Scopa Desktop")
                mixer = self._mix()
                next(mixer)
                device.start(mixer)
        except Exception as error:  # no device or no backend: silence, never an error shown
            self._fail(f"no audio device: {error}")
            return
        with self._lock:
            self._device = device  # kept: closing it on garbage collection would stop the sound
            self._state = "open"

    def _fail(self, reason: str) -> None:
        with self._lock:
            self.failure = reason
            self._state = "failed"
            self._voices.clear()

    def _mix(self) -> Generator[array[int] | bytes, int, None]:
        """miniaudio's source: sent how many frames it wants, yields them mixed
        (silence cheaply while nothing plays, as is most of the time)."""
        frames = yield b""
        while True:
            with self._lock:
                voices = list(self._voices)
            if not voices:
                frames = yield array("h", bytes(2 * frames))
                continue
            out = [0.0] * frames
            for voice in voices:
                samples, position, gain = voice
                chunk = samples[position:position + frames]
                for i, value in enumerate(chunk):
                    out[i] += value * gain
                voice[1] = position + len(chunk)
            with self._lock:
                self._voices = [v for v in self._voices if v[1] < len(v[0])]
            frames = yield array("h", (max(-32767, min(32767, int(v))) for v in out))


def default_output() -> SoundOutput:
    """The audio device, except on Qt's offscreen platform (tests, headless runs), where nobody listens."""
    if QGuiApplication.platformName() == "offscreen":
        return NullOutput()
    return MiniaudioOutput()


def sound_for_move(played: Played) -> str:
    """A scopa's fanfare, a capture's gathering, or a card laid."""
    if played.scopa:
        return "scopa"
    return "capture" if played.take else "card_laid"


class SoundBoard(QObject):
    """Turns the controller's events into sounds, at the player's volume, unless muted."""

    def __init__(self, controller: MatchModel, output: SoundOutput, volume: int = 80, muted: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.output = output
        self.volume = volume
        self.muted = muted
        self._sounds: dict[str, array[int]] = {}
        controller.matchStarted.connect(self._on_match_started)
        controller.roundStarted.connect(lambda _number: self.play("deal"))
        controller.dealMade.connect(lambda _number: self.play("deal"))
        controller.cardPlayed.connect(lambda played: self.play(sound_for_move(played)))
        controller.moveRefused.connect(lambda _reason: self.play("refused"))
        controller.roundOver.connect(self._on_round_over)
        controller.matchOver.connect(self._on_match_over)

    def set_volume(self, volume: int, muted: bool) -> None:
        self.volume = volume
        self.muted = muted

    def play(self, name: str) -> None:
        if self.muted or self.volume <= 0:
            return
        if name not in self._sounds:
            try:
                self._sounds[name] = load_sound(name)
            except SoundError:
                return  # a damaged install loses a sound, not the game; --self-test reports it
        # Loudness is heard roughly as the square of the amplitude.
        self.output.play(name, self._sounds[name], (self.volume / 100) ** 2)

    def _on_match_started(self) -> None:
        if not self.controller.resumed:  # a match carried on from where it was left is not dealt again
            self.play("deal")

    def _on_round_over(self, _score: RoundScore) -> None:
        # The last round of a match ends with the match's own sound instead.
        if self.controller.winner() is None:
            self.play("round_over")

    def _on_match_over(self, winner: int) -> None:
        won = self.controller.rules.team_of(self.controller.human_seat) == winner
        self.play("match_won" if won else "match_lost")
