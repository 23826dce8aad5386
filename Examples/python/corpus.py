#!/usr/bin/env python3
"""Replays a corpus of recordings and writes one verdict per file to a CSV, on
one core or on a Dask cluster, with the same function.

    python corpus.py FOLDER [--out verdicts.csv] [--workers N | --scheduler ADDRESS]
                     [--getevent-range WxH | --getevent-desc FILE]

FOLDER is searched recursively: .touches and .jsonl streams, evemu .events
recordings (with the .desc file evemu-describe wrote beside them, when there
is one), getevent logs (.getevent or .txt; they need --getevent-range or
--getevent-desc, since `getevent -lt` prints no ranges) and pointer events
(.json). Each file's verdict is a CSV row: which recognizers fired (began or
recognized) and how often, the viewer's final state, the warnings (positions
clamped, contacts without a position), and the error that refused the file, if
one did.

--workers N runs on a Dask LocalCluster of N worker processes; --scheduler
ADDRESS on a cluster already running (`dask scheduler`, `dask worker`), where
every worker has gesturekitlite installed. `verdict` is the function either way.
Both need Dask: `pip install './python[dask]'` from the repository's root
installs the package with it.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import gesturekitlite as gkl

COLUMNS = [
    "file",
    "format",
    "events",
    "fired",
    "page",
    "zoomScale",
    "chromeVisible",
    "dismissed",
    "warnings",
    "error",
]


@dataclass(frozen=True)
class Job:
    """One file to replay, and how: what `gesture-sim play [--from ...]` takes."""

    path: str
    name: str
    format: gkl.StreamFormat
    description: str | None = None
    range: str | None = None


def verdict(job: Job) -> dict[str, object]:
    """Replays one file and returns its CSV row. Never raises for a bad file:
    the refusal is the row's error, in gesture-sim's words."""
    row: dict[str, object] = {"file": job.name, "format": job.format}
    fired: Counter[str] = Counter()
    count = 0
    try:
        description = Path(job.description).read_bytes() if job.description else None
        with gkl.Player(job.format, description=description, range=job.range) as player:
            for event in player.replay(job.path):
                count += 1
                if isinstance(event, gkl.RecognizerEvent) and event.state in ("began", "recognized"):
                    fired[event.recognizer] += 1
            state = player.state
            row["warnings"] = " | ".join(player.warnings)
    except gkl.GestureKitLiteError as error:
        row.update(events=count, error=error.diagnostic(job.name))
        return row
    row.update(
        events=count,
        fired=" ".join(f"{name}:{times}" for name, times in sorted(fired.items())),
        error="",
    )
    if state is not None:
        row.update(
            page=state.page,
            zoomScale=round(state.zoom_scale, 6),
            chromeVisible=state.chrome_visible,
            dismissed=state.dismissed,
        )
    return row


def jobs(folder: Path, getevent_range: str | None = None, getevent_desc: str | None = None) -> list[Job]:
    """Every recording under `folder` that its extension names, sorted by path."""
    found = []
    for path in sorted(folder.rglob("*")):
        name = path.relative_to(folder).as_posix()
        suffix = path.suffix.lower()
        if suffix == ".touches":
            found.append(Job(str(path), name, "text"))
        elif suffix == ".jsonl":
            found.append(Job(str(path), name, "jsonl"))
        elif suffix == ".events":
            descriptions = [d for d in path.parent.glob("*.desc") if path.name.startswith(d.stem + ".")]
            description = max(descriptions, key=lambda d: len(d.name), default=None)
            found.append(Job(str(path), name, "evemu", str(description) if description else None))
        elif suffix in (".getevent", ".txt") and (getevent_range or getevent_desc):
            found.append(Job(str(path), name, "getevent", getevent_desc, getevent_range))
        elif suffix == ".json":
            found.append(Job(str(path), name, "pointer-events"))
    return found


def verdicts(batch: list[Job]) -> list[dict[str, object]]:
    """The verdicts of a batch of files, in its order."""
    return [verdict(job) for job in batch]


def replay(work: list[Job], client: object | None = None, batch_size: int = 256) -> list[dict[str, object]]:
    """The verdicts of `work`, in its order: here, or on a Dask client's
    cluster in batches (a task per file would cost the scheduler more than
    the replay: most recordings play in well under a millisecond)."""
    batches = [work[start : start + batch_size] for start in range(0, len(work), batch_size)]
    if client is None:
        return [row for batch in batches for row in verdicts(batch)]
    futures = client.map(verdicts, batches, pure=False)  # type: ignore[attr-defined]
    return [row for batch in client.gather(futures) for row in batch]  # type: ignore[attr-defined]


def write_csv(rows: Iterable[dict[str, object]], out: Path) -> None:
    with open(out, "w", newline="", encoding="utf-8") as file:
        writer = csv.DictWriter(file, fieldnames=COLUMNS, restval="", lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--out", type=Path, default=Path("verdicts.csv"))
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, help="run on a Dask LocalCluster of N worker processes")
    where.add_argument("--scheduler", help="run on the Dask cluster whose scheduler is at ADDRESS")
    parser.add_argument("--getevent-range", metavar="WxH")
    parser.add_argument("--getevent-desc", metavar="FILE")
    options = parser.parse_args()
    work = jobs(options.folder, options.getevent_range, options.getevent_desc)
    start = time.perf_counter()
    if options.workers or options.scheduler:
        try:
            from dask.distributed import Client, LocalCluster
        except ImportError:
            print(
                "corpus.py: error: --workers and --scheduler need Dask, which is not installed; "
                "install it with the package: pip install './python[dask]' (from the repository's root)",
                file=sys.stderr,
            )
            return 2

        # Dask's Client and LocalCluster carry no type hints.
        if options.scheduler:
            with Client(options.scheduler) as client:  # type: ignore[no-untyped-call]
                start = time.perf_counter()
                rows = replay(work, client)
        else:
            cluster = LocalCluster(n_workers=options.workers, threads_per_worker=1)  # type: ignore[no-untyped-call]
            with cluster, Client(cluster) as client:  # type: ignore[no-untyped-call]
                start = time.perf_counter()  # the cluster's start is not the corpus's time
                rows = replay(work, client)
    else:
        rows = replay(work)
    seconds = time.perf_counter() - start
    write_csv(rows, options.out)
    refused = sum(1 for row in rows if row.get("error"))
    print(
        f"{len(rows)} files ({refused} refused) in {seconds:.2f} s: {len(rows) / seconds:.0f} files/s -> {options.out}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
