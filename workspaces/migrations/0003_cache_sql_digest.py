import hashlib
import re

from django.db import migrations, models


def backfill_digests(apps, schema_editor):
    """Caches registered before the digest existed get one, so optimization_hint still finds them."""
    CacheTable = apps.get_model("workspaces", "CacheTable")
    for cache in CacheTable.objects.filter(sql_digest="").only("pk", "sql").iterator():
        normalized = re.sub(r"\s+", " ", cache.sql.strip().rstrip(";")).lower()
        cache.sql_digest = hashlib.sha256(normalized.encode()).hexdigest()
        cache.save(update_fields=["sql_digest"])


class Migration(migrations.Migration):

    dependencies = [
        ("workspaces", "0002_cache_tables"),
    ]

    operations = [
        migrations.AddField(
            model_name="cachetable",
            name="sql_digest",
            field=models.CharField(blank=True, db_index=True, max_length=64,
                                   help_text="sha256 of the normalized SQL: finds a cache holding the same query."),
        ),
        migrations.RunPython(backfill_digests, migrations.RunPython.noop),
    ]
