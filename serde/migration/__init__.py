"""Batch migration of artifact trees and buckets: planned, verified before publishing, resumable."""
