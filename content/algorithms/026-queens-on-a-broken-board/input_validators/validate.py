from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 12, "n")
    r.newline()
    for _ in range(n):
        r.text(f"[.#]{{{n}}}", f"a row ({n} characters, each . or #)")
    r.eof()


run(check)
