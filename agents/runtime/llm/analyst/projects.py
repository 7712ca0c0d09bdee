"""Projects for the offline analyst: reading a project request (`project_intent`: list, create or focus one)
and the steps that carry it out with the project tools (`plan_project_step`).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass

from agents.runtime.llm.analyst.answers import markdown_table
from agents.runtime.llm.analyst.schema import as_int
from agents.runtime.llm.analyst.turn import AnalystTurn, TurnInProgress, final_answer, tool_call


@dataclass(frozen=True)
class ProjectIntent:
    action: str  # "create" | "focus" | "list"
    name: str
    explicit: bool = True  # False when listing projects is all it can do for a non-project question

    @property
    def tool(self) -> str:
        return {"create": "create_project", "focus": "focus_project"}.get(self.action, "list_projects")


_QUOTED = re.compile(r'"([^"]+)"|“([^”]+)”|(?<![\w])\'([^\']+)\'(?![\w])')
_CREATE = re.compile(
    r"\b(create|make|start|add|new|set up)\b.*\bprojects?\b|\bprojects?\b.*\b(create|make)\b"
)
_FOCUS = re.compile(
    r"\b(focus|open|switch|go to|move to|select|use)\b.*\bprojects?\b|"
    r"\bprojects?\b.*\b(focus|open|switch)\b"
)
_CREATE_NAME = re.compile(
    r"\b(?:named|called|titled)\s+(?P<name>.+)$|\bprojects?\s+(?:for|about)\s+(?P<for>.+)$", re.IGNORECASE
)
_FOCUS_NAME = re.compile(
    r"\b(?:named|called)\s+(?P<name>.+)$|\bprojects?\s+(?P<after>.+)$|"
    r"\b(?:on|to|open)\s+(?:the\s+)?(?P<before>.+?)\s+projects?\b",
    re.IGNORECASE,
)


_NAME_QUOTES = "\"'`\u2018\u2019\u201c\u201d"  # straight, back and curly quotes


def _clean_name(text: str) -> str:
    return text.strip().strip(_NAME_QUOTES).rstrip(".?!").strip().strip(_NAME_QUOTES).strip()


def _quoted_name(text: str) -> str:
    match = _QUOTED.search(text)
    return _clean_name(next(g for g in match.groups() if g)) if match else ""


def project_intent(question: str, *, tables: Sequence[str] = ()) -> ProjectIntent | None:
    lowered = question.lower()
    if not re.search(r"\bprojects?\b", lowered):
        return None
    if _CREATE.search(lowered):
        match = _CREATE_NAME.search(question)
        named = _clean_name(match.group("name") or match.group("for")) if match else ""
        return ProjectIntent("create", _quoted_name(question) or named)
    if _FOCUS.search(lowered):
        match = _FOCUS_NAME.search(question)
        named = _clean_name(next((g for g in match.groups() if g), "")) if match else ""
        return ProjectIntent("focus", _quoted_name(question) or named)
    if any(name.lower() in ("project", "projects") for name in tables):
        return None  # "projects" is a table here, so the question is about data
    return ProjectIntent("list", "")


def _projects(turn: TurnInProgress) -> list[dict] | None:
    result = turn.last_result("list_projects", earlier_too="list_projects" not in turn.tools)
    if result is None:
        return None
    projects = result.get("projects")
    return [p for p in projects if isinstance(p, dict)] if isinstance(projects, list) else []


def _project_name(project: object) -> str:
    name = project.get("name") if isinstance(project, dict) else None
    return name if isinstance(name, str) else "(unnamed)"


def _projects_overview(projects: Sequence[dict]) -> str:
    if not projects:
        return "There are no projects yet."
    rows = [[p.get("id"), _project_name(p), "yes" if p.get("focused") is True else ""] for p in projects]
    count = f"There {'is 1 project' if len(projects) == 1 else f'are {len(projects)} projects'}:"
    return count + "\n\n" + markdown_table(["id", "name", "focused"], rows)


def _matching_project(name: str, projects: Sequence[dict]) -> dict | None:
    wanted = name.casefold()
    names = [_project_name(p).casefold() for p in projects]
    for test in (lambda n: n == wanted, lambda n: wanted in n or n in wanted):
        found = [p for p, n in zip(projects, names, strict=True) if wanted and test(n)]
        if found:
            return found[0]
    close = difflib.get_close_matches(wanted, names, n=1, cutoff=0.6)
    return projects[names.index(close[0])] if close else None


def plan_project_step(turn: TurnInProgress, intent: ProjectIntent) -> AnalystTurn:
    if intent.action == "create":
        return _create_project(turn, intent.name)
    if intent.action == "focus":
        return _focus_project(turn, intent.name)
    projects = _projects(turn)
    if projects is None:
        return tool_call("I'll see which projects exist.", "list_projects")
    lead = "" if intent.explicit else "I can only work with projects in this conversation, not with data."
    return final_answer(
        "I have the projects; I'll list them.", *turn.notes, lead, _projects_overview(projects)
    )


def _create_project(turn: TurnInProgress, name: str) -> AnalystTurn:
    created = turn.last_result("create_project")
    if created is not None:
        project = created.get("project") if isinstance(created.get("project"), dict) else {}
        ident = f" (id {project['id']})" if "id" in project else ""
        return final_answer(
            "The project exists now; I'll confirm it.",
            f"I created the project **{project.get('name') or name}**{ident}.",
        )
    if not name:
        return final_answer(
            "I need a name for the project, so I'll ask for it.",
            'What should the new project be called? For example: create a project named "Q3 review".',
        )
    return tool_call(
        f"You asked for a new project called {name}; I'll create it.", "create_project", name=name
    )


def _focus_project(turn: TurnInProgress, name: str) -> AnalystTurn:
    focused = turn.last_result("focus_project")
    if focused is not None:
        project = focused.get("project")
        return final_answer(
            "The project is focused; I'll confirm it.",
            f"I switched the focus to **{_project_name(project) if project else name}**.",
        )
    projects = _projects(turn)
    if projects is None and "list_projects" in turn.tools:
        return tool_call("I'll list the projects to find the one you mean.", "list_projects")
    match = _matching_project(name, projects or [])
    project_id = as_int(match.get("id")) if match else (int(name) if name.isdigit() else None)
    if project_id is None:
        wanted = f'called "{name}"' if name else "matching your request"
        return final_answer(
            "I can't find that project, so I'll list the ones that exist.",
            f"I couldn't find a project {wanted}.",
            _projects_overview(projects or []),
        )
    label = _project_name(match) if match else f"project {project_id}"
    return tool_call(
        f"{label} is project {project_id}; I'll focus it.", "focus_project", project_id=project_id
    )
