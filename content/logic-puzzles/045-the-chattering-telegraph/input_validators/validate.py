from strict_input import Reader, run


def fewest_wheels(tape: str) -> int:
    """The length of the shortest XOR rule printing the tape (Berlekamp-Massey over bits)."""
    rule = previous = 1  # bit i: distance i is chosen (bit 0 stands for the new bit itself)
    wheels = 0
    shift = 1
    recent = 0  # bit i: the bit printed i places before the current one
    for position, bit in enumerate(tape):
        recent = recent << 1 | (bit == "1")
        if (rule & recent).bit_count() % 2 == 0:
            shift += 1
        elif 2 * wheels <= position:
            rule, previous = rule ^ previous << shift, rule
            wheels = position + 1 - wheels
            shift = 1
        else:
            rule ^= previous << shift
            shift += 1
    return wheels


def check(r: Reader) -> None:
    n = r.int(1, 4000, "n")
    r.space()
    r.int(1, 20_000, "k")
    r.newline()
    tape = r.text(rf"[01]{{{n}}}", f"the tape (n = {n} characters 0 or 1)")
    wheels = fewest_wheels(tape)
    if 2 * wheels > n:
        r.fail(f"the fewest wheels L = {wheels} breaks 2 · L ≤ n")
    r.eof()


run(check)
