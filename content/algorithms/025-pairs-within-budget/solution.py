import sys


def pairs_within_budget(prices, budget):
    prices = sorted(prices)
    count = 0
    i, j = 0, len(prices) - 1
    while i < j:
        if prices[i] + prices[j] <= budget:
            count += j - i  # gift i pairs with every gift from i + 1 to j
            i += 1
        else:
            j -= 1  # gift j is too dear even with the cheapest gift left
    return count


def main():
    data = sys.stdin.read().split()
    n, budget = int(data[0]), int(data[1])
    prices = [int(v) for v in data[2:2 + n]]
    print(pairs_within_budget(prices, budget))


main()
