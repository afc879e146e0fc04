"""The voiceprint: measured in code from the owner's writing, kept in the persona, told to the model, checked."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from tests.chatkit import system_prompt
from tests.fakeserver import Reply
from tests.memorykit import Script
from twin.home import Home
from twin.persona.history import versions
from twin.persona.model import load_persona
from twin.persona.voice import Voice, voice_toml, with_voice
from twin.sessions.session import SessionStore
from twin.voice.attribution import attribute
from twin.voice.features import Sample, measure, sentences
from twin.voice.frequency import general
from twin.voice.voiceprint import compare, learn

# Four writers of our own: a casual Chinese one and a formal one, a chatty English one and a measured one.
CASUAL = [
    "哈哈，其实我周末啥也没干呢～就在家躺着刷剧吧。你呢？",
    "说实话，这周太累了。周一开会，周二改 bug，周三又开会……其实吧，我觉得开会挺没意思的 😂",
    "你上次推荐的那本书我看了一半啦！挺好看的，就是有点长嘛。其实我更喜欢短一点的。",
    "对了，明天要不要一起吃饭呀？我知道一家新开的店，听说还不错哈。你想吃啥？",
    "嗯，我想了想，还是算了吧。最近在减肥呢 😂 不过周末可以考虑一下～",
    "其实 deadline 是下周五，所以也不急吧。你那边 project 进展怎么样啦？",
    "哈哈，我又买了一盆绿萝！上次那盆被我养死了，这次一定好好养。你说是不是要少浇点水呀？",
    "今天下雨了呢。我没带伞，淋成落汤鸡了 😂 其实也还好，就是鞋湿了。",
    "你猜我今天在地铁上碰到谁了？我大学室友！好多年没见了呢，她一点都没变哈。",
    "其实我挺想学做饭的，就是老是懒得买菜吧。你会做什么菜呀？教教我嘛～",
]
FORMAL = [
    "尊敬的各位同仁：本周工作总结如下，请您审阅。",
    "第一，关于项目进度；目前主体工程已完成百分之八十，预计下月中旬可以全部竣工。第二，关于经费使用；本季度支出总体符合预算，"
    "个别科目略有超支，已另行说明。",
    "在此，我谨代表项目组，向一直以来给予我们支持与帮助的各位领导和同事，致以诚挚的谢意。您的每一条意见，我们都认真记录，"
    "并在后续工作中逐项落实。",
    "需要说明的是，由于天气原因，部分室外作业推迟了三个工作日；对此，项目组已经调整了施工计划，确保总体工期不受影响。",
    "如您对上述内容有任何疑问，请随时与我联系。我将在收到您的意见后，尽快予以答复，并形成书面材料报送相关部门。",
    "此外，关于下一阶段的工作安排，项目组拟于本周五召开专题会议，届时将邀请您及相关部门负责人出席，共同研究部署。",
    "根据上级部门的统一要求，项目组对照检查清单逐项开展了自查；对发现的问题，均已明确整改责任人和完成时限。",
    "特此报告，敬请审阅。",
]
CASUAL_LATER = [
    "哈哈，昨天终于去吃了那家店！其实味道一般吧，不过环境挺好的呢。你下次要不要一起去呀？",
    "我最近在追一个新剧，超好看～就是每集都停在最关键的地方 😂 你看过没？",
    "其实我明天想早点起来跑步吧，不过估计又起不来呢。你周末有空吗？",
]
FORMAL_LATER = [
    "现将本月安全生产检查情况报告如下，请您审阅；如有不妥之处，敬请批评指正。",
    "经项目组研究决定，自下周一起实行新的考勤制度，请各部门负责人认真组织学习，并于本周内将落实情况书面报送办公室。",
]
CHATTY = [
    "Well, honestly, I didn't see that coming! Did you?",
    "So I finally fixed the bike. Took me all afternoon — and two trips to the shop. Worth it, though!",
    "Honestly, to be fair, the weather was awful. We went anyway. Margaret laughed the whole way.",
    "Well, here's the thing: I just don't like mornings. Never have. Probably never will!",
    "Did you get my message? I sent it twice — the app is acting up again, to be fair.",
    "Honestly, the film was fine. Not great. Fine. Margaret loved it, so there's that!",
    "Well, I tried the new café on Fifth. Good coffee! Tiny cups, though. Way too tiny.",
    "So, plans for Saturday? I'm thinking a long walk, then pizza. Honestly, mostly pizza.",
    "To be fair, I did warn you about the traffic. Twice! Anyway — glad you made it.",
    "Well, that's that. Back to work tomorrow. Wish me luck!",
    "Honestly? I miss the old office. The new one is all glass and no windows that open.",
    "So Margaret says we should get a dog. I say we should get a plant first — baby steps!",
]
MEASURED = [
    "The committee met on Tuesday to consider the proposal in its revised form; after a lengthy discussion, in which "
    "several members expressed reservations about the cost, it was agreed that a further report should be prepared.",
    "It is worth noting that the figures presented in the appendix were compiled before the most recent survey, and "
    "that they may therefore understate the extent of the demand which the new service is intended to meet.",
    "In the view of the present writer, the arguments advanced in favour of delay are not without merit; nevertheless, "
    "the balance of considerations appears to favour proceeding, provided that the safeguards described are adopted.",
    "A number of correspondents have asked whether the timetable can be shortened. The answer, regrettably, is that it "
    "cannot, since each stage depends upon the completion of the one which precedes it.",
    "The treasurer reported that the accounts for the year had been examined and found to be in order; the surplus, "
    "though modest, was sufficient to allow the reserve to be restored to its former level.",
    "Members will recall that a similar proposal was considered some years ago and was rejected, chiefly on the "
    "grounds that the necessary premises could not be obtained on reasonable terms.",
]
CHATTY_LATER = [
    "Well, honestly, the party was louder than I expected! Did you hear the band? Way too loud.",
    "So I bought the blue one. To be fair, it was on sale — and it matches the sofa. Mostly!",
    "Honestly, I just want a quiet weekend. A book, some tea. That's it!",
]
MEASURED_LATER = [
    "The proposal, which was circulated to members in advance of the meeting, was considered at some length; it was "
    "resolved that the matter should be referred to the finance committee for a fuller assessment of its implications.",
    "It should be observed, moreover, that the arrangements described above are provisional, and that they will be "
    "reviewed in the light of the experience gained during the first year of their operation.",
]


def voice_of(messages: list[str], language: str, *, words: bool = True) -> Voice:
    return learn([Sample(messages, "test")], language, general=general(language) if words else None)


def feature(voice: Voice, name: str) -> float:
    return voice.measured[name][0]


# -- what is measured -------------------------------------------------------------------------


def test_chinese_writers_differ_in_particles_address_length_punctuation_emoji_and_english() -> None:
    casual, formal = voice_of(CASUAL, "zh", words=False), voice_of(FORMAL, "zh", words=False)
    assert casual.particles["呢"][0] > 5 and formal.particles["呢"][0] == 0
    assert casual.particles["吧"][0] > 5 and casual.particles["其实"][0] > 5
    assert formal.address["您"][0] > 5 and casual.address["您"][0] == 0
    assert casual.address["你"][0] > formal.address["你"][0]
    assert feature(formal, "sentence_p50") > 1.5 * feature(casual, "sentence_p50")
    assert feature(formal, "semicolons") > 5 and feature(casual, "semicolons") == 0
    assert feature(casual, "emoji") > 5 and feature(formal, "emoji") == 0
    assert feature(casual, "tildes") > 0 and feature(casual, "ellipses") > 0
    assert feature(casual, "other_script") > 0.02 and feature(formal, "other_script") == 0
    assert feature(casual, "ends_question") > 0.2 and feature(formal, "ends_question") == 0
    assert feature(casual, "full_width") > 0.9 and feature(formal, "full_width") == 1.0
    assert "哈哈" in casual.opens and "其实" not in formal.opens


def test_english_writers_differ_in_fillers_exclamations_dashes_and_sentence_length() -> None:
    chatty, measured = voice_of(CHATTY, "en", words=False), voice_of(MEASURED, "en", words=False)
    assert chatty.particles["well"][0] > 3 and chatty.particles["honestly"][0] > 3
    assert measured.particles["well"][0] == 0 and measured.particles["honestly"][0] == 0
    assert feature(chatty, "exclamations") > 5 and feature(measured, "exclamations") == 0
    assert feature(chatty, "dashes") > 2 and feature(measured, "dashes") == 0
    assert feature(measured, "semicolons") > feature(chatty, "semicolons")
    assert feature(measured, "sentence_p50") > 3 * feature(chatty, "sentence_p50")
    assert feature(measured, "paragraph_sentences") < 3 and feature(chatty, "paragraph_sentences") >= 2
    assert feature(chatty, "full_width") == 0


def test_sentences_are_cut_at_their_ends_and_not_after_an_abbreviation() -> None:
    assert sentences("Mr. Brown came. Did he stay? No!") == ["Mr. Brown came.", "Did he stay?", "No!"]
    assert sentences("他来了。“你好！”她说……然后走了") == ["他来了。", "“你好！”", "她说……", "然后走了"]
    assert measure(["", "  "], "en").characters == 0


def test_signature_words_are_the_owners_habits_never_names() -> None:
    chatty = voice_of(CHATTY, "en")
    assert "to be fair" in chatty.signature and "honestly" in chatty.signature
    assert not {"margaret", "margaret's"} & set(chatty.signature)
    casual = voice_of(CASUAL, "zh")
    assert "其实" in " ".join(casual.signature)
    assert len(casual.words) > 20 and "的" in casual.words


def test_the_owners_name_and_the_twins_are_no_signature_words() -> None:
    """Learned from sessions, the voice's signature words held the owner's own name (阿明, as they write of
    themselves), and a word holding it (阿明说)."""
    from twin.voice.frequency import general
    from twin.voice.samples import Sample
    from twin.voice.voiceprint import learn

    messages = [f"阿明今天好累，其实第{n}次加班了。" for n in range(10)] + ["阿明说算了吧。"] * 4
    kept = learn([Sample(messages, "t")], "zh", general=general("zh")).signature
    known = learn([Sample(messages, "t")], "zh", general=general("zh"), names={"阿明", "林"}).signature
    assert any("阿明" in s for s in kept)  # the premise: a name the person writes often is a word of theirs by count
    assert known and not any("阿明" in s for s in known)


def test_a_chinese_signature_phrase_never_runs_across_an_english_word() -> None:
    messages = [f"不过 deadline 有点紧，第{n}次了。" for n in range(8)] + ["今天还行。", "明天再说吧。"]
    signature = voice_of(messages, "zh").signature
    assert signature and not any("不过有点" in s or "过有点紧" in s for s in signature)


def test_common_words_are_everyday_words_never_names_or_the_subject() -> None:
    chatty = voice_of(CHATTY, "en")
    assert {"the", "i", "so", "well"} <= set(chatty.words)
    assert not {"margaret", "pizza", "bike", "café", "sofa"} & set(chatty.words)  # a name, what it is about
    casual = voice_of(CASUAL, "zh")
    assert {"的", "我", "了", "吧"} <= set(casual.words) and "萝" not in casual.words  # 绿萝: a rare character


def test_trigrams_are_counted_with_names_and_subjects_masked() -> None:
    from twin.voice.grams import masked, trigrams

    assert masked("Holmes said, upon my word.") == "****** said, **** my ****."
    assert masked("I saw the sled, and then the wolf.") == masked("I saw the cart, and then the bear.")
    assert masked("宝玉笑道：“你来了。”") == masked("黛玉笑道：“你来了。”") == "***道：“你来了。”"
    assert masked("Room 221B at 3 o’clock. Don’t!") == "**** ###* at # *******. don’t!"
    assert trigrams(["Sam said: “so, so.”"]) == trigrams(["Max said: “so, so.”"])


def test_writers_differ_in_the_trigrams_of_their_punctuation() -> None:
    chatty, measured = voice_of(CHATTY, "en", words=False), voice_of(MEASURED, "en", words=False)

    def rate(voice: Voice, mark: str) -> float:
        return sum(value for gram, (value, _) in voice.grams.items() if mark in gram)

    assert rate(chatty, "!") > 10 and rate(measured, "!") == 0
    assert rate(measured, ";") > rate(chatty, ";")
    casual, formal = voice_of(CASUAL, "zh", words=False), voice_of(FORMAL, "zh", words=False)
    assert rate(casual, "～") > 0 and rate(formal, "～") == 0 and rate(formal, "；") > rate(casual, "；")
    assert 100 < len(chatty.grams) <= 1000 and list(chatty.grams)[0] == "***"  # most frequent first


def test_exemplars_are_lines_of_the_owner_typical_first_and_not_repeated() -> None:
    from twin.voice.exemplars import pick

    voice = voice_of(CASUAL, "zh")
    lines = pick(CASUAL, voice)
    assert 3 <= len(lines) <= 6 and len(set(lines)) == len(lines)
    whole = "".join(CASUAL)
    assert all(line in whole for line in lines)  # the owner's own words, never made up
    assert pick(CASUAL, voice) == lines  # picked by code: the same every time


def test_a_text_is_closer_to_its_own_writer_in_both_languages() -> None:
    for language, a, b, a_later, b_later in (
        ("zh", CASUAL, FORMAL, CASUAL_LATER, FORMAL_LATER),
        ("en", CHATTY, MEASURED, CHATTY_LATER, MEASURED_LATER),
    ):
        first, second = voice_of(a, language), voice_of(b, language)
        assert compare(first, a_later).distance < compare(second, a_later).distance
        assert compare(second, b_later).distance < compare(first, b_later).distance
        assert compare(first, a_later).score > compare(first, b_later).score


# -- kept in the persona file -------------------------------------------------------------------


def test_the_voice_tables_round_trip_and_the_rest_of_the_file_stays(home_with_personas: Path) -> None:
    home = Home(home_with_personas, "test")
    path = home.personas_dir / "lin.toml"
    voice = voice_of(CASUAL, "zh")
    voice.description = '我说话很随便，爱用"其实"和“吧”。\n第二行。'
    voice.exemplars = ["哈哈，你呢？", 'a "quoted" line \\ with a backslash']
    text = with_voice(path.read_text(encoding="utf-8"), voice)
    again = with_voice(text, voice)
    assert again == text  # learning again replaces the tables, never adds a second set
    assert text.startswith("# 这是 twin 的人设文件") and "[model]\ntemperature = 0.8" in text
    path.write_text(text, encoding="utf-8")
    loaded = load_persona(home.personas_dir, "lin").voice
    assert loaded.description.strip() == voice.description and loaded.exemplars == voice.exemplars
    assert loaded.particles["呢"] == pytest.approx(voice.particles["呢"], abs=0.01)
    assert set(loaded.words) == set(voice.words) and loaded.opens == voice.opens
    assert list(loaded.grams) == list(voice.grams)  # most frequent first, as learned
    assert all(loaded.grams[g] == pytest.approx(v, abs=0.01) for g, v in voice.grams.items())
    assert tomllib.loads(voice_toml(voice))["voice"]["language"] == "zh"
    rows = text[text.index("[voice.grams]") :].splitlines()
    assert rows[1] == "trigrams = [" and rows[-1] == "]" and len(rows) < len(voice.grams) / 3  # four to a line


def test_control_characters_in_what_a_voiceprint_keeps_still_make_a_valid_file() -> None:
    """TOML wants DEL and the other control characters escaped, in a plain string as in a multi-line one."""
    from dataclasses import replace

    voice = replace(Voice(language="en"), description="I write\x7f tersely.\x01", exemplars=["a\x7fb"])
    loaded = tomllib.loads(voice_toml(voice))["voice"]
    assert loaded["description"] == "I write\x7f tersely.\x01" and loaded["exemplars"] == ["a\x7fb"]


def test_a_hand_edit_that_breaks_a_number_is_reported_with_its_line(home_with_personas: Path) -> None:
    from twin.errors import PersonaError

    home = Home(home_with_personas, "test")
    path = home.personas_dir / "lin.toml"
    text = with_voice(path.read_text(encoding="utf-8"), voice_of(CASUAL, "zh", words=False))
    text = text.replace('"呢" = [', '"呢" = ["many", ').replace("characters = ", "colour = 1\ncharacters = ")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PersonaError) as caught:
        load_persona(home.personas_dir, "lin")
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith('"呢"'))
    assert f"lin.toml:{line}: voice.particles.呢: expected [value, spread]" in caught.value.message
    assert "voice.colour: unknown field" in caught.value.message


def test_a_broken_trigram_row_is_reported_with_its_line(home_with_personas: Path) -> None:
    from twin.errors import PersonaError

    home = Home(home_with_personas, "test")
    path = home.personas_dir / "lin.toml"
    text = with_voice(path.read_text(encoding="utf-8"), voice_of(CASUAL, "zh", words=False))
    first = text.index("trigrams = [\n  [") + len("trigrams = [\n  ")
    text = text[:first] + '["***", "often"], ' + text[first:]
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PersonaError) as caught:
        load_persona(home.personas_dir, "lin")
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith("trigrams"))
    said = f"lin.toml:{line}: voice.grams.trigrams: row 1: expected [trigram, value, spread], found ['***', 'often']"
    assert said in caught.value.message


def test_a_voiceprint_learned_before_trigrams_still_loads_checks_and_attributes(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    home = Home(home_with_personas, "test")
    path = home.personas_dir / "lin.toml"
    older = voice_of(CASUAL, "zh")
    older.grams = {}  # what `twin voice learn` wrote before 2026-12
    text = with_voice(path.read_text(encoding="utf-8"), older)
    assert "[voice.grams]" not in text
    path.write_text(text, encoding="utf-8")
    assert load_persona(home.personas_dir, "lin").voice.grams == {}
    own = cli("voice", "check", "lin", str(write(tmp_path, "own.md", CASUAL_LATER)), "--json")
    other = cli("voice", "check", "lin", str(write(tmp_path, "other.md", FORMAL_LATER)), "--json")
    assert json.loads(own.stdout)["score"] > json.loads(other.stdout)["score"]
    shown = cli("voice", "show", "lin")
    assert shown.exit_code == 0 and "用你的文字再跑一次 `twin voice learn lin` 就会加上" in shown.stdout
    voices = {"casual": older, "formal": voice_of(FORMAL, "zh"), "story": voice_of(STORYTELLER, "zh")}
    for name, later in (("casual", CASUAL_LATER), ("formal", FORMAL_LATER), ("story", STORYTELLER_LATER)):
        assert attribute(later, voices)[0].name == name


# -- twin voice learn, show, check ------------------------------------------------------------------


def write(folder: Path, name: str, messages: list[str]) -> Path:
    path = folder / name
    path.write_text("# 周记草稿\n\n" + "\n\n".join(messages) + "\n\n```\ncode();\n```\n", encoding="utf-8")
    return path


def test_learn_describes_the_voice_keeps_a_version_and_the_chat_hears_it(
    cli, home_with_personas: Path, script: Script, tmp_path: Path
) -> None:
    description = "我说话随便，句子短，爱用“其实”“吧”，结尾常带个问号或者～。"
    script.add("chat", description, "好呀～")
    notes = write(tmp_path, "notes.md", CASUAL)
    result = cli("voice", "learn", "lin", str(notes))
    assert result.exit_code == 0, result.output
    assert "从 notes.md 学到了林的文风" in result.stdout and "描述由模型写成。" in result.stdout
    [asked] = script.requests("chat")
    prompt = asked["messages"][0]["content"]
    assert prompt.startswith("你是林。") and "语气词和口头禅（每千字）：呢" in prompt and "哈哈，其实我周末" in prompt
    assert "code();" not in prompt and "周记草稿" not in prompt  # Markdown's code and headings are not the voice
    lin = load_persona(home_with_personas / "personas", "lin")
    assert lin.voice.description.strip() == description and lin.voice.prompt == "describe_voice.zh.v1"
    latest = versions(Home(home_with_personas, "test"), "lin")[-1]
    assert latest["source"] == "voice" and latest["hash"] == lin.digest and "[voice.particles]" in latest["text"]
    chat = cli("chat", "lin", input="周末干嘛呢\n")
    assert chat.exit_code == 0, chat.output
    system = system_prompt(script.requests("chat")[-1])
    assert "## 我写东西的样子（从我自己写的文字里量出来的）\n" + description in system
    assert "我自己写过的句子：" in system
    script.add("chat", Reply(status=401), Reply(status=401))  # learning again while the model refuses
    again = cli("voice", "learn", "lin", str(notes))
    assert again.exit_code == 4 and "文风没能写成描述" in again.stderr
    assert "描述保持原样。" in again.stdout
    kept = load_persona(home_with_personas / "personas", "lin").voice
    assert kept.description.strip() == description and kept.prompt == "describe_voice.zh.v1"


def test_learn_without_a_model_keeps_the_measures_and_says_the_description_is_owed(
    cli, home_with_personas: Path, model_env, tmp_path: Path
) -> None:
    model_env.enqueue(Reply(status=401), Reply(status=401))
    notes = write(tmp_path, "notes.md", CHATTY)
    result = cli("voice", "learn", "alice", str(notes), "--json")
    assert result.exit_code == 4, result.output
    assert "The voice was not described" in result.stderr and "Traceback" not in result.output
    shown = json.loads(result.stdout)
    assert shown["described"] is False and shown["voice"]["particles"]["honestly"][0] > 0
    alice = load_persona(home_with_personas / "personas", "alice")
    assert alice.voice.measured and not alice.voice.description
    # the failure is the `error` every --json failure has, beside what was measured and saved
    assert shown["persona_version"] == alice.digest and set(shown) == LEARNED_KEYS | {"error"}
    error = shown["error"]
    assert error["message"].startswith("The voice was not described: ") and error["message"] in result.stderr
    assert error["hint"] and error["hint"] in result.stderr and (error["exit"], error["kind"]) == (4, "model")
    model_env.stop()  # nothing listens: the model is down
    down = cli("voice", "learn", "alice", str(write(tmp_path, "more.md", CHATTY + ["One more line, honestly."])),
               "--json")  # fmt: skip
    assert down.exit_code == 4, down.output
    gone = json.loads(down.stdout)
    assert gone["error"]["kind"] == "model" and "Could not reach" in gone["error"]["message"]
    assert gone["persona_version"] == load_persona(home_with_personas / "personas", "alice").digest


def test_a_chinese_persona_hears_in_chinese_why_its_voice_was_not_described(
    cli, home_with_personas: Path, model_env, tmp_path: Path
) -> None:
    model_env.enqueue(Reply(status=401), Reply(status=401))
    result = cli("voice", "learn", "lin", str(write(tmp_path, "notes.md", CASUAL)))
    assert result.exit_code == 4, result.output
    host = f"127.0.0.1:{model_env.port}（$OPENAI_BASE_URL）"
    assert (
        f"文风没能写成描述：{host}上的模型不接受密钥（401）。\n在 $OPENAI_API_KEY 里设置一个有效的密钥。\n"
        in result.stderr
    )
    model_env.stop()  # nothing listens: the model is down
    down = cli("voice", "learn", "lin", str(write(tmp_path, "more.md", [*CASUAL, "其实我还想再说一句吧？"])))
    assert down.exit_code == 4, down.output
    assert f"文风没能写成描述：连不上 {host}上的模型：连接被拒绝（ECONNREFUSED）。" in down.stderr
    assert "refused" not in down.stderr.replace("connection refused", "") and "Could not reach" not in down.stderr


def test_from_sessions_learns_only_the_persons_turns(cli, home_with_personas: Path) -> None:
    home = Home(home_with_personas, "test")
    writer = SessionStore(home.twin_dir("lin")).start({"persona": "lin"})
    for mine in CASUAL:
        writer.add_turn("user", mine)
        writer.add_turn("assistant", "您好，ZEBRA 先生；您所言极是，敬请放心——我们将认真研究您的意见。")
    writer.end("eof")
    # what an agent told through twin mcp is its writing, not the person's
    told = SessionStore(home.twin_dir("lin")).start({"persona": "lin", "via": "mcp"})
    for _ in range(20):
        told.add_turn("user", "您好；ZEBRA 用户是产品经理；您的需求已记录——敬请放心。")
    told.end("exit")
    result = cli("voice", "learn", "lin", "--from-sessions", "--no-describe", "--json")
    assert result.exit_code == 0, result.output
    voice = json.loads(result.stdout)["voice"]
    assert voice["address"]["您"][0] == 0 and voice["measured"]["semicolons"][0] == 0
    assert voice["particles"]["呢"][0] > 5 and not any("ZEBRA" in line for line in voice["exemplars"])
    assert voice["source"] == "1 次会话"


def said(home: Path, persona: str, lines: list[str], value: str, quote: str, *, forgotten: bool = True) -> str:
    """A session of the person's `lines`, and a fact of theirs from `quote` (in one of them), forgotten since or
    not; the fact's id."""
    from twin.facts.store import FactStore

    twin = Home(home, "test").twin_dir(persona)
    writer = SessionStore(twin).start({"persona": persona})
    turns = {line: writer.add_turn("user", line).id for line in lines}
    writer.end("eof")
    [where] = [turn for line, turn in turns.items() if quote in line]
    facts = FactStore(twin)
    fact = facts.assert_fact("user", "friend", value, source="user", confidence=0.9, cause=where,
                             evidence={"session": writer.id, "turn": where, "quote": quote})  # fmt: skip
    if forgotten:
        facts.retire(fact.id, reason="user", cause="forget")
    return fact.id


@pytest.mark.parametrize(
    ("persona", "lines", "value", "hidden"),
    [
        ("alice", CHATTY, "Margaret", "[forgotten]"),
        ("lin", [*CASUAL, "其实小美下周要来找我玩呢，我们打算去爬山吧～", "小美说她也想学做饭呀，哈哈。"], "小美",
         "[已遗忘]"),
    ],
)  # fmt: skip
def test_learning_from_sessions_never_takes_a_forgotten_word_into_the_voice_nor_to_the_model(
    cli, home_with_personas: Path, script: Script, persona: str, lines: list[str], value: str, hidden: str
) -> None:
    quote = next(line for line in lines if value in line)[:20]
    said(home_with_personas, persona, lines, value, quote)
    script.add("chat", "I write short and cheerful." if persona == "alice" else "我说话随便，句子短。")
    result = cli("voice", "learn", persona, "--from-sessions")
    assert result.exit_code == 0, result.output
    [asked] = script.requests("chat")
    assert value not in json.dumps(asked, ensure_ascii=False)  # the description's request
    voice = load_persona(home_with_personas / "personas", persona).voice
    assert voice.exemplars and not [line for line in voice.exemplars if value in line or hidden in line]
    assert value not in (home_with_personas / "personas" / f"{persona}.toml").read_text(encoding="utf-8")
    # nor the mark that stands for it: it is no word of the person's ("forgotten" was their signature word)
    mark = hidden.strip("[]")
    marks = {mark, *(mark if persona == "lin" else ())}  # (a Chinese word is counted by its characters too)
    assert not [w for w in (*voice.signature, *voice.words, *voice.opens) if w in marks]
    assert not [g for g in voice.grams if "[" in g or "]" in g]


def test_a_voice_learned_from_files_after_a_forget_keeps_none_of_its_words_in_the_persona_file(
    cli, home_with_personas: Path, script: Script, tmp_path: Path
) -> None:
    """Learned from the owner's notes after Margaret was forgotten, the model's description named her (a model may
    say what it was never shown), and the persona file kept it: `twin voice show` printed it."""
    said(home_with_personas, "alice", CHATTY[:3], "Margaret", "Margaret laughed")
    script.add("chat", "I write short lines, and Margaret turns up in them a lot.")
    result = cli("voice", "learn", "alice", str(write(tmp_path, "margaret-notes.md", CHATTY)))
    assert result.exit_code == 0, result.output
    kept = (home_with_personas / "personas" / "alice.toml").read_text(encoding="utf-8")
    assert "margaret" not in kept.casefold()  # the file's name too, which `twin voice show` says it was learned from
    shown = cli("voice", "show", "alice")
    assert "[forgotten] turns up in them a lot." in shown.stdout and "Margaret" not in shown.stdout


def test_a_voice_learned_before_a_forget_is_shown_to_the_model_with_the_words_masked(
    cli, home_with_personas: Path, script: Script
) -> None:
    from tests.test_mcp import with_mcp

    home = Home(home_with_personas, "test")
    fact = said(home_with_personas, "alice", CHATTY, "Margaret", "Margaret laughed", forgotten=False)
    script.add("chat", "I write short lines, and Margaret turns up in them a lot.")
    assert cli("voice", "learn", "alice", "--from-sessions").exit_code == 0
    assert any("Margaret" in line for line in load_persona(home.personas_dir, "alice").voice.exemplars)
    learned = versions(home, "alice")[-1]
    forgot = cli("memory", "forget", "alice", fact)
    assert forgot.exit_code == 0 and "masked in personas/alice.toml" in forgot.stdout, forgot.output
    # the file is what `twin voice show` and `twin persona show` show, and what is shared: the voice in it is
    # masked, as a new version; the version learned keeps the words, as the sessions do (a purge cuts them)
    assert "Margaret" not in (home.personas_dir / "alice.toml").read_text(encoding="utf-8")
    shown = cli("voice", "show", "alice")
    assert "Margaret" not in shown.stdout and "[forgotten] turns up in them a lot." in shown.stdout
    assert [v["source"] for v in versions(home, "alice")[-2:]] == ["voice", "forget"]
    assert versions(home, "alice")[-2] == learned and "Margaret" in learned["text"]
    assert cli("chat", "alice", input="hello\n").exit_code == 0
    system = system_prompt(script.requests("chat")[-1])
    voice = system[system.index("## How I write") :]
    assert "Margaret" not in system and "and [forgotten] turns up in them a lot." in voice  # the description too
    lines = voice.split("Lines I wrote myself:")[1].split("\n\n")[0]  # the owner's own lines: those with her left out,
    assert "[forgotten]" not in lines and lines.strip()  # as learning leaves them (a "[forgotten]" is no line of hers)
    resource = with_mcp(home_with_personas, script.llm, _persona_resource)
    assert "Margaret" not in resource and "[forgotten] turns up in them a lot." in resource


def test_a_forget_while_the_model_describes_the_voice_leaves_none_of_its_words_in_the_persona_file(
    cli, home_with_personas: Path, script: Script, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`twin memory forget` ran in another process while `twin voice learn` waited for the model's description:
    the forget masked the file as it was, without the voice, and learning, whose masks were read before the forget,
    wrote its lines with Margaret in them, and the model's description naming her."""
    import subprocess

    import twin.voice.learning
    from tests.chatkit import TWIN

    home = Home(home_with_personas, "test")
    fact = said(home_with_personas, "alice", CHATTY, "Margaret", "Margaret laughed", forgotten=False)
    describe = twin.voice.learning.describe

    def forgotten_meanwhile(*args: object) -> tuple[str, str]:
        forgot = subprocess.run([TWIN, "memory", "forget", "alice", fact], capture_output=True, text=True)
        assert forgot.returncode == 0, forgot.stderr
        _, prompt = describe(*args)  # type: ignore[arg-type]
        return "I write short lines, and Margaret turns up in them a lot.", prompt

    monkeypatch.setattr(twin.voice.learning, "describe", forgotten_meanwhile)
    script.add("chat", "I write short lines.")
    learned = cli("voice", "learn", "alice", "--from-sessions", "--json")
    assert learned.exit_code == 0, learned.output
    assert "Margaret" not in learned.stdout  # what it says it learned is what it wrote
    assert "Margaret" not in (home.personas_dir / "alice.toml").read_text(encoding="utf-8")
    shown = cli("voice", "show", "alice")
    assert "Margaret" not in shown.stdout and "[forgotten] turns up in them a lot." in shown.stdout
    voice = load_persona(home.personas_dir, "alice").voice
    assert voice.exemplars and not [line for line in voice.exemplars if "[forgotten]" in line]  # her lines left out
    assert versions(home, "alice")[-1]["source"] == "voice" and "Margaret" not in versions(home, "alice")[-1]["text"]


@pytest.mark.parametrize(
    ("persona", "lines", "value", "described", "hidden", "told"),
    [
        ("alice", CHATTY, "Margaret", "I write short lines, and Margaret turns up in them a lot.", "[forgotten]",
         "held words you asked to forget: they are masked in personas/alice.toml"),
        ("lin", [*CASUAL, "其实小美下周要来找我玩呢，我们打算去爬山吧～", "小美说她也想学做饭呀，哈哈。"], "小美",
         "我说话随便，句子短，常提到小美。", "[已遗忘]",
         "那个版本的语气里有你要求忘掉的字：写回 personas/lin.toml 时已经遮住了。"),
    ],
)  # fmt: skip
def test_a_rollback_to_a_voice_from_before_a_forget_writes_it_back_masked(
    cli, home_with_personas: Path, script: Script, persona: str, lines: list[str], value: str, described: str,
    hidden: str, told: str,
) -> None:  # fmt: skip
    """The version learned before the forget keeps the words, as the history does; rolled back to, it was written
    back as it was, and `twin voice show` printed the forgotten name again."""
    home = Home(home_with_personas, "test")
    quote = next(line for line in lines if value in line)[:20]
    fact = said(home_with_personas, persona, lines, value, quote, forgotten=False)
    script.add("chat", described)
    assert cli("voice", "learn", persona, "--from-sessions").exit_code == 0
    before = versions(home, persona)[-1]
    assert before["source"] == "voice" and value in before["text"]
    forgot = cli("memory", "forget", persona, fact)
    assert forgot.exit_code == 0, forgot.output
    back = cli("persona", "rollback", persona, str(before["number"]), "--yes")
    assert back.exit_code == 0, back.output
    assert told in back.stdout, back.stdout  # in the persona's language
    assert value not in (home.personas_dir / f"{persona}.toml").read_text(encoding="utf-8")
    shown = cli("voice", "show", persona)
    assert value not in shown.stdout and hidden in shown.stdout
    newest = versions(home, persona)[-1]
    assert value not in newest["text"] and versions(home, persona)[before["number"] - 1] == before  # history kept
    # a rollback to a version that holds none of it says nothing of masking
    first = cli("persona", "rollback", persona, "1", "--yes")
    assert first.exit_code == 0 and told not in first.stdout and "masked" not in first.stdout, first.output


def test_a_forget_leaves_a_chinese_name_in_no_trigram_of_the_voice(cli, home_with_personas: Path) -> None:
    """小 and 美 are both among the 300 commonest characters, which trigrams keep as they are: " 小美" and "小美说"
    were trigrams of the voice, and stayed in the persona file after 小美 was forgotten."""
    home = Home(home_with_personas, "test")
    lines = [*CASUAL, "其实小美下周要来找我玩呢，我们打算去爬山吧～", "小美说她也想学做饭呀，哈哈。"]
    fact = said(home_with_personas, "lin", lines, "小美", "其实小美下周要来找我玩", forgotten=False)
    assert cli("voice", "learn", "lin", "--from-sessions", "--no-describe").exit_code == 0
    grams = load_persona(home.personas_dir, "lin").voice.grams
    assert [g for g in grams if "小美" in g]
    assert cli("memory", "forget", "lin", fact).exit_code == 0
    assert "小美" not in (home.personas_dir / "lin.toml").read_text(encoding="utf-8")
    kept = load_persona(home.personas_dir, "lin").voice.grams
    assert set(kept) == {g for g in grams if "小美" not in g}  # the rest of the voiceprint as it was


def test_slash_forget_masks_the_voice_in_the_persona_file_too(cli, home_with_personas: Path, script: Script) -> None:
    home = Home(home_with_personas, "test")
    fact = said(home_with_personas, "alice", CHATTY, "Margaret", "Margaret laughed", forgotten=False)
    assert cli("voice", "learn", "alice", "--from-sessions", "--no-describe").exit_code == 0
    result = cli("chat", "alice", input=f"/forget {fact}\n")
    assert result.exit_code == 0 and "masked in personas/alice.toml" in result.output, result.output
    voice = load_persona(home.personas_dir, "alice").voice
    assert voice.exemplars and not any("Margaret" in line for line in voice.exemplars)
    assert [v["source"] for v in versions(home, "alice")[-2:]] == ["voice", "forget"]


MASKED_ZH = (
    "从你的话里学到的文风里也有它：已在 personas/lin.toml 里遮去，存为人设的一个新版本。"
    "之前的版本还留着它（`twin persona history lin`）；`twin memory purge` 会把它从那些版本里删掉。"
)


def test_a_chinese_twins_forget_says_in_chinese_that_its_voice_was_masked_in_the_cli_as_in_the_chat(
    cli, home_with_personas: Path, script: Script
) -> None:
    """`twin memory forget lin` said it in English while /forget said it in Chinese, each in words of its own: one
    owner says it now (twin/voice/forgetting.py), in the twin's language."""
    lines = [*CASUAL, "其实小美下周要来找我玩呢，我们打算去爬山吧～", "阿杰说他也想学做饭呀，哈哈。"]
    mei = said(home_with_personas, "lin", lines, "小美", "小美下周", forgotten=False)
    jie = said(home_with_personas, "lin", lines, "阿杰", "阿杰说他", forgotten=False)
    script.add("chat", "我说话随便，句子短，常常说起小美和阿杰。")  # the description the model writes names both
    assert cli("voice", "learn", "lin", "--from-sessions").exit_code == 0
    forgot = cli("memory", "forget", "lin", mei)
    assert forgot.exit_code == 0, forgot.output
    assert forgot.stdout.splitlines()[-1] == MASKED_ZH
    chat = cli("chat", "lin", input=f"/forget {jie}\n")
    assert chat.exit_code == 0, chat.output
    assert MASKED_ZH in [line.strip() for line in chat.output.splitlines()]
    description = load_persona(home_with_personas / "personas", "lin").voice.description
    assert description.strip() == "我说话随便，句子短，常常说起[已遗忘]和[已遗忘]。"
    assert [v["source"] for v in versions(Home(home_with_personas, "test"), "lin")[-2:]] == ["forget", "forget"]


def test_the_json_of_a_forget_says_whether_the_voice_was_masked_and_in_which_persona_version(
    cli, home_with_personas: Path, script: Script
) -> None:
    home = Home(home_with_personas, "test")
    margaret = said(home_with_personas, "alice", CHATTY, "Margaret", "Margaret laughed", forgotten=False)
    plant = said(home_with_personas, "alice", CHATTY, "a plant", "get a plant first", forgotten=False)
    script.add("chat", "I write short lines, and Margaret turns up in them a lot.")
    assert cli("voice", "learn", "alice", "--from-sessions").exit_code == 0
    masked = cli("memory", "forget", "alice", margaret, "--json")
    assert masked.exit_code == 0, masked.output
    shown = json.loads(masked.stdout)
    assert shown["id"] == margaret and shown["voice_masked"] is True
    assert shown["persona_version"] == versions(home, "alice")[-1]["hash"]
    assert versions(home, "alice")[-1]["source"] == "forget"
    untouched = json.loads(cli("memory", "forget", "alice", plant, "--json").stdout)  # the voice held none of it
    assert untouched["id"] == plant and (untouched["voice_masked"], untouched["persona_version"]) == (False, None)


async def _persona_resource(session: object) -> str:
    read = await session.read_resource("twin://alice/persona")  # type: ignore[attr-defined]
    return "".join(getattr(c, "text", "") for c in read.contents)


def test_a_purge_cuts_its_words_out_of_the_voice_in_the_persona_file_and_every_version(
    cli, home_with_personas: Path, script: Script
) -> None:
    home = Home(home_with_personas, "test")
    twin = home.twin_dir("alice")
    script.add("chat", "Margaret is in half of what I write; honestly, I like exclamations.")
    fact = said(home_with_personas, "alice", CHATTY, "Margaret", "Margaret laughed the whole way", forgotten=False)
    assert cli("voice", "learn", "alice", "--from-sessions").exit_code == 0
    hashes = [v["hash"] for v in versions(home, "alice")]
    assert "Margaret" in (home.personas_dir / "alice.toml").read_text(encoding="utf-8")
    result = cli("memory", "purge", "alice", fact, "--yes")
    assert result.exit_code == 0, result.output
    for path in (home.personas_dir / "alice.toml", twin / "persona.jsonl"):
        assert "Margaret" not in path.read_text(encoding="utf-8"), path.name
    after = versions(home, "alice")
    assert [v["hash"] for v in after[:-1]] == hashes and after[-1]["source"] == "purge"  # the sessions' names kept
    voice = load_persona(home.personas_dir, "alice").voice
    assert voice.description.startswith("[removed] is in half of what I write")
    assert after[-1]["hash"] == load_persona(home.personas_dir, "alice").digest
    assert cli("chat", "alice", input="hello\n").exit_code == 0


def test_learning_from_sessions_after_a_purge_takes_no_removed_mark_as_the_persons_word(
    cli, home_with_personas: Path, script: Script
) -> None:
    """A purge writes "[removed]" where the words were, in the session files themselves; learned from them after,
    the mark was counted as the person's (their signature word, its brackets in their trigrams), as "[forgotten]"
    was before a forget's sentences were left out."""
    fact = said(home_with_personas, "alice", CHATTY, "Margaret", "Margaret laughed the whole way", forgotten=False)
    assert cli("memory", "purge", "alice", fact, "--yes").exit_code == 0
    script.add("chat", "I write short and cheerful.")
    result = cli("voice", "learn", "alice", "--from-sessions")
    assert result.exit_code == 0, result.output
    voice = load_persona(home_with_personas / "personas", "alice").voice
    assert voice.exemplars and not [line for line in voice.exemplars if "[removed]" in line]
    assert "removed" not in (*voice.signature, *voice.words, *voice.opens), voice.signature
    assert not [g for g in voice.grams if "[" in g or "]" in g]


def test_a_session_purge_takes_the_lines_of_the_person_it_held_out_of_the_voice(
    cli, home_with_personas: Path, model_env
) -> None:
    from twin.sessions.session import SessionStore

    sessions = SessionStore(Home(home_with_personas, "test").twin_dir("alice"))
    ids = []
    for part in (CHATTY[:6], CHATTY[6:]):
        writer = sessions.start({"persona": "alice"})
        for line in part:
            writer.add_turn("user", line)
        writer.end("eof")
        ids.append(writer.id)
    assert cli("voice", "learn", "alice", "--from-sessions", "--no-describe").exit_code == 0
    before = load_persona(home_with_personas / "personas", "alice").voice.exemplars
    assert cli("memory", "purge", "alice", "--session", ids[0], "--yes").exit_code == 0
    after = load_persona(home_with_personas / "personas", "alice").voice.exemplars
    assert after == [line for line in before if not any(line in said for said in CHATTY[:6])] and after


def test_a_chat_export_counts_only_the_persons_messages(cli, home_with_personas: Path, tmp_path: Path) -> None:
    header = {"user_name": "Sam", "character_name": "Bot", "create_date": "2024-11-29@13h20m00s"}
    lines = [header]
    for n, mine in enumerate(CHATTY):
        lines.append({"name": "Sam", "is_user": True, "is_system": False, "send_date": 1732887000000 + n, "mes": mine})
        lines.append(
            {"name": "Bot", "is_user": False, "is_system": False, "send_date": 1732887000000 + n, "mes": "您好"}
        )
    export = tmp_path / "chat.jsonl"
    export.write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in lines) + "\n", encoding="utf-8")
    result = cli("voice", "learn", "alice", str(export), "--no-describe", "--json")
    assert result.exit_code == 0, result.output
    voice = json.loads(result.stdout)["voice"]
    assert voice["measured"]["other_script"][0] == 0 and voice["particles"]["well"][0] > 3


def test_a_chat_export_without_dates_still_gives_the_persons_messages(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    lines: list[dict[str, object]] = [{"user_name": "Sam", "character_name": "Bot"}]  # no create_date, no send_date
    for mine in CHATTY:
        lines.append({"name": "Sam", "is_user": True, "is_system": False, "mes": mine})
        lines.append({"name": "Bot", "is_user": False, "is_system": False, "mes": "您好，敬请放心。"})
    export = tmp_path / "undated.jsonl"
    export.write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in lines) + "\n", encoding="utf-8")
    result = cli("voice", "learn", "alice", str(export), "--no-describe", "--json")  # an import would skip it
    assert result.exit_code == 0, result.output
    learned = json.loads(result.stdout)
    assert learned["sources"] == [{"source": "undated.jsonl", "messages": len(CHATTY)}]
    assert learned["voice"]["measured"]["other_script"][0] == 0 and learned["voice"]["particles"]["well"][0] > 3


def test_show_and_check_a_file_and_a_session(cli, home_with_personas: Path, tmp_path: Path) -> None:
    assert cli("voice", "learn", "lin", str(write(tmp_path, "a.md", CASUAL)), "--no-describe").exit_code == 0
    shown = cli("voice", "show", "lin")
    assert shown.exit_code == 0 and "从不用：您" in shown.stdout
    lines = shown.stdout.splitlines()  # the words around the summary in the persona's language too
    assert lines[0].startswith("林的文风，") and "学自 a.md" in lines[0] and lines[1].startswith("（")
    assert (
        "量出来的习惯：" in lines and "我写过的话：" in lines and not any(c.isascii() and c.isalpha() for c in lines[3])
    )
    own = cli("voice", "check", "lin", str(write(tmp_path, "own.md", CASUAL_LATER)), "--json")
    other = cli("voice", "check", "lin", str(write(tmp_path, "other.md", FORMAL_LATER)), "--json")
    assert own.exit_code == 0 and other.exit_code == 0, other.output
    assert json.loads(own.stdout)["score"] > json.loads(other.stdout)["score"]
    told = cli("voice", "check", "lin", str(tmp_path / "other.md"))
    assert told.stdout.startswith(f"{json.loads(other.stdout)['score']}/100：{tmp_path / 'other.md'}（")
    piped = cli("voice", "check", "lin", "-", "--json", input=(tmp_path / "other.md").read_text(encoding="utf-8"))
    assert piped.exit_code == 0 and json.loads(piped.stdout)["score"] == json.loads(other.stdout)["score"]
    assert cli("voice", "check", "lin", "-", input="").stderr.startswith("错误：标准输入太短")  # said, not a file "-"
    assert "差别最大的：" in told.stdout and "林" in told.stdout.splitlines()[2]
    home = Home(home_with_personas, "test")
    writer = SessionStore(home.twin_dir("lin")).start({"persona": "lin"})
    writer.add_turn("assistant", "哈哈，你好呀～我是林呢！", source="greeting")  # the persona's line, not a reply
    writer.add_turn("user", "你好")
    for line in FORMAL_LATER:
        writer.add_turn("assistant", line)
    writer.end("eof")
    replies = cli("voice", "check", "lin", "--session", writer.id, "--json")
    assert replies.exit_code == 0, replies.output
    assert json.loads(replies.stdout)["score"] == json.loads(other.stdout)["score"]
    store = SessionStore(home.twin_dir("lin"))
    told = store.start({"persona": "lin"})  # later: a statement told through MCP, nothing answered
    told.add_turn("user", "我下周去杭州")
    told.end("eof")
    imported = store.start({"persona": "lin", "source": "chatgpt"})  # latest: another program's replies
    imported.add_turn("user", "hi")
    imported.add_turn("assistant", "Hello! How can I assist you today?")
    imported.end("import")
    latest = cli("voice", "check", "lin", "--json")  # the latest session the twin spoke in, by default
    assert latest.exit_code == 0, latest.output
    assert json.loads(latest.stdout)["text"] == json.loads(replies.stdout)["text"]


LEARNED_KEYS = {"persona", "persona_version", "sources", "characters", "described", "description_error", "voice",
                "skipped"}  # fmt: skip


def test_learn_and_check_speak_the_personas_language_and_their_json_stays_as_it_was(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    notes = write(tmp_path, "notes.md", CASUAL)
    learned = cli("voice", "learn", "lin", str(notes), "--no-describe")
    assert learned.exit_code == 0, learned.output
    summary = learned.stdout.splitlines()
    assert re.fullmatch(r"从 notes\.md 学到了林的文风（\d+ 字）：已记作人设的一个新版本。", summary[0]), summary
    assert re.fullmatch(r"常用词 \d+ 个，三字组 \d+ 个，标志性的词和短语 \d+ 个，例句 \d+ 行；还没有描述。", summary[1])
    assert summary[2:] == ["用 `twin voice show lin` 查看，用 `twin persona edit lin` 修改。"]
    as_json = cli("voice", "learn", "lin", str(notes), "--no-describe", "--json")
    assert as_json.exit_code == 0 and set(json.loads(as_json.stdout)) == LEARNED_KEYS  # the keys are a contract
    writer = SessionStore(Home(home_with_personas, "test").twin_dir("lin")).start({"persona": "lin"})
    writer.add_turn("user", "你好")
    for line in CASUAL_LATER:
        writer.add_turn("assistant", line)
    writer.end("eof")
    told = cli("voice", "check", "lin")
    assert told.exit_code == 0, told.output
    assert re.fullmatch(
        rf"\d+/100：会话 {writer.id[:12]} 里的回复（\d+ 字）和林的文风有多接近。", told.stdout.splitlines()[0]
    )
    assert told.stdout.splitlines()[1] == "差别最大的："
    checked = json.loads(cli("voice", "check", "lin", "--json").stdout)
    assert checked["text"] == f"the replies of session {writer.id[:12]}"
    assert set(checked) == {"persona", "text", "characters", "score", "distance", "groups", "differences"}
    english = cli("voice", "learn", "alice", str(write(tmp_path, "mine.md", CHATTY)), "--no-describe")
    assert english.exit_code == 0, english.output
    assert english.stdout.startswith("Learned the voice of Alice from mine.md (")
    assert (
        english.stdout.splitlines()[-1]
        == "See it with `twin voice show alice`, edit it with `twin persona edit alice`."
    )


def test_learn_from_a_folder_skips_and_names_the_files_it_cannot_read(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    write(folder, "week.md", CASUAL)
    (folder / "scan.md").write_bytes(b"%PDF-1.7\n\x00\x01\x02")  # a binary file under a note's name
    (folder / "photo.jpg").write_bytes(b"\xff\xd8\xff\x00")
    result = cli("voice", "learn", "lin", str(folder), "--no-describe")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("从 week.md 学到了林的文风")
    assert lines[2:] == [
        "跳过了 2 个文件：",
        "  photo.jpg  不是 Markdown 或文本",
        "  scan.md    二进制文件，不是文本",
        "用 `twin voice show lin` 查看，用 `twin persona edit lin` 修改。",
    ]
    english = cli("voice", "learn", "alice", str(write(folder, "mine.md", CHATTY)), str(folder), "--no-describe")
    assert english.exit_code == 0, english.output
    assert (
        "Skipped 2 files:\n  photo.jpg  not Markdown or text\n  scan.md    a binary file, not text\n" in english.stdout
    )
    as_json = cli("voice", "learn", "lin", str(folder), "--no-describe", "--json")
    assert as_json.exit_code == 0, as_json.output
    assert json.loads(as_json.stdout)["skipped"] == [
        {"path": str(folder / "photo.jpg"), "reason": "not Markdown or text"},
        {"path": str(folder / "scan.md"), "reason": "a binary file, not text"},
    ]


@pytest.mark.parametrize(
    ("args", "status", "said"),
    [
        (["voice", "learn", "lin"], 2, "错误：没有可以学习的东西。"),  # the twin is read first: said in its language
        (["voice", "learn", "alice"], 2, "Error: Nothing to learn from."),
        (["voice", "learn", "lin", "missing.md", "--no-describe"], 2, "错误：没有 missing.md 这个文件或文件夹。"),
        (["voice", "learn", "alice", "missing.md", "--no-describe"], 2, "Error: There is no file or folder missing.md"),
        (["voice", "learn", "lin", "short.md", "--no-describe"], 2, "可以学习的文字太少：只有 6 个字符，至少需要"),
        (["voice", "learn", "alice", "short.md", "--no-describe"], 2, "There is too little writing to learn a voice"),
        (["voice", "learn", "lin", "--from-sessions", "--no-describe"], 2, "错误：这个分身的会话里还没有你说的话。"),
        (["voice", "learn", "alice", "--from-sessions", "--no-describe"], 2, "no turns of yours"),
        (["voice", "learn", "nobody", "short.md"], 3, "no persona called 'nobody'"),
        (["voice", "show", "lin"], 3, "错误：林还没有文风档案。"),  # in the persona's language, as `learn` says its own
        (["voice", "check", "lin", "short.md"], 3, "还没有文风档案"),
    ],
)
def test_bad_input_gets_a_sentence_and_its_exit_status(
    cli,
    home_with_personas: Path,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    args: list[str],
    status: int,
    said: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "short.md").write_text("就这么一句。", encoding="utf-8")
    result = cli(*args)
    assert result.exit_code == status, result.output
    assert said in result.stderr and "Traceback" not in result.output


def test_too_little_writing_names_the_files_left_out_first(cli, home_with_personas: Path, tmp_path: Path) -> None:
    """The files a folder's reading left out are often why there is too little: they are named before the refusal."""
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "short.md").write_text("就这么一句。", encoding="utf-8")
    (folder / "scan.md").write_bytes(b"\x00\x01\x02 a scan, not text")
    result = cli("voice", "learn", "lin", str(folder), "--no-describe")
    assert result.exit_code == 2
    assert result.stdout == "跳过了 1 个文件：\n  scan.md  二进制文件，不是文本\n"
    assert "可以学习的文字太少" in result.stderr


def test_check_refuses_a_text_too_short_a_binary_file_and_both_sources(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    assert cli("voice", "learn", "lin", str(write(tmp_path, "a.md", CASUAL)), "--no-describe").exit_code == 0
    (tmp_path / "tiny.txt").write_text("好的。", encoding="utf-8")
    (tmp_path / "blob.txt").write_bytes(b"\x00\x01binary")
    for args, said in (
        ([str(tmp_path / "tiny.txt")], "太短，比不出文风"),
        ([str(tmp_path / "blob.txt")], "blob.txt 是二进制文件，不是文本。"),
        ([str(tmp_path / "tiny.txt"), "--session", "X"], "不要两个都给"),
        ([str(tmp_path)], "是一个文件夹；`twin voice check` 比较的是一段文字。"),  # it said "Is a directory"
        (["--session", "nope"], "找不到会话 nope"),
    ):
        result = cli("voice", "check", "lin", *args)
        assert result.exit_code == 2 and said in result.stderr, (args, result.output)


def test_a_chatgpt_export_gives_the_users_messages_on_the_visible_branch(tmp_path: Path) -> None:
    from tests.test_import_chat import write_export
    from twin.voice.samples import export_sample

    sample = export_sample(write_export(tmp_path))
    assert sample.messages == ["Which colour for the fence?", "Here is the fence:\n[image]", "周末去爬山吗？"]
    assert sample.source == "conversations.json"


# -- attribution among several voiceprints --------------------------------------------------------

# A third writer per language: a storyteller of old-fashioned narrative (之 乎 也 矣; "and then", "said he").
STORYTELLER = [
    "却说那老者听了，便道：“此事不难，只是须得三日之功。”众人听了，都说好，便各自散去了。",
    "话说次日天明，那少年起来，便往城中去了。走了半日，只见路旁一座古庙，门前立着一个道人。",
    "道人笑道：“你来了也。我等你多时矣。”少年吃了一惊，便问道：“先生如何知道我要来？”",
    "道人说道：“天下之事，皆有定数，何足怪乎？”说罢，便引他进了庙门，二人坐下说话。",
    "那少年听了这番话，心中甚是欢喜，便拜了两拜，说道：“弟子愿随先生学道。”道人便点头应了。",
    "过了几日，道人又道：“你且下山去罢，三年之后，再来见我。”少年只得拜别了，独自下山去了。",
    "却说那城中有一个富户，姓王，家中甚是豪富。这一日，王员外正在厅上坐着，只见家人进来说道：“门外有客。”",
    "王员外便道：“请他进来。”不多时，那客人走将进来，原来便是那少年。二人见了礼，分宾主坐下。",
]
STORYTELLER_LATER = [
    "却说那道人见他回来，便笑道：“你果然来了也。”少年便将三年之事，一一说了，道人听了，只是点头。",
    "次日，二人便一同往山中去了。走了一日，天色已晚，只见前面一座茅屋，屋中有灯光透出来。",
]
TELLER = [
    "And then the old man said he would go, and he went, and the boy went with him, and they walked all the day.",
    "They came to the river at night and the man said, Here we stop, and the boy said, Here we stop, and they slept.",
    "In the morning the man said he was hungry, and the boy was hungry, and there was no bread and there was no fire.",
    "So the boy went down to the water and he caught a fish and he brought it back and the man said, Good boy.",
    "And they ate the fish and then they walked on, and the road was long and the sun was hot and the man was old.",
    "The man said, When I was young I walked this road with my father, and the boy said, Was it long then too.",
    "And the man said it was long then too, and they laughed, and they walked on and on until the town.",
    "At the town there was a well and they drank and the man sat down and the boy sat down and they rested there.",
]
TELLER_LATER = [
    "And then the boy said he was tired, and the man said he was tired too, and they sat down by the road and slept.",
    "In the evening they came to a farm and the farmer said, Come in, and they went in and they ate and they slept.",
]


def test_attribute_gives_each_of_three_writers_their_own_later_text_in_both_languages() -> None:
    for language, writers in (
        (
            "zh",
            {
                "casual": (CASUAL, CASUAL_LATER),
                "formal": (FORMAL, FORMAL_LATER),
                "story": (STORYTELLER, STORYTELLER_LATER),
            },
        ),
        (
            "en",
            {
                "chatty": (CHATTY, CHATTY_LATER),
                "measured": (MEASURED, MEASURED_LATER),
                "teller": (TELLER, TELLER_LATER),
            },
        ),
    ):
        voices = {name: voice_of(first, language) for name, (first, _) in writers.items()}
        for name, (_, later) in writers.items():
            ranked = attribute(later, voices)
            assert [c.name for c in ranked][0] == name, (language, name, ranked)
            assert sorted(c.name for c in ranked) == sorted(writers)
            assert ranked[0].delta < ranked[-1].delta


# The same writers on each other's subjects: the chatty one on committees, the measured one on a party and a sofa.
CHATTY_ON_COMMITTEES = [
    "Well, honestly, the committee met again! Did you hear? Two hours. Two! The treasurer says the accounts are fine.",
    "So the proposal got referred to finance — again. To be fair, nobody read the appendix. Not even me!",
]
MEASURED_ON_PARTIES = [
    "The party, which was held on Saturday, was attended by a considerable number of guests; it was generally agreed "
    "that the band, though competent, had played rather more loudly than the room required.",
    "It should be observed that the blue sofa, which was purchased at a reduced price, matches the existing furniture, "
    "and that its cost was therefore not without justification.",
]


def test_attribute_follows_the_voice_not_the_subject() -> None:
    voices = {"chatty": voice_of(CHATTY, "en"), "measured": voice_of(MEASURED, "en"), "teller": voice_of(TELLER, "en")}
    assert attribute(CHATTY_ON_COMMITTEES, voices)[0].name == "chatty"
    assert attribute(MEASURED_ON_PARTIES, voices)[0].name == "measured"


def test_attribute_among_no_voiceprints_is_empty_and_among_one_is_that_one() -> None:
    voice = voice_of(CHATTY, "en")
    assert attribute(CHATTY_LATER, {}) == []
    assert [c.name for c in attribute(CHATTY_LATER, {"chatty": voice})] == ["chatty"]


def test_the_sessions_learned_from_are_counted_in_words_in_both_languages(tmp_path: Path) -> None:
    from twin.voice.samples import session_sample
    from twin.voice.wording import shown

    for n in (1, 2):
        writer = SessionStore(tmp_path).start({"persona": "alice"})
        writer.add_turn("user", "Honestly the fence can wait till spring, I think.")
        writer.end("eof")
        assert session_sample(tmp_path, "en").source == ("1 session" if n == 1 else "2 sessions")  # "1 session(s)"
    said = shown("learned", "zh", source=shown("sessions", "zh", count=10), name="林", characters=1234, saved="已保存")
    assert said.startswith("从 10 次会话学到了林的文风")  # not 从 10 次会话 学到了
    from_file = shown("learned", "zh", source="notes.md", name="林", characters=1, saved="x")
    assert from_file.startswith("从 notes.md 学到了")
    spaced = shown("learned", "zh", source="我的 日记.md", name="林", characters=1, saved="x")
    assert spaced.startswith("从我的 日记.md 学到了")  # a space of the file's own name stays
    files = shown("learned", "zh", source="3 个文件（n0.md、n1.md……）", name="林", characters=1, saved="x")
    assert files.startswith("从 3 个文件（n0.md、n1.md……）学到了")  # a full-width sign is Chinese: no space after it
    short = shown("too-short", "zh", what="/tmp/t.txt", verb="is", size=5)
    assert (
        short.startswith("/tmp/t.txt 太短")
        and shown("too-short", "zh", what="这段话", verb="", size=5)[:5] == "这段话太短"
    )
