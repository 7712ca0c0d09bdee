"""Browser tests: Playwright (sync API) driving Debian's headless Chromium against a real daphne process.

No browser is ever downloaded: Chromium must be at /usr/bin/chromium, and its absence is a failure, not a
skip. A failed test leaves a screenshot of every page it opened under tests/browser/artifacts/.
"""

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from lantide.demo import tpch_parquet_dir
from lantide.services import preferences_update
from tests.servers import shared_server
from workspaces.models import Workspace
from workspaces.query.warehouse import close_all_warehouses

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
TPCH_SCALE = 0.01


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives Debian's headless Chromium through Playwright")


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def playwright_browser():
    if not CHROMIUM.exists():
        pytest.fail(f"Browser tests need Debian's Chromium at {CHROMIUM} (apt-get install chromium); "
                    "it is missing.", pytrace=False)
    from playwright.sync_api import sync_playwright

    # Playwright's sync API keeps an event loop running in this thread for the whole session; the tests'
    # own database work (fixtures, flushes) is still plain sync code.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True)
            yield browser
            browser.close()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture(scope="session")
def tpch_files(tmp_path_factory):
    """Generate the demo's TPC-H files once per session; each test's data dir gets a copy."""
    from django.test import override_settings

    root = tmp_path_factory.mktemp("tpch")
    with override_settings(LANTIDE_DATA_DIR=root):
        return tpch_parquet_dir(TPCH_SCALE)


@pytest.fixture
def demo(transactional_db, tpch_files):
    """The seeded demo (alice and bob with their workspaces), as `make run` seeds it."""
    target = Path(settings.LANTIDE_DATA_DIR) / "demo" / tpch_files.name
    shutil.copytree(tpch_files, target, dirs_exist_ok=True)  # a shared server's data dir has them already
    call_command("seed_demo", "--quiet")
    close_all_warehouses()  # DuckDB files have one writer process: hand them to daphne
    credentials = json.loads((Path(settings.LANTIDE_DATA_DIR) / "demo_credentials.json").read_text())
    workspace = Workspace.objects.get(name="Alice's demo")
    # Alice turned Agent Mode (Beta) on and Smart Routing to "Always on" in /settings/, so her questions go
    # to the agent executor (with its data tools) rather than to a plain chat completion.
    preferences_update(user=workspace.created_by, changes={"beta_agent_mode": True, "agent_mode_default": "on",
                                                            "agents_enabled": True})
    return {"password": credentials["alice"], "workspace": workspace.pk}


@pytest.fixture
def server_env():
    """Extra environment for the daphne process; a test overrides it (e.g. a slower local model)."""
    return {}


@pytest.fixture
def server(demo, server_env, shared_servers):
    yield from shared_server(shared_servers, server_env)


@pytest.fixture
def browser_context(request, playwright_browser, server):
    from playwright.sync_api import expect

    context = playwright_browser.new_context(base_url=server.url, viewport={"width": 1500, "height": 950})
    context.set_default_timeout(20_000)
    # Each test starts its own daphne, whose first model call imports litellm (seconds on a busy machine):
    # assertions wait as long as actions do.
    expect.set_options(timeout=20_000)
    page_errors: list[str] = []
    context.on("page", lambda page: page.on("pageerror", lambda error: page_errors.append(str(error))))
    yield context
    failed = any(getattr(request.node, f"report_{when}", None) and getattr(request.node, f"report_{when}").failed
                 for when in ("setup", "call"))
    if failed:
        ARTIFACTS.mkdir(exist_ok=True)
        name = re.sub(r"[^\w.-]+", "_", request.node.name)
        for index, page in enumerate(context.pages):
            page.screenshot(path=str(ARTIFACTS / f"{name}-{index}.png"), full_page=True)
        log = server.log_path.read_text()[-20_000:] if server.log_path.exists() else ""
        (ARTIFACTS / f"{name}-daphne.log").write_text(log)
    context.close()
    assert not page_errors, f"uncaught errors in the page: {page_errors}"


def sign_in(page, password: str, username: str = "alice") -> None:
    page.goto("/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")
    page.wait_for_url(re.compile(r".*/$"))


@pytest.fixture
def alice_page(browser_context, demo):
    page = browser_context.new_page()
    sign_in(page, demo["password"])
    page.goto(f"/w/{demo['workspace']}/")
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    return page
