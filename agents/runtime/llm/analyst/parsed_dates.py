"""SQL that reads dates kept as text, Unix seconds or yyyymmdd numbers (`text_dates`) as dates: each such
column a plan's SQL names is wrapped in `CAST(try_strptime(column, format) AS DATE)`,
`make_timestamp(column * 1000000)` or `CAST(try_strptime(CAST(column AS VARCHAR), '%Y%m%d') AS DATE)`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.text_dates import DAY_NUMBER, EPOCH
from agents.runtime.llm.analyst.words import quote_identifier


def _parsed_sql(reference: str, text_date: str) -> str:
    if text_date == EPOCH:
        return f"make_timestamp({reference} * 1000000)"
    if text_date == DAY_NUMBER:
        return f"CAST(try_strptime(CAST({reference} AS VARCHAR), '{DAY_NUMBER}') AS DATE)"
    return f"CAST(try_strptime({reference}, '{text_date}') AS DATE)"


def with_text_dates_parsed(plan: QueryPlan | None, tables: Sequence[TableInfo]) -> QueryPlan | None:
    """`plan` with each text date column its SQL reads parsed (`CAST(try_strptime(...) AS DATE)`); a bare
    column name only in a plan on its own table."""
    if plan is None:
        return None
    sql = plan.sql
    for table in tables:
        for column in (c for c in table.columns if c.text_date):
            name = re.escape(quote_identifier(column.name))
            owner = re.escape(quote_identifier(table.name)) + r"\."
            qualifier = f"(?:{owner})?" if plan.table == table.name else owner
            pattern = rf"(?<![\w\".])({qualifier}{name})(?!\.)"
            sql = re.sub(pattern, lambda m, f=column.text_date: _parsed_sql(m[1], f), sql)
    return plan if sql == plan.sql else replace(plan, sql=sql)
