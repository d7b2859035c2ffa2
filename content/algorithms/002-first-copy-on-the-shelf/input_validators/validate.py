from strict_input import Invalid, Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.newline()
    line = r.line
    numbers = r.ints(n, -10**9, 10**9, "a number")
    for i in range(n - 1):
        if numbers[i] > numbers[i + 1]:
            raise Invalid(f"line {line}: the numbers are not in non-decreasing order "
                          f"(number {i + 1} = {numbers[i]} > number {i + 2} = {numbers[i + 1]})")
    r.int(-10**9, 10**9, "x")
    r.newline()
    r.eof()


run(check)
