"""The guard's parse: SQL that does not even tokenize is a clear SQL_INVALID; a failed parse leaves nothing behind."""

import pytest

from workspaces.query.guard import QueryError, check_query

UNCLOSED = ["SELECT 'North FROM sales", 'SELECT "region FROM sales', "SELECT region FROM sales /* the rest",
            "SELECT $$North FROM sales"]


def test_a_forbidden_statement_with_an_unclosed_quote_is_still_forbidden():
    with pytest.raises(QueryError) as refused:
        check_query("COPY sales TO '/tmp/leak.csv")
    assert refused.value.code == "SQL_FORBIDDEN"


def test_a_failed_parse_leaves_nothing_behind_for_the_next_on_the_same_thread():
    """Each thread keeps one tokenizer and parser; every parse must start from a clean state."""
    for broken in (*UNCLOSED, "SELECT FROM WHERE", "SELECT (1"):
        with pytest.raises(QueryError):
            check_query(broken)
        checked = check_query("SELECT a.x FROM t a JOIN u b ON a.x = b.x WHERE a.y > 1")
        assert (checked.tables, checked.joins) == (("t", "u"), 1)


CATALOG_READS = [
    "SELECT * FROM duckdb_tables()", "SELECT sql FROM duckdb_tables", "SELECT path FROM duckdb_databases()",
    "SELECT * FROM duckdb_views()", "SELECT current_setting('temp_directory')", "SELECT * FROM pg_tables",
    "SELECT relname FROM pg_catalog.pg_class", 'SELECT * FROM "PG_CLASS"', "SELECT * FROM sqlite_master",
    "SELECT table_name FROM information_schema.tables", "SELECT * FROM information_schema.columns",
    "SELECT * FROM pragma_table_info('sales')", "SELECT * FROM pragma_database_list",
    "WITH t AS (SELECT * FROM duckdb_views()) SELECT count(*) FROM t",
    "SELECT 1 WHERE EXISTS (SELECT 1 FROM pg_namespace)",
]


@pytest.mark.parametrize("sql", CATALOG_READS)
def test_the_database_catalog_is_closed(sql):
    """It lists every member's cache tables (and their SQL) and the server's paths (security finding 13)."""
    for defer_parse in (False, True):
        with pytest.raises(QueryError) as refused:
            check_query(sql, defer_parse=defer_parse)
        assert refused.value.code == "SQL_FORBIDDEN" and "catalog" in refused.value.message


def test_tables_named_like_catalog_views_of_information_schema_stay_readable():
    assert check_query("SELECT * FROM tables JOIN columns USING (id)").tables == ("columns", "tables")



NESTED = ["SELECT " + "(" * 3000 + "1" + ")" * 3000, "SELECT " + "NOT " * 3000 + "true",
          "SELECT * FROM t WHERE x IN " + "(SELECT " * 1500 + "1" + ")" * 1500]


@pytest.mark.parametrize("sql", NESTED)
def test_sql_nested_too_deeply_is_invalid(sql):
    """Security finding 15: sqlglot recursed past Python's limit on 3,000 nested parentheses, and the RecursionError
    escaped the guard (500 over REST, a failed tool call for the agent). The thread's parser is fine after it."""
    with pytest.raises(QueryError) as refused:
        check_query(sql)
    assert (refused.value.code, refused.value.message) == ("SQL_INVALID", "The SQL is nested too deeply to check.")
    assert check_query("SELECT a.x FROM t a JOIN u b ON a.x = b.x").tables == ("t", "u")


@pytest.mark.parametrize("sql", NESTED)
def test_a_deferred_parse_of_sql_nested_too_deeply_says_so(sql):
    """Its tokens clear it to run unparsed; once DuckDB refuses it, the guard's parse gives the reason, and its
    lineage (read after the answer) is none rather than an error."""
    checked = check_query(sql, defer_parse=True)
    assert (checked.refusal().code, checked.tables) == ("SQL_INVALID", ())
