"""`twin init` and `twin doctor` through the CLI."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.fakeserver import FakeOpenAI


def test_init_creates_a_home_with_settings_and_examples(cli, isolated_home: Path) -> None:
    result = cli("init")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        f"Home: {isolated_home} (chosen by $TWIN_HOME)",
        f"  created {isolated_home / 'twin.toml'}",
        f"  created {isolated_home / 'personas' / 'alice.toml'}",
        f"  created {isolated_home / 'personas' / 'lin.toml'}",
        "Next: point twin at a model (see README), then `twin chat`.",
    ]
    settings = tomllib.loads((isolated_home / "twin.toml").read_text(encoding="utf-8"))
    assert settings["default_persona"] == "alice"
    assert "api_key" not in settings["model"]
    again = cli("init")
    assert again.stdout.splitlines()[1:] == [
        "  everything was already there",
        "Next: point twin at a model (see README), then `twin chat`.",
    ]


def test_init_force_puts_an_example_back_and_keeps_the_hand_edit_it_replaces(cli, isolated_home: Path) -> None:
    assert cli("init").exit_code == 0
    lin = isolated_home / "personas" / "lin.toml"
    shipped = lin.read_text(encoding="utf-8")
    edited = shipped.replace("language =", 'greeting = "我亲手改的"\nlanguage =', 1)
    lin.write_text(edited, encoding="utf-8")
    result = cli("init", "--force")
    assert result.exit_code == 0, result.output
    # it said "created", and the hand edit was in no version: gone
    assert f"  replaced {lin} (the text it had: `twin persona history lin`)" in result.stdout.splitlines()
    assert lin.read_text(encoding="utf-8") == shipped
    kept = json.loads(cli("persona", "history", "lin", "--json").stdout)
    assert [v["source"] for v in kept["versions"]] == ["observed", "new"]
    assert cli("persona", "diff", "lin", "1", "2").stdout.count("我亲手改的") == 1
    assert cli("init", "--force").stdout.splitlines()[1] == "  everything was already there"


def test_init_with_a_model_set_says_chat_is_next(cli, isolated_home: Path, model_env: FakeOpenAI) -> None:
    result = cli("init")
    assert result.exit_code == 0, result.output
    host = model_env.base_url.split("//")[1].split("/")[0]
    assert result.stdout.splitlines()[-1] == (
        f"Next: `twin chat` (the model is set: {host}, from $OPENAI_BASE_URL; `twin doctor` checks it)."
    )


def test_doctor_reports_everything_without_the_key(cli, home_with_personas: Path, model_env: FakeOpenAI) -> None:
    result = cli("doctor")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[7].startswith("disk       ") and lines[7].endswith(" free")
    assert lines == [
        f"home       {home_with_personas}  (chosen by $TWIN_HOME)",
        "settings   none (defaults)",
        "personas   alice: ok (en), lin: ok (zh)",
        f"endpoint   {model_env.base_url}  (from $OPENAI_BASE_URL)",
        "model      fake-model",
        "key        $OPENAI_API_KEY",
        "answers    yes (1 model: fake-model)",
        lines[7],  # the free space of the test's disk
        "All good.",
    ]
    assert "sk-test" not in result.output
    data = json.loads(cli("doctor", "--json").stdout)
    assert data["endpoint"]["answers"] is True and data["personas"] == {"alice": "ok (en)", "lin": "ok (zh)"}


def test_doctor_finds_a_broken_persona_and_an_unreachable_endpoint(cli, home_with_personas: Path, monkeypatch) -> None:
    (home_with_personas / "personas" / "bad.toml").write_text('name = "x"\nlanguage = "fr"\n', encoding="utf-8")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    result = cli("doctor")
    assert result.exit_code == 3
    assert "personas   alice: ok (en), bad: invalid, lin: ok (zh)" in result.stdout
    assert "answers    no" in result.stdout
    assert 'bad.toml:2: language: expected "en" or "zh"' in result.stderr
    assert "Could not reach a model at 127.0.0.1:9" in result.stderr
    [problem] = [line for line in result.stderr.splitlines() if "Could not reach" in line]
    assert "($OPENAI_BASE_URL). Is the server at http://127.0.0.1:9/v1 running?" in problem  # one space, as elsewhere
    assert "  " not in problem.removeprefix("problem: ")


def test_doctor_tells_to_run_it_again_where_a_hint_elsewhere_says_doctor_checks(
    cli, home_with_personas: Path, fake_llm: FakeOpenAI, monkeypatch
) -> None:
    for url, step in (("http://127.0.0.1:9/v1", "Then run"), (fake_llm.base_url.removesuffix("/v1"), "; then run")):
        monkeypatch.setenv("OPENAI_BASE_URL", url)
        result = cli("doctor")
        assert result.exit_code == 4, result.output
        assert "`twin doctor` checks" not in result.stderr
        assert f"{step} `twin doctor` again." in " ".join(result.stderr.split())
    chat = cli("chat", "alice", input="hi\n")  # elsewhere, doctor is the next step
    assert chat.exit_code == 4 and "`twin doctor` checks it." in " ".join(chat.stderr.split())


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key, as a person's own server might have."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    where = tmp_path_factory.mktemp("tls")
    cert, key = where / "cert.pem", where / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert), "-days",
         "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, capture_output=True,
    )  # fmt: skip
    return cert, key


def test_a_model_over_https_whose_certificate_is_not_trusted_says_so_and_ssl_cert_file_trusts_it(
    cli, home_with_personas: Path, certificate: tuple[Path, Path], monkeypatch
) -> None:
    import ssl

    from tests.memorykit import Script

    cert, key = certificate
    fake = FakeOpenAI()
    fake.tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    fake.tls.load_cert_chain(cert, key)
    with fake:
        Script(fake)
        assert fake.base_url.startswith("https://")
        monkeypatch.setenv("OPENAI_BASE_URL", fake.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        monkeypatch.setenv("TWIN_MODEL", "fake-model")
        monkeypatch.delenv("SSL_CERT_FILE", raising=False)
        monkeypatch.delenv("SSL_CERT_DIR", raising=False)
        for said in (cli("doctor"), cli("chat", "alice", input="hi\n")):
            assert said.exit_code == 4, said.output
            assert "answered with a certificate this machine does not trust (self-signed certificate)" in said.stderr
            assert "point SSL_CERT_FILE at the certificate that signed" in " ".join(said.stderr.split())
            assert "Could not reach" not in said.stderr and "Traceback" not in said.stderr
        monkeypatch.setenv("SSL_CERT_FILE", str(cert))
        result = cli("doctor")
        assert result.exit_code == 0, result.output
        assert "answers    yes" in result.stdout
        assert cli("chat", "alice", input="hi\n").exit_code == 0


def test_a_secure_connection_dropped_in_its_handshake_is_said_and_the_next_message_is_asked_again(
    cli, home_with_personas: Path, monkeypatch
) -> None:
    from tests.fakeserver import hanging_up

    with hanging_up() as url:  # a proxy that hangs up on every greeting, as one restarting
        monkeypatch.setenv("OPENAI_BASE_URL", url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        monkeypatch.setenv("TWIN_MODEL", "fake-model")
        said = cli("chat", "alice", input="hi\nhello again\n")
    words = " ".join(said.stderr.split())
    assert said.exit_code == 4 and "Traceback" not in said.stderr, said.output
    # not a setup error: asking again may do, so the second message is asked too
    assert words.count("A secure connection to the model at 127.0.0.1") == 2, words
    assert "The chat stops here" not in words


def test_an_https_base_url_for_a_server_speaking_plain_http_says_to_write_http(
    cli, home_with_personas: Path, fake_llm: FakeOpenAI, monkeypatch
) -> None:
    https = fake_llm.base_url.replace("http://", "https://")
    monkeypatch.setenv("OPENAI_BASE_URL", https)
    for said in (cli("doctor"), cli("chat", "alice", input="hi\n")):
        assert said.exit_code == 4, said.output
        words = " ".join(said.stderr.split())
        assert "answers in plain HTTP, and its base URL asks for HTTPS" in words
        assert f"Set OPENAI_BASE_URL to {fake_llm.base_url}" in words


def test_doctor_names_a_model_the_server_lacks(
    cli, home_with_personas: Path, model_env: FakeOpenAI, monkeypatch
) -> None:
    monkeypatch.setenv("TWIN_MODEL", "gpt-imaginary")
    result = cli("doctor")
    assert result.exit_code == 4
    said = " ".join(result.stderr.split())
    listed = ", ".join(model_env.models[:5])
    assert f"The server does not list the model 'gpt-imaginary'; it lists {listed}." in said
    assert "Set TWIN_MODEL (or `model` in twin.toml) to one of them" in said


def test_doctor_says_the_key_variable_twin_toml_names_is_not_set(
    cli, home_with_personas: Path, model_env: FakeOpenAI, monkeypatch
) -> None:
    (home_with_personas / "twin.toml").write_text('[model]\napi_key_env = "MY_TWIN_KEY"\n', encoding="utf-8")
    monkeypatch.delenv("MY_TWIN_KEY", raising=False)
    result = cli("doctor", "--offline")
    assert result.exit_code == 3
    assert "twin.toml names $MY_TWIN_KEY as the key's variable (api_key_env), but it is not set" in result.stderr
    assert "key        none: $MY_TWIN_KEY, named in twin.toml, is not set" in result.stdout
    monkeypatch.setenv("MY_TWIN_KEY", "sk-mine-123")
    result = cli("doctor", "--offline")
    assert result.exit_code == 0 and "key        $MY_TWIN_KEY" in result.stdout and "sk-mine" not in result.output


def test_doctor_says_the_default_persona_twin_toml_names_does_not_exist(cli, home_with_personas: Path) -> None:
    (home_with_personas / "twin.toml").write_text('default_persona = "ghost"\n', encoding="utf-8")
    chat = cli("chat", input="hi\n")
    assert chat.exit_code == 3  # said to come from twin.toml, with what to do (it said only "no persona 'ghost'")
    assert "default_persona in " in chat.stderr and "is 'ghost', but there is no persona called 'ghost'" in chat.stderr
    assert "set default_persona to one of alice, lin" in chat.stderr
    result = cli("doctor", "--offline")
    assert result.exit_code == 3 and "All good." not in result.output
    [said] = [line for line in result.stderr.splitlines() if "default_persona" in line]
    assert "is 'ghost', but there is no persona called 'ghost'" in said
    assert "Set default_persona to one of alice, lin (or remove it), or create it: `twin persona new ghost`." in said
    report = json.loads(cli("doctor", "--offline", "--json").stdout)
    assert any("default_persona" in problem for problem in report["problems"])
    (home_with_personas / "twin.toml").write_text('default_persona = "lin"\n', encoding="utf-8")
    assert cli("doctor", "--offline").exit_code == 0


def test_broken_settings_file_is_reported_with_its_line(cli, home_with_personas: Path) -> None:
    (home_with_personas / "twin.toml").write_text('[model]\ntimeout = "soon"\nmodle = "x"\n', encoding="utf-8")
    result = cli("chat", "alice", input="hi\n")
    assert result.exit_code == 3
    assert "twin.toml:2: model.timeout: expected a number, found a string" in result.stderr
    assert "twin.toml:3: model.modle: unknown field" in result.stderr
    assert "twin.toml has 2 problems:" in result.stderr
    (home_with_personas / "twin.toml").write_text('user = "Sam"\n\n[modle]\nmodel = "x"\n', encoding="utf-8")
    result = cli("doctor", "--offline")  # a section's name mistyped: its line too
    assert result.exit_code == 3 and "twin.toml has 1 problem:\n  twin.toml:3: modle: unknown field" in result.stderr


OUT_OF_RANGE = [
    ("model", "timeout", ["0", "-1", "nan", "inf", "1e308"], "expected a number of seconds more than 0, up to 86400"),
    ("model", "max_tokens", ["-5", "0", "100000000000000000000"], "expected a whole number from 1 to 2147483647"),
    ("model", "max_retries", ["-1", "11", "1000000"], "expected a whole number from 0 to 10"),
    ("model", "temperature", ["-1", "nan", "2.5"], "expected a number from 0 to 2"),
    ("context", "total_tokens", ["0", "-100", "100000000000000000000"], "expected a whole number from 1 to"),
    ("context", "half_life_days", ["0", "-3", "nan", "inf", "1e308"], "expected a number of days more than 0"),
    ("context", "chapters", ["-1", "100000000000000000000"], "expected a whole number from 0 to 2147483647"),
    ("serve", "idle_minutes", ["nan", "-1", "0", "inf"], "expected a number of minutes more than 0"),
    ("serve", "port", ["-1", "70000"], "expected a port from 1 to 65535, or 0 for any free one"),
    ("serve", "host", ['""', '"  "'], "expected an address of this machine"),
    ("model", "base_url", ['"http://127.0.0.1:99999/v1"'], "but its port (99999) is not a number from 1 to 65535"),
    ("model", "base_url", ['"http://[::1/v1"'], "but its host is an IPv6 address whose brackets are not closed"),
    ("model", "base_url", ['"127.0.0.1:11434/v1"'], "but it does not begin with http:// or https://"),
]


@pytest.mark.parametrize(("section", "key", "values", "expected"), OUT_OF_RANGE, ids=lambda v: str(v)[:20])
def test_a_setting_out_of_its_range_is_named_with_its_line_by_every_command(
    cli, home_with_personas: Path, section: str, key: str, values: list[str], expected: str
) -> None:
    for value in values:
        (home_with_personas / "twin.toml").write_text(f'user = "Sam"\n\n[{section}]\n{key} = {value}\n', "utf-8")
        serve = [("serve",)] if section == "serve" else []  # (one that took the value would serve, and wait)
        for args in (("chat", "alice"), ("doctor", "--offline"), ("memory", "reextract", "alice"), *serve):
            result = cli(*args, input="hi\n")
            assert result.exit_code == 3, (value, args, result.output)  # a line of twin.toml, not a flag (2)
            [said] = [line for line in result.stderr.splitlines() if f"twin.toml:4: {section}.{key}: " in line]
            assert expected in said and "Traceback" not in result.output, (value, args)


def leaf_commands() -> set[str]:
    """Every command `twin` has, by its words ("memory facts"), a group that runs on its own (`serve`) too."""
    import typer.main

    from twin.cli.app import app, load_commands

    load_commands()

    def walk(command: Any, path: list[str]) -> Iterator[str]:
        subcommands = getattr(command, "commands", None)
        if not subcommands or (path and getattr(command, "invoke_without_command", False)):
            yield " ".join(path)
        for name, sub in (subcommands or {}).items():
            yield from walk(sub, [*path, name])

    return set(walk(typer.main.get_command(app), []))


def test_every_command_that_uses_the_home_checks_twin_toml_as_chat_does(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    text = tmp_path / "notes.md"
    text.write_text("I grew up by the sea.\n", encoding="utf-8")
    f = str(text)
    uses = {  # each with arguments it would otherwise run with, or fail on later than twin.toml
        "chat": ["alice"], "replay": ["01ABC"], "ingest": ["alice", f], "mcp": ["alice"], "sessions list": [],
        "sessions search": ["alice", "sea"], "sessions show": ["01ABC"], "sessions export": ["01ABC"],
        "memory facts": ["alice"], "memory history": ["alice", "city"], "memory why": ["alice", "city"],
        "memory forget": ["alice", "city"], "memory correct": ["alice", "city", "Oslo"],
        "memory purge": ["alice", "abcd"], "memory review": ["alice"], "memory search": ["alice", "sea"],
        "memory stats": ["alice"],
        "memory reextract": ["alice"], "memory eras": ["alice", "--no-write"], "persona list": [],
        "persona show": ["alice"], "persona validate": [], "persona new": ["bob", "--from", "alice"],
        "persona edit": ["alice"], "persona history": ["alice"], "persona diff": ["alice"],
        "persona rollback": ["alice", "1"], "import card": [f], "import chatgpt": [f, "--persona", "alice"],
        "import sillytavern": [f, "--persona", "alice"], "voice learn": ["alice", f, "--no-describe"],
        "voice show": ["alice"], "voice check": ["alice", f], "index rebuild": ["alice"], "index embed": ["alice"],
        "serve": [], "serve token": [],
    }  # fmt: skip
    assert set(uses) | {"init", "doctor"} == leaf_commands()  # a new command is added here
    (home_with_personas / "twin.toml").write_text("[model]\ntimeout = 0\n", encoding="utf-8")
    before = sorted(p.relative_to(home_with_personas) for p in home_with_personas.rglob("*"))
    for words, args in uses.items():
        result = cli(*words.split(), *args, input="")
        assert result.exit_code == 3, (words, result.output)
        assert "twin.toml:2: model.timeout: expected a number of seconds" in result.stderr, (words, result.output)
    assert sorted(p.relative_to(home_with_personas) for p in home_with_personas.rglob("*")) == before
    doctor = cli("doctor", "--offline")
    assert doctor.exit_code == 3 and "twin.toml:2: model.timeout" in doctor.stderr
    (home_with_personas / "personas" / "lin.toml").unlink()
    made = cli("init")  # makes what is missing, keeps twin.toml as it is, and says what is wrong with it
    assert made.exit_code == 3 and "twin.toml:2: model.timeout" in made.stderr and "Next:" not in made.stdout
    assert "created" in made.stdout and (home_with_personas / "personas" / "lin.toml").exists()


def test_the_problems_of_a_settings_file_are_listed_in_its_order(cli, home_with_personas: Path) -> None:
    text = '[serve]\nport = 70000\n\n[model]\nbase_url = "http://[::1/v1"\ntimeout = 0\n'
    (home_with_personas / "twin.toml").write_text(text, encoding="utf-8")
    result = cli("doctor", "--offline")
    lines = [line.strip().split(":")[1] for line in result.stderr.splitlines() if line.startswith("  twin.toml:")]
    assert result.exit_code == 3 and lines == ["2", "5", "6"]


def test_a_base_url_from_the_environment_twin_cannot_use_is_one_sentence(
    cli, home_with_personas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for url, why in (
        ("http://127.0.0.1:99999/v1", "its port (99999) is not a number from 1 to 65535"),
        ("http://[::1/v1", "its host is an IPv6 address whose brackets are not closed ([::1] is one)"),
        ("ftp://127.0.0.1/v1", "it does not begin with http:// or https://"),
    ):
        monkeypatch.setenv("OPENAI_BASE_URL", url)
        serve = [("serve",)] if "ftp" not in url else []  # (an endpoint it cannot reach is said, and it serves)
        for args in (("chat", "alice"), ("memory", "reextract", "alice"), *serve):
            result = cli(*args, input="hi\n")
            assert (result.exit_code, result.stderr.splitlines()[0]) == (
                3,
                f"Error: OPENAI_BASE_URL is not an address twin can use: {why}.",
            ), (url, args, result.output)
            assert "Set OPENAI_BASE_URL to the API's address" in result.stderr
        result = cli("doctor")  # says it among its problems, and reports the rest of the home all the same
        assert result.exit_code == 3, result.output
        assert f"problem: OPENAI_BASE_URL is not an address twin can use: {why}." in result.stderr
        assert "personas   alice: ok (en)" in result.stdout and "disk " in result.stdout


def test_a_key_pasted_where_its_variable_goes_is_refused_and_never_repeated(cli, home_with_personas: Path) -> None:
    for pasted, said in (
        ("sk-proj-Abc123def456ghi789", "this looks like a key, not the name of a variable"),
        ("0123456789abcdef0123456789abcdef", "this looks like a key, not the name of a variable"),
        ("my key", "expected the name of an environment variable (letters, digits and _"),
    ):
        (home_with_personas / "twin.toml").write_text(f'[model]\napi_key_env = "{pasted}"\n', encoding="utf-8")
        for args in (("chat", "alice"), ("doctor", "--offline")):
            result = cli(*args, input="hi\n")
            assert result.exit_code == 3 and f"twin.toml:2: model.api_key_env: {said}" in result.stderr, result.output
            assert pasted not in result.output


def test_debug_and_home_work_after_the_command_too(cli, home_with_personas: Path, tmp_path: Path) -> None:
    from twin.facts.store import FactStore

    elsewhere = tmp_path / "elsewhere"
    assert cli("--home", str(elsewhere), "init").exit_code == 0
    facts = FactStore(elsewhere / "data" / "alice")
    facts.assert_fact("user", "city", "Oslo", source="user", confidence=0.9, cause="T1")
    for args, there in (
        (("memory", "facts", "alice", "--debug"), False),
        (("--debug", "memory", "facts", "alice"), False),
        (("memory", "facts", "--home", str(elsewhere), "alice"), True),
        (("memory", "facts", f"--home={elsewhere}", "alice", "--debug"), True),
    ):
        result = cli(*args)
        assert result.exit_code == 0, (args, result.output)
        assert ("Oslo" in result.stdout) == there, args
    failed = cli("memory", "why", "alice", "ZZZZZZZZ", "--debug")
    assert failed.exit_code == 2 and "Traceback" in failed.stderr and "No such option" not in failed.stderr
    assert "Traceback" not in cli("memory", "why", "alice", "ZZZZZZZZ").stderr
    assert cli("memory", "facts", "alice", "--home").exit_code == 2  # a --home without its folder is a usage error
    # what follows -- is the command's own: a search for the words "--debug"
    assert "No such option" not in cli("memory", "search", "alice", "--", "--debug").stderr


def test_version_and_help(cli) -> None:
    from twin import __version__

    assert cli("--version").stdout == f"twin {__version__}\n"
    result = cli("--help")
    assert result.exit_code == 0 and "chat" in result.stdout and "doctor" in result.stdout
    serve = cli("serve", "--help")  # `twin serve` runs on its own: its command is optional
    assert serve.exit_code == 0 and serve.stdout.splitlines()[0] == "Usage: twin serve [OPTIONS] [COMMAND [ARGS]...]"
    memory = cli("memory", "--help")  # a group that does not
    assert memory.stdout.splitlines()[0] == "Usage: twin memory [OPTIONS] COMMAND [ARGS]..."


def test_every_argument_is_named_alike_in_usage_lines() -> None:
    """In capitals, in braces when it must be given and in brackets when it may be left out (typer's way), with ...
    when several may be given: `{PERSONA} {FACT}`, `[PERSONA]`, `{FILE...}`."""
    import typer.main

    from twin.cli.app import app, load_commands

    load_commands()
    root = typer.main.get_command(app)
    seen = 0
    for words in sorted(leaf_commands()):
        command = root
        for word in words.split():
            command = command.commands[word]  # type: ignore[attr-defined]
        ctx = typer.Context(command, info_name=words)
        for param in command.params:
            if param.param_type_name != "argument":
                continue
            seen += 1
            shown = param.make_metavar(ctx, usage=True)  # type: ignore[call-arg]
            # (`[PERSONA] TEXT...`: an optional first word of the words that must be given)
            pattern = r"\{[A-Z|]+(\.\.\.)?\}|\[[A-Z]+\] [A-Z]+\.\.\." if param.required else r"\[[A-Z|]+(\.\.\.)?\]"
            assert re.fullmatch(pattern, shown), (words, shown)
            assert param.nargs == 1 or shown.rstrip("]}").endswith("..."), words
    assert seen > 30


def test_a_home_that_cannot_be_written_is_a_problem_doctor_names(tmp_path: Path) -> None:
    from twin.cli.setup import _unwritable

    probed = tmp_path / "probed"
    probed.mkdir()
    assert _unwritable(probed) == ""
    assert not list(probed.iterdir())  # the probe leaves nothing behind
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    assert _unwritable(blocked) == "not a directory"  # as a read-only disk refuses (tests run as root: no chmod)


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    """A file system of its own, 64 MB (room above what the derived database keeps free), to make read-only."""
    from tests.conftest import tmpfs

    yield from tmpfs(tmp_path, "64m")


def test_doctor_on_a_read_only_home_says_why_in_words(cli, disk: Path) -> None:
    """It named search.sqlite3 (a file of twin 0.1 it tried to delete) and showed "[Errno 30]"."""
    from tests.conftest import REPO

    home = disk / "home"
    shutil.copytree(REPO / "personas", home / "personas")
    assert cli("--home", str(home), "index", "rebuild", "alice").exit_code == 0  # its derived database is there
    subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
    result = cli("--home", str(home), "doctor", "--offline")
    index = home / "data" / "alice" / "index" / "memory.sqlite3"
    assert result.exit_code == 5
    assert (
        f"             index: {index} could not be used (its folder cannot be written: a read-only disk, or its "
        "permissions): a private copy in the temporary folder is used\n"
    ) in result.stdout
    assert "Errno" not in result.output and "search.sqlite3" not in result.output
    assert index.is_file()  # not taken for a damaged database and deleted


@pytest.mark.parametrize("kind", ["a file", "not there"])
def test_a_home_that_is_a_file_or_is_not_there_is_named_with_the_next_step(cli, tmp_path: Path, kind: str) -> None:
    home = tmp_path / "twin-home"
    if kind == "a file":
        home.write_text("a file where the folder should be", encoding="utf-8")
        said = (
            f"The home {home} (chosen by --home) is a file, not a folder.",
            "Choose a folder with --home or $TWIN_HOME (`twin init` creates a new home there).",
        )  # (it advised moving the file away, whatever it was: /etc/passwd)
    else:
        said = (
            f"The home {home} (chosen by --home) does not exist.",
            f"Run `twin --home {home} init` to create it there, or check the path.",
        )
    result = cli("--home", str(home), "memory", "facts", "alice")
    assert (result.exit_code, result.stderr) == (3, f"Error: {said[0]}\n{said[1]}\n")  # not "no persona alice"
    doctor = cli("--home", str(home), "doctor", "--offline")
    assert doctor.exit_code == 3
    assert [line for line in doctor.stderr.splitlines() if line.startswith("problem:")] == [
        f"problem: {said[0]} {said[1]}"  # neither "run `twin init`" for personas nor "reads work"
    ]
    init = cli("--home", str(home), "init")
    if kind == "a file":
        assert (init.exit_code, init.stderr) == (3, f"Error: {said[0]}\n{said[1]}\n")
        assert home.read_text(encoding="utf-8") == "a file where the folder should be"
    else:
        assert init.exit_code == 0 and (home / "personas" / "alice.toml").is_file()


def test_a_home_in_twin_home_that_is_a_file_and_an_empty_home_option(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    afile = tmp_path / "afile"
    afile.write_text("", encoding="utf-8")
    monkeypatch.setenv("TWIN_HOME", str(afile))
    result = cli("persona", "list")
    assert result.exit_code == 3
    assert result.stderr.startswith(f"Error: The home {afile} (chosen by $TWIN_HOME) is a file, not a folder.\n")
    monkeypatch.chdir(tmp_path)  # "" was read as ".": this folder, silently
    empty = cli("--home", "", "persona", "list")
    assert (empty.exit_code, empty.stderr) == (
        2,
        "Error: --home is empty.\nGive the twin home folder, or leave --home out.\n",
    )


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (("ingest", "alice", ""), "FILE"),
        (("ingest", "alice", "notes.md", "", "--json"), "FILE"),
        (("import", "chatgpt", "", "-p", "alice"), "FILE"),
        (("import", "sillytavern", "", "-p", "alice"), "FILE"),
        (("import", "card", ""), "FILE"),
        (("voice", "learn", "alice", ""), "FILE|DIR"),
        (("voice", "check", "alice", ""), "FILE"),
        (("sessions", "export", "{session}", "-o", ""), "--output"),
    ],
)
def test_an_empty_path_is_refused_not_read_as_the_current_folder(
    cli, home_with_personas: Path, model_env: FakeOpenAI, monkeypatch, args: tuple[str, ...], named: str
) -> None:
    # `twin ingest alice "$NOTES"` with NOTES unset: "" was read as ".", every file under the current folder, each
    # sent to the model; the same for a conversations.json there (`import chatgpt ""`)
    from tests.test_sessions_cli import at, write_session

    here = home_with_personas / "here"
    here.mkdir()
    (here / "notes.md").write_text("My private notes: I live in Oslo.\n", encoding="utf-8")
    (here / "conversations.json").write_text("[]", encoding="utf-8")
    monkeypatch.chdir(here)
    session = ""
    if "{session}" in args:  # an export checks its --output once the session, and so its twin, is known
        session = write_session(home_with_personas, "alice", at(4, 9), [("user", "hello", 0, {})])[0]
    data = sorted((home_with_personas / "data").rglob("*"))
    result = cli(*[a.format(session=session) for a in args])
    assert result.exit_code == 2, result.output
    said = json.loads(result.stdout)["error"]["message"] if "--json" in args else result.stderr.splitlines()[0]
    assert said.removeprefix("Error: ") == f"{named} is an empty path."
    assert model_env.chat_requests() == [] and sorted((home_with_personas / "data").rglob("*")) == data


@pytest.mark.parametrize(
    ("words", "offered"),
    [
        ("twin chat a", ["alice"]),
        ("twin memory facts ", ["alice", "lin"]),
        ("twin voice show l", ["lin"]),
        ("twin --home HOME chat ", ["alice", "lin"]),  # the home as typed on the line
        ("twin serve --persona ", ["alice", "lin"]),  # every persona option and argument
        ("twin serve -p l", ["lin"]),
        ("twin replay --persona ", ["alice", "lin"]),
        ("twin sessions show 01ABC -p ", ["alice", "lin"]),
        ("twin sessions export 01ABC --persona a", ["alice"]),
        ("twin import chatgpt x.json --persona ", ["alice", "lin"]),
        ("twin import sillytavern x.jsonl -p ", ["alice", "lin"]),
        ("twin sessions search ", ["alice", "lin"]),  # [PERSONA] TEXT: the first word only
        ("twin sessions search alice ", []),
    ],
)
def test_the_shell_completes_persona_names(home_with_personas: Path, words: str, offered: list[str]) -> None:
    import os
    import subprocess

    from tests.chatkit import TWIN

    home = str(home_with_personas)
    if "HOME" in words:
        words, home = words.replace("HOME", home), "/nonexistent"
    env = {**os.environ, "TWIN_HOME": home, "_TWIN_COMPLETE": "complete_bash"}
    env.update(COMP_WORDS=words, COMP_CWORD=str(len(words.split(" ")) - 1))
    done = subprocess.run([TWIN], env=env, capture_output=True, text=True, timeout=30)
    assert done.stdout.split() == offered, done.stderr


def test_doctor_never_shows_a_password_in_the_endpoints_address(
    cli, home_with_personas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """doctor printed http://bob:sk-URLPASSWORD999@…, and its --json had it in base_url: what people paste into a
    bug report."""
    monkeypatch.setenv("OPENAI_BASE_URL", "http://bob:sk-URLPASSWORD999@127.0.0.1:9/v1")
    shown = cli("doctor", "--offline")
    report = cli("doctor", "--offline", "--json").stdout
    assert "URLPASSWORD" not in shown.output + shown.stderr and "URLPASSWORD" not in report
    assert json.loads(report)["endpoint"]["base_url"] == "http://bob:***@127.0.0.1:9/v1"


def test_a_file_nested_too_deeply_is_a_problem_of_that_file(cli, home_with_personas: Path) -> None:
    """500 arrays inside each other in a persona file (or in twin.toml) overflowed the TOML reader: every command
    that read it, doctor included, was "a bug in twin"."""
    (home_with_personas / "personas" / "deep.toml").write_text("a = " + "[" * 500 + "]" * 500 + "\n", encoding="utf-8")
    listed = cli("persona", "list")
    assert listed.exit_code == 0 and "nested too deeply" in listed.output
    doctor = cli("doctor", "--offline")
    assert doctor.exit_code == 3 and "deep.toml" in doctor.stderr and "bug in twin" not in doctor.output
    (home_with_personas / "twin.toml").write_text("b = " + "{x=" * 400 + "1" + "}" * 400 + "\n", encoding="utf-8")
    broken = cli("doctor", "--offline")
    assert broken.exit_code == 3 and "nested too deeply" in broken.stderr and "bug in twin" not in broken.stderr


def test_completion_is_for_the_shell_named(tmp_path: Path) -> None:
    """`twin --install-completion fish` wrote bash completion into ~/.bashrc from a bash shell (typer's options take
    no shell where they detect one, and the word was left unread). The shell named is the one installed or shown;
    a word that names no shell is refused, and nothing is written."""
    import subprocess

    from tests.chatkit import TWIN

    env = {**os.environ, "HOME": str(tmp_path), "SHELL": "/bin/bash", "TWIN_HOME": str(tmp_path / "home")}
    shown = subprocess.run([TWIN, "--show-completion", "zsh"], env=env, capture_output=True, text=True, timeout=60)
    assert shown.returncode == 0 and shown.stdout.startswith("#compdef twin")
    done = subprocess.run([TWIN, "--install-completion", "fish"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("fish completion installed in ")
    written = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    assert written == [".config/fish/completions/twin.fish"]  # no ~/.bashrc
    wrong = subprocess.run([TWIN, "--install-completion", "tcsh"], env=env, capture_output=True, text=True, timeout=60)
    assert wrong.returncode == 2 and "'tcsh' is not a shell twin completes." in wrong.stderr
    assert "or leave it out for yours" in wrong.stderr  # ("…, or none." read as if "none" were one)
    extra = subprocess.run([TWIN, "--install-completion", "bash", "chat"], env=env, capture_output=True, text=True)
    assert extra.returncode == 2 and "--install-completion takes a shell, and nothing after it: 'chat'." in extra.stderr
    assert not (tmp_path / ".bashrc").exists()  # nothing installed
