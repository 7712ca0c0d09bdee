"""The agents app's REST operations, one module per resource (URLs in agents/api_urls.py)."""
