"""Claim checking against sources (seed 004). Import from the submodules: ``factlayer.verify.checker``."""
