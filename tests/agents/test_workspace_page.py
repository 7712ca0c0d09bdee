"""The workspace page's bootstrap vocabulary (agents/workspace_page.py): the names its ES modules match on come
from the server, never copied into JS (the one-way layers issue, "one vocabulary")."""

import json
import re
from pathlib import Path

import pytest

from lantide.errors import ErrorCode

SCRIPTS = Path(__file__).resolve().parents[2] / "static" / "js"
SERVER_CODES = {value for name, value in vars(ErrorCode).items() if name.isupper()}


def scripts() -> dict[str, str]:
    return {str(path.relative_to(SCRIPTS)): path.read_text() for path in sorted(SCRIPTS.rglob("*.js"))}


def test_no_script_spells_a_server_error_code():
    """conversation.js compared with a literal "INTERRUPT_EXPIRED"; a renamed code would have passed unnoticed."""
    spelled = {(name, code) for name, text in scripts().items()
               for code in re.findall(r"""["'`]([A-Z][A-Z_]+)["'`]""", text) if code in SERVER_CODES}
    assert spelled == set()


@pytest.mark.django_db
def test_every_error_code_the_scripts_name_is_in_the_pages_vocabulary(client, alice, alice_workspace):
    client.force_login(alice)
    page = client.get(f"/w/{alice_workspace.pk}/").content.decode()
    bootstrap = re.search(r'<script id="workspace-bootstrap" type="application/json">(.*?)</script>', page, re.S)
    sent = json.loads(bootstrap.group(1))["vocabulary"]["errorCodes"]
    named = {key for text in scripts().values() for key in re.findall(r"ERROR_CODES\.(\w+)", text)}
    assert named <= set(sent) and set(sent.values()) <= SERVER_CODES
    assert sent["interruptExpired"] == ErrorCode.INTERRUPT_EXPIRED
