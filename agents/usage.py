"""Usage and quotas (ARCHITECTURE §8): the per-day rollup of every model call, the quotas that apply to a run,
and whether a run or a start passes one.

Quotas that apply to a run: the person's own quota (else the default) and the run's agent's quota. A person's
day counts all their use; an agent's day counts everyone's use of that agent. Days are UTC days.
"""

import functools
import logging
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from django.db import IntegrityError, connection, transaction
from django.db.models import Q, Sum
from django.db.models.functions import Coalesce

from agents.models import Quota, QuotaMode, UsageDay
from lantide.audit import Actor, audit_record
from lantide.prepared_insert import quoted_column, quoted_table

logger = logging.getLogger(__name__)

ZERO = Decimal(0)


def utc_today() -> date:
    return datetime.now(UTC).date()


def seconds_until_next_utc_day(now: datetime | None = None) -> int:
    now = now or datetime.now(UTC)
    midnight = datetime.combine(now.date() + timedelta(days=1), datetime.min.time(), tzinfo=UTC)
    return max(1, int((midnight - now).total_seconds() + 0.999))


def price(cost: float | None) -> Decimal:
    """litellm's cost as stored: an unpriced (or local) model costs 0."""
    return Decimal(str(cost)).quantize(Decimal("0.00000001")) if cost else ZERO


def usage_record(*, user_id: int, agent_id: int | None, model: str, prompt_tokens: int, completion_tokens: int,
                 cost: float | None, day: date | None = None) -> None:
    """Add one model call to its day's row: an update in place, or the row's first insert (a concurrent first
    insert loses on the unique key and updates instead)."""
    key = {"user_id": user_id, "agent_id": agent_id, "model": model[:200], "day": day or utc_today()}
    if _add_to_day(**key, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens, cost=price(cost)):
        return
    try:
        with transaction.atomic():
            UsageDay.objects.create(**key, calls=1, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens,
                                    cost=price(cost))
    except IntegrityError:
        _add_to_day(**key, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens, cost=price(cost))


@functools.lru_cache(maxsize=8)
def _add_to_day_statement(vendor: str, with_agent: bool) -> str:
    column = {name: quoted_column(UsageDay, name)
              for name in ("user", "agent", "model", "day", "calls", "prompt_tokens", "completion_tokens", "cost")}
    sums = ", ".join(f"{column[name]} = {column[name]} + %s" for name in ("prompt_tokens", "completion_tokens", "cost"))
    agent = f"{column['agent']} = %s" if with_agent else f"{column['agent']} IS NULL"
    return (f"UPDATE {quoted_table(UsageDay)} SET {column['calls']} = {column['calls']} + 1, {sums} "
            f"WHERE {column['user']} = %s AND {agent} AND {column['model']} = %s AND {column['day']} = %s")


def _add_to_day(*, user_id: int, agent_id: int | None, model: str, day: date, prompt_tokens: int,
                completion_tokens: int, cost: Decimal) -> bool:
    """The day's row updated in place, True when it was there. One prepared statement: this runs once per model
    call, and building the F() update through the ORM cost more than the rest of the call's write (measured in
    bench/runtime_overhead.py)."""
    ops, field = connection.ops, UsageDay._meta.get_field("cost")
    params = [prompt_tokens, completion_tokens,
              ops.adapt_decimalfield_value(cost, field.max_digits, field.decimal_places), user_id,
              *([agent_id] if agent_id is not None else []), model, ops.adapt_datefield_value(day)]
    with connection.cursor() as cursor:
        cursor.execute(_add_to_day_statement(connection.vendor, agent_id is not None), params)
        return cursor.rowcount > 0


def usage_totals(rows) -> dict:
    """Tokens and cost summed over a UsageDay queryset."""
    sums = rows.aggregate(prompt=Coalesce(Sum("prompt_tokens"), 0), completion=Coalesce(Sum("completion_tokens"), 0),
                          cost=Coalesce(Sum("cost"), ZERO), calls=Coalesce(Sum("calls"), 0))
    return {"calls": sums["calls"], "prompt_tokens": sums["prompt"], "completion_tokens": sums["completion"],
            "total_tokens": sums["prompt"] + sums["completion"], "cost": sums["cost"]}


def usage_of_user(*, user, since: date) -> dict:
    """Tokens and cost from `since` to today, in all and by model."""
    rows = UsageDay.objects.filter(user=user, day__gte=since)
    by_model = [{"model": model, **usage_totals(rows.filter(model=model))}
                for model in rows.order_by("model").values_list("model", flat=True).distinct()]
    return {**usage_totals(rows), "by_model": by_model}


def quotas_for(*, user_id: int | None, agent_id: int | None) -> list[Quota]:
    """The person's quota (else the default), then the agent's."""
    scopes = Q(user__isnull=True, agent__isnull=True) | Q(user_id=user_id)
    if agent_id is not None:
        scopes |= Q(agent_id=agent_id)
    quotas = list(Quota.objects.filter(scopes))
    personal = [q for q in quotas if q.user_id] or [q for q in quotas if q.scope == "default"]
    return personal + [q for q in quotas if q.agent_id]


def day_used(quota: Quota, *, user_id: int) -> tuple[int, Decimal]:
    rows = UsageDay.objects.filter(day=utc_today())
    rows = rows.filter(agent_id=quota.agent_id) if quota.agent_id else rows.filter(user_id=user_id)
    totals = usage_totals(rows)
    return totals["total_tokens"], totals["cost"]


@dataclass(frozen=True)
class QuotaBreach:
    quota: Quota
    limit: str  # run_tokens | run_cost | day_tokens | day_cost
    used: int | Decimal
    allowed: int | Decimal

    @property
    def enforced(self) -> bool:
        return self.quota.mode == QuotaMode.ENFORCE

    @property
    def message(self) -> str:
        what = {"run_tokens": "tokens for one run", "run_cost": "cost (USD) for one run",
                "day_tokens": "tokens for today (UTC)", "day_cost": "cost (USD) for today (UTC)"}[self.limit]
        return f"The {self.quota.scope} quota allows {self.allowed} {what}; {self.used} used."


def _over(quota: Quota, limit: str, used, *, at_start: bool) -> QuotaBreach | None:
    allowed = getattr(quota, limit)
    if allowed is None or (used < allowed if at_start else used <= allowed):
        return None
    return QuotaBreach(quota, limit, used, allowed)


def quota_breaches(*, user_id: int, agent_id: int | None, run_tokens: int | None = None,
                   run_cost: Decimal | None = None, quotas: list[Quota] | None = None) -> list[QuotaBreach]:
    """Limits a run has passed after a model call (with its run totals), or at a start (without them: a day
    already spent to its limit refuses the start). `quotas`: the ones that apply, when the caller has them."""
    at_start = run_tokens is None
    breaches = []
    for quota in quotas_for(user_id=user_id, agent_id=agent_id) if quotas is None else quotas:
        tokens, cost = day_used(quota, user_id=user_id)
        checks = [("day_tokens", tokens), ("day_cost", cost)]
        if not at_start:
            checks += [("run_tokens", run_tokens), ("run_cost", run_cost)]
        breaches += [b for limit, used in checks if (b := _over(quota, limit, used, at_start=at_start))]
    return breaches


def quota_log_would_stop(breach: QuotaBreach, *, user, run_id, stage: str) -> None:
    """A log-only quota: the line and the audit event that say what enforcing it would have done."""
    logger.warning("agent.quota.would_stop run=%s stage=%s limit=%s used=%s allowed=%s", run_id, stage,
                   breach.limit, breach.used, breach.allowed,
                   extra={"run": str(run_id), "quota": breach.quota.pk, "limit": breach.limit})
    audit_record(actor=Actor.system(), verb=f"quota.would_{stage}", target=breach.quota,
                 data={"run": str(run_id), "user": getattr(user, "pk", user), "limit": breach.limit,
                       "used": str(breach.used), "allowed": str(breach.allowed)})
