"""The window's look around the felt: dark green wood side panel, readable type."""

STYLE_SHEET = """
QMainWindow, #sidePanel { background: #16301f; }
#scorePanel { background: #1d3d29; border-bottom: 1px solid #0e2215; }
#sidePanel QLabel, #scorePanel QLabel { color: #efe8d6; font-size: 14px; }
#scoreTitle { font-size: 15px; font-weight: bold; color: #ffd54a; }
#roundTitle { font-size: 14px; font-weight: bold; color: #ffd54a; padding-top: 8px; }
#teamName { font-size: 15px; }
#teamTotal { font-size: 26px; font-weight: bold; }
#teamTotalLeading { font-size: 26px; font-weight: bold; color: #ffd54a; }
#roundHeader { font-weight: bold; }
QProgressBar { background: #0e2215; border: none; border-radius: 3px; }
QProgressBar::chunk { background: #ffd54a; border-radius: 3px; }
#moveLog { background: #10251a; color: #efe8d6; border: none; font-size: 13px; }
#moveLog::item { padding: 2px 6px; }
QStatusBar { background: #0e2215; color: #efe8d6; font-size: 14px; }
#statusLine { color: #efe8d6; font-size: 14px; padding: 2px 6px; }
QSplitter::handle { background: #0e2215; }
QMenuBar { background: #0e2215; color: #efe8d6; }
QMenuBar::item:selected { background: #1d3d29; }
QMenu { background: #1d3d29; color: #efe8d6; border: 1px solid #0e2215; }
QMenu::item:selected { background: #2e5a3c; }
QScrollBar:vertical { background: #10251a; width: 10px; margin: 0; }
QScrollBar::handle:vertical { background: #3c6b4c; border-radius: 4px; min-height: 24px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
#roundOverDialog, #matchOverDialog { background: #1d3d29; }
#roundOverDialog QLabel, #matchOverDialog QLabel { color: #efe8d6; font-size: 14px; }
#roundOverDialog #headline, #matchOverDialog #headline { color: #ffd54a; }
#roundOverDialog QPushButton, #matchOverDialog QPushButton {
    background: #2e5a3c; color: #efe8d6; border: 1px solid #0e2215; border-radius: 4px;
    padding: 6px 16px; font-size: 14px;
}
#roundOverDialog QPushButton:default, #matchOverDialog QPushButton:default {
    background: #ffd54a; color: #16301f;
}
#roundOverDialog QPushButton:focus, #matchOverDialog QPushButton:focus { border: 1px solid #efe8d6; }
"""
