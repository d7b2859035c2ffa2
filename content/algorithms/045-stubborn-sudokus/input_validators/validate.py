from strict_input import Invalid, Reader, run

ALL = 0b1111111110  # bits 1..9


def count_solutions(grid: str, limit: int) -> int:
    """The number of ways to complete the grid, counted up to `limit`; 0 when two given digits clash."""
    rows = [0] * 9
    cols = [0] * 9
    boxes = [0] * 9
    empty = []
    for index, char in enumerate(grid):
        row, col = divmod(index, 9)
        box = row // 3 * 3 + col // 3
        if char == ".":
            empty.append((row, col, box))
            continue
        bit = 1 << int(char)
        if (rows[row] | cols[col] | boxes[box]) & bit:
            return 0
        rows[row] |= bit
        cols[col] |= bit
        boxes[box] |= bit

    found = 0

    def search(remaining: list) -> None:
        nonlocal found
        if not remaining:
            found += 1
            return
        best = -1
        best_free = 0
        best_count = 10
        for position, (row, col, box) in enumerate(remaining):
            free = ALL & ~(rows[row] | cols[col] | boxes[box])
            count = free.bit_count()
            if count < best_count:
                best, best_free, best_count = position, free, count
                if count <= 1:
                    break
        if best_count == 0:
            return
        row, col, box = remaining[best]
        rest = remaining[:best] + remaining[best + 1 :]
        free = best_free
        while free and found < limit:
            bit = free & -free
            free ^= bit
            rows[row] |= bit
            cols[col] |= bit
            boxes[box] |= bit
            search(rest)
            rows[row] ^= bit
            cols[col] ^= bit
            boxes[box] ^= bit

    search(empty)
    return found


def check(r: Reader) -> None:
    t = r.int(1, 50, "t")
    r.newline()
    for puzzle in range(1, t + 1):
        first = r.line
        grid = "".join(r.text(r"[1-9.]{9}", "a row (9 characters, each a digit from 1 to 9 or .)") for _ in range(9))
        solutions = count_solutions(grid, 2)
        if solutions != 1:
            how = "no solution" if solutions == 0 else "more than one solution"
            raise Invalid(f"lines {first}-{first + 8}: puzzle {puzzle} has {how} (it must have exactly one)")
    r.eof()


run(check)
