"""The workspace query layer: a guard for model-written SQL, a sandboxed engine, and the cache registry."""
