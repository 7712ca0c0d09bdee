"""The offline analyst's steps on a data question (`plan_data_step`): list the tables, read their schemas, ask
which table when nothing matches, then validate and run the planned SQL and answer with the result.
"""

from __future__ import annotations

from collections.abc import Sequence

from agents.runtime.llm.analyst.answers import join_names, result_answer, sql_block, tables_overview
from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.limits import (
    asks_for_something,
    unmatched_need,
    what_it_would_need,
    would_need_answer,
)
from agents.runtime.llm.analyst.parsed_dates import with_text_dates_parsed
from agents.runtime.llm.analyst.query_plans import best_plan, preview_plan
from agents.runtime.llm.analyst.question import content_words, tables_containing_words, tables_named_in
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.tool_names import RUN_TOOLS
from agents.runtime.llm.analyst.value_lookups import (
    is_lookup,
    lookup_sql,
    unseen_names,
    unseen_words,
    with_looked_up_values,
)
from agents.runtime.llm.analyst.turn import (
    TABLE_QUESTION,
    AnalystTurn,
    TurnInProgress,
    final_answer,
    run_label,
    tool_call,
)

MAX_SCHEMA_READS = 3  # the named tables, then the rest six at a time (read_schema's limit)
TABLES_PER_READ = 3
TABLES_PER_LATER_READ = 6  # read_schema's limit
MAX_ASK_OPTIONS = 8
RUN_OR_VALIDATE = frozenset({"validate_query", *RUN_TOOLS})


def plan_data_step(turn: TurnInProgress) -> AnalystTurn:
    if "show_tables" in turn.tools and not turn.successful("show_tables"):
        return tool_call("I'll look at the tables first.", "show_tables")
    names = turn.table_names()
    if not names:
        return final_answer(
            "There are no tables to look at, so I'll say so.",
            *turn.notes,
            "This workspace has no tables yet, so there is nothing to query. Import a "
            "CSV or Parquet file and ask again."
            if turn.successful("show_tables")
            else "I can't see which tables this workspace has, so I can't answer from the data.",
        )
    chosen = turn.chosen_table() or (names[0] if len(names) == 1 else None)
    reading = _next_schema_read(turn, names, chosen)
    if reading is not None:
        return reading
    schemas = with_looked_up_values(turn.schemas_for_planning(names), turn.exchanges)
    lookup = _value_lookup(turn, schemas)
    if lookup is not None:
        return lookup
    plan = with_text_dates_parsed(best_plan(turn.question, schemas, only_table=chosen), schemas)
    if plan is None:
        return _nothing_matches(turn, names)
    if not plan.complete:
        read = {t.name for t in turn.read_schemas()}
        unread = [name for name in names if name not in read]
        # Part of the question may live in a table it hasn't read: ask rather than give up.
        return (
            _ask_for_table(turn, names)
            if unread and chosen is None and _can_ask_for_table(turn)
            else _explain_missing(turn, plan)
        )
    need = what_it_would_need(turn.question, plan, turn.read_schemas())
    if need is not None:
        return final_answer(
            "The data can't answer this, so I'll say what I'd need.",
            *turn.notes,
            would_need_answer(need, plan.sql),
        )
    return _validate_run_answer(turn, plan)


def _next_schema_read(turn: TurnInProgress, names: Sequence[str], chosen: str | None) -> AnalystTurn | None:
    if "read_schema" not in turn.tools:
        return None
    schemas = turn.read_schemas()
    read = {t.name for t in schemas}
    if chosen is not None:
        return (
            None
            if chosen in read
            else tool_call(f"You picked {chosen}; I'll read its schema.", "read_schema", tables=[chosen])
        )
    plan = best_plan(turn.question, schemas) if schemas else None
    # a plan that would still be refused ("how much" answered by a row count) is not enough: read on
    good_enough = plan is not None and plan.accounts_for_everything and not plan.guessed and (
        what_it_would_need(turn.question, plan, schemas) is None)
    if good_enough or len(turn.successful("read_schema")) >= MAX_SCHEMA_READS:
        return None
    unread = [n for n in names if n not in read]
    named = tables_named_in(turn.question, unread)
    named += [n for n in tables_containing_words(turn.question, unread) if n not in named]
    # A join may need tables the question doesn't name: later reads take as many as the tool allows.
    batch = (named or unread)[:TABLES_PER_READ] if not schemas else (named + unread)[:TABLES_PER_LATER_READ]
    batch = list(dict.fromkeys(batch))
    if not batch:
        return None
    if schemas:
        reasoning = f"The tables I read don't cover the whole question; I'll also read {join_names(batch)}."
    elif named:
        mentions = join_names(content_words(turn.question)) or join_names(batch)
        reasoning = f"The question mentions {mentions}; I'll read the {join_names(batch)} schema."
    else:
        reasoning = (
            f"No table name matches the question, so I'll read {join_names(batch)} to look for "
            "matching columns and values."
        )
    return tool_call(reasoning, "read_schema", tables=list(batch))


def _value_lookup(turn: TurnInProgress, schemas: Sequence[TableInfo]) -> AnalystTurn | None:
    """Capitalised names no sample shows are looked up once, before planning (`value_lookups`)."""
    tool = next((name for name in ("run_query", *RUN_TOOLS) if name in turn.tools), None)
    if tool is None or any(is_lookup(e.sql) for e in turn.exchanges):
        return None
    names = unseen_names(turn.question, schemas) + unseen_words(turn.question, schemas)
    sql = lookup_sql(names, schemas) if names else None
    if sql is None:
        return None
    quoted = join_names([f"“{name}”" for name in names])
    return tool_call(f"The samples don't show {quoted}; I'll look for it in the data.", tool, sql=sql,
                     **run_label(tool, "Names looked up"))


def _nothing_matches(turn: TurnInProgress, names: Sequence[str]) -> AnalystTurn:
    """A precise question ("average waiting time") no table matches, with every table read, gets what it
    would need; a vague one ("what about churn?") gets asked which table to look at."""
    read = [t.name for t in turn.read_schemas()]
    if set(names) - set(read) or not asks_for_something(turn.question):
        return _ask_for_table(turn, names)
    closest = (tables_named_in(turn.question, read) or read)[:1]
    return final_answer(
        "Nothing in the tables matches what the question asks for, so I'll say what I'd need.",
        *turn.notes,
        would_need_answer(unmatched_need(turn.question, read), preview_plan(closest[0]).sql if closest else ""),
    )


def _can_ask_for_table(turn: TurnInProgress) -> bool:
    asked = any(
        e.name == "ask_user" and e.arguments.get("question") == TABLE_QUESTION for e in turn.exchanges
    )
    return "ask_user" in turn.tools and not asked


def _ask_for_table(turn: TurnInProgress, names: Sequence[str]) -> AnalystTurn:
    if _can_ask_for_table(turn):
        return tool_call(
            "I can't match the whole question to the tables I've read; I'll ask which table to use.",
            "ask_user",
            question=TABLE_QUESTION,
            options=list(names[:MAX_ASK_OPTIONS]),
        )
    return final_answer(
        "I can't match the question to the data, so I'll say what I found.",
        *turn.notes,
        "I couldn't match the question to any table, column or value I can see.",
        tables_overview(turn),
        'Try naming a table or column, for example "how many rows in ' + names[0] + '".',
    )


def _explain_missing(turn: TurnInProgress, plan: QueryPlan) -> AnalystTurn:
    need = what_it_would_need(turn.question, plan, turn.read_schemas()) or ""
    return final_answer(
        "The best table lacks part of what the question asks for, so I'll say what's missing.",
        *turn.notes,
        would_need_answer(need, preview_plan(plan.table).sql),
    )


def _validate_run_answer(turn: TurnInProgress, plan: QueryPlan) -> AnalystTurn:
    proposed = [e.sql for e in turn.exchanges if e.name in RUN_OR_VALIDATE and e.sql and not is_lookup(e.sql)]
    sql = proposed[-1] if proposed else plan.sql  # a corrected SQL outlives the plan it came from
    validated = any(e.name == "validate_query" and e.ok and e.sql == sql for e in turn.exchanges)
    if "validate_query" in turn.tools and not validated:
        return tool_call(
            f"I have a query for {plan.title[:1].lower() + plan.title[1:]}; I'll check it before running it.",
            "validate_query",
            sql=sql,
        )
    ran = [e for e in turn.exchanges if e.name in RUN_TOOLS and e.ok and e.sql == sql]
    if ran:
        return final_answer(
            "I have the result; I'll summarise it.", result_answer(turn, plan, sql, ran[-1].result)
        )
    tool = next((name for name in RUN_TOOLS if name in turn.tools), None)
    if tool is not None:
        where = " in a SQL tab so you can see it" if tool == "run_sql_tab" else ""
        lead = "The SQL is valid" if validated else "The query is ready"
        return tool_call(f"{lead}; I'll run it{where}.", tool, sql=sql, **run_label(tool, plan.title))
    return final_answer(
        "I can't run queries here, so I'll share the SQL I would run.",
        *turn.notes,
        "I couldn't run the query here (no tool to run SQL is available).",
        sql_block("This is the SQL I would run:", sql),
        tables_overview(turn),
    )
