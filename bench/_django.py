"""Set up Django for a benchmark on a throwaway data dir (SQLite, in-memory channel layer)."""

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path


def setup_django() -> Path:
    """The data dir is removed when the bench exits (TPC-H SF1 and its workspace take ~1 GB)."""
    data_dir = Path(tempfile.mkdtemp(prefix="lantide-bench-"))
    atexit.register(shutil.rmtree, data_dir, ignore_errors=True)
    os.environ["LANTIDE_DATA_DIR"] = str(data_dir)
    os.environ.pop("DATABASE_URL", None)
    os.environ.pop("REDIS_URL", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lantide.settings")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)
    return data_dir
