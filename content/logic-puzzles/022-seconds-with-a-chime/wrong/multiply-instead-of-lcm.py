# Inclusion-exclusion, but assumes bells a and b ring together every a * b seconds. That is only true
# when they share no factor: 4 and 6 coincide every 12 seconds, not every 24.
import sys


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    bells = [int(x) for x in data[2:2 + k]]
    total = 0
    for mask in range(1, 1 << k):
        product = 1
        for i in range(k):
            if mask >> i & 1:
                product *= bells[i]
        sign = 1 if bin(mask).count("1") % 2 == 1 else -1
        total += sign * (n // product)
    print(total)


main()
