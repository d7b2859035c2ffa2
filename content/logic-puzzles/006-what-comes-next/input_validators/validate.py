from strict_input import Reader, run


def continuation(values: list, k: int):
    """The next k numbers when the sequence follows the step or the factor rule, else None."""
    d = values[1] - values[0]
    if all(b - a == d for a, b in zip(values, values[1:])):
        return [values[-1] + d * step for step in range(1, k + 1)]
    if 0 not in values and values[1] % values[0] == 0:
        ratio = values[1] // values[0]
        if all(a * ratio == b for a, b in zip(values, values[1:])):
            return [values[-1] * ratio**step for step in range(1, k + 1)]
    return None


def check(r: Reader) -> None:
    n = r.int(3, 20, "n")
    r.space()
    k = r.int(1, 10, "k")
    r.newline()
    values = r.ints(n, -10**9, 10**9, "a number")
    following = continuation(values, k)
    if following is not None:
        for index, value in enumerate(following, 1):
            if not -10**18 <= value <= 10**18:
                r.fail(f"next number {index} = {value} is outside [-10^18, 10^18]")
    r.eof()


run(check)
