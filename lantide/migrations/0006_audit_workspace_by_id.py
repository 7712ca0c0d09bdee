"""The audit log names its workspace by id: the core app keeps no key into the apps above it, and a deleted
workspace's history stays attributed to it. The column and its index stay; only the foreign-key constraint goes."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("lantide", "0005_drop_drf_tokens"),
        ("workspaces", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.AlterField(
                    model_name="auditevent", name="workspace",
                    field=models.ForeignKey(blank=True, null=True, db_constraint=False,
                                            on_delete=django.db.models.deletion.DO_NOTHING, related_name="+",
                                            to="workspaces.workspace"),
                ),
            ],
            state_operations=[
                migrations.RemoveIndex(model_name="auditevent", name="lantide_aud_workspa_def8dc_idx"),
                migrations.RemoveField(model_name="auditevent", name="workspace"),
                migrations.AddField(model_name="auditevent", name="workspace_id",
                                    field=models.BigIntegerField(blank=True, null=True)),
                migrations.AddIndex(model_name="auditevent", index=models.Index(
                    fields=["workspace_id", "-at"], name="lantide_aud_workspa_def8dc_idx")),
            ],
        ),
    ]
