import sys


def fewest_coins(coins, amount):
    impossible = amount + 1  # more coins than any real answer can need
    best = [0] + [impossible] * amount
    # With an unlimited supply, the coins can be handled one value at a time:
    # after processing value c, best[x] is the fewest coins using the values seen so far.
    for c in set(coins):
        for x in range(c, amount + 1):
            if best[x - c] + 1 < best[x]:
                best[x] = best[x - c] + 1
    return -1 if best[amount] == impossible else best[amount]


def main():
    data = sys.stdin.read().split()
    k, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2:2 + k]]
    print(fewest_coins(coins, amount))


main()
