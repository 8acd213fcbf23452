"""Attach the release files to a tag's release: ``python build_spec/publish.py TAG FOLDER [--dry-run]``.

Writes ``SHA256SUMS`` beside the files, then uses the GitHub CLI (``gh``, on
the hosted runners, authenticated by ``GH_TOKEN``) to create the release with
every file.  ``--dry-run`` writes the checksums and prints the command instead,
which is how it is checked on a machine without ``gh``.
"""

from __future__ import annotations

import argparse
import hashlib
import shlex
import subprocess
import sys
from pathlib import Path


def write_checksums(folder: Path) -> Path:
    files = sorted(p for p in folder.iterdir() if p.is_file() and p.name != "SHA256SUMS")
    if not files:
        sys.exit(f"publish.py: no release files in {folder}")
    lines = [f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p.name}" for p in files]
    sums = folder / "SHA256SUMS"
    sums.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return sums


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build_spec/publish.py", description=__doc__.splitlines()[0])
    parser.add_argument("tag")
    parser.add_argument("folder", type=Path)
    parser.add_argument("--dry-run", action="store_true", help="print the upload command instead of running it")
    args = parser.parse_args(argv)
    write_checksums(args.folder)
    files = sorted(str(p) for p in args.folder.iterdir() if p.is_file())
    command = ["gh", "release", "create", args.tag, "--title", f"Scopa Desktop {args.tag.lstrip('v')}",
               "--generate-notes", *files]
    if args.dry_run:
        print(shlex.join(command))
        return 0
    return subprocess.run(command, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
