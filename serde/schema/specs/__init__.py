"""The frozen spec of every released schema version, one ``<major>.<minor>.json`` each (package data)."""
