"""Sums a SCOPA_TEST_CPU log (tests/conftest.py): CPU seconds per folder, per module, and
the costliest tests.  ``python tests/cpu_report.py LOG [--tests N]``."""

import argparse
from collections import defaultdict


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("log")
    parser.add_argument("--tests", type=int, default=40, help="how many of the costliest tests to list")
    args = parser.parse_args()
    per_folder: dict[str, float] = defaultdict(float)
    per_module: dict[str, float] = defaultdict(float)
    per_test: list[tuple[float, str]] = []
    with open(args.log, encoding="utf-8") as log:
        for line in log:
            kind, seconds_text, nodeid = line.rstrip("\n").split("\t")
            seconds = float(seconds_text)
            module = nodeid.split("::")[0]
            per_module[module] += seconds
            per_folder[module.rsplit("/", 1)[0] if "/" in module else module] += seconds
            if kind == "test":
                per_test.append((seconds, nodeid))
    print(f"total {sum(per_folder.values()):8.1f} s CPU, {len(per_test)} tests")
    for title, table in (("folder", per_folder), ("module", per_module)):
        print(f"\nper {title}:")
        for name, seconds in sorted(table.items(), key=lambda entry: -entry[1]):
            print(f"{seconds:8.1f}  {name}")
    print(f"\ncostliest {args.tests} tests:")
    for seconds, nodeid in sorted(per_test, reverse=True)[: args.tests]:
        print(f"{seconds:8.2f}  {nodeid}")


if __name__ == "__main__":
    main()
