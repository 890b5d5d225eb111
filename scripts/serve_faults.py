"""The load and fault check of `halflings watch --serve` (see
scripts/check-serve-faults, which runs it). Loopback only; every step is
bounded in count and time, prints its figures, and fails the run when it
misses its target.

    python3 scripts/serve_faults.py BIN [--disk]

With --disk (as root, inside `unshare --mount`), the output directory lies
on a small tmpfs of its own, so that a full disk and a read-only output can
be made for real; without it, those two steps are skipped, and said so.
"""

import asyncio
import json
import os
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAILURES: list[str] = []


def check(ok: bool, what: str) -> None:
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        FAILURES.append(what)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


class Watch:
    """One `halflings watch --serve` process, on a copy of the tiles."""

    def __init__(self, binary: str, work: Path, out: Path, nofile: int | None = None):
        self.tiles = work / "tiles"
        self.out = out
        self.log = open(work / f"watch-{out.name}.log", "w+")
        limit = None if nofile is None else (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile)))
        self.process = subprocess.Popen(
            [binary, "watch", "--serve", "--port", "0", "--dpi", "96",
             "--tiles", str(self.tiles), "--out", str(out)],
            stdout=self.log, stderr=subprocess.STDOUT, env={**os.environ, "NO_COLOR": "1"},
            preexec_fn=limit,
        )
        deadline = time.monotonic() + 60
        self.port = 0
        while time.monotonic() < deadline and self.process.poll() is None:
            self.log.seek(0)
            for line in self.log.read().splitlines():
                if line.startswith("serving the gallery at http://127.0.0.1:"):
                    self.port = int(line.split(":")[2].split("/")[0])
            if self.port:
                break
            time.sleep(0.05)
        if not self.port:
            self.log.seek(0)
            sys.exit("watch --serve did not start:\n" + self.log.read())

    def descriptors(self) -> int:
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def rss_kib(self) -> int:
        for line in open(f"/proc/{self.process.pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        if self.alive():
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


class Saves:
    """Saves of one tile file, each a change the watch draws: the tile's
    name gets the number of the save."""

    def __init__(self, tiles: Path):
        self.tiles = tiles
        self.count = 0

    def save(self) -> float:
        file = self.tiles / "halflings-1/01.toml"
        self.count += 1
        lines = file.read_text().splitlines(keepends=True)
        lines = [f'name = "City and road, save {self.count}"\n' if line.startswith("name = ") else line
                 for line in lines]
        file.write_text("".join(lines))
        return time.monotonic()


async def open_connection(port: int):
    return await asyncio.open_connection("127.0.0.1", port)


async def get(reader, writer, path: str) -> int:
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    length = 0
    chunked = False
    for line in head.split(b"\r\n"):
        lower = line.lower()
        if lower.startswith(b"content-length:"):
            length = int(line.split(b":")[1])
        elif lower.startswith(b"transfer-encoding:") and b"chunked" in lower:
            chunked = True
    if not chunked:
        await reader.readexactly(length)
        return status
    while True:
        size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
        await reader.readexactly(size + 2)
        if size == 0:
            return status


async def get_once(port: int, path: str) -> int:
    reader, writer = await open_connection(port)
    try:
        return await get(reader, writer, path)
    finally:
        writer.close()


class Page:
    """A live page: reads `/events` (a chunked body of server-sent events)
    and notes when each event arrived."""

    def __init__(self, port: int):
        self.port = port
        self.events: list[tuple[int, float, str]] = []
        self.arrived = asyncio.Event()
        self.task: asyncio.Task | None = None
        self.writer = None

    async def open(self) -> None:
        reader, self.writer = await open_connection(self.port)
        self.writer.write(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        await self.writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        assert b" 200 " in head.split(b"\r\n")[0], head
        first = await self._chunk(reader)
        self._take(first)
        self.task = asyncio.create_task(self._read(reader))

    @staticmethod
    async def _chunk(reader) -> bytes:
        size = int((await reader.readuntil(b"\r\n")).strip(), 16)
        data = await reader.readexactly(size + 2)
        return data[:-2]

    def _take(self, data: bytes) -> None:
        now = time.monotonic()
        for block in data.decode().split("\n\n"):
            for line in block.splitlines():
                if line.startswith("data: "):
                    event = json.loads(line[6:])
                    self.events.append((event["generation"], now, event["drawn"]))
                    self.arrived.set()

    async def _read(self, reader) -> None:
        try:
            while True:
                chunk = await self._chunk(reader)
                if not chunk:
                    return
                self._take(chunk)
        except (asyncio.IncompleteReadError, ConnectionError):
            return

    def last_generation(self) -> int:
        return self.events[-1][0] if self.events else 0

    async def next_event(self, after: int, timeout: float) -> tuple[int, float, str] | None:
        deadline = time.monotonic() + timeout
        while True:
            for event in self.events:
                if event[0] > after:
                    return event
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            self.arrived.clear()
            try:
                await asyncio.wait_for(self.arrived.wait(), left)
            except asyncio.TimeoutError:
                return None

    def close(self) -> None:
        if self.task:
            self.task.cancel()
        if self.writer:
            self.writer.close()


LOAD_PATHS = ["/", "/svg/h1-01.svg", "/png/h2-07.png", "/_halflings/live.js", "/svg/h2-12.svg"]

# wrk's script: the paths in turn, and at the end the figures as one line
# of JSON (latencies in microseconds).
WRK_SCRIPT = """
local paths = {%s}
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n %% #paths) + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests": %%d, "p50": %%d, "p99": %%d, "max": %%d, '
    .. '"connect": %%d, "read": %%d, "write": %%d, "status": %%d, "timeout": %%d}\\n',
    summary.requests, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end
""" % ", ".join(f'"{p}"' for p in LOAD_PATHS)


async def load(watch: Watch, clients: int, seconds: float) -> None:
    """`clients` keep-alive clients, each asking for the next of
    LOAD_PATHS as soon as it has the last, for `seconds`. With wrk (as in
    CI) the clients cost little, so the latencies are the server's; with
    the asyncio client below they include Python's own time, which on two
    cores shared with the server is most of it."""
    for path in LOAD_PATHS:
        status = await get_once(watch.port, path)
        if status != 200:
            check(False, f"{clients} concurrent clients: {path} answered {status}, not 200")
            return
    if shutil.which("wrk"):
        await load_wrk(watch, clients, seconds)
    else:
        print("     (no wrk here: the asyncio client instead, whose own time is in its latencies)")
        await load_asyncio(watch, clients, seconds)


async def load_wrk(watch: Watch, clients: int, seconds: float) -> None:
    script = watch.tiles.parent / "load.lua"
    script.write_text(WRK_SCRIPT)
    process = await asyncio.create_subprocess_exec(
        "wrk", "--threads", "2", "--connections", str(clients), "--duration", f"{seconds:.0f}s",
        "--timeout", "2s", "--script", str(script), f"http://127.0.0.1:{watch.port}/",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )
    output = (await process.communicate())[0].decode(errors="replace")
    lines = [line for line in output.splitlines() if line.startswith("{")]
    if process.returncode != 0 or not lines:
        check(False, f"{clients} concurrent clients: wrk failed (exit {process.returncode}): {output[-300:]!r}")
        return
    got = json.loads(lines[-1])
    errors = {k: got[k] for k in ("connect", "read", "write", "status", "timeout") if got[k]}
    p99 = got["p99"] / 1000
    print(f"     {clients} clients (wrk, 2 threads) for {seconds:.0f} s: {got['requests']} requests "
          f"({got['requests'] / seconds:.0f}/s), p50 {got['p50'] / 1000:.1f} ms, p99 {p99:.1f} ms, "
          f"max {got['max'] / 1000:.1f} ms, errors {errors or 'none'}")
    check(p99 <= 100 and not errors, f"{clients} concurrent clients: p99 {p99:.1f} ms <= 100 ms, no error")


async def load_asyncio(watch: Watch, clients: int, seconds: float) -> None:
    latencies: list[float] = []
    errors: list[str] = []
    stop = time.monotonic() + seconds

    async def client(n: int) -> None:
        try:
            reader, writer = await open_connection(watch.port)
        except OSError as e:
            errors.append(f"connect: {e}")
            return
        i = n
        while time.monotonic() < stop:
            path = LOAD_PATHS[i % len(LOAD_PATHS)]
            i += 1
            start = time.monotonic()
            try:
                status = await get(reader, writer, path)
            except (OSError, asyncio.IncompleteReadError) as e:
                errors.append(f"{path}: {e!r}")
                return
            latencies.append(time.monotonic() - start)
            if status != 200:
                errors.append(f"{path}: {status}")
        writer.close()

    await asyncio.gather(*(client(n) for n in range(clients)))
    p50, p99 = percentile(latencies, 0.5) * 1000, percentile(latencies, 0.99) * 1000
    print(f"     {clients} clients for {seconds:.0f} s: {len(latencies)} requests "
          f"({len(latencies) / seconds:.0f}/s), p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
          f"max {max(latencies) * 1000:.1f} ms, {len(errors)} errors")
    check(p99 <= 100 and not errors, f"{clients} concurrent clients: p99 {p99:.1f} ms <= 100 ms, no error {errors[:3]}")


async def live_pages(watch: Watch, saves: Saves, count: int, rounds: int) -> None:
    pages = [Page(watch.port) for _ in range(count)]
    await asyncio.gather(*(p.open() for p in pages))
    worst = 0.0
    missed = 0
    for _ in range(rounds):
        after = max(p.last_generation() for p in pages)
        saved = saves.save()
        got = await asyncio.gather(*(p.next_event(after, 5) for p in pages))
        for event in got:
            if event is None or not event[2].startswith("ok: rendered"):
                missed += 1
            else:
                worst = max(worst, event[1] - saved)
    for p in pages:
        p.close()
    print(f"     {count} live pages, {rounds} saves: slowest page got its event {worst * 1000:.0f} ms "
          f"after the save; {missed} events missed")
    check(missed == 0 and worst <= 0.25, f"{count} live pages each got each of {rounds} saves within 250 ms")


async def churn(binary: str, work: Path) -> None:
    """Connect-and-close on /events under an open-file limit of 256."""
    watch = Watch(binary, work, work / "out-limited", nofile=256)
    try:
        assert await get_once(watch.port, "/") == 200
        await asyncio.sleep(0.2)
        before = watch.descriptors()
        cycles, parallel = 10_000, 64
        failures: list[str] = []

        async def worker(share: int) -> None:
            for _ in range(share):
                try:
                    reader, writer = await open_connection(watch.port)
                    writer.write(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    await writer.drain()
                    await reader.readuntil(b"retry: 500")
                    writer.close()
                except (OSError, asyncio.IncompleteReadError) as e:
                    failures.append(repr(e))

        start = time.monotonic()
        await asyncio.gather(*(worker(cycles // parallel) for _ in range(parallel)))
        took = time.monotonic() - start
        answered = await get_once(watch.port, "/")
        after = watch.descriptors()
        deadline = time.monotonic() + 3
        while after != before and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
            after = watch.descriptors()
        done = cycles // parallel * parallel
        print(f"     {done} connect-and-close cycles on /events under ulimit -n 256 in {took:.1f} s; "
              f"descriptors {before} before, {after} after; {len(failures)} failed; then / answered {answered}")
        check(answered == 200 and after == before and not failures and watch.alive(),
              "connect-and-close under ulimit -n 256: still answering, descriptors back")
    finally:
        watch.stop()


async def slow_clients(watch: Watch, saves: Saves) -> None:
    before = watch.descriptors()
    # A client that asks for the page 20 times over without reading.
    pipeliner = socket.create_connection(("127.0.0.1", watch.port))
    pipeliner.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    pipeliner.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" * 20)
    # A live page that never reads its events.
    deaf = socket.create_connection(("127.0.0.1", watch.port))
    deaf.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    deaf.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    await asyncio.sleep(0.3)
    page = Page(watch.port)
    await page.open()
    latencies: list[float] = []
    statuses: set[int] = set()
    drawn = 0
    reader, writer = await open_connection(watch.port)
    for round_ in range(3):
        after = page.last_generation()
        saves.save()
        for path in ["/", "/svg/h1-01.svg", "/png/h1-01.png", "/_halflings/live.js"] * 5:
            start = time.monotonic()
            statuses.add(await get(reader, writer, path))
            latencies.append(time.monotonic() - start)
        event = await page.next_event(after, 5)
        drawn += event is not None and event[2].startswith("ok: rendered")
    writer.close()
    worst = max(latencies) * 1000
    print(f"     beside a pipelining client that does not read and a live page that never reads: "
          f"{len(latencies)} requests, slowest {worst:.1f} ms, statuses {sorted(statuses)}; "
          f"{drawn} of 3 saves drawn and announced")
    check(worst <= 100 and statuses == {200} and drawn == 3,
          "a stuck client holds up no other request (<= 100 ms) nor the watch")
    # The server drops the pipelining client once it has taken no bytes
    # for the write timeout (10 s); the deaf page's buffer is not full.
    page.close()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and watch.descriptors() > before + 1:
        await asyncio.sleep(0.25)
    held = watch.descriptors() - before
    print(f"     descriptors held for the two stuck clients after the write timeout: {held} (the deaf page's)")
    check(held <= 1, "the client that stopped reading was dropped")
    pipeliner.close()
    deaf.close()


def big_header(watch: Watch) -> None:
    before = watch.rss_kib()
    peak = before
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not done.is_set():
            peak = max(peak, watch.rss_kib())
            time.sleep(0.002)

    sampler = threading.Thread(target=sample)
    sampler.start()
    sock = socket.create_connection(("127.0.0.1", watch.port))
    sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ")
    sent, chunk, refused_by = 0, b"a" * 65536, ""
    try:
        while sent < 100 * 2**20:
            sock.sendall(chunk)
            sent += len(chunk)
    except OSError as e:
        refused_by = type(e).__name__
    sock.settimeout(5)
    try:
        answer = sock.recv(200).split(b"\r\n")[0].decode()
    except OSError as e:
        answer = repr(e)
    sock.close()
    time.sleep(0.1)
    done.set()
    sampler.join()
    grew = (peak - before) / 1024
    print(f"     100 MB header: {sent / 2**20:.1f} MB taken before the server closed ({refused_by}); "
          f"answer {answer!r}; memory {before / 1024:.1f} MB, peak {peak / 1024:.1f} MB (+{grew:.1f} MB)")
    check("431" in answer and grew <= 20, "a 100 MB header refused with 431, the process grew <= 20 MB")


def out_files(out: Path) -> list[str]:
    return sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())


async def faults(watch: Watch, saves: Saves, disk: Path | None) -> None:
    page = Page(watch.port)
    await page.open()
    whole = out_files(watch.out)

    async def saved(what: str, expect: str, action=None) -> bool:
        after = page.last_generation()
        if action is None:
            saves.save()
        else:
            action()
        event = await page.next_event(after, 10)
        said = event[2] if event else "(no event)"
        ok = event is not None and said.startswith(expect)
        print(f"     {what}: the page says {said[:110]!r}")
        return ok

    async def recovers(what: str) -> None:
        ok = await saved(f"{what}, then a save", "ok: rendered")
        files = out_files(watch.out)
        check(ok and files == whole and watch.alive(),
              f"{what}: the next save recovers, out/ whole ({len(files)} of {len(whole)} files)")

    # out/ read-only, then writable.
    if disk is not None:
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        ok = await saved("out/ on a read-only filesystem", "not written")
        subprocess.run(["mount", "-o", "remount,rw", str(disk)], check=True)
        check(ok, "a read-only out/ is reported on the page")
        await recovers("out/ writable again")
    elif os.geteuid() != 0:
        os.chmod(watch.out, 0o555)
        ok = await saved("out/ read-only", "not written")
        os.chmod(watch.out, 0o755)
        check(ok, "a read-only out/ is reported on the page")
        await recovers("out/ writable again")
    else:
        print("SKIP out/ read-only: root writes anyway; run with --disk (scripts/check-serve-faults does)")

    # A full disk.
    if disk is not None:
        filler = disk / "filler"
        with open(filler, "wb") as f:
            try:
                while True:
                    f.write(b"\0" * 65536)
            except OSError:
                pass
        ok = await saved("the disk full", "not written")
        filler.unlink()
        check(ok, "a full disk is reported on the page")
        await recovers("space again")
    else:
        print("SKIP full disk: needs --disk")

    # out/ deleted.
    shutil.rmtree(watch.out)
    await recovers("out/ deleted")

    # tiles/ replaced by a copy, as editors and git checkout do.
    def replace() -> None:
        old = watch.tiles.with_name("tiles.old")
        watch.tiles.rename(old)
        shutil.copytree(old, watch.tiles)
        shutil.rmtree(old)

    ok = await saved("tiles/ replaced by a copy", "ok:", replace)
    check(ok, "a replaced tiles/ is seen by the page")
    await recovers("tiles/ replaced")

    # Files that vanish while the watch reads them.
    extra = watch.tiles / "halflings-1/99.toml"
    source = (watch.tiles / "halflings-1/01.toml").read_text()
    stop = time.monotonic() + 2
    while time.monotonic() < stop:
        extra.write_text(source)
        extra.unlink()
        await asyncio.sleep(0.001)
    await asyncio.sleep(0.3)
    await recovers("a file written and removed 2 s over")
    page.close()


async def main() -> None:
    binary = sys.argv[1]
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 8192)), hard))
    with_disk = "--disk" in sys.argv[2:]
    work = Path(tempfile.mkdtemp(prefix="serve-faults-"))
    disk = None
    try:
        shutil.copytree(ROOT / "tiles", work / "tiles")
        out = work / "out"
        if with_disk:
            disk = work / "disk"
            disk.mkdir()
            subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(disk)], check=True)
            out = disk / "out"
        start = time.monotonic()
        watch = Watch(binary, work, out)
        saves = Saves(watch.tiles)
        print(f"watch --serve on 127.0.0.1:{watch.port}, pid {watch.process.pid}", flush=True)
        steps = [
            ("load", lambda: load(watch, 200, 10)),
            ("live pages", lambda: live_pages(watch, saves, 500, 5)),
            ("descriptors", lambda: churn(binary, work)),
            ("slow clients", lambda: slow_clients(watch, saves)),
            ("request size", lambda: asyncio.to_thread(big_header, watch)),
            ("faults", lambda: faults(watch, saves, disk)),
        ]
        try:
            for name, step in steps:
                print(f"-- {name}", flush=True)
                # A step cut short by an error is a failure of its own; the
                # next steps still run, on the same server if it is up.
                try:
                    await asyncio.wait_for(step(), 120)
                except Exception as e:  # noqa: BLE001
                    check(False, f"{name}: stopped by {e!r}")
            check(watch.alive(), "the watch is still running")
        finally:
            watch.stop()
            print(f"-- {time.monotonic() - start:.0f} s")
    finally:
        if disk is not None:
            subprocess.run(["umount", "-l", str(disk)], check=False)
        shutil.rmtree(work, ignore_errors=True)
    if FAILURES:
        print(f"{len(FAILURES)} checks failed", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    asyncio.run(main())
