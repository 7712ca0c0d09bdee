"""Set G's truths on their own, without the analyst: each schema of `schemas_g.py` builds in an in-memory
DuckDB, every truth of `questions_g.py` runs and returns rows (at most six), no LIMIT cuts through a tie, and
the percentage truths are ratios within 0..1. Also the set's shape: ten questions a shape, three or four per
schema, and every table 30-400 rows.
"""

import re
from collections import Counter

import duckdb
import pytest

from tests.agents.runtime.llm.analyst.heldout.questions import SHAPES
from tests.agents.runtime.llm.analyst.heldout.questions_g import QUESTIONS_G
from tests.agents.runtime.llm.analyst.heldout.schemas_g import SCHEMAS_G

_LIMIT = re.compile(r"\s+LIMIT\s+(\d+)\s*$", re.IGNORECASE)
_ANSWERED = [q for q in QUESTIONS_G if q.truth is not None]


@pytest.fixture(scope="module")
def connections():
    built = {}
    for name, statements in SCHEMAS_G.items():
        con = duckdb.connect()
        for statement in statements():
            con.execute(statement)
        built[name] = con
    yield built
    for con in built.values():
        con.close()


def test_schema_sizes(connections):
    for name, con in connections.items():
        tables = [t for (t,) in con.execute("SELECT table_name FROM information_schema.tables").fetchall()]
        assert 3 <= len(tables) <= 5, name
        for table in tables:
            (n,) = con.execute(f"SELECT count(*) FROM {table}").fetchone()
            assert 30 <= n <= 400, (name, table, n)


def test_shape_counts():
    assert Counter(q.shape for q in QUESTIONS_G) == {shape: 10 for shape in SHAPES}
    per_schema = Counter((q.shape, q.schema) for q in QUESTIONS_G)
    for shape in SHAPES:
        for schema in SCHEMAS_G:
            assert per_schema[(shape, schema)] in (3, 4), (shape, schema)
    assert all((q.truth is None) == (q.shape == "cannot") for q in QUESTIONS_G)
    assert all(q.percent == (q.shape == "share") for q in QUESTIONS_G)
    assert len({q.question for q in QUESTIONS_G}) == len(QUESTIONS_G)


def _measures(row: tuple) -> tuple:
    return tuple(v for v in row if isinstance(v, (int, float)) and not isinstance(v, bool))


@pytest.mark.parametrize("question", _ANSWERED, ids=[q.question[:60] for q in _ANSWERED])
def test_truth(question, connections):
    con = connections[question.schema]
    rows = con.execute(question.truth).fetchall()
    assert rows, "truth returns no rows"
    assert len(rows) <= 6
    assert all(v is not None for row in rows for v in row), rows
    limit = _LIMIT.search(question.truth)
    if limit:
        n = int(limit.group(1))
        unlimited = con.execute(_LIMIT.sub("", question.truth)).fetchall()
        assert unlimited[:n] == rows
        if len(unlimited) > n:
            tie = _measures(unlimited[n - 1]) == _measures(unlimited[n])
            assert not tie, ("tie at the LIMIT", unlimited[: n + 1])
    if question.percent:
        assert len(rows) == 1 and len(rows[0]) == 1
        assert 0 <= rows[0][0] <= 1
