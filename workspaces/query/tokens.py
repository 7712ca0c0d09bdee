"""Model-written SQL read as DuckDB's own tokens (`duckdb.tokenize`, its parser's scanner): the joins of every
query, and whether a query plainly reads, so that the guard's sqlglot parse can wait until after the answer.

A query plainly reads when it is one statement that begins with SELECT, WITH or FROM and none of its words
could write, run another statement, reach outside the workspace or name a cache table: then every refusal the
guard's parse could reach is out of the question, and what is left for the parse (the tables it reads, for
lineage) can wait. Tokenizing costs about a tenth of sqlglot's parse and walk, which right after a scan, with
the CPU caches cold, was ~1 ms of each query (bench/query_layer.py).
"""

from dataclasses import dataclass

import duckdb

COMMENT, KEYWORD, IDENTIFIER, OPERATOR = (duckdb.token_type.comment, duckdb.token_type.keyword,
                                          duckdb.token_type.identifier, duckdb.token_type.operator)
QUERY_STARTS = frozenset({b"select", b"with", b"from"})
# Every keyword that begins or shapes a statement other than a query (DuckDB's and PostgreSQL's), and the query
# forms the guard's parse must see whole (PIVOT, TABLE, VALUES, SHOW, DESCRIBE, SUMMARIZE).
STATEMENT_WORDS = frozenset(word.encode() for word in (
    "abort alter analyse analyze attach begin call checkpoint close cluster comment commit conflict copy create "
    "deallocate declare delete describe detach discard do drop execute explain export fetch force grant import "
    "insert install listen load lock merge move notify pivot pivot_longer pivot_wider pragma prepare "
    "refresh reindex release rename reset returning revoke rollback savepoint secret set show start "
    "summarize table transaction truncate unlisten unpivot update use vacuum values"
).split())
FROM_LIST_ENDS = frozenset({b"where", b"group", b"having", b"order", b"limit", b"offset", b"qualify", b"window",
                            b"union", b"intersect", b"except", b"select"})
LEFT_PAREN, RIGHT_PAREN, COMMA, SEMICOLON, DOT = b"(", b")", b",", b";", b"."


@dataclass(frozen=True)
class TokenReading:
    joins: int  # JOINs and the commas between FROM items, at every depth
    plain: bool  # one plain read: nothing the guard's parse could refuse


def read_tokens(sql: str, *, forbidden_names: frozenset[bytes], cache_prefix: str) -> TokenReading:
    """The joins of `sql` and whether it plainly reads, given the names the guard refuses (functions, in
    lower case)."""
    try:
        text = sql.encode()
    except UnicodeEncodeError:  # a lone surrogate: DuckDB refuses the text, after the guard's parse
        return TokenReading(joins=0, plain=False)
    spans = duckdb.tokenize(sql)
    lowered = text.lower()  # keywords and names compare in lower case; one call for the whole text
    words = [(kind, lowered[start:end].rstrip()) for (start, kind), end in
             zip(spans, [start for start, _ in spans[1:]] + [len(text)]) if kind is not COMMENT]
    return TokenReading(joins=_joins(words), plain=bool(words) and b"\x00" not in text
                        and cache_prefix.encode() not in lowered and _plain(words, forbidden_names))


def _joins(words: list[tuple]) -> int:
    """What sqlglot counts as joins: every JOIN, and every comma between the items of a FROM list."""
    joins, in_from = 0, [False]  # per parenthesis depth: inside a FROM list
    for kind, word in words:
        if kind is OPERATOR:
            if word == LEFT_PAREN:
                in_from.append(False)
            elif word == RIGHT_PAREN and len(in_from) > 1:
                in_from.pop()
            elif word == COMMA and in_from[-1]:
                joins += 1
        elif kind is KEYWORD:
            if word == b"join":
                joins += 1
            elif word == b"from":
                in_from[-1] = True
            elif word in FROM_LIST_ENDS:
                in_from[-1] = False
    return joins


def _plain(words: list[tuple], forbidden: frozenset[bytes]) -> bool:
    """One statement starting as a query; no statement word, no refused function, no catalog-qualified name."""
    first_kind, first = words[0]
    if first_kind is not KEYWORD or first not in QUERY_STARTS:
        return False
    chain = 0  # names in the dotted chain being read: a.b.c may name another catalog's table
    for index, (kind, word) in enumerate(words):
        if kind is KEYWORD or kind is IDENTIFIER:
            name = word.strip(b'"')
            if name in STATEMENT_WORDS or name in forbidden:
                return False
            chain = chain + 1 if chain and words[index - 1][1] == DOT else 1
            if chain > 2:
                return False
        elif kind is OPERATOR and word == SEMICOLON:
            return all(rest == (OPERATOR, SEMICOLON) for rest in words[index:])
        elif not (kind is OPERATOR and word == DOT):
            chain = 0
    return True
