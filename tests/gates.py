"""Changing waffle gates inside a test (waffle flushes its cache on commit, which rolled-back tests never do).

update_or_create: transactional tests flush the tables, taking the migration-made rows with them.
"""

from waffle.models import Flag, Switch


def set_switch(name: str, active: bool) -> None:
    switch, _ = Switch.objects.update_or_create(name=name, defaults={"active": active})
    switch.flush()


def set_flag_everyone(name: str, everyone: bool | None) -> None:
    flag, _ = Flag.objects.update_or_create(name=name, defaults={"everyone": everyone})
    flag.flush()
