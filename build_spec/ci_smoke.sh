#!/usr/bin/env bash
# CI step: build the one-folder app from build_spec/ and run the frozen tests on
# it (its --self-test plays a round headless), so a module, plugin or resource
# missing from the build fails CI.  Called from .ci/run after the main test run,
# inside the same virtual environment; needs the system libraries .ci/run
# installs (libxcb-icccm4, libxcb-keysyms1, ... are copied into the build).
set -euo pipefail
cd "$(dirname "$0")/.."

# .ci/run installed the package with PyInstaller already; run alone, this installs it.
python -c "import PyInstaller" 2>/dev/null || python -m pip install -q -e ".[build]"
app="$(python build_spec/build.py | tail -n 1)"
app="${app#built: }"
du -sh "$(dirname "$app")"
QT_QPA_PLATFORM=offscreen SCOPA_FROZEN_APP="$app" python -m pytest -m frozen tests/build_spec/test_frozen.py
