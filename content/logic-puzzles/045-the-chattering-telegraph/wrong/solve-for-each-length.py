# Tries 0, 1, 2, ... wheels in turn and, for each, solves the equations s[t] = XOR of c[i] * s[t - i] for
# the taps c by elimination. Right, but thousands of eliminations of thousands of equations are far too
# slow.
import sys


def fits(bits, length):
    """The taps (an integer, bit i - 1 for s[t - i]) of a rule with `length` wheels, or None."""
    pivots = {}  # leading bit -> equation (taps part in bits 0..length-1, right-hand side in bit length)
    for t in range(length, len(bits)):
        row = 0
        for i in range(1, length + 1):
            if bits[t - i]:
                row |= 1 << (i - 1)
        row |= bits[t] << length
        for lead in sorted(pivots, reverse=True):
            if row >> lead & 1:
                row ^= pivots[lead]
        coefficients = row & ((1 << length) - 1)
        if coefficients == 0:
            if row:
                return None  # 0 = 1
            continue
        pivots[coefficients.bit_length() - 1] = row
    taps = 0
    for lead in sorted(pivots):
        row = pivots[lead]
        value = row >> length & 1
        for other in range(lead):
            if row >> other & 1 and taps >> other & 1:
                value ^= 1
        if value:
            taps |= 1 << lead
    return taps


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    bits = [1 if c == "1" else 0 for c in data[2][:n]]
    for length in range(n + 1):
        taps = fits(bits, length)
        if taps is not None:
            break
    tape = bits[:]
    for t in range(n, n + k):
        tape.append(sum(tape[t - i] for i in range(1, length + 1) if taps >> (i - 1) & 1) & 1)
    print(length)
    print("".join(map(str, tape[n:])))


main()
