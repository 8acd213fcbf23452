"""Test-wide setup: headless Qt before any QApplication exists."""

import os

# Must be set before pytest-qt creates the one QApplication of this process,
# or Qt aborts on a machine without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
