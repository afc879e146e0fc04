"""What the chat says about itself (status lines, errors and hints, /help), in the twin's language.

A Chinese persona talks to people who write Chinese: its chat tells them in Chinese that a reply was
stopped or that the diary is being written. Each line is (English, Chinese); `{name}` fields are filled in.
An error is said in the chat's language too (`ChatLoop.words`): a model's failure, or a store's, carries its
Chinese where it is raised (twin/llm/failures.py, `TwinError.words`), with the names of settings and commands as
they are typed; only its English is written to files. A fact the person named that names none or several is said
here: what they typed and what it could be are theirs.
"""

from __future__ import annotations

from typing import Any

LINES: dict[str, tuple[str, str]] = {
    # the loop
    "stopped": ("(stopped; the partial reply is kept)", "（已停下；说到一半的回复留着）"),
    "saved-retry": ("Your message is saved; /retry asks again.", "你的话已经存下；/retry 再问一次。"),
    "empty-twice": (
        "The model answered with nothing, twice (the second time with twice the room). A reasoning model may spend "
        "all of max_tokens ([model] in twin.toml) thinking; `twin doctor` checks the model.",
        "模型两次都什么也没回答（第二次给了它两倍的长度）。"
        "推理模型可能把 max_tokens（twin.toml 的 [model]）全用在思考上了；`twin doctor` 会检查模型。",
    ),
    "broke-off": ("The reply broke off.", "回复中途断了。"),
    "cut-at-length": (
        "The reply stopped at the model's length limit, {tokens:,} tokens (max_tokens in [model] of twin.toml).",
        "回复到了长度上限就停了：{tokens:,} 个 token（twin.toml 里 [model] 的 max_tokens）。",
    ),
    "filtered": (
        "The model's provider stopped the reply (its content filter).",
        "模型服务方拦下了这条回复（内容过滤）。",
    ),
    "kept-retry": ("What arrived is kept; /retry asks again.", "收到的部分已保留；/retry 再问一次。"),
    "saved": ("Your message is saved.", "你的话已经存下。"),  # a piped chat has no /retry
    "kept": ("What arrived is kept.", "收到的部分已保留。"),
    "refused-stop": (
        "The chat stops here: asking again would fail alike, and the lines after this one are not read.",
        "谈话到此为止：再问也会同样失败，后面的行没有读。",
    ),
    "stopped-pipe": (
        "The chat stops here (Ctrl-C): the lines not read yet are left, and what memory has not done (the diary, "
        "remembering) is done at the next start.",
        "谈话到此为止（Ctrl-C）：还没读的行不再读；记忆没做完的（日记、记下这次谈话）下次启动时再做。",
    ),
    "writing-diary": ("Writing my diary of this conversation…", "正在写这次的日记……"),
    "diary-left": ("The diary is left for the next start.", "日记留到下次启动时再写。"),
    "not-utf8": (
        "Line {line} of the input is not UTF-8: unreadable bytes show as �, and the bytes are kept with the turn.",
        "输入第 {line} 行不是 UTF-8：读不出的字节显示为 �，原始字节随这一轮保存。",
    ),
    "history-unsaved": (
        "(the input history could not be saved: {why}; messages are, as always)",
        "（输入历史没能保存：{why}；你的话照常保存）",
    ),
    "too-long": (
        "Your message is about {tokens:,} tokens, more than the {budget:,} of a turn's context ([context] total_tokens "
        "in twin.toml): it is sent whole and kept; a model with a smaller window may refuse it.",
        "你的话大约 {tokens:,} 个 token，超过了每轮上下文的 {budget:,}（twin.toml 里 [context] total_tokens）："
        "它会完整发送并保存；窗口小的模型可能会拒绝。",
    ),
    "typed-not-utf8": (
        "Your message had bytes that are not UTF-8: they show as �, and the bytes are kept with the turn.",
        "你的话里有不是 UTF-8 的字节：显示为 �，原始字节随这一轮保存。",
    ),
    "diary-later": ("The diary will be written at the next start.", "日记会在下次启动时补写。"),
    "banner-keys": (
        "/help for commands · Enter sends · Alt-Enter or Ctrl-J for a new line · Ctrl-D ends",
        "/help 看命令 · Enter 发送 · Alt-Enter 或 Ctrl-J 换行 · Ctrl-D 结束",
    ),
    "as-of-note": (
        "memory as of {when} · read-only: this chat is not kept",
        "记忆停在 {when} · 只读：这次谈话不会保存",
    ),
    "first-model": ("first model at {host}", "{host} 上的第一个模型"),
    # commands
    "help-keys": (
        "Alt-Enter or Ctrl-J    new line; Ctrl-C stops a reply or clears the line; Ctrl-D ends",
        "Alt-Enter 或 Ctrl-J    换行；Ctrl-C 停下回复或清空这一行；Ctrl-D 结束",
    ),
    "unknown-command": ("Unknown command /{name}.", "没有 /{name} 这个命令。"),
    "unknown-hint": (
        "Type /help for the commands; start a message with // to send a literal slash.",
        "输入 /help 看有哪些命令；想发以 / 开头的话，用 // 开头。",
    ),
    "new-session": ("New session.", "新的一次谈话开始了。"),
    "already-new": ("Already a new session.", "已经是新的一次谈话了。"),
    "nothing-to-retry": ("Nothing to retry yet.", "还没有可以重试的回复。"),
    "facts-held": ("Facts I hold:", "我记得的事实："),
    "no-facts": ("No facts yet.", "我还没记住任何事实。"),
    "latest-diary": ("Latest diary entries:", "最近的日记："),
    "past": ("The shape of the past (temperature, then the gist):", "过去的轮廓（温度，然后是梗概）："),
    "past-owed": ("not summarised yet", "还没写回顾"),
    "past-hint": (
        "`twin memory eras` shows every month and writes what is owed.",
        "`twin memory eras` 会列出每个月，并补写欠下的回顾。",
    ),
    "memory-hint": (
        "/forget ID retires one; /correct ID VALUE corrects one.",
        "用 /forget ID 忘掉一条，/correct ID 新的值 更正一条。",
    ),
    "ids-hint": ("/memory shows the facts and their ids.", "/memory 会列出事实和它们的 ID。"),
    "unnamed-short": (
        "'{ref}' is too short to name a fact: give 4 characters of its id or more.",
        "“{ref}”太短，认不出是哪条事实：ID 至少要给 4 个字符。",
    ),
    "unnamed-none": ("No fact named '{ref}' holds now.", "现在没有叫“{ref}”的事实。"),
    "unnamed-close": (
        "No fact named '{ref}' holds now; close to it: {shown}.",
        "现在没有叫“{ref}”的事实；相近的有：{shown}。",
    ),
    "unnamed-several": ("'{ref}' names several facts: {shown}.", "“{ref}”对应好几条事实：{shown}。"),
    "unnamed-others": (
        "'{ref}' names no fact of yours; someone else's: {shown}. Give it as subject.attribute, or its id.",
        "“{ref}”不是你的事实，是别人的：{shown}。请写成括号里的名字，或给出 ID。",
    ),
    "which-fact": ("Which fact?", "哪一条事实？"),
    "forget-hint": ("/memory shows the ids; then /forget ID.", "/memory 列出 ID；然后 /forget ID。"),
    "forgotten": ("Forgotten: {what}", "忘掉了：{what}"),
    "memory-busy": ("Waiting for memory to finish with what was just said…", "等记忆处理完刚才说的话……"),
    "memory-still-busy": (
        "Memory is still busy with what was just said; this looks at what it holds now.",
        "记忆还在处理刚才说的话；这次只看它现在记得的。",
    ),
    "stopped-waiting": ("Stopped waiting; nothing was changed.", "不等了；什么都没改。"),
    "still-remembered": (
        "Earlier values still remembered: {values}. /forget ID forgets one too.",
        "之前的值还记得：{values}。/forget ID 也能忘掉它。",
    ),
    "still-remembered-other": (
        "Other past values still remembered: {values}. /forget ID forgets one too.",
        "其他过去的值还记得：{values}。/forget ID 也能忘掉它。",
    ),
    "and-more": (" and {n} more", "，还有 {n} 条"),
    "still-named": (
        "Other facts still name {value}: {facts}. /forget ID forgets one too.",
        "别的事实里还提到 {value}：{facts}。/forget ID 也能忘掉它。",
    ),
    "read-only-change": (
        "This chat reads memory as it stood then and changes nothing.",
        "这次谈话读的是当时的记忆，什么都不会改。",
    ),
    "read-only-hint": (
        "To change today's memory: twin memory {what} {persona} {args}",
        "要改现在的记忆：twin memory {what} {persona} {args}",
    ),
    "which-correct": ("Which fact, and what is true?", "哪一条事实，正确的是什么？"),
    "correct-hint": (
        "/memory shows the ids; then /correct ID NEW VALUE.",
        "/memory 列出 ID；然后 /correct ID 新的值。",
    ),
    "corrected": ("Corrected: {what}", "改正了：{what}"),
    "review-none": (
        "Nothing to review: every fact proposed was remembered or turned down.",
        "没有要确认的：提出的事实都已记下或回绝了。",
    ),
    "review-line": ("  {id}  {what}  \u2190 you said \u201c{quote}\u201d", "  {id}  {what}  \u2190 你说的是“{quote}”"),
    "review-whose": ("  (perhaps said of someone else: {who})", "（也许说的是别人：{who}）"),
    "review-answered": ("  (to my words: \u201c{asked}\u201d)", "（回答我说的：“{asked}”）"),
    "review-told": ("  (a program told me this of you, in its own words)", "（这是别的程序转述的，不是你的原话）"),
    "review-hint": (
        "/review keep ID keeps one (/review keep ID your words: in your words; /review theirs ID NAME: as someone"
        " else's); /review drop ID drops it.",
        "/review keep ID 留下（/review keep ID 你的话：用你的话；/review theirs ID 名字：记成别人的）；"
        "/review drop ID 丢掉。",
    ),
    "review-whose-name": (
        "Whose is it? Name them: /review theirs {id} NAME",
        "是谁的？写上名字：/review theirs {id} 名字",
    ),
    "review-kept": ("Remembered: {what}", "记住了：{what}"),
    "review-known": ("Already remembered: {what}", "本来就记得：{what}"),
    "review-older": ("Kept as history (a later value holds): {what}", "记作过去的值（现在的是后来说的）：{what}"),
    "review-dropped": ("Dropped; it is not asked again: {what}", "丢掉了，不会再问：{what}"),
    # an answer /review cannot take (twin/narrative/review.py, ReviewError: its `why`, then its hint)
    "review-which": ("Which question?", "哪一个问题？"),
    "review-too_short": ("'{ref}' is too short to name a question.", "“{ref}”太短，指不出是哪一个问题。"),
    "review-id-hint": (
        "Give its id (q and 7 characters), or 4 of them; /review lists them.",
        "写上它的 ID（q 加 7 个字符），或其中 4 个；/review 会列出来。",
    ),
    "review-several": ("'{ref}' names {n} questions.", "“{ref}”对得上 {n} 个问题。"),
    "review-more-hint": ("Give more of the id.", "多写几个 ID 里的字符。"),
    "review-no_such": ("No open question '{ref}'.", "没有待确认的问题“{ref}”。"),
    "review-not_open": (
        "Question {id} ({key}) is no longer open: answered meanwhile, held already, or forgotten.",
        "问题 {id}（{key}）已经不用确认了：刚刚回答过、已经记得，或者已经忘掉。",
    ),
    "review-open-hint": (
        "/review lists the open ones (a question kept or dropped is no longer open).",
        "/review 会列出待确认的问题（留下或丢掉的就不再问了）。",
    ),
    "review-empty_value": ("The value to keep is empty.", "要留下的值是空的。"),
    "review-value-hint": (
        "Give the value in your own words, or keep it as proposed: /review keep {id}",
        "用你自己的话写上这个值，或者照原样留下：/review keep {id}",
    ),
    "review-empty_name": ("Whose is it? The name is empty.", "是谁的？名字是空的。"),
    "review-long_name": (
        "That name is {n} characters; one of {most} at most is kept.",
        "这个名字有 {n} 个字符；最多只记 {most} 个。",
    ),
    "review-no_one": (
        "'{name}' names no one in particular: facts about them would mix with others'.",
        "“{name}”不是特指哪一个人：记在它名下的事会和别人的混在一起。",
    ),
    "review-name-hint": (
        "Name them as you call them: /review theirs {id} NAME",
        "写上你怎么称呼这个人：/review theirs {id} 名字",
    ),
    "review-the_twin": (
        "{name} is the twin: memory keeps facts about you and the people in your life.",
        "{name}就是这个分身：记忆里记的是你和你身边的人的事。",
    ),
    "review-yours-hint": (
        "Keep it as yours (/review keep {id}), or name the one it was said of.",
        "当作你自己的留下（/review keep {id}），或者写上说的是谁。",
    ),
    "recall-what": ("Recall what?", "想让我回想什么？"),
    "recall-hint": (
        "/recall followed by a few words, e.g. /recall the interview",
        "/recall 后面跟几个词，比如 /recall 面试",
    ),
    "recall-none": ("Nothing in my memory bears on “{query}”.", "我的记忆里没有和“{query}”有关的东西。"),
    "recall-fact": ("fact", "事实"),
    "recall-chapter": ("chapter", "日记"),
    "recall-turn": ("turn", "对话"),
    "you": ("you", "你"),
    "me": ("me", "我"),
    "owner": ("my owner", "主人"),
    # /help: what each command does
    "cmd-help": ("show the commands", "显示这些命令"),
    "cmd-exit": ("end the chat", "结束谈话"),
    "cmd-new": ("end this session and start a new one", "结束这次谈话，开始新的一次"),
    "cmd-retry": ("ask again for the last reply", "重新要上一条回复"),
    "cmd-memory": (
        "what I hold about you: facts with source and time, my latest diary entries",
        "我记得的关于你的事：事实（来源和时间）和最近的日记",
    ),
    "cmd-forget": (
        "retire a fact (an id from /memory, or a name like city or sister.city); it stays on disk",
        "忘掉一条事实（/memory 里的 ID，或“城市”“妹妹的城市”这样的名字）；它仍留在磁盘上",
    ),
    "cmd-correct": (
        "correct a fact: the new value replaces the old, which is kept as history",
        "更正一条事实：新值取代旧值，旧值作为历史保留",
    ),
    "cmd-review": (
        "what I was not sure I heard right: keep it (in your own words) or drop it",
        "我没把握听对的：留下（可以用你自己的话）或者丢掉",
    ),
    "cmd-recall": (
        "what my memory brings up for QUERY: facts, diary entries, older turns",
        "我的记忆会为 QUERY 想起什么：事实、日记、以前的对话",
    ),
}


def say(zh: bool, key: str, **values: Any) -> str:
    """The line `key` in Chinese when `zh`, else in English, with its fields filled in."""
    line = LINES[key][1 if zh else 0]
    return line.format(**values) if values else line
