# Only asks that the n - L honest advisers' claims hold, forgetting that a liar's claim must be false:
# with L liars there must be exactly n - L true claims, not merely at least n - L.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    change = [0] * (n + 2)
    for i in range(n):
        change[int(data[1 + 2 * i])] += 1
        change[int(data[2 + 2 * i]) + 1] -= 1
    possible = []
    holding = 0
    for liars in range(n + 1):
        holding += change[liars]
        if holding >= n - liars:
            possible.append(liars)
    print(f"{possible[0]} {possible[-1]}" if possible else "PARADOX")


main()
