import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def tape(length, taps, n, k):
    """n bits of a machine with `length` wheels: s[t] is the XOR of s[t - i] for i in taps, after a random
    start of `length` bits."""
    mask = 0
    for i in taps:
        mask |= 1 << (i - 1)
    bits = [rng.randint(0, 1) for _ in range(length)]
    window = 0  # bit i - 1 is s[t - i]
    for b in bits:
        window = (window << 1) | b
    full = (1 << length) - 1
    while len(bits) < n:
        b = bin(window & mask).count("1") & 1
        bits.append(b)
        window = ((window << 1) | b) & full
    return f"{n} {k}\n{''.join(map(str, bits[:n]))}"


def dense():
    # 2000 wheels, each tapped with probability 1/2, the last one always: exactly 2 * 2000 bits are shown
    taps = [i for i in range(1, 2000) if rng.random() < 0.5] + [2000]
    return tape(2000, taps, 4000, 20000)


def two_taps():
    # x^1279 + x^418 + 1 is a primitive trinomial: the tape never repeats within anything shown here
    return tape(1279, [418, 1279], 4000, 20000)


def few_wheels():
    # 17 wheels with a primitive rule: the pattern repeats only every 131071 bits
    return tape(17, [3, 17], 4000, 20000)


TESTS = {"09": dense, "10": two_taps, "11": few_wheels}

print(TESTS[name]())
