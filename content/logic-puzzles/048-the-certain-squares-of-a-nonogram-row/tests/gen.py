import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def hidden_row(n, longest_block, longest_gap):
    """A random filled row of n cells: blocks of 1..longest_block separated by gaps of 1..longest_gap."""
    cells = []
    while len(cells) < n:
        cells += ["."] * rng.randint(1 if cells else 0, longest_gap)
        cells += ["#"] * rng.randint(1, longest_block)
    return "".join(cells[:n])


def test(n, row, reveal, change_clue=False):
    blocks = [len(run) for run in row.split(".") if run]
    if change_clue:
        blocks[len(blocks) // 2] += 1
    shown = "".join(c if rng.random() < reveal else "?" for c in row)
    return f"{n} {len(blocks)}\n{' '.join(map(str, blocks))}\n{shown}"


def many_small_blocks():
    return test(1000, hidden_row(1000, 3, 2), 0.3)


def few_long_blocks():
    return test(1000, hidden_row(1000, 40, 5), 0.04)


def almost_fits():
    # one block is made a cell longer than in the hidden row: the known cells may or may not still fit
    return test(1000, hidden_row(1000, 2, 2), 0.25, change_clue=True)


TESTS = {"09": many_small_blocks, "10": few_long_blocks, "11": almost_fits}

print(TESTS[name]())
