"""Voice benchmark: authorship attribution with the voiceprint's features alone, against character n-grams.

    .venv/bin/python bench/voice/run.py [--corpus ../shared/bench/voice] [--dev]

For each of the five writers per language in the corpus (read in place, never copied: see its README.md),
learns a voiceprint (`twin.voice.voiceprint.learn`, no model) from the first 70% of the file by characters, cut
at the paragraph boundary nearest 70%; the rest is cut into held-out passages of about 1,000 characters (English)
or 400 (Chinese) at paragraph boundaries. Each passage goes to the voiceprint it is closest to
(`compare(...).distance`). The baseline, in the same run on the same split, is a profile of character 1- to
3-gram frequencies per writer, a passage going to the profile of highest cosine similarity.

`--dev` splits the learning part alone again (its first 70% to learn, the rest as passages), so that choices can
be tried without looking at the held-out part. Prints Markdown: accuracy per language for both, the confusions,
the time taken and the machine's load. Goal: at least 90% of passages attributed right, per language.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import load, machine  # noqa: E402
from twin.voice.attribution import attribute  # noqa: E402
from twin.voice.features import Sample  # noqa: E402
from twin.voice.frequency import general  # noqa: E402
from twin.voice.voiceprint import compare, learn  # noqa: E402

CORPUS = REPO.parent / "shared" / "bench" / "voice"
PASSAGE = {"en": 1000, "zh": 400}
LEARN = 0.7
GOAL = 0.90
NGRAMS = (1, 2, 3)
PROFILE = 3000  # the most frequent n-grams kept per writer profile


def read_paragraphs(path: Path) -> list[str]:
    """The file's paragraphs (blank-line separated)."""
    return [p.strip() for p in path.read_text(encoding="utf-8").split("\n\n") if p.strip()]


def split(paragraphs: list[str], share: float = LEARN) -> tuple[list[str], list[str]]:
    """(learning part, held-out part), cut at the paragraph boundary nearest `share` of the characters."""
    total = sum(len(p) for p in paragraphs)
    best, best_gap, used = 0, float("inf"), 0
    for i, p in enumerate(paragraphs):
        gap = abs(used - share * total)
        if gap < best_gap:
            best, best_gap = i, gap
        used += len(p)
    return paragraphs[:best], paragraphs[best:]


def passages(paragraphs: list[str], size: int) -> list[list[str]]:
    """Runs of whole paragraphs of about `size` characters (a run closes once it reaches size); a short tail is
    dropped, a paragraph longer than 2 x size is a passage of its own."""
    out: list[list[str]] = []
    current: list[str] = []
    used = 0
    for p in paragraphs:
        current.append(p)
        used += len(p)
        if used >= size:
            out.append(current)
            current, used = [], 0
    if current and used >= size * 0.6:
        out.append(current)
    return out


def grams(text: str) -> Counter[str]:
    """Character 1- to 3-gram counts, white space made single."""
    flat = " ".join(text.split())
    return Counter(flat[i : i + n] for n in NGRAMS for i in range(len(flat) - n + 1))


def profile(counts: Counter[str]) -> dict[str, float]:
    """Relative frequencies of the most frequent n-grams."""
    top = counts.most_common(PROFILE)
    total = sum(n for _, n in top) or 1
    return {g: n / total for g, n in top}


def cosine(a: dict[str, float], b: Counter[str]) -> float:
    """Cosine similarity between a profile and a passage's counts (over the profile's n-grams)."""
    dot = sum(w * b.get(g, 0) for g, w in a.items())
    na = math.sqrt(sum(w * w for w in a.values()))
    nb = math.sqrt(sum(n * n for g, n in b.items() if g in a)) or 1.0
    return dot / (na * nb)


def run_language(folder: Path, language: str, dev: bool) -> dict[str, object]:
    """Learn, attribute and score one language's writers."""
    writers = sorted(p.stem for p in folder.glob("*.txt"))
    vocabulary = general(language)
    voices, profiles, held = {}, {}, {}
    started = time.perf_counter()
    for writer in writers:
        learning, rest = split(read_paragraphs(folder / f"{writer}.txt"))
        if dev:
            learning, rest = split(learning)
        voices[writer] = learn([Sample(learning, writer)], language, general=vocabulary)
        profiles[writer] = profile(grams("\n\n".join(learning)))
        held[writer] = passages(rest, PASSAGE[language])
    learned = time.perf_counter() - started
    right = {"voiceprint": 0, "single-voiceprint distance": 0, "n-grams": 0}
    confusion: Counter[tuple[str, str, str]] = Counter()
    total = 0
    started = time.perf_counter()
    for writer, chunks in held.items():
        for chunk in chunks:
            total += 1
            guess = attribute(chunk, voices)[0].name
            single = min(writers, key=lambda w: compare(voices[w], chunk).distance)
            right["single-voiceprint distance"] += single == writer
            counts = grams("\n\n".join(chunk))
            base = max(writers, key=lambda w: cosine(profiles[w], counts))
            right["voiceprint"] += guess == writer
            right["n-grams"] += base == writer
            confusion["voiceprint", writer, guess] += 1
            confusion["n-grams", writer, base] += 1
    attributed = time.perf_counter() - started
    return {
        "writers": writers,
        "passages": total,
        "per_writer": {w: len(c) for w, c in held.items()},
        "right": right,
        "confusion": confusion,
        "learn_s": learned,
        "attribute_s": attributed,
        "signature": {w: list(v.signature)[:8] for w, v in voices.items()},
    }


def table(language: str, result: dict[str, object]) -> str:
    """One language's figures as Markdown."""
    writers: list[str] = result["writers"]  # type: ignore[assignment]
    total: int = result["passages"]  # type: ignore[assignment]
    right: dict[str, int] = result["right"]  # type: ignore[assignment]
    confusion: Counter[tuple[str, str, str]] = result["confusion"]  # type: ignore[assignment]
    per: dict[str, int] = result["per_writer"]  # type: ignore[assignment]
    lines = [
        f"### {language}: {total} passages of about {PASSAGE[language]} characters, {len(writers)} writers",
        "",
        "| method | right | accuracy | goal |",
        "| --- | ---: | ---: | --- |",
    ]
    for method, n in right.items():
        met = "met" if n / total >= GOAL else "not met"
        lines.append(f"| {method} | {n}/{total} | {n / total:.1%} | {met if method == 'voiceprint' else ''} |")
    lines += ["", "Voiceprint, per writer (right / passages; the writer it was taken for most often when wrong):", ""]
    for writer in writers:
        got = confusion["voiceprint", writer, writer]
        wrong = Counter({g: n for (m, w, g), n in confusion.items() if m == "voiceprint" and w == writer and g != w})
        worst = f", else {wrong.most_common(1)[0][0]}" if wrong else ""
        lines.append(f"- {writer}: {got}/{per[writer]}{worst}")
    signature: dict[str, list[str]] = result["signature"]  # type: ignore[assignment]
    lines += ["", "Signature words learned (first eight):", ""]
    lines += [f"- {w}: {', '.join(s)}" for w, s in signature.items()]
    lines.append("")
    lines.append(f"Learning took {result['learn_s']:.1f} s, attributing {result['attribute_s']:.1f} s.")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="the folder holding en/ and zh/")
    parser.add_argument("--dev", action="store_true", help="learn and test inside the learning part only")
    args = parser.parse_args()
    if not (args.corpus / "en").is_dir() or not (args.corpus / "zh").is_dir():
        sys.exit(f"No corpus at {args.corpus} (it needs en/ and zh/); give --corpus.")
    before = load()
    started = time.perf_counter()
    parts = [table(lang, run_language(args.corpus / lang, lang, args.dev)) for lang in ("en", "zh")]
    info = machine()
    split_name = "the learning part split again (--dev)" if args.dev else "first 70% learned, last 30% held out"
    print(f"## Voice: authorship attribution ({split_name})\n")
    print("\n\n".join(parts))
    print(
        f"\n{info['date']} · Python {info['python']} · {info['platform']} · {info['nproc']} of {info['cpus']} CPUs · "
        f"load average {before} before, {info['load']} after · {time.perf_counter() - started:.0f} s in all."
    )


if __name__ == "__main__":
    main()
