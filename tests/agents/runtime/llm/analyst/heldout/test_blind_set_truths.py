"""The blind sets' truths on their own, without the analyst (sets F to AJ): each schema of
`schemas_<set>.py` builds in an in-memory DuckDB, every truth of `questions_<set>.py` runs and returns rows
(at most six), no LIMIT cuts through a tie, and the percentage truths are ratios within 0..1. Also each set's
shape: ten questions a shape, three or four per schema, and every table 30-400 rows.
"""

import re
from collections import Counter

import duckdb
import pytest

from tests.agents.runtime.llm.analyst.heldout.questions import SHAPES
from tests.agents.runtime.llm.analyst.heldout.questions_aa import QUESTIONS_AA
from tests.agents.runtime.llm.analyst.heldout.questions_ab import QUESTIONS_AB
from tests.agents.runtime.llm.analyst.heldout.questions_ac import QUESTIONS_AC
from tests.agents.runtime.llm.analyst.heldout.questions_ad import QUESTIONS_AD
from tests.agents.runtime.llm.analyst.heldout.questions_ae import QUESTIONS_AE
from tests.agents.runtime.llm.analyst.heldout.questions_af import QUESTIONS_AF
from tests.agents.runtime.llm.analyst.heldout.questions_ag import QUESTIONS_AG
from tests.agents.runtime.llm.analyst.heldout.questions_ah import QUESTIONS_AH
from tests.agents.runtime.llm.analyst.heldout.questions_ai import QUESTIONS_AI
from tests.agents.runtime.llm.analyst.heldout.questions_aj import QUESTIONS_AJ
from tests.agents.runtime.llm.analyst.heldout.questions_f import QUESTIONS_F
from tests.agents.runtime.llm.analyst.heldout.questions_g import QUESTIONS_G
from tests.agents.runtime.llm.analyst.heldout.questions_h import QUESTIONS_H
from tests.agents.runtime.llm.analyst.heldout.questions_i import QUESTIONS_I
from tests.agents.runtime.llm.analyst.heldout.questions_j import QUESTIONS_J
from tests.agents.runtime.llm.analyst.heldout.questions_k import QUESTIONS_K
from tests.agents.runtime.llm.analyst.heldout.questions_l import QUESTIONS_L
from tests.agents.runtime.llm.analyst.heldout.questions_m import QUESTIONS_M
from tests.agents.runtime.llm.analyst.heldout.questions_n import QUESTIONS_N
from tests.agents.runtime.llm.analyst.heldout.questions_o import QUESTIONS_O
from tests.agents.runtime.llm.analyst.heldout.questions_p import QUESTIONS_P
from tests.agents.runtime.llm.analyst.heldout.questions_q import QUESTIONS_Q
from tests.agents.runtime.llm.analyst.heldout.questions_r import QUESTIONS_R
from tests.agents.runtime.llm.analyst.heldout.questions_s import QUESTIONS_S
from tests.agents.runtime.llm.analyst.heldout.questions_t import QUESTIONS_T
from tests.agents.runtime.llm.analyst.heldout.questions_u import QUESTIONS_U
from tests.agents.runtime.llm.analyst.heldout.questions_v import QUESTIONS_V
from tests.agents.runtime.llm.analyst.heldout.questions_w import QUESTIONS_W
from tests.agents.runtime.llm.analyst.heldout.questions_x import QUESTIONS_X
from tests.agents.runtime.llm.analyst.heldout.questions_y import QUESTIONS_Y
from tests.agents.runtime.llm.analyst.heldout.questions_z import QUESTIONS_Z
from tests.agents.runtime.llm.analyst.heldout.schemas_aa import SCHEMAS_AA
from tests.agents.runtime.llm.analyst.heldout.schemas_ab import SCHEMAS_AB
from tests.agents.runtime.llm.analyst.heldout.schemas_ac import SCHEMAS_AC
from tests.agents.runtime.llm.analyst.heldout.schemas_ad import SCHEMAS_AD
from tests.agents.runtime.llm.analyst.heldout.schemas_ae import SCHEMAS_AE
from tests.agents.runtime.llm.analyst.heldout.schemas_af import SCHEMAS_AF
from tests.agents.runtime.llm.analyst.heldout.schemas_ag import SCHEMAS_AG
from tests.agents.runtime.llm.analyst.heldout.schemas_ah import SCHEMAS_AH
from tests.agents.runtime.llm.analyst.heldout.schemas_ai import SCHEMAS_AI
from tests.agents.runtime.llm.analyst.heldout.schemas_aj import SCHEMAS_AJ
from tests.agents.runtime.llm.analyst.heldout.schemas_f import SCHEMAS_F
from tests.agents.runtime.llm.analyst.heldout.schemas_g import SCHEMAS_G
from tests.agents.runtime.llm.analyst.heldout.schemas_h import SCHEMAS_H
from tests.agents.runtime.llm.analyst.heldout.schemas_i import SCHEMAS_I
from tests.agents.runtime.llm.analyst.heldout.schemas_j import SCHEMAS_J
from tests.agents.runtime.llm.analyst.heldout.schemas_k import SCHEMAS_K
from tests.agents.runtime.llm.analyst.heldout.schemas_l import SCHEMAS_L
from tests.agents.runtime.llm.analyst.heldout.schemas_m import SCHEMAS_M
from tests.agents.runtime.llm.analyst.heldout.schemas_n import SCHEMAS_N
from tests.agents.runtime.llm.analyst.heldout.schemas_o import SCHEMAS_O
from tests.agents.runtime.llm.analyst.heldout.schemas_p import SCHEMAS_P
from tests.agents.runtime.llm.analyst.heldout.schemas_q import SCHEMAS_Q
from tests.agents.runtime.llm.analyst.heldout.schemas_r import SCHEMAS_R
from tests.agents.runtime.llm.analyst.heldout.schemas_s import SCHEMAS_S
from tests.agents.runtime.llm.analyst.heldout.schemas_t import SCHEMAS_T
from tests.agents.runtime.llm.analyst.heldout.schemas_u import SCHEMAS_U
from tests.agents.runtime.llm.analyst.heldout.schemas_v import SCHEMAS_V
from tests.agents.runtime.llm.analyst.heldout.schemas_w import SCHEMAS_W
from tests.agents.runtime.llm.analyst.heldout.schemas_x import SCHEMAS_X
from tests.agents.runtime.llm.analyst.heldout.schemas_y import SCHEMAS_Y
from tests.agents.runtime.llm.analyst.heldout.schemas_z import SCHEMAS_Z

_LIMIT = re.compile(r"\s+LIMIT\s+(\d+)\s*$", re.IGNORECASE)
BLIND_SETS = {"F": (QUESTIONS_F, SCHEMAS_F), "G": (QUESTIONS_G, SCHEMAS_G), "H": (QUESTIONS_H, SCHEMAS_H),
              "I": (QUESTIONS_I, SCHEMAS_I), "J": (QUESTIONS_J, SCHEMAS_J),
              "K": (QUESTIONS_K, SCHEMAS_K), "L": (QUESTIONS_L, SCHEMAS_L), "M": (QUESTIONS_M, SCHEMAS_M),
              "N": (QUESTIONS_N, SCHEMAS_N), "O": (QUESTIONS_O, SCHEMAS_O), "P": (QUESTIONS_P, SCHEMAS_P),
              "Q": (QUESTIONS_Q, SCHEMAS_Q), "R": (QUESTIONS_R, SCHEMAS_R),
              "S": (QUESTIONS_S, SCHEMAS_S), "T": (QUESTIONS_T, SCHEMAS_T), "U": (QUESTIONS_U, SCHEMAS_U),
              "V": (QUESTIONS_V, SCHEMAS_V), "W": (QUESTIONS_W, SCHEMAS_W), "X": (QUESTIONS_X, SCHEMAS_X),
              "Y": (QUESTIONS_Y, SCHEMAS_Y), "Z": (QUESTIONS_Z, SCHEMAS_Z),
              "AA": (QUESTIONS_AA, SCHEMAS_AA), "AB": (QUESTIONS_AB, SCHEMAS_AB),
              "AC": (QUESTIONS_AC, SCHEMAS_AC), "AD": (QUESTIONS_AD, SCHEMAS_AD),
              "AE": (QUESTIONS_AE, SCHEMAS_AE), "AF": (QUESTIONS_AF, SCHEMAS_AF),
              "AG": (QUESTIONS_AG, SCHEMAS_AG), "AH": (QUESTIONS_AH, SCHEMAS_AH),
              "AI": (QUESTIONS_AI, SCHEMAS_AI), "AJ": (QUESTIONS_AJ, SCHEMAS_AJ)}
_ANSWERED = [(name, q) for name, (questions, _) in BLIND_SETS.items()
             for q in questions if q.truth is not None]


@pytest.fixture(scope="module")
def connections():
    built = {}
    for set_name, (_, schemas) in BLIND_SETS.items():
        for name, statements in schemas.items():
            con = duckdb.connect()
            for statement in statements():
                con.execute(statement)
            built[(set_name, name)] = con
    yield built
    for con in built.values():
        con.close()


def test_schema_sizes(connections):
    for name, con in connections.items():
        tables = [t for (t,) in con.execute("SELECT table_name FROM information_schema.tables").fetchall()]
        assert 3 <= len(tables) <= 5, name
        for table in tables:
            (n,) = con.execute(f"SELECT count(*) FROM {table}").fetchone()
            assert 30 <= n <= 400, (name, table, n)


@pytest.mark.parametrize("set_name", BLIND_SETS)
def test_shape_counts(set_name):
    questions, schemas = BLIND_SETS[set_name]
    assert Counter(q.shape for q in questions) == {shape: 10 for shape in SHAPES}
    per_schema = Counter((q.shape, q.schema) for q in questions)
    for shape in SHAPES:
        for schema in schemas:
            assert per_schema[(shape, schema)] in (3, 4), (shape, schema)
    assert all((q.truth is None) == (q.shape == "cannot") for q in questions)
    assert all(q.percent == (q.shape == "share") for q in questions)
    assert len({q.question for q in questions}) == len(questions)


def _measures(row: tuple) -> tuple:
    return tuple(v for v in row if isinstance(v, (int, float)) and not isinstance(v, bool))


@pytest.mark.parametrize(("set_name", "question"), _ANSWERED,
                         ids=[f"{n}-{q.question[:60]}" for n, q in _ANSWERED])
def test_truth(set_name, question, connections):
    con = connections[(set_name, question.schema)]
    rows = con.execute(question.truth).fetchall()
    assert rows, "truth returns no rows"
    assert len(rows) <= 6
    assert all(v is not None for row in rows for v in row), rows
    limit = _LIMIT.search(question.truth)
    if limit:
        n = int(limit.group(1))
        unlimited = con.execute(_LIMIT.sub("", question.truth)).fetchall()
        assert unlimited[:n] == rows
        if len(unlimited) > n:
            tie = _measures(unlimited[n - 1]) == _measures(unlimited[n])
            assert not tie, ("tie at the LIMIT", unlimited[: n + 1])
    if question.percent:
        assert len(rows) == 1 and len(rows[0]) == 1
        assert 0 <= rows[0][0] <= 1
