"""Every deck's 40 faces and its back as the window shows them: the pictures the cache hands out, at
the sizes the game draws cards (a side hand's backs on a netbook, the round's count, How to play, the
table and the hand, which the layout sizes at fractions of a pixel) and at the screen scalings players
have.  Each picture is the card's whole outline at the screen's pixels, nothing drawn past it nor cut
from it; no two cards alike; and each card the one its name says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from scopa_desktop.engine.cards import DECK_SIZE, SUITS, parse_card
from scopa_desktop.skins import CARD_ASPECT, available_skins, drawing, skin_by_id
from scopa_desktop.skins.render import EVERY_PICTURE, card_image, card_key

SKIN_IDS = [skin.id for skin in available_skins()]
#: (logical width, device pixel ratio): the round's count's small cards at 125 %, How to play's at 150 %,
#: a table card unscaled and a hand card at 200 % (both as a layout sizes them); then, in the slow tier,
#: a six-player side hand's backs on a netbook and a few more of each.
SIZES = [(40, 1.25), (56, 1.5), (77.43, 1.0), (99.38, 2.0)]
MORE_SIZES = [(25.1, 1.0), (40, 2.0), (60.27, 1.25), (120, 1.5), (143.9, 1.25)]
#: An alpha above this, a pixel clear of the outline's edge, is ink past the edge (outside) or a gap in
#: the card (inside); at the edge itself the paper's stroked rim and the outline's fill antialias the
#: pixels of the rounded corners each its own way, so a pixel either side of it is left out.
STRAY = 48

pytestmark = pytest.mark.usefixtures("qapp")


def composed(under: QImage, over: QImage) -> QImage:
    """``under`` with ``over`` cut out of it (alpha ``under * (1 - over)``): what of ``under`` lies outside ``over``."""
    result = under.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(result)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationOut)
    painter.drawImage(0, 0, over)
    painter.end()
    return result


def most_alpha(image: QImage) -> int:
    bits = bytes(image.constBits())
    return max(bits[3::4])  # ARGB32 is B, G, R, A in memory on little-endian machines


def outline_like(picture: QImage, inset_pixels: float) -> QImage:
    """The card's outline, shrunk by ``inset_pixels`` of ``picture`` (grown where negative), filled at
    ``picture``'s pixels, as the cache maps a card onto them."""
    mask = QImage(picture.size(), QImage.Format.Format_ARGB32_Premultiplied)
    mask.fill(Qt.GlobalColor.transparent)
    painter = QPainter(mask)
    with drawing.card_space(painter, QRectF(0, 0, picture.width(), picture.height())):
        drawing.fill(painter, drawing.card_outline(inset_pixels * drawing.CARD_W / picture.width()), "#ffffff")
    painter.end()
    return mask


def check_pictures(skin_id: str, width: float, ratio: float) -> None:
    seen: dict[bytes, str] = {}
    faults = []
    for card in EVERY_PICTURE:
        name = "the back" if card is None else f"card {card}"
        picture = card_image(card_key(skin_id, card, width, ratio))
        pixels_wide = round(width * ratio)
        if (picture.width(), picture.height(), picture.devicePixelRatio()) != (
                pixels_wide, round(pixels_wide * CARD_ASPECT), ratio):
            faults.append(f"{name} is {picture.width()} x {picture.height()} at {picture.devicePixelRatio()}")
            continue
        picture.setDevicePixelRatio(1.0)  # compared pixel for pixel with the outline's
        if most_alpha(composed(picture, outline_like(picture, -1))) > STRAY:
            faults.append(f"{name} is drawn past its outline")
        if most_alpha(composed(outline_like(picture, 1), picture)) > STRAY:
            faults.append(f"{name} leaves part of its outline blank")
        data = bytes(picture.constBits())
        if data in seen:
            faults.append(f"{name} looks exactly like {seen[data]}")
        seen[data] = name
    assert not faults, f"{skin_id} at {width} px, ratio {ratio}: " + "; ".join(faults)


@pytest.mark.parametrize("width,ratio", SIZES)
@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_every_picture_is_its_whole_card_at_the_screens_pixels(skin_id, width, ratio):
    check_pictures(skin_id, width, ratio)


@pytest.mark.slow
@pytest.mark.parametrize("width,ratio", MORE_SIZES)
@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_every_picture_is_its_whole_card_at_more_sizes(skin_id, width, ratio):
    check_pictures(skin_id, width, ratio)


@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_each_card_is_drawn_as_its_name_says(skin_id):
    """The engine's card, as the window holds it, shows the rank and suit its RULES.md name gives:
    the picture of ``parse_card("7D")`` is the 7 of Coins as the deck paints it, for all 40."""
    skin = skin_by_id(skin_id)
    names = [f"{rank}{suit}" for suit in SUITS for rank in range(1, 11)]
    assert sorted(parse_card(name) for name in names) == list(range(DECK_SIZE))
    for name in names:
        picture = card_image(card_key(skin_id, parse_card(name), 56, 1.0))
        painted = QImage(picture.size(), picture.format())
        painted.fill(Qt.GlobalColor.transparent)
        painter = QPainter(painted)
        skin.paint_face(painter, QRectF(0, 0, picture.width(), picture.height()), int(name[:-1]), name[-1])
        painter.end()
        assert picture == painted, f"{skin_id}: the card named {name} is not drawn as {name}"
