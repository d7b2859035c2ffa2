from strict_input import Reader, run


def tick(screen: tuple, columns: int) -> tuple:
    """One tick of the Game of Life on a wrapped grid; each row is a bit mask of its live cells."""
    mask = (1 << columns) - 1
    rows = len(screen)
    following = []
    for y in range(rows):
        ones = twos = fours = 0  # the live neighbours counted in binary, bit by bit over the row
        for offset in (-1, 0, 1):
            row = screen[(y + offset) % rows]
            left = ((row << 1) | (row >> (columns - 1))) & mask
            right = ((row >> 1) | (row << (columns - 1))) & mask
            for neighbours in (left, right) if offset == 0 else (left, row, right):
                carry = ones & neighbours
                ones ^= neighbours
                carry_two = twos & carry
                twos ^= carry
                fours ^= carry_two
        following.append(twos & ~fours & (ones | screen[y]) & mask)
    return tuple(following)


def check(r: Reader) -> None:
    rows = r.int(3, 16, "r")
    r.space()
    columns = r.int(3, 16, "c")
    r.space()
    r.int(0, 10**18, "t")
    r.newline()
    screen = []
    for _ in range(rows):
        line = r.text(rf"[#.]{{{columns}}}", f"the row (c = {columns} characters # or .)")
        screen.append(int(line.replace("#", "1").replace(".", "0"), 2))
    screen = tuple(screen)
    seen = {screen}
    for _ in range(400):
        screen = tick(screen, columns)
        if screen in seen:
            break
        seen.add(screen)
    else:
        r.fail("the screen shows no pattern a second time by tick 400")
    r.eof()


run(check)
