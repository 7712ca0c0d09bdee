"""The query-migration graph (ARCHITECTURE §9): a database's schema and queries moved to another engine, with proof.

`spec` reads the input, `translate` (pure, sqlglot) translates, `engines` runs SQL on scratch engines, `equivalence`
(pure) compares results, `graph` runs the nodes as a durable run and `save` loads an accepted migration into a
workspace."""
