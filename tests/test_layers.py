"""The import layers of docs/architecture.md ("Layers"), checked with import-linter's contracts in pyproject.toml:
an import back up a layer, a cycle between the modules of a package, or the workspaces app or the core importing the
agents app fails this test (and `.venv/bin/lint-imports` names the import chain)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_layers_point_one_way():
    result = subprocess.run([str(Path(sys.executable).parent / "lint-imports"), "--no-cache"], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    assert "Contracts: 3 kept, 0 broken." in result.stdout
