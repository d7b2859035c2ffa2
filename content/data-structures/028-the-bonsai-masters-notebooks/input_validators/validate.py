from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.newline()
    preorder = r.ints(n, 1, n, "a number of Aiko's listing")
    if len(set(preorder)) != n:
        r.fail("Aiko's listing does not contain every number from 1 to n exactly once")
    inorder = r.ints(n, 1, n, "a number of Botan's listing")
    if len(set(inorder)) != n:
        r.fail("Botan's listing does not contain every number from 1 to n exactly once")
    r.eof()
    where = [0] * (n + 1)
    for i, point in enumerate(inorder):
        where[point] = i
    # Rebuild the tree: each range of Botan's listing is one branch, whose point Aiko wrote down first.
    taken = 0
    ranges = [(0, n)]
    while ranges:
        low, high = ranges.pop()
        if low >= high:
            continue
        point = preorder[taken]
        taken += 1
        middle = where[point]
        if not low <= middle < high:
            r.fail("the two listings do not come from the same tree")
        ranges.append((middle + 1, high))
        ranges.append((low, middle))


run(check)
