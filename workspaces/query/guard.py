"""What model-written SQL may do, decided on a parse (sqlglot), before DuckDB sees it.

The engine is the wall (every workspace connection runs without file system, extensions or settings);
this guard is the sign on it: it refuses early, with a sentence the model can act on. A query step asks for
the parse to wait (`defer_parse`): a query whose DuckDB tokens show it plainly reads (query/tokens.py) runs
unparsed, and is parsed only if DuckDB refuses it (its error is then the guard's, as it always was) or when
its tables are read, for lineage, behind the answer.
"""

import functools
import logging
import re
import threading
from dataclasses import dataclass, field

import duckdb
from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import SqlglotError, TokenError

from lantide.errors import ErrorCode
from workspaces.query.tokens import read_tokens
from workspaces.query.warehouse import CACHE_PREFIX

logger = logging.getLogger(__name__)

READ_STATEMENTS = (exp.Select, exp.SetOperation, exp.Describe, exp.Summarize)
FILE_FUNCTIONS = frozenset({
    "read_csv", "read_csv_auto", "read_parquet", "parquet_scan", "read_json", "read_json_auto",
    "read_json_objects", "read_ndjson", "read_ndjson_auto", "read_ndjson_objects", "read_text", "read_blob",
    "glob", "sniff_csv", "parquet_metadata", "parquet_schema", "parquet_file_metadata", "parquet_kv_metadata",
    "sqlite_scan", "sqlite_attach", "postgres_scan", "postgres_attach", "iceberg_scan", "delta_scan",
    "read_xlsx", "getenv", "duckdb_secrets", "duckdb_settings", "which_secret", "load_aws_credentials",
    "read_duckdb", "read_json_objects_auto", "read_single_csv_file", "read_single_json_file",
    "read_single_parquet_file",
})
# They run SQL handed to them as a string, out of this guard's sight.
INDIRECT_FUNCTIONS = frozenset({"query", "query_table"})
CATALOG_SCHEMAS = frozenset({"information_schema", "pg_catalog"})


def _catalog_names() -> frozenset[str]:
    """DuckDB's own catalog views and functions (duckdb_tables(), pg_class, sqlite_master, pragma_table_info(),
    current_setting(), …), as this DuckDB has them: they list every member's cache tables and the server's
    paths. The guard's read_schema-like tools read the catalog themselves, scoped."""
    with duckdb.connect() as scratch:
        names = scratch.execute(
            "SELECT view_name FROM duckdb_views() WHERE internal UNION SELECT function_name FROM duckdb_functions() "
            "WHERE function_name IN ('current_setting', 'current_database', 'current_schema', 'current_schemas') "
            "OR starts_with(function_name, 'duckdb_') OR starts_with(function_name, 'pragma_')").fetchall()
    return frozenset(name for (name,) in names if name.startswith(("duckdb_", "pragma_", "pg_", "sqlite_", "current_")))


CATALOG_NAMES = _catalog_names()
REFUSED_NAMES = frozenset(name.encode() for name in FILE_FUNCTIONS | INDIRECT_FUNCTIONS | CATALOG_NAMES
                          | CATALOG_SCHEMAS)
FORBIDDEN_KEYWORDS = ("ATTACH", "DETACH", "COPY", "EXPORT", "IMPORT", "INSTALL", "LOAD", "FORCE", "SET", "RESET",
                      "PRAGMA", "CALL", "USE", "CHECKPOINT", "VACUUM", "CREATE SECRET", "DROP SECRET")
DUCKDB = Dialect.get_or_raise("duckdb")
SQLGLOT_CLASS = re.compile(r"<class '(?:\w+\.)*(\w+)'>")
SQLGLOT_TOKEN = re.compile(r"<Token token_type: [\w.]+, text: (.*?), line: \d+, col: .*?>")
LEADING_WORDS = re.compile(r"^\s*(?:--[^\n]*\n\s*|/\*.*?\*/\s*)*([A-Za-z]+(?:\s+[A-Za-z]+)?)", re.S)


class QueryError(Exception):
    """`position`, where the SQL is at fault: {"line", "column"}, both from 1, in the text as it was sent."""

    def __init__(self, code: str, message: str, *, hint: str | None = None, position: dict | None = None):
        super().__init__(message)
        self.code, self.message, self.hint, self.position = code, message, hint, position


def position_in(text: str, index: int) -> dict:
    """The line and column (from 1) of the character at `index` of `text`."""
    before = text[:index]
    return {"line": before.count("\n") + 1, "column": index - (before.rfind("\n") + 1) + 1}


@dataclass(frozen=True)
class CheckedSQL:
    """The statement as written (what runs: never a regenerated text) and what the guard knows of it.

    `parsed_tables` is None for a query its tokens cleared with the parse deferred: it is parsed when `tables`
    is first read, and `refusal()` gives the parse's verdict once DuckDB has refused it."""

    sql: str
    joins: int = 0
    leading: str = ""  # the blank text before `sql` in the text as sent, for positions in it
    parsed_tables: tuple[str, ...] | None = ()
    sent: str = field(default="", repr=False)
    # Every reference to a cache-named table, a CTE of that name included: inside its own definition (and under
    # any other CTE of that name) DuckDB binds the real table, so a CTE name never vouches for a reference.
    cache_references: tuple[str, ...] = ()

    def position_at(self, index: int) -> dict | None:
        """Where the character at `index` of `sql` stands in the text as sent; None outside `sql`."""
        if not 0 <= index < max(len(self.sql), 1):
            return None
        return position_in(self.leading + self.sql, len(self.leading) + index)

    @functools.cached_property
    def tables(self) -> tuple[str, ...]:
        """The tables it reads, CTE names excluded; none known when sqlglot cannot parse what DuckDB ran."""
        if self.parsed_tables is not None:
            return self.parsed_tables
        try:
            return check_query(self.sent).tables
        except QueryError as error:
            logger.warning("guard.deferred_parse_failed", extra={"code": error.code, "error": error.message})
            return ()

    @property
    def cache_tables(self) -> tuple[str, ...]:
        """The cache tables it may read (a query cleared by its tokens names none: 'cache_' is not in its text)."""
        return self.cache_references

    def refusal(self) -> "QueryError | None":
        """For a query run unparsed that DuckDB refused: the guard's own error for it, when the parse has one."""
        if self.parsed_tables is not None:
            return None
        try:
            check_query(self.sent)
        except QueryError as error:
            return error
        return None


def _function_name(node: exp.Func) -> str:
    if isinstance(node, exp.Anonymous):
        return str(node.this).lower()
    return node.sql_name().lower()


def _forbidden(message: str) -> QueryError:
    return QueryError(ErrorCode.SQL_FORBIDDEN, message, hint="Query the workspace's tables with SELECT; files, "
                      "settings, extensions and other databases are out of reach.")


def _catalog_refused(name: str) -> QueryError:
    return QueryError(ErrorCode.SQL_FORBIDDEN, f"{name} reads the database's own catalog, which is not open here.",
                      hint="List tables with show_tables and columns with read_schema (or the schema browser).")


def _refuse_parse_failure(sql: str, error: SqlglotError) -> QueryError:
    leading = (LEADING_WORDS.match(sql) or [None, ""])[1].upper()
    if any(leading.startswith(keyword) for keyword in FORBIDDEN_KEYWORDS):
        return _forbidden(f"{leading.split()[0]} statements are not allowed here.")
    hint = "Close every quote, quoted name and comment." if isinstance(error, TokenError) else None
    found = (getattr(error, "errors", None) or [{}])[0]
    position = _parse_failure_position(found)
    if position is None:
        return QueryError(ErrorCode.SQL_INVALID, f"The SQL does not parse: {str(error).splitlines()[0][:300]}",
                          hint=hint)
    # sqlglot names its own objects ("missing for <class 'sqlglot.expressions.core.Add'>", "got <Token …>"): the
    # model gets "missing for Add", "got 'WHERE'"
    description = str(found.get("description") or "a syntax error")
    description = SQLGLOT_TOKEN.sub(r"'\1'", SQLGLOT_CLASS.sub(r"\1", description)).rstrip(".")
    return QueryError(ErrorCode.SQL_INVALID, f"The SQL does not parse near {found.get('highlight', '')[:60]!r} "
                      f"(line {position['line']}, column {position['column']}): {description[:300]}.", hint=hint,
                      position=position)


def _parse_failure_position(found: dict) -> dict | None:
    """sqlglot counts the column of the offending token's last character."""
    if not found.get("line") or not found.get("col"):
        return None
    return {"line": found["line"], "column": max(found["col"] - len(found.get("highlight") or " ") + 1, 1)}


_parsers = threading.local()


def _parse(sql: str) -> list:
    """One tokenizer and parser per thread, reset by each parse: making them anew for every parse cost ~0.13 ms
    of the guard's ~0.75 ms right after a query, when the CPU caches are cold."""
    if not hasattr(_parsers, "pair"):
        _parsers.pair = (DUCKDB.tokenizer(), DUCKDB.parser())
    tokenizer, parser = _parsers.pair
    return parser.parse(tokenizer.tokenize(sql), sql)


WRITES = (exp.Insert, exp.Update, exp.Delete, exp.Create, exp.Drop, exp.Alter)


def _tables_read(statement: exp.Expression) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Refuse what may not run; returns the tables read (CTE names excluded) and every cache-named reference
    (CTE names included). One walk over the tree."""
    if not isinstance(statement, READ_STATEMENTS):
        kind = type(statement).__name__.upper()
        raise _forbidden(f"Only queries (SELECT, WITH, DESCRIBE, SUMMARIZE) may run here; this is {kind}.")
    tables, ctes = set(), set()
    for node in statement.walk():
        if isinstance(node, exp.Func):
            name = _function_name(node)
            if name in FILE_FUNCTIONS:
                raise _forbidden(f"{name}() reads outside the workspace and is not allowed.")
            if name in INDIRECT_FUNCTIONS:
                raise _forbidden(f"{name}() runs SQL from a string; write that query itself.")
            if name in CATALOG_NAMES:
                raise _catalog_refused(name)
        elif isinstance(node, exp.Table):
            if node.args.get("catalog") or re.search(r"[./\\:*]", node.name or ""):
                raise _forbidden(f"'{node.sql(dialect='duckdb')}' is not a table of this workspace.")
            if (node.db or "").lower() in CATALOG_SCHEMAS or (node.name or "").lower() in CATALOG_NAMES:
                raise _catalog_refused(node.sql(dialect="duckdb"))
            if node.name:
                tables.add(node.name)
        elif isinstance(node, exp.CTE):
            ctes.add(node.alias)
        elif isinstance(node, WRITES):
            raise _forbidden("Queries may not change data.")
    caches = tuple(sorted({name for name in tables if name.lower().startswith(CACHE_PREFIX)}))
    return tuple(sorted(tables - ctes)), caches


def check_query(sql: str, *, defer_parse: bool = False) -> CheckedSQL:
    """One read-only statement over this workspace's tables, or a QueryError saying why not. With `defer_parse`,
    a query its tokens show plainly reads comes back unparsed (see the module's docstring)."""
    if not sql or not sql.strip():
        raise QueryError(ErrorCode.INVALID_ARGUMENTS, "The SQL is empty.")
    reading = read_tokens(sql, forbidden_names=REFUSED_NAMES, cache_prefix=CACHE_PREFIX)
    leading, body = sql[:len(sql) - len(sql.lstrip())], sql.strip().rstrip(";").strip()
    if defer_parse and reading.plain:
        return CheckedSQL(sql=body, joins=reading.joins, leading=leading, parsed_tables=None, sent=sql)
    try:
        tables, caches = _statement_tables(sql)
    except RecursionError:  # sqlglot parses and walks by recursion: some hundreds of nested levels exhaust it
        raise QueryError(ErrorCode.SQL_INVALID, "The SQL is nested too deeply to check.",
                         hint="Use fewer levels of parentheses and subqueries: a CTE for each step.") from None
    return CheckedSQL(sql=body, joins=reading.joins, leading=leading, parsed_tables=tables, sent=sql,
                      cache_references=caches)


def _statement_tables(sql: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The one statement's tables read and cache references (see `_tables_read`), or a QueryError."""
    try:
        statements = [s for s in _parse(sql) if s is not None]
    except SqlglotError as error:  # ParseError, and TokenError for an unclosed quote or comment
        raise _refuse_parse_failure(sql, error) from error
    tables, caches = (), ()
    for statement in statements:
        if isinstance(statement, exp.Command):
            raise _forbidden(f"{str(statement.this).upper()} statements are not allowed here.")
        tables, caches = _tables_read(statement)
    if len(statements) != 1:
        raise QueryError(ErrorCode.SQL_INVALID, "Send exactly one statement per call.")
    return tables, caches
