"""One application error type with the stable codes of ARCHITECTURE §4.4 (lantide.api_errors maps it, and DRF's
own errors, to `{"code", "detail"}`). Plain Python: every layer, the offline analyst included, may import it."""


class ErrorCode:
    """The stable error codes of ARCHITECTURE §4.4, plus the HTTP-only ones named below."""

    ASK_MODE_DENIED = "ASK_MODE_DENIED"
    EXPLORATION_BUDGET_REACHED = "EXPLORATION_BUDGET_REACHED"
    TOOL_NOT_AVAILABLE = "TOOL_NOT_AVAILABLE"
    INVALID_ARGUMENTS = "INVALID_ARGUMENTS"
    SQL_INVALID = "SQL_INVALID"
    SQL_FORBIDDEN = "SQL_FORBIDDEN"
    QUERY_TIMEOUT = "QUERY_TIMEOUT"
    AMBIGUOUS_REPORT = "AMBIGUOUS_REPORT"
    HTML_CONTRACT_INVALID = "HTML_CONTRACT_INVALID"
    KNOWLEDGE_RATE_LIMITED = "KNOWLEDGE_RATE_LIMITED"
    WORKSPACE_SELECTION_REQUIRED = "WORKSPACE_SELECTION_REQUIRED"
    THREAD_BUSY = "THREAD_BUSY"
    INTERRUPT_EXPIRED = "INTERRUPT_EXPIRED"
    NOT_FOUND = "NOT_FOUND"
    PERMISSION_DENIED = "PERMISSION_DENIED"
    LLM_UNAVAILABLE = "LLM_UNAVAILABLE"
    OUTPUT_TRUNCATED = "OUTPUT_TRUNCATED"
    QUOTA_EXCEEDED = "QUOTA_EXCEEDED"
    WRITER_BUSY = "WRITER_BUSY"
    EVENT_WRITE_FAILED = "EVENT_WRITE_FAILED"
    # Run-level additions (docs/architecture.md): a tool raised, a run failed on a bug, its executor vanished
    # and it could not resume, it ran past LANTIDE_RUN_TIMEOUT.
    TOOL_FAILED = "TOOL_FAILED"
    INTERNAL_ERROR = "INTERNAL_ERROR"
    RUN_ABANDONED = "RUN_ABANDONED"
    TIMEOUT = "TIMEOUT"
    CANCELLED = "CANCELLED"  # a tool call or query stopped because its run was cancelled
    THROTTLED = "THROTTLED"  # too many attempts (sign-in): wait, then try again
    # HTTP-only additions: the contract has no code for a missing login or a wrong method.
    NOT_AUTHENTICATED = "NOT_AUTHENTICATED"
    METHOD_NOT_ALLOWED = "METHOD_NOT_ALLOWED"
    PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE"  # a request body over its URL's limit, refused before it is read
    # Sub-agent limits (depth, concurrent children per user): the contract has no code for them.
    DELEGATION_LIMIT = "DELEGATION_LIMIT"
    # /langgraph/: a thread created with an id that is taken (`if_exists: raise`).
    THREAD_EXISTS = "THREAD_EXISTS"
    # Workspace bundles: a durable operation whose process ended (a restart) before it finished; resume it.
    OPERATION_INTERRUPTED = "OPERATION_INTERRUPTED"


HTTP_STATUS_BY_CODE = {
    ErrorCode.NOT_FOUND: 404,
    ErrorCode.PERMISSION_DENIED: 403,
    ErrorCode.NOT_AUTHENTICATED: 401,
    ErrorCode.THREAD_BUSY: 409,
    ErrorCode.THREAD_EXISTS: 409,
    ErrorCode.DELEGATION_LIMIT: 429,
    ErrorCode.INTERRUPT_EXPIRED: 409,
    ErrorCode.METHOD_NOT_ALLOWED: 405,
    ErrorCode.PAYLOAD_TOO_LARGE: 413,
    ErrorCode.LLM_UNAVAILABLE: 503,
    ErrorCode.THROTTLED: 429,
    ErrorCode.QUOTA_EXCEEDED: 429,  # a start refused: today's quota is spent (Retry-After: the next UTC day)
}


class ApplicationError(Exception):
    """A failure the caller can act on: a stable code and a human sentence."""

    def __init__(self, code: str, detail: str, *, extra: dict | None = None):
        super().__init__(f"{code}: {detail}")
        self.code = code
        self.detail = detail
        self.extra = extra or {}

    @property
    def http_status(self) -> int:
        return HTTP_STATUS_BY_CODE.get(self.code, 400)

    def as_dict(self) -> dict:
        return {"code": self.code, "detail": self.detail, **self.extra}


class NotFound(ApplicationError):
    def __init__(self, what: str = "Object"):
        super().__init__(ErrorCode.NOT_FOUND, f"{what} not found.")


class Forbidden(ApplicationError):
    def __init__(self, detail: str):
        super().__init__(ErrorCode.PERMISSION_DENIED, detail)


def invalid(detail: str, **extra) -> ApplicationError:
    return ApplicationError(ErrorCode.INVALID_ARGUMENTS, detail, extra=extra or None)


class UnprocessableValue(ApplicationError):
    """INVALID_ARGUMENTS for a well-formed request whose value is wrong for what it answers (a review's resume):
    422 on every surface, as ARCHITECTURE §9 asks, where other INVALID_ARGUMENTS answer 400 outside /langgraph/."""

    def __init__(self, detail: str):
        super().__init__(ErrorCode.INVALID_ARGUMENTS, detail)

    @property
    def http_status(self) -> int:
        return 422
