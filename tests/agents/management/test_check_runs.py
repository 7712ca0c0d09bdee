"""`manage.py check_runs`: the operator's check of ARCHITECTURE §4.2 over every run's event log."""

import pytest
from django.core.management import CommandError, call_command

from agents.models import Run, RunEvent
from tests.factories import RunEventFactory, RunFactory

pytestmark = pytest.mark.django_db


def test_whole_logs_pass(capsys):
    RunFactory(status="success", last_seq=5)
    running = RunFactory(status="running")
    RunEventFactory(run=running)
    call_command("check_runs")
    assert "2 run(s) checked: every event log is whole." in capsys.readouterr().out


def test_a_hole_and_a_missing_end_fail_with_each_named(capsys):
    holed = RunFactory(status="success", last_seq=4)
    RunEvent.objects.filter(run=holed, seq=2).delete()
    unended = RunFactory(status="error", last_seq=3)
    RunEvent.objects.filter(run=unended, type="run_completed").delete()
    with pytest.raises(CommandError, match="problem"):
        call_command("check_runs")
    problems = capsys.readouterr().err
    assert f"run {holed.pk} (success): 3 events up to seq 4: a hole in its log" in problems
    assert f"run {unended.pk} (error): finished with 0 run_completed events" in problems
    call_command("check_runs", str(RunFactory(status="success").pk))  # one run named: only it is checked
    Run.objects.filter(pk__in=[holed.pk, unended.pk]).delete()  # else the suite's own check finds them too
