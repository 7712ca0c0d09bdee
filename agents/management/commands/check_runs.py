from django.core.management.base import BaseCommand, CommandError

from agents.models import Run
from agents.selectors import run_log_problems


class Command(BaseCommand):
    help = ("Check every run's event log (ARCHITECTURE §4.2): seq 1..N with no hole, exactly one run_completed per "
            "finished run. Prints each problem; exits non-zero when there is one.")

    def add_arguments(self, parser):
        parser.add_argument("runs", nargs="*", help="Run ids to check (default: every run).")

    def handle(self, *args, runs: list[str], **options):
        problems = run_log_problems(runs=Run.objects.filter(pk__in=runs) if runs else None)
        for problem in problems:
            self.stderr.write(problem)
        checked = len(runs) if runs else Run.objects.count()
        if problems:
            raise CommandError(f"{len(problems)} problem(s) in the event logs of {checked} run(s).")
        self.stdout.write(f"{checked} run(s) checked: every event log is whole.")
