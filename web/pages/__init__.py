"""The page modules. Each declares its own routes as a module-level ``routes = web.RouteTableDef()``;
:func:`web.app.build_app` adds every module's, so a new page is a new module here (and its template)."""
