"""The window's look around the felt: a dark side panel in the felt's own colour
(green, blue, red or wood), or black and white under High contrast as the table is,
readable type, its sizes multiplied by ``scale`` on a big window so the words grow
with the cards."""

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMainWindow

from ..skins.felts import DEFAULT_FELT_ID, FELTS

#: The side panel's shades, drawn for the green felt; another felt turns each to its own hue.
_GREEN_SHADES = {"darkest": "#0e2215", "log": "#10251a", "panel": "#16301f", "score": "#1d3d29",
                 "raised": "#2e5a3c", "handle": "#3c6b4c"}


def panel_colours(felt_id: str) -> dict[str, str]:
    """The side panel's shades for the felt ``felt_id``: the green ones, each turned by the
    hue between the green felt's edge and this felt's (an unknown felt stays green)."""
    edge = QColor(FELTS.get(felt_id, FELTS[DEFAULT_FELT_ID])[2])
    turn = edge.hslHueF() - QColor(FELTS[DEFAULT_FELT_ID][2]).hslHueF()
    colours = {}
    for name, shade in _GREEN_SHADES.items():
        colour = QColor(shade)
        hue = (colour.hslHueF() + turn) % 1.0
        colours[name] = QColor.fromHslF(hue, colour.hslSaturationF(), colour.lightnessF()).name()
    return colours


#: The side panel under High contrast: black like the table's cloth, whatever the felt.
HIGH_CONTRAST_SHADES = dict.fromkeys(_GREEN_SHADES, "#000000")


def style_sheet(scale: float = 1.0, felt_id: str = DEFAULT_FELT_ID, high_contrast: bool = False) -> str:
    """The window's style sheet with every font and padding ``scale`` times its base size,
    the side panel in the colours of the felt ``felt_id``, or in black and white."""
    sizes = {f"px{size}": round(size * scale) for size in (2, 6, 8, 10, 12, 13, 14, 15, 16, 24, 26)}
    if high_contrast:
        return _TEMPLATE.format(**sizes, **HIGH_CONTRAST_SHADES) + _HIGH_CONTRAST
    return _TEMPLATE.format(**sizes, **panel_colours(felt_id))


def dress_window(window: QMainWindow, scale: float, felt_id: str, high_contrast: bool = False) -> None:
    """``window``'s style sheet at ``scale`` in the felt ``felt_id``'s colours (or High contrast's),
    and its status bar fixed at that type's height (``status_bar_height``)."""
    window.setStyleSheet(style_sheet(scale, felt_id, high_contrast))
    window.statusBar().setFixedHeight(status_bar_height(scale))


def status_bar_height(scale: float) -> int:
    """The status bar's height for its type at ``scale``: fixed, so a new type does not
    change the table's height a moment after a resize (and lay the table out again)."""
    return round(16 * scale) + 12


_TEMPLATE = """
QMainWindow, #sidePanel {{ background: {panel}; }}
#scorePanel {{ background: {score}; border-bottom: 1px solid {darkest}; }}
#sidePanel QLabel, #scorePanel QLabel {{ color: #efe8d6; font-size: {px14}px; }}
#scoreTitle {{ font-size: {px15}px; font-weight: bold; color: #ffd54a; }}
#scorePanel #rulesLine {{ font-size: {px13}px; color: #cfe3c8; font-style: italic; }}
#roundTitle {{ font-size: {px14}px; font-weight: bold; color: #ffd54a; padding-top: {px8}px; }}
/* Watch and Review show it on the system's light bar, where the gold could not be read. */
#watchWindow #roundTitle, #reviewWindow #roundTitle {{ color: palette(window-text); }}
#teamName {{ font-size: {px15}px; }}
#teamTotal {{ font-size: {px26}px; font-weight: bold; }}
#teamTotalLeading {{ font-size: {px26}px; font-weight: bold; color: #ffd54a; }}
#roundHeader {{ font-weight: bold; }}
QProgressBar {{ background: {darkest}; border: none; border-radius: 3px; }}
QProgressBar::chunk {{ background: #ffd54a; border-radius: 3px; }}
#moveLog {{ background: {log}; color: #efe8d6; border: none; font-size: {px13}px; }}
/* The notes' own style sheets say their colours; their type grows with the panel's other words. */
#sidePanel #coachNote {{ font-size: {px13}px; }}
#sidePanel #guideNote {{ font-size: {px12}px; }}
#sidePanel QLineEdit {{ font-size: {px13}px; }}
#sidePanel QPushButton, #assistButtons QToolButton {{
    background: {raised}; color: #efe8d6; border: 1px solid {darkest}; border-radius: 4px;
}}
#sidePanel QPushButton {{ padding: {px6}px {px16}px; font-size: {px14}px; }}
#assistButtons QToolButton {{ padding: {px2}px {px6}px; font-size: {px13}px; }}
#sidePanel QPushButton:hover, #assistButtons QToolButton:hover {{ background: {handle}; }}
#sidePanel QPushButton:disabled, #assistButtons QToolButton:disabled {{ background: {score}; color: #b0aa9c; }}
#sidePanel QPushButton:focus, #assistButtons QToolButton:focus {{ border: 1px solid #efe8d6; }}
#moveLog::item {{ padding: 2px {px6}px; }}
QStatusBar {{ background: {darkest}; color: #efe8d6; font-size: {px14}px; }}
#statusLine {{ color: #efe8d6; font-size: {px14}px; padding: 2px {px6}px; }}
QSplitter::handle {{ background: {darkest}; }}
QMenuBar {{ background: {darkest}; color: #efe8d6; }}
QMenuBar::item:selected {{ background: {score}; }}
QMenu {{ background: {score}; color: #efe8d6; border: 1px solid {darkest}; }}
QMenu::item:selected {{ background: {raised}; }}
/* The dark parts' scroll bars only: a dialog on the system's light colours keeps the system's bar. */
#sidePanel QScrollBar:vertical, #matchSheet QScrollBar:vertical, #roundOverDialog QScrollBar:vertical,
#matchOverDialog QScrollBar:vertical {{ background: {log}; width: {px10}px; margin: 0; }}
#sidePanel QScrollBar::handle:vertical, #matchSheet QScrollBar::handle:vertical,
#roundOverDialog QScrollBar::handle:vertical, #matchOverDialog QScrollBar::handle:vertical {{
    background: {handle}; border-radius: 4px; min-height: {px24}px;
}}
#sidePanel QScrollBar::add-line:vertical, #sidePanel QScrollBar::sub-line:vertical,
#matchSheet QScrollBar::add-line:vertical, #matchSheet QScrollBar::sub-line:vertical,
#roundOverDialog QScrollBar::add-line:vertical, #roundOverDialog QScrollBar::sub-line:vertical,
#matchOverDialog QScrollBar::add-line:vertical, #matchOverDialog QScrollBar::sub-line:vertical {{ height: 0; }}
#roundOverDialog, #matchOverDialog {{ background: {score}; }}
#roundOverDialog QLabel, #matchOverDialog QLabel {{ color: #efe8d6; font-size: {px14}px; }}
#roundOverDialog #headline, #matchOverDialog #headline {{ color: #ffd54a; }}
#matchSheet {{ background: {log}; color: #efe8d6; gridline-color: {raised}; font-size: {px13}px; }}
#matchSheet QHeaderView::section {{ background: {panel}; color: #ffd54a; border: none; padding: 3px 6px; }}
#roundOverDialog QPushButton, #matchOverDialog QPushButton {{
    background: {raised}; color: #efe8d6; border: 1px solid {darkest}; border-radius: 4px;
    padding: {px6}px {px16}px; font-size: {px14}px;
}}
#roundOverDialog QPushButton:default, #matchOverDialog QPushButton:default {{
    background: #ffd54a; color: {panel};
}}
#roundOverDialog QPushButton:focus, #matchOverDialog QPushButton:focus {{ border: 1px solid #efe8d6; }}
QDialog QLabel, QDialog QCheckBox, QDialog QComboBox, QDialog QSpinBox, QDialog QPushButton, QDialog QGroupBox,
QDialog QTableWidget, QDialog QHeaderView::section, QDialog QLineEdit, QDialog QListWidget {{ font-size: {px13}px; }}
"""
# Said after the template, so these win.  On the black panel the words are at 17:1; what the shades
# drew apart is drawn in white instead (at least 7:1, WCAG's AAA level, as the table's rims are):
# the buttons' edges (1.5:1 on the felt's panel), the scroll bars' handles, the bars' tracks, the
# sheet's grid.  The focus is a gold edge as wide, so nothing moves when it comes.
_HIGH_CONTRAST = """
#scorePanel { border-bottom: 2px solid #ffffff; }
#sidePanel QPushButton, #assistButtons QToolButton, #roundOverDialog QPushButton, #matchOverDialog QPushButton {
    border: 2px solid #ffffff;
}
#sidePanel QPushButton:hover, #assistButtons QToolButton:hover, #roundOverDialog QPushButton:hover,
#matchOverDialog QPushButton:hover, QMenu::item:selected, QMenuBar::item:selected { background: #3a3a3a; }
#sidePanel QPushButton:disabled, #assistButtons QToolButton:disabled { border-color: #9e9e9e; }
#sidePanel QPushButton:focus, #assistButtons QToolButton:focus, #roundOverDialog QPushButton:focus,
#matchOverDialog QPushButton:focus { border: 2px solid #ffd54a; }
QProgressBar, QMenu { border: 1px solid #ffffff; }
#sidePanel QScrollBar::handle:vertical, #matchSheet QScrollBar::handle:vertical,
#roundOverDialog QScrollBar::handle:vertical, #matchOverDialog QScrollBar::handle:vertical { background: #ffffff; }
#matchSheet { gridline-color: #ffffff; }
"""
STYLE_SHEET = style_sheet()
