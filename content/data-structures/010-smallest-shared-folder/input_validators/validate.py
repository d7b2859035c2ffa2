from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 1000, "n")
    r.newline()
    p = r.ints(n - 1, 1, n, "p_i")
    children = [[] for _ in range(n + 1)]
    for i, parent in enumerate(p, start=2):
        children[parent].append(i)
    reached = 0
    stack = [1]
    while stack:
        folder = stack.pop()
        reached += 1
        stack.extend(children[folder])
    if reached != n:
        r.fail("following parents does not always end at folder 1 (there is a cycle)")
    q = r.int(1, 1000, "q")
    r.newline()
    for _ in range(q):
        r.int(1, n, "a")
        r.space()
        r.int(1, n, "b")
        r.newline()
    r.eof()


run(check)
