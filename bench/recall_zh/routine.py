"""Her everyday life, generated from templates and vocabularies written here: dinners, colleagues' news, weekend
outings, the children, small illnesses, the pets, things bought and broken, work, sport and cooking.

The same few words come back all the time (吃饭, 同事, 孩子, 医院, 周末, 公园), as they do in a real history,
so that the lines a question is about have many near neighbours. Most events are told on the day; about one in
seven days to a week later ("上周六和小雅……"), and a few months later ("去年五月……"), the time they happened
in the words, said as of the day they are told. Each kind has its question templates, asked only about an event
its cue (the companion and occasion, the colleague and the news, the place) singles out among its kind.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from datetime import date, timedelta

from bench.recall_zh.event import NOW, START, Event
from bench.recall_zh.question import Question, month, year
from bench.recall_zh.story import JOBS

WEEKDAY = "一二三四五六日"
CN = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
KIDS = {"Bart": "他", "Lisa": "她"}


def words(text: str) -> list[str]:
    """A vocabulary written one entry per space-separated word."""
    return text.split()


# dinners: place = dishes
PLACES = {
    "海底捞": words("番茄锅 毛肚 虾滑"), "外婆家": words("茶香鸡 麻婆豆腐 东坡肉"), "西贝": words("莜面 羊肉串"),
    "太二": words("酸菜鱼"), "鼎泰丰": words("小笼包 虾仁炒饭"), "南京大牌档": words("盐水鸭 鸭血粉丝汤"),
    "绿茶餐厅": words("面包诱惑 烤鱼"), "小龙坎": words("牛油火锅 鸭肠"), "楼下那家烧烤店": words("烤串 烤生蚝"),
    "一家新开的泰国菜": words("冬阴功汤 咖喱蟹"), "一家云南菜馆": words("汽锅鸡 菌子火锅"),
    "公司旁边的日料店": words("寿司 豚骨拉面"), "一家湘菜馆": words("剁椒鱼头 辣椒炒肉"),
    "一家粤菜馆": words("烧鹅 虾饺"), "一家韩式烤肉": words("五花肉 部队锅"), "一家东北菜馆": words("锅包肉 地三鲜"),
    "一家西北面馆": words("油泼面 肉夹馍"), "必胜客": words("披萨 意面"), "一家牛排馆": words("牛排 奶油蘑菇汤"),
    "一家小龙虾店": words("十三香小龙虾 蒜蓉小龙虾"),
}  # fmt: skip
FRIENDS = words("小雅 大学同学阿珍 小雅和她老公 邻居王阿姨一家 以前的同事小孟")
FAMILY = words("老周 老周和孩子们 全家 老周和Bart")
# (what she says, how she would ask about it); {x} someone of the dinner
OCCASIONS = [
    ("是给{x}过生日。", "给{x}庆生"), ("给{x}送行，{x}下个月就要走了。", "给{x}饯行"),
    ("庆祝{x}升职，{x}请客。", "{x}升职请客"), ("项目上线了，大家一起庆功。", "项目上线庆功"),
    ("就是嘴馋了，没什么理由。", ""), ("周五了，犒劳一下自己。", ""),
    ("{x}最近心情不好，我们陪着散散心。", "陪{x}散心"),
]  # fmt: skip
INCIDENTS = [
    ("排了一个小时的队才吃上。", "排了好久的队"), ("服务员把菜上错了，还不肯承认。", "服务员上错了菜"),
    ("结账的时候发现打八折，赚到了。", "结账打了折"), ("碰到了以前的同事{y}，聊了好一会儿。", "遇见{y}"),
    ("菜有点咸，下次不去了。", "菜做得太咸"), ("老板送了我们一份甜品。", "店家送了甜点"),
    ("下大雨，打车打了半个小时。", "下雨打不到车"), ("Bart把果汁打翻了，洒了一桌子。", "Bart把饮料弄翻了"),
    ("我的包差点落在店里，跑回去才找到。", "差点把包丢了"), ("隔壁桌的小孩一直在哭，吵得头疼。", "旁边有小孩一直哭"),
]  # fmt: skip
TASTES = words("味道很一般。 特别好吃，下次还去。 有点辣，吃得满头大汗。 性价比挺高的。 贵，但是值。")
OLD_COLLEAGUES = words("老杨 小孟 陈姐 阿杰 赵磊 小周")

# colleagues' news: (key, what she says, the question, the question naming a time ({w}), kinds, slot values);
# {c} the colleague, {o} the news's slot
NEWS = [
    ("wedding", "{c}下个月要结婚了，婚礼回{o}老家办。", "{c}结婚是回哪儿办的酒席？", "{w}{c}结婚，酒席是回哪儿办的？",
     "paraphrase", words("成都 武汉 长沙 青岛 哈尔滨 福州 昆明")),
    ("baby", "{c}家生了个{o}，七斤二两。", "{c}家的宝宝是男孩还是女孩？", "{w}{c}家添了宝宝，是男孩还是女孩？",
     "paraphrase", words("儿子 女儿")),
    ("jobhop", "{c}说要跳槽去{o}了，月底走。", "{c}后来换到哪家公司去了？", "{w}{c}换工作去了哪家公司？",
     "paraphrase", words("字节 阿里 拼多多 美团 小红书 携程 米哈游")),
    ("promotion", "{c}升职当组长了，请全组喝了{o}。", "{c}升职那回请大家喝的什么？", "{w}{c}升职，请大家喝了什么？",
     "", words("奶茶 咖啡 椰子水")),
    ("house", "{c}在{o}买了房，天天在群里晒装修。", "{c}的房子买在哪个区？", "{w}{c}买的房子在哪个区？",
     "paraphrase", words("松江 嘉定 青浦 宝山 奉贤 临港")),
    ("study", "{c}考上了{o}的在职研究生，周末要去上课。", "{c}在哪个学校读研？", "{w}{c}考研考上了哪个学校？",
     "paraphrase", words("复旦 交大 同济 华师大 上财")),
    ("travel", "{c}请了一个月的假，去{o}旅行了。", "{c}请长假是出国去哪儿玩了？", "{w}{c}请长假出国，去的是哪儿？",
     "paraphrase", words("冰岛 新西兰 摩洛哥 秘鲁 挪威 埃及")),
    ("cat", "{c}家的猫丢了，在群里发了寻猫启事。", "{c}家走丢的猫后来找到了没有？",
     "{w}{c}家的猫不见了，找回来没有？", "paraphrase", [""]),
    ("marathon", "{c}跑完了{o}马拉松，全程四个多小时。", "{c}跑的是哪个城市的马拉松？",
     "{w}{c}去跑马拉松，是在哪儿跑的？", "paraphrase", words("无锡 厦门 北京 杭州 苏州")),
    ("scolded", "{c}被{o}当着大家的面批评了，委屈得哭了。", "{c}被谁骂哭过？", "{w}{c}被骂哭那次，是谁骂的？",
     "paraphrase", words("老板 大领导 客户")),
    ("shop", "{c}下班后和朋友合伙开了家{o}。", "{c}和朋友开的是什么店？", "{w}{c}和朋友合伙开了家什么店？",
     "", words("咖啡店 花店 烘焙店 宠物店 书店")),
    ("driving", "{c}学车学了半年，科目二挂了{o}次。", "{c}驾照考得顺利吗？", "{w}{c}学车，科目二挂了几次？",
     "paraphrase", words("两 三 四")),
    ("sick", "{c}{o}住院了，下班我们几个去医院看了看。", "{c}住院是什么病？", "{w}{c}住院，是什么病？",
     "paraphrase", words("阑尾炎 肺炎 急性胃肠炎 骨折")),
    ("hometown", "{c}辞职回{o}了，说想离家近一点。", "{c}辞职以后回了哪里？", "{w}{c}辞职，回了哪里？",
     "paraphrase", words("合肥 南昌 郑州 济南 西安 重庆")),
]  # fmt: skip
LEAVING = {"jobhop", "hometown"}  # news after which a colleague is gone
NEWS_AFTER = {
    "cat": "后来在楼道的柜子里找到了，饿瘦了一圈。",
    "wedding": "我们几个同事凑钱给{c}包了个大红包。",
    "sick": "{c}说出院以后要好好休息一阵。",
}
# what she adds to a colleague's news, by the news
REACTIONS = {
    "good": words("大家都替他高兴。 说实话我有点羡慕。 群里都炸开了锅。"),
    "leaving": words("组里又要少一个人了。 以后中午吃饭少了个伴。"),
    "bad": words("我私下安慰了几句。 听着挺让人心疼的。"),
}
MOOD = {"jobhop": "leaving", "hometown": "leaving", "scolded": "bad", "driving": "bad", "cat": "bad", "sick": "bad"}

# weekend outings: place = what they did there
OUTINGS = {
    "世纪公园": words("放风筝 骑双人自行车 野餐"), "科技馆": words("看机器人表演 玩VR"),
    "自然博物馆": words("看恐龙骨架 看蝴蝶标本"), "上海动物园": words("坐小火车 看动物表演"),
    "迪士尼": words("坐创极速光轮 看烟花"), "辰山植物园": words("看郁金香 看荷花"),
    "朱家角古镇": words("坐摇橹船 吃粽子"), "佘山": words("爬山 坐缆车"), "海洋馆": words("看企鹅 穿鲨鱼隧道"),
    "滨江大道": words("骑车 看日落"), "草莓园": words("摘草莓"), "图书馆": words("看绘本 借书"),
    "欢乐谷": words("坐过山车 玩碰碰车"), "蹦床公园": words("跳蹦床"), "顾村公园": words("看樱花"),
    "崇明岛": words("骑车 吃农家菜"),
}  # fmt: skip
OUTING_INCIDENTS = [
    ("人特别多，光排队就排了一个小时。", "排了很久的队"), ("回来的路上Lisa在车上睡着了。", "Lisa在路上睡着了"),
    ("Bart把新买的帽子弄丢了。", "Bart把帽子弄丢了"), ("天突然下起雨来，我们在亭子里躲了半天。", "突然下雨"),
    ("门票比我想的贵多了，一个人一百八。", "门票特别贵"), ("Lisa的鞋子湿透了，只好光着脚回家。", "Lisa鞋子湿了"),
    ("停车场满了，在外面绕了二十分钟。", "停不上车"), ("碰到了Bart的同学一家，孩子们玩疯了。", "遇到Bart同学一家"),
]  # fmt: skip
MOVIES = words(
    "《流浪地球2》 《熊出没》 《封神》 《热辣滚烫》 《头脑特工队2》 《功夫熊猫4》 《飞驰人生2》 《孤注一掷》"
)

# the children, beyond MADial's memories
TEACHER_SAYS = [
    ("上课爱讲话，管不住嘴", "上课爱说话"), ("数学进步很大", "数学有进步"), ("字写得太潦草了", "字写得乱"),
    ("作文写得好，还被当范文念了", "作文写得好"), ("太内向，上课不爱举手", "不爱举手发言"),
    ("和同学相处得很好", "跟同学关系好"), ("作业老是拖拉，交得晚", "作业拖拉"), ("体育课特别积极", "体育课表现好"),
    ("英语口语不错", "英语说得好"), ("上课注意力不集中，老走神", "上课走神"),
]  # fmt: skip
SUBJECTS = words("数学 语文 英语")
FIGHTS = [
    ("遥控器", "最后我把电视关了，谁都别看。"), ("最后一块蛋糕", "最后一人一半才消停。"),
    ("谁先洗澡", "最后猜拳决定的。"), ("Lisa的彩笔被Bart弄断了", "Bart道了歉，还把零花钱赔给了她。"),
    ("平板电脑", "最后我把平板收起来了。"), ("座位靠窗", "最后老周让他们轮流坐。"),
]  # fmt: skip
# contests that MADial's memories do not have (theirs: painting, piano, singing, running), with the same words
CONTESTS = words("书法比赛 演讲比赛 数学竞赛 英语朗诵比赛 围棋比赛 乐高搭建赛 讲故事比赛")
PRIZES = words("一等奖 二等奖 三等奖 优秀奖 第一名 第五名")
CLASSES = {"Bart": words("游泳 编程 篮球"), "Lisa": words("钢琴 画画 舞蹈")}

# small illnesses: (symptom as she says it, as she would ask it); diagnoses and medicine
SYMPTOMS = [
    ("咳嗽", "咳个不停"), ("发烧", "发高烧"), ("拉肚子", "肚子不舒服"), ("嗓子疼", "喉咙痛"), ("牙疼", "牙不舒服"),
    ("眼睛红", "眼睛发炎"), ("头疼", "头痛"), ("鼻子过敏", "打喷嚏流鼻涕"),
]  # fmt: skip
DIAGNOSES = {
    "咳嗽": words("支气管炎 支原体感染 咽炎"), "发烧": words("病毒性感冒 甲流 扁桃体发炎"),
    "拉肚子": words("急性肠胃炎 吃坏了东西"), "嗓子疼": words("咽喉炎 疱疹性咽峡炎"), "牙疼": words("蛀牙 牙龈发炎"),
    "眼睛红": words("结膜炎 用眼过度"), "头疼": words("偏头痛 颈椎压迫"), "鼻子过敏": words("过敏性鼻炎 花粉过敏"),
}  # fmt: skip
MEDICINE = words("消炎药 退烧药 止咳糖浆 益生菌 眼药水 喷鼻剂 布洛芬 中成药")
CLINICS = {"我": words("社区医院 中山医院 六院 互联网医院"), "老周": words("社区医院 中山医院 六院"),
           "Bart": words("儿童医院 社区医院"), "Lisa": words("儿童医院 社区医院")}  # fmt: skip

# things bought and broken
BOUGHT = [
    ("扫地机器人", "扫地机"), ("空气炸锅", "炸锅"), ("洗碗机", "洗碗机"), ("投影仪", "投影机"),
    ("电动牙刷", "电动牙刷"), ("按摩椅", "按摩椅"), ("咖啡机", "咖啡机"), ("加湿器", "加湿器"),
    ("折叠自行车", "折叠车"), ("电饭煲", "电饭锅"),
]  # fmt: skip
BROKEN = words("洗衣机 冰箱 空调 热水器 马桶 油烟机")
CAUSES = words("师傅说是主板烧了。 说是用太久了，零件老化。 原来是有根管子堵了。 师傅说是漏氟了。 说是进水了。")
OPINIONS = words("还挺好用的。 有点后悔，用了两次就放着了。 老周说买得值。 孩子们抢着玩。 比想象的吵。")

# work, sport, cooking, the pets: what a day is made of (no questions are asked about them, they are company)
WORK = [
    "今天开了{n}个会，正事一件没干。", "需求又改了，{c}快崩溃了。", "加班到{t}点才走，地铁都快没了。",
    "和{c}一起改了一下午PPT。", "下周要给大老板汇报，压力好大。", "中午和{c}一起吃的{lunch}。",
    "今天线上出了个故障，大家都在救火。", "{c}请假了，他的活都压到我这儿了。", "周报写了一个小时，写不出东西来。",
    "今天面试了两个候选人，都不太行。", "{c}说话特别冲，我忍了一下午。", "终于把文档写完了，松了口气。",
]  # fmt: skip
LUNCH = words("麻辣烫 黄焖鸡 沙拉 盖浇饭 兰州拉面 便利店饭团 食堂的红烧肉")
SPORT = [
    "今天跑了{km}公里，腿有点酸。", "下班去上了瑜伽课，整个人都舒展了。", "和{c}打了两个小时羽毛球。",
    "带Bart去游泳，他现在能游五十米了。", "晚上在小区里快走了一个小时。", "今天跳了半小时操，出了一身汗。",
]  # fmt: skip
COOKING = [
    "晚上做了{dish}，{kid}吃了两碗饭。", "学着做了{dish}，失败了，全家都不吃。", "周末包了饺子，{kid}也来帮忙。",
    "今天懒得做饭，点了外卖。", "给孩子们烤了蛋糕，塌了一半。", "老周今天下厨，做了{dish}。",
]  # fmt: skip
DISHES = words("红烧排骨 可乐鸡翅 番茄炒蛋 清蒸鲈鱼 糖醋里脊 土豆炖牛肉 蒜蓉西兰花 酸辣土豆丝")
PET = [
    "遛狗的时候大福和一只{dog}打起来了，吓我一跳。", "给年糕买了个新{toy}，它玩了两分钟就不理了。",
    "大福把{thing}咬坏了，气死我了。", "年糕又把{cup}从桌上推下去了。", "带大福去洗澡美容，花了{price}块。",
    "大福今天特别黏人，一直跟着我。", "年糕最近掉毛好厉害，沙发上全是白毛。", "给大福换了新狗粮，它不太爱吃。",
]  # fmt: skip
DOGS = words("柯基 泰迪 哈士奇 金毛 柴犬")
TOYS = words("逗猫棒 猫爬架 毛线球 猫抓板")
CHEWED = words("拖鞋 沙发垫 Bart的球鞋 遥控器 Lisa的布娃娃 电线")
CUPS = words("水杯 花瓶 我的口红 老周的眼镜")


def ago_words(happened: date, said: date) -> str:
    """When it happened, as she says it on the day she tells it ("昨天", "上周六", "去年五月")."""
    days = (said - happened).days
    if days <= 0:
        return "今天"
    if days == 1:
        return "昨天"
    if days == 2:
        return "前天"
    if days < 14:
        same_week = said.isocalendar()[:2] == happened.isocalendar()[:2]
        return ("这周" if same_week else "上周") + WEEKDAY[happened.weekday()]
    if happened.year == said.year:
        return f"{CN[happened.month]}月份"
    if happened.year == said.year - 1:
        return f"去年{CN[happened.month]}月"
    return f"{happened.year}年{happened.month}月"


def when_words(day: date, rng: random.Random) -> tuple[str, tuple[date, date]]:
    """The month something happened as she would name it when asking, on NOW's day, and that month's window."""
    today = NOW.date()
    if day.year == today.year and day.month == today.month - 1:
        text = "上个月"
    elif day.year == today.year:
        text = rng.choice([f"今年{CN[day.month]}月", f"{CN[day.month]}月份", f"今年{day.month}月"])
    elif day.year == today.year - 1:
        text = rng.choice([f"去年{CN[day.month]}月", f"{day.year}年{day.month}月", f"去年{CN[day.month]}月份"])
    else:
        text = rng.choice([f"前年{CN[day.month]}月", f"{day.year}年{day.month}月"])
    return text, month(day.year, day.month)


def colleagues_on(day: date) -> tuple[str, list[str]]:
    """Her company and colleagues on a day (none between jobs)."""
    current = JOBS[0]
    for job in JOBS:
        if date.fromisoformat(job[0]) <= day:
            current = job
    return current[1], current[2]


class Routine:
    """Generates the everyday events of her sessions, one day at a time."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.events: list[Event] = []
        self.count: Counter[str] = Counter()
        self.news_told: set[tuple[str, str]] = set()  # (colleague, news key): each told once
        self.gone: set[str] = set()  # colleagues who left (no news of them after that)
        self.kinds: dict[str, Callable[[date], Event | None]] = {
            "dinner": self.dinner, "colleague": self.colleague, "outing": self.outing, "kids": self.kids,
            "doctor": self.doctor, "pet": self.pet, "home": self.home, "work": self.work, "sport": self.sport,
            "cooking": self.cooking,
        }  # fmt: skip

    def day(self, day: date, n: int) -> list[Event]:
        """`n` everyday events told on `day` (fewer when a kind has nothing to tell that day)."""
        weekend = day.weekday() >= 5
        employed = bool(colleagues_on(day)[1])
        weights = {
            "dinner": 3.0, "colleague": 2.2 if employed and not weekend else 0.0, "outing": 4.0 if weekend else 0.4,
            "kids": 3.0, "doctor": 0.6, "pet": 1.5, "home": 0.8, "work": 2.5 if employed and not weekend else 0.0,
            "sport": 1.0, "cooking": 1.0,
        }  # fmt: skip
        out = []
        for _ in range(n):
            kind = self.rng.choices(list(weights), list(weights.values()))[0]
            event = self.kinds[kind](day)
            if event is not None:
                out.append(event)
                self.events.append(event)
        return out

    def _event(self, kind: str, happened: date, said: date, lines: list[tuple[str, str]], **slots: str) -> Event:
        self.count[kind] += 1
        return Event(f"{kind}-{self.count[kind]:03d}", kind, happened, said, lines, slots=slots)

    def _when(self, day: date, *, later: float = 0.15, months: float = 0.06) -> date:
        """When a thing told on `day` happened: mostly that day, sometimes days or months before."""
        roll = self.rng.random()
        if roll < months and day - timedelta(days=200) >= START:
            return day - timedelta(days=self.rng.randint(40, 200))
        if roll < months + later:
            return day - timedelta(days=self.rng.randint(1, 9))
        return day

    def _t(self, happened: date, said: date, today: list[str]) -> str:
        return self.rng.choice(today) if happened == said else ago_words(happened, said)

    def dinner(self, day: date) -> Event:
        rng = self.rng
        happened = self._when(day)
        _, colleagues = colleagues_on(happened)
        company = rng.choice(["friends", "family"] + (["colleagues"] * 3 if colleagues else []))
        if company == "colleagues":
            who = rng.choice([rng.choice(colleagues), "和".join(sorted(rng.sample(colleagues, 2))), "组里的同事"])
        else:
            who = rng.choice(FRIENDS if company == "friends" else FAMILY)
        place = rng.choice(list(PLACES))
        dish = rng.choice(PLACES[place])
        honoree = who.split("和")[0] if who not in ("全家", "组里的同事") else "老周"
        if who == "组里的同事":
            honoree = rng.choice(colleagues)
        t = self._t(happened, day, ["今天晚上", "晚上", "中午", ""])
        firsts = [f"{t}和{who}去{place}吃了{dish}。", f"{t}跟{who}在{place}吃了顿饭，点了{dish}。"]
        if who == "全家":
            firsts = [f"{t}全家去{place}吃了{dish}。", f"{t}我们一家在{place}吃的饭，点了{dish}。"]
        elif company != "family":
            firsts.append(f"{t}{who}约我去{place}，吃的{dish}。")
        lines = [("where", rng.choice(firsts))]
        allowed = {"colleagues": OCCASIONS, "friends": [OCCASIONS[i] for i in (0, 4, 5, 6)]}
        occasion, occasion_q = rng.choice(allowed.get(company, [OCCASIONS[i] for i in (0, 4, 5)]))
        if rng.random() < 0.6:
            lines.append(("why", occasion.format(x=honoree)))
        else:
            occasion_q = ""
        incidents = INCIDENTS if company == "family" else [i for i in INCIDENTS if "Bart" not in i[0]]
        incident, incident_q = rng.choice(incidents)
        old = rng.choice(OLD_COLLEAGUES)
        if rng.random() < 0.6:
            lines.append(("what", incident.format(y=old)))
        else:
            incident_q = ""
        if rng.random() < 0.4:
            lines.append(("taste", rng.choice(TASTES)))
        return self._event("dinner", happened, day, lines, who=who, place=place, dish=dish,
                           occasion=occasion_q.format(x=honoree), incident=incident_q.format(y=old))  # fmt: skip

    def colleague(self, day: date) -> Event | None:
        rng = self.rng
        _, colleagues = colleagues_on(day)
        fresh = [(c, n) for c in colleagues for n in NEWS if (c, n[0]) not in self.news_told and c not in self.gone]
        if not fresh:
            return None
        name, (key, said_text, _, _, _, options) = rng.choice(fresh)
        self.news_told.add((name, key))
        if key in LEAVING:
            self.gone.add(name)
        happened = self._when(day, later=0.2, months=0.0)
        t = "" if happened == day else ago_words(happened, day) + "听说，"
        lines = [("news", t + said_text.format(c=name, o=rng.choice(options)))]
        if key in NEWS_AFTER:
            lines.append(("after", NEWS_AFTER[key].format(c=name)))
        elif rng.random() < 0.5:
            lines.append(("reaction", rng.choice(REACTIONS[MOOD.get(key, "good")])))
        return self._event("colleague", happened, day, lines, who=name, news=key)

    def outing(self, day: date) -> Event:
        rng = self.rng
        happened = self._when(day)
        if rng.random() < 0.15:
            movie = rng.choice(MOVIES)
            t = self._t(happened, day, ["今天", "下午", ""])
            lines = [("where", f"{t}带孩子们去电影院看了{movie}。"),
                     ("what", rng.choice(["Bart看得特别入迷。", "Lisa中间看睡着了。", "老周说一般般。"]))]  # fmt: skip
            return self._event("outing", happened, day, lines, place="电影院", movie=movie)
        place = rng.choice(list(OUTINGS))
        did = rng.choice(OUTINGS[place])
        kid = rng.choice(list(KIDS))
        t = self._t(happened, day, ["今天", "今天下午", ""])
        lines = [("where", rng.choice([f"{t}带孩子们去了{place}。", f"{t}我们一家去{place}玩了。"]))]
        lines.append(("did", rng.choice([f"{kid}{did}玩得都不想走了。", f"我们在那儿{did}，{kid}最开心。"])))
        incident, incident_q = rng.choice(OUTING_INCIDENTS)
        if rng.random() < 0.5:
            lines.append(("what", incident))
        else:
            incident_q = ""
        return self._event("outing", happened, day, lines, place=place, did=did, kid=kid, incident=incident_q)

    def kids(self, day: date) -> Event:
        rng = self.rng
        kid = rng.choice(list(KIDS))
        pronoun = KIDS[kid]
        roll = rng.random()
        if roll < 0.2 and day.month in (1, 4, 6, 11):
            says, says_q = rng.choice(TEACHER_SAYS)
            lines = [("meeting", f"今天去开了{kid}的家长会。"), ("teacher", f"老师说{pronoun}{says}。")]
            return self._event("kids", day, day, lines, kid=kid, topic="meeting", says=says_q)
        if roll < 0.45:
            subject = rng.choice(SUBJECTS)
            score = rng.choice([100, 98, 95, 92, 88, 85, 79, 73])
            mood = "高兴坏了" if score >= 95 else "有点失落" if score < 85 else "还算满意"
            lines = [("score", f"{kid}{subject}测验考了{score}分，{pronoun}{mood}。")]
            return self._event("kids", day, day, lines, kid=kid, topic="score", subject=subject, score=str(score))
        if roll < 0.6:
            contest, prize = rng.choice(CONTESTS), rng.choice(PRIZES)
            mood = "特别开心" if prize in ("一等奖", "第一名") else "有点不服气" if prize == "第五名" else "还挺满意"
            lines = [("contest", f"{kid}今天参加了学校的{contest}，得了{prize}，{pronoun}{mood}。")]
            return self._event("kids", day, day, lines, kid=kid, topic="contest", contest=contest, prize=prize)
        if roll < 0.72:
            thing, ending = rng.choice(FIGHTS)
            lines = [("fight", f"Bart和Lisa又吵架了，为了{thing}。"), ("end", ending)]
            return self._event("kids", day, day, lines, topic="fight", thing=thing)
        subject = rng.choice(CLASSES[kid])
        line = rng.choice([
            f"{kid}的{subject}课今天换了个新老师。", f"送{kid}去上{subject}课，路上堵了半小时。",
            f"{kid}说不想上{subject}课了，我得跟{pronoun}好好聊聊。", f"{kid}的{subject}课要交下学期的学费了。",
            f"{kid}今天作业写到十点，{pronoun}困得直打哈欠。", f"{kid}学校要交手工作业，我们做到半夜。",
        ])  # fmt: skip
        return self._event("kids", day, day, [("class", line)], kid=kid, topic="class")

    def doctor(self, day: date) -> Event:
        rng = self.rng
        happened = self._when(day, later=0.25, months=0.0)
        patient = rng.choice(["我", "Bart", "Lisa", "老周"])
        symptom, symptom_q = rng.choice(SYMPTOMS)
        clinic = rng.choice(CLINICS[patient])
        diagnosis = rng.choice(DIAGNOSES[symptom])
        t = self._t(happened, day, ["今天", ""])
        first = (f"我{symptom}，{t}下班去{clinic}看了一下。" if patient == "我"
                 else f"{t}带{patient}去{clinic}看{symptom}。")  # fmt: skip
        lines = [("visit", first), ("diagnosis", f"医生说是{diagnosis}，开了点{rng.choice(MEDICINE)}。")]
        if rng.random() < 0.4:
            lines.append(("after", rng.choice(["吃了两天药好多了。", "折腾了一上午。", "还得再去复查一次。"])))
        return self._event("doctor", happened, day, lines, patient=patient, symptom=symptom_q, clinic=clinic)

    def pet(self, day: date) -> Event:
        rng = self.rng
        line = rng.choice(PET).format(
            dog=rng.choice(DOGS), toy=rng.choice(TOYS), thing=rng.choice(CHEWED), cup=rng.choice(CUPS),
            price=rng.choice([150, 200, 260, 300]),
        )  # fmt: skip
        return self._event("pet", day, day, [("pet", line)])

    def home(self, day: date) -> Event:
        rng = self.rng
        if rng.random() < 0.55:
            item, item_q = rng.choice(BOUGHT)
            price = rng.choice([199, 399, 599, 899, 1299, 2499, 3999])
            lines = [("bought", f"买了个{item}，花了{price}块。"), ("opinion", rng.choice(OPINIONS))]
            return self._event("home", day, day, lines, item=item, item_q=item_q, topic="bought")
        broken = rng.choice(BROKEN)
        cost = rng.choice([80, 150, 300, 450, 800])
        lines = [("broken", f"家里的{broken}坏了，师傅上门修了，花了{cost}块。"), ("cause", rng.choice(CAUSES))]
        return self._event("home", day, day, lines, item=broken, topic="broken")

    def work(self, day: date) -> Event:
        rng = self.rng
        _, colleagues = colleagues_on(day)
        line = rng.choice(WORK).format(
            n=rng.choice("三四五六"), c=rng.choice(colleagues), t=rng.choice("九十"), lunch=rng.choice(LUNCH)
        )
        return self._event("work", day, day, [("work", line)])

    def sport(self, day: date) -> Event:
        rng = self.rng
        _, colleagues = colleagues_on(day)
        line = rng.choice(SPORT).format(km=rng.choice("三五八十"), c=rng.choice(colleagues or ["小雅"]))
        return self._event("sport", day, day, [("sport", line)])

    def cooking(self, day: date) -> Event:
        rng = self.rng
        line = rng.choice(COOKING).format(dish=rng.choice(DISHES), kid=rng.choice(list(KIDS)))
        return self._event("cooking", day, day, [("cooking", line)])


def _unique(events: list[Event], cue: Callable[[Event], object]) -> list[Event]:
    """The events whose cue (not None or empty) no other event of the list shares."""
    cues = Counter(cue(e) for e in events)
    return [e for e in events if cue(e) and cues[cue(e)] == 1]


def _alone(dinners: list[Event]) -> list[Event]:
    """The dinners with someone named that no other dinner of that month had at the table."""

    def names(e: Event) -> set[str]:
        who = e.slots["who"]
        return set() if who in ("组里的同事", "全家") else set(who.split("和"))

    by_month: dict[tuple[int, int], list[Event]] = {}
    for e in dinners:
        by_month.setdefault((e.happened.year, e.happened.month), []).append(e)
    alone = []
    for e in dinners:
        others = [o for o in by_month[(e.happened.year, e.happened.month)] if o is not e]
        if names(e) and not any(names(o) & names(e) for o in others):
            alone.append(e)
    return alone


def _as_asked(who: str) -> str:
    """A companion as she names them when asking."""
    return "老周和两个孩子" if who == "老周和孩子们" else who


def routine_questions(events: list[Event], rng: random.Random) -> list[Question]:
    """Questions about the everyday events, from templates written here; each cue picks out one event."""
    by_kind: dict[str, list[Event]] = {}
    for e in events:
        by_kind.setdefault(e.kind, []).append(e)
    qs: list[Question] = []

    def take(found: list[Event], n: int) -> list[Event]:
        return rng.sample(found, min(n, len(found)))

    dinners = by_kind.get("dinner", [])
    for e in take(_unique(dinners, lambda e: e.slots["occasion"] if "{" not in e.slots["occasion"] else ""), 5):
        text = rng.choice(["{o}那次，我们是去哪家吃的？", "上次{o}，吃的什么来着？", "{o}那顿饭是在哪儿吃的？"])
        qs.append(Question(text.format(o=e.slots["occasion"]), ("paraphrase",), [(e.name, "where"), (e.name, "why")]))
    for e in take(_unique(dinners, lambda e: e.slots["incident"]), 6):
        text = rng.choice(
            ["哪次吃饭{i}？跟谁一起去的？", "有一回出去吃饭{i}，那是在哪家店？", "我记得有次吃饭{i}，是跟谁？"]
        )
        qs.append(Question(text.format(i=e.slots["incident"]), ("paraphrase",), [(e.name, "where"), (e.name, "what")]))
    for e in take(_alone(dinners), 6):
        when, window = when_words(e.happened, rng)
        who = _as_asked(e.slots["who"])
        text = rng.choice(["{w}我和{p}一起吃饭，是在哪儿吃的？", "{w}跟{p}吃的那顿是什么菜？"])
        qs.append(Question(text.format(w=when, p=who), ("time",), [(e.name, "where")], window))

    # told weeks or months after: the question names when it happened, not when it was said; the cue (who, and
    # the month) singles the event out among all of its kind
    for kind, cue, tags, text in (
        ("dinner", "who", ["where"], "{w}我跟{p}在外面吃过一顿饭，是在哪家店？"),
        ("doctor", "patient", ["visit", "diagnosis"], "{w}{p}去看病，医生说是什么毛病？"),
    ):
        found = (
            _alone(dinners)
            if kind == "dinner"
            else _unique(by_kind.get(kind, []), lambda e: (e.slots["patient"], e.happened.year, e.happened.month))
        )
        for e in take([e for e in found if (e.said - e.happened).days > 20], 6):
            when, window = when_words(e.happened, rng)
            words = text.format(w=when, p=_as_asked(e.slots[cue]))
            qs.append(Question(words, ("time",), [(e.name, t) for t in tags], window))

    news = by_kind.get("colleague", [])
    for e in take(news, 22):
        key = e.slots["news"]
        _, _, question, timed, kinds, _ = next(n for n in NEWS if n[0] == key)
        evidence = [(e.name, "news")] + ([(e.name, "after")] if key in NEWS_AFTER and key != "wedding" else [])
        if rng.random() < 0.25:
            when = {NOW.year: "今年", NOW.year - 1: "去年"}.get(e.happened.year, f"{e.happened.year}年")
            text = timed.format(w=when, c=e.slots["who"])
            qs.append(Question(text, ("time", *kinds.split()), evidence, year(e.happened.year)))
        else:
            qs.append(Question(question.format(c=e.slots["who"]), tuple(kinds.split()), evidence))

    outings = [e for e in by_kind.get("outing", []) if e.slots["place"] != "电影院"]
    for e in take(_unique(outings, lambda e: e.slots["incident"]), 5):
        text = rng.choice(["有次带孩子出去玩{i}，那次去的是哪儿？", "哪次周末出去玩{i}来着？"])
        qs.append(Question(text.format(i=e.slots["incident"]), ("paraphrase",), [(e.name, "where"), (e.name, "what")]))
    for e in take(_unique(outings, lambda e: e.slots["place"]), 4):
        text = rng.choice(["我们去{p}那次，孩子们玩了什么？", "在{p}的时候孩子们最喜欢玩什么？"])
        qs.append(Question(text.format(p=e.slots["place"]), (), [(e.name, "where"), (e.name, "did")]))
    for e in take(_unique(outings, lambda e: (e.happened.year, e.happened.month)), 5):
        when, window = when_words(e.happened, rng)
        text = rng.choice(["{w}周末我们带孩子去哪儿玩了？", "{w}我们一家出去玩过一次，去的哪里？"])
        qs.append(Question(text.format(w=when), ("time",), [(e.name, "where")], window))
    movies = [e for e in by_kind.get("outing", []) if e.slots["place"] == "电影院"]
    for e in take(_unique(movies, lambda e: e.slots["movie"]), 3):
        movie = e.slots["movie"].strip("《》")
        qs.append(Question(f"我们带孩子看{movie}那次，大家觉得怎么样？", ("paraphrase",),
                           [(e.name, "where"), (e.name, "what")]))  # fmt: skip

    kids = by_kind.get("kids", [])
    meetings = [e for e in kids if e.slots.get("topic") == "meeting"]
    for e in take(_unique(meetings, lambda e: (e.slots["kid"], e.slots["says"])), 5):
        text = rng.choice(["哪次家长会老师说{k}{s}？", "老师是不是说过{k}{s}？什么时候的事？"])
        qs.append(Question(text.format(k=e.slots["kid"], s=e.slots["says"]), ("paraphrase",),
                           [(e.name, "meeting"), (e.name, "teacher")]))  # fmt: skip
    for e in take(_unique(meetings, lambda e: (e.slots["kid"], e.happened.year, e.happened.month)), 3):
        when, window = when_words(e.happened, rng)
        qs.append(Question(f"{when}开{e.slots['kid']}的家长会，老师怎么说的？", ("time",),
                           [(e.name, "meeting"), (e.name, "teacher")], window))  # fmt: skip
    fights = [e for e in kids if e.slots.get("topic") == "fight"]
    for e in take(_unique(fights, lambda e: e.slots["thing"]), 3):
        qs.append(Question(f"两个孩子为了{e.slots['thing']}闹别扭那次，后来怎么收场的？", ("paraphrase",),
                           [(e.name, "fight"), (e.name, "end")]))  # fmt: skip
    scores = [e for e in kids if e.slots.get("topic") == "score" and e.slots["score"] == "100"]
    for e in take(_unique(scores, lambda e: (e.slots["kid"], e.slots["subject"])), 3):
        qs.append(
            Question(f"{e.slots['kid']}{e.slots['subject']}考满分是哪一次？", ("paraphrase",), [(e.name, "score")])
        )

    doctors = by_kind.get("doctor", [])
    for e in take(_unique(doctors, lambda e: (e.slots["patient"], e.slots["symptom"])), 8):
        patient = e.slots["patient"]
        text = rng.choice(["{p}{s}那次去看病，医生说是什么问题？", "{p}{s}的那回，诊断出来是什么？"])
        qs.append(Question(text.format(p=patient, s=e.slots["symptom"]), ("paraphrase",),
                           [(e.name, "visit"), (e.name, "diagnosis")]))  # fmt: skip

    homes = by_kind.get("home", [])
    bought = [e for e in homes if e.slots["topic"] == "bought"]
    for e in take(_unique(bought, lambda e: e.slots["item"]), 4):
        kinds = ("paraphrase", "multi") if e.slots["item_q"] != e.slots["item"] else ("multi",)
        qs.append(Question(f"我们家的{e.slots['item_q']}是多少钱买的？好用吗？", kinds,
                           [(e.name, "bought"), (e.name, "opinion")]))  # fmt: skip
    broken = [e for e in homes if e.slots["topic"] == "broken"]
    for e in take(_unique(broken, lambda e: e.slots["item"]), 3):
        qs.append(Question(f"家里{e.slots['item']}出毛病那次，修了多少钱？什么原因？", ("paraphrase", "multi"),
                           [(e.name, "broken"), (e.name, "cause")]))  # fmt: skip
    for q in qs:
        q.source = "routine"
    return qs
