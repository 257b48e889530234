"""Version steps, one module per released schema step (like a migrations folder).

Each module registers its transformation with ``@serde.engine.registry.upgrader(source, target)``; the
engine discovers the modules, so adding a step means adding a module.
"""
