"""The migration graph's nodes as plain functions: each takes the state's values (and the PostgreSQL connection a
node may need) and returns its update. They run on a worker thread; engines live only as long as one node, so a
run picks up after any node from its checkpoint alone."""

import contextlib
import json

from agents.runtime.migration.engines import (
    DuckdbScratch, PostgresScratch, Result, ScratchError, SqliteScratch,
)
from agents.runtime.migration.equivalence import results_diff
from agents.runtime.migration.spec import ENGINES_HERE, migration_input
from agents.runtime.migration.translate import (
    TranslationError, script_text, schema_of, split_statements, translate_script, translate_statement,
)
from workspaces.db_importers import PostgresSource

UNVERIFIED = "unverified"


def _statements(sql: str, dialect: str) -> list[str]:
    try:
        return split_statements(sql, dialect)
    except TranslationError:
        return [sql] if sql.strip() else []


def input_extraction(values: dict, *, run_input: str) -> dict:
    spec = migration_input(json.loads(run_input))
    return {**spec.as_values(), "attempt": 0, "feedback": "", "feedback_history": [], "saved": False,
            "review": None}


@contextlib.contextmanager
def _engine(dialect: str, postgres: PostgresSource | None):
    engine = SqliteScratch() if dialect == "sqlite" else DuckdbScratch() if dialect == "duckdb" else \
        PostgresScratch(postgres)
    try:
        yield engine
    finally:
        engine.close()


def source_engine_name(values: dict, postgres: PostgresSource | None) -> str | None:
    """The scratch engine the source runs on here, or None: its equivalence is unverified."""
    if values["dialect"] not in ENGINES_HERE or (values["dialect"] == "postgres" and postgres is None):
        return None
    return values["dialect"]


def _run_all(engine, statements: list[str]) -> list[dict]:
    errors = []
    for index, statement in enumerate(statements):
        try:
            engine.run(statement)
        except ScratchError as error:
            errors.append({"index": index, "statement": statement[:500], "error": str(error)})
    return errors


def schema_inspection(values: dict, *, postgres: PostgresSource | None) -> dict:
    dialect = values["dialect"]
    ddl = _statements(values["schema_sql"], dialect)
    schema = schema_of(ddl, dialect)
    engine_name = source_engine_name(values, postgres)
    if engine_name is None:
        return {"source_engine": None, "source_schema": schema, "source_row_counts": {}, "source_errors": [],
                "equivalence": UNVERIFIED}
    try:
        with _engine(engine_name, postgres) as engine:
            errors = _run_all(engine, ddl + _statements(values["seed_sql"], dialect))
            counts = {}
            for table in schema:
                with contextlib.suppress(ScratchError):
                    counts[table] = engine.run(f'SELECT COUNT(*) FROM "{table}"').rows[0][0]
    except ScratchError as error:  # the engine could not open: nothing to compare on, so nothing is claimed
        return {"source_engine": None, "source_schema": schema, "source_row_counts": {},
                "source_errors": [{"error": str(error)}], "equivalence": UNVERIFIED}
    return {"source_engine": engine_name, "source_schema": schema, "source_row_counts": counts,
            "source_errors": errors}


def translation(values: dict) -> dict:
    source, target, schema = values["dialect"], values["target"], values["source_schema"]
    ddl = translate_script(values["schema_sql"], source=source, target=target, schema=schema)
    seed = translate_script(values["seed_sql"], source=source, target=target, schema=schema) \
        if values["seed_sql"].strip() else []
    queries = [translate_statement(q, source=source, target=target, schema=schema)[-1] for q in values["queries"]]
    notes = [n for t in (*ddl, *seed, *queries) for n in t.notes]
    errors = [{"statement": t.source[:500], "error": t.error} for t in (*ddl, *seed, *queries) if t.error]
    return {"translated_schema_code": script_text(ddl), "translated_seed_code": script_text(seed),
            "translated_queries": [q.sql for q in queries], "translated_query_code": script_text(queries),
            "translation_notes": notes, "translation_errors": errors, "attempt": values.get("attempt", 0) + 1,
            "refinement": None}


def _target_statements(values: dict) -> list[str]:
    target = values["target"]
    return _statements(values["translated_schema_code"], target) + _statements(values["translated_seed_code"], target)


def compilation_validation(values: dict, *, postgres: PostgresSource | None) -> dict:
    query_errors = []
    try:
        with _engine(values["target"], postgres) as engine:
            schema_errors = _run_all(engine, _target_statements(values))
            for index, query in enumerate(values["translated_queries"]):
                try:
                    engine.run(query)
                except ScratchError as error:
                    query_errors.append({"index": index, "error": str(error)})
    except ScratchError as error:
        schema_errors = [{"index": None, "statement": "", "error": str(error)}]
    return {"compilation": {"ok": not schema_errors and not query_errors, "schema_errors": schema_errors,
                            "query_errors": query_errors, "engine": values["target"]}}


def _outcome(engine, sql: str) -> Result | str:
    try:
        return engine.run(sql) or Result([], [], [])
    except ScratchError as error:
        return str(error)


def query_diff(index: int, source_sql: str, translated_sql: str, source: Result | str, target: Result | str) -> dict:
    """One query's entry in `query_equivalence_deep_diffs`."""
    entry = {"index": index, "source_sql": source_sql, "translated_sql": translated_sql}
    if isinstance(source, str) or isinstance(target, str):
        return {**entry, "status": "error", "diff": {"source_error": source if isinstance(source, str) else None,
                                                     "target_error": target if isinstance(target, str) else None}}
    diff = results_diff(source_columns=source.columns, source_rows=source.rows, target_columns=target.columns,
                        target_rows=target.rows)
    return {**entry, "status": "equivalent" if diff["equivalent"] else "different", "diff": diff}


def compare_queries(*, source_engine, target_engine, queries: list[str], translated: list[str]) -> list[dict]:
    """Each query on both engines (whose schema and seed rows are loaded), its results compared."""
    return [query_diff(i, q, t, _outcome(source_engine, q), _outcome(target_engine, t))
            for i, (q, t) in enumerate(zip(queries, translated, strict=True))]


def equivalence_check(values: dict, *, postgres: PostgresSource | None) -> dict:
    """The subgraph: both engines loaded, every query compared; its values merge into the state."""
    if values.get("source_engine") is None:
        return _unverified(values, f"No {values['dialect']} engine here: translated and compiled, not compared.")
    try:
        with _engine(values["source_engine"], postgres) as source, _engine(values["target"], postgres) as target:
            _run_all(source, _statements(values["schema_sql"], values["dialect"]) +
                     _statements(values["seed_sql"], values["dialect"]))
            _run_all(target, _target_statements(values))
            diffs = compare_queries(source_engine=source, target_engine=target, queries=values["queries"],
                                    translated=values["translated_queries"])
    except ScratchError as error:  # an engine could not open this time: unverified, never claimed
        return _unverified(values, str(error))
    proven = all(d["status"] == "equivalent" for d in diffs)
    return _with_explanation(values, diffs, "proven" if proven else "failed")


def _unverified(values: dict, reason: str) -> dict:
    diffs = [{"index": i, "source_sql": q, "translated_sql": t, "status": UNVERIFIED, "diff": {"reason": reason}}
             for i, (q, t) in enumerate(zip(values["queries"], values["translated_queries"], strict=True))]
    return _with_explanation(values, diffs, UNVERIFIED)


def _with_explanation(values: dict, diffs: list[dict], equivalence: str) -> dict:
    same = sum(d["status"] == "equivalent" for d in diffs)
    compiled = values.get("compilation") or {}
    lines = [f"Translated the schema, seed rows and {len(diffs)} queries from {values['dialect']} to "
             f"{values['target']} with sqlglot (attempt {values.get('attempt', 1)}).",
             "Compiled on a scratch target: " + ("no errors." if compiled.get("ok") else
                                                 f"{len(compiled.get('schema_errors', [])) + len(compiled.get('query_errors', []))} error(s)."),
             {"proven": f"Equivalence proven for all {len(diffs)} queries (same rows on both engines).",
              "failed": f"Equivalence: {same} of {len(diffs)} queries return the same rows; see the diffs.",
              UNVERIFIED: f"Equivalence unverified: there is no {values['dialect']} engine here to compare on."}
             [equivalence]]
    if values.get("translation_notes"):
        lines.append("Rewrites beyond sqlglot: " + "; ".join(dict.fromkeys(values["translation_notes"])) + ".")
    if values.get("feedback"):
        lines.append(f"Reviewer feedback on the previous attempt: {values['feedback']}")
    if refinement := values.get("refinement"):
        lines.append(f"The model {refinement['model']} revised sqlglot's translation." if refinement["applied"] else
                     f"The model {refinement['model']} was asked to revise it but could not: {refinement['reason']}.")
    return {"query_equivalence_deep_diffs": diffs, "equivalence": equivalence, "explanation_message": " ".join(lines)}
