#!/usr/bin/env bash
# The Debian/Ubuntu packages a Linux build and test of the app needs: the libraries Qt
# loads even offscreen, the xcb libraries the frozen app bundles, the DejaVu fonts it
# carries for the card indices, and binutils for PyInstaller's strip.  Used by .ci/run
# (a fresh Debian machine) and by the release workflow (an Ubuntu runner).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
    libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0 \
    libxkbcommon0 fonts-dejavu-core \
    libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 \
    libxcb-render-util0 libxcb-shape0 libxkbcommon-x11-0 binutils >/dev/null
