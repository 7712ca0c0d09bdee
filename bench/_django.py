"""Set up Django for a benchmark on a throwaway data dir (SQLite, in-memory channel layer)."""

import os
import sys
import tempfile
from pathlib import Path


def setup_django() -> Path:
    data_dir = Path(tempfile.mkdtemp(prefix="lantide-bench-"))
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
