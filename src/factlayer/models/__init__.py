"""Pydantic domain and API models."""
