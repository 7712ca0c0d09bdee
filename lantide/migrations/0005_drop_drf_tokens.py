"""`rest_framework.authtoken` left the project (its keys were stored in clear and never expired; lantide.AccessToken
replaced them). Removing an app leaves its table behind, so this drops it, with the app's migration records (so
the app could be installed again cleanly) and its content type and permissions. A database that never had the
app is left as it is. Old DRF tokens stop working: their holders sign in again or make a personal token."""

from django.db import migrations
from django.db.migrations.recorder import MigrationRecorder

DRF_TOKEN_TABLE = "authtoken_token"


def drop_drf_tokens(apps, schema_editor):
    connection = schema_editor.connection
    if DRF_TOKEN_TABLE in connection.introspection.table_names():
        schema_editor.execute(schema_editor.sql_delete_table % {"table": schema_editor.quote_name(DRF_TOKEN_TABLE)})
    MigrationRecorder(connection).migration_qs.filter(app="authtoken").delete()
    # Deleting the content type takes its permissions with it, and unsets admin log entries that named it.
    apps.get_model("contenttypes", "ContentType").objects.filter(app_label="authtoken").delete()


class Migration(migrations.Migration):

    dependencies = [
        ("lantide", "0004_access_tokens"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("admin", "0003_logentry_add_action_flag_choices"),
    ]

    operations = [
        migrations.RunPython(drop_drf_tokens, migrations.RunPython.noop, elidable=True),
    ]
