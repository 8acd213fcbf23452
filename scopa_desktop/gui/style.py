"""The window's look around the felt: dark green wood side panel, readable type,
its sizes multiplied by ``scale`` on a big window so the words grow with the cards."""


def style_sheet(scale: float = 1.0) -> str:
    """The window's style sheet with every font and padding ``scale`` times its base size."""
    sizes = {f"px{size}": round(size * scale) for size in (6, 8, 10, 13, 14, 15, 16, 24, 26)}
    return _TEMPLATE.format(**sizes)


def status_bar_height(scale: float) -> int:
    """The status bar's height for its type at ``scale``: fixed, so a new type does not
    change the table's height a moment after a resize (and lay the table out again)."""
    return round(16 * scale) + 12


_TEMPLATE = """
QMainWindow, #sidePanel {{ background: #16301f; }}
#scorePanel {{ background: #1d3d29; border-bottom: 1px solid #0e2215; }}
#sidePanel QLabel, #scorePanel QLabel {{ color: #efe8d6; font-size: {px14}px; }}
#scoreTitle {{ font-size: {px15}px; font-weight: bold; color: #ffd54a; }}
#scorePanel #rulesLine {{ font-size: {px13}px; color: #cfe3c8; font-style: italic; }}
#roundTitle {{ font-size: {px14}px; font-weight: bold; color: #ffd54a; padding-top: {px8}px; }}
#teamName {{ font-size: {px15}px; }}
#teamTotal {{ font-size: {px26}px; font-weight: bold; }}
#teamTotalLeading {{ font-size: {px26}px; font-weight: bold; color: #ffd54a; }}
#roundHeader {{ font-weight: bold; }}
QProgressBar {{ background: #0e2215; border: none; border-radius: 3px; }}
QProgressBar::chunk {{ background: #ffd54a; border-radius: 3px; }}
#moveLog {{ background: #10251a; color: #efe8d6; border: none; font-size: {px13}px; }}
#moveLog::item {{ padding: 2px {px6}px; }}
QStatusBar {{ background: #0e2215; color: #efe8d6; font-size: {px14}px; }}
#statusLine {{ color: #efe8d6; font-size: {px14}px; padding: 2px {px6}px; }}
QSplitter::handle {{ background: #0e2215; }}
QMenuBar {{ background: #0e2215; color: #efe8d6; }}
QMenuBar::item:selected {{ background: #1d3d29; }}
QMenu {{ background: #1d3d29; color: #efe8d6; border: 1px solid #0e2215; }}
QMenu::item:selected {{ background: #2e5a3c; }}
QScrollBar:vertical {{ background: #10251a; width: {px10}px; margin: 0; }}
QScrollBar::handle:vertical {{ background: #3c6b4c; border-radius: 4px; min-height: {px24}px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
#roundOverDialog, #matchOverDialog {{ background: #1d3d29; }}
#roundOverDialog QLabel, #matchOverDialog QLabel {{ color: #efe8d6; font-size: {px14}px; }}
#roundOverDialog #headline, #matchOverDialog #headline {{ color: #ffd54a; }}
#matchSheet {{ background: #10251a; color: #efe8d6; gridline-color: #2e5a3c; font-size: {px13}px; }}
#matchSheet QHeaderView::section {{ background: #16301f; color: #ffd54a; border: none; padding: 3px 6px; }}
#roundOverDialog QPushButton, #matchOverDialog QPushButton {{
    background: #2e5a3c; color: #efe8d6; border: 1px solid #0e2215; border-radius: 4px;
    padding: {px6}px {px16}px; font-size: {px14}px;
}}
#roundOverDialog QPushButton:default, #matchOverDialog QPushButton:default {{
    background: #ffd54a; color: #16301f;
}}
#roundOverDialog QPushButton:focus, #matchOverDialog QPushButton:focus {{ border: 1px solid #efe8d6; }}
QDialog QLabel, QDialog QCheckBox, QDialog QComboBox, QDialog QSpinBox, QDialog QPushButton, QDialog QGroupBox,
QDialog QTableWidget, QDialog QHeaderView::section {{ font-size: {px13}px; }}
"""
STYLE_SHEET = style_sheet()
