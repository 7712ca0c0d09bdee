"""Sign-in attempts, counted (ARCHITECTURE §8): after too many failures for one username, or from one client, every
further attempt is refused for the rest of the window, the right password included, so passwords cannot be
guessed at speed. Counted in the cache: per process in the embedded default, shared through Redis scaled out."""

from django.core.cache import cache

WINDOW_SECONDS = 15 * 60
FAILURES_PER_USERNAME = 10
FAILURES_PER_CLIENT = 50


def _keys(*, username: str, client: str) -> tuple[str, str]:
    return f"sign-in:user:{username.strip().lower()[:150]}", f"sign-in:client:{client[:64]}"


def sign_in_blocked(*, username: str, client: str) -> bool:
    user_key, client_key = _keys(username=username, client=client)
    counts = cache.get_many([user_key, client_key])
    return counts.get(user_key, 0) >= FAILURES_PER_USERNAME or counts.get(client_key, 0) >= FAILURES_PER_CLIENT


def sign_in_failed(*, username: str, client: str) -> None:
    for key in _keys(username=username, client=client):
        if not cache.add(key, 1, WINDOW_SECONDS):
            try:
                cache.incr(key)
            except ValueError:  # expired between the two calls
                cache.add(key, 1, WINDOW_SECONDS)


def sign_in_succeeded(*, username: str) -> None:
    cache.delete(_keys(username=username, client="")[0])


def client_of(request) -> str:
    return request.META.get("REMOTE_ADDR", "") or "unknown"
