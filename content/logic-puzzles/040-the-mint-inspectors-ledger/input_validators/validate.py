from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    w = r.int(0, 200_000, "w")
    r.newline()
    total = 0
    for _ in range(w):
        # One regular expression checks the whole line's format (positive integers without leading zeros,
        # single spaces, the result last); the values are then checked as numbers.
        line = r.text(r"[1-9][0-9]{0,5}( [1-9][0-9]{0,5})* [<=>]", "the weighing")
        values = line[:-2].split(" ")
        k = int(values[0])
        total += k
        if total > 300_000:
            r.fail(f"the k of all weighings add up to {total}, more than 300000")
        if len(values) != 2 * k + 1:
            r.fail(f"the weighing lists {len(values) - 1} coins, expected 2k = {2 * k}")
        coins = [int(value) for value in values[1:]]
        if max(coins) > n:
            r.fail(f"coin {max(coins)} is outside [1, {n}]")
        if len(set(coins)) != 2 * k:
            left, right = set(coins[:k]), set(coins[k:])
            if left & right:
                r.fail(f"coin {min(left & right)} is on both pans")
            r.fail("a coin is put twice on the same pan")
    r.eof()


run(check)
