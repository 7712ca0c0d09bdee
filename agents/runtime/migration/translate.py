"""SQL from one dialect to another: sqlglot, then the rewrites sqlglot leaves undone. Pure functions over text.

What sqlglot (30.x) gets wrong between the engines this server proves equivalence on, and is rewritten here:
- integer division: SQLite and PostgreSQL divide integers to an integer, DuckDB's `/` gives a double; an integer
  over an integer (by the source's declared column types) becomes DuckDB's `//`;
- auto-numbered keys: SQLite's `INTEGER PRIMARY KEY [AUTOINCREMENT]` and PostgreSQL's `SERIAL`/`BIGSERIAL` become a
  sequence and a `DEFAULT nextval(…)` (DuckDB has neither), so seed rows that leave the key out still get one;
- SQLite date modifiers: `date(d, '+7 days')` becomes `CAST(CAST(d AS DATE) + INTERVAL 7 DAY AS DATE)`.
"""

import re
from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError

INTEGER_TYPES = {exp.DataType.Type.INT, exp.DataType.Type.BIGINT, exp.DataType.Type.SMALLINT,
                 exp.DataType.Type.TINYINT, exp.DataType.Type.SERIAL, exp.DataType.Type.BIGSERIAL,
                 exp.DataType.Type.SMALLSERIAL}
SERIAL_TYPES = {exp.DataType.Type.SERIAL: "INTEGER", exp.DataType.Type.BIGSERIAL: "BIGINT",
                exp.DataType.Type.SMALLSERIAL: "SMALLINT"}
INTEGER_DIVISION = ("sqlite", "postgres", "tsql", "redshift")  # `/` of two integers is an integer there
INTEGER_FUNCTIONS = {"count", "length", "instr", "strpos"}
DATE_MODIFIER = re.compile(r"^\s*([+-]?\d+)\s+(day|month|year)s?\s*$", re.IGNORECASE)

Schema = dict[str, dict[str, str]]  # table -> column -> sqlglot's name of its declared type (lower-case names)


class TranslationError(Exception):
    """A statement sqlglot cannot read or write."""


@dataclass
class Translated:
    source: str
    sql: str
    notes: list[str] = field(default_factory=list)
    error: str = ""


def split_statements(sql: str, dialect: str) -> list[str]:
    """The statements of a script, cut at the semicolons the dialect's tokenizer sees (never inside a string)."""
    try:
        tokens = sqlglot.tokenize(sql, read=dialect)
    except TokenError as error:
        raise TranslationError(str(error)) from error
    statements, start = [], 0
    for token in tokens:
        if token.token_type == sqlglot.TokenType.SEMICOLON:
            statements.append(sql[start:token.start])
            start = token.end + 1
    statements.append(sql[start:])
    return [s.strip() for s in statements if s.strip()]


def _parse(sql: str, dialect: str) -> exp.Expression:
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except (ParseError, TokenError) as error:
        raise TranslationError(str(error).splitlines()[0]) from error
    if tree is None:
        raise TranslationError("The statement is empty.")
    return tree


def schema_of(statements: list[str], dialect: str) -> Schema:
    """Declared column types of the CREATE TABLE statements (what typing a division needs)."""
    schema: Schema = {}
    for statement in statements:
        try:
            tree = _parse(statement, dialect)
        except TranslationError:
            continue
        if isinstance(tree, exp.Create) and isinstance(tree.this, exp.Schema):
            columns = {c.name.lower(): c.args["kind"].this.name if c.args.get("kind") else ""
                       for c in tree.this.expressions if isinstance(c, exp.ColumnDef)}
            schema[tree.this.this.name.lower()] = columns
    return schema


def _is_integer_type(declared: str) -> bool:
    return bool(re.search(r"\bINT|SERIAL", declared.upper()))


def _integer(node: exp.Expression, schema: Schema) -> bool:
    """Whether the source engine computes `node` as an integer, as far as the declared types tell."""
    if isinstance(node, exp.Literal):
        return not node.is_string and re.fullmatch(r"-?\d+", node.this) is not None
    if isinstance(node, (exp.Paren, exp.Neg)):
        return _integer(node.this, schema)
    if isinstance(node, exp.Column):
        types = [cols[node.name.lower()] for table, cols in schema.items() if node.name.lower() in cols
                 and (not node.table or node.table.lower() == table)]
        return bool(types) and all(_is_integer_type(t) for t in types)
    if isinstance(node, exp.Cast):
        return node.to.this in INTEGER_TYPES
    if isinstance(node, (exp.Add, exp.Sub, exp.Mul, exp.Mod)):
        return _integer(node.this, schema) and _integer(node.expression, schema)
    if isinstance(node, (exp.Count, exp.Length)):
        return True
    return isinstance(node, exp.Anonymous) and node.name.lower() in INTEGER_FUNCTIONS


def _integer_division(tree: exp.Expression, schema: Schema, notes: list[str]) -> exp.Expression:
    def rewrite(node):
        if isinstance(node, exp.Div) and _integer(node.this, schema) and _integer(node.expression, schema):
            notes.append(f"integer division kept: {node.sql()} → //")
            return exp.IntDiv(this=node.this, expression=node.expression)
        return node
    return tree.transform(rewrite)


def _date_modifiers(tree: exp.Expression, notes: list[str]) -> exp.Expression:
    """SQLite's date(d, '+N days|months|years', …) as date arithmetic."""
    def rewrite(node):
        if not (isinstance(node, exp.Anonymous) and node.name.lower() == "date" and len(node.expressions) >= 2):
            return node
        value, *modifiers = node.expressions
        result: exp.Expression = exp.cast(value, "DATE")
        for modifier in modifiers:
            match = DATE_MODIFIER.match(modifier.this) if isinstance(modifier, exp.Literal) else None
            if match is None:
                return node
            interval = exp.Interval(this=exp.Literal.number(int(match.group(1))), unit=exp.var(match.group(2).upper()))
            result = exp.Add(this=result, expression=interval)
        notes.append(f"date modifiers as date arithmetic: {node.sql()}")
        return exp.cast(result, "DATE")
    return tree.transform(rewrite)


def _auto_numbered(tree: exp.Expression, source: str) -> list[exp.ColumnDef]:
    """The columns the source engine numbers by itself."""
    if not (isinstance(tree, exp.Create) and isinstance(tree.this, exp.Schema)):
        return []
    found = []
    for column in (c for c in tree.this.expressions if isinstance(c, exp.ColumnDef)):
        kind = column.args.get("kind")
        kinds = {type(c.args.get("kind")) for c in column.args.get("constraints") or []}
        if kind is not None and kind.this in SERIAL_TYPES:
            found.append(column)
        elif source == "sqlite" and kind is not None and kind.this == exp.DataType.Type.INT \
                and exp.PrimaryKeyColumnConstraint in kinds:  # a rowid alias: SQLite numbers it
            found.append(column)
    return found


def _sequences(tree: exp.Expression, source: str, notes: list[str]) -> list[str]:
    """Auto-numbered keys as a sequence and a default; returns the CREATE SEQUENCE statements to run first."""
    statements = []
    for column in _auto_numbered(tree, source):
        table = tree.this.this.name
        sequence = f"{table}_{column.name}_seq"
        kind = column.args["kind"]
        column.set("kind", exp.DataType.build(SERIAL_TYPES.get(kind.this, kind.sql())))
        constraints = [c for c in column.args.get("constraints") or []
                       if not isinstance(c.args.get("kind"), exp.AutoIncrementColumnConstraint)]
        default = exp.DefaultColumnConstraint(this=exp.func("nextval", exp.Literal.string(sequence)))
        column.set("constraints", [exp.ColumnConstraint(kind=default), *constraints])
        statements.append(f'CREATE SEQUENCE "{sequence}"')
        notes.append(f"auto-numbered {table}.{column.name} as sequence {sequence}")
    return statements


def translate_statement(sql: str, *, source: str, target: str, schema: Schema) -> list[Translated]:
    """One source statement as the target's statements (a key's sequence comes before its table)."""
    notes: list[str] = []
    try:
        tree = _parse(sql, source)
        if source in INTEGER_DIVISION and target == "duckdb":
            tree = _integer_division(tree, schema, notes)
        if source == "sqlite":
            tree = _date_modifiers(tree, notes)
        before = _sequences(tree, source, notes) if target == "duckdb" else []
        written = tree.sql(dialect=target)
    except (TranslationError, sqlglot.errors.SqlglotError) as error:
        return [Translated(source=sql, sql=sql, error=str(error).splitlines()[0][:300])]
    return [*(Translated(source=sql, sql=s) for s in before), Translated(source=sql, sql=written, notes=notes)]


def translate_script(sql: str, *, source: str, target: str, schema: Schema) -> list[Translated]:
    return [t for statement in split_statements(sql, source)
            for t in translate_statement(statement, source=source, target=target, schema=schema)]


def script_text(statements: list[Translated]) -> str:
    return "".join(f"{t.sql};\n" for t in statements)
