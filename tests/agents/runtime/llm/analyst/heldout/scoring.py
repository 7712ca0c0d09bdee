"""Scoring one held-out answer against its truth: every name and every number of the truth's rows must appear
in the answer's prose or table (numbers to two decimals, ratios as percentages), and the answer states its SQL.
"""

import re

from tests.agents.runtime.llm.analyst.bench import jsonable, simulate

_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_SQL_BLOCK = re.compile(r"```sql\n(.*?)\n```", re.DOTALL)


def answer_sql(answer: str) -> str | None:
    found = _SQL_BLOCK.search(answer)
    return found.group(1) if found else None


def prose_of(answer: str) -> str:
    return _SQL_BLOCK.sub("", answer)


def numbers_in(text: str) -> list[float]:
    return [float(n.replace(",", "")) for n in _NUMBER.findall(text)]


def _shows_number(value: float, shown: list[float]) -> bool:
    return any(abs(value - n) <= 0.006 + 1e-9 * abs(value) for n in shown)


def shows_truth(answer: str, rows: list[tuple], *, percent: bool) -> bool:
    prose = prose_of(answer)
    shown = numbers_in(prose)
    for row in rows:
        for value in row:
            value = jsonable(value)
            if isinstance(value, (int, float)):
                target = round(100 * value, 2) if percent else value
                if not _shows_number(target, shown):
                    return False
            elif str(value) not in prose:
                return False
    return True


def says_what_it_needs(answer: str) -> bool:
    """One sentence naming what it would need, and the closest query it can run, with no invented figure."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", prose_of(answer)) if "would need" in s]
    return len(sentences) == 1 and answer_sql(answer) is not None


def judged(bench, question: str, truth: str, *, percent: bool = False) -> tuple[bool, str, str]:
    """`question` asked on `bench`: whether its answer shows the rows of `truth`, the answer, and its SQL
    ('' for none), for a rule test's assertion and its message."""
    answer = simulate(question, bench).final.answer
    return shows_truth(answer, bench.rows(truth), percent=percent), answer, answer_sql(answer) or ""
