"""How large a request body may be, decided from the request's method, path and credentials alone, so the
server can refuse a body before reading it (security finding 5 of the roles issue: an anonymous 250 MB POST
froze the server). `lantide.serve` asks once the headers are in, and again as a chunked body arrives.

Credentials here only mean that the request carries some: a session cookie or an Authorization header. Whether
they are valid is Django's business, after the body (within its limit) has been read.
"""

from dataclasses import dataclass

from django.conf import settings
from django.urls import Resolver404, resolve

from lantide.errors import ApplicationError, ErrorCode

# The views whose POST carries a file to import: the REST upload and the workspace page's form.
UPLOAD_URL_NAMES = frozenset({"api-workspace-datasources", "workspace-upload", "api-workspace-bundle-upload"})
# What multipart framing adds to the file: boundaries, the parts' headers (the file name), the small fields.
MULTIPART_OVERHEAD_BYTES = 64 * 1024
# The most a request without credentials carries: signing in (the login form, auth/token) takes far less.
ANONYMOUS_BODY_MAX_BYTES = 64 * 1024


@dataclass(frozen=True)
class BodyAllowance:
    """The most bytes one request's body may carry, and the answer to one that carries more."""

    limit: int
    refusal: ApplicationError

    def refusal_for(self, body_bytes: int) -> ApplicationError | None:
        """The answer to a body of `body_bytes` (declared, or received so far); None within the limit."""
        return self.refusal if body_bytes > self.limit else None


def body_allowance(*, method: str, path_info: str, has_credentials: bool) -> BodyAllowance:
    upload = method.upper() == "POST" and _url_name(path_info) in UPLOAD_URL_NAMES
    limit = (settings.LANTIDE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES if upload
             else settings.LANTIDE_REQUEST_MAX_BYTES)
    if not has_credentials and limit > ANONYMOUS_BODY_MAX_BYTES:
        detail = f"Sign in first: a body without credentials is {ANONYMOUS_BODY_MAX_BYTES:,} bytes at most."
        return BodyAllowance(limit=ANONYMOUS_BODY_MAX_BYTES,
                             refusal=ApplicationError(ErrorCode.NOT_AUTHENTICATED, detail))
    if upload:
        detail = f"The file is over the upload limit of {settings.LANTIDE_UPLOAD_MAX_BYTES:,} bytes."
    else:
        detail = f"The request body is over the {limit:,} bytes this URL takes."
    return BodyAllowance(limit=limit, refusal=ApplicationError(ErrorCode.PAYLOAD_TOO_LARGE, detail))


def _url_name(path_info: str) -> str | None:
    try:
        return resolve(path_info).url_name
    except Resolver404:
        return None
