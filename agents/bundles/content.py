"""What a workspace bundle holds, the plan of its changes to a workspace, and each change applied.

A bundle holds a workspace's tables (name, columns, rows; the rows in Parquet beside the manifest), its projects,
its applied team knowledge (workspace and project scope: a person's own User items stay theirs), its reports, and
the exporting user's agents. No secret ever enters one: a table imported through an admin-defined connection is
listed with that connection's id (the opaque handle the app issued), never its host or credentials.

The plan compares the bundle with the target workspace by name: a table is `add` or `replace`; a project, a
knowledge item (same text, scope and project), a report (same title and body) or an agent (same name, of the
applying user) that is there already is `keep`, else `add`. Applying runs the plan's changes one by one, each
in its own transaction, audited as the applying actor; the operation records each one done, so a resumed apply
does not do it twice.
"""

import pyarrow as pa
from django.db import transaction

from agents.bundles.archive import FORMAT, VERSION, OpenedBundle, table_extract, table_file_name
from agents.models import Agent
from lantide.audit import Actor, audit_record
from reports.models import Report, ReportFormat
from reports.services.documents import report_create
from workspaces.models import DataSource, DataSourceKind, KnowledgeItem, KnowledgeScope, KnowledgeStatus, Project
from workspaces.query.warehouse import warehouse_for
from workspaces.services import project_create

AGENT_FIELDS = ("description", "system_prompt", "trigger_words", "preferred_model", "allowed_tools", "denied_tools",
                "max_iterations", "default_thoroughness")
TEAM_SCOPES = (KnowledgeScope.WORKSPACE, KnowledgeScope.PROJECT)


def manifest_of(*, workspace, user) -> dict:
    """The bundle's manifest for `workspace` as it is now (the tables' rows are written by the stage step)."""
    sources = {s.table_name: s for s in DataSource.objects.filter(workspace=workspace).order_by("created_at")}
    tables = [{"name": t.name, "row_count": t.row_count, "file": table_file_name(t.name),
               "columns": [{"name": c.name, "type": c.type} for c in t.columns],
               "source": _source(sources.get(t.name))} for t in warehouse_for(workspace_id=workspace.pk).tables()]
    projects = Project.objects.filter(workspace=workspace).order_by("name")
    knowledge = (KnowledgeItem.objects.filter(workspace=workspace, status=KnowledgeStatus.APPLIED,
                                              scope__in=TEAM_SCOPES).select_related("project").order_by("id"))
    reports = Report.objects.filter(workspace=workspace).select_related("project").order_by("id")
    return {
        "format": FORMAT, "version": VERSION, "workspace": {"id": workspace.pk, "name": workspace.name},
        "tables": tables,
        "projects": [{"name": p.name, "description": p.description} for p in projects],
        "knowledge": [{"text": k.text, "scope": k.scope, "project": k.project.name if k.project_id else None}
                      for k in knowledge],
        "reports": [{"title": r.title, "format": r.format, "body": r.body,
                     "project": r.project.name if r.project_id else None} for r in reports],
        "agents": [{"name": a.name, **{f: getattr(a, f) for f in AGENT_FIELDS}}
                   for a in Agent.objects.filter(owner=user).order_by("name")],
    }


def _source(source: DataSource | None) -> dict | None:
    return {"kind": source.kind, "name": source.name} if source else None


def plan_of(*, manifest: dict, workspace, user) -> dict:
    """The changes applying `manifest` would make to `workspace` (see the module's doc)."""
    tables = {name.lower() for name in warehouse_for(workspace_id=workspace.pk).table_names()}
    projects = set(Project.objects.filter(workspace=workspace).values_list("name", flat=True))
    knowledge = set(KnowledgeItem.objects.filter(workspace=workspace, status=KnowledgeStatus.APPLIED)
                    .values_list("text", "scope", "project__name"))
    reports = set(Report.objects.filter(workspace=workspace).values_list("title", "body"))
    agents = set(Agent.objects.filter(owner=user).values_list("name", flat=True))
    plan = {
        "tables": [{"name": t["name"], "rows": t.get("row_count"),
                    "action": "replace" if t["name"].lower() in tables else "add"} for t in manifest["tables"]],
        "projects": [{"name": p.get("name"), "action": _keep(p.get("name") in projects)}
                     for p in manifest["projects"]],
        "knowledge": [{"text": k.get("text"), "action": _keep((k.get("text"), k.get("scope"), k.get("project"))
                                                              in knowledge)} for k in manifest["knowledge"]],
        "reports": [{"title": r.get("title"), "action": _keep((r.get("title"), r.get("body")) in reports)}
                    for r in manifest["reports"]],
        "agents": [{"name": a.get("name"), "action": _keep(a.get("name") in agents)} for a in manifest["agents"]],
    }
    plan["summary"] = {f"{section}_{action}": sum(1 for item in plan[section] if item["action"] == action)
                       for section in ("tables", "projects", "knowledge", "reports", "agents")
                       for action in ("add", "replace", "keep") if section == "tables" or action != "replace"}
    return plan


def _keep(present: bool) -> str:
    return "keep" if present else "add"


def apply_steps(*, bundle: OpenedBundle, plan: dict) -> list[tuple[str, str, dict]]:
    """(key, section, item) of each change the plan makes, in the order they are applied: projects first (the
    knowledge and reports name them), tables, knowledge, reports, agents."""
    manifest, steps = bundle.manifest, []
    for section in ("projects", "tables", "knowledge", "reports", "agents"):
        for index, (item, planned) in enumerate(zip(manifest[section], plan[section], strict=True)):
            if planned["action"] != "keep":
                steps.append((f"{section}:{index}", section, item))
    return steps


def apply_step(*, section: str, item: dict, bundle: OpenedBundle, workspace, user, actor: Actor, scratch,
               key: str) -> None:
    if section == "tables":
        _apply_table(item=item, bundle=bundle, workspace=workspace, user=user, actor=actor, scratch=scratch, key=key)
        return
    with transaction.atomic():
        APPLIERS[section](item=item, workspace=workspace, user=user, actor=actor)


def _apply_table(*, item, bundle, workspace, user, actor, scratch, key) -> None:
    parquet = table_extract(bundle=bundle, table=item, into=scratch)
    warehouse = warehouse_for(workspace_id=workspace.pk)
    staged = f"lantide_bundle_{key.replace(':', '_')}"
    warehouse.drop_table(table=staged)
    reader = pa.RecordBatchReader.from_batches(parquet.schema_arrow, parquet.iter_batches(batch_size=2048))
    rows = warehouse.create_table_from_arrow(table=staged, arrow_reader=reader)
    warehouse.swap_in(staged=staged, table=item["name"])
    with transaction.atomic():
        source = DataSource.objects.create(workspace=workspace, kind=DataSourceKind.PARQUET, table_name=item["name"],
                                           name=f"Bundle: {item['name']}"[:200], row_count=rows, created_by=user)
        audit_record(actor=actor, verb="datasource.import", target=source, workspace=workspace,
                     data={"table": item["name"], "rows": rows, "kind": "bundle"})


def _project_named(*, workspace, name):
    return Project.objects.filter(workspace=workspace, name=name).first() if name else None


def _apply_project(*, item, workspace, user, actor) -> None:
    project_create(user=user, workspace=workspace, name=str(item.get("name", "")),
                   description=str(item.get("description") or ""), actor=actor)


def _apply_knowledge(*, item, workspace, user, actor) -> None:
    scope = item.get("scope") if item.get("scope") in TEAM_SCOPES else KnowledgeScope.WORKSPACE
    project = _project_named(workspace=workspace, name=item.get("project"))
    knowledge = KnowledgeItem.objects.create(
        workspace=workspace, text=str(item.get("text", ""))[:20_000], status=KnowledgeStatus.APPLIED,
        scope=KnowledgeScope.PROJECT if scope == KnowledgeScope.PROJECT and project else KnowledgeScope.WORKSPACE,
        project=project, proposed_by_user=user, proposed_by_agent="bundle", decided_by=user)
    audit_record(actor=actor, verb="knowledge.applied", target=knowledge, workspace=workspace, data={"via": "bundle"})


def _apply_report(*, item, workspace, user, actor) -> None:
    project = _project_named(workspace=workspace, name=item.get("project"))
    if item.get("format") == ReportFormat.HTML:
        report_create(workspace=workspace, user=user, title=str(item.get("title", "")), html=item.get("body", ""),
                      actor=actor, project_id=project.pk if project else None)
        return
    report = Report.objects.create(workspace=workspace, title=str(item.get("title", ""))[:200] or "Report",
                                   format=ReportFormat.MARKDOWN, body=str(item.get("body", "")), project=project,
                                   created_by=user, updated_by=user)
    audit_record(actor=actor, verb="report.create", target=report, workspace=workspace, data={"via": "bundle"})


def _apply_agent(*, item, workspace, user, actor) -> None:
    fields = {f: item[f] for f in AGENT_FIELDS if f in item and item[f] is not None}
    agent = Agent(owner=user, name=str(item.get("name", ""))[:80], **fields)
    agent.full_clean()
    agent.save()
    audit_record(actor=actor, verb="agent.create", target=agent, workspace=workspace, data={"via": "bundle"})


APPLIERS = {"projects": _apply_project, "knowledge": _apply_knowledge, "reports": _apply_report,
            "agents": _apply_agent}
