"""HTTP layer: FastAPI app factory, routers, problem+json."""
