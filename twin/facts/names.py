"""How a fact is named: to the person (a notice's 妹妹的城市, "Mia: job"), and by them (city, sister.city, 妹妹的城市).

A fact is stored under the attribute the model wrote: a short English snake_case key ("city", "job"), as the
extraction prompts ask, or now and then a word of the person's language (城市). A Chinese twin names the common keys
in Chinese (`ZH`: 城市 for city, 职业 for occupation); any other attribute is named by its key, its underscores as
spaces. A person names a fact by either, alone (one of theirs: city, 城市), after its subject and "." or "/"
(sister.city, 妹妹/城市) or after its subject and 的 (妹妹的城市, 妹妹的city, 我的城市 for theirs), a key of labelled
parts by their labels (男朋友的名字, 男朋友名字 of boyfriend_name); case, spaces,
underscores and Chinese script aside. Nothing stored changes: a label is another way to say a key, and what is
written (files, JSON) keeps the key.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass

from twin.facts.model import norm
from twin.wordlists import simplified

# The Chinese label of each common key, as a Chinese notice, /forget and /memory say it and as a person types it
# back. A label never holds 的, "." or "/" (they part a subject from its attribute); several keys may share one
# (employer and company are one 公司), and a key not here is said as it is written.
ZH: dict[str, str] = {
    # where
    "city": "城市",
    "home_city": "城市",
    "work_city": "工作城市",
    "hometown": "家乡",
    "home_town": "家乡",
    "birthplace": "出生地",
    "place_of_birth": "出生地",
    "address": "地址",
    "home": "家",
    "residence": "住处",
    "location": "所在地",
    "country": "国家",
    "nationality": "国籍",
    # who
    "name": "名字",
    "full_name": "姓名",
    "nickname": "昵称",
    "english_name": "英文名",
    "chinese_name": "中文名",
    "age": "年龄",
    "birthday": "生日",
    "date_of_birth": "出生日期",
    "birth_date": "出生日期",
    "gender": "性别",
    "zodiac_sign": "星座",
    "native_language": "母语",
    "mother_tongue": "母语",
    "language": "语言",
    "languages": "语言",
    "religion": "信仰",
    "height": "身高",
    "weight": "体重",
    # work and study
    "job": "工作",
    "occupation": "职业",
    "profession": "职业",
    "job_title": "职位",
    "position": "职位",
    "employer": "公司",
    "company": "公司",
    "workplace": "单位",
    "team": "团队",
    "department": "部门",
    "industry": "行业",
    "salary": "工资",
    "school": "学校",
    "university": "大学",
    "major": "专业",
    "degree": "学位",
    "education": "学历",
    "project": "项目",
    "project_framework": "项目框架",
    "stack": "技术栈",
    "tech_stack": "技术栈",
    "editor": "编辑器",
    "upcoming_interview": "面试",
    "interview": "面试",
    "commute": "通勤",
    # people
    "partner": "伴侣",
    "spouse": "配偶",
    "wife": "妻子",
    "husband": "丈夫",
    "girlfriend": "女朋友",
    "boyfriend": "男朋友",
    "children": "孩子",
    "kids": "孩子",
    "marital_status": "婚姻状况",
    # life
    "pet": "宠物",
    "pets": "宠物",
    "hobby": "爱好",
    "hobbies": "爱好",
    "sport": "运动",
    "music": "音乐",
    "diet": "饮食",
    "allergy": "过敏",
    "allergies": "过敏",
    "health": "健康",
    "diagnosis": "诊断",
    "mood": "心情",
    "habit": "习惯",
    "plan": "计划",
    "plans": "计划",
    "goal": "目标",
    "car": "车",
    "phone": "电话",
    "email": "邮箱",
}
# other words people type for a label (住址 for 地址: a blind probe's /forget 住址 found nothing, 2026-12-07)
ALSO: dict[str, str] = {
    "住址": "地址", "家庭住址": "地址", "家庭地址": "地址", "居住地": "住处", "老家": "家乡", "故乡": "家乡",
    "年纪": "年龄", "岁数": "年龄", "薪水": "工资", "薪资": "工资", "工作单位": "单位", "手机": "电话",
    "手机号": "电话", "电话号码": "电话", "邮件": "邮箱", "电子邮箱": "邮箱", "名称": "名字",
}  # fmt: skip
SELF = ("我",)  # 我的城市: the person's own, as 城市 alone is
CLOSE = 0.6  # how alike (difflib's ratio) a name must be to a fact's to be offered when it names none


def loose(words: str) -> str:
    """A name as names are compared: case, spacing and Chinese script aside, an underscore as a space."""
    return simplified(norm(words.replace("_", " ")))


_LABEL = {loose(key): label for key, label in ZH.items()}  # city -> 城市
_KEYS: dict[str, list[str]] = {}  # 城市 -> [city, home_city]
for _key, _label in ZH.items():
    _KEYS.setdefault(loose(_label), []).append(_key)


def label_of(key: str) -> str | None:
    """The Chinese label of a stored key (loose): its own (城市 of city), or of a key of labelled parts, joined by 的
    (男朋友的名字 of boyfriend_name, 宠物的名字 of pet_name: a blind probe typed it to /forget and was told no fact
    is called that, 2026-12-07)."""
    label = _LABEL.get(key)
    if label or " " not in key:
        return label
    parts = [_LABEL.get(part) for part in key.split()]
    return "的".join(p for p in parts if p) if all(parts) else None


def attribute_name(attribute: str, language: str = "en") -> str:
    """An attribute as a person reads it: its Chinese label in Chinese (城市 for city, 男朋友的名字 for
    boyfriend_name), else as written, its underscores as spaces ("project framework")."""
    if language == "zh" and (label := label_of(loose(attribute))):
        return label
    return attribute.replace("_", " ")


def fact_name(subject: str, attribute: str, mine: Iterable[str], language: str = "en") -> str:
    """A fact as a chat names it, in a way it can be typed back: 城市 or "city" of the person's own (a subject in
    `mine`), 妹妹的城市 or "sister.city" of another's."""
    own = subject.casefold() in {s.casefold() for s in (*mine, "user")}
    if language == "zh":
        return attribute_name(attribute, "zh") if own else f"{subject}的{attribute_name(attribute, 'zh')}"
    return attribute if own else f"{subject}.{attribute}"


def notice_line(subject: str, attribute: str, value: str, user_subject: str, language: str) -> str:
    """One fact for a notice: "Mia: job: nurse", 妹妹的工作：产品经理, "job: nurse" for the person talking."""
    zh = language == "zh"
    mine = subject.casefold() in ("user", user_subject.casefold())
    about = "" if mine else f"{subject}的" if zh else f"{subject}: "
    return f"{about}{attribute_name(attribute, language)}{'：' if zh else ': '}{value}"


def _typed(typed: str) -> str:
    """A typed attribute as names are compared (`loose`), another word for a label as that label (住址 as 地址)."""
    said = loose(typed)
    return loose(ALSO.get(said, said))


def names_attribute(typed: str, stored: str) -> int:
    """How well a typed attribute names a stored one: 2 when it is the same (loosely), 1 when one is the other's
    Chinese label (城市 and city; 住址, another word for 地址, and address), 0 when neither."""
    said, kept = _typed(typed), loose(stored)
    if loose(typed) == kept:
        return 2
    if said == kept:  # another word for a key stored in Chinese (住址 for 地址), after a key stored as typed (老家)
        return 1
    label = label_of(kept)
    if label and said.replace("的", "") == label.replace("的", ""):  # 男朋友名字 or 男朋友的名字 of boyfriend_name
        return 1
    return 1 if _LABEL.get(said) == kept else 0


def attribute_spellings(typed: str) -> list[str]:
    """The attributes a typed one may be stored as, itself first: 城市, city, home_city; city, 城市."""
    said = _typed(typed)
    return [typed.strip(), *_KEYS.get(said, ()), *([_LABEL[said]] if said in _LABEL else [])]


@dataclass(frozen=True)
class Reading:
    """What a typed name may mean: an attribute of `subject`, or of the person's own when `subject` is None."""

    subject: str | None
    attribute: str


def readings(text: str) -> list[Reading]:
    """Each thing a typed name may mean, the likeliest first: sister/city and sister.city one thing each; 妹妹的城市
    first an attribute of the person's own called that, then 城市 of 妹妹 (at each 的: 姐姐的男朋友的城市); 我的城市
    the person's own."""
    text = text.strip()
    if "/" in text or "." in text:
        subject, _, attribute = text.partition("/") if "/" in text else text.rpartition(".")
        return [Reading(_whose(subject), attribute.strip())]
    found = [Reading(None, text)]
    for at, char in enumerate(text):
        if char == "的" and 0 < at < len(text) - 1:
            found.append(Reading(_whose(text[:at]), text[at + 1 :].strip()))
    return found


def _whose(subject: str) -> str | None:
    return None if not subject.strip() or loose(subject) in SELF else subject.strip()


def typed_names(subject: str, attribute: str, mine: Iterable[str]) -> list[str]:
    """The names a person may type for a fact, in both languages: city and 城市 of theirs; sister.city, 妹妹的城市."""
    label = attribute_name(attribute, "zh")
    if subject.casefold() in {s.casefold() for s in (*mine, "user")}:
        return [attribute, label]
    return [f"{subject}.{attribute}", f"{subject}的{label}"]


def closeness(typed: str, name: str) -> float:
    """How alike a typed name is to a fact's (difflib's ratio of the two, compared loosely): 1.0 when the same."""
    return difflib.SequenceMatcher(None, loose(typed), loose(name)).ratio()
