"""Upgrader steps between released schema versions, one module per step (discovered, never listed)."""
