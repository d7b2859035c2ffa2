from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 15, "n")
    r.newline()
    for i in range(n):
        for j in range(n):
            if j:
                r.space()
            if i == j:
                r.int(0, 0, f"t[{i}][{j}]")
            else:
                r.int(1, 10**6, f"t[{i}][{j}]")
        r.newline()
    r.eof()


run(check)
