"""`twin index`: the derived database of a twin (search index, fact state, session catalog), rebuilt at will."""

import typer

from twin.cli.app import app
from twin.cli.progress import progress_bar
from twin.cli.workspace import ChosenPersona

index_app = typer.Typer(
    name="index",
    help=(
        "The derived database of a twin (index/ in its data folder): its search index, fact state and session"
        " catalog, made from the memory files and safe to rebuild."
    ),
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(index_app, name="index")


@index_app.command("rebuild")
def rebuild_command(
    persona: ChosenPersona = None,
) -> None:
    """Build a twin's derived database again from its sessions, facts, chapters and documents, beside the live
    one, with a progress bar; readers see the old one until the new one is swapped in."""
    from twin.cli.workspace import choose_persona, open_settings
    from twin.recall.index import SearchIndex

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    twin_dir = home.twin_dir(chosen.key)
    with SearchIndex(twin_dir) as index:
        with progress_bar(f"Indexing {chosen.key}", unit="bytes") as progress:
            index.rebuild(progress)
        counts = {kind: index.count(kind) for kind in ("turn", "fact", "chapter")}
    typer.echo(
        f"Rebuilt the search index of {chosen.key}: {_count(counts['turn'], 'turn')}, "
        f"{_count(counts['fact'], 'fact')}, {_count(counts['chapter'], 'chapter')}."
    )
    from twin.store.derived import path_of

    typer.echo(f"  {path_of(twin_dir)}")


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


@index_app.command("embed")
def embed_command(
    persona: ChosenPersona = None,
) -> None:
    """Embed every turn, fact, chapter and chunk of writing not yet embedded, with the embedding model
    (`embedding_model` under [model], or TWIN_EMBEDDING_MODEL), so recall searches the whole history by meaning.
    A chat embeds what is new after each exchange, and some of the history with it; this does the rest at once."""
    from twin.cli.workspace import choose_persona, open_settings
    from twin.errors import ConfigError
    from twin.facts.store import FactStore
    from twin.llm import ChatClient
    from twin.recall.embedding import Forgetting, embed_pending, embeddable
    from twin.recall.index import SearchIndex
    from twin.settings import resolve_endpoint

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    endpoint = resolve_endpoint(settings, chosen.model)
    if not endpoint.embedding_model:
        raise ConfigError(
            "No embedding model is set, so recall is by words alone.",
            'Set embedding_model = "..." under [model] in twin.toml, or TWIN_EMBEDDING_MODEL, to a model your '
            "endpoint serves (Ollama: `ollama pull bge-m3`).",
            zh=(
                "没有设置嵌入模型，所以回想只靠字词。",
                '把 twin.toml 里 [model] 下的 embedding_model = "..."，或者 TWIN_EMBEDDING_MODEL，'
                "设成你的端点提供的一个模型（Ollama：`ollama pull bge-m3`）。",
            ),
        )
    twin_dir = home.twin_dir(chosen.key)
    forgetting = Forgetting.of(FactStore(twin_dir))  # what was forgotten is never sent to the model
    with SearchIndex(twin_dir) as index:
        index.sync()
        if forgetting.facts:
            index.vectors.unlist(lambda item_id: item_id not in forgetting.facts)
        with progress_bar(f"Embedding {chosen.key}", threshold=64) as progress:
            done = embed_pending(index, ChatClient(endpoint).embedder(), forgetting=forgetting, progress=progress)
        total = len(embeddable(index, forgetting))
    model = endpoint.embedding_model
    typer.echo(f"Embedded {_count(done.listed, 'item')} of {chosen.key} with {model} ({total} in all).")
