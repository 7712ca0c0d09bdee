"""The query-step ledger moves to the agents app (it is a conversation's): a table of its own, filled from the
workspaces app's (which workspaces 0005 then drops). A fresh database has no old table and copies nothing."""

import django.db.models.deletion
from django.core.management.color import no_style
from django.db import migrations, models

COLUMNS = "id, conversation_id, number, cache_name, sql, status, error, rows, duration_ms, created_at"


def copy_the_ledger(apps, schema_editor):
    connection = schema_editor.connection
    if "workspaces_querystep" not in connection.introspection.table_names():
        return
    quoted = ", ".join(connection.ops.quote_name(c.strip()) for c in COLUMNS.split(","))
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO agents_querystep ({quoted}) SELECT {quoted} FROM workspaces_querystep")
        for statement in connection.ops.sequence_reset_sql(no_style(), [apps.get_model("agents", "QueryStep")]):
            cursor.execute(statement)


class Migration(migrations.Migration):

    dependencies = [
        ("agents", "0007_durable_runs"),
        ("workspaces", "0004_database_connections"),
    ]

    operations = [
        migrations.CreateModel(
            name="QueryStep",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("number", models.PositiveIntegerField()),
                ("cache_name", models.CharField(blank=True, max_length=128)),
                ("sql", models.TextField()),
                ("status", models.CharField(choices=[("success", "Success"), ("error", "Error")], max_length=8)),
                ("error", models.TextField(blank=True)),
                ("rows", models.BigIntegerField(blank=True, null=True)),
                ("duration_ms", models.FloatField(blank=True, null=True)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("conversation", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE,
                                                   related_name="query_steps", to="agents.conversation")),
            ],
            options={
                "ordering": ["conversation", "number"],
                "constraints": [models.UniqueConstraint(fields=("conversation", "number"),
                                                        name="uniq_conversation_step_number")],
            },
        ),
        migrations.RunPython(copy_the_ledger, migrations.RunPython.noop),
    ]
