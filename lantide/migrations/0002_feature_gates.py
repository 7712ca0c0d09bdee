"""Create the feature gates of ARCHITECTURE §5 with their defaults; admins change them in the admin."""

from django.db import migrations

SWITCHES = {"EnableAgentMode": True, "EnableAgentModeDefault": False}
FLAG_AGENTS = "enableAgents"


def create_gates(apps, schema_editor):
    Switch = apps.get_model("waffle", "Switch")
    Flag = apps.get_model("waffle", "Flag")
    for name, active in SWITCHES.items():
        Switch.objects.get_or_create(name=name, defaults={"active": active})
    Flag.objects.get_or_create(
        name=FLAG_AGENTS,
        defaults={"everyone": True, "note": "Whether agents exist in the UI at all. Off: hide them for everyone."},
    )


def remove_gates(apps, schema_editor):
    apps.get_model("waffle", "Switch").objects.filter(name__in=SWITCHES).delete()
    apps.get_model("waffle", "Flag").objects.filter(name=FLAG_AGENTS).delete()


class Migration(migrations.Migration):
    dependencies = [("lantide", "0001_initial"), ("waffle", "0004_update_everyone_nullbooleanfield")]
    operations = [migrations.RunPython(create_gates, remove_gates)]
