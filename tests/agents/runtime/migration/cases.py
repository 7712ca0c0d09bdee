"""Source databases and queries the migration tests move to DuckDB: each query shows a real difference between
the dialects (named beside it) that the translation must bridge and the equivalence check must prove."""

SQLITE_SCHEMA = """
CREATE TABLE customers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    city TEXT,
    active BOOLEAN NOT NULL DEFAULT 1,
    joined DATE NOT NULL
);
CREATE TABLE `orders` (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    qty INTEGER NOT NULL,
    unit_price REAL NOT NULL,
    placed_on DATE NOT NULL
);
"""
SQLITE_SEED = """
INSERT INTO customers (name, city, active, joined) VALUES
    ('Ada', 'Paris', 1, '2024-01-15'), ('Bo', NULL, 0, '2023-11-02'), ('Cy', 'Oslo', 1, '2024-02-29');
INSERT INTO orders (customer_id, qty, unit_price, placed_on) VALUES
    (1, 3, 2.5, '2024-03-01'), (1, 7, 1.25, '2024-03-15'), (2, 5, 10.0, '2023-12-24'), (3, 1, 99.99, '2024-03-31');
"""
SQLITE_QUERIES = {
    "string concat || with IFNULL": "SELECT name || ' from ' || IFNULL(city, 'nowhere') AS label FROM customers",
    "strftime date parts": "SELECT strftime('%Y', joined) AS year, CAST(strftime('%m', joined) AS INTEGER) AS month "
                           "FROM customers",
    "GROUP_CONCAT": "SELECT GROUP_CONCAT(name, ';') AS names FROM (SELECT name FROM customers ORDER BY name)",
    "LIMIT offset, count": "SELECT name FROM customers ORDER BY joined LIMIT 1, 2",
    "integer division": "SELECT id, qty / 2 AS half, (qty + 1) / 2 AS rounded_up FROM orders",
    "boolean literals": "SELECT name FROM customers WHERE active = TRUE",
    "identifier quoting": "SELECT [name], `city` FROM \"customers\" WHERE [active] = FALSE",
    "autoincrement keys": "SELECT id, name FROM customers",
    "date arithmetic": "SELECT id, date(placed_on, '+30 days') AS due, date(placed_on, '-7 days') AS week_before "
                       "FROM orders",
    "aggregates of reals": "SELECT customer_id, SUM(qty * unit_price) AS total FROM orders GROUP BY customer_id",
    "string functions": "SELECT substr(name, 1, 1) AS initial, length(name) AS len, instr(name, 'y') AS y FROM customers",
}

POSTGRES_SCHEMA = """
CREATE TABLE customers (
    id SERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    city TEXT,
    active BOOLEAN NOT NULL DEFAULT TRUE,
    joined DATE NOT NULL
);
CREATE TABLE orders (
    id BIGSERIAL PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id),
    qty INTEGER NOT NULL,
    unit_price NUMERIC(10, 2) NOT NULL,
    placed_on DATE NOT NULL
);
"""
POSTGRES_SEED = """
INSERT INTO customers (name, city, active, joined) VALUES
    ('Ada', 'Paris', TRUE, '2024-01-15'), ('Bo', NULL, FALSE, '2023-11-02'), ('Cy', 'Oslo', TRUE, '2024-02-29');
INSERT INTO orders (customer_id, qty, unit_price, placed_on) VALUES
    (1, 3, 2.50, '2024-03-01'), (1, 7, 1.25, '2024-03-15'), (2, 5, 10.00, '2023-12-24'), (3, 1, 99.99, '2024-03-31');
"""
POSTGRES_QUERIES = {
    "CONCAT with COALESCE": "SELECT CONCAT(name, ' from ', COALESCE(city, 'nowhere')) AS label FROM customers",
    "EXTRACT and date_part": "SELECT EXTRACT(YEAR FROM joined) AS y, date_part('month', joined) AS m FROM customers",
    "string_agg ordered": "SELECT string_agg(name, ';' ORDER BY name) AS names FROM customers",
    "LIMIT OFFSET": "SELECT name FROM customers ORDER BY joined LIMIT 2 OFFSET 1",
    "integer division": "SELECT id, qty / 2 AS half FROM orders",
    "boolean literals": "SELECT name, active FROM customers WHERE active IS TRUE OR city IS NULL",
    "identifier quoting": 'SELECT "name", "city" FROM "customers" WHERE "active" = false',
    "serial keys": "SELECT id, name FROM customers",
    "date arithmetic": "SELECT id, placed_on + INTERVAL '30 days' AS due, placed_on + 7 AS week_after, "
                       "placed_on - DATE '2024-01-01' AS days_since FROM orders",
    "to_char": "SELECT to_char(placed_on, 'YYYY-MM') AS month, SUM(qty * unit_price) AS total FROM orders "
               "GROUP BY 1",
    "casts and ILIKE": "SELECT id::text AS key, name ILIKE 'a%' AS starts_with_a FROM customers",
}


def migration_input(*, dialect: str, schema: str, seed: str, queries: dict, **extra) -> dict:
    return {"source": {"dialect": dialect, "schema_sql": schema, "seed_sql": seed, **extra.pop("source", {})},
            "queries": list(queries.values()), "target": "duckdb", **extra}
