"""Structured log events and Prometheus metrics: what the service did, readable by people and machines."""
