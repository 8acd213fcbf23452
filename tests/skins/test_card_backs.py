"""The backs drawn with a line pattern (the Napoletane lattice, the French hatch) look as they
did when their lines were stroked at each size, and stay inside the card's safe margin at the
sizes where the pattern is filled from its outline rather than stroked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from test_card_art import ink, margin_band, render, where

from scopa_desktop.skins import CARD_ASPECT, drawing, french, napoletane, skin_by_id

pytestmark = pytest.mark.usefixtures("qapp")

PATTERNED = {"napoletane": napoletane, "french": french}
#: Sizes where Qt strokes the lines as hairlines (90, 120: an even scale, a pen under a pixel) and
#: where it fills their outline (56 and 177: uneven scales; 240, 300: pens over a pixel wide).
#: At a ratio of 2, a card 45 px wide is drawn 90 device pixels wide with hairlines, one 90 px wide
#: with the pen 1.4 device pixels wide filled.
SIZES = [(56, 1), (90, 1), (120, 1), (177, 1), (45, 2), (90, 2), pytest.param(240, 1, marks=pytest.mark.slow),
         pytest.param(300, 1, marks=pytest.mark.slow)]
#: The most a channel of a pixel may change.  The stroked lines' outline overlapped itself
#: where two lines cross, and Qt's filling counted the overlap twice, so a crossing pixel came
#: out a little brighter than the area the lines cover; the outline without overlaps covers
#: exactly that area: 38 of 255 at most, on the crossings at 177 px.
MOST_PER_PIXEL = 48
#: And on average over the card's channels (0.88 at most, French at 56 px): the crossings are a
#: few hundred pixels, anything else that moved would raise this.
MOST_ON_AVERAGE = 1.5


def back(skin_id: str, width: int, ratio: float, *, stroked: bool) -> QImage:
    """The back ``width`` pixels wide at device pixel ratio ``ratio``, as ``card_pixmap`` draws it;
    ``stroked``: its pattern stroked as it used to be."""
    module = PATTERNED[skin_id]
    height = round(width * CARD_ASPECT)
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    if stroked:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(module, "stroke_line_pattern",
                          lambda p, lines, shape, colour, width: drawing.stroke(p, lines, colour, width))
            skin_by_id(skin_id).paint_back(painter, QRectF(0, 0, width, height))
    else:
        skin_by_id(skin_id).paint_back(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


@pytest.mark.parametrize(("width", "ratio"), SIZES)
@pytest.mark.parametrize("skin_id", sorted(PATTERNED))
def test_a_patterned_back_looks_as_when_its_lines_were_stroked(skin_id, width, ratio):
    before, after = back(skin_id, width, ratio, stroked=True), back(skin_id, width, ratio, stroked=False)
    old, new = bytes(before.constBits()), bytes(after.constBits())
    changes = [abs(a - b) for a, b in zip(old, new, strict=True)]
    assert max(changes) <= MOST_PER_PIXEL
    assert sum(changes) / len(changes) <= MOST_ON_AVERAGE


@pytest.mark.parametrize("width", [56, 177, 300])
@pytest.mark.parametrize("skin_id", sorted(PATTERNED))
def test_a_patterned_back_lies_inside_the_safe_margin(skin_id, width):
    """As ``test_card_art`` checks every back at 90 and 240 px, at the sizes where the pattern
    is filled from its outline: nothing but the paper and its edge within ``SAFE_MARGIN``."""
    skin = skin_by_id(skin_id)
    inked = ink(render(width, skin.draw_back), render(width, skin.draw_paper), margin_band(width))
    assert not inked, f"{skin_id}'s back at {width} px draws into the margin at {where(inked, width)}"
