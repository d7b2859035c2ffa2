import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def random_formula(n, size):
    """A random formula with about `size` switch letters (its nesting stays shallow)."""
    letters = "abcdefghijklmnop"[:n]

    def build(size):
        if size <= 1:
            text = rng.choice(letters)
        else:
            left = rng.randint(1, size - 1)
            text = build(left) + rng.choice("&&&^^|") + build(size - left)
            if rng.random() < 0.4:
                text = "(" + text + ")"
        if rng.random() < 0.25:
            text = "!" + text
        return text

    return build(size)


def deep_chain(n, depth):
    """a|(b&(c^(...))): brackets nested `depth` deep."""
    letters = "abcdefghijklmnop"[:n]
    parts = []
    for _ in range(depth):
        parts.append(("!" if rng.random() < 0.2 else "") + rng.choice(letters) + rng.choice("&&^|") + "(")
    return "".join(parts) + rng.choice(letters) + ")" * depth


PRECEDENCE = {"!": 4, "&": 3, "^": 2, "|": 1}
PATTERNS = {}


def count_true(n, formula):
    """How many settings make the formula true (the same method as the reference solution)."""
    out, ops = [], []
    for ch in formula:
        if ch.isalpha():
            out.append(ch)
        elif ch in "!(":
            ops.append(ch)
        elif ch == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            while ops and ops[-1] != "(" and PRECEDENCE[ops[-1]] >= PRECEDENCE[ch]:
                out.append(ops.pop())
            ops.append(ch)
    out += reversed(ops)
    size = 1 << n
    full = (1 << size) - 1
    pattern = PATTERNS.setdefault(n, [sum(1 << m for m in range(size) if m >> i & 1) for i in range(n)])
    stack = []
    for t in out:
        if t == "!":
            stack.append(stack.pop() ^ full)
        elif t in PRECEDENCE:
            r, l = stack.pop(), stack.pop()
            stack.append(l & r if t == "&" else l ^ r if t == "^" else l | r)
        else:
            stack.append(pattern[ord(t) - 97])
    return bin(stack[0]).count("1")


def interesting(make):
    """Draws formulas until one is true in between 10% and 90% of the settings, but not exactly half."""
    while True:
        formula = make()
        count = count_true(16, formula)
        if len(formula) <= 5000 and 6554 <= count <= 58982 and count != 32768:
            return 16, formula


def long_random():
    return interesting(lambda: random_formula(16, 1200))


def deeply_nested():
    return interesting(lambda: deep_chain(16, 1150))


TESTS = {"11": long_random, "12": deeply_nested}
n, formula = TESTS[name]()
print(n)
print(formula)
