"""Run twin as `python -m twin`."""

from twin.cli.app import main

main()
