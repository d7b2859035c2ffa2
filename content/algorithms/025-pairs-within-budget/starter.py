import sys


def pairs_within_budget(prices, budget):
    # Return the number of pairs i < j with prices[i] + prices[j] <= budget.
    return -1


def main():
    data = sys.stdin.read().split()
    n, budget = int(data[0]), int(data[1])
    prices = [int(v) for v in data[2:2 + n]]
    print(pairs_within_budget(prices, budget))


main()
