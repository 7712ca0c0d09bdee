"""Lantide settings: everything from the environment, with embedded defaults (ARCHITECTURE §3).

Unset DATABASE_URL means SQLite in the data dir; unset REDIS_URL means the in-memory channel layer.
"""

import os
import secrets
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    return raw.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


LANTIDE_DATA_DIR = Path(os.environ.get("LANTIDE_DATA_DIR") or BASE_DIR / "var").resolve()
LANTIDE_DATA_DIR.mkdir(parents=True, exist_ok=True)


def _embedded_secret_key() -> str:
    """A random key kept in the data dir, so the embedded default never runs on a published key."""
    key_file = LANTIDE_DATA_DIR / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(64))
        key_file.chmod(0o600)
    return key_file.read_text().strip()


SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or _embedded_secret_key()
DEBUG = env_bool("DJANGO_DEBUG", False)
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,[::1],testserver")
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", "")

# Production hardening: on when the site is served over HTTPS (DJANGO_SECURE=true).
SECURE_DEPLOYMENT = env_bool("DJANGO_SECURE", False)
SECURE_SSL_REDIRECT = SECURE_DEPLOYMENT
SESSION_COOKIE_SECURE = SECURE_DEPLOYMENT
CSRF_COOKIE_SECURE = SECURE_DEPLOYMENT
SECURE_HSTS_SECONDS = 31536000 if SECURE_DEPLOYMENT else 0
SECURE_HSTS_INCLUDE_SUBDOMAINS = SECURE_DEPLOYMENT
SECURE_HSTS_PRELOAD = SECURE_DEPLOYMENT
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if SECURE_DEPLOYMENT else None
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "waffle",
    "lantide",
    "workspaces",
    "agents",
    "reports",
    "channels",  # after agents: agents' `runworker` (a worker that rides out a Redis outage) wins over its own
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "lantide.security_headers.ContentSecurityPolicyMiddleware",
    "waffle.middleware.WaffleMiddleware",
]

ROOT_URLCONF = "lantide.urls"
ASGI_APPLICATION = "lantide.asgi.application"
WSGI_APPLICATION = None

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "lantide.context_processors.features",
            ],
        },
    },
]

_SQLITE_URL = f"sqlite:///{LANTIDE_DATA_DIR / 'lantide.sqlite3'}"
DATABASES = {"default": dj_database_url.parse(os.environ.get("DATABASE_URL") or _SQLITE_URL, conn_max_age=0,
                                              conn_health_checks=True)}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"]["OPTIONS"] = {
        # WAL lets the stream readers go on while a run writes; IMMEDIATE avoids upgrade deadlocks.
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=10000;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
    DATABASES["default"]["TEST"] = {"NAME": str(LANTIDE_DATA_DIR / "test_lantide.sqlite3")}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CHANNEL_LAYERS = {
        # No socket timeout: redis-py 8 would otherwise read (5 s by default, exactly channels-redis's BZPOPMIN
        # wait: "Timeout reading") and write through asyncio's timeouts, which on Python 3.11 can swallow the
        # cancellation of a task that times out at the same moment (CPython gh-86296); channels-redis then loops
        # in BZPOPMIN for ever, and a closing socket's receive task never ends (a test run hung in teardown).
        # A restarted or stopped Redis closes the connection, which ends a read at once; keepalive finds a
        # vanished peer.
        # Every socket of a process receives through one Redis key (the process's channel), and channels-redis
        # drops what a key gets past `capacity` (default 100): 200 followers of 20 live runs overflowed it, and
        # each dropped event waited for a follower's 30 s liveness check to be read back from the log.
        "default": {"BACKEND": "lantide.channel_layers.RedisChannelLayer", "CONFIG": {
            "hosts": [{"address": REDIS_URL, "socket_timeout": None, "socket_connect_timeout": 5,
                       "socket_keepalive": True}],
            "capacity": 20_000}},
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "lantide.channel_layers.InMemoryChannelLayer"}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/accounts/login/"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = LANTIDE_DATA_DIR / "staticfiles"
STATIC_ROOT.mkdir(exist_ok=True)
WHITENOISE_USE_FINDERS = True

# Uploads above this size are refused before they touch the workspace (bytes).
LANTIDE_UPLOAD_MAX_BYTES = int(os.environ.get("LANTIDE_UPLOAD_MAX_BYTES", str(200 * 1024 * 1024)))
# What one import may expand to, counted batch by batch as it streams (a small file can hold a huge table):
# four times the upload limit (CSV numbers, 8 bytes each, and ordinary Parquet compression fit), and what a
# workspace's DuckDB file may hold in use, ten imports' worth.
LANTIDE_IMPORT_MAX_ROWS = int(os.environ.get("LANTIDE_IMPORT_MAX_ROWS", "100000000"))
LANTIDE_IMPORT_MAX_BYTES = int(os.environ.get("LANTIDE_IMPORT_MAX_BYTES", str(4 * LANTIDE_UPLOAD_MAX_BYTES)))
LANTIDE_WORKSPACE_MAX_BYTES = int(os.environ.get("LANTIDE_WORKSPACE_MAX_BYTES", str(10 * LANTIDE_IMPORT_MAX_BYTES)))
# A workspace bundle (docs/architecture.md, "Workspace bundles"): the zip, exported or uploaded, and what its
# files may expand to when read (a zip of highly compressible Parquet is refused before it is unpacked).
LANTIDE_BUNDLE_MAX_BYTES = int(os.environ.get("LANTIDE_BUNDLE_MAX_BYTES", str(LANTIDE_UPLOAD_MAX_BYTES)))
# Every other request body (bytes). `python -m lantide.serve` refuses a larger one before reading it
# (lantide/request_limits.py), with the JSON error shape.
LANTIDE_REQUEST_MAX_BYTES = int(os.environ.get("LANTIDE_REQUEST_MAX_BYTES", str(5 * 1024 * 1024 // 2)))
# Django's own backstop for form fields (plain daphne, the test client): it answers an HTML 400, so it stays
# above the server's limit and a body the server lets in gets the API's answer.
DATA_UPLOAD_MAX_MEMORY_SIZE = 10 * 1024 * 1024
# A body or an uploaded file past this goes to a temporary file rather than memory.
FILE_UPLOAD_MAX_MEMORY_SIZE = 5 * 1024 * 1024

# The default LLM profile (ARCHITECTURE §3); admins add more profiles in the admin.
LANTIDE_LLM_MODEL = os.environ.get("LANTIDE_LLM_MODEL") or "lantide/analyst"
LANTIDE_LLM_API_BASE = os.environ.get("LANTIDE_LLM_API_BASE", "")
LANTIDE_LLM_API_KEY = os.environ.get("LANTIDE_LLM_API_KEY", "")
LANTIDE_LLM_FALLBACK_MODEL = os.environ.get("LANTIDE_LLM_FALLBACK_MODEL", "")
LANTIDE_LLM_FALLBACK_API_BASE = os.environ.get("LANTIDE_LLM_FALLBACK_API_BASE", "")
LANTIDE_LLM_FALLBACK_API_KEY = os.environ.get("LANTIDE_LLM_FALLBACK_API_KEY", "")
# On a real model's profile, a conversation's first answered turn asks the model for a short title (the offline
# model keeps the title its first question gave it).
LANTIDE_MODEL_TITLES = os.environ.get("LANTIDE_MODEL_TITLES", "1").lower() in ("1", "true", "yes")
# litellm must never reach the network when imported.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # First, so a request that sends a token is judged by it, and an anonymous one gets 401 with its challenge
        # (DRF answers a missing login with the first class's; session first had none, and DRF fell back to 403).
        "lantide.authentication.AccessTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "lantide.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "lantide.api_errors.api_exception_handler",
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    # Bodies are JSON (ARCHITECTURE §6); the data source upload alone takes multipart (its own parser_classes).
    # Form encodings cannot say null, so a schema offering them promised what the API could not take.
    # DRF's JSON parser with a bound on nesting (a deep body sank it with RecursionError).
    "DEFAULT_PARSER_CLASSES": ["lantide.parsers.BoundedJSONParser"],
    "DEFAULT_PAGINATION_CLASS": "lantide.pagination.ListPagination",
    # DRF's throttles on the endpoints that make credentials (429 THROTTLED with Retry-After), per client address
    # or user, counted in the cache (shared through Redis when scaled out); sign-in also locks a username out
    # after repeated failures (lantide.sign_in). Message starts (REST) are limited per user too.
    "DEFAULT_THROTTLE_RATES": {"sign_in": "30/min", "access_token_create": "30/hour",
                               "message_start": os.environ.get("LANTIDE_MESSAGE_START_RATE", "30/min")},
    "PAGE_SIZE": 100,
}
# Tokens issued by POST /api_v1/auth/token expire after this many days (personal tokens choose their own expiry).
LANTIDE_TOKEN_TTL_DAYS = int(os.environ.get("LANTIDE_TOKEN_TTL_DAYS", "30"))
if LANTIDE_TOKEN_TTL_DAYS < 1:
    raise ImproperlyConfigured("LANTIDE_TOKEN_TTL_DAYS must be a whole number of days, at least 1.")

SPECTACULAR_SETTINGS = {
    "TITLE": "Lantide API",
    "DESCRIPTION": "Workspaces, agents, conversations and runs. Errors are {\"code\", \"detail\"}.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # The default hook, and the run event stream (a plain view, which drf-spectacular cannot see).
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums", "agents.sse.document_run_events"],
    # Two choice sets have fields named "mode": name both, so the composer's keeps the name it had.
    "ENUM_NAME_OVERRIDES": {"AccessTokenModeEnum": "lantide.models.AccessTokenMode",
                            "ModeEnum": "agents.models.ComposerMode",
                            "AnnotationStatusEnum": "reports.models.AnnotationStatus",
                            "AccessTokenStatusEnum": "lantide.models.AccessTokenStatus"},
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LANTIDE_LOG_LEVEL", "INFO")},
    "loggers": {"LiteLLM": {"level": "WARNING"}, "httpx": {"level": "WARNING"}},
}

# Waffle reads switches through the cache: shared across processes when Redis is there (an edit anywhere
# invalidates it for all). Without Redis each process has its own, which another process's edit
# (`manage.py waffle_switch`) cannot reach: gates are then cached for a second only, so a kill switch holds
# everywhere within a second (ARCHITECTURE §5).
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "lantide.caches.ResilientRedisCache", "LOCATION": REDIS_URL,
                          "OPTIONS": {"socket_connect_timeout": 2, "socket_timeout": 2}}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
              "gates": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "gates",
                        "TIMEOUT": 1}}
    WAFFLE_CACHE_NAME = "gates"
WAFFLE_CREATE_MISSING_FLAGS = False
WAFFLE_CREATE_MISSING_SWITCHES = False

# Every workspace DuckDB connection runs with these limits (the sandbox of ARCHITECTURE §7).
LANTIDE_DUCKDB_MEMORY_LIMIT = os.environ.get("LANTIDE_DUCKDB_MEMORY_LIMIT", "2GB")
LANTIDE_DUCKDB_THREADS = int(os.environ.get("LANTIDE_DUCKDB_THREADS", "2"))
# Where runs execute: "inprocess" (the embedded default) or "workers" (`manage.py runworker lantide-runs`).
LANTIDE_RUN_EXECUTOR = os.environ.get("LANTIDE_RUN_EXECUTOR", "inprocess")
if LANTIDE_RUN_EXECUTOR not in ("inprocess", "workers"):
    raise ImproperlyConfigured("LANTIDE_RUN_EXECUTOR must be 'inprocess' or 'workers'.")
if LANTIDE_RUN_EXECUTOR == "workers" and not REDIS_URL:
    raise ImproperlyConfigured("LANTIDE_RUN_EXECUTOR=workers needs REDIS_URL: the run channel crosses processes.")
# Several server processes on the same workspace files (scaled out): each holds a file only while using it.
LANTIDE_DUCKDB_SHARED_FILES = os.environ.get("LANTIDE_DUCKDB_SHARED_FILES", "").lower() in ("1", "true", "yes")

# The run runtime (ARCHITECTURE §4.3 defaults).
LANTIDE_EXPLORATION_CAP = int(os.environ.get("LANTIDE_EXPLORATION_CAP", "7"))
LANTIDE_RUN_TIMEOUT = float(os.environ.get("LANTIDE_RUN_TIMEOUT", "900"))
LANTIDE_ASK_USER_TIMEOUT = int(os.environ.get("LANTIDE_ASK_USER_TIMEOUT", "300"))
LANTIDE_REVIEW_TIMEOUT = int(os.environ.get("LANTIDE_REVIEW_TIMEOUT", "3600"))  # a review gate waits longer than a question
LANTIDE_MAX_ITERATIONS = int(os.environ.get("LANTIDE_MAX_ITERATIONS", "100"))
LANTIDE_SSE_HEARTBEAT = float(os.environ.get("LANTIDE_SSE_HEARTBEAT", "15"))
# Orchestration (ARCHITECTURE §5): thoroughness → max_iterations when an agent sets no cap of its own.
LANTIDE_THOROUGHNESS_ITERATIONS = {"quick": 5, "medium": 15, "very_thorough": 40}
LANTIDE_SUBAGENT_MAX_DEPTH = int(os.environ.get("LANTIDE_SUBAGENT_MAX_DEPTH", "2"))
LANTIDE_SUBAGENT_MAX_CONCURRENT = int(os.environ.get("LANTIDE_SUBAGENT_MAX_CONCURRENT", "3"))
LANTIDE_SUBAGENT_OUTPUT_CHARS = int(os.environ.get("LANTIDE_SUBAGENT_OUTPUT_CHARS", "4000"))
# A parent with less run time left than this sends its child to the background instead of waiting on it.
LANTIDE_SUBAGENT_FOREGROUND_MIN_SECONDS = float(os.environ.get("LANTIDE_SUBAGENT_FOREGROUND_MIN_SECONDS", "120"))

# Imports from admin-defined database connections (workspaces.DatabaseConnection). The hosts a connection may
# name: host names, IP addresses or networks, comma-separated; empty (the default) means none, so no
# connection can be saved or imported from. This server's own addresses (loopback, link-local) only when an
# entry names them (e.g. 127.0.0.1). An import reads at most this many rows and bytes (as Arrow holds them).
LANTIDE_IMPORT_ALLOWED_HOSTS = env_list("LANTIDE_IMPORT_ALLOWED_HOSTS", "")
LANTIDE_CONNECTION_IMPORT_MAX_ROWS = int(os.environ.get("LANTIDE_CONNECTION_IMPORT_MAX_ROWS", "10000000"))
LANTIDE_CONNECTION_IMPORT_MAX_BYTES = int(os.environ.get("LANTIDE_CONNECTION_IMPORT_MAX_BYTES",
                                                         str(512 * 1024 * 1024)))
