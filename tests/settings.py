"""The test suite's settings: the project's own, with a fast password hasher.

Django's PBKDF2 hasher takes ~0.45 s a password on these machines, and nearly every test signs a user up
(the `alice`/`bob` fixtures, the factories, the seeded demo); Django's testing guide recommends a fast hasher
for tests. Sign-in still checks the password for real: only the hash function differs. Server processes that
tests start (tests/servers.py) use this module too, so they can check the passwords the tests set.
"""

from lantide.settings import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# Scripted model servers answer their tests' calls in order: a title call after a first turn would take one.
# The tests of model titles turn it on where they script the title.
LANTIDE_MODEL_TITLES = False

if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":  # noqa: F405
    DATABASES["default"]["ENGINE"] = "tests.postgres_backend"  # noqa: F405  (a faster flush; see its module)
