"""DuckDB's errors as the model and the SQL tab read them: a stable code, DuckDB's sentence, a hint, and where
the SQL went wrong.

Workspace databases raise their errors as JSON (`errors_as_json`): DuckDB's text only shows a position in a
rendering of the line (windowed with "…" on long lines, and off by the tabs before it), while its JSON gives
the byte offset into the SQL that ran.
"""

import json
import re

import duckdb

from lantide.errors import ApplicationError, ErrorCode
from workspaces.query.guard import CheckedSQL, QueryError
from workspaces.query.warehouse import WorkspaceBusy

CANDIDATE = re.compile(r'Candidate bindings: "?([^"\n,]+)"?')
DID_YOU_MEAN = re.compile(r'Did you mean "([^"]+)"')
CANDIDATE_FUNCTIONS = re.compile(r"Candidate functions:\n((?:\t[^\n]+\n?)+)")


def engine_message(error: Exception) -> tuple[str, str, int | None]:
    """(DuckDB's first line with its kind, its whole text, the byte offset in the SQL that ran or None);
    errors that are not JSON (Arrow's, other connections') read as their text."""
    text = str(error).strip()
    kind, _, body = text.partition(": ")
    data = _json_object(body)
    if data is None:
        return (text.splitlines() or [type(error).__name__])[0], text, None
    detail = str(data.get("exception_message", "")).strip()
    offset = str(data.get("position", ""))
    return f"{kind}: {(detail.splitlines() or [''])[0]}", detail, int(offset) if offset.isdigit() else None


def _json_object(body: str) -> dict | None:
    if not body.startswith("{"):
        return None
    try:
        data = json.loads(body)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def query_error_from(error: Exception, *, timed_out: bool = False, cancelled: bool = False,
                     checked: CheckedSQL | None = None, prefix: str = "") -> QueryError:
    """The QueryError for a failed statement; with the `checked` SQL that ran (after `prefix`, as in
    `DESCRIBE <sql>`), where in the SQL as sent it went wrong."""
    if cancelled and not timed_out:
        return QueryError(ErrorCode.CANCELLED, "The query was stopped: its run was cancelled.")
    if timed_out or isinstance(error, duckdb.InterruptException):
        return QueryError(ErrorCode.QUERY_TIMEOUT, "The query took too long and was stopped.",
                          hint="Filter or aggregate earlier, or split the work into smaller steps.")
    if checked is not None and (refusal := checked.refusal()) is not None:
        return refusal  # SQL run unparsed (defer_parse): what the guard would have said before it ran
    message, detail, offset = engine_message(error)
    position = _position(checked, prefix, offset) if checked is not None and offset is not None else None
    if isinstance(error, duckdb.PermissionException):
        return QueryError(ErrorCode.SQL_FORBIDDEN, message[:500], hint="Only the workspace's own tables can be read.",
                          position=position)
    return QueryError(ErrorCode.SQL_INVALID, message[:500], hint=_hint(detail), position=position)


def _hint(detail: str) -> str | None:
    if found := CANDIDATE.search(detail) or DID_YOU_MEAN.search(detail):
        return f'Did you mean "{found.group(1).strip()}"?'
    if found := CANDIDATE_FUNCTIONS.search(detail):
        return ("Candidate functions: " + "; ".join(line.strip() for line in found.group(1).splitlines()))[:500]
    return None


def _position(checked: CheckedSQL, prefix: str, offset: int) -> dict | None:
    """`offset` counts the bytes of `prefix` + the checked SQL (+ whatever followed it) before the fault."""
    index = len((prefix + checked.sql).encode()[:offset].decode(errors="ignore")) - len(prefix)
    return checked.position_at(index)


def as_application_error(error: QueryError) -> ApplicationError:
    """For REST: the same code and sentence the model reads, and the hint beside them when there is one."""
    if isinstance(error.__cause__, WorkspaceBusy):
        return error.__cause__  # a retry later, not the SQL's fault: 503 as on every other workspace path
    extra = {"hint": error.hint, "position": error.position}
    return ApplicationError(error.code, error.message, extra={k: v for k, v in extra.items() if v} or None)
