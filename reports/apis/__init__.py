"""The reports app's REST operations (ARCHITECTURE §11), one module per resource (URLs in reports/api_urls.py)."""
