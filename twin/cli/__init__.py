"""The command line: typer commands, one module per command group."""
