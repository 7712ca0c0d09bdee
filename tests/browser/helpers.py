"""What the browser tests do over and over: ask in the composer, find turns, read the REST API as the page."""

from playwright.sync_api import expect

RUN_TIMEOUT_MS = 45_000


def ask(page, text: str) -> None:
    page.fill("[data-testid=composer-input]", text)
    page.press("[data-testid=composer-input]", "Enter")


def turns(page):
    return page.locator("[data-testid=turn]")


def wait_for_status(turn, status: str, timeout: int = RUN_TIMEOUT_MS) -> None:
    expect(turn.locator("[data-testid=run-status]")).to_have_attribute("data-status", status, timeout=timeout)


def conversation_id(page) -> str:
    page.wait_for_function("new URL(location.href).searchParams.get('conversation')")
    return page.evaluate("new URL(location.href).searchParams.get('conversation')")


def api_get(page, path: str):
    response = page.request.get(path)
    assert response.ok, f"GET {path}: {response.status} {response.text()[:300]}"
    return response.json()


def runs_of(page, conversation: str) -> list[dict]:
    return api_get(page, f"/api_v1/conversations/{conversation}/runs")["results"]


def stored_steps(page, run_id: str) -> list[dict]:
    return api_get(page, f"/api_v1/agent-executions/{run_id}")["steps"]
