"""Statement timeouts for DuckDB, which has none of its own: one watchdog thread interrupts overdue cursors.

One long-lived thread instead of a timer thread per query: starting a thread cost more than parsing the SQL.
"""

import heapq
import itertools
import logging
import threading
import time

logger = logging.getLogger(__name__)


class Watchdog:
    def __init__(self):
        self._condition = threading.Condition()
        self._heap: list[tuple[float, int]] = []
        self._cursors: dict[int, object] = {}
        self._tokens = itertools.count()
        self._thread: threading.Thread | None = None
        self._fired: set[int] = set()

    def watch(self, cursor, seconds: float) -> int:
        """Interrupt `cursor` after `seconds` unless released first; returns the token to release."""
        with self._condition:
            token = next(self._tokens)
            self._cursors[token] = cursor
            heapq.heappush(self._heap, (time.monotonic() + seconds, token))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="lantide-query-deadlines", daemon=True)
                self._thread.start()
            if self._heap[0][1] == token:  # else the thread already wakes sooner than this deadline
                self._condition.notify()
        return token

    def release(self, token: int) -> None:
        """After this returns, the watchdog never touches that cursor."""
        with self._condition:
            self._cursors.pop(token, None)
            self._fired.discard(token)

    def expired(self, token: int) -> bool:
        with self._condition:
            return token in self._fired

    def _run(self) -> None:
        with self._condition:
            while True:
                while self._heap and self._heap[0][1] not in self._cursors:
                    heapq.heappop(self._heap)
                if not self._heap:
                    self._condition.wait()
                    continue
                deadline, token = self._heap[0]
                delay = deadline - time.monotonic()
                if delay > 0:
                    self._condition.wait(delay)
                    continue
                heapq.heappop(self._heap)
                self._fired.add(token)
                self._interrupt(self._cursors.pop(token))

    @staticmethod
    def _interrupt(cursor) -> None:
        try:
            cursor.interrupt()
        except Exception:  # noqa: BLE001 - a cursor that is already gone needs no interrupting
            logger.warning("query.deadline.interrupt_failed", exc_info=True)


WATCHDOG = Watchdog()


class QueryCancellation:
    """Lets whoever waits for a query stop it from another thread: a cancelled run interrupts its DuckDB cursor at
    once instead of leaving it to burn the CPU until its deadline."""

    def __init__(self):
        self._lock = threading.Lock()
        self._cursor = None
        self.cancelled = False

    def cancel(self) -> None:
        with self._lock:
            self.cancelled = True
            if self._cursor is not None:
                Watchdog._interrupt(self._cursor)

    def _attach(self, cursor) -> None:
        with self._lock:
            self._cursor = cursor
            if self.cancelled:
                Watchdog._interrupt(cursor)

    def _detach(self) -> None:
        with self._lock:
            self._cursor = None


class Deadline:
    """`with Deadline(cursor, seconds):` — the statement inside is interrupted when it runs over, or when its
    `cancellation` is cancelled."""

    def __init__(self, cursor, seconds: float, cancellation: QueryCancellation | None = None):
        self._cursor, self._seconds, self._token, self._cancellation = cursor, seconds, None, cancellation

    @property
    def expired(self) -> bool:
        """True once the watchdog interrupted this statement (whatever error DuckDB or Arrow then raised)."""
        return self._token is not None and WATCHDOG.expired(self._token)

    @property
    def cancelled(self) -> bool:
        return self._cancellation is not None and self._cancellation.cancelled

    def __enter__(self):
        self._token = WATCHDOG.watch(self._cursor, self._seconds)
        if self._cancellation is not None:
            self._cancellation._attach(self._cursor)
        return self

    def __exit__(self, *exc):
        if self._cancellation is not None:
            self._cancellation._detach()
        WATCHDOG.release(self._token)
