"""Changing waffle gates inside a test transaction (waffle flushes its cache on commit, which tests never do)."""

from waffle.models import Flag, Switch


def set_switch(name: str, active: bool) -> None:
    switch = Switch.objects.get(name=name)
    switch.active = active
    switch.save()
    switch.flush()


def set_flag_everyone(name: str, everyone: bool | None) -> None:
    flag = Flag.objects.get(name=name)
    flag.everyone = everyone
    flag.save()
    flag.flush()
