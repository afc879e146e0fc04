"""twin: a local-first digital twin with narrative memory."""

__version__ = "0.1.0"
