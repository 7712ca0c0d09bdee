from django.core.management.base import BaseCommand

from lantide.demo import credentials_path, seed_demo


class Command(BaseCommand):
    help = "Create the demo users and their workspaces with TPC-H and sales data (idempotent)."

    def add_arguments(self, parser):
        parser.add_argument("--tpch-scale", type=float, default=0.01, help="TPC-H scale factor (default 0.01).")
        parser.add_argument("--quiet", action="store_true", help="Print nothing but errors.")

    def handle(self, *args, tpch_scale: float, quiet: bool, **options):
        report = seed_demo(tpch_scale=tpch_scale)
        if quiet:
            return
        self.stdout.write("Created: " + (", ".join(report.created) if report.created else "nothing (already seeded)"))
        self.stdout.write(f"Demo accounts (kept in {credentials_path()}):")
        for username, password in report.credentials.items():
            self.stdout.write(f"  {username:<6} {password}")
