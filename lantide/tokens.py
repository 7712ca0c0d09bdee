"""Personal access tokens' secrets (ARCHITECTURE §10): how one is made, stored and tied to its owner's password.

A secret is 256 random bits, so a plain SHA-256 digest stores it as safely as a slow password hash would, and lets a
request find its token by one indexed lookup. A token remembers a fingerprint of its owner's password *hash*: any
password change — the admin's form, `set_password()` + `save()`, `manage.py changepassword`, a raw UPDATE — gives
a new hash (a new salt, even for the same password), and the token stops matching. Nothing has to remember to
revoke it. (Django re-hashing a password on sign-in after a hasher upgrade ends the tokens too, as it ends the
other sessions.)"""

import hashlib
import secrets

SECRET_PREFIX = "lt_"  # recognisable in logs and by secret scanners
SECRET_MAX_LENGTH = 200  # anything longer is no token of ours (and is not hashed)
SHOWN_PREFIX_LENGTH = len(SECRET_PREFIX) + 6


def new_secret() -> str:
    return SECRET_PREFIX + secrets.token_urlsafe(32)


def secret_digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def shown_prefix(secret: str) -> str:
    """What the owner sees of a secret after it was shown once: enough to tell tokens apart, too little to use."""
    return secret[:SHOWN_PREFIX_LENGTH]


def password_fingerprint(user) -> str:
    return hashlib.sha256(user.password.encode()).hexdigest()
