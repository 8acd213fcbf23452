"""Code signing for the release builds, used by ``release.py`` between build and self-test.

Signing needs credentials that only the project's maintainers hold, passed as
environment variables (in the release workflow, from the repository's secrets).
Without them nothing is signed and the build goes on: players then see the
first-start warnings build_spec/README.md describes.

- Windows (``signtool`` from the Windows SDK, on the hosted runners):
  ``WINDOWS_CERTIFICATE`` is the code-signing certificate as a base64 .pfx and
  ``WINDOWS_CERTIFICATE_PASSWORD`` its password.  Every .exe is signed with
  SHA-256 and an RFC 3161 timestamp, so the signature outlives the certificate.
- macOS: ``MACOS_SIGNING_IDENTITY`` is a "Developer ID Application: ..." identity
  in the runner's keychain (imported beforehand, e.g. from a .p12 secret), and
  ``MACOS_NOTARY_PROFILE`` a ``xcrun notarytool store-credentials`` profile.  The
  bundle is signed with the hardened runtime, the packed .zip notarised, and the
  ticket stapled to the bundle (``release.py`` packs again after stapling).
- Linux: nothing to sign; checksums are published beside the files.
"""

from __future__ import annotations

import base64
import os
import subprocess
import sys
import tempfile
from pathlib import Path

TIMESTAMP_URL = "http://timestamp.digicert.com"


def sign(target: Path) -> str:
    """Sign a built program (Windows .exe, or a folder of them) or macOS .app; what was done, in words."""
    if sys.platform == "win32":
        return _sign_windows(target)
    if sys.platform == "darwin":
        return _sign_macos(target)
    return "not signed: Linux builds are published with checksums"


def notarize(archive: Path, bundle: Path) -> bool:
    """Notarise a packed macOS .app and staple the ticket to ``bundle``; False without credentials."""
    profile = os.environ.get("MACOS_NOTARY_PROFILE")
    if sys.platform != "darwin" or not profile or not os.environ.get("MACOS_SIGNING_IDENTITY"):
        return False
    subprocess.run(["xcrun", "notarytool", "submit", str(archive), "--keychain-profile", profile, "--wait"],
                   check=True)
    subprocess.run(["xcrun", "stapler", "staple", str(bundle)], check=True)
    return True


def _sign_windows(target: Path) -> str:
    certificate = os.environ.get("WINDOWS_CERTIFICATE")
    if not certificate:
        return "not signed: no WINDOWS_CERTIFICATE"
    programs = [target] if target.is_file() else sorted(target.rglob("*.exe"))
    with tempfile.TemporaryDirectory() as scratch:
        pfx = Path(scratch) / "certificate.pfx"
        pfx.write_bytes(base64.b64decode(certificate))
        subprocess.run(["signtool", "sign", "/f", str(pfx), "/p", os.environ.get("WINDOWS_CERTIFICATE_PASSWORD", ""),
                        "/fd", "SHA256", "/tr", TIMESTAMP_URL, "/td", "SHA256", *map(str, programs)], check=True)
    return f"signed {len(programs)} program(s)"


def _sign_macos(target: Path) -> str:
    identity = os.environ.get("MACOS_SIGNING_IDENTITY")
    if not identity:
        return "not signed: no MACOS_SIGNING_IDENTITY"
    subprocess.run(["codesign", "--force", "--deep", "--options", "runtime", "--timestamp",
                    "--sign", identity, str(target)], check=True)
    return f"signed {target.name}"
