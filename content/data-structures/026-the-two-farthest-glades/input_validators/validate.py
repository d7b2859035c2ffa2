from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.newline()
    root = list(range(n + 1))

    def find(x: int) -> int:
        while root[x] != x:
            root[x] = root[root[x]]
            x = root[x]
        return x

    for _ in range(n - 1):
        u = r.int(1, n, "u")
        r.space()
        v = r.int(1, n, "v")
        r.space()
        r.int(1, 10**6, "w")
        r.newline()
        if u == v:
            r.fail(f"a trail joins glade {u} to itself (u = v)")
        ru, rv = find(u), find(v)
        if ru == rv:
            r.fail(f"the trail {u} {v} closes a loop: there is more than one route between two glades")
        root[ru] = rv
    r.eof()


run(check)
