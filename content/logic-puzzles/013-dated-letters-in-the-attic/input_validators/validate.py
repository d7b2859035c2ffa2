from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 1000, "q")
    r.newline()
    for _ in range(q):
        date = r.text(r"[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])", "the date YYYY-MM-DD")
        year = int(date[:4])
        if not 1600 <= year <= 2400:
            r.fail(f"YYYY = {date[:4]} is outside [1600, 2400]")
    r.eof()


run(check)
