"""Writes of the reports app (ARCHITECTURE §11), one module per object kind. Each one validates, writes atomically
and audits."""
