"""`lantide/analyst`, Lantide's offline local model: a small, honest analyst without an LLM.

`plan_turn(messages, tool_names)` reads an OpenAI-format conversation and the names of the tools on offer and
decides the next step: one tool call, or a final markdown answer (a sentence or two, a table of the result and
the SQL). It is pure, deterministic and stateless: everything comes from the messages since the last user
message. It reads the tables (`show_tables`), the schemas of up to three tables the question names
(`read_schema`), validates its SQL (`validate_query`), runs it (`run_sql_tab`, else `run_query`) and asks you
(`ask_user`) when nothing in the question matches the data.

What it can answer, on any schema (README "The offline local model" has examples; docs/offline-analyst-scores.md
its held-out scores):
- Row counts, plain aggregates and aggregates by a column or a date grain, on one table as before.
- Top or bottom N named by a label from a joined table ("Which 5 customers spent the most in total?").
- Measures over joined columns, and revenue as quantity × price when no column holds it.
- "Per X" groupings across tables ("sessions per country").
- Date windows: a month, a quarter, a year, a day, a range or an open end (`dates`), and two windows of
  different years set side by side ("Q1 2025 or Q1 2026"); groupings by the hour of the day or the day of the
  week; money after discounts (`discounts`); money kept in cents shown in whole units (`minor_units`); dates
  kept as text or as Unix seconds read as dates (`text_dates`, `parsed_dates`).
- Time between two moments of a row ("how many hours does a parcel sit before it is picked up"; `durations`)
  whether a row has a thing at all ("with no guardian on file", "left a tip"; `presence`), and rows done late
  or on time against their own due date (`lateness`).
- Shares of a filter ("what percentage of orders were cancelled?", "how much of our takings come from
  plants"), rows with no match ("customers who never ordered") and two values compared ("Electronics vs
  Books", "2024 with 2025"; `compared_values`), statuses kept as a scope rather than compared.
- Verbs as the link to an event table ("members who borrowed the most books" counts loans; `events`), and
  arithmetic in words ("copies times unit cost", spending as quantity × price; `arithmetic`).
- Filters on text values seen in the schema samples, on any joined table, or named by a verb ("showed up" →
  `attended`) or as the other side of a comparison ("Spin 45 versus Hill Climb Ride"); yes/no columns named as
  a property ("scholarship students", "non-members"; `flags`); clauses that widen a count rather than filter
  it ("cancelled or not", "withdrawn ones counted too"; `qualifiers`).
- Lists of the entities a filter keeps ("Which members borrowed Mystery books in 2025?"), superlative
  adjectives that name a measure ("Which item is the heaviest?"), thresholds on a row's own column ("rentals
  longer than 7 days"; `thresholds`) and "average number of X per Y".
- Projects, when those tools are offered; reports (`report_steps`).

The tables join along keys (`keys`): declared constraints, same-named keys, `<table>_id` → `id`, or keys named
unlike their targets (`pickup_branch` → `branches.code`, `taught_by` → `lecturers.staff_no`), checked against
distinct counts and samples; every answer states its SQL and its join path.

What it cannot answer, said in one sentence with the closest query it can run (`limits`): forecasts, reasons,
measures or groupings no table has, events no table dates. Nor: thresholds on a total ("customers who spent
more than 2000"; thresholds on a row's own column work), OR/NOT logic, growth, running totals, several
dimensions at once, relative dates, most values not in the samples, follow-ups, advice.

Its one entry is `plan_turn` (with `AnalystTurn` and `PlannedToolCall`, what it returns), and `column_label`
names a column as it reads it (`c_acctbal` is "account balance", for the workspace's starter questions);
`agents/runtime/llm/local_provider.py` serves it to litellm. The modules inside are private to the package:
`planner` (`plan_turn`) reads the messages through `conversation`, keeps the turn's state in `turn`, plans the
data steps in `data_steps` and the project steps in `projects`, and writes answers in `answers`; `query_plans`
turns a question into SQL on one table (built on `words`, `schema`, `question` and `matching`) and asks
`joined_plans` for a plan across tables (built on `keys`, `join_terms`, `dates`, `date_filters`, `states`,
`presence`, `lateness`, `flags`, `thresholds`, `grains`, `anti_joins` and `measure_choice`, which picks the measure through
`arithmetic` and `events`; `question` reads a question through `qualifiers`), keeping the better one
(`plan.QueryPlan` is what both return); `limits` says what a plan can't answer. It speaks the runtime's
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
