"""The offline analyst's report workflow ("write a report on revenue by region"): write a plan, find and query the
data as for a question, tick the plan as it goes, write a contract HTML report with a chart and an executive
summary, tick the last step, and answer with where the report is. The seed's release smoke gate: plan → todo →
report, with no error loops."""

from __future__ import annotations

import dataclasses
import re

from agents.runtime.llm.analyst.answers import sql_block
from agents.runtime.llm.analyst.data_steps import plan_data_step
from agents.runtime.llm.analyst.query_plans import best_plan
from agents.runtime.llm.analyst.question import parse_question
from agents.runtime.llm.analyst.report_writer import report_html
from agents.runtime.llm.analyst.tool_names import REPORT_TOOLS, RUN_TOOLS
from agents.runtime.llm.analyst.turn import AnalystTurn, TurnInProgress, final_answer, tool_call

_REPORT_REQUEST = re.compile(
    r"^\s*(?:please\s+)?(?:(?:write|make|create|build|draft|prepare|produce|generate)\s+(?:me\s+)?(?:an?\s+)?"
    r"(?:html\s+)?report|report)\s+(?:on|about|of|for|covering)\s+(?P<topic>.+?)[.?!]*\s*$", re.IGNORECASE)
PLAN_STEPS = ("Find the tables for {topic}", "Query {topic}", "Write the report on {topic}")


def report_topic(question: str) -> str | None:
    match = _REPORT_REQUEST.match(question or "")
    return match.group("topic").strip() if match else None


def _title(topic: str) -> str:
    return topic[:1].upper() + topic[1:]


def _ticked(turn: TurnInProgress, step: int) -> bool:
    return any(e.arguments.get("step") == step and e.arguments.get("status") == "done"
               for e in turn.successful("update_plan_step"))


def _tick(step: int, reasoning: str) -> AnalystTurn:
    return tool_call(reasoning, "update_plan_step", step=step, status="done")


def plan_report_step(turn: TurnInProgress, topic: str) -> AnalystTurn:
    if not turn.successful("add_plan"):
        return tool_call("This asks for a report, so I'll plan it first.", "add_plan",
                         steps=[step.format(topic=topic) for step in PLAN_STEPS], title=f"Report: {_title(topic)}")
    data_turn = dataclasses.replace(turn, question=parse_question(topic))
    ran = [e for e in turn.exchanges if e.name in RUN_TOOLS and e.ok]
    if not ran:
        if turn.successful("read_schema") and not _ticked(turn, 1) and _found_plan(data_turn):
            return _tick(1, "I've found the tables; step 1 is done.")
        step = plan_data_step(data_turn)
        return step if step.tool_calls else _no_data(turn, topic, step)
    if not _ticked(turn, 1):
        return _tick(1, "I've found the tables; step 1 is done.")
    if not _ticked(turn, 2):
        return _tick(2, "The query ran; step 2 is done.")
    if not turn.successful("create_html_report"):
        return _write(data_turn, topic, ran[-1])
    if not _ticked(turn, 3):
        return _tick(3, "The report is written; the last step is done.")
    report = turn.successful("create_html_report")[-1].result or {}
    return final_answer(
        "The plan is done and the report is written; I'll say where it is.",
        f"I wrote the report **{report.get('title', _title(topic))}** (report {report.get('report_id')}): an "
        "executive summary, a chart, the numbers, the method and the limitations. It is open in a Report tab, "
        "where you can comment on any part of it.",
        sql_block("It is built on this SQL:", ran[-1].sql))


def _found_plan(turn: TurnInProgress) -> bool:
    plan = best_plan(turn.question, turn.read_schemas())
    return plan is not None and plan.complete


def _write(turn: TurnInProgress, topic: str, ran) -> AnalystTurn:
    result = ran.result or {}
    columns = [str(c.get("name")) if isinstance(c, dict) else str(c) for c in result.get("columns") or []]
    rows = [list(r) if isinstance(r, (list, tuple)) else [r.get(c) for c in columns] for r in result.get("rows") or []]
    plan = best_plan(turn.question, turn.read_schemas())
    total = result.get("row_count") if isinstance(result.get("row_count"), int) else len(rows)
    html = report_html(title=_title(topic), columns=columns, rows=rows, total=total, sql=ran.sql,
                       table=plan.table if plan else "")
    return tool_call("I have the numbers; I'll write the report with a chart and an executive summary.",
                     "create_html_report", title=_title(topic), html=html)


def _no_data(turn: TurnInProgress, topic: str, step: AnalystTurn) -> AnalystTurn:
    return final_answer("I couldn't get the data for the report, so I'll say why.",
                        f"I couldn't write the report on {topic}: I found no data to build it on.", step.answer)


def wants_report(turn: TurnInProgress) -> str | None:
    topic = report_topic(turn.conversation.question)
    return topic if topic and REPORT_TOOLS <= turn.tools else None
