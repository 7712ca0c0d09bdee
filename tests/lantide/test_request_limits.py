"""A request body's allowance by method, path and credentials (the server applies it: test_serve.py)."""

import pytest

from lantide.request_limits import ANONYMOUS_BODY_MAX_BYTES, MULTIPART_OVERHEAD_BYTES, body_allowance

MIB = 1024 * 1024


@pytest.fixture(autouse=True)
def limits(settings):
    settings.LANTIDE_UPLOAD_MAX_BYTES = 200 * MIB
    settings.LANTIDE_REQUEST_MAX_BYTES = 2 * MIB


@pytest.mark.parametrize("path", ["/api_v1/workspaces/7/datasources/", "/w/7/upload/"])
def test_the_upload_views_take_a_file_of_the_upload_limit_and_its_framing(path):
    allowance = body_allowance(method="POST", path_info=path, has_credentials=True)
    assert allowance.limit == 200 * MIB + MULTIPART_OVERHEAD_BYTES
    assert allowance.refusal_for(allowance.limit) is None
    refusal = allowance.refusal_for(allowance.limit + 1)
    assert (refusal.code, refusal.http_status) == ("PAYLOAD_TOO_LARGE", 413)
    assert "upload limit of 209,715,200 bytes" in refusal.detail


@pytest.mark.parametrize(("method", "path"), [
    ("POST", "/api_v1/conversations/"),
    ("POST", "/api_v1/workspaces/7/datasources/postgres"),
    ("PUT", "/api_v1/workspaces/7/datasources/"),
    ("POST", "/api_v1/workspaces/7/datasources/extra/"),
    ("POST", "/no/such/page/"),
    ("POST", ""),
])
def test_every_other_request_takes_the_request_limit(method, path):
    allowance = body_allowance(method=method, path_info=path, has_credentials=True)
    assert allowance.limit == 2 * MIB
    refusal = allowance.refusal_for(2 * MIB + 1)
    assert refusal.detail == "The request body is over the 2,097,152 bytes this URL takes."


def test_the_method_is_read_as_django_dispatches_it():
    """Django upper-cases the method, so `post` reaches the upload view too."""
    assert body_allowance(method="post", path_info="/w/7/upload/", has_credentials=True).limit > 200 * MIB


@pytest.mark.parametrize("path", ["/api_v1/workspaces/7/datasources/", "/api_v1/auth/token",
                                  "/accounts/login/"])
def test_a_request_without_credentials_is_asked_to_sign_in_past_a_small_body(path):
    allowance = body_allowance(method="POST", path_info=path, has_credentials=False)
    assert allowance.refusal_for(ANONYMOUS_BODY_MAX_BYTES) is None
    refusal = allowance.refusal_for(ANONYMOUS_BODY_MAX_BYTES + 1)
    assert (refusal.code, refusal.http_status) == ("NOT_AUTHENTICATED", 401)


def test_a_request_limit_below_the_anonymous_one_holds_for_everyone(settings):
    settings.LANTIDE_REQUEST_MAX_BYTES = 1000
    allowance = body_allowance(method="POST", path_info="/api_v1/auth/token", has_credentials=False)
    assert allowance.refusal_for(1001).code == "PAYLOAD_TOO_LARGE"
