"""Role-play: one set up in a chat, and a role-play chat brought in from SillyTavern.

In a chat, the person may set a role-play up ("rp time!!", 陪我演一段, "I'll type as her ok?") and end it ("ok
pause, real talk", 出戏): what they say between is played, not their life (`play_cue`, `playing`; the stance layer
reads it, twin/narrative/grounding/stance.py). An extraction looks for such a setting up PLAY_REACH turns back.

A role-play chat brought in from SillyTavern: the person speaks in character, but for out-of-character asides.

SillyTavern is a front end for role-play. A chat there is with a character whose card sets a scene, and the person
writes under a persona's name (Kael, Detective Reyes, 小师妹), narrating what they do between asterisks: "*I wince
as I try to sit up* Kael. I'm a ranger from the northern marches". Nothing said in character is the person's own
life, and the scene the card set is not either ("You pre-med kids never sleep" / "being pre-med is literally killing
me"). What the person says of themselves is marked off by the convention every role-play community shares, an
out-of-character aside: "(OOC: sorry for the slow replies, I'm an ER nurse)", "[OOC: fyi I'm 19]", "((brb))",
a line that begins "OOC:", （OOC：我本人是高三的）, （场外：…）.

A chat is read as a role-play when it came from SillyTavern and the person narrates between asterisks in most of
their messages (their asides left out): the blind set of imported chats (bench/trust/blind/thirtysecond.py)
stored 18 of its 20 in-character traps before this, and its companion chats (the person under their own name telling
a character about their day) have no actions. A companion chat whose person acts in most messages ("*hugs Aria* I
got the job at Google!") is read as role-play too: its facts are not learned, though the chat stays in the raw
history and in recall (docs/memory.md, "Imported chats").
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Iterator

from twin.narrative.grounding.reading import _cues
from twin.wordlists import CJK_CHAR

SILLYTAVERN = "import:sillytavern"  # the `source` of an imported SillyTavern turn: twin/imports/sillytavern.py's SOURCE

# *draws my sword*, *福了福身*: not **bold**, 2*3*4, nor a bare ** or *5* (greedy, the letter looked ahead for: the
# lazy form took 508 s on a line of 200,000 characters that opens with an unclosed "*")
ACTION = re.compile(r"(?<![A-Za-z0-9*])\*(?=[^\s*])(?=[^*\n]*[^\W\d_])[^*\n]*(?<=\S)\*(?![A-Za-z0-9*])")
_OOC = (
    r"(?:(?:ooc|out[ -]of[ -]character|a/n|irl|real talk)(?![a-z])|场外|場外|出戏|出戲|戏外|戲外|跳戏|跳戲"
    r"|题外话|題外話|现实中|現實中|现实里|現實裡|小[声聲]\s?bb)"
)
_OPEN, _CLOSE = r"[(\[（【{<]", r"[)\]）】}>]"
ASIDE = re.compile(
    # (OOC: …), [OOC: …], （OOC：…）, to its close (one bracket may open inside: "my kid (she's 4) woke up") or the
    # line's end; a bare tag, "(ooc) I'm a nurse" or 【场外】我在杭州, to the line's end
    rf"{_OPEN}\s*{_OOC}\s*{_CLOSE}[^\n*]*"
    rf"|{_OPEN}\s*{_OOC}(?:[^()\[\]（）【】{{}}<>\n]|{_OPEN}[^()\[\]（）【】{{}}<>\n]*{_CLOSE})*{_CLOSE}?"
    r"|\(\((?:[^()\n]|\([^()\n]*\))*\)\)?"  # ((…)): the older convention
    # a line, or what follows an action or an aside on it, that begins "OOC:", "OOC -", "ooc, " or "// ooc": to the
    # line's end or the next action
    rf"|(?:^|\n|(?<=[*)）\]】]))[^\S\n]*(?://\s*)?{_OOC}(?:[^\S\n]*[:：\-—,，]|[^\S\n]+)[^\n*]*"
    r"|(?:^|\n)[^\S\n]*//[^\n*]+",  # "// brb, I'm a nurse": the other old convention
    re.IGNORECASE,
)
_WRAPPER = re.compile(rf"\s*{_OPEN}*\s*(?://\s*)?(?:{_OOC}\s*[:：\-—,，]?\s*{_CLOSE}?)?", re.IGNORECASE)  # (its start)
_CLOSERS = ")]）】}>"
# an aside that speaks of the character, not the person: "(OOC: my character is a nurse)", （OOC：我的人设是医生）
IN_CHARACTER = re.compile(  # (read in cues' form: lowercase, simplified)
    r"\b(?:my (?:oc|char|character|persona|muse)|(?:she|he|they) (?:is|was) (?:my|the) (?:oc|character)"
    r"|for the (?:plot|story|rp|scene)|in (?:this|the|our) (?:au|rp|story|scene|setting)|in-?character|canonically)\b"
    r"|人设|我的角色|我个角色|我的\s?oc|设定上|这个设定|世界观|剧情需要"
)


def role_play(turns: Iterable[object]) -> bool:
    """Whether turns of one session (`Turn`s, with `role`, `text` and `record`) are a SillyTavern role-play: the
    person's turns came from SillyTavern and narrate a scene between asterisks in most of those with words outside
    their asides. A gesture of a word or two is how people chat with a companion ("*hugs Aria* I got the job!",
    *叹气*), and a word in asterisks inside a sentence is emphasis ("it's *never* been this bad"): a review's
    companion chats lost 11 facts of 243 to them until narration needed three words or four characters."""
    mine = [t for t in turns if getattr(t, "role", "") == "user"]
    if not mine or any((getattr(t, "record", None) or {}).get("source") != SILLYTAVERN for t in mine):
        return False
    spoken = [said for t in mine if (said := ASIDE.sub(" ", str(getattr(t, "text", ""))).strip())]
    return bool(spoken) and 2 * sum(1 for said in spoken if _acts(said)) > len(spoken)


def _acts(said: str) -> bool:
    """Whether the words narrate between asterisks: three words or more ("*slams my locker*"), or four Chinese
    characters or more (*福了福身*, not *叹气*)."""
    for found in ACTION.finditer(said):
        inside = found.group().strip("* ")
        if len(inside.split()) >= 3 or len(CJK_CHAR.findall(inside)) >= 4:
            return True
    return False


def aside(text: str, quote: str) -> str | None:
    """The out-of-character aside of `text` that holds `quote` (its words: what the person says as themselves), or
    None when the quote is said in character, or in an aside that speaks of the character. An aside that opens the
    message goes on to the line's end or the next action: "(OOC: brb) sorry, I'm a nurse", （OOC：吃饭）（另外…）."""
    first = len(text) - len(text.lstrip())  # where the message's words begin
    spans = [_opening(found, text, first) for found in ASIDE.finditer(text)]  # in order, none inside another
    starts = [start for start, _ in spans]
    for at in _places(text, quote):  # the quote may be said in character first, and again as themselves
        i = bisect_right(starts, at) - 1
        if i >= 0 and at + len(quote) <= spans[i][1]:
            words = _WRAPPER.sub("", text[spans[i][0] : spans[i][1]], count=1).rstrip().rstrip(_CLOSERS).strip()
            return None if IN_CHARACTER.search(_cues(words)) else words
    return None


def _places(text: str, quote: str) -> Iterator[int]:
    """Where `quote` is in `text`: as written, else as cues read both (a curly apostrophe, another case, the other
    script of Chinese), when that reading keeps every character's place."""
    haystack, needle = text, quote
    if quote not in text and len(cues := _cues(text)) == len(text):
        haystack, needle = cues, _cues(quote)
    at = haystack.find(needle)
    while at >= 0 and needle:
        yield at
        at = haystack.find(needle, at + 1)


def _opening(found: re.Match[str], text: str, first: int) -> tuple[int, int]:
    """Where an aside is: to its end, or when it opens the message, to the line's end or the next action."""
    if found.start() > first:
        return found.start(), found.end()
    rest = re.match(r"[^\n*]*", text[found.end() :])
    return found.start(), found.end() + (rest.end() if rest else 0)


# a role-play the person sets up ("rp time!!", "lets do a roleplay, ur a barista and im a customer", 陪我演一段,
# 我们来玩角色扮演吧, "I'm going to make up a background as I go", 背景我随便编的): what they say after it, in that
# turn and the turns after, is played until they end it (PLAY_END)
PLAY_NEXT = re.compile(
    r"\b(?:rp time|role-?play time|(?<!n't )(?<!nt )(?<!not )(?:let'?s|wanna|want to|can we|could we|shall we"
    r"|how about we)\s+(?:do\s+(?:a|an|some)\s+|play\s+(?:a\s+)?|try\s+(?:a\s+)?)?(?:rp|role-?play|play pretend"
    r"|pretend)"
    r"|(?:fake|made-up|invented) (?:cover story|identity|persona|backstory)|cover story"
    r"|make up (?:a|an) (?:identity|backstory|persona|character)"
    # "I'll make up a background as I go, don't worry about it being real"
    r"|(?<!not )(?<!n't )make up (?:a|my) (?:background|backstory|history)(?= as i go|[^.!?]{0,40}(?:not|n't) "
    r"(?:be )?real)"
    r"|(?:you|u)(?:'re| are| be| play)\s+(?:the|a|an)\s+[\w-]+\s+and\s+(?:i'm|im|i am|i'll be|ill be|i play)"
    # the person typing for someone else ("my friend is shy, I'll type as her ok?"), or a game of saying things
    r"|(?:i'll|ill|i will|let me|i'm gonna|im gonna|i'm going to|gonna)\s+(?:type|answer|reply|text)\s+(?:as|for)"
    r"\s+(?:her|him|them|my\s+[\w-]+)|(?:typing|answering|texting)\s+(?:as|for|on behalf of)\s+(?:her|him|them"
    r"|my\s+[\w-]+)|truth or dare|two truths and a lie|never have i ever"
    r"|(?:let'?s|can we|shall we|how about we)\s+play\s+(?:a|the)\s+(?:\w+\s+)?game"
    # an exercise of imagining: "let's do a visualization exercise. imagine it's 2030"
    r"|(?:let'?s|can we|shall we|how about we)\s+(?:do|try)\s+(?:a|an|some)\s+(?:quick\s+)?(?:visuali[sz]ation"
    r"|thought|imagination|future[- ]self|guided imagery) exercise"
    r"|imagine (?:it'?s|it is) (?:the year )?\d{4}"
    r"|(?:i'm|im|i am)\s+\w+\s+the\s+(?:half-orc|half-elf|elf|elven|dwarf|dwarven|orc|tiefling|gnome|halfling"
    r"|dragonborn))\b"
    r"|帮我(?:瞎|随便)?编(?:个|一个)?(?=[^。！？!?]{0,12}?(?:理由|借口|经历|背景|身份|简历|爱好|兴趣|故事))"
    r"|(?:爱好|兴趣|经历|背景|身份|简历)[^。！？!?]{0,20}?帮我(?:瞎|随便)?编"  # 我真没什么爱好，帮我编一个
    r"|(?:背景|身份|经历|履历|简历)\S{0,4}(?<!没)(?<!不是)(?<!没有)(?:随便|瞎)编|(?:随便|瞎)编(?:的|个|一个)(?:背景|身份|经历|履历)"
    r"|陪我演|演一段|来演|想象(?:一下)?(?:\d{4}年|[一二三四五六七八九十\d]+年(?:以)?后)|角色扮演|编(?:个|一个)?(?:身份|名字|背景|人设)|假身份"
    r"|[用以](?:她|他|他们|她们|我\S{1,4}?)的(?:口吻|身份|语气)|替(?:她|他|我\S{1,4}?)(?:打字|回答|回复)"
    r"|真心话大冒险|大冒险|两真一假|(?:我们|咱们|咱)来?玩(?:个|一个)游戏|来玩(?:个|一个)游戏"
)
PLAY_END = re.compile(
    r"\b(?:ooc|out of character|break(?:ing)? character|(?:end|stop|pause|quit|drop|done with|enough(?: of)?"
    r"|no more) (?:the |this |our |that )?(?:rp|role-?play(?:ing)?|pretend(?:ing)?)|(?:rp|role-?play) (?:is )?(?:over"
    r"|done|ended)|real talk|in real life|irl|back to reality|(?:it'?s|this is) me again|back to me)\b"
    r"|出戏|不演了|不玩了|换回我|是我本人|结束(?:角色扮演|扮演|游戏)|(?:角色扮演|扮演|游戏)结束|说正经的|言归正传|回到现实|现实中"
)
PLAY_REACH = 40  # turns back a role-play set up is looked for: past that, a role-play is long over


def play_cue(text: str) -> bool | None:
    """True when the person's words set up a role-play, False when they end one ("ok pause pause, real talk: ...",
    出戏), the later of the two where both are; None when they do neither."""
    cues = _cues(text)
    start = max((m.start() for m in PLAY_NEXT.finditer(cues)), default=-1)
    end = max((m.start() for m in PLAY_END.finditer(cues)), default=-1)
    return None if start == end else start > end


def playing(texts: Iterable[str], going: bool = False) -> bool:
    """Whether the person's words `texts`, in order, leave a role-play going (`going`: one was before them)."""
    for text in texts:
        cue = play_cue(text)
        going = going if cue is None else cue
    return going
