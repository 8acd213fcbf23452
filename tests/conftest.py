"""Test-wide setup, for every room: Qt headless before any QApplication exists.

Only an environment variable here, so the rooms without Qt (engine, ai, storage,
net, tools) start no QApplication; the Qt fixtures live in gui/conftest.py, and
a test elsewhere that draws (skins, desktop) asks pytest-qt for ``qapp`` itself.
The helpers shared by several rooms (``helpers_engine``, ``helpers_net``) sit
beside this file, importable by name everywhere (``pythonpath`` in
pyproject.toml); a helper used by one room sits in that room's folder (pytest
puts a test's own folder on ``sys.path`` in its default "prepend" import mode,
so test module names are unique across the folders)."""

import os

# Must be set before pytest-qt creates the one QApplication of this process,
# or Qt aborts on a machine without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# DNS-SD (net.dnssd) would speak multicast DNS on every interface: the tests keep to the loopback.
os.environ["SCOPA_DNSSD_INTERFACES"] = "127.0.0.1"
