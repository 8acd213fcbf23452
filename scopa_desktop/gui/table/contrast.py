"""High contrast for players with low vision (Settings > High contrast): a black cloth, a white rim
round every card and a thick solid focus ring, at contrasts of at least 7:1 (WCAG's AAA level).
Colour never carries a meaning alone on the table: the cards a move takes are also outlined, each
kind of mark with its own line (``card_item.MARK_LINES``)."""

from __future__ import annotations

from PySide6.QtGui import QColor

FELT = QColor("#000000")
CARD_RIM = QColor("#ffffff")  # 21:1 on the felt
OUTLINE = QColor("#ffffff")  # the playing area and the piles' places
FOCUS_RING = QColor("#ffd400")  # 14:1 on the felt
RIM_WIDTH = 3.0
FOCUS_WIDTH = 4.0
LEAST_CONTRAST = 7.0


def relative_luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of an sRGB colour, from 0 (black) to 1 (white)."""
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    lighter, darker = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
