"""The workspaces app keeps no key into the agents app above it: a cache table names its conversation by id and
has an owner (whose conversation made it: the lane every cache path keeps), knowledge names its conversation and
run by id, and the query-step ledger has moved to the agents app (agents 0008 copied it). Columns and indexes stay;
only the foreign-key constraints go."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models
from django.db.models import OuterRef, Subquery


def own_the_caches(apps, schema_editor):
    CacheTable = apps.get_model("workspaces", "CacheTable")
    Conversation = apps.get_model("agents", "Conversation")
    owner = Conversation.objects.filter(pk=OuterRef("conversation_id")).values("owner_id")[:1]
    CacheTable.objects.filter(conversation__isnull=False).update(owner_id=Subquery(owner))


def unconstrained(to: str, on_delete, **options):
    return models.ForeignKey(blank=True, null=True, db_constraint=False, on_delete=on_delete, related_name="+",
                             to=to, **options)


def by_id(model_name: str, name: str, to: str, on_delete) -> migrations.SeparateDatabaseAndState:
    return migrations.SeparateDatabaseAndState(
        database_operations=[migrations.AlterField(model_name=model_name, name=name,
                                                   field=unconstrained(to, on_delete))],
        state_operations=[
            migrations.RemoveField(model_name=model_name, name=name),
            migrations.AddField(model_name=model_name, name=f"{name}_id",
                                field=models.UUIDField(blank=True, db_index=True, null=True)),
        ],
    )


class Migration(migrations.Migration):

    dependencies = [
        ("workspaces", "0004_database_connections"),
        ("agents", "0008_querystep"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name="cachetable", name="owner",
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE,
                                    related_name="+", to=settings.AUTH_USER_MODEL),
        ),
        migrations.RunPython(own_the_caches, migrations.RunPython.noop),
        by_id("cachetable", "conversation", "agents.conversation", django.db.models.deletion.DO_NOTHING),
        by_id("knowledgeitem", "conversation", "agents.conversation", django.db.models.deletion.DO_NOTHING),
        by_id("knowledgeitem", "run", "agents.run", django.db.models.deletion.DO_NOTHING),
        migrations.DeleteModel(name="QueryStep"),
    ]
