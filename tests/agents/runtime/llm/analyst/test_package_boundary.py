"""The offline analyst is one package with one public face: its modules share no underscore name, the rest of
the project imports only what `agents.runtime.llm.analyst` exports, and every import sits at a module's top.
"""

import ast
from pathlib import Path

import agents.runtime.llm.analyst as analyst

PACKAGE = "agents.runtime.llm.analyst"
REPO_ROOT = Path(__file__).resolve().parents[5]
PACKAGE_DIR = Path(analyst.__file__).parent
PROJECT_DIRS = ("agents", "lantide", "workspaces", "reports")


def imports_of(path: Path) -> list[tuple[ast.ImportFrom | ast.Import, bool]]:
    """Each import statement of a module, and whether it sits at the module's top level."""
    tree = ast.parse(path.read_text(), filename=str(path))
    top = {id(node) for node in tree.body}
    statements = [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
    return [(node, id(node) in top) for node in statements]


def test_its_modules_share_no_underscore_name():
    shared = [
        f"{path.name}: {alias.name} from {node.module}"
        for path in PACKAGE_DIR.glob("*.py")
        for node, _ in imports_of(path)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(PACKAGE)
        for alias in node.names
        if alias.name.startswith("_")
    ]
    assert shared == []


def test_the_project_imports_only_its_public_face():
    outside = [path for top in PROJECT_DIRS for path in (REPO_ROOT / top).rglob("*.py")
               if PACKAGE_DIR not in path.parents]
    reached_in = [
        f"{path.relative_to(REPO_ROOT)}: {node.module or ''} {[a.name for a in node.names]}"
        for path in outside
        for node, _ in imports_of(path)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(PACKAGE)
        and (node.module != PACKAGE or any(a.name not in analyst.__all__ for a in node.names))
    ] + [
        f"{path.relative_to(REPO_ROOT)}: import {alias.name}"
        for path in outside
        for node, _ in imports_of(path)
        if isinstance(node, ast.Import)
        for alias in node.names
        if alias.name.startswith(PACKAGE + ".")
    ]
    assert reached_in == []


def test_every_import_of_the_analyst_and_its_provider_sits_at_the_top():
    modules = [*PACKAGE_DIR.glob("*.py"), PACKAGE_DIR.parent / "local_provider.py"]
    nested = [
        f"{path.name}:{node.lineno}" for path in modules for node, at_top in imports_of(path) if not at_top
    ]
    assert nested == []
