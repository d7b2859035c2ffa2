# Pays with the biggest coin that still fits, again and again: the shopkeeper's habit, which the strange
# Numerian values defeat.
import sys


def main():
    data = sys.stdin.read().split()
    k, amount = int(data[0]), int(data[1])
    coins = sorted(set(int(x) for x in data[2:2 + k]), reverse=True)
    count = 0
    for coin in coins:
        count += amount // coin
        amount %= coin
    print(count if amount == 0 else -1)


main()
