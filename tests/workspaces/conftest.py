from tests.workspaces.postgres_sources import password_checking_postgres, source_schema  # noqa: F401 - fixtures
