from strict_input import Invalid, Reader, run


def sorted_scores(r: Reader, count: int, which: str) -> None:
    line = r.line
    scores = r.ints(count, -10**6, 10**6, "a score")
    for i in range(count - 1):
        if scores[i] > scores[i + 1]:
            raise Invalid(f"line {line}: the {which} list is not in non-decreasing order "
                          f"(score {i + 1} = {scores[i]} > score {i + 2} = {scores[i + 1]})")


def check(r: Reader) -> None:
    n = r.int(1, 2000, "n")
    r.newline()
    sorted_scores(r, n, "first")
    m = r.int(1, 2000, "m")
    r.newline()
    sorted_scores(r, m, "second")
    r.eof()


run(check)
