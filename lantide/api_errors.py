"""The one DRF exception handler: every API error leaves as `{"code", "detail"}` (ARCHITECTURE §4.4)."""

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404
from rest_framework import exceptions as drf_exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler

from lantide.errors import ApplicationError, ErrorCode


def _flatten_validation_detail(detail) -> str:
    if isinstance(detail, dict):
        parts = [f"{field}: {_flatten_validation_detail(value)}" for field, value in detail.items()]
        return "; ".join(parts)
    if isinstance(detail, list):
        return " ".join(_flatten_validation_detail(item) for item in detail)
    return str(detail)


_DRF_CODES = {
    drf_exceptions.NotAuthenticated: ErrorCode.NOT_AUTHENTICATED,
    drf_exceptions.AuthenticationFailed: ErrorCode.NOT_AUTHENTICATED,
    drf_exceptions.PermissionDenied: ErrorCode.PERMISSION_DENIED,
    drf_exceptions.NotFound: ErrorCode.NOT_FOUND,
    drf_exceptions.MethodNotAllowed: ErrorCode.METHOD_NOT_ALLOWED,
}


def api_exception_handler(exc, context):
    """Every API error leaves as `{"code", "detail"}`; field errors also under `fields`."""
    if isinstance(exc, ApplicationError):
        response = Response(exc.as_dict(), status=exc.http_status)
        if "retry_after" in exc.extra:
            response["Retry-After"] = str(exc.extra["retry_after"])
        return response
    if isinstance(exc, Http404):
        exc = drf_exceptions.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = drf_exceptions.PermissionDenied()
    response = exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, drf_exceptions.ValidationError):
        response.data = {
            "code": ErrorCode.INVALID_ARGUMENTS,
            "detail": _flatten_validation_detail(exc.detail),
            "fields": exc.detail if isinstance(exc.detail, dict) else {},
        }
        return response
    code = next((c for cls, c in _DRF_CODES.items() if isinstance(exc, cls)), None)
    code = code or str(getattr(exc, "default_code", "error")).upper()
    response.data = {"code": code, "detail": _flatten_validation_detail(exc.detail)}
    return response
