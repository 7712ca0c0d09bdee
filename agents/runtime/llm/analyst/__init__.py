"""`lantide/analyst`, Lantide's offline local model: a small, honest analyst without an LLM.

`plan_turn(messages, tool_names)` reads an OpenAI-format conversation and the names of the tools on offer and
decides the next step: one tool call, or a final markdown answer (a sentence or two, a table of the result and
the SQL). It is pure, deterministic and stateless: everything comes from the messages since the last user
message. It reads the tables (`show_tables`), the schemas of up to three tables the question names
(`read_schema`), validates its SQL (`validate_query`), runs it (`run_sql_tab`, else `run_query`) and asks you
(`ask_user`) when nothing in the question matches the data.

What it can answer, on any schema, one table at a time:
- Row counts: "how many orders are there?", "count of customers", "how many rows in sales".
- Top or bottom N by a measure: "top 5 customers by account balance", "top 3 regions by revenue", "which
  region has the highest revenue?" (the SUM of the measure per group), or by a row count: "top 5 customers
  by number of orders".
- Aggregates by a column: "total revenue by region", "average units by product", "min/max account balance by
  market segment", "sum of revenue per product"; "orders by status" counts rows per group.
- Plain aggregates: "total revenue", "average units", "how many units were sold".
- Grouping by month, quarter, week, day or year of a DATE/TIMESTAMP column: "revenue by month", "units per
  year", "monthly revenue".
- Filters on text values it has seen in the schema samples ("revenue by month in North") and on whole years
  ("orders in 1995").
- Loosely named columns: any case, singular or plural, TPC-H style `x_` prefixes and a few abbreviations
  (`c_acctbal` is "account balance", `o_totalprice` is "total price", `c_mktsegment` is "market segment").
- Projects, when those tools are offered: list them, create one ("create a project named Q3 review"), focus
  one ("switch to project Q3 review").

What it cannot answer:
- Questions that need a join: it picks the single table that matches best ("top 5 customers by total price"
  groups orders by customer key, not by customer name).
- Comparisons and ranges ("orders over 1,000", "between March and June"), OR/NOT logic, percentages, growth,
  running totals, rankings within groups, several dimensions at once.
- Filters on values it has not seen in the samples (except years), on dates finer than a year, or on
  approximate values ("northern").
- Follow-ups that lean on an earlier answer ("and by product?"): each question is read on its own.
- Explanations, forecasts or advice: it reports what the SQL returns and nothing more.

Its one entry is `plan_turn` (with `AnalystTurn` and `PlannedToolCall`, what it returns), and `column_label`
names a column as it reads it (`c_acctbal` is "account balance", for the workspace's starter questions);
`agents/runtime/llm/local_provider.py` serves it to litellm. The modules inside are private to the package:
`planner` (`plan_turn`) reads the messages through `conversation`, keeps the turn's state in `turn`, plans the
data steps in `data_steps` and the project steps in `projects`, and writes answers in `answers`; `query_plans`
turns a question into SQL, built on `words`, `schema`, `question` and `matching`. It speaks the runtime's
vocabulary, never a copy: the tool names in `tool_names` (pinned to the registry by
tests/agents/runtime/llm/analyst/test_runtime_contract.py), the error codes of `lantide.errors.ErrorCode` and
the exploration budget's question of `agents.runtime.exploration_budget`. It reads tool results; it never runs
a tool.
"""

from agents.runtime.llm.analyst.planner import plan_turn
from agents.runtime.llm.analyst.tool_names import TOOLS_IT_CALLS
from agents.runtime.llm.analyst.turn import AnalystTurn, PlannedToolCall
from agents.runtime.llm.analyst.words import column_label

__all__ = ["TOOLS_IT_CALLS", "AnalystTurn", "PlannedToolCall", "column_label", "plan_turn"]
