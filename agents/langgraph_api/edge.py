"""What every /langgraph/ view shares: authentication (token or session), JSON bodies, errors, method dispatch.

Plain async Django views, not DRF: the streams need async generators (DRF has no async views), and the OpenAPI
schema of /api_v1/ stays the /api_v1/ contract. The rules are the REST API's all the same: a token is judged by
`lantide.authentication` (an observe token reads only), a session's unsafe request passes Django's CSRF check,
and an ApplicationError is `{code, detail}` with its status — except that invalid input is 422, as LangGraph
answers it (the SDK raises `UnprocessableEntityError`).
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from asgiref.sync import sync_to_async
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.http.response import HttpResponseBase
from django.middleware.csrf import CsrfViewMiddleware
from django.views.decorators.csrf import csrf_exempt

from lantide.authentication import TokenRefused, access_token_authenticate, secret_from_header
from lantide.encoding import JSONTooDeep, json_loads_bounded
from lantide.errors import ApplicationError, ErrorCode, invalid
from lantide.models import AccessTokenMode

UNSAFE = frozenset({"POST", "PUT", "PATCH", "DELETE"})


@dataclass
class Call:
    """One request as a handler sees it: who, what body, which query parameters and headers."""

    user: object
    body: dict
    query: object
    headers: object
    method: str


@dataclass
class Reply:
    """A JSON answer with its status and headers (a handler may also return plain data: 200)."""

    data: object
    status: int = 200
    headers: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Handler:
    """`function(call, **url_kwargs)`; sync ones run on a thread. `reads`: a POST that only reads (search,
    history), which an observe token may make."""

    function: Callable
    reads: bool = False
    is_async: bool = False


def error_response(error: ApplicationError) -> JsonResponse:
    status = 422 if error.code == ErrorCode.INVALID_ARGUMENTS else error.http_status
    return JsonResponse(error.as_dict(), status=status)


def json_reply(reply) -> HttpResponseBase:
    if isinstance(reply, HttpResponseBase):
        return reply
    if not isinstance(reply, Reply):
        reply = Reply(reply)
    if reply.status == 204:
        return HttpResponse(status=204, headers=reply.headers)
    return JsonResponse(reply.data, status=reply.status, headers=reply.headers, safe=False)


def _token_user(request: HttpRequest, handler: Handler):
    header = request.headers.get("Authorization", "")
    secret = secret_from_header(header)
    if secret is None and request.headers.get("X-Api-Key"):  # what the SDK sends for `api_key`
        secret = request.headers["X-Api-Key"].strip()
    if secret is None:
        return None
    token = access_token_authenticate(secret=secret)
    if token.mode == AccessTokenMode.OBSERVE and request.method in UNSAFE and not handler.reads:
        raise ApplicationError(ErrorCode.PERMISSION_DENIED, "This token is observe-only: it may read, not write.")
    return token.user


def _session_user(request: HttpRequest, handler: Handler):
    user = request.user
    if not user.is_authenticated:
        raise ApplicationError(ErrorCode.NOT_AUTHENTICATED, "Sign in or send a token.")
    if request.method in UNSAFE:
        refused = CsrfViewMiddleware(lambda _: None).process_view(request, None, (), {})
        if refused is not None:
            raise ApplicationError(ErrorCode.PERMISSION_DENIED, "CSRF check failed: send the X-CSRFToken header.")
    return user


def _body(request: HttpRequest) -> dict:
    if not request.body:
        return {}
    try:
        body = json_loads_bounded(request.body)
    except JSONTooDeep as error:
        raise invalid(str(error)) from None
    except ValueError:
        raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, "The body is not valid JSON.") from None
    if not isinstance(body, dict):
        raise invalid("The body must be a JSON object.")
    return body


def _prepare(request: HttpRequest, handler: Handler) -> Call:
    """Sync: authentication reads the database."""
    try:
        user = _token_user(request, handler)
    except TokenRefused as refused:
        raise ApplicationError(ErrorCode.NOT_AUTHENTICATED, refused.detail) from None
    if user is None:
        user = _session_user(request, handler)
    return Call(user=user, body=_body(request), query=request.GET, headers=request.headers, method=request.method)


def endpoint(**handlers: Handler) -> Callable[..., Awaitable[HttpResponse]]:
    """One URL's view: `endpoint(get=Handler(...), post=Handler(...))`."""
    allowed = ", ".join(sorted(m.upper() for m in handlers))

    @csrf_exempt  # a session's unsafe request is checked in _session_user; a token's needs no CSRF check
    async def view(request: HttpRequest, **kwargs) -> HttpResponse:
        handler = handlers.get(request.method.lower())
        if handler is None:
            return JsonResponse({"code": ErrorCode.METHOD_NOT_ALLOWED, "detail": f"Use {allowed}."}, status=405,
                                headers={"Allow": allowed})
        try:
            call = await sync_to_async(_prepare)(request, handler)
            if handler.is_async:
                return json_reply(await handler.function(call, **kwargs))
            return json_reply(await sync_to_async(handler.function)(call, **kwargs))
        except ApplicationError as error:
            return error_response(error)

    return view


def sync(function: Callable, *, reads: bool = False) -> Handler:
    return Handler(function=function, reads=reads)


def streaming(function: Callable, *, reads: bool = False) -> Handler:
    return Handler(function=function, reads=reads, is_async=True)
