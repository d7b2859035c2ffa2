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
        a = r.int(1, n, "a")
        r.space()
        b = r.int(1, n, "b")
        r.newline()
        if a == b:
            r.fail(f"a tunnel joins room {a} to itself")
        ra, rb = find(a), find(b)
        if ra == rb:
            r.fail(f"the tunnel {a} {b} closes a loop: the rooms and tunnels are not a tree")
        root[ra] = rb
    r.eof()


run(check)
