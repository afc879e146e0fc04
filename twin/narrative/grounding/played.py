"""A role-play chat brought in from SillyTavern: the person speaks in character, but for out-of-character asides.

SillyTavern is a front end for role-play. A chat there is with a character whose card sets a scene, and the person
writes under a persona's name (Kael, Detective Reyes, 小师妹), narrating what they do between asterisks: "*I wince
as I try to sit up* Kael. I'm a ranger from the northern marches". Nothing said in character is the person's own
life, and the scene the card set is not either ("You pre-med kids never sleep" / "being pre-med is literally killing
me"). What the person says of themselves is marked off by the convention every role-play community shares, an
out-of-character aside: "(OOC: sorry for the slow replies, I'm an ER nurse)", "[OOC: fyi I'm 19]", "((brb))",
a line that begins "OOC:", （OOC：我本人是高三的）, （场外：…）.

A chat is read as a role-play when it came from SillyTavern and the person acts between asterisks in at least half
of their messages (their asides left out): the blind set of imported chats (bench/trust/blind/thirtysecond.py)
stored 18 of its 20 in-character traps before this, and its companion chats (the person under their own name telling
a character about their day) have no actions. A companion chat whose person acts in most messages ("*hugs Aria* I
got the job at Google!") is read as role-play too: its facts are not learned, though the chat stays in the raw
history and in recall (docs/memory.md, "Imported chats").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

SILLYTAVERN = "import:sillytavern"  # the `source` an imported SillyTavern turn carries (twin/imports/sillytavern.py)
# *draws my sword*, *福了福身*: not **bold**, 2*3*4, nor a bare ** or *5*
ACTION = re.compile(r"(?<![A-Za-z0-9*])\*(?=[^\s*])[^*\n]*?[^\W\d_][^*\n]*?(?<=\S)\*(?![A-Za-z0-9*])")
_OOC = r"(?:ooc|out of character|场外|場外|出戏|出戲)"
ASIDE = re.compile(
    rf"[(\[（【]\s*{_OOC}\b[^)\]）】]*[)\]）】]?"  # (OOC: ...), [OOC: ...], （OOC：…）, to its close or the end
    r"|\(\([^()]*\)\)?"  # ((...)): the older convention
    rf"|(?:^|\n)[^\S\n]*(?://\s*)?{_OOC}\b[^\S\n]*[:：\-—][^\n]*",  # a line that begins "OOC:" or "// ooc -"
    re.IGNORECASE,
)

_WRAPPER = re.compile(rf"^\s*[(\[（【]*\s*(?://\s*)?(?:{_OOC}\b\s*[:：\-—]?)?|[)\]）】]+\s*$", re.IGNORECASE)


def role_play(turns: Iterable[object]) -> bool:
    """Whether turns of one session (`Turn`s, with `role`, `text` and `record`) are a SillyTavern role-play: the
    person's turns came from SillyTavern and act between asterisks in at least half of those with words outside
    their asides."""
    mine = [t for t in turns if getattr(t, "role", "") == "user"]
    if not mine or any((getattr(t, "record", None) or {}).get("source") != SILLYTAVERN for t in mine):
        return False
    spoken = [said for t in mine if (said := ASIDE.sub(" ", str(getattr(t, "text", ""))).strip())]
    return bool(spoken) and 2 * sum(1 for said in spoken if ACTION.search(said)) >= len(spoken)


def aside(text: str, quote: str) -> str | None:
    """The out-of-character aside of `text` that holds `quote` (its words: what the person says as themselves), or
    None when the quote is said in character."""
    at = text.find(quote)
    if at < 0:
        return None
    for found in ASIDE.finditer(text):
        if found.start() <= at and at + len(quote) <= found.end():
            return _WRAPPER.sub("", found.group(0)).strip()
    return None
