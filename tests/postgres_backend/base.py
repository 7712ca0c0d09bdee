"""PostgreSQL for the test suite: Django's own backend, with a flush that deletes rows instead of truncating.

A transactional test (every test with a live server) ends with a flush of all tables. TRUNCATE of some fifty
tables takes PostgreSQL ~0.2 s (it rewrites each table's files and takes exclusive locks); DELETE of the few
rows a test leaves takes milliseconds. Django's foreign keys are DEFERRABLE INITIALLY DEFERRED and the flush runs
in one transaction, so the order of the deletes does not matter. Sequences are left as TRUNCATE leaves them
(reset only when asked, by the parent). The content types and permissions stay: they are what the migrations
made, and the post-migrate signal after the flush would only make them again.
"""

from django.db.backends.postgresql import base, operations

KEPT_TABLES = {"django_content_type", "auth_permission", "django_migrations"}


class DatabaseOperations(operations.DatabaseOperations):
    def sql_flush(self, style, tables, *, reset_sequences=False, allow_cascade=False):
        if reset_sequences or allow_cascade:
            return super().sql_flush(style, tables, reset_sequences=reset_sequences, allow_cascade=allow_cascade)
        return [f"{style.SQL_KEYWORD('DELETE')} {style.SQL_KEYWORD('FROM')} {style.SQL_FIELD(self.quote_name(t))};"
                for t in tables if t not in KEPT_TABLES]


class DatabaseWrapper(base.DatabaseWrapper):
    ops_class = DatabaseOperations
