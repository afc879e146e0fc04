"""Pasted text in a turn: whose words the lines are (read before layer 6, the stance).

People paste into a chat what they mean to talk about: an email they got or are sending, a CV, a job advert, a
form, a group chat, a config file, a news paragraph, a list of options. The values in someone else's text (the
sender's city, the friend's employer, the advert's salary, "Name: John Smith" in a template, the others' lines of a
chat) are not the person's facts; in their own text (their CV, the letter they are sending, their "Me:" lines) they
are, said as if in the turn itself. A paste is found by its shape:

- a line that ends with a colon, then the lines after it: its paragraphs, but for a last one that is the person
  talking again (prose, not lines of a list, a form, a chat or code, nor the end of a quotation the paste opened):
  "Here's the ad:\\n\\n'…'\\n\\nI live in Norwich";
- a paragraph of list, form or code lines after a first paragraph ("I filled in Mum's form for her.\\n\\nPatient:
  …\\nAllergies: …");
- a quoted block (「…」, 『…』, '…', "…", “…”) of 30 characters or more that opens the turn, a line or follows a
  colon.

Whose a paste is comes only from the words that bring it in (and a closing "That's my old roommate."): someone
else's when they say it was written by another or for another ("Mum's form", "his CV", "a cover letter for my
brother", "the agency sent this", 帮我爸写的, 朋友的简历) or came in (got, received, forwarded; 收到, 发来); else the
person's when they say so ("my CV", "the email I'm sending my landlord", "mine", "for myself", 我的, 我填的, 给领导的
邮件); else someone else's for a kind of text the person did not write (a template, an advert, an article, lyrics, a
group chat, a config file; 模板, 招聘, 新闻, 家族群). When nothing says whose, the paste is read as ever (a review of
the first reading, which took a paste without "I" for another's, found 106 honest lines made worse: "Quick
update:\n\nMoved to Leeds last month"). A chat log (a speaker who speaks twice, or times in brackets) is read line by
line: "Me:", "我：" lines are the person's.

A value in another's text is still the person's when they say it of themselves outside it, in a sentence of their
own in the first person, not in quotes ("I live in Norwich" after an advert for Ipswich).

A conversation with an AI assistant in a turn is read by its speakers' labels first (ai_chat.py).

Line breaks are newlines, or the two characters backslash and n of a paste flattened onto one line (text copied out
of a log or a JSON file, and how a piped chat must carry a paste).
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_right
from dataclasses import dataclass

from twin.wordlists import simplified

BREAK = re.compile(r"\r?\n|\\n")
AROUND = 400  # characters before and after a paste read for whose it is: a turn of megabytes is read in linear time
LEAD_END = re.compile(r"[:：]\s*$")
QUOTED = re.compile(
    r"「[^」]{30,}」|『[^』]{30,}』|“[^”]{30,}”|\"[^\"]{30,}\""
    r"|(?<![\w])'(?:[^']|(?<=\w)'(?=\w)){30,}'(?![\w])"  # (an apostrophe inside a word is not its end)
)
# a line of a list, a form, a chat, code or markup: not the person talking again
ITEM = re.compile(
    r"^\s*(?:[-*•·]|\d+[.)、]|[A-Za-z][.)]\s|\[\d|[{}\[\]<#]|[^\s:：]{1,24}\s*[:：=]"
    r"|(?![^:：]*\b(?:i|i'm|my|me)\b)\w[\w'()-]*(?: [\w'()-]+){0,3}\s*[:：=]"
    r"|\w+\s*=|【)"
)
CHAT_LINE = re.compile(r"^\s*(?:\[\d{1,2}:\d{2}\]\s*)?([^\s:：\[\]][^:：\[\]]{0,15}?)\s*[:：]\s*\S")
CLOCK = re.compile(r"^\s*\[\d{1,2}:\d{2}\]")
ME = frozenset(("me", "我", "i", "本人"))
CLOSERS = {"'": "'", '"': '"', "“": "”", "「": "」", "『": "』"}
_DOCS = (
    r"(?:cv|resume|résumé|cover letter|letter|e-?mail|message|texts?|form|contract|chat|post|bio|profile|reply|notes?"
    r"|essay|application|draft|intro|signature|caption|review|answer|speech|dm)"
)
# a kin's medical papers: "my mom's results:", "Dad's blood test" (not "yesterday's results", "the GP's diagnosis")
_MEDICAL = (
    r"\b(?!(?:yesterday|today|tomorrow|tonight|week|month|year|doctor|dr|gp|consultant|specialist|dermatologist"
    r"|surgeon|nurse|lab|clinic|hospital|physio|dentist|here|there|that|what|it|he|she|who|let|where|everyone"
    r"|nobody|one)'s)\w+'s (?:\w+ ){0,2}(?:results|labs|test results|bloodwork"
    r"|bloods|blood test|scan|mri|x-ray|report|prescription|diagnosis|discharge summary)\b"
)
_NOT_KIN = (
    r"(?!(?:sister|brother|friend|mum|mom|dad|father|mother|husband|wife|son|daughter|with|her|his|their|colleague"
    r"|boss|partner|old)\b)"
)
# written by someone else, or for someone else, or received: said in the words that bring it in (these first: "my
# friend's CV, not mine", 我给你看看我朋友的简历)
ANOTHERS = re.compile(
    rf"\b(?!(?:here|that|what|it|there|let|who|today|how|where|he|she|one|everyone|nobody)'s)\w+'s (?:\w+ ){{0,2}}"
    rf"{_DOCS}\b|\bfor (?:her|him|them)\b"
    rf"|\b(?:his|her|their) (?:\w+ )?{_DOCS}\b|\b\w+s' (?:group )?{_DOCS}\b"
    r"|\bfor (?:my |a |her |his |our )?(?:old |former |ex-)?(?:brother|sister|friend|mum|mom|mother|dad|father"
    r"|husband|wife|son"
    r"|daughter|colleague|coworker|boss|intern|student|client|partner|cousin|roommate)\b"
    r"|\b(?:got|received|forwarded|found|saw|spotted|read) (?:this|these|an?|the)\b(?! far)"
    r"|\b(?:sent|texted|emailed|messaged|forwarded|wrote|replied to) (?:me|us)\b"
    r"|\b(?!(?:i|we|just|also|already|finally|then|and)\b)\w+ (?:sent|wrote|writes|replied|texted|emailed|posted"
    r"|forwarded)\b"
    rf"|\b\w+ (?:wants|needs) (?:a |an |his |her |their )?(?:\w+ )?{_DOCS}\b"
    rf"|{_MEDICAL}"
    r"|\bfrom (?:a |an |the |my |our |his |her )?(?:recruiter|landlord|agency|school|council|supplier|hr|company"
    r"|friend|boss|colleague|coworker|client|customer|mum|mom|dad|sister|brother|cousin|candidate|tutorial|blog)\b"
    r"|[帮幫替](?!忙|我(?!爸|妈|媽|老公|老婆|哥|姐|弟|妹|奶奶|爷爷|外婆|儿子|女儿|朋友(?!圈)|同事|表(?=[哥姐弟妹])|堂|室友|舍友|同学(?!聚会)|同學(?!聚會)|闺蜜"
    r"|閨蜜|男朋友|女朋友|老板|老闆|领导|領導|[个個]\s?(?:friend|fd|朋友(?!圈)|同事)))(?:\s?\S){0,8}?\s?"
    r"(?:写|寫|填|改|看|发|發|润色|潤色|翻译|翻譯|整理|优化|優化)"  # 帮我表哥润色, 幫我個friend寫
    r"|收到|发来|發來|寄来|转给我|轉給我|回了(?:一)?封"
)
# another's, in Chinese: 朋友的简历, 他写的 (after OWN: 我给潜在客户的第一封邮件 is the person's)
ANOTHERS_ZH = re.compile(
    r"(?:朋友|同事|同学|室友|表[弟妹哥姐]|老公|老婆|男朋友|女朋友|别人|客户|[他她]|[他她]们"
    r"|(?<!给)[我俺](?:爸|妈|爸爸|妈妈|老爸|老妈|父亲|母亲|爷爷|奶奶|外公|外婆|公公|婆婆|岳父|岳母|儿子|女儿))(?:写|发|寄|填)?的"
    r"(?!朋友圈)"
    r"|(?:[他她]们?|朋友|同事|同学|室友|老公|老婆|[我俺](?:爸|妈|爸爸|妈妈|老爸|老妈|儿子|女儿|老公|老婆))\S{0,4}?(?:和|跟|与|同)"
    r"\s?\S{1,12}?\s?的(?:对话|聊天|对答)"  # 她和ChatGPT的对话, 我妈跟豆包的聊天记录, 我朋友小周跟 DeepSeek 的对话
)
# the person's own text ("my CV", "the email I'm sending my landlord", "mine", 我的, 我填的, 给领导的邮件)
OWN = re.compile(
    r"\bmine\b|\bmy own\b|\bi (?:just )?wrote (?:it|this)\b|\bfor myself\b"
    r"|\b(?:i'm|im|i am|i'll be|i will be) sending\b|(?:\b(?:i|we) |^\W*)(?:sent|posted|texted) (?:this|it)\b"
    r"|\bi'?m filling in my\b|\bdrafting (?:this|it|an? \w+) to\b|\bthe 'me' lines\b|\bi'?m 'me'"
    rf"|\bmy (?:{_NOT_KIN}[\w.-]+ ){{0,2}}(?:cv|resume|résumé|cover letter|letter|e-?mail|bio|profile|intro|about"
    r"|form|dotfiles|\.?\w*config|signature|application|draft|essay|statement|post|agreement|contract|headline)\b"
    r"|(?<![给发])我的(?!\S{0,3}(?:朋友|同事|同学|室友|妈|爸|老公|老婆|家人|亲戚|领导|老板|客户))|我自己|我写的|我填|我要发"
    r"|我给(?!你看)|写给(?!我)\S{0,6}的|给\S{1,6}的(?:第一封)?(?:邮件|信)|我部|我嘅|「我」係我|我在\S{0,6}(?:里|上)说的"
    r"|自我介[绍紹](?![^，,。：:]{0,3}(?:模板|范本|範本|例子|示例))"
)
# a kind of text the person did not write: an advert, a template, an article, lyrics, a group's chat
KINDS = re.compile(
    r"\b(?:template|example row|tutorial|job ad|ad|advert|posting|listing|article|report|in the news|news story|paper"
    r"|blog|lyrics|reddit|tweet|quote of the day|translate|transcript|group chat|chat from|the chat|chat log"
    r"|chat history|codebase|inherited"
    r"|novel|script|poem|fiction|screenplay|roleplay|role-play|config|configuration|fixture|snippet|sample)\b"
    r"|\bfilled example\b|配置|代码|測試|测试数据|示例代码"
    r"|模板|范本|範本|范文|示例|例子|教程|招聘|新闻|报道|報導|报纸|文章|帖子|博主|微博|知乎|歌词|翻译|網上|网上看到|小说|剧本|台词"
    r"|家族群|同学群|同學群|朋友群|群里|群的|聊天记录"
)
# said after the paste, of whose it was: "That's my old roommate.", "That's my colleague's."
CLOSING_OTHER = re.compile(
    r"^\W*(?:that'?s|this is|it'?s) (?:from )?(?:my |our |a |her |his )?(?:old |new )?(?:roommate|friend|colleague"
    r"|coworker|boss|sister|brother|mum|mom|dad|cousin|neighbou?r|client|landlord|ex)\b"
    r"|^\W*(?:that'?s|it'?s) (?:my )?\w+'s\b"
)
OPTIONS = re.compile(
    r"\b(?:options|shortlist|short list|weighing|pick one|choosing between|torn between|deciding between)\b"
    r"|纠结|糾結|列了几个|几个选择|选\S{0,3}(?:这几|哪)",
    re.IGNORECASE,
)
FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|my|me)\b|我|本人")
SALUTATION = re.compile(r"\W*(?:dear|to whom|尊敬的|亲爱的|親愛的|敬爱的|敬愛的)", re.I)  # a letter's greeting


@dataclass(frozen=True)
class Paste:
    """Where a quote sits in pasted text: the person's own (`own`, with `text` what stance reads) or another's."""

    own: bool
    text: str  # the words stance reads: the person's own lines (their paste, their chat line, their paragraph)
    lead: str = ""  # the words that bring the paste in: the cue of a rejection
    options: bool = False  # a list of options being weighed: none is chosen yet


@dataclass(frozen=True)
class _Block:
    start: int
    end: int
    lead: str
    after: str  # the words after the block (its first AROUND characters): whose it is, said last
    options: bool


def _lines(text: str) -> list[tuple[int, int]]:
    """The lines of `text` as (start, end), breaks of either kind."""
    spans, at = [], 0
    for found in BREAK.finditer(text):
        spans.append((at, found.start()))
        at = found.end()
    spans.append((at, len(text)))
    return spans


def _paragraphs(text: str, lines: list[tuple[int, int]], first: int = 0) -> list[list[int]]:
    """The lines of `text` from line `first` on, by paragraph (between blank lines), as line numbers."""
    paragraphs: list[list[int]] = [[]]
    for j in range(first, len(lines)):
        if text[lines[j][0] : lines[j][1]].strip():
            paragraphs[-1].append(j)
        elif paragraphs[-1]:
            paragraphs.append([])
    return [p for p in paragraphs if p]


# each candidate of a turn reads its pastes: 12 of one 10 MB turn took 6.0 s each, and 10 s in all with this
@functools.lru_cache(maxsize=8)
def _blocks(text: str) -> tuple[_Block, ...]:
    """The pastes of a turn, in order (see the module)."""
    lines = _lines(text)
    blocks: list[_Block] = []

    def line(j: int) -> str:
        return text[lines[j][0] : lines[j][1]]

    i = 0
    while i < len(lines):  # a line that ends with a colon, and the paragraphs after it
        if not LEAD_END.search(line(i)) or not any(line(j).strip() for j in range(i + 1, len(lines))):
            i += 1
            continue
        paragraphs = _paragraphs(text, lines, i + 1)
        last = paragraphs[-1]
        talking = len(paragraphs) > 1 and not ITEM.match(line(last[0]))
        closer = CLOSERS.get(line(paragraphs[0][0]).lstrip()[:1])
        if talking and closer and line(last[-1]).rstrip().endswith(closer):
            talking = False  # the last paragraph closes the quotation the block opened: a signature, not the person
        body = paragraphs[:-1] if talking else paragraphs
        lead = line(i).strip()[-AROUND:]
        after = text[lines[last[0]][0] : lines[last[0]][0] + AROUND] if talking else ""
        blocks.append(_Block(lines[body[0][0]][0], lines[body[-1][-1]][1], lead, after, bool(OPTIONS.search(lead))))
        i = body[-1][-1] + 1
    paragraphs = _paragraphs(text, lines)
    starts = [b.start for b in blocks]  # (the blocks after colons come in order)
    for k, paragraph in enumerate(paragraphs[1:], 1):  # a form or a list after a first paragraph, no colon before it
        start = lines[paragraph[0]][0]
        if len(paragraph) < 2 or not all(ITEM.match(line(j)) for j in paragraph) or _inside(blocks, starts, start):
            continue
        lead = " ".join(line(j) for j in paragraphs[k - 1]).strip()[-AROUND:]
        after = " ".join(line(j) for j in paragraphs[k + 1])[:AROUND] if k + 1 < len(paragraphs) else ""
        options = bool(OPTIONS.search(lead))
        _add(blocks, starts, _Block(start, lines[paragraph[-1]][1], lead, after, options))
    first = len(text) - len(text.lstrip())  # where the turn's words begin
    for found in QUOTED.finditer(text):  # a quotation on lines of its own
        if _inside(blocks, starts, found.start()):
            continue
        before = text[max(0, found.start() - AROUND) : found.start()]
        if found.start() > first and not (LEAD_END.search(before) or BREAK.search(before[-2:])):
            continue  # a quotation inside a sentence: the stance's to read
        said_before = [s for s in BREAK.split(before) if s.strip()]
        lead = said_before[-1].strip() if said_before else ""  # the line that brings it in (its own, or before it)
        after = text[found.end() : found.end() + AROUND]
        _add(blocks, starts, _Block(found.start() + 1, found.end() - 1, lead, after, False))
    return tuple(blocks)


def _add(blocks: list[_Block], starts: list[int], block: _Block) -> None:
    """Put `block` in its place among `blocks`, sorted by start (`starts` beside them)."""
    i = bisect_right(starts, block.start)
    starts.insert(i, block.start)
    blocks.insert(i, block)


def _inside(blocks: list[_Block], starts: list[int], at: int) -> bool:
    """Whether `at` is inside one of `blocks` (sorted by start, none within another)."""
    i = bisect_right(starts, at) - 1
    return i >= 0 and blocks[i].start <= at < blocks[i].end


def _whose(block: _Block) -> str:
    """Whose a block is by the words around it: "another", "own" (the person says it is theirs), or "" (nothing
    says: the person's words, read as the turn says them)."""
    lead, after = block.lead.lower(), BREAK.sub(" ", block.after).strip().lower()
    if ANOTHERS.search(lead) or CLOSING_OTHER.search(after):
        return "another"
    if OWN.search(lead) or OWN.search(after[:120]):
        return "own"
    if ANOTHERS_ZH.search(simplified(lead)) or (KINDS.search(lead) and not SALUTATION.match(lead)) or block.options:
        return "another"  # (not a letter's greeting to its reader: "尊敬的招聘负责人：" opens the person's own)
    return ""


# a conversation someone else had ("her ChatGPT convo", "my husband's conversation with Gemini"; not "last night's
# convo", "yesterday's conversation")
_KIN = (
    r"(?:sister|brother|friend|mum|mom|dad|father|mother|husband|wife|son|daughter|colleague|boss|partner|roommate"
    r"|cousin|student|kid|coworker|aunt|uncle|neighbou?r)"
)
_THEIR_CHAT = re.compile(
    rf"\b(?:his|her|their|{_KIN}'s)\s+(?:[\w-]+\s+){{0,2}}(?:convo|conversation|chat)s?\b"
    rf"|\bmy\s+{_KIN}\s+(?:asked|used|tried|was chatting with|chatted with|talked to|sent)\b"  # "my roommate asked"
)


def someone_elses(lead: str) -> bool:
    """Whether `lead` says the text after it is someone else's, written by another or come from them ("My mom's chat
    with ChatGPT:", "my friend sent me her convo", 我妈跟豆包的聊天记录); not a kind of text alone ("our chat log")."""
    lowered = lead[-AROUND:].lower()
    return not OWN.search(lowered) and bool(
        ANOTHERS.search(lowered) or _THEIR_CHAT.search(lowered) or ANOTHERS_ZH.search(simplified(lowered))
    )


def _chat(text: str, block: _Block) -> list[tuple[int, int, str]] | None:
    """The lines of a block that is a chat log, as (start, end, speaker); None when it is not one."""
    found = []
    for start, end in _lines(text[block.start : block.end]):
        said = CHAT_LINE.match(text[block.start + start : block.start + end])
        if said:
            found.append((block.start + start, block.start + end, said.group(1).strip().strip("'\"").lower()))
    speakers = [s for _, _, s in found]
    if len(found) >= 2 and (len(set(speakers)) < len(speakers) or any(CLOCK.match(text[s:e]) for s, e, _ in found)):
        return found
    return None


def _paragraph(text: str, at: int) -> str:
    """The paragraph of `text` (between blank lines) that holds position `at`."""
    lines = _lines(text)
    mine = next(i for i, (s, e) in enumerate(lines) if s <= at <= e)
    first = mine
    while first > 0 and text[lines[first - 1][0] : lines[first - 1][1]].strip():
        first -= 1
    last = mine
    while last + 1 < len(lines) and text[lines[last + 1][0] : lines[last + 1][1]].strip():
        last += 1
    return "\n".join(text[s:e] for s, e in lines[first : last + 1])


def pasted(text: str, quote: str, value: str) -> Paste | None:
    """Whose words the quote is in, when the turn holds pasted text; None when it holds none, when the quote is not
    found in it (as written, or in the other script of Chinese), or when the person says the value of themselves
    outside another's paste."""
    blocks = _blocks(text)
    at = find_quote(text, quote)
    if not blocks or at < 0:
        return None
    block = next((b for b in blocks if b.start <= at < b.end), None)
    if block is None:  # the person's own words around pastes: their paragraph only
        return Paste(True, _paragraph(text, at))
    whose = _whose(block)
    lead = block.lead.lower()
    chat = _chat(text, block) if whose != "another" or OWN.search(lead) or not ANOTHERS.search(lead) else None
    if chat is not None:  # a chat log, read line by line: the person's lines are theirs
        line = next(((s, e, who) for s, e, who in chat if s <= at < e), None)
        if line is not None and (line[2] in ME or line[2].startswith(("me ", "me("))):
            said = CHAT_LINE.match(text[line[0] : line[1]])
            return Paste(True, text[line[0] + (said.end() - 1 if said else 0) : line[1]].strip())
        return _another(text, blocks, block, value) if whose == "another" else None
    if whose == "another":
        return _another(text, blocks, block, value)
    if whose == "own":
        content = text[block.start : block.end]
        return Paste(True, "\n".join(content[s:e] for s, e in _lines(content)).strip())
    return None  # nothing says whose: read as ever


def find_quote(text: str, quote: str) -> int:
    """Where `quote` is in `text`, as written or in the other script of Chinese (a model quoting 幫我表姐潤色 in
    simplified); -1 when it is not."""
    at = text.find(quote)
    return at if at >= 0 or text.isascii() else simplified(text).find(simplified(quote))


def lead_of(text: str, quote: str) -> str | None:
    """The words that bring in the paste `quote` is in ("ok here's the opening:"), or None when it is in none."""
    at = find_quote(text, quote)
    block = next((b for b in _blocks(text) if b.start <= at < b.end), None) if at >= 0 else None
    return block.lead if block is not None else None


def _another(text: str, blocks: tuple[_Block, ...], block: _Block, value: str) -> Paste | None:
    """Someone else's text, unless the person says the value of themselves in their own words too, outside quotes
    ("I live in Norwich" after an advert for Ipswich; not "Does 'Civil engineer' need to match his title?"): None,
    read as ever."""
    gaps, at = [], 0  # the turn without the pastes (in order, none within another)
    for other in blocks:
        gaps.append(text[at : other.start])
        at = max(at, other.end)
    own = "\n".join([*gaps, text[at:]])
    for sentence in re.split(r"(?<=[.!?。！？])\s*|\r?\n|\\n", own):
        at = sentence.lower().find(value.lower()) if value else -1
        if at >= 0 and FIRST_PERSON.search(sentence.lower()) and not re.search(r"['\"“‘「『]\W*$", sentence[:at]):
            return None
    return Paste(False, "", block.lead[:80], block.options)
