"""What another program tells the twin of its person: their own words are theirs, its words about them are not.

`twin mcp`'s tool `tell(text)` records the text as a turn of the person's (a session `via: mcp`). The tool asks for
the person's own words ("I moved to Lyon in March"), but the agents that call it are language models and write
what they like: a report about the person in their own words ("The user lives in Lyon", "用户是程序员"), a guess
("the user seems to be a software engineer", "probably in Berlin, judging by the timezone"), or a word about
themselves ("I am Claude, an AI assistant made by Anthropic"), where the first person is the agent. None of these
is the person saying something of themselves, which is what grounding holds a fact to.

So, in a told session (`own_words`, then `spoken_of`, from `Window.check`):

- A relay that quotes the person gives their words: `The user said: "I'm allergic to peanuts."`, "What Sam typed,
  word for word: ...", 用户原话：“我在学日语”, a transcript's line in the first person ("[Telegram] Sam: I adopted a
  cat", not the program's note "User: lives in Portland"), a message's JSON ({"role": "user", "content": ...}). A
  fact quoted from inside them is read within them, by every layer; one the frame calls a joke, a question or a
  supposition (用户开玩笑说：“…”, "the user asked: ...") is not a statement of theirs. A relay of someone close to
  them ("the user's wife said:", 用户的妈妈说) is not theirs either.
- A line of another speaker is not the person's: the agent's own ("Assistant:", 助手：) or someone named ("Tom:",
  "Email from Dr. Patel:", 小王：, 搜索结果（李明的博客）：), rejected as `someone_else` and `reported`.
- A program that speaks of itself as an AI: the first person of its words is not the person's (`someone_else`):
  "I'm Claude, an AI assistant", "I'm a bot", "I run in Docker", 我是一个AI助手, 我没有身体. Not a person in the
  field ("I'm an AI researcher", 我是AI产品经理, 我是做机器人的工程师), nor a person named Claude or Kimi.
- Where the person is spoken of, before the words the fact quotes in their sentence, as a subject with a verb ("the
  user lives", "Sam's been vegan", "they work at", "you're vegan", 用户是, 对方是, 他在) or by no first person in the
  whole text (a note: "Works as a hospice nurse. Two kids."; a calendar), it is the program's word. Hedged ("seems",
  "probably", "based on", "my guess", 可能, 推测, 我觉得) it is a guess, rejected as `supposed`; plain, and good on
  every other layer as if the person had said it, it is held for the owner's word (`told_about`, `twin memory
  review`): a fact the person may well confirm. Not "a user of Notion", "the owner of a bakery", "the human anatomy
  course", 我是B站老用户, 民宿的主人, 用户研究: the word with no verb of its own after it.

A session the person types in (`twin chat`, `twin serve`) is read as before: people write "the user" and name
themselves in the third person too rarely to matter, and these rules would misread a person quoting a friend.
Measured on the thirty-third blind set (bench/trust/blind/thirtythird.py) and 262 probes (tests/told_probes.py):
docs/memory.md, "Told by another program".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from twin.facts.words import normalize
from twin.narrative.grounding.reading import USER_SUBJECTS, _cues

# Every pattern reads the cues' form of the text (lowercase, simplified Chinese, plain apostrophes).
_END = r"(?=\s*(?:[,.!?;:，。！？；：、)）]|$))"  # a phrase that ends there ("in the cloud." not "cloud forest")
_CJK_END = r"(?=[，。！？；：、,.!?;:]|\s(?![\u4e00-\u9fff])|$)"  # (not the space read between "ai" and 产品)
# a verb, or a word that comes between a subject and its verb, after the one a report is about: "the user lives",
# "Sam's", "the user probably", 用户是, 他在; not "user interviews", "the human anatomy course", 用户研究
_ACTS = (
    r"(?:'s|'re|'ve|'d|'ll|\s+(?:is|isn't|was|wasn't|are|were|has|hasn't|had|have|does|doesn't|did|didn't|can|can't"
    r"|will|won't|would|should|might|may|must|just|also|still|now|recently|currently|already|never|always|often"
    r"|usually|really|probably|likely|seems|seemed|appears|apparently|lives|lived|works|worked|likes|liked|loves"
    r"|loved|hates|prefers|preferred|wants|wanted|needs|uses|used|owns|speaks|spoke|studies|studied|moved|said"
    r"|says|mentioned|mentions|told|tells|asked|wrote|typed|shared|enjoys|plays|drives|drinks|eats|goes|went|got"
    r"|gets|keeps|runs|attends|teaches|grew|started|quit|left|joined|adopted|bought|visited|travels|trains|goes"
    r"|switched|lost|married|broke|mostly|only|work|live|like|love|hate|prefer|want|need|use|own|speak|study|play"
    r"|drive|drink|eat|go|keep|run|attend|teach|enjoy|travel|train)\b)"
)
_ACTS_ZH = (
    r"(?=\s*(?:是|在|住|喜欢|爱|讨厌|有|会|要|想|打算|说|提到|表示|觉得|认为|刚|已经|最近|现在|目前|每|的(?!用户)|对|不|没|也"
    r"|还|一直|平时|经常|跟我说|可能|应该|似乎|好像|大概|估计|今年|去年|明年|下个|上个|叫|姓|来自|毕业|就职|从事|养|开|用|偏好"
    r"|最|正在|准备|计划|决定|搬|换|买|学|做|当|属))"
)
# the person, as a program speaks of them: "the user", "my human", "the end user", "the person on this account", a
# pronoun as a subject ("they're vegetarian"), the person addressed ("you're vegan, I'll remember"); 用户, 主人, 对方,
# 他 and 她, 你. Not "a user of Notion", "the owner of a bakery", "my users", "the human in the loop"
_APPOSITION = r"(?:\s*,[^,.!?;\n]{0,40},)?"  # "the user, who is 34, lives in Lyon"; "Sam, who I assist, lives"
THEM_NOUN = re.compile(
    r"\bthe (?:owner|user) of (?:this|the) (?:account|phone|device|computer|laptop|machine|workspace)\b"
    r"|\bthe person (?:on|using|behind|who owns) this (?:account|phone|device|computer|laptop|machine|workspace)\b"
    r"|(?:\b(?:the|my|our|this|your|said)\s+(?:end\s+)?(?:user|owner|human)"
    r"|(?:^|(?<=[\n.!?:;•*>\[(\-])|(?<=[\n.!?:;•*>\[(\-]\s)|(?<=\bthat )|(?<=\bnote )|(?<=\bthen )|(?<=\band )"
    r"|(?<=\bbut )|(?<=\bso ))user)"
    + _APPOSITION
    + _ACTS
    + r"|(?<!的)(?<!嘅)(?<!我是)(?<!我也是)(?<!我算是)(?<!作为)"
    + r"(?:该|这位|本|我的|咱们的)?(?:用户|使用者|主人|机主|对方)[,，]?"
    + _ACTS_ZH,
    re.MULTILINE,
)
THEM_PRONOUN = re.compile(  # read in the quote's own clause only: "My husband is a doctor and he works nights"
    r"\b(?:he|she|they|you)"
    + _ACTS
    + r"|(?<![其吉])(?:他|她)(?!们|人|乡|日|妈|爸|家|哥|姐|弟|妹)"
    + _ACTS_ZH
    + r"|(?:^|(?<=[，。！？：:,.!?\s]))(?:你|您)"
    + _ACTS_ZH
)
_FIRST = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|myself|we|we're|we've|our|ours)\b|我|俺|咱|本人")

# the person's words, quoted by the program: after "the user said", "what Sam typed, word for word:", 用户原话,
# "verbatim:", as a transcript's line ("[Telegram] Sam: I adopted a cat") or a message's JSON ({"role": "user", ...})
_SAYS = (
    r"(?:said|says|wrote|writes|typed|types|told me|tells me|mentioned|mentions|stated|states|shared|replied"
    r"|answered|put it|word for word|verbatim|exact words|own words|messaged|texted|dictated|sent|emailed"
    r"|posted)"
)
_SAYS_ZH = r"(?:说|原话|原文|写道|讲|告诉我|提到|表示|发来|发给我|照录|语音转文字|的消息|留言|话(?=\s*[:：]))"
_ANY_SAY = r"(?:\b(?:said|says|told|tells|wrote|writes|asked|asks)\b|说|讲|问|告诉)"  # another speaker after the first
# what the frame says of the words: a joke, a question, a supposition, not a statement of theirs
_NOT_STATED = re.compile(
    r"\b(?:jok\w*|kidding|sarcastic\w*|teas\w*|asked|asks|wondered|wonders|hypothetical\w*|imagin\w*|pretend\w*"
    r"|quot\w* (?:a|an|the|his|her|their|someone)|sang|sings|read out)\b"
    r"|开玩笑|玩笑|调侃|逗|问|假设|假如|如果|反讽|吐槽|唱|念|引用|转述别人"
)
_OPENS, _CLOSES = '"“「『', '"”」』'
# a line's speaker that is not the person: the agent itself ("Assistant:", 助手：), or someone named ("Tom Reyes:",
# "Email from Dr. Patel:", 小王：, 搜索结果（李明的博客）：). Read in the text as written: a name has its capital
_AGENT_LINE = re.compile(  # (its own words: "Kimi:" in an agent's note is someone named, a sister as often as an AI)
    r"^[^\S\n]*(?:[-*•>]+[^\S\n]*)?(?:\*\*)?(?:assistant|ai|bot|agent|claude|chatgpt|gpt|model|system|助手|机器人|ai\s?助手"
    r"|智能助手|小助手|系统)(?:\*\*)?[^\S\n]*[:：]",
    re.MULTILINE,
)
_LABEL = re.compile(
    r"^[^\S\n]*(?:[-*•>]+[^\S\n]*)?(?:\*\*)?(?:\[[^\]\n]{1,30}\][^\S\n]*)?"
    r"(?P<label>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\w'’-]*(?:[^\S\n]+[A-Z][\w.'’-]*){0,2}"
    r"|(?i:email|message|text|note|post|comment|reply|blog|search result|tweet|review)[^:\n]{0,40}\b(?i:from|by)\s+"
    r"[^:\n]{1,30}"
    r"|[^:：\n]{0,20}(?:的博客|的邮件|的消息|的留言|的评论|发来|的朋友圈|的微博|的部落格|的郵件)[)）\]】]?"
    r"|[小老阿][\u4e00-\u9fff]|[A-Za-z\u4e00-\u9fff]{1,12})"
    r"(?:\*\*)?[^\S\n]*[:：]",
    re.MULTILINE,
)
# words that head a line as what it is about, not who says it ("Quick update:", "Health:", "For the record:")
_ABOUT_WORDS = frozenset(
    "note notes update updates news fact facts correction clarification reminder remember fyi ps context summary info"
    " important also edit btw source subject re date time location status result results answer question record"
    " heads health work job home family diet food hobby hobbies pets pet travel school education career city age"
    " birthday personal profile bio background preferences preference likes dislikes allergies medical tldr okay ok"
    " anyway plus oh hey hi hello listen look today yesterday tomorrow tonight weekend memory verbatim quote user me"
    " human owner".split()
)


@lru_cache(maxsize=64)
def _relays(person: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The relays that quote the person (said, verbatim, JSON) and a transcript's line of theirs, as patterns knowing
    the person's name."""
    name = _name(person)
    who = rf"(?:(?:the |my |our |your )?(?:end )?(?:user|owner|human)|{name})(?!'s|\s+(?:of|and)\b)"
    who_zh = rf"(?:用户|使用者|主人|机主|车主|{name})(?!\s*的(?!原话|原文)|\s*嘅)"
    quoted = rf"[{_OPENS}]([^{_CLOSES}\n]{{2,}})[{_CLOSES}]?"
    gap = rf"(?:(?!{_ANY_SAY})[^{_OPENS}\n])"
    rest = r"(?:\s*\n[^\S\n]*>?[^\S\n]*)?([^\n]{2,})"  # no quotation marks: the rest of the line, or the next
    relays = (
        rf"\b{who}\b{gap}{{0,40}}?\b{_SAYS}\b{gap}{{0,40}}?(?:{quoted}|[:：](?!\s*[{_OPENS}]){rest})"
        rf"|{who_zh}{gap}{{0,24}}?{_SAYS_ZH}{gap}{{0,16}}?(?:{quoted}|[:：](?!\s*[{_OPENS}]){rest})"
        rf"|(?:\bverbatim(?: from {who})?|\bin (?:the user's|{name}'s|their|his|her) own words|\bdirect quote(?: from "
        rf"{who})?|\bword for word|原话(?:如下)?|原文(?:如下|照录)?)\s*[:：](?:\s*{quoted}|{rest})"
        rf"|\"(?:speaker|role|from|author|sender|说话人|发言人|角色|来自)\"\s*:\s*\"(?:user|human|用户|{name})\""
        r"[^{}]{0,40}?\"(?:text|content|message|body|内容|文本|消息)\"\s*:\s*\"((?:[^\"\\\n]|\\.){2,})\""
        r"|\"(?:text|content|message|body|内容|文本|消息)\"\s*:\s*\"((?:[^\"\\\n]|\\.){2,})\"[^{}]{0,40}?"
        rf"\"(?:speaker|role|from|author|sender|说话人|发言人|角色|来自)\"\s*:\s*\"(?:user|human|用户|{name})\""
    )
    line = (
        rf"^[^\S\n]*(?:[-*•>]+[^\S\n]*)?(?:\*\*)?(?:\[[^\]\n]{{1,30}}\][^\S\n]*)?(?:{who}|me|{who_zh}|我)"
        rf"(?:[^\S\n]+(?!{_SAYS}\b)[a-z]+)?(?:[^\S\n]*\([^)\n]{{0,40}}\))?(?:\*\*)?[^\S\n]*[:：](?:\*\*)?[^\S\n]*"
        rf"[{_OPENS}]?([^\n]{{2,}})"
    )
    return re.compile(relays), re.compile(line, re.MULTILINE)


# a program that speaks of itself as an AI: its "I" is not the person's ("I'm Claude, an AI assistant", 作为AI助手);
# an AI as what the speaker is, not a field they work in ("I'm an AI researcher", "an AI and robotics lecturer")
_AI = (
    r"(?:an?\s+|your\s+|\w+'s\s+)?(?:automated\s+|personal\s+)?(?:ai|a\.i\.|artificial intelligence"
    r"|large language model|language model|llm|chatbot|bot"
    r"|(?:ai|coding|digital|voice|smart|virtual ai|automated)\s+(?:assistant|agent|companion|bot))"
    r"(?:\s+(?:assistant|model|language model|agent|companion|system|program|bot))?"
    r"(?=\s*(?:[,.!?;:)(—]|$)|\s+(?:made|built|created|developed|trained|designed|running|powered|by|from|here|that"
    r"|who|integrated|living|built)\b)"
)
_MODELS = (  # names no person goes by ("Claude", "Kimi", "Gemini" and 元宝 are people's names too)
    r"(?:chatgpt|gpt-?[\d.o]+[\w-]*|copilot|llama[\d.-]*|qwen[\d.-]*|deepseek|siri|alexa|cortana|通义千问|文心一言|豆包"
    r"|智谱清言|小爱同学|小度|天猫精灵)"
)
_BUILT = r"(?:made|built|created|trained|developed) by (?:anthropic|openai|deepseek|mistral ai)"
AGENT_SELF = re.compile(
    rf"(?:\b(?:i am|i'm|im)|(?:^|(?<=[.!?\n])|(?<=[.!?\n]\s))as)\s+{_AI}"
    rf"|\b(?:i am|i'm)\s+\w+,\s+(?:the|your|a|an)\s+{_AI}"
    rf"|\b(?:i am|i'm)\s+{_MODELS}\b"
    rf"|\b(?:i am|i'm)\s+(?:claude|gemini|kimi)\b,?\s+(?:an?\s+)?(?:ai|assistant|large language model|language model"
    rf"|chatbot|model (?:made|built|trained) by)\b|\b(?:i am|i'm)\s+(?:claude|gemini|kimi)\b[^.!?\n]{{0,20}}\b{_BUILT}"
    rf"|\bi (?:was|am) {_BUILT}{_END}"
    r"|\b(?:i am|i'm)\s+your\s+(?:personal\s+|virtual\s+|ai\s+)?(?:assistant|bot|companion)\b"
    # software or a device that speaks of itself: "I'm a browser extension that lives in…", "I'm a scheduling bot
    # that…", "Scheduling bot here",
    # "Home hub status report."
    r"|\b(?:i am|i'm)\s+an?\s+(?:[\w-]+\s+)?(?:extension|plugin|add-on|addon|integration|smart speaker|home hub"
    r"|chatbot|bot|script|daemon)(?=\s*(?:[,.!?;:)(—]|$)|\s+(?:that|which|for|from|built|made|running|living|by|in|on)\b)"
    r"|^\W*(?:[\w-]+\s+){0,2}(?:bot|hub|assistant|agent|extension|plugin|speaker|integration)\s+(?:here|status|report"
    r"|update|checking in|reporting)\b"
    r"|\b(?:i am|i'm|as)\s+\w+'s\s+(?:virtual|ai|digital)\s+(?:assistant|agent|bot|companion)\b"
    r"|\b(?:i am|i'm)\s+(?:hosted|deployed|running)\s+(?:in|on)\s+(?:a |an |the )?(?:server|cloud|docker|kubernetes"
    r"|container|vm|virtual machine|raspberry pi|gpu|aws|azure|gcp|data ?cent(?:er|re))\b"
    r"|\b(?:i am|i'm)\s+an?\s+(?:\w+\s+)?assistant\s+(?:integrated|built|running|living)\s+(?:in|into|on)\b"
    rf"|\bi (?:do not|don't|dont) have (?:a (?:physical )?body|personal experiences|feelings){_END}"
    rf"|\bi (?:live|run|exist) (?:on|in|inside) (?:a |an |the )?(?:server|cloud|data ?cent(?:er|re)){_END}"
    r"|\bi (?:live|run|exist) (?:on|in|inside) (?:a |an |the )?(?:raspberry pi|docker|kubernetes|vm|virtual machine"
    r"|gpu)\b"
    rf"|我(?:是|系)(?:一个|一款|个|你的|您的)?\s?(?:ai|人工智能|人工智慧){_CJK_END}"
    r"|我(?:是|系)(?:一个|一款|个|你的|您的)?(?:专属)?\s?(?:ai|人工智能|人工智慧|智能|智慧|虚拟|语音|聊天)\s?(?:助手|助理|机器人|管家|模型|体)"
    r"(?!产品|公司|专业|开发|工程|研究|测试|行业|的|方向|领域|相关|项目|团队)"
    r"|我(?:是|系)(?!做|搞|研究|开发|学|卖|修)[^，。！？,.!?\n]{0,12}(?:机器人|bot|智能体|小助手|智能助手|语音助手|ai\s?助手|聊天机器人"
    rf"|数字人|虚拟人|智能音箱|音箱|插件|浏览器扩展){_CJK_END}"
    rf"|我(?:是|系)(?:你的|您的)?(?:日程|语音|写作|编程|购物|车机|家居|出行)助手(?:[\u4e00-\u9fff]{{1,3}})?{_CJK_END}"
    rf"|我(?:是|系)(?:一个|一款)?(?:大语言模型|语言模型|大模型){_CJK_END}|我(?:是|系)\s?{_MODELS}{_CJK_END}"
    r"|我(?:是|系)(?:你的|您的)(?:专属)?(?:助理|助手|管家)"
    rf"|(?:研发|开发|训练)的\s?(?:ai\s?助手|智能助手|大语言模型|语言模型|大模型|人工智能助手|人工智能){_CJK_END}"
    rf"|作为(?:一个|一款|你的|您的)?\s?(?:ai|人工智能|语言模型|大模型|智能助手|ai\s?助手|智能体|助手){_CJK_END}"
    r"|我(?:由|是由)(?:anthropic|openai|深度求索|月之暗面|智谱)"
    rf"|我没有(?:身体|肉体|实体|真正的身体){_CJK_END}|我住在(?:云端|服务器)(?:上|里)?{_CJK_END}|我(?:被)?部署在|我运行在"
)
# a guess, not a report: the program infers what it says of the person
HEDGE = re.compile(
    r"\b(?:seems?|seemingly|appears?|apparently|probably|likely|possibly|presumably|perhaps|maybe|might|may be"
    r"|could be|i think|i believe|i guess|i assume|i suspect|i'd bet|i bet|odds are|my read is|my guess|my hunch"
    r"|assum\w+|infer\w*|guess\w*|suspect\w*|based on|judging (?:by|from)|from (?:their|his|her|the) (?:code"
    r"|timezone|time zone|ip|location|emails?|calendar|files?|history|messages|writing|commits?|searches|browsing)"
    r"|sounds like|looks like|must be)\b"
    r"|可能|似乎|好像|应该是|应该在|推测|推断|估计|看起来|看样子|大概|也许|或许|猜|觉得|感觉|敢打赌|八成|多半|十有八九|据[^，。]{0,10}(?:判断|推断|来看)"
    r"|根据[^，。]{0,16}(?:判断|推断|来看|推测)|从[^，。]{0,12}(?:来看|看出|判断)"
)


@dataclass(frozen=True)
class Heard:
    """What a told text gives a candidate: the person's words to read it in, or why it has none there."""

    words: str = ""
    reason: str | None = None  # someone_else: the program speaks of itself; reported: another's line; supposed
    cue: str = ""
    quoted: bool = False  # the words are the person's, as the program quotes them (not its own around them)


def _name(person: str) -> str:
    """The person's name as a pattern, or one that matches nothing when they have none ("user")."""
    if not person or normalize(person) in {normalize(s) for s in USER_SUBJECTS}:
        return r"(?!x)x"
    return rf"(?<![a-z]){re.escape(_cues(person))}(?![a-z])"


def _placed(text: str) -> tuple[str, list[int]]:
    """The cues' form of `text`, and where in `text` each of its characters comes from (NFKC and casefolding may
    change a length: ß is ss, ﬁ is fi)."""
    parts, at = [], []
    for i, ch in enumerate(text):
        folded = _cues(ch)
        parts.append(folded)
        at += [i] * len(folded)
    return "".join(parts), at + [len(text)]


def quoted(text: str, person: str) -> list[str]:
    """The person's own words a program quotes in `text`: after "the user said", 用户原话, "verbatim:", in a
    message's JSON, or as a transcript's line in the first person ("User: I live in Lyon", not the program's note
    "User: lives in Lyon")."""
    return [words for words, _ in _quoted(text, person)]


def _quoted(text: str, person: str) -> list[tuple[str, str]]:
    """The person's quoted words, as written, each with the frame that quotes them (what comes before them)."""
    cues, at = _placed(text)
    relays, line = _relays(person)
    found = []
    for m in relays.finditer(cues):
        g = next(g for g in range(1, m.re.groups + 1) if m.group(g))
        found.append((text[at[m.start(g)] : at[m.end(g)]], cues[m.start() : m.start(g)]))
    for m in line.finditer(cues):
        said = text[at[m.start(1)] : at[m.end(1)]].rstrip().rstrip(_CLOSES).rstrip()
        if _FIRST.search(m.group(1)) and len(said) >= 2:
            found.append((said, ""))
    return found


def _another(text: str, line_start: int, person: str) -> str:
    """The speaker a line of `text` (at `line_start`) is given to, when it is someone named, not the person: "Tom
    Reyes", "Email from Dr. Patel", 小王; a single word only when it is no everyday word ("Priya:", not "Health:"),
    or when the text is a transcript whose other lines are labelled too ("Tom:" after "Sam:")."""
    from twin.wordlists import common_set

    label = _LABEL.match(text, line_start)
    if label is None:
        return ""
    said = label.group("label").strip()
    words = [w.casefold().strip(".'’") for w in said.split()]
    name = _cues(person) if _name(person) != r"(?!x)x" else ""
    if not words or (name and words[0] == name):
        return ""
    if re.match(
        r"(?i)(?:email|message|text|note|post|comment|reply|blog|search result|tweet|review).*\b(?:from|by)\s", said
    ):
        return said  # "Email from Dr. Patel", "Search result (blog by Tom Reyes)"
    if re.search(r"[\u4e00-\u9fff]", said):  # 小王, 李明的博客, not 工作 or 好消息
        return (
            said if re.search(r"的博客|的邮件|的消息|的留言|的评论|发来|的朋友圈|的微博|^[小老阿]", _cues(said)) else ""
        )
    if _ABOUT_WORDS.intersection(words):
        return ""
    if not all(w[:1].isupper() for w in said.split()):
        return ""  # "Quick update", "Good news", "For the record"
    common = common_set("words.en.txt")
    if len(words) > 1 and (words[0] in {"dr", "mr", "mrs", "ms", "prof"} or not all(w in common for w in words)):
        return said
    labelled = sum(1 for m in _LABEL.finditer(text) if m.start() != label.start())
    return said if words[0] not in common or labelled else ""


def own_words(text: str, quote: str, person: str) -> Heard:
    """The words a candidate quoting `quote` is read in, of a told `text`: the person's own quoted words that hold
    it, else the text; or why none are theirs: the program speaks of itself as an AI there (`someone_else`), the
    words are another's line (`reported`), or the frame calls them a joke, a question or a supposition."""
    folded = normalize(quote)
    tail = normalize(re.split(r"[:：“\"「]", quote)[-1])  # a model's quote that took the frame along
    for words, frame in _quoted(text, person):
        held = normalize(words)
        if (folded and folded in held) or (len(tail) >= 2 and tail in held):
            not_stated = _NOT_STATED.search(frame)
            if not_stated:
                asked = "ask" in not_stated.group() or "问" in not_stated.group()
                return Heard(reason="asked" if asked else "supposed", cue=not_stated.group())
            return Heard(words, quoted=True)
    cues = _cues(text)
    at = text.find(quote)
    at = at if at >= 0 else cues.find(_cues(quote))  # (a line's start is the same place in either, or near it)
    if at >= 0:
        named = _named_speaker(text[:at], person)
        if named:
            return Heard(reason="reported", cue=named)
        line_start = text.rfind("\n", 0, at) + 1
        agent = _AGENT_LINE.match(cues, line_start)
        if agent:
            return Heard(reason="someone_else", cue=agent.group().strip(" *:：-"))
        other = _another(text, line_start, person)
        if other:
            return Heard(reason="reported", cue=other)
    found = AGENT_SELF.search(cues) or _speaker_of(person).search(cues)
    if found:
        return Heard(reason="someone_else", cue=found.group().strip())
    return Heard(text)


_SPEAKER = re.compile(
    r"(?:^|[\n(（\[【,，;；])\s*>?\s*(?:from|speaker|author|sender|说话人|发言人|发件人|来自)\s*[:：]\s*([^\n)）\]】,，;；<]{1,40})",
    re.IGNORECASE,
)


def _named_speaker(before: str, person: str) -> str:
    """The speaker a header before the words names, when it is someone else than the person: "From: Dana
    Whitfield" of an email forwarded, （说话人：Sam 的朋友小周）of a voice note; "" for the person or none."""
    found = list(_SPEAKER.finditer(before))
    if not found:
        return ""
    said = found[-1].group(1).strip()
    mine = rf"(?:{_name(person)}|(?:the )?(?:user|owner)|me|myself|self|用户|机主|主人|本人|我|我本人|车主)"
    return "" if re.fullmatch(rf"{mine}(?:\s*[<(（].*)?", _cues(said)) else said


@lru_cache(maxsize=64)
def _speaker_of(person: str) -> re.Pattern[str]:
    """Someone who speaks of the person as theirs, so the "I" is not the person: "I'm Sam's assistant", "this is
    the user's wife", 我是Sam的助理, 我是用户的妈妈."""
    name = _name(person)
    return re.compile(
        rf"\b(?:i am|i'm|im|this is)\s+(?:{name}|(?:the|my|our|your)\s+(?:user|owner|human))'s\s+\w+(?!'s)\b"
        rf"|我(?:是|系)\s?(?:{name}|用户|机主|主人)\s?的"
    )


_OWN_START = re.compile(  # not "my human is vegetarian", 我的主人
    r"^\W*(?:i|i'm|im|i've|i'd|i'll|my|we|we're|we've|our|我|我们|咱|咱们)(?:\b|(?=[\u4e00-\u9fff]))"
    r"(?!\s*(?:user|human|owner|principal)\b|的?(?:主人|用户|机主))"
)


def spoken_of(words: str, quote: str, person: str) -> tuple[str, str]:
    """How a program's own words speak of the person where `quote` is, if they do: ("guess", cue) for a hedged
    report, ("report", cue) for a plain one, ("", "") when the words are the person's ("I moved to Lyon", "我是B站
    老用户"). Read before the quote's end, in its sentence: the person spoken of as a subject ("the user lives",
    "Sam's been vegan", 用户是; a pronoun, "they're", 他在, "you're", only in the quote's own clause); or no first
    person in that clause nor any sentence before it (a note: "Works as a hospice nurse. Two kids.")."""
    cues, said = _cues(words), _cues(quote)
    if _OWN_START.match(said):
        return "", ""  # the quote itself opens with the person: "I'm a teacher", 我在华为上班
    at = cues.find(said)
    if at < 0:  # the model's quote is not the words as written: read the quote alone
        sentence, clause, before, whole = said, said, "", said
    else:
        end = at + len(said)
        start = max(cues.rfind(stop, 0, at) for stop in ".!?;:。！？；：\n") + 1
        cut = max(cues.rfind(stop, start, at) for stop in ",，、") + 1
        stops = [e for e in (cues.find(stop, end) for stop in ".!?;:。！？；：\n") if e >= 0]
        sentence, clause, before = cues[start:end], cues[max(cut, start) : end], cues[:start]
        whole = cues[start : min(stops) if stops else len(cues)]  # "As AI lead at Zalando, I manage eleven people"
        if before.rstrip().endswith((":", "：")):  # "Here's what I know: lives in Oslo": the frame is the program's
            before = before[: max(before.rstrip()[:-1].rfind(stop) for stop in ".!?;。！？；\n") + 1]
    name = _name(person)
    noun = (
        THEM_NOUN.search(sentence)
        or re.search(rf"(?<!i'm )(?<!i am )(?<!name is )(?<!call me )(?<!this is ){name}{_APPOSITION}{_ACTS}", sentence)
        or re.search(rf"(?<!我是)(?<!我叫)(?<!叫我){name}{_ACTS_ZH}", sentence)
    )
    if noun and name != r"(?!x)x" and _cues(person) in noun.group() and _cues(person) in common_words():
        # a name that is an everyday word ("Will", "May") is the person's only as written, with its capital
        noun = noun if re.search(rf"(?<![A-Za-z]){re.escape(person)}(?![a-z])", words) else None
    them = noun or THEM_PRONOUN.search(clause)
    # the program's own aside in brackets is not the person speaking: "Lives in Oslo (from my notes)."
    if them is None and (_FIRST.search(re.sub(r"\([^)]*\)", " ", whole)) or _FIRST.search(before)):
        return "", ""
    hedge = HEDGE.search(sentence)
    if hedge:
        return "guess", hedge.group()
    return "report", them.group().strip() if them else "not in the first person"


def common_words() -> frozenset[str]:
    """Words of general English (a name among them is read only as written, with its capital)."""
    from twin.wordlists import common_set

    return common_set("words.en.txt")
