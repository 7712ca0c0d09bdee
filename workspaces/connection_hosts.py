"""Which hosts an admin-defined database connection may reach (`LANTIDE_IMPORT_ALLOWED_HOSTS`).

A host is a plain host name or an IP address; anything libpq would read otherwise (a socket directory, a
list of hosts, key=value text, a URI) is refused. It must match an allow-list entry: a host name (exactly,
in any case), an IP address or a network. Loopback, link-local and unspecified addresses are this server's
own: they are reached only through an entry that names such an address or a network made of them
(`127.0.0.1`, `127.0.0.0/8`); a host name or a wider network (`0.0.0.0/0`) never opens them. The check runs
when an admin saves a connection and again when an import runs, against the addresses the name resolves to
then, and the import connects to the address that was checked.
"""

import ipaddress
import re
import socket

from django.conf import settings

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

_LABEL = re.compile(r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?")


class HostRefused(Exception):
    """The host is not one this server may connect to; the message is for admins and the server log."""


class HostUnavailable(Exception):
    """The host did not resolve, or resolved to an address it may not reach: the network's answer, not the name's."""


def _address(text: str) -> IPAddress | None:
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return None
    if getattr(address, "scope_id", None):
        return None  # `fe80::1%eth0` names an interface of this server
    mapped = getattr(address, "ipv4_mapped", None)
    return mapped or address


def _libc_reads_as_address(text: str) -> bool:
    """libc takes `127.1`, `2130706433` or `0x7f000001` for 127.0.0.1: such a text is no name."""
    try:
        socket.inet_aton(text)
    except OSError:
        return False
    return True


def _is_host_name(text: str) -> bool:
    labels = text.split(".")
    return len(text) <= 253 and all(_LABEL.fullmatch(label) for label in labels) and not _libc_reads_as_address(text)


def normalized_host(host: str) -> str:
    """The host as it is compared and stored: a plain name in lower case or a canonical IP address."""
    text = (host or "").strip().lower()
    address = _address(text)
    if address is not None:
        return str(address)
    if not _is_host_name(text):
        raise HostRefused("The host must be a plain host name or an IP address (no socket path, port or list).")
    return text


def _is_own(address: IPAddress) -> bool:
    return address.is_loopback or address.is_link_local or address.is_unspecified


def allowed_host_entries() -> tuple[set[str], list[IPNetwork]]:
    names, networks = set(), []
    for entry in settings.LANTIDE_IMPORT_ALLOWED_HOSTS:
        try:
            networks.append(ipaddress.ip_network(entry.lower(), strict=False))
        except ValueError:
            names.add(entry.lower())
    return names, networks


def _network_allows(network: IPNetwork, address: IPAddress) -> bool:
    if address.version != network.version or address not in network:
        return False
    return not _is_own(address) or (_is_own(network.network_address) and _is_own(network.broadcast_address))


def address_allowed(address: IPAddress) -> bool:
    return any(_network_allows(network, address) for network in allowed_host_entries()[1])


def host_check(host: str) -> str:
    """The normalized host if the allow list admits it (as a name or an address); else `HostRefused`."""
    normalized = normalized_host(host)
    names, _ = allowed_host_entries()
    address = _address(normalized)
    if address is None and normalized in names:
        return normalized
    if address is not None and address_allowed(address):
        return normalized
    raise HostRefused(f"The host '{normalized}' is not in LANTIDE_IMPORT_ALLOWED_HOSTS.")


def host_address_for_import(host: str, port: int) -> str:
    """The address an import connects to: the host checked again, resolved now, each address allowed.

    Connecting to this address (libpq's `hostaddr`) leaves no second lookup that could answer differently.
    """
    normalized = host_check(host)
    literal = _address(normalized)
    if literal is not None:
        return str(literal)
    try:
        found = socket.getaddrinfo(normalized, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as error:
        raise HostUnavailable(f"The host '{normalized}' does not resolve: {error}") from error
    addresses = [_address(info[4][0].split("%")[0]) for info in found]
    own = [str(address) for address in addresses if _is_own(address) and not address_allowed(address)]
    if own:
        raise HostUnavailable(f"The host '{normalized}' resolves to this server's own address {own[0]}, "
                          f"which LANTIDE_IMPORT_ALLOWED_HOSTS does not name.")
    return str(addresses[0])
