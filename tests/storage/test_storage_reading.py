"""Stored files are read defensively: every bad file is one Refused, nothing else."""

from __future__ import annotations

import os

import pytest

from scopa_desktop.storage.reading import Refused, parse_json, read_text_file


def test_a_regular_file_is_read(tmp_path):
    path = tmp_path / "f.json"
    path.write_text('{"a": 1}', encoding="utf-8")
    assert parse_json(read_text_file(path)) == {"a": 1}


@pytest.mark.parametrize("make, reason", [
    (lambda d: d, "not a regular file"),
    (lambda d: (os.mkfifo(d / "fifo"), d / "fifo")[1], "not a regular file"),
    (lambda d: d / "missing", "cannot read"),
])
def test_what_is_not_a_regular_file_is_refused_unread(tmp_path, make, reason):
    with pytest.raises(Refused, match=reason):
        read_text_file(make(tmp_path))


def test_a_device_is_refused():
    with pytest.raises(Refused, match="not a regular file"):
        read_text_file("/dev/zero")


def test_too_large_and_not_utf8_are_refused(tmp_path):
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    with pytest.raises(Refused, match="too large"):
        read_text_file(big, limit=100)
    junk = tmp_path / "junk"
    junk.write_bytes(b"\xff\xfe\x00binary")
    with pytest.raises(Refused, match="not UTF-8"):
        read_text_file(junk)


@pytest.mark.parametrize("text, reason", [
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ("1" * 5_000, "^not usable JSON: a number too long to read$"),
    ('{"a": ', "not JSON"),
])
def test_bad_json_is_refused(text, reason):
    with pytest.raises(Refused, match=reason):
        parse_json(text)
