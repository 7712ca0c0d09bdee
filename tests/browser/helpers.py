"""What the browser tests do over and over: ask in the composer, find turns, read the REST API as the page."""

import time
from urllib.parse import parse_qs, urlparse

from playwright.sync_api import expect

RUN_TIMEOUT_MS = 45_000


def ask(page, text: str) -> None:
    page.fill("[data-testid=composer-input]", text)
    page.press("[data-testid=composer-input]", "Enter")


def turns(page):
    return page.locator("[data-testid=turn]")


def wait_for_status(turn, status: str, timeout: int = RUN_TIMEOUT_MS) -> None:
    expect(turn.locator("[data-testid=run-status]")).to_have_attribute("data-status", status, timeout=timeout)


def conversation_in_url(page) -> str | None:
    return (parse_qs(urlparse(page.url).query).get("conversation") or [None])[0]


def wait_for_conversation(page, accept, timeout: float = 20.0) -> str:
    """Until the URL's conversation satisfies `accept` (polled from here: the page's Content-Security-Policy
    refuses the string evaluation wait_for_function would inject)."""
    deadline = time.monotonic() + timeout
    while not accept(found := conversation_in_url(page)):
        assert time.monotonic() < deadline, f"the URL's conversation stayed {found!r}"
        page.wait_for_timeout(50)
    return found


def conversation_id(page) -> str:
    return wait_for_conversation(page, bool)


def api_get(page, path: str):
    response = page.request.get(path)
    assert response.ok, f"GET {path}: {response.status} {response.text()[:300]}"
    return response.json()


def runs_of(page, conversation: str) -> list[dict]:
    return api_get(page, f"/api_v1/conversations/{conversation}/runs")["results"]


def stored_steps(page, run_id: str) -> list[dict]:
    return api_get(page, f"/api_v1/agent-executions/{run_id}")["steps"]
