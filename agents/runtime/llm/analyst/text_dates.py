"""Dates kept as text or as numbers, for the offline analyst: a VARCHAR column whose samples are all dates
written one way ('14.10.2025', '1. 5. 2025', '2025/10/14', '03/02/2026', '20251014') is read as a DATE
column; a whole-number column named as a moment (`paid_epoch`, `created_ts`) whose samples are all seconds
since 1970 in this century as a TIMESTAMP; and one whose samples are all days written as eight digits
(20251103, as ERP exports keep them) as a DATE. Their samples become ISO dates, and every SQL a plan writes
reads them through `try_strptime` or `make_timestamp` (`parsed_dates`), so that "in March 2026", "by month"
and "the first quarter" work on them as on a DATE column.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence

_SHAPES = (  # (pattern, the strptime formats it may be, day first where it cannot tell)
    (re.compile(r"^\d{4}-\d{2}-\d{2}$"), ("%Y-%m-%d",)),
    (re.compile(r"^\d{4}/\d{2}/\d{2}$"), ("%Y/%m/%d",)),
    (re.compile(r"^\d{1,2}\.\d{1,2}\.\d{4}$"), ("%d.%m.%Y",)),
    (re.compile(r"^\d{1,2}\. \d{1,2}\. \d{4}$"), ("%d. %m. %Y",)),  # Slovene, Czech: '1. 5. 2025'
    (re.compile(r"^\d{2}/\d{2}/\d{4}$"), ("%d/%m/%Y", "%m/%d/%Y")),
    (re.compile(r"^\d{2}-\d{2}-\d{4}$"), ("%d-%m-%Y", "%m-%d-%Y")),
    (re.compile(r"^(?:19|20)\d{6}$"), ("%Y%m%d",)),  # '20251014', as ERP exports write a day (`DAY_NUMBER`)
)
_MIN_SAMPLES = 2
EPOCH = "epoch"  # the `text_date` of a column of Unix seconds
DAY_NUMBER = "%Y%m%d"  # the `text_date` of a whole-number column of days written yyyymmdd (20251103)
_EPOCH_SPAN = (946_684_800, 4_102_444_800)  # 2000-01-01 to 2100-01-01, in seconds
_MOMENT_NAME = re.compile(r"(?:^|_)(?:epoch|unix|ts|timestamp|time|at|dt|date|on)(?:_|$)")


def _parsed(samples: Sequence[str], fmt: str) -> list[datetime.date] | None:
    try:
        return [datetime.datetime.strptime(s, fmt).date() for s in samples]
    except ValueError:
        return None


def text_date_format(samples: Sequence[object]) -> tuple[str, tuple[str, ...]] | None:
    """The one strptime format every sample of a text column is a date in, and the samples as ISO dates,
    newest first; None when they are not all dates written one way."""
    texts = [s for s in samples if isinstance(s, str)]
    if len(texts) < _MIN_SAMPLES or len(texts) != len(samples):
        return None
    for pattern, formats in _SHAPES:
        if not all(pattern.match(s) for s in texts):
            continue
        for fmt in formats:  # '03/02/2026' is 3 February unless a sample says the month comes first
            dates = _parsed(texts, fmt)
            if dates is not None:
                return fmt, tuple(d.isoformat() for d in sorted(dates, reverse=True))
    return None


def epoch_seconds(name: str, samples: Sequence[object]) -> tuple[str, ...] | None:
    """The samples of a column of Unix seconds as ISO timestamps, newest first; None for other columns."""
    numbers = [s for s in samples if isinstance(s, int) and not isinstance(s, bool)]
    if not _MOMENT_NAME.search(name.lower()) or len(numbers) < _MIN_SAMPLES or len(numbers) != len(samples):
        return None
    if not all(_EPOCH_SPAN[0] <= n < _EPOCH_SPAN[1] for n in numbers):
        return None
    moments = sorted((datetime.datetime.fromtimestamp(n, datetime.UTC) for n in numbers), reverse=True)
    return tuple(m.replace(tzinfo=None).isoformat(sep=" ") for m in moments)


def day_numbers(samples: Sequence[object]) -> tuple[str, ...] | None:
    """The samples of a column of days written as yyyymmdd numbers (20251103) as ISO dates, newest first;
    None when any sample is no such day."""
    if not all(isinstance(s, int) and not isinstance(s, bool) for s in samples):
        return None
    read = text_date_format([str(n) for n in samples])  # the digits, read as the text '20251103' is
    return read[1] if read is not None and read[0] == DAY_NUMBER else None
