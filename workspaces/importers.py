"""Reading CSV and Parquet files into a workspace: validation first, then an Arrow stream into DuckDB, bounded by
the import limits (`import_limits.py`) as it goes."""

from dataclasses import dataclass
from pathlib import Path

import duckdb
import pyarrow as pa
from django.conf import settings

from lantide.errors import invalid
from workspaces.import_limits import PAYLOAD_PAST_LIMIT, STREAM_BATCH_ROWS, bytes_refusal
from workspaces.models import DataSourceKind
from workspaces.query.engine_errors import engine_message
from workspaces.query.warehouse import TABLE_NAME_PATTERN, Warehouse, quote_identifier

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
    connection.execute(f"SET allowed_paths = [{_string(str(path))}]")
    connection.execute("SET enable_external_access = false")
    connection.execute("SET lock_configuration = true")
    return connection


def guarded_reader(connection: duckdb.DuckDBPyConnection, sql: str, params: list) -> pa.RecordBatchReader:
    """`sql`'s rows in batches, DuckDB adding up each row's variable-width payload as it goes (a streaming window)
    and stopping with PAYLOAD_PAST_LIMIT before it builds a batch that would carry more than the byte limit."""
    relation = connection.sql(sql, params=params)
    widths = [width for name, column_type in zip(relation.columns, relation.types)
              if (width := payload_sql(quote_identifier(name), column_type))]
    if not widths:
        return relation.to_arrow_reader(STREAM_BATCH_ROWS)
    max_bytes = int(settings.LANTIDE_IMPORT_MAX_BYTES)
    try:  # DuckDB reads the first rows at once: the limit may be passed before the reader exists
        guarded = connection.sql(_payload_guarded(sql, widths, max_bytes), params=params)
        return guarded.to_arrow_reader(STREAM_BATCH_ROWS)
    except duckdb.Error as error:
        if PAYLOAD_PAST_LIMIT in str(error):
            raise bytes_refusal(max_bytes) from error
        raise


def _payload_guarded(sql: str, widths: list[str], max_bytes: int) -> str:
    running = (f"SELECT *, sum({' + '.join(widths)}) OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) "
               f"AS __lantide_payload__ FROM ({sql})")
    return (f"SELECT * EXCLUDE (__lantide_payload__) FROM ({running}) WHERE CASE WHEN __lantide_payload__ <= "
            f"{max_bytes} THEN true ELSE error({_string(PAYLOAD_PAST_LIMIT)}) END")


def payload_sql(expr: str, column_type: duckdb.sqltypes.DuckDBPyType, depth: int = 0) -> str | None:
    """SQL for the bytes of `expr`'s variable-width parts (text, blobs, list elements), None when it has none."""
    kind, children = column_type.id, _children(column_type)
    if kind == "varchar":
        return f"coalesce(strlen({expr}), 0)"
    if kind in ("blob", "bit"):
        return f"coalesce(octet_length({expr}), 0)"
    if kind in ("bignum", "union"):
        return f"coalesce(strlen(CAST({expr} AS VARCHAR)), 0)"
    if kind in ("list", "array"):
        return _list_payload_sql(expr, children["child"], depth)
    if kind == "map":
        return (f"{_list_payload_sql(f'map_keys({expr})', children['key'], depth)} + "
                f"{_list_payload_sql(f'map_values({expr})', children['value'], depth)}")
    if kind == "struct":
        parts = [payload_sql(f"struct_extract({expr}, {_string(name)})", field_type, depth)
                 for name, field_type in children.items()]
        return " + ".join(part for part in parts if part) or None
    return None


def _list_payload_sql(expr: str, element_type, depth: int) -> str:
    element = f"lantide_e{depth}"
    count = f"coalesce(len({expr}), 0) * 8"  # every element holds at least an offset or a value
    inner = payload_sql(element, element_type, depth + 1)
    if inner is None:
        return count
    return f"{count} + coalesce(list_sum(list_transform({expr}, lambda {element}: {inner})), 0)"


def _children(column_type) -> dict:
    try:
        return dict(column_type.children)
    except duckdb.InvalidInputException:  # DuckDB's answer for a type that is not nested
        return {}


def _string(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def import_file(*, warehouse: Warehouse, path: Path, table: str, kind: str) -> ImportResult:
    """Load one local file (a path Lantide chose, never model input) into `table` atomically, streamed in batches
    within the import limits."""
    sniff_content(path=path, kind=kind)
    reader_connection = file_reader(path)
    try:
        if kind == DataSourceKind.CSV:
            refuse_csv_with_ragged_start(connection=reader_connection, path=path)
        arrow_reader = guarded_reader(reader_connection, _reader_sql(kind), [str(path)])
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
