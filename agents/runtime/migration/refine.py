"""The model's part in a migration's translation: what sqlglot leaves (statements it could not translate) and the
reviewer's feedback on a rejected attempt go to the run's model, which answers the translation revised, as JSON.
Compilation and the equivalence check then judge it exactly as they judge sqlglot's: nothing the model says is
taken on trust. The offline model has no part (sqlglot alone); a model that fails, or answers something unusable,
leaves sqlglot's translation with a note saying why.
"""

import asyncio
import json
import logging
import re

from agents.models import LLMProfile
from agents.runtime.events import Fallback, Usage
from agents.runtime.llm.gateway import FallbackNotice, LLMUnavailable, TextChunk, UsageChunk, stream_chat

logger = logging.getLogger(__name__)
OFFLINE_MODEL_PREFIX = "lantide/"
REFINE_MAX_TOKENS = 4096
REFINE_TIMEOUT_SECONDS = 120
_JSON_OBJECT = re.compile(r"\{.*\}", re.DOTALL)
INSTRUCTION = (
    "You translate a database's schema and queries from one SQL dialect to another. You get the source, the current "
    "translation (made by sqlglot), the statements sqlglot could not translate, and the reviewer's feedback on the "
    "last attempt. Answer with one JSON object and nothing else: {\"schema_sql\": \"<the whole translated schema "
    "script>\", \"queries\": [\"<each translated query, in the source's order, one per source query>\"]}. Each "
    "query must return exactly the rows its source query returns. Follow the reviewer's feedback.")


def refines(profile: LLMProfile | None, values: dict, update: dict) -> bool:
    """Whether the run's model is asked: a real model, and feedback to follow or statements sqlglot left."""
    has_work = bool(values.get("feedback") or update.get("translation_errors"))
    return has_work and profile is not None and not profile.model.startswith(OFFLINE_MODEL_PREFIX)


def _request(values: dict, update: dict) -> list[dict]:
    brief = {"source_dialect": values["dialect"], "target_dialect": values["target"],
             "source_schema_sql": values["schema_sql"], "source_queries": values["queries"],
             "current_translation": {"schema_sql": update["translated_schema_code"],
                                     "queries": update["translated_queries"]},
             "sqlglot_could_not_translate": update.get("translation_errors") or [],
             "reviewer_feedback": values.get("feedback") or ""}
    return [{"role": "system", "content": INSTRUCTION}, {"role": "user", "content": json.dumps(brief, indent=1)}]


def revised_translation(text: str, *, query_count: int) -> dict | str:
    """The model's answer as {schema_sql, queries}, or why it cannot be used."""
    found = _JSON_OBJECT.search(text or "")
    try:
        answer = json.loads(found.group(0)) if found else None
    except json.JSONDecodeError:
        answer = None
    if not isinstance(answer, dict):
        return "its answer held no JSON object"
    schema, queries = answer.get("schema_sql"), answer.get("queries")
    if not isinstance(schema, str) or not schema.strip():
        return "its answer had no schema_sql"
    if not isinstance(queries, list) or len(queries) != query_count or not all(isinstance(q, str) and q.strip()
                                                                                for q in queries):
        return f"its answer did not hold {query_count} queries"
    return {"schema_sql": schema.strip(), "queries": [q.strip().rstrip(";").strip() for q in queries]}


async def _ask(profile: LLMProfile, messages: list[dict]) -> tuple[str, list]:
    text, events = [], []
    async with asyncio.timeout(REFINE_TIMEOUT_SECONDS):
        async for chunk in stream_chat(profile=profile, messages=messages, tools=[], max_tokens=REFINE_MAX_TOKENS):
            if isinstance(chunk, TextChunk) and chunk.kind == "message":
                text.append(chunk.text)
            elif isinstance(chunk, UsageChunk):
                events.append(Usage(chunk.prompt_tokens, chunk.completion_tokens, chunk.cost))
            elif isinstance(chunk, FallbackNotice):
                events.append(Fallback(chunk.from_model, chunk.to_model, chunk.reason))
    return "".join(text), events


async def refined(update: dict, values: dict, *, profile: LLMProfile, run_id) -> tuple[dict, list]:
    """sqlglot's `update` revised by the model (or kept, with the reason), and the usage and fallback events to
    record with the run."""
    try:
        text, events = await _ask(profile, _request(values, update))
    except (LLMUnavailable, TimeoutError) as error:
        logger.warning("migration.refine_failed run=%s error=%s", run_id, error, extra={"run": str(run_id)})
        return {**update, "refinement": {"model": profile.model, "applied": False, "reason": str(error)}}, []
    revised = revised_translation(text, query_count=len(values["queries"]))
    if isinstance(revised, str):
        return {**update, "refinement": {"model": profile.model, "applied": False, "reason": revised}}, events
    schema = revised["schema_sql"] if revised["schema_sql"].endswith(";") else revised["schema_sql"] + ";"
    return {**update, "translated_schema_code": schema + "\n", "translated_queries": revised["queries"],
            "translated_query_code": "".join(f"{q};\n" for q in revised["queries"]),
            "refinement": {"model": profile.model, "applied": True, "reason": ""}}, events
