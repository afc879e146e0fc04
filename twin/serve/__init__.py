"""The twin as a service: `twin serve` (an OpenAI-compatible HTTP API) and `twin mcp` (the memory as MCP tools).

The outer ring, beside `chat/` and `cli/`: uvicorn, starlette and the MCP SDK are imported only here, and only
when one of these commands runs (`twin --help` and `twin chat` never load them).
"""
