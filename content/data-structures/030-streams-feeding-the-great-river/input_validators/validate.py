from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    q = r.int(1, 50_000, "q")
    r.newline()
    down = r.ints(n, 0, n, "a downstream stream")
    rivers = [i + 1 for i in range(n) if down[i] == 0]
    if len(rivers) != 1:
        r.fail(f"{len(rivers)} streams have 0 as their downstream stream, expected exactly one")
    feeders = [[] for _ in range(n + 1)]
    for i in range(n):
        feeders[down[i]].append(i + 1)
    reached = 0
    stack = [rivers[0]]
    while stack:
        stream = stack.pop()
        reached += 1
        stack.extend(feeders[stream])
    if reached != n:
        r.fail("following the water downstream does not always lead to the great river (there is a loop)")
    r.ints(n, 0, 10**6, "w[i]")
    r.ints(q, 1, n, "a stream asked about")
    r.eof()


run(check)
