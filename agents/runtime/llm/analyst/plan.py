"""`QueryPlan`, what the offline analyst means to run for a question: its SQL, its title and shape, and what
the answer must say about it (the filters, the join path, an assumption, the words it could not match).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class QueryPlan:
    table: str  # the table the rows come from (the root of a join)
    sql: str
    title: str
    # count | aggregate | grouped | top | preview | incomplete | share | compare | anti_count | anti_list | list
    shape: str
    score: float
    missing: tuple[str, ...] = ()  # what the question asks for that this table lacks
    dimension_label: str = ""
    value_labels: tuple[str, ...] = ()
    descending: bool = True
    filter_text: str = ""  # " where region is North in 2024"
    ignored_words: tuple[str, ...] = ()  # question words the SQL does not account for
    joins: tuple[str, ...] = ()  # "orders.o_custkey = customer.c_custkey (matching key)", in join order
    assumption: str = ""  # a sentence the answer must carry ("I read "March" as March 2026, ...")
    subject: str = ""  # what is counted or measured, for the answer's sentence ("orders", "revenue")
    groups_by_key: bool = False  # ranks or groups by a bare key where a joined label would name the rows
    guessed: bool = False  # the measure is a guess ("spent" → a total price) a table not yet read may name

    @property
    def complete(self) -> bool:
        return not self.missing

    @property
    def accounts_for_everything(self) -> bool:
        return self.complete and not self.ignored_words
