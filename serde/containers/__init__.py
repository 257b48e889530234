"""Artifact containers written by ``torch.export.save``: detection, reading and writing of every layout."""
