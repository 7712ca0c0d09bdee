"""Reading CSV and Parquet files into a workspace: validation first, then an Arrow stream into DuckDB."""

from dataclasses import dataclass
from pathlib import Path

import duckdb
from django.conf import settings

from lantide.errors import invalid
from workspaces.import_limits import STREAM_BATCH_ROWS
from workspaces.models import DataSourceKind
from workspaces.query.engine_errors import engine_message
from workspaces.warehouse import TABLE_NAME_PATTERN, Warehouse

PARQUET_MAGIC = b"PAR1"
RESERVED_TABLE_PREFIXES = ("cache_", "lantide_", "duckdb_", "sqlite_", "pg_")


@dataclass(frozen=True)
class ImportResult:
    table: str
    row_count: int
    kind: str


KIND_BY_SUFFIX = {".csv": DataSourceKind.CSV, ".parquet": DataSourceKind.PARQUET, ".sqlite": DataSourceKind.SQLITE,
                  ".sqlite3": DataSourceKind.SQLITE, ".db": DataSourceKind.SQLITE, ".duckdb": DataSourceKind.DUCKDB}


def kind_for_filename(filename: str) -> str:
    kind = KIND_BY_SUFFIX.get(Path(filename).suffix.lower())
    if kind is None:
        raise invalid(f"'{filename}' is not a CSV or Parquet file, nor an SQLite or DuckDB database "
                      "(expected .csv, .parquet, .sqlite, .db or .duckdb).")
    return kind


def validate_table_name(*, warehouse: Warehouse, table: str) -> str:
    if not TABLE_NAME_PATTERN.match(table or ""):
        raise invalid(
            "Table names start with a letter or underscore and contain only letters, digits and "
            "underscores (at most 63 characters)."
        )
    if table.lower().startswith(RESERVED_TABLE_PREFIXES):
        raise invalid(f"Table names may not start with {', '.join(RESERVED_TABLE_PREFIXES)}.")
    if warehouse.has_table(table):
        raise invalid(f"A table named '{table}' already exists in this workspace.")
    return table


def sniff_content(*, path: Path, kind: str) -> None:
    """Refuse files whose bytes do not match their extension before DuckDB reads them."""
    with path.open("rb") as handle:
        head = handle.read(8192)
        if not head:
            raise invalid("The file is empty.")
        if kind == DataSourceKind.PARQUET:
            handle.seek(-4, 2)
            if not head.startswith(PARQUET_MAGIC) or handle.read(4) != PARQUET_MAGIC:
                raise invalid("The file is not a valid Parquet file.")
        elif b"\x00" in head:
            raise invalid("The file is not a text CSV file (it contains binary data).")


def _reader_sql(kind: str) -> str:
    if kind == DataSourceKind.PARQUET:
        return "SELECT * FROM read_parquet(?)"
    return "SELECT * FROM read_csv(?, header = true, skip = 0, sample_size = 20480, strict_mode = true)"


def refuse_csv_with_ragged_start(*, connection: duckdb.DuckDBPyConnection, path: Path) -> None:
    """DuckDB's sniffer silently skips leading lines that do not fit the rest; we refuse such a file."""
    skipped = connection.execute("SELECT SkipRows FROM sniff_csv(?, sample_size = 20480)", [str(path)]).fetchall()[0][0]
    if skipped:
        raise invalid(
            f"The CSV's first {skipped} line(s) have a different number of columns than the rest of the file; "
            "fix the file so every row has the same columns as the header, then upload it again."
        )


def reader_config() -> dict:
    """The limits of a DuckDB connection that reads an uploaded file: the workspace's memory limit and threads,
    no extension loading."""
    return {"memory_limit": settings.LANTIDE_DUCKDB_MEMORY_LIMIT, "threads": settings.LANTIDE_DUCKDB_THREADS,
            "autoload_known_extensions": False, "autoinstall_known_extensions": False}


def file_reader(path: Path) -> duckdb.DuckDBPyConnection:
    """An in-memory DuckDB that may read `path` and no other file. DuckDB takes `allowed_paths` only once the
    database runs, so external access goes off after it is set, and then the configuration is locked."""
    connection = duckdb.connect(config=reader_config())
    connection.execute(f"SET allowed_paths = ['{str(path).replace(chr(39), chr(39) * 2)}']")
    connection.execute("SET enable_external_access = false")
    connection.execute("SET lock_configuration = true")
    return connection


def import_file(*, warehouse: Warehouse, path: Path, table: str, kind: str) -> ImportResult:
    """Load one local file (a path Lantide chose, never model input) into `table` atomically, streamed in batches
    within the import limits."""
    sniff_content(path=path, kind=kind)
    reader_connection = file_reader(path)
    try:
        if kind == DataSourceKind.CSV:
            refuse_csv_with_ragged_start(connection=reader_connection, path=path)
        arrow_reader = reader_connection.sql(_reader_sql(kind), params=[str(path)]).to_arrow_reader(STREAM_BATCH_ROWS)
        if not arrow_reader.schema.names:
            raise invalid("The file has no columns.")
        row_count = warehouse.create_table_from_arrow(table=table, arrow_reader=arrow_reader)
    except (duckdb.Error, OSError) as error:  # pyarrow raises a DuckDB reader's error mid-stream as an OSError
        raise invalid(f"Could not read the {kind.upper()} file: {first_line(error)}") from error
    finally:
        reader_connection.close()
    return ImportResult(table=table, row_count=row_count, kind=kind)


def first_line(error: Exception) -> str:
    """The error's first line; a workspace database's JSON error reads as DuckDB's sentence."""
    return engine_message(error)[0][:300] if str(error).strip() else type(error).__name__
