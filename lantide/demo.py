"""The seeded demo: users alice and bob (and an admin), each with a workspace of real data.

Idempotent: a second run creates nothing and changes no password. Passwords are random, made on first
run, kept in the data dir (mode 0600) and printed by `make run`; none is written into the code.
"""

import csv
import json
import random
import secrets
import shutil
import subprocess
import sys
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction

from lantide.models import AgentModeDefault, UserPreferences
from workspaces.importers import import_file
from workspaces.models import DataSourceKind, Role, Workspace
from workspaces.services import datasource_record, workspace_create
from workspaces.query.warehouse import warehouse_for

DEMO_USERS = ("alice", "bob")
ADMIN_USER = "admin"
TPCH_TABLES = ("region", "nation", "supplier", "customer", "part", "partsupp", "orders", "lineitem")
SALES_REGIONS = ("North", "South", "East", "West")
SALES_PRODUCTS = ("Widgets", "Gadgets", "Gizmos")


@dataclass
class DemoReport:
    credentials: dict[str, str]
    created: list[str]


def credentials_path() -> Path:
    return Path(settings.LANTIDE_DATA_DIR) / "demo_credentials.json"


def _load_credentials() -> dict[str, str]:
    path = credentials_path()
    return json.loads(path.read_text()) if path.exists() else {}


def _save_credentials(credentials: dict[str, str]) -> None:
    path = credentials_path()
    path.write_text(json.dumps(credentials, indent=2))
    path.chmod(0o600)


def _ensure_user(username: str, credentials: dict[str, str], created: list[str], *, admin: bool = False):
    User = get_user_model()
    user = User.objects.filter(username=username).first()
    if user is None or username not in credentials:
        credentials[username] = secrets.token_urlsafe(12)
        user = user or User(username=username, email=f"{username}@example.com")
        user.is_staff = user.is_superuser = admin
        user.set_password(credentials[username])
        user.save()
        created.append(f"user {username}")
    return user


def _ensure_agent_mode(user) -> None:
    """Demo users start opted into Agent mode with Smart Routing on, so a question reaches the analyst;
    get_or_create keeps whatever they choose later."""
    UserPreferences.objects.get_or_create(user=user, defaults={
        "beta_agent_mode": True, "agent_mode_default": AgentModeDefault.ON, "agents_enabled": True})


def tpch_parquet_dir(scale: float) -> Path:
    """Generate TPC-H Parquet files offline once per scale factor; later runs reuse them."""
    directory = Path(settings.LANTIDE_DATA_DIR) / "demo" / f"tpch-sf{scale:g}"
    if all((directory / f"{table}.parquet").exists() for table in TPCH_TABLES):
        return directory
    binary = Path(sys.executable).parent / "tpchgen-cli"
    command = str(binary) if binary.exists() else shutil.which("tpchgen-cli")
    if command is None:
        raise RuntimeError("tpchgen-cli is not installed; run `make run` or install the project.")
    directory.mkdir(parents=True, exist_ok=True)
    subprocess.run([command, "parquet", "-s", f"{scale:g}", "--output-dir", str(directory)], check=True,
                   capture_output=True)
    return directory


def sales_csv() -> Path:
    """A small friendly dataset: monthly sales by region and product, 2024-2025, deterministic."""
    path = Path(settings.LANTIDE_DATA_DIR) / "demo" / "sales.csv"
    if path.exists():
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20240101)
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["month", "region", "product", "units", "revenue"])
        for year in (2024, 2025):
            for month in range(1, 13):
                for region in SALES_REGIONS:
                    for product in SALES_PRODUCTS:
                        units = rng.randint(40, 400)
                        price = {"Widgets": 12.5, "Gadgets": 30.0, "Gizmos": 55.0}[product]
                        writer.writerow([date(year, month, 1).isoformat(), region, product, units,
                                         round(units * price * rng.uniform(0.9, 1.1), 2)])
    return path


def _demo_files(scale: float) -> dict[str, tuple[Path, str]]:
    tpch = tpch_parquet_dir(scale)
    files = {table: (tpch / f"{table}.parquet", DataSourceKind.PARQUET) for table in TPCH_TABLES}
    files["sales"] = (sales_csv(), DataSourceKind.CSV)
    return files


def _ensure_workspace(user, created: list[str]) -> Workspace:
    name = f"{user.username.capitalize()}'s demo"
    workspace = Workspace.objects.filter(name=name, memberships__user=user, memberships__role=Role.OWNER).first()
    if workspace is None:
        workspace = workspace_create(user=user, name=name,
                                     description="TPC-H (scale factor 0.01) and monthly sales by region.")
        created.append(f"workspace {name}")
    return workspace


def _ensure_tables(user, workspace: Workspace, files: dict[str, tuple[Path, str]], created: list[str]) -> None:
    warehouse = warehouse_for(workspace_id=workspace.pk)
    for table, (path, kind) in files.items():
        if warehouse.has_table(table):
            continue
        result = import_file(warehouse=warehouse, path=path, table=table, kind=kind)
        datasource_record(user=user, workspace=workspace, result=replace(result, kind=DataSourceKind.DEMO),
                          name=path.name, size_bytes=path.stat().st_size)
        created.append(f"table {workspace.name}.{table}")


def seed_demo(*, tpch_scale: float = 0.01) -> DemoReport:
    credentials = _load_credentials()
    created: list[str] = []
    with transaction.atomic():
        _ensure_user(ADMIN_USER, credentials, created, admin=True)
        users = [_ensure_user(username, credentials, created) for username in DEMO_USERS]
        for user in users:
            _ensure_agent_mode(user)
    _save_credentials(credentials)
    files = _demo_files(tpch_scale)
    for user in users:
        workspace = _ensure_workspace(user, created)
        _ensure_tables(user, workspace, files, created)
    return DemoReport(credentials=credentials, created=created)

