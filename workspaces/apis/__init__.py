"""The workspaces app's REST operations, one module per resource (URLs in workspaces/api_urls.py)."""
