"""How far one import may expand, and how much a workspace may store.

A small file can stand for a huge table (dictionary-encoded or compressed columns, a constant column of a billion
rows), so no import is trusted by its file size: every table streams into the workspace as Arrow record batches,
each batch is counted (rows and Arrow bytes) before DuckDB takes it, and the stream stops at the batch that passes
a limit. Only one batch at a time is held, so a refused import never materializes the table. One batch alone can
be huge too (2,048 rows of one 1 MB dictionary value: 2 GB), so where a DuckDB reader makes the batches, DuckDB
counts each row's text, blob and list payload before it builds a batch and stops at the byte limit
(`importers.guarded_reader`).

The workspace's storage is what its DuckDB file holds in use: its used blocks and its write-ahead log (blocks freed
by dropped tables count as room again once DuckDB checkpoints, which it does when the log passes 16 MB and when the
file closes). An import may add its Arrow bytes on top: DuckDB stores a table compressed, so its Arrow size is a
cautious estimate of what the file grows by.
"""

from collections.abc import Iterator
from dataclasses import dataclass

import pyarrow as pa
from django.conf import settings

from lantide.errors import ApplicationError, ErrorCode, invalid

STREAM_BATCH_ROWS = 2048  # DuckDB's vector size: the rows a reader hands over at once
PAYLOAD_PAST_LIMIT = "lantide: the import payload passed its byte limit"


class StorageQuotaExceeded(ApplicationError):
    """The workspace has no room for the import. The same file would import into an emptier workspace, so this is
    the workspace's allowance running out (QUOTA_EXCEEDED), not bad input; 413 because the import is larger than
    the workspace can take, where waiting (429) would not help."""

    http_status = 413

    def __init__(self, *, limit: int, stored: int):
        super().__init__(
            ErrorCode.QUOTA_EXCEEDED,
            f"This import would take the workspace past its storage limit of {limit:,} bytes "
            f"(LANTIDE_WORKSPACE_MAX_BYTES): its data takes {stored:,} bytes, which leaves "
            f"{max(limit - stored, 0):,} bytes, less than the import needs; an administrator can raise the limit.",
        )


def bytes_refusal(max_bytes: int) -> ApplicationError:
    return invalid(f"The table's data grows past {max_bytes:,} bytes, the most one import may bring "
                   "(LANTIDE_IMPORT_MAX_BYTES), however small its file; import a part of it.")


@dataclass(frozen=True)
class ImportLimits:
    max_rows: int
    max_bytes: int
    storage_limit: int
    stored_bytes: int

    @classmethod
    def for_workspace(cls, *, stored_bytes: int) -> "ImportLimits":
        return cls(max_rows=settings.LANTIDE_IMPORT_MAX_ROWS, max_bytes=settings.LANTIDE_IMPORT_MAX_BYTES,
                   storage_limit=settings.LANTIDE_WORKSPACE_MAX_BYTES, stored_bytes=stored_bytes)

    def check(self, *, rows: int, nbytes: int) -> None:
        """Refuse an import that has passed a limit with `rows` rows of `nbytes` Arrow bytes."""
        if rows > self.max_rows:
            raise invalid(f"The table has more than {self.max_rows:,} rows, the most one import may bring "
                          "(LANTIDE_IMPORT_MAX_ROWS); import a part of it.")
        if nbytes > self.max_bytes:
            raise bytes_refusal(self.max_bytes)
        if self.stored_bytes + nbytes > self.storage_limit or self.stored_bytes >= self.storage_limit:
            raise StorageQuotaExceeded(limit=self.storage_limit, stored=self.stored_bytes)


class LimitedStream:
    """A RecordBatchReader's batches, counted as DuckDB pulls them; the batch that passes a limit is refused.

    DuckDB reports an exception raised inside the stream as its own error text, so the first one is kept in
    `failure`: the caller raises it again as it was (a limit's sentence, a source's error) once DuckDB stops.
    """

    def __init__(self, reader: pa.RecordBatchReader, limits: ImportLimits):
        limits.check(rows=0, nbytes=0)
        self.limits = limits
        self.rows = 0
        self.nbytes = 0
        self.failure: Exception | None = None
        self.reader = pa.RecordBatchReader.from_batches(reader.schema, self._counted(reader))

    def _counted(self, reader: pa.RecordBatchReader) -> Iterator[pa.RecordBatch]:
        try:
            for batch in reader:
                self.rows += batch.num_rows
                self.nbytes += batch.nbytes
                self.limits.check(rows=self.rows, nbytes=self.nbytes)
                yield batch
        except Exception as error:  # noqa: BLE001 - whatever stopped the stream is raised again by the caller
            self.failure = bytes_refusal(self.limits.max_bytes) if PAYLOAD_PAST_LIMIT in str(error) else error
            raise
