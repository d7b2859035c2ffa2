from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 2000, "n")
    r.newline()
    words = set()
    for i in range(n):
        if i:
            r.space()
        word = r.word(r"[a-z]{1,20}", "a word")
        if word in words:
            r.fail(f"the word {word!r} appears twice: the n words are not all different")
        words.add(word)
    r.newline()
    r.eof()


run(check)
