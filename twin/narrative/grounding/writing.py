"""The owner's writing: whether the file a quote comes from is the owner telling what holds of them now.

Everything `twin ingest` reads is the owner's writing, and not all of it is the owner speaking of themselves.
A novel's chapter or a poem says "I" for someone made up; a letter received says "I" for its sender; a cover
letter, a dating profile or a speech can be written for someone else; an interview, a script or a role-play
log gives the lines of others; an example form holds placeholders; a goals list holds what is not done; notes
on a parent hold the parent's allergies; a journal entry dated years ago held then. A sloppy model proposes
them all as the owner's. The other layers read the sentence, where nothing marks any of this; the file does:

- its path and title: `stories/`, `ch07.md`, `poems/`, `lyrics`, `scripts/`, `rp/`, 小说, 第三章, 诗, 歌词,
  劇本 (made up, unless the quote is in the author's own note: "Author's note: I wrote this in Leeds, where I
  live", 作者按); `from-gran`, 妈妈的信, 小雯的邮件, a `From:` or 发件人 line (received, not `给妈的信`);
  "for Marcus to read", "fixed her grammar", "my rewrite", `Client:`, 帮她改的, 她自己投, 客户 (written for
  someone else); example, template, 样例, 模板, or the placeholder names Jane Doe, 张三 (an example);
  translate, 翻译 (an exercise); goals, someday, bucket list, 目标, 想做的事 (wishes and plans: what the line
  does not mark done, [x] or "already", 已经); `mum.md`, 妈妈.md, "1:1 Kenji" (notes about someone else:
  what the line does not say in the first person);
- the quote's own line: an unchecked box (`- [ ]`: not done yet); a speaker's label that names another
  ("P7:", "GM:", 受访者：, 李默：, "Me (as Wren):"), where "me", 我, "A" and a date are the owner's;
- the entry around it, in a journal: an age in an entry dated more than a year ago (the age then), or "still
  at Wexford Bank" followed by a later entry that says it changed ("last day at", 辞职, moved). Any other fact
  of a dated entry is taken as said on its date (`written_on`), not when the file was last saved: older
  writing never overturns a later statement, so a journal kept for years does not make 2018's job today's.

The fact is rejected as `writing_kind`, with what was found (`cue`). The words stay in the document, which
recall searches; a fact the owner wants kept can be told in a chat. Written from the thirty-first blind set
(bench/trust/blind/thirtyfirst.py); the file's words decide only where they say it plainly, so this layer
lowers what gets through rather than closing it.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import datetime, timedelta
from pathlib import PurePath

MADE_UP = re.compile(
    r"\b(?:chapters?|ch\s?\d+|novels?|novella|fiction|fanfic|short[\s-]stor(?:y|ies)|stor(?:y|ies)|manuscript"
    r"|poems?|poetry|verses?|lyrics?|songs?|haiku|sonnets?|screenplay|scripts?|teleplay|role[\s-]?play|rp|larp"
    r"|my\s+char(?:acter)?)\b"
    r"|第[一二三四五六七八九十百零两\d]+[章回节節场場幕]|章节|章節|小说|小說|诗|詩|歌词|歌詞|主歌|副歌"
    r"|剧本|劇本|台词|臺詞|角色扮演|跑团|跑團",
    re.I,
)
SCRIPT_LINE = re.compile(  # a screenplay's scene heading; a writer's note on the story, in brackets
    r"^\s*(?:INT|EXT)\.\s"
    r"|[（(][^）)\n]*(?:视角|視角|这章|這章|下一章|\bPOV\b|point\s+of\s+view|(?:this|next)\s+chapter)[^）)\n]*[）)]",
    re.M | re.I,
)
OWN_NOTE = re.compile(
    r"^\W*(?:author'?s\s+note|a\s+note\s+from\s+the\s+author|作者按|作者注|作者的话|作者的話|后记|後記)", re.I
)
RECEIVED = re.compile(  # "from-gran", "from my mum"; not "notes from the road", "from scratch"
    r"(?:^|[\s/_-])from[\s_-]+(?!(?:the|a|an|my|our|your|this|that|me|myself|us|work|home|scratch|memory|here"
    r"|there|now|today|abroad|afar)(?![a-z]))\w|(?:^|[\s/_-])from[\s_-]+my[\s_-]+(?:mum|mom|mother|dad|father|gran|grandma"
    r"|grandpa|nan|sister|brother|wife|husband|son|daughter|aunt|uncle|cousin|friend)\b|\breceived\b|\binbox\b"
    r"|(?<![\s/给給致])[^\s/给給致]{1,8}(?:的|嘅)(?:信|来信|來信|邮件|郵件|留言|新年卡|贺卡|賀卡|卡片|明信片|短信|微信|消息)",
    re.I,
)  # someone's letter, not one written to them (给妈的信)
SENDER = re.compile(r"^\W*(?:from|sender|发件人|發件人|寄件人)\s*[:：]\s*(?!me\b|myself\b|我\b)\S", re.I | re.M)
FOR_ANOTHER = re.compile(
    r"\bfor\s+(?!me\b|myself\b|us\b)[A-Z][\w.]*(?:\s+[A-Z][\w.]*)?\s+to\s+(?:read|send|use|post|say|give|sign)\b"
    r"|\b(?:he|she|they)(?:'ll|\s+will)\s+(?:read|send|post|add|do|give|use|sign|deliver)\b"
    r"|(?i:\bmy\s+rewrite\b|\bfixed\s+(?:his|her|their)\b|\bghost[\s-]?writ|^\W*client\s*[:：]|\bclients?\b"
    r"|\bwriting[\s-]for[\s-]others\b|\bfor\s+a\s+client\b)"
    r"|(?:帮|幫|替|给|給)[^\s，。,.（）()：:]{1,8}(?:写|寫|改)的|(?:他|她|他们|她们)自己(?:念|投|发|發|用|交)"
    r"|^\W*客户\s*[:：]|代写|代寫|接单|接單|稿费|稿費",
    re.M,
)
EXAMPLE = re.compile(
    r"\b(?:examples?|samples?|templates?|dummy|placeholders?|boilerplate)\b|样例|樣例|示例|模板|模版|范例|範例|范本|範本",
    re.I,
)
PLACEHOLDER = re.compile(r"\b(?:Jane|John)\s+Doe\b|\bJohn\s+Smith\b|张三|張三|李四")
EXERCISE = re.compile(
    r"\btranslat(?:e|es|ed|ing|ion|ions)\b|\btraduction\b|\btradui\w*|\bübersetz\w*"
    r"|翻译|翻譯|译成|譯成|英译中|中译英|汉译英|漢譯英",
    re.I,
)
WISHES = re.compile(
    r"\bgoals?\b|\bsomeday\b|\bbucket[\s-]?list\b|\bwish[\s-]?list\b|\bwishes\b|\bresolutions?\b|\bdreams?\b"
    r"|目标|目標|想做的事|愿望|願望|心愿|心願|梦想|夢想",
    re.I,
)
DONE = re.compile(
    r"\[[xX✓]\]|✓|✅|\balready\b|\bdone\b|\bkeep\s+doing\b|\bstill\s+doing\b|已经|已經|完成|做到了|在做的", re.I
)
UNCHECKED = re.compile(r"^\s*(?:[-*+]\s*)?\[\s\]")
KIN = frozenset(
    "mum mom mother mam ma dad father pa gran granny grandma nan nana grandpa grandad wife husband son daughter "
    "sister brother sis bro aunt uncle niece nephew cousin stepmum stepmom stepdad".split()
) | frozenset(
    "妈妈 妈 母亲 老妈 爸爸 爸 父亲 老爸 老公 老婆 妻子 丈夫 儿子 女儿 "
    "姐姐 妹妹 哥哥 弟弟 奶奶 爷爷 外婆 姥姥 外公 姥爷".split()
)
ONE_ON_ONE = re.compile(r"\b1(?:\s*[:：]\s*|-on-|on|-)1s?\b|\bone[\s-]on[\s-]ones?\b", re.I)
FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)\b|我", re.I)

_LABEL = re.compile(
    r"^\s*(?:[-*+•·]\s*|\d{1,2}[.)、]\s*)?(?:\*\*)?(?P<label>[^:：\n*]{1,24}?)(?:\*\*)?\s*(?:[:：]|\s[-–—]\s)"
)
_AS_A_CHARACTER = re.compile(r"\(\s*as\s|（\s*(?:饰|飾|扮)|\bas\s+[A-Z]")
_OWNER_LABEL = re.compile(r"^(?:me|i|myself|mine|a|answer|答|我|我们|我們|本人|自己|我自己)$", re.I)
_NOT_A_PERSON = frozenset(
    "notes note obs subject from to cc bcc date time re fwd update edit ps tldr summary actions action todo done "
    "verse chorus bridge intro outro hook pre-chorus goal goals plan plans why what how where when who status "
    "result results title location dinner lunch breakfast materials method steps rating score tags tag".split()
)
_SURNAMES = set(
    "李王张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖田董袁潘于蒋"
    "蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋方白邹鄒孟熊秦邱江尹薛段雷侯龙龍史陶黎"
    "贺賀顾顧毛郝龚龔邵万萬钱錢严嚴武戴莫孔向汤湯"
)
_ZH_ROLE = re.compile(
    r"^(?:受访者|受訪者|记者|記者|主持人|嘉宾|嘉賓|问|問|客户|客戶|患者|病人|面试官|面試官|访谈者|訪談者)$"
)
_MONTHS = "jan feb mar apr may jun jul aug sep sept oct nov dec".split()
_MONTH = r"(?P<mon>jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATED = [
    re.compile(r"^\W*" + _MONTH + r"\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>(?:19|20)\d{2})\b", re.I),
    re.compile(r"^\W*(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r",?\s+(?P<y>(?:19|20)\d{2})\b", re.I),
    re.compile(r"^\W*(?P<y>(?:19|20)\d{2})\s*[-./年]\s*(?P<m>\d{1,2})\s*[-./月]\s*(?P<d>\d{1,2})"),
    re.compile(r"^#+\s*(?P<y>(?:19|20)\d{2})\s*$"),
]
AGE = re.compile(r"\bage\b|\bhow\s+old\b|年龄|年齡|年纪|年紀|岁数|歲數", re.I)  # what changes by itself with time
_STILL = re.compile(r"\bstill\b|还在|還在|依然|仍然|照旧|照舊")
_CHANGED = re.compile(
    r"\blast\s+day\b|\bquit\b|\bresigned\b|\bmoved\b|\bnew\s+job\b|\bstart(?:ed|ing)\s+at\b"
    r"|\bfirst\s+day\b|辞职|辭職|离职|離職|搬家|搬到|搬去|入职|入職|第一天|跳槽|退休",
    re.I,
)


def writing_kind(path: str, title: str, text: str, quote: str, attribute: str, today: datetime) -> str | None:
    """Why `quote`, in the file at `path` (titled `title`, whose text is `text`), is not the owner telling what
    holds of them now; None when nothing in the file says so."""
    named = _named(path, title)
    lines = text.splitlines()
    at = _line_of(lines, quote)
    line = lines[at] if at is not None else ""
    head = "\n".join([title, *lines[:3], *lines[-3:]])
    if MADE_UP.search(named) or SCRIPT_LINE.search(text):
        if not OWN_NOTE.search(line):
            return "made up (a story, a poem, a song or a script): " + _found(MADE_UP, named, SCRIPT_LINE, text)
    if RECEIVED.search(named) or SENDER.search("\n".join(lines[:5])):
        return "written to the owner by someone else: " + _found(RECEIVED, named, SENDER, text)
    if FOR_ANOTHER.search(head) or FOR_ANOTHER.search(named):
        return "written for someone else: " + _found(FOR_ANOTHER, head, FOR_ANOTHER, named)
    if EXAMPLE.search(named) or PLACEHOLDER.search(text):
        return "an example: " + _found(EXAMPLE, named, PLACEHOLDER, text)
    if EXERCISE.search(named) or EXERCISE.search("\n".join(lines[: (at or 0) + 1])):
        return "a language exercise: " + _found(EXERCISE, named, EXERCISE, text)
    if at is not None and UNCHECKED.search(line):
        return "not done yet (an unchecked box)"
    if WISHES.search(named) and at is not None and not _done(lines, at):
        return "a wish or a plan: " + _found(WISHES, named, WISHES, named)
    about = _about_another(path, title)
    if about and not FIRST_PERSON.search(line):
        return f"notes about someone else: {about}"
    if at is not None and (label := _other_label(line)):
        return f"said by someone else: {label}"
    if at is not None and AGE.search(attribute) and (written := _written_long_ago(lines, at, today)):
        return f"written on {written}: an age then"
    if at is not None and _STILL.search(quote) and (later := _changed_later(lines, at)):
        return f"a later entry says it changed: {later}"
    return None


def written_on(text: str, quote: str) -> datetime | None:
    """The date of the journal entry that holds `quote` ("Jan 14, 2018", 2016年3月12日, a heading "# 2024"), when
    the text dates its entries: when those words were written, which a file appended to for years does not say."""
    lines = text.splitlines()
    at = _line_of(lines, quote)
    return _entry_date(lines, at) if at is not None else None


def _named(path: str, title: str) -> str:
    """The folders, the file's name and the title, as words. `path` is the file as the owner named it (the folder
    given to `twin ingest` and those under it, or a file's own folder): not the folders further up, which say
    where the writing is kept (a folder "Old stories backup" holding notes)."""
    parts = PurePath(path).parts
    stem = PurePath(path).stem
    return " ".join([*(p for p in parts[:-1] if p not in ("/", "\\")), stem, title]).replace("_", " ")


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _line_of(lines: list[str], quote: str) -> int | None:
    """The line that holds the quote (its first line), if one does."""
    want = _fold(quote).strip()
    if not want:
        return None
    whole = "\n".join(_fold(line) for line in lines)
    at = whole.find(want)
    if at < 0:
        at = whole.find(want.split("\n")[0][:40])
    return whole.count("\n", 0, at) if at >= 0 else None


def _found(first: re.Pattern[str], a: str, second: re.Pattern[str], b: str) -> str:
    """The words that were found, for the cue."""
    match = first.search(a) or second.search(b)
    return repr(match.group().strip()) if match else ""


def _done(lines: list[str], at: int) -> bool:
    """Whether a list's line says it is done or already so, by its own words or by the lead of its section."""
    if DONE.search(lines[at]):
        return True
    for line in reversed(lines[:at]):
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#") or stripped.endswith((":", "：")) or re.match(r"^[^-*+•·\d\[]", stripped):
            return bool(DONE.search(stripped))
    return False


def _about_another(path: str, title: str) -> str:
    """Whom the file is about, when its name says another person: `mum.md`, 妈妈.md, "1:1 Kenji"."""
    stem = PurePath(path).stem.casefold().strip()
    if stem in KIN:
        return repr(PurePath(path).name)
    named = " ".join([*PurePath(path).parts[-3:], title])
    if ONE_ON_ONE.search(named):
        return repr(ONE_ON_ONE.search(named).group().strip())  # type: ignore[union-attr]
    return ""


def _other_label(line: str) -> str:
    """The speaker a line's label names, when it is someone other than the owner: "P7:", "GM:", 受访者：,
    李默：, "Me (as Wren):"."""
    match = _LABEL.match(line)
    if not match:
        return ""
    label = match.group("label").strip()
    folded = label.casefold()
    if _AS_A_CHARACTER.search(label):
        return repr(label)
    if re.fullmatch(r"[A-Z]{1,3}\d{1,3}", label):  # a participant: "P7"
        return repr(label)
    if _OWNER_LABEL.match(folded) or FIRST_PERSON.search(label) or re.search(r"\d|月|日|号|號|周|星期|年", label):
        return ""
    if any(folded.startswith(m) for m in _MONTHS) and len(folded.split()) <= 2:
        return ""
    if re.fullmatch(r"[A-Za-z][\w'.-]*(?:\s+[A-Za-z][\w'.-]*)?", label):
        words = label.split()
        if folded in _NOT_A_PERSON or any(w.casefold() in _NOT_A_PERSON for w in words):
            return ""
        if folded in KIN or folded in ("gm", "dm", "q", "interviewer", "participant", "guest", "host"):
            return repr(label)
        if all(w[0].isupper() for w in words):
            return repr(label)
        return ""
    if re.fullmatch(r"[\u4e00-\u9fff]{1,4}", label):
        if label in KIN or _ZH_ROLE.match(label) or re.fullmatch(r"(?:小|阿|老)[\u4e00-\u9fff]{1,2}", label):
            return repr(label)
        if len(label) in (2, 3) and label[0] in _SURNAMES:
            return repr(label)
    return ""


def _entry_date(lines: list[str], at: int) -> datetime | None:
    """The date of the journal entry that holds line `at`: the nearest line at or above it that begins with a
    date written with its year (a heading of a year alone counts as its last day)."""
    for line in reversed(lines[: at + 1]):
        for pattern in _DATED:
            if match := pattern.match(line):
                groups = match.groupdict()
                year = int(groups["y"])
                if groups.get("mon"):
                    month = _MONTHS.index(groups["mon"][:3].casefold()) + 1
                elif groups.get("m"):
                    month = int(groups["m"])
                else:
                    return datetime(year, 12, 31)
                try:
                    return datetime(year, month, int(groups["d"]))
                except ValueError:
                    return None
    return None


def _written_long_ago(lines: list[str], at: int, today: datetime) -> str:
    """The date of the quote's entry, when it is more than a year before today."""
    written = _entry_date(lines, at)
    if written is None or written >= today.replace(tzinfo=None) - timedelta(days=365):
        return ""
    return written.strftime("%Y-%m-%d")


def _changed_later(lines: list[str], at: int) -> str:
    """A later line of the file that says a change ("last day at", 辞职, moved), when the quote says "still"."""
    for line in lines[at + 1 :]:
        if match := _CHANGED.search(line):
            return repr(match.group())
    return ""
