from strict_input import Invalid, Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.newline()
    line = r.line
    heights = r.ints(n, -10**9, 10**9, "a height")
    if len(set(heights)) != n:
        seen = set()
        for height in heights:
            if height in seen:
                raise Invalid(f"line {line}: the height {height} appears twice (all heights are different)")
            seen.add(height)
    r.eof()


run(check)
