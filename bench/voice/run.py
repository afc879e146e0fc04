"""Voice benchmark: authorship attribution with the voiceprint's features alone, against character n-grams.

    .venv/bin/python bench/voice/run.py [--corpus ../shared/bench/voice] [--dev [--folds N]] [--size N]

For each of the five writers per language in the corpus (read in place, never copied: see its README.md),
learns a voiceprint (`twin.voice.voiceprint.learn`, no model) from the first 70% of the file by characters, cut
at the paragraph boundary nearest 70%; the rest is cut into held-out passages of about 1,000 characters (English)
or 400 (Chinese) at paragraph boundaries (`--size` to change it). The voiceprints are written as persona TOML
and read back, as a persona file keeps them. Each passage goes to the voiceprint `attribute` ranks first, and, as
the old way, to the one of smallest `compare(...).distance` (the score of `twin voice check`, whose medians and
separation are printed too).

The baseline, in the same run on the same split, is what a stylometrist would try first with character n-grams:
cosine Delta over the 3,000 most frequent character 1- to 3-grams of the plain text (names and subject
included), each z-scored with its mean and standard deviation over stretches of about 1,000 characters of every
writer's learning part, a passage going to the writer whose mean z-vector points most its way. Beside it, the
same Delta on the text with its uncommon words masked as the voiceprint's trigrams are (what n-grams do without
names and subject), and the earlier, weaker baseline (raw n-gram frequencies, cosine).

`--dev` splits the learning part alone again (its first 70% to learn, the rest as passages), so that choices can
be tried without looking at the held-out part; `--dev --folds 5` cuts the learning part into five and
attributes each fifth's passages with what was learned from the other four (five times as many passages as
`--dev`, all inside the learning part). Prints Markdown: accuracy per language for each method, the confusions,
the time taken and the machine's load. Goal: at least 90% of passages attributed right, per language.
"""

from __future__ import annotations

import argparse
import bisect
import math
import statistics
import sys
import time
import tomllib
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import load, machine  # noqa: E402
from twin.persona.voice import Voice, parse_voice, voice_toml  # noqa: E402
from twin.tomlfile import Checker  # noqa: E402
from twin.voice.attribution import attribute, cosine_delta  # noqa: E402
from twin.voice.features import Sample  # noqa: E402
from twin.voice.frequency import general  # noqa: E402
from twin.voice.grams import masked  # noqa: E402
from twin.voice.voiceprint import compare, learn  # noqa: E402

CORPUS = REPO.parent / "shared" / "bench" / "voice"
PASSAGE = {"en": 1000, "zh": 400}
LEARN = 0.7
GOAL = 0.90
NGRAMS = (1, 2, 3)
PROFILE = 3000  # the most frequent n-grams kept per writer profile, and in the baseline's Delta
STRETCH = 1000  # characters per stretch of learning text the baseline's z-scores are measured on


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


def parts(paragraphs: list[str], n: int) -> list[list[str]]:
    """The paragraphs in n consecutive parts of about equal characters."""
    total = sum(len(p) for p in paragraphs) or 1
    out: list[list[str]] = [[] for _ in range(n)]
    used = 0
    for p in paragraphs:
        out[min(int(used / total * n), n - 1)].append(p)
        used += len(p)
    return out


def splits(paragraphs: list[str], dev: bool, folds: int) -> list[tuple[list[str], list[str]]]:
    """(learning, testing) paragraphs: the held-out split, the --dev split, or --dev --folds N cross-validation."""
    learning, rest = split(paragraphs)
    if not dev:
        return [(learning, rest)]
    if folds < 2:
        return [split(learning)]
    cut = parts(learning, folds)
    return [([p for j, q in enumerate(cut) if j != i for p in q], cut[i]) for i in range(folds)]


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


class Delta:
    """The baseline: cosine Delta over the most frequent character n-grams of the writers' learning text (with
    `masked`, of the text with its uncommon words masked as the voiceprint's trigrams are: twin/voice/grams.py)."""

    def __init__(self, learning: dict[str, list[str]], masked: bool = False) -> None:
        self.masked = masked
        stretches = {w: [self.counts(s) for s in passages(ps, STRETCH)] for w, ps in learning.items()}
        pooled: Counter[str] = Counter()
        for counts in stretches.values():
            for c in counts:
                pooled.update(c)
        self.features = [g for g, _ in pooled.most_common(PROFILE)]
        rows = {w: [self._rates(c) for c in cs] for w, cs in stretches.items()}
        every = [r for rs in rows.values() for r in rs]
        n = len(every)
        self.mean = [sum(r[i] for r in every) / n for i in range(len(self.features))]
        self.sd = [
            math.sqrt(sum((r[i] - self.mean[i]) ** 2 for r in every) / max(n - 1, 1)) or 1.0
            for i in range(len(self.features))
        ]
        self.centroids = {
            w: self._z([sum(r[i] for r in rs) / len(rs) for i in range(len(self.features))]) for w, rs in rows.items()
        }

    def counts(self, paragraphs: list[str]) -> Counter[str]:
        """The n-gram counts of some paragraphs, as this Delta reads them."""
        text = "\n\n".join(paragraphs)
        return grams(masked(text) if self.masked else text)

    def _rates(self, counts: Counter[str]) -> list[float]:
        size = sum(n for g, n in counts.items() if len(g) == 1) or 1
        return [counts.get(g, 0) * 1000 / size for g in self.features]

    def _z(self, rates: list[float]) -> list[float]:
        return [(x - m) / s for x, m, s in zip(rates, self.mean, self.sd, strict=True)]

    def nearest(self, paragraphs: list[str]) -> str:
        """The writer whose mean z-vector points most the passage's way."""
        z = self._z(self._rates(self.counts(paragraphs)))
        return min(self.centroids, key=lambda w: cosine_delta(z, self.centroids[w]))


BASELINE = "n-grams, cosine Delta (baseline)"
METHODS = (
    "voiceprint",
    "single-voiceprint distance",
    BASELINE,
    "n-grams of masked text, cosine Delta",
    "n-grams, raw cosine",
)


def reread(voice: Voice) -> Voice:
    """The voiceprint as a persona file keeps it: written as TOML and read back (its numbers rounded)."""
    text = voice_toml(voice)
    checker = Checker(Path("bench.toml"), text)
    again = parse_voice(checker, tomllib.loads(text))
    if checker.problems:
        sys.exit(f"The voiceprint did not read back: {checker.problems[:3]}")
    return again


def separation(own: list[float], other: list[float]) -> float:
    """The share of (own, other) pairs in which the own passage is the closer one (ties half): the AUC."""
    ordered = sorted(other)
    total = 0.0
    for d in own:
        total += (
            len(ordered)
            - bisect.bisect_right(ordered, d)
            + 0.5 * (bisect.bisect_right(ordered, d) - bisect.bisect_left(ordered, d))
        )
    return total / max(len(own) * len(other), 1)


def run_language(folder: Path, language: str, dev: bool, folds: int = 0, size: int = 0) -> dict[str, object]:
    """Learn, attribute and score one language's writers (over every fold with --folds)."""
    writers = sorted(p.stem for p in folder.glob("*.txt"))
    vocabulary = general(language)
    texts = {w: splits(read_paragraphs(folder / f"{w}.txt"), dev, folds) for w in writers}
    right = dict.fromkeys(METHODS, 0)
    confusion: Counter[tuple[str, str, str]] = Counter()
    per_writer: Counter[str] = Counter()
    scores: dict[str, list[int]] = {"own": [], "other": []}  # `twin voice check` scores against each voiceprint
    distances: dict[tuple[str, str], list[float]] = {(w, k): [] for w in writers for k in ("own", "other")}
    total = 0
    learned = attributed = 0.0
    voices = {}
    for fold in range(len(texts[writers[0]])):
        started = time.perf_counter()
        learning = {w: texts[w][fold][0] for w in writers}
        voices = {w: reread(learn([Sample(learning[w], w)], language, general=vocabulary)) for w in writers}
        profiles = {w: profile(grams("\n\n".join(learning[w]))) for w in writers}
        delta, masked_delta = Delta(learning), Delta(learning, masked=True)
        learned += time.perf_counter() - started
        started = time.perf_counter()
        for writer in writers:
            for chunk in passages(texts[writer][fold][1], size or PASSAGE[language]):
                total += 1
                per_writer[writer] += 1
                counts = grams("\n\n".join(chunk))
                checked = {w: compare(voices[w], chunk) for w in writers}
                scores["own"].append(checked[writer].score)
                scores["other"] += [c.score for w, c in checked.items() if w != writer]
                for w, c in checked.items():
                    distances[w, "own" if w == writer else "other"].append(c.distance)
                guesses = {
                    "voiceprint": attribute(chunk, voices)[0].name,
                    "single-voiceprint distance": min(writers, key=lambda w: checked[w].distance),
                    BASELINE: delta.nearest(chunk),
                    "n-grams of masked text, cosine Delta": masked_delta.nearest(chunk),
                    "n-grams, raw cosine": max(writers, key=lambda w: cosine(profiles[w], counts)),
                }
                for method, guess in guesses.items():
                    right[method] += guess == writer
                    confusion[method, writer, guess] += 1
        attributed += time.perf_counter() - started
    return {
        "writers": writers,
        "passages": total,
        "per_writer": dict(per_writer),
        "right": right,
        "confusion": confusion,
        "size": size or PASSAGE[language],
        "learn_s": learned,
        "attribute_s": attributed,
        "scores": scores,
        "separation": statistics.mean(separation(distances[w, "own"], distances[w, "other"]) for w in writers),
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
        f"### {language}: {total} passages of about {result['size']} characters, {len(writers)} writers",
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
        base = confusion[BASELINE, writer, writer]
        lines.append(f"- {writer}: {got}/{per[writer]}{worst} (baseline {base}/{per[writer]})")
    scores: dict[str, list[int]] = result["scores"]  # type: ignore[assignment]
    lines += [
        "",
        f"`twin voice check` score, median: {statistics.median(scores['own']):.0f} for a writer's own passages "
        f"against their voiceprint, {statistics.median(scores['other']):.0f} against the other voiceprints; "
        f"against a voiceprint, a passage of its writer's is closer than another writer's in "
        f"{result['separation']:.0%} of pairs (the mean over voiceprints).",
    ]
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
    parser.add_argument("--folds", type=int, default=0, help="with --dev: N-fold cross-validation inside it")
    parser.add_argument("--size", type=int, default=0, help="characters per passage (default: 1,000 en, 400 zh)")
    args = parser.parse_args()
    if args.folds and not args.dev:
        parser.error("--folds is for --dev only: the held-out part is tested once, as one split")
    if not (args.corpus / "en").is_dir() or not (args.corpus / "zh").is_dir():
        sys.exit(f"No corpus at {args.corpus} (it needs en/ and zh/); give --corpus.")
    before = load()
    started = time.perf_counter()
    tables = [
        table(lang, run_language(args.corpus / lang, lang, args.dev, args.folds, args.size)) for lang in ("en", "zh")
    ]
    info = machine()
    split_name = "first 70% learned, last 30% held out"
    if args.dev:
        split_name = f"{args.folds}-fold inside the learning part" if args.folds else "the learning part split again"
        split_name += f" (--dev{f' --folds {args.folds}' if args.folds else ''})"
    print(f"## Voice: authorship attribution ({split_name})\n")
    print("\n\n".join(tables))
    print(
        f"\n{info['date']} · Python {info['python']} · {info['platform']} · {info['nproc']} of {info['cpus']} CPUs · "
        f"load average {before} before, {info['load']} after · {time.perf_counter() - started:.0f} s in all."
    )


if __name__ == "__main__":
    main()
