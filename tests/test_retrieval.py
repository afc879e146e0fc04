"""Recall: relevance over recency, neighbours, evidence turns, dedupe, budgets, embeddings fused when given."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tests.test_index import chapter, fact, session
from twin.clock import set_clock, to_iso
from twin.errors import ModelError
from twin.facts.store import FactStore
from twin.narrative.dedupe import related_facts
from twin.recall import segment
from twin.recall.embedding import embed_pending
from twin.recall.index import SearchIndex
from twin.recall.passages import partners
from twin.recall.retrieval import FACT_OVERHEAD, recall
from twin.sessions.session import SessionStore
from twin.tokens import estimate_tokens

T0 = datetime(2023, 1, 10, 9, 0, tzinfo=UTC)
NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
FILLER = [
    ("user", "The weather was grey again today."),
    ("assistant", "Grey days can feel long."),
    ("user", "I cooked lentil soup for dinner."),
    ("assistant", "Lentil soup sounds warming."),
]


def indexed(twin: Path) -> SearchIndex:
    index = SearchIndex(twin)
    index.sync()
    return index


def texts(passages: list) -> list[list[str]]:
    return [[t.text for t in p.turns] for p in passages]


def test_an_old_relevant_turn_beats_many_recent_ones(tmp_path: Path) -> None:
    session(tmp_path, T0, [("user", "My sister Mei lives in Chengdu and runs a tea house."), ("assistant", "Lovely.")])
    for day in range(30):
        session(tmp_path, NOW - timedelta(days=30 - day), FILLER)
    found = recall(indexed(tmp_path), "How is Mei's tea house doing?", now=NOW,
                   turn_budget=60, fact_budget=0, chapter_budget=0)  # fmt: skip
    assert texts(found.turns)[0] == ["My sister Mei lives in Chengdu and runs a tea house.", "Lovely."]
    assert found.turns[0].date == "2023-01-10"
    assert found.items[0]["type"] == "turn" and found.items[0]["id"] == found.turns[0].turns[0].id


def test_a_hit_brings_the_other_half_of_its_exchange_and_adjacent_hits_merge(tmp_path: Path) -> None:
    session(tmp_path, T0, [
        ("user", "What should I plant this spring?"),
        ("assistant", "Tomatoes love a sunny balcony."),
        ("user", "Great, and basil next to the tomatoes?"),
        ("assistant", "Yes, basil and tomatoes are good companions."),
    ])  # fmt: skip
    session(tmp_path, T0 + timedelta(days=1), FILLER)
    index = indexed(tmp_path)
    answer = recall(index, "plant spring", now=NOW, turn_budget=500, fact_budget=0, chapter_budget=0)
    assert texts(answer.turns)[0][:2] == ["What should I plant this spring?", "Tomatoes love a sunny balcony."]
    merged = recall(index, "basil tomatoes balcony", now=NOW, turn_budget=500, fact_budget=0, chapter_budget=0)
    assert texts(merged.turns) == [[
        "What should I plant this spring?",
        "Tomatoes love a sunny balcony.",
        "Great, and basil next to the tomatoes?",
        "Yes, basil and tomatoes are good companions.",
    ]]  # fmt: skip
    assert "Grey days can feel long." not in [t for p in texts(merged.turns) for t in p]


def test_a_statement_comes_without_the_reply_that_only_reacts_to_it(tmp_path: Path) -> None:
    """A question brings its answer and a reply the turn it answers; a statement's reply ("后来怎么样了？") is a
    reaction, and would take the place of another memory."""
    told = session(tmp_path, T0, [("user", "我上周日去社区医院看了拉肚子。"), ("assistant", "后来怎么样了？")])
    asked = session(tmp_path, T0 + timedelta(days=1), [
        ("user", "社区医院周日开门吗？"), ("assistant", "开的，上午八点到十二点。"),
    ])  # fmt: skip
    index = indexed(tmp_path)
    hits = index.items([told.turns[0].id, told.turns[1].id, asked.turns[0].id, asked.turns[1].id])
    found = partners(index, list(hits.values()))
    assert {turn: other.id for turn, other in found.items()} == {
        told.turns[1].id: told.turns[0].id,  # the reaction brings what it reacts to
        asked.turns[0].id: asked.turns[1].id,  # the question its answer
        asked.turns[1].id: asked.turns[0].id,  # the answer its question
    }


def test_a_fact_brings_its_evidence_turn_and_duplicates_collapse(tmp_path: Path) -> None:
    writer = session(tmp_path, T0, [("user", "I moved to Shenzhen for the new job."), ("assistant", "Big step!")])
    first = fact(tmp_path, "user", "lives in", "Shenzhen", T0 - timedelta(days=30))
    evidence = {"session": writer.id, "turn": writer.turns[0].id, "quote": "I moved to Shenzhen"}
    again = fact(tmp_path, "user", "lives in", "Shenzhen", T0, evidence=evidence)
    found = recall(indexed(tmp_path), "Shenzhen", now=NOW, turn_budget=500, fact_budget=200, chapter_budget=0)
    assert [sorted([f.id, *f.duplicates]) for f in found.facts] == [sorted([first["id"], again["id"]])]
    assert found.facts[0].evidence is not None and found.facts[0].evidence.id == writer.turns[0].id
    assert texts(found.turns) == [["I moved to Shenzhen for the new job.", "Big step!"]]
    assert [(i["type"], i["id"]) for i in found.items] == [
        ("fact", found.facts[0].id), ("turn", writer.turns[0].id), ("turn", writer.turns[1].id),
    ]  # fmt: skip


def test_evidence_alone_brings_a_turn_that_does_not_share_the_words(tmp_path: Path) -> None:
    writer = session(tmp_path, T0, [("user", "Ich wohne jetzt in Berlin."), ("assistant", "Schön!")])
    fact(tmp_path, "user", "home city", "Berlin", T0, evidence={"session": writer.id, "turn": writer.turns[0].id})
    found = recall(indexed(tmp_path), "home city", now=NOW, turn_budget=500, fact_budget=200, chapter_budget=0)
    assert [(p.reason, p.turns[0].text) for p in found.turns] == [("evidence", "Ich wohne jetzt in Berlin.")]


def test_each_track_fits_its_budget(tmp_path: Path) -> None:
    for day in range(10):
        writer = session(tmp_path, T0 + timedelta(days=day), [
            ("user", f"Day {day}: I practised the violin scales for an hour."),
            ("assistant", "Scales build the foundation of violin playing."),
        ])  # fmt: skip
        fact(tmp_path, "user", f"violin practice {day}", "an hour of scales", T0 + timedelta(days=day))
        chapter(tmp_path, writer.id, "They practised the violin again and I listened.", T0 + timedelta(days=day))
    index = indexed(tmp_path)
    for budget in (0, 30, 100, 400):
        found = recall(index, "violin scales", now=NOW, turn_budget=budget, fact_budget=budget, chapter_budget=budget)
        assert sum(p.tokens for p in found.turns) <= budget
        assert sum(f.tokens for f in found.facts) <= budget
        assert sum(c.tokens for c in found.chapters) <= budget
    small = recall(index, "violin scales", now=NOW, turn_budget=100, fact_budget=0, chapter_budget=0)
    large = recall(index, "violin scales", now=NOW, turn_budget=400, fact_budget=0, chapter_budget=0)
    assert 0 < sum(len(p.turns) for p in small.turns) < sum(len(p.turns) for p in large.turns)
    assert recall(index, "violin", now=NOW, turn_budget=0, fact_budget=0, chapter_budget=0).items == []


def test_the_live_session_is_left_out(tmp_path: Path) -> None:
    session(tmp_path, T0, [("user", "I love jazz piano."), ("assistant", "Who do you listen to?")])
    live = session(tmp_path, NOW, [("user", "Tell me about jazz piano.")], end=False)
    found = recall(indexed(tmp_path), "jazz piano", now=NOW + timedelta(minutes=1), exclude_session=live.id,
                   turn_budget=500, fact_budget=0, chapter_budget=0)  # fmt: skip
    assert {p.session for p in found.turns} == {SessionStore(tmp_path).load(SessionStore(tmp_path).paths()[0]).id}


def test_last_time_and_its_chinese_point_at_the_previous_session(tmp_path: Path) -> None:
    session(tmp_path, T0, [("user", "We talked about moving to Hangzhou."), ("assistant", "A big decision.")])
    previous = session(tmp_path, NOW - timedelta(days=2), [
        ("user", "I am nervous about the Hangzhou interview."), ("assistant", "Prepare your stories."),
    ])  # fmt: skip
    live = session(tmp_path, NOW, [("user", "hi")], end=False)
    index = indexed(tmp_path)
    for message in ("What did we say about Hangzhou last time?", "上次我们聊 Hangzhou 聊了什么？"):
        found = recall(index, message, now=NOW, exclude_session=live.id, turn_budget=40, fact_budget=0,
                       chapter_budget=0)  # fmt: skip
        assert found.turns[0].session == previous.id, message
        assert found.hint is not None and found.hint.last_session
    bare = recall(index, "上次聊了什么", now=NOW, exclude_session=live.id, turn_budget=500, fact_budget=0,
                  chapter_budget=0)  # fmt: skip
    assert {p.session for p in bare.turns} == {previous.id}


def test_a_named_month_favours_what_was_said_then(tmp_path: Path) -> None:
    session(tmp_path, datetime(2024, 3, 9, tzinfo=UTC), [("user", "The marathon training is going well."), *FILLER])
    session(tmp_path, datetime(2024, 5, 9, tzinfo=UTC), [("user", "The marathon training is going well."), *FILLER])
    index = indexed(tmp_path)
    for message, month in (("How was marathon training in March?", 3), ("三月的马拉松 marathon training", 3),
                           ("marathon training two weeks ago", 5), ("marathon training in May", 5)):  # fmt: skip
        found = recall(index, message, now=datetime(2024, 5, 23, tzinfo=UTC), turn_budget=30, fact_budget=0,
                       chapter_budget=0)  # fmt: skip
        assert found.turns[0].turns[0].time.month == month, message


def test_a_named_year_finds_the_turn_that_speaks_of_it_though_said_years_later(tmp_path: Path) -> None:
    """The window names when something happened as often as when it was said: "in 2010" finds the turn that
    says so in 2023, above turns said in 2010 that share a word or two with the question."""
    for month in (3, 6, 9):
        session(tmp_path, datetime(2010, month, 2, tzinfo=UTC), [
            ("user", "My mother called, she is well."), ("assistant", "Good to hear."), *FILLER,
        ])  # fmt: skip
    said = session(tmp_path, datetime(2023, 4, 2, tzinfo=UTC), [
        ("user", "Jolene showed me the scarf her mother gave her in 2010 in Paris, on their trip to France."),
        ("assistant", "What a keepsake."),
    ])  # fmt: skip
    found = recall(indexed(tmp_path), "Which country were Jolene and her mother visiting in 2010?", now=NOW,
                   turn_budget=2000, fact_budget=0, chapter_budget=0)  # fmt: skip
    assert found.turns[0].turns[0].id == said.turns[0].id
    relative = session(tmp_path, datetime(2024, 5, 20, tzinfo=UTC), [
        ("user", "Last March we finally got the garden shed built."), ("assistant", "Well done!"),
    ])  # fmt: skip
    session(tmp_path, datetime(2024, 3, 15, tzinfo=UTC), [("user", "The garden is muddy."), *FILLER])
    found = recall(indexed(tmp_path), "What did we build in the garden in March 2023?", now=NOW,
                   turn_budget=2000, fact_budget=0, chapter_budget=0)  # fmt: skip
    assert found.turns[0].turns[0].id == relative.turns[0].id


def test_the_window_never_lifts_a_turn_that_shares_little_above_one_that_shares_much(tmp_path: Path) -> None:
    """A turn said in the named month gains as much as its own words earn: a passing mention then does not pass
    the turn that answers the question, said the month before."""
    answer = session(tmp_path, datetime(2024, 2, 20, tzinfo=UTC), [
        ("user", "The pottery class teacher showed us how to glaze a bowl with blue glaze."), ("assistant", "Fun!"),
    ])  # fmt: skip
    session(tmp_path, datetime(2024, 3, 12, tzinfo=UTC), [("user", "Our teacher broke a bowl this week."), *FILLER])
    for week in range(8):
        session(tmp_path, datetime(2024, 4, 1, tzinfo=UTC) + timedelta(days=7 * week), FILLER)
    found = recall(indexed(tmp_path), "How did the pottery teacher glaze the bowl in March?", now=NOW,
                   turn_budget=2000, fact_budget=0, chapter_budget=0)  # fmt: skip
    assert found.turns[0].turns[0].id == answer.turns[0].id


def test_a_turn_brings_its_sessions_chapter_and_the_facts_about_the_people_it_names(tmp_path: Path) -> None:
    """Both halves of a two-part question can reach the context: the turn that answers the first half brings
    the chapter of its session and what is known about the person it names, though neither shares its words."""
    wedding = session(tmp_path, T0, [("user", "Mei married Tom last spring."), ("assistant", "Congratulations!")])
    for day in range(10):
        session(tmp_path, T0 + timedelta(days=1 + day), FILLER)
    diary = chapter(tmp_path, wedding.id, "A happy evening: a wedding in the family.", T0 + timedelta(hours=1))
    job = fact(tmp_path, "Tom", "job", "harbour pilot", T0 + timedelta(days=3))
    fact(tmp_path, "Ada", "works at", "the bakery", T0 + timedelta(days=3))
    for n in range(6):
        fact(tmp_path, "user", f"likes {n}", f"lentil soup number {n}", T0 + timedelta(days=4))
    found = recall(indexed(tmp_path), "Whom did Mei marry, and where does he work?", now=NOW,
                   turn_budget=100, fact_budget=60, chapter_budget=100)  # fmt: skip
    assert found.turns[0].turns[0].id == wedding.turns[0].id
    assert diary["id"] in [c.id for c in found.chapters]
    assert job["id"] in [f.id for f in found.facts]


VIOLIN = "My violin and I spend Sunday evenings together."
CELLO = "My cello and I spend Sunday mornings together."


def sundays(twin_dir: Path, first: list[tuple[str, str]], last: list[tuple[str, str]]) -> None:
    """Two sessions nine days apart, filler between: turns that share as much with "what do I play on Sundays?"."""
    session(twin_dir, T0, first)
    for day in range(5):
        session(twin_dir, T0 + timedelta(days=day + 1), FILLER)
    session(twin_dir, T0 + timedelta(days=9), last)


def test_a_turn_said_by_the_person_the_question_names_comes_first(tmp_path: Path) -> None:
    """Sam is the speaker of half the turns, so BM25 gives the name next to no weight: of two turns that share
    as much with the question, the one Sam said comes first; the filler Sam said gains nothing."""
    sundays(tmp_path, [("user", VIOLIN), ("assistant", "Lovely.")], [("user", "Lovely."), ("assistant", CELLO)])
    found = recall(indexed(tmp_path), "What does Sam play on Sundays?", now=NOW,
                   turn_budget=500, fact_budget=0, chapter_budget=0)  # fmt: skip
    said = {t.id: t.text for p in found.turns for t in p.turns}
    ranked = [(said[item["id"]], item["score"]) for item in found.items if item["type"] == "turn"]
    assert [text for text, _ in ranked[:2]] == [
        "My violin and I spend Sunday evenings together.",
        "My cello and I spend Sunday mornings together.",
    ]
    assert all(score < 0.1 for text, score in ranked if text == "The weather was grey again today.")


def test_a_name_the_message_speaks_to_lifts_nothing(tmp_path: Path) -> None:
    """ "Alice, what do I play on Sundays?" asks about the person talking: the twin's own turn gains nothing for
    being addressed, and the person's comes first as without the name."""
    sundays(tmp_path, [("user", "Lovely."), ("assistant", CELLO)], [("user", VIOLIN), ("assistant", "Lovely.")])
    index = indexed(tmp_path)
    for message in ("What do I play on Sundays?", "Alice, what do I play on Sundays?", "On Sundays, Alice?"):
        found = recall(index, message, now=NOW, turn_budget=500, fact_budget=0, chapter_budget=0)
        said = {t.id: t.text for p in found.turns for t in p.turns}
        first = next(said[item["id"]] for item in found.items if item["type"] == "turn")
        assert first == "My violin and I spend Sunday evenings together.", message


def test_a_superseded_fact_ranks_below_the_one_that_replaced_it(tmp_path: Path) -> None:
    old = fact(tmp_path, "user", "city", "lives in Shenzhen", T0)
    new = fact(tmp_path, "user", "city", "lives in Hangzhou, moved from Shenzhen", T0 + timedelta(days=100),
               kind="supersede", replaces=old["id"])  # fmt: skip
    found = recall(indexed(tmp_path), "Shenzhen city", now=NOW, turn_budget=0, fact_budget=200, chapter_budget=0)
    assert [f.id for f in found.facts] == [new["id"], old["id"]]
    assert found.facts[1].hit.until is not None


def test_a_forgotten_fact_is_never_recalled_at_any_time_and_takes_no_budget(tmp_path: Path) -> None:
    writer = session(tmp_path, T0, [("user", "My sister Mia plays the cello in Lyon."), ("assistant", "Lovely.")])
    evidence = {"session": writer.id, "turn": writer.turns[0].id, "quote": "My sister Mia plays the cello in Lyon"}
    secret = fact(tmp_path, "Mia", "plays", "the cello in Lyon, cello every day", T0, evidence=evidence)
    kept = fact(tmp_path, "Mia", "instrument", "cello", T0 + timedelta(days=1))
    store = FactStore(tmp_path)
    store.retire(secret["id"], reason="user", cause="test", at=T0 + timedelta(days=10))
    store.close()
    index = indexed(tmp_path)
    costs = [estimate_tokens(index.item(f["id"]).text) + FACT_OVERHEAD for f in (secret, kept)]  # type: ignore[union-attr]
    budget = max(costs) + 2  # room for one fact: the forgotten one scores higher and would have taken it
    for moment in (NOW, T0 + timedelta(days=5)):  # now, and a time when it still held
        found = recall(index, "Mia cello Lyon", now=moment, turn_budget=0, fact_budget=budget, chapter_budget=0)
        assert [f.id for f in found.facts] == [kept["id"]]
        assert all(i["id"] != secret["id"] for i in found.items)
    with_turns = recall(index, "Mia cello Lyon", now=NOW, turn_budget=500, fact_budget=budget, chapter_budget=0)
    assert all(p.reason != "evidence" for p in with_turns.turns)  # nor does it bring the turn it was taken from


def test_a_word_of_everyday_language_weighs_less_than_a_topic_word_among_few_facts(tmp_path: Path) -> None:
    """觉得 is in one fact of five, as 食堂 is: the store alone would weigh them alike, and the shorter fact won."""
    for day, value in enumerate([
        "那天我觉得好累", "中学时学校食堂的包子最好吃", "去海边看了日出", "和表妹一起学游泳",
        "I think I know every riddle in the book", "We had a picnic by the lake", "I was sick at home for days",
    ]):  # fmt: skip
        fact(tmp_path, "user", "event", value, T0 + timedelta(days=day))
    index = indexed(tmp_path)
    for message, topic in (
        ("你觉得食堂怎么样？", "中学时学校食堂的包子最好吃"),
        ("I think I know who came to the picnic", "We had a picnic by the lake"),
    ):
        found = recall(index, message, now=NOW, turn_budget=0, fact_budget=400, chapter_budget=0)
        assert found.facts[0].record["value"] == topic, message


def test_the_common_terms_are_everyday_words_never_topic_words() -> None:
    from twin.recall import prior

    assert {"觉得", "知道", "可以", "喜欢", "很多", "告诉", "think", "know"} <= prior.common_terms()
    assert not {"食堂", "狗狗", "魔术", "野餐", "picnic", "riddle"} & prior.common_terms()


def test_recent_context_helps_a_message_that_says_little(tmp_path: Path) -> None:
    session(tmp_path, T0, [("user", "My ukulele has a cracked bridge."), ("assistant", "A luthier can fix that.")])
    session(tmp_path, T0 + timedelta(days=1), [("user", "What do you think about that?"), *FILLER])
    index = indexed(tmp_path)
    assert recall(index, "And what about that?", now=NOW, turn_budget=30, fact_budget=0, chapter_budget=0).turns == []
    found = recall(index, "And what about that?", now=NOW, recent_context=["I picked up my ukulele again."],
                   turn_budget=30, fact_budget=0, chapter_budget=0)  # fmt: skip
    assert texts(found.turns)[0][0] == "My ukulele has a cracked bridge."


CONCEPTS = {"dog": 0, "puppy": 0, "hound": 0, "cat": 1, "kitten": 1, "piano": 2, "keyboard": 2}


class FakeEmbed:
    """Deterministic embeddings: words of one concept share a dimension; counts its calls."""

    model = "fake-embed"

    def __init__(self, fail: bool = False) -> None:
        self.calls: list[list[str]] = []
        self.fail = fail

    def __call__(self, texts: list[str]) -> list[list[float]]:
        if self.fail:
            raise ModelError("The embeddings endpoint said 404.")
        self.calls.append(list(texts))
        out = []
        for text in texts:
            vector = [0.0] * 8
            for word in text.lower().replace("?", " ").replace(".", " ").replace(":", " ").split():
                vector[CONCEPTS.get(word, 3 + sum(map(ord, word)) % 5)] += 1.0
            out.append(vector)
        return out


def test_embeddings_find_what_words_alone_miss_and_are_cached(tmp_path: Path) -> None:
    puppy = fact(tmp_path, "user", "pet", "a golden retriever puppy called Biscuit", T0)
    fact(tmp_path, "user", "drink", "green tea every morning", T0)
    index = indexed(tmp_path)
    lexical = recall(index, "How is my dog?", now=NOW, turn_budget=0, fact_budget=200, chapter_budget=0)
    assert puppy["id"] not in [f.id for f in lexical.facts]
    embed = FakeEmbed()
    fused = recall(index, "How is my dog?", now=NOW, turn_budget=0, fact_budget=200, chapter_budget=0, embed=embed)
    assert fused.facts[0].id == puppy["id"]
    calls = len(embed.calls)
    recall(index, "How is my dog?", now=NOW, turn_budget=0, fact_budget=200, chapter_budget=0, embed=embed)
    assert len(embed.calls) == calls  # every vector came from the cache in index/
    assert (tmp_path / "index" / "vectors.sqlite3").exists()


class FixedEmbed:
    """A vector chosen for each text; any other text (the message) gets `query`."""

    model = "fixed-embed"

    def __init__(self, vectors: dict[str, list[float]], query: list[float]) -> None:
        self.vectors, self.query = vectors, query

    def __call__(self, texts: list[str]) -> list[list[float]]:
        return [self.vectors.get(text, self.query) for text in texts]


def test_meaning_adds_to_words_and_never_turns_their_order_over(tmp_path: Path) -> None:
    """A fact that shares every word of the message stays ahead of one that shares a word and is closest in
    meaning (reciprocal rank fusion put the second first); what shares no word comes in by meaning."""
    lessons = fact(tmp_path, "user", "plan", "cello lessons with Ms Park every Tuesday", T0)
    tuesday = fact(tmp_path, "user", "habit", "swims on Tuesday mornings", T0)
    music = fact(tmp_path, "user", "hobby", "plays in a string quartet", T0)
    fillers = [fact(tmp_path, "user", f"note {n}", f"filler number {n}", T0) for n in "abcde"]
    vectors = {
        "user plan: cello lessons with Ms Park every Tuesday": [0.2, 1.0, 0.0],
        "user habit: swims on Tuesday mornings": [1.0, 0.1, 0.0],
        "user hobby: plays in a string quartet": [0.9, 0.3, 0.0],
    } | {f"user note {n}: filler number {n}": [0.0, 0.0, 1.0] for n in "abcde"}
    found = recall(indexed(tmp_path), "cello lessons with Ms Park on Tuesday?", now=NOW, turn_budget=0,
                   fact_budget=400, chapter_budget=0, embed=FixedEmbed(vectors, [1.0, 0.0, 0.0]))  # fmt: skip
    order = [f.id for f in found.facts]
    assert order[:3] == [lessons["id"], tuesday["id"], music["id"]]
    assert not {f["id"] for f in fillers} & set(order[:3])


def test_within_a_named_time_meaning_adds_only_to_what_lies_in_it(tmp_path: Path) -> None:
    march = datetime(2024, 3, 12, 9, 0, tzinfo=UTC)
    bought = fact(tmp_path, "user", "purchase", "a secondhand bicycle", march)
    other = fact(tmp_path, "user", "purchase b", "new running shoes", T0)
    vectors = {"user purchase: a secondhand bicycle": [0.2, 1.0], "user purchase b: new running shoes": [1.0, 0.0]}
    embed = FixedEmbed(vectors, [1.0, 0.0])
    found = recall(indexed(tmp_path), "What purchase did I make in March 2024?", now=NOW, turn_budget=0,
                   fact_budget=400, chapter_budget=0, embed=embed)  # fmt: skip
    assert [f.id for f in found.facts] == [bought["id"], other["id"]]
    lexical = recall(indexed(tmp_path), "What purchase did I make in March 2024?", now=NOW, turn_budget=0,
                     fact_budget=400, chapter_budget=0)  # fmt: skip
    assert [round(f.score, 3) for f in found.facts][1] == [round(f.score, 3) for f in lexical.facts][1]


class ConceptEmbed:
    """16 dimensions: the first for dogs, the others each word's hash."""

    model = "concept-embed"

    def __call__(self, texts: list[str]) -> list[list[float]]:
        out = []
        for text in texts:
            words = text.lower().replace("?", " ").replace(".", " ").replace(",", " ").split()
            vector = [3.0 * sum(w in ("dog", "puppy", "biscuit") for w in words)] + [0.0] * 15
            for word in words:
                vector[1 + sum(map(ord, word)) % 15] += 1.0
            out.append(vector)
        return out


def test_meaning_reaches_an_old_turn_beyond_the_newest_and_the_lexical_candidates(tmp_path: Path) -> None:
    """Embedded once (`embed_pending`, as the memory worker and `twin index embed` do), the whole history is
    searched by meaning: an old turn that shares no word with the message and is older than the newest 200 turns
    comes back."""
    session(tmp_path, T0, [("user", "Biscuit chewed the sofa again."), ("assistant", "Oh no, poor sofa.")])
    for day in range(90):
        session(tmp_path, T0 + timedelta(days=day + 1), [
            ("user", f"Day {day}: grey weather, I read chapter {day} of the novel."),
            ("assistant", f"Chapter {day} sounds gripping."),
            ("user", f"Lunch on day {day} was soup {day % 7}."),
        ])  # fmt: skip
    index = indexed(tmp_path)
    embed = ConceptEmbed()
    assert embed_pending(index, embed).listed == index.count("turn")
    assert embed_pending(index, embed).listed == 0  # nothing left
    found = recall(index, "How is my dog?", now=NOW, turn_budget=60, fact_budget=0, chapter_budget=0, embed=embed)
    assert texts(found.turns)[0][0] == "Biscuit chewed the sofa again."


def test_failing_embeddings_fall_back_to_words_with_a_note(tmp_path: Path) -> None:
    fact(tmp_path, "user", "pet", "a puppy called Biscuit", T0)
    fact(tmp_path, "user", "drink", "green tea every morning", T0)
    found = recall(indexed(tmp_path), "Biscuit the puppy", now=NOW, turn_budget=0, fact_budget=200,
                   chapter_budget=0, embed=FakeEmbed(fail=True))  # fmt: skip
    assert [f.hit.text for f in found.facts] == ["user pet: a puppy called Biscuit"]
    assert found.notes == ["embeddings unavailable, lexical ranking only: The embeddings endpoint said 404."]


def test_related_facts_tell_the_same_fact_from_a_related_one(tmp_path: Path) -> None:
    same = fact(tmp_path, "user", "lives in", "Shenzhen", T0)
    related = fact(tmp_path, "user", "plan", "preparing for the interview in that city", T0)
    fact(tmp_path, "user", "drink", "green tea every morning", T0)
    index = indexed(tmp_path)
    found = related_facts(index, "user lives in: Shenzhen")
    assert [(r.hit.id, r.same) for r in found] == [(same["id"], True)]
    near = related_facts(index, "user plan: I interview at that company next week")
    assert [(r.hit.id, r.same) for r in near] == [(related["id"], False)]
    assert 0.25 <= near[0].similarity < 0.85


def test_related_facts_read_the_clock_twin_reads(tmp_path: Path) -> None:
    """A fact that holds until a month after T0 is the same fact at T0 (a simulation's clock, TWIN_NOW), though
    the real clock has passed its end."""
    same = fact(tmp_path, "user", "lives in", "Shenzhen", T0, valid_until=to_iso(T0 + timedelta(days=30)))
    index = indexed(tmp_path)
    set_clock(T0 + timedelta(days=1))
    try:
        assert [(r.hit.id, r.same) for r in related_facts(index, "user lives in: Shenzhen")] == [(same["id"], True)]
    finally:
        set_clock(None)
    assert related_facts(index, "user lives in: Shenzhen") == []  # by the real clock it has ended


def test_a_giant_turn_is_read_once_when_indexed_and_lends_its_neighbours_only_its_ends(
    tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A 10 MB paste held the next turn of its chat 27 s (English) to 48 s (Chinese): the index read it whole four
    times (its row made again each time a neighbour was linked, and lent whole to the turn beside it), and ran the
    time rules over all of it."""
    rng = random.Random(31)
    words = "the quick brown fox jumps over a lazy dog while we talk about memory and code".split()
    middle = " ".join(rng.choice(words) for _ in range(60_000))
    giant = f"I moved to Lisbon last year. {middle} zanzibar in March 2019 {middle} anyway that is all"
    writer = session(tmp_path, T0, [("user", giant)], end=False)
    index = SearchIndex(tmp_path)
    read: list[int] = []
    terms = segment.terms
    monkeypatch.setattr(segment, "terms", lambda text, **kw: read.append(len(text)) or terms(text, **kw))
    index.sync()
    writer.add_turn("assistant", "ok", at=T0 + timedelta(minutes=1))
    index.sync()  # the reply is linked to it: its row is taken out and put back
    assert sum(read) <= len(giant) + 20_000  # its own words once; the ends it lends
    db = index.db
    rows = lambda match: [r for (r,) in db.execute("SELECT rowid FROM turn_fts WHERE turn_fts MATCH ?", (match,))]  # noqa: E731
    [said, reply] = [r for (r,) in db.execute("SELECT rowid FROM items WHERE kind = 'turn' ORDER BY seq")]
    assert [h.rowid for h in index.search("zanzibar", kinds=("turn",))] == [said]  # every word of it is searched
    assert rows("ctx:lisbon") == [reply] and rows("ctx:zanzibar") == []
    windows = db.execute("SELECT start FROM item_times WHERE item = ?", (said,)).fetchall()
    assert [datetime.fromtimestamp(start, UTC).year for (start,) in windows] == [2022]  # "last year", not March 2019


def test_a_giant_turn_costs_later_queries_no_more_than_a_long_one(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A 600,000-character message (under serve's 4 MB body limit) was segmented whole by every later query that
    recalled it (1.2 s a query), and read as a query itself, its 2,266 time words took minutes. One of 200,000 is
    five times what a query may read (and indexing it is a third of the 600,000's time: 12 s of this test's 13)."""
    rng = random.Random(18)
    words = "今天我们去了公园天气很好朋友一起吃饭喝茶聊天工作学习生活城市北京广州深圳旅行火车飞机猫狗电影音乐。"
    giant = "我在上海。" + "".join(rng.choice(words) for _ in range(200_000)) + "上个月也在上海。"
    session(tmp_path, T0, [("user", giant), ("assistant", "好的")])
    session(tmp_path, T0 + timedelta(days=1), [("user", "上海的咖啡馆很好"), ("assistant", "是的")])
    index = indexed(tmp_path)
    read: list[int] = []
    terms = segment.terms
    monkeypatch.setattr(segment, "terms", lambda text, **kw: read.append(len(text)) or terms(text, **kw))
    budgets = {"turn_budget": 1500, "fact_budget": 750, "chapter_budget": 1000}
    later = recall(index, "上海怎么样？", now=NOW, **budgets)
    assert ["上海的咖啡馆很好", "是的"] in texts(later.turns)
    assert sum(read) <= 40_000  # characters segmented for it, whatever the size of the turns it recalled
    read.clear()
    recall(index, giant, now=NOW, recent_context=[giant, "好的"], **budgets)  # the giant message as the query
    assert sum(read) <= 40_000
