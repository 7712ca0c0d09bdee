"""A question the agent waits on holds the composer from the moment a reloaded page opens, not only once the socket
has replayed it: Enter says so instead of starting a second run, and the replay never makes the turn look busy."""

import json
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import ask, turns, wait_for_status

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.browser_redis]


class HeldSocket:
    """Holds what the server sends the page's conversation socket until the test lets it through."""

    def __init__(self, page):
        self.held: list[str] = []
        self.passing = lambda message: False
        page.route_web_socket(re.compile(r".*/ws/.*"), self.route)

    def route(self, socket) -> None:
        self.socket = socket
        server = socket.connect_to_server()
        server.on_message(self.receive)

    def receive(self, message) -> None:
        if self.passing(message):
            self.socket.send(message)
        else:
            self.held.append(message)

    def release(self, wanted=lambda message: True) -> None:
        """Let through the held messages `wanted` picks, in order, and from now on every one it picks."""
        self.passing = wanted
        kept = []
        for message in self.held:
            (self.socket.send if wanted(message) else kept.append)(message)
        self.held = kept


def event_type(message: str) -> str:
    return json.loads(message).get("type", "")


def test_a_waiting_question_holds_the_composer_while_a_reload_replays(alice_page):
    page = alice_page
    page.click("[data-testid=mode-ask]")
    ask(page, 'Create a project named "Q3 review"')
    wait_for_status(turns(page).first, "interrupted")
    held = HeldSocket(page)
    page.reload()
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    waiting = turns(page).first
    expect(waiting.locator("[data-testid=run-status]")).to_have_attribute("data-status", "interrupted")

    ask(page, "How many customers are there?")  # the question has not been replayed yet
    expect(page.locator("[data-testid=composer-waiting]")).to_be_visible()
    expect(page.locator("[data-testid=composer-input]")).to_have_value("How many customers are there?")
    expect(turns(page)).to_have_count(1)

    held.release(lambda message: event_type(message) == "run_started")
    expect(waiting.locator("[data-testid=route-label]")).to_be_visible()  # run_started was applied ...
    expect(waiting.locator("[data-testid=run-status]")).to_have_attribute("data-status", "interrupted")
    expect(page.locator("[data-testid=send]")).to_be_enabled()  # ... and the turn never looked busy

    held.release()
    expect(page.locator("[data-testid=ask-question]")).to_be_visible()
    page.click("[data-testid=composer-waiting] [data-testid=cancel-question]")
    expect(waiting.locator("[data-testid=run-status]")).to_have_attribute("data-status", "unanswered")
    page.press("[data-testid=composer-input]", "Enter")
    wait_for_status(turns(page).nth(1), "success")
    expect(turns(page).nth(1).locator("[data-testid=answer]")).to_contain_text("1,500")
