"""The workspace bundle's file: one zip under LANTIDE_DATA_DIR/bundles/ holding `manifest.json` (what the bundle
holds) and `tables/<name>.parquet` (each table's rows, written from DuckDB through Arrow: the workspace's own
connection has no file access, so no `COPY`).

Read back with care, as any upload: a file that is no zip, a manifest that is missing, not JSON, of another
format or version, a table file that is missing, not listed, or whose checksum differs, a name that is no valid
table name, a member path that leaves the archive, or members that unpack past LANTIDE_BUNDLE_MAX_BYTES: each is
INVALID_ARGUMENTS (a sentence saying which), before anything is changed.
"""

import hashlib
import json
import shutil
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pyarrow.parquet as pq
from django.conf import settings

from lantide.encoding import JSONTooDeep, json_loads_bounded
from lantide.errors import ApplicationError, ErrorCode, invalid
from workspaces.query.warehouse import TABLE_NAME_PATTERN, quote_identifier, warehouse_for

FORMAT, VERSION = "lantide-workspace-bundle", 1
MANIFEST = "manifest.json"
MANIFEST_MAX_BYTES = 16 * 1024 * 1024
CHUNK = 1024 * 1024


def bundles_root() -> Path:
    root = Path(settings.LANTIDE_DATA_DIR) / "bundles"
    root.mkdir(parents=True, exist_ok=True)
    return root


def bundle_file(bundle_id: int) -> Path:
    return bundles_root() / f"{bundle_id}.zip"


def staging_dir(bundle_id: int) -> Path:
    return bundles_root() / f"{bundle_id}.staging"


def too_large() -> ApplicationError:
    return ApplicationError(ErrorCode.PAYLOAD_TOO_LARGE, f"The bundle is over its limit of "
                            f"{settings.LANTIDE_BUNDLE_MAX_BYTES:,} bytes (LANTIDE_BUNDLE_MAX_BYTES).")


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def table_file_name(table: str) -> str:
    return f"tables/{table}.parquet"


def table_write(*, workspace_id: int, table: str, target: Path, budget: int) -> dict:
    """Write one table's rows to a Parquet file (batch by batch); past `budget` bytes it stops: too large."""
    part, rows = target.with_suffix(".part"), 0
    with warehouse_for(workspace_id=workspace_id).cursor() as cur:
        reader = cur.sql(f"SELECT * FROM {quote_identifier(table)}").to_arrow_reader(8192)
        with pq.ParquetWriter(part, reader.schema) as writer:
            for batch in reader:
                writer.write_batch(batch)
                rows += batch.num_rows
                if part.stat().st_size > budget:
                    raise too_large()
    part.replace(target)
    # The rows as written (the manifest was listed at prepare; the table may have changed since).
    return {"size_bytes": target.stat().st_size, "sha256": file_sha256(target), "row_count": rows}


def archive_write(*, staging: Path, manifest: dict, target: Path) -> dict:
    """Zip the staged table files and the manifest into `target` (via a `.part` file: a half-written zip is never
    the bundle); returns its size and checksum."""
    part = target.with_suffix(".part")
    with zipfile.ZipFile(part, "w") as archive:
        archive.writestr(MANIFEST, json.dumps(manifest, sort_keys=True, indent=1), zipfile.ZIP_DEFLATED)
        for table in manifest["tables"]:
            archive.write(staging / Path(table["file"]).name, table["file"], zipfile.ZIP_STORED)
    if part.stat().st_size > settings.LANTIDE_BUNDLE_MAX_BYTES:
        part.unlink()
        raise too_large()
    part.replace(target)
    shutil.rmtree(staging, ignore_errors=True)
    return {"size_bytes": target.stat().st_size, "sha256": file_sha256(target)}


@dataclass(frozen=True)
class OpenedBundle:
    path: Path
    manifest: dict


def archive_open(path: Path) -> OpenedBundle:
    """The bundle's manifest, checked against its members (see the module's doc); nothing is unpacked."""
    try:
        with zipfile.ZipFile(path) as archive:
            members = {info.filename: info for info in archive.infolist()}
            if MANIFEST not in members:
                raise invalid("This is no workspace bundle: it has no manifest.json.")
            if sum(info.file_size for info in members.values()) > settings.LANTIDE_BUNDLE_MAX_BYTES:
                raise too_large()
            if members[MANIFEST].file_size > MANIFEST_MAX_BYTES:
                raise invalid("The bundle's manifest is too large.")
            manifest = _manifest(archive.read(MANIFEST))
    except (zipfile.BadZipFile, OSError, EOFError) as error:
        raise invalid("This is no workspace bundle: the file is not a readable zip archive.") from error
    _check_members(manifest, members)
    return OpenedBundle(path=path, manifest=manifest)


def _manifest(raw: bytes) -> dict:
    try:
        manifest = json_loads_bounded(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, JSONTooDeep) as error:
        raise invalid("The bundle's manifest.json is not valid JSON.") from error
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise invalid(f"The bundle's manifest is not of the {FORMAT} format.")
    if manifest.get("version") != VERSION:
        raise invalid(f"The bundle is of version {manifest.get('version')!r}; this server reads version {VERSION}.")
    for section in ("tables", "projects", "knowledge", "reports", "agents"):
        if not isinstance(manifest.get(section), list) or not all(isinstance(i, dict) for i in manifest[section]):
            raise invalid(f"The bundle's manifest has no valid '{section}' list.")
    return manifest


def _check_members(manifest: dict, members: dict) -> None:
    listed = {MANIFEST}
    for table in manifest["tables"]:
        name = table.get("name")
        if not isinstance(name, str) or not TABLE_NAME_PATTERN.match(name):
            raise invalid(f"The bundle names a table {str(name)[:80]!r}, which is no valid table name.")
        if table.get("file") != table_file_name(name) or table["file"] not in members:
            raise invalid(f"The bundle's file for table '{name}' is missing.")
        listed.add(table["file"])
    extra = sorted(set(members) - listed)
    if extra:
        raise invalid(f"The bundle holds a file its manifest does not list: {extra[0][:120]!r}.")


def table_extract(*, bundle: OpenedBundle, table: dict, into: Path) -> pq.ParquetFile:
    """One table's Parquet file, unpacked into `into` and checked against the manifest's checksum."""
    target = into / f"{table['name']}.parquet"
    with zipfile.ZipFile(bundle.path) as archive, archive.open(table["file"]) as source, target.open("wb") as out:
        shutil.copyfileobj(source, out, CHUNK)
    if file_sha256(target) != table.get("sha256"):
        raise invalid(f"The bundle's file for table '{table['name']}' does not match its checksum.")
    try:
        return pq.ParquetFile(target)
    except Exception as error:  # noqa: BLE001 - pyarrow raises several types for a broken file
        raise invalid(f"The bundle's file for table '{table['name']}' is not readable Parquet.") from error
