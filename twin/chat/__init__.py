"""The turn loop and the terminal: input, rendering, slash commands."""
