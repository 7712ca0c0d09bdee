"""The capability catalog is the registry's, under ids named once (never list positions)."""

from agents.runtime.tools.registry import REGISTRY
from agents.services.capabilities import CAPABILITIES, DOMAINS, NOT_CAPABILITIES, SNAPSHOT_SAFE, digest


def test_every_registered_tool_is_a_capability_or_says_why_not():
    assert set(DOMAINS) | set(NOT_CAPABILITIES) == set(REGISTRY)
    assert not set(DOMAINS) & set(NOT_CAPABILITIES)


def test_ids_are_domain_and_tool_name():
    assert {cid: (c.domain, c.tool.name) for cid, c in CAPABILITIES.items()} == {
        f"{domain}.{name}": (domain, name) for name, domain in DOMAINS.items()}


def test_no_capability_activates_and_cross_workspace_reads_only_read():
    assert not [cid for cid in CAPABILITIES if ".activate_" in cid]
    assert {CAPABILITIES[f"{DOMAINS[name]}.{name}"].side_effect for name in SNAPSHOT_SAFE} == {"read"}


def test_digests_depend_on_content_not_key_order():
    assert digest({"a": 1, "b": [2]}) == digest({"b": [2], "a": 1}) != digest({"a": 1, "b": [3]})
