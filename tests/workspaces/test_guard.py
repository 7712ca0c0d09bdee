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
