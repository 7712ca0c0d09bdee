"""The guard's reading of DuckDB's tokens (workspaces/query/tokens.py): joins as sqlglot counts them, and which
queries may run with their parse deferred. A query that is not plain goes through the parse as before; a plain
one must be one the parse would have let through."""

import pytest
from asgiref.sync import sync_to_async
from sqlglot import exp
from sqlglot.errors import SqlglotError

from tests.workspaces.query.test_query_layer import ESCAPES, call, ctx  # noqa: F401 - the fixture
from workspaces.query import cache_registry
from workspaces.query import guard
from workspaces.query.guard import CheckedSQL, QueryError, check_query
from workspaces.query.tokens import STATEMENT_WORDS, read_tokens

# Join shapes: explicit joins of every kind, FROM lists at several depths, commas that are not joins.
JOIN_SHAPES = [
    "SELECT 1",
    "SELECT a, b, c FROM t",
    "SELECT * FROM a, b, c WHERE a.x = b.x AND b.y = c.y ORDER BY a.x, b.y LIMIT 5",
    "SELECT * FROM a JOIN b ON a.x = b.x LEFT OUTER JOIN c USING (x, y), d",
    "SELECT * FROM a CROSS JOIN b NATURAL JOIN c ASOF JOIN d ON a.t >= d.t POSITIONAL JOIN e",
    "SELECT * FROM a SEMI JOIN b ON a.x = b.x ANTI JOIN c ON a.x = c.x",
    "WITH x AS (SELECT * FROM a, b), y AS (SELECT * FROM c JOIN d ON c.k = d.k) SELECT * FROM x, y",
    "SELECT (SELECT max(v) FROM p, q WHERE p.k = q.k), f(1, 2) FROM r WHERE r.k IN (1, 2, 3)",
    "SELECT * FROM (SELECT * FROM a, b) s, (VALUES (1, 2), (3, 4)) v(m, n) WHERE s.x = v.m",
    "FROM a, b SELECT a.x, b.y",
    "SELECT x FROM a, unnest([1, 2]) t(x) GROUP BY x, a.y HAVING count(*) > 1",
    "SELECT extract(year FROM d), substring(s FROM 2 FOR 3), trim(both 'x' FROM s) FROM t, u",
    "SELECT * FROM a WHERE EXISTS (SELECT 1 FROM b, c WHERE b.k = a.k) UNION ALL SELECT * FROM d, e",
    "SELECT sum(x) OVER (PARTITION BY a, b ORDER BY c, d) FROM t QUALIFY row_number() OVER (ORDER BY a, b) = 1",
    "SELECT * FROM a, LATERAL (SELECT * FROM b, c WHERE b.k = a.k) l",
    "SELECT 'FROM a, b', \"JOIN\" FROM t -- , JOIN x\n/* JOIN y, z */",
    "SELECT * FROM a INNER JOIN (b JOIN c ON b.k = c.k) ON a.k = b.k",
]
TPCH_SHAPED = [  # the widest FROM lists of TPC-H (Q2, Q8)
    """SELECT s_acctbal, s_name FROM part, supplier, partsupp, nation, region WHERE p_partkey = ps_partkey
       AND ps_supplycost = (SELECT min(ps_supplycost) FROM partsupp, supplier, nation, region
       WHERE p_partkey = ps_partkey) ORDER BY s_acctbal DESC, n_name LIMIT 100""",
    """SELECT o_year, sum(CASE WHEN nation = 'BRAZIL' THEN volume ELSE 0 END) / sum(volume) AS mkt_share
       FROM (SELECT extract(year FROM o_orderdate) AS o_year, l_extendedprice * (1 - l_discount) AS volume,
       n2.n_name AS nation FROM part, supplier, lineitem, orders, customer, nation n1, nation n2, region
       WHERE p_partkey = l_partkey) AS all_nations GROUP BY o_year ORDER BY o_year""",
]


def sqlglot_joins(sql: str) -> int:
    return sum(1 for node in guard._parse(sql)[0].walk() if isinstance(node, exp.Join))


def tokens_of(sql: str):
    return read_tokens(sql, forbidden_names=guard.REFUSED_NAMES, cache_prefix="cache_")


@pytest.mark.parametrize("sql", JOIN_SHAPES + TPCH_SHAPED)
def test_joins_from_tokens_are_the_joins_sqlglot_finds(sql):
    assert tokens_of(sql).joins == sqlglot_joins(sql)


# Each must go through the parse, whatever it then decides. A file named as a table (FROM '/etc/hostname') is the
# one escape left to DuckDB's wall: it refuses to open the file, and the error is then the parse's (test below).
NOT_PLAIN = [
    *(sql for sql in ESCAPES if not sql.startswith("SELECT * FROM '")),
    "WITH x AS (SELECT 1) INSERT INTO sales SELECT * FROM x",
    "WITH x AS (SELECT 1) DELETE FROM sales",
    "WITH x AS (SELECT 1) UPDATE sales SET revenue = 0",
    "SELECT * FROM query_table('ca' || 'che_someone')",
    "SELECT * FROM \"QUERY\"('SELECT 1')",
    "SELECT * FROM cache_abc_1",
    "SELECT * FROM \"Cache_abc_1\"",
    "SELECT * FROM read_duckdb('/tmp/other.duckdb')",
    "SELECT * FROM system.main.duckdb_tables()",
    "SELECT * FROM sales; SELECT 2",
    "SELECT 1 ;; DROP TABLE sales",
    "SELECT region FROM sales\x00",  # a scanner and a parser may each stop at a NUL, or not
    "SELECT * FROM (DESCRIBE sales)",
    "SELECT * FROM sales PIVOT (sum(revenue) FOR region IN ('North'))",
    "TABLE sales",
    "VALUES (1)",
    "SUMMARIZE sales",
    "DESCRIBE sales",
    "(SELECT 1)",
    "  -- only a comment",
    "SELECT '\ud800'",
]
PLAIN = [
    "SELECT region, sum(revenue) FROM sales GROUP BY 1 ORDER BY 2 DESC;",
    "  /* a note */ WITH t AS (SELECT * FROM sales) SELECT t.region FROM t JOIN sales s ON s.region = t.region",
    "FROM sales SELECT region",
    "SELECT replace(region, 'N', 'n'), \"name\", name, type, value FROM sales;  ; ",
    "SELECT s.region FROM main.sales s WHERE s.region LIKE '%North%'",
]


@pytest.mark.parametrize("sql", NOT_PLAIN)
def test_what_the_parse_must_see_is_not_plain(sql):
    assert not tokens_of(sql).plain


@pytest.mark.parametrize("sql", PLAIN)
def test_plain_queries_are_plain_and_the_parse_lets_each_through(sql):
    assert tokens_of(sql).plain
    assert check_query(sql).parsed_tables is not None


def test_every_statement_word_is_a_duckdb_keyword_and_every_refused_function_a_name():
    """DuckDB's scanner tells keywords by its own list: a statement word it did not know would read as a name,
    which the check still covers; the names of refused functions must be the names sqlglot gives them."""
    import duckdb

    keywords = {name.encode() for (name,) in duckdb.connect().execute(
        "SELECT keyword_name FROM duckdb_keywords()").fetchall()}
    assert STATEMENT_WORDS <= keywords
    refused = guard.FILE_FUNCTIONS | guard.INDIRECT_FUNCTIONS
    for name in guard.DUCKDB.parser_class.FUNCTIONS:
        try:
            parsed = guard._parse(f"SELECT * FROM {name}('x')")[0]
        except (SqlglotError, IndexError):  # it needs other arguments (one builder indexes them unchecked)
            continue
        called = {guard._function_name(node) for node in parsed.walk() if isinstance(node, exp.Func)}
        assert not (called & refused) or name.lower() in refused, name


def test_a_deferred_query_is_parsed_for_its_tables_and_for_its_refusal():
    deferred = check_query("SELECT region FROM sales JOIN targets USING (region)", defer_parse=True)
    assert deferred.parsed_tables is None and deferred.cache_tables == () and deferred.refusal() is None
    assert deferred.tables == ("sales", "targets")
    refused = check_query("SELECT * FROM '/etc/hostname'", defer_parse=True)
    assert refused.parsed_tables is None  # DuckDB's wall refuses it; the error is then the guard's
    with pytest.raises(QueryError) as full:
        check_query("SELECT * FROM '/etc/hostname'")
    assert (refused.refusal().code, refused.refusal().message) == (full.value.code, full.value.message)
    unparsed = CheckedSQL(sql="SELECT FROM WHERE", parsed_tables=None, sent="SELECT FROM WHERE")
    assert unparsed.tables == () and unparsed.refusal().code == "SQL_INVALID"


@pytest.mark.django_db(transaction=True)
async def test_run_query_with_its_parse_deferred_records_lineage_and_refuses_with_the_guards_words(ctx):  # noqa: F811
    result = await call(ctx, "run_query", sql="SELECT region, revenue FROM sales WHERE revenue > 3")
    lineage = await _lineage(ctx, result["cache"])
    assert lineage["reads"] == [{"table": "sales"}]
    for sql in ("SELECT * FROM '/etc/hostname'", "SELECT region FROM sales WHERE (revenue > 1"):
        with pytest.raises(Exception) as failed:
            await call(ctx, "run_query", sql=sql)
        with pytest.raises(QueryError) as full:
            check_query(sql)
        assert (failed.value.code, failed.value.message) == (full.value.code, full.value.message)


async def _lineage(run_context, name: str) -> dict:
    return await sync_to_async(cache_registry.lineage_of)(workspace=run_context.workspace, name=name)
