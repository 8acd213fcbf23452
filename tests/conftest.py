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


# SCOPA_TEST_CPU=FILE: each test's CPU time (this process's threads and its waited-for
# children, setup and teardown included) and each module's import, one tab-separated line
# each, for finding what makes the fast tier long on a machine shared with other work,
# where wall time says little.  Off unless set; `python tests/cpu_report.py FILE` sums it.
_CPU_LOG = os.environ.get("SCOPA_TEST_CPU")
if _CPU_LOG:
    import resource
    import time

    import pytest

    def _cpu_seconds() -> float:
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return time.process_time() + children.ru_utime + children.ru_stime

    def _log_cpu(kind: str, nodeid: str, seconds: float) -> None:
        with open(_CPU_LOG, "a", encoding="utf-8") as log:
            log.write(f"{kind}\t{seconds:.4f}\t{nodeid}\n")

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        start = _cpu_seconds()
        yield
        _log_cpu("test", item.nodeid, _cpu_seconds() - start)

    @pytest.hookimpl(hookwrapper=True)
    def pytest_make_collect_report(collector):
        start = _cpu_seconds()
        yield
        if isinstance(collector, pytest.Module):
            _log_cpu("import", collector.nodeid, _cpu_seconds() - start)


FAST_TIER_TIMEOUT_S = 120


def pytest_collection_modifyitems(config, items):
    """A fast-tier test that runs two minutes has hung (the slowest take ~10 s on a loaded
    machine): stopped there, not at the 20 minutes that pyproject.toml allows a slow one."""
    import pytest

    for item in items:
        if item.get_closest_marker("slow") is None and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(FAST_TIER_TIMEOUT_S))


def pytest_configure(config):
    """In the controlling process only (not in an xdist worker): the package and the test helpers
    compiled to bytecode once, so that the workers and the many ``python -m scopa_desktop...``
    processes the tests start read it instead of each compiling the same sources again, as they
    would where PYTHONDONTWRITEBYTECODE is set (it stops them writing it, not reading it)."""
    if hasattr(config, "workerinput"):
        return
    import compileall
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    for folder in (root / "scopa_desktop", root / "tests"):
        compileall.compile_dir(folder, quiet=2)
