from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 2000, "n")
    r.newline()
    p = r.ints(n, 0, n, "p_i")
    r.eof()
    founders = [i + 1 for i in range(n) if p[i] == 0]
    if len(founders) != 1:
        r.fail(f"{len(founders)} of the p_i are 0, expected exactly one")
    children = [[] for _ in range(n + 1)]
    for i in range(n):
        children[p[i]].append(i + 1)
    reached = 0
    stack = [founders[0]]
    while stack:
        person = stack.pop()
        reached += 1
        stack.extend(children[person])
    if reached != n:
        r.fail("following parents does not always end at the founder (there is a cycle)")


run(check)
