import sys


def fewest_coins(coins, amount):
    # Return the fewest coins (unlimited supply of each value) that add up to exactly amount, or -1.
    return 0


def main():
    data = sys.stdin.read().split()
    k, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2:2 + k]]
    print(fewest_coins(coins, amount))


main()
