"""lantide's data migrations, run against the real database."""

from importlib import import_module

from django.apps import apps
from django.contrib.auth.models import Permission
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.recorder import MigrationRecorder

drop_drf_tokens = import_module("lantide.migrations.0005_drop_drf_tokens").drop_drf_tokens


def test_dropping_drf_tokens_removes_their_table_records_and_permissions(db):
    """A database migrated while rest_framework.authtoken was installed keeps its clear-text keys until this runs."""
    with connection.cursor() as cursor:
        cursor.execute("CREATE TABLE authtoken_token (key varchar(40) PRIMARY KEY, user_id integer)")
        cursor.execute("INSERT INTO authtoken_token VALUES ('0123456789abcdef0123456789abcdef01234567', 1)")
    MigrationRecorder.Migration.objects.create(app="authtoken", name="0001_initial")
    kind = ContentType.objects.create(app_label="authtoken", model="token")
    Permission.objects.create(content_type=kind, codename="view_token", name="Can view token")
    drop_drf_tokens(apps, connection.schema_editor())
    assert "authtoken_token" not in connection.introspection.table_names()
    assert not MigrationRecorder.Migration.objects.filter(app="authtoken").exists()
    assert not Permission.objects.filter(codename="view_token").exists()
    drop_drf_tokens(apps, connection.schema_editor())  # a database that never had the app: nothing to do
