"""The hosts an admin-defined connection may name: plain names and addresses, allow-listed, never this server's
own addresses unless an entry names them."""

import pytest

from workspaces.connection_hosts import HostRefused, HostUnavailable, host_address_for_import, host_check


@pytest.mark.parametrize("host", [
    "/var/run/postgresql",  # a socket directory: libpq would talk to the local server
    "@abstract-socket",
    "db1.example.com,db2.example.com",  # a host list
    "host=evil.example.com",
    "postgres://evil.example.com",
    "evil.example.com:5433",
    "[::1]",
    "fe80::1%eth0",
    "127.1",  # libc reads these as 127.0.0.1
    "2130706433",
    "0x7f000001",
    "0177.0.0.1",
    "db example",
    "db\n.example.com",
    "",
])
def test_anything_but_a_plain_name_or_address_is_refused_even_when_listed(settings, host):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = [host, "0.0.0.0/0"]
    with pytest.raises(HostRefused, match="plain host name or an IP address"):
        host_check(host)


@pytest.mark.parametrize("host", ["db.example.com", "10.0.0.5", "127.0.0.1", "localhost"])
def test_the_default_empty_list_admits_no_host(settings, host):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = []
    with pytest.raises(HostRefused, match="not in LANTIDE_IMPORT_ALLOWED_HOSTS"):
        host_check(host)


def test_names_match_exactly_and_addresses_by_network(settings):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["DB.example.com", "10.0.0.0/8", "2001:db8::/32"]
    assert [host_check(h) for h in ("db.EXAMPLE.com", "10.1.2.3", "2001:DB8::7")] == [
        "db.example.com", "10.1.2.3", "2001:db8::7"]
    for host in ("other.example.com", "example.com", "11.0.0.1", "2001:db9::1"):
        with pytest.raises(HostRefused):
            host_check(host)


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1", "169.254.169.254",
                                  "fe80::1", "0.0.0.0", "::"])
def test_this_servers_own_addresses_need_an_entry_of_their_own(settings, host):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["0.0.0.0/0", "::/0"]
    with pytest.raises(HostRefused):
        host_check(host)


def test_an_entry_naming_loopback_opens_it(settings):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["127.0.0.1", "::1"]
    assert (host_check("127.0.0.1"), host_check("::1")) == ("127.0.0.1", "::1")
    with pytest.raises(HostRefused):
        host_check("127.0.0.2")
    assert host_address_for_import("127.0.0.1", 5432) == "127.0.0.1"


def test_a_listed_name_that_resolves_to_loopback_is_not_reached(settings):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["localhost"]
    assert host_check("localhost") == "localhost"
    with pytest.raises(HostUnavailable, match="own address"):
        host_address_for_import("localhost", 5432)
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["localhost", "127.0.0.1", "::1"]
    assert host_address_for_import("localhost", 5432) in ("127.0.0.1", "::1")


def test_a_name_that_does_not_resolve_is_unavailable(settings):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["db.invalid"]
    with pytest.raises(HostUnavailable, match="does not resolve"):
        host_address_for_import("db.invalid", 5432)
