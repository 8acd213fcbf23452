"""Make the game's sounds: synthesized here, in pure Python, never downloaded.

    python build_spec/make_sounds.py          # write scopa_desktop/resources/sounds/*.wav
    python build_spec/make_sounds.py --check  # exit 1 if the shipped files differ from what this makes

Every sound is built from sine partials, filtered noise and envelopes with a
fixed random seed, so the output is the same on every run and machine; the
WAVs are committed beside the code (about 200 KB) so the app spends no time
synthesizing.  Each is normalized to the same loudness: the loudest 50 ms of
every sound has the same RMS level, the peaks staying below full scale.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
#: RMS level of each sound's loudest 50 ms, as a fraction of full scale (about -18 dBFS).
TARGET_RMS = 0.125
PEAK_LIMIT = 0.89  # -1 dBFS
WINDOW = RATE // 20

OUT = Path(__file__).resolve().parents[1] / "scopa_desktop" / "resources" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def mix_into(target: Signal, sound: Signal, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``target`` starting ``at`` seconds in (``target`` grows as needed)."""
    start = int(at * RATE)
    if len(target) < start + len(sound):
        target.extend([0.0] * (start + len(sound) - len(target)))
    for i, value in enumerate(sound):
        target[start + i] += value * gain


def tone(freq: float, seconds: float, *, decay: float, partials: Sequence[tuple[float, float]] = ((1, 1.0),),
         attack: float = 0.004) -> Signal:
    """A struck tone: sine partials (ratio, amplitude) under a quick attack
    and an exponential decay of time constant ``decay`` seconds."""
    out = []
    steps = [2 * math.pi * freq * ratio / RATE for ratio, _ in partials]
    for i in range(int(seconds * RATE)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-t / decay)
        # Higher partials die away faster, as a bell's or a plucked string's do.
        out.append(envelope * sum(amp * math.sin(step * i) * math.exp(-t * ratio / (decay * 6))
                                  for step, (ratio, amp) in zip(steps, partials, strict=True)))
    return out


def noise(seconds: float, rng: random.Random, *, decay: float, brightness: float, attack: float = 0.002) -> Signal:
    """Noise through a one-pole low-pass (``brightness`` 0-1) under an attack-decay envelope:
    the rasp of card on card or on felt."""
    out = []
    low = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        low += brightness * (rng.uniform(-1, 1) - low)
        out.append(low * min(1.0, t / attack) * math.exp(-t / decay))
    return out


def high_pass(signal: Signal, amount: float = 0.97) -> Signal:
    """Take the rumble out of filtered noise, leaving the papery hiss."""
    out, previous_in, previous_out = [], 0.0, 0.0
    for value in signal:
        previous_out = amount * (previous_out + value - previous_in)
        previous_in = value
        out.append(previous_out)
    return out


BELL = ((1, 1.0), (2, 0.35), (3, 0.12), (4.2, 0.05))
SOFT = ((1, 1.0), (2, 0.12))


def card_laid(rng: random.Random) -> Signal:
    """A card put down on the cloth: a soft slap and a low thud."""
    out = high_pass(noise(0.12, rng, decay=0.018, brightness=0.35))
    mix_into(out, tone(150, 0.12, decay=0.025, partials=SOFT), 0.0, 0.6)
    return out


def capture(rng: random.Random) -> Signal:
    """Cards gathered: a card laid, then two quick swishes sweeping them up."""
    out = card_laid(rng)
    for at in (0.09, 0.17):
        mix_into(out, high_pass(noise(0.14, rng, decay=0.035, brightness=0.5, attack=0.02)), at, 0.8)
    mix_into(out, tone(880, 0.2, decay=0.05, partials=SOFT), 0.12, 0.12)
    return out


def scopa(rng: random.Random) -> Signal:
    """A small fanfare: a rising major arpeggio on bells, the top note held."""
    out = card_laid(rng)
    for i, freq in enumerate((523.25, 659.25, 783.99)):
        mix_into(out, tone(freq, 0.35, decay=0.12, partials=BELL), 0.06 + 0.09 * i, 0.5)
    mix_into(out, tone(1046.5, 0.8, decay=0.3, partials=BELL), 0.33, 0.6)
    mix_into(out, tone(783.99, 0.8, decay=0.3, partials=BELL), 0.33, 0.3)
    return out


def deal(rng: random.Random) -> Signal:
    """Shuffle and deal: the riffle of a shuffle (a burst of clicks slowing
    down), then three cards flicked out."""
    out = silence(0.05)
    at = 0.0
    gap = 0.008
    while at < 0.42:
        click = high_pass(noise(0.012, rng, decay=0.003, brightness=0.7, attack=0.0005))
        mix_into(out, click, at, rng.uniform(0.5, 1.0))
        at += gap * rng.uniform(0.7, 1.3)
        gap *= 1.03
    for i in range(3):
        mix_into(out, high_pass(noise(0.08, rng, decay=0.02, brightness=0.5, attack=0.006)), 0.5 + 0.1 * i, 0.8)
    return out


def round_over(rng: random.Random) -> Signal:
    """End of a round: a gentle two-note chime, falling a fourth."""
    out = silence(0.0)
    mix_into(out, tone(783.99, 0.5, decay=0.18, partials=BELL), 0.0)
    mix_into(out, tone(587.33, 0.8, decay=0.3, partials=BELL), 0.2)
    return out


def match_won(rng: random.Random) -> Signal:
    """The match won: an arpeggio up to a bright major chord."""
    out = silence(0.0)
    for i, freq in enumerate((392.0, 523.25, 659.25)):
        mix_into(out, tone(freq, 0.4, decay=0.15, partials=BELL), 0.11 * i, 0.5)
    for freq in (523.25, 659.25, 783.99, 1046.5):
        mix_into(out, tone(freq, 1.2, decay=0.45, partials=BELL), 0.36, 0.3)
    return out


def match_lost(rng: random.Random) -> Signal:
    """The match lost: three soft notes falling to a minor close, not a jeer."""
    out = silence(0.0)
    for i, freq in enumerate((466.16, 392.0, 311.13)):
        mix_into(out, tone(freq, 0.9 if i == 2 else 0.45, decay=0.35 if i == 2 else 0.16, partials=SOFT,
                           attack=0.02), 0.22 * i, 0.7)
    mix_into(out, tone(196.0, 0.9, decay=0.35, partials=SOFT, attack=0.03), 0.44, 0.4)
    return out


def refused(rng: random.Random) -> Signal:
    """A drop refused: a soft, low double knock, like a knuckle on the table."""
    out = silence(0.0)
    for at in (0.0, 0.09):
        mix_into(out, tone(196.0, 0.12, decay=0.03, partials=SOFT, attack=0.006), at)
        mix_into(out, tone(185.0, 0.12, decay=0.03, partials=SOFT, attack=0.006), at, 0.5)
    return out


#: Sound name -> how to make it; the names the app plays (gui/sound.py).
RECIPES: dict[str, Callable[[random.Random], Signal]] = {
    "card_laid": card_laid,
    "capture": capture,
    "scopa": scopa,
    "deal": deal,
    "round_over": round_over,
    "match_won": match_won,
    "match_lost": match_lost,
    "refused": refused,
}


def loudest_rms(signal: Signal) -> float:
    """RMS of the loudest ``WINDOW`` of ``signal`` (hops of half a window)."""
    best = 0.0
    for start in range(0, max(1, len(signal) - WINDOW + 1), WINDOW // 2):
        chunk = signal[start:start + WINDOW]
        best = max(best, math.sqrt(sum(v * v for v in chunk) / len(chunk)))
    return best


def normalized(signal: Signal) -> Signal:
    """``signal`` scaled to ``TARGET_RMS`` at its loudest, peaks kept below ``PEAK_LIMIT``,
    its last 60 ms faded out so a ringing tail dies away instead of stopping short."""
    gain = TARGET_RMS / loudest_rms(signal)
    peak = max(abs(v) for v in signal) * gain
    if peak > PEAK_LIMIT:
        gain *= PEAK_LIMIT / peak
    fade = min(int(0.06 * RATE), len(signal) // 4)
    out = [v * gain for v in signal]
    for i in range(1, min(fade, len(out)) + 1):
        out[-i] *= (i - 1) / fade
    return out


def wav_bytes(signal: Signal) -> bytes:
    """16-bit mono PCM WAV of ``signal`` (values in -1..1)."""
    frames = bytearray()
    for value in signal:
        frames += max(-32767, min(32767, round(value * 32767))).to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def make(name: str) -> bytes:
    """The WAV file of sound ``name``; the seed depends only on the name."""
    rng = random.Random(f"scopa-desktop {name}")
    return wav_bytes(normalized(RECIPES[name](rng)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped files instead of writing")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    stale = []
    for name in RECIPES:
        data = make(name)
        path = OUT / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.name)
        else:
            path.write_bytes(data)
            print(f"{path.name}: {len(data) / 1024:.0f} KiB, {(len(data) - 44) / 2 / RATE:.2f} s")
    if stale:
        print("out of date (run build_spec/make_sounds.py):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
