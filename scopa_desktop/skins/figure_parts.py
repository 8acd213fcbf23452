"""What court figures are drawn from: a deck's palette, heads and hats,
crowns, the things a king holds, clothes, arms and a horse's head, each
drawn with paths in card space and coloured by a :class:`FigureStyle`."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins.drawing import ellipse, fill, polygon, stroke


@dataclass(frozen=True)
class FigureStyle:
    outline: str
    line: float
    flesh: str
    hair: str
    robe: str
    robe_pattern: str
    cape: str
    trim: str
    hose: str
    shoes: str
    hat: str
    feather: str
    crown: str
    jewel: str
    horse: str
    horse_mane: str
    ground: str


def points_path(*points: tuple[float, float]) -> QPainterPath:
    return polygon(list(points))


def open_path(points: tuple[tuple[float, float], ...]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for point in points[1:]:
        path.lineTo(*point)
    return path


def curve(start: tuple[float, float], *segments: tuple[float, ...], close: bool = True) -> QPainterPath:
    """A path of cubic segments, each (c1x, c1y, c2x, c2y, x, y)."""
    path = QPainterPath(QPointF(*start))
    for s in segments:
        path.cubicTo(*s)
    if close:
        path.closeSubpath()
    return path


# --- Heads and headwear -------------------------------------------------------


def head(p: QPainter, cx: float, cy: float, r: float, st: FigureStyle, *,
         beard: bool = False, long_hair: bool = False, facing: float = 0.0) -> None:
    """A face of radius ``r``; ``facing`` (-1 to 1) turns it left or right."""
    if long_hair:
        hair = curve((cx - r * 1.05, cy - r * 0.3),
                      (cx - r * 1.5, cy + r * 1.2, cx - r * 1.3, cy + r * 2.2, cx - r * 0.9, cy + r * 2.4),
                      (cx, cy + r * 2.0, cx, cy + r * 2.0, cx + r * 0.9, cy + r * 2.4),
                      (cx + r * 1.3, cy + r * 2.2, cx + r * 1.5, cy + r * 1.2, cx + r * 1.05, cy - r * 0.3))
        fill(p, hair, st.hair, st.outline, st.line)
    else:
        fill(p, ellipse(cx, cy - r * 0.1, r * 1.08, r * 1.02), st.hair, st.outline, st.line)
    fill(p, ellipse(cx + facing * r * 0.08, cy + r * 0.08, r * 0.82, r * 0.98), st.flesh, st.outline, st.line)
    fringe = curve((cx - r * 0.85, cy - r * 0.1),
                    (cx - r * 0.6, cy - r * 0.75, cx + r * 0.6, cy - r * 0.75, cx + r * 0.85, cy - r * 0.1),
                    (cx + r * 0.7, cy - r * 1.05, cx - r * 0.7, cy - r * 1.05, cx - r * 0.85, cy - r * 0.1))
    fill(p, fringe, st.hair, st.outline, st.line * 0.7)
    ex = cx + facing * r * 0.2
    for side in (-1, 1):
        brow = QPainterPath(QPointF(ex + side * r * 0.5, cy - r * 0.02))
        brow.quadTo(ex + side * r * 0.3, cy - r * 0.2, ex + side * r * 0.1, cy - r * 0.05)
        stroke(p, brow, st.outline, st.line * 0.7)
        fill(p, ellipse(ex + side * r * 0.3, cy + r * 0.13, r * 0.09, r * 0.07), st.outline)
    nose = open_path(((ex + r * 0.02, cy + r * 0.05), (ex - r * 0.06, cy + r * 0.38), (ex + r * 0.08, cy + r * 0.42)))
    stroke(p, nose, st.outline, st.line * 0.6)
    for side in (-1, 1):
        fill(p, ellipse(ex + side * r * 0.45, cy + r * 0.45, r * 0.14, r * 0.09), st.cape)
    if beard:
        shape = curve((cx - r * 0.8, cy + r * 0.2),
                       (cx - r * 0.8, cy + r * 1.3, cx - r * 0.3, cy + r * 1.7, cx, cy + r * 1.8),
                       (cx + r * 0.3, cy + r * 1.7, cx + r * 0.8, cy + r * 1.3, cx + r * 0.8, cy + r * 0.2),
                       (cx + r * 0.5, cy + r * 0.7, cx - r * 0.5, cy + r * 0.7, cx - r * 0.8, cy + r * 0.2))
        fill(p, shape, st.hair, st.outline, st.line)
        for dx in (-0.3, 0.0, 0.3):
            lock = QPainterPath(QPointF(cx + dx * r, cy + r * 0.9))
            lock.quadTo(cx + dx * r * 1.2, cy + r * 1.3, cx + dx * r * 0.8, cy + r * 1.55)
            stroke(p, lock, st.outline, st.line * 0.5)
        moustache = curve((ex - r * 0.45, cy + r * 0.62),
                           (ex - r * 0.2, cy + r * 0.42, ex + r * 0.2, cy + r * 0.42, ex + r * 0.45, cy + r * 0.62),
                           (ex + r * 0.2, cy + r * 0.55, ex - r * 0.2, cy + r * 0.55, ex - r * 0.45, cy + r * 0.62))
        fill(p, moustache, st.hair, st.outline, st.line * 0.5)
    else:
        mouth = QPainterPath(QPointF(ex - r * 0.2, cy + r * 0.58))
        mouth.quadTo(ex, cy + r * 0.7, ex + r * 0.2, cy + r * 0.58)
        stroke(p, mouth, st.cape, st.line * 0.9)


def crown(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A five-pointed crown sitting on ``base``, ``w`` wide."""
    h = w * 0.62
    left, right = cx - w / 2, cx + w / 2
    points = [(left, base)]
    for i in range(5):
        x = left + w * i / 4
        points.append((x, base - h))
        if i < 4:
            points.append((x + w / 8, base - h * 0.5))
    points.append((right, base))
    fill(p, polygon(points), st.crown, st.outline, st.line)
    band = QPainterPath()
    band.addRect(QRectF(left, base - h * 0.3, w, h * 0.3))
    fill(p, band, st.crown, st.outline, st.line)
    for i in range(5):
        x = left + w * i / 4
        fill(p, ellipse(x, base - h - w * 0.05, w * 0.07), st.crown, st.outline, st.line * 0.7)
    for i in range(3):
        fill(p, ellipse(cx + (i - 1) * w * 0.3, base - h * 0.15, w * 0.06, w * 0.05), st.jewel)


def beret(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A soft cap worn aslant, with a long curling feather."""
    feather = curve((cx + w * 0.25, base - w * 0.25),
                     (cx + w * 0.5, base - w * 1.1, cx + w * 0.95, base - w * 1.0, cx + w * 1.0, base - w * 0.55),
                     (cx + w * 0.8, base - w * 0.75, cx + w * 0.5, base - w * 0.6, cx + w * 0.25, base - w * 0.25))
    fill(p, feather, st.feather, st.outline, st.line * 0.8)
    cap = curve((cx - w * 0.55, base),
                 (cx - w * 0.6, base - w * 0.55, cx + w * 0.55, base - w * 0.65, cx + w * 0.6, base - w * 0.05),
                 (cx + w * 0.2, base + w * 0.08, cx - w * 0.2, base + w * 0.08, cx - w * 0.55, base))
    fill(p, cap, st.hat, st.outline, st.line)
    brim = QPainterPath()
    brim.addRoundedRect(QRectF(cx - w * 0.56, base - w * 0.12, w * 1.12, w * 0.16), w * 0.08, w * 0.08)
    fill(p, brim, st.trim, st.outline, st.line * 0.8)


def tiara(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A queen's open crown of fleurons over a veil."""
    veil = curve((cx - w * 0.55, base + w * 0.1),
                  (cx - w * 0.6, base - w * 0.6, cx + w * 0.6, base - w * 0.6, cx + w * 0.55, base + w * 0.1),
                  (cx + w * 0.2, base, cx - w * 0.2, base, cx - w * 0.55, base + w * 0.1))
    fill(p, veil, st.hat, st.outline, st.line)
    band = QPainterPath()
    band.addRect(QRectF(cx - w * 0.45, base - w * 0.16, w * 0.9, w * 0.14))
    fill(p, band, st.crown, st.outline, st.line)
    for i in range(3):
        x = cx + (i - 1) * w * 0.33
        fill(p, ellipse(x, base - w * 0.3, w * 0.09, w * 0.14), st.crown, st.outline, st.line * 0.7)
        fill(p, ellipse(x, base - w * 0.3, w * 0.035), st.jewel)


def cap(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A tall cap with a turned-up brim, leaning back like a Phrygian cap."""
    crown_ = curve((cx - w * 0.45, base),
                    (cx - w * 0.5, base - w * 0.8, cx + w * 0.1, base - w * 1.15, cx + w * 0.55, base - w * 0.75),
                    (cx + w * 0.3, base - w * 0.6, cx + w * 0.45, base - w * 0.3, cx + w * 0.45, base))
    fill(p, crown_, st.hat, st.outline, st.line)
    fill(p, ellipse(cx + w * 0.55, base - w * 0.72, w * 0.09), st.feather, st.outline, st.line * 0.7)
    brim = QPainterPath()
    brim.addRoundedRect(QRectF(cx - w * 0.52, base - w * 0.2, w * 1.04, w * 0.24), w * 0.1, w * 0.1)
    fill(p, brim, st.trim, st.outline, st.line * 0.8)


def hood(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A chaperon: a padded roll round the head with a tail hanging behind."""
    tail = curve((cx - w * 0.3, base - w * 0.1),
                  (cx - w * 0.8, base + w * 0.2, cx - w * 0.85, base + w * 0.8, cx - w * 0.7, base + w * 1.1),
                  (cx - w * 0.55, base + w * 0.7, cx - w * 0.45, base + w * 0.3, cx - w * 0.1, base))
    fill(p, tail, st.hat, st.outline, st.line)
    top = curve((cx - w * 0.5, base),
                 (cx - w * 0.55, base - w * 0.75, cx + w * 0.55, base - w * 0.75, cx + w * 0.5, base),
                 (cx + w * 0.2, base + w * 0.05, cx - w * 0.2, base + w * 0.05, cx - w * 0.5, base))
    fill(p, top, st.hat, st.outline, st.line)
    roll = QPainterPath()
    roll.addRoundedRect(QRectF(cx - w * 0.58, base - w * 0.24, w * 1.16, w * 0.28), w * 0.14, w * 0.14)
    fill(p, roll, st.cape, st.outline, st.line)
    for i in range(1, 5):
        x = cx - w * 0.58 + w * 1.16 * i / 5
        stroke(p, open_path(((x, base - w * 0.22), (x - w * 0.05, base + w * 0.02))), st.outline, st.line * 0.5)


def plumed_hat(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A broad-brimmed hat with an upright plume."""
    plume = curve((cx - w * 0.1, base - w * 0.35),
                   (cx - w * 0.5, base - w * 0.8, cx - w * 0.2, base - w * 1.05, cx + w * 0.15, base - w * 0.95),
                   (cx - w * 0.05, base - w * 0.78, cx + w * 0.05, base - w * 0.52, cx + w * 0.1, base - w * 0.35))
    fill(p, plume, st.feather, st.outline, st.line * 0.8)
    crown_ = QPainterPath()
    crown_.addRoundedRect(QRectF(cx - w * 0.32, base - w * 0.5, w * 0.64, w * 0.5), w * 0.12, w * 0.12)
    fill(p, crown_, st.hat, st.outline, st.line)
    fill(p, ellipse(cx, base - w * 0.02, w * 0.7, w * 0.13), st.hat, st.outline, st.line)
    band = QPainterPath()
    band.addRect(QRectF(cx - w * 0.32, base - w * 0.2, w * 0.64, w * 0.1))
    fill(p, band, st.trim, st.outline, st.line * 0.6)


HEADWEAR = {"beret": beret, "cap": cap, "hood": hood, "plumed": plumed_hat}


def closed_crown(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """An arched imperial crown over a velvet cap, a cross on the orb at its top."""
    h = w * 0.75
    velvet = curve((cx - w * 0.45, base - h * 0.25),
                    (cx - w * 0.45, base - h * 1.05, cx + w * 0.45, base - h * 1.05, cx + w * 0.45, base - h * 0.25))
    fill(p, velvet, st.jewel, st.outline, st.line)
    for dx in (-0.3, 0.0, 0.3):
        arch = QPainterPath(QPointF(cx + dx * w * 1.5, base - h * 0.3))
        arch.quadTo(cx + dx * w * 1.2, base - h * 1.0, cx, base - h * 0.95)
        stroke(p, arch, st.outline, st.line * 3.2)
        stroke(p, arch, st.crown, st.line * 2)
    fill(p, ellipse(cx, base - h * 1.02, w * 0.1), st.crown, st.outline, st.line * 0.7)
    stroke(p, open_path(((cx, base - h * 1.1), (cx, base - h * 1.35))), st.crown, st.line * 2)
    stroke(p, open_path(((cx - w * 0.08, base - h * 1.25), (cx + w * 0.08, base - h * 1.25))), st.crown, st.line * 2)
    band = QPainterPath()
    band.addRoundedRect(QRectF(cx - w / 2, base - h * 0.32, w, h * 0.34), 1, 1)
    fill(p, band, st.crown, st.outline, st.line)
    for i in range(3):
        fill(p, ellipse(cx + (i - 1) * w * 0.3, base - h * 0.15, w * 0.06, w * 0.05), st.jewel)


CROWNS = {"open": crown, "closed": closed_crown}


def held_item(p: QPainter, kind: str, hand: tuple[float, float], top: tuple[float, float], st: FigureStyle) -> None:
    """What a king holds in his free hand at ``hand``: a sceptre or staff
    reaching up to ``top``, a sword raised towards it, or an orb in his palm."""
    hx, hy = hand
    tx, ty = top
    if kind == "orb":
        fill(p, ellipse(hx, hy - 4.5, 4.2), st.crown, st.outline, st.line)
        stroke(p, open_path(((hx - 4.2, hy - 4.5), (hx + 4.2, hy - 4.5))), st.outline, st.line * 0.7)
        stroke(p, open_path(((hx, hy - 8.7), (hx, hy - 12.5))), st.crown, st.line * 2)
        stroke(p, open_path(((hx - 1.6, hy - 11.2), (hx + 1.6, hy - 11.2))), st.crown, st.line * 2)
    elif kind == "sword":
        blade = open_path(((hx, hy), (tx, ty)))
        stroke(p, blade, st.outline, 3.4)
        stroke(p, blade, "#dfe3e8", 2.2)
        dx, dy = tx - hx, ty - hy
        n = math.hypot(dx, dy)
        gx, gy = hx + dx * 0.08, hy + dy * 0.08
        guard = open_path(((gx - dy / n * 5, gy + dx / n * 5), (gx + dy / n * 5, gy - dx / n * 5)))
        stroke(p, guard, st.outline, 2.6)
        stroke(p, guard, st.crown, 1.6)
    else:
        shaft = open_path(((hx, hy + 8), (tx, ty)))
        stroke(p, shaft, st.outline, 2.6)
        stroke(p, shaft, st.crown if kind == "sceptre" else st.hair, 1.6)
        if kind == "sceptre":
            fill(p, ellipse(tx, ty - 2, 2.6), st.crown, st.outline, st.line)
        else:
            fill(p, ellipse(tx, ty, 2.2, 3.4), st.hair, st.outline, st.line)
    fill(p, ellipse(hx, hy, 2.6), st.flesh, st.outline, st.line)


# --- Clothing -------------------------------------------------------------------


def dots(p: QPainter, clip: QPainterPath, colour: str, step: float, r: float) -> None:
    """A brocade of small dots inside ``clip``."""
    p.save()
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    rect = clip.boundingRect()
    y = rect.top() + step / 2
    row = 0
    while y < rect.bottom():
        x = rect.left() + (step / 2 if row % 2 else 0)
        while x < rect.right() + step:
            fill(p, ellipse(x, y, r), colour)
            x += step
        y += step * 0.8
        row += 1
    p.restore()


def garment(p: QPainter, path: QPainterPath, colour: str, pattern: str, st: FigureStyle) -> None:
    """A filled piece of clothing with a dotted brocade."""
    fill(p, path, colour, st.outline, st.line)
    dots(p, path, pattern, 4.2, 0.55)
    stroke(p, path, st.outline, st.line)


def arm(p: QPainter, shoulder: tuple[float, float], hand: tuple[float, float], width: float,
        colour: str, st: FigureStyle) -> None:
    """A sleeved arm from ``shoulder`` to a bare ``hand``."""
    sx, sy = shoulder
    hx, hy = hand
    length = math.hypot(hx - sx, hy - sy)
    nx, ny = -(hy - sy) / length, (hx - sx) / length
    wrist = (hx - (hx - sx) * 0.12, hy - (hy - sy) * 0.12)
    sleeve = polygon([(sx + nx * width, sy + ny * width), (wrist[0] + nx * width * 0.55, wrist[1] + ny * width * 0.55),
                      (wrist[0] - nx * width * 0.55, wrist[1] - ny * width * 0.55), (sx - nx * width, sy - ny * width)])
    fill(p, sleeve, colour, st.outline, st.line)
    cuff = open_path(((wrist[0] + nx * width * 0.6, wrist[1] + ny * width * 0.6),
                       (wrist[0] - nx * width * 0.6, wrist[1] - ny * width * 0.6)))
    stroke(p, cuff, st.outline, st.line * 2.6)
    stroke(p, cuff, st.trim, st.line * 1.4)
    fill(p, ellipse(hx, hy, width * 0.55), st.flesh, st.outline, st.line)


def horse_head(p: QPainter, st: FigureStyle, dx: float, dy: float, size: float = 1.0) -> None:
    """A horse's head, ear and eye, the poll at (72 + dx, 74 + dy), ``size``
    times the full-length figure's."""
    p.save()
    p.translate(72 + dx, 74 + dy)
    p.scale(size, size)
    p.translate(-72, -74)
    shape = curve((72, 74), (74, 68, 80, 66, 84, 70), (88, 76, 92, 84, 91, 89),
                   (90, 92, 86, 93, 84, 91), (82, 88, 80, 85, 77, 82))
    fill(p, shape, st.horse, st.outline, st.line)
    fill(p, points_path((74, 70), (76, 63), (79, 69)), st.horse, st.outline, st.line)
    fill(p, ellipse(81.5, 75, 1.1), st.outline)
    fill(p, ellipse(89, 87, 0.8), st.outline)
    p.restore()


def ground(p: QPainter, y: float, st: FigureStyle) -> None:
    fill(p, ellipse(50, y, 30, 4.5), st.ground)
