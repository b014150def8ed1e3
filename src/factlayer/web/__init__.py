"""Server-rendered pages (digest viewer, claim checker): templates, static assets and their view models.

No HTTP here: ``api/routers/view.py`` loads the records and hands them to these builders and to ``render``.
"""
