"""The OpenAI-compatible model client. Only this package imports openai, and only when a model is called."""

from twin.llm.client import ChatClient, Completion, ReplyStream, Sampling

__all__ = ["ChatClient", "Completion", "ReplyStream", "Sampling"]
