"""`GET /api_v1/runs/<id>/events`: the run's events as Server-Sent Events, replayed then live.

A plain async Django view (DRF has no async views); it authenticates by session or access token itself, by the
same rules as the REST API (lantide.authentication).
"""

import logging
import re

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import DatabaseError
from django.http import JsonResponse, StreamingHttpResponse
from django.views.decorators.csrf import csrf_exempt

from agents.runtime.events import Frame
from agents.runtime.event_log import last_stored_seq
from agents.runtime.subscription import follow_run
from agents.selectors import access_run_by_id
from lantide.authentication import TokenRefused, access_token_authenticate, secret_from_header
from lantide.channel_layers import CHANNEL_LAYER_DOWN
from lantide.errors import ApplicationError, ErrorCode


logger = logging.getLogger(__name__)
STREAM_FAILURES = (DatabaseError, *CHANNEL_LAYER_DOWN)
LAST_EVENT_ID = re.compile(r"^[0-9a-f-]{36}:([0-9]+)$")
DIGITS = re.compile(r"[0-9]+")


async def request_user(request):
    """The token's owner when the request sends a token (TokenRefused when it does not work), else the session's
    user, else None."""
    secret = secret_from_header(request.headers.get("Authorization", ""))
    if secret is not None:
        return (await sync_to_async(access_token_authenticate)(secret=secret)).user
    user = await request.auser()
    return user if user.is_authenticated else None


def cursor_from(request) -> int:
    last_event_id = request.headers.get("Last-Event-ID", "")
    if last_event_id:
        match = LAST_EVENT_ID.match(last_event_id)
        if not match:
            raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, "Last-Event-ID must look like '<run id>:<seq>'.")
        return int(match.group(1))
    after = request.GET.get("after", "0")
    if not DIGITS.fullmatch(after):  # not str.isdigit(): it takes "²", which int() refuses
        raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, "after must be a non-negative integer.")
    return int(after)


def refuse_cursor_beyond_log(*, run_id, after: int) -> None:
    """A cursor past the log's end names events nobody has seen: a client that followed it would wait forever."""
    last = last_stored_seq(run_id)
    if after > last:
        raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, f"The run's log ends at seq {last}; resume from at "
                                                            f"most there (after={after}).")


RUN_EVENTS_PATH = "/api_v1/runs/{run_id}/events"
RUN_EVENTS_OPERATION = {
    "operationId": "runs_events_stream",
    "tags": ["runs"],
    "description": "The run's events as Server-Sent Events (ARCHITECTURE §4.1): replayed after the cursor, then "
                   "live until the run ends; a comment heartbeat while nothing happens.",
    "parameters": [
        {"in": "path", "name": "run_id", "required": True, "schema": {"type": "string", "format": "uuid"}},
        {"in": "query", "name": "after", "schema": {"type": "integer", "minimum": 0},
         "description": "Replay from the event after this seq (at most the log's last)."},
        {"in": "header", "name": "Last-Event-ID", "schema": {"type": "string", "pattern": "^[0-9a-f-]{36}:[0-9]+$"},
         "description": "`<run id>:<seq>` of the last event seen; wins over `after`."},
    ],
    "security": [{"accessToken": []}, {"cookieAuth": []}],
    "responses": {
        "200": {"description": "The event stream: one SSE event per run event.", "content": {"text/event-stream": {
            "schema": {"type": "object", "required": ["id", "event", "data"], "properties": {
                "id": {"type": "string", "description": "`<run id>:<seq>`"},
                "event": {"type": "string", "description": "The event's type."},
                "data": {"type": "string", "description": "The event's envelope (ARCHITECTURE §4.1) as JSON."}}}}}},
        "4XX": {"description": "A client error.",
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
    },
}


def document_run_events(result, generator, request, public):
    """drf-spectacular documents DRF views only: this plain view's operation joins the OpenAPI schema here (a
    SPECTACULAR_SETTINGS postprocessing hook)."""
    result["paths"][RUN_EVENTS_PATH] = {"get": RUN_EVENTS_OPERATION}
    return result


def sse_frame(run_id, frame: Frame | None) -> str:
    if frame is None:
        return ": heartbeat\n\n"
    return f"id: {run_id}:{frame.seq}\nevent: {frame.type}\ndata: {frame.text}\n\n"


@csrf_exempt  # it only reads: every method but GET is answered 405 before anything happens
async def run_events(request, run_id):
    if request.method != "GET":
        return JsonResponse({"code": ErrorCode.METHOD_NOT_ALLOWED, "detail": "Use GET."}, status=405,
                            headers={"Allow": "GET"})
    try:
        user = await request_user(request)
    except TokenRefused as refused:
        return JsonResponse({"code": ErrorCode.NOT_AUTHENTICATED, "detail": refused.detail}, status=401)
    if user is None:
        return JsonResponse({"code": ErrorCode.NOT_AUTHENTICATED, "detail": "Sign in or send a token."}, status=401)
    try:
        run = await sync_to_async(access_run_by_id)(user=user, run_id=run_id)
        after = cursor_from(request)
        await sync_to_async(refuse_cursor_beyond_log)(run_id=run.pk, after=after)
    except ApplicationError as error:
        return JsonResponse(error.as_dict(), status=error.http_status)

    async def frames():
        yield ": stream opened\n\n"
        try:
            async for frame in follow_run(run.pk, after=after, heartbeat=settings.LANTIDE_SSE_HEARTBEAT):
                yield sse_frame(run.pk, frame)
        except STREAM_FAILURES as error:  # end the stream, never leave it silent: the client resumes from its id
            logger.warning("agent.sse.ended_on_error run=%s error=%s", run.pk, error, extra={"run": str(run.pk)})
            yield ": the stream failed; reconnect with Last-Event-ID\n\n"

    response = StreamingHttpResponse(frames(), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response
