"""The migration input (`{source: {dialect, schema_sql, seed_sql?, dsn?}, queries, target, workspace_id?}`), read the
same way by the service that starts a run (so a bad input is refused before it starts) and by `input_extraction`."""

import json
from dataclasses import asdict, dataclass

from lantide.errors import invalid

TARGETS = ("duckdb", "postgres")
# sqlglot's names for what people call these dialects.
DIALECT_ALIASES = {"postgresql": "postgres", "pg": "postgres", "sqlserver": "tsql", "mssql": "tsql",
                   "sqlite3": "sqlite", "mariadb": "mysql"}
KNOWN_DIALECTS = ("sqlite", "postgres", "mysql", "tsql", "oracle", "snowflake", "bigquery", "duckdb", "redshift",
                  "clickhouse", "spark", "hive", "trino", "presto", "databricks", "teradata")
ENGINES_HERE = ("sqlite", "postgres")  # source dialects with a scratch engine on this server
MAX_SQL_CHARS = 200_000
MAX_QUERIES = 50
GRAPH = "migration"  # a checkpoint's `graph` when it holds this graph's state
NODES = ("input_extraction", "schema_inspection", "translation", "compilation_validation", "equivalence_check",
         "human_intervention")
# What command.update may set: the values a reviewer or a client may correct before going on.
UPDATABLE = ("translated_schema_code", "translated_seed_code", "translated_queries", "feedback", "explanation_message")


def is_graph_state(state: dict) -> bool:
    return state.get("graph") == GRAPH


@dataclass(frozen=True)
class MigrationInput:
    dialect: str
    schema_sql: str
    seed_sql: str
    dsn: str
    queries: list
    target: str
    workspace_id: int | None

    def as_values(self) -> dict:
        return asdict(self)


def _text(value, name: str, *, required: bool) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        raise invalid(f"{name} must be {'non-empty ' if required else ''}text.", fields={name: ["Not text."]})
    if len(value) > MAX_SQL_CHARS:
        raise invalid(f"{name} is longer than {MAX_SQL_CHARS:,} characters.")
    return value


def _structured(run_input) -> dict:
    """The input itself, or the JSON text of the last human message (what a chat front end sends)."""
    if isinstance(run_input, dict) and "source" in run_input:
        return run_input
    messages = run_input.get("messages") if isinstance(run_input, dict) else None
    for message in reversed(messages if isinstance(messages, list) else []):
        content = message.get("content") if isinstance(message, dict) else message
        if isinstance(content, str):
            try:
                parsed = json.loads(content)
            except ValueError:
                break
            if isinstance(parsed, dict) and "source" in parsed:
                return parsed
            break
    raise invalid("The migration input is {source: {dialect, schema_sql, seed_sql?, dsn?}, queries: [sql, …], "
                  "target: duckdb | postgres, workspace_id?} (or that object as JSON in a human message).")


def _dsn(value) -> str:
    if value is None or value == "":
        return ""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, str) and value.strip().isdecimal():
        return value.strip()
    raise invalid("source.dsn names an admin-defined connection of the workspace by its id (GET /api_v1/workspaces/"
                  "<id>/connections/); a connection string of your own is not accepted.",
                  fields={"source.dsn": ["Not a connection id."]})


def migration_input(run_input) -> MigrationInput:
    """The checked input; INVALID_ARGUMENTS naming what is wrong."""
    data = _structured(run_input)
    source = data.get("source")
    if not isinstance(source, dict):
        raise invalid("source must be an object.", fields={"source": ["Not an object."]})
    dialect = str(source.get("dialect") or "").strip().lower()
    dialect = DIALECT_ALIASES.get(dialect, dialect)
    if dialect not in KNOWN_DIALECTS:
        raise invalid(f"source.dialect must be one of {', '.join(KNOWN_DIALECTS)}.")
    queries = data.get("queries")
    if not isinstance(queries, list) or not queries or len(queries) > MAX_QUERIES \
            or not all(isinstance(q, str) and q.strip() for q in queries):
        raise invalid(f"queries must be a list of 1 to {MAX_QUERIES} SQL texts.")
    target = data.get("target", "duckdb")
    if target not in TARGETS:
        raise invalid(f"target must be one of {', '.join(TARGETS)}.")
    workspace_id = data.get("workspace_id")
    if workspace_id is not None and (not isinstance(workspace_id, int) or isinstance(workspace_id, bool)):
        raise invalid("workspace_id must be an integer.")
    if workspace_id is not None and target != "duckdb":
        raise invalid("workspace_id loads the migration into the workspace's DuckDB database: use target duckdb.")
    return MigrationInput(dialect=dialect, schema_sql=_text(source.get("schema_sql"), "source.schema_sql",
                                                            required=True),
                          seed_sql=_text(source.get("seed_sql"), "source.seed_sql", required=False),
                          dsn=_dsn(source.get("dsn")), queries=[_text(q, "queries[]", required=True) for q in queries],
                          target=target, workspace_id=workspace_id)


def needs_connection(spec: MigrationInput) -> bool:
    return spec.dialect == "postgres" or spec.target == "postgres"
