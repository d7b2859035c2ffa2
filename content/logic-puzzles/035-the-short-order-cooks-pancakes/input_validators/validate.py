from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 20_000, "q")
    r.newline()
    for _ in range(q):
        n = r.int(1, 8, "n")
        r.space()
        sizes = r.ints(n, 1, n, "a size")
        if len(set(sizes)) != n:
            r.fail(f"the sizes are not a permutation of 1 to {n}")
    r.eof()


run(check)
