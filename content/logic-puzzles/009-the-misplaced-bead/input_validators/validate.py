from collections import Counter

from strict_input import Reader, run


def wrong_beads(strip: str, p: int) -> int:
    """How many beads must change for the strip to be a block of length p repeated (0, 1, or 2 meaning more)."""
    changes = 0
    for start in range(p):
        column = Counter(strip[start::p])
        changes += len(strip[start::p]) - max(column.values())
        if changes > 1:
            return 2
    return changes


def check(r: Reader) -> None:
    strip = r.text(r"[a-z]{3,1000}", "the strip")
    n = len(strip)
    periods = [p for p in range(1, n // 3 + 1) if n % p == 0]
    counts = [wrong_beads(strip, p) for p in periods]
    if 0 in counts:
        r.fail(f"the strip is an exact repetition of a block of length {periods[counts.index(0)]}")
    if 1 not in counts:
        r.fail("the strip is no block repeated at least 3 times with exactly one bead changed")
    r.eof()


run(check)
