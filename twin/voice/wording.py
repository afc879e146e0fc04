"""A voiceprint and its differences from a text, told in words, in English and Chinese.

`summary` lists what was measured (for the model that writes the description, and for `twin voice show`);
`difference` says how one feature of a text differs ("the sentences here are twice as long as Alice's";
"林从不用“您”，这段文字每千字用了 3 次").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from twin.persona.voice import Voice
from twin.recall.segment import CJK
from twin.voice.voiceprint import Difference

if TYPE_CHECKING:
    from twin.imports.writing import Skipped

LABELS: dict[str, tuple[str, str]] = {  # feature -> (English, Chinese)
    "sentence_p10": ("short sentences (the shortest tenth)", "短句（最短的一成）"),
    "sentence_p50": ("sentence length (median)", "句子长度（中位数）"),
    "sentence_p90": ("long sentences (the longest tenth)", "长句（最长的一成）"),
    "paragraph_sentences": ("sentences per paragraph", "每段的句数"),
    "paragraph_length": ("paragraph length", "段落长度"),
    "commas": ("commas", "逗号和顿号"),
    "full_stops": ("full stops", "句号"),
    "exclamations": ("exclamation marks", "感叹号"),
    "questions": ("question marks", "问号"),
    "semicolons": ("semicolons", "分号"),
    "colons": ("colons", "冒号"),
    "dashes": ("dashes", "破折号"),
    "ellipses": ("ellipses", "省略号"),
    "quotes": ("quotation marks", "引号"),
    "brackets": ("brackets", "括号和书名号"),
    "tildes": ("tildes (~)", "波浪号（～）"),
    "full_width": ("full-width punctuation (share)", "全角标点（占比）"),
    "emoji": ("emoji and emoticons", "表情符号"),
    "other_script": ("letters of the other script (share)", "夹杂的英文字母（占比）"),
    "ends_question": ("messages ending in a question", "以问句结尾的消息"),
    "ends_exclamation": ("messages ending in an exclamation", "以感叹结尾的消息"),
    "ends_ellipsis": ("messages trailing off (…)", "以省略号结尾的消息"),
    "ends_tilde": ("messages ending in ~", "以～结尾的消息"),
    "ends_emoji": ("messages ending in an emoji", "以表情结尾的消息"),
    "ends_full_stop": ("messages ending in a full stop", "以句号结尾的消息"),
    "ends_none": ("messages ending without punctuation", "结尾不加标点的消息"),
}
SHARES = {"full_width", "other_script"}

_CJK = re.compile(f"[{CJK}\u3000-\u303f\uff01-\uff60]")  # Chinese, and its full-width signs: "……）" ends one
_FIELD_SPACE = re.compile(  # a field and the spaces between it and Chinese words: "从 {source} 学到了"
    rf"(?P<before>(?<=[{CJK}]) )?\{{(?P<field>\w+)(?::[^}}]*)?\}}(?P<after> (?=[{CJK}]))?"
)

SHOWN: dict[str, tuple[str, str]] = {  # what `twin voice` says around the summary and the differences: (English,
    # Chinese), in the persona's language, as the chat's own lines are (twin/chat/words.py)
    "title": ("The voice of {name}, learned {learned} from {source}", "{name}的文风，{learned} 学自 {source}"),
    "size": (
        "({characters:,} characters; the numbers are in personas/{key}.toml)",
        "（{characters:,} 字；数字都在 personas/{key}.toml 里）",
    ),
    "measured": ("Measured:", "量出来的习惯："),
    "exemplars": ("Lines of mine:", "我写过的话："),
    "no-grams": (
        "Learned before twin kept character trigrams: telling this voice from others (docs/voice.md) is surer with "
        "them; `twin voice learn {key}` on your writing again adds them.",
        "这份文风是在 twin 记下三字组之前学的：有了它们，把这种文风和别人的分开（docs/voice.md）更有把握；"
        "用你的文字再跑一次 `twin voice learn {key}` 就会加上。",
    ),
    # twin voice learn
    "nothing-to-learn": ("Nothing to learn from.", "没有可以学习的东西。"),
    "nothing-to-learn-hint": (
        "Give files or folders of your writing, or --from-sessions.",
        "给出你写的文件或文件夹，或者加上 --from-sessions。",
    ),
    "learned": (
        "Learned the voice of {name} from {source} ({characters:,} characters): {saved}.",
        "从 {source} 学到了{name}的文风（{characters:,} 字）：{saved}。",
    ),
    "saved-version": ("recorded as a new persona version", "已记作人设的一个新版本"),
    "saved-same": ("the file already held it", "文件里本来就是这一份"),
    "counts": (
        "{words} common words, {grams} trigrams, {signature} signature words and phrases, {exemplars} exemplar "
        "line{s}; {described}",
        "常用词 {words} 个，三字组 {grams} 个，标志性的词和短语 {signature} 个，例句 {exemplars} 行；{described}",
    ),
    "described": ("described by the model.", "描述由模型写成。"),
    "description-kept": ("the description kept as it was.", "描述保持原样。"),
    "no-description": ("no description yet.", "还没有描述。"),
    "next": (
        "See it with `twin voice show {key}`, edit it with `twin persona edit {key}`.",
        "用 `twin voice show {key}` 查看，用 `twin persona edit {key}` 修改。",
    ),
    "not-described": ("The voice was not described: {message}", "文风没能写成描述：{message}"),
    "too-little": (
        "There is too little writing to learn a voice from: {size:,} characters, at least {least:,} are needed.",
        "可以学习的文字太少：只有 {size:,} 个字符，至少需要 {least:,} 个。",
    ),
    "too-little-hint": (
        "Give more of your own writing: a few pages (several thousand characters) make a steadier voiceprint.",
        "多给一些你自己写的东西：几页（几千字）能得出更稳定的文风。",
    ),
    "learn-again": (
        "Run `twin voice learn {key}` again with the same writing once the model answers.",
        "等模型能回答了，用同样的文字再运行一次 `twin voice learn {key}`。",
    ),
    "sources": ("{count} sources ({first}, ...)", "{count} 个来源（{first}……）"),  # kept as the voice's `source`
    "sessions": ("{count} {sessions}", "{count} 次会话"),
    "skipped": ("Skipped {files}:", "跳过了 {count} 个文件："),  # of the folders given, as `twin ingest` names them
    "skipped-more": ("… and {count} more", "……还有 {count} 个"),
    "skipped-all": ("(`--json` lists them all)", "（`--json` 会全部列出）"),
    # a forget (`twin memory forget`, the chat's /forget: twin/voice/forgetting.py)
    "voice-masked": (
        "The voice learned from your words held it too: masked in personas/{key}.toml, as a new persona version. "
        "The earlier versions keep it (`twin persona history {key}`); `twin memory purge` cuts it from them.",
        "从你的话里学到的文风里也有它：已在 personas/{key}.toml 里遮去，存为人设的一个新版本。"
        "之前的版本还留着它（`twin persona history {key}`）；`twin memory purge` 会把它从那些版本里删掉。",
    ),
    "voice-not-masked": (
        "The voice in personas/{key}.toml still holds its words ({why}); it is masked in every prompt.",
        "personas/{key}.toml 里的文风还留着这些字（{why}）；发给模型的提示词里都会遮住。",
    ),
    # twin voice check
    "no-voice": ("{name} has no voiceprint yet.", "{name}还没有文风档案。"),
    "no-voice-hint": (
        "Learn one from your writing: `twin voice learn {key} notes/`.",
        "先用你写的东西学一份：`twin voice learn {key} notes/`。",
    ),
    "check-both": ("Give a file or --session, not both.", "给一个文件或 --session，不要两个都给。"),
    "too-short": (
        "{what} {verb} too short to compare with a voice: {size} characters.",
        "{what} 太短，比不出文风：只有 {size} 个字符。",
    ),
    "too-short-hint": (
        "A few sentences at least ({least} characters or more) say something about a voice.",
        "至少要几句话（{least} 个字符以上）才看得出文风。",
    ),
    "score": (
        "{score}/100: how close {what} ({characters:,} characters) {verb} to {name}'s voice.",
        "{score}/100：{what}（{characters:,} 字）和{name}的文风有多接近。",
    ),
    "replies-of": ("the replies of session {id}", "会话 {id} 里的回复"),
    "differs": ("Differs most:", "差别最大的："),
    "no-difference": (
        "No feature is more than one spread from the voiceprint.",
        "每一项都在{name}平常的范围之内（相差不到一个离散度）。",
    ),
}


def skipped_reason(skipped: Skipped, language: str) -> str:
    """Why a folder's file was skipped, in `language`; what the system said stays as it said it."""
    return skipped.why_zh if language == "zh" else skipped.why


def shown(line: str, language: str, **values: object) -> str:
    """The line `line` of `twin voice` in `language`, its fields filled in (in Chinese without the space a field
    left between two Chinese words: 从 10 次会话学到了, not 从 10 次会话 学到了)."""
    if language != "zh":
        return SHOWN[line][0].format(**values)

    def tight(found: re.Match[str]) -> str:  # a space goes where the field's own edge is Chinese too
        value = str(values.get(found.group("field"), ""))
        field = found.group(0).strip(" ")
        before = "" if _CJK.match(value[:1]) else found.group("before") or ""
        after = "" if _CJK.match(value[-1:]) else found.group("after") or ""
        return before + field + after

    return _FIELD_SPACE.sub(tight, SHOWN[line][1]).format(**values)


def error_words(line: str, hint: str, **values: object) -> tuple[str, str, tuple[str, str]]:
    """An error's message and hint from the lines `line` and `hint`, in English, and both in Chinese: the English for
    files and --json, the Chinese for a Chinese twin's person (`TwinError.zh`)."""
    return (
        shown(line, "en", **values),
        shown(hint, "en", **values),
        (shown(line, "zh", **values), shown(hint, "zh", **values)),
    )


def unit(voice: Voice, zh: bool) -> str:
    """The unit sentence lengths are counted in."""
    if voice.language == "zh":
        return "字" if zh else "characters"
    return "词" if zh else "words"


def _n(value: float) -> str:
    return f"{value:.0f}" if abs(value) >= 10 else f"{value:.1f}".rstrip("0").rstrip(".") or "0"


def _pct(value: float) -> str:
    return f"{value * 100:.0f}%"


def summary(voice: Voice, language: str) -> list[str]:
    """What the voiceprint measured, one line per habit, in `language`."""
    zh = language == "zh"
    m = {k: v[0] for k, v in voice.measured.items()}
    u = unit(voice, zh)
    lines: list[str] = []
    if "sentence_p50" in m:
        if zh:
            lines.append(
                f"句子长度：中位数 {_n(m['sentence_p50'])} {u}，最短的一成不到 {_n(m.get('sentence_p10', 0))} {u}，"
                f"最长的一成超过 {_n(m.get('sentence_p90', 0))} {u}"
            )
            lines.append(
                f"段落：中位数每段 {_n(m.get('paragraph_sentences', 0))} 句，{_n(m.get('paragraph_length', 0))} {u}"
            )
        else:
            lines.append(
                f"sentence length: a median of {_n(m['sentence_p50'])} {u}; the shortest tenth under "
                f"{_n(m.get('sentence_p10', 0))}, the longest tenth over {_n(m.get('sentence_p90', 0))}"
            )
            sentences = _n(m.get("paragraph_sentences", 0))
            lines.append(
                f"paragraphs: a median of {sentences} sentence{'' if sentences == '1' else 's'}, "
                f"{_n(m.get('paragraph_length', 0))} {u}"
            )
    marks = [k for k in LABELS if k in m and k not in SHARES and not k.startswith(("sentence", "paragraph", "ends_"))]
    used = [f"{LABELS[k][1 if zh else 0]} {_n(m[k])}" for k in marks if m[k] >= 0.05]
    never = [LABELS[k][1 if zh else 0] for k in marks if m[k] < 0.05]
    if used:
        lines.append(("每千字：" if zh else "per 1,000 characters: ") + ("，" if zh else ", ").join(used))
    if never:
        lines.append(("几乎不用：" if zh else "hardly ever: ") + ("、" if zh else ", ").join(never))
    if "full_width" in m:
        lines.append(("全角标点占 " if zh else "full-width punctuation: ") + _pct(m["full_width"]))
    if m.get("other_script", 0) >= 0.005:
        other = "夹杂英文：字母占 " if zh else "the other script mixed in: "
        lines.append(other + _pct(m["other_script"]))
    ends = sorted(((m[k], k) for k in m if k.startswith("ends_") and m[k] >= 0.05), reverse=True)
    if ends:
        told = [f"{LABELS[k][1 if zh else 0]} {_pct(v)}" for v, k in ends]
        lines.append(("结尾：" if zh else "endings: ") + ("，" if zh else ", ").join(told))
    if voice.opens:
        lines.append(("常用的开头：" if zh else "often opens with: ") + ("、" if zh else ", ").join(voice.opens))
    for table, en, cn in (
        (voice.particles, "particles and fillers", "语气词和口头禅"),
        (voice.address, "address", "称呼"),
    ):
        told = [f"{k} {_n(v)}" for k, (v, _) in table.items() if v >= 0.05]
        absent = [k for k, (v, _) in table.items() if v < 0.05]
        if told:
            lines.append(
                (f"{cn}（每千字）：" if zh else f"{en} (per 1,000 characters): ") + ("、" if zh else ", ").join(told)
            )
        if absent and table is voice.address:
            lines.append(("从不用：" if zh else "never uses: ") + ("、" if zh else ", ").join(absent))
    if voice.signature:
        sep = "、" if zh else ", "
        lines.append(
            ("比一般文字用得多得多的词：" if zh else "words used far more than in general text: ")
            + sep.join(voice.signature)
        )
    return lines


def _times(ratio: float, zh: bool) -> str:
    if ratio >= 1.75:
        if ratio < 2.5:
            return "两倍" if zh else "twice as"
        return f"{round(ratio)}倍" if zh else f"{round(ratio)} times as"
    if ratio <= 0.6:
        if ratio > 0.4:
            return "一半" if zh else "half as"
        return f"{_n(ratio * 100)}%" if zh else f"{_n(ratio * 100)}% as"
    return f"{ratio:.1f}倍" if zh else f"{ratio:.1f} times as"


def difference(d: Difference, voice: Voice, name: str, language: str) -> str:
    """One feature's difference in a sentence."""
    zh = language == "zh"
    if d.group in ("particles", "words", "signature"):
        item = f"“{d.name}”" if zh else f'"{d.name}"'
        if d.voice < 0.05:
            if zh:
                return f"{name}几乎从不用{item}；这段文字每千字用了 {_n(d.text)} 次"
            return f"{name} hardly ever uses {item}; this text does, {_n(d.text)} times per 1,000 characters"
        if d.text < 0.05:
            if zh:
                return f"{name}每千字用 {_n(d.voice)} 次{item}；这段文字一次也没用"
            return f"{name} uses {item} {_n(d.voice)} times per 1,000 characters; this text never does"
        if zh:
            return f"这段文字用{item}的次数是{name}的{_times(d.text / d.voice, True)}"
        return f"this text uses {item} {_times(d.text / d.voice, False)} often as {name} does"
    label = LABELS.get(d.name, (d.name, d.name))[1 if zh else 0]
    if d.name.startswith(("sentence", "paragraph")) and d.voice > 0 and d.text > 0:
        ratio = d.text / d.voice
        u = unit(voice, zh) if d.name.startswith("sentence") or d.name == "paragraph_length" else ("句" if zh else "")
        if zh:
            more = "长" if ratio > 1 else "短"
            return f"{label}：这段文字 {_n(d.text)} {u}，{name} {_n(d.voice)} {u}（{more}，是{_times(ratio, True)}）"
        word = "long" if d.name != "paragraph_sentences" else "many"
        return f"{label}: {_n(d.text)} {u} here against {name}'s {_n(d.voice)} ({_times(ratio, False)} {word})"
    share = d.name in SHARES or d.name.startswith("ends_")
    shown = _pct if share else _n
    if zh:
        more = "多" if d.z > 0 else "少"
        per = "" if share else "（每千字）"
        return f"{label}{per}：这段文字 {shown(d.text)}，{name} {shown(d.voice)}（{more}得多）"
    more = "far more" if d.z > 0 else "far fewer"
    per = "" if share else " per 1,000 characters"
    return f"{label}{per}: {shown(d.text)} here against {name}'s {shown(d.voice)} ({more})"
