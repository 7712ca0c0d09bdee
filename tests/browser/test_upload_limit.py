"""An upload over the limit, refused by the server before it reads the body, shows the server's error in the
page (Chromium reads the early 413 while it is still sending)."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def server_env():
    return {"LANTIDE_UPLOAD_MAX_BYTES": str(1024 * 1024)}


def test_an_oversized_upload_shows_the_limit(alice_page):
    form = alice_page.locator("[data-testid=upload-form]")
    form.locator("input[type=file]").set_input_files(
        {"name": "big.csv", "mimeType": "text/csv", "buffer": b"a,b\n" * (5 * 1024 * 1024)})
    form.locator("input[name=table]").fill("big")
    form.locator("button[type=submit]").click()
    expect(form.locator("[data-testid=upload-error]")).to_have_text(
        "PAYLOAD_TOO_LARGE: The file is over the upload limit of 1,048,576 bytes.")
    expect(alice_page.locator("[data-testid=table-list]")).not_to_contain_text("big")
