"""The release workflow for Windows, macOS and Linux cannot run here; what can be
checked here is: the workflow file is valid (actionlint), every step it runs is a
script of build_spec/ that exists, and those scripts work on Linux."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
sys.path.insert(0, str(ROOT / "build_spec"))

import publish  # noqa: E402 - build_spec/ is put on the path just above
import release  # noqa: E402 - the same
import sign  # noqa: E402 - the same


def test_the_workflow_passes_actionlint():
    actionlint = shutil.which("actionlint") or str(Path(sys.executable).parent / "actionlint")
    result = subprocess.run([actionlint, str(WORKFLOW)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_step_runs_a_script_of_build_spec():
    commands = re.findall(r"^\s+run: (.+)$", WORKFLOW.read_text(encoding="utf-8"), flags=re.MULTILINE)
    # Installing the build extra is the README's own build command, not a step of ours.
    steps = [c for c in commands if c != 'python -m pip install -e ".[build]"']
    assert len(steps) == len(commands) - 1 >= 3
    for command in steps:
        script = re.search(r"build_spec/(\S+)", command)
        assert script, f"a step that is not a build_spec script: {command}"
        assert (ROOT / "build_spec" / script.group(1)).is_file(), command


def test_the_workflow_builds_on_three_systems_and_self_tests():
    text = WORKFLOW.read_text(encoding="utf-8")
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert runner in text
    source = (ROOT / "build_spec" / "release.py").read_text(encoding="utf-8")
    assert "--self-test" in source and "for onefile in (False, True)" in source


def test_release_files_are_named_for_version_system_and_machine():
    stem = release.release_stem()
    assert re.fullmatch(r"scopa-desktop-\d+\.\d+\.\d+\S*-(linux|windows|macos)-[a-z0-9_]+", stem), stem


def test_publish_writes_checksums_and_names_every_file(tmp_path, capsys):
    (tmp_path / "a.tar.gz").write_bytes(b"folder")
    (tmp_path / "b").write_bytes(b"one file")
    assert publish.main(["v1.2.3", str(tmp_path), "--dry-run"]) == 0
    sums = (tmp_path / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    assert [line.split()[1] for line in sums] == ["a.tar.gz", "b"]
    command = capsys.readouterr().out
    assert command.startswith("gh release create v1.2.3") and "a.tar.gz" in command and "SHA256SUMS" in command


def test_without_credentials_nothing_is_signed_and_the_build_goes_on(tmp_path, monkeypatch):
    for name in ("WINDOWS_CERTIFICATE", "MACOS_SIGNING_IDENTITY", "MACOS_NOTARY_PROFILE"):
        monkeypatch.delenv(name, raising=False)
    assert sign.sign(tmp_path).startswith("not signed")
    assert sign.notarize(tmp_path / "x.zip", tmp_path) is False
