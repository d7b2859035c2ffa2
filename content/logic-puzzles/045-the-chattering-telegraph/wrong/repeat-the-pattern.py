# Looks for the shortest stretch that the tape keeps repeating and simply repeats it (a machine whose rule
# is "copy the bit p places back" needs p wheels). But a machine can print a pattern that does not repeat
# within the tape at all, and the repeating stretch is often longer than the fewest wheels.
import sys


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    bits = data[2][:n]
    period = n
    for p in range(1, n + 1):
        if all(bits[i] == bits[i + p] for i in range(n - p)):
            period = p
            break
    if bits.count("1") == 0:
        period = 0
    tape = list(bits)
    for t in range(n, n + k):
        tape.append(tape[t - period] if period else "0")
    print(period)
    print("".join(tape[n:]))


main()
