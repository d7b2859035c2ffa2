import sys
from math import gcd


def chiming_seconds(n, bells):
    k = len(bells)
    too_big = n + 1  # any lcm above n stands for "rings never in 1..n", and stays that way
    lcm = [1] * (1 << k)
    total = 0
    for mask in range(1, 1 << k):
        low = mask & -mask
        bell = bells[low.bit_length() - 1]
        prev = lcm[mask ^ low]
        if prev > n:
            lcm[mask] = too_big
            continue
        value = prev // gcd(prev, bell) * bell
        lcm[mask] = value if value <= n else too_big
        if value <= n:
            # Inclusion-exclusion: odd groups add, even groups subtract.
            if bin(mask).count("1") % 2 == 1:
                total += n // value
            else:
                total -= n // value
    return total


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    bells = [int(x) for x in data[2:2 + k]]
    print(chiming_seconds(n, bells))


main()
