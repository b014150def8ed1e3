"""Use cases between the HTTP routes and the core: load → run the core → store. Routers call these;
the core packages (digest, verify) never see the database."""
