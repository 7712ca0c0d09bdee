"""Other requests during a big POST: the login page's latency while one comes in, on one server process.

Two POSTs of a multipart body to the upload URL, streamed from a generator, each on a fresh server: an
anonymous one of `--mib` MiB (refused before its body is read), and one of `--forged-mib` MiB with a forged
session cookie (read, since only Django can tell the session is no good: spooled to disk and handed to Django
in chunks). Meanwhile one client GETs /accounts/login/ again and again. Prints, per POST: how it ended, the
login page's p50 / p99 / max latency while it was in progress, and the server's peak RSS growth (VmHWM).
`--plain` measures plain daphne too (`daphne lantide.asgi:application`, no body limits): a 250 MB POST there
takes about a minute and gigabytes. Nothing asserts a time.

    python upload_load.py [--mib 250] [--forged-mib 190] [--plain]
"""

import argparse
import threading
import time
from pathlib import Path

import httpx
from _django import setup_django
from _servers import ROOT, daphne, peak_rss_bytes
from _ws_clients import ms3, row

BOUNDARY = "lantide-bench"
PIECE = b"a,b,c\n" * 10922  # ~64 KiB


def multipart(size: int):
    yield (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"table\"\r\n\r\nbig\r\n--{BOUNDARY}\r\n"
           "Content-Disposition: form-data; name=\"file\"; filename=\"big.csv\"\r\n"
           "Content-Type: text/csv\r\n\r\n").encode()
    for _ in range(size // len(PIECE)):
        yield PIECE
    yield f"\r\n--{BOUNDARY}--\r\n".encode()


def during_post(url: str, size: int, headers: dict) -> tuple[str, list[float]]:
    """POST `size` bytes; GET the login page in a loop until the POST has its answer."""
    ended: list[str] = []

    def post():
        try:
            response = httpx.post(
                f"{url}/api_v1/workspaces/1/datasources/", content=multipart(size), timeout=600,
                headers={"Content-Type": f"multipart/form-data; boundary={BOUNDARY}", **headers})
            ended.append(f"{response.status_code} {response.json()['code']}")
        except httpx.HTTPError as error:
            ended.append(type(error).__name__)

    poster = threading.Thread(target=post)
    poster.start()
    latencies = []
    with httpx.Client(timeout=600) as client:
        while poster.is_alive():
            started = time.perf_counter()
            client.get(f"{url}/accounts/login/")
            latencies.append(time.perf_counter() - started)
    poster.join()
    return ended[0], latencies


def measure(name: str, module: str, label: str, mib: int, headers: dict, args, data_dir: Path) -> None:
    """One POST on a fresh server, so its peak RSS is this POST's."""
    server = daphne(name, "lantide.asgi:application", log_dir=data_dir, cwd=ROOT, module=module,
                    env={"LANTIDE_LOG_LEVEL": "WARNING"})
    try:
        httpx.get(f"http://127.0.0.1:{server.port}/accounts/login/", timeout=60)
        time.sleep(args.settle)  # the model client imports on a background thread after the first request
        before = peak_rss_bytes(server.pid)
        ended, latencies = during_post(f"http://127.0.0.1:{server.port}", mib * 2**20, headers)
        growth = (peak_rss_bytes(server.pid) - before) / 2**20
    finally:
        server.stop()
    row(f"{name}: {label} {mib} MiB POST", ended)
    row("  login page p50 / p99 / max (ms)", ms3(latencies), f"{len(latencies)} requests")
    row("  server peak RSS growth", f"{growth:.0f} MiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mib", type=int, default=250, help="the anonymous POST's body")
    parser.add_argument("--forged-mib", type=int, default=190, help="the forged-session POST's body (<= 200)")
    parser.add_argument("--settle", type=float, default=15.0,
                        help="seconds to wait after the server's first request")
    parser.add_argument("--plain", action="store_true", help="also measure plain daphne (slow, gigabytes)")
    args = parser.parse_args()
    data_dir = setup_django()
    servers = [("lantide.serve", "lantide.serve")] + ([("plain daphne", "daphne")] if args.plain else [])
    for name, module in servers:
        for label, mib, headers in (("anonymous", args.mib, {}),
                                    ("forged session", args.forged_mib, {"Cookie": "sessionid=forged"})):
            measure(name, module, label, mib, headers, args, data_dir)


if __name__ == "__main__":
    main()
