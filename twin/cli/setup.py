"""`twin init` and `twin doctor`: make a home, and check that everything is in place."""

import json
from typing import Annotated, Any

import typer

from twin.cli.app import app
from twin.errors import ExitStatus, TwinError


@app.command()
def init(
    force: Annotated[bool, typer.Option("--force", help="Overwrite example personas that already exist.")] = False,
) -> None:
    """Create a home: twin.toml and the example personas (existing files are kept)."""
    from twin.cli.workspace import home as resolve
    from twin.persona.examples import example_personas
    from twin.settings import Settings, settings_text
    from twin.store.replace import replace_file

    home = resolve()
    home.personas_dir.mkdir(parents=True, exist_ok=True)
    home.data_dir.mkdir(parents=True, exist_ok=True)
    created = []
    if not home.settings_path.exists():
        examples = example_personas()
        default = "alice" if "alice" in examples else next(iter(examples), "")
        replace_file(home.settings_path, settings_text(Settings(default_persona=default)).encode("utf-8"))
        created.append(str(home.settings_path))
    for name, content in example_personas().items():
        target = home.personas_dir / f"{name}.toml"
        if target.exists() and not force:
            continue
        target.write_bytes(content)
        created.append(str(target))
    typer.echo(f"Home: {home.root} (chosen by {home.reason})")
    for path in created:
        typer.echo(f"  created {path}")
    if not created:
        typer.echo("  everything was already there")
    typer.echo("Next: point twin at a model (see README), then `twin chat`.")


@app.command()
def doctor(
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    offline: Annotated[bool, typer.Option("--offline", help="Do not contact the endpoint.")] = False,
) -> None:
    """Report the home, personas, endpoint and model, and whether the endpoint answers."""
    from twin.cli.workspace import home as resolve
    from twin.home import list_personas
    from twin.llm import ChatClient
    from twin.persona.model import load_persona
    from twin.settings import Settings, load_settings, resolve_endpoint

    home = resolve()
    report: dict[str, Any] = {"home": str(home.root), "home_reason": home.reason, "problems": []}
    status = ExitStatus.OK
    settings = Settings()
    if home.settings_path.exists():
        try:
            settings = load_settings(home)
            report["settings"] = str(home.settings_path)
        except TwinError as exc:
            report["problems"].append(exc.message)
            status = ExitStatus.CONFIG
    else:
        report["settings"] = "none (defaults)"
    personas: dict[str, str] = {}
    for name in list_personas(home.personas_dir):
        try:
            p = load_persona(home.personas_dir, name)
            personas[name] = f"ok ({p.language})"
        except TwinError as exc:
            personas[name] = "invalid"
            report["problems"].append(exc.message)
            status = ExitStatus.CONFIG
    report["personas"] = personas
    if not personas:
        report["problems"].append(f"No personas in {home.personas_dir}: run `twin init`.")
        status = ExitStatus.CONFIG
    endpoint = resolve_endpoint(settings)
    report["endpoint"] = {
        "base_url": endpoint.base_url,
        "from": endpoint.origin,
        "model": endpoint.model or "(first model the server lists)",
        "key": endpoint.key_source,
    }
    if not offline:
        try:
            models = ChatClient(endpoint).list_models()
            report["endpoint"]["answers"] = True
            report["endpoint"]["models"] = models[:20]
            if endpoint.model and models and endpoint.model not in models:
                report["problems"].append(f"The server does not list the model {endpoint.model!r}.")
                status = status or ExitStatus.MODEL
        except TwinError as exc:
            report["endpoint"]["answers"] = False
            report["problems"].append(exc.message + ("  " + exc.hint if exc.hint else ""))
            status = status or ExitStatus.MODEL
    if as_json:
        typer.echo(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        _print(report)
    raise typer.Exit(int(status))


def _print(report: dict[str, Any]) -> None:
    ep = report["endpoint"]
    lines = [
        f"home       {report['home']}  (chosen by {report['home_reason']})",
        f"settings   {report.get('settings', 'invalid')}",
        "personas   " + (", ".join(f"{k}: {v}" for k, v in report["personas"].items()) or "none"),
        f"endpoint   {ep['base_url']}  (from {ep['from']})",
        f"model      {ep['model']}",
        f"key        {ep['key'] if ep['key'] != 'none' else 'none set (fine for local servers)'}",
    ]
    if "answers" in ep:
        answer = "yes" if ep["answers"] else "no"
        if ep.get("models"):
            answer += (
                f" ({len(ep['models'])} models: {', '.join(ep['models'][:5])}{'…' if len(ep['models']) > 5 else ''})"
            )
        lines.append(f"answers    {answer}")
    for line in lines:
        typer.echo(line)
    for problem in report["problems"]:
        typer.echo(f"problem: {problem}", err=True)
    if not report["problems"]:
        typer.echo("All good.")
