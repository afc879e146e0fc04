"""A role-play chat brought in from SillyTavern: the person speaks in character, but for out-of-character asides.

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
