from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.newline()
    song = r.text(r"[a-z]+", "the song (lowercase letters a to z)")
    if len(song) != n:
        r.fail(f"the song has {len(song)} letters, expected n = {n}")
    r.eof()


run(check)
