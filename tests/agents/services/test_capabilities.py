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


def test_bundle_tools_are_outside_clients_own_and_only_apply_writes():
    from agents.runtime.context import RunContext
    from agents.runtime.tools.registry import hidden_reason
    from lantide.features import FeatureSet

    bundle = {name: tool for name, tool in REGISTRY.items() if name.startswith("bundle_")}
    assert {CAPABILITIES[f"bundle.{name}"].side_effect for name in bundle if name != "bundle_apply"} == {"read"}
    assert CAPABILITIES["bundle.bundle_apply"].side_effect == "write"
    built_in = RunContext(user=None, workspace=None, conversation=None, run=None, mode="agent",
                          features=FeatureSet(agent_mode=True, agents=True), role="owner")
    outside = RunContext(user=None, workspace=None, conversation=None, run=None, mode="agent",
                         features=FeatureSet(agent_mode=True, agents=True), role="owner", client_name="Claude desktop")
    assert {hidden_reason(tool, built_in) for tool in bundle.values()} == {"for outside clients only"}
    assert {hidden_reason(tool, outside) for tool in bundle.values()} == {None}
