"""The fourteenth blind trust set: the value, as a sloppy model words it.

Written blind (see the brief of the round): no grounding code, no earlier set, no test of trust read.

The voices are people telling a chat about themselves in one casual line each: a night-shift cab driver, a nurse
whose brother is a doctor, a grad student at UCLA, an MSF logistician, a woman six months pregnant, a Muslim born in
Leicester; in Chinese a programmer 漂 in 帝都, a retired 语文 teacher, a noodle-shop owner, a B站 up主, someone
who commutes from 天津 to 北京 (typos, emoji, slang, English in Chinese lines and the reverse). The round is about the
VALUE: the honest candidates render the person's words fairly but not verbatim (got hitched → married, Muslim →
Islam, 5 foot 10 → 178 cm, a million and a half → 1.5 million, 写代码的 → 程序员, 帝都 → 北京, 北大 → 北京大学,
一百六十斤 → 80公斤, 到手一万二 → 12000元（税后）, English values for Chinese lines and Chinese for English, hedges
kept or dropped only where the person is sure); the traps look like such renderings but say what the person did not
(not married → married, almost 40 → 40, 离婚了 → 已婚, 农历八月十五 → 08-15, 公斤 → 斤, 表姐 → 姐姐, 魔都 → 北京,
MSF → Microsoft, 四大 → 普华永道, before tax → after tax, used to / 老家 / 从…搬到 made present, the brother's, the
wife's, the corgi's or the company's detail given to the person). Most lines appear twice, once per kind.

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/fourteenth.py

First and only run, at main c58dd12 (2026-12-03): 14 of 84 traps stored, 20 of 88 honest facts kept (stored traps:
b14-en-lahore-born, b14-en-almost40, b14-en-nyc-lives, b14-en-dog-miso, b14-en-salary-net, b14-en-phd-done,
b14-en-japanese, b14-en-french-fluent, b14-en-portland, b14-zh-harbin-lives, b14-zh-lunar-solar, b14-zh-corgi-age,
b14-zh-chengdu-gz, b14-zh-tianjin-beijing; lost honest: b14-en-h-hitched, b14-en-h-notmarried, b14-en-h-cab,
b14-en-h-muslim, b14-en-h-lahore, b14-en-h-flat, b14-en-h-late30s, b14-en-h-berlin, b14-en-h-exsmoker,
b14-en-h-nurse, b14-en-h-swe, b14-en-h-swe-zh, b14-en-h-run-km, b14-en-h-rent, b14-en-h-salary, b14-en-h-separated,
b14-en-h-ucla, b14-en-h-msf, b14-en-h-rn, b14-en-h-daughter, b14-en-h-alex, b14-en-h-catholic, b14-en-h-steak,
b14-en-h-spanish, b14-en-h-spanish-zh, b14-en-h-oakland, b14-en-h-kids, b14-en-h-civic, b14-en-h-seattle-wa,
b14-en-h-pregnant, b14-en-h-google, b14-en-h-dad, b14-zh-h-married, b14-zh-h-married-en, b14-zh-h-divorced,
b14-zh-h-coder, b14-zh-h-didu, b14-zh-h-noreligion, b14-zh-h-pku, b14-zh-h-pku-en, b14-zh-h-unmarried,
b14-zh-h-near40, b14-zh-h-house, b14-zh-h-nurse-en, b14-zh-h-brokeup, b14-zh-h-islam, b14-zh-h-harbin,
b14-zh-h-bytedance, b14-zh-h-kids, b14-zh-h-noodle, b14-zh-h-ovo, b14-zh-h-corgi, b14-zh-h-sjtu, b14-zh-h-sahm,
b14-zh-h-pm, b14-zh-h-chengdu, b14-zh-h-net, b14-zh-h-tenyears, b14-zh-h-japan, b14-zh-h-fujian, b14-zh-h-modu,
b14-zh-h-pharm-en, b14-zh-h-big4, b14-zh-h-lang, b14-zh-h-google, b14-zh-h-dad, b14-zh-h-up-fans, b14-zh-h-blood;
all value_unsupported but b14-zh-h-house, denied). Load average 0.36 before, 3.14 after; 2 CPUs.
"""

from __future__ import annotations

from typing import Any

from tests.trust_cases import Case, c


def T(id: str, language: str, user: str, candidate: dict[str, Any], reason: str, category: str, **kw: Any) -> Case:
    """A trap: the value looks like a fair rendering but says what the person did not."""
    return Case(id=id, language=language, user=user, candidate=candidate, reject=reason, category=category, **kw)


def H(id: str, language: str, user: str, candidate: dict[str, Any], category: str = "", **kw: Any) -> Case:
    """An honest case: the value is not the person's words, but a fair rendering of them."""
    return Case(id=id, language=language, user=user, candidate=candidate, category=category, **kw)


FLIP = "meaning flipped"
HEDGE = "hedge made exact or stronger"
UNIT = "unit or currency wrong"
NUMBER = "number off"
DATE = "date shifted"
SYNONYM = "synonym that is not one"
MERGED = "merged from someone else"
INVENTED = "invented detail"
PAST = "past made present"
ABBR = "abbreviation expanded wrongly"
CONTRA = "value the line contradicts"

# ---------------------------------------------------------------- English lines

E_HITCHED = "lol yeah me and dana finally got hitched last saturday, still can't believe it"
E_NOTMARRIED = "not married, never have been, and honestly not in a rush 😅"
E_CAB = "been driving a cab nights for fifteen years now, the city's different at 3am"
E_SOBER = "sober 30 yrs this march, one day at a time 🙏"
E_MUSLIM = "I'm Muslim, my family's from Lahore originally but I was born here in Leicester"
E_FLAT = "we sold the flat for a million and a half, finally done with that place"
E_PIANO = "almost 40 and just started learning piano lol, my fingers hate me"
E_BERLIN = "maybe moving to Berlin next year if the visa thing works out, fingers crossed"
E_SMOKE = "I quit smoking in 2019 and haven't touched one since"
E_NURSE = "my brother's a doctor in Leeds, I'm just a nurse at the Royal lol"
E_SWE = "I'm a software engineer, mostly backend python stuff, at a small fintech"
E_NYC = "used to live in NYC for like 6 yrs, now back home in Ohio"
E_COUSIN = "my cousin Priya is basically my sister, we grew up in the same house"
E_EX = "my ex Tom still texts me sometimes ugh, blocked him twice already"
E_HEIGHT = "im 5 foot 10, tallest in my family which isnt saying much"
E_RUN = "I run about 30 miles a week these days, training for my first marathon"
E_RENT = "rent is $2,400/mo which is insane for a 1br"
E_BDAY = "birthday's on the 3rd of april btw, dont forget 🎂"
E_87 = "born in '87 so you do the math haha"
E_PESC = "I'm vegetarian but I still eat fish sometimes, so pescatarian I guess"
E_PETS = "we have two cats, Miso and Tofu, and a very old dog named Biscuit"
E_SALARY = "I make like 85k before tax, not great not terrible"
E_SEPARATED = "separated from my husband since last fall, divorce isn't final yet"
E_UCLA = "I'm a grad student at UCLA, second year of my PhD in linguistics"
E_MSF = "I'm a logistician with MSF, currently in South Sudan for 9 months"
E_RN = "RN on a cardiac ward, 12 hr shifts, 3 a week"
E_HALF = "im half japanese on my mom's side, grew up in Seattle tho"
E_DAUGHTER = "my daughter just turned 7, she's obsessed with sharks 🦈"
E_ALEX = "been with my partner Alex for 12 years but we never bothered getting married"
E_POUNDS = "lost about 20 pounds since january, feeling great"
E_CATHOLIC = "I'm Catholic, not super practising tbh, mostly just Christmas mass"
E_TORONTO = "moved here from Mumbai in 2015, so ten years in Toronto now"
E_STEAK = "my wife's vegan, I'm definitely not, love a good steak"
E_LAIDOFF = "got laid off in march, been freelancing since"
E_SPANISH = "I speak Spanish fluently and a bit of French"
E_OWL = "total night owl, I'm rarely asleep before 2am"
E_29 = "I'm 29, turning 30 in Nov 😬"
E_BAY = "from the Bay, Oakland specifically"
E_LONDON = "mum's Irish, dad's Nigerian, and I was born in London"
E_KIDS = "we've got 3 kids, 2 boys and a girl, chaos every morning"
E_CIVIC = "still driving my 2012 Civic, she's held up well"
E_SEATTLE = "nah moved to Seattle in june, the company's still in Portland though"
E_SINGLE = "my gf and I split up in the spring, so single again i guess 🤷"
E_PREGNANT = "i'm 6 months pregnant w/ our first 🥹"
E_GOOGLE = "I'm a SWE at Google, 做 infra 的, like 3 years in"
E_DAD = "My dad passed in 2020, mom lives with us now"

EN_TRAPS = [
    T(
        "b14-en-hitched-engaged",
        "en",
        E_HITCHED,
        c("Sam", "marital_status", "engaged to Dana", "me and dana finally got hitched"),
        "got hitched is married, not engaged",
        SYNONYM,
    ),  # fmt: skip
    T(
        "b14-en-notmarried",
        "en",
        E_NOTMARRIED,
        c("Sam", "marital_status", "married", "not married"),
        "the line says not married",
        FLIP,
    ),  # fmt: skip
    T(
        "b14-en-cab-fifty",
        "en",
        E_CAB,
        c("Sam", "occupation", "taxi driver for 50 years", "been driving a cab nights for fifteen years"),
        "fifteen, not fifty",
        NUMBER,
        ai_before="What do you do these days?",
    ),  # fmt: skip
    T(
        "b14-en-lahore-born",
        "en",
        E_MUSLIM,
        c("Sam", "birthplace", "Lahore", "my family's from Lahore originally"),
        "the family is from Lahore; Sam was born in Leicester",
        MERGED,
    ),  # fmt: skip
    T(
        "b14-en-flat-150k",
        "en",
        E_FLAT,
        c("Sam", "home_sale_price", "150,000", "we sold the flat for a million and a half"),
        "a million and a half is 1.5 million",
        NUMBER,
    ),  # fmt: skip
    T("b14-en-almost40", "en", E_PIANO, c("Sam", "age", "40", "almost 40"), "almost 40 is not 40", HEDGE),
    T(
        "b14-en-berlin-lives",
        "en",
        E_BERLIN,
        c("Sam", "lives_in", "Berlin", "maybe moving to Berlin next year"),
        "maybe moving next year, not living there",
        HEDGE,
    ),  # fmt: skip
    T(
        "b14-en-smoker",
        "en",
        E_SMOKE,
        c("Sam", "smoking_status", "smoker", "I quit smoking in 2019"),
        "quit smoking",
        FLIP,
    ),  # fmt: skip
    T(
        "b14-en-nurse-doctor",
        "en",
        E_NURSE,
        c("Sam", "occupation", "doctor", "my brother's a doctor in Leeds"),
        "the brother is the doctor",
        MERGED,
    ),  # fmt: skip
    T(
        "b14-en-swe-google",
        "en",
        E_SWE,
        c("Sam", "occupation", "software engineer at Google", "I'm a software engineer"),
        "no Google in the line; a small fintech",
        INVENTED,
    ),  # fmt: skip
    T(
        "b14-en-nyc-lives",
        "en",
        E_NYC,
        c("Sam", "lives_in", "New York City", "used to live in NYC for like 6 yrs"),
        "used to; now in Ohio",
        PAST,
    ),  # fmt: skip
    T(
        "b14-en-cousin-sister",
        "en",
        E_COUSIN,
        c("Sam", "sister", "Priya", "my cousin Priya is basically my sister"),
        "a cousin, not a sister",
        SYNONYM,
    ),  # fmt: skip
    T(
        "b14-en-ex-boyfriend",
        "en",
        E_EX,
        c("Sam", "boyfriend", "Tom", "my ex Tom still texts me sometimes"),
        "an ex, not a boyfriend",
        PAST,
    ),  # fmt: skip
    T(
        "b14-en-height-170",
        "en",
        E_HEIGHT,
        c("Sam", "height", "170 cm", "im 5 foot 10"),
        "5 ft 10 is about 178 cm",
        UNIT,
    ),  # fmt: skip
    T(
        "b14-en-marathoner",
        "en",
        E_RUN,
        c("Sam", "achievements", "marathon finisher", "training for my first marathon"),
        "training for the first one",
        FLIP,
    ),  # fmt: skip
    T(
        "b14-en-rent-eur",
        "en",
        E_RENT,
        c("Sam", "rent", "2400 EUR per month", "rent is $2,400/mo"),
        "dollars, not euros",
        UNIT,
    ),  # fmt: skip
    T(
        "b14-en-bday-swap",
        "en",
        E_BDAY,
        c("Sam", "birthday", "March 4", "birthday's on the 3rd of april"),
        "3 April, not 4 March",
        DATE,
    ),  # fmt: skip
    T(
        "b14-en-vegan",
        "en",
        E_PESC,
        c("Sam", "diet", "vegan", "I'm vegetarian"),
        "vegetarian (pescatarian) is not vegan",
        SYNONYM,
    ),  # fmt: skip
    T(
        "b14-en-dog-miso",
        "en",
        E_PETS,
        c("Sam", "dog", "Miso", "we have two cats, Miso and Tofu, and a very old dog named Biscuit"),
        "Miso is a cat; the dog is Biscuit",
        MERGED,
    ),  # fmt: skip
    T(
        "b14-en-salary-net",
        "en",
        E_SALARY,
        c("Sam", "salary", "85,000 after tax", "I make like 85k before tax"),
        "before tax, not after",
        FLIP,
    ),  # fmt: skip
    T(
        "b14-en-divorced",
        "en",
        E_SEPARATED,
        c("Sam", "marital_status", "divorced", "separated from my husband since last fall"),
        "separated, divorce not final",
        HEDGE,
    ),  # fmt: skip
    T(
        "b14-en-phd-done",
        "en",
        E_UCLA,
        c("Sam", "education", "PhD in linguistics from UCLA", E_UCLA),
        "second year, not a finished PhD",
        FLIP,
    ),  # fmt: skip
    T(
        "b14-en-msf-microsoft",
        "en",
        E_MSF,
        c("Sam", "employer", "Microsoft", "I'm a logistician with MSF"),
        "MSF is Médecins Sans Frontières",
        ABBR,
    ),  # fmt: skip
    T(
        "b14-en-rn-cardiologist",
        "en",
        E_RN,
        c("Sam", "occupation", "cardiologist", "RN on a cardiac ward"),
        "a nurse, not a cardiologist",
        SYNONYM,
    ),  # fmt: skip
    T(
        "b14-en-japanese",
        "en",
        E_HALF,
        c("Sam", "nationality", "Japanese", "im half japanese on my mom's side"),
        "half Japanese heritage is not Japanese nationality",
        HEDGE,
    ),  # fmt: skip
    T(
        "b14-en-daughter-7",
        "en",
        E_DAUGHTER,
        c("Sam", "age", "7", "my daughter just turned 7"),
        "the daughter is 7",
        MERGED,
    ),  # fmt: skip
    T(
        "b14-en-alex-married",
        "en",
        E_ALEX,
        c("Sam", "marital_status", "married to Alex", "been with my partner Alex for 12 years"),
        "never got married",
        CONTRA,
    ),  # fmt: skip
    T(
        "b14-en-pounds-kg",
        "en",
        E_POUNDS,
        c("Sam", "weight_loss", "20 kg since January", "lost about 20 pounds since january"),
        "pounds, not kg",
        UNIT,
    ),  # fmt: skip
    T(
        "b14-en-devout",
        "en",
        E_CATHOLIC,
        c("Sam", "religion", "devout Catholic", "I'm Catholic"),
        "not super practising",
        HEDGE,
    ),  # fmt: skip
    T(
        "b14-en-toronto-2005",
        "en",
        E_TORONTO,
        c("Sam", "moved_to_toronto", "2005", "moved here from Mumbai in 2015"),
        "2015, not 2005",
        DATE,
    ),  # fmt: skip
    T(
        "b14-en-wife-vegan", "en", E_STEAK, c("Sam", "diet", "vegan", "my wife's vegan"), "the wife is vegan", MERGED
    ),  # fmt: skip
    T(
        "b14-en-laidoff-may",
        "en",
        E_LAIDOFF,
        c("Sam", "employment", "laid off in May", "got laid off in march"),
        "March, not May",
        DATE,
    ),  # fmt: skip
    T(
        "b14-en-french-fluent",
        "en",
        E_SPANISH,
        c("Sam", "languages", "fluent in Spanish and French", E_SPANISH),
        "only a bit of French",
        HEDGE,
    ),  # fmt: skip
    T(
        "b14-en-owl-by2",
        "en",
        E_OWL,
        c("Sam", "sleep_schedule", "asleep by 2 a.m.", "I'm rarely asleep before 2am"),
        "rarely before 2am",
        FLIP,
    ),  # fmt: skip
    T("b14-en-age-30", "en", E_29, c("Sam", "age", "30", "turning 30 in Nov"), "29 now", HEDGE),
    T(
        "b14-en-bay-sf",
        "en",
        E_BAY,
        c("Sam", "hometown", "San Francisco", E_BAY),
        "Oakland, not San Francisco",
        SYNONYM,
    ),  # fmt: skip
    T(
        "b14-en-born-nigeria",
        "en",
        E_LONDON,
        c("Sam", "birthplace", "Nigeria", "dad's Nigerian"),
        "the father is Nigerian; Sam was born in London",
        MERGED,
    ),  # fmt: skip
    T(
        "b14-en-kids-swapped",
        "en",
        E_KIDS,
        c("Sam", "children", "two daughters and a son", "we've got 3 kids, 2 boys and a girl"),
        "two boys and a girl",
        FLIP,
    ),  # fmt: skip
    T(
        "b14-en-portland",
        "en",
        E_SEATTLE,
        c("Sam", "lives_in", "Portland", "the company's still in Portland"),
        "the company is in Portland; Sam moved to Seattle",
        MERGED,
        ai_before="So you're in Portland, right?",
    ),  # fmt: skip
    T(
        "b14-en-gf-together",
        "en",
        E_SINGLE,
        c("Sam", "relationship_status", "in a relationship", "my gf and I"),
        "they split up",
        FLIP,
    ),  # fmt: skip
    T(
        "b14-en-has-child",
        "en",
        E_PREGNANT,
        c("Sam", "children", "one child", "our first"),
        "pregnant with the first; no child yet",
        FLIP,
    ),  # fmt: skip
    T(
        "b14-en-dad-lives",
        "en",
        E_DAD,
        c("Sam", "lives_with", "mom and dad", "mom lives with us now"),
        "the father passed in 2020",
        CONTRA,
    ),  # fmt: skip
]

EN_HONEST = [
    H(
        "b14-en-h-hitched",
        "en",
        E_HITCHED,
        c("Sam", "marital_status", "married", "me and dana finally got hitched"),
        "synonym",
    ),  # fmt: skip
    H(
        "b14-en-h-notmarried",
        "en",
        E_NOTMARRIED,
        c("Sam", "marital_status", "single (never married)", "not married, never have been"),
        "normal form",
    ),  # fmt: skip
    H(
        "b14-en-h-cab",
        "en",
        E_CAB,
        c("Sam", "occupation", "night-shift taxi driver for 15 years", "been driving a cab nights for fifteen years"),
        "summary",
        ai_before="What do you do these days?",
    ),  # fmt: skip
    H(
        "b14-en-h-sober", "en", E_SOBER, c("user", "sobriety", "30 years sober", "sober 30 yrs this march"), "reordered"
    ),  # fmt: skip
    H("b14-en-h-muslim", "en", E_MUSLIM, c("Sam", "religion", "Islam", "I'm Muslim"), "normal form"),
    H(
        "b14-en-h-lahore",
        "en",
        E_MUSLIM,
        c("Sam", "family_origin", "Lahore, Pakistan", "my family's from Lahore originally"),
        "extra true detail",
    ),  # fmt: skip
    H(
        "b14-en-h-flat",
        "en",
        E_FLAT,
        c("Sam", "home_sale_price", "1.5 million", "we sold the flat for a million and a half"),
        "number",
    ),  # fmt: skip
    H("b14-en-h-late30s", "en", E_PIANO, c("Sam", "age", "late 30s (almost 40)", "almost 40"), "hedge kept"),
    H(
        "b14-en-h-berlin",
        "en",
        E_BERLIN,
        c(
            "Sam",
            "plans",
            "considering a move to Berlin next year, pending a visa",
            "maybe moving to Berlin next year if the visa thing works out",
        ),
        "hedge kept",
    ),  # fmt: skip
    H(
        "b14-en-h-exsmoker",
        "en",
        E_SMOKE,
        c("Sam", "smoking_status", "ex-smoker (quit in 2019)", "I quit smoking in 2019"),
        "normal form",
    ),  # fmt: skip
    H(
        "b14-en-h-nurse",
        "en",
        E_NURSE,
        c("Sam", "occupation", "hospital nurse (at the Royal)", "I'm just a nurse at the Royal"),
        "summary",
    ),  # fmt: skip
    H(
        "b14-en-h-swe",
        "en",
        E_SWE,
        c("Sam", "occupation", "backend software engineer (Python) at a small fintech company", E_SWE),
        "summary",
    ),  # fmt: skip
    H("b14-en-h-swe-zh", "en", E_SWE, c("Sam", "职业", "软件工程师", "I'm a software engineer"), "translation"),
    H(
        "b14-en-h-nyc",
        "en",
        E_NYC,
        c("Sam", "previous_city", "New York City (about 6 years)", "used to live in NYC for like 6 yrs"),
        "abbreviation",
    ),  # fmt: skip
    H("b14-en-h-height-cm", "en", E_HEIGHT, c("Sam", "height", "178 cm", "im 5 foot 10"), "unit"),
    H(
        "b14-en-h-run-km",
        "en",
        E_RUN,
        c("Sam", "running", "about 48 km per week", "I run about 30 miles a week"),
        "unit",
    ),  # fmt: skip
    H("b14-en-h-rent", "en", E_RENT, c("Sam", "rent", "2400 USD per month", "rent is $2,400/mo"), "currency"),
    H("b14-en-h-bday", "en", E_BDAY, c("Sam", "birthday", "April 3", "birthday's on the 3rd of april"), "date"),
    H("b14-en-h-born87", "en", E_87, c("Sam", "birth_year", 1987, "born in '87"), "date"),
    H("b14-en-h-pesc", "en", E_PESC, c("Sam", "diet", "pescatarian", "so pescatarian I guess"), "hedge dropped"),
    H(
        "b14-en-h-pets", "en", E_PETS, c("Sam", "pets", "two cats (Miso, Tofu) and a dog (Biscuit)", E_PETS), "summary"
    ),  # fmt: skip
    H(
        "b14-en-h-salary",
        "en",
        E_SALARY,
        c("Sam", "salary", "about 85,000 a year (pre-tax)", "I make like 85k before tax"),
        "number",
    ),  # fmt: skip
    H(
        "b14-en-h-separated",
        "en",
        E_SEPARATED,
        c("Sam", "marital_status", "separated (divorce pending)", E_SEPARATED),
        "normal form",
    ),  # fmt: skip
    H(
        "b14-en-h-ucla",
        "en",
        E_UCLA,
        c(
            "Sam",
            "education",
            "second-year PhD student in linguistics at the University of California, Los Angeles",
            E_UCLA,
        ),
        "abbreviation",
    ),  # fmt: skip
    H(
        "b14-en-h-msf",
        "en",
        E_MSF,
        c("Sam", "employer", "Médecins Sans Frontières (Doctors Without Borders)", "I'm a logistician with MSF"),
        "abbreviation",
    ),  # fmt: skip
    H(
        "b14-en-h-rn",
        "en",
        E_RN,
        c("Sam", "occupation", "registered nurse on a cardiac ward", "RN on a cardiac ward"),
        "abbreviation",
    ),  # fmt: skip
    H(
        "b14-en-h-daughter",
        "en",
        E_DAUGHTER,
        c("Sam", "children", "daughter, age 7", "my daughter just turned 7"),
        "normal form",
    ),  # fmt: skip
    H(
        "b14-en-h-alex", "en", E_ALEX, c("Sam", "partner", "Alex (together 12 years, not married)", E_ALEX), "summary"
    ),  # fmt: skip
    H(
        "b14-en-h-pounds",
        "en",
        E_POUNDS,
        c("Sam", "weight_loss", "about 9 kg since January", "lost about 20 pounds since january"),
        "unit",
    ),  # fmt: skip
    H(
        "b14-en-h-catholic",
        "en",
        E_CATHOLIC,
        c("Sam", "religion", "Roman Catholic (non-practising)", "I'm Catholic, not super practising"),
        "normal form",
    ),  # fmt: skip
    H("b14-en-h-steak", "en", E_STEAK, c("Sam", "diet", "eats meat", "love a good steak"), "summary"),
    H(
        "b14-en-h-freelance",
        "en",
        E_LAIDOFF,
        c("Sam", "employment", "freelancer since being laid off in March", E_LAIDOFF),
        "summary",
    ),  # fmt: skip
    H(
        "b14-en-h-spanish",
        "en",
        E_SPANISH,
        c("Sam", "languages", "Spanish (fluent), French (basic)", E_SPANISH),
        "normal form",
    ),  # fmt: skip
    H(
        "b14-en-h-spanish-zh",
        "en",
        E_SPANISH,
        c("Sam", "语言", "西班牙语（流利）", "I speak Spanish fluently"),
        "translation",
    ),  # fmt: skip
    H("b14-en-h-oakland", "en", E_BAY, c("Sam", "hometown", "Oakland, California (Bay Area)", E_BAY), "abbreviation"),
    H(
        "b14-en-h-kids",
        "en",
        E_KIDS,
        c("Sam", "children", "three (two sons and a daughter)", "we've got 3 kids, 2 boys and a girl"),
        "synonym",
    ),  # fmt: skip
    H(
        "b14-en-h-civic",
        "en",
        E_CIVIC,
        c("Sam", "car", "2012 Honda Civic", "still driving my 2012 Civic"),
        "extra true detail",
    ),  # fmt: skip
    H(
        "b14-en-h-seattle-wa",
        "en",
        E_SEATTLE,
        c("Sam", "lives_in", "Seattle, WA", "moved to Seattle in june"),
        "abbreviation",
        ai_before="So you're in Portland, right?",
    ),  # fmt: skip
    H(
        "b14-en-h-single",
        "en",
        E_SINGLE,
        c("Sam", "relationship_status", "single", "so single again i guess"),
        "hedge dropped",
    ),  # fmt: skip
    H(
        "b14-en-h-pregnant",
        "en",
        E_PREGNANT,
        c("Sam", "pregnancy", "about six months pregnant with first child", "i'm 6 months pregnant w/ our first"),
        "expanded",
    ),  # fmt: skip
    H(
        "b14-en-h-google",
        "en",
        E_GOOGLE,
        c("Sam", "occupation", "software engineer (infrastructure) at Google", "I'm a SWE at Google, 做 infra 的"),
        "abbreviation",
    ),  # fmt: skip
    H(
        "b14-en-h-dad", "en", E_DAD, c("Sam", "father", "deceased (died 2020)", "My dad passed in 2020"), "synonym"
    ),  # fmt: skip
]

# ---------------------------------------------------------------- Chinese lines

Z_LINGZHENG = "我跟老公上个月刚领证，终于结婚了哈哈哈"
Z_DIVORCE = "我离婚了，两年前的事了，现在一个人带孩子"
Z_CODER = "我是写代码的，在一家做电商的小公司"
Z_DIDU = "我在帝都漂了八年了，到现在还是租房住"
Z_GRANNY = "我奶奶是基督徒，我自己啥都不信"
Z_PKU = "我北大毕业的，读的中文系"
Z_FORTY = "快四十了还没结婚，家里催得要命"
Z_SMOKE = "我戒烟三年了，现在闻到烟味都难受"
Z_SALARY = "年薪大概三十万吧，税前"
Z_HOUSE = "房子当时一百五十万买的，现在跌了不少"
Z_COUSIN = "我表姐在上海当医生，我在杭州做护士"
Z_EX = "前男友上周又来找我了，烦死了，早就分了"
Z_BODY = "我身高一米七五，体重六十五公斤左右"
Z_MUSLIM = "我是穆斯林，斋月白天不吃东西"
Z_HARBIN = "老家东北的，哈尔滨，现在在深圳打工"
Z_92 = "我92年的，属猴"
Z_LUNAR = "生日是农历八月十五，正好中秋节"
Z_BYTE = "在字节干了三年运营，上个月刚离职"
Z_KIDS = "我有俩娃，老大上初中了，老二还在幼儿园"
Z_NOODLE = "我开了个小面馆，十来年了，就我跟我老婆两个人忙"
Z_VEG = "我平时吃素，不过鸡蛋牛奶还是吃的"
Z_CORGI = "我养了只柯基，叫豆豆，三岁了🐶"
Z_SJTU = "在上海交大读研，研二了，毕业论文还没开始写😭"
Z_MOM = "我老公是做IT的，我在家带娃，全职妈妈"
Z_PM = "我不是程序员啊，我是产品经理，虽然天天跟程序员混在一起"
Z_CHENGDU = "我去年从广州搬到成都了，这边节奏慢多了"
Z_NET = "一个月到手一万二，扣完五险一金"
Z_JIN = "我有点胖，一百六十斤😂"
Z_TENYEARS = "今年是我们结婚十周年"
Z_JAPAN = "可能明年去日本读书吧，还在申请中"
Z_TAIWAN = "我男朋友是台湾人，我是福建的"
Z_RETIRED = "以前当老师，教了二十年语文，去年退休了"
Z_MODU = "我住魔都，浦东那边"
Z_PHARM = "我在医院上班，不过不是医生，是药剂师"
Z_GRAD = "我2018年6月毕业的"
Z_BIG4 = "本科学的会计，现在在四大做审计"
Z_LANG = "英语还行吧，日语只会一点点"
Z_TIANJIN = "不是，我住天津，每天坐城际去北京上班"
Z_GOOGLE = "我在Google上班，做infra的SWE，三年了"
Z_DAD = "我爸去年走了，现在就我和我妈"
Z_UP = "我是个全职up主，在B站做数码测评，粉丝二十来万"
Z_BLOOD = "我血型是O型，RH阴性，挺稀有的"
Z_PREGNANT = "我怀孕六个月了，第一胎"

ZH_TRAPS = [
    T(
        "b14-zh-lingzheng-engaged",
        "zh",
        Z_LINGZHENG,
        c("我", "婚姻状况", "订婚", "我跟老公上个月刚领证"),
        "领证就是结婚，不是订婚",
        SYNONYM,
    ),  # fmt: skip
    T("b14-zh-divorce-married", "zh", Z_DIVORCE, c("我", "婚姻状况", "已婚", "我离婚了"), "离婚了，不是已婚", FLIP),
    T(
        "b14-zh-coder-alibaba",
        "zh",
        Z_CODER,
        c("我", "工作单位", "阿里巴巴", "在一家做电商的小公司"),
        "一家电商小公司，没说阿里",
        INVENTED,
    ),  # fmt: skip
    T("b14-zh-didu-owns", "zh", Z_DIDU, c("我", "住房", "自有住房", "到现在还是租房住"), "租房，不是自有", FLIP),
    T("b14-zh-granny-christian", "zh", Z_GRANNY, c("我", "宗教", "基督教", "我奶奶是基督徒"), "基督徒是奶奶", MERGED),
    T("b14-zh-pku-bnu", "zh", Z_PKU, c("我", "学历", "北京师范大学中文系", Z_PKU), "北大是北京大学", ABBR),
    T("b14-zh-forty-exact", "zh", Z_FORTY, c("我", "年龄", "40", "快四十了"), "快四十不是四十", HEDGE),
    T("b14-zh-smoker", "zh", Z_SMOKE, c("我", "吸烟", "吸烟", "我戒烟三年了"), "戒烟了", FLIP),
    T("b14-zh-salary-usd", "zh", Z_SALARY, c("我", "年薪", "30万美元", Z_SALARY), "人民币，不是美元", UNIT),
    T(
        "b14-zh-house-now",
        "zh",
        Z_HOUSE,
        c("我", "房产现值", "150万元", "房子当时一百五十万买的"),
        "当时的价，现在跌了",
        PAST,
    ),  # fmt: skip
    T("b14-zh-cousin-doctor", "zh", Z_COUSIN, c("我", "职业", "医生", "我表姐在上海当医生"), "医生是表姐", MERGED),
    T(
        "b14-zh-cousin-sister",
        "zh",
        Z_COUSIN,
        c("我", "姐姐的职业", "医生", "我表姐在上海当医生"),
        "表姐不是姐姐",
        SYNONYM,
    ),
    T(
        "b14-zh-ex-boyfriend",
        "zh",
        Z_EX,
        c("我", "恋爱状况", "有男朋友", "前男友上周又来找我了"),
        "前男友，早就分了",
        PAST,
    ),  # fmt: skip
    T("b14-zh-weight-jin", "zh", Z_BODY, c("我", "体重", "65斤", "体重六十五公斤左右"), "公斤不是斤", UNIT),
    T(
        "b14-zh-harbin-lives",
        "zh",
        Z_HARBIN,
        c("我", "住址", "哈尔滨", "老家东北的，哈尔滨"),
        "老家在哈尔滨，人在深圳",
        PAST,
    ),  # fmt: skip
    T("b14-zh-born-82", "zh", Z_92, c("我", "出生年份", "1982", "我92年的"), "92年是1992", DATE),
    T(
        "b14-zh-lunar-solar",
        "zh",
        Z_LUNAR,
        c("我", "生日", "08-15", "生日是农历八月十五"),
        "农历八月十五不是公历8月15日",
        DATE,
    ),  # fmt: skip
    T("b14-zh-byte-current", "zh", Z_BYTE, c("我", "工作单位", "字节跳动", "在字节干了三年运营"), "上个月离职了", PAST),
    T("b14-zh-kids-girls", "zh", Z_KIDS, c("我", "孩子", "两个女儿", "我有俩娃"), "没说是女儿", INVENTED),
    T(
        "b14-zh-noodle-chain",
        "zh",
        Z_NOODLE,
        c("我", "职业", "连锁餐厅老板", "我开了个小面馆"),
        "一家小面馆，不是连锁",
        INVENTED,
    ),  # fmt: skip
    T("b14-zh-vegan", "zh", Z_VEG, c("我", "饮食", "纯素", "我平时吃素"), "吃蛋奶，不是纯素", SYNONYM),
    T("b14-zh-corgi-age", "zh", Z_CORGI, c("我", "年龄", "3", "三岁了"), "三岁的是柯基", MERGED),
    T(
        "b14-zh-sjtu-xjtu",
        "zh",
        Z_SJTU,
        c("我", "学校", "西安交通大学", "在上海交大读研"),
        "上海交大不是西安交大",
        ABBR,
    ),
    T("b14-zh-mom-it", "zh", Z_MOM, c("我", "职业", "IT", "我老公是做IT的"), "做IT的是老公", MERGED),
    T("b14-zh-pm-coder", "zh", Z_PM, c("我", "职业", "程序员", "我不是程序员啊"), "不是程序员", FLIP),
    T("b14-zh-chengdu-gz", "zh", Z_CHENGDU, c("我", "住址", "广州", "我去年从广州搬到成都了"), "从广州搬走了", PAST),
    T("b14-zh-net-gross", "zh", Z_NET, c("我", "月薪", "税前12000元", "一个月到手一万二"), "到手是税后", FLIP),
    T("b14-zh-jin-kg", "zh", Z_JIN, c("我", "体重", "160公斤", "一百六十斤"), "斤不是公斤", UNIT),
    T("b14-zh-ten-months", "zh", Z_TENYEARS, c("我", "婚龄", "10个月", Z_TENYEARS), "十周年是十年", UNIT),
    T(
        "b14-zh-japan-lives",
        "zh",
        Z_JAPAN,
        c("我", "留学状态", "在日本留学", "可能明年去日本读书吧"),
        "可能明年，还在申请",
        HEDGE,
    ),  # fmt: skip
    T("b14-zh-taiwan-origin", "zh", Z_TAIWAN, c("我", "籍贯", "台湾", "我男朋友是台湾人"), "台湾人是男朋友", MERGED),
    T(
        "b14-zh-teacher-now",
        "zh",
        Z_RETIRED,
        c("我", "职业", "语文老师", "以前当老师，教了二十年语文"),
        "去年退休了",
        PAST,
    ),  # fmt: skip
    T("b14-zh-modu-beijing", "zh", Z_MODU, c("我", "住址", "北京", Z_MODU), "魔都是上海", ABBR),
    T("b14-zh-pharm-doctor", "zh", Z_PHARM, c("我", "职业", "医生", "我在医院上班"), "不是医生，是药剂师", CONTRA),
    T("b14-zh-grad-2016", "zh", Z_GRAD, c("我", "毕业时间", "2016-06", Z_GRAD), "2018年，不是2016年", DATE),
    T(
        "b14-zh-big4-pwc",
        "zh",
        Z_BIG4,
        c("我", "工作单位", "普华永道", "现在在四大做审计"),
        "四大之一，没说哪家",
        INVENTED,
    ),  # fmt: skip
    T("b14-zh-japanese-fluent", "zh", Z_LANG, c("我", "语言", "精通日语", "日语只会一点点"), "只会一点点", FLIP),
    T(
        "b14-zh-tianjin-beijing",
        "zh",
        Z_TIANJIN,
        c("我", "住址", "北京", "每天坐城际去北京上班"),
        "住天津，去北京上班",
        MERGED,
        ai_before="你是住在北京吧？",
    ),  # fmt: skip
    T(
        "b14-zh-google-senior",
        "zh",
        Z_GOOGLE,
        c("我", "职业", "Google高级工程师", "我在Google上班，做infra的SWE"),
        "没说高级",
        INVENTED,
    ),  # fmt: skip
    T("b14-zh-up-2m", "zh", Z_UP, c("我", "粉丝数", "200万", "粉丝二十来万"), "二十来万不是两百万", NUMBER),
    T(
        "b14-zh-blood-positive",
        "zh",
        Z_BLOOD,
        c("我", "血型", "O型Rh阳性", "我血型是O型，RH阴性"),
        "阴性不是阳性",
        FLIP,
    ),  # fmt: skip
    T("b14-zh-has-child", "zh", Z_PREGNANT, c("我", "孩子", "有一个孩子", "第一胎"), "怀着第一胎，还没孩子", FLIP),
]

ZH_HONEST = [
    H("b14-zh-h-married", "zh", Z_LINGZHENG, c("我", "婚姻状况", "已婚", "终于结婚了"), "normal form"),
    H(
        "b14-zh-h-married-en",
        "zh",
        Z_LINGZHENG,
        c("Sam", "marital_status", "married", "我跟老公上个月刚领证"),
        "translation",
    ),  # fmt: skip
    H("b14-zh-h-divorced", "zh", Z_DIVORCE, c("我", "婚姻状况", "离异", "我离婚了"), "normal form"),
    H("b14-zh-h-coder", "zh", Z_CODER, c("我", "职业", "程序员", "我是写代码的"), "normal form"),
    H("b14-zh-h-didu", "zh", Z_DIDU, c("我", "住址", "北京", "我在帝都漂了八年了"), "nickname"),
    H("b14-zh-h-noreligion", "zh", Z_GRANNY, c("我", "宗教信仰", "无宗教信仰", "我自己啥都不信"), "normal form"),
    H("b14-zh-h-pku", "zh", Z_PKU, c("我", "学历", "北京大学中文系", Z_PKU), "abbreviation"),
    H(
        "b14-zh-h-pku-en",
        "zh",
        Z_PKU,
        c("Sam", "education", "Peking University, Chinese Department", Z_PKU),
        "translation",
    ),  # fmt: skip
    H("b14-zh-h-unmarried", "zh", Z_FORTY, c("我", "婚姻状况", "未婚", "还没结婚"), "normal form"),
    H("b14-zh-h-near40", "zh", Z_FORTY, c("我", "年龄", "将近40岁", "快四十了"), "hedge kept"),
    H("b14-zh-h-quit", "zh", Z_SMOKE, c("我", "吸烟情况", "已戒烟3年", "我戒烟三年了"), "number"),
    H("b14-zh-h-salary", "zh", Z_SALARY, c("我", "年薪", "约30万元（税前）", Z_SALARY), "number"),
    H("b14-zh-h-house", "zh", Z_HOUSE, c("我", "购房价格", "150万元", "房子当时一百五十万买的"), "number"),
    H("b14-zh-h-nurse-en", "zh", Z_COUSIN, c("Sam", "occupation", "nurse", "我在杭州做护士"), "translation"),
    H(
        "b14-zh-h-brokeup",
        "zh",
        Z_EX,
        c("我", "恋爱状况", "已与前男友分手", "前男友上周又来找我了，烦死了，早就分了"),
        "summary",
    ),  # fmt: skip
    H("b14-zh-h-weight", "zh", Z_BODY, c("我", "体重", "约65kg", "体重六十五公斤左右"), "unit"),
    H("b14-zh-h-islam", "zh", Z_MUSLIM, c("我", "宗教", "伊斯兰教", "我是穆斯林"), "normal form"),
    H("b14-zh-h-harbin", "zh", Z_HARBIN, c("我", "老家", "黑龙江哈尔滨", "老家东北的，哈尔滨"), "extra true detail"),
    H("b14-zh-h-1992", "zh", Z_92, c("我", "出生年份", "1992", "我92年的"), "date"),
    H("b14-zh-h-lunar", "zh", Z_LUNAR, c("我", "生日", "农历八月十五（中秋）", Z_LUNAR), "parenthetical"),
    H(
        "b14-zh-h-bytedance",
        "zh",
        Z_BYTE,
        c("我", "前雇主", "字节跳动（运营，三年）", "在字节干了三年运营"),
        "abbreviation",
    ),  # fmt: skip
    H("b14-zh-h-kids", "zh", Z_KIDS, c("我", "孩子数量", 2, "我有俩娃"), "number"),
    H("b14-zh-h-noodle", "zh", Z_NOODLE, c("我", "职业", "面馆老板", "我开了个小面馆"), "normal form"),
    H("b14-zh-h-ovo", "zh", Z_VEG, c("我", "饮食", "蛋奶素", Z_VEG), "normal form"),
    H(
        "b14-zh-h-corgi",
        "zh",
        Z_CORGI,
        c("我", "宠物", "柯基犬豆豆（3岁）", "我养了只柯基，叫豆豆，三岁了"),
        "parenthetical",
    ),  # fmt: skip
    H("b14-zh-h-sjtu", "zh", Z_SJTU, c("我", "学校", "上海交通大学", "在上海交大读研"), "abbreviation"),
    H("b14-zh-h-sahm", "zh", Z_MOM, c("Sam", "occupation", "stay-at-home mother", "全职妈妈"), "translation"),
    H("b14-zh-h-pm", "zh", Z_PM, c("我", "职业", "产品经理（PM）", "我是产品经理"), "abbreviation"),
    H("b14-zh-h-chengdu", "zh", Z_CHENGDU, c("我", "住址", "四川成都", "我去年从广州搬到成都了"), "extra true detail"),
    H("b14-zh-h-net", "zh", Z_NET, c("我", "月薪", "12000元（税后）", "一个月到手一万二"), "number"),
    H("b14-zh-h-jin", "zh", Z_JIN, c("我", "体重", "80公斤", "一百六十斤"), "unit"),
    H("b14-zh-h-tenyears", "zh", Z_TENYEARS, c("我", "婚姻状况", "已婚十年", Z_TENYEARS), "summary"),
    H("b14-zh-h-japan", "zh", Z_JAPAN, c("我", "计划", "考虑明年去日本留学（申请中）", Z_JAPAN), "hedge kept"),
    H("b14-zh-h-fujian", "zh", Z_TAIWAN, c("Sam", "hometown", "Fujian Province", "我是福建的"), "translation"),
    H("b14-zh-h-retired", "zh", Z_RETIRED, c("我", "职业", "退休语文教师", Z_RETIRED), "summary"),
    H("b14-zh-h-modu", "zh", Z_MODU, c("我", "住址", "上海浦东", Z_MODU), "nickname"),
    H("b14-zh-h-pharm-en", "zh", Z_PHARM, c("Sam", "occupation", "pharmacist", "是药剂师"), "translation"),
    H("b14-zh-h-grad", "zh", Z_GRAD, c("我", "毕业时间", "2018-06", Z_GRAD), "date"),
    H("b14-zh-h-big4", "zh", Z_BIG4, c("我", "职业", "四大会计师事务所审计", "现在在四大做审计"), "abbreviation"),
    H("b14-zh-h-lang", "zh", Z_LANG, c("我", "语言能力", "英语中等，日语初级", Z_LANG), "normal form"),
    H(
        "b14-zh-h-tianjin",
        "zh",
        Z_TIANJIN,
        c("我", "住址", "天津市", "我住天津"),
        "normal form",
        ai_before="你是住在北京吧？",
    ),  # fmt: skip
    H(
        "b14-zh-h-google",
        "zh",
        Z_GOOGLE,
        c("我", "职业", "谷歌基础架构软件工程师", "我在Google上班，做infra的SWE"),
        "translation",
    ),  # fmt: skip
    H("b14-zh-h-dad", "zh", Z_DAD, c("我", "父亲", "已去世", "我爸去年走了"), "euphemism"),
    H("b14-zh-h-up-fans", "zh", Z_UP, c("Sam", "followers", "about 200,000", "粉丝二十来万"), "number"),
    H("b14-zh-h-blood", "zh", Z_BLOOD, c("我", "血型", "O型Rh阴性（O-）", "我血型是O型，RH阴性"), "abbreviation"),
    H("b14-zh-h-pregnant", "zh", Z_PREGNANT, c("我", "怀孕", "怀孕约6个月（头胎）", Z_PREGNANT), "synonym"),
]

TRAPS = EN_TRAPS + ZH_TRAPS
HONEST = EN_HONEST + ZH_HONEST
