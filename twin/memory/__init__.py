"""A twin's memory: sessions (raw history), facts, chapters, events, context building."""
