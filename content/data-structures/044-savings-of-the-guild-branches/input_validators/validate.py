from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    q = r.int(1, 60_000, "q")
    r.newline()
    r.ints(n, 0, 10**9, "the savings")
    mentor = r.ints(n - 1, 1, n, "p_x")
    mentored = [[] for _ in range(n + 1)]
    for x, p in enumerate(mentor, start=2):
        mentored[p].append(x)
    reached = 0
    stack = [1]
    while stack:
        member = stack.pop()
        reached += 1
        stack.extend(mentored[member])
    if reached != n:
        r.fail("following mentors does not always end at member 1 (there is a cycle)")
    questions = 0
    for _ in range(q):
        kind = r.word(r"[S?]", "an event (S or ?)")
        r.space()
        r.int(1, n, "x")
        if kind == "S":
            r.space()
            r.int(0, 10**9, "v")
        else:
            questions += 1
        r.newline()
    if questions == 0:
        r.fail("no event is a ?")
    r.eof()


run(check)
