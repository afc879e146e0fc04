"""A bare yes to the twin's own question about the person: "So you have asthma?" / "yes", 你是护士吗？/ 对.

The value is in the twin's words only, so it is never stored as the person's: the AI's words never become theirs,
and a yes typed fast to a leading question is a weak witness. But the yes is the person's answer, so the fact is put
to them (`twin memory review`, which shows the question they answered) rather than lost. It counts only:

- a yes that says nothing else, or says the value again ("yes, Anna", 对，护士), not one taken back ("yes lol jk"),
  hedged or turned ("yes, I used to be"): a yes with words of the person's own is read as their statement, by every
  other layer, as before;
- to the twin's last line ending in a yes-or-no question that holds the value: not an either-or ("vegetarian or
  vegan?"), a negative question (what "yes" means to "You're not vegan, right?" is unclear), a suggestion ("Want to
  move to Lisbon?"), nor one about anything but the person ("Is Lisbon nice?", "I'm a nurse too, did you know?");
- of the person ("Are you …", "So you have …", 你是…吗) for a fact about them, or of one of theirs ("Is your wife
  called Anna?", 你老婆叫安娜对吧？) for a fact that names that one (wife_name, 妻子名字; never the person's own
  occupation from "Is your wife a teacher?").
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet

from twin.narrative.grounding.numbers import arabic
from twin.narrative.grounding.reading import FILLER, NEGATION, _cues, content

# one word or phrase of a yes at the start of what is left, as `_cues` reads it (lowercase, simplified Chinese)
YES = re.compile(
    r"(?:yes+(?: ?sir)?|yep|yup|yeah+|yea|ya|yah|correct|exactly|indeed|that'?s right|that is right|you'?re right|true"
    r"|sure|for sure|totally|i am|i do|i have|i did|that'?s (?:me|it|correct)|you got it|you bet|absolutely"
    r"|definitely|affirmative|bingo|ding(?: ding)*|100 ?%|oui|mhm+|uh[- ]?huh)(?![\w'])"
    # (Chinese runs on without spaces: what follows a yes is read by `bare_yes`, which lets only the value through)
    # (the longer forms first: 对滴 before 对)
    r"|是的|是滴|是啊|是呀|是呢|是哦|是喔|是啦|是嘞|对的|对滴|对啊|对呀|对呢|对哦|对喔|对啦|对头|对+|没错|没毛病|嗯呐|嗯+"
    r"|当然(?:是|了|啦)?|可不是|可不|就是|那必须|必须的|是|系(?:呀|啊|啦|喇|咯|的)?|啱(?:呀|啊|的|喇|晒)?|冇错|识"
    r"|(?:有|会|在)(?:啊|呀|的|呢|哦|喔|啦)?(?=\W|$)"  # the verb of 你有…吗, 你会…吗, 你在…吗, said back alone
)
# what may stand beside a yes: laughter, "right", "sir", 哈; and after one, "it is" ("yes it is"; alone, "it is what
# it is" is no yes)
ASIDE = re.compile(
    r"(?:right|lol|lmao|haha\w*|hehe\w*|sir|ma'?am|indeed|it is)(?![\w'])"
    r"|哈+|嘿+|[啊呀哦喔啦呢]+"
)
# a yes that means no: "yeah right", an eye roll, 呵呵, 你说得都对
SARCASM = re.compile(r"\b(?:yeah|yes|ya) right\b|\bas if\b|\bsure,? and\b|🙄|🙃|😒|😑|呵呵|说得都对|你说是就是")
# words that take what came before back as a joke (window.py's JOKED too)
JOKES = r"\b(?:jk|just kidding|kidding|joking)\b|开玩笑|骗你的|逗你的"
TAKEN_BACK = re.compile(
    rf"{JOKES}|\b(?:not really|used to|any ?more|no longer|kind of|sort of|kinda|sorta|i guess|i think|maybe|probably"
    r"|was|were|before|once)\b|以前|之前|曾经|不过|但是|可能|也许|好像|算是"
)
QUESTION = re.compile(r"[^.!?。！？\n]*[?？]")  # a sentence ending in a question mark
# words before a yes-or-no question that only soften it: "Would you say you're a foodie?", "Let me guess: …"
SOFTENED = re.compile(
    r"^\W*(?:so|and|oh|ok|okay|wait|hm+|um+|then|let me guess\W+|i'?m guessing|i bet|would you say|is it fair to say"
    r"|am i right (?:that|in thinking)|correct me if i'?m wrong\W+but|(?:如果|要是)?我没记错的话|要是我没记错|我猜)\W*"
)
# the tag that asks for a yes ("…, right?", "…, yeah?", 对吧？, 是吧？) and a question's own end (吗, 吧, 来着)
TAG = re.compile(
    r"\W*(?:,?\s*(?:right|yeah|yes|correct|no|then|huh|eh)\W*|(?:对吧|是吧|对不对|是不是|没错吧|来着|吗|吧|呢|嘛|么)\W*)?[?？]\W*$"
)
# the twin asks of the person: "Are you …", "So you have …?", "You live in Lisbon now?", 你是…吗, 你有…吧
OF_THE_PERSON = re.compile(
    r"\b(?:you're|youre|you are|are you|you were|were you|(?:(?:do|did) )?you (?:still |also )?(?:have|own|live|work"
    r"|keep|drive|ride|play|speak|smoke|drink|vape|like|love|enjoy|go by|do|practi[cs]e|study|teach|take|go to|attend"
    r"|cook|know how to)|have you (?:still )?got|you've got|youve got)\b"
    r"|你(?:现在|平时|平常|每天|经常|一般|还|也|应该|肯定|一定|大概)?(?:都|也|还)?(?:是|系|在|有|养|住|做|开|抽|喝|吸|喜欢|爱|会|对|学|练|跑|打"
    r"|玩|吃|用|说|讲|上|读|念|教)|您是"
)
# the twin asks of one of the person's own: "Is your wife called Anna?", "Your dog's name is Biscuit, right?"
OF_THEIRS = re.compile(
    r"\byour (?!own\b)([a-z][\w-]*)"
    r"|你(?:的|家)?(老婆|老公|妻子|丈夫|太太|先生|爱人|对象|男朋友|女朋友|男友|女友|儿子|女儿|孩子|小孩|宝宝|爸爸|妈妈"
    r"|爸|妈|父亲|母亲|哥哥|姐姐|弟弟|妹妹|猫|狗|宠物|公司|老板|室友)"
)
# a spouse by any of the words for one ("your wife" asks of the spouse_name a model files it under), and the others a
# question names in Chinese as a model may file them in English (你家猫 for cat_name)
SPOUSE = re.compile(r"\b(?:wife|husband|spouse|partner|hubby|wifey)\b|妻子|丈夫|爱人|配偶|老公|老婆|太太")
IN_ENGLISH = {"猫": "cat", "狗": "dog", "儿子": "son", "女儿": "daughter", "孩子": "child", "小孩": "child",
              "宝宝": "baby", "爸爸": "father", "父亲": "father", "妈妈": "mother", "母亲": "mother", "哥哥": "brother",
              "弟弟": "brother", "姐姐": "sister", "妹妹": "sister", "公司": "company", "老板": "boss",
              "宠物": "pet", "室友": "roommate"}  # fmt: skip
_IN_ENGLISH = re.compile("|".join(sorted(IN_ENGLISH, key=len, reverse=True)))
NOT_A_YES_NO = re.compile(  # an either-or, a negative question, a suggestion, a question of where/what/why
    r"\bor\b|还是|\bnot\b|n't\b|\bno longer\b|(?<![是有对])[不没](?![是有对])|别"  # (是不是, 有没有: yes-or-no)
    r"|\b(?:want|wanna|going to|gonna|thinking|consider\w*|plan\w*|would|could|should|like to|ready to|willing"
    r"|ever|how|what|which|where|when|why|who)\b|打算|考虑|想|要不要|准备|愿意|去过|什么|哪|怎么|为什么|谁|几|难道|会去|要去"
    r"|\b(?:done with|leaving|quit(?:ting)?|afraid of|scared of)\b"
    # a question of the past: a yes to it is no fact of now ("Were you a teacher?", "Did you have asthma as a kid?")
    r"|\b(?:were you|you were|did you have|used to)\b|以前|小时候|曾经|当年"
    # a question that only wonders ("Afraid you have cancer?", "I hope you have fun in Lisbon?")
    r"|\b(?:afraid|hope|know|think|guess|wonder|bet|heard)\s+(?:that\s+)?you\b"
)


def bare_yes(text: str, value_words: AbstractSet[str]) -> bool:
    """Whether a turn is a yes and nothing else but the value said again: "yes", "Yep!", "yes i am", "yes anna",
    是的, 对对对, 嗯嗯 (not "yes lol jk", "yeah kind of", "yes, I used to be", 对啊我以前是)."""
    rest = _cues(text).strip()
    if not rest or len(rest) > 60 or re.search(r"[?？]", rest):  # "yes?", 是吗？: a question back, no answer
        return False
    said = 0
    while True:
        rest = re.sub(r"^[\W_]+", "", rest)
        found = YES.match(rest) or ASIDE.match(rest) if said else YES.match(rest)
        if found is None or not found.group(0):
            break
        said += 1
        rest = rest[found.end() :]
    if not said or NEGATION.search(rest) or TAKEN_BACK.search(rest) or SARCASM.search(_cues(text)):
        return False
    return content(arabic(rest)) - FILLER <= value_words


def asked(last_ai: str, value: str, value_words: AbstractSet[str]) -> tuple[bool, AbstractSet[str], str] | None:
    """The yes-or-no question that ends the twin's line `last_ai` when it holds the value: whether it asks of the
    person, the words of whom else it asks of ("wife", 妻子), and the question as the person would have said it
    (`said_back`); or None."""
    said = _cues(last_ai).rstrip()
    if not re.search(r"[?？]\W*$", said) or len(said) > 2000:  # (a twin's line that long is no yes-or-no question)
        return None
    question = SOFTENED.sub("", QUESTION.findall(said[-400:])[-1])  # (the tail: TAG reads back from the end)
    if NOT_A_YES_NO.search(question):
        return None
    words = content(arabic(question))
    if not value_words or not value_words <= words or _cues(arabic(value)) not in arabic(question):
        return None
    theirs: set[str] = set()
    for match in OF_THEIRS.finditer(question):
        theirs |= _words(match.group(1) or match.group(2))
    statement = said_back(question)
    if content(arabic(statement)) == value_words and not re.match(r"i\b|i'm|my\b|我", statement):  # "Nurse, right?"
        return True, theirs, ("我是" if re.search(r"[\u4e00-\u9fff]", statement) else "i am ") + statement
    return bool(OF_THE_PERSON.search(question)), theirs, statement


# the twin's words for the person as the person says them: "are you" is "i am", "your" is "my", 你 is 我
BACK = [
    (re.compile(pattern), instead)
    for pattern, instead in (
        (r"\bare you\b", "i am"), (r"\bwere you\b", "i was"), (r"\bdo you\b", "i"), (r"\bdid you\b", "i did"),
        (r"\bhave you\b", "i have"), (r"\bcan you\b", "i can"), (r"\byou'?re\b", "i'm"), (r"\byou are\b", "i am"),
        (r"\byou were\b", "i was"), (r"\byou'?ve\b", "i've"), (r"\byourself\b", "myself"), (r"\byours\b", "mine"),
        (r"\byour\b", "my"), (r"\byou\b", "i"),
        (r"^(?:is|are|was|were|does|do|did|has|have)\s+(?=my\b)", ""),  # "is your wife called anna"
        (r"(\w)[不没]\1", r"\1"), (r"系咪|系唔系", "是"), (r"有冇", "有"),  # 是不是, 有没有, 係咪, 有冇
        (r"(\w)唔\1", r"\1"),  # 识唔识
        (r"[你您]", "我"),
    )
]  # fmt: skip


def said_back(question: str) -> str:
    """A yes-or-no question of the twin's as the statement a yes makes of it, in the person's words: "Are you a
    nurse, right?" is "i am a nurse", "Is your wife called Anna?" is "my wife called anna", 你是不是护士？ is
    我是护士."""
    said = TAG.sub("", SOFTENED.sub("", question)).strip()
    for pattern, instead in BACK:
        said = pattern.sub(instead, said)
    return said


def answered(text: str, last_ai: str, value: str, subject: str, attribute: str, mine: bool) -> str:
    """The statement a person's turn `text` makes when it is a bare yes to the twin's question `last_ai` about the
    fact (of the person, for a fact about them, `mine`; of one of theirs, for a fact that names that one): the
    question said back (`said_back`), which every other layer then reads as the person's words; else ""."""
    value_words = content(arabic(value))
    if not bare_yes(text, value_words):
        return ""
    question = asked(last_ai, value, value_words)
    if question is None:
        return ""
    of_person, theirs, statement = question
    named = _words(f"{subject} {attribute.replace('_', ' ')}")
    if theirs:  # "Is your wife called Anna?": a fact of the wife's, or of the person's that names her
        return statement if theirs <= named else ""
    return statement if of_person and mine else ""


def _words(text: str) -> AbstractSet[str]:
    """The content words of whom a question or a fact names, a spouse by one word."""
    said = SPOUSE.sub(" spouse ", _cues(text))
    return content(arabic(_IN_ENGLISH.sub(lambda m: f" {IN_ENGLISH[m.group(0)]} ", said)))
