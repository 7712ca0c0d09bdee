"""The Content-Security-Policy of the app's pages: scripts, styles, fonts and images from this site only (the
vendored libraries), no plugins, no framing, no remote images (data in an answer cannot make a reader's browser
fetch an address). Inline styles stay allowed: Chart.js and the admin set them."""

from asgiref.sync import iscoroutinefunction, markcoroutinefunction

CONTENT_SECURITY_POLICY = "; ".join((
    "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:",
    "font-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'",
    "frame-ancestors 'none'",
))


def _with_policy(response):
    if response.get("Content-Type", "").startswith("text/html"):
        response.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
    return response


class ContentSecurityPolicyMiddleware:
    sync_capable = async_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        if iscoroutinefunction(get_response):
            markcoroutinefunction(self)

    def __call__(self, request):
        if iscoroutinefunction(self):
            return self._acall(request)
        return _with_policy(self.get_response(request))

    async def _acall(self, request):
        return _with_policy(await self.get_response(request))
