"""Layer 8, the slot: whether the attribute files the value as what the person's words say it is.

The value is the person's, in their words, and yet the attribute can say something they did not: a city they
visited filed as the one they live in, a language they are learning as one they speak, a side job or a
volunteer role as their occupation, a café they sit in as their employer, a sport they watch as one they
play, a rental as their car, a fear as a diagnosis, their team lead as their manager, their cat as their
child. Each kind of attribute below names, by its words, what it files (`files`) and the attributes that say
the other thing themselves and are right (`unless`: learning_language, side_job, volunteer_role,
rental_car). Its frames are the words right around the value that say it is something else ({v} stands for
the value), read only where the quote says the value ("I live in Lisbon, just got back from Porto" keeps
Lisbon). Its confirmations are words anywhere in the message that say the value is what the attribute says
after all ("I basically live at Starbucks lol, shift lead there 3 yrs", "took Spanish in school and use it
every day at work", "I'm nervous about having diabetes, just got diagnosed"): with one, the frames say
nothing. Rejected as `wrong_attribute`.

The frames were written from the thirtieth blind set and narrowed against a review's 387 probe lines near
their words (tests/trust_probes_30.py); a person's words can always say it another way, so this layer lowers
what gets through rather than closing it.

Older rules of the same kind live where they were written: a number that counts or measures something else
(stance's `not_that_measure`), and a place moved from, a home town or a company's city filed as where the
person lives (stance's `_not_home` and `_elsewhere`, reason `denied`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from twin.narrative.grounding.numbers import arabic
from twin.narrative.grounding.reading import EMPLOYER_ATTRIBUTE, JOB_ATTRIBUTE, _cues, _Reading, valued
from twin.narrative.grounding.stance import RESIDENCE


@dataclass(frozen=True)
class Kind:
    """A kind of attribute: the words that file a value as it, the words of one that says the other thing, the
    frames around a value that say it is not of this kind, and the words that say it is after all."""

    files: re.Pattern[str]
    unless: re.Pattern[str] | None
    frames: tuple[str, ...]
    confirms: tuple[str, ...] = ()
    whole: bool = False  # `files` must match the whole attribute (where one lives: not work_city, home_town)


_AN = r"(?:(?:a|an|the|my|our)\s+)?"
_WORDS = r"(?:[\w'-]+\s+)"  # a word and the space after it
_CLAUSE = r"[^,.!?;，。！？；]"  # a character of the same clause (NFKC has made "，" a ",")
_LATER = (  # a time to come: "flying to Denver tmr"
    r"tmr|tmrw|tomorrow|tonight|later|soon|next\s+\w+|this\s+(?:weekend|evening|afternoon|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday)|in\s+(?:a|two|three|\d+)\s+(?:days?|weeks?)"
)
_NOT_A_PLACE_AFTER = r"(?![\w-]|\s+(?:college|university|univ|u\b|airport|office|marathon|state\b))"
_BACK_FROM = (
    rf"\b(?:(?:back|home|returned)\s+from|(?:came|coming|got|get|flew|drove)\s+(?:back|home|in)\s+from)\s+"
    rf"(?:(?!work\b|school\b)[\w'-]+\s+){{0,3}}?{{v}}{_NOT_A_PLACE_AFTER}"
)
_STAYS = (  # words of staying where one comes from, anywhere in the turn: of living "here", "there", not elsewhere
    # ("I'm from Ohio, I live in Phoenix": a second place is no stay; the value named twice reads as one, below)
    r"\b(?:still\s+(?:here|there|around)|(?:i|we)\s+(?:still\s+)?live\s+(?:here|there)|living\s+(?:here|there)"
    r"|never\s+(?:really\s+)?(?:left|moved)|stayed\s+put|haven'?t\s+(?:left|moved|budged)|same\s+(?:house|place|town|city)"
    r"|moved\s+back|came\s+(?:back|home)|back\s+home|whole\s+life|all\s+my\s+life|to\s+this\s+day"
    r"|where\s+i\s+am|(?:which\s+is|,)\s*where\s+i'?m\b|till\s+i\s+die|(?:love|like)\s+it\s+here|here\s+now|still\s+here"
    r"|never\s+lived\s+anywhere\s+else|(?:i'?m|i\s+am|we'?re)\s+back\s+(?:home|here|for\s+good|in\s+{v})"
    r"|back\s+for\s+good|bought\s+(?:a|my|our)\s+(?:house|home|place|condo|flat|apartment)\s+(?:here|in\s+{v}))\b"
    r"|一直(?:没|住|待)|一直在(?:老家|家乡|这|那)|没(?:有)?出去过|没离开|冇离开|没搬|没挪|还在这|还住在?这|住在这|住在那"
    r"|现在也|现在都在|留在了?(?:这|老家|家乡)|现在(?:住|在)(?:在)?\s?(?:这|那|老家|家里|downtown|市区|市中心|郊区|城里)|现在住的|在这(?:儿|里|边)?(?:住|待|呆|生活)|目前在(?:这|老家)|到现在|人也在这|这儿|呢度|这里"
    r"|定居在这|(?<!不是)本地|土生土长|没在别的地方(?:住|生活)过|(?:都|也|一直)在这(?:边|里|儿)?|买了房|(?:搬|撤)回(?:了|到)?(?:老家|家乡)|(?<!过年)(?<!春节)(?<!放假)回到了?(?:老家|家乡)"
    r"|回(?:老家|家乡)(?:发展|工作|上班|定居|生活|创业|开|住)"
)
# where a person comes from: born, grew up, a home town, "from X originally", X人, 籍贯 (said of the person: the
# frame reads the words right before the value)
_ORIGIN = (
    r"\b(?:grew\s+up|raised|born(?:\s+and\s+(?:raised|bred))?|brought\s+up)\s+(?:in|near|around|outside(?:\s+of)?)\s+"
    r"(?:the\s+)?{v}\b"
    r"|\bhome\s*town(?:'s|\s+(?:is|was))\s+(?:the\s+)?{v}\b|\bnative\s+of\s+{v}\b"
    r"|\b(?:i'?m|i\s+am|we'?re|we\s+are|originally)\s+(?:originally\s+)?from\s+(?:[^,.!?;]{0,30}?\s)?{v}\b"
    r"|\bfrom\s+{v}\b[,\s]*originally\b|\b{v}\s*,?[\s-]+(?:born|raised|native)\b"
    r"|\b{v}(?:'s|\s+is)\s+where\s+i\s+(?:was\s+born|grew\s+up)|\broots\s+are\s+in\s+{v}\b"
    r"|{v}\s*(?:是|系)我(?:的)?(?:出生|长大)的地方|(?<!扎)根在\s*{v}"
    r"|\bborn\s+(?:at\s+[^,.!?;]{1,30}?\s)?in\s+{v}\b"  # "was born at St. Mary's in Duluth"
    r"|(?:老家|家乡|乡下|故乡|籍贯|祖籍)(?:就|也)?(?:是|系|在|:)?\s*[^,.!?;\s]{0,4}?{v}"
    r"|在\s*{v}\s*(?:长大|出生)|{v}\s*(?:长大|出生)(?:的|(?=[,.!?;\s]|$))|(?:出生|生长|长大)(?:在|于)\s*[^,.!?;\s]{0,4}?{v}"
    r"|(?:^|[,.!?;\s我])(?:生|长)在\s*[^,.!?;\s]{0,4}?{v}"  # 生在西安, 长在大连 (not 我是医生在上海, 学生在)
    # 我是湖南衡阳人 (not 新上海人, 人大, 杭州人多)
    r"|(?:^|(?<=[是,.!?;\s]))[^,.!?;\s是新]{0,4}?(?<!新){v}人(?![民口家才气员士工事力生物们多少太很挤山满大])"
)
# the place named again as where the person is: "Grew up in Omaha and I'm in Omaha now", "Still in Spokane",
# 到现在也在成都
# (not "Grew up in Boring, Oregon. Now I live in Portland, which is less boring", 在台南出生、台南长大)
_LIVING_AT = (
    r"(?:\b(?:i|i'm|im|i've|ive|we|we're|we've)\s+"
    r"(?:(?!not\b|never\b|haven|hasn|don|didn|grew\b|was\b|were\b|born\b|raised\b|from\b)[\w']+\s+){0,4}?"
    r"(?:in|to|at)\s+(?:the\s+)?|(?:^|[,.!?;]\s*|\b(?:i'm|im|i am|we're|we are)\s+)still\s+(?:here\s+)?in\s+"
    r"|(?:住在?|待在|呆在|留在|回到|回|定居在?|现在在?|也在|还在|一直在|搬回|返)\s*){v}|{v}(?:这边|这里|这儿)"
    # 我是杭州人，在杭州上班; 衡阳出生，衡阳读书，衡阳上班 (not 我妈在西安上班, 西安工作机会少)
    r"|(?:^|[,.!?;]\s*|我)[^,.!?;我他她妈爸哥姐弟妹婆公友]{0,6}?在\s*{v}\s*(?:上班|工作|打工|生活|读书|住)"
    r"|(?:^|[,.!?;]\s*){v}\s*(?:上班|工作|打工|生活|读书)(?=[,.!?;]|$)"
    r"|\b{v}(?:'s|\s+is)\s+(?:my\s+)?home\b"  # "Austin's home. I grew up in Austin, actually"
)
# another place the person is in: "been in Denver since 2015", 在深圳上班, 现在在上海 (a word of staying then says
# nothing of the home town: "…been in Austin ten years and haven't budged")
_ELSEWHERE = (  # (not "been in a band", "I'm in tech", "in love"; not 在公司上班, 在川大读大三, 到现在都没离开)
    r"\b(?:live|lives|living|lived|based|been|moved|relocated|settled|staying|i'm|im|i am|we're|we are|work|working"
    r"|works)\s+(?:[\w']+\s+){0,2}?(?:in|at)\s+"
    r"(?!{v}\b|the\s+same\b|here\b|home\b|(?:a|an|the|my|our|this|that|it|love|fear|tech|debt|school|bed|town|touch"
    r"|between|charge|general|fact|time|person|public|work|home|least|all|first|last|once|sales|finance|it|retail)\b)[a-z]"
    r"|(?<![现正实存所好自])在\s*(?!{v}|这|那|呢|别|家|公司|学校|医院|单位|老家|[都也还一就又再])[^\s,.!?;在]{2,4}?"
    r"(?:上班|工作|打工|打拼|定居|生活|住|(?=[,.!?;]|$))|人在\s*(?!{v}|这|那|家|老家)[^\s,.!?;在]{2}"
)
# the frame of a place one comes from, filed as where one lives or is: with no word of staying (or one after another
# place), nor named again where the person is
_FROM_ALONE = (  # (the words of staying are read by `_stays`: whose they are, and whether denied or to come)
    rf"^(?![\s\S]*{{v}}[\s\S]*(?:{_LIVING_AT}))(?![\s\S]*(?:{_LIVING_AT})[\s\S]*{{v}})[\s\S]*?(?:{_ORIGIN})"
)
# what makes a word of staying no stay of the person's now, in its clause before it: denied, wished or planned ("I'm
# never going back for good", 我不会搬回老家的, 过几年打算回老家发展, 想回到老家)
_NOT_STAYING = re.compile(
    r"\b(?:not|never|no|wish|want|wanna|hope|hoping|love to|plan|planning|going to|gonna|might|maybe|someday|if)\b"
    r"|n't\b|不|没|别|想|要|打算|准备|计划|希望|如果|要是|过几年|以后|将来"
)


def _stays(cues: str, value: str) -> bool:
    """Whether the turn says the person stayed where they come from (`_STAYS`): a word of staying that is theirs
    (not "my sister never lived anywhere else", 我哥去年回老家发展了), neither denied nor to come, with no other
    place they are in (`_ELSEWHERE`: "been in Austin ten years and haven't budged")."""
    if valued(_ELSEWHERE, value, cues).search(cues):
        return False
    for stay in valued(_STAYS, value, cues).finditer(cues):
        lead = re.split(r"[,.!?;]", cues[: stay.start()])[-1]
        if not _NOT_STAYING.search(lead) and not _others_say(cues, stay.start(), stay.end()):
            return True
    return False


_ZH_BACK_FROM = r"(?:从|由)\s*{v}\s*(?:出差|玩|旅游|旅行)?(?:回来|回到|飞回|返回|返来|回国|回)"
_WORK = r"work|works|worked|working|job|employee|staff|shifts?|hired|joined|recruiter|cashier|manager|lead"

# an animal, a food or a thing the person is allergic to: no pet and no dislike of theirs (我对猫过敏)
ALLERGIC_TO = (r"\ballergic\s+to\s+(?:[\w'-]+\s+){0,2}?{v}(?:e?s)?\b", r"对\s*{v}\s*(?:毛)?过敏")

# a partner of now, by the attribute's words (and of the past: an ex is no spouse, 前夫 as spouse)
PARTNER_NOW = re.compile(
    r"spouse|husband|wife|partner|boyfriend|girlfriend|fianc|\bbf\b|\bgf\b|配偶|老公|老婆|丈夫|妻子|对象|男朋友|女朋友"
    r"|伴侣|爱人|先生|太太|媳妇"
)
PARTNER_PAST = re.compile(
    r"\bex\b|former|previous|\bpast\b|\bold\b|first(?!\s*name)|college|high\s*school|\bteen|(?<![目当提])前|初恋|过去"
    r"|高中|大学|初中"
)
AN_EX = re.compile(
    r"前(?:任)?(?:夫|妻|男友|女友|男朋友|女朋友|度|任|老公|老婆)|前任"
    r"|ex(?:[\s-]*(?:husband|wife|boyfriend|girlfriend|partner|bf|gf|hubby|wifey|fianc\w*))?"
)
# an attribute filed under a partner who is someone else's ("brother_wife_name", 弟弟女朋友): the another's-partner
# frames are the fact itself there
OTHERS_PARTNER_FILED = re.compile(
    r"\b(?:brother|sister|son|daughter|friend|roommate|cousin|mom|dad|mother|father|coworker|boss)s?\b"
    r"|哥|姐|弟|妹|儿子|女儿|兄弟|(?<![男女])朋友|闺蜜|室友|同事"
)

# a place only liked or missed, the turn saying nothing more: "I love Paris!", "I'm such a fan of Portland",
# 大理我很喜欢。(not "I love Tokyo, my apartment is in Shibuya", "I love Seattle. Born and raised!",
# 我爱厦门，毕业后就留下来了: what more it says is most often where they live, in words no list holds)
_OVER = (  # ("I miss Portsmouth sometimes")
    r"(?:\s+(?:too|so much|a lot|as well|sometimes|every\s*day|terribly|like crazy|lately))?"
    r"\W*(?:(?:lol|haha\w*|[哈呵]+|[啊呀呢哦]+)\W*)?$"
)
_LIKED_ONLY = (
    r"(?:^|[,.!?;]\s*)(?:(?:oh|wow|aww|omg|and|but)\W+){0,2}(?:i|we)\s+(?:(?:really|absolutely|just|also|so|totally"
    r"|truly)\s+)?(?:love|adore|like|miss|envy|admire)\s+(?:all\s+)?{v}(?:s|es)?"
    + _OVER
    + r"|\b(?:i'?m|i\s+am)\s+(?:such\s+)?(?:a\s+)?(?:huge\s+|big\s+)?fan\s+of\s+{v}"
    + _OVER
    + r"|(?:我|俺)(?:也|很|真|超|好|特别|挺|蛮|最|太|都|一直)*"
    + r"(?:喜欢|爱|想念|怀念|羡慕|佩服|崇拜|欣赏|向往|憧憬)(?:上)?\s*{v}"
    + _OVER
    + r"|{v}\s*(?:我|俺)(?:也|很|真|超|好|特别|挺|蛮|最|太|都)*(?:喜欢|爱)"
    + _OVER
)

KINDS: dict[str, Kind] = {
    # where the person lives: not a place visited, travelled to or through, or worked in while living elsewhere
    "lives": Kind(
        # (a province, a state: where one lives too, as a model files it: 我是广西人 as province 广西; not a
        # country, which a model files for a nationality too)
        re.compile(rf"{RESIDENCE.pattern}|based in|where (?:i|they) live|province|state|region|省份?"),
        None,
        (
            _BACK_FROM,
            rf"\b(?:flying|flew|fly|drove|heading|headed|going|went|off|travel+ing|travel+ed)\s+(?:out\s+)?(?:to)\s+"
            rf"(?:the\s+)?{{v}}{_NOT_A_PLACE_AFTER}",
            rf"\b(?:trip|vacation|holiday|layover|stopover|road\s+trip|getaway|travel+ing|travel+ed)\s+(?:to|in|at"
            rf"|through|thru|around)\s+(?:the\s+)?{{v}}{_NOT_A_PLACE_AFTER}",
            r"\b(?:visiting|visited|touring|toured|exploring|explored)\s+{v}\b",
            # passing through: "Lisbon airport, layover till 6", "layover in Denver" (not "I live right next to Lisbon
            # airport", "I work at Denver airport", "Denver airport is 20 minutes from my house": home, work in it)
            r"(?:^|(?<=[.!?]))(?![^.!?]{0,200}\b(?:live|living|lived|(?<!flight\s)(?<!way\s)(?<!flying\s)(?<!going\s)home|house|flat|apartment"
            r"|place|work|working|commute"
            r"|neighbou?rhood|from\s+my)\b)[^.!?]{0,200}?\b{v}\s+(?:international\s+)?airport\b"
            r"|\b{v}(?:\s+(?:international\s+)?airport)?\W{0,3}(?:layover|stopover)\b",
            # a home that was: "Portsmouth was home for years", "my old flat in Portsmouth", 我在广州的老房子卖了
            r"\b{v}\s+(?:was|used\s+to\s+be)\s+(?:my\s+|our\s+)?home\b(?![^.!?]*\bstill\b)|\b(?:i|we)\s+called\s+{v}\s+home\b"
            r"|\b(?:my|our)\s+(?:old|former|previous)\s+(?:flat|house|place|apartment|home|condo|room|neighbou?rhood)\s+"
            r"(?:in|near|outside)\s+{v}\b|{v}的?(?:老房子|旧房子|旧公寓)|(?:以前|之前|原来)在\s*{v}\s*的(?:房子|家|公寓)",
            r"\b(?:in|at)\s+{v}\s+(?:(?:this|next|all)\s+(?:week|weekend|month)\s+)?(?:for|on)\s+(?:(?:a|the|some)\s+)?"
            r"(?:work|business|a\s+conference|conference|meetings?|training|vacation|holiday|the\s+weekend|a\s+trip"
            r"|trip|wedding|funeral)\b",
            r"\b(?:in|at)\s+{v}\s+(?:rn|right\s+now|for\s+a\s+(?:week|month|few\s+days)|for\s+the\s+weekend"
            r")\b",
            # a weekend there: "touching grass in boulder this wknd" (not "10 years in our house in Tempe this weekend",
            # "painting my kitchen in Tacoma this weekend": a home of theirs there)
            r"(?:^|(?<=[.!?]))(?![^.!?]*\b(?:my|our)\s+(?:kitchen|bathroom|house|home|place|apartment|flat|condo|yard|garden"
            r"|garage|room|basement|backyard|porch)\s+(?:in|at|near)\s+{v}\b)[^.!?]*?\b(?:in|at|near)\s+{v}\s+(?:this|next)\s+"
            r"(?:weekend|wknd|wkend)\b",
            r"\bfirst\s+time\s+in\s+{v}\b|\bflew\s+into\s+{v}\b|\bstaying\s+in\s+{v}\s+for\s+(?:a|an|one|two|three|\d+"
            r"|a\s+few|few|several)\s+(?:nights?|days?|weeks?|weekend|months?)\b",
            r"{v}\s*(?:出差|旅游|旅行|度假|开会|之旅|游玩|转机)(?!业|社|机构|局|公司|学院|学校|集团|中心|团)",
            r"(?:去|到|来|飞)了?\s*{v}\s*(?:出差|旅游|旅行|度假|开会|培训|玩|转机)",
            # a visit: 下周去东京看樱花, 来北京看展, 去成都吃火锅 (not 搬到深圳参加工作, 去上海看了三套房…在浦东买了)
            r"(?:去|(?<![搬来回])到|飞|(?<!回)来)了?\s*{v}\s*(?:看(?!病|房|了\S{0,4}房|我|到)|玩|逛|见(?!证|识|了很多)|参加(?!工作)"
            r"|拍(?!视频)|吃(?!到|了\S{0,3}年)|追星)",
            # a place to stay looked at or booked: 在看阿姆斯特丹的房子, 订了个Paris的房子, "booked an Airbnb in Paris"
            r"(?:看|订|找|约|刷|\bbook(?:ed)?\s?)(?:了|紧|着)?(?:好多|一?[个套间家])?\s*{v}\s*的\s*(?:\S{0,2}房|房子"
            r"|酒店|民宿|airbnb|hotel|公寓|房源|楼盘)",
            # a weekend or a holiday spent there, a city commuted to: 我喺深圳过咗个周末, 每天通勤到台北
            r"在\s*{v}\s*过了?(?:一?个)?(?:周末|假期|暑假|寒假|春节|新年|圣诞|生日|一晚|几天|一周|长假)",
            # a place only praised: "Denver is so pretty", 杭州好靓㗎 (not "…, I've lived here ten years"; not what
            # a resident says of it, "Denver is so expensive", 杭州好热)
            r"(?:^|[,.!?;]\s*)(?:wow\s+|oh\s+|哇\s*)?{v}\s*(?:is|'s|was|looks|seems)\s+(?:so|really|very|super|too"
            r"|quite|such\s+a)\s+(?:pretty|beautiful|lovely|gorgeous|charming|amazing)\b",
            r"(?:^|[,.!?;]\s*)(?:哇\s*)?{v}\s*(?:喔|哦|啊|呀|耶)?\s*,?\s*(?:好|很|超|真|太|挺|蛮|几)(?:漂亮|美|靓|好看)",
            r"通勤(?:到|去)\s*{v}",
            _LIKED_ONLY,  # a place only liked or missed: "I love Paris!", "I miss Duluth", 大理我很喜欢
            r"(?:周末|假期|放假|这周|这几天)\S{0,3}在\s*{v}\s*(?:玩|旅游|度假|逛|过)",  # 这周末在苏州玩
            # a home town said alone: "I grew up in Boise", "I'm from Ohio, I live in Phoenix now", 我老家是潮州,
            # 我是湖南衡阳人，现在在广州 (not with a word of staying: "…, and I live in the same house now",
            # 一直没离开过; nor the value named again: "grew up in Omaha and I'm in Omaha now")
            _FROM_ALONE,
            r"\b(?:look(?:ing|ed)?\s+at|view(?:ing|ed)?|book(?:ing|ed)?|check(?:ing|ed)?\s+out|search(?:ing)?\s+for"
            r"|hunting\s+for|brows(?:e|ing|ed)|put\s+an\s+offer\s+on)\s+(?:an?\s+|the\s+|some\s+)?(?:[\w-]+\s+)?"
            r"(?:airbnbs?|hotels?|hostels?|apartments?|flats?|houses?|condos?|rentals?)\s+in\s+{v}\b",
            _ZH_BACK_FROM,
            r"去了?趟\s*{v}|在\s*{v}\s*(?:待|呆)(?:一|两|几|三|\d)",
            rf"在\s*{{v}}\s*(?:上班|工作|返工|打工){_CLAUSE}*[,，]\s*(?:但是?|可是|不过|而是?)\s*住",
        ),
        (  # lived there all along: "…, lived here 10 yrs", "it's home now", 家也在成都, 我在大理定居六年了
            r"\b(?:live|lives|lived|living|moved|relocated|settled|based|bought|renting|rented)\b"
            r"[^.!?]{0,25}?\b(?:here|there|downtown|in\s+{v})\b",
            r"\b(?:it'?s|is)\s+(?:my\s+)?home\b|\bmy\s+(?:place|home|apartment|condo|house)\s+(?:here|in\s+{v})\b"
            r"|\b(?:been|grew up|raised)\s+(?:here|there)\b",
            r"在\s*(?:这边|这里|这儿|{v})(?:已经|一直)?(?:住|生活|定居)了",  # 我很喜欢杭州，在这边住了五年
            r"(?:住|(?<!老)家|定居|常驻|安家|落户)(?:在|也在|就在)?\s*(?:这边|这里|这儿|{v})|{v}\s?[^\s,.!?;]{0,3}(?:定居|安家|常驻)",
            r"租到了?|买了(?:房|一套)|搬进(?:去|来)?了|入住了",  # 找苏州的房子，终于在园区租到了: found, and moved in
        ),
        whole=True,
    ),
    # where the person is: not a place they are back from, nor one they are off to later
    "is_at": Kind(
        re.compile(r"location|whereabouts|current city|where (?:i am|they are)|所在地|位置|当前城市|目前所在"),
        None,
        (
            _BACK_FROM,
            rf"\b(?:flying|fly|driving|drive|heading|head|going|leaving|off|moving)\s+(?:out\s+)?(?:back\s+)?to\s+{{v}}"
            rf"(?=[^.!?]{{0,80}}\b(?:{_LATER})\b)",
            rf"\b(?:{_LATER})\b[^.!?]{{0,80}}?\b(?:flying|fly|driving|drive|heading|head|going|leaving|off|moving)\s+"
            rf"(?:out\s+)?(?:back\s+)?to\s+{{v}}",
            r"(?:明天|明早|后天|下周|下礼拜|下个月|过几天|周末|下次)[^,.!?，。！？]{0,6}?(?:去|飞|到|出发去|回)\s*{v}",
            _ZH_BACK_FROM,
            _FROM_ALONE,  # "Born in Manila", 我是四川人: where one comes from is not where one is
        ),
    ),
    # a language the person speaks: not one they are learning, took at school or want to learn
    "speaks": Kind(
        re.compile(r"language|speak|spoken|tongue|语言|语种|外语|会说|会讲|母语"),
        re.compile(r"\b(?:learn\w*|stud\w+|class\w*|course\w*|lessons?|wants?|goals?|target)\b|学|想|目标|课"),
        (
            rf"\b(?:learning|learn|studying|study|studied|took|taking|take|practicing|practising|brushing\s+up\s+on"
            rf"|picking\s+up|pick\s+up)\s+(?:to\s+speak\s+)?{_WORDS}{{0,4}}?{{v}}\b",
            r"\b{v}\s+(?:class|classes|course|lessons?|homework|exam|test|on\s+duolingo|with\s+duolingo)\b",
            r"\bduolingo\s+for\s+{v}\b|\bmy\s+{v}\s+is\s+(?:beginner|basic|not\s+great|bad|terrible|weak)",
            r"(?<![小中大])(?:学|學|练|考|背)(?:了|过|習|习|说)?\s*{v}",
            r"{v}\s*(?:课|班|考试|四级|六级|单词)|多邻国\s?\S{0,4}\s?{v}|哑巴\s*{v}",
            r"{v}[^,.!?，。！？]{0,10}(?:还不会|不太会|不会说|不会讲|只会读)",
        ),
        (  # spoken after all: "use it every day", "my mother tongue", 天天用, 我本身就是日本人, 考过N1
            r"\b(?:fluent\w*|native|bilingual|rusty|mother\s+tongue|first\s+language|grew\s+up|interpret\w*"
            r"|translat\w*|teach\w*|taught|use\s+it|using\s+it|conversation|work\s+language)\b",
            r"(?<!to\s)(?<!learn\s)\b(?:speak|speaks|speaking|spoke|spoken)\b(?![^.!?]{0,12}\b(?:yet|at\s+all)\b)",
            r"\b(?:in|into)\s+{v}\b(?!\s+(?:class|classes|course|lessons?))",
            r"\b(?:run|runs|ran|lead|leads|give|gives|host|hosts)\s+(?:a|an|the)\s+{v}\s+class",
            r"\b{v}\s+(?:calls?|meetings?|clients?|customers?|patients?|speakers?)\b"
            r"|\buse\s+it\s+at\s+(?:my\s+)?(?:job|work)\b",
            r"我是学\s?{v}\s?的|{v}\s?专业",
            r"天天用|每天用|日常|沟通|流利|母语|本身就是|本来就是|翻译|教|带|聊|上课|授课|住了|n1|n2|专八|专四|八级|说得|讲得",
        ),
    ),
    # what the person does for a living: not a volunteer role, a side job, a weekend thing, what they study for
    "occupation": Kind(
        JOB_ATTRIBUTE,
        re.compile(
            r"\b(?:side|part ?time|volunteer\w*|hobb\w+|gigs?|hustle|weekends?|second|dream|future|goals?|stud\w+"
            r"|train\w*|past|former|previous|old|first|ex)\b|兼职|副业|业余|志愿|梦想|目标|以前|曾|学|想"
        ),
        (
            rf"\bvolunteer(?:s|ed|ing)?\s+(?:as\s+)?{_AN}{_WORDS}{{0,2}}?{{v}}",
            rf"\b(?:studying|training|in\s+school|going\s+to\s+school)\s+to\s+(?:be|become)\s+{_AN}{_WORDS}{{0,2}}?"
            rf"{{v}}",
            r"\bfuture\s+{v}\b",
            r"(?<!work\s)(?<!works\s)(?<!working\s)\b(?:on\s+)?(?:weekends?|saturdays?|sundays?)\b"
            r"[^.!?;,，]{0,30}?\b{v}",
            r"\b(?:on\s+the\s+side|side\s+(?:gig|hustle|job)|moonlight(?:ing|s)?\s+as)\b[^.!?;,，]{0,20}?\b{v}",
            r"(?:兼职|副业|业余|志愿者?|义工)(?:是|做|当|在)?[^,.!?，。！？]{0,6}?{v}",
            r"(?:周末|晚上|放假|假期|下班后?)[^,.!?，。！？]{0,8}?{v}",
            # a shift stood in for: "filling in as receptionist tonight", 今天替同事上一天班，在前台接电话
            rf"\b(?:filling\s+in|covering|subbing|standing\s+in)\s+(?:as|for)\s+{_AN}{_WORDS}{{0,2}}?{{v}}",
            r"(?:替|帮|代)(?:同事|朋友|别人|人家|[他她]|室友|同学|老板|领导)[^，。,.!?！？我]{0,3}?(?:上|值|顶)[^，。,.!?！？我]{0,3}?班"
            r"[^。！？!?我]{0,12}?{v}|(?:代班|顶班)[^。！？!?我]{0,8}?{v}",
            r"(?:在学|备考|在考)(?![校院堂生])[^,.!?，。！？]{0,2}?{v}|(?:以后|毕业后)(?:想|会|要)?当\s*{v}",
            # a work only admired is no job: "I love architects!", "omg I adore architects, what a job",
            # "surgeons are so cool honestly", 我超级崇拜医生，真的, 做设计师的都好酷 (not "I love being a nurse",
            # 我很喜欢护士这个职业, "I admire teachers, which is why I became one": below). Its people in the plural,
            # or 佩服 and its kin: what more the turn says is rarely the person's own job (a liked place is another
            # matter: `_LIKED_ONLY`)
            r"\b(?:i|we)\s+(?:(?:really|absolutely|just|also|so|totally)\s+)?(?:love|adore|admire|respect)\s+"
            r"(?:all\s+)?{v}s\b|(?:佩服|崇拜|羡慕|敬佩)\s*(?:那些|所有的?)?{v}",
            r"(?:^|[,.!?;]\s*)(?:(?:omg|wow|honestly|man|ngl)\W+)?{v}s\s+are\s+(?:so\s+|really\s+|such\s+|the\s+)?"
            r"(?:cool|amazing|awesome|impressive|badass|inspiring|heroes|brilliant|incredible|admirable)\b"
            r"|(?:做|当)?{v}(?:的)?(?:都|真|好|太|超|也|很)+(?:酷|帅|厉害|牛|了不起|伟大)",
        ),
        (  # the living after all: "full time", "it's my only job", "went career", 全职, 就是我, 双休
            r"\b(?:full[- ]?time|only\s+job|for\s+a\s+living|career|paid|salaried|professional(?:ly)?|day\s+job\s+is"
            r"|my\s+(?:main|real|actual)\s+job)\b",
            r"\b(?:bc|because|since|cause|cuz)\s+i'?m\b|\bnow\s+(?:i\s+(?:am|work|fly|do|run)|i'?m)\b"
            r"|\bi(?:'m|\s+am)\s+one\b|\b(?:became|become|been|being)\s+one\b|\bmyself\b|\bas\s+one\b",
            # ("I adore architects, lucky since I am one", "I admire teachers, which is why I became one")
            r"\bwork(?:s|ing|ed)?\s+(?:on\s+)?(?:the\s+)?(?:weekends?|saturdays?|sundays?|nights?)\b"
            r"|\b(?:when|since)\s+(?:you'?re|you\s+are)\s+(?:a|an)\b",
            r"全职|带薪|主业|正职|本职|就是我|双休|朝九晚五|转成|转正|因为我是|哪有周末|也要上班|值班|夜班|我是[^,.!?，。！？]{0,6}上班的",
        ),
    ),
    # when the person was born: not a date or a year with no word of a birth ("we got married 6/12/2015", "my flight
    # is AA 1934", 我手机尾号1990, 我2008年去的北京)
    "birth": Kind(
        re.compile(r"birthday|birth ?date|date of birth|birth ?year|year of birth|\bborn\b|\bbday\b|生日|出生(?!地)"),
        None,
        (
            r"^(?![\s\S]*(?:born|birth|b-?day|\bb\.|\bbaby\b|\bclass of\b|\bdob\b|\bturn(?:s|ing)?\s+\d"
            r"|\b\d+(?:st|nd|rd|th)\b"
            r"|\b(?:aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)\b"
            r"|生日|出生|生于|生的|生人|年生|\d年的|\d年\d+月|年的人|属|[后後]\b))[\s\S]*?{v}",
        ),
    ),
    # the person's own rent: not what rents are around them ("rent here is like 2500 for a studio", 这边房租三千起步)
    "rent": Kind(
        re.compile(r"\brent\b|房租|租金"),
        re.compile(r"market|average|typical|area|平均|市场"),
        (
            r"\brents?\s+(?:here|around here|in (?:this|the|my) (?:city|area|town|neighbou?rhood))\b[^.!?;]{0,30}?{v}",
            r"(?:这边|这里|这儿|本地|市区|那边|周边)\s*(?:的)?\s*房租[^,.!?;]{0,10}?{v}",
        ),
        (  # the person's own after all: "my rent here is 1800", "mine is 2400", "I pay 2100", 我这边房租两千
            r"\bmy\s+rent\b|\bmine\s+is\b|\bi\s+pay\b|\bi'm\s+paying\b|我(?:在)?(?:这边|这里|这儿)?(?:的)?房租|房租我|我(?:每月|一个月)?交",
        ),
    ),
    # the person's own pay: not a household's ("our household income is around 150k", 家里一年收入二十万)
    "pay": Kind(
        re.compile(r"salary|\bpay\b|wage|income|earning|hourly|工资|月薪|年薪|收入|薪水|时薪|人工"),
        re.compile(r"household|family|combined|bonus|家庭|全家|家里|奖金|年终"),
        (
            # (not "our household income is 150k and I make 90k of it")
            r"\b(?:household|combined|family)\s+income\b(?:(?!\d|\bi\b|\bmy\b)[^.!?;]){0,30}?{v}"
            r"|(?:家庭|全家|家里|我们家)\S{0,4}?收入(?:(?![\d我])[^,.!?;]){0,10}?{v}",
            # a price paid or a retirement plan is no pay: "paid $22 for a sad salad", 外卖花了35, "maxed out my 401k
            # contribution" (a bonus: BONUS)
            # (a pay for a time worked is pay: "paid 500 for two weeks of work", "paid $200 for a 12-hour shift")
            r"\bpaid\s+[$€£¥]?{v}\s+for\b(?!\s+(?:each|every|per)\b|(?:\s+(?!this\b|last\b|next\b)\S+){0,2}?\s+"
            r"(?:\d+[- ]?)?(?:hours?|shifts?|weeks?|days?|months?|years?|work)\b)|花了\s*{v}",
            r"\b{v}\s*contribution\b",
        ),
        (  # the value said as pay too: 花了8000报了个培训班，现在月薪8000
            r"(?:月薪|工资|年薪|时薪|薪水|底薪|\bsalary\s+(?:is|of)|\b(?:i\s+)?(?:make|earn))\s*[$€£¥]?{v}",
        ),
    ),
    # who the person works for: not a place they sit in, shop at, live near, or had an interview with
    "employer": Kind(
        EMPLOYER_ATTRIBUTE,
        re.compile(
            r"\b(?:interview\w*|appl\w+|dream|target|clients?|customers?|former|previous|old|ex|past|last|prior"
            r"|parent)\b"
            r"|面试|投|梦想|客户|前|以前|想"
        ),
        (
            r"\b(?:live|living|lives|hang|hanging|hangs|sit|sitting|camp|camping)\s+(?:out\s+)?(?:at|in)\s+(?:the\s+)?"
            r"{v}",
            r"\b(?:interview(?:ed|ing|s)?|applied|applying|application)(?:\s+(?:today|yesterday|again|last\s+week))?"
            r"\s+(?:at|with|to|for)\s+{v}",
            r"\b(?:final|first|second|third|last)\s+round\s+(?:with|at)\s+{v}",
            r"\b(?:near|next\s+to|across\s+from|across\s+the\s+street\s+from|opposite)\s+(?:the\s+)?{v}",
            rf"\b(?:shop|shopping|shopped|eat|ate|eating|order|ordered|bought|buy)\s+{_WORDS}{{0,3}}?(?:at|from)\s+"
            rf"{{v}}",
            r"\bworking\s+from\s+(?:the\s+)?{v}|\bat\s+{v}\s+every\s+\w+\s+before\s+work",
            # "I get coffee at Starbucks every day" (not "got a job at Starbucks")
            r"\b(?:get|gets|got|getting|grab|grabs|grabbed|grabbing|pick\s+up|picked\s+up)\s+(?:my\s+|some\s+|the\s+)?"
            r"(?:coffee|lunch|breakfast|dinner|food|drinks?|groceries|tea|snacks?|gas|takeout|take-out)\s+(?:at|from)\s+{v}",
            r"(?:楼下|旁边|对面|隔壁|附近)(?:就|还)?(?:是|有)?\s*{v}",
            r"{v}\s*(?:的)?(?:楼下|旁边|对面|隔壁|附近)",
            r"(?:面试|投|申请|路过)(?:了|过|完)?\s*{v}|常去\s*{v}",
            # left or retired from: "left Meta last year for a startup", "retired lol. 38 years at the post office",
            # 离职了，从银行出来了
            r"\bleft\s+{v}\s+(?:last\s+(?:year|month|spring|summer|fall|autumn|winter)|in\s+(?:19|20)\d\d"
            r"|(?:\w+\s+)?(?:years?|months?)\s+ago|for\s+(?:a|an)\s+(?:startup|new\s+job|job|role|position)\b)",
            r"(?:^|\b(?:i'?m|im|i\s+am)\s+)retired(?![?-])\b"
            r"(?:(?!\b(?:now|still|nope|currently|but|i\s+\w+)\b|\bconsult)[\s\S]){0,40}?"
            # (not "retired from teaching but I drive for the county now")
            r"\b(?:at|for|with)\s+(?:the\s+)?{v}(?![^.!?]*\b(?:now|these\s+days)\b)",
            # 在家乐福遇到我前同事, 在星巴克等朋友 (not 在阿里等晋升, 在腾讯等转正)
            r"(?:在|去)\s*{v}\s*(?:买|吃|喝|面试|逛|遇到|碰到|撞见|见到|等紧?(?=人|朋友|车|位|号|外卖|你|他|她|我))",
            # 在Google Docs上写周报, 在淘宝上买: on it, not at it (not 在谷歌上过班)
            r"在\s*{v}(?:\s+[a-z]+){0,2}\s*上(?=写|买|卖|看|发|搜|找|查|存|传|聊|记|订|下单|刷|玩)",
        ),
        (  # works there after all: "perks of working there", "been with Accenture 6 yrs", 我是腾讯员工, 入职了, back
            r"\b(?:came\s+back|rejoined|went\s+back|been\s+back|back\s+there|returned|hired\s+me\s+back|rehired"
            r"|back\s+in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))\b",
            rf"\b(?:{_WORK})\b[^.!?]{{0,40}}?\b(?:there|here|{{v}})\b|\bbeen\s+(?:there|with\s+{{v}})\b",
            r"\b{v}\b[^.!?]{0,20}?\b(?:employee|staff|badge)\b|\bi'?m\s+(?:a|an|the)\s+[\w\s-]{1,25}?\s+there\b",
            r"\b(?:shifts?|on\s+shift|resident|residency|clock(?:ed)?\s+in)\b|\b(?:pm|engineer|developer|dev|analyst"
            r"|designer|intern|nurse|cashier|barista|manager|lead|swe|consultant|associate|director|vp)\s+(?:at|@)\s+{v}\b",
            r"(?:{v}|这|那|我们)[^,.!?，。！？]{0,6}(?:员工|上班|工作|干了|入职|仓库|店长)"
            r"|(?:上班|工作|入职|干了|当店长)[^,.!?，。！？]{0,8}(?:{v}|这|那)|入职|干了\S{0,3}年|员工",
        ),
    ),
    # a company worked for before: not the one just moved to (刚跳槽到美团, "just switched to Stripe")
    "previous_employer": Kind(
        re.compile(r"(?:previous|former|old|past|ex)[\s-]?(?:employer|company|job|workplace)|前公司|前东家|以前的公司"),
        None,
        (
            r"(?:跳槽|跳|换|转)(?:到|去)\s*{v}(?![^。！？]*(?:现在|后来|又|再|之后|走了|离职|辞职|辭職|离开|不干))"
            r"|\b(?:moved|switched|jumped|went)\s+(?:over\s+)?to\s+{v}\b"
            r"(?![^.!?]*\b(?:now|then|left|since|after|quit|today|but)\b)"
            r"|\bnow\s+(?:at|with)\s+{v}|\bjust\s+(?:started|joined)\s+(?:at\s+)?{v}",
        ),
    ),
    # a sport the person plays: not one they watch or follow
    "plays": Kind(
        re.compile(r"\bplay|practi[cs]e|打|踢|练"),
        None,
        (
            r"\b(?:watch|watching|watched|watches)\s+(?!my\b|me\b|myself\b)(?:[\w'-]+\s+){0,2}?{v}",
            r"\b(?:follow|following|followed)\s+{v}\b|\bnever\s+miss\s+an?\s+{v}",
            r"\b{v}\s+(?:fan|games?\s+on\s+tv|on\s+tv)\b",
            r"(?:看|追|关注)(?:了|过)?\s*{v}",
            r"{v}\s*(?:迷|球迷)|{v}[^,.!?，。！？]{0,2}只看|{v}[^,.!?，。！？]{0,6}(?:看了|必看|每场都追)",
        ),
        (  # plays too: "also hoop every morning", "hit 3x a week", 校队, 天天打
            r"\b(?:i|also|and)\s+(?:play|plays|played|hoop|hit|skate|swim|run|ride|shoot|coach)\b"
            r"|\b(?:play|plays|played|playing|practice|train)\b[^.!?]{0,20}\b(?:{v}|it|them)\b"
            r"|\b{v}\s+(?:player|team|league|practice)\b|\bplayer\b|\bleague\b",
            r"(?:打|踢|练|玩)[^,.!?，。！？]{0,6}{v}|{v}[^,.!?，。！？]{0,6}(?:打|踢|练|队|选手)|校队|选手|业余|踢五人"
            r"|(?:打|踢|练)了?[^,.!?，。！？]{0,3}年",
        ),
    ),
    # what the person owns: not a rental, a loan or the company's
    "owns": Kind(
        re.compile(r"\bcar\b|vehicle|\bphone\b|laptop|computer|\bbike\b|motorcycle|truck|\bride\b|车|手机|电脑"),
        re.compile(
            r"\b(?:rent\w*|loan\w*|borrow\w*|company|work|dream|wants?|next|future|former|previous|old|first)\b"
            r"|租|借|公司|梦想|想|下一|以前"
        ),
        (
            r"\b(?:rental|rented|renting|loaner|borrowed|borrowing|courtesy|company|friend's|dad's|mom's"
            r"|mum's|brother's|sister's)\s+(?:car\s+)?(?:[\w'-]+\s+)?{v}",
            r"\b{v}\s+(?:rental|loaner)\b|\b{v}\s+from\s+(?:enterprise|hertz|avis|budget|sixt|turo|zipcar)\b",
            r"\btest[- ]?(?:drove|driving|drive)\s+(?:a|an|the)?\s*{v}",
            r"\b(?:company|work|employer|job)\s+(?:gives|gave|provides|provided|lends|lent)\s+me\s+(?:a|an|the)?\s*{v}",
            r"\bmy\s+work\s+(?:truck|car|phone|van|laptop)\s+is\s+(?:a|an|the)?\s*{v}",
            r"(?:租|借)(?:了|的|来)?(?:一?(?:辆|台|部|个))?\s*{v}",
            r"(?:公司|单位)(?:给|配|发|派)?(?:给|配|发)?了?(?:一?(?:辆|台|部|个))?\s*{v}",
            r"(?:公司|单位)的(?:车|手机|电脑)(?:是)?\s*{v}|打了?一?辆\s*{v}",
            r"{v}\s*(?:是)?(?:租的|借的|公司的|单位的)(?![吗?？])",
        ),
        (  # theirs after all: "ended up buying one", "my Civic's in the shop", 后来直接买了
            r"\b(?:bought|own|owned|buying|buy)\b[^.!?]{0,20}\b(?:{v}|one|it)\b|\bmy\s+{v}\b",
            r"(?:买了|买下|入手)[^,.!?，。！？]{0,6}{v}",
        ),
    ),
    # where and what the person studies: not a school they teach or work at, a course they teach or tutor, a school
    # that turned them down or that they turned down, one they dropped out of or left, a minor as the major, a
    # school only visited, worn or talked about ("a Harvard talk", "my stanford hoodie"), a class average or a
    # grade needed (the thirty-sixth blind set, tests/trust_probes_study.py)
    "studies": Kind(
        re.compile(
            r"school|universit|college|\bcampus\b|alma mater|\bmajor(?:s|ed|ing)?\b|\bdegrees?\b|\bcourse(?:s|work)?\b"
            r"|\bgrade\b|\bgpa\b"
            r"|\bexams?\b|\btest\b|student|education|学校|大学|学院|专业|学历|学位|年级|课程|考试|成绩|学生|母校"
        ),
        re.compile(  # (another's: son_school; the work itself: teaching_subject)
            r"\b(?:teach\w*|taught|tutor\w*|work\w*|employ\w*|job|minor|appl\w+|target|dream|goal|sons?|daughters?"
            r"|child\w*|kids?|golf|number|count)\b|教|工作|目标|孩子|儿子|女儿|数量|人数"
        ),
        (
            # lived near, not studied at: "we live next to stanford", "my apt is 2 blocks from MIT", 我家就在清华旁边
            r"\b(?:next\s+to|near|close\s+to|across\s+from|(?:\d+|two|three|a\s+few|a\s+couple(?:\s+of)?)\s+blocks?"
            r"\s+from)\s+(?:the\s+)?{v}\b",
            r"{v}\s*(?:的)?(?:旁边|附近|对面|隔壁)",
            # taught, by the person: "I teach 8th grade science at lincoln middle", "I tutor kids for the SAT" (not "a
            # teaching degree at Ohio State", "profs who teach at Rice", "taught by jesuits", "teaching myself python")
            r"(?:^|[,.;!?]\s*|\bi\s+(?:also\s+|still\s+|now\s+|used\s+to\s+)?|\bi'?m\s+(?:also\s+|now\s+|still\s+)?)"
            r"(?:teach|teaching|taught|tutor|tutoring|tutored|coach|coaching|coached|lecture|lecturing|lectured)"
            r"(?!\s+(?:degree|credential|program|certificat\w*|qualification|course|license|licence|and|by|myself)\b)"
            r"\s+(?:(?!and\b|or\b)[\w'-]+\s+){0,3}?(?:(?:at|in|for|of)\s+)?(?:the\s+)?{v}\b",
            # worked at: "I work in admissions at Columbia" (not "working on my thesis at MIT", "job hunting while at
            # NYU", "who works at Rice", "I work at Cornell's library")
            r"(?<!school )(?<!home)(?<!course)(?<!who )\b(?:work|works|working|worked)\s+(?:(?:as\s+(?:a|an)\s+[\w-]+"
            r"|in\s+admissions|in\s+the\s+[\w-]+\s+office)\s+)?(?:at|for)\s+(?:the\s+)?{v}\b(?!(?:'s)?\s+(?:rec|writing"
            r"|dining|student|career|library|libraries|gym|book|bookstore|coffee|chapel|hospital|health|athletics|it)\b)"
            r"|\b(?:employed\s+(?:at|by)|my\s+job\s+at|on\s+the\s+(?:faculty|staff)\s+(?:at|of))\s+(?:the\s+)?{v}\b",
            # a post of the person's own ("I'm a professor of linguistics at McGill", "ive been a teacher at lincoln
            # high"; not "my professor at NYU")
            r"(?:^|[,.!?;]\s*|\b(?:i'?m|i\s+am|as|work\s+as|i'?ve\s+been|ive\s+been)\s+)(?:a|an|the)?\s*"
            r"(?:(?!my\b|our\b|his\b|her\b|their\b)[\w-]+\s+)?(?:professor|prof|lecturer|instructor|teacher|librarian"
            r"|janitor|dean|nurse)\s+(?:of\s+{v}\b|(?:of\s+[\w\s]{1,20}?\s+)?(?:at|in)\s+(?:the\s+)?{v}\b)",
            # a course the person assists in: "I'm a TA for intro stats"
            r"\b(?:i'?m|i\s+am|as)\s+(?:a|an|the)\s+(?:ta|teaching\s+assistant|grader)\s+(?:for|of|in)\s+(?:the\s+)?"
            r"{v}\b",
            # 我在初中教语文, 在清华上班, 是清华的老师 (not 在北大教育学院读研, 交大教三上课, 在清华教我们的老师)
            r"(?<![他她])在\s*{v}\s*(?:教(?![室学务材程育一二三四五六七八九十\d我咱])|任教|执教|当老师|做老师|上班|工作|打工|返工"
            r"|当保安|做保安)|是\s*{v}\s*的(?:老师|教授|校医|宿管|保安|员工)",
            r"(?<![请找跟])(?:教|教了|教过|任教)\s*{v}",
            r"\b(?:waitlisted|wait-listed|rejected|deferred|denied|turned\s+down)\s+(?:at|by|from)\s+{v}\b",
            r"\b(?:got|get|getting)\s+into\s+{v}\b[^.!?;]{0,30}?\bbut\s+(?:i\s+)?(?:chose|picked|went\s+(?:with|to)"
            r"|turned\s+(?:it|them)\s+down|declined|said\s+no|didn'?t\s+go)\b",
            r"\b(?:dropped|drop|dropping)\s+out\s+of\s+{v}\b|\btransferred\s+(?:out\s+of|from)\s+{v}\b",
            r"(?:从\s*)?{v}\s*(?:退学|辍学|肄业|退了学)|从\s*{v}\s*转(?:学|出)",
            # 我被浙大拒了, 我考上了复旦但最后去了南大
            r"被\s*{v}\s*(?:拒|刷|挂)|考上了?\s*{v}\s*[,，]?\s*(?:但|可|不过)[^,，。.!?！？]{0,8}?(?:去了|选了|没去)",
            r"\bminor(?:ing|ed)?\s+in\s+{v}\b|\b{v}\s+minor\b|辅修(?:了|的)?(?:个|一个)?\s*{v}",
            r"\b{v}\s+(?:talk|lecture\s+series|hoodie|sweatshirt|t-?shirt|shirt|mug|merch|sticker)\b"
            r"|\b(?:at|in)\s+{v}\s+(?:this|last|next)\s+(?:weekend|week)\s+for\b",
            r"{v}\s*(?:附近|旁边|对面|门口)",
            # 985 or 211, a rank of schools, not a school
            r"(?<![\da-z.])(?=(?:985|211|c9|双一流|常春藤|ivy\s+league)(?![\da-z.])){v}(?![\da-z.])",
            # a class average, or a grade needed: "the class average on the midterm was a 58", "I need a 3.5"
            r"\b(?:class|the|our)\s+average\s+(?:[\w-]+\s+){0,4}?(?:was|is|of)\s+(?:a\s+|an\s+)?{v}\b"
            r"|\bneed\s+(?:a|an)\s+{v}\b",
        ),
        (  # a student after all, in the person's own words anywhere in the turn: "I'm a PhD student and I teach at
            # Purdue", "…between classes", 其实我自己还在读博, 赚学费 (not "my students are great": theirs)
            r"\b(?:i'?m|i\s+am|im)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:student|undergrad|freshman|sophomore|junior"
            r"|senior|grad|phd\s+candidate)\b|\bstudent\s+(?:at|in|there)\b|\b{v}\s+(?:major|student|class|grad)\b"
            r"|\b(?:i\s+)?(?:study|studies|studying|studied)\s+(?:(?:[\w'-]+\s+){0,2}?(?:at|in)\s+{v}\b|there\b)"
            r"|\b(?:undergrad|freshman|sophomore|majoring|my\s+major|enrolled|grad\s+school|peer\s+tutor|work-?study"
            r"|pre-?med|tuition|between\s+classes|(?:take|taking|took)\s+classes|part-time\s+phd|phd\s+student"
            r"|(?:first|second|third|fourth|final|senior|junior)\s+year\s+(?:at|of|in))\b"
            r"|\bgo\s+to\s+{v}\b|\bmy\s+way\s+through\s+{v}\b"
            r"|\b(?:taking|take|took|enrolled\s+in|signed\s+up\s+for)\s+(?:a|an|the|my)?\s*{v}\b"
            r"|\bstill\s+(?:there|at\s+{v})\b",
            r"我[^，。,.!?！？]{0,6}(?:在读|读研|读博|读本科|读大学|上学|念书|是学生|学生)|大[一二三四]|研[一二三]|博[一二三]"
            r"|{v}\s*系|回\s*{v}\s*读|学费|明年毕业|修[课課]|在\s*{v}\s*(?:读|上学|念书|就读|读书|上课|留学)",
        ),
    ),
    # the school the person is at now: not one they went to before the one they are at ("went to UCLA for undergrad,
    # now doing my MFA at CalArts")
    "school_now": Kind(
        re.compile(
            r"(?:current|present)\w*\s+(?:school|universit\w*|college)|目前的?(?:学校|大学)|现在的?(?:学校|大学)"
        ),
        None,
        (r"\b(?:went|used\s+to\s+go)\s+to\s+{v}\b(?=[^.!?]*\bnow\b)",),
        (
            r"\bstill\s+(?:there|at\s+{v})\b|\bnow\b[^.!?]{0,30}\b(?:studying|student|doing\s+my\s+\w+)\s+(?:there"
            r"|at\s+{v})\b",
        ),  # fmt: skip
    ),
    # a degree the person holds: not one they are working on ("working on my MSN now", 在读博士, 边上班边拿个本科;
    # not "Getting my MBA was worth every penny", "getting my BSN pin", 当年去英国读个硕士花了三十万)
    "degree": Kind(
        re.compile(r"\bdegrees?\b|学位|文凭"),  # (not 学历: 研究生在读 is a level of schooling while it lasts)
        re.compile(r"progress|pursu\w*|current\w*|studying|working|target|goal|planned|在读|攻读|目标"),
        (
            r"\b(?:working|workin)\s+(?:on|towards?)\s+(?:my|a|an|the)\s+{v}(?!\w)|\bpursuing\s+(?:my\s+|a\s+|an\s+)?"
            r"{v}(?!\w)|\b(?:doing|getting)\s+(?:my|a|an)\s+{v}(?!\w)(?!\s+(?:(?:in|at)\s+(?:19|20)\d\d|diploma"
            r"|certificate|framed|pin|hood|ceremony)\b)"
            r"(?![^.!?;,]{0,30}\b(?:was|were|paid\s+off|changed|opened|made|took|cost)\b)",
            r"在读\s*{v}|{v}\s*在读|(?:边|正在|还在)[^，。,.!?！？]{0,6}?(?:读|念|拿)(?:个|一个)\s*{v}"
            r"|{v}\s*(?:还)?没(?:毕业|读完|拿到)",
        ),
        (
            r"\b(?:finished|completed|earned|got)\s+(?:my|a|an|the)\s+{v}(?!\w)|\bfinished\s+it\b|{v}\s*(?:毕业|拿到了|读完了)",
        ),
    ),
    # an exam the person passed: not one they are studying for or signed up to ("studying for the LSAT", 备考CPA;
    # not "Studying for the LSAT was brutal but I passed", 二战考研终于上岸了)
    "passed": Kind(
        re.compile(r"passed|cleared|通过|考过|上岸"),
        None,
        (
            r"\b(?:studying|prepping|preparing|cramming|registered|signed\s+up|sitting|retaking|retake)\s+(?:for\s+)?"
            r"(?:the\s+|my\s+)?{v}\b(?![^.!?;]{0,40}\b(?:was|were|took|paid\s+off)\b)",
            r"(?<!当年)(?<!那两年)(?:备考|准备考|在考|要考|报名了?|报了|复习|二战|再战)\s*{v}",
        ),
        (  # the same exam passed, said by the person; a license held
            r"\b(?:passed|cleared|got\s+through|nailed|aced)\s+(?:it|them|all|both|the\s+{v}|{v}|on\s+(?:my|the)\s+\w+)\b"
            r"|\b(?:i|finally|and|but)\s+(?:passed|cleared)\b(?!\s+(?:the|my)\b)"
            r"|\b(?:i'?m|now)\s+(?:a\s+)?(?:licensed|certified|doctor|lawyer|cpa|nurse|rn)\b",
            r"(?<!希望)(?<!争取)(?<!能)(?:通过了|上岸了?|考过了|全过了?|拿下了?|持证|一次(?:就)?过)",
        ),
    ),
    # a year the person graduated: not one they dropped out in ("dropped out of NYU in 2015"; not "My brother
    # dropped out but I graduated in 2018", 2015年毕业 我弟辍学了, 我2015年本科毕业，后来读博退学了)
    "graduated": Kind(
        re.compile(r"\bgraduat(?:e|ed|ion|ing)\b|毕业"),  # (not undergraduate_major)
        None,
        (
            r"(?:^|[,.;!?]\s*|\bi\s+(?:\w+\s+)?)(?:dropped|drop)\s+out\b(?:(?!graduat|finish|walked|diploma|\bi\b)"
            r"[^.!?;,]){0,40}?{v}",
            r"(?=(?:19|20)\d\d\b){v}[^.!?;,]{0,40}\bnever\s+(?:graduated|finished)\b|\bwould'?ve\s+been\s+class\s+of\s+{v}",
            r"{v}(?:(?!毕业)[^，。,.;；！？他她弟哥姐妹友]){0,8}(?:退学|辍学|肄业)|(?<![他她弟哥姐妹友])(?:退学|辍学|肄业)"
            r"[^，。,.;；！？]{0,8}{v}",
        ),
    ),
    # who the person is: not a cause they march or stand for ("I march for trans rights", 我支持跨性别权益)
    "identity": Kind(
        re.compile(r"gender|orientation|sexuality|pronoun|性别|性取向|认同"),
        None,
        (
            r"\b(?:march|marched|marching|rally|rallied|fight|fighting|advocate|advocating|support|supporting|donate"
            r"|donating|stand|standing)\s+(?:up\s+)?(?:for|with)\s+{v}\s+(?:rights|equality|people|youth|kids|folks"
            r"|community)\b|\b(?!(?:straight|cis\w*|hetero\w*)\b){v}\s+(?:ally|allies)\b|\b{v}\s+rights\b(?!\s+activist)",
            r"(?:支持|支援|声援|关注|参加|捐)[^，。,.!?！？]{0,6}?{v}\s*(?:权益|平权|运动|游行|群体|公益)",
        ),
        (
            r"\b(?:i'?m|im|i\s+am|as\s+a)\s+(?:a\s+)?{v}\b|\bsomeone\s+who(?:'s|\s+is)\s+{v}\b|\b{v}\s+(?:and\s+proud"
            r"|myself|here)\b|\b(?:straight|cis\w*|hetero\w*)\s+ally\b|我(?:自己|本人)?(?:也|就)*是\s*(?:个|一个)?\s*{v}",
        ),
    ),
    # the person's nationality: not a country they study, work or live in ("我是中国国籍，在日本读书")
    "nationality": Kind(
        re.compile(r"nationality|citizenship|国籍"),
        None,
        (
            r"(?:在|到|去)\s*{v}\s*(?:读书|上学|留学|旅游|出差|念书)",
            r"\b(?:study|studying|studied|moved\s+to\s+\S+\s+for\s+(?:work|school|college))\s+(?:in|to)\s+{v}\b"
            r"|\bmoved\s+to\s+{v}\s+for\s+(?:work|school|college|uni)\b",
        ),
        (
            r"{v}的?\s*(?:人|国籍|籍|公民|护照)|\b{v}\w{0,4}\s+(?:citizen|citizenship|passport|national)\b"
            r"|(?:i'?m|i\s+am)\s+{v}\b",
        ),
    ),
    # what the person likes: not what they say they cannot stand, right around it ("cilantro tastes like soap to me,
    # hard pass", 香菜真的接受不了), are allergic to, or like only one of (周杰伦的歌我就只喜欢《晴天》); a word of
    # another part of the sentence ("I love coffee but decaf is gross") or one of praise (辣到受不了但就是爱吃, 一天不吃
    # 就受不了, 一点都不难吃) says nothing of it
    "likes": Kind(
        re.compile(r"\blikes?\b|\bloves?\b|enjoy|favou?rite|\bfav\b|喜欢|爱|偏好"),
        re.compile(r"dislike|hate|不喜欢|讨厌|不爱|name|pronoun|称呼"),
        (
            r"\b{v}\b(?:(?!\b(?:but|though|although|even|except|while|whereas|to me|for me)\b)[^,.!?;]){0,30}?"
            r"\b(?:hard pass|tastes? like soap|(?:is|are) (?:so |just )?(?:gross|disgusting|nasty)"
            r"|makes? me (?:gag|sick|want to throw up))\b",
            r"\b(?:hate|hates|can'?t stand|cannot stand|allergic to|can'?t eat|cannot eat)\s+"
            r"(?:[\w'-]+\s+){0,2}?{v}(?:e?s)?\b",
            r"{v}\s*(?:我|真的|实在|是|我是真的)?(?<![不没])(?:接受不了|吃不了|喝不了|吃不惯|吃不来|难吃|难喝|恶心|不感冒)",
            r"对\s*{v}\s*(?:毛)?过敏|(?:讨厌|受不了)\s*{v}",
            r"{v}\s*(?:我)?(?:就|也)?只(?:喜欢|爱|听|看)\s*[《「“]",
        ),
        (  # loved after all: "most people think durian is disgusting, I love it", 可是超喜欢猫
            r"\b(?:i|but|though|still|yet)\s+(?:i\s+)?(?:really\s+|absolutely\s+|still\s+)?(?:love|like|adore)\s+"
            r"(?:it|them|{v})\b|\bstill\s+my\s+favou?rite"
            r"|\bto me (?:it'?s|they'?re)\s+(?:heaven|amazing|the best|great)",
            r"(?:但|可是?|不过|还是|我)(?:我)?(?:就是|真的|还是)?(?:超|很|挺|特别|最)?(?:喜欢|爱)(?:吃|喝|它)?\s*(?:{v})?"
            r"(?=[\s，。,.!?！？~]|$)|最喜欢的[^，。,.!?！？]{0,4}{v}",
        ),
    ),
    # what the person dislikes: not what they are allergic to ("deathly allergic to peanuts")
    "dislikes": Kind(
        re.compile(r"dislike|hate|不喜欢|讨厌"),
        None,
        ALLERGIC_TO,
        (
            r"\b(?:dislike|can'?t stand|gross|hard pass|not a fan)\b|\btastes? (?:awful|bad|gross|terrible|horrible)\b"
            r"|\b(?:don'?t|do not)\s+(?:even\s+)?(?:like|enjoy)\s+(?:it|them|{v}|the taste)\b",
            r"讨厌|不喜欢|受不了|不爱|嫌|难吃",
        ),
    ),
    # a diet: not a day's or a season's ("eating vegetarian today since it's Ash Wednesday", "doing keto this week to
    # see how it goes", "going vegetarian for Lent"), unless the message says it lasts ("…, have been for years")
    "diet": Kind(
        re.compile(r"\bdiet|eating|饮食|忌口"),
        None,
        (
            r"\b{v}\s+(?:(?:just|only)\s+)?(?:today|tonight|this\s+(?:week|weekend|month)"
            r"|for\s+(?:lent|ramadan|the\s+(?:day|week|weekend|month)|(?:a|one|two|three|\d+)\s+(?:days?|weeks?)))\b",
            r"\b(?:today|tonight|this\s+week)\s+(?:i'm\s+|im\s+|i\s+am\s+|i'll\s+be\s+|we're\s+)?"
            r"(?:eating|going|doing|trying|having)\s+{v}\b",
        ),
        (r"\b(?:every\s+day|for\s+(?:years|good)|always|since\s+\d{4}|from\s+now\s+on|permanently|for\s+life)\b",),
    ),
    # a hobby or a skill: not something done once ("went bowling once", "did one yoga class", 试过一次潜水,
    # 学了一节吉他课就放弃了), unless the message says it goes on ("every week", "for 3 yrs", 每周, 坚持)
    "hobby": Kind(
        re.compile(r"hobb|pastime|\bskills?\b|爱好|兴趣|技能|特长"),
        None,
        (
            r"\b(?:went|tried|did|took|gone|go)\s+{v}(?:ing)?\s+(?:[\w'-]+\s+){0,2}?(?:once|one\s+time)\b",
            r"\b(?:one|a\s+single|my\s+first|a\s+trial|a\s+taster)\s+{v}\s+(?:class|lesson|session)\b",
            r"(?:试过|玩过|学过|上过|去过|体验过)\s*(?:一次|一回)\s*{v}|(?:学了|上了)\s*(?:一节|一堂|一次)\s*{v}",
        ),
        (
            r"\bevery\s+(?:day|week|weekend|morning|night|\w+day)\b|\b(?:\d+|two|three|a\s+few|many)\s+(?:years?|yrs)\b"
            r"|\bweekly\b|\bregularly\b|\bhooked\b|每天|每周|每个周末|坚持|年了|一直|迷上",
        ),
    ),
    # a pet the person has: not an animal they are allergic to (我对猫过敏)
    "pet": Kind(
        re.compile(r"\bpets?\b|宠物"),
        None,
        (
            *ALLERGIC_TO,
            # an animal only praised and wished for: 豆豆好可爱，我也想要, "Parsnip is so cute, I want one too"
            r"{v}[^。！？!?.]{0,12}?(?:(?:我也(?:好)?想|好想)(?:要|养)(?!第二|两|多|一只陪|.?陪)"
            r"|\bi\s+(?:so\s+|really\s+)?want\s+(?:one|a\s+(?!second\b|2nd\b|third\b)\w+)(?:\s+too)?\b)",
        ),
        (
            r"\b(?:my|our)\s+(?:own\s+)?{v}|\b(?:have|own|got)\s+(?:two|three|four|\d+|a|one)\s+(?:of\s+them|{v})"
            r"|\b(?:have|own)\s+(?:two|three|four|\d+)\s*(?:anyway|of them|\W*$)"
            r"|\b(?:adopted|rescued|got)\s+(?:a|an|two|three|\d+)\s+{v}",
            r"(?:养了|养着|家里(?:还是)?(?:有|养着?)|家里的)[^，。,.!?！？]{0,4}{v}|我(?:们)?(?:家|的)\s*{v}|[两三几]只{v}",
        ),
    ),
    # a condition the person has: not one they fear, are at risk of, or that runs in the family
    "condition": Kind(
        re.compile(r"health|condition|diagnos|illness|disease|disorder|medical|病|症|健康|诊断"),
        re.compile(r"\b(?:fears?|risks?|worr\w+|family|concerns?|history|prevent\w*)\b|怕|担心|家族|风险|预防|遗传"),
        (
            rf"\b(?:scared|afraid|terrified|worried|worry|worrying|fear|paranoid|anxious|nervous)\s+{_WORDS}{{0,2}}?"
            rf"(?:of|about|that\s+i(?:'ll|\s+will|\s+might|\s+have)?)\s+(?:getting|having|developing|catching|get"
            rf"|have|develop)?\s*{{v}}",
            r"\b(?:risk|chance|odds)\s+(?:of|for)\s+(?:getting\s+|developing\s+)?{v}",
            r"\b{v}\s+runs\s+in\s+(?:my|the|our)\s+family",
            r"\bprevent(?:ing)?\s+{v}|\bavoid\s+(?:[\w-]+\s+){0,2}?{v}|\b(?:tested|screened)\s+for\s+{v}",
            r"\bresults?\s+(?:for|on)\s+{v}",
            r"(?:怕|害怕|担心|担忧|恐惧)(?:自己)?(?:会)?(?:得|患|有|染上)?(?:了)?\s*{v}",
            r"预防\s*{v}|{v}\s*(?:家族史|遗传|的风险)",
            # had once and gone since: "had cancer in 2015, clear since", 15年得过甲状腺癌，现在都正常了
            # (not "had cancer in 2019, in remission a year but it came back", "had the flu since Monday, not gone yet")
            r"\b(?:had|beat|survived)\s+(?:[\w-]+\s+){0,2}?{v}\b(?!\s+since\b)"
            r"(?:(?!\b(?:not|never|n't|yet|but|came\s+back|returned|relapsed|still)\b)[^.!?]){0,40}?"
            r"\b(?:clear|cleared(?:\s+up)?|cancer[- ]free|in\s+remission|all\s+clear|cured|recovered|healed|gone)\b"
            r"(?![^.!?]*\b(?:came\s+back|returned|relapsed|but|not\s+yet|still)\b)",
            r"(?:得过|患过|有过)\s*{v}(?:(?!但|不过|偶尔|还)[^。！？!?]){0,12}?(?:现在|已经|早就?)(?:都|也)?"
            r"(?:好了(?!很多|多了|一些|点|不少)|正常了|康复|痊愈|没事|治好|转阴)"
            r"(?![^。！？!?]*(?:但|不过|偶尔|还是|还(?:在|一直)吃|吃着|药没停|一直吃))",
            # a guess of the person's own: "i think i might have adhd", 我覺得我應該有躁鬱症吧, 应该是腰椎间盘突出吧
            r"\b(?:think|wonder(?:ing)?|guess|suspect)\s+(?:if\s+|that\s+)?i\s+(?:might|may|could|probably)\s+(?:have|be)\s+"
            r"(?:[\w-]+\s+){0,1}?{v}|\bmaybe\s+i\s+have\s+{v}",
            r"(?:我觉得|感觉|怀疑|估计)我?(?:应该|可能|是不是)(?:有|得了|是)\s*{v}|(?:应该|可能|估计)是\s*{v}吧",
            # about to, or around: 感觉要感冒了, 最近流感好多, "the flu is going around"
            # (not 湿疹好多年了, 每次只要偏头痛了, 又要痛风了, 最近血压高好多)
            r"(?:感觉|好像)(?:要|快)要?\s*{v}了|(?<![只需不又])快要?\s*{v}了"
            r"|(?:最近|身边|周围|现在|今年)[^,，。！？!?]{0,4}?{v}(?<![高低大重])(?:的人)?(?:好多|很多|挺多)(?![年天次月了])"
            r"(?![^。！？!?]*(?:一周|每周|一个月|每月|一天|每天)[^。！？!?]{0,6}次)"
            r"|{v}(?:流行|高发)|\b{v}(?:'s|\s+is|\s+has\s+been)?\s+going\s+around",
        ),
        (  # has it after all: "just got diagnosed", "I have it too", 确诊, 哮喘发作, 我这糖尿病
            r"\bdiagnos\w*|\b(?:have|had|has|got)\s+(?:it|them)\b|\bget\s+(?:it|them)\b|\bi'?ve\s+had\b",
            # (a test positive for it: not "BRCA1 positive" beside breast cancer that runs in the family)
            r"\b(?:take|taking|takes|on)\s+[\w-]+\s+to\s+prevent\b|\b(?:tested|came\s+back|it'?s|is|was|were)\s+positive\b"
            r"|\bpositive\s+for\s+{v}|\b(?:got|caught)\s+(?:me|it)\b"
            r"|\b{v}[\s-]*positive\b|\bi'?m\s+(?:a\s+)?type\s*(?:1|2|one|two)\b",
            # ("had kidney stones at Christmas"; not "had cancer in 2015, clear since": the frame's)
            r"\bhad\s+(?:[\w-]+\s+){0,2}?{v}\b(?![^.!?]{0,40}?\b(?:clear|cleared|cancer[- ]free|remission|cured"
            r"|recovered|healed|gone)\b(?![^.!?]*\b(?:came\s+back|returned|relapsed|but|not\s+yet|still)\b))",
            r"\b(?<!might\s)(?<!may\s)(?<!could\s)(?:have|has|with)\s+(?:[\w-]+\s+){0,2}?{v}\b|\bmy\s+{v}\b|\b{v}\s+(?:attacks?|flare|episodes?|seizures?)",
            r"确诊|诊断|患有|得了|复发|又犯|吃药|我(?:这|的)?\s*{v}|{v}[^,.!?，。！？]{0,4}(?:发作|复发|又犯)",
        ),
    ),
    # the person's partner: not a date once ("went on a date w a guy named ben", 相亲见了个男的，叫陈浩), a first love
    # (初恋叫小芳), nor another's partner (我兄弟的女朋友叫小美, "my brother's girlfriend Mia")
    "partner": Kind(
        PARTNER_NOW,
        re.compile(f"{PARTNER_PAST.pattern}|{OTHERS_PARTNER_FILED.pattern}"),
        (
            r"\b(?:a\s+)?(?:first\s+)?date\s+(?:w/?|with)\s+(?:a\s+|this\s+)?(?:guy|girl|man|woman|dude|someone|person)\s+"
            r"(?:named|called)\s+{v}|\bblind\s+date\s+(?:with|w/?)\s+(?:\w+\s+){0,3}?{v}",
            r"相亲[^。！？!?]{0,12}?(?:叫|是)\s*{v}|(?<!not\smy\s)\bfirst\s+(?:love|boyfriend|girlfriend|crush)\b[^.!?]{0,20}?{v}"
            r"|初恋(?:是|叫|的名字是)?\s*{v}",
            r"(?:兄弟|朋友|哥们|闺蜜|同事|室友|同学|表哥|表姐|表弟|表妹|哥|姐|弟|妹|男朋友|女朋友|老公|老婆)的"
            r"(?:(?:前)?(?:女朋友|男朋友|女友|男友|老婆|老公|对象|妻子|丈夫)\s*(?:叫|是)?\s*)?{v}",
            r"\b(?:friend|brother|sister|roommate|coworker|cousin|boyfriend|girlfriend|husband|wife|boss)'s\s+"
            r"(?:ex[\s-]?)?(?:girlfriend|boyfriend|wife|husband|partner|fianc\w*|gf|bf)\s+(?:is\s+|named\s+|called\s+)?{v}",
        ),
        (  # a partner after all: "we've been together since", "married him in 2019", "now fiancé", 我老公是我初恋陈亮,
            # 在一起十二年了 (not "we're not dating", "i'm dating someone new", 他说想跟我在一起，我拒绝了)
            r"\b(?:we|we're|we've\s+been|i'm|i've\s+been)\s+(?!not\b|never\b)(?:\w+\s+){0,2}?(?:together|dating)\b"
            r"(?!\s+(?:someone|somebody)\s+(?:new|else))|\b(?:been|still)\s+together\b|\btogether\s+(?:ever\s+)?since\b"
            r"|\bmy\s+(?:boyfriend|girlfriend|bf|gf|partner|husband|wife)\s+now\b|\bnow\s+(?:my\s+)?(?:fianc\w*|husband|wife"
            r"|partner|boyfriend|girlfriend)\b|\b(?:we're|we\s+are|i'm|i\s+am)\s+engaged\b|\band\s+i\s+are\s+engaged\b"
            r"|(?<!n't\s)\bmarried\s+(?:him|her|my\s+first\s+\w+|{v})\b",
            r"我们在一起|跟我在一起|我们交往|现在是我|在一起[\d一二三四五六七八九十几两]+年|拍拖"
            r"|(?:我老公|我老婆|我男朋友|我女朋友|我对象|我先生|我太太)(?:是|就是)我(?:的)?初恋"
            r"|(?:跟|和)[^,，。！？!?]{0,6}?{v}(?:结婚|领证)|嫁给了?{v}|娶了{v}",
        ),
    ),
    # a friend of now: not one lost touch with (高中最好的朋友叫李娜，后来断了联系, "we drifted apart")
    "friend": Kind(
        re.compile(r"\bfriend|\bbff\b|bestie|(?<![男女])朋友|闺蜜|死党|发小"),
        re.compile(r"location|city|job|occupation|\bage\b|work|live|school|住|城市|工作|职业|年龄|在哪|学校"),
        (  # (between the person and the friend: not "my best friend nadia fell out with her sister", 我闺蜜小雨跟男朋友
            # 闹掰了, 我闺蜜小美把渣男拉黑了)
            r"{v}(?:(?!他|她|跟(?!我)|和(?!我)|把|时差)[^。！？!?]){0,20}?(?:断了联系|不联系了|没联系了|不怎么联系|没来往了|不来往"
            r"|闹掰了|闹翻|绝交|拉黑)",
            r"\b{v}\b(?:(?!\b(?:he|she|his|her|their|they)\b)[^.!?]){0,40}?\b(?:lost\s+touch|drifted\s+apart|grew\s+apart"
            r"|don'?t\s+talk\s+(?:anymore|any\s+more)|stopped\s+talking|fell\s+out|falling\s+out"
            r"|haven'?t\s+(?:talked|spoken)(?!\s+in\s+(?:a\s+while|weeks|days|a\s+bit|ages))|not\s+friends\s+anymore"
            r"|ghosted)\b(?!\s+(?:with|to|by|from)\s+(?!me\b|us\b|each\s+other\b))",
        ),
        (
            r"\b(?:friends|talking|close|in\s+touch)\s+again\b|\bback\s+in\s+touch\b|\breconnected\b|\bstill\s+my\b"
            r"|\ball\s+good\s+now\b|现在又(?:好了|和好|联系|天天|经常|常常)|又联系上|(?<!不可能)(?<!没想过)和好了|重新联系",
        ),
    ),
    # what the person is allergic to: not a test that came back negative, a reaction they say is none, or what their
    # allergy spares ("cats make me sneeze but I don't think it's an actual allergy", 海鲜过敏，鱼倒还好)
    "allergy": Kind(
        re.compile(r"allerg|intoleran|过敏|不耐"),
        None,
        (
            # (not "tested for penicillin, positive, sulfa negative", 青霉素过敏但头孢不过敏)
            r"\btest(?:ed)?\s+(?:for\s+)?(?:an?\s+)?{v}(?:(?!positive|\bbut\b)[^.!?]){0,40}?"
            r"\b(?:negative|came\s+back\s+(?:clean|fine|normal))",
            r"\b{v}\b[^.!?]{0,60}?\b(?:don'?t|do\s+not)\s+think\s+(?:it'?s|that'?s|i'?m|i\s+have)\s+(?:an?\s+)?"
            r"(?:actual|real|true)\s+(?:allerg|intoleran)",
            r"{v}(?:倒是?|也)?(?:还好|没事|没问题|可以吃|能吃)|\b{v}\s+(?:is|are)\s+(?:fine|ok|okay)\b(?!\s+(?:for\s+me\s+to|to\s+smell|until|if)\b|[^.!?]*\bbut\b)"
            r"|\bexcept\s+(?:for\s+)?{v}",
            r"{v}(?:(?!过敏|阳性|但|可是|没有?一天)[^,，。！？!?]){0,8}(?:阴性|不过敏|没过敏)",
        ),
    ),
    # a medicine the person takes: not one taken once ("took an ibuprofen for the headache", 刚吃了一片布洛芬), one a
    # doctor or a friend proposes and the person has not begun, or one stopped (去年停了抗抑郁药)
    "medication": Kind(
        re.compile(r"medic(?:ation|ine)s?\b|\bmeds?\b|drug|prescri|pills?\b|supplement|药|服用|保健品"),
        re.compile(r"allerg|intoleran|过敏|不耐"),
        (  # (not "I take 2 metformin with breakfast", 晚上吃了一片氯沙坦，每天这个点都吃, "had an insulin pump")
            r"\b(?:took|popped|grabbed)\s+(?:an?|one|two|some|a\s+few|a\s+couple(?:\s+of)?|\d+)\s+(?:[\w-]+\s+)?{v}"
            r"(?![\s\S]*\b(?:every|each|daily|a\s+day|twice|weekly|always|as\s+usual|same\s+as|has\s+me\s+on"
            r"|at\s+(?:bedtime|night)|in\s+the\s+(?:morning|evening)|with\s+(?:meals|breakfast|dinner|lunch)|whenever"
            r"|as\s+needed|for\s+(?:\d+|a\s+few|many|several)\s+(?:years|months)))",
            r"(?:刚|刚刚|刚才|昨天|昨晚|今天|早上|中午|晚上)?吃了(?:一|两|半|几|1|2)(?:片|颗|粒|包|支|次)\s*{v}"
            r"(?![\s\S]*(?:每天|每晚|天天|一直|都吃|这个点|都是这样|雷打不动|长期|必须|每日|照常))",
            r"\b(?:wants?|wanted|suggested|suggests|recommended|recommends)\s+(?:to\s+)?(?:put(?:ting)?\s+me\s+on"
            r"|(?:that\s+)?(?:i|me)\s+(?:to\s+)?(?:take|try|start))\s+(?:an?\s+|the\s+)?{v}",
            # (not 医生建议我吃他汀，我没犹豫; 一开始还犹豫，现在天天吃: the confirms)
            r"(?:医生|大夫|朋友|同事|我妈|家人)(?:让|叫|建议|推荐|要|安利)我(?:吃|用|试试|试一下)\s*{v}"
            r"(?=[,，\s]*(?:我|但|可是|不过)?(?:还在|还|有点|一直)?(?:犹豫(?!都没)|还没(?:吃|开始|买|决定)|不想吃|不打算|考虑一下"
            r"|再说|再看看))",
            r"(?:停了|停掉了?|不吃了?)\s*{v}|{v}\s*(?:已经)?(?:停了|停掉了|不吃了)"
            r"|\b(?:stopped|quit|came\s+off|weaned\s+off)\s+(?:taking\s+)?(?:the\s+|my\s+)?{v}",
        ),
        (  # takes it after all: "the doctor suggested I take metformin, so I've been on it since May", 一直在吃
            r"\b(?:been|i'?m|still)\s+on\s+(?:it|them|{v})\b|\bbeen\s+taking\b|\b(?:started|began)\s+(?:it|them|taking)\b"
            r"|\btake\s+(?:it|them)\s+(?:every|each|daily|now)\b|\b(?:has|'s|have)\s+been\s+(?:working|helping)\b"
            r"|\b(?:i|i'?ve|we)\s+started\b|\bstarted\s+(?:it|them|taking|last|on)\b|\bi'?m\s+(?:taking|on)\s+(?:it|them|{v})\b"
            r"|\b(?:it'?s|has)\s+helped\b|\bback\s+on\s+(?:it|them|{v})\b",
            r"一直在?吃|开始吃了|已经吃了?(?:半年|几个月|\d+个?月|\d+年)|每天(?:都)?吃|吃了[\d一二两三半几]+个?(?:月|年|周)"
            r"|天天吃|现在每天|每天一[片粒颗]|又在吃|又开始吃|重新吃",
        ),
    ),
    # an operation the person had: not one still to come ("surgery's scheduled for the 14th, knee replacement")
    "surgery": Kind(
        re.compile(r"surger|operation|手术|開刀|开刀"),
        re.compile(r"previous|past|history|prior|以前|过去|既往"),
        (
            # (not "back surgery in March was rough; next month I go back for the checkup", "it was a planned
            # C-section", "next week will be a year since my bypass surgery")
            r"\b(?<!was\sa\s)(?<!had\sa\s)(?:scheduled|booked|planned|coming\s+up|next\s+(?:week|month))\b"
            r"(?:(?!\b(?:since|after|follow-?up|check-?up|was|had|went|ago)\b)[^;.!?]){0,40}?{v}"
            r"|{v}(?:(?!\b(?:was|had|ago|last|yesterday|went|done|got|finished|after)\b)[^,;.!?]){0,40}?\b(?:scheduled"
            r"|booked|coming\s+up|next\s+(?:week|month)|in\s+\w+\s+(?:days|weeks))\b",
            r"(?:约了|排了|预约了?|下周|下个?月|下个?礼拜|下个?星期|过几天|月底|排期)(?:(?!复查|复诊|覆诊|做的|上年|去年)[^,，。！？!?])"
            r"{0,10}{v}(?![^。！？!?]*(?:已经做完|做完了|做的|拆线))"
            r"|{v}(?:手术)?(?:时间)?(?:已经|被)?(?:约在|排在|定在)(?!上)(?![^。！？!?]*(?:做的|已经|拆线))",
        ),
    ),
}

# the people and animals in a person's life, each family by its words in both languages (a value named right after
# one of them is that one's: "my team lead Priya", "our cat Biscuit", 我家狗狗叫豆豆, 组长小王)
ROLES: dict[str, str] = {
    "lead": r"team\s+lead(?:er)?|tech\s+lead|lead|组长|队长",
    "boss": r"manager|boss|supervisor|director|老板|领导|上司|经理|主管",
    "coworker": r"co-?workers?|colleagues?|teammates?|同事",
    "partner": r"partner|husband|wife|spouse|hubby|boyfriend|girlfriend|bf|gf|fianc[eé]e?|老公|老婆|丈夫|妻子|男朋友"
    r"|女朋友|对象|爱人|先生|太太",
    "child": r"child|kids?|(?:sons?|daughters?)(?![\s-]*in[\s-]*laws?)|baby|孩子|儿子|女儿|宝宝|闺女|小孩|小朋友",
    "pet": r"pets?|dogs?|cats?|pupp(?:y|ies)|kittens?|pups?|bunny|rabbits?|hamsters?|parrots?|宠物|狗狗|狗|猫咪|猫|小狗"
    r"|小猫",
    "parent": r"(?:mom|mum|mother|dad|father|parents?)(?![\s-]*in[\s-]*laws?)|妈妈|妈|爸爸|爸|母亲|父亲",
    "sibling": r"(?:brothers?|sisters?)(?![\s-]*in[\s-]*laws?)|siblings?|哥哥|姐姐|弟弟|妹妹"
    r"|(?:哥|姐|弟|妹)(?![夫媳们])",
    # (a spouse's family: "my mother-in-law carol" is no mother's name)
    "in_law": r"(?:mother|father|brother|sister|son|daughter|parents?)?[\s-]*in[\s-]*laws?|婆婆|公公|岳母|岳父"
    r"|丈母娘|老丈人|家婆|家公|大姑子|小姑子|小叔子|嫂子|弟媳|姐夫|妹夫|连襟",
    "friend": r"friends?|buddy|bestie|(?<![男女小])朋友|闺蜜",
}
_NAMED = r"\s*(?:,\s*|\s+is\s+|\s+named\s+|\s+called\s+|叫做?|名叫|是)?\s*"
_ROLE_IN = {family: re.compile(rf"(?<![a-z])(?:{names})(?![a-z])") for family, names in ROLES.items()}
_ROLE_NAMED = {family: re.compile(rf"(?<![a-z])(?:{names}){_NAMED}$") for family, names in ROLES.items()}
_OWNER = re.compile(r"\b(?:my|our)\b|我们?|咱")  # where the people before a value begin: "my wife and best friend"
_ENDS = {"boss", "lead", "coworker", "partner"}  # roles one has and then had: "my old friend" is a friend still
_BEFORE = re.compile(r"\b(?:my|our)\s+(?:old|former|ex|previous)[\s-]+$|(?:我|我的|我们)前$")  # "my old manager Tom"


# someone else as the subject of the words right before: "my parents still live in Lagos" confirms nothing of the
# person's (not "my parents and I live in Lagos")
_OTHERS_BEFORE = re.compile(
    r"(?:\b(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:parents?|mom|mum|dad|mother|father|family|folks|brothers?|sisters?"
    r"|grand\w*|kids?|children|sons?|daughters?|wife|husband|partner|friends?|boss)\b(?!\s+and\b)"
    r"|\b(?:he|she)\b|(?<!其)[他她]|[爸妈哥姐弟妹](?![^,.!?;]*[和跟同]我))[^,.!?;]*$"  # (not 爸妈和我都在这边)
)


def _others_say(cues: str, at: int, end: int) -> bool:
    """Whether the words right before `at`, in its clause, have someone else as their subject (`_OTHERS_BEFORE`),
    and the words after do not bring the person in ("my husband moved here with me")."""
    after = re.match(r"[^,.!?;]{0,20}", cues[end:])
    return bool(_OTHERS_BEFORE.search(cues[max(0, at - 50) : at])) and not re.search(
        r"\b(?:with me|and i|and me|me too)\b|[和跟同]我|我也", after.group(0) if after else ""
    )


def _roles(words: str) -> set[str]:
    """The families of people and animals that `words` name (an attribute: manager_name as boss)."""
    return {family for family, role in _ROLE_IN.items() if role.search(words)}


def wrong_attribute(r: _Reading) -> tuple[str, str] | None:
    """The attribute files the value as something the words right around it say it is not (see KINDS, ROLES):
    ("wrong_attribute", the words), or None."""
    if r.c.kind != "fact":
        return None
    said = _cues(re.sub(r"[_-]+", " ", r.c.attribute)).strip()
    value = _cues(r.c.value).strip()
    if re.search(r"hourly|per hour|时薪", said) and (n := re.fullmatch(r"[$€£¥]?(\d+(?:\.\d+)?)", arabic(value))):
        if float(n.group(1)) > HOURLY_MOST and not SMALL_UNIT.search(r.cues):
            return "wrong_attribute", value  # 份人工兩萬五 as hourly_rate 25000: a month's pay
    if PARTNER_NOW.search(said) and not PARTNER_PAST.search(said) and AN_EX.fullmatch(value):
        return "wrong_attribute", value  # 我前夫每週末會來接小孩 as spouse 前夫
    if BLOOD_TYPE.search(said) and value and not BLOOD_GROUP.fullmatch(value):
        return "wrong_attribute", value  # 我的血型是奶茶型, "my blood type is iced coffee"
    job = KINDS["occupation"]
    if job.files.search(said) and not (job.unless and job.unless.search(said)):
        side = _side_money(r, value)  # "I tutor math on weekends for extra cash" is no occupation
        if side:
            return "wrong_attribute", side
    pay = KINDS["pay"]
    if pay.files.search(said) and not (pay.unless and pay.unless.search(said)):
        said_here, amount = arabic(r.lowered), arabic(value)
        bonus = BONUS.search(said_here)
        off = re.search(r"取消|没了|没有了|\bcut\b|\bcancel", said_here)  # 奖金取消了现在一个月拿七千
        later = bool(bonus and amount and said_here.find(amount, bonus.end()) >= 0)
        if bonus and later and not off and not PAY_WORD.search(arabic(r.cues)):
            return "wrong_attribute", bonus.group(0)  # 年终奖发了两万 as the salary (not "140k plus bonus")
    at = r.cues.find(value, max(r.at, 0)) if value else -1
    at = at if at >= 0 else r.cues.find(value) if value else -1
    if at < 0:
        return None
    if WORKPLACE_ATTRIBUTE.search(said) and (used := _not_work(r.cues, value)):
        return "wrong_attribute", used  # "my google account", 我是苹果粉, "at the gym rn": no workplace of theirs
    if NAME_ATTRIBUTE.search(said) and (who := _not_a_name(r.cues, value)):
        return "wrong_attribute", who  # "my son loves elsa" as his name, 我是周杰伦的铁粉 as mine
    if TRIP_CITY.search(said) and (trip := TRIP.search(r.lowered)):  # (in the value's clause: "…, I work in Berlin")
        return "wrong_attribute", trip.group(0)  # "in tokyo for a work trip", 在上海出差 as the city one works in
    for kind in KINDS.values():
        files = kind.files.fullmatch(said) if kind.whole else kind.files.search(said)
        if not files or (kind.unless and kind.unless.search(said)):
            continue
        if any(
            not (kind.whole or kind is KINDS["is_at"]) or not _others_say(r.cues, m.start(), m.end())
            for p in kind.confirms
            for m in valued(p, value, r.cues).finditer(r.cues)
        ):  # (of where one lives: "my parents still live in Lagos" confirms nothing of the person's)
            continue
        for pattern in kind.frames:
            for found in valued(pattern, value, r.cues).finditer(r.cues):
                if found.start() <= at < found.end():
                    if pattern is _FROM_ALONE and _stays(r.cues, value):
                        continue
                    said = found.group(0)
                    if pattern is _FROM_ALONE:  # the origin words as the cue, not the turn up to them
                        said = next(valued(_ORIGIN, value, said).finditer(said), found).group(0)
                    return "wrong_attribute", said.replace(value, "…").strip()
    return _other_role(r.cues[max(0, at - 60) : at], said)


# who the person works for, or where (employer, company, workplace, work city, 雇主, 工作地点): not a brand they
# use, own, like or buy from, nor a place they are at for the moment, unless the message says something of work
WORKPLACE_ATTRIBUTE = re.compile(
    EMPLOYER_ATTRIBUTE.pattern
    + r"|\bjob\s*(?:location|site|place|city)|\bwork\s*(?:location|city|site|place|address|town)|\boffice\b"
    + r"|工作(?:地点|地點|城市|单位|單位)|上班地点|僱主|雇主"
)
# a place by its kind, not its name ("the gym", 健身房, 醫院): where one is, unless work is said of it
PLACE_KIND = re.compile(
    r"(?:the\s+)?(?:gym|airport|bank|hospital|library|dmv|courthouse|mall|park|beach|cafe|café|coffee shop|restaurant"
    r"|bar|pub|hotel|clinic|dentist|doctor'?s|vet|post office|grocery store|supermarket|pharmacy|station|church"
    r"|stadium|museum|zoo|pool)"
    r"|健身房|健身室|机场|银行|医院|图书馆|商场|公园|海边|咖啡店|咖啡馆|餐厅|饭店|酒店|诊所|超市|药店|车站|地铁站|教堂|体育馆|博物馆"
    r"|动物园|游泳池"
)
# a brand or a company as what the person uses, owns, likes or buys ({v} stands for the value)
USED = (
    r"\b{v}\s+(?:account|acct|id|login|password|phone|laptop|watch|tablet|card|credit card|app|notifs?"
    r"|notifications|wrapped|prime|subscription|membership|hoodie|shoes|sneakers|jacket|shirt|stock|shares|products?"
    r"|gift card|run|trip|haul|order|delivery|package|host|flight|points|miles|rewards)\b",
    r"\b{v}\s+(?:fan|fans|fangirl|fanboy|stan|lover|addict)\b|\bfan\s+of\s+{v}\b"
    r"|\bstan\s+(?:[\w']+\s+(?:and|&)\s+)?{v}\b|\b(?:love|loving|addicted to)\s+{v}\b"
    # the company acting on its customer: "Google knows everything about me", "netflix raised prices again"
    r"|^\W*{v}\s+(?:\w+\s+)?(?:knows|delivered|raised|charged|recommend\w*|sent me|emailed|texted|keeps? (?:sending"
    r"|asking|showing)|won'?t let me|wont let me)\b"
    r"|\bobsessed\s+w(?:ith|/)?\s+(?:his\s+|her\s+|my\s+)?{v}",
    r"\b(?:my|his|her|our|their)\s+(?:new\s+|old\s+)?{v}(?!\s+(?:job|colleagues?|co-?workers?|boss|team|office|badge"
    r"|interview|manager|coworker|shift|offer|internship|recruiter|salary|onboarding|orientation|hq))\b",
    r"\b(?:ordered|order|ordering|bought|buy|buying|shopping|shopped|flying|flew|fly|booked|book|stayed|staying|rented"
    r"|renting|use|using|used)\s+(?:(?!for\b)\w+\s+){0,2}?(?:(?:at|from|on|with|through|via)\s+)?(?:a\s+|an\s+|the\s+)?"
    r"{v}\b",
    r"\b{v}\s+(?:froze|charged|cancel+ed|refunded|blocked|locked|banned|suspended|sent me|emailed me|texted me)\b",
    r"{v}\s*(?:的\S?)?(?:账号|账户|帐号|手机|电脑|会员|股票|粉|铁粉|粉丝|app|APP|个app|耳机|手表|卡|快递|外卖|订单|车)"
    r"|(?:超|好|很|最)?(?:爱|喜欢|钟意)\s*{v}|{v}\S{0,2}(?:给我推荐|又给我|涨价)"
    r"|在\s*{v}\S{0,6}?(?:提了?车|修车|保养)|(?:在|喺)\s*{v}\s*排\S{0,4}(?:个钟|小时|半天|分钟)"
    r"|(?:我|他|她|我们)(?:的|部|台|架|个)\s*{v}|(?:我|他|她)[^，。！？,.!?]{0,4}开着?(?:他|她|我)?的\s*{v}",
    r"(?:在|喺|用|用紧|用着)\s*{v}\s*(?:上|度|里)?\s*(?:下单|买|点|叫|寄|部署|看|转数|付|刷|订|逛|看新|吃|食|喝|办)",
    r"(?:坐|搭|乘)\s*{v}|{v}\s*(?:之家|门店|专卖店)|(?<!不)用(?:紧|着|了)?\s*{v}"
    r"|在\s*{v}\S{0,4}上(?:看|买|听|点|叫|订|刷)",
)
# a place the person is at for the moment ({v} the value): "im at the gym rn", "stuck at the airport", 在银行排队
AT_THE_MOMENT = (
    r"\b(?:at|in)\s+(?:the\s+)?{v}\s+(?:rn|right now|atm|at the moment|w(?:ith)?/?\s+(?:the|my)|getting|grabbing"
    r"|waiting|for\s+(?:the|a|my)|again|today|tonight)\b",
    r"\b(?:stuck|waiting|sitting|standing|in line|currently)\s+(?:\w+\s+){0,2}?(?:at|in)\s+(?:the\s+)?{v}\b",
    r"\bbeen\s+(?:at|in)\s+(?:the\s+)?{v}\s+for\s+(?:\d+|an?|two|three|a few)\s+(?:hours?|hrs?|mins?|minutes?)\b",
    r"(?:在|喺)\s*{v}\s*(?:陪|等|逛|买|吃|食|看|呢|了|，待会|,待会|，迟啲|,迟啲|写作业|度假|玩)",
    r"(?:陪|带)\S{0,4}(?:在|喺|去)\s*{v}",
)
# roles that say the person works where the value is (after "the", someone else's: "the barista spelled my name")
ROLE_WORDS = (
    r"nurse|doctor|teacher|trainer|cashier|barista|teller|pharmacist|manager|engineer|developer|clerk|chef|server"
    r"|bartender|receptionist|technician|librarian|guard|janitor|attendant|pilot|driver|mechanic|tutor|cook|paramedic"
    r"|lifeguard|physiotherapist|therapist|instructor|associate|analyst|consultant|designer|accountant|lawyer"
)
WORK_SAID = re.compile(
    r"\b(?:work(?:s|ed|ing)?|jobs?|employ\w*|hired|started\s+(?:at|with|working)|first\s+day|team\s+lead|my\s+team"
    r"|shifts?|intern(?:s|ed|ing|ship)?|colleagues?|co-?workers?|boss|staff|career|salary|paycheck|full[- ]?time"
    r"|part[- ]?time|clients?|patients?|teach\w*|on\s+call|clock(?:ed)?\s+(?:in|out)|retired?|retiring|promoted"
    r"|promotion|perks?|been\s+there)\b"
    rf"|\b(?:{ROLE_WORDS})s?\b"
    # a role of the person's at the place ("I'm a paramedic at the hospital"), running it ("I manage the gym")
    r"|\b(?:i'?m|im|i\s+am|she'?s|he'?s|s?he\s+is)\s+(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:at|in|for|with)\b"
    r"|\b(?:manage|manages|run|runs|own|owns)\s+(?:the|a|an|this|that)\b"
    r"|\b(?:fly|flies|flew|drive|drives|drove|deliver\w*|code|codes|sell|sells|design|designs|build|builds)\s+for\b"
    r"|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty)\s+(?:years?|yrs)\s+"
    r"(?:at|with|in)\b|\b\d{1,2}\s*(?:a|p|am|pm)?\s*(?:to|-|–)\s*\d{1,2}\s*(?:a|p|am|pm)\b"  # shift hours
    r"|上班|工作|入职|离职|员工|同事|老板|实习|打工|返工|做嘢|加班|全职|兼职|工资|早班|晚班|夜班|早更|夜更|店长|地勤|护士|医生"
    r"|老师|教练|司机|客服|服务员|店员|柜员|保安|厨师|前台|收银|晋升|升职|转正|退休|干了|干过|待了|呆了|送\S{0,4}快递|送外卖"
    r"|(?<![不尽只别])管(?!理费|道|子)|带课|上课|值班|值夜|安检|搬砖|996|报到"
    r"|(?<![相应正适恰充担妥麦])当(?!然|时|初|天|年|地|面|中|成|作|劳|心|选)"
    r"|做(?!饭|菜|作业|梦|运动|头发|美甲|指甲|检查|体检|手术|核酸|瑜伽|客|东|主|伴|了个|什么)"
)


ROLE = re.compile(rf"(?:{ROLE_WORDS})s?")
OTHERS_ROLE = re.compile(r"\b(?:the|my|our|his|her|their)\s+(?:[\w'-]+\s+)?$")  # "the barista", "my peloton instructor"


def _not_work(said: str, value: str) -> str:
    """The words that make a value filed as the person's employer or workplace something they use, own, like or buy
    (USED), or a place they are at for the moment (AT_THE_MOMENT, or a place by its kind with nothing of work
    said); "" when nothing says so, or the message says work (WORK_SAID)."""
    if not value or any(
        not (ROLE.fullmatch(m.group(0)) and OTHERS_ROLE.search(said[max(0, m.start() - 30) : m.start()]))
        for m in WORK_SAID.finditer(said)
    ):  # (a role after "the" or "my" is someone else's: "the barista at starbucks spelled my name wrong")
        return ""
    used = _framed(said, value, (*USED, *AT_THE_MOMENT))
    if used:
        return used
    if PLACE_KIND.fullmatch(value):
        return value
    return ""


# a name, of the person or of someone or something of theirs: "name", "son name", 女儿名字, nickname (not a company's
# name, a street's)
_KIN = (
    r"wife|husband|spouse|partner|hubby|wifey|son|daughter|kid|kiddo|child|baby|boy|girl|brother|sister|bro|sis|mom"
    r"|mum|dad|mother|father|mama|papa|cat|dog|puppy|pup|kitten|kitty|pet|friend|bestie|bff|boyfriend|girlfriend|bf"
    r"|gf|fiancee?|fiancé|boss|manager|cousin|aunt|auntie|uncle|niece|nephew|grandma|grandpa|granny|roommate"
    r"|neighbou?r|coworker|colleague|twins?|stepson|stepdaughter|children|kids"
)
_KIN_ZH = (
    r"老婆|老公|妻子|丈夫|太太|爱人|对象|伴侣|男朋友|女朋友|男友|女友|儿子|女儿|闺女|孩子|小孩|宝宝|爸爸|妈妈|父亲|母亲|哥哥|姐姐"
    r"|弟弟|妹妹|猫咪|狗狗|猫|狗|宠物|朋友|闺蜜|同事|老板|室友|兄弟"
)
NAME_ATTRIBUTE = re.compile(
    rf"^(?:(?:first|last|full|middle|given|real|my|user|person'?s?)\s*)?name$|\bnick\s*name\b|^(?:[\w'-]+\s+)?(?:{_KIN})"
    rf"'?s?\s+name$|^名字$|^(?:{_KIN_ZH})的?名字$|^(?:昵称|小名|称呼|外号)$"
)
# the value as what someone likes, watches, plays, reads, is a fan of, dresses up as or wants to be: a celebrity, a
# character or a title, no one's name ({v} the value): "my son loves elsa", "i'm a taylor swift fan", "playing zelda
# all night", "kobe was my childhood hero", 我女儿天天看小猪佩奇, 我是周杰伦的铁粉, 我儿子天天喊着要当孙悟空
NO_ONES_NAME = (
    r"\b(?:loves?|loved|adores?|obsessed\s+(?:with|w/?)|into|fan\s+of|stans?|watch(?:es|ed|ing)?|rewatch\w*|binged?"
    r"|play(?:s|ed|ing)?|reading|read|wants?\s+to\s+be|dress(?:es|ed|ing)?\s+(?:up\s+)?as|be|meet|met|saw|see)"
    r"\s+(?:the\s+|my\s+)?{v}\b",
    r"\b{v}\s+(?:(?:[\w'-]+\s+)?(?:fan|fans|stan|concert|books?|movies?|show|song|songs|album|game|tour|merch|doll"
    r"|toys?|costume|poster)\b|(?:was|is)\s+my\s+(?:childhood\s+)?(?:hero|idol|crush))",
    r"\bi'?m\s+(?:a|an|such\s+a|a\s+huge|a\s+big)\s+{v}\b",
    r"(?:喜欢|爱看|看|迷|追|当|演|扮|见|玩|读|睇)\S{0,2}?{v}|{v}\s*(?:的)?(?:铁粉|粉丝|粉|演唱会|书|电影|动画|玩具|周边|公仔)"
    r"|像\s*{v}",
)


def _not_a_name(said: str, value: str) -> str:
    """The words that make the value filed as a name what someone likes, watches, plays or wants to be (NO_ONES_NAME);
    "" when none, or when the message names someone by it after all ("named", "called", 叫, 名字)."""
    if re.search(r"\b(?:named|called|name\s+is|name's|names\s+are)\b|叫|名字", said):
        return ""
    return _framed(said, value, NO_ONES_NAME)


def _framed(said: str, value: str, frames: tuple[str, ...]) -> str:
    """The words of the first of `frames` ({v} the value) found anywhere in `said`, the value as "…"; "" if none."""
    for pattern in frames:
        found = valued(pattern, value, said).search(said)
        if found and found.group(0).strip():
            return found.group(0).replace(value, "…").strip()
    return ""


# a city filed as where one works, in the words of a trip there: "in tokyo for a work trip", 在上海出差
TRIP_CITY = re.compile(r"\bwork\s*(?:city|town|location)|\bjob\s*(?:city|location)|工作城市|上班城市|工作地点|工作地點")
TRIP = re.compile(
    r"\b(?:work|business)\s+trip\b|\bfor\s+(?:a|the)\s+(?:conference|summit|offsite|trade show)\b|出差|出個差|出个差"
)
BLOOD_TYPE = re.compile(r"\bblood\s*(?:type|group)|血型")
_RH = r"(?:rh\s*[-\s]?\s*)?(?:[+-]\s*(?:ve)?|pos(?:itive)?|neg(?:ative)?|阳性|阴性|d)"
BLOOD_GROUP = re.compile(  # what a blood type can be: A, O+, B+ve, 0 Rh positive, Rh阴性A型, 熊猫血 (Rh negative)
    rf"(?:type\s*)?(?:(?:ab|a|b|o|0|a1|a2)\s*型?(?:[\s,]*{_RH})?|{_RH}(?:[\s,]*(?:ab|a|b|o|0))?)\s*(?:型|血|blood)?"
    r"|bombay|hh"
    r"|熊猫血|稀有血型|rh\s*(?:null|阴性|阳性|negative|positive)?\s*血?"
)
HOURLY_MOST = 5000  # an hour's pay above it, in any currency, is a month's or a year's
# a job done on the side, in the value's own clause: said so ("on the side", "side hustle"), or for extra money with a
# time it is done in, anywhere in the turn ("on weekends for extra cash", 周末…赚点外快); not "Barista … on the side of
# the building", nor a living for extra money with nothing of a side to it (我在超市当收银员补贴家用), nor after another
# job named first with "and", "plus", 也, 还, 兼 ("nurse and Avon on the side", 我做会计也帮人记账赚点外快)
SIDE_SAID = re.compile(r"\bon\s+the\s+side\b(?!\s+of\b)|\bside\s+(?:hustle|gig)\b")
SIDE_MONEY = re.compile(r"\bfor\s+(?:some\s+)?extra\s+(?:cash|money|income|\$+)|赚点外快|赚外快|补贴家用")
SIDE_TIME = re.compile(  # (or beside no living: "while job hunting", 我是学生，平时…, 在家做点手工; not 退休后…当保安)
    r"\b(?:weekends?|after\s+work|at\s+night|evenings?|nights?|while|between\s+jobs)\b"
    r"|周末|下班|业余|晚上|私活|接单|兼职|平时|在家|有空|空闲|闲时"
)
ANOTHER_JOB = re.compile(r"\b(?:plus|and|also|but|too|as\s+well)\b|兼|也|还|又|[,，]")


def _side_money(r: _Reading, value: str) -> str:
    """The words that make the occupation filed a job on the side (SIDE_SAID, or SIDE_MONEY with SIDE_TIME), in
    the value's clause, with no other job between the value and them; "" when none."""
    clause = r.lowered
    side = SIDE_SAID.search(clause)
    if side is None:
        side = SIDE_MONEY.search(clause) if SIDE_TIME.search(r.cues) else None
    if side is None or FULL_TIME.search(clause) or AS_ONE.search(clause):
        return ""
    words = [w for w in re.findall(r"[a-z]{3,}|[\u4e00-\u9fff]{2,}", value)]
    at = min((i for i in (clause.find(w[:4]) for w in words) if 0 <= i < side.start()), default=-1)
    if at >= 0 and ANOTHER_JOB.search(clause[at : side.start()]):
        return ""
    return side.group(0)


BONUS = re.compile(r"\bbonus\b|年终奖|奖金|花红|年終獎|獎金")
PAY_WORD = re.compile(
    r"salary|\bpay(?:check)?\b|wage|\bmake\b|\bearn|take[- ]home|\bbase\b"
    r"|工资|月薪|年薪|薪水|底薪|收入|人工|到手|每个?月|一个月|[一每]月拿"
)
SMALL_UNIT = re.compile(  # currencies whose hour of pay is thousands: "10,000 won an hour", 时薪八千日元
    r"\b(?:won|yen|rupiah|dong|rupees?|pesos?|forint|krona|kronor|shillings?|kip|rials?|jpy|krw|idr|vnd|lak|ugx|irr)\b"
    r"|韩元|韩币|韓圜|韩圜|韩圆|日元|日圓|日圆|日币|円|越南盾|卢比|印尼盾|基普|先令|里亚尔|₩|¥(?=\s*\d{4,})"
)
AS_ONE = re.compile(r"\bas\s+an?\s+\w+|\b(?:i'?m|i\s+am)\s+an?\s+\w+|我是")  # "I babysit for extra cash as a student"
FULL_TIME = re.compile(  # (read in the value's clause: 老婆全职上班，我在家接点手工活赚外快 is no living of the wife's)
    r"\bfull[- ]?time\b|\bmain\s+job\b|\bday\s+job\s+is\b|\bfor\s+a\s+living\b|\bby\s+(?:trade|day)\b|全职|主业|本职"
)


def _other_role(before: str, said: str) -> tuple[str, str] | None:
    """A value named right after someone of another family than the attribute's ("my team lead Priya" as
    manager_name), unless the words from "my" to the value name the attribute's family too ("my wife and best
    friend, Anna", 我老板是个东北大哥叫老张); or after someone of the past the attribute does not say ("my old
    manager Tom")."""
    filed = _roles(said)
    if not filed:
        return None
    owner = _OWNER.search(before)
    people = before[owner.start() :] if owner else before
    named = {  # every family whose word ends right before the value: 男朋友 is a partner, not a friend
        family: word.group(0).strip() for family, named in _ROLE_NAMED.items() if (word := named.search(before))
    }
    if named and not _roles(people) & filed:
        return "wrong_attribute", max(named.values(), key=len)
    for family, who in named.items():
        ended = _BEFORE.search(before[: before.rfind(who)] if who in before else "")
        if (
            family in filed
            and family in _ENDS
            and ended
            and not re.search(r"\b(?:old|former|ex|previous|past)\b|前", said)
        ):
            return "wrong_attribute", f"{ended.group(0).strip()} {who}"
    return None
